import { Modules } from '#contracts/modules';
import type { Operation } from '#contracts/operations';

/**
 * What one request contributes to the SPEC 6.3 metrics, and the fixed histograms the per-minute
 * aggregates keep so that percentiles and distributions can be answered from sums alone.
 */
export interface RequestObservation {
  /**
   * `job`: the scored outputs of an async job's result, counted when the worker finishes it (its
   * request was already counted, with its 202, when it was accepted): no request, status or latency.
   */
  kind?: 'request' | 'job';
  /** Undefined when the caller was never authenticated (the aggregate store then skips it). */
  tenantId?: string;
  /** `intent_classifier` … for module operations, the operation id for the others. */
  module: string;
  status: number;
  latencyMs: number;
  /** `confidence_score` of every scored output of the response (top level, matches, line items). */
  confidences: number[];
  /** `recommended_action` counts of the same outputs. */
  routing: Partial<Record<RoutingAction, number>>;
  /** Rep corrections submitted by this request, by the module they correct. */
  feedback?: { module: string; count: number };
}

export const RoutingActions = ['auto_accept', 'confirm', 'review', 'manual'] as const;
export type RoutingAction = (typeof RoutingActions)[number];

/** Module operations count under the names the audit trail, thresholds and feedback use. */
export function metricModuleOf(operation: Operation): string {
  return operation.module ? Modules[operation.module].calibrated : operation.id;
}

/** Latency histogram: bucket i holds (2^((i-1)/4), 2^(i/4)] ms, so any percentile is within ±9 %. */
export const LATENCY_BUCKETS = 69;
const LATENCY_STEPS_PER_DOUBLING = 4;

export function latencyBucket(ms: number): number {
  if (!(ms > 1)) return 0;
  const index = Math.ceil(Math.log2(ms) * LATENCY_STEPS_PER_DOUBLING - 1e-9);
  return Math.min(LATENCY_BUCKETS - 1, index);
}

export function latencyBucketBounds(index: number): { lower: number; upper: number } {
  return {
    lower: index === 0 ? 0 : 2 ** ((index - 1) / LATENCY_STEPS_PER_DOUBLING),
    upper: 2 ** (index / LATENCY_STEPS_PER_DOUBLING),
  };
}

/**
 * A percentile from bucket counts: the bucket holding the p-th rank, interpolated geometrically
 * inside it (latencies spread roughly log-normally). Undefined without data.
 */
export function percentileFromHistogram(counts: readonly number[], p: number): number | undefined {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return undefined;
  const rank = Math.max(1, Math.ceil(p * total));
  let before = 0;
  for (const [index, count] of counts.entries()) {
    if (count > 0 && before + count >= rank) {
      const { lower, upper } = latencyBucketBounds(index);
      if (index === 0) return upper;
      const fraction = (rank - before) / count;
      return lower * (upper / lower) ** fraction;
    }
    before += count;
  }
  return latencyBucketBounds(counts.length - 1).upper;
}

/** Confidence histogram: 20 bins of width 0.05; bin 19 includes 1.0. */
export const CONFIDENCE_BINS = 20;

export function confidenceBin(score: number): number {
  return Math.min(CONFIDENCE_BINS - 1, Math.max(0, Math.floor(score * CONFIDENCE_BINS)));
}

type Scored = { confidence_score?: unknown; recommended_action?: unknown };

/**
 * The scored outputs of a module response: the response itself (intent, customer, extraction's
 * overall action) and each item of `matches` and `line_items`. Alternatives and secondary intents
 * are candidates, not outputs, and are left out.
 */
export function scoredOutputsOf(
  body: unknown,
): Pick<RequestObservation, 'confidences' | 'routing'> {
  const confidences: number[] = [];
  const routing: Partial<Record<RoutingAction, number>> = {};
  if (body === null || typeof body !== 'object') return { confidences, routing };
  const top = body as Scored & { matches?: unknown; line_items?: unknown };
  const outputs: Scored[] = [top];
  for (const list of [top.matches, top.line_items]) {
    if (Array.isArray(list))
      for (const item of list) if (item && typeof item === 'object') outputs.push(item as Scored);
  }
  for (const output of outputs) {
    const score = output.confidence_score;
    if (typeof score === 'number' && score >= 0 && score <= 1) confidences.push(score);
    const action = output.recommended_action;
    if (typeof action === 'string' && (RoutingActions as readonly string[]).includes(action))
      routing[action as RoutingAction] = (routing[action as RoutingAction] ?? 0) + 1;
  }
  return { confidences, routing };
}
