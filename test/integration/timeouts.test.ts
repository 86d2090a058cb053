import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalRuntime, startLocalRuntime } from '#local/runtime';
import { overrideServices, services } from '#platform/services';
import { moduleCallCount, waitFor } from '../support/audit';

/**
 * Its own runtime with a 1-second gateway timeout. A model that is slow makes the gateway answer 504
 * while the function runs on; the retry with the same Idempotency-Key gets the stored result. A
 * client that hangs up mid-call does not stop the function either (SPEC 3 rule 3).
 */
let runtime: LocalRuntime;
let accessToken: string;
let realModels: ReturnType<typeof services>['models'];

beforeAll(async () => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  runtime = await startLocalRuntime({ port: 0, syncTimeoutMs: 1000 });
  const response = await fetch(`${runtime.url}/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials&client_id=demo-client&client_secret=demo-secret',
  });
  accessToken = ((await response.json()) as { access_token: string }).access_token;
  realModels = services().models;
});

afterAll(() => runtime.stop());

const classify = (key: string, caseId = 'slow-1', signal?: AbortSignal) =>
  fetch(`${runtime.url}/v1/intent/classify`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${accessToken}`,
      'X-Correlation-Id': 'timeouts',
      'Content-Type': 'application/json',
      'Idempotency-Key': key,
    },
    body: JSON.stringify({
      case_id: caseId,
      sender: 'a@b.de',
      subject: 'Angebot',
      body: 'Bitte um ein Angebot.',
    }),
    ...(signal ? { signal } : {}),
  });

/** The real models behind a delay, counting the invocations that reach them. */
function slowModels(delayMs: number): { calls: () => number } {
  const models = realModels;
  let calls = 0;
  overrideServices({
    models: {
      invoke: async (model, payload) => {
        calls++;
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        return models.invoke(model, payload);
      },
    },
  });
  return { calls: () => calls };
}

describe('synchronous timeout and upstream failures', () => {
  it('answers 504 TIMEOUT past the gateway timeout and keeps the finished result for the retry', async () => {
    const models = realModels;
    overrideServices({
      models: {
        invoke: async (model, payload) => {
          await new Promise((resolve) => setTimeout(resolve, 2500));
          return models.invoke(model, payload);
        },
      },
    });
    const first = await classify('slow-key-1');
    expect(first.status).toBe(504);
    expect(((await first.json()) as { error_code: string }).error_code).toBe('TIMEOUT');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const retry = await classify('slow-key-1');
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
  }, 30_000);

  it('finishes and keeps the work of a client that disconnects mid-call; the retry replays it', async () => {
    const counter = slowModels(2000);
    const hangUp = new AbortController();
    const first = classify('disconnect-key-1', 'disconnect-1', hangUp.signal);
    // The request is in the function (past validation and the idempotency claim) when the client leaves.
    await waitFor(async () => (counter.calls() > 0 ? true : undefined), 5000, 20);
    hangUp.abort();
    await expect(first).rejects.toThrow();

    const busy = await classify('disconnect-key-1', 'disconnect-1');
    expect(busy.status).toBe(409);
    expect(await busy.json()).toMatchObject({
      error_code: 'IDEMPOTENCY_KEY_CONFLICT',
      details: { reason: 'in_progress' },
    });
    const retry = await waitFor(async () => {
      const response = await classify('disconnect-key-1', 'disconnect-1');
      return response.status === 409 ? undefined : response;
    }, 10_000);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.json()).toMatchObject({ case_id: 'disconnect-1', intent: 'quote' });
    expect(counter.calls()).toBe(1);
    expect(await moduleCallCount('demo', 'disconnect-1')).toBe(1);
  }, 30_000);

  it('answers 502 UPSTREAM_ERROR when model serving fails, and does not keep the failure', async () => {
    const models = realModels;
    overrideServices({
      models: {
        invoke: async () => {
          const { UpstreamError } = await import('../../shared/errors');
          throw new UpstreamError('model endpoint unavailable');
        },
      },
    });
    const failed = await classify('upstream-key-1');
    expect(failed.status).toBe(502);
    expect(((await failed.json()) as { error_code: string }).error_code).toBe('UPSTREAM_ERROR');
    overrideServices({ models });
    const retry = await classify('upstream-key-1');
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
  }, 30_000);
});
