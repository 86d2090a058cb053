import { Metrics } from '@aws-lambda-powertools/metrics';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitRequestMetrics } from '#platform/metrics/emf';
import {
  confidenceBin,
  LATENCY_BUCKETS,
  latencyBucket,
  latencyBucketBounds,
  percentileFromHistogram,
  scoredOutputsOf,
} from '#platform/metrics/observation';

describe('latency histogram', () => {
  it('puts every latency in a bucket whose bounds hold it', () => {
    for (const ms of [0, 0.4, 1, 1.1, 2, 3, 17, 250, 999, 30_000, 10_000_000]) {
      const index = latencyBucket(ms);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(LATENCY_BUCKETS);
      const { lower, upper } = latencyBucketBounds(index);
      if (index < LATENCY_BUCKETS - 1) expect(ms).toBeLessThanOrEqual(upper + 1e-9);
      if (index > 0) expect(ms).toBeGreaterThan(lower);
    }
  });

  it('answers percentiles within 10 % of the exact ones', () => {
    // A log-normal-ish spread of latencies, 1 ms to a few seconds.
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const samples = Array.from({ length: 5000 }, () => Math.exp(2 + 3 * random() * random() * 2));
    const counts = Array.from({ length: LATENCY_BUCKETS }, () => 0);
    for (const ms of samples) counts[latencyBucket(ms)] = (counts[latencyBucket(ms)] ?? 0) + 1;
    const sorted = [...samples].sort((a, b) => a - b);
    for (const p of [0.5, 0.95, 0.99]) {
      const exact = sorted[Math.ceil(p * sorted.length) - 1] ?? 0;
      const estimate = percentileFromHistogram(counts, p) ?? 0;
      expect(Math.abs(estimate - exact) / exact).toBeLessThan(0.1);
    }
    expect(percentileFromHistogram([0, 0], 0.5)).toBeUndefined();
  });
});

describe('scored outputs', () => {
  it('takes the response, matches and line items, never alternatives or secondary intents', () => {
    const product = {
      matches: [
        {
          confidence_score: 0.97,
          recommended_action: 'auto_accept',
          alternatives: [{ confidence_score: 0.4 }],
        },
        { confidence_score: 0.55, recommended_action: 'manual' },
      ],
    };
    expect(scoredOutputsOf(product)).toEqual({
      confidences: [0.97, 0.55],
      routing: { auto_accept: 1, manual: 1 },
    });
    const intent = {
      confidence_score: 0.9,
      recommended_action: 'confirm',
      secondary_intents: [{ intent: 'order', confidence_score: 0.1 }],
    };
    expect(scoredOutputsOf(intent)).toEqual({ confidences: [0.9], routing: { confirm: 1 } });
    const extraction = {
      recommended_action: 'review',
      line_items: [{ confidence_score: 0.7 }, { confidence_score: 1 }],
    };
    expect(scoredOutputsOf(extraction)).toEqual({ confidences: [0.7, 1], routing: { review: 1 } });
    expect(scoredOutputsOf(undefined)).toEqual({ confidences: [], routing: {} });
    expect([0, 0.049, 0.05, 0.5, 0.999, 1].map(confidenceBin)).toEqual([0, 0, 1, 10, 19, 19]);
  });
});

describe('EMF', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes one document per dimension set with the SPEC 6.3 metric names', () => {
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    const previous = process.env.POWERTOOLS_METRICS_DISABLED;
    process.env.POWERTOOLS_METRICS_DISABLED = 'false';
    try {
      const metrics = new Metrics({ namespace: 'QcasTest', serviceName: 'test' });
      emitRequestMetrics(
        {
          tenantId: 'acme',
          module: 'product_matcher',
          status: 200,
          latencyMs: 42,
          confidences: Array.from({ length: 150 }, (_, i) => i / 150),
          routing: { auto_accept: 2, review: 1 },
          feedback: { module: 'intent_classifier', count: 1 },
        },
        metrics,
      );
    } finally {
      process.env.POWERTOOLS_METRICS_DISABLED = previous;
    }
    const documents = lines
      .flatMap((line) => line.split('\n'))
      .filter((line) => line.includes('_aws'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const named = (name: string) =>
      documents.filter((doc) =>
        (
          doc._aws as { CloudWatchMetrics: { Metrics: { Name: string }[] }[] }
        ).CloudWatchMetrics[0]?.Metrics.some((metric) => metric.Name === name),
      );
    expect(named('request_count')[0]).toMatchObject({
      tenant: 'acme',
      module: 'product_matcher',
      status: '200',
      request_count: 1,
    });
    expect(named('latency_ms')[0]).toMatchObject({ latency_ms: 42 });
    const confidence = named('confidence_distribution');
    expect(confidence.length).toBe(2);
    expect(
      confidence.reduce((sum, doc) => sum + (doc.confidence_distribution as number[]).length, 0),
    ).toBe(150);
    for (const doc of confidence)
      expect(doc).toMatchObject({ tenant: 'acme', module: 'product_matcher' });
    expect(
      named('threshold_routing')
        .map((doc) => doc.recommended_action)
        .sort(),
    ).toEqual(['auto_accept', 'review']);
    expect(named('feedback_volume')[0]).toMatchObject({
      module: 'intent_classifier',
      feedback_volume: 1,
    });
  });
});
