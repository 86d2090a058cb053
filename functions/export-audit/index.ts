import { runDailyAuditExport } from '#application/audit-export';
import { logger } from '#platform/observability/logger';
import { services } from '#platform/services';

/** Scheduled daily: yesterday's audit records of every tenant to the audit bucket (SIEM pickup). */
export const handler = async (event?: { day?: string }): Promise<{ exported: number }> => {
  const outcomes = await runDailyAuditExport(services(), event?.day ? { day: event.day } : {});
  for (const outcome of outcomes) {
    const log = outcome.chain.valid ? logger.info.bind(logger) : logger.error.bind(logger);
    log('audit day exported', {
      tenant_id: outcome.tenant_id,
      day: outcome.day,
      key: outcome.key,
      record_count: outcome.record_count,
      chain_valid: outcome.chain.valid,
      ...(outcome.chain.first_break ? { first_break: outcome.chain.first_break } : {}),
    });
  }
  return { exported: outcomes.length };
};
