import { describe, expect, it } from 'vitest';
import { analyseText } from '#domain/product/index';
import { findConcepts, lexicalTokens } from '#domain/product/lexicon';
import {
  canonicalUnit,
  extractAttributes,
  extractPackSize,
  foldText,
  normaliseManufacturer,
  normalisePartNumber,
} from '#domain/product/normalise';

describe('normalisePartNumber', () => {
  it.each([
    ['0057-08.30', '570830'],
    ['0057 08 30', '570830'],
    ['bn 56/m8x30-a2', 'BN56M8X30A2'],
    ['6204-2RS1', '62042RS1'],
    ['000', '0'],
  ])('%s → %s', (input, expected) => {
    expect(normalisePartNumber(input)).toBe(expected);
  });
});

describe('normaliseManufacturer', () => {
  it('collapses Würth spellings and legal suffixes', () => {
    const keys = ['Würth', 'Wurth', 'WÜRTH', 'Wuerth', 'Adolf Würth GmbH & Co. KG'].map(
      normaliseManufacturer,
    );
    expect(new Set(keys)).toEqual(new Set(['wurth']));
  });

  it('keeps different makers apart', () => {
    expect(normaliseManufacturer('SKF Group')).toBe('skf');
    expect(normaliseManufacturer('FAG')).not.toBe(normaliseManufacturer('SKF'));
  });
});

describe('extractAttributes', () => {
  it.each(['40"', "40''", '40-inch', '40 inch', '40 in.', '40 Zoll'])(
    'reads %s as a size in inches',
    (text) => {
      expect(extractAttributes(`LCD TV ${text} black`).attributes.diameter).toEqual(['40in']);
    },
  );

  it('does not read "2-in-1" or "in" before a word as inches', () => {
    expect(extractAttributes('2-in-1 screwdriver, 4 in stock').attributes.diameter).toBeUndefined();
  });

  it.each(['M8x30', 'M8 x 30', 'M8*30', 'm8 X 30 mm'])(
    'reads thread and length from %s',
    (text) => {
      const { attributes } = extractAttributes(`Schraube ${text}`);
      expect(attributes.thread).toEqual(['m8']);
      expect(attributes.length).toEqual(['30']);
    },
  );

  it.each([
    ['DIN 933', 'iso4017'],
    ['ISO 4017', 'iso4017'],
    ['DIN931', 'iso4014'],
    ['DIN 912', 'iso4762'],
    ['DIN 934', 'iso4032'],
    ['DIN 125', 'iso7089'],
    ['EN ISO 7089', 'iso7089'],
  ])('maps norm %s to %s', (text, norm) => {
    expect(extractAttributes(text).attributes.norm).toEqual([norm]);
  });

  it.each([
    ['6204-2RS', '6204', '2rs', undefined],
    ['6204 2RS1', '6204', '2rs', undefined],
    ['6204-ZZ C3', '6204', 'zz', 'c3'],
    ['Kugellager 6204', '6204', undefined, undefined],
  ])('reads bearing designation %s', (text, bearing, seal, clearance) => {
    const { attributes } = extractAttributes(text);
    expect(attributes.bearing).toEqual([bearing]);
    expect(attributes.seal?.[0]).toBe(seal);
    expect(attributes.clearance?.[0]).toBe(clearance);
  });

  it.each([
    'A2',
    'inox',
    'Edelstahl',
    'acier inoxydable',
    'stainless steel',
    'rvs',
    'acciaio inox',
    'acero inoxidable',
  ])('recognises stainless from %s', (text) => {
    expect(extractAttributes(`Mutter M8 ${text}`).attributes.material).toContain('stainless');
  });

  it.each(['8.8 verzinkt', '8.8 zinc plated', '8.8 zingato', '8.8 galvanizado', '8.8 zinguée'])(
    'recognises grade and zinc in %s',
    (text) => {
      const { attributes } = extractAttributes(text);
      expect(attributes.grade).toEqual(['8.8']);
      expect(attributes.coating).toContain('zinc');
    },
  );

  it("reads British zinc plating and a norm's form letter written on its number", () => {
    expect(extractAttributes('hex screw ISO 4017 ZP M 6x20').attributes.coating).toEqual(['zinc']);
    expect(extractAttributes('hex hd bolt bzp m12x40').attributes.coating).toEqual(['zinc']);
    const glued = extractAttributes('Scheibe DIN125A M 12 verzinkt').attributes.norm;
    expect(glued).toEqual(extractAttributes('Unterlegscheibe DIN 125-A für M12').attributes.norm);
    expect(glued).toHaveLength(1);
    // A number followed by more than a letter is no norm's form ('DIN933A2' stays unread).
    expect(extractAttributes('DIN933A2').attributes.norm).toBeUndefined();
  });

  it("reads a screw's thread and length written without the 'M', and a length named by its word", () => {
    const bolt = extractAttributes('hex hd bolt partially threaded 16x120 A2 SS').attributes;
    expect([bolt.thread, bolt.length]).toEqual([['m16'], ['120']]);
    const vite = extractAttributes('vite TCEI ISO 4762 10x30 8.8 acciaio zincato').attributes;
    expect([vite.thread, vite.length]).toEqual([['m10'], ['30']]);
    const named = extractAttributes('Linsenkopfschraube ISK M8 Länge 20 ISO 7380').attributes;
    expect([named.thread, named.length]).toEqual([['m8'], ['20']]);
    // A wood screw's, a tie's and an anchor's sizes are no metric thread.
    expect(extractAttributes('Tirafondo DIN 571 6 x 140 acero').attributes.thread).toBeUndefined();
    expect(extractAttributes('Spanplattenschraube PZ 4 x 40').attributes.thread).toBeUndefined();
    expect(extractAttributes('Kabelbinder 4,8x200').attributes.thread).toBeUndefined();
    expect(
      extractAttributes('Fensterrahmendübel SXR 10x140 mit Sicherheitsschraube').attributes.thread,
    ).toBeUndefined();
  });

  it("reads a cable's cores and section however the earth core is written, and a bearing's seals written apart", () => {
    const cores = (text: string) => extractAttributes(text).attributes.dimension;
    expect(cores('Gummischlauchleitung H07RN-F 5G6 mm² schwarz')).toEqual(['5x6']);
    expect(cores('Gummileitung Meterware 5x6mm² H07RNF')).toEqual(['5x6']);
    expect(cores('NYM-J 3 x 4mm² al metro')).toEqual(cores('Mantelleitung NYM-J 3x4 mm² grau'));
    const seal = (text: string) => extractAttributes(text).attributes.seal;
    expect(seal('skf rillenkugellager 30x62x16mm 2rs')).toEqual(['2rs']);
    expect(seal('roulement 12x37x12 zz skf')).toEqual(['zz']);
    expect(seal('ball bearing 50*90*20 double rubber seal')).toEqual(['2rs']);
    // No bearing, no seal: '2Z' of another product says nothing.
    expect(seal('HDMI cable 2z 3 m')).toBeUndefined();
  });

  it('reads dimensions, diameter, grit and sizes', () => {
    expect(extractAttributes('Kabelbinder 4,8x200').attributes.dimension).toEqual(['4.8x200']);
    expect(extractAttributes('Rohr Ø 22 mm').attributes.diameter).toEqual(['22']);
    expect(extractAttributes('Schleifpapier Korn 120').attributes.grit).toEqual(['120']);
    expect(extractAttributes('disque P80').attributes.grit).toEqual(['80']);
    // The grit after its word before a number in front of the word: '125' is the diameter.
    expect(extractAttributes('Faecherscheibe SMT624 125 Korn 80').attributes.grit).toEqual(['80']);
    expect(extractAttributes('80 grit sanding belt').attributes.grit).toEqual(['80']);
    // A bearing said to be open has no seal; a bearing saying nothing of it is left open.
    expect(extractAttributes('Rillenkugellager 6206 offen').attributes.seal).toEqual(['open']);
    expect(extractAttributes('Rillenkugellager 6206').attributes.seal).toBeUndefined();
    expect(extractAttributes('guantes talla 9').attributes.size).toEqual(['9']);
    expect(extractAttributes('gants taille XL').attributes.size).toEqual(['xl']);
  });

  it.each([
    ['Lumix DMC-TZ5S Digital Camera (Silver)', 'silver'],
    ['Kabel, silbern', 'silver'],
    ['Brother LC61 Cyan Ink Cartridge', 'cyan'],
    ['cartouche magenta', 'magenta'],
    ['OtterBox Defender Case - Pink', 'pink'],
    ['Kabelbinder braun', 'brown'],
  ])('reads the colour of %s as %s', (text, colour) => {
    expect(analyseText(text).attributes.colour).toEqual([colour]);
  });

  it("reads a cylinder's stroke beside its bore, and no stroke elsewhere", () => {
    expect(extractAttributes('Rundzylinder Ø20 Hub 100 doppelwirkend').attributes).toMatchObject({
      diameter: ['20'],
      length: ['100'],
    });
    expect(extractAttributes('cilindro alesaggio 63 corsa 200').attributes).toMatchObject({
      diameter: ['63'],
      length: ['200'],
    });
    expect(extractAttributes('USB Hub 7 port').attributes.length).toBeUndefined();
    // A gauge's nominal size is its diameter.
    expect(extractAttributes('WIKA Manometer NG 63, 0...25 bar').attributes.diameter).toEqual([
      '63',
    ]);
  });

  it('reads two sizes in inches as a dimension', () => {
    expect(
      extractAttributes('HP Photo Paper Glossy 4" x 6" 60 Sheets').attributes.dimension,
    ).toEqual(['4x6']);
    expect(extractAttributes('Letter paper 8.5 in x 11 in').attributes.dimension).toEqual([
      '8.5x11',
    ]);
  });

  it("reads the threads of a valve's or fitting's two ends, in either order and six languages", () => {
    const ends = (text: string) => extractAttributes(text).attributes.ends;
    expect(ends('Kugelhahn Messing 1/2" AG/AG')).toEqual(['mm']);
    expect(ends('KEMPER Kugelhahn vernickelt, IG/AG, 1/2"')).toEqual(['fm']);
    expect(ends('Réduction mâle-femelle fonte 1" x 1/2"')).toEqual(['fm']);
    expect(ends('Manguito reducido 3/4 x 1/2 H-H')).toEqual(['ff']);
    expect(ends('Itap IDEAL valvola a sfera FF 1"')).toEqual(['ff']);
    expect(ends('24 V AC/DC coil')).toBeUndefined();
  });

  it('reads plastic as a material that each plastic is too', () => {
    expect(extractAttributes('Festo Schalldämpfer G1/2, Kunststoff').attributes.material).toEqual([
      'plastic',
    ]);
    expect(extractAttributes('Pressacavo M25 nylon nero').attributes.material).toEqual([
      'polyamide',
      'plastic',
    ]);
  });

  it('reads malleable cast iron as a material of its own', () => {
    expect(
      extractAttributes('GF Temperguss Nr. 241 Reduzierstück verzinkt').attributes.material,
    ).toEqual(['malleable_iron']);
  });

  it("reads a breaker's characteristic, rating and poles, a fuse's class and current", () => {
    const switchgear = (text: string) => {
      const { curve, current, poles } = extractAttributes(text).attributes;
      return { curve, current, poles };
    };
    expect(switchgear('Interutore magnetotermico Siemens 3P C16 6kA')).toEqual({
      curve: ['c'],
      current: ['16'],
      poles: ['3'],
    });
    expect(switchgear('Hager installatieautomaat MBN110, 1P, B-karakteristiek, 10 A')).toEqual({
      curve: ['b'],
      current: ['10'],
      poles: ['1'],
    });
    expect(switchgear('ABB S201-C20 magnetotermico 1P+N C20A 6kA').poles).toEqual(['1n']);
    expect(switchgear('Siemens circuit breaker B20 single pole').poles).toEqual(['1']);
    expect(switchgear('salvamotore 3RV2011 3,5-5 A').current).toEqual(['3.5-5']);
    expect(switchgear('5x20 F1A glass fuse')).toMatchObject({ curve: ['fast'], current: ['1'] });
    expect(switchgear('Fuse 5x20 mm time-lag T 2 A')).toMatchObject({
      curve: ['slow'],
      current: ['2'],
    });
    expect(switchgear('Feinsicherung T500mA').current).toEqual(['0.5']);
    expect(switchgear('NH-Sicherung NH00 gG 63 A 500 V')).toMatchObject({
      curve: ['gg'],
      current: ['63'],
    });
    // No rating of a breaker: a bearing's clearance, a camera, a model code, a breaking capacity.
    for (const text of [
      'roulement 6202-2RS C3',
      'Nikon D60 camera',
      'VX32LHDTV10A',
      'dj-tech t545a',
      '6 kA',
    ])
      expect(switchgear(text)).toEqual({ curve: undefined, current: undefined, poles: undefined });
  });

  it("reads a breaker's rating before a list's comma, and a plastic pipe's 'd63' as its diameter", () => {
    expect(
      extractAttributes('Siemens Leitungsschutzschalter 5SL6113-6, 6kA, 1-polig, B13, 230/400V')
        .attributes,
    ).toMatchObject({ curve: ['b'], current: ['13'], poles: ['1'] });
    expect(
      extractAttributes('Eaton FAZ-D16/3 circuit breaker, 3P, D16, 15 kA').attributes,
    ).toMatchObject({ curve: ['d'], current: ['16'] });
    const elbow = extractAttributes(
      'GF PVC-U elbow 90° d63, solvent cement socket, PN16',
    ).attributes;
    expect(elbow).toMatchObject({ diameter: ['63'] });
    expect(elbow).not.toHaveProperty('curve');
    expect(
      extractAttributes('GF PVC-U reducing bush short d63 x d50, solvent cement').attributes
        .diameter,
    ).toEqual(['63', '50']);
    // French 'à' folds to 'a': '63 à coller' (solvent-weld) is no current of 63 A.
    const coude = extractAttributes('Coude 90° PVC pression Ø63 à coller').attributes;
    expect(coude).toEqual({ material: ['pvc', 'plastic'], diameter: ['63'] });
    expect(extractAttributes('contacteur 16 A 3 pôles').attributes.current).toEqual(['16']);
  });

  it('reads a pipe thread written after its size, and a pressure range in bar', () => {
    expect(
      extractAttributes('exhaust silencer 3/4 BSP sintered bronze').attributes.pipe_thread,
    ).toEqual(['g3/4']);
    expect(extractAttributes('ball valve 1 1/4" BSPT').attributes).toEqual({
      pipe_thread: ['r1+1/4'],
    });
    expect(extractAttributes('raccordo 1/4" gas tubo 6').attributes.pipe_thread).toEqual(['g1/4']);
    expect(extractAttributes('WIKA Manometer NG 50, 0...6 bar').attributes.pressure).toEqual([
      '0-6',
    ]);
    expect(extractAttributes('Manometer 50 mm 0-6 bar').attributes.pressure).toEqual(['0-6']);
  });

  it('reads German trade abbreviations of order lines, and MS as no brass elsewhere', () => {
    const ball = analyseText('KH Ms vern. 1/2" IG/AG, 10 St');
    expect(ball.concepts).toContain('q_ball_valve');
    expect(ball.attributes).toMatchObject({ material: ['brass'], coating: ['nickel'] });
    expect(analyseText('RSV Ms federbel. 1/2" IG').concepts).toContain('q_check_valve');
    const nut = analyseText('6kt-Mutter M10 Fkl. 8 vz, 100 St');
    expect(nut.concepts).toContain('hex_nut');
    expect(nut.attributes.coating).toEqual(['zinc']);
    expect(analyseText('Gew.-Stange M10x1m vz').concepts).toContain('threaded_rod');
    expect(analyseText('MS Xbox360 Wireless Gamepad').attributes.material).toBeUndefined();
  });

  it('reads no pipe thread in a size in millimetres, nor a drive in a count of pieces', () => {
    expect(extractAttributes('Spiraalboor HSS-G 2,5 mm DIN 338').attributes).toEqual({
      norm: ['din338'],
      length: ['2.5'],
    });
    expect(extractAttributes('Punta HSS-G 4,2 mm, 10 pz').attributes).toEqual({ length: ['4.2'] });
    expect(extractAttributes('Manometer NG 63, G 1/4 B').attributes.pipe_thread).toEqual(['g1/4']);
    expect(analyseText('Punta HSS-G 4,2 mm, 10 pz').residualWords).not.toContain('pz');
  });

  it('does not read a cable tie width as a property class', () => {
    expect(extractAttributes('cable tie 4.8x200').attributes.grade).toBeUndefined();
  });
});

describe('lexicon', () => {
  const conceptsOf = (text: string) => findConcepts(lexicalTokens(foldText(text))).concepts;

  it.each([
    'hex bolt',
    'Sechskantschraube',
    'Sechskantschrauben',
    'vis à tête hexagonale',
    'tornillo hexagonal',
    'vite a testa esagonale',
    'zeskantbout',
  ])('%s is a hex bolt', (text) => {
    expect(conceptsOf(text)).toContain('hex_bolt');
  });

  it('finds concepts in German compounds and keeps the parent concept', () => {
    expect(conceptsOf('Edelstahlsechskantmutter')).toEqual(
      expect.arrayContaining(['hex_nut', 'nut']),
    );
    expect(conceptsOf('Sechskant Schraube')).toContain('hex_bolt');
  });

  it.each(['washer', 'Unterlegscheibe', 'rondelle', 'arandela', 'rondella', 'sluitring'])(
    '%s is a washer',
    (text) => {
      expect(conceptsOf(text)).toContain('washer');
    },
  );

  it.each([
    ['Schütz 3RT2017 230 V AC', 'contactor'],
    ['contattore AF09', 'contactor'],
    ['salvamotore 3RV2011', 'motor_protection'],
    ['disjoncteur moteur GV2ME', 'motor_protection'],
    ['vérin ISO 15552 Ø63', 'cylinder'],
    ['Normzylinder 80 x 200', 'cylinder'],
    ['borne de passage UT 6', 'terminal_block'],
    ['verloopkoppeling 12-10', 'reducer'],
    ['portagomma G1/2', 'hose_barb'],
    ['geluiddemper G3/4', 'silencer'],
    ['filtro regolatore G1/4', 'regulator'],
    ['elettrovalvola 5/2', 'solenoid_valve'],
    ['Guida DIN 35 x 7,5 forata', 'din_rail'],
    ['Pressacavo M25 nylon', 'cable_gland'],
    ['Pignon 08B-1 Z25', 'sprocket'],
    ['robinet à boisseau sphérique G1', 'q_ball_valve'],
    ['Tapón macho galvanizado 1/2"', 'q_plug'],
  ])('%s names a %s', (text, concept) => {
    expect(conceptsOf(text)).toContain(concept);
  });

  it('wire-end ferrules and cable lugs are kinds of connector of their own, in six languages', () => {
    for (const line of [
      'wire-end ferrule 2.5 mm²',
      'Aderendhülse 2,5 mm²',
      'Embouts de câblage 2,5 mm²',
      'Punteras aisladas 6 mm²',
      'Puntalini isolati 1,5 mm²',
      'Adereindhulzen 1,5 mm²',
    ])
      expect(conceptsOf(line)).toEqual(expect.arrayContaining(['wire_ferrule', 'connector']));
    expect(conceptsOf('Kabelschuh M8 16 mm²')).toContain('cable_lug');
    expect(conceptsOf('Kabelschuh M8 16 mm²')).not.toContain('wire_ferrule');
  });

  it("a contactor's German name is no tail of a compound (Gehörschutz is no contactor)", () => {
    expect(conceptsOf('Gehörschutz')).not.toContain('contactor');
    expect(conceptsOf('Kantenschutz')).not.toContain('contactor');
  });

  it('single and double acting are one qualifier group', () => {
    expect(conceptsOf('vérin simple effet')).toContain('q_single_acting');
    expect(conceptsOf('Rundzylinder doppeltwirkend')).toContain('q_double_acting');
  });

  it('the same product in two languages shares its concept and attribute terms', () => {
    const german = analyseText('Sechskantschraube DIN 933 M8x30 verzinkt');
    const english = analyseText('hex head bolt ISO 4017 M8 x 30 zinc plated');
    const neutral = (terms: Map<string, number>) =>
      [...terms.keys()].filter((term) => term.startsWith('c:') || term.startsWith('a:')).sort();
    expect(neutral(german.terms)).toEqual(neutral(english.terms));
  });
});

describe('units', () => {
  it('canonicalises unit words in six languages', () => {
    expect(['Stück', 'pcs', 'pièce', 'unidades', 'pezzi', 'stuks'].map(canonicalUnit)).toEqual([
      'pcs',
      'pcs',
      'pcs',
      'pcs',
      'pcs',
      'pcs',
    ]);
    expect(['Rolle', 'rouleau', 'rollo', 'rotolo', 'rol'].map(canonicalUnit)).toEqual([
      'roll',
      'roll',
      'roll',
      'roll',
      'roll',
    ]);
  });

  it.each([
    ['box of 50', 50],
    ['Karton à 50', 50],
    ['50er Pack', 50],
    ['boîte de 100', 100],
    ['caja de 25', 25],
    ['scatola da 200', 200],
    ['doos van 50', 50],
  ])('reads the pack size of %s', (text, size) => {
    expect(extractPackSize(text)).toBe(size);
  });
});
