import { describe, expect, it } from 'vitest';
import {
  analyseText,
  buildProductIndex,
  matchProducts,
  type ProductIndex,
  type ProductRecordInput,
} from '#domain/product/index';
import { extractAttributes } from '#domain/product/normalise';
import { searchSemantic } from '#domain/product/search-index';

/**
 * Neighbouring variants that differ only by a qualifier word (backing, fitting shape, socket
 * type, ratchet) or by a conductor cross-section, described in one language and asked for in
 * another.
 */
const products: ProductRecordInput[] = [
  {
    product_id: 'DISC-PAPER',
    description: 'Hook and loop sanding disc 125 mm 0 holes P240 paper',
    descriptions: { de: 'Klett-Schleifscheibe 125 mm 0 Löcher P240 Papier' },
  },
  {
    product_id: 'DISC-MESH',
    description: 'Hook and loop sanding disc 125 mm 0 holes P240 mesh',
    // Only this variant has a French text: the French request must not win on wording alone.
    descriptions: { fr: 'Disque abrasif auto-agrippant 125 mm 0 trous P240 maille' },
  },
  {
    product_id: 'DISC-FILM',
    description: 'Hook and loop sanding disc 125 mm 0 holes P240 film',
  },
  { product_id: 'FIT-STRAIGHT', description: 'Push-in fitting straight male Ø 8 mm G1/8 brass' },
  { product_id: 'FIT-ELBOW', description: 'Push-in fitting elbow male Ø 8 mm G1/8 brass' },
  { product_id: 'SOCKET-6P', description: 'Socket 3/8" 6-point 12 mm' },
  { product_id: 'SOCKET-IMPACT', description: 'Socket 3/8" impact 12 mm' },
  {
    product_id: 'SPANNER',
    description: 'Combination spanner 17 mm',
    attributes: { size_mm: '17', type: 'standard' },
  },
  {
    product_id: 'SPANNER-RATCHET',
    description: 'Combination spanner ratchet 17 mm',
    attributes: { size_mm: '17', type: 'ratchet' },
  },
  { product_id: 'HEX-KEY', description: 'Hex key L-key 17 mm' },
  { product_id: 'FERRULE-1.5', description: 'Wire end ferrule insulated 1,5 mm² L=18 mm' },
  { product_id: 'FERRULE-2.5', description: 'Wire end ferrule insulated 2,5 mm² L=18 mm' },
  { product_id: 'CABLE-NYM', description: 'Power cable NYM-J 3x2,5 mm² roll 50 m' },
  { product_id: 'CABLE-NYY', description: 'Power cable NYY-J 3x2,5 mm² roll 50 m' },
];
const index = buildProductIndex({ products });

function best(description: string) {
  const match = matchProducts(index, { line_items: [{ description }] }).matches[0];
  if (!match) throw new Error('no match entry');
  return match;
}

describe('qualifier words decide between neighbouring variants', () => {
  it.each([
    ['Disque abrasif auto-agrippant 125 mm 0 trous P240 papier', 'DISC-PAPER'],
    ['Disco de lija velcro 125 mm 0 agujeros P240 malla', 'DISC-MESH'],
    ['Disco abrasivo a strappo 125 mm 0 fori P240 rete', 'DISC-MESH'],
    ['Klett-Schleifscheibe 125 mm 0 Löcher P240 Folie', 'DISC-FILM'],
    ['Raccordo rapido diritto maschio Ø 8 mm G1/8 ottone', 'FIT-STRAIGHT'],
    ['Insteekkoppeling haaks buitendraad Ø 8 mm G1/8 messing', 'FIT-ELBOW'],
    ['Douille 3/8" à chocs 12 mm', 'SOCKET-IMPACT'],
    ['Dop 3/8" 6-kant 12 mm', 'SOCKET-6P'],
    ['Chiave combinata 17 mm', 'SPANNER'],
    ['Ringmaulschlüssel mit Ratsche 17 mm', 'SPANNER-RATCHET'],
    ['Adereindhuls geïsoleerd 2,5 mm² L=18 mm', 'FERRULE-2.5'],
    ['Cavo NYY-J 3x2,5 mm² rotolo 50 m', 'CABLE-NYY'],
  ])('%s → %s', (description, expected) => {
    const match = best(description);
    expect(match.unmatched_flag).toBe(false);
    expect(match.catalog_product_id).toBe(expected);
  });

  it('a candidate with another member of the asked qualifier group scores lower', () => {
    const paper = best('Hook and loop sanding disc 125 mm 0 holes P240 paper');
    const unqualified = best('Hook and loop sanding disc 125 mm 0 holes P240');
    expect(paper.catalog_product_id).toBe('DISC-PAPER');
    // Without the qualifier three discs fit equally: that is a question for a person.
    expect(unqualified.unmatched_flag).toBe(true);
    expect(unqualified.unmatched_reason).toBe('ambiguous');
    expect(unqualified.alternatives.map((a) => a.catalog_product_id).sort()).toEqual([
      'DISC-FILM',
      'DISC-MESH',
      'DISC-PAPER',
    ]);
  });
});

describe('text analysis', () => {
  it('reads a conductor cross-section but leaves cores x section a dimension', () => {
    expect(extractAttributes('Aderendhülse 2,5 mm²').attributes.section).toEqual(['2.5']);
    expect(extractAttributes('cable 16mm2').attributes.section).toEqual(['16']);
    const cable = extractAttributes('NYM-J 3x2,5 mm²').attributes;
    expect(cable.dimension).toEqual(['3x2.5']);
    expect(cable.section).toBeUndefined();
    expect(extractAttributes('cable 3 x 2,5 mm2').attributes.section).toBeUndefined();
    // After a list's comma it is a section.
    expect(
      extractAttributes('WDU 4 feed-through terminal, 4 mm², blue').attributes.section,
    ).toEqual(['4']);
  });

  it('Italian rete (mesh) and Spanish retén (seal) stay apart despite the light stemmer', () => {
    expect(analyseText('disco P240 rete').concepts).toContain('q_backing_mesh');
    expect(analyseText('Retén radial 20x35x7').concepts).toContain('seal');
    expect(analyseText('Retén radial 20x35x7').concepts).not.toContain('q_backing_mesh');
  });

  it('keeps a hyphenated type code as one term', () => {
    expect(analyseText('Kabel NYM-J 3x1,5').terms.has('w:nymj')).toBe(true);
  });

  it('a compound word stands for two concepts, an alias id never reaches the index', () => {
    const concepts = analyseText('krachtdop 1/2" 26 mm').concepts;
    expect(concepts).toEqual(expect.arrayContaining(['socket_tool', 'q_impact']));
    expect(concepts).not.toContain('impact_socket_word');
  });
});

describe('a designation in the description that several makers share', () => {
  const bearings = buildProductIndex({
    products: [
      {
        product_id: 'BRG-ROTA',
        description: 'Deep groove ball bearing 6309-2RS d=45 mm',
        manufacturer: 'Rotafin',
        mpn: '6309.2RS',
      },
      {
        product_id: 'BRG-LUMA',
        description: 'Deep groove ball bearing 6309-2RS d=45 mm',
        manufacturer: 'Lumaro',
        mpn: '6309-2RS1',
      },
      {
        product_id: 'BRG-ZZ',
        description: 'Deep groove ball bearing 6309-ZZ d=45 mm',
        manufacturer: 'Lumaro',
        mpn: '6309-2Z',
      },
    ],
    orderHistory: [{ customer_id: 'C-LUMA', product_id: 'BRG-LUMA', quantity: 4 }],
  });
  const line = { description: 'Rillenkugellager 6309-2RS d=45 mm' };

  it("the customer's history picks the identically described product", () => {
    const match = matchProducts(bearings, { line_items: [line], customer_id: 'C-LUMA' }).matches[0];
    expect(match?.catalog_product_id).toBe('BRG-LUMA');
    expect(match?.match_path).toBe('customer_history');
    expect(match?.alternatives.map((a) => a.catalog_product_id)).toContain('BRG-ROTA');
  });

  it('without history the part number match stands, less sure, with the sibling as alternative', () => {
    const alone = matchProducts(bearings, { line_items: [line] }).matches[0];
    const withMaker = matchProducts(bearings, {
      line_items: [{ ...line, manufacturer: 'Rotafin', mpn: '6309.2RS' }],
    }).matches[0];
    expect(alone?.catalog_product_id).toBe('BRG-ROTA');
    expect(alone?.alternatives.map((a) => a.catalog_product_id)).toEqual(['BRG-LUMA']);
    expect(alone?.review_hints).toContain('ambiguous_alternatives_present');
    expect(alone?.raw_score ?? 1).toBeLessThan(withMaker?.raw_score ?? 0);
  });
});

/** The semantic candidates of a line in a catalogue, by product id. */
const semanticCandidatesIn = (catalogue: ProductIndex) => (description: string) =>
  new Map(
    searchSemantic(catalogue, { analysis: analyseText(description), limit: 10 }).map(
      (candidate) => [catalogue.products[candidate.product]?.productId, candidate],
    ),
  );

describe('the kind of product and a pipe thread written in inches', () => {
  const fittings = buildProductIndex({
    products: [
      { product_id: 'SILENCER-1/8', description: 'Schalldämpfer Sinterbronze G1/8' },
      { product_id: 'VALVE-3/4', description: 'Valvola a sfera G3/4 F/F ottone nichelato' },
      { product_id: 'VALVE-1', description: 'Ball valve G1 female/female nickel-plated brass' },
      { product_id: 'VALVE-1/2', description: 'Kugelhahn G1/2 IG/IG Messing vernickelt' },
      { product_id: 'NIPPLE-3/8', description: 'Doppelnippel G3/8 Messing' },
      { product_id: 'NIPPLE-1/2', description: 'Doppelnippel G1/2 Messing' },
    ],
  });
  const candidates = semanticCandidatesIn(fittings);

  it('a silencer asked for is another kind of product than a ball valve of its size', () => {
    const found = candidates('geluiddemper G3/4');
    expect(found.get('VALVE-3/4')?.qualifierConflicts).toContain('kind');
    expect(found.get('SILENCER-1/8')?.qualifierConflicts ?? []).not.toContain('kind');
  });

  it('a request the lexicon barely understands names no kind (a fan with a ball bearing)', () => {
    const found = candidates('antec tricool 92mm double ball bearing case fan G1/2');
    for (const candidate of found.values())
      expect(candidate.qualifierConflicts).not.toContain('kind');
  });

  it.each([
    ['ball valve 1/2" FF brass', 'VALVE-1/2', 'VALVE-1'],
    ['Doppelnippel 3/8"', 'NIPPLE-3/8', 'NIPPLE-1/2'],
  ])('%s: inches written alone are the G thread of that size', (description, right, wrong) => {
    const found = candidates(description);
    expect(found.get(right)?.agreements).toContain('diameter');
    expect(found.get(wrong)?.conflicts).toContain('diameter');
  });
});

describe('kinds of one parent', () => {
  const electrical = buildProductIndex({
    products: [
      {
        product_id: 'WDU-2.5',
        description: 'Weidmüller WDU 2.5 feed-through terminal, 2.5 mm², blue',
      },
      { product_id: 'H2.5', description: 'Weidmüller wire-end ferrule H2,5/15, 2.5 mm², blue' },
      { product_id: 'KLEMME', description: 'Klemme 2,5 mm² blau' },
    ],
  });
  const candidates = semanticCandidatesIn(electrical);

  it('a wire-end ferrule is no terminal block, though both are connectors', () => {
    const found = candidates('Embouts de câblage 2,5 mm² bleus');
    expect(found.get('WDU-2.5')?.qualifierConflicts).toContain('kind');
    expect(found.get('H2.5')?.qualifierConflicts ?? []).not.toContain('kind');
    // The parent the title writes may be either.
    expect(found.get('KLEMME')?.qualifierConflicts ?? []).not.toContain('kind');
    expect(
      candidates('Reihenklemme 2,5 mm² blau').get('KLEMME')?.qualifierConflicts ?? [],
    ).not.toContain('kind');
  });
});

describe("the sizes a maker's type code writes in segments", () => {
  const pneumatics = buildProductIndex({
    products: [
      { product_id: 'DSBC-63-100', description: 'Normzylinder DSBC-63-100-PPVA-N3 Festo' },
      { product_id: 'DSBC-63-200', description: 'Normzylinder DSBC-63-200-PPVA-N3 Festo' },
      { product_id: 'DSBC-50-100', description: 'Normzylinder DSBC-50-100-PPVA-N3 Festo' },
      { product_id: 'HNC-40', description: 'Fußbefestigung HNC-40 Festo' },
      { product_id: 'HNC-50', description: 'Fußbefestigung HNC-50 Festo' },
      { product_id: 'QS-8', description: 'Push-in connector straight QS-8 Festo tube 8 mm' },
      { product_id: 'QS-10-8', description: 'Reduzierverbinder QS-10-8 Festo' },
      { product_id: 'CP96-40-160', description: 'ISO 15552 cylinder CP96SDB40-160 SMC' },
      { product_id: 'CP96-32-200', description: 'ISO 15552 cylinder CP96SDB32-200 SMC' },
    ],
  });
  const candidates = semanticCandidatesIn(pneumatics);

  it("a cylinder's bore and stroke are the numbers of its type code", () => {
    const found = candidates('vérin ISO 15552 Ø63 course 100 double effet');
    expect(found.get('DSBC-63-100')?.conflicts).toEqual([]);
    expect(found.get('DSBC-63-200')?.conflicts).toContain('length');
    expect(found.get('DSBC-50-100')?.conflicts).toContain('diameter');
  });

  it("a bore is the number a maker's letters end with ('CP96SDB40-160')", () => {
    const found = candidates('ISO cylinder bore 40 stroke 160 double acting');
    expect(found.get('CP96-40-160')?.conflicts).toEqual([]);
    expect(found.get('CP96-32-200')?.conflicts).toEqual(['length', 'diameter']);
  });

  it("a mounting's size is the number of its type code", () => {
    const found = candidates('Fußbefestigung für Normzylinder Ø50');
    expect(found.get('HNC-50')?.agreements).toContain('diameter');
    expect(found.get('HNC-40')?.conflicts).toContain('diameter');
  });

  it('a reducer is another shape than a straight connector', () => {
    expect(candidates('reducer 10 to 8 mm push-in').get('QS-8')?.qualifierConflicts).toContain(
      'shape',
    );
  });
});

describe('valve kinds and fitting shapes, asked for in another language than the titles', () => {
  const plumbing = buildProductIndex({
    products: [
      { product_id: 'SV-32-18', description: 'Solenoid valve 3/2 NC G1/8 coil 24 V DC' },
      { product_id: 'SV-52-18', description: 'Solenoid valve 5/2 monostable G1/8 coil 24 V DC' },
      { product_id: 'BV-12', description: 'Ball valve G1/2 female/female nickel-plated brass' },
      { product_id: 'CV-12', description: 'Check valve G1/2 brass spring loaded' },
      { product_id: 'NIP-12', description: 'Double nipple G1/2 brass' },
      { product_id: 'CAP-12', description: 'Cap G1/2 galvanised malleable iron' },
      { product_id: 'RELAY', description: 'Industrial relay 24 V DC 2 CO' },
    ],
  });

  // Their titles share few letters with the lines: the lexicon, which understood them, sees them.
  it.each([
    ['valvola a sfera 1/2" F/F', 'BV-12'],
    ['Rückschlagventil 1/2"', 'CV-12'],
    ['Doppelnippel 1/2"', 'NIP-12'],
    ['Kappe 1/2" verzinkt', 'CAP-12'],
  ])('%s → %s', (description, expected) => {
    const match = matchProducts(plumbing, { line_items: [{ description }] }).matches[0];
    expect(match?.catalog_product_id).toBe(expected);
  });

  it('a check valve is another kind of valve than a ball valve, a cap another shape than a nipple', () => {
    const candidates = semanticCandidatesIn(plumbing);
    const found = (description: string, product: string) => candidates(description).get(product);
    expect(found('valvola a sfera 1/2"', 'CV-12')?.qualifierConflicts).toContain('valve_kind');
    expect(found('Kappe 1/2"', 'NIP-12')?.qualifierConflicts).toContain('shape');
    // A fitting asked for is another kind of product than a valve.
    expect(found('raccordo diritto 1/2" ottone', 'BV-12')?.qualifierConflicts).toContain('kind');
  });
});
