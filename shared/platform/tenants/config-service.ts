import { type AuditLog, appendConfigChange, userActor } from '#platform/audit/record';
import type { Principal } from '#platform/auth/ports';
import { InvalidPayloadError } from '../../errors';
import {
  defaultTenantConfig,
  mergePatch,
  operatorOnlyProblems,
  planProblems,
  TenantConfig,
  transitionProblems,
  type VersionedConfig,
} from './config';
import type { TenantConfigStore } from './config-store';

/** Configuration changes reach every container within this many milliseconds, without a restart. */
const CACHE_MS = 5_000;
const cache = new Map<string, { value: VersionedConfig; readAt: number }>();

function withDefaults(stored: VersionedConfig | undefined): VersionedConfig {
  if (!stored)
    return { version: 0, updated_at: new Date(0).toISOString(), config: defaultTenantConfig() };
  // Sections added after the tenant last changed its configuration get their defaults.
  return { ...stored, config: TenantConfig.parse(stored.config) };
}

export async function readTenantConfig(
  store: TenantConfigStore,
  tenantId: string,
  options: { fresh?: boolean } = {},
): Promise<VersionedConfig> {
  const hit = cache.get(tenantId);
  if (!options.fresh && hit && Date.now() - hit.readAt < CACHE_MS) return hit.value;
  const value = withDefaults(await store.current(tenantId));
  cache.set(tenantId, { value, readAt: Date.now() });
  return value;
}

export function clearTenantConfigCache(): void {
  cache.clear();
}

function invalidConfiguration(problems: { pointer: string; message: string }[]) {
  return new InvalidPayloadError(
    `The resulting configuration is not valid: ${problems.map((p) => `${p.pointer} ${p.message}`).join('; ')}.`,
    { details: { location: 'body', problems } },
  );
}

export interface PatchContext {
  principal: Principal;
  correlationId: string;
}

/**
 * Stores the configuration `configOf` derives from the current one as the next version, compared
 * and set against that version (read again, up to five times, when another writer came first).
 */
async function saveNextVersion(
  store: TenantConfigStore,
  tenantId: string,
  configOf: (current: VersionedConfig) => TenantConfig,
): Promise<VersionedConfig> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await readTenantConfig(store, tenantId, { fresh: true });
    const next: VersionedConfig = {
      version: current.version + 1,
      updated_at: new Date().toISOString(),
      config: configOf(current),
    };
    if (await store.save(tenantId, current.version, next)) {
      cache.set(tenantId, { value: next, readAt: Date.now() });
      return next;
    }
  }
  throw new Error('the tenant configuration changed concurrently on every attempt');
}

/** Applies a JSON merge patch, validates the whole result, stores it as the next version and audits it. */
export async function patchTenantConfig(
  deps: { store: TenantConfigStore; audit: AuditLog },
  patch: Record<string, unknown>,
  context: PatchContext,
): Promise<VersionedConfig> {
  const tenantId = context.principal.tenantId;
  const refused = operatorOnlyProblems(patch);
  if (refused.length > 0) throw invalidConfiguration(refused);
  const next = await saveNextVersion(deps.store, tenantId, (current) => {
    const merged = mergePatch(current.config, patch);
    const parsed = TenantConfig.safeParse(merged);
    const problems = parsed.success
      ? [
          ...transitionProblems(current.config, parsed.data, patch),
          ...planProblems(current.config, parsed.data),
        ]
      : parsed.error.issues.map((issue) => ({
          pointer: issue.path.map((p) => `/${String(p)}`).join(''),
          message: issue.message,
        }));
    if (!parsed.success || problems.length > 0) throw invalidConfiguration(problems);
    return parsed.data;
  });
  await appendConfigChange(deps.audit, {
    tenantId,
    correlationId: context.correlationId,
    actor: userActor(context.principal.subject),
    setting: 'tenant_config',
    input: patch,
    output: next,
  });
  return next;
}

/**
 * An operator's change (a script with access to the store, as the local seed and the benchmarks):
 * merged and validated like a tenant's patch, but operator-only settings and the plan may change.
 * Not reachable through the API, and not audited as a tenant's change.
 */
export function applyOperatorSettings(
  store: TenantConfigStore,
  tenantId: string,
  patch: Record<string, unknown>,
): Promise<VersionedConfig> {
  return saveNextVersion(store, tenantId, (current) =>
    TenantConfig.parse(mergePatch(current.config, patch)),
  );
}
