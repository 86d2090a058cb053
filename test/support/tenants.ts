import { randomUUID } from 'node:crypto';
import { DynamoCredentialStore } from '#adapters/aws/credential-store';
import { DynamoTenantStore } from '#adapters/aws/tenant-store';
import { allScopes, type Scope } from '#contracts/auth';
import { hashSecret } from '#platform/auth/secrets';
import { token } from './http';

/** An active tenant with one OAuth client. Needs `useRuntimeEnv()` first (it writes to the emulators). */
export async function putTenantWithClient(tenant: {
  tenantId: string;
  clientId: string;
  secret: string;
  scopes: readonly Scope[];
  tokenTtlSeconds: number;
}): Promise<void> {
  await new DynamoTenantStore().putTenant({
    tenantId: tenant.tenantId,
    status: 'active',
    tokenTtlSeconds: tenant.tokenTtlSeconds,
    createdAt: new Date().toISOString(),
  });
  await new DynamoCredentialStore().putClient({
    clientId: tenant.clientId,
    tenantId: tenant.tenantId,
    secretHash: await hashSecret(tenant.secret),
    scopes: [...tenant.scopes],
  });
}

/**
 * A fresh active tenant with an OAuth client `<tenantId>-client` / `pw` holding `scopes`; returns a
 * token. Needs `useRuntimeEnv()` first (it writes to the emulators).
 */
export async function newTenant(
  tenantId: string,
  scopes: readonly Scope[] = allScopes,
): Promise<string> {
  const clientId = `${tenantId}-client`;
  await putTenantWithClient({ tenantId, clientId, secret: 'pw', scopes, tokenTtlSeconds: 3600 });
  return token(clientId, 'pw');
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
