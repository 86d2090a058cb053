import { describe, expect, it } from 'vitest';
import { feedbackOutcomes } from '#domain/trust/outcomes';
import { feedbackIdOf } from '#platform/trust/feedback';

describe('outcomes of a correction', () => {
  it('intent: right unless the rep changed the intent', () => {
    const original = { intent: 'quote', confidence_score: 0.91, calibration_version: 'b1' };
    expect(feedbackOutcomes('intent_classifier', original, { intent: 'order' })).toEqual([
      { score: 0.91, correct: false, calibration_version: 'b1' },
    ]);
    expect(feedbackOutcomes('intent_classifier', original, {})[0]?.correct).toBe(true);
  });

  it('customer: an empty customer_id (new customer) is not a scored output', () => {
    expect(
      feedbackOutcomes('customer_matcher', { customer_id: '', confidence_score: 0 }, {}),
    ).toEqual([]);
    expect(
      feedbackOutcomes(
        'customer_matcher',
        { customer_id: 'C1', confidence_score: 0.8 },
        { customer_id: 'C2' },
      )[0]?.correct,
    ).toBe(false);
  });

  it('product: matches compared by position, unmatched lines left out', () => {
    const original = {
      calibration_version: 'b1',
      matches: [
        { catalog_product_id: 'P1', confidence_score: 0.9, unmatched_flag: false },
        { catalog_product_id: '', confidence_score: 0.2, unmatched_flag: true },
        { catalog_product_id: 'P3', confidence_score: 0.7, unmatched_flag: false },
      ],
    };
    const corrected = {
      matches: [
        { catalog_product_id: 'P1' },
        { catalog_product_id: 'P2' },
        { catalog_product_id: 'P4' },
      ],
    };
    expect(feedbackOutcomes('product_matcher', original, corrected).map((o) => o.correct)).toEqual([
      true,
      false,
    ]);
  });

  it('extraction: deleted or changed lines were wrong', () => {
    const original = {
      calibration_version: 'b1',
      line_items: [
        { description: 'Bolt M8', quantity: 100, unit: 'pcs', confidence_score: 0.9 },
        { description: 'Tel. 0711 123', quantity: 711, unit: 'pcs', confidence_score: 0.4 },
        { description: 'Nut M8', quantity: 10, unit: 'box', confidence_score: 0.8 },
      ],
    };
    const corrected = {
      line_items: [
        { description: 'bolt  M8', quantity: 100, unit: 'pcs' },
        { description: 'Nut M8', quantity: 100, unit: 'pcs' },
      ],
    };
    expect(feedbackOutcomes('quote_extractor', original, corrected).map((o) => o.correct)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('ignores scores outside [0, 1] and non-object outputs', () => {
    expect(feedbackOutcomes('intent_classifier', { intent: 'x', confidence_score: 7 }, {})).toEqual(
      [],
    );
    expect(feedbackOutcomes('product_matcher', 'nonsense', null)).toEqual([]);
  });

  it('gives the same id to the same correction, whatever the key order', () => {
    const request = {
      case_id: 'c1',
      module: 'intent_classifier' as const,
      original_output: { intent: 'quote', confidence_score: 0.9 },
      corrected_output: { intent: 'order' },
      actor: { type: 'sales_rep', id_hash: 'h' },
    };
    const reordered = {
      actor: { id_hash: 'h', type: 'sales_rep' },
      corrected_output: { intent: 'order' },
      original_output: { confidence_score: 0.9, intent: 'quote' },
      module: 'intent_classifier' as const,
      case_id: 'c1',
    };
    expect(feedbackIdOf('t1', request)).toBe(feedbackIdOf('t1', reordered));
    expect(feedbackIdOf('t2', request)).not.toBe(feedbackIdOf('t1', request));
    expect(feedbackIdOf('t1', { ...request, timestamp: '2026-11-21T10:00:00Z' })).not.toBe(
      feedbackIdOf('t1', request),
    );
  });
});
