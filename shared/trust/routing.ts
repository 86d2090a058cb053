/**
 * The one routing function (SPEC 2.6): confidence plus the applicable threshold gives
 * `recommended_action` and `review_reasons`. Bands are the spec's starting points; the threshold is
 * the floor below which an output is treated as if the service had not answered.
 */
export const RecommendedAction = {
  autoAccept: 'auto_accept',
  confirm: 'confirm',
  review: 'review',
  manual: 'manual',
} as const;
export type RecommendedAction = (typeof RecommendedAction)[keyof typeof RecommendedAction];

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
} as const;

export const DEFAULT_BANDS = { autoAccept: 0.95, confirm: 0.8, review: 0.6 } as const;
export const DEFAULT_THRESHOLD = 0.6;

export interface RoutingDecision {
  recommended_action: RecommendedAction;
  review_reasons: string[];
  threshold: number;
}

/**
 * `hints` are the module's own reasons for a closer look; any of them keeps an output out of
 * auto-accept, since a rep must see what the service flagged.
 */
export function toRecommendedAction(
  confidence: number,
  threshold: number = DEFAULT_THRESHOLD,
  hints: readonly string[] = [],
): RoutingDecision {
  const reasons = [...new Set(hints)];
  let action: RecommendedAction;
  if (confidence < threshold) {
    action = RecommendedAction.manual;
    reasons.unshift(ReviewReason.belowThreshold);
  } else if (confidence >= DEFAULT_BANDS.autoAccept && hints.length === 0)
    action = RecommendedAction.autoAccept;
  else if (confidence >= DEFAULT_BANDS.confirm) action = RecommendedAction.confirm;
  else action = RecommendedAction.review;
  return { recommended_action: action, review_reasons: reasons, threshold };
}
