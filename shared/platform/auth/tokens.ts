import { randomUUID } from 'node:crypto';
import { JwtVerifier } from 'aws-jwt-verify';
import { JwtExpiredError } from 'aws-jwt-verify/error';
import { importJWK, SignJWT } from 'jose';
import { allScopes, type Scope } from '#contracts/auth';
import { AuthenticationError, ErrorCode } from '../../errors';
import { SIGNING_ALGORITHM, type SigningKeySet } from './keys';

export interface TokenClaims {
  tenantId: string;
  subject: string;
  scopes: Scope[];
}

export interface IssueTokenInput extends TokenClaims {
  issuer: string;
  audience: string;
  ttlSeconds: number;
  now?: Date;
}

export async function issueAccessToken(
  keys: SigningKeySet,
  input: IssueTokenInput,
): Promise<string> {
  const key = await importJWK(keys.active.private_jwk, SIGNING_ALGORITHM);
  const issuedAt = Math.floor((input.now ?? new Date()).getTime() / 1000);
  return new SignJWT({ tenant_id: input.tenantId, scope: input.scopes.join(' ') })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: keys.active.kid, typ: 'JWT' })
    .setIssuer(input.issuer)
    .setAudience(input.audience)
    .setSubject(input.subject)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + input.ttlSeconds)
    .setJti(randomUUID())
    .sign(key);
}

export interface TokenVerifier {
  verify(token: string): TokenClaims;
}

/**
 * Verification with aws-jwt-verify against the cached JWKS only (verifySync): no network call on the
 * request path, and an unknown `kid` is simply invalid.
 */
export function createTokenVerifier(
  keys: SigningKeySet,
  options: { issuer: string; audience: string },
): TokenVerifier {
  const verifier = JwtVerifier.create({
    issuer: options.issuer,
    audience: options.audience,
    jwksUri: `${options.issuer}/.well-known/jwks.json`,
  });
  verifier.cacheJwks(keys.publicJwks as Parameters<typeof verifier.cacheJwks>[0]);
  const known = new Set<string>(allScopes);
  return {
    verify(token: string): TokenClaims {
      let payload: Record<string, unknown>;
      try {
        payload = verifier.verifySync(token) as Record<string, unknown>;
      } catch (error) {
        if (error instanceof JwtExpiredError) {
          throw new AuthenticationError(
            ErrorCode.EXPIRED_TOKEN,
            'The access token has expired.',
            error,
          );
        }
        throw new AuthenticationError(
          ErrorCode.INVALID_TOKEN,
          'The access token is not valid.',
          error,
        );
      }
      const tenantId = payload.tenant_id;
      const subject = payload.sub;
      if (typeof tenantId !== 'string' || tenantId === '' || typeof subject !== 'string') {
        throw new AuthenticationError(
          ErrorCode.INVALID_TOKEN,
          'The access token lacks its tenant or subject.',
        );
      }
      const scopes = String(payload.scope ?? '')
        .split(' ')
        .filter((scope): scope is Scope => known.has(scope));
      return { tenantId, subject, scopes };
    },
  };
}
