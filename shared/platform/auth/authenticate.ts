import type { Scope } from '#contracts/auth';
import type { TenantRecord, TenantStore } from '#platform/tenants/ports';
import { AuthenticationError, ErrorCode, ForbiddenError } from '../../errors';
import type { CredentialStore, Principal } from './ports';
import { apiKeyDigest } from './secrets';
import type { TokenVerifier } from './tokens';

export interface AuthenticateDeps {
  verifier: TokenVerifier;
  credentials: CredentialStore;
  tenants: TenantStore;
}

type Headers = Record<string, string | undefined>;

/** Who is calling: a verified bearer token, or the X-Api-Key fallback. */
export async function authenticate(headers: Headers, deps: AuthenticateDeps): Promise<Principal> {
  const authorization = headers.authorization;
  const apiKey = headers['x-api-key'];
  let principal: Principal;
  if (authorization !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!match?.[1])
      throw new AuthenticationError(
        ErrorCode.INVALID_TOKEN,
        'Authorization must be "Bearer <access token>".',
      );
    const claims = deps.verifier.verify(match[1]);
    principal = { ...claims, method: 'bearer' };
  } else if (apiKey !== undefined && apiKey !== '') {
    const record = await deps.credentials.getApiKey(apiKeyDigest(apiKey));
    if (!record)
      throw new AuthenticationError(ErrorCode.INVALID_TOKEN, 'The API key is not valid.');
    principal = {
      tenantId: record.tenantId,
      subject: `api_key:${record.label}`,
      scopes: record.scopes,
      method: 'api_key',
    };
  } else {
    throw new AuthenticationError(
      ErrorCode.INVALID_TOKEN,
      'Missing credentials: send Authorization: Bearer <token> or X-Api-Key.',
    );
  }
  const tenant = await cachedTenant(principal.tenantId, deps.tenants);
  if (tenant?.status !== 'active') {
    throw new ForbiddenError(ErrorCode.TENANT_DISABLED, 'The tenant is disabled.');
  }
  return principal;
}

export function requireScope(principal: Principal, anyOf: readonly Scope[]): void {
  if (anyOf.length === 0 || anyOf.some((scope) => principal.scopes.includes(scope))) return;
  throw new ForbiddenError(
    ErrorCode.SCOPE_INSUFFICIENT,
    `This operation needs the scope ${anyOf.join(' or ')}.`,
    {
      details: { required_scopes: [...anyOf], granted_scopes: principal.scopes },
    },
  );
}

/** Tenant status is read at most every 15 s per container: disabling takes effect within that window. */
const TENANT_CACHE_MS = 15_000;
const tenantCache = new Map<string, { record: TenantRecord | undefined; readAt: number }>();

async function cachedTenant(
  tenantId: string,
  store: TenantStore,
): Promise<TenantRecord | undefined> {
  const hit = tenantCache.get(tenantId);
  if (hit && Date.now() - hit.readAt < TENANT_CACHE_MS) return hit.record;
  const record = await store.getTenant(tenantId);
  tenantCache.set(tenantId, { record, readAt: Date.now() });
  return record;
}

export function clearTenantCache(): void {
  tenantCache.clear();
}
