import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { Scope } from '#contracts/auth';
import type { Operation } from '#contracts/operations';
import type { Principal } from '#platform/auth/ports';
import type {
  ClaimOutcome,
  IdempotencyScope,
  IdempotencyStore,
  StoredResponse,
} from '#platform/guarantees/idempotency';
import type { RateDecision, RateLimiter } from '#platform/guarantees/rate-limit';
import { apiContract } from '#platform/http/api-contract';
import { asyncDispatch } from '#platform/http/async-dispatch';
import { idempotency, markWorkStarted } from '#platform/http/idempotency';
import { rateLimit } from '#platform/http/rate-limit';
import { requestParsing } from '#platform/http/request-parsing';
import { jsonResponse } from '#platform/http/responses';
import type { ApiContext, ApiEvent, ApiResult } from '#platform/http/types';
import type { TenantConfigStore } from '#platform/tenants/config-store';

/** The guarantee middlewares driven with in-memory dependencies, as their factories allow. */

const operation: Operation = {
  id: 'classifyTest',
  method: 'POST',
  path: '/v1/test',
  functionName: 'classify-test',
  summary: 'test',
  tag: 'Test',
  auth: 'bearer',
  scopes: [Scope.intentClassify],
  correlationRequired: false,
  module: 'intent',
  idempotent: true,
  async: { callback: true },
  request: { body: z.object({ outcome: z.enum(['ok', 'refused', 'crash', 'early']) }) },
  responses: {},
};

const principal: Principal = {
  tenantId: 'tenant-a',
  subject: 'caller',
  scopes: [Scope.intentClassify],
  method: 'bearer',
};

/** Records what the middleware asks of the store; `next` decides the outcome of the next claim. */
class RecordingIdempotencyStore implements IdempotencyStore {
  calls: string[] = [];
  completed: StoredResponse | undefined;
  next: ClaimOutcome = { kind: 'claimed', token: 't-1' };
  async claim(scope: IdempotencyScope): Promise<ClaimOutcome> {
    this.calls.push(`claim ${scope.tenantId}/${scope.operation}/${scope.key}`);
    return this.next;
  }
  async complete(_scope: IdempotencyScope, token: string, response: StoredResponse) {
    this.calls.push(`complete ${token}`);
    this.completed = response;
  }
  async release(_scope: IdempotencyScope, token: string) {
    this.calls.push(`release ${token}`);
  }
}

const noStoredConfig: TenantConfigStore = {
  current: async () => undefined,
  version: async () => undefined,
  save: async () => true,
};

let store: RecordingIdempotencyStore;
let limiterDecision: RateDecision;
const limiter: RateLimiter = { take: async () => limiterDecision };

const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(apiContract(operation))
  .use({
    before: async (request) => {
      request.context.api.principal = principal;
    },
  })
  .use(rateLimit(operation, () => ({ rateLimiter: limiter, tenantConfig: noStoredConfig })))
  .use(requestParsing(operation))
  .use(idempotency(operation, () => ({ idempotency: store })))
  .use(asyncDispatch(operation, () => ({ tenantConfig: noStoredConfig })))
  .handler(async (_event, { api }) => {
    if (api.asyncDecision) return jsonResponse(202, { queued: api.asyncDecision.preferApplied });
    const { outcome } = api.body as { outcome: string };
    if (outcome === 'early') throw new Error('failed before the work began');
    markWorkStarted(api);
    if (outcome === 'crash') throw new Error('failed during the work');
    return jsonResponse(outcome === 'refused' ? 422 : 200, { outcome });
  });

function invoke(outcome: string, headers: Record<string, string> = {}) {
  const event = {
    body: JSON.stringify({ outcome }),
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'key-1', ...headers },
    isBase64Encoded: false,
    requestContext: { requestId: 'req-1' },
  } as unknown as ApiEvent;
  const context = { getRemainingTimeInMillis: () => 10_000 } as unknown as ApiContext;
  return handler(event, context as Context & ApiContext);
}

beforeEach(() => {
  store = new RecordingIdempotencyStore();
  limiterDecision = { allowed: true };
});

describe('idempotency middleware', () => {
  it('keeps a completed response under the key, with only the replayed headers', async () => {
    const result = await invoke('ok');
    expect(result.statusCode).toBe(200);
    expect(store.calls).toEqual(['claim tenant-a/classifyTest/key-1', 'complete t-1']);
    expect(Object.keys(store.completed?.headers ?? {})).toEqual(['Content-Type']);
    expect(JSON.parse(store.completed?.body ?? '{}')).toEqual({ outcome: 'ok' });
  });

  it('keeps a 4xx the work produced, but releases a server error and a failure before the work', async () => {
    await invoke('refused');
    expect(store.calls.at(-1)).toBe('complete t-1');
    store.calls = [];
    expect((await invoke('crash')).statusCode).toBe(500);
    expect(store.calls).toEqual(['claim tenant-a/classifyTest/key-1', 'release t-1']);
    store.calls = [];
    expect((await invoke('early')).statusCode).toBe(500);
    expect(store.calls.at(-1)).toBe('release t-1');
  });

  it('replays a stored response with the standard headers and the replay mark', async () => {
    store.next = {
      kind: 'replay',
      response: { statusCode: 200, headers: { 'Content-Type': 'application/json' }, body: '{}' },
    };
    const result = await invoke('ok');
    expect(result.headers).toMatchObject({
      'Idempotent-Replayed': 'true',
      'X-Request-Id': 'req-1',
    });
    expect(store.calls).toEqual(['claim tenant-a/classifyTest/key-1']);
  });

  it('answers a different payload and a running first attempt with 409', async () => {
    store.next = { kind: 'payload_mismatch' };
    expect((await invoke('ok')).statusCode).toBe(409);
    store.next = { kind: 'in_progress', retryAfterSeconds: 7 };
    const running = await invoke('ok');
    expect(running.statusCode).toBe(409);
    expect(running.headers['Retry-After']).toBe('7');
  });
});

describe('rate limit middleware', () => {
  it('refuses with 429 and Retry-After before anything is claimed', async () => {
    limiterDecision = { allowed: false, retryAfterSeconds: 3, bucket: 'intent:1s' };
    const result = await invoke('ok');
    expect(result.statusCode).toBe(429);
    expect(result.headers['Retry-After']).toBe('3');
    expect(store.calls).toEqual([]);
  });
});

describe('async dispatch middleware', () => {
  it('puts the decision on the request state for the handler to act on', async () => {
    const result = await invoke('ok', { Prefer: 'respond-async' });
    expect(result.statusCode).toBe(202);
    expect(JSON.parse(result.body)).toEqual({ queued: true });
    // The fake handler does not mark the work started, so the key is released, not kept.
    expect(store.calls.at(-1)).toBe('release t-1');
  });

  it('refuses a callback URL without asynchronous processing', async () => {
    const result = await invoke('ok', { 'Service-Callback-Url': 'https://example.com/hook' });
    expect(result.statusCode).toBe(400);
    expect(store.calls.at(-1)).toBe('release t-1');
  });
});
