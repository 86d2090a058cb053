import { inject } from 'vitest';

export const baseUrl = (): string => inject('baseUrl');

/** Points this test process's AWS SDK adapters at the shared emulators. */
export function useRuntimeEnv(): Record<string, string> {
  const env = inject('runtimeEnv');
  Object.assign(process.env, env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });
  return env;
}

export interface CallResult {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

export async function call(
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<CallResult> {
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const response = await fetch(`${baseUrl()}${path}`, { ...init, headers, body });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

export async function token(
  clientId = 'demo-client',
  clientSecret = 'demo-secret',
  scope?: string,
): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: clientId,
    client_secret: clientSecret,
  });
  if (scope) form.set('scope', scope);
  const result = await call('/oauth2/token', {
    method: 'POST',
    body: form,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  if (result.status !== 200)
    throw new Error(`token request failed: ${result.status} ${result.text}`);
  return (result.body as { access_token: string }).access_token;
}

export function authHeaders(
  accessToken: string,
  correlationId = `test-${Math.random().toString(36).slice(2)}`,
): Record<string, string> {
  return { Authorization: `Bearer ${accessToken}`, 'X-Correlation-Id': correlationId };
}

/** PATCH /v1/admin/config with a JSON merge patch, as the tenant the token belongs to. */
export function patchTenantConfig(accessToken: string, patch: unknown): Promise<CallResult> {
  return call('/v1/admin/config', {
    method: 'PATCH',
    headers: { ...authHeaders(accessToken), 'Content-Type': 'application/merge-patch+json' },
    body: JSON.stringify(patch),
  });
}
