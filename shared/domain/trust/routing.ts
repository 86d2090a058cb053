import { type AppliedThreshold, DEFAULT_THRESHOLD } from './thresholds';

/**
 * The one routing function (SPEC 2.6): confidence plus the applicable threshold gives
 * `recommended_action` and `review_reasons`. Routing itself stays the caller's decision.
 */
export const RecommendedAction = {
  autoAccept: 'auto_accept',
  confirm: 'confirm',
  review: 'review',
  manual: 'manual',
} as const;
export type RecommendedAction = (typeof RecommendedAction)[keyof typeof RecommendedAction];

/** The documented vocabulary of `review_reasons` (the spec leaves the list open, SPEC 2.10). */
export const ReviewReason = {
  belowThreshold: 'below_threshold',
  ambiguousAlternativesPresent: 'ambiguous_alternatives_present',
  unitConversionRequired: 'unit_conversion_required',
  ambiguousQuantity: 'ambiguous_quantity',
  ocrLowQuality: 'ocr_low_quality',
  newCustomer: 'new_customer',
  successorSubstituted: 'successor_substituted',
  languageUnsupported: 'language_unsupported',
  autoReply: 'auto_reply',
  missingContent: 'missing_content',
  /** The module threw on this input; it answered at confidence 0 and a rep decides (`manual`). */
  classificationError: 'classification_error',
  /** The request's stated deadline had already passed when it arrived (or now). */
  deadlineInPast: 'deadline_in_past',
} as const;

/** The spec's starting bands; a threshold above a band's floor lifts that band. */
export const DEFAULT_BANDS = { autoAccept: 0.95, confirm: 0.8, review: DEFAULT_THRESHOLD } as const;

export interface RoutingDecision {
  recommended_action: RecommendedAction;
  review_reasons: string[];
  confidence: number;
  threshold: number;
  /** Where the threshold came from, for the `threshold_decision` audit record. */
  threshold_path: string;
  thresholds_version: number;
}

const defaultApplied: AppliedThreshold = {
  value: DEFAULT_THRESHOLD,
  path: 'default',
  version: 0,
};

/**
 * `hints` are the module's own reasons for a closer look; any of them keeps an output out of
 * auto-accept, since a rep must see what the service flagged.
 */
export function toRecommendedAction(
  confidence: number,
  applied: AppliedThreshold = defaultApplied,
  hints: readonly string[] = [],
): RoutingDecision {
  const threshold = applied.value;
  const reasons = [...new Set(hints)];
  let action: RecommendedAction;
  if (confidence < threshold) {
    action = RecommendedAction.manual;
    reasons.unshift(ReviewReason.belowThreshold);
  } else if (confidence >= Math.max(DEFAULT_BANDS.autoAccept, threshold) && hints.length === 0)
    action = RecommendedAction.autoAccept;
  else if (confidence >= Math.max(DEFAULT_BANDS.confirm, threshold))
    action = RecommendedAction.confirm;
  else action = RecommendedAction.review;
  return {
    recommended_action: action,
    review_reasons: reasons,
    confidence,
    threshold,
    threshold_path: applied.path,
    thresholds_version: applied.version,
  };
}
