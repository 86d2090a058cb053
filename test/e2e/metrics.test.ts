import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, call, token, useRuntimeEnv } from '../support/http';
import { expectMatchesContract } from '../support/openapi';
import { freshTenant } from '../support/tenants';

useRuntimeEnv();
const METRICS = '/v1/metrics';

interface Bucket {
  start?: string;
  requests: number;
  status_counts: Record<string, number>;
  latency_ms: { p50: number | null; p95: number | null; p99: number | null; mean: number | null };
  confidence_histogram: number[];
  threshold_routing: Record<string, number>;
  feedback_volume: number;
}
interface Metrics {
  granularity: string;
  modules: { module: string; total: Bucket; buckets: Bucket[] }[];
}

const classify = (caseId: string) => ({
  case_id: caseId,
  sender: 'einkauf@example.de',
  subject: 'Anfrage',
  body: 'Bitte um ein Angebot für 200 Stück Sechskantschraube M8x30.',
});

let accessToken: string;
const from = new Date(Date.now() - 60_000).toISOString();
const routed: Record<string, number> = {};

async function metrics(query: Record<string, string>, bearer = accessToken) {
  return call(`${METRICS}?${new URLSearchParams(query)}`, { headers: authHeaders(bearer) });
}

beforeAll(async () => {
  ({ accessToken } = await freshTenant('metrics'));
  for (const caseId of ['m-1', 'm-2', 'm-3']) {
    const result = await call('/v1/intent/classify', {
      method: 'POST',
      headers: authHeaders(accessToken),
      json: classify(caseId),
    });
    expect(result.status).toBe(200);
    const action = (result.body as { recommended_action: string }).recommended_action;
    routed[action] = (routed[action] ?? 0) + 1;
  }
  const invalid = await call('/v1/intent/classify', {
    method: 'POST',
    headers: authHeaders(accessToken),
    json: { case_id: 'm-4' },
  });
  expect(invalid.status).toBe(400);
  const queued = await call('/v1/intent/classify', {
    method: 'POST',
    headers: { ...authHeaders(accessToken), Prefer: 'respond-async' },
    json: classify('m-async'),
  });
  expect(queued.status).toBe(202);
  const feedback = await call('/v1/feedback', {
    method: 'POST',
    headers: authHeaders(accessToken),
    json: {
      case_id: 'm-1',
      module: 'intent_classifier',
      original_output: { intent: 'quote' },
      corrected_output: { intent: 'order' },
      actor: { type: 'sales_rep', id_hash: 'sha256:rep' },
    },
  });
  expect(feedback.status).toBe(200);
}, 30_000);

describe('GET /v1/metrics', () => {
  it('counts the requests just made, by status, with latency, confidence and routing', async () => {
    // The async job's scores arrive when the worker has finished it.
    const deadline = Date.now() + 15_000;
    let result = await metrics({ granularity: 'minute', from });
    const scores = (body: Metrics) =>
      body.modules
        .find((series) => series.module === 'intent_classifier')
        ?.total.confidence_histogram.reduce((a, b) => a + b, 0) ?? 0;
    while (scores(result.body as Metrics) < 4 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      result = await metrics({ granularity: 'minute', from });
    }
    expect(result.status).toBe(200);
    expectMatchesContract('GET', METRICS, result);
    const body = result.body as Metrics;
    expect(body.granularity).toBe('minute');
    const intent = body.modules.find((series) => series.module === 'intent_classifier');
    expect(intent?.total).toMatchObject({
      requests: 5,
      status_counts: { '200': 3, '202': 1, '400': 1 },
      feedback_volume: 1,
    });
    // Three synchronous answers and the async job's result.
    expect(intent?.total.confidence_histogram.reduce((a, b) => a + b, 0)).toBe(4);
    const routedCount = Object.values(intent?.total.threshold_routing ?? {}).reduce(
      (a, b) => a + b,
      0,
    );
    expect(routedCount).toBe(4);
    for (const [action, count] of Object.entries(routed))
      expect(intent?.total.threshold_routing[action]).toBeGreaterThanOrEqual(count);
    const latency = intent?.total.latency_ms;
    expect(latency?.p50).toBeGreaterThan(0);
    expect(latency?.p99 ?? 0).toBeGreaterThanOrEqual(latency?.p50 ?? Number.POSITIVE_INFINITY);
    expect(intent?.buckets.reduce((sum, bucket) => sum + bucket.requests, 0)).toBe(5);
    // The feedback request itself is a request of its own operation.
    const feedback = body.modules.find((series) => series.module === 'submitFeedback');
    expect(feedback?.total).toMatchObject({ requests: 1, status_counts: { '200': 1 } });
  });

  it('answers one module per hour and day buckets', async () => {
    const hourly = (await metrics({ module: 'intent_classifier', granularity: 'hour' }))
      .body as Metrics;
    expect(hourly.modules.map((series) => series.module)).toEqual(['intent_classifier']);
    expect(hourly.modules[0]?.total.requests).toBe(5);
    const daily = await metrics({ granularity: 'day', module: 'intent_classifier' });
    expectMatchesContract('GET', METRICS, daily);
    expect((daily.body as Metrics).modules[0]?.total.requests).toBe(5);
  });

  it('refuses bad windows and needs metrics.read', async () => {
    const bad: Record<string, string>[] = [
      { granularity: 'week' },
      { granularity: 'minute', from: '2026-01-01T00:00:00Z', to: '2026-01-03T00:00:00Z' },
      { from: '2026-01-02T00:00:00Z', to: '2026-01-01T00:00:00Z' },
    ];
    for (const query of bad) {
      const result = await metrics(query);
      expect(result.status, JSON.stringify(query)).toBe(400);
      expectMatchesContract('GET', METRICS, result);
    }
    const refused = await metrics({}, await token('demo-client', 'demo-secret', 'audit.read'));
    expect(refused.body).toMatchObject({ error_code: 'SCOPE_INSUFFICIENT' });
  });
});
