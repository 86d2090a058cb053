import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { DynamoJobStore } from '#adapters/aws/job-store';
import { DynamoTenantStore } from '#adapters/aws/tenant-store';
import { allScopes } from '#contracts/auth';
import { type StoredSigningKey, toKeySet } from '#platform/auth/keys';
import { issueAccessToken } from '#platform/auth/tokens';
import { authHeaders, baseUrl, call, token, useRuntimeEnv } from '../support/http';
import { expectMatchesContract } from '../support/openapi';
import { putTenantWithClient } from '../support/tenants';

const env = useRuntimeEnv();
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});

async function signingKeys() {
  const stored = JSON.parse(await readFile(env.QCAS_SIGNING_KEYS_FILE ?? '', 'utf8')) as {
    keys: StoredSigningKey[];
  };
  return toKeySet(stored.keys);
}

describe('POST /oauth2/token', () => {
  it('issues a bearer token for client credentials in the body', async () => {
    const result = await call(
      '/oauth2/token',
      form({
        grant_type: 'client_credentials',
        client_id: 'demo-client',
        client_secret: 'demo-secret',
      }),
    );
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('no-store');
    expectMatchesContract('POST', '/oauth2/token', result);
    const body = result.body as { token_type: string; expires_in: number; scope: string };
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(3600);
    expect(body.scope.split(' ').sort()).toEqual([...allScopes].sort());
  });

  it('accepts HTTP Basic client authentication and plus-separated scopes', async () => {
    const basic = Buffer.from('demo-client:demo-secret').toString('base64');
    const result = await call('/oauth2/token', {
      method: 'POST',
      body: 'grant_type=client_credentials&scope=intent.classify+match.product',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Authorization: `Basic ${basic}`,
      },
    });
    expect(result.status).toBe(200);
    expect((result.body as { scope: string }).scope).toBe('intent.classify match.product');
  });

  it.each([
    [
      { grant_type: 'client_credentials', client_id: 'demo-client', client_secret: 'wrong' },
      401,
      'invalid_client',
    ],
    [
      { grant_type: 'client_credentials', client_id: 'nobody', client_secret: 'x' },
      401,
      'invalid_client',
    ],
    [{ grant_type: 'client_credentials' }, 401, 'invalid_client'],
    [
      { grant_type: 'password', client_id: 'demo-client', client_secret: 'demo-secret' },
      400,
      'unsupported_grant_type',
    ],
    [{ client_id: 'demo-client', client_secret: 'demo-secret' }, 400, 'invalid_request'],
    [
      {
        grant_type: 'client_credentials',
        client_id: 'demo-client',
        client_secret: 'demo-secret',
        scope: 'intent.classify root',
      },
      400,
      'invalid_scope',
    ],
  ])('answers RFC 6749 errors: %j → %i %s', async (fields, status, error) => {
    const result = await call('/oauth2/token', form(fields));
    expect(result.status).toBe(status);
    expect((result.body as { error: string }).error).toBe(error);
    expectMatchesContract('POST', '/oauth2/token', result);
  });

  it('rejects a body that is not form-encoded', async () => {
    const result = await call('/oauth2/token', {
      method: 'POST',
      json: { grant_type: 'client_credentials' },
    });
    expect(result.status).toBe(400);
    expect((result.body as { error: string }).error).toBe('invalid_request');
  });

  it('serves the public keys that verify its tokens', async () => {
    const result = await call('/.well-known/jwks.json');
    expect(result.status).toBe(200);
    expectMatchesContract('GET', '/.well-known/jwks.json', result);
    const keys = (result.body as { keys: { kid: string; d?: string }[] }).keys;
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.d === undefined)).toBe(true);
  });
});

describe('authentication on GET /v1/jobs/{job_id}', () => {
  let demoToken: string;
  beforeAll(async () => {
    demoToken = await token();
  });

  it('answers a spec-conformant 404 JOB_NOT_FOUND with the correlation id echoed', async () => {
    const result = await call('/v1/jobs/x', { headers: authHeaders(demoToken, 'corr-404') });
    expect(result.status).toBe(404);
    expectMatchesContract('GET', '/v1/jobs/{job_id}', result);
    expect(result.body).toMatchObject({ error_code: 'JOB_NOT_FOUND', correlation_id: 'corr-404' });
    expect(result.headers.get('x-correlation-id')).toBe('corr-404');
    expect((result.body as { request_id: string }).request_id).toBe(
      result.headers.get('x-request-id'),
    );
  });

  it('requires X-Correlation-Id', async () => {
    const result = await call('/v1/jobs/x', { headers: { Authorization: `Bearer ${demoToken}` } });
    expect(result.status).toBe(400);
    expectMatchesContract('GET', '/v1/jobs/{job_id}', result);
    expect(result.body).toMatchObject({
      error_code: 'MISSING_REQUIRED_FIELD',
      details: { fields: ['X-Correlation-Id'] },
    });
  });

  it('rejects missing, malformed and tampered tokens with INVALID_TOKEN', async () => {
    const [header, payload, signature] = demoToken.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        tenant_id: 'sandbox',
      }),
    ).toString('base64url');
    const attempts: Record<string, string>[] = [
      { 'X-Correlation-Id': 'c' },
      { 'X-Correlation-Id': 'c', Authorization: 'Bearer not-a-jwt' },
      { 'X-Correlation-Id': 'c', Authorization: `Bearer ${header}.${forged}.${signature}` },
      { 'X-Correlation-Id': 'c', Authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
      { 'X-Correlation-Id': 'c', 'X-Api-Key': 'no-such-key' },
    ];
    for (const headers of attempts) {
      const result = await call('/v1/jobs/x', { headers });
      expect(result.status).toBe(401);
      expectMatchesContract('GET', '/v1/jobs/{job_id}', result);
      expect((result.body as { error_code: string }).error_code).toBe('INVALID_TOKEN');
    }
  });

  it('distinguishes an expired token (EXPIRED_TOKEN) from a wrong issuer or audience (INVALID_TOKEN)', async () => {
    const keys = await signingKeys();
    const claims = { tenantId: 'demo', subject: 'demo-client', scopes: [...allScopes] };
    const expired = await issueAccessToken(keys, {
      ...claims,
      issuer: env.QCAS_ISSUER ?? '',
      audience: 'qcas-api',
      ttlSeconds: 60,
      now: new Date(Date.now() - 3_600_000),
    });
    const wrongIssuer = await issueAccessToken(keys, {
      ...claims,
      issuer: 'https://elsewhere.example',
      audience: 'qcas-api',
      ttlSeconds: 600,
    });
    const wrongAudience = await issueAccessToken(keys, {
      ...claims,
      issuer: env.QCAS_ISSUER ?? '',
      audience: 'other-api',
      ttlSeconds: 600,
    });
    const expiredResult = await call('/v1/jobs/x', { headers: authHeaders(expired) });
    expect(expiredResult.status).toBe(401);
    expect((expiredResult.body as { error_code: string }).error_code).toBe('EXPIRED_TOKEN');
    for (const bad of [wrongIssuer, wrongAudience]) {
      const result = await call('/v1/jobs/x', { headers: authHeaders(bad) });
      expect((result.body as { error_code: string }).error_code).toBe('INVALID_TOKEN');
    }
  });

  it('accepts the sandbox API key as a fallback', async () => {
    const result = await call('/v1/jobs/x', {
      headers: { 'X-Api-Key': 'sandbox-api-key', 'X-Correlation-Id': 'k' },
    });
    expect(result.status).toBe(404);
  });

  it('scopes jobs to their tenant and to the scope of the operation that created them', async () => {
    const jobs = new DynamoJobStore();
    const now = new Date().toISOString();
    await jobs.create({
      tenantId: 'demo',
      jobId: 'job-e2e-1',
      operation: 'classifyIntent',
      scope: 'intent.classify',
      status: 'complete',
      correlationId: 'c',
      createdAt: now,
      updatedAt: now,
      completedAt: now,
      result: { intent: 'quote' },
    });
    const own = await call('/v1/jobs/job-e2e-1', { headers: authHeaders(demoToken) });
    expect(own.status).toBe(200);
    expectMatchesContract('GET', '/v1/jobs/{job_id}', own);
    expect(own.body).toMatchObject({
      job_id: 'job-e2e-1',
      status: 'complete',
      result: { intent: 'quote' },
    });

    const otherTenant = await call('/v1/jobs/job-e2e-1', {
      headers: authHeaders(await token('sandbox-client', 'sandbox-secret')),
    });
    expect(otherTenant.status).toBe(404);

    const narrow = await call('/v1/jobs/job-e2e-1', {
      headers: authHeaders(await token('demo-client', 'demo-secret', 'match.product')),
    });
    expect(narrow.status).toBe(403);
    expectMatchesContract('GET', '/v1/jobs/{job_id}', narrow);
    expect((narrow.body as { error_code: string }).error_code).toBe('SCOPE_INSUFFICIENT');
  });

  it('purges a job 24 hours after completion', async () => {
    const jobs = new DynamoJobStore();
    const old = new Date(Date.now() - 25 * 3_600_000).toISOString();
    await jobs.create({
      tenantId: 'demo',
      jobId: 'job-e2e-old',
      operation: 'classifyIntent',
      scope: 'intent.classify',
      status: 'complete',
      correlationId: 'c',
      createdAt: old,
      updatedAt: old,
      completedAt: old,
      result: {},
    });
    const result = await call('/v1/jobs/job-e2e-old', { headers: authHeaders(demoToken) });
    expect(result.status).toBe(404);
  });

  it('refuses a disabled tenant both tokens and calls (TENANT_DISABLED)', async () => {
    const tenants = new DynamoTenantStore();
    await putTenantWithClient({
      tenantId: 'acme-e2e',
      clientId: 'acme-e2e-client',
      secret: 'acme-secret',
      scopes: allScopes,
      tokenTtlSeconds: 600,
    });
    const keys = await signingKeys();
    const issued = await issueAccessToken(keys, {
      tenantId: 'acme-e2e-disabled',
      subject: 'x',
      scopes: [...allScopes],
      issuer: env.QCAS_ISSUER ?? '',
      audience: 'qcas-api',
      ttlSeconds: 600,
    });
    await tenants.putTenant({
      tenantId: 'acme-e2e-disabled',
      status: 'disabled',
      tokenTtlSeconds: 600,
      createdAt: new Date().toISOString(),
    });
    const refused = await call('/v1/jobs/x', { headers: authHeaders(issued) });
    expect(refused.status).toBe(403);
    expect((refused.body as { error_code: string }).error_code).toBe('TENANT_DISABLED');

    expect(
      (
        await call(
          '/oauth2/token',
          form({
            grant_type: 'client_credentials',
            client_id: 'acme-e2e-client',
            client_secret: 'acme-secret',
          }),
        )
      ).status,
    ).toBe(200);
    await tenants.putTenant({
      tenantId: 'acme-e2e',
      status: 'disabled',
      tokenTtlSeconds: 600,
      createdAt: new Date().toISOString(),
    });
    const tokenRefused = await call(
      '/oauth2/token',
      form({
        grant_type: 'client_credentials',
        client_id: 'acme-e2e-client',
        client_secret: 'acme-secret',
      }),
    );
    expect(tokenRefused.status).toBe(400);
    expect((tokenRefused.body as { error: string }).error).toBe('unauthorized_client');
  });

  it('honours a per-tenant token lifetime', async () => {
    await putTenantWithClient({
      tenantId: 'short-ttl',
      clientId: 'short-ttl-client',
      secret: 's',
      scopes: ['intent.classify'],
      tokenTtlSeconds: 900,
    });
    const result = await call(
      '/oauth2/token',
      form({ grant_type: 'client_credentials', client_id: 'short-ttl-client', client_secret: 's' }),
    );
    expect(result.body as { expires_in: number; scope: string }).toMatchObject({
      expires_in: 900,
      scope: 'intent.classify',
    });
  });
});

describe('health, documentation and routing', () => {
  it('reports liveness with the version', async () => {
    const result = await call('/healthz');
    expect(result.status).toBe(200);
    expectMatchesContract('GET', '/healthz', result);
    expect(result.body).toEqual({ status: 'ok', version: expect.any(String) });
  });

  it('reports readiness of storage and model serving', async () => {
    const result = await call('/readyz');
    expect(result.status).toBe(200);
    expectMatchesContract('GET', '/readyz', result);
    expect(result.body).toEqual({
      status: 'ready',
      checks: { storage: 'ok', model_serving: 'ok' },
    });
  });

  it('serves the OpenAPI document and the reference page without authentication', async () => {
    const document = await call('/v1/openapi.json');
    expect(document.status).toBe(200);
    expect((document.body as { openapi: string }).openapi).toBe('3.0.3');
    const page = await fetch(`${baseUrl()}/docs`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('/v1/jobs/{job_id}');
  });

  it('answers unknown routes 404 and wrong methods 405, in the error body', async () => {
    const missing = await call('/v1/nothing-here', { headers: { 'X-Correlation-Id': 'r1' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      error_code: 'NOT_FOUND',
      correlation_id: 'r1',
      request_id: expect.any(String),
    });
    const wrongMethod = await call('/healthz', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET');
    expect((wrongMethod.body as { error_code: string }).error_code).toBe('METHOD_NOT_ALLOWED');
  });
});
