import { describe, expect, it } from 'vitest';
import { extractQuote } from '#domain/extract/index';
import { type ParseContext, parseItemLine } from '#domain/extract/items';

const reference = new Date('2026-03-30T08:00:00Z');

function context(language: string, style: ParseContext['style'] = 'comma'): ParseContext {
  return { language, style, reference, defaultUnit: 'pcs' };
}

/** A line's items read with its language's decimal point: English writes '1.5', the others '1,5'. */
function itemsInLanguage(line: string, language: string) {
  return parseItemLine(line, context(language, language === 'en' ? 'point' : 'comma'));
}

function read(line: string, language: string, style: ParseContext['style'] = 'comma') {
  return parseItemLine(line, context(language, style)).map((item) => ({
    description: item.description,
    quantity: item.quantity,
    unit: item.unit,
    ambiguous: item.ambiguous,
  }));
}

/** Count, unit, ambiguity and the other readings ('2 l') of each item of a line. */
function readings(line: string, language: string) {
  return parseItemLine(line, context(language)).map((item) => [
    item.quantity,
    item.unit,
    item.ambiguous,
    (item.alternatives ?? []).map((reading) => `${reading.quantity} ${reading.unit}`),
  ]);
}

/** Description, count and unit of each item of a line. */
function described(line: string, language: string) {
  return parseItemLine(line, context(language)).map((item) => [
    item.description,
    item.quantity,
    item.unit,
  ]);
}

describe('several items in one sentence', () => {
  it('reads a quantity grouped in thousands with decimals as one number, in either convention', () => {
    expect(
      read(
        'Wir brauchen 2.000 Federringe DIN 127 B10, 1.250,5 m Kabel NYM-J 3x1,5 und 7,5 kg Draht',
        'de',
      ),
    ).toEqual([
      { description: 'Federringe DIN 127 B10', quantity: 2000, unit: 'pcs', ambiguous: false },
      { description: 'Kabel NYM-J 3x1,5', quantity: 1250.5, unit: 'm', ambiguous: false },
      { description: 'Draht', quantity: 7.5, unit: 'kg', ambiguous: false },
    ]);
    expect(
      read('Please quote 1,250.5 m cable H07RN-F and 4 reels', 'en', 'point')[0],
    ).toMatchObject({
      quantity: 1250.5,
      unit: 'm',
    });
  });

  it("reads a mail's separators off its own measured quantities, whatever its language", () => {
    const quantities = (body: string) =>
      extractQuote({ body, received_at: '2026-03-30T08:00:00Z' }).line_items?.map((item) => [
        item.quantity,
        item.unit,
      ]);
    // English written with continental separators: "2,5 kg" says the dot groups thousands.
    expect(
      quantities(
        'Dear Sir,\n\nplease quote 1.250 m control cable 3G1,5 and 2,5 kg grease LGEP 2.\n\nRegards',
      ),
    ).toEqual([
      [1250, 'm'],
      [2.5, 'kg'],
    ]);
    expect(
      quantities(
        'Dear Sir,\n\nplease quote 1.250 m control cable and 2.5 kg grease LGEP 2.\n\nRegards',
      ),
    ).toEqual([
      [1.25, 'm'],
      [2.5, 'kg'],
    ]);
  });

  it('counts boxes named for what they do as pieces, boxes of contents as boxes', () => {
    expect(
      read(
        'Merci de nous faire une offre pour 10 boîtes de jonction Klippon K31, 10 boîtes de vis M6 et 4 cajas de derivación IP65',
        'fr',
      ).map((item) => [item.quantity, item.unit, item.description]),
    ).toEqual([
      [10, 'pcs', 'boîtes de jonction Klippon K31'],
      [10, 'box', 'boîtes de vis M6'],
      [4, 'pcs', 'cajas de derivación IP65'],
    ]);
  });

  it('reads counts after wishes and request verbs in every language, without the closing verb', () => {
    const cases: Array<[string, string, string]> = [
      ['de', 'Wir hätten gerne 10 Sechskantschrauben M8x30', 'Sechskantschrauben M8x30'],
      ['de', 'Wir möchten 10 Sechskantschrauben M8x30 bestellen', 'Sechskantschrauben M8x30'],
      ['nl', 'Wij zouden 10 bouten M8x30 willen bestellen', 'bouten M8x30'],
      ['es', 'Quisiéramos 10 tornillos M8x30', 'tornillos M8x30'],
      ['it', 'Vorremmo 10 viti M8x30', 'viti M8x30'],
      ['en', 'We would like to order 10 hex bolts M8x30', 'hex bolts M8x30'],
    ];
    for (const [language, line, description] of cases)
      expect(read(line, language, language === 'en' ? 'point' : 'comma')).toEqual([
        { description, quantity: 10, unit: 'pcs', ambiguous: false },
      ]);
    // "order" before a number is still the order's number when nothing makes it a verb.
    expect(read('Reference order 4711 for bolts', 'en', 'point')).toEqual([]);
    // A wish counts only a part named by its code.
    expect(read('Wir möchten 2 Punkte klären.', 'de')).toEqual([]);
    expect(read('We would like to order 2 more times this year.', 'en', 'point')).toEqual([]);
  });

  it('reads a pair or a box named with an article or a number word', () => {
    const cases: Array<[string, string, number, string, string]> = [
      ['en', 'We need one pair of safety boots size 43', 1, 'pair', 'safety boots size 43'],
      ['en', 'Please quote a pair of safety boots size 43', 1, 'pair', 'safety boots size 43'],
      [
        'de',
        'Wir brauchen ein Paar Sicherheitsschuhe Größe 43',
        1,
        'pair',
        'Sicherheitsschuhe Größe 43',
      ],
      ['fr', 'Il nous faut une paire de gants taille 9', 1, 'pair', 'gants taille 9'],
    ];
    for (const [language, line, quantity, unit, description] of cases)
      expect(read(line, language)).toEqual([{ description, quantity, unit, ambiguous: false }]);
    // "ein paar" in lower case is a few, no count.
    expect(read('Wir brauchen ein paar Schrauben M8', 'de')).toEqual([]);
    // Nothing named by a size or a code: no item.
    expect(read('We have a set of questions about your offer.', 'en', 'point')).toEqual([]);
    expect(read('We need a pair of hands on site.', 'en', 'point')).toEqual([]);
  });

  it('counts dozens as twelve each, except Dutch "dozen", which are boxes', () => {
    expect(read('2 dozen safety gloves size 9', 'en', 'point')).toEqual([
      { description: 'safety gloves size 9', quantity: 24, unit: 'pcs', ambiguous: false },
    ]);
    expect(read('Il nous faut 3 douzaines de gants taille 9', 'fr')[0]?.quantity).toBe(36);
    expect(read('Wij hebben 5 dozen handschoenen nodig', 'nl')).toEqual([
      { description: 'dozen handschoenen', quantity: 5, unit: 'box', ambiguous: false },
    ]);
  });

  it('reads a labelled quantity before or after its item, without the label', () => {
    for (const line of [
      'Need qty 12 of bearings 6205-2RS',
      'Quantity 12 bearings 6205-2RS',
      'bearings 6205-2RS qty 12',
      'bearings 6205-2RS, qty: 12',
    ])
      expect(read(line, 'en', 'point')).toEqual([
        { description: 'bearings 6205-2RS', quantity: 12, unit: 'pcs', ambiguous: false },
      ]);
    expect(read('Menge 12 Kugellager 6205', 'de')).toEqual([
      { description: 'Kugellager 6205', quantity: 12, unit: 'pcs', ambiguous: false },
    ]);
  });

  it("keeps a type number before a Dutch request's closing verb in the description", () => {
    expect(read('Kunnen jullie 20 lagers 6205 leveren?', 'nl')).toEqual([
      { description: 'lagers 6205', quantity: 20, unit: 'pcs', ambiguous: false },
    ]);
  });

  it('reads an em dash or an arrow between an item and its quantity as a separator', () => {
    expect(read('Bearing 22220 E/C3 — 4 off', 'en', 'point')).toEqual([
      { description: 'Bearing 22220 E/C3', quantity: 4, unit: 'pcs', ambiguous: false },
    ]);
    expect(read('cuscinetti 6205 2RS -> 20 pz', 'it')).toEqual([
      { description: 'cuscinetti 6205 2RS', quantity: 20, unit: 'pcs', ambiguous: false },
    ]);
    expect(read('• Roulement SKF 6205-2RS1 — quantité : 20', 'fr')).toEqual([
      { description: 'Roulement SKF 6205-2RS1', quantity: 20, unit: 'pcs', ambiguous: false },
    ]);
  });

  it('leaves a deadline named by a weekday or "tomorrow" out of the description', () => {
    expect(read('Please deliver 10 hex bolts M8x30 by Friday', 'en', 'point')[0]?.description).toBe(
      'hex bolts M8x30',
    );
    expect(read('Ci servono 10 viti M8x30 entro domani', 'it')[0]?.description).toBe('viti M8x30');
  });

  it('reads no item from a date, and the quantity after a size', () => {
    expect(read('Deadline: 30 April', 'en', 'point')).toEqual([]);
    expect(read('Liefertermin: 15 Mai', 'de')).toEqual([]);
    expect(read('Gloves size 9 - 12 pairs', 'en', 'point')).toEqual([
      { description: 'Gloves size 9', quantity: 12, unit: 'pair', ambiguous: false },
    ]);
  });

  it("reads the Italian 'n.' after a list bullet, and no item from an ATEX marking", () => {
    expect(read('• n. 4 cilindri Festo DSBC-40-160-PPVA-N3', 'it')).toEqual([
      {
        description: 'cilindri Festo DSBC-40-160-PPVA-N3',
        quantity: 4,
        unit: 'pcs',
        ambiguous: false,
      },
    ]);
    expect(read('Indicare le eventuali versioni certificate ATEX II 3G.', 'it')).toEqual([]);
  });

  it('reads reels as rolls and a German size abbreviation as a variant of the item before', () => {
    expect(read('Necesitamos 2 bobinas de 100 m de cable', 'es')[0]).toMatchObject({
      quantity: 2,
      unit: 'roll',
    });
    expect(
      read('Wir benötigen 20 Paar Handschuhe Gr. 9 und 10 Paar in Gr. 10', 'de').map(
        (item) => item.description,
      ),
    ).toEqual(['Handschuhe Gr. 9', 'Handschuhe in Gr. 10']);
  });

  it('splits at joiners and commas before a new quantity', () => {
    expect(
      read('Please quote 40 pcs SKF 6205-2RS and 20 m cable H07RN-F 3G2.5', 'en', 'point'),
    ).toEqual([
      { description: 'SKF 6205-2RS', quantity: 40, unit: 'pcs', ambiguous: false },
      { description: 'cable H07RN-F 3G2.5', quantity: 20, unit: 'm', ambiguous: false },
    ]);
    const german = read(
      'Brauche dringend 2 Stk. Festo DSBC-63-160-PPVA-N3, 4 Drosselrückschlagventile GRLA-1/4-QS-8-D sowie 2 Magnetventile VUVG-L14 und 50 m PUN-H-8X1,25-BL.',
      'de',
    );
    expect(german.map((item) => [item.quantity, item.unit])).toEqual([
      [2, 'pcs'],
      [4, 'pcs'],
      [2, 'pcs'],
      [50, 'm'],
    ]);
    expect(german[1]?.description).toBe('Drosselrückschlagventile GRLA-1/4-QS-8-D');
  });

  it('reads quantities after the description, in brackets and after a semicolon', () => {
    expect(
      read(
        'Graag offerte voor: NSK 6308VV, 12 stuks; NSK 22220EAE4, 2 stuks; en FAG NU210-E-XL-TVP2, 4 stuks.',
        'nl',
      ).map((item) => [item.description, item.quantity]),
    ).toEqual([
      ['NSK 6308VV', 12],
      ['NSK 22220EAE4', 2],
      ['FAG NU210-E-XL-TVP2', 4],
    ]);
    expect(read('as well as 3M 1271 corded earplugs (4 boxes)', 'en', 'point')).toEqual([
      {
        description: '3M 1271 corded earplugs (boxes)',
        quantity: 4,
        unit: 'box',
        ambiguous: false,
      },
    ]);
  });

  it('gives a second size the product of the first', () => {
    expect(
      read('Ansell HyFlex 11-840 in Größe 9, 120 Paar, und 60 Paar in Größe 10.', 'de').map(
        (item) => [item.description, item.quantity, item.unit],
      ),
    ).toEqual([
      ['Ansell HyFlex 11-840 in Größe 9', 120, 'pair'],
      ['Ansell HyFlex 11-840 in Größe 10', 60, 'pair'],
    ]);
  });

  it('reads "N x PART" as pieces of the part, and "N x measure" as ambiguous', () => {
    expect(read('Please quote 8 x 1896-S, 9 x 1900-S and 5 x AMPLAMP', 'en', 'point')).toEqual([
      { description: '1896-S', quantity: 8, unit: 'pcs', ambiguous: false },
      { description: '1900-S', quantity: 9, unit: 'pcs', ambiguous: false },
      { description: 'AMPLAMP', quantity: 5, unit: 'pcs', ambiguous: false },
    ]);
    const [hose] = parseItemLine('Parker 301SN-8 hydraulic hose, 2 x 50 m', context('en', 'point'));
    expect(hose).toMatchObject({ quantity: 100, unit: 'm', ambiguous: true });
    expect(hose?.alternatives).toContainEqual({ quantity: 2, unit: 'roll' });
  });

  it('reads a set or container word after "Nx" as the unit, keeping it in the description', () => {
    expect(read('1x kit cuscinetti ruota posteriore Husqvarna', 'it')).toEqual([
      {
        description: 'kit cuscinetti ruota posteriore Husqvarna',
        quantity: 1,
        unit: 'set',
        ambiguous: false,
      },
    ]);
    expect(read('3 x Rolle Klebeband 50 mm', 'de')).toMatchObject([{ quantity: 3, unit: 'roll' }]);
    // A measure after the sign is part of the name.
    expect(read('2x m8 Schrauben', 'de')).toMatchObject([{ quantity: 2, unit: 'pcs' }]);
  });

  it('reads a measure opening the line as the size of each when a count follows the colon', () => {
    expect(read('– 0,75 l de dégrippant (aérosol) : 24 unités', 'fr')).toEqual([
      {
        description: '0,75 l de dégrippant (aérosol)',
        quantity: 24,
        unit: 'pcs',
        ambiguous: false,
      },
    ]);
  });

  it('reads "x N" after a series code and its type number as a count, not a size', () => {
    expect(read('Deksel DRL 200 x 20', 'nl')).toEqual([
      { description: 'Deksel DRL 200', quantity: 20, unit: 'pcs', ambiguous: false },
    ]);
    expect(read('Koppelstuk KRV 60 x 40', 'nl')).toMatchObject([{ quantity: 40, unit: 'pcs' }]);
    // Sizes stay sizes.
    for (const line of ['Schroef M8 x 20', 'Buis DN 50 x 2', 'Profiel 40 x 40']) {
      expect(read(line, 'nl')).toEqual([]);
    }
  });

  it('counts the container named with its contents in the brackets before a bare count', () => {
    expect(read('Montageset M6x12 (doos 100) x 2', 'nl')).toEqual([
      { description: 'Montageset M6x12 (doos 100)', quantity: 2, unit: 'box', ambiguous: false },
    ]);
  });

  it('reads a container measure after a comma as the size of the item before', () => {
    expect(read('12,5 kg Copper grease, 500 g tins', 'en')).toEqual([
      { description: 'Copper grease, 500 g tins', quantity: 12.5, unit: 'kg', ambiguous: false },
    ]);
    // A measure of a product is one more item.
    expect(read('10 m hose, 5 kg grease', 'en')).toMatchObject([
      { quantity: 10, unit: 'm' },
      { description: 'grease', quantity: 5, unit: 'kg' },
    ]);
  });

  it('keeps pack sizes, dimensions and identifiers out of the quantities', () => {
    expect(
      read(
        "plus 6 bidons de 5 l d'huile de coupe Mobilcut 102 et l'activateur Loctite SF 7649, 4 pièces",
        'fr',
      ).map((item) => [item.quantity, item.unit]),
    ).toEqual([
      [6, 'pcs'],
      [4, 'pcs'],
    ]);
    expect(read('wir haben Maschinenstillstand an der Presse 4!', 'de')).toEqual([]);
    expect(read('Line 3 filler is down – gearbox side bearing collapsed.', 'en', 'point')).toEqual(
      [],
    );
  });
});

describe('ambiguous quantities', () => {
  it('flags a count whose line asks whether a container would do instead', () => {
    const [tape] = parseItemLine(
      '- Floor marking tape 50 mm yellow (104311), 6 rolls - or is it cheaper by the box of 12?',
      context('en', 'point'),
    );
    expect(tape).toMatchObject({ quantity: 6, unit: 'roll', ambiguous: true });
    expect(tape?.alternatives).toContainEqual({ quantity: 1, unit: 'box' });
    const [tube] = parseItemLine(
      '- Tubo corrugado M25 gris, 3 rollos de 50 m o lo que venga en bobina de 150',
      context('es'),
    );
    expect(tube).toMatchObject({ quantity: 3, unit: 'roll', ambiguous: true });
    // A container after punctuation is no alternative.
    expect(read('6 rolls of tape 50 mm or similar, delivered by the box', 'en')).toMatchObject([
      { quantity: 6, unit: 'roll', ambiguous: false },
    ]);
  });

  it('lists the other readings', () => {
    const cases: Array<
      [string, string, number | null, string, { quantity: number | null; unit: string }]
    > = [
      [
        'Parker 1CA48-8-8 crimp fittings – box of 100?',
        'en',
        1,
        'box',
        { quantity: 100, unit: 'pcs' },
      ],
      [
        'Festo PUN-H-6X1-BL Schlauch, 10 Rollen oder 100 m, je nachdem',
        'de',
        10,
        'roll',
        { quantity: 100, unit: 'm' },
      ],
      [
        'Lapp UNITRONIC LiYCY 2x0,5 (0034302): 5 rollen of 250 m, wat voordeliger is',
        'nl',
        5,
        'roll',
        { quantity: 250, unit: 'm' },
      ],
      [
        'kabelbinders HellermannTyton T50R naturel, 2 dozen (doos van 500?)',
        'nl',
        2,
        'box',
        { quantity: 1000, unit: 'pcs' },
      ],
      [
        'guanti Ansell TouchNTuff 92-600 taglia 8, qualche scatola (direi 4, massimo 5);',
        'it',
        4,
        'box',
        { quantity: 5, unit: 'box' },
      ],
      [
        'Gates PowerGrip 8MGT-1120-20 belts, ca. 20–25 (depends how many are cracked)',
        'en',
        20,
        'pcs',
        { quantity: 25, unit: 'pcs' },
      ],
    ];
    for (const [line, language, quantity, unit, alternative] of cases) {
      const [item] = parseItemLine(line, context(language));
      expect(item, line).toMatchObject({ quantity, unit, ambiguous: true });
      expect(item?.alternatives, line).toContainEqual(alternative);
    }
  });
});

describe('signature figures', () => {
  it('never reads sites, employees or years as items', () => {
    for (const line of [
      '12 Standorte weltweit · 2.300 Mitarbeitende',
      'Part of the Ashcombe Group – 5 sites, 420 employees, since 1974',
      '3 sedi produttive – 140 dipendenti – certificazione ISO 9001:2015 n. 12345-A',
      'Bitte an unser Lager Nord liefern: Carl-Zeiss-Ring 65, 28871 Bremen',
    ]) {
      expect(read(line, 'de'), line).toEqual([]);
    }
  });
});

describe('deadlines', () => {
  it('returns a stated deadline that has passed, with a review hint', () => {
    const body = 'Bitte 4 Stück SKF 6205-2RS anbieten.\nLieferung spätestens 17.04.2026.';
    const late = extractQuote({ body }, { now: new Date('2026-11-25T00:00:00Z') });
    expect(late.delivery_requirements?.requested_by).toBe('2026-04-17');
    expect(late.review_hints.map((hint) => hint.code)).toContain('deadline_in_past');
    const onTime = extractQuote({ body, received_at: '2026-03-30T08:00:00Z' });
    expect(onTime.delivery_requirements?.requested_by).toBe('2026-04-17');
    expect(onTime.review_hints.map((hint) => hint.code)).not.toContain('deadline_in_past');
  });
});

describe('quoted replies', () => {
  it('reads no item from the quoted history', () => {
    const body = [
      'Hi Chris,',
      '',
      'Need 2 of the SMC CQ2B32-25DZ compact cylinders and 1 SMC SY5120-5DZ-01 valve.',
      '',
      'Paul',
      '',
      'Op 20 mrt 2026 om 10:14 schreef Marloes Dijkstra <inkoop@example.nl>:',
      '> Kunt u mij een prijs geven voor 30 stuks SKF 6210-2Z en 8 stuks SKF 22216 E?',
    ].join('\n');
    const items = extractQuote({ body, received_at: '2026-03-30T08:00:00Z' }).line_items ?? [];
    expect(items.map((item) => [item.quantity, item.description])).toEqual([
      [2, 'SMC CQ2B32-25DZ compact cylinders'],
      [1, 'SMC SY5120-5DZ-01 valve'],
    ]);
  });
});

describe('sizes and round numbers', () => {
  it('keeps a length said to be long as a size of the item, or the quantity at the line end', () => {
    expect(read('6 hydraulic hoses 1/2" 2SN, 1.5 m long, with fittings', 'en', 'point')).toEqual([
      {
        description: 'hydraulic hoses 1/2" 2SN, 1.5 m long, with fittings',
        quantity: 6,
        unit: 'pcs',
        ambiguous: false,
      },
    ]);
    expect(read('10 Patchkabel, 2 m lang', 'de')).toEqual([
      { description: 'Patchkabel, 2 m lang', quantity: 10, unit: 'pcs', ambiguous: false },
    ]);
    expect(read('Kabel NYM-J 3x1,5, 100 m lang', 'de')).toEqual([
      { description: 'Kabel NYM-J 3x1,5', quantity: 100, unit: 'm', ambiguous: false },
    ]);
  });

  it('reads a noun of a round number as about that many', () => {
    expect(read('il nous faudrait une vingtaine de colliers de serrage 40-60 mm', 'fr')).toEqual([
      { description: 'colliers de serrage 40-60 mm', quantity: 20, unit: 'pcs', ambiguous: true },
    ]);
    expect(read('Vorremmo una ventina di cuscinetti 6205', 'it')).toEqual([
      { description: 'cuscinetti 6205', quantity: 20, unit: 'pcs', ambiguous: true },
    ]);
    expect(read("une dizaine d'écrous M10", 'fr')).toEqual([
      { description: 'écrous M10', quantity: 10, unit: 'pcs', ambiguous: true },
    ]);
    expect(read('nous avons une centaine de clients', 'fr')).toEqual([]);
    expect(read('wir haben 100 Kunden', 'de')).toEqual([]);
  });

  it("reads 'nos' as pieces and leaves a multiplication sign out of the description", () => {
    expect(read('Gate valve DN50 PN16 - 4 nos', 'en', 'point')).toEqual([
      { description: 'Gate valve DN50 PN16', quantity: 4, unit: 'pcs', ambiguous: false },
    ]);
    expect(read('Hex nut M8 x 200 pcs', 'en', 'point')).toEqual([
      { description: 'Hex nut M8', quantity: 200, unit: 'pcs', ambiguous: false },
    ]);
    expect(read('Supply 10 customer labels', 'en', 'point')).toEqual([
      { description: 'customer labels', quantity: 10, unit: 'pcs', ambiguous: false },
    ]);
  });
});

describe('lists and ranges', () => {
  it('reads a whole number after a colon that closes a part named by its code', () => {
    expect(read('Bearings 6205 ZZ: 50', 'en', 'point')).toEqual([
      { description: 'Bearings 6205 ZZ', quantity: 50, unit: 'pcs', ambiguous: false },
    ]);
    expect(read('V-belts SPZ 1000: 10', 'en', 'point')).toEqual([
      { description: 'V-belts SPZ 1000', quantity: 10, unit: 'pcs', ambiguous: false },
    ]);
    expect(read('Cable tie 200 x 4.8 mm, black, UV resistant — 2,000', 'en', 'point')).toEqual([
      {
        description: 'Cable tie 200 x 4.8 mm, black, UV resistant',
        quantity: 2000,
        unit: 'pcs',
        ambiguous: false,
      },
    ]);
    expect(read('Heat shrink tube 6.4 mm, 1.2 m lengths — 50', 'en', 'point')).toEqual([
      {
        description: 'Heat shrink tube 6.4 mm, 1.2 m lengths',
        quantity: 50,
        unit: 'pcs',
        ambiguous: false,
      },
    ]);
    // A dash between numbers written together is a range; an order's number is no size.
    expect(read('scarpe antinfortunistiche S3 SRC basse, numeri 36–47', 'it')).toEqual([]);
    expect(read('Order 2024 - 3', 'en', 'point')).toEqual([]);
    expect(read('Order no: 4711', 'en', 'point')).toEqual([]);
    expect(read('certificazione ISO 9001:2015 n. 12345-A', 'it')).toEqual([]);
  });

  it("reads 'between 500 and 1000' as a range", () => {
    expect(
      parseItemLine('zwischen 500 und 1000 Stück Kabelschuhe 16mm²', context('de')).map((item) => [
        item.quantity,
        item.description,
        item.ambiguous,
        item.alternatives,
      ]),
    ).toEqual([[500, 'Kabelschuhe 16mm²', true, [{ quantity: 1000, unit: 'pcs' }]]]);
  });

  it('reads a German line that starts with "für" as prose, not as a fax number', () => {
    expect(
      read(
        'für unsere Linie 3 benötigen wir dringend 2 Stück Drehgeber Typ ROD 426 5000 Striche.',
        'de',
      ),
    ).toEqual([
      {
        description: 'Drehgeber Typ ROD 426 5000 Striche',
        quantity: 2,
        unit: 'pcs',
        ambiguous: false,
      },
    ]);
    expect(read('3 cartoni da 12 bombolette di sbloccante', 'it')[0]).toMatchObject({
      quantity: 3,
      unit: 'box',
    });
  });
});

describe('ratings and abbreviations', () => {
  it('reads a rate as a rating of the item, and a unit abbreviation opening the line with its stop', () => {
    expect(read('1) 2 nos. Centrifugal pump 5.5 kW, 50 m3/h @ 30 m head', 'en', 'point')).toEqual([
      {
        description: 'Centrifugal pump 5.5 kW, 50 m3/h @ 30 m head',
        quantity: 2,
        unit: 'pcs',
        ambiguous: false,
      },
    ]);
    expect(read('4 ud. Motor trifásico 4 kW 1500 rpm B3', 'es')).toEqual([
      {
        description: 'Motor trifásico 4 kW 1500 rpm B3',
        quantity: 4,
        unit: 'pcs',
        ambiguous: false,
      },
    ]);
  });
});

describe('counts and sizes in one item', () => {
  it("reads a number after a number sign as the count ('…: n° 40', '- n. 40 pz')", () => {
    for (const line of [
      'raccordi a pressare 20 diritti: n° 40',
      'raccordi a pressare 20 diritti - n. 40 pz',
      'n° 40 raccordi a pressare 20 diritti',
    ]) {
      expect(read(line, 'it')).toEqual([
        {
          description: 'raccordi a pressare 20 diritti',
          quantity: 40,
          unit: 'pcs',
          ambiguous: false,
        },
      ]);
    }
    expect(read('ordine n° 4711', 'it')).toEqual([]);
  });

  it('reads a bare number inside the words of an item as its size, not a new item', () => {
    expect(
      read('1 îlot de distribution 8 postes, 5/2 monostable, connexion IO-Link', 'fr'),
    ).toEqual([
      {
        description: 'îlot de distribution 8 postes, 5/2 monostable, connexion IO-Link',
        quantity: 1,
        unit: 'pcs',
        ambiguous: false,
      },
    ]);
    expect(read('Merci de nous coter 20 relais et 10 contacteurs', 'fr')).toHaveLength(2);
  });
});

describe('labelled counts and part suffixes', () => {
  it('reads a labelled count before a dash and the item after it, a part suffix kept', () => {
    expect(read('Qty 12 – Proximity sensor M18 PNP NO, 8 mm, cable 2 m', 'en', 'point')).toEqual([
      {
        description: 'Proximity sensor M18 PNP NO, 8 mm, cable 2 m',
        quantity: 12,
        unit: 'pcs',
        ambiguous: false,
      },
    ]);
    expect(read('Qty 6 – Photoelectric sensor, reflex, 4 m range', 'en', 'point')).toEqual([
      {
        description: 'Photoelectric sensor, reflex, 4 m range',
        quantity: 6,
        unit: 'pcs',
        ambiguous: false,
      },
    ]);
    expect(read('Menge: 5 - SKF 22220 E', 'de')).toEqual([
      { description: 'SKF 22220 E', quantity: 5, unit: 'pcs', ambiguous: false },
    ]);
    expect(read('10 viti M8 e', 'it')[0]?.description).toBe('viti M8');
  });
});

describe('containers, packs and deliveries', () => {
  it('names the container once when the product comes from the item before', () => {
    expect(read('3 boxes of nitrile gloves size 8 and 2 boxes size 9', 'en', 'point')).toEqual([
      { description: 'boxes of nitrile gloves size 8', quantity: 3, unit: 'box', ambiguous: false },
      { description: 'boxes of nitrile gloves size 9', quantity: 2, unit: 'box', ambiguous: false },
    ]);
    expect(
      read('3 cartons de gants nitrile taille 8 et de 2 cartons taille 9', 'fr')[0]?.description,
    ).toBe('cartons de gants nitrile taille 8');
  });

  it('reads a measure written onto its number after a times sign as the content of each', () => {
    expect(read('a pallet of Rocol AntiSpatter (12 x 300ml)', 'en', 'point')).toEqual([
      {
        description: 'pallet of Rocol AntiSpatter (12 x 300ml)',
        quantity: 1,
        unit: 'pallet',
        ambiguous: false,
      },
    ]);
    // Three canisters of 5 l, or 15 l in all.
    const canisters = parseItemLine('3 x 5l Kanister Hydrauliköl HLP 46', context('de'))[0];
    expect(canisters).toMatchObject({ quantity: 3, unit: 'pcs', ambiguous: true });
    expect(canisters?.alternatives).toEqual([{ quantity: 15, unit: 'l' }]);
  });

  it('leaves a delivery week after the item out of its description', () => {
    expect(read('10 Kugellager 6205, Lieferung KW 12', 'de')).toEqual([
      { description: 'Kugellager 6205', quantity: 10, unit: 'pcs', ambiguous: false },
    ]);
  });
});

describe('brackets, labels and joiners', () => {
  it('reads a labelled or bracketed quantity after the item', () => {
    for (const line of [
      'Bearing 6205-2RS (qty 4)',
      'Bearing 6205-2RS [4 pcs]',
      'Bearing 6205-2RS ... 4 pcs',
    ]) {
      expect(read(line, 'en', 'point')).toEqual([
        { description: 'Bearing 6205-2RS', quantity: 4, unit: 'pcs', ambiguous: false },
      ]);
    }
  });

  it('reads a number written twice, in figures and in words, once', () => {
    expect(read('Please supply ten (10) bearings 6205-2RS', 'en', 'point')).toEqual([
      { description: 'bearings 6205-2RS', quantity: 10, unit: 'pcs', ambiguous: false },
    ]);
    expect(read('10 (ten) pieces of bearing 6205', 'en', 'point')[0]?.description).toBe(
      'bearing 6205',
    );
  });

  it('reads a plus between counts in units as a joiner, and only there', () => {
    expect(read('4 Stk Kugellager 6205 + 4 Stk 6206', 'de')).toEqual([
      { description: 'Kugellager 6205', quantity: 4, unit: 'pcs', ambiguous: false },
      { description: '6206', quantity: 4, unit: 'pcs', ambiguous: false },
    ]);
    expect(read('Contract period: 2 years, optional 1 + 1 extension', 'en', 'point')).toEqual([]);
  });
});

describe('bounds and rough counts', () => {
  it('flags a bound or a rough count as ambiguous', () => {
    for (const [line, language] of [
      ['at least 100 pcs cable ties 300x4.8', 'en'],
      ['200 or so cable ties 300x4.8', 'en'],
      ['bis zu 500 Stück Kabelbinder 300x4,8', 'de'],
      ["jusqu'à 200 colliers 300x4,8", 'fr'],
      ["zo'n 50 meter kabel YMvK 3G2,5", 'nl'],
    ] as const) {
      const [item] = read(line, language, language === 'en' ? 'point' : 'comma');
      expect(item?.ambiguous).toBe(true);
      expect(item?.description).not.toMatch(/or so|zu|jusqu/);
    }
  });
});

describe('greetings and sentence ends', () => {
  it('leaves a greeting that opens the sentence out of the description', () => {
    expect(
      read('Hola, en la línea 1 poned 30 en vez de 20, por favor.', 'es')[0]?.description,
    ).toBe('en la línea 1 poned');
    expect(read('Hey, please quote: bearing 6205-2RS, 20 pcs', 'en', 'point')[0]?.description).toBe(
      'bearing 6205-2RS',
    );
  });

  it('takes no product from a greeting before the count', () => {
    expect(read('Hi John, 20 pcs bearings', 'en', 'point')[0]?.description).toBe('bearings');
    expect(read('Hi, 2.500 pcs cable ties please.', 'en', 'comma')[0]?.description).toBe(
      'cable ties',
    );
  });

  it("ends a sentence at a measure's symbol with a full stop", () => {
    expect(read('2500 m Draht 1.5 mm. Freundliche Grüsse', 'de', 'point')).toEqual([
      { description: 'Draht 1.5 mm', quantity: 2500, unit: 'm', ambiguous: false },
    ]);
  });
});

describe('delivery after the item', () => {
  it('leaves when the item is wanted out of its description', () => {
    for (const [line, language] of [
      ['10 roulements 6205, livraison le 15/04 au plus tard', 'fr'],
      ['10 cuscinetti 6205, consegna entro il 15 aprile', 'it'],
      ['10 bearings 6205 for delivery w/c 13th April', 'en'],
    ] as const) {
      expect(read(line, language, language === 'en' ? 'point' : 'comma')[0]?.description).toMatch(
        /^\S+ 6205$/,
      );
    }
  });
});

describe('labels alone', () => {
  it('reads no item from a quantity label and its count alone', () => {
    expect(read('Qty: 50', 'en', 'point')).toEqual([]);
    expect(read('Menge: 12 Stück', 'de')).toEqual([]);
    expect(read('Qty: 12 bearings 6205-2RS', 'en', 'point')).toHaveLength(1);
  });
});

describe('changed quantities', () => {
  it('reads the count an order line is changed to, not the one it replaces', () => {
    const cases: Array<[string, string, number]> = [
      ['passer les courroies SPZ 1250 de 10 à 16 pièces', 'fr', 16],
      ['Kunnen jullie regel 3 verhogen van 10 naar 24 stuks?', 'nl', 24],
      ['alla riga 2 potete mettere 40 pezzi invece di 25?', 'it', 40],
      ['de 3/8" leiding graag 12 rollen in plaats van 6', 'nl', 12],
      ['bitte bei Pos. 2 die Menge von 10 auf 25 Rollen erhöhen.', 'de', 25],
      ['Can we up the qty on line 2 from 20 to 35 please?', 'en', 35],
      ['en la línea 1 poned 30 en vez de 20, por favor.', 'es', 30],
    ];
    for (const [line, language, quantity] of cases) {
      const items = read(line, language, language === 'en' ? 'point' : 'comma');
      expect(
        items.map((item) => item.quantity),
        line,
      ).toEqual([quantity]);
    }
    // Without a word of change, "de 5 à 12" stays what it says.
    expect(read('3 paquets de 5 à 12 vis', 'fr').map((item) => item.quantity)).toEqual([3]);
  });

  it('never reads the count an order had, named before the new one, as the count', () => {
    for (const [line, language] of [
      ['En lugar de los 20 rodamientos 6308-2RS, necesitamos 30.', 'es'],
      ['Al posto dei 20 cuscinetti 6308-2RS ci servono 30 pezzi.', 'it'],
      ['Au lieu des 20 roulements 6308-2RS, il nous en faut 30.', 'fr'],
      ['In plaats van de 20 lagers 6308-2RS hebben we er 30 nodig.', 'nl'],
    ] as const) {
      expect(
        read(line, language).map((item) => item.quantity),
        line,
      ).not.toContain(20);
    }
  });
});

describe('a count corrected in the same sentence', () => {
  it('takes the count written after a correction, and leaves the correction out of the description', () => {
    const pick = (line: string, language: string) =>
      read(line, language, language === 'en' ? 'point' : 'comma').map((item) => [
        item.description,
        item.quantity,
        item.unit,
      ]);
    expect(
      pick('Oh and a pair of Portwest FP34 gloves size 10 - actually make that 6 pairs.', 'en'),
    ).toEqual([['Portwest FP34 gloves size 10', 6, 'pair']]);
    expect(
      pick('Dazu ein Paar Montagehandschuhe uvex phynomic, Gr. 9 – nein, lieber 5 Paar.', 'de'),
    ).toEqual([['Montagehandschuhe uvex phynomic, Gr. 9', 5, 'pair']]);
    expect(pick('y 3 pares de guantes anticorte talla 10 — mejor que sean 5 pares.', 'es')).toEqual(
      [['guantes anticorte talla 10', 5, 'pair']],
    );
    expect(pick('e un paio di guanti antitaglio taglia 9 – anzi, facciamo 4 paia.', 'it')).toEqual([
      ['guanti antitaglio taglia 9', 4, 'pair'],
    ]);
    expect(pick('We need 20 bearings 6205, make that 25.', 'en')).toEqual([
      ['bearings 6205', 25, 'pcs'],
    ]);
  });
});

describe('containers times their content', () => {
  it("reads '3 x 0,75 l' as three containers, the content in all as the other reading; a length stays cut", () => {
    expect(readings('4 x 0,5 l Kontaktspray KONTAKT 60', 'de')).toEqual([
      [4, 'pcs', true, ['2 l']],
    ]);
    expect(readings('2 x 20 kg strooizout', 'nl')).toEqual([[2, 'pcs', true, ['40 kg']]]);
    expect(readings('2 x 25 m Druckluftschlauch 9 mm', 'de')).toEqual([
      [50, 'm', true, ['2 roll', '2 pcs']],
    ]);
  });
});

describe('word numbers whose item is named a little later', () => {
  it("counts after 'take', names the item by a code in the next comma's clause, and sizes pieces 'in 5 m lengths'", () => {
    const pick = (line: string) =>
      parseItemLine(line, context('en', 'point')).map((item) => [item.quantity, item.unit]);
    expect(pick("We'll take four tubes of Loctite 577 anyway.")).toEqual([[4, 'pcs']]);
    expect(pick('we also need three roller chains, 10B-2 duplex, in 3 m lengths.')).toEqual([
      [3, 'pcs'],
    ]);
    expect(pick('I have two questions, about the 2SN hose.')).toEqual([]);
  });
});

describe('half a dozen, one and a half', () => {
  it('reads half a dozen as six in six languages, firm as a figure, and one and a half as 1.5', () => {
    const pick = (line: string, language: string) =>
      itemsInLanguage(line, language).map((item) => [
        item.description,
        item.quantity,
        item.unit,
        item.ambiguous,
      ]);
    expect(pick('We need half a dozen shackles and 4 slings.', 'en')).toEqual([
      ['shackles', 6, 'pcs', false],
      ['slings', 4, 'pcs', false],
    ]);
    expect(pick('- une demi-douzaine de limes plates', 'fr')).toEqual([
      ['limes plates', 6, 'pcs', false],
    ]);
    expect(pick('Poi mezza dozzina di spazzole in acciaio.', 'it')).toEqual([
      ['spazzole in acciaio', 6, 'pcs', false],
    ]);
    expect(pick('Verder een half dozijn beitels en anderhalve kilo kit.', 'nl')).toEqual([
      ['beitels', 6, 'pcs', false],
      ['kit', 1.5, 'kg', false],
    ]);
  });
});

describe('a bare count of goods sold by the metre', () => {
  it('reads a count closing a chain, rope or hose line as pieces or metres; other goods keep their count', () => {
    expect(readings('- Kette verzinkt 6 mm: 12', 'de')).toEqual([[12, 'pcs', true, ['12 m']]]);
    expect(readings('- touw polypropyleen 10 mm: 30', 'nl')).toEqual([[30, 'pcs', true, ['30 m']]]);
    expect(readings('- Ringschrauben M10: 12', 'de')).toEqual([[12, 'pcs', false, []]]);
  });
});

describe('a few, a couple or a pair', () => {
  const readItems = (body: string) =>
    (extractQuote({ body, received_at: '2026-03-30T08:00:00Z' }).line_items ?? []).map((item) => [
      item.description,
      item.quantity,
      item.unit,
      item.ambiguous,
      (item.alternatives ?? []).map((reading) => `${reading.quantity} ${reading.unit}`),
    ]);

  it("reads a list line opening with 'ein paar', 'some', 'unas cuantas' and no unit as an item without a count", () => {
    expect(
      readItems(
        'Für die Baustelle:\n- ein paar Dübel 8 mm\n- some wire brushes, the brass ones\n- 4 Bohrer 6 mm',
      ),
    ).toEqual([
      ['Dübel 8 mm', null, 'pcs', true, []],
      ['wire brushes, the brass ones', null, 'pcs', true, []],
      ['Bohrer 6 mm', 4, 'pcs', false, []],
    ]);
    // Running text: a few is no one pair, and no count to read.
    expect(readItems('Wir hätten noch ein paar Dübel 8 mm gebraucht.')).toEqual([]);
  });

  it("reads 'un paio di' / 'un par de' before goods not sold in pairs as one pair or two pieces", () => {
    expect(readItems('Ci servono un paio di cacciaviti a croce PH2.')).toEqual([
      ['cacciaviti a croce PH2', 1, 'pair', true, ['2 pcs']],
    ]);
    expect(readItems('Ci servono un paio di guanti antitaglio taglia 9.')).toEqual([
      ['guanti antitaglio taglia 9', 1, 'pair', false, []],
    ]);
  });
});

describe('an item called off in the same mail', () => {
  const itemsOf = (body: string) =>
    (extractQuote({ body, received_at: '2026-03-30T08:00:00Z' }).line_items ?? []).map((item) => [
      item.description,
      item.quantity,
    ]);

  it('drops the item a later clause calls off, before or after its name, in six languages', () => {
    expect(
      itemsOf(
        'Hi, please send 2 tins of copper paste and 30 cable glands M20. Hmm, scratch the copper paste, we found some.',
      ),
    ).toEqual([['cable glands M20', 30]]);
    expect(
      itemsOf(
        'Bitte 6 Schutzbrillen und 4 Gehörschützer.\n\nDie Schutzbrillen können Sie streichen.',
      ),
    ).toEqual([['Gehörschützer', 4]]);
    expect(
      itemsOf(
        'Merci de livrer 3 pinces coupantes et 5 mètres de chaîne. Finalement, oubliez les pinces.',
      ),
    ).toEqual([['chaîne', 5]]);
    expect(
      itemsOf(
        'Necesito 8 brocas de 6 mm y 2 sierras de calar. Quita las sierras, ya no hacen falta.',
      ),
    ).toEqual([['brocas de 6 mm', 8]]);
    expect(itemsOf('Ci servono 10 fascette e 4 lime tonde. Le lime tonde lasci perdere.')).toEqual([
      ['fascette', 10],
    ]);
    expect(itemsOf('Graag 12 schroevendraaiers en 3 hamers. De hamers mag je schrappen.')).toEqual([
      ['schroevendraaiers', 12],
    ]);
    // The Spanish for "all the saws": a determiner before the called-off name.
    expect(
      itemsOf('Necesito 8 brocas de 6 mm y 2 sierras de calar. Quita todas las sierras.'),
    ).toEqual([['brocas de 6 mm', 8]]);
  });

  it('ends the description before the clause, and calls nothing off when told not to forget it or when two items share the name', () => {
    expect(
      itemsOf(
        'We need 5 pairs of welding gloves size 10 and 2 visors. Actually, forget the visors.',
      ),
    ).toEqual([['welding gloves size 10', 5]]);
    expect(
      itemsOf("Please add 5 pairs of gloves and 2 visors. Don't forget the visors!"),
    ).toHaveLength(2);
    expect(
      itemsOf('Please add 5 nitrile gloves and 4 leather gloves. Actually, forget the gloves.'),
    ).toHaveLength(2);
  });
});

describe('rough counts said in phrases', () => {
  it('reads "about" phrases before a count or a range as ambiguous', () => {
    const pick = (line: string, language: string) =>
      itemsInLanguage(line, language).map((item) => [
        item.description,
        item.quantity,
        item.unit,
        item.ambiguous,
        (item.alternatives ?? []).map((reading) => reading.quantity),
      ]);
    expect(pick('- bevestigingsbeugels, een stuk of 15 à 20', 'nl')).toEqual([
      ['bevestigingsbeugels', 15, 'pcs', true, [20]],
    ]);
    expect(pick('wij hebben een stuk of twaalf O-ringen 45x3 EPDM nodig', 'nl')).toEqual([
      ['O-ringen 45x3 EPDM', 12, 'pcs', true, []],
    ]);
    expect(pick('We need somewhere between 20 and 30 hose clamps.', 'en')).toEqual([
      ['hose clamps', 20, 'pcs', true, [30]],
    ]);
    // "4 core" is the cable's size.
    expect(pick('- 4 core SWA cable 2.5mm, somewhere around 40-50 m', 'en')).toEqual([
      ['4 core SWA cable 2.5mm', 40, 'm', true, [50]],
    ]);
  });

  it('reads a second count after "maybe" or "or N x size" as the other reading, not an item', () => {
    const read2 = (line: string, language: string, style: ParseContext['style'] = 'comma') =>
      parseItemLine(line, context(language, style)).map((item) => [
        item.quantity,
        item.unit,
        item.ambiguous,
        (item.alternatives ?? []).map((reading) => [reading.quantity, reading.unit]),
      ]);
    expect(read2('- YMvK 5x2,5 mm², ongeveer 100 m, misschien 150 m', 'nl')).toEqual([
      [100, 'm', true, [[150, 'm']]],
    ]);
    expect(
      read2('0,75 l Loctite 7063 cleaner – or 2 x 400 ml cans if that is how it comes', 'en'),
    ).toEqual([[0.75, 'l', true, [[2, 'pcs']]]]);
  });
});

describe('sentence ends, pack contents and unit-first lines', () => {
  it('ends a sentence at a measured amount, and reads a wished count of a part named by size or code', () => {
    expect(
      described(
        'Wir benötigen 2 Rollen Aderleitung H07V-K 1,5 mm² schwarz à 100 m. Außerdem hätten wir gern 500 Aderendhülsen 1,5 mm² (Weidmüller H1,5/14 D, 9025870000) und 3 Pakete Kabelbinder.',
        'de',
      ),
    ).toEqual([
      ['Rollen Aderleitung H07V-K 1,5 mm² schwarz à 100 m', 2, 'roll'],
      ['Aderendhülsen 1,5 mm² (Weidmüller H1,5/14 D, 9025870000)', 500, 'pcs'],
      ['Pakete Kabelbinder', 3, 'pack'],
    ]);
    expect(described('Wir möchten 2 Punkte klären.', 'de')).toEqual([]);
  });

  it("reads what each container holds ('1 kg per doos', '(24 piezas): 3 juegos') as no count", () => {
    expect(described('en 2 dozen soldeerstaaf Castolin 1802 (1 kg per doos).', 'nl')).toEqual([
      ['dozen soldeerstaaf Castolin 1802 (1 kg per doos)', 2, 'box'],
    ]);
    expect(
      described('• Juego de vasos 1/2" Bahco S240 (24 piezas): 3 juegos', 'es').map((item) =>
        item.slice(1),
      ),
    ).toEqual([[3, 'set']]);
  });

  it("reads Italian lines that write the unit first ('kg 3,5 di filo')", () => {
    expect(described('kg 3,5 di filo per saldatura MIG 0,8 mm', 'it')).toEqual([
      ['filo per saldatura MIG 0,8 mm', 3.5, 'kg'],
    ]);
    expect(described('lt 2,5 di olio da taglio', 'it')).toEqual([['olio da taglio', 2.5, 'l']]);
  });

  it("reads 'of 100 m aan één stuk' after a trailing count as its other reading", () => {
    const read2 = parseItemLine(
      '- Persluchtslang PU 10x6,5 blauw: 2 rollen van 50 m, of 100 m aan één stuk',
      context('nl'),
    );
    expect(
      read2.map((item) => [item.quantity, item.unit, item.ambiguous, item.alternatives]),
    ).toEqual([[2, 'roll', true, [{ quantity: 100, unit: 'm' }]]]);
  });
});

describe('grades, lead times and sentences after a measure', () => {
  it("reads a number after a lone capital as the grade ('E 6013'), not a count", () => {
    expect(described('7,5 kg Schweißelektroden E 6013 Ø 2,5 mm', 'de')).toEqual([
      ['Schweißelektroden E 6013 Ø 2,5 mm', 7.5, 'kg'],
    ]);
    expect(
      described('Y un bote de Loctite 577 de 250 ml.', 'es').map((item) => item.slice(1)),
    ).toEqual([[1, 'pcs']]);
  });

  it('reads no item from a lead time in working days', () => {
    expect(described('Levering graag binnen 5 werkdagen.', 'nl')).toEqual([]);
    expect(described('Delivery within 5 working days please.', 'en')).toEqual([]);
  });

  it("counts pairs after a Dutch or German number word ('één paar', 'zwei paar')", () => {
    expect(
      described(
        'Daarnaast 18 meter rollenketting 06B-1 en één paar werkhandschoenen maat 10.',
        'nl',
      ),
    ).toEqual([
      ['rollenketting 06B-1', 18, 'm'],
      ['werkhandschoenen maat 10', 1, 'pair'],
    ]);
  });

  it('ends a sentence after a measure before a capitalised word and a number', () => {
    expect(
      described(
        '3 kokers Klüber Isoflex NB 52 à 400 g. Daarnaast 18 meter rollenketting 06B-1.',
        'nl',
      ),
    ).toEqual([
      ['kokers Klüber Isoflex NB 52 à 400 g', 3, 'pcs'],
      ['rollenketting 06B-1', 18, 'm'],
    ]);
  });
});

describe('elided verbs and lengths', () => {
  it("reads a count after an elided French verb ('merci d'ajouter 6 cartouches')", () => {
    expect(
      parseItemLine(
        "Merci d'ajouter 6 cartouches de silicone Sika Sanisil blanc et 2 pistolets.",
        context('fr'),
      ).map((item) => [item.quantity, item.unit]),
    ).toEqual([
      [6, 'pcs'],
      [2, 'pcs'],
    ]);
  });

  it("keeps 'hi-vis' in the description: a hyphenated word is no greeting", () => {
    expect(
      parseItemLine('- 25 hi-vis vests, Portwest C470 yellow, XL', context('en', 'point'))[0]
        ?.description,
    ).toBe('hi-vis vests, Portwest C470 yellow, XL');
  });

  it('gives a container named without a count the list count after it', () => {
    const [item, ...rest] = parseItemLine(
      'Tappi auricolari 3M E-A-R Classic, scatola da 200 paia – n. 4 scatole',
      context('it'),
    );
    expect([item?.quantity, item?.unit, item?.ambiguous, rest.length]).toEqual([
      4,
      'box',
      false,
      0,
    ]);
  });

  it("reads a bare German 'paar' before a measure as a few ('paar Meter')", () => {
    const [item] = parseItemLine('- Hutschiene 35 mm, paar Meter', context('de'));
    expect([item?.description, item?.unit, item?.ambiguous]).toEqual([
      'Hutschiene 35 mm',
      'm',
      true,
    ]);
  });

  it("reads a measure before 'lengths' as the size of each length", () => {
    expect(
      parseItemLine(
        "We'll need 8 of the Rexnord 1874 TAB chain (they come in 3 m lengths I think), plus twenty UHMW wear strips.",
        context('en', 'point'),
      ).map((item) => [item.quantity, item.unit]),
    ).toEqual([
      [8, 'pcs'],
      [20, 'pcs'],
    ]);
  });
});

describe('probe 4: prose grammar', () => {
  it("reads goods after 'liefern:' (an address label only when no count in units follows)", () => {
    expect(
      read(
        'Bitte liefern: 2 Kartons Kabelbinder 4,8x300 schwarz und 12 Paar Montagehandschuhe',
        'de',
      ).map((item) => [item.quantity, item.unit]),
    ).toEqual([
      [2, 'box'],
      [12, 'pair'],
    ]);
    expect(read('Lieferadresse: 12 Hauptstraße, 70173 Stuttgart', 'de')).toEqual([]);
  });

  it("keeps an abbreviated unit's full stop when the count opens a mention ('und 3 Rl. Gewebeband')", () => {
    expect(
      read('12 Paar Montagehandschuhe Gr. 10 und 3 Rl. Gewebeband silber 50mm x 50m.', 'de'),
    ).toEqual([
      { description: 'Montagehandschuhe Gr. 10', quantity: 12, unit: 'pair', ambiguous: false },
      { description: 'Gewebeband silber 50mm x 50m', quantity: 3, unit: 'roll', ambiguous: false },
    ]);
  });

  it('reads word numbers that continue a list counted in figures, and a delivery verb before a count', () => {
    expect(
      read(
        "pourriez-vous nous livrer deux cartons de gants nitrile taille 9, 50 colliers de serrage inox, une douzaine de cutters 18 mm ainsi qu'un aérosol de dégrippant.",
        'fr',
      ).map((item) => [item.description, item.quantity, item.unit]),
    ).toEqual([
      ['cartons de gants nitrile taille 9', 2, 'box'],
      ['colliers de serrage inox', 50, 'pcs'],
      ['cutters 18 mm', 12, 'pcs'],
      ['aérosol de dégrippant', 1, 'pcs'],
    ]);
    expect(
      read('necesito 3 rollos cinta americana gris y dos pares de guantes de soldador', 'es').map(
        (item) => [item.description, item.quantity, item.unit],
      ),
    ).toEqual([
      ['rollos cinta americana gris', 3, 'roll'],
      ['guantes de soldador', 2, 'pair'],
    ]);
    // No list before it: an article still needs a named product; people are no item.
    expect(read('Merci pour un devis rapide', 'fr')).toEqual([]);
    expect(
      read('We need 20 pcs bearings 6205, and one of your technicians on site', 'en', 'point').map(
        (item) => item.quantity,
      ),
    ).toEqual([20]);
  });

  it("counts a bare 'x N' after a part code joined by a hyphen, inside a sentence", () => {
    expect(
      read(
        'can u send price for SKF 6204-2RS x 30, also 2 rolls of masking tape',
        'en',
        'point',
      ).map((item) => [item.quantity, item.unit]),
    ).toEqual([
      [30, 'pcs'],
      [2, 'roll'],
    ]);
    expect(read('Hex bolt M10-1.5 x 40, zinc', 'en', 'point')).toEqual([]);
  });

  it("reads 'N x M' without a unit inside an item's words as its size", () => {
    expect(read('2,000 pcs cable tie 200 x 3.6 natural', 'en', 'point')).toEqual([
      { description: 'cable tie 200 x 3.6 natural', quantity: 2000, unit: 'pcs', ambiguous: false },
    ]);
    expect(
      read('- 3.000 pz viti autofilettanti 3,9 x 13 TC', 'it').map((item) => item.quantity),
    ).toEqual([3000]);
  });

  it("reads 'lt', 'zakjes' and 'coffrets' as units", () => {
    expect(read('- 4,5 lt olio da taglio emulsionabile', 'it')[0]).toMatchObject({
      quantity: 4.5,
      unit: 'l',
    });
    expect(read('10 zakjes tie-wraps 200 x 4,8', 'nl')[0]).toMatchObject({
      quantity: 10,
      unit: 'pack',
    });
    expect(read('2 coffrets de forets HSS-Co 1–10 mm (19 pièces)', 'fr')[0]).toMatchObject({
      quantity: 2,
      unit: 'set',
    });
  });

  it('reads no litres from a British postcode closing an address line', () => {
    expect(read('Yard 2, Long Lane, Bourne, Lincs PE10 9LT', 'en', 'point')).toEqual([]);
  });

  it('flags a firm count of an article chosen between two codes ("M10 oder M12")', () => {
    expect(read('- Gewindestangen M10 oder M12, je nachdem was da ist, 10 Stück', 'de')).toEqual([
      {
        description: 'Gewindestangen M10 oder M12, je nachdem was da ist',
        quantity: 10,
        unit: 'pcs',
        ambiguous: true,
      },
    ]);
    expect(read('- 10 pcs M8 bolts or nuts', 'en', 'point')[0]?.ambiguous).toBe(false);
  });

  it("reads a list line whose count is the last order's, or unknown, as an item without a quantity", () => {
    const lines: Array<[string, string, string]> = [
      [
        '- MIG nozzles for the Binzel MB 36 torches, same qty as last order',
        'en',
        'MIG nozzles for the Binzel MB 36 torches',
      ],
      ['- Lamellenschleifscheiben wieder wie letztes Mal', 'de', 'Lamellenschleifscheiben'],
      [
        '- les mêmes filtres que la dernière fois pour le compresseur',
        'fr',
        'filtres pour le compresseur',
      ],
      ['- guantes, lo mismo que el mes pasado', 'es', 'guantes'],
      [
        "- le solite cartucce filtranti per il compressore, come l'ultima volta",
        'it',
        'cartucce filtranti per il compressore',
      ],
      ['- dezelfde zaagbladen als vorige keer (lintzaag)', 'nl', 'zaagbladen (lintzaag)'],
      ['- Tapas para la bandeja, no sé cuántas', 'es', 'Tapas para la bandeja'],
      [
        '- CW20S glands to suit - enough for the boxes (say 2 per box)',
        'en',
        'CW20S glands to suit',
      ],
      ['- deksels voor de goot, evenveel', 'nl', 'deksels voor de goot'],
    ];
    for (const [line, language, description] of lines) {
      expect(read(line, language)).toEqual([
        { description, quantity: null, unit: 'pcs', ambiguous: true },
      ]);
    }
    // Terms said to be as before are no article; prose without a list marker is not read so.
    expect(read('- delivery as last time', 'en', 'point')).toEqual([]);
    expect(read('Thanks, same as last time.', 'en', 'point')).toEqual([]);
  });

  it("reads a measure after 'with' inside an item as what it comes with", () => {
    expect(read('2 uds. interruptor de nivel de boya con 10 m de cable', 'es')).toEqual([
      {
        description: 'interruptor de nivel de boya con 10 m de cable',
        quantity: 2,
        unit: 'pcs',
        ambiguous: false,
      },
    ]);
  });

  it('counts the containers a measure sizes when the count of them follows ("100 m reel – 2 reels")', () => {
    expect(read('PU tube 8mm blue, 100 m reel – 2 reels', 'en', 'point')).toMatchObject([
      { quantity: 2, unit: 'roll', ambiguous: false },
    ]);
  });

  it('counts the container that brackets closing the item name ("2 x … (pack of 25)")', () => {
    expect(read('2 x Bosch 2608600263 cutting discs 125mm (pack of 25)', 'en', 'point')).toEqual([
      {
        description: 'Bosch 2608600263 cutting discs 125mm (pack of 25)',
        quantity: 2,
        unit: 'pack',
        ambiguous: false,
      },
    ]);
  });
});

describe('another amount without its unit', () => {
  const lines = (body: string) =>
    (extractQuote({ body, received_at: '2026-03-30T08:00:00Z' }).line_items ?? []).map((item) => [
      item.quantity,
      item.unit,
      item.ambiguous,
      item.alternatives ?? null,
    ]);

  it("reads 'or 200 loose' after a pack as the other reading, in single pieces", () => {
    expect(
      lines(
        'Hello,\n\n- hose clamps 12-22 mm, 4 boxes of 50 or 200 loose, whichever is cheaper\n\nThanks',
      ),
    ).toEqual([[4, 'box', true, [{ quantity: 200, unit: 'pcs' }]]]);
  });

  it("reads '6 Stück – oder 12,' as the other count in the same unit, not a size's 'Größe 9 oder 10'", () => {
    expect(
      lines(
        'Hallo,\n\n- Schutzbrillen klar, 6 Stück – oder 12, falls es günstiger ist\n- Arbeitshandschuhe Größe 9 oder 10, 5 Paar\n\nDanke',
      ),
    ).toEqual([
      [6, 'pcs', true, [{ quantity: 12, unit: 'pcs' }]],
      [5, 'pair', false, null],
    ]);
  });
});

describe('Dutch diminutives of containers', () => {
  it("reads 'doosjes', 'kistje' and 'rolletjes' as the box and the roll", () => {
    expect(
      read('3 doosjes boorbits HSS 6 mm (à 5 st)', 'nl').map((item) => [item.quantity, item.unit]),
    ).toEqual([[3, 'box']]);
    expect(
      read('1 kistje bevestigingsclips', 'nl').map((item) => [item.quantity, item.unit]),
    ).toEqual([[1, 'box']]);
    expect(
      read('4 rolletjes afplaktape 19 mm', 'nl').map((item) => [item.quantity, item.unit]),
    ).toEqual([[4, 'roll']]);
  });
});

describe('a sentence opened by a closing adverb', () => {
  it("ends the sentence at a measure's dot before 'Enfin,', 'Finally,' (the adverb names nothing)", () => {
    const cases: Array<[string, string]> = [
      [
        'Bonjour,\n\nIl nous faut aussi 2 pots de pâte à joint Loctite 5331 de 250 g. Enfin, 5 mètres de tuyau PVC 20 mm.\n\nMerci',
        'pots de pâte à joint Loctite 5331 de 250 g',
      ],
      [
        'Hello,\n\nWe also need 2 tins of sealing paste Loctite 5331 of 250 g. Finally, 5 metres of PVC hose 20 mm.\n\nThanks',
        'tins of sealing paste Loctite 5331 of 250 g',
      ],
    ];
    for (const [body, first] of cases) {
      const found = (
        extractQuote({ body, received_at: '2026-03-30T08:00:00Z' }).line_items ?? []
      ).map((item) => [item.description, item.quantity, item.unit]);
      expect(found[0]).toEqual([first, 2, 'pcs']);
      expect(found).toHaveLength(2);
    }
  });
});
