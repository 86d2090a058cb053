import { describe, expect, it } from 'vitest';
import { RERANK_FEATURES, shippedReranker } from '#domain/product/rerank';

/** Features that say a candidate is another product: they may only lower a score. */
const CONFLICTS = [
  'code_conflict',
  'quantity_conflicts',
  'lexicon_conflicts',
  'model_number_sibling',
  'offer_differs',
  'platform_conflict',
  'variant_conflict',
] as const;

describe('the shipped re-ranker and confidence model', () => {
  it('read every conflict as evidence against the candidate, never for it', () => {
    expect(shippedReranker.features).toEqual([...RERANK_FEATURES]);
    for (const name of CONFLICTS) {
      const at = RERANK_FEATURES.indexOf(name);
      expect(shippedReranker.weights[at], name).toBeLessThanOrEqual(0);
      // The confidence model reads the best's probability and lead before the features.
      expect(shippedReranker.confidence.weights[at + 2], name).toBeLessThanOrEqual(0);
    }
  });
});
