import * as z from 'zod';
import { Timestamp } from './common';
import { calibratedModuleList } from './modules';

export const MetricsQuery = z.object({
  module: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .meta({
      description: `${calibratedModuleList}, or another operation id (\`submitFeedback\`, \`listAuditRecords\`, …). Default: every module.`,
    }),
  from: Timestamp.optional().meta({
    description:
      'Start, inclusive, rounded down to the granularity. Default: 24 hours before `to` (1 hour for `minute`).',
  }),
  to: Timestamp.optional().meta({ description: 'End, exclusive. Default: now.' }),
  granularity: z
    .enum(['minute', 'hour', 'day'])
    .optional()
    .meta({ description: 'Bucket size (default `hour`); windows of at most 24 h, 31 d, 92 d.' }),
});

const Count = z.number().int().min(0);

export const MetricsBucketBody = z
  .object({
    start: Timestamp.optional().meta({ description: 'Start of the bucket (absent on totals).' }),
    requests: Count,
    status_counts: z.record(z.string(), Count).meta({ description: 'Requests by HTTP status.' }),
    latency_ms: z
      .object({
        p50: z.number().nullable(),
        p95: z.number().nullable(),
        p99: z.number().nullable(),
        mean: z.number().nullable(),
      })
      .meta({
        description:
          'From a histogram with 4 log-spaced buckets per doubling (values within ±9 %); null without requests.',
      }),
    confidence_histogram: z.array(Count).length(20).meta({
      description:
        '`confidence_score` of every scored output (response, matches, line items) in 20 bins of width 0.05, the last including 1.0.',
    }),
    threshold_routing: z.object({
      auto_accept: Count,
      confirm: Count,
      review: Count,
      manual: Count,
    }),
    feedback_volume: Count.meta({
      description: 'Rep corrections submitted for this module (`POST /v1/feedback`).',
    }),
  })
  .meta({ id: 'MetricsBucket' });

export const MetricsResponse = z
  .object({
    granularity: z.enum(['minute', 'hour', 'day']),
    from: Timestamp,
    to: Timestamp,
    modules: z.array(
      z.object({
        module: z.string(),
        total: MetricsBucketBody,
        buckets: z.array(MetricsBucketBody).meta({ description: 'Only buckets with data.' }),
      }),
    ),
  })
  .meta({ id: 'Metrics', description: "SPEC 6.3 request metrics of the caller's tenant." });
