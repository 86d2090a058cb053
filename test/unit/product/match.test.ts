import { describe, expect, it } from 'vitest';
import {
  buildProductIndex,
  type LineItemInput,
  type MatchRequest,
  matchProducts,
} from '#domain/product/index';
import { sampleCatalogue } from './fixtures';

const index = buildProductIndex(sampleCatalogue());

function matchOne(item: LineItemInput, request: Omit<MatchRequest, 'line_items'> = {}) {
  const result = matchProducts(index, { ...request, line_items: [item] });
  const match = result.matches[0];
  if (!match) throw new Error('no match entry returned');
  return { match, result };
}

describe('manufacturer part number path', () => {
  it('matches manufacturer and MPN after normalising case, separators and aliases', () => {
    const { match } = matchOne({
      description: 'Schrauben',
      manufacturer: 'WÜRTH GmbH',
      mpn: '0057-08-30',
      quantity: 100,
      unit: 'pcs',
    });
    expect(match.catalog_product_id).toBe('P-HEX-M8x30');
    expect(match.match_path).toBe('manufacturer_part');
    expect(match.match_rationale).toMatch(/Manufacturer part number/);
    expect(match.raw_score).toBeGreaterThan(0.95);
    expect(match.quantity).toBe(100);
  });

  it('finds an MPN written inside the description when the fields are missing', () => {
    const { match } = matchOne({ description: 'Bitte 20 Stück Würth 0057 08 40 liefern' });
    expect(match.catalog_product_id).toBe('P-HEX-M8x40');
    expect(match.match_path).toBe('manufacturer_part');
  });
});

describe('cross-reference path', () => {
  it('maps a competitor part to the stocked equivalent', () => {
    const { match } = matchOne({
      description: 'Fabory 01200.080.030',
      manufacturer: 'Fabory',
      mpn: '01200080030',
    });
    expect(match.catalog_product_id).toBe('P-HEX-M8x30');
    expect(match.match_path).toBe('cross_reference');
  });

  it('marks a substitute relation for review', () => {
    const { match } = matchOne({ description: 'Lager', manufacturer: 'FAG', mpn: '6205 2RSR' });
    expect(match.catalog_product_id).toBe('P-BRG-6205');
    expect(match.review_hints).toContain('substitute_not_equivalent');
  });

  it('flags a competitor part known to have no equivalent', () => {
    const { match, result } = matchOne({
      description: 'Timken X-99-ZZ bearing',
      manufacturer: 'Timken',
      mpn: 'X99ZZ',
    });
    expect(match.unmatched_flag).toBe(true);
    expect(match.unmatched_reason).toBe('no_catalog_equivalent');
    expect(match.catalog_product_id).toBe('');
    expect(result.unmatched).toEqual([
      { index: 0, input_description: 'Timken X-99-ZZ bearing', reason: 'no_catalog_equivalent' },
    ]);
  });
});

describe('semantic path', () => {
  it('finds the English-described SKU from a German description', () => {
    const { match } = matchOne({
      description: 'Sechskantschraube M8x30 verzinkt',
      quantity: 50,
      unit: 'Stück',
    });
    expect(match.catalog_product_id).toBe('P-HEX-M8x30');
    expect(match.match_path).toBe('semantic');
    expect(match.unit_conversion_required).toBeUndefined();
  });

  it.each([
    ['vis à tête hexagonale M8 x 30 zinguée', 'P-HEX-M8x30'],
    ['tornillo hexagonal M8x30 galvanizado', 'P-HEX-M8x30'],
    ['vite a testa esagonale M8*30 zincata', 'P-HEX-M8x30'],
    ['zeskantbout M8x40 verzinkt', 'P-HEX-M8x40'],
    ['Sechskantschraube ISO 4017 M8x30 Edelstahl A2', 'P-HEX-M8x30-A2'],
    ['Innensechskantschraube DIN 912 M6x20', 'P-SHCS-M6x20'],
    ['Kabelbinder schwarz 4,8 x 200', 'P-TIE-200'],
  ])('%s → %s', (description, expected) => {
    const { match } = matchOne({ description });
    expect(match.catalog_product_id).toBe(expected);
  });

  it('prefers the equivalent norm over a wrong length', () => {
    const { match } = matchOne({ description: 'Hex bolt ISO 4017 M10x30 8.8 zinc' });
    expect(match.catalog_product_id).toBe('P-HEX-M10x30');
  });

  it('reads a size written under another kind than the title writes it', () => {
    const tools = buildProductIndex({
      products: [
        { product_id: 'D80', description: 'Dormer A002 HSS jobber drill bright 8.0mm' },
        { product_id: 'D85', description: 'Dormer A002 HSS jobber drill bright 8.5mm' },
        { product_id: 'E25', description: 'ESAB OK 48.00 basic electrode 2.5x350mm' },
        { product_id: 'E32', description: 'ESAB OK 48.00 basic electrode 3.2x350mm' },
      ],
    });
    const product = (description: string) =>
      matchProducts(tools, { line_items: [{ description }] }).matches[0]?.catalog_product_id;
    // A diameter against a title's size in millimetres; a length against a factor of dimensions.
    expect(product('Dormer A002 Ø8,5')).toBe('D85');
    expect(product('ESAB OK 48.00 2,5 mm basische Elektrode')).toBe('E25');
    // A number written alone that is one candidate's size is the size asked for; a series
    // number ('48.00') that is no candidate's size says nothing of it.
    expect(product('broca Dormer A002 8,5')).toBe('D85');
    expect(product('elettrodi Esab OK 48.00 3,2')).toBe('E32');
  });

  it('leaves an item with nothing similar in the catalogue unmatched', () => {
    const { match } = matchOne({ description: 'Hydraulikpumpe 200 bar Zahnradpumpe' });
    expect(match.unmatched_flag).toBe(true);
    expect(match.unmatched_reason).toBe('no_candidate');
  });
});

describe('ambiguity and customer history', () => {
  it('flags similar candidates as ambiguous without history', () => {
    const { match } = matchOne({ description: 'Nitrilhandschuhe blau Einweg' });
    expect(match.unmatched_flag).toBe(true);
    expect(match.unmatched_reason).toBe('ambiguous');
    const ids = match.alternatives.map((alternative) => alternative.catalog_product_id);
    expect(ids).toEqual(expect.arrayContaining(['P-GLOVE-NIT-9', 'P-GLOVE-NIT-10']));
  });

  it('returns the candidate the customer ordered before', () => {
    const { match } = matchOne(
      { description: 'Nitrilhandschuhe blau Einweg' },
      { customer_id: 'C-1' },
    );
    expect(match.unmatched_flag).toBe(false);
    expect(match.catalog_product_id).toBe('P-GLOVE-NIT-10');
    expect(match.match_path).toBe('customer_history');
  });

  it('resolves a customer part number from the order history', () => {
    const { match } = matchOne(
      { description: 'Artikel ZX-0815', customer_part_number: 'ZX 0815' },
      { customer_id: 'C-2' },
    );
    expect(match.catalog_product_id).toBe('P-SPECIAL');
    expect(match.match_path).toBe('customer_history');
  });

  it('a tie of a lexicon that understood little of the line is the re-ranker’s to decide, at its own confidence (strict’s wider window leaves it ambiguous)', () => {
    // Two listings of one retail product, as many catalogues carry them, and a line whose words the
    // lexicon mostly does not know: the re-ranker's best goes to a person with the other listing.
    const retail = buildProductIndex({
      products: [
        { product_id: 'R-1', description: 'Manhattan 150705 SuperSpeed USB to SATA Adapter' },
        { product_id: 'R-2', description: 'Manhattan 150705 SuperSpeed USB to SATA Adapter' },
        { product_id: 'R-3', description: 'Belkin USB 2.0 4-Port Hub' },
        { product_id: 'R-4', description: 'StarTech eSATA to SATA Cable 1 m' },
      ],
    });
    const line = { description: 'manhattan 150705 superspeed usb to sata adapter' };
    const balanced = matchProducts(retail, { line_items: [line] }).matches[0];
    expect(balanced?.unmatched_flag).toBe(false);
    expect(['R-1', 'R-2']).toContain(balanced?.catalog_product_id);
    expect(balanced?.review_hints).toContain('ambiguous_alternatives_present');
    expect(balanced?.raw_score).toBeLessThan(0.8);
    expect(balanced?.alternatives.map((alternative) => alternative.catalog_product_id)).toEqual([
      balanced?.catalog_product_id === 'R-1' ? 'R-2' : 'R-1',
    ]);
    const strict = matchProducts(retail, { line_items: [line], match_strategy: 'strict' })
      .matches[0];
    expect(strict?.unmatched_flag).toBe(true);
    expect(strict?.unmatched_reason).toBe('ambiguous');
  });

  it('a match for another platform, a listing that is not new or a body for a kit goes to a person', () => {
    const retail = buildProductIndex({
      products: [
        { product_id: 'X360', description: 'Mad Catz Street Fighter IV FightStick for Xbox 360' },
        { product_id: 'REFURB', description: 'Bose QuietComfort 3 Headphones - Refurbished' },
        { product_id: 'BODY', description: 'Canon EOS 50D 15.1MP Digital SLR Camera (Body Only)' },
        { product_id: 'HUB', description: 'Belkin USB 2.0 4-Port Hub' },
      ],
    });
    const hintsOf = (description: string) => {
      const match = matchProducts(retail, { line_items: [{ description }] }).matches[0];
      return { product: match?.catalog_product_id, hints: match?.review_hints ?? [] };
    };
    for (const [description, product] of [
      ['Mad Catz Street Fighter IV Fight Stick For PS3 - 4727', 'X360'],
      ['Bose QuietComfort 3 Acoustic Noise Cancelling Headphones - QC3', 'REFURB'],
      ['Canon EOS 50D Digital SLR Camera Kit w/ 28-135mm IS Lens - 50DKIT', 'BODY'],
    ]) {
      // The only look-alike is the answer, for a person to confirm.
      expect(hintsOf(description ?? '')).toEqual({ product, hints: ['attribute_conflict'] });
    }
    expect(hintsOf('Mad Catz Street Fighter IV FightStick Xbox 360').hints).toEqual([]);
  });

  it('the same number with other letters is another model; a maker prefix or suffix more is not', () => {
    const retail = buildProductIndex({
      products: [
        { product_id: 'GS605', description: 'Netgear GS605 5-Port Gigabit Ethernet Switch' },
        { product_id: 'HD320', description: 'JVC GZ-HD320 Everio 60GB HDD Full HD Camcorder' },
        { product_id: 'SCU', description: 'Miele G2142SCU Futura Classic Dishwasher (Stainless)' },
      ],
    });
    const found = (description: string) => {
      const match = matchProducts(retail, { line_items: [{ description }] }).matches[0];
      return { product: match?.catalog_product_id, hints: match?.review_hints ?? [] };
    };
    expect(found('Netgear 5-Port 10/100 Fast Ethernet Switch - FS605NA')).toEqual({
      product: 'GS605',
      hints: ['attribute_conflict'],
    });
    expect(found('JVC Everio Full HD 60GB Camcorder - HD320')).toEqual({
      product: 'HD320',
      hints: [],
    });
    expect(found('Miele Futura Classic Dishwasher Stainless - G2142SCUSS')).toEqual({
      product: 'SCU',
      hints: [],
    });
  });

  it('another number of the series the line names is another model, whatever series word they share', () => {
    const retail = buildProductIndex({
      products: [
        { product_id: 'LT41', description: 'Panasonic ES-LT41-K Arc3 Wet/Dry Shaver' },
        {
          product_id: 'ACK',
          description: 'Canon ACK-DC30 AC Adapter Kit for PowerShot SD900, SD800IS, SD700IS',
        },
      ],
    });
    const found = (description: string) => {
      const match = matchProducts(retail, { line_items: [{ description }] }).matches[0];
      return { product: match?.catalog_product_id, hints: match?.review_hints ?? [] };
    };
    // 'Arc3' is a series word both carry; ESLT71S and ES-LT41-K are two models of the series.
    expect(found('Panasonic Arc3 Wet/Dry Shaver w/ Cleaning System - ESLT71S')).toEqual({
      product: 'LT41',
      hints: ['attribute_conflict'],
    });
    const lumix = buildProductIndex({
      products: [
        {
          product_id: 'FZ35',
          description: 'Panasonic DMC-FZ35K Lumix 12.1MP Digital Camera, Black',
        },
      ],
    });
    const lumixLine = 'Panasonic Lumix 12.1MP Digital Camera with GPS Black - DMCZS7K';
    // The maker's prefix alike, the series (ZS, FZ) not: another model.
    expect(
      matchProducts(lumix, { line_items: [{ description: lumixLine }] }).matches[0]?.review_hints,
    ).toEqual(['attribute_conflict']);
    // The review hints of a line against a one-product catalogue.
    const hintsAgainst = (title: string) => {
      const catalogue = buildProductIndex({ products: [{ product_id: 'P', description: title }] });
      return (description: string) =>
        matchProducts(catalogue, { line_items: [{ description }] }).matches[0]?.review_hints;
    };
    // Two letters alike, the series letters after them not, numbers of one shape: another model.
    const onkyoHints = hintsAgainst('Onkyo TX-NR906 THX Ultra2 Plus 7.2 Receiver');
    expect(onkyoHints('Onkyo 7.2-Channel THX Home Theater Receiver - TX-SR807')).toEqual([
      'attribute_conflict',
    ]);
    expect(onkyoHints('Onkyo 7.2-Channel THX Home Theater Receiver - TX-NR906')).toEqual([]);
    // A model number the title writes in pieces is its own too ('GFC 00019').
    const windowsHints = hintsAgainst('Microsoft Windows 7 Home Premium Upgrade GFC 00019');
    expect(windowsHints('Windows 7 Home Premium Upgrade Family Pack (GFC-00214)')).toEqual([
      'attribute_conflict',
    ]);
    expect(windowsHints('Windows 7 Home Premium Upgrade (GFC-00019)')).toEqual([]);
    // Both list the cameras the adapter fits: one model in common is enough.
    expect(found('Canon AC Adapter Kit for SD700IS SD800IS SD850IS - ACKDC30').hints).toEqual([]);
  });

  it('a line asks for the product it does not contradict; a count is no model number', () => {
    const retail = buildProductIndex({
      products: [
        { product_id: 'DC17', description: 'Dyson DC17 Animal Upright Vacuum' },
        { product_id: 'DC24', description: 'Dyson DC24 Animal Ball Upright Vacuum Cleaner' },
        {
          product_id: 'V100',
          description: 'Verbatim 97017 DataLifePlus 16x DVD-R Shiny Silver 100-Disc Spindle',
        },
      ],
    });
    const found = (description: string) => {
      const match = matchProducts(retail, { line_items: [{ description }] }).matches[0];
      return { product: match?.catalog_product_id, hints: match?.review_hints ?? [] };
    };
    // DC24 shares more words; the line's DC17ANIMAL says it is not a DC24.
    expect(found('Dyson Animal Upright Vacuum Cleaner - DC17ANIMAL').product).toBe('DC17');
    expect(found('Verbatim DataLifePlus 16x DVD-R Shiny Silver 100-Pack Spindle').hints).toEqual(
      [],
    );
  });

  it('strict flags more than permissive', () => {
    const description = 'Sechskantschraube M8 verzinkt';
    const strict = matchOne({ description }, { match_strategy: 'strict' }).match;
    expect(strict.unmatched_flag).toBe(true);
    expect(strict.unmatched_reason).toBe('ambiguous');
  });
});

describe('branch override path and scoping', () => {
  it('uses the branch-local override when nothing stronger fires', () => {
    const { match } = matchOne({ description: 'die blaue Kiste bitte' }, { branch_id: 'BR-NORTH' });
    expect(match.catalog_product_id).toBe('P-SPECIAL');
    expect(match.match_path).toBe('branch_override');
  });

  it('hides products of other branches and countries', () => {
    const north = matchOne(
      { description: 'Trennscheibe 125x1,0x22,23 inox' },
      { branch_id: 'BR-NORTH' },
    );
    expect(north.match.catalog_product_id).toBe('P-DISC-125');
    const south = matchOne(
      { description: 'Trennscheibe 125x1,0x22,23 inox' },
      { branch_id: 'BR-SOUTH' },
    );
    expect(south.match.catalog_product_id).not.toBe('P-DISC-125');
    const france = matchOne(
      { description: 'Schraubensicherung mittelfest 50 ml' },
      { country: 'FR' },
    );
    expect(france.match.catalog_product_id).not.toBe('P-GLUE-BLUE');
    const germany = matchOne(
      { description: 'Schraubensicherung mittelfest 50 ml' },
      { country: 'de' },
    );
    expect(germany.match.catalog_product_id).toBe('P-GLUE-BLUE');
  });
});

describe('successor and unit conversion', () => {
  it('returns the successor of a discontinued SKU with rationale', () => {
    const { match } = matchOne({
      description: 'Kugellager',
      manufacturer: 'SKF',
      mpn: '6204-2RS1',
    });
    expect(match.catalog_product_id).toBe('P-BRG-6204-NEW');
    expect(match.review_hints).toContain('successor_substituted');
    expect(match.match_rationale).toMatch(/successor/);
  });

  it('a successor loop in the master data ends at the last product before it closes', () => {
    // A → B → C → D → A: every discontinued, each replaced by the next.
    const loop = ['A', 'B', 'C', 'D'];
    const looped = buildProductIndex({
      products: loop.map((name, i) => ({
        product_id: `P-${name}`,
        description: `Flachdichtung DN${50 + i * 5} Typ ${name}`,
        manufacturer: 'Dichtwerk',
        mpn: `DW-${name}-100`,
        status: 'discontinued',
        successor_product_id: `P-${loop[(i + 1) % loop.length]}`,
      })),
    });
    const answers = loop.map(
      (name) =>
        matchProducts(looped, {
          line_items: [
            { description: 'Dichtung', manufacturer: 'Dichtwerk', mpn: `DW-${name}-100` },
          ],
        }).matches[0]?.catalog_product_id,
    );
    expect(answers).toEqual(['P-D', 'P-A', 'P-B', 'P-C']);
  });

  it('semantic candidates of a discontinued SKU and its successor do not count as ambiguous', () => {
    const { match } = matchOne({ description: 'Rillenkugellager 6204 2RS' });
    expect(match.catalog_product_id).toBe('P-BRG-6204-NEW');
    expect(match.unmatched_flag).toBe(false);
  });

  it('converts pieces to boxes of 100', () => {
    const { match } = matchOne({
      description: 'Unterlegscheibe 8,4 verzinkt ISO 7089',
      quantity: 250,
      unit: 'Stück',
    });
    expect(match.catalog_product_id).toBe('P-WASHER-8');
    expect(match.unit_conversion_required).toBe(true);
    expect(match.proposed_conversion).toEqual({
      from_unit: 'Stück',
      to_unit: 'box',
      factor: 0.01,
      catalog_quantity: 3,
    });
  });

  it('converts metres to rolls of 100 m', () => {
    const { match } = matchOne({ description: 'Druckluftschlauch 8 mm', quantity: 300, unit: 'm' });
    expect(match.catalog_product_id).toBe('P-HOSE-ROLL');
    expect(match.proposed_conversion).toEqual({
      from_unit: 'm',
      to_unit: 'roll',
      factor: 0.01,
      catalog_quantity: 3,
    });
  });

  it('converts a box of 50 against a per-piece catalogue', () => {
    const { match } = matchOne({
      description: 'Sechskantmutter M8 verzinkt, Karton à 50',
      quantity: 2,
      unit: 'Karton',
    });
    expect(match.catalog_product_id).toBe('P-NUT-M8');
    expect(match.proposed_conversion).toEqual({
      from_unit: 'Karton',
      to_unit: 'pcs',
      factor: 50,
      catalog_quantity: 100,
    });
  });
});

describe('bad input', () => {
  it('every item is unmatched with no_catalog for an empty catalogue', () => {
    const empty = buildProductIndex({ products: [] });
    const result = matchProducts(empty, {
      line_items: [{ description: 'Sechskantschraube M8x30' }, { description: '' }],
    });
    expect(result.matches.map((match) => match.unmatched_reason)).toEqual([
      'no_catalog',
      'no_catalog',
    ]);
    expect(result.unmatched).toHaveLength(2);
  });

  it('an item without description does not throw', () => {
    const result = matchProducts(index, { line_items: [{ description: '' }, {} as LineItemInput] });
    expect(result.matches.every((match) => match.unmatched_flag)).toBe(true);
  });
});
