import * as z from 'zod';

export const Scope = {
  intentClassify: 'intent.classify',
  extractQuote: 'extract.quote',
  matchCustomer: 'match.customer',
  matchProduct: 'match.product',
  adminConfig: 'admin.config',
  adminMasterData: 'admin.master_data',
  auditRead: 'audit.read',
  metricsRead: 'metrics.read',
} as const;
export type Scope = (typeof Scope)[keyof typeof Scope];
export const allScopes: readonly Scope[] = Object.values(Scope);

export const TokenRequest = z
  .object({
    grant_type: z.string().meta({ example: 'client_credentials' }),
    client_id: z.string().optional(),
    client_secret: z.string().optional(),
    scope: z
      .string()
      .optional()
      .meta({ description: 'Requested scopes, separated by spaces or plus signs.' }),
  })
  .meta({ id: 'TokenRequest' });

export const TokenResponse = z
  .object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int().positive(),
    scope: z.string(),
  })
  .meta({ id: 'TokenResponse' });

export const OAuthErrorBody = z
  .object({
    error: z.enum([
      'invalid_request',
      'invalid_client',
      'invalid_scope',
      'unsupported_grant_type',
      'unauthorized_client',
    ]),
    error_description: z.string(),
  })
  .meta({ id: 'OAuthError', description: 'RFC 6749 section 5.2 error.' });

export const Jwks = z
  .object({
    keys: z.array(
      z
        .object({ kty: z.string(), kid: z.string(), alg: z.string(), use: z.string() })
        .catchall(z.unknown()),
    ),
  })
  .meta({ id: 'Jwks' });
