import { describe, expect, it } from 'vitest';
import {
  CONFLICT_FEATURES,
  RERANK_FEATURES,
  rivalProbability,
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
  type Aspect = 'brand' | 'quantity' | 'colour';
  const candidate = (
    name: string,
    probability: number,
    stated: {
      contradicted?: boolean;
      otherwise?: Aspect[];
      confirms?: Aspect[];
      codeExact?: boolean;
      decisive?: boolean;
      codeSuffixed?: boolean;
    } = {},
  ) => ({
    name,
    probability,
    decisive: stated.decisive ?? false,
    codeSuffixed: stated.codeSuffixed ?? false,
    contradicted: stated.contradicted ?? (stated.otherwise ?? []).length > 0,
    statedOtherwise: stated.otherwise ?? [],
    confirms: stated.confirms ?? [],
    codeExact: stated.codeExact ?? false,
  });
  const order = (candidates: ReturnType<typeof candidate>[]) =>
    uncontradictedFirst(candidates, (entry) => entry).map((entry) => entry.name);

  it('puts a title stating what the line states before a best stating it otherwise, down to a fifth', () => {
    // 'Schneider iC60N LS-Schalter 3-polig C16': a Siemens title shares more of its words.
    expect(
      order([
        candidate('siemens', 0.99, { otherwise: ['brand'] }),
        candidate('schneider', 0.3, { confirms: ['brand'] }),
      ]),
    ).toEqual(['schneider', 'siemens']);
    // 'HDMI 700HD …, 4 ft.' against the 12 ft cable; 'EX-Z280 … - Pink' against the silver one.
    expect(
      order([
        candidate('12 ft', 0.99, { otherwise: ['quantity'] }),
        candidate('4 ft', 0.25, { confirms: ['quantity'] }),
      ]),
    ).toEqual(['4 ft', '12 ft']);
    expect(
      order([
        candidate('silver', 0.9, { otherwise: ['colour'] }),
        candidate('pink', 0.3, { confirms: ['colour', 'brand'] }),
      ]),
    ).toEqual(['pink', 'silver']);
    expect(
      order([
        candidate('siemens', 0.99, { otherwise: ['brand'] }),
        candidate('schneider', 0.1, { confirms: ['brand'] }),
      ]),
    ).toEqual(['siemens', 'schneider']);
    // What the best states otherwise must be what the other confirms; else the half stands.
    expect(
      order([
        candidate('other model', 0.99, { contradicted: true }),
        candidate('uncontradicted', 0.3, { confirms: ['brand'] }),
      ]),
    ).toEqual(['other model', 'uncontradicted']);
    expect(
      order([
        candidate('other size', 0.99, { otherwise: ['quantity'] }),
        candidate('same maker', 0.3, { confirms: ['brand'] }),
      ]),
    ).toEqual(['other size', 'same maker']);
    // Not past the line's own model number ('R18PD7 … 1x 2Ah kit' against the R18PD3 1 x 2.0Ah).
    expect(
      order([
        candidate('R18PD7 2 x 2.0Ah', 0.98, { otherwise: ['quantity'], codeExact: true }),
        candidate('R18PD3 1 x 2.0Ah', 0.47, { confirms: ['quantity', 'brand'] }),
      ]),
    ).toEqual(['R18PD7 2 x 2.0Ah', 'R18PD3 1 x 2.0Ah']);
  });

  it('keeps the product the line names by model number first, unless a suffix of it says the colour the line asks for', () => {
    // 'Casio EX-Z280 … - Pink': the 'EX-Z280 … Silver' carries the number bare.
    const bare = candidate('EX-Z280 Silver', 0.99, {
      otherwise: ['colour'],
      codeExact: true,
      decisive: true,
    });
    expect(
      order([bare, candidate('EXZ280PK Pink', 0.3, { confirms: ['colour'], codeSuffixed: true })]),
    ).toEqual(['EXZ280PK Pink', 'EX-Z280 Silver']);
    expect(order([bare, candidate('Z280 Pink', 0.9, { confirms: ['colour'] })])).toEqual([
      'EX-Z280 Silver',
      'Z280 Pink',
    ]);
    const decisiveOtherSize = { ...bare, statedOtherwise: ['quantity' as const] };
    expect(
      order([
        decisiveOtherSize,
        candidate('EXZ280PK', 0.9, { confirms: ['quantity'], codeSuffixed: true }),
      ]).at(0),
    ).toBe('EX-Z280 Silver');
  });
});

describe('the rival a confidence is read against', () => {
  const read = (entry: {
    probability: number;
    contradicted?: boolean;
    decisive?: boolean;
    otherCode?: boolean;
    otherQuantity?: boolean;
    codeExact?: boolean;
    cosine?: number;
    statedOtherwise?: readonly ('brand' | 'quantity' | 'colour' | 'edition')[];
    confirms?: readonly ('brand' | 'quantity' | 'colour' | 'edition')[];
  }) => ({ cosine: 0.5, contradicted: false, ...entry });

  it('is no product of another model number where the line names its own by model number', () => {
    // 'Alpine … - CDE-102': the 'CDE-9874' shares the line's other words.
    const named = { probability: 0.7, decisive: true };
    const otherModel = { probability: 0.98, otherCode: true };
    const codeless = { probability: 0.4 };
    expect(rivalProbability([named, otherModel, codeless], named, read)).toBe(0.4);
    // Not where the line's size is another than the named product's ('MY2N-GS 230 VAC' against
    // the 'MY2N-GS 24 VDC'), nor where no model number names the product.
    const otherSize = { ...named, otherQuantity: true };
    expect(rivalProbability([otherSize, otherModel, codeless], otherSize, read)).toBe(0.98);
    const unnamed = { probability: 0.7 };
    expect(rivalProbability([unnamed, otherModel, codeless], unnamed, read)).toBe(0.98);
  });

  it("is no sibling of the line's model number whose title states otherwise what the line states", () => {
    // 'Canon PowerShot SD1200 IS … - Blue': the green SD1200 shares more of the line's words.
    const blue = { probability: 0.55, codeExact: true, confirms: ['colour' as const] };
    const green = {
      probability: 0.98,
      codeExact: true,
      contradicted: true,
      cosine: 0.9,
      statedOtherwise: ['colour' as const],
    };
    const codeless = { probability: 0.08 };
    expect(rivalProbability([green, blue, codeless], blue, read)).toBe(0.08);
    // A sibling without the line's model number stays the rival its words make it.
    const uncoded = { ...green, codeExact: false };
    expect(rivalProbability([uncoded, blue, codeless], blue, read)).toBe(0.98);
    // So does one whose colour the line does not state.
    const silent = { ...blue, confirms: [] };
    expect(rivalProbability([green, silent, codeless], silent, read)).toBe(0.98);
  });
});
