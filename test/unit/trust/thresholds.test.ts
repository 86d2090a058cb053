import { describe, expect, it } from 'vitest';
import { toRecommendedAction } from '#domain/trust/routing';
import {
  defaultThresholds,
  selectThreshold,
  ThresholdsDocument,
  type VersionedThresholds,
} from '#domain/trust/thresholds';

const document: VersionedThresholds = {
  version: 3,
  updated_at: '2026-11-21T10:00:00Z',
  thresholds: ThresholdsDocument.parse({
    intent_classifier: { default: 0.5, by_intent: { order: 0.9 } },
    customer_matcher: { by_customer_type: { distributor: 0.85 } },
    product_matcher: {
      default: 0.7,
      by_product_category: { bearings: 0.9 },
      by_branch: { 'BR-7': 0.97 },
    },
  }),
};

describe('thresholds', () => {
  it('defaults to the spec floor of 0.6 for every module', () => {
    const defaults = defaultThresholds().thresholds;
    expect(defaults.intent_classifier.default).toBe(0.6);
    expect(defaults.customer_matcher.default).toBe(0.6);
    expect(defaults.product_matcher.default).toBe(0.6);
  });

  it('picks the most specific entry: branch, category, customer type, intent, default', () => {
    expect(
      selectThreshold(document, 'product_matcher', {
        branch_id: 'BR-7',
        product_category: 'bearings',
      }),
    ).toEqual({ value: 0.97, path: 'product_matcher.by_branch.BR-7', version: 3 });
    expect(
      selectThreshold(document, 'product_matcher', {
        branch_id: 'BR-1',
        product_category: 'bearings',
      }).path,
    ).toBe('product_matcher.by_product_category.bearings');
    expect(selectThreshold(document, 'product_matcher', {}).value).toBe(0.7);
    expect(
      selectThreshold(document, 'customer_matcher', { customer_type: 'distributor' }).value,
    ).toBe(0.85);
    expect(selectThreshold(document, 'intent_classifier', { intent: 'order' }).value).toBe(0.9);
    expect(selectThreshold(document, 'intent_classifier', { intent: 'quote' }).value).toBe(0.5);
    // Keys of Object.prototype are not thresholds.
    expect(selectThreshold(document, 'intent_classifier', { intent: 'toString' }).value).toBe(0.5);
  });

  it('refuses unknown paths and values outside [0, 1]', () => {
    expect(ThresholdsDocument.safeParse({ intent_classifier: { default: 1.2 } }).success).toBe(
      false,
    );
    expect(ThresholdsDocument.safeParse({ product_matcher: { by_colour: {} } }).success).toBe(
      false,
    );
    expect(ThresholdsDocument.safeParse({ invoice_matcher: { default: 0.5 } }).success).toBe(false);
    expect(
      ThresholdsDocument.safeParse({ product_matcher: { by_branch: { B1: -0.1 } } }).success,
    ).toBe(false);
  });
});

describe('routing', () => {
  const floor = (value: number) => ({ value, path: 'x.default', version: 1 });

  it('maps the spec bands to actions', () => {
    expect(toRecommendedAction(0.97, floor(0.6)).recommended_action).toBe('auto_accept');
    expect(toRecommendedAction(0.9, floor(0.6)).recommended_action).toBe('confirm');
    expect(toRecommendedAction(0.7, floor(0.6)).recommended_action).toBe('review');
    const manual = toRecommendedAction(0.5, floor(0.6));
    expect(manual.recommended_action).toBe('manual');
    expect(manual.review_reasons).toEqual(['below_threshold']);
  });

  it('lets a threshold lift the bands above it', () => {
    expect(toRecommendedAction(0.96, floor(0.97)).recommended_action).toBe('manual');
    expect(toRecommendedAction(0.85, floor(0.83)).recommended_action).toBe('confirm');
    expect(toRecommendedAction(0.98, floor(0.97)).recommended_action).toBe('auto_accept');
  });

  it('keeps flagged outputs out of auto-accept and names the threshold used', () => {
    const decision = toRecommendedAction(0.99, floor(0.6), ['unit_conversion_required']);
    expect(decision.recommended_action).toBe('confirm');
    expect(decision.review_reasons).toEqual(['unit_conversion_required']);
    expect(decision.threshold_path).toBe('x.default');
    expect(decision.thresholds_version).toBe(1);
  });
});
