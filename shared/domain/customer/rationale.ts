/**
 * How a match result explains itself: the signals in order of weight, a one-line rationale, and
 * the shape of an unmatched answer.
 */

import { roundScore } from '#domain/trust/calibration';
import type { Candidate } from './candidate-pool';
import {
  type CustomerAlternative,
  type CustomerMatchRequest,
  type CustomerMatchResult,
  type RationaleSignal,
  ReviewHint,
  type UnmatchedReason,
} from './types';

export function describe(signals: RationaleSignal[]): string {
  if (signals.length === 0) return 'no signal linked the request to a customer';
  return signals
    .map((signal) => {
      const evidence = signal.evidence ?? {};
      const detail = Object.entries(evidence)
        .filter(([, value]) => value !== undefined && typeof value !== 'object')
        .map(([key, value]) => `${key}=${String(value)}`)
        .join(', ');
      return detail ? `${signal.signal} (${detail})` : signal.signal;
    })
    .join('; ');
}

/** A candidate's signals, strongest first, as the result lists them. */
export function signalsOf(candidate: Candidate): RationaleSignal[] {
  return [...candidate.signals.entries()]
    .sort((a, b) => Math.abs(b[1].weight) - Math.abs(a[1].weight))
    .map(([signal, hit]) => ({ signal, weight: roundScore(hit.weight), evidence: hit.evidence }));
}

export function unmatched(
  reason: UnmatchedReason,
  alternatives: CustomerAlternative[],
  signals: RationaleSignal[],
  request: CustomerMatchRequest,
  hints: ReviewHint[],
): CustomerMatchResult {
  return {
    customer_id: '',
    ship_to_id: '',
    contact_id: '',
    raw_score: 0,
    component_scores: { customer: 0, ship_to: 0, contact: 0 },
    match_rationale: `unmatched: ${reason}${signals.length ? `; ${describe(signals)}` : ''}`,
    rationale_signals: signals,
    alternatives,
    branch_hint: request.branch_id ?? '',
    unmatched_reason: reason,
    customer_type: '',
    review_hints: [ReviewHint.new_customer, ...hints],
  };
}
