import { authenticate, requireScope } from '#platform/auth/authenticate';
import type { CredentialStore, Principal } from '#platform/auth/ports';
import type { TokenVerifier } from '#platform/auth/tokens';
import { logger } from '#platform/observability/logger';
import type { TenantStore } from '#platform/tenants/ports';
import type { ApiRequestState, OperationMiddleware } from './types';

/** The authenticated caller, for the middlewares that run after `authorization`. */
export function principalOf(state: ApiRequestState): Principal {
  if (!state.principal) throw new Error('the authorization middleware must run first');
  return state.principal;
}

export interface AuthorizationDependencies {
  tokenVerifier(): Promise<TokenVerifier>;
  credentials: CredentialStore;
  tenants: TenantStore;
}

/** Bearer token (or API-key fallback), tenant status, and the operation's scope. */
export const authorization: OperationMiddleware<AuthorizationDependencies> = (
  operation,
  dependencies,
) => ({
  before: async (request) => {
    if (operation.auth === 'none') return;
    const { tokenVerifier, credentials, tenants } = dependencies();
    const principal = await authenticate(request.context.api.headers, {
      verifier: await tokenVerifier(),
      credentials,
      tenants,
    });
    requireScope(principal, operation.scopes);
    request.context.api.principal = principal;
    logger.appendKeys({ tenant_id: principal.tenantId });
  },
});
