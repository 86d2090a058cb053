import type middy from '@middy/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { operations } from '#contracts/operations';
import { observeRequest } from '#platform/http/observe';
import type { RequestObservation } from '#platform/metrics/observation';
import type { MetricsAggregateStore } from '#platform/metrics/ports';
import { logger } from '#platform/observability/logger';
import { overrideServices, resetServices } from '#platform/services';

function request(status: number, body: unknown, requestBody?: unknown): middy.Request {
  return {
    event: {},
    context: {
      api: {
        operation: operations.classifyIntent,
        requestId: 'req-1',
        correlationId: 'corr-1',
        headers: {},
        receivedAt: new Date(Date.now() - 25),
        principal: { tenantId: 'acme', subject: 'c', scopes: [], method: 'bearer' },
        ...(requestBody ? { body: requestBody } : {}),
      },
    },
    response: { statusCode: status, headers: {}, body: JSON.stringify(body) },
    error: null,
    internal: {},
  } as unknown as middy.Request;
}

function storeThat(record: MetricsAggregateStore['record']): MetricsAggregateStore {
  return { record, query: async () => [] };
}

const lines: string[] = [];
beforeAll(() => {
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
  logger.setLogLevel('INFO');
  for (const stream of [process.stdout, process.stderr])
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
});
afterAll(() => {
  vi.restoreAllMocks();
  logger.setLogLevel('SILENT');
  resetServices();
});

describe('observeRequest (the end of every request)', () => {
  it('records the observation and logs the decision summary with the request keys', async () => {
    const seen: RequestObservation[] = [];
    overrideServices({ metrics: storeThat(async (observation) => void seen.push(observation)) });
    logger.appendKeys({ correlation_id: 'corr-1', request_id: 'req-1', tenant_id: 'acme' });
    await observeRequest(operations.classifyIntent)(
      request(200, { confidence_score: 0.97, recommended_action: 'auto_accept' }),
    );
    expect(seen[0]).toMatchObject({
      tenantId: 'acme',
      module: 'intent_classifier',
      status: 200,
      confidences: [0.97],
      routing: { auto_accept: 1 },
    });
    expect(seen[0]?.latencyMs).toBeGreaterThanOrEqual(25);
    const line = lines
      .flatMap((chunk) => chunk.split('\n'))
      .filter((chunk) => chunk.includes('request completed'))
      .map((chunk) => JSON.parse(chunk) as Record<string, unknown>)
      .pop();
    expect(line).toMatchObject({
      correlation_id: 'corr-1',
      request_id: 'req-1',
      tenant_id: 'acme',
      module: 'intent_classifier',
      status: 200,
      decisions: { auto_accept: 1 },
    });
  });

  it('never fails or holds up the request when the aggregate write fails or hangs', async () => {
    overrideServices({
      metrics: storeThat(async () => {
        throw new Error('table gone');
      }),
    });
    await expect(
      observeRequest(operations.classifyIntent)(request(500, { error_code: 'INTERNAL_ERROR' })),
    ).resolves.toBeUndefined();
    overrideServices({ metrics: storeThat(() => new Promise<void>(() => undefined)) });
    const started = performance.now();
    await observeRequest(operations.classifyIntent)(request(200, {}));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(lines.join('')).toContain('request metrics not recorded');
  });

  it('counts feedback for the module the correction is for', async () => {
    const seen: RequestObservation[] = [];
    overrideServices({ metrics: storeThat(async (observation) => void seen.push(observation)) });
    const feedback = { ...operations.classifyIntent, id: 'submitFeedback', module: undefined };
    await observeRequest(feedback)(request(200, {}, { module: 'product_matcher' }));
    expect(seen[0]).toMatchObject({
      module: 'submitFeedback',
      feedback: { module: 'product_matcher', count: 1 },
    });
  });
});
