import {
  defaultThresholds,
  type ThresholdsDocument,
  type VersionedThresholds,
} from '#domain/trust/thresholds';
import { type AuditLog, appendConfigChange, userActor } from '#platform/audit/record';
import type { Principal } from '#platform/auth/ports';
import type { VersionedStore } from '#platform/tenants/config-store';
import { ErrorCode, NotFoundError } from '../../errors';
import { currentThresholds } from './scoring';

export async function readThresholds(
  store: VersionedStore<VersionedThresholds>,
  tenantId: string,
  version?: number,
): Promise<VersionedThresholds> {
  if (version === undefined) return currentThresholds(store, tenantId);
  const found = version === 0 ? defaultThresholds() : await store.version(tenantId, version);
  if (!found)
    throw new NotFoundError(
      ErrorCode.NOT_FOUND,
      `No thresholds version ${version} for this tenant.`,
    );
  return found;
}

/**
 * Stores the document as the next version (it takes effect with the next scored call: module
 * operations read thresholds fresh) and audits the change.
 */
export async function replaceThresholds(
  deps: { store: VersionedStore<VersionedThresholds>; audit: AuditLog },
  thresholds: ThresholdsDocument,
  context: { principal: Principal; correlationId: string },
): Promise<VersionedThresholds> {
  const tenantId = context.principal.tenantId;
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await currentThresholds(deps.store, tenantId);
    const next: VersionedThresholds = {
      version: current.version + 1,
      updated_at: new Date().toISOString(),
      thresholds,
    };
    if (await deps.store.save(tenantId, current.version, next)) {
      await appendConfigChange(deps.audit, {
        tenantId,
        correlationId: context.correlationId,
        actor: userActor(context.principal.subject),
        setting: 'thresholds',
        input: { from_version: current.version, thresholds },
        output: next,
      });
      return next;
    }
  }
  throw new Error('the thresholds changed concurrently on every attempt');
}
