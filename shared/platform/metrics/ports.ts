import type { RequestObservation } from './observation';

export const Granularity = { minute: 'minute', hour: 'hour', day: 'day' } as const;
export type Granularity = (typeof Granularity)[keyof typeof Granularity];

/** The summed counters of one module in one time bucket. */
export interface AggregateBucket {
  module: string;
  /** Start of the bucket, UTC: `YYYY-MM-DDTHH:MM` (minute), `YYYY-MM-DDTHH` (hour). */
  bucket: string;
  requests: number;
  statusCounts: Record<string, number>;
  latencyCounts: number[];
  latencySumMs: number;
  confidenceCounts: number[];
  routing: Record<string, number>;
  feedback: number;
}

/**
 * Per-minute (and, to answer long windows cheaply, per-hour) aggregates of the request metrics,
 * kept with atomic counters so that any number of concurrent functions can add to them.
 */
export interface MetricsAggregateStore {
  record(observation: RequestObservation, at: Date): Promise<void>;
  /** Buckets of `granularity` (minute or hour) starting in [from, to), every module or one. */
  query(
    tenantId: string,
    options: { granularity: 'minute' | 'hour'; from: Date; to: Date; module?: string },
  ): Promise<AggregateBucket[]>;
}
