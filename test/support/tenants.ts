import { randomUUID } from 'node:crypto';
import { DynamoCredentialStore } from '#adapters/aws/credential-store';
import { DynamoTenantStore } from '#adapters/aws/tenant-store';
import { allScopes, type Scope } from '#contracts/auth';
import { hashSecret } from '#platform/auth/secrets';
import { token } from './http';

/**
 * A fresh active tenant with an OAuth client `<tenantId>-client` / `pw` holding `scopes`; returns a
 * token. Needs `useRuntimeEnv()` first (it writes to the emulators).
 */
export async function newTenant(
  tenantId: string,
  scopes: readonly Scope[] = allScopes,
): Promise<string> {
  await new DynamoTenantStore().putTenant({
    tenantId,
    status: 'active',
    tokenTtlSeconds: 3600,
    createdAt: new Date().toISOString(),
  });
  await new DynamoCredentialStore().putClient({
    clientId: `${tenantId}-client`,
    tenantId,
    secretHash: await hashSecret('pw'),
    scopes: [...scopes],
  });
  return token(`${tenantId}-client`, 'pw');
}

/**
 * A tenant of its own under a random id (no other test writes its audit records or metrics); answers
 * the id and a token.
 */
export async function freshTenant(
  prefix: string,
  scopes: readonly Scope[] = allScopes,
): Promise<{ tenantId: string; accessToken: string }> {
  const tenantId = `${prefix}-${randomUUID().slice(0, 8)}`;
  return { tenantId, accessToken: await newTenant(tenantId, scopes) };
}
