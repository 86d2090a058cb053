import { randomUUID } from 'node:crypto';
import { refreshCalibrationOperation } from '#application/trust';
import { logger } from '#platform/observability/logger';
import { services } from '#platform/services';

/** Scheduled daily: refits every active tenant's calibrators; one tenant's failure spares the rest. */
export const handler = async (): Promise<{ refreshed: number; failed: number }> => {
  const deps = services();
  const tenants = (await deps.tenants.listTenants()).filter((tenant) => tenant.status === 'active');
  let refreshed = 0;
  let failed = 0;
  for (const tenant of tenants) {
    try {
      const report = await refreshCalibrationOperation(deps, tenant.tenantId, {
        correlationId: `calibration-refresh-${randomUUID()}`,
        trigger: 'schedule',
      });
      logger.info('calibration refreshed', { tenantId: tenant.tenantId, report });
      refreshed++;
    } catch (error) {
      logger.error('calibration refresh failed', { tenantId: tenant.tenantId, error });
      failed++;
    }
  }
  return { refreshed, failed };
};
