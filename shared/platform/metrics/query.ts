import { InvalidPayloadError } from '../../errors';
import { CONFIDENCE_BINS, percentileFromHistogram, RoutingActions } from './observation';
import type { AggregateBucket, Granularity, MetricsAggregateStore } from './ports';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const STEP_MS: Record<Granularity, number> = { minute: MINUTE_MS, hour: HOUR_MS, day: DAY_MS };
/** Longest window per granularity: bounds the rows one request reads. */
export const MAX_WINDOW_MS: Record<Granularity, number> = {
  minute: DAY_MS,
  hour: 31 * DAY_MS,
  day: 92 * DAY_MS,
};

export interface MetricsQueryInput {
  module?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  granularity?: Granularity | undefined;
}

function invalidQuery(pointer: string, message: string): InvalidPayloadError {
  return new InvalidPayloadError(`The request query is not valid: ${pointer} ${message}.`, {
    details: { location: 'query', problems: [{ pointer, message }] },
  });
}

function floorTo(at: Date, granularity: Granularity): Date {
  const step = STEP_MS[granularity];
  return new Date(Math.floor(at.getTime() / step) * step);
}

type Sums = Omit<AggregateBucket, 'module' | 'bucket'>;

function emptySums(): Sums {
  return {
    requests: 0,
    statusCounts: {},
    latencyCounts: [],
    latencySumMs: 0,
    confidenceCounts: Array.from({ length: CONFIDENCE_BINS }, () => 0),
    routing: {},
    feedback: 0,
  };
}

function addInto(sums: Sums, row: AggregateBucket): void {
  sums.requests += row.requests;
  for (const [status, count] of Object.entries(row.statusCounts))
    sums.statusCounts[status] = (sums.statusCounts[status] ?? 0) + count;
  row.latencyCounts.forEach((count, index) => {
    sums.latencyCounts[index] = (sums.latencyCounts[index] ?? 0) + count;
  });
  sums.latencySumMs += row.latencySumMs;
  row.confidenceCounts.forEach((count, index) => {
    sums.confidenceCounts[index] = (sums.confidenceCounts[index] ?? 0) + count;
  });
  for (const [action, count] of Object.entries(row.routing))
    sums.routing[action] = (sums.routing[action] ?? 0) + count;
  sums.feedback += row.feedback;
}

const round = (value: number | undefined) =>
  value === undefined ? null : Math.round(value * 10) / 10;

function bodyOf(sums: Sums, start?: Date) {
  const latencyRequests = sums.latencyCounts.reduce((sum, count) => sum + (count ?? 0), 0);
  const counts = sums.latencyCounts.map((count) => count ?? 0);
  return {
    ...(start ? { start: start.toISOString() } : {}),
    requests: sums.requests,
    status_counts: sums.statusCounts,
    latency_ms: {
      p50: round(percentileFromHistogram(counts, 0.5)),
      p95: round(percentileFromHistogram(counts, 0.95)),
      p99: round(percentileFromHistogram(counts, 0.99)),
      mean: latencyRequests > 0 ? round(sums.latencySumMs / latencyRequests) : null,
    },
    confidence_histogram: sums.confidenceCounts,
    threshold_routing: Object.fromEntries(
      RoutingActions.map((action) => [action, sums.routing[action] ?? 0]),
    ) as Record<(typeof RoutingActions)[number], number>,
    feedback_volume: sums.feedback,
  };
}

/** Start of the bucket a stored row belongs to at the requested granularity. */
function bucketStart(row: AggregateBucket, granularity: Granularity): Date {
  const stored = new Date(`${row.bucket}${row.bucket.length === 13 ? ':00' : ''}:00.000Z`);
  return floorTo(stored, granularity);
}

/**
 * `GET /v1/metrics`: per module and time bucket, p50/p95/p99 latency, counts by status, the
 * confidence histogram, routing counts and feedback volume, summed from the stored aggregates (minute
 * rows for `minute`, hour rows otherwise).
 */
export async function readMetrics(
  store: MetricsAggregateStore,
  tenantId: string,
  query: MetricsQueryInput,
  now = new Date(),
) {
  const granularity = query.granularity ?? 'hour';
  const to = query.to !== undefined ? new Date(query.to) : now;
  const defaultSpan = granularity === 'minute' ? HOUR_MS : DAY_MS;
  const from = floorTo(
    query.from !== undefined ? new Date(query.from) : new Date(to.getTime() - defaultSpan),
    granularity,
  );
  if (from.getTime() >= to.getTime()) throw invalidQuery('/from', 'must be before `to`');
  if (to.getTime() - from.getTime() > MAX_WINDOW_MS[granularity])
    throw invalidQuery(
      '/to',
      `a ${granularity} window spans at most ${MAX_WINDOW_MS[granularity] / HOUR_MS} hours`,
    );
  const rows = await store.query(tenantId, {
    granularity: granularity === 'minute' ? 'minute' : 'hour',
    from,
    to,
    ...(query.module ? { module: query.module } : {}),
  });
  const modules = new Map<string, { total: Sums; buckets: Map<number, Sums> }>();
  for (const row of rows) {
    let series = modules.get(row.module);
    if (!series) {
      series = { total: emptySums(), buckets: new Map() };
      modules.set(row.module, series);
    }
    const start = bucketStart(row, granularity).getTime();
    let sums = series.buckets.get(start);
    if (!sums) {
      sums = emptySums();
      series.buckets.set(start, sums);
    }
    addInto(sums, row);
    addInto(series.total, row);
  }
  return {
    granularity,
    from: from.toISOString(),
    to: to.toISOString(),
    modules: [...modules.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([module, series]) => ({
        module,
        total: bodyOf(series.total),
        buckets: [...series.buckets.entries()]
          .sort(([a], [b]) => a - b)
          .map(([start, sums]) => bodyOf(sums, new Date(start))),
      })),
  };
}
