import { describe, expect, it } from 'vitest';
import {
  CONFLICT_FEATURES,
  RERANK_FEATURES,
  shippedReranker,
  uncontradictedFirst,
} from '#domain/product/rerank';

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

describe('the order candidates are answered in', () => {
  const candidate = (
    name: string,
    probability: number,
    conflicts: { contradicted?: boolean; otherMaker?: boolean; makerNamed?: boolean } = {},
  ) => ({
    name,
    probability,
    decisive: false,
    contradicted: conflicts.contradicted ?? conflicts.otherMaker ?? false,
    otherMaker: conflicts.otherMaker ?? false,
    makerNamed: conflicts.makerNamed ?? false,
  });
  const order = (candidates: ReturnType<typeof candidate>[]) =>
    uncontradictedFirst(candidates, (entry) => entry).map((entry) => entry.name);

  it("puts the named maker's product before another maker's best down to a fifth of it", () => {
    // 'Schneider iC60N LS-Schalter 3-polig C16': a Siemens title shares more of its words.
    expect(
      order([
        candidate('siemens', 0.99, { otherMaker: true }),
        candidate('schneider', 0.3, { makerNamed: true }),
      ]),
    ).toEqual(['schneider', 'siemens']);
    expect(
      order([
        candidate('siemens', 0.99, { otherMaker: true }),
        candidate('schneider', 0.1, { makerNamed: true }),
      ]),
    ).toEqual(['siemens', 'schneider']);
    // Another contradiction than the maker keeps the half.
    expect(
      order([
        candidate('other model', 0.99, { contradicted: true }),
        candidate('uncontradicted', 0.3, { makerNamed: true }),
      ]),
    ).toEqual(['other model', 'uncontradicted']);
  });
});
