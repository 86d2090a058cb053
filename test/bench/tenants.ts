import { resetClients } from '#adapters/aws/clients';
import { DynamoTenantConfigStore } from '#adapters/aws/config-store';
import { DynamoCredentialStore } from '#adapters/aws/credential-store';
import { DynamoTenantStore } from '#adapters/aws/tenant-store';
import { allScopes } from '#contracts/auth';
import { importDataset } from '#domain/master-data/import';
import type { MasterDataset } from '#domain/master-data/schemas';
import { hashSecret } from '#platform/auth/secrets';
import { resetRuntimeConfig } from '#platform/config/runtime';
import { resetServices, services } from '#platform/services';
import { applyOperatorSettings } from '#platform/tenants/config-service';

/**
 * Bench tenants: created through the same stores the service reads (as the seed does), master data
 * loaded through the import code, rate limits raised by the operator (plan and limits, written to the
 * config store as the seed does: a tenant cannot raise its own plan) — the limiter itself is
 * untouched, it simply enforces the bench tenant's own configuration.
 */

/** Points this process's store adapters at the emulators of the runtime under test. */
export function useServerEnv(env: Record<string, string>): void {
  Object.assign(process.env, env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });
  resetRuntimeConfig();
  resetClients();
  resetServices();
}

const BenchSecret = 'bench-secret';

/** High enough that the limiter never answers before the service's own capacity does. */
export const BenchRateLimits = {
  per_module_rps: 5000,
  burst_rps: 5000,
  burst_seconds: 30,
  tenant_total_rps: 20_000,
  async_jobs_per_second: 1000,
} as const;

export async function accessToken(baseUrl: string, tenantId: string): Promise<string> {
  const response = await fetch(`${baseUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: `${tenantId}-client`,
      client_secret: BenchSecret,
    }),
  });
  if (!response.ok)
    throw new Error(`token for ${tenantId}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Creates the tenant and its client (every scope), raises its rate limits, returns a token. */
export async function createBenchTenant(baseUrl: string, tenantId: string): Promise<string> {
  await new DynamoTenantStore().putTenant({
    tenantId,
    status: 'active',
    tokenTtlSeconds: 3600 * 6,
    createdAt: new Date().toISOString(),
  });
  await new DynamoCredentialStore().putClient({
    clientId: `${tenantId}-client`,
    tenantId,
    secretHash: await hashSecret(BenchSecret),
    scopes: [...allScopes],
  });
  await applyOperatorSettings(new DynamoTenantConfigStore(), tenantId, {
    plan: { rate_limits: BenchRateLimits },
    rate_limits: BenchRateLimits,
  });
  return accessToken(baseUrl, tenantId);
}

/** The import parser reads at most 500,000 records per request; larger sets go in parts. */
const ImportChunk = 400_000;

/**
 * Loads records through the import code (parse, validate, snapshot, pointer), as an import does:
 * the first part replaces, further parts upsert (as `npm run import` sends a large file).
 */
export async function importRecords(
  tenantId: string,
  dataset: MasterDataset,
  records: readonly unknown[],
): Promise<number> {
  let total = 0;
  for (let start = 0; start === 0 || start < records.length; start += ImportChunk) {
    const part = records.slice(start, start + ImportChunk);
    const summary = await importDataset(services().masterData, {
      tenantId,
      dataset,
      mode: start === 0 ? 'replace' : 'upsert',
      text: part.map((record) => JSON.stringify(record)).join('\n'),
      contentType: 'application/x-ndjson',
    });
    if (summary.rejected > 0)
      throw new Error(
        `${dataset} of ${tenantId}: ${summary.rejected} records rejected (${summary.errors[0]?.error ?? ''})`,
      );
    total = summary.total;
  }
  return total;
}
