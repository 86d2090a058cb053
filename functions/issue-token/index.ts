import middy from '@middy/core';
import { operations } from '#contracts/operations';
import { exchangeClientCredentials } from '#platform/auth/oauth';
import { runtimeConfig } from '#platform/config/runtime';
import { apiContract } from '#platform/http/api-contract';
import { jsonResponse } from '#platform/http/responses';
import type { ApiContext, ApiEvent, ApiResult } from '#platform/http/types';
import { services } from '#platform/services';

const noStore = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

export const handler = middy<ApiEvent, ApiResult, Error, ApiContext>({ timeoutEarlyInMillis: 0 })
  .use(apiContract(operations.issueToken))
  .handler(async (event, context) => {
    const { headers } = context.api;
    if (
      !(headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')
    ) {
      return jsonResponse(
        400,
        {
          error: 'invalid_request',
          error_description: 'Content-Type must be application/x-www-form-urlencoded.',
        },
        noStore,
      );
    }
    const raw = event.isBase64Encoded
      ? Buffer.from(event.body ?? '', 'base64').toString('utf8')
      : (event.body ?? '');
    const deps = services();
    const config = runtimeConfig();
    const outcome = await exchangeClientCredentials(
      new URLSearchParams(raw),
      headers.authorization,
      {
        credentials: deps.credentials,
        tenants: deps.tenants,
        keys: await deps.signingKeys(),
        issuer: config.issuer,
        audience: config.audience,
      },
    );
    if (outcome.ok) return jsonResponse(200, outcome.body, noStore);
    const challenge: Record<string, string> =
      outcome.status === 401 && outcome.usedBasic
        ? { 'WWW-Authenticate': 'Basic realm="token"' }
        : {};
    return jsonResponse(outcome.status, outcome.body, { ...noStore, ...challenge });
  });
