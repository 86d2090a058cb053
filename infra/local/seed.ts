import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { allScopes } from '#contracts/auth';
import { generateSigningKey, type StoredSigningKey } from '#platform/auth/keys';
import type { CredentialStore } from '#platform/auth/ports';
import { apiKeyDigest, hashSecret } from '#platform/auth/secrets';
import { TenantConfig } from '#platform/tenants/config';
import type { TenantConfigStore } from '#platform/tenants/config-store';
import type { TenantStore } from '#platform/tenants/ports';

export interface LocalTenant {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  apiKey?: string;
}

export const DEFAULT_SECRETS = {
  demo: 'demo-secret',
  sandbox: 'sandbox-secret',
  sandboxApiKey: 'sandbox-api-key',
} as const;

/** The two tenants every local start has; secrets can be overridden from the environment. */
export function localTenants(env: Record<string, string | undefined> = process.env): LocalTenant[] {
  return [
    {
      tenantId: 'demo',
      clientId: 'demo-client',
      clientSecret: env.QCAS_DEMO_CLIENT_SECRET ?? DEFAULT_SECRETS.demo,
    },
    {
      tenantId: 'sandbox',
      clientId: 'sandbox-client',
      clientSecret: env.QCAS_SANDBOX_CLIENT_SECRET ?? DEFAULT_SECRETS.sandbox,
      apiKey: env.QCAS_SANDBOX_API_KEY ?? DEFAULT_SECRETS.sandboxApiKey,
    },
  ];
}

export function usesDefaultSecrets(tenants: LocalTenant[]): boolean {
  const defaults = new Set<string>(Object.values(DEFAULT_SECRETS));
  return tenants.some(
    (t) => defaults.has(t.clientSecret) || (t.apiKey !== undefined && defaults.has(t.apiKey)),
  );
}

/**
 * Creates missing tenants and (re)writes their credentials with every scope. A new local tenant
 * accepts webhook receivers on loopback, since the local runtime itself listens only there.
 */
export async function seedTenants(
  tenants: LocalTenant[],
  stores: { credentials: CredentialStore; tenants: TenantStore; config: TenantConfigStore },
): Promise<void> {
  for (const tenant of tenants) {
    if (!(await stores.tenants.getTenant(tenant.tenantId))) {
      await stores.tenants.putTenant({
        tenantId: tenant.tenantId,
        status: 'active',
        tokenTtlSeconds: 3600,
        createdAt: new Date().toISOString(),
      });
    }
    if (!(await stores.config.current(tenant.tenantId))) {
      const config = TenantConfig.parse({ webhooks: { allow_loopback: true } });
      await stores.config.save(tenant.tenantId, 0, {
        version: 1,
        updated_at: new Date().toISOString(),
        config,
      });
    }
    await stores.credentials.putClient({
      clientId: tenant.clientId,
      tenantId: tenant.tenantId,
      secretHash: await hashSecret(tenant.clientSecret),
      scopes: [...allScopes],
    });
    if (tenant.apiKey) {
      await stores.credentials.putApiKey({
        keyDigest: apiKeyDigest(tenant.apiKey),
        tenantId: tenant.tenantId,
        scopes: [...allScopes],
        label: `${tenant.tenantId}-default`,
      });
    }
  }
}

/**
 * The JWT signing key is generated on first start and kept under the data directory. Runtimes
 * that start together on one directory (test files on parallel workers) must agree on it: the key
 * is written aside and linked into place, which only the first of them does; the others keep
 * the file it linked, whole.
 */
export async function ensureSigningKeys(path: string): Promise<void> {
  const newKeys = async () => JSON.stringify({ keys: [await generateSigningKey()] }, null, 2);
  try {
    const existing = JSON.parse(await readFile(path, 'utf8')) as { keys: StoredSigningKey[] };
    if (existing.keys.length > 0) return;
    // A file without keys is replaced.
    await writeFile(path, await newKeys(), { mode: 0o600 });
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dirname(path), { recursive: true });
  const aside = `${path}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(aside, await newKeys(), { mode: 0o600 });
  try {
    await link(aside, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(aside, { force: true });
  }
}
