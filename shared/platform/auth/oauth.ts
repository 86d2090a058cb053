import { allScopes, type Scope } from '#contracts/auth';
import type { TenantStore } from '#platform/tenants/ports';
import type { SigningKeySet } from './keys';
import type { CredentialStore } from './ports';
import { verifySecret } from './secrets';
import { issueAccessToken } from './tokens';

export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_scope'
  | 'unsupported_grant_type'
  | 'unauthorized_client';

export type TokenOutcome =
  | {
      ok: true;
      body: { access_token: string; token_type: 'Bearer'; expires_in: number; scope: string };
    }
  | {
      ok: false;
      status: 400 | 401;
      usedBasic: boolean;
      body: { error: OAuthErrorCode; error_description: string };
    };

export interface TokenRequestDeps {
  credentials: CredentialStore;
  tenants: TenantStore;
  keys: SigningKeySet;
  issuer: string;
  audience: string;
}

const fail = (error: OAuthErrorCode, description: string, usedBasic = false): TokenOutcome => ({
  ok: false,
  status: error === 'invalid_client' ? 401 : 400,
  usedBasic,
  body: { error, error_description: description },
});

/** Client id and secret from HTTP Basic (RFC 6749 2.3.1: form-urlencoded inside Basic). */
function parseBasic(authorization: string | undefined): { id: string; secret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  try {
    return {
      id: decodeURIComponent(decoded.slice(0, colon)),
      secret: decodeURIComponent(decoded.slice(colon + 1)),
    };
  } catch {
    return undefined;
  }
}

/** RFC 6749 4.4: the client credentials grant. Scopes may be separated by spaces or plus signs. */
export async function exchangeClientCredentials(
  form: URLSearchParams,
  authorization: string | undefined,
  deps: TokenRequestDeps,
): Promise<TokenOutcome> {
  const grantType = form.get('grant_type');
  if (!grantType) return fail('invalid_request', 'grant_type is required.');
  if (grantType !== 'client_credentials')
    return fail('unsupported_grant_type', 'Only client_credentials is supported.');

  const basic = parseBasic(authorization);
  const bodyId = form.get('client_id');
  const bodySecret = form.get('client_secret');
  if (basic && (bodySecret !== null || (bodyId !== null && bodyId !== basic.id))) {
    return fail(
      'invalid_request',
      'Send client credentials either in the body or with HTTP Basic, not both.',
      true,
    );
  }
  const clientId = basic?.id ?? bodyId;
  const secret = basic?.secret ?? bodySecret;
  if (!clientId || !secret)
    return fail('invalid_client', 'Client authentication is required.', basic !== undefined);

  const client = await deps.credentials.getClient(clientId);
  // Hash even for unknown clients so response time does not reveal which ids exist.
  const secretOk = await verifySecret(secret, client?.secretHash ?? UNKNOWN_CLIENT_HASH);
  if (!client || !secretOk)
    return fail('invalid_client', 'Client authentication failed.', basic !== undefined);

  const tenant = await deps.tenants.getTenant(client.tenantId);
  if (tenant?.status !== 'active')
    return fail('unauthorized_client', 'The client belongs to a disabled tenant.');

  const requested = (form.get('scope') ?? '').split(/[\s+]+/).filter(Boolean);
  const known = new Set<string>(allScopes);
  const unknown = requested.filter(
    (scope) => !known.has(scope) || !client.scopes.includes(scope as Scope),
  );
  if (unknown.length > 0)
    return fail('invalid_scope', `Scope not allowed for this client: ${unknown.join(' ')}.`);
  const granted = requested.length > 0 ? [...new Set(requested as Scope[])] : client.scopes;

  const accessToken = await issueAccessToken(deps.keys, {
    issuer: deps.issuer,
    audience: deps.audience,
    tenantId: client.tenantId,
    subject: client.clientId,
    scopes: granted,
    ttlSeconds: tenant.tokenTtlSeconds,
  });
  return {
    ok: true,
    body: {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: tenant.tokenTtlSeconds,
      scope: granted.join(' '),
    },
  };
}

/** A valid scrypt hash of a random value: verifying against it always fails, at the normal cost. */
const UNKNOWN_CLIENT_HASH =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
