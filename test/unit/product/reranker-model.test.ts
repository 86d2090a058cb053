import { describe, expect, it } from 'vitest';
import { CONFLICT_FEATURES, RERANK_FEATURES, shippedReranker } from '#domain/product/rerank';

describe('the shipped re-ranker and confidence model', () => {
  it('read every conflict as evidence against the candidate, never for it', () => {
    expect(shippedReranker.features).toEqual([...RERANK_FEATURES]);
    for (const name of CONFLICT_FEATURES) {
      const at = RERANK_FEATURES.indexOf(name);
      expect(shippedReranker.weights[at], name).toBeLessThanOrEqual(0);
      // The confidence model reads the best's probability and lead before the features.
      expect(shippedReranker.confidence.weights[at + 2], name).toBeLessThanOrEqual(0);
    }
  });
});
