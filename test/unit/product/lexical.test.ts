import { describe, expect, it } from 'vitest';
import { buildProductIndex, matchProducts, type ProductIndex } from '#domain/product/index';
import {
  buildLexicalIndex,
  codeHits,
  lexicalTerms,
  lexicalText,
  modelCodes,
  prepareLexicalQuery,
  searchLexical,
  withGluedColoursApart,
} from '#domain/product/lexical';
import {
  candidateFeatures,
  contradicts,
  type IdentityConflict,
  quantitiesOf,
  RERANK_FEATURES,
} from '#domain/product/rerank';
import { parseSerialisedPairs, walmartAmazonLookup } from '../../eval/product-pairs/datasets';
import { buildTfidfBaseline } from '../../eval/product-pairs/tfidf-baseline';

/** Each candidate product's id with what `read` reads off its features for `text`. */
function byProduct<T>(
  index: ProductIndex,
  text: string,
  read: (entry: ReturnType<typeof candidateFeatures>[number]) => T,
): Map<string | undefined, T> {
  return new Map(
    candidateFeatures(index, { text, manufacturerKey: '' }, []).map((entry) => [
      index.products[entry.candidate.product]?.productId,
      read(entry),
    ]),
  );
}
const feature =
  (name: (typeof RERANK_FEATURES)[number]) =>
  (entry: ReturnType<typeof candidateFeatures>[number]) =>
    entry.features[RERANK_FEATURES.indexOf(name)];

describe('model codes in free text', () => {
  it('reads a code written with hyphen, without, or with its prefix apart as one code', () => {
    for (const text of ['Sony Bravia KDL-40V4100 40"', 'sony kdl40v4100 lcd', 'KDL 40V4100 tv']) {
      expect(modelCodes(text).exact).toContain('KDL40V4100');
    }
  });

  it('joins a code written in two to four pieces, and no name with a year or a quantity', () => {
    expect(modelCodes('HYDAC 0160 R 010 BN4HC Ruecklauffilter').spaced).toContain('0160R010BN4HC');
    expect(modelCodes('Switch 24 10 100 1000 Mbps').spaced).toEqual([]);
    expect(modelCodes('SKF SY 25 TF Stehlagereinheit').spaced).toContain('SY25TF');
    expect(modelCodes('Makita DHP 485 Z').spaced).toContain('DHP485Z');
    expect(modelCodes('Schneider LC1-D09 BD').exact).toContain('LC1D09BD');
    for (const text of ['microsoft office 2004 pro', 'seagate 500 gb usb 2.0', 'DIN 933 M8x30']) {
      expect(modelCodes(text).spaced, text).toEqual([]);
    }
    expect(modelCodes('mac os x server 10 4 7 10 client').spaced).toEqual([]);
  });

  it('keeps a suffix-free loose form for colour and region suffixes', () => {
    expect(modelCodes('sony sf16n4/tqp card').loose).toContain('SF16N4');
    expect(modelCodes('turntable PS-LX350H').loose).toContain('PSLX350');
    expect(modelCodes('case AB1234-BK').loose).toContain('AB1234');
  });

  it('reads variant letters written apart as part of the code', () => {
    expect(modelCodes('Canon PowerShot SD1100 IS 8MP').exact).toContain('SD1100IS');
    expect(modelCodes('tornillos M8 de varias longitudes').exact).toEqual([]);
  });

  it('keeps the stems of a code that ends in a region or colour variant, not its series', () => {
    expect(modelCodes('Samsung LN46A650A1F 46" LCD').loose).toEqual(
      expect.arrayContaining(['LN46A650', 'LN46A650A1']),
    );
    expect(modelCodes('Sony KDL40V4100').loose).not.toContain('KDL40');
  });

  it('quantities with a hyphen or written out still count as quantities', () => {
    expect(quantitiesOf('coated paper 36-inches x 150 feet')).toEqual(
      expect.arrayContaining(['in:36', 'ft:150']),
    );
  });

  it('does not take quantities with units for codes', () => {
    const codes = modelCodes('16gb class 4 sd card 40in 500w 2.4-inch 2.4-ghz');
    expect(codes.exact).toEqual([]);
    expect(modelCodes('Wago 221-612 6mm2, 10bar').exact).toEqual(['221612']);
    // A battery's charge, a torque, a loudness.
    expect(modelCodes('Bosch UniversalDrill 18V, 2x 1.5Ah kit 06039D4002').words).toEqual([
      '06039D4002',
    ]);
    expect(modelCodes('torque wrench 10-60Nm 85dB').exact).toEqual([]);
  });

  it("reads a maker's two-digit year before a model number as a variant of it", () => {
    expect(modelCodes('Kicker 07KS65 6.5" Coaxial Speaker Pair').loose).toContain('KS65');
    expect(modelCodes('KQ2L06-02AS fitting').loose).not.toContain('AS');
    // A size beside a lens's letters is no code.
    expect(modelCodes('Nikon D60 with 18-55mm VR Lens').exact).toEqual(['NIKOND60']);
  });

  it('reads ranges and zoom factors as measures, and a number with X after three digits as a code', () => {
    expect(
      modelCodes('Digital SLR Camera Kit w/ 18-55mm Lens, mount for 32-46in TVs, 10x zoom').exact,
    ).toEqual([]);
    expect(modelCodes('Philips Norelco 1150X SmartTouch-XL Shaver').exact).toEqual(['1150X']);
  });

  it('does not take a small count joined to a word for a code', () => {
    const codes = modelCodes(
      'AT&T 4-Line Corded Phone, 5-port switch, 12-cup maker, 2-pack, 3-in-1 kit, lector 72-en-1',
    );
    expect(codes.exact).toEqual([]);
    expect(modelCodes('bearing 6205-rsh').exact).toContain('6205RSH');
  });

  it('stays bounded on long input', () => {
    const codes = modelCodes('ab12cd '.repeat(5_000));
    expect(codes.exact.length).toBeLessThanOrEqual(40);
  });
});

describe('lexical channel', () => {
  const texts = [
    ['sony bravia kdl-40v4100 40 inch lcd hdtv'],
    ['samsung ln40a550 40 inch lcd tv'],
    ['sony ps-lx350h belt drive turntable'],
  ];
  const index = buildLexicalIndex(texts);

  it('ranks by words and 4-grams with IDF from the catalogue', () => {
    const found = searchLexical(index, prepareLexicalQuery(index, 'Sony turntable PSLX350H'), 3);
    expect(found[0]?.product).toBe(2);
    expect(found[0]?.cosine).toBeGreaterThan(0);
    expect(found[0]?.cosine).toBeLessThanOrEqual(1);
  });

  it('scores an exact code above its suffix variant', () => {
    const exact = codeHits(index, modelCodes('KDL40V4100'));
    const variant = codeHits(index, modelCodes('PSLX350'));
    expect(exact.get(0)?.exact).toBe(true);
    expect(variant.get(2)?.exact).toBe(false);
    expect(variant.get(2)?.strength ?? 1).toBeLessThan(exact.get(0)?.strength ?? 0);
  });

  it('finds a code written in pieces that names a product code without its suffix', () => {
    const tools = buildLexicalIndex([
      ['makita dhr242z akku-bohrhammer 18v ohne akku'],
      ['makita dhr243z akku-bohrhammer 18v ohne akku'],
    ]);
    const hits = codeHits(tools, modelCodes('MAKITA combihamer DHR 242 zonder accu'));
    expect([...hits.keys()]).toEqual([0]);
    expect(hits.get(0)?.exact).toBe(false);
  });

  it('reads a version and a word retail titles cut short the same way however written', () => {
    expect(lexicalText('PrintMaster Platinum v 17.0')).toBe(
      lexicalText('printmaster platinum v17'),
    );
    expect(lexicalText('Office 2004 Standard Upgrade')).toBe('office 2004 std upg');
    expect(lexicalText('Komplete 11 STD Upgr.')).toBe('komplete 11 std upg');
    expect(lexicalText('Home Architect Version 9')).toBe(lexicalText('home architect v 9.0'));
    expect(lexicalText('NOOK Wi-Fi eReader')).toBe(lexicalText('nook wifi ereader'));
    expect(lexicalText('Kindle Wi Fi')).toBe('kindle wifi');
    // One digit after 'v' is a name ('V8'), a decimal with more than zeros keeps its decimals.
    expect(lexicalText('V8 engine 2.5 l')).toBe('v8 engine 2 5 l');
  });

  it("reads a battery's designation, a screen's resolution and its size class one way", () => {
    expect(lexicalText('Duracell LR6 10pk')).toBe(lexicalText('duracell aa 10pk'));
    expect(lexicalText('batteries PP3 2PK')).toBe('batteries 9v 2pk');
    expect(lexicalText('LG monitor 1920x1080')).toBe(lexicalText('LG monitor Full HD'));
    expect(lexicalText('2560x1440 screen')).toBe(lexicalText('WQHD screen'));
    expect(lexicalText('Ultra HD TV')).toBe('4k tv');
    // A maker's 23.8" and a buyer's 24" are one class; under ten inches no class is read.
    expect(lexicalText('Dell E2422H 23.8" Full HD')).toContain('inch24');
    expect(lexicalText('DELL E SERIES 24 INCH 1920X1080')).toContain('inch24');
    expect(lexicalText('Lenovo 27-inch')).toContain('inch27');
    expect(lexicalText('tablet 8" case')).not.toContain('inch');
    // A console however written; 'PS 2' stays the keyboard port.
    expect(lexicalText('FIFA 20 for PlayStation 4')).toBe('fifa 20 for ps4');
    expect(lexicalText('FIFA 20 PS 4 Xbox One XB1 XONE')).toBe(
      'fifa 20 ps4 xboxone xboxone xboxone',
    );
    expect(lexicalText('micro ps 2 kvm switch')).toBe('micro ps 2 kvm switch');
    // Stainless steel as a finish, cut short.
    expect(lexicalText('Retro Toaster - S/S, (SS)')).toBe('retro toaster stainless stainless');
  });

  it('emits words and 4-grams once each', () => {
    const terms = lexicalTerms('abcd abcd');
    expect(terms.filter((term) => term === 'w:abcd')).toHaveLength(1);
    expect(terms).toContain(' abc');
  });
});

describe('quantities with units', () => {
  it('reads sizes, capacities and wattage in their usual spellings', () => {
    expect(quantitiesOf('16GB class 4, 40" screen, 500 W, 2.5 inch')).toEqual(
      expect.arrayContaining(['gb:16', 'in:40', 'w:500', 'in:2.5']),
    );
  });

  it('reads capacities and megapixels written out as words', () => {
    expect(quantitiesOf('Cruzer Blade 32 Gigabyte USB Flash Drive')).toEqual(['gb:32']);
    expect(quantitiesOf('Deskstar 5K3000 3 Terabyte')).toEqual(['gb:3000', 'gb:3072']);
    expect(quantitiesOf('512 Megabytes')).toEqual(['mb:512']);
    expect(quantitiesOf('Coolpix 12 Megapixels')).toEqual(['mp:12']);
  });

  it("reads a retail pack's count apart from a pack", () => {
    expect(quantitiesOf('Breakfast Blend K-Cup Packs (48-Count)')).toEqual(['ct:48']);
    expect(quantitiesOf('K-Cup Portion Pack for Keurig Brewers 48 ct')).toEqual(['ct:48']);
    expect(quantitiesOf('400 Thread Count Sheets')).toEqual([]);
  });

  it('reads numbers written in words before a unit, amp hours, weights, quarts and sets', () => {
    expect(quantitiesOf('Flexzilla Fifty-Foot Garden Hose')).toEqual(['ft:50']);
    expect(quantitiesOf('Dental Dog Treats, Twenty-Seven Ounce')).toEqual(['oz:27']);
    expect(quantitiesOf('Clumping Litter, Seventeen Pound')).toEqual(['lb:17']);
    expect(quantitiesOf('20 Volt MAX Five Amp Hour Battery')).toEqual(['v:20', 'ah:5']);
    expect(quantitiesOf('Blower Kit (1 x 2.0-Amp Hour Battery)')).toEqual(['x:1', 'ah:2']);
    expect(quantitiesOf('Premium Battery 1.5 Amp Hour Two-Pack')).toEqual(['ah:1.5', 'pk:2']);
    expect(quantitiesOf('Xtreme 5-Day Cooler 120-Quart')).toEqual(['qt:120']);
    expect(quantitiesOf('Hex Dumbbells, 10-Pound Set of 2')).toEqual(['lb:10', 'pk:2']);
    expect(quantitiesOf('Hot Wheels 10-Car Pack')).toEqual(['pk:10']);
    expect(quantitiesOf('HP 56/57 Combo Pack')).toEqual([]);
    expect(quantitiesOf('Norton Ghost 15 5-User Pack')).toEqual(['user:5']);
    // Rolls whatever their size, not what they equal in regular ones; reams and pairs.
    expect(quantitiesOf('Paper Towels, Eight Double Rolls = 16 Regular Rolls, Prints')).toEqual([
      'roll:8',
    ]);
    expect(quantitiesOf('Toilet Paper Twelve Super Mega Rolls')).toEqual(['roll:12']);
    expect(quantitiesOf('Copy Paper, Three Reams (1500 Sheets)')).toEqual([
      'ream:3',
      'sheets:1500',
    ]);
    expect(quantitiesOf('Crew Socks 10-Pair Pack')).toEqual(['pair:10']);
    expect(quantitiesOf('Four Handset Cordless Phone')).toEqual(['handset:4']);
    // A number in words before anything but a unit stays a word.
    expect(quantitiesOf('Kit with One 4 Amp Hour Battery')).toEqual(['ah:4']);
    expect(quantitiesOf('Call of Duty Black Ops Four')).toEqual([]);
  });

  it("reads a memory kit's modules written together as '3 x 4GB' reads them", () => {
    expect(quantitiesOf('HyperX 8GB Kit (2x4GB) DDR3-1600')).toEqual(['gb:8', 'gb:4', 'x:2']);
    expect(quantitiesOf('HyperX 12 Gigabyte (3 x 4GB) Kit')).toEqual(['gb:12', 'x:3', 'gb:4']);
  });

  it('reads terabytes as gigabytes, a count after an x, and counts of shots and teeth', () => {
    expect(quantitiesOf('SanDisk Extreme microSDXC 1 TB')).toEqual(['gb:1000', 'gb:1024']);
    expect(quantitiesOf('replacement blades x12')).toEqual(['pk:12']);
    expect(quantitiesOf('saw blade 190 x 30mm')).not.toContain('pk:30');
    expect(quantitiesOf('instax mini film, 20 shots')).toEqual(['shots:20']);
    expect(quantitiesOf('circular saw blade, 24 teeth')).toEqual(['teeth:24']);
  });

  it('reads an inch size written with a fraction as its decimal value', () => {
    expect(quantitiesOf('View Binder with One Touch EZD Rings, 1-1/2", White')).toEqual(['in:1.5']);
    expect(quantitiesOf('ball valve 1 1/4 inch, fitting 3/4"')).toEqual(['in:1.25', 'in:0.75']);
    expect(quantitiesOf('Binder 2in White')).toEqual(['in:2']);
  });

  it('reads every side of a dimension in its unit, and a count of pieces as a pack', () => {
    expect(quantitiesOf('HSS-G drill bit DIN 338, 2.5 x 57 mm')).toEqual(
      expect.arrayContaining(['mm:2.5', 'mm:57']),
    );
    expect(quantitiesOf('Rillenkugellager 30x62x16 mm')).toEqual(
      expect.arrayContaining(['mm:30', 'mm:62', 'mm:16']),
    );
    for (const line of ['Spiraalboor 2,5 mm, 10 st', 'Punta 4,2 mm, 10 pz', 'Bohrer, 10 Stk.'])
      expect(quantitiesOf(line)).toContain('pk:10');
    expect(quantitiesOf('metal drill bit, pack of 10')).toContain('pk:10');
    expect(quantitiesOf('wire-end ferrule, pack of 500')).toContain('pk:500');
    expect(quantitiesOf('Canon CLI-8PC Photo Cyan Ink Tank')).toEqual([]);
  });

  it('reads how many handsets, ports, cups or slices a product has', () => {
    expect(quantitiesOf('Cordless Phone System with 2 Handsets, expandable to 6 handsets')).toEqual(
      ['handset:2'],
    );
    expect(quantitiesOf('Netgear 5-port switch, 12-Cup Coffee Maker, 4 Slice Toaster')).toEqual([
      'port:5',
      'cup:12',
      'slice:4',
    ]);
    expect(quantitiesOf('HDMI 1.3 port')).toEqual([]);
  });

  it('reads cubic feet however written', () => {
    expect(quantitiesOf('Panasonic NN-H965WF 2.2 cu ft White')).toEqual(['cuft:2.2']);
    expect(quantitiesOf('Panasonic 1.2 Cu. Ft. 1200W Microwave')).toEqual(['cuft:1.2', 'w:1200']);
    expect(quantitiesOf('Frigidaire 20 cubic feet refrigerator')).toEqual(['cuft:20']);
  });

  it("reads a single prime as inches or feet, and two as inches (`46' LCD HDTV`)", () => {
    expect(quantitiesOf("Sony 46' BRAVIA LCD HDTV")).toEqual(['in:46', 'ft:46']);
    expect(quantitiesOf("Sony 46'' BRAVIA")).toEqual(['in:46']);
    // 'in' before a hyphen is the preposition of a compound, not a unit.
    expect(quantitiesOf('2-in-1 laptop, 5 in-wall speaker')).toEqual([]);
    // Feet and inches together are not a size in inches of the feet.
    expect(quantitiesOf('cabinet 5\'6" tall')).toEqual(['in:6']);
  });
});

describe('matching a retail catalogue without a model-number field', () => {
  /** The product the line names by model number in a catalogue, if any. */
  const namedByCode = (catalogue: ProductIndex, text: string) =>
    candidateFeatures(catalogue, { text, manufacturerKey: '' }, [])
      .filter((entry) => entry.codeDecisive)
      .map((entry) => catalogue.products[entry.candidate.product]?.productId);

  /** The candidates the line contradicts by `kind`, in id order. */
  const contradictedBy = (catalogue: ProductIndex, kind: IdentityConflict) => (text: string) =>
    candidateFeatures(catalogue, { text, manufacturerKey: '' }, [])
      .filter((entry) => entry.identityConflicts.includes(kind))
      .map((entry) => catalogue.products[entry.candidate.product]?.productId)
      .sort();
  /** The products of one family (ids starting alike) that the line contradicts. */
  const siblingsContradicted =
    (catalogue: ProductIndex, kind: IdentityConflict) => (line: string, family: string) =>
      contradictedBy(catalogue, kind)(line).filter((product) => product?.startsWith(family));

  const catalogue = buildProductIndex({
    products: [
      { product_id: 'A', description: 'Sony BRAVIA KDL-40V4100 40" LCD HDTV' },
      { product_id: 'B', description: 'Sony BRAVIA KDL-46V4100 46" LCD HDTV' },
      { product_id: 'C', description: 'Samsung LN40A550 40" LCD TV' },
      { product_id: 'D', description: 'Sony PS-LX350H Belt Drive Turntable' },
    ],
  });

  it('finds the product by a model number written another way', () => {
    const result = matchProducts(catalogue, {
      line_items: [{ description: 'Sony Bravia 40in LCD TV KDL40V4100' }],
    });
    expect(result.matches[0]?.catalog_product_id).toBe('A');
  });

  it('names the product by a code one side writes in pieces', () => {
    const industrial = buildProductIndex({
      products: [
        {
          product_id: 'SY25',
          description: 'SKF SY 25 TF Y-bearing plummer block unit, shaft 25 mm',
        },
        {
          product_id: 'SY30',
          description: 'SKF SY 30 TF Y-bearing plummer block unit, shaft 30 mm',
        },
        { product_id: 'LC-BD', description: 'Schneider LC1D09BD TeSys D contactor, coil 24 V DC' },
        { product_id: 'LC-B7', description: 'Schneider LC1D09B7 TeSys D contactor, coil 24 V AC' },
      ],
    });
    expect(namedByCode(industrial, 'SKF SY25TF')).toEqual(['SY25']);
    const pliers = buildProductIndex({
      products: [
        { product_id: 'K70-01', description: 'Knipex 70 01 160 Seitenschneider 160 mm' },
        { product_id: 'K70-02', description: 'Knipex 70 02 160 diagonal cutter 160 mm' },
      ],
    });
    expect(namedByCode(pliers, 'Knipex 7002160')).toEqual(['K70-02']);
    expect(namedByCode(industrial, 'Schuetz LC1-D09 BD')).toEqual(['LC-BD']);
  });

  it('names the product by a short model number no other product carries', () => {
    const headphones = buildProductIndex({
      products: [
        { product_id: 'ANC7', description: 'Audio-Technica ATH-ANC7 QuietPoint Headphones' },
        {
          product_id: 'ANC7B',
          description: 'Audio-Technica ATH-ANC7b QuietPoint Active Noise-Cancelling Headphones',
        },
        { product_id: 'T77', description: 'Sony Cyber-shot DSC-T77 10.1 MP Camera - Black' },
        { product_id: 'T700', description: 'Sony Cyber-shot DSC-T700 10.1 MP Camera - Black' },
      ],
    });
    expect(
      namedByCode(headphones, 'Audio Technica Quietpoint Active Noise Canceling - ATHANC7'),
    ).toEqual(['ANC7']);
    expect(namedByCode(headphones, 'Cybershot 10.1MP Camera - DSCT77')).toEqual(['T77']);
    // Too short to be a model of its own: a series or a standard ('T77' of the maker's series).
    expect(namedByCode(headphones, 'Cybershot T77 camera')).toEqual([]);
    const batteries = buildProductIndex({
      products: [
        { product_id: 'NB4L', description: 'Canon NB-4L Battery for PowerShot SD1100 IS' },
        { product_id: 'NB5L', description: 'Canon NB-5L Battery Pack for PowerShot SD790 IS' },
        { product_id: 'KIT', description: 'Canon PowerShot SD1100 IS Camera Kit with Case' },
      ],
    });
    const colours = buildProductIndex({
      products: [
        { product_id: 'PINK', description: 'Sony Cyber-shot DSC-T77 10.1 MP Camera - Pink' },
        { product_id: 'BLACK', description: 'Sony Cyber-shot DSC-T77 10.1 MP Camera - Black' },
      ],
    });
    // A colour suffix on the line's code, and the colour written out: the model in that colour.
    expect(namedByCode(colours, 'Cybershot 10.1MP Camera In Black - DSCT77B')).toEqual(['BLACK']);
    expect(namedByCode(colours, 'Cybershot 10.1MP Camera - DSCT77B')).toEqual([]);
    // Four characters name a product beside its maker in the line's own words.
    expect(namedByCode(batteries, 'Canon Battery Pack For PowerShot - NB4L')).toEqual(['NB4L']);
    expect(namedByCode(batteries, 'Battery Pack For PowerShot - NB4L')).toEqual([]);
  });

  it('reads a size no size of the product holds as a conflict, never a size it leaves out', () => {
    const discs = buildProductIndex({
      products: [
        {
          product_id: 'D10',
          description: 'Klingspor A 60 TZ Special Kronenflex Trennscheibe 125x1,0x22,23 mm',
        },
        {
          product_id: 'D16',
          description: 'Klingspor A 46 TZ Special cutting disc 125x1.6x22.23 mm',
        },
        { product_id: 'D00', description: 'Klingspor Kronenflex cutting disc, flat' },
      ],
    });
    const conflicts = Object.fromEntries(
      candidateFeatures(discs, { text: 'Kronenflex 125 x 1,6', manufacturerKey: '' }, []).map(
        (entry) => [discs.products[entry.candidate.product]?.productId, entry.identityConflicts],
      ),
    );
    expect(conflicts).toEqual({ D10: ['dimension'], D16: [], D00: [] });
  });

  it("reads another maker's product as a conflict where the line names a maker of the catalogue", () => {
    const shop = buildProductIndex({
      products: [
        { product_id: 'V37', description: 'VIZIO VO370M 37" 1080p LCD HDTV' },
        { product_id: 'V32', description: 'VIZIO VO320E 32" LCD HDTV' },
        { product_id: 'LG42', description: 'LG 42LG60 42" LCD HDTV' },
        { product_id: 'LGBD', description: 'LG BD300 Network Blu-ray Disc Player' },
        { product_id: 'CAM', description: 'Canon PowerShot SD1100 IS Digital Camera' },
        { product_id: 'BAT', description: 'Canon NB-4L Battery for PowerShot' },
        { product_id: 'REZO', description: 'Lowepro Rezo 30 camera case for Canon PowerShot' },
        { product_id: 'APEX', description: 'Lowepro Apex 60 AW camera bag' },
      ],
    });
    const conflicts = contradictedBy(shop, 'brand');
    expect(conflicts('LG 37" LCD HDTV 1080p')).toContain('V37');
    expect(conflicts('LG 37" LCD HDTV 1080p')).not.toContain('LG42');
    // A product naming the line's maker anywhere is no other maker's.
    expect(conflicts('Canon PowerShot camera case')).toContain('APEX');
    expect(conflicts('Canon PowerShot camera case')).not.toContain('REZO');
    // A line naming no maker of the catalogue contradicts none.
    expect(conflicts('37" LCD HDTV 1080p')).toEqual([]);
    // A maker's short form is that maker ('MS' for Microsoft).
    const software = buildProductIndex({
      products: [
        // Each maker's key twice: a first word once in a catalogue names no maker.
        { product_id: 'MS', description: 'ms office 2007 ultimate upg' },
        { product_id: 'MS2', description: 'ms windows xp pro upgrade w/ sp2' },
        { product_id: 'MSFT', description: 'Microsoft Windows Vista Ultimate Upgrade' },
        { product_id: 'MSFT2', description: 'Microsoft Office Excel 2007' },
        { product_id: 'WD', description: 'wd my passport essential 500gb' },
        { product_id: 'WD2', description: 'wd caviar green 1tb' },
        { product_id: 'SG', description: 'Seagate FreeAgent Go 500GB' },
        { product_id: 'SG2', description: 'Seagate Barracuda 1TB' },
      ],
    });
    const makers = contradictedBy(software, 'brand');
    expect(makers('Microsoft Office Ultimate 2007 Upgrade')).not.toContain('MS');
    expect(makers('WD My Book Essential 500GB')).toContain('SG');
  });

  it('reads another model line, resolution, count of parts, length or gauge as another product', () => {
    const shop = buildProductIndex({
      products: [
        { product_id: 'V52', description: 'Sony Bravia V-Series 52 Inch 1080p 120Hz LCD HDTV' },
        { product_id: 'S3', description: 'Samsung 32 Inch 720p LCD HDTV Series 3, Glossy Black' },
        { product_id: 'T4', description: 'AT&T Four Handset DECT 6.0 Answering System' },
        { product_id: 'W3', description: 'Pioneer TS-A1372R 5-1/4" 3-Way Speakers' },
        { product_id: 'K8', description: 'Rockford Fosgate RFK8 8 Gauge Amplifier Install Kit' },
        { product_id: 'H4', description: 'Monster HDMI 400 HD Cable 4 Foot' },
      ],
    });
    const variant = contradictedBy(shop, 'variant');
    const quantity = contradictedBy(shop, 'quantity');
    expect(variant('Sony BRAVIA W Series 52" Class 1080p 120Hz LCD HDTV')).toContain('V52');
    expect(variant('Sony BRAVIA V Series 52" Class 1080p 120Hz LCD HDTV')).not.toContain('V52');
    expect(variant('Samsung 32" Class Series 6 1080p LCD HDTV - LN32B640')).toContain('S3');
    expect(variant('Samsung 32" Class Series 3 720p LCD HDTV')).not.toContain('S3');
    // An edition's number ('Designer Pro 8' against 'Pro 9').
    const designers = buildProductIndex({
      products: [{ product_id: 'P9', description: 'Home Designer Pro 9 (Chief Architect)' }],
    });
    expect(contradictedBy(designers, 'variant')('Chief Architect Home Designer Pro 8')).toEqual([
      'P9',
    ]);
    expect(contradictedBy(designers, 'variant')('Chief Architect Home Designer Pro 9')).toEqual([]);
    // A name's number written as one word with it.
    const speakers = buildProductIndex({
      products: [
        { product_id: 'M40', description: 'Polk Audio Monitor40 Bookshelf Speakers Cherry Pair' },
        { product_id: 'M70', description: 'Polk Monitor70 Tower Speaker, Cherry, Single' },
      ],
    });
    expect(
      contradictedBy(speakers, 'variant')('Polk Audio Monitor 70 Floorstanding Speaker - Cherry'),
    ).toEqual(['M40']);
    // Digits written apart by a sign are one number, not a name's number ('3-2-1', '3·2·1').
    const bose = buildProductIndex({
      products: [
        { product_id: '321', description: 'Bose 321 GS Series III DVD Home Theater' },
        { product_id: '3-2-1', description: 'Bose 3-2-1 Series III DVD Home Theater System' },
      ],
    });
    expect(
      contradictedBy(bose, 'variant')('Bose 3·2·1 GS Series III DVD Home Entertainment System'),
    ).toEqual([]);
    expect(quantity('AT&T DECT 6.0 Cordless Phone with 5 Handsets')).toContain('T4');
    expect(quantity('AT&T DECT 6.0 Answering System, 4 handsets')).not.toContain('T4');
    expect(quantity('Pioneer 5-1/4" 2-Way Car Speakers (Pair)')).toContain('W3');
    expect(quantity('Rockford Fosgate 4-Gauge Amplifier Installation Kit')).toContain('K8');
    expect(quantity('Monster High Speed HDMI Cable, 8 ft.')).toContain('H4');
    expect(quantity('Monster High Speed HDMI Cable, 4 ft.')).not.toContain('H4');
    // Volts written with the current's kind, a battery's charge, a torque.
    expect(quantitiesOf('relay Omron MY2N-GS 230 VAC')).toEqual(['v:230']);
    expect(quantitiesOf('Makita 18V 5.0Ah BL1850B')).toEqual(['v:18', 'ah:5']);
    expect(quantitiesOf('torque wrench 3/8 10-60 Nm')).toEqual(['nm:60']);
    // The lanes of a PCI Express slot are no pack of sixteen.
    const cards = buildProductIndex({
      products: [
        {
          product_id: 'HD4850',
          description: 'SAPPHIRE 100259L Radeon HD 4850 512MB GDDR3 PCI Express 2.0 x16 Video Card',
        },
      ],
    });
    expect(contradictedBy(cards, 'quantity')('Sapphire HD 4850 512MB GDDR3')).toEqual([]);
  });

  it('reads a product that is no pack as another than the pack a retail line asks for', () => {
    const radios = buildProductIndex({
      products: [
        { product_id: 'PAIR', description: 'Cobra microTALK 22-Mile Two-Way Radio Pair - CXT225' },
        { product_id: 'DRIVE', description: 'PNY Attache 16GB USB 2.0 Flash Drive' },
        { product_id: 'DRIVE2', description: 'PNY Attache 16GB USB 2.0 Flash Drive (2-Pack)' },
        {
          product_id: 'CAL',
          description: 'Windows Server 2003 Client Additional License - 5 user',
        },
      ],
    });
    const quantity = contradictedBy(radios, 'quantity');
    // Whatever code names it: the CXT225 is sold as a pair, not as four.
    expect(quantity('Cobra microTALK CXT225 22 mile 4pk')).toContain('PAIR');
    expect(quantity('PNY Attache 16GB flash drive 2pk')).toEqual(expect.arrayContaining(['DRIVE']));
    expect(quantity('PNY Attache 16GB flash drive 2pk')).not.toContain('DRIVE2');
    // An order's 'pack of 10' is the quantity ordered; a licence for five users is a pack of five.
    expect(quantity('PNY Attache 16GB flash drive, pack of 10')).not.toContain('DRIVE');
    expect(
      quantity('Windows Server 2003 client additional license for users-5 pack'),
    ).not.toContain('CAL');
  });

  it("leaves a colour the line names unconfirmed by a sibling's suffix", () => {
    const cameras = buildProductIndex({
      products: [
        { product_id: 'S', description: 'Sony DSCW350S Cyber-shot 14.1MP' },
        { product_id: 'P', description: 'Sony DSC-W350/P 14.1 Megapixel Camera' },
        { product_id: 'B', description: 'Sony DSC-W350/B 14MP Cybershot Black' },
      ],
    });
    const unconfirmed = contradictedBy(cameras, 'unconfirmed_colour');
    const line = 'Sony Cyber-shot DSC-W350 14.1-Megapixel Digital Camera';
    expect(unconfirmed(`${line} - Silver`)).toEqual(['P', 'S']);
    expect(contradictedBy(cameras, 'colour')(`${line} - Silver`)).toEqual(['B']);
    expect(unconfirmed(line)).toEqual([]);
    // It orders nothing: the line says the product is no other.
    expect(contradicts(['unconfirmed_colour'])).toBe(false);
    expect(contradicts(['unconfirmed_colour', 'colour'])).toBe(true);
  });

  it("reads no maker in the kind a catalogue's titles begin with", () => {
    // Titles of an ERP begin with the product's kind, in whichever language it was typed in.
    const belts = buildProductIndex({
      products: [
        { product_id: 'Z1', description: 'Zahnriemen HTD 1200-8M-30' },
        { product_id: 'Z2', description: 'Zahnriemen HTD 800-8M-30' },
        { product_id: 'C1', description: 'Courroie crantée HTD 800-8M-50' },
        { product_id: 'C2', description: 'Courroie crantée HTD 1200-8M-50' },
        { product_id: 'K1', description: 'Kabelbinder 4,8 x 200 mm schwarz' },
        { product_id: 'K2', description: 'Kabelbinder 3,6 x 140 mm natur' },
        { product_id: 'S1', description: 'Sechskantmutter DIN 934 M8 verzinkt' },
        { product_id: 'S2', description: 'Sechskantmutter DIN 934 M10 verzinkt' },
        { product_id: 'G1', description: 'Gates Keilriemen SPZ 1000' },
        { product_id: 'G2', description: 'Gates Keilriemen SPZ 1200' },
      ],
    });
    const conflicts = contradictedBy(belts, 'brand');
    expect(conflicts('courroie HTD 1200 8M 30')).toEqual([]);
    // A maker named as one still is.
    expect(conflicts('Gates courroie HTD 1200 8M 30')).not.toContain('G1');
    expect(conflicts('Optibelt Keilriemen SPZ 1000')).toEqual([]);
    expect(conflicts('Gates Zahnriemen HTD 1200-8M-30')).toEqual([]);
  });

  it("reads a pack's count in the trade's words, and holds it against another count whatever code names the product", () => {
    expect(quantitiesOf('Bosch Stichsägeblatt T 101 B 5er Pack')).toEqual(['pk:5']);
    expect(quantitiesOf('Scheibe DIN 125 M12 VPE 100')).toEqual(['pk:100']);
    expect(quantitiesOf('vis à tête fraisée M4x10 lot de 5')).toContain('pk:5');
    expect(quantitiesOf('vite TSPEI zincato confezione da 200')).toEqual(['pk:200']);
    expect(quantitiesOf('tornillo DIN 933 M8x30 caja de 100')).toContain('pk:100');
    const blades = buildProductIndex({
      products: [
        {
          product_id: 'T118A-5',
          description: 'Bosch Stichsägeblatt T 118 A Basic for Metal, 5 Stück',
        },
        {
          product_id: 'T101B-25',
          description: 'Bosch Stichsägeblatt T 101 B Clean for Wood, 25 Stück',
        },
      ],
    });
    const conflicting = contradictedBy(blades, 'quantity');
    expect(conflicting('Bosch decoupeerzaagblad T 118 A verpakking 25 stuks')).toContain('T118A-5');
    expect(conflicting('Bosch Stichsägeblatt T 118 A, 5 Stk')).toEqual(['T101B-25']);
  });

  it("holds lengths in other units and a screen's class against the title's sizes", () => {
    const shop = buildProductIndex({
      products: [
        {
          product_id: 'CAT6-1M',
          description: 'StarTech.com 1m Cat6 Snagless RJ45 Patch Cable Blue',
        },
        {
          product_id: 'CAT6-3M',
          description: 'StarTech.com 3m Cat6 Snagless RJ45 Patch Cable Blue',
        },
        { product_id: 'D1-9', description: 'Dymo D1 40910 Label Tape 9mm x 7m Black on Clear' },
        { product_id: 'D1-12', description: 'Dymo D1 45010 Label Tape 12mm x 7m Black on Clear' },
        { product_id: 'MON-238', description: 'Dell P2422H 23.8" Full HD IPS Monitor' },
        { product_id: 'MON-27', description: 'Dell P2722H 27" Full HD IPS Monitor' },
      ],
    });
    const siblings = siblingsContradicted(shop, 'quantity');
    expect(siblings('Startech cable Cat 6 3.3ft Blue', 'CAT6')).toEqual(['CAT6-3M']);
    expect(siblings('StarTech.com 10ft Cat6 RJ45 cable', 'CAT6')).toEqual(['CAT6-1M']);
    expect(siblings('DYMO D-1 standard 1/2" black on clear cassette', 'D1')).toEqual(['D1-9']);
    // 'D-1' is the tape's system, not one inch and three eighths.
    expect(siblings('d-1 3/8" clear tape black text', 'D1')).toEqual(['D1-12']);
    expect(siblings('DELL Professional 24" Full HD IPS monitor', 'MON')).toEqual(['MON-27']);
    // Small inch sizes stay exact: a 1/2" tape is no 3/8" one.
    expect(quantitiesOf('pipe 1-1/2" nipple')).toEqual(['in:1.5']);
  });

  it('compares weights, volumes and charges across units', () => {
    const shop = buildProductIndex({
      products: [
        { product_id: 'FOOD-15', description: 'Nutro Small Bites Dry Dog Food, 15 lb Bag' },
        { product_id: 'FOOD-40', description: 'Nutro Small Bites Dry Dog Food, 40 lb Bag' },
        { product_id: 'COOKER-4', description: 'Crock-Pot Simple Set 4-Quart Slow Cooker' },
        { product_id: 'COOKER-6', description: 'Crock-Pot Simple Set 6-Quart Slow Cooker' },
        { product_id: 'JAR-40', description: 'Ninja Pulse Master Blender 1200 Watt 40 oz' },
        { product_id: 'JAR-48', description: 'Ninja Pulse Master Blender 1200 Watt 48 oz' },
        { product_id: 'BATT-4', description: 'Ridgid MAX Output 18 Volt Battery, 4.0Ah' },
        { product_id: 'BATT-8', description: 'Ridgid MAX Output 18 Volt Battery, 8.0Ah' },
      ],
    });
    const siblings = siblingsContradicted(shop, 'quantity');
    expect(siblings('Nutro Dry Dog Food Small Bites 6.8 kg Bag', 'FOOD')).toEqual(['FOOD-40']);
    expect(siblings('CrockPot Simple Set Slow Cooker 5.7 Litre', 'COOKER')).toEqual(['COOKER-4']);
    expect(siblings('Ninja Pulse Master Blender - 1.4L', 'JAR')).toEqual(['JAR-40']);
    expect(siblings('Ridgid Battery MAX Output 8000mAh', 'BATT')).toEqual(['BATT-4']);
  });

  it('compares counts however a title counts them', () => {
    const shop = buildProductIndex({
      products: [
        { product_id: 'PENS-12', description: 'Pilot Acroball Gel Pens, Bold Point, 12-Pack, Red' },
        { product_id: 'PENS-36', description: 'Pilot Acroball Gel Pens, Bold Point, 36-Pack, Red' },
        { product_id: 'PUZZLE-500', description: 'Galison 500 Pieces Jigsaw Puzzle Retro Diner' },
        {
          product_id: 'PUZZLE-2000',
          description: 'Galison 2,000 Pieces Jigsaw Puzzle Retro Diner',
        },
        { product_id: 'BATT-1', description: 'Ego POWER+ 56-Volt Battery, 4.0 Ah, Single' },
        { product_id: 'BATT-2', description: 'Ego POWER+ 56-Volt Battery, 4.0 Ah, 2 Count' },
        { product_id: 'BELL-1', description: 'CAP Barbell Neoprene 2 lb. Dumbbell, Each' },
        { product_id: 'BELL-2', description: 'CAP Barbell Neoprene 2 lb. Dumbbell, (Pair)' },
        {
          product_id: 'AV-1',
          description: 'Webroot SecureAnywhere AntiVirus 2020 1 Device 1 Year',
        },
        {
          product_id: 'AV-3',
          description: 'Webroot SecureAnywhere AntiVirus 2020 3 Devices 1 Year',
        },
      ],
    });
    const siblings = siblingsContradicted(shop, 'quantity');
    expect(siblings('Pilot Acroball Gel Pens Bold 12 Ct Red', 'PENS')).toEqual(['PENS-36']);
    expect(siblings('Jigsaw Puzzle by Galison Retro Diner 2000pc', 'PUZZLE')).toEqual([
      'PUZZLE-500',
    ]);
    expect(siblings('Battery by EGO POWER+ 56-Volt, 4.0Ah, 2 Count', 'BATT')).toEqual(['BATT-1']);
    expect(siblings('CAP Ultra Dumbbell - 2 lbs x2', 'BELL')).toEqual(['BELL-1']);
    expect(siblings('CAP Ultra Dumbbell 2 lbs - (Each) - Neoprene', 'BELL')).toEqual(['BELL-2']);
    // A licence's devices are its seats.
    expect(siblings('Webroot SecureAnywhere AV 2020 - 3-Device 1-Year', 'AV')).toEqual(['AV-1']);
  });

  it("reads a screen's series beside its size in the model number", () => {
    const screens = buildProductIndex({
      products: [
        { product_id: 'C7-55', description: 'LG OLED55C7P 55-Inch 4K Ultra HD OLED Smart TV' },
        { product_id: 'CX-55', description: 'LG OLED55CXPUA 55-Inch 4K Ultra HD OLED Smart TV' },
        { product_id: 'CX-65', description: 'LG OLED65CXPUA 65-Inch 4K Ultra HD OLED Smart TV' },
        {
          product_id: 'G10-46',
          description: 'Panasonic VIERA TC-P46G10 46-Inch 1080p Plasma HDTV',
        },
        { product_id: 'S2-46', description: 'Panasonic VIERA TC-P46S2 46-Inch 1080p Plasma HDTV' },
        {
          product_id: 'P-55',
          description: 'VIZIO P55-C1 55-Inch P-Series 4K Ultra HD LED Smart TV',
        },
      ],
    });
    const conflicting = contradictedBy(screens, 'model');
    expect(conflicting("LG 55' OLED CX Series 4K OLED HDTV")).toEqual(['C7-55', 'P-55']);
    expect(conflicting('PANASONIC 46 in. Class Viera G10 Series 1080p Plasma TV')).toEqual([
      'S2-46',
    ]);
    expect(conflicting('VIZIO 55in Class P-Series 4K 120Hz LED TV')).toEqual(['C7-55', 'CX-55']);
    // A line without a series code says nothing against any of them.
    expect(conflicting('LG 55 inch OLED 4K Smart TV')).toEqual([]);
  });

  it('reads a model number the product does not carry, numbered otherwise, as another model', () => {
    const shop = buildProductIndex({
      products: [
        {
          product_id: 'DRIVE',
          description: 'SanDisk Ultra 64GB USB 3.0 Flash Drive - 100MB/s (SDCZ48-064G-U46)',
        },
        { product_id: 'PRINTER', description: 'Canon i-SENSYS LBP6030B Mono Laser Printer' },
        {
          product_id: 'AVR',
          description: 'Denon AVR-E300 7.1 Channel 90 Watt Home Theater Receiver',
        },
        { product_id: 'SWITCH', description: 'Cisco Business CBS250-8T-D 8-Port Smart Switch' },
        { product_id: 'BEARING', description: 'SKF Rillenkugellager 6303-2Z 17x47x14 mm' },
      ],
    });
    const conflicting = contradictedBy(shop, 'model');
    expect(conflicting('SanDisk 64 GB Ultra SDXC Memory Card (SDSDU-064G-U46)')).toContain('DRIVE');
    expect(conflicting('mono laser MFP Canon MF443dw')).toContain('PRINTER');
    expect(conflicting('7.1 Channel 90 Watt Home Theater Rcvr AVR-1910')).toContain('AVR');
    expect(conflicting('CISCO CBS25016T2G')).toContain('SWITCH');
    // One number written two ways, a size written like a code: no other model.
    expect(conflicting('6303-ZZ rodamiento')).not.toContain('BEARING');
    expect(conflicting('SKF bearing M4X20MM 6303')).not.toContain('BEARING');
  });

  it("reads a computer's memory, storage and processor as a buyer shortens them", () => {
    expect(quantitiesOf('vostro 3520 i5 16/512 nb')).toEqual(['gb:16', 'gb:512']);
    expect(quantitiesOf('Lenovo ThinkCentre Tiny i5/8/256 desktop')).toEqual(['gb:8', 'gb:256']);
    expect(quantitiesOf('Dell Latitude 16GB RAM, 512 SSD')).toEqual(['gb:16', 'gb:512']);
    expect(quantitiesOf('ratio 8/2')).toEqual([]);
    const laptops = buildProductIndex({
      products: [
        {
          product_id: 'I5-8-512',
          description: 'Dell Vostro 3520 15.6" Laptop - Intel Core i5-1235U, 8GB RAM, 512GB SSD',
        },
        {
          product_id: 'I5-16-512',
          description: 'Dell Vostro 3520 15.6" Laptop - Intel Core i5-1235U, 16GB RAM, 512GB SSD',
        },
        {
          product_id: 'I7-16-512',
          description: 'Dell Vostro 3520 15.6" Laptop - Intel Core i7-1255U, 16GB RAM, 512GB SSD',
        },
      ],
    });
    expect(contradictedBy(laptops, 'quantity')('vostro 3520 i5 16/512 nb')).toEqual(['I5-8-512']);
    expect(contradictedBy(laptops, 'variant')('vostro 3520 i5 16/512 nb')).toEqual(['I7-16-512']);
  });

  it("reads a screen's resolution by its name and its pixels", () => {
    const monitors = buildProductIndex({
      products: [
        { product_id: 'FHD', description: 'Lenovo ThinkVision T27i-30 27" Full HD IPS Monitor' },
        { product_id: 'QHD', description: 'Lenovo ThinkVision T27h-30 27" QHD IPS Monitor' },
      ],
    });
    const conflicting = contradictedBy(monitors, 'variant');
    expect(conflicting('LED monitor LENOVO 27-inch 1920x1080 60 Hz')).toEqual(['QHD']);
    expect(conflicting('ThinkVision 27-inch 2560x1440 60Hz mon Lenovo')).toEqual(['FHD']);
  });

  it("reads a pipe fitting's shape as a variant", () => {
    const fittings = buildProductIndex({
      products: [
        { product_id: 'ELBOW', description: 'Viega Sanpress Inox Bogen 90° 18 mm, Edelstahl' },
        { product_id: 'TEE', description: 'Viega Sanpress Inox T-Stück 18 mm, Edelstahl' },
        { product_id: 'COUPLING', description: 'Viega Sanpress Inox Muffe 18 mm, Edelstahl' },
      ],
    });
    const conflicting = contradictedBy(fittings, 'variant');
    expect(conflicting('Sanpress Inox 18 mm T igual press')).toEqual(['COUPLING', 'ELBOW']);
    expect(conflicting('accesorio prensar manguito recto 18 sanpress')).toEqual(['ELBOW', 'TEE']);
  });

  it("reads a label tape's print on its colour as a variant, in order", () => {
    const tapes = buildProductIndex({
      products: [
        { product_id: 'BK/WH', description: 'Brother TZe-231 Label Tape 12mm x 8m Black on White' },
        { product_id: 'WH/BK', description: 'Brother TZe-335 Label Tape 12mm x 8m White on Black' },
        { product_id: 'BK/RD', description: 'Brother TZe-431 Label Tape 12mm x 8m Black on Red' },
      ],
    });
    const conflicting = contradictedBy(tapes, 'variant');
    expect(conflicting('TZe 12mm blk on WH tapes')).toEqual(['BK/RD', 'WH/BK']);
    expect(conflicting('TZe-Band 12 mm weiß auf schwarz')).toEqual(['BK/RD', 'BK/WH']);
    expect(conflicting('P-touch tape 1/2" black-on-red')).toEqual(['BK/WH', 'WH/BK']);
  });

  it("reads a version, an edition, a model year, a term, a hand, a word width, a disc, a season, a size, a kit, a scent, a station and a knife's kind as variants", () => {
    const shop = buildProductIndex({
      products: [
        { product_id: 'FUSION-11', description: 'VMware Fusion 11 Pro for Mac' },
        { product_id: 'FUSION-12', description: 'VMware Fusion 12 Pro for Mac' },
        { product_id: 'GAME-2ND', description: 'Haunted Hollow Board Game, 2nd Edition, 14+' },
        { product_id: 'GAME-DLX', description: 'Haunted Hollow Board Game, Deluxe Edition, 14+' },
        { product_id: 'BIKE-2022', description: 'Firmstrong Summit Kids\' Bike 12" 2022 Model' },
        { product_id: 'BIKE-2024', description: 'Firmstrong Summit Kids\' Bike 12" 2024 Model' },
        { product_id: 'AV-1Y', description: 'Norton AntiVirus Plus, 1-Device, 1 Year' },
        { product_id: 'AV-2Y', description: 'Norton AntiVirus Plus, 1-Device, 2 Years' },
        { product_id: 'SCISSORS-L', description: 'Maped Everyday 8" Scissors, Left-Handed' },
        { product_id: 'SCISSORS-R', description: 'Maped Everyday 8" Scissors, Right-Handed' },
        { product_id: 'WIN-32', description: 'Windows 10 Home 32 Bit Spanish OEM DVD' },
        { product_id: 'WIN-64', description: 'Windows 10 Home 64 Bit Spanish OEM DVD' },
        { product_id: 'WIN-PRO', description: 'Windows 10 Pro 64 Bit Spanish OEM DVD' },
        { product_id: 'DVD+R', description: 'Verbatim DVD+R 4.7GB 16x 10-Pack' },
        { product_id: 'DVD-R', description: 'Verbatim DVD-R 4.7GB 16x 10-Pack' },
        { product_id: 'SHOW-S4-BD', description: 'Breaking Bad: Season 4 [Blu-ray]' },
        {
          product_id: 'SHOW-S4-DVD',
          description: 'Breaking Bad: The Complete Fourth Season [DVD]',
        },
        { product_id: 'SHOW-S5-DVD', description: 'Breaking Bad: The Complete Fifth Season [DVD]' },
        { product_id: 'BALL-6', description: 'Nike Size 6 (28.5") Basketball Elite Pro, Orange' },
        { product_id: 'BALL-7', description: 'Nike Size 7 (29.5") Basketball Elite Pro, Orange' },
        {
          product_id: 'KIT-1',
          description: 'Makita 18-Volt Impact Driver LXT, Kit with 1 5.0Ah Battery',
        },
        {
          product_id: 'KIT-2',
          description: 'Makita 18-Volt Impact Driver LXT, Kit (2 x 5.0Ah Batteries)',
        },
        {
          product_id: 'LITTER-FREE',
          description: 'Tidy Cats Clumping Cat Litter - 28 lbs. - Unscented',
        },
        {
          product_id: 'LITTER-SCENT',
          description: 'Tidy Cats Clumping Cat Litter - 28 lbs. - Scented',
        },
        {
          product_id: 'SHAVER-ALONE',
          description: 'Remington HyperFlex Shaver, Graphite, (Shaver Only)',
        },
        {
          product_id: 'SHAVER-STATION',
          description: 'Remington HyperFlex Shaver, Graphite, + Clean & Charge',
        },
        { product_id: 'KNIFE-SANTOKU', description: 'Victorinox 5" Forged Santoku Knife Haiku' },
        { product_id: 'KNIFE-UTILITY', description: 'Victorinox 5" Forged Utility Knife Haiku' },
      ],
    });
    const siblings = siblingsContradicted(shop, 'variant');
    expect(siblings('VMware Fusion Version 11 PRO', 'FUSION')).toEqual(['FUSION-12']);
    expect(siblings('Fusion v12.0 Pro', 'FUSION')).toEqual(['FUSION-11']);
    expect(siblings('Haunted Hollow - Second Edition', 'GAME')).toEqual(['GAME-DLX']);
    expect(siblings('Haunted Hollow Dlx Ed.', 'GAME')).toEqual(['GAME-2ND']);
    expect(siblings("Firmstrong Summit Kids' Bike '22 Model", 'BIKE')).toEqual(['BIKE-2024']);
    expect(siblings('Firmstrong Summit Bike MY24', 'BIKE')).toEqual(['BIKE-2022']);
    expect(siblings('Norton AntiVirus Plus 24M', 'AV')).toEqual(['AV-1Y']);
    expect(siblings('Norton AntiVirus Plus - 12 Mo', 'AV')).toEqual(['AV-2Y']);
    expect(siblings('Maped scissors 8in RH', 'SCISSORS')).toEqual(['SCISSORS-L']);
    expect(siblings('Win 10 Home 64bit Espanol', 'WIN')).toEqual(['WIN-32', 'WIN-PRO']);
    expect(siblings('Windows 10 Professional 64bit Spanish', 'WIN')).toEqual(['WIN-32', 'WIN-64']);
    expect(siblings('Verbatim DVD-R 10pk', 'DVD')).toEqual(['DVD+R']);
    expect(siblings('Breaking Bad: Season 4 Complete - DVD Box Set', 'SHOW')).toEqual([
      'SHOW-S4-BD',
      'SHOW-S5-DVD',
    ]);
    expect(siblings('Nike Elite Pro #6 Basket Ball', 'BALL')).toEqual(['BALL-7']);
    expect(siblings('Nike Elite Pro Sz 7 Basketball ORG', 'BALL')).toEqual(['BALL-6']);
    expect(siblings('MAKITA Impact Driver LXT 18 V with 1 Battery (5.0 Ah)', 'KIT')).toEqual([
      'KIT-2',
    ]);
    expect(siblings('Impact Driver by MAKITA LXT Kit, 2x5.0Ah, Chgr', 'KIT')).toEqual(['KIT-1']);
    expect(siblings('Tidy Cats Multi-Cat Litter - Scent Free | 12.7kg', 'LITTER')).toEqual([
      'LITTER-SCENT',
    ]);
    expect(siblings('Remington HyperFlex Shaver without Station', 'SHAVER')).toEqual([
      'SHAVER-STATION',
    ]);
    expect(siblings("Victorinox Haiku Chef's Knife 13 cm", 'KNIFE')).toEqual([
      'KNIFE-SANTOKU',
      'KNIFE-UTILITY',
    ]);
    expect(siblings('Breaking Bad S5 - DVD', 'SHOW')).toEqual(['SHOW-S4-BD', 'SHOW-S4-DVD']);
    expect(siblings('Breaking Bad 5th Season Blu-ray', 'SHOW')).toEqual([
      'SHOW-S4-BD',
      'SHOW-S4-DVD',
      'SHOW-S5-DVD',
    ]);
  });

  it("reads a product of codes of its own, none the line's, as another family where others carry the line's", () => {
    const cards = buildProductIndex({
      products: [
        {
          product_id: 'SD-64',
          description: 'SanDisk Extreme PRO 64GB SDXC Card - SDSDXXY-064G-GN6IN',
        },
        {
          product_id: 'SD-128',
          description: 'SanDisk Extreme PRO 128GB SDXC Card - SDSDXXY-128G-GN6IN',
        },
        {
          product_id: 'USB-256',
          description: 'SanDisk Ultra Dual Drive Go 256GB USB-C - SDDDC5-256G-G46',
        },
      ],
    });
    const model = contradictedBy(cards, 'model');
    expect(model('256GB SanDisk SD Card SDSDXXY 256G GN6IN')).toEqual(['USB-256']);
    // The card the line names by its code is none.
    expect(model('SanDisk Extreme PRO 128GB SDSDXXY-128G-GN6IN')).not.toContain('SD-128');
  });

  it('reads an open box, a range in miles and what an appliance burns', () => {
    const shop = buildProductIndex({
      products: [
        {
          product_id: 'CAMERA',
          description: 'Sony Alpha 7C III 33MP Mirrorless Camera Body Only - Black - ILCE-7CM3/B',
        },
        { product_id: 'ANTENNA-50', description: 'Mohu Leaf Indoor HDTV Antenna 50-Mile Range' },
        { product_id: 'DRYER-GAS', description: 'Maytag 7.4 cu. ft. Gas Dryer - White' },
        { product_id: 'DRYER-ELECTRIC', description: 'Maytag 7.4 cu. ft. Electric Dryer - White' },
        { product_id: 'RANGE-GE', description: 'GE 30" Free-Standing Gas Range, General Electric' },
      ],
    });
    expect(
      contradictedBy(shop, 'condition')('Sony a7C III Body Only (Open-Box) - ILCE7CM3'),
    ).toEqual(['CAMERA']);
    expect(contradictedBy(shop, 'condition')('Sony Alpha 7C III body, pre-owned')).toEqual([
      'CAMERA',
    ]);
    expect(contradictedBy(shop, 'quantity')('Mohu Leaf Indoor TV Antenna, 65 Mile')).toEqual([
      'ANTENNA-50',
    ]);
    const burns = siblingsContradicted(shop, 'variant');
    expect(burns('Maytag 7.4 Cu. Ft. Dryer - Elec.', 'DRYER')).toEqual(['DRYER-GAS']);
    expect(burns('Maytag Trockner 7,4 cu ft Gas', 'DRYER')).toEqual(['DRYER-ELECTRIC']);
    // The maker's name is no fuel: the gas range is what the line asks for.
    expect(burns('General Electric 30 inch gas range', 'RANGE')).toEqual([]);
  });

  it("reads a consumable's ply, size letter, sterility, powder and package count", () => {
    expect(quantitiesOf('Servietten 33x33 3-lagig, Packung à 250 Stk.')).toContain('ply:3');
    expect(quantitiesOf('wiper roll 1-layer white')).toEqual(['ply:1']);
    expect(quantitiesOf('Batterie Procell MN1400, Blister à 10')).toEqual(['box:10']);
    expect(quantitiesOf('nitrile gloves 100/box')).toEqual(['box:100']);
    expect(quantitiesOf('gobelets PET 200 ML, CS/20x50')).toEqual(['ml:200', 'box:20', 'pk:50']);
    // A version glued to 'CS' is no case count, nor a model's letters before its number.
    expect(quantitiesOf('Adobe Photoshop CS3')).toEqual([]);
    expect(quantitiesOf('LG PK550 Series Plasma TV')).toEqual([]);
    expect(quantitiesOf('tesapack 50mm/66m transp. 36 rolls/carton')).toContain('box:36');
    expect(quantitiesOf('Descosept pure, 10 lt')).toEqual(['l:10']);
    const shelf = buildProductIndex({
      products: [
        { product_id: 'NAPKIN-2', description: 'LabSafe Napkins 40 x 40 cm 2-ply green' },
        { product_id: 'NAPKIN-3', description: 'LabSafe Napkins 40 x 40 cm 3-ply green' },
        { product_id: 'GLOVE-S', description: 'NITRILE EXAM GLV LABSAFE COMFORT BLK SZ S PF' },
        { product_id: 'GLOVE-L', description: 'NITRILE EXAM GLV LABSAFE COMFORT BLK SZ L PF' },
        { product_id: 'GLOVE-L-PWD', description: 'Nitrile exam gloves LabSafe, size L, powdered' },
        { product_id: 'TIPS-S', description: 'Sarstedt pipette tips 200 µl yellow, sterile' },
        { product_id: 'TIPS-N', description: 'Sarstedt pipette tips 200 µl yellow, non-sterile' },
        { product_id: 'BATT-2', description: 'Duracell Plus Batteries, C (LR14), blister of 2' },
        { product_id: 'BATT-10', description: 'Duracell Procell C LR14, Blister à 10' },
        { product_id: 'TIE-BLACK', description: 'T-series Cable Ties, 140 x 3.5 mm, black' },
        { product_id: 'TIE-NATURAL', description: 'T-series Cable Ties, 140 x 3.5 mm, natural' },
        { product_id: 'GLOVE-M', description: 'Microflex 93-852 Nitril-Handschuhe, Gr. M, Box' },
      ],
    });
    // Undyed is a colour however it is written.
    expect(
      contradictedBy(shelf, 'colour')('PO line 87, T-Serie zip ties, 140x3,5mm nature'),
    ).toEqual(['TIE-BLACK']);
    expect(contradictedBy(shelf, 'quantity')('Servietten LabSafe 40x40 2-lagig grün')).toContain(
      'NAPKIN-3',
    );
    const variant = contradictedBy(shelf, 'variant');
    expect(variant('LABSAFE EXAM GLOVES NITRILE SZ L BLACK powder-free')).toEqual(
      expect.arrayContaining(['GLOVE-S', 'GLOVE-L-PWD']),
    );
    expect(variant('LABSAFE EXAM GLOVES NITRILE SZ L BLACK powder-free')).not.toContain('GLOVE-L');
    expect(variant('NITRILE GLOVE SMALL MICROFLEX 100 EA')).toContain('GLOVE-M');
    expect(variant('pipette tips 200ul yellow unsteril')).toContain('TIPS-S');
    expect(variant('pipette tips 200ul yellow STERILE')).toContain('TIPS-N');
    expect(contradictedBy(shelf, 'quantity')('Duracell C MN1400, Blister à 10')).toContain(
      'BATT-2',
    );
    // A package some candidates are sold in: the one stating no count is the single article.
    const tapes = buildProductIndex({
      products: [
        {
          product_id: 'TAPE-1',
          description: 'tesapack Ultra Strong Packaging Tape, transparent, 50 mm x 66 m',
        },
        {
          product_id: 'TAPE-36',
          description:
            'tesapack Standard Packaging Tape, 50 mm x 66 m, transparent, case of 36 rolls',
        },
        {
          product_id: 'TAPE-BROWN',
          description: 'tesapack Standard Packaging Tape, 50 mm x 66 m, brown, case of 36 rolls',
        },
      ],
    });
    expect(
      contradictedBy(tapes, 'quantity')('parcel tape tesapack 50mm/66m transp. 36 rolls/carton'),
    ).toEqual(['TAPE-1']);
    expect(
      contradictedBy(tapes, 'colour')('parcel tape tesapack 50mm/66m transp. 36 rolls/carton'),
    ).toEqual(['TAPE-BROWN']);
  });

  it('reads an edition the line names by its word against a title naming none nor that word', () => {
    const games = buildProductIndex({
      products: [
        { product_id: 'PLAIN', description: 'Red Dead Redemption 2 - Xbox One' },
        {
          product_id: 'ULTIMATE',
          description: 'Red Dead Redemption 2 Ultimate Edition - Xbox One',
        },
        { product_id: 'ACADEMIC', description: 'Corel WordPerfect Office X8 Academic' },
      ],
    });
    const edition = contradictedBy(games, 'edition');
    expect(edition('Red Dead Redemption 2 Special Ed. - XB One')).toContain('PLAIN');
    expect(edition('Red Dead Redemption 2 Standard Edition XB One')).not.toContain('PLAIN');
    expect(edition('Corel WordPerfect Office X8 - Academic Ed.')).not.toContain('ACADEMIC');
  });

  it("reads a glove's size as a variant", () => {
    const gloves = buildProductIndex({
      products: [7, 8, 9].map((size) => ({
        product_id: `G${size}`,
        description: `uvex phynomic C3 Schnittschutzhandschuh Level C, Größe ${size}`,
      })),
    });
    const conflicting = contradictedBy(gloves, 'variant');
    expect(conflicting('uvex phynomic C3 snijbestendige handschoenen mt. 7 (S)')).toEqual([
      'G8',
      'G9',
    ]);
    expect(conflicting('uvex phynomic c3 gants T. 9')).toEqual(['G7', 'G8']);
  });

  it("reads a cable's type however written or named as a variant", () => {
    const cables = buildProductIndex({
      products: [
        { product_id: 'NYM', description: 'Mantelleitung NYM-J 5x10 mm² grau, Meterware' },
        { product_id: 'NYY', description: 'Erdkabel NYY-J 5x10 RE 0,6/1kV schwarz, Meterware' },
        { product_id: 'H07RN', description: 'Gummischlauchleitung H07RN-F 5G10 mm² schwarz' },
      ],
    });
    const conflicting = contradictedBy(cables, 'variant');
    const nyy = conflicting('Kabel NYYJ 5x10 vom Ring (Meterware)');
    expect([nyy.includes('NYM'), nyy.includes('NYY')]).toEqual([true, false]);
    const rubber = conflicting('Gummileitung Meterware 5x10mm²');
    expect([rubber.includes('NYM'), rubber.includes('H07RN')]).toEqual([true, false]);
    const nym = conflicting('Mantelleitung 5*10mm2');
    expect([nym.includes('H07RN'), nym.includes('NYM')]).toEqual([true, false]);
  });

  it("reads a cartridge's inks and a UPS's housing as variants", () => {
    const shop = buildProductIndex({
      products: [
        { product_id: '304-BK', description: 'HP 304 Black Original Ink Cartridge (N9K06AE)' },
        { product_id: '304-CL', description: 'HP 304 Tri-colour Original Ink Cartridge (N9K05AE)' },
        { product_id: 'TOWER', description: 'APC Smart-UPS 3000VA 2700W LCD Tower UPS 230V' },
        { product_id: 'RACK', description: 'APC Smart-UPS 3000VA 2700W LCD Rackmount 2U UPS 230V' },
      ],
    });
    const conflicting = contradictedBy(shop, 'variant');
    expect(conflicting('304 ink crtg CMY')).toEqual(['304-BK']);
    expect(conflicting('hp 304 ink cartridge bk')).toEqual(['304-CL']);
    expect(conflicting('APC 3000VA 2700W 2U rack uninterruptible power supply')).toEqual(['TOWER']);
    expect(conflicting('APC Smart-UPS 3000VA tower')).toEqual(['RACK']);
  });

  it('does not take the device a line orders a supply for as the supply', () => {
    const shop = buildProductIndex({
      products: [
        { product_id: 'PRINTER', description: 'Brother HL-L3230CDW Wireless Colour LED Printer' },
        { product_id: 'TONER', description: 'Brother TN-243C Standard Yield Cyan Toner Cartridge' },
        {
          product_id: 'MOUNT',
          description:
            'Peerless ST640P SmartMount Universal Tilt Wall Mount for 32-50 Inch Displays',
        },
      ],
    });
    const conflicting = contradictedBy(shop, 'model');
    expect(conflicting('SY cyan toner for Brother HL-L3230CDW')).toEqual(['PRINTER']);
    // The line's own number after its 'fits' names the mount it orders.
    expect(
      conflicting('Peerless SmartMount Universal Tilt Wall Mount fits 32-50" Displays ST-640P'),
    ).not.toContain('MOUNT');
  });

  it("reads a cartridge's yield from its words and from the letter ending a toner's number", () => {
    const toners = buildProductIndex({
      products: [
        {
          product_id: '410A',
          description: 'HP 410A Yellow Original LaserJet Toner Cartridge (CF412A)',
        },
        {
          product_id: '410X',
          description: 'HP 410X High Yield Yellow Original LaserJet Toner Cartridge (CF412X)',
        },
        { product_id: '603', description: 'Epson 603 Starfish Yellow Ink Cartridge' },
        { product_id: '603XL', description: 'Epson 603XL Starfish Yellow Ink Cartridge' },
        { product_id: 'CART', description: 'Rubbermaid Utility Cart XL' },
      ],
    });
    const conflicting = contradictedBy(toners, 'variant');
    expect(conflicting('laser toner HP 410 HY yel')).toEqual(['410A']);
    expect(conflicting('HP 410 std yield yellow toner')).toContain('410X');
    expect(conflicting('HP 410 std yield yellow toner')).not.toContain('410A');
    expect(conflicting('EPSON ink cartridge Starfish YEL high yield')).not.toContain('603XL');
    expect(conflicting('EPSON ink cartridge Starfish YEL high yield')).toContain('410A');
    // A title that states no yield is not contradicted ('Epson 603'), nor a cart.
    expect(conflicting('Rubbermaid utility cart')).toEqual([]);
  });

  it("reads a lens's largest aperture and the camera it is made for as variants", () => {
    const lenses = buildProductIndex({
      products: [
        { product_id: 'EF85-18', description: 'Canon EF 85mm f/1.8 USM Medium Telephoto Lens' },
        { product_id: 'EF85-12', description: 'Canon EF 85mm f/1.2L II USM Lens' },
        { product_id: 'SIG-C', description: 'Sigma 50mm f/1.4 EX DG HSM Lens for Canon' },
        { product_id: 'SIG-N', description: 'Sigma 50mm f/1.4 EX DG HSM Lens for Nikon' },
        { product_id: 'F15', description: 'Ford F150 floor mat 50mm edge' },
      ],
    });
    const conflicting = contradictedBy(lenses, 'variant');
    expect(conflicting('EF 85mm f/1.4L IS USM CANON Lens')).toEqual(['EF85-12', 'EF85-18']);
    expect(conflicting('Canon EF 85mm F1.8 USM')).toEqual(['EF85-12', 'SIG-C', 'SIG-N']);
    expect(conflicting('Sigma 50mm 1.4 EX DG Lens for Sony')).toEqual(['SIG-C', 'SIG-N']);
    expect(conflicting('Sigma 50mm F1.4 DG HSM Nikon F-mount')).toEqual([
      'EF85-12',
      'EF85-18',
      'SIG-C',
    ]);
    expect(conflicting('Ford F150 mat 50mm')).toEqual([]);
  });

  it('reads colours cut short as the colours they name', () => {
    const colours = buildProductIndex({
      products: [
        ...['Black', 'Gold', 'Red'].map((colour) => ({
          product_id: `SOLO-${colour}`,
          description: `Beats Solo3 Wireless On-Ear Headphones (${colour})`,
        })),
        ...['Pink', 'Blue'].map((colour) => ({
          product_id: `COVER-${colour}`,
          description: `Apple iPad Smart Cover - Polyurethane - ${colour}`,
        })),
        ...['Cyan', 'Magenta', 'Yellow'].map((colour) => ({
          product_id: `951-${colour}`,
          description: `HP 951 ${colour} Officejet Ink Cartridge`,
        })),
      ],
    });
    const conflicting = contradictedBy(colours, 'colour');
    const family = (line: string, prefix: string) =>
      conflicting(line).filter((product) => product?.startsWith(prefix));
    expect(family('BEATS Solo3 Wireless Bluetooth Headphones - gld', 'SOLO')).toEqual([
      'SOLO-Black',
      'SOLO-Red',
    ]);
    expect(family('Apple Smart Cover Polyurethane for iPad 2/3/4 - pnk', 'COVER')).toEqual([
      'COVER-Blue',
    ]);
    expect(family('HP No. 951 yel', '951')).toEqual(['951-Cyan', '951-Magenta']);
    expect(family('HP 951 cyn ink', '951')).toEqual(['951-Magenta', '951-Yellow']);
  });

  it('reads another capacity of the same unit as a conflict, unless the line names the product by code', () => {
    const drives = buildProductIndex({
      products: [
        { product_id: 'P500', description: 'WD My Passport Essential 500GB Portable Hard Drive' },
        { product_id: 'P320', description: 'WD My Passport Essential 320 GB Portable Hard Drive' },
        { product_id: 'B750', description: 'Seagate Barracuda 7200.11 ST3750330AS 750GB Drive' },
      ],
    });
    const conflicting = contradictedBy(drives, 'quantity');
    expect(conflicting('WD My Passport Essential 320GB blk')).toContain('P500');
    expect(conflicting('WD My Passport Essential 320GB blk')).not.toContain('P320');
    const software = buildProductIndex({
      products: [
        { product_id: 'QB1', description: 'Intuit QuickBooks Pro 2009 - Single User' },
        { product_id: 'QB3', description: 'Intuit QuickBooks Pro 2009 - 3 User' },
        { product_id: 'T1', description: 'HP 12A Black LaserJet Toner Cartridge Q2612A' },
        { product_id: 'T2', description: 'HP 12A Black Toner Cartridges Dual Pack Q2612D' },
      ],
    });
    const contradicted = contradictedBy(software, 'quantity');
    // Users are counted in words too; a pack of several the line does not ask for is another listing.
    expect(contradicted('QuickBooks Pro 2009 1-user')).toEqual(['QB3']);
    expect(contradicted('HP 12A Black Toner Cartridge')).toEqual(['T2']);
    expect(contradicted('HP 12A Black Toner Twin Pk')).toEqual([]);
    // A code only one product carries names it, whatever capacity the line writes beside it.
    expect(conflicting('Seagate 500GB drive ST3750330AS')).not.toContain('B750');
    // A capacity cut to its 'G' against gigabytes; terabytes against gigabytes.
    const cards = buildProductIndex({
      products: [
        { product_id: 'TAB128', description: 'Samsung Galaxy Tab S9 FE Tablet, 128GB, Mint' },
        { product_id: 'TAB256', description: 'Samsung Galaxy Tab S9 FE Tablet, 256GB, Gray' },
        { product_id: 'SD64', description: 'SanDisk Extreme microSDXC Memory Card 64GB' },
      ],
    });
    const contradictedCard = contradictedBy(cards, 'quantity');
    expect(contradictedCard('Samsung Galaxy Tab S9 FE mint 256G')).toContain('TAB128');
    expect(contradictedCard('Sandisk Extreme microSDXC card 1 TB')).toContain('SD64');
    expect(contradictedCard('Samsung Galaxy Tab S9 FE 128GB')).not.toContain('TAB128');
  });

  it('reads another colour as a conflict where the line names one, in any of its languages', () => {
    const pads = buildProductIndex({
      products: [
        { product_id: 'WHITE', description: 'Xbox 360 Wireless Controller (White)' },
        { product_id: 'BLACK', description: 'Microsoft Xbox 360 Wireless Controller - Black' },
        { product_id: 'TWO', description: 'Xbox 360 Wireless Controller, Black/White' },
        { product_id: 'PLAIN', description: 'Xbox 360 Wireless Controller' },
      ],
    });
    const conflicting = contradictedBy(pads, 'colour');
    expect(conflicting('Xbox 360 Wireless Controller Blk')).toEqual(['WHITE']);
    expect(conflicting('Xbox 360 Controller schwarz')).toEqual(['WHITE']);
    expect(conflicting('Xbox 360 Wireless Controller')).toEqual([]);
    // A maker's colour name is a colour of its own.
    const watches = buildProductIndex({
      products: [
        {
          product_id: 'STAR',
          description: 'Apple Watch Series 9 (GPS, 45mm) Starlight Aluminium Case',
        },
        {
          product_id: 'MID',
          description: 'Apple Watch Series 9 (GPS, 45mm) Midnight Aluminium Case',
        },
      ],
    });
    expect(contradictedBy(watches, 'colour')('Apple Watch Series 9 45mm midnight')).toEqual([
      'STAR',
    ]);
    // The ranker reads another variant as a feature of its own.
    const variantConflict = byProduct(
      watches,
      'Apple Watch Series 9 45mm midnight',
      feature('variant_conflict'),
    );
    expect([variantConflict.get('STAR'), variantConflict.get('MID')]).toEqual([1, 0]);
  });

  it('reads an upgrade against a title that does not say so as a conflict', () => {
    const boxes = buildProductIndex({
      products: [
        { product_id: 'UPG', description: 'Microsoft Windows Vista Home Premium with SP1 Upgrade' },
        {
          product_id: 'FULL',
          description: 'Microsoft Windows Vista Home Premium SP1 Full Version',
        },
        { product_id: 'OEM', description: 'Microsoft Windows Vista Home Premium SP1 OEM' },
      ],
    });
    const conflicting = contradictedBy(boxes, 'licence');
    expect(conflicting('Windows Vista Home Premium SP1 Full')).toEqual(['OEM', 'UPG']);
    expect(conflicting('Windows Vista Home Premium Upgrade')).toEqual(['FULL', 'OEM']);
    expect(conflicting('Windows Vista Home Premium SP1 upg')).toEqual(['FULL', 'OEM']);
    expect(conflicting('Windows Vista Home Premium')).toEqual(['OEM', 'UPG']);
    // Academic, renewal and OEM licences the same way.
    const licences = buildProductIndex({
      products: [
        { product_id: 'ACAD', description: 'Microsoft Office Professional 2010 Academic' },
        { product_id: 'RETAIL', description: 'Microsoft Office Professional 2010' },
        { product_id: 'RENEW', description: 'McAfee Internet Security 2010 1 User (Renewal)' },
      ],
    });
    const licence = contradictedBy(licences, 'licence');
    expect(licence('Office Professional 2010 Student Edition')).toEqual(['RENEW', 'RETAIL']);
    expect(licence('Office Professional 2010')).toEqual(['ACAD', 'RENEW']);
    expect(licence('McAfee Internet Security 2010 - 1 User (new)')).toEqual(['ACAD', 'RENEW']);
    // 'Home and Student' is an edition's name.
    expect(licence('Office Professional 2010 Home and Student')).toEqual(['ACAD', 'RENEW']);
  });

  it('reads another language, or one other than English named on one side alone, as a variant', () => {
    const editions = buildProductIndex({
      products: [
        { product_id: 'FR', description: 'adobe photoshop cs4 windows francais' },
        { product_id: 'EN', description: 'adobe photoshop cs4 windows' },
        { product_id: 'ES', description: 'Rosetta Stone V3: Spanish (Latin America) Level 1' },
        { product_id: 'IT', description: 'Rosetta Stone V3: Italian Level 1' },
        { product_id: 'IT3', description: 'rosetta stone italian 1,2,3 version 3' },
      ],
    });
    const conflicted = contradictedBy(editions, 'variant');
    expect(conflicted('Adobe Photoshop CS4 - French Version (Windows)')).toContain('EN');
    expect(conflicted('Adobe Photoshop CS4 - French Version (Windows)')).not.toContain('FR');
    expect(conflicted('Adobe Photoshop CS4 Windows')).toContain('FR');
    expect(conflicted('Adobe Photoshop CS4 Windows English')).not.toContain('EN');
    expect(conflicted('Rosetta Stone Version 3 Español Nivel 1')).toEqual(['IT', 'IT3']);
    // A course's levels, written as a range or a list, are a variant too.
    expect(conflicted('Rosetta Stone Version 3: Italian Level 1')).toEqual(['ES', 'IT3']);
    expect(conflicted('Rosetta Stone V3: Italian Levels 1-3 Set')).toEqual(['ES', 'IT']);
    const immersion = buildProductIndex({
      products: [
        { product_id: '1-3', description: 'instant immersion spanish levels 1-3' },
        { product_id: '1', description: 'instant immersion spanish level 1' },
      ],
    });
    expect(
      contradictedBy(immersion, 'variant')('Instant Immersion Spanish - Levels 1 2 3'),
    ).toEqual(['1']);
  });

  it('reads single against double and one inch fraction against another as conflicts', () => {
    const parts = buildProductIndex({
      products: [
        { product_id: 'J1', description: 'Kreuzgelenk DIN 808 einfach, Bohrung 16 mm' },
        { product_id: 'J2', description: 'Universal joint DIN 808 double, bore 16 mm' },
        { product_id: 'C12', description: 'Schnellkupplung ISO 7241-1 A BG 1/2, Stecker, G1/2' },
        { product_id: 'C38', description: 'Quick coupling ISO 7241-1 A size 3/8, male half, G3/8' },
      ],
    });
    const conflicted = contradictedBy(parts, 'variant');
    expect(conflicted('Kreuzgelenk doppelt 16mm')).toEqual(['J1']);
    expect(conflicted('Schnellkupplung ISO A 3/8 Stecker')).toEqual(['C12']);
    expect(conflicted('Kupplung ISO A Stecker')).toEqual([]);
  });

  it('reads a bare tool against one with batteries as a conflict', () => {
    const tools = buildProductIndex({
      products: [
        {
          product_id: 'BARE',
          description: 'Makita DHP485Z Akku-Schlagbohrschrauber 18 V ohne Akku',
        },
        {
          product_id: 'KIT',
          description: 'Makita DHP485RTJ Schlagbohrschrauber 18 V mit 2x 5,0 Ah Akku',
        },
      ],
    });
    const conflicted = contradictedBy(tools, 'variant');
    expect(conflicted('Makita DHP485 with 2x 3.0 Ah batteries')).toContain('BARE');
    expect(conflicted('Makita DHP485 body only')).toEqual(['KIT']);
    expect(conflicted('Makita DHP485 combi drill')).toEqual([]);
  });

  it('reads another bearing clearance as a conflict, the normal one unwritten', () => {
    const bearings = buildProductIndex({
      products: [
        { product_id: 'CN', description: 'Deep groove ball bearing 6206-2Z SKF 30x62x16' },
        { product_id: 'C3', description: 'Rillenkugellager 6206-2Z/C3 SKF' },
      ],
    });
    const conflicted = contradictedBy(bearings, 'variant');
    expect(conflicted('SKF 6206-2Z/C3')).toEqual(['CN']);
    expect(conflicted('6206-2Z SKF Normalluft')).toEqual(['C3']);
    expect(conflicted('roulement 6206 2Z')).toEqual(['C3']);
  });

  it('reads another model year as a conflict where both name one', () => {
    const sticks = buildProductIndex({
      products: [
        { product_id: 'S23', description: 'Amazon Fire TV Stick 4K Max (2nd Gen, 2023)' },
        { product_id: 'QB9', description: 'Intuit QuickBooks Pro 2009' },
        { product_id: 'BAT', description: 'Anker PowerCore 2000 mAh battery' },
      ],
    });
    const conflicted = contradictedBy(sticks, 'variant');
    expect(conflicted('Amazon Fire TV Stick 4K Max 2021')).toContain('S23');
    expect(conflicted('Amazon Fire TV Stick 4K Max')).not.toContain('S23');
    expect(conflicted('QuickBooks Pro 2009')).not.toContain('QB9');
    expect(conflicted('QuickBooks Pro 2010')).toContain('QB9');
    // A tier against another ('Acrobat 9 Standard' is not 'Acrobat 9 Pro'); a title naming none
    // may be any.
    const acrobat = buildProductIndex({
      products: [
        { product_id: 'STD', description: 'Adobe Acrobat 9 Standard for Windows' },
        { product_id: 'PRO', description: 'adobe acrobat 9 professional win' },
        { product_id: 'BARE', description: 'Adobe Acrobat 9' },
      ],
    });
    const tiers = contradictedBy(acrobat, 'variant');
    expect(tiers('Adobe Acrobat 9 Pro (Windows)')).toEqual(['STD']);
    expect(tiers('Acrobat 9 Std Win')).toEqual(['PRO']);
    expect(tiers('Adobe Acrobat 9 Windows')).toEqual([]);
    // Two digits after an apostrophe, or with a leading zero after a name, are a year too.
    expect(conflicted("QuickBooks Pro '10")).toContain('QB9');
    expect(conflicted('QuickBooks Pro 08')).toContain('QB9');
    expect(conflicted('QuickBooks Pro 09')).not.toContain('QB9');
    expect(conflicted('QuickBooks Pro ’09')).not.toContain('QB9');
    // A capacity is no year.
    expect(conflicted('Anker PowerCore 2000mAh 2021')).not.toContain('BAT');
  });

  it("reads a lens filter's kind as a variant, where the text names a filter", () => {
    const filters = buildProductIndex({
      products: [
        { product_id: 'UV', description: 'Tiffen 58UVP 58mm UV Filter' },
        { product_id: 'TIE', description: 'Cable tie 200 x 4.6 mm, black, UV resistant' },
      ],
    });
    const conflicted = contradictedBy(filters, 'variant');
    expect(conflicted('Tiffen 58mm Circular Polarizer Filter - 58CP')).toContain('UV');
    expect(conflicted('Tiffen 58mm UV Protector Filter')).not.toContain('UV');
    // No filter named, no filter's kind.
    expect(conflicted('Cable tie 200 x 4.6 mm black polarized')).not.toContain('TIE');
  });

  it("reads a screen's kind as a variant, unless the line's model number names the product", () => {
    const screens = buildProductIndex({
      products: [
        { product_id: 'LED', description: 'LG 47" LED HDTV 1080p 120Hz' },
        { product_id: 'BOTH', description: 'Samsung 46" LED LCD HDTV - UN46B6000' },
      ],
    });
    const conflicted = contradictedBy(screens, 'variant');
    expect(conflicted('LG 47" Class 1080p 120Hz LCD HDTV - 47LH40-UA')).toContain('LED');
    expect(conflicted('LG 47" Class 1080p LED HDTV')).not.toContain('LED');
    expect(conflicted('Samsung 46in LCD HDTV')).not.toContain('BOTH');
    expect(conflicted('Samsung UN46B6000 46" plasma HDTV')).not.toContain('BOTH');
  });

  it('reads the model years a part fits, mobile data and the number after a name as variants', () => {
    const catalogue = buildProductIndex({
      products: [
        { product_id: 'KIT', description: 'Metra Dash Kit for 2007-2011 Toyota Camry - 99-8217' },
        { product_id: 'WIFI', description: 'Apple iPad 64GB Wi-Fi - MB294LL/A' },
        { product_id: 'NANO', description: 'Griffin Wave Case for iPod nano 4G Black' },
        { product_id: 'QC15', description: 'Bose QuietComfort 15 Replacement Ear Cushion Kit' },
        { product_id: 'SD', description: 'SanDisk Ultra 16GB SDHC Card Class 10' },
      ],
    });
    const conflicted = contradictedBy(catalogue, 'variant');
    expect(conflicted('Metra Dash Kit for 2002-2006 Toyota Camry')).toContain('KIT');
    expect(conflicted('Metra dash kit 2007-2011 Camry')).not.toContain('KIT');
    expect(conflicted('Apple iPad 64GB Wi-Fi + 3G')).toContain('WIFI');
    // Wi-Fi alone against a title with mobile data too.
    const readers = buildProductIndex({
      products: [
        {
          product_id: '3G',
          description: 'Barnes & Noble NOOK 3G + Wi-Fi eBook Reader - BNRV100-3G',
        },
        { product_id: 'WIFI', description: 'Barnes & Noble NOOK Wi-Fi eBook Reader - BNRV100' },
      ],
    });
    expect(contradictedBy(readers, 'variant')('Barnes and Noble Nook WiFi eReader')).toEqual([
      '3G',
    ]);
    // '4G' of an iPod is its generation, not mobile data.
    expect(conflicted('Griffin iClear Case for iPod nano 4G')).not.toContain('NANO');
    expect(conflicted('Bose QuietComfort 3 Ear Cushion Kit')).toContain('QC15');
    expect(conflicted('Bose QuietComfort 15 ear cushions')).not.toContain('QC15');
    // A number with its unit after the name is a size, not the model's number.
    expect(conflicted('SanDisk Ultra 16 GB SDHC Class 10')).not.toContain('SD');
    expect(conflicted('SanDisk Ultra 16GB SDHC Class 4')).toContain('SD');
  });

  it('reads an edition the line names and the product does not as a conflict, not the reverse', () => {
    const phones = buildProductIndex({
      products: [
        { product_id: 'I15', description: 'Apple iPhone 15 128GB Blue' },
        { product_id: 'I15P', description: 'Apple iPhone 15 Pro 128GB Blue Titanium' },
        { product_id: 'S9', description: 'Samsung Galaxy Tab S9 Tablet, 256GB, Graphite' },
        { product_id: 'S9P', description: 'Samsung Galaxy Tab S9+ Tablet, 256GB, Graphite' },
        { product_id: 'FL', description: 'Adobe Flash CS3 Professional Upgrade (Mac)' },
      ],
    });
    const conflicted = contradictedBy(phones, 'edition');
    expect(conflicted('Apple iPhone 15 Pro blue titanium 128GB')).toContain('I15');
    expect(conflicted('Apple iPhone 15 Pro blue titanium 128GB')).not.toContain('I15P');
    expect(conflicted('Samsung Galaxy Tab S9+ graphite 256gb')).toContain('S9');
    expect(conflicted('Samsung Galaxy Tab S9+ graphite 256gb')).not.toContain('S9P');
    // Titles leave editions out: a line naming none contradicts no edition.
    expect(conflicted('Apple iPhone 15 blue 128GB')).toEqual([]);
    // 'Professional' in a title is the line's 'Pro'.
    expect(conflicted('adobe flash pro cs3 upgrade [ mac ]')).not.toContain('FL');
    // A title naming the line's edition states it alike, the way a title naming its maker does.
    const confirming = (text: string) =>
      candidateFeatures(phones, { text, manufacturerKey: '' }, [])
        .filter((entry) => entry.confirms.includes('edition'))
        .map((entry) => phones.products[entry.candidate.product]?.productId)
        .sort();
    expect(confirming('Samsung Galaxy Tab S9+ graphite 256gb')).toEqual(['S9P']);
    // The end of a hyphenated maker's name is no edition.
    const screens = buildProductIndex({
      products: [{ product_id: 'B', description: 'Model B Manual Screen with Matte White Fabric' }],
    });
    expect(
      contradictedBy(screens, 'edition')('Da-Lite Model B Manual Screen with Matte White Fabric'),
    ).toEqual([]);
    expect(confirming('Apple iPhone 15 blue 128GB')).toEqual([]);
  });

  it('reads another battery size as a conflict', () => {
    const batteries = buildProductIndex({
      products: [
        { product_id: 'AA8', description: 'Energizer Max AA Alkaline Batteries, 8 Pack' },
        { product_id: 'AAA8', description: 'Energizer Max AAA Alkaline Batteries, 8 Pack' },
        { product_id: 'CHARGER', description: 'Energizer Recharge Charger for AA and AAA' },
      ],
    });
    const conflicted = contradictedBy(batteries, 'variant');
    expect(conflicted('Energizer Max AAA Alkaline Batteries 8 Pack')).toContain('AA8');
    expect(conflicted('Energizer Max AAA Alkaline Batteries 8 Pack')).not.toContain('AAA8');
    expect(conflicted('Energizer charger AA')).toEqual(['AAA8']);
  });

  it('tells sizes apart written with a single prime against a catalogue that writes inches', () => {
    const televisions = buildProductIndex({
      products: [
        { product_id: 'V40', description: 'Sony BRAVIA V-Series 40" LCD HDTV' },
        { product_id: 'V46', description: 'Sony BRAVIA V-Series 46" LCD HDTV' },
        { product_id: 'V52', description: 'Sony BRAVIA V-Series 52" LCD HDTV' },
        { product_id: 'S40', description: 'Sony BRAVIA S-Series 40" LCD HDTV' },
      ],
    });
    const result = matchProducts(televisions, {
      line_items: [{ description: "Sony 46' BRAVIA V-Series LCD HDTV - KDL46V4100" }],
    });
    expect(result.matches[0]?.catalog_product_id).toBe('V46');
  });

  it('leaves no sizes unspecified where the line names one the others contradict', () => {
    const series = buildProductIndex({
      products: [43, 50, 55, 65].map((inches) => ({
        product_id: `CU${inches}`,
        description: `Samsung CU7100 Crystal UHD 4K HDR Smart TV (2023) ${inches}" - UE${inches}CU7100KXXU`,
      })),
    });
    const result = matchProducts(series, {
      line_items: [{ description: 'Samsung 43in Crystal UHD 4K CU7100 television' }],
    });
    expect(result.matches[0]?.catalog_product_id).toBe('CU43');
  });

  it('puts the sibling stating the size the line states before one whose words read closer', () => {
    const tees = buildProductIndex({
      products: [
        { product_id: 'L', description: 'Hanes Mens ComfortSoft Tagless Tee Deep Red Large, 5280' },
        { product_id: 'XL', description: "Hanes Men's T-Shirt, XL, Deep Red, 5280" },
        { product_id: 'M', description: "Hanes Men's Short Sleeve T-Shirt, M, Navy, 5280" },
      ],
    });
    const result = matchProducts(tees, {
      line_items: [
        { description: "Hanes Men's Tagless Cotton T-Shirt, ComfortSoft, Size X-Large, Deep Red" },
      ],
    });
    expect(result.matches[0]?.catalog_product_id).toBe('XL');
  });

  it('leaves no sizes unspecified where the lexicon reads the line and its size rules the others out', () => {
    const series = buildProductIndex({
      products: [
        ...[40, 46, 52].map((inches) => ({
          product_id: `NX${inches}`,
          description: `Sony BRAVIA NX800 Series KDL-${inches}NX800 ${inches}-Inch 1080p 240Hz LED HDTV`,
        })),
        ...[
          'Sony BRAVIA EX500 Series KDL-46EX500 46-Inch 1080p 120Hz LCD HDTV',
          'Sony BRAVIA EX500 Series KDL-55EX500 55-Inch 1080p 120Hz LCD HDTV',
          'Sony BRAVIA NX810 Series KDL-46NX810 46-Inch 1080p 240Hz LED HDTV',
          'Samsung UN46C6300 46-Inch 1080p 120Hz LED HDTV',
          'LG 47LH40 47-Inch 1080p LCD HDTV',
        ].map((description, other) => ({ product_id: `TV${other}`, description })),
      ],
    });
    // The lexicon reads neither size, so by its reading the sizes were left open; the line's
    // 46' says it is not the 40 or the 52-inch set.
    const lines: Array<[string, string]> = [
      ["Sony Bravia NX800 Series 46' Class LED Full HD 1080p", 'NX46'],
      ['Sony 52in Bravia NX800 Series Full HD 1080p LED HDTV', 'NX52'],
    ];
    for (const [line, product] of lines) {
      const result = matchProducts(series, { line_items: [{ description: line }] });
      expect(result.matches[0]?.catalog_product_id).toBe(product);
    }
  });

  it('finds a code written in pieces inside the other text, and tells a different code apart', () => {
    const retail = buildProductIndex({
      products: [
        { product_id: 'S', description: 'sandisk 8gb microsd card sdsdq 008g a11m' },
        { product_id: 'Z', description: 'zyxel gs108b 8 port gigabit ethernet switch' },
        { product_id: 'D', description: 'd-link dgs-1005g 5-port gigabit desktop switch' },
      ],
    });
    const featuresOf = (text: string) =>
      new Map(
        candidateFeatures(retail, { text, manufacturerKey: '' }, []).map((entry) => [
          retail.products[entry.candidate.product]?.productId,
          entry.features,
        ]),
      );
    const contained = RERANK_FEATURES.indexOf('code_contained');
    const conflict = RERANK_FEATURES.indexOf('code_conflict');
    expect(featuresOf('SanDisk SDSDQ-008G-A11M memory card').get('S')?.[contained]).toBe(1);
    const switches = featuresOf('zyxel desktop gigabit switch gs-108b');
    expect(switches.get('Z')?.[contained]).toBe(1);
    expect(switches.get('D')?.[conflict]).toBe(1);
  });

  it("a code inside a longer code of the line is that model's series, not a product's code", () => {
    const tvs = buildProductIndex({
      products: [
        { product_id: '46', description: 'Sony BRAVIA XBR Series KDL-46XBR9 46" LCD TV' },
        { product_id: '52', description: 'Sony BRAVIA XBR9 Series KDL-52XBR9 52-Inch LCD HDTV' },
      ],
    });
    const hits = codeHits(tvs.lexical, modelCodes('Sony 46" BRAVIA XBR9 LCD HDTV - KDL46XBR9'));
    expect(
      [...hits.values()].map((hit) => [tvs.products[hit.product]?.productId, hit.exact]),
    ).toEqual([['46', true]]);
  });

  it('a code with its suffix stripped names the product without one, not one with another suffix', () => {
    const ovens = buildProductIndex({
      products: [
        { product_id: 'WF', description: 'Panasonic NN-H765WF 1.6 cu. ft. Microwave (White)' },
        { product_id: 'BARE', description: 'Panasonic NN-H765 1.6 cu. ft. Microwave' },
      ],
    });
    const hits = codeHits(ovens.lexical, modelCodes('Panasonic Microwave Stainless - NNH765SF'));
    expect([...hits.values()].map((hit) => ovens.products[hit.product]?.productId)).toEqual([
      'BARE',
    ]);
  });

  it('a sibling of the model number the line names counts against a product', () => {
    const retail = buildProductIndex({
      products: [
        { product_id: 'TZ4', description: 'Panasonic Lumix DMC-TZ4K 8.1MP Digital Camera (Black)' },
        { product_id: 'TZ5', description: 'Panasonic Lumix DMC-TZ5K 9MP Digital Camera (Black)' },
        { product_id: '1040', description: 'AT&T 1040 4-Line Corded Small Business Telephone' },
      ],
    });
    const sibling = RERANK_FEATURES.indexOf('model_number_sibling');
    const featuresOf = (text: string) =>
      new Map(
        candidateFeatures(retail, { text, manufacturerKey: '' }, []).map((entry) => [
          retail.products[entry.candidate.product]?.productId,
          entry.features[sibling],
        ]),
      );
    const camera = featuresOf('Panasonic DMCTZ5K Lumix 9.1MP Blk Digital Camera');
    expect(camera.get('TZ4')).toBe(1);
    expect(camera.get('TZ5')).toBe(0);
    expect(featuresOf('AT&T 1080 4-Line Corded Business Phone - 1080').get('1040')).toBe(1);
    expect(featuresOf('AT&T 1040 four-line corded phone').get('1040')).toBe(0);
  });

  it('a refurbished listing is another offer than the new product (no word means new)', () => {
    const cameras = buildProductIndex({
      products: [
        { product_id: 'NEW', description: 'Canon PowerShot SD1100IS 8MP Digital Camera (Silver)' },
        {
          product_id: 'REF',
          description: 'Canon PowerShot SD1100IS 8MP Digital Camera (Silver) - Refurbished',
        },
      ],
    });
    const differs = RERANK_FEATURES.indexOf('offer_differs');
    const featuresOf = (text: string) =>
      new Map(
        candidateFeatures(cameras, { text, manufacturerKey: '' }, []).map((entry) => [
          cameras.products[entry.candidate.product]?.productId,
          entry.features[differs],
        ]),
      );
    expect(featuresOf('Canon Digital ELPH SD1100 IS 8.0 Megapixel Camera Silver')).toEqual(
      new Map([
        ['NEW', 0],
        ['REF', 1],
      ]),
    );
    expect(featuresOf('Canon SD1100IS Camera Slvr - Refurb')).toEqual(
      new Map([
        ['NEW', 1],
        ['REF', 0],
      ]),
    );
  });

  it("a refilled cartridge is another offer than the maker's own", () => {
    const ink = buildProductIndex({
      products: [
        { product_id: 'HP56', description: 'HP 56 Black Inkjet Print Cartridge C6656AN' },
        { product_id: 'REFILL', description: 'Refilled Black Ink Cartridge for HP 56 (C6656AN)' },
        { product_id: 'HP57', description: 'HP 57 Tri-color Inkjet Print Cartridge C6657AN' },
      ],
    });
    const productFor = (description: string) =>
      matchProducts(ink, { line_items: [{ description }] }).matches[0]?.catalog_product_id;
    expect(productFor('HP 56 Black Ink - C6656AN')).toBe('HP56');
    expect(productFor('Refilled HP 56 black ink cartridge')).toBe('REFILL');
  });

  it('a candidate the line contradicts is no rival for one it does not', () => {
    const toner = buildProductIndex({
      products: [
        {
          product_id: 'SINGLE',
          description: 'HP 12A Black LaserJet Toner Cartridge Q2612A - 2000 Page Yield',
        },
        { product_id: 'DUAL', description: 'HP 12A Black Toner Cartridges Dual Pack Q2612D' },
        { product_id: 'OTHER', description: 'HP 05A Black LaserJet Toner Cartridge CE505A' },
      ],
    });
    const match = matchProducts(toner, {
      line_items: [{ description: 'HP 12A Black Toner Cartridge' }],
    }).matches[0];
    // The dual pack scores higher on words alone; it was the single one's rival and left it
    // below the confidence floor.
    expect(match?.catalog_product_id).toBe('SINGLE');
  });

  it('a code is written in a text as itself, not as part of a longer number glued to it', () => {
    const retail = buildProductIndex({
      products: [
        { product_id: 'IP9', description: 'iHome iP9 Clock Radio for iPhone & iPod with AM/FM' },
        { product_id: 'SONICARE', description: 'Philips Sonicare FlexCare Toothbrush HX6932' },
        { product_id: 'TONER', description: 'Lexmark 1382920 Black Toner Cartridge' },
      ],
    });
    const contained = (text: string) => byProduct(retail, text, feature('code_contained'));
    expect(contained('iHome iP99 clock radio iPhone black').get('IP9')).toBe(0);
    expect(contained('iHome iP9 clock radio black').get('IP9')).toBe(1);
    expect(contained('Lexmark 11382920 toner').get('TONER')).toBe(0);
    // A number after a separator is the code's suffix ('/34' for the region).
    expect(contained('Philips Sonicare HX6932/34 toothbrush').get('SONICARE')).toBe(1);
  });

  it('a contradicted candidate whose words explain the line far better stays the rival', () => {
    const filters = buildProductIndex({
      products: [
        { product_id: 'PRO1-58', description: 'Hoya 58mm Pro1 Digital Circular Polarizer Filter' },
        { product_id: 'PRO1-72', description: 'Hoya 72mm Pro1 Digital Circular Polarizer Filter' },
        { product_id: 'UV-62', description: 'Hoya 62mm HMC UV(c) Multi-Coated Filter' },
        { product_id: 'UV-58', description: 'Hoya 58mm HMC UV(c) Multi-Coated Filter' },
        { product_id: 'TIFFEN', description: 'Tiffen 58mm Circular Polarizer Filter - 58CP' },
      ],
    });
    const match = matchProducts(filters, {
      line_items: [{ description: 'Hoya 62mm Pro1 Digital circular polarizer' }],
    }).matches[0];
    // The Pro1 polarizer comes in 58 and 72 mm only: the 62 mm UV filter shares three words.
    expect(match?.catalog_product_id === 'UV-62' ? (match?.raw_score ?? 0) : 0).toBeLessThan(0.9);
  });

  it('megapixels agree when written rounded; capacities must agree exactly', () => {
    const retail = buildProductIndex({
      products: [
        {
          product_id: 'CAM',
          description: 'Samsung EC-WB700 Digital Camera with 14 MP and 18x Zoom',
        },
        { product_id: 'DRIVE', description: 'Lexar JumpDrive FireFly 8GB USB Flash Drive' },
      ],
    });
    const quantities = (text: string) =>
      new Map(
        candidateFeatures(retail, { text, manufacturerKey: '' }, []).map((entry) => [
          retail.products[entry.candidate.product]?.productId,
          [
            entry.features[RERANK_FEATURES.indexOf('quantity_agreements')],
            entry.features[RERANK_FEATURES.indexOf('quantity_conflicts')],
          ],
        ]),
      );
    expect(quantities('Samsung WB700 Black 14.2 MP Digital Camera').get('CAM')).toEqual([1, 0]);
    expect(quantities('Lexar JumpDrive FireFly 16GB USB Flash Drive').get('DRIVE')).toEqual([0, 1]);
  });

  it("another series after the same leading letters and size is another model, even beside the line's bare code", () => {
    const catalogue = buildProductIndex({
      products: [
        { product_id: 'S2', description: 'Panasonic VIERA 50" Class 1080p Plasma HDTV - TC-P50S2' },
        {
          product_id: 'BL',
          description: 'Yamaha RX-V465 5.1-Channel Home Theater Receiver Black - RX-V465BL',
        },
        { product_id: 'BARE', description: 'Sony BRAVIA KDL-40V4100 40" LCD HDTV' },
      ],
    });
    const modelConflict = (text: string) =>
      byProduct(catalogue, text, (entry) => entry.identityConflicts.includes('model'));
    expect(modelConflict('Panasonic VIERA TC-P50G20 50" plasma').get('S2')).toBe(true);
    // The title's bare 'RX-V465' does not make the line's titanium one its black one.
    expect(modelConflict('Yamaha RX-V465TI Titanium Receiver').get('BL')).toBe(true);
    expect(modelConflict('Yamaha RX-V465BL receiver').get('BL')).toBe(false);
    // A suffix the line adds to a code the product writes bare is no other series.
    expect(modelConflict('Sony KDL-40V4100/B 40in LCD').get('BARE')).toBe(false);
    // Nor is a store's prefix before the maker's letters, or a colour joined on before them.
    const camcorders = buildProductIndex({
      products: [
        {
          product_id: 'HS250K',
          description: 'Panasonic HDC-HS250 120GB HDD Camcorder Black - HDC-HS250K',
        },
      ],
    });
    expect(
      byProduct(camcorders, 'PAN-HDCHS250K 120 GB HDD HD Camcorder', (entry) =>
        entry.identityConflicts.includes('model'),
      ).get('HS250K'),
    ).toBe(false);
  });

  it('an accessory is not the device it is made for', () => {
    const phones = buildProductIndex({
      products: [
        {
          product_id: 'PHONE',
          description: 'Panasonic DECT 6.0 Cordless Phone, 2 Handsets - KX-TG9332T',
        },
        { product_id: 'CASE', description: 'Leather case for Panasonic KX-TG9332T handset' },
      ],
    });
    const modelConflict = (text: string) =>
      byProduct(phones, text, (entry) => entry.identityConflicts.includes('model'));
    const handset = modelConflict('Panasonic KX-TGA931T Accessory Handset for KX-TG9332T');
    expect(handset.get('PHONE')).toBe(true);
    // An accessory that names the device after its own 'for' may be the one asked for.
    expect(handset.get('CASE')).toBe(false);
    expect(modelConflict('Panasonic KX-TG9332T cordless phone').get('PHONE')).toBe(false);
    // An accessory's own number may be short.
    const cameras = buildProductIndex({
      products: [
        { product_id: 'CAMERA', description: 'Canon PowerShot SD1200 IS Digital ELPH Camera' },
      ],
    });
    expect(
      byProduct(cameras, 'Canon NB6L Battery for PowerShot SD1200 IS', (entry) =>
        entry.identityConflicts.includes('model'),
      ).get('CAMERA'),
    ).toBe(true);
  });

  it("another short model number of the maker's letters is another model", () => {
    const cameras = buildProductIndex({
      products: [
        { product_id: 'D5000', description: 'Nikon D5000 12.3MP DSLR Body Only' },
        { product_id: 'G12', description: 'Canon PowerShot G12 10MP Digital Camera' },
      ],
    });
    const modelConflict = (text: string) =>
      byProduct(cameras, text, (entry) => entry.identityConflicts.includes('model'));
    expect(modelConflict('Nikon D90 12.3MP Digital SLR Camera (Body Only)').get('D5000')).toBe(
      true,
    );
    expect(modelConflict('Nikon D5000 DSLR body').get('D5000')).toBe(false);
    expect(modelConflict('Canon PowerShot G11 10.0MP Digital Camera').get('G12')).toBe(true);
    // A short series name and its number written apart ('EOS 7D' against 'EOS 50D').
    const series = buildProductIndex({
      products: [{ product_id: '50D', description: 'Canon EOS 50D Body Only 15.1 Megapixels' }],
    });
    const seriesConflict = (text: string) =>
      byProduct(series, text, (entry) => entry.identityConflicts.includes('model'));
    expect(seriesConflict('Canon EOS 7D 18.0-Megapixel DSLR Camera (Body Only)').get('50D')).toBe(
      true,
    );
    expect(seriesConflict('Canon EOS 50D DSLR body').get('50D')).toBe(false);
    expect(seriesConflict('Canon EOS 5D Mark II body').get('50D')).toBe(true);
    // Another maker's number says nothing of this one's.
    expect(modelConflict('Pentax G11 10MP Digital Camera').get('G12')).not.toBe(true);
  });

  it('nor is the device an accessory made for it', () => {
    const nikon = buildProductIndex({
      products: [
        { product_id: 'BATTERY', description: 'Nikon EN EL15 Battery for D7000' },
        {
          product_id: 'NB-4L',
          description: 'Canon NB-4L Rechargeable Battery for PowerShot SD1300 IS and SD780 IS',
        },
        {
          product_id: 'GRIP',
          description: 'Belkin Grip Vue Case for iPod nano 4G - Black - F8Z380-BLK',
        },
      ],
    });
    const modelConflict = (text: string) =>
      byProduct(nikon, text, (entry) => entry.identityConflicts.includes('model'));
    expect(modelConflict('Nikon D7000 16.2MP Digital SLR Camera (Body Only)').get('BATTERY')).toBe(
      true,
    );
    // The accessory the line names, with the devices it fits in brackets.
    expect(
      modelConflict('Canon NB-4L Li-Ion Battery Pack (SD1300 IS / SD780 IS)').get('NB-4L'),
    ).toBe(false);
    // A title's own number after the device it fits and a dash is its own.
    expect(modelConflict('Belkin F8Z380-BLK Grip Vue nano 4G black').get('GRIP')).toBe(false);
  });

  it('a numbered variant of a code is another product where the catalogue numbers its variants', () => {
    const phones = buildProductIndex({
      products: [
        {
          product_id: 'ONE',
          description: 'Uniden DECT 6.0 Cordless Phone with Caller ID - DECT1480',
        },
        {
          product_id: 'TWO',
          description: 'Uniden DECT 6.0 Cordless Phone with Caller ID & Extra Handset - DECT1480-2',
        },
        { product_id: 'TONER', description: 'HP 12A Black Toner Cartridge Q2612A' },
      ],
    });
    const modelConflict = (text: string) =>
      byProduct(phones, text, (entry) => entry.identityConflicts.includes('model'));
    // The catalogue's '-2' says the number tells phones apart: '-3' is neither of them.
    expect(modelConflict('Uniden DECT1480-3 cordless 3 handsets').get('ONE')).toBe(true);
    expect(modelConflict('Uniden DECT1480 cordless phone').get('ONE')).toBe(false);
    // No numbered variant in the catalogue: a number after the code is no variant of it.
    expect(modelConflict('HP Q2612A 2 black toner').get('TONER')).toBe(false);
    // A decimal is no numbered variant ('M22x1,5' beside 'M22x1-2').
    const fittings = buildProductIndex({
      products: [
        { product_id: 'M22', description: 'Elbow connector 18L M22x1 stainless steel' },
        { product_id: 'M22-2', description: 'Elbow connector 18L M22x1-2 stainless steel' },
      ],
    });
    const fitting = byProduct(fittings, 'Elbow connector 18L M22x1,5 stainless', (entry) =>
      entry.identityConflicts.includes('model'),
    );
    expect(fitting.get('M22')).toBe(false);
  });

  it('a lens or accessory made for another system is another product', () => {
    const lenses = buildProductIndex({
      products: [
        {
          product_id: 'CANON',
          description: 'Tamron AF 18-270mm f/3.5-6.3 Di II VC LD Macro Zoom Lens for Canon',
        },
        {
          product_id: 'NIKON',
          description: 'Tamron AF 18-270mm f/3.5-6.3 Di II VC LD Zoom Lens for Nikon',
        },
        { product_id: 'BOTH', description: 'Griffin Reveal Case for iPod touch 4G and iPhone 4' },
      ],
    });
    const platformConflict = (text: string) =>
      byProduct(lenses, text, feature('platform_conflict'));
    const mounted = platformConflict('Tamron 18-270mm VC Di II lens - Canon mount');
    expect([mounted.get('CANON'), mounted.get('NIKON')]).toEqual([0, 1]);
    // 'for' names every system of the words after it.
    expect(platformConflict('Griffin Reveal case for iPhone 4 clear').get('BOTH')).toBe(0);
    // And the device's generation.
    expect(platformConflict('Griffin Reveal case for Apple iPhone 3G/3GS').get('BOTH')).toBe(1);
  });

  it('a game for a console is not its edition for a computer, however the console is written', () => {
    const games = buildProductIndex({
      products: [
        {
          product_id: 'XBOX',
          description: 'Star Wars Jedi: Fallen Order - Standard Edition - Xbox One',
        },
        { product_id: 'PC', description: 'Star Wars Jedi: Fallen Order - Standard Edition - PC' },
        {
          product_id: 'PS4',
          description: 'Star Wars Jedi: Fallen Order - Standard Edition - PlayStation 4',
        },
        { product_id: 'SWITCH', description: 'Star Wars Jedi: Fallen Order (Nintendo Switch)' },
      ],
    });
    const conflicting = (text: string) =>
      [...byProduct(games, text, feature('platform_conflict'))]
        .filter(([, value]) => value === 1)
        .map(([product]) => product)
        .sort();
    expect(conflicting('Star Wars Jedi Fallen Order (PC)')).toEqual(['PS4', 'SWITCH', 'XBOX']);
    expect(conflicting('Jedi Fallen Order XONE')).toEqual(['PC', 'PS4', 'SWITCH']);
    expect(conflicting('Jedi Fallen Order Xbox 1 disc')).toEqual(['PC', 'PS4', 'SWITCH']);
    expect(conflicting('Jedi Fallen Order PS 4 Std')).toEqual(['PC', 'SWITCH', 'XBOX']);
    expect(conflicting('Jedi Fallen Order Switch Cart')).toEqual(['PC', 'PS4', 'XBOX']);
    // 'PS 2' is a keyboard's port, no console.
    const kvm = buildProductIndex({
      products: [{ product_id: 'KVM', description: 'IOGEAR 2-Port USB KVM Switch for Windows' }],
    });
    expect(
      byProduct(kvm, 'iogear miniview micro ps 2 kvm switch', feature('platform_conflict')).get(
        'KVM',
      ),
    ).toBe(0);
  });

  it('the product alone is not a listing with extras', () => {
    const games = buildProductIndex({
      products: [
        {
          product_id: 'GUITAR',
          description: 'Activision Guitar Hero III: Legends of Rock w/ Wireless Guitar Wii',
        },
        { product_id: 'AMP', description: 'Sony STR-DH500 Receiver 500 W Black' },
      ],
    });
    const extras = (text: string) =>
      byProduct(games, text, (entry) => entry.identityConflicts.includes('extras'));
    expect(
      extras('Guitar Hero III: Legends of Rock (Game Only) - Nintendo Wii').get('GUITAR'),
    ).toBe(true);
    expect(extras('Guitar Hero III Legends of Rock Wii bundle').get('GUITAR')).toBe(false);
    // The watts of '500 W' are no extras.
    expect(extras('Sony STR-DH500 Receiver Only').get('AMP')).toBe(false);
  });

  it("reads today's consoles, and the maker of a game's platform as no maker of the game", () => {
    const games = buildProductIndex({
      products: [
        { product_id: 'PS4', description: 'Grand Theft Auto V Premium Edition (PS4)' },
        { product_id: 'XB1', description: 'GTA V Premium Edition [XB1]' },
        { product_id: 'NSW', description: 'Just Dance 2020 NSW' },
        { product_id: 'PS5', description: 'Just Dance 2020 PlayStation 5' },
        { product_id: 'ANY', description: 'Xbox Wireless Controller' },
        { product_id: 'WB', description: 'WB Games Mortal Kombat 11 Xbox One' },
        { product_id: 'MS', description: 'Microsoft Xbox One S 1TB Console' },
      ],
    });
    const platform = contradictedBy(games, 'platform');
    const gta = platform('Grand Theft Auto V Premium Edition (Xbox One)');
    expect(gta).toContain('PS4');
    expect(gta).not.toContain('XB1');
    const dance = platform('Just Dance 2020, Ubisoft, Nintendo Switch');
    expect(dance).toContain('PS5');
    expect(dance).not.toContain('NSW');
    // 'Xbox' alone is any Xbox since the One; a switch inside a title is no console.
    expect(platform('Xbox One Wireless Controller')).not.toContain('ANY');
    expect(platform('Netgear 8-Port Gigabit Switch for home')).toEqual([]);
    expect(contradictedBy(games, 'brand')('Mortal Kombat 11 - Microsoft Xbox One')).toEqual([]);
  });

  it('a flavour, an age or a named edition the product states otherwise is another product', () => {
    const shelf = buildProductIndex({
      products: [
        {
          product_id: 'LAMB',
          description: 'Purina ONE SmartBlend Lamb & Rice Adult Dog Food 16.5 lb',
        },
        {
          product_id: 'PUPPY',
          description: 'Purina ONE SmartBlend Chicken & Rice Puppy Food 16.5 lb',
        },
        { product_id: 'YOUTH', description: 'Bell Sidetrack Youth Bike Helmet' },
        { product_id: 'GOLD', description: "Assassin's Creed Valhalla Gold Edition [PS4]" },
        { product_id: 'GOTY', description: 'Sekiro Shadows Die Twice GOTY Edition PS4' },
      ],
    });
    const variant = contradictedBy(shelf, 'variant');
    expect(variant('Purina ONE SmartBlend Chicken and Rice Adult Dry Dog Food, 16.5 lb')).toEqual([
      'LAMB',
      'PUPPY',
    ]);
    expect(variant('Bell Sidetrack Child Bike Helmet')).toContain('YOUTH');
    expect(variant("Assassin's Creed Valhalla Standard Edition, PS4")).toEqual(['GOLD', 'GOTY']);
    expect(variant('Sekiro: Shadows Die Twice Game of the Year Edition, PS4')).toEqual(['GOLD']);
  });

  it("a garment's, a bed's, a shoe's size, a cut, an oil's grade, a ruling or assorted colours told apart", () => {
    const shelf = buildProductIndex({
      products: [
        { product_id: 'TEE-M', description: "Gildan Men's Crew T-Shirts 6 Pack Black M" },
        {
          product_id: 'TEE-XL',
          description: 'Gildan Mens Cotton Tee Multipack, XL, Black, 6-Pack',
        },
        { product_id: 'QUEEN', description: 'Mellanni Sheet Set Burgundy Queen - 4 pc Microfiber' },
        {
          product_id: 'CALKING',
          description: 'Mellanni California King Sheets, Burgundy, 4 Piece',
        },
        { product_id: 'W-7', description: "Brooks Ghost 15 Women's Running Shoes Black, US 7" },
        { product_id: 'M-10', description: "Brooks Ghost 15 Men's Running Shoes Black, Size 10" },
        { product_id: '5W20', description: 'Mobil 1 Advanced Full Synthetic 5W-20 Motor Oil, 5qt' },
        {
          product_id: 'COLLEGE',
          description: 'Mead Spiral Notebook College Ruled 1 Subject 70 Sheets',
        },
        {
          product_id: 'ASSORTED',
          description: 'Pilot G2 Premium Gel Roller Pen, Assorted, 1.0 mm, 12ct',
        },
      ],
    });
    const variant = contradictedBy(shelf, 'variant');
    const tees = variant("Gildan Men's Crew T-Shirts, Multipack, Black (6-Pack), X-Large G1100");
    expect(tees).toContain('TEE-M');
    expect(tees).not.toContain('TEE-XL');
    const sheets = variant('Mellanni King Size Bed Sheet Set, 4 Piece, Burgundy');
    expect(sheets).toEqual(expect.arrayContaining(['QUEEN', 'CALKING']));
    const shoes = variant("Brooks Men's Ghost 15 Running Shoe, Black, Size 7");
    expect(shoes).toEqual(expect.arrayContaining(['W-7', 'M-10']));
    expect(variant('Mobil 1 Advanced Full Synthetic Engine Oil, 0W20, Five Quart')).toContain(
      '5W20',
    );
    expect(variant('Mead Spiral Notebook, 1 Subject, Wide Ruled Paper, 70 Sheets')).toContain(
      'COLLEGE',
    );
    expect(contradictedBy(shelf, 'colour')('Pilot G2 Gel Pens, Bold, Red Ink, 12-Count')).toContain(
      'ASSORTED',
    );
  });

  it('a cordless tool kit with its batteries is not the bare tool, however the charge is written', () => {
    const tools = buildProductIndex({
      products: [
        {
          product_id: 'BARE',
          description: 'RYOBI String Trimmer, Attachment Capable, 40V - Bare Tool',
        },
        { product_id: 'ONLY', description: 'RYOBI 40V String Trimmer, Tool-Only' },
      ],
    });
    expect(
      contradictedBy(
        tools,
        'variant',
      )('RYOBI 40-Volt String Trimmer Kit with One 4 Amp Hour Battery'),
    ).toEqual(['BARE', 'ONLY']);
  });

  it('a bundle is another offer, and a product for another platform another product', () => {
    const retail = buildProductIndex({
      products: [
        { product_id: 'CAM', description: 'Canon PowerShot SD1200 IS 10MP Digital Camera' },
        { product_id: 'X360', description: 'Mad Catz Street Fighter IV FightStick for Xbox 360' },
        {
          product_id: 'PS3',
          description: 'Mad Catz Street Fighter IV FightStick for PlayStation 3',
        },
        { product_id: 'ANY', description: 'Adobe Acrobat 9 Standard (Win/Mac)' },
      ],
    });
    const featuresOf = (text: string, feature: string) =>
      new Map(
        candidateFeatures(retail, { text, manufacturerKey: '' }, []).map((entry) => [
          retail.products[entry.candidate.product]?.productId,
          entry.features[RERANK_FEATURES.indexOf(feature as (typeof RERANK_FEATURES)[number])],
        ]),
      );
    expect(
      featuresOf('Canon PowerShot SD1200 IS Camera Bundle w/ 4GB Card & Case', 'offer_differs').get(
        'CAM',
      ),
    ).toBe(1);
    const body = buildProductIndex({
      products: [
        { product_id: 'BODY', description: 'Canon EOS 50D 15.1MP Digital SLR (Body Only)' },
      ],
    });
    const offerOfBody = (text: string) =>
      candidateFeatures(body, { text, manufacturerKey: '' }, [])[0]?.features[
        RERANK_FEATURES.indexOf('offer_differs')
      ];
    expect(offerOfBody('Canon EOS 50D Camera Kit w/ 28-135mm IS Lens - 50DKIT')).toBe(1);
    expect(offerOfBody('Canon EOS 50D Digital SLR Camera')).toBe(0);
    // A body asked for without its lens, in words: no kit.
    const kit = buildProductIndex({
      products: [
        { product_id: 'KIT', description: 'Canon EOS 50D Digital SLR with 28-135mm Lens' },
      ],
    });
    const offerOfKit = (text: string) =>
      candidateFeatures(kit, { text, manufacturerKey: '' }, [])[0]?.features[
        RERANK_FEATURES.indexOf('offer_differs')
      ];
    expect(offerOfKit('Canon EOS 50D DSLR body 15.1MP (no lens)')).toBe(1);
    expect(offerOfKit('Canon EOS 50D Gehäuse ohne Objektiv')).toBe(1);
    expect(offerOfKit('Canon EOS 50D with lens')).toBe(0);
    const stick = featuresOf('Mad Catz Street Fighter IV Fight Stick For PS3', 'platform_conflict');
    expect(stick.get('X360')).toBe(1);
    expect(stick.get('PS3')).toBe(0);
    expect(featuresOf('Acrobat 9 Standard for Mac', 'platform_conflict').get('ANY')).toBe(0);
  });

  it("weighs what the line describes apart from its maker's name", () => {
    const software = buildProductIndex({
      products: [
        { product_id: 'ENC', description: 'tri synergy inc oxford world encyclopedia' },
        { product_id: 'FTP', description: 'cute ftp ( win 95 98 me nt 2000 xp )' },
      ],
    });
    const coverage = RERANK_FEATURES.indexOf('description_word_coverage');
    const byProduct = new Map(
      candidateFeatures(
        software,
        { text: 'cute ftp tri synergy', description: 'cute ftp', manufacturerKey: 'tri synergy' },
        [],
      ).map((entry) => [software.products[entry.candidate.product]?.productId, entry.features]),
    );
    // The maker's other product shares only the maker's words.
    expect(byProduct.get('ENC')?.[coverage]).toBe(0);
    expect(byProduct.get('FTP')?.[coverage]).toBe(1);
  });

  it('a model number only one product carries names it, over closer titles and vague words', () => {
    const retail = buildProductIndex({
      products: [
        {
          product_id: 'MOUSEPAD',
          description: 'ufc mixed martial arts lyoto machida mouse pad - 86210010',
        },
        { product_id: 'PLAIN', description: 'lyoto machida mouse pad' },
        {
          product_id: 'FOLDERS',
          description: 'pendaflex cutless file folders letter manila 100 box - 48434',
        },
      ],
    });
    const productFor = (description: string) =>
      matchProducts(retail, { line_items: [{ description }] }).matches[0]?.catalog_product_id;
    expect(productFor('lyoto machida mouse pad - 86210010')).toBe('MOUSEPAD');
    expect(
      productFor('pendaflex 48434 - cutless file folders letter assorted 100 box - ess48434'),
    ).toBe('FOLDERS');
  });

  it('a maker-style model number names the product alone, also after a word it could join', () => {
    const retail = buildProductIndex({
      products: [
        {
          product_id: 'LX3',
          description: 'Panasonic Lumix DMC-LX3 10.1MP Digital Camera with 2.5x Zoom (Black)',
        },
        {
          product_id: 'FZ28',
          description:
            'Panasonic Lumix DMC-FZ28K 10MP Digital Camera with 18x Wide Angle MEGA Optical Image Stabilized Zoom (Black)',
        },
        { product_id: 'SD16', description: 'SanDisk 16 GB Ultra II SDHC Memory Card' },
        {
          product_id: 'SD8',
          description: 'SanDisk 8GB Ultra II SDHC Card SDSDRH-008G-A11 (Retail Package) - Warranty',
        },
      ],
    });
    const decisive = (text: string) => namedByCode(retail, text);
    expect(decisive('Panasonic LUMIX FZ28 10.1MP Digital Camera Black - DMCFZ28K')).toEqual([
      'FZ28',
    ]);
    expect(decisive('SanDisk Ultra II 8GB SDHC Memory Card - SDSDRH008GA11')).toEqual(['SD8']);
  });

  it('a model number with a suffix more or less names the one product carrying it', () => {
    const retail = buildProductIndex({
      products: [
        { product_id: '605', description: 'Onkyo TX-SR605 7.1 Channel A/V Receiver (Black)' },
        { product_id: '606', description: 'Onkyo TX-SR606 7.2 Channel Home Theater Receiver' },
        { product_id: 'VSX', description: 'Pioneer VSX-918V-K 7.1 Channel A/V Receiver' },
        { product_id: 'ZYX', description: 'zyxel desktop gigabit switch gs-108b' },
        { product_id: 'NET', description: 'netgear prosafe plus 8-port ethernet switch' },
      ],
    });
    const decisive = (text: string) => namedByCode(retail, text);
    expect(decisive('Onkyo 7.2 Channel Black A/V Receiver - TXSR606B')).toEqual(['606']);
    expect(decisive('Pioneer 7.1 Channel Home Theater Receiver - VSX918V')).toEqual(['VSX']);
    // Another suffix in place of the line's is another model.
    expect(decisive('netgear prosafe plus switch 8-port gigabit ethernet gs108e')).toEqual([]);
  });

  it('a model number one candidate carries written apart, beside its siblings, names it', () => {
    const retail = buildProductIndex({
      products: [
        {
          product_id: '354',
          description: 'Harman Kardon AVR 354 7.1 Channel A/V Receiver with HDMI',
        },
        {
          product_id: '254',
          description: 'Harman Kardon AVR 254 7.1 Channel Audio/Video Receiver',
        },
        { product_id: 'HD280', description: 'Sennheiser HD280 Pro Headphones' },
        { product_id: 'HD202', description: 'Sennheiser HD 202 Professional Headphones (Black)' },
        { product_id: 'R530', description: 'iRobot Roomba 530 Vacuum Cleaning Robot' },
        { product_id: 'R560', description: 'iRobot Roomba 560 Vacuum Cleaning Robot - Home Base' },
        { product_id: 'DC14', description: 'Dyson DC14 Animal Upright Vacuum' },
        {
          product_id: 'DC17',
          description: 'Dyson DC17 Animal Upright Vacuum Cleaner - HEPA Filter',
        },
      ],
    });
    const decisive = (text: string) => namedByCode(retail, text);
    expect(decisive('Harman Kardon 7.1 Channel A/V Receiver - AVR254')).toEqual(['254']);
    expect(decisive('Sennheiser Closed Dynamic Stereo Headphones - HD202')).toEqual(['HD202']);
    // Carried as written, but too short to name a product without its siblings beside it.
    expect(decisive('Dyson DC17 Animal Vacuum')).toEqual(['DC17']);
    // Written apart after its series word on the line too.
    expect(decisive('iRobot Roomba 560 Robotic Vacuum')).toEqual(['R560']);
  });

  it('a model number only one product carries names it beside a designation many share', () => {
    const memory = buildProductIndex({
      products: [
        {
          product_id: 'SODIMM',
          description: 'Patriot Signature 4GB DDR3 1333 SODIMM PSD34G13332S',
        },
        { product_id: 'DIMM', description: 'Patriot Signature 4GB DDR3 1333 Desktop PSD34G13332' },
        {
          product_id: 'KIT',
          description: 'Corsair XMS3 8GB (2x4GB) DDR3 1333MHz CMX8GX3M2A1333C9',
        },
        { product_id: 'MOUSE', description: 'Logitech 910-002463 Wireless Mouse M305 Silver' },
        { product_id: 'BLACK', description: 'Logitech M305 Wireless Mouse Black' },
        { product_id: 'PG210', description: 'Canon PG-210 Black Ink Cartridge - 2974B001' },
        { product_id: 'PG210XL', description: 'Canon PG-210XL High Capacity Black Ink - 2973B001' },
      ],
    });
    const decisive = (text: string) => namedByCode(memory, text);
    expect(decisive('Patriot Signature 4GB DDR3 1333MHz Laptop Memory - PSD34G13332S')).toEqual([
      'SODIMM',
    ]);
    // 'Mouse M305' joined is a reading of the line, not a model number it writes.
    expect(decisive('Logitech Wireless Mouse M305 Dark Fleur')).toEqual([]);
    // Another carries the line's 'PG-210 XL' joined: the 'PG-210' alone is not named by it.
    expect(decisive('Canon PG-210 XL Black High Capacity')).not.toContain('PG210');
  });

  it('a code the line writes in pieces is no model number where the line names one of its own', () => {
    const powerline = buildProductIndex({
      products: [
        { product_id: 'KIT', description: 'NETGEAR Powerline AV 500 Adapter Kit XAVB5001' },
        { product_id: 'AV200', description: 'NETGEAR XAV2001 Powerline AV 200 Adapter (1 Unit)' },
        { product_id: 'KQ2H', description: 'SMC KQ2H10-03AS male connector, one-touch fitting' },
      ],
    });
    // 'AV 500' is the adapter's class: the kit carrying it is another model than the line's own
    // XAV5001, which the catalogue lacks.
    expect(
      contradictedBy(powerline, 'model')('NETGEAR Powerline AV 500 Adapter (Single) - XAV5001'),
    ).toContain('KIT');
    // '10-03AS' is a piece of the code the line writes in pieces.
    expect(namedByCode(powerline, 'SMC KQ2H 10-03AS rechte koppeling')).toEqual(['KQ2H']);
  });

  it('a count or a version is not a model number that names a product alone', () => {
    const retail = buildProductIndex({
      products: [
        { product_id: 'DVR', description: 'q-see qt426-5 16 channel smart recording dvr' },
        { product_id: 'KIT', description: 'night owl zeus-810 16-channel 8-camera dvr kit' },
      ],
    });
    const decisive = candidateFeatures(
      retail,
      { text: 'q-see qt426 16-channel digital video recorder', manufacturerKey: '' },
      [],
    ).filter((entry) => entry.codeDecisive);
    expect(decisive).toEqual([]);
  });

  it('a colour written onto the model number tells the variants of one model apart', () => {
    const retail = buildProductIndex({
      products: [
        {
          product_id: 'PINK',
          description: 'Canon PowerShot SD1100 IS 8 Megapixel Digital Camera Pink',
        },
        {
          product_id: 'BLUE',
          description: 'Canon PowerShot SD1100 IS 8 Megapixel Digital Camera Blue',
        },
        { product_id: 'OLD', description: 'Canon PowerShot SD1000 7 Megapixel Digital Camera' },
      ],
    });
    const productFor = (description: string) =>
      matchProducts(retail, { line_items: [{ description }] }).matches[0]?.catalog_product_id;
    expect(productFor('Canon PowerShot Digital ELPH Camera - SD1100ISBLUE')).toBe('BLUE');
    expect(productFor('Canon PowerShot Digital ELPH Camera - SD1100ISPINK')).toBe('PINK');
    expect(withGluedColoursApart('camera SD1100ISBLUE')).toBe('camera SD1100ISBLUE sd1100is blue');
    // A word with digits that merely ends like a colour is left alone.
    expect(withGluedColoursApart('cable 2red')).toBe('cable 2red');
  });

  it("a code variant one product alone carries is evidence when the titles' words differ", () => {
    const retail = buildProductIndex({
      products: [
        { product_id: 'TSC14', description: 'Panasonic KX-TSC14 Corded Phone' },
        { product_id: 'TSC11', description: 'Panasonic KX-TSC11 Corded Phone' },
        { product_id: 'DECT', description: 'Panasonic KX-TG1034S DECT 6.0 Cordless Phone' },
      ],
    });
    const match = matchProducts(retail, {
      line_items: [{ description: 'Panasonic 2-Line Integrated Telephone - KXTSC14W' }],
    }).matches[0];
    expect(match?.catalog_product_id).toBe('TSC14');
  });

  it("answers a line in another language than the title that names the product's maker", () => {
    const industrial = buildProductIndex({
      products: [
        { product_id: 'TAPE', description: '3M 471 vinyl floor marking tape 50mm x 33m yellow' },
        { product_id: 'WAGO', description: 'WAGO 2002-1207 Schutzleiterklemme 2,5mm² grün-gelb' },
        { product_id: 'PIPE', description: 'Adequa tubo PVC evacuación serie B Ø40 3m' },
        { product_id: 'LOCTITE', description: 'Loctite 401 instant adhesive 20g' },
      ],
    });
    const productFor = (description: string) =>
      matchProducts(industrial, { line_items: [{ description }] }).matches[0]?.catalog_product_id;
    expect(productFor('3M 471 Bodenmarkierungsband gelb 50mm')).toBe('TAPE');
    // Without the maker, the same few shared words are not enough.
    expect(productFor('471 Bodenmarkierungsband gelb 50mm')).toBe('');
  });

  it('answers a line with nothing in common unmatched', () => {
    const result = matchProducts(catalogue, {
      line_items: [{ description: 'Hydraulikpumpe 200 bar Zahnradpumpe' }],
    });
    expect(result.matches[0]?.unmatched_flag).toBe(true);
  });
});

describe('product-pair datasets as lookups', () => {
  const line = (left: string, right: string, label: 0 | 1) =>
    `COL title VAL ${left} COL brand VAL x COL modelno VAL m1 COL price VAL 1\tCOL title VAL ${right} COL brand VAL x COL modelno VAL m1 COL price VAL 2\t${label}`;
  const pairs = parseSerialisedPairs(
    [line('a one', 'a uno', 1), line('b two', 'b dos', 1), line('a one', 'b dos', 0), 'junk'].join(
      '\n',
    ),
  );

  it('makes the right side of the positive pairs the catalogue and the left side the lines', () => {
    const lookup = walmartAmazonLookup('t', pairs, {
      withManufacturer: false,
      withModelNumber: true,
    });
    expect(lookup.catalogue.map((record) => record.description)).toEqual(['a uno', 'b dos']);
    expect(lookup.catalogue[0]?.mpn).toBe('m1');
    expect(lookup.catalogue[0]?.manufacturer).toBeUndefined();
    expect(lookup.queries.map((query) => query.description)).toEqual(['a one', 'b two']);
  });

  it('the TF-IDF baseline ranks the closest title first', () => {
    const baseline = buildTfidfBaseline(['sony turntable', 'samsung television']);
    expect(baseline.rank('sony turntable black', 1)[0]?.document).toBe(0);
  });
});

describe('bounded on adversarial text', () => {
  it('reads 100k characters of separator and digit runs quickly', () => {
    const started = performance.now();
    modelCodes(`${'-'.repeat(50_000)}1a${'/'.repeat(50_000)}`);
    modelCodes(`a1${'-1'.repeat(50_000)}b`);
    quantitiesOf('1'.repeat(100_000));
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
