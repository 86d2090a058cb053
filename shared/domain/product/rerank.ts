/**
 * Re-ranking of the candidates the three retrieval channels found (lexicon semantics, lexical
 * n-grams, model numbers) by features of the pair — text similarity, model-number agreement, brand
 * agreement, numeric attribute agreement — with a logistic model whose weights were fitted on
 * labelled pairs (`test/eval/product-pairs/fit-reranker.ts`, train splits only). A second small
 * logistic model turns the best candidate's probability and its lead over the runner-up into the
 * match's raw score: the probability that the top candidate is the right product.
 */

import { ORDINAL_WORDS, ordinalNumber } from '#domain/text/ordinals';
import {
  type CodeHit,
  codeHits,
  coloursOf,
  inverseDocumentFrequency,
  lexicalCosine,
  lexicalText,
  type ModelCodes,
  modelCodes,
  prepareLexicalQuery,
  SHORT_WORDS,
  STANDARD_PREFIX,
  searchLexical,
} from './lexical';
import { findConcepts, lexicalTokens, PRODUCT_KIND_FAMILY } from './lexicon';
import { CABLE_WORDS, extractAttributes, foldText, PIECE_COUNT } from './normalise';
import rerankerModel from './reranker.json';
import type { IndexedProduct, ProductIndex, SemanticCandidate } from './search-index';

export const RERANK_FEATURES = [
  'cosine',
  'cosine_relative',
  'lexicon_score',
  'lexicon_relative',
  'lexicon_top',
  'code_exact',
  'code_loose',
  'code_conflict',
  'code_missing',
  'brand_agrees',
  'quantity_agreements',
  'quantity_conflicts',
  'lexicon_conflicts',
  'lexical_top',
  'query_word_coverage',
  'product_word_coverage',
  'numbers_missing',
  'numbers_extra',
  'lexicon_coverage',
  'lexicon_relative_covered',
  'lexicon_top_covered',
  'cosine_relative_uncovered',
  'cosine_lead',
  'code_exact_shared',
  'code_contained',
  'code_exact_unique',
  'code_exact_elsewhere',
  'description_word_coverage',
  'model_number_sibling',
  'offer_differs',
  'platform_conflict',
  'variant_conflict',
] as const;

/**
 * Features that say a candidate is another product (a code, quantity, attribute, sibling model
 * number, offer, platform or variant that disagrees). They may only lower a score: a conflict seen
 * a few times on right answers (label noise) must not make it evidence for a match; the fit keeps
 * their weights at or below zero.
 */
export const CONFLICT_FEATURES = [
  'code_conflict',
  'quantity_conflicts',
  'lexicon_conflicts',
  'model_number_sibling',
  'offer_differs',
  'platform_conflict',
  'variant_conflict',
] as const satisfies readonly (typeof RERANK_FEATURES)[number][];

export interface RerankerModel {
  features: readonly string[];
  weights: number[];
  bias: number;
  /**
   * σ(w·[logit(p₁), logit(p₁) − logit(p₂), features of the best candidate] + bias): the chance
   * that the best candidate is right.
   */
  confidence: { weights: number[]; bias: number };
}

const LEXICAL_CANDIDATES = 20;
const MAX_CODE_CANDIDATES = 20;

/** Quantity units, grouped by what they measure. */
const UNIT_GROUP: Record<string, string> = {
  gb: 'gb',
  tb: 'tb',
  mb: 'mb',
  // Written out as a store's title writes them ('2 Terabyte', '16 Gigabytes').
  gigabyte: 'gb',
  gigabytes: 'gb',
  terabyte: 'tb',
  terabytes: 'tb',
  megabyte: 'mb',
  megabytes: 'mb',
  in: 'in',
  inch: 'in',
  inches: 'in',
  '"': 'in',
  "''": 'in',
  mm: 'mm',
  cm: 'cm',
  m: 'm',
  mtr: 'm',
  metre: 'm',
  metres: 'm',
  meter: 'm',
  meters: 'm',
  w: 'w',
  watt: 'w',
  watts: 'w',
  v: 'v',
  volt: 'v',
  vac: 'v',
  vdc: 'v',
  ah: 'ah',
  nm: 'nm',
  mah: 'mah',
  hz: 'hz',
  mhz: 'mhz',
  ghz: 'ghz',
  mp: 'mp',
  megapixel: 'mp',
  megapixels: 'mp',
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
  oz: 'oz',
  ounce: 'oz',
  ounces: 'oz',
  qt: 'qt',
  quart: 'qt',
  quarts: 'qt',
  gal: 'gal',
  gallon: 'gal',
  gallons: 'gal',
  ft: 'ft',
  feet: 'ft',
  foot: 'ft',
  // An antenna's or a radio's range ('65 Mile' is not the '50-Mile Range' one).
  mile: 'mi',
  miles: 'mi',
  // A wire's gauge ('4-Gauge', '4 AWG'): another gauge is another cable or kit.
  gauge: 'awg',
  awg: 'awg',
  x: 'x',
  ml: 'ml',
  l: 'l',
  litre: 'l',
  litres: 'l',
  liter: 'l',
  liters: 'l',
  ltr: 'l',
  lt: 'l',
  kg: 'kg',
  kgs: 'kg',
  g: 'g',
  rpm: 'rpm',
  pk: 'pk',
  pack: 'pk',
  // What a distributor's package holds, read by `COUNT_WORDS` ('box of 100', 'Blister à 10').
  packed: 'box',
  // A retail pack's count ('K-Cup Packs, 48-Count'): another count is another pack. Kept apart
  // from 'pack', which also says a single item is none (`packOfSeveral`).
  count: 'ct',
  ct: 'ct',
  user: 'user',
  users: 'user',
  // A licence's devices or computers are its seats ('3-Device', '5 Devices', '2 Computers').
  device: 'user',
  devices: 'user',
  dev: 'user',
  computer: 'user',
  computers: 'user',
  // Counts of what a pack holds ('Instax Mini film, 20 shots') and a saw blade's teeth.
  shots: 'shots',
  exposures: 'shots',
  sheets: 'sheets',
  teeth: 'teeth',
  // Rolls of paper, reams and pairs ('12 Double Rolls', 'Three Reams', '10-Pair Pack').
  roll: 'roll',
  rolls: 'roll',
  ream: 'ream',
  reams: 'ream',
  pair: 'pair',
  pairs: 'pair',
  // How many layers a paper or a mask has ('2-ply', '3-lagig', '2 couches', '2 veli', '2-laags',
  // '2 capas', '1-layer'): a napkin of another ply is another product.
  ply: 'ply',
  lagig: 'ply',
  layer: 'ply',
  layers: 'ply',
  laags: 'ply',
  couches: 'ply',
  strati: 'ply',
  veli: 'ply',
  capas: 'ply',
  // How many pieces a set has ('29 Piece Drill Bit Set', '20-Pc.', '2000pc'); 'pcs' and 'pieces'
  // of a pack are read as its count first (`PIECE_COUNT`).
  piece: 'pcs',
  pieces: 'pcs',
  cuft: 'cuft',
};

/** What each unit word of `QUANTITY` measures; a single prime, inches or feet (see below). */
const UNITS_OF: Record<string, readonly string[]> = {
  ...Object.fromEntries(Object.entries(UNIT_GROUP).map(([word, unit]) => [word, [unit]])),
  "'": ['in', 'ft'],
};

/**
 * A unit word as the text writes it: 'in' not before a hyphen ('2-in-1'), a prime not before a
 * digit, metres not before a number ('DIN 933 M 16x40' is a thread, '8M-30' a belt's pitch).
 */
const UNIT_WORD_FORMS: Readonly<Record<string, string>> = {
  in: 'in(?!-)',
  "'": "'(?!\\d)",
  m: 'm(?![\\s-]?\\d)',
};
/**
 * A number and one of the unit words of `UNITS_OF`, longest first ('inches' before 'in', `''`
 * before `'`).
 */
const QUANTITY = new RegExp(
  `(\\d{1,6}(?:[.,]\\d{1,3})?)[ -]?(${Object.keys(UNITS_OF)
    .sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
    .map((word) => UNIT_WORD_FORMS[word] ?? word)
    .join('|')})(?![a-z0-9])`,
  'g',
);
/**
 * How many handsets, ports, cups or slices a product has ('with 2 Handsets', '5-port', '12-cup'),
 * or ways a loudspeaker splits the sound ('2-Way', '3-Way'): another count is another product.
 * 'Expandable to 6 handsets' counts none it has.
 */
const PARTS_COUNTED = 'handset|port|cup|slice|way';
const COUNT_OF_PARTS = new RegExp(
  `(?<!\\bto )(?<![\\d.,])\\b(\\d{1,2})[ -]?(${PARTS_COUNTED})s?\\b`,
  'g',
);
/** Two or three sides and their unit ('2.5 x 57 mm', '30x62x16mm'). */
const DIMENSION_SIDES =
  /(?<![\d.,])(\d{1,4}(?:[.,]\d{1,2})?) ?[x×*] ?(\d{1,4}(?:[.,]\d{1,2})?)(?: ?[x×*] ?(\d{1,4}(?:[.,]\d{1,2})?))? ?(mm|cm|")(?![a-z0-9])/g;
/** A pack count written after an 'x' ('replacement blades x12'), not a dimension ('190 x 30mm'). */
const TIMES_COUNT = /(?<![a-z0-9.,])x(\d{1,3})(?![a-z0-9"']|[.,]\d)/g;
/** How many modules of one capacity a kit holds, written together ('2x4GB', '4x 2gb'). */
const MODULES_OF_CAPACITY =
  /(?<![\d.,])(\d{1,2})x ?\d{1,4}(?:[.,]\d{1,2})? ?(?:gb|mb|tb)(?![a-z0-9])/g;
/** Terabytes in gigabytes, as makers count them and as computers do. */
const GB_PER_TB = [1000, 1024];

/**
 * `unit:value` for every quantity with a unit in the text ("16gb", "40 inch", "500 W"). A single
 * prime is feet by the book and inches in many retail titles (`46' LCD HDTV`, where the double
 * quote was lost): it is read as both, so that it agrees with either writing.
 */
/** The sizes of paper rolls a count of them names between the number and 'rolls'. */
const ROLL_SIZES = '(?:double|triple|mega|super|huge|family|jumbo|giant|big)';

/**
 * A computer's memory and storage written as a buyer shortens them ('16/512', 'i5/8/256',
 * '8GB/256SSD', 'M3/8/512', '16/1TB'): gigabytes of each.
 */
const MEMORY_AND_STORAGE =
  /(?:(?<![\d.,/])|(?<=[a-z]\d\/))(4|8|12|16|24|32|36|48|64) ?(?:gb)? ?\/ ?(?:(64|128|256|512|1000|1024) ?(?:gb|ssd)?|([124]) ?tb)(?![\d.,/])/g;

/** A drive's size before 'SSD' without its unit ('512 SSD', '256SSD'). */
const SSD_SIZE = /\b(64|128|256|512|1000|1024) ?(?=ssd\b)/g;

function memoryAndStorage(
  _: string,
  memory: string,
  gigabytes: string | undefined,
  terabytes: string | undefined,
): string {
  return ` ${memory}gb ${gigabytes ? `${gigabytes}gb` : `${terabytes}tb`} `;
}

/** The counts a pack or a package holds ('pk:10', 'box:100'), as numbers. */
const packCounts = (quantities: readonly string[]): string[] =>
  quantities
    .filter((quantity) => quantity.startsWith('pk:') || quantity.startsWith('box:'))
    .map((quantity) => quantity.slice(quantity.indexOf(':') + 1));

/** Quantities that count what a product holds. */
const COUNTED = /^(?:pk|box|ct|roll|pair|pcs|sheets|ream):/;

/** Whether the line and the product each state a pack's count, and no count alike. */
function countsDiffer(line: readonly string[], product: readonly string[]): boolean {
  const lineCounts = packCounts(line);
  if (lineCounts.length === 0) return false;
  const productCounts = packCounts(product);
  return productCounts.length > 0 && !lineCounts.some((count) => productCounts.includes(count));
}

const THOUSANDS =
  /(?<![\d.,])(\d{1,3}),(\d{3})(?=[ -]?(?:pieces?|pcs?|count|ct|sheets|pack|pk|mah)\b)/g;

/** The packages a distributor sells by the count they hold, in the six languages, folded. */
const PACKAGES = [
  'box|bx|case|carton|ctn|bag|sleeve|blister|tube|rack|tray|roll|bucket|pail|dispenser',
  'packung|karton|schachtel|beutel|dose|rolle|eimer|spender|omdoos|doos|zak|pak|koker|boite',
  'sachet|paquet|etui|scatola|busta|confezione|astuccio|caja|bolsa|paquete|estuche',
].join('|');

/** Counts written as words: 'single user' is '1 user', 'dual pack' '2 pack', 'pack of 3' '3 pack'. */
const COUNT_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/\bsingle[ -]user\b/g, '1 user'],
  [/\b(?:dual|twin|double)[ -](?:pack|pk)\b/g, '2 pack'],
  [/\bpack of (\d{1,4})\b/g, '$1 pack'],
  // A pack's count in the trade's words of the six languages ('5er Pack', 'VPE 100', 'lot de 5',
  // 'boîte de 100', 'conf. 10', 'confezione da 50', 'caja de 100', 'zak van 50').
  [/\b(\d{1,4})er[ -]?(?:pack|packung|set|pck)\b/g, '$1 pack'],
  [
    /\b(?:vpe|ve|lot de|boite de|sachet de|conf\.?|confezione da|caja de|bolsa de|paquete de|pak van|doos van|zak van)[ :]?(\d{1,4})\b/g,
    '$1 pack',
  ],
  // A count written with a thousands comma ('2,000 Pieces', '1,000 Sheets').
  [THOUSANDS, '$1$2'],
  // A set's pieces cut short ('20-Pc.', '2000pc'; not the 'PC' ending an ink's number 'CLI-8PC').
  [/(?<![a-z0-9./-])(\d{1,4}) ?-?pc\b\.?/g, '$1 piece'],
  // What a box, bag, blister or case holds, as buyers and distributors write it ('Blister à 10',
  // 'box of 100', 'bag of 100', 'doos à 100', '100/box', '1000 pcs/case', '1000 st. per omdoos',
  // 'Pk 50', 'CS/10'): the count of that package (unit `box`), which a line that names none
  // leaves open, unlike a retail pack of several.
  [new RegExp(`\\b(?:${PACKAGES})s? (?:of|a|van|da|de|mit|with) (\\d{1,5})\\b`, 'g'), '$1 packed'],
  [
    new RegExp(
      `\\b(\\d{1,5}) ?(?:pcs|pc|pieces|st|stk|stuck|pz|uds|rolls?|sheets|pairs?)?\\.? ?(?:/|per) ?(?:${PACKAGES})\\b`,
      'g',
    ),
    '$1 packed',
  ],
  // A case's count after a slash ('CS/10', 'Pk 50'), never glued ('Photoshop CS3' is a version,
  // 'PK550' a model).
  [/\b(?:pk[ /:]|cs[/:]) ?(\d{1,5})(?![\d.,])/g, '$1 packed '],
  // A count of pieces ('10 Stk', '10 st', '10 pz', '10 uds'): against a pack of that many it is
  // the pack, not a single piece.
  [PIECE_COUNT, '$1 pack'],
  // One item or a pair, written after the title's name ('…, 15 lb., (Single)', '- (Each) -',
  // 'Dumbbell, (Pair)'): a count of one or two.
  [/(?:\(|,|-) ?(?:single|each)\b(?! ?[a-z0-9])/g, ' 1 ct '],
  [/(?:\(|,|-) ?pair\b(?! ?[a-z0-9])/g, ' 2 ct '],
  // A single handset, port or cup is one ('Single Handset'); numbers in words: `NUMBER_IN_WORDS`.
  [new RegExp(`\\bsingle[ -](?=(?:${PARTS_COUNTED})s?\\b)`, 'g'), '1 '],
  // The lanes of a PCI Express slot ('PCI Express 2.0 x16') are no pack of sixteen.
  [/\b(pci[ -]?(?:e|express)(?: ?\d\.\d)?) ?x\d{1,2}\b/g, '$1'],
  // A microwave's or a fridge's capacity: '2.2 cu ft', '1.6 Cu. Ft.', '20 cubic feet'.
  [/\b(?:cu\.? ?ft|cubic (?:feet|foot|ft))(?![a-z])\.?/g, 'cuft'],
  // A count of rolls whatever their size ('12 Double Rolls', '6 Super Mega Rolls'); what they
  // equal in regular rolls is left unread ('= 24 Regular Rolls').
  [new RegExp(`\\b(\\d{1,3})[ -](?:${ROLL_SIZES}[ -]){1,3}(?=rolls?\\b)`, 'g'), '$1 '],
  // A battery's charge: '5 Amp Hour', '2.0-Amp Hour', '4 Ampere-Hours' are '5Ah', '2.0Ah', '4Ah'.
  [/(\d) ?-?amp(?:ere)?[ -]?h(?:ou)?rs?\b/g, '$1ah'],
];

const UNITS_IN_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
];
const TEENS_IN_WORDS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS_IN_WORDS = [
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'sixty',
  'seventy',
  'eighty',
  'ninety',
];
/**
 * A number under a hundred written in English words before a unit or a count ('Fifty-Foot',
 * 'Twenty-Seven Ounce', 'Five Amp Hour', 'Two-Pack', 'Four Handset'), as a store's title writes
 * it: read as its digits.
 */
const NUMBER_IN_WORDS = new RegExp(
  `\\b(?:(${TENS_IN_WORDS.join('|')})(?:[ -](${UNITS_IN_WORDS.slice(1).join('|')}))?|(${[...TEENS_IN_WORDS, ...UNITS_IN_WORDS].join('|')}))[ -](?=(?:${ROLL_SIZES}[ -]){0,3}(?:${[
    ...Object.keys(UNIT_GROUP).filter((word) => /^[a-z]{2,}$/.test(word) && word !== 'in'),
    'amp',
    PARTS_COUNTED,
  ].join('|')})s?\\b)`,
  'g',
);

/**
 * Packs written in words: a set of so many ('Dumbbells, 10-Pound Set of 2'). Not a 'pair', which
 * is how speakers are sold ('Speakers (Pair)' against 'Speakers').
 */
const PACKS_IN_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/\bset of (\d{1,2})\b/g, '$1 pack'],
  // A pack of so many of what it holds ('10-Car Pack', '6-Bottle Pack', '3-Bulb Pack'), not of
  // a unit ('5-User Pack' is five users), nor a combination ('56/57 Combo Pack').
  [
    new RegExp(
      `(?<![\\d.,/])\\b(\\d{1,2})-(?!(?:${Object.keys(UNIT_GROUP).join('|')})s?[ -])[a-z]{3,10}[ -]pack\\b`,
      'g',
    ),
    '$1 pack',
  ],
];

/** The text with its numbers and packs written in words as digits (`NUMBER_IN_WORDS`, `PACKS_IN_WORDS`). */
function countsInDigits(folded: string): string {
  let text = folded.replace(NUMBER_IN_WORDS, numberInDigits);
  for (const [words, count] of PACKS_IN_WORDS) text = text.replace(words, count);
  return text;
}

function numberInDigits(
  _: string,
  tens: string | undefined,
  unit: string | undefined,
  alone: string | undefined,
): string {
  if (tens)
    return `${(TENS_IN_WORDS.indexOf(tens) + 2) * 10 + (unit ? UNITS_IN_WORDS.indexOf(unit) : 0)} `;
  const teen = TEENS_IN_WORDS.indexOf(alone ?? '');
  return `${teen >= 0 ? 10 + teen : UNITS_IN_WORDS.indexOf(alone ?? '')} `;
}

/**
 * An inch size written with a fraction ('1-1/2"', '1 1/2 in', '3/4"'): read as its decimal value,
 * so that the '2"' of '1-1/2"' is no two-inch size. A number joined to a word before it is no
 * whole inches ('D-1 3/8"' is a 3/8" tape).
 */
const INCH_FRACTION =
  /(?<![\d/.,a-z-])(?:(\d{1,3})[ -])?(\d{1,2})\/(\d{1,2})(?=\s?(?:"|''|inch|in\b))/g;

const inDecimals = (_: string, whole: string | undefined, over: string, under: string): string =>
  Number(under) > 0
    ? String(Math.round((Number(whole ?? 0) + Number(over) / Number(under)) * 1000) / 1000)
    : _;

export function quantitiesOf(text: string): string[] {
  let folded = countsInDigits(foldText(text.slice(0, 2_000)));
  for (const [words, count] of COUNT_WORDS) folded = folded.replace(words, count);
  folded = folded.replace(MEMORY_AND_STORAGE, memoryAndStorage).replace(SSD_SIZE, '$1gb ');
  folded = folded.replace(INCH_FRACTION, inDecimals);
  const found = new Set<string>();
  for (const match of folded.matchAll(QUANTITY)) {
    const value = Number((match[1] ?? '').replace(',', '.'));
    if (!Number.isFinite(value)) continue;
    for (const unit of UNITS_OF[match[2] ?? ''] ?? []) {
      // One capacity, however it is written: '1 TB' is '1000GB'.
      if (unit === 'tb') for (const per of GB_PER_TB) found.add(`gb:${value * per}`);
      else found.add(`${unit}:${value}`);
    }
    if (found.size >= 20) break;
  }
  // Every side of a dimension is a size in its unit: the drill of '2.5 x 57 mm' is a 2.5 mm one.
  for (const match of folded.matchAll(DIMENSION_SIDES)) {
    if (found.size >= 20) break;
    const unit = match[4] === '"' ? 'in' : (match[4] ?? '');
    for (const side of match.slice(1, 4))
      if (side) found.add(`${unit}:${Number(side.replace(',', '.'))}`);
  }
  for (const match of folded.matchAll(COUNT_OF_PARTS)) {
    if (found.size >= 20) break;
    found.add(`${match[2]}:${Number(match[1])}`);
  }
  for (const match of folded.matchAll(TIMES_COUNT)) {
    if (found.size >= 20) break;
    found.add(`pk:${Number(match[1])}`);
  }
  // A memory kit's modules written together ('8GB Kit (2x4GB)'), as '(3 x 4GB)' reads them.
  for (const match of folded.matchAll(MODULES_OF_CAPACITY)) {
    if (found.size >= 20) break;
    found.add(`x:${Number(match[1])}`);
  }
  return [...found];
}

/**
 * Megapixels are written rounded as often as not ('14.2 MP' and '14 MP', '16.2' and '16.1' for one
 * camera): within half a megapixel they agree. Every other unit must agree exactly (8 GB is not
 * 16 GB).
 */
const roundedAlike =
  (value: string) =>
  (other: string): boolean => {
    if (value.startsWith('mp:') && other.startsWith('mp:'))
      return Math.abs(Number(value.slice(3)) - Number(other.slice(3))) < 0.5;
    // A screen's class and its diagonal ('24"' for the 23.8" monitor, '32 inch' for 31.5"):
    // screens from ten inches, within half an inch.
    if (value.startsWith('in:') && other.startsWith('in:')) {
      const [one, two] = [Number(value.slice(3)), Number(other.slice(3))];
      return one >= MIN_SCREEN && two >= MIN_SCREEN && Math.abs(one - two) <= 0.5;
    }
    return false;
  };
/** Gigabytes counted as makers count them ('gb:1024' of a terabyte is 1000). */
function decimalGigabytes(entry: string): number {
  const gigabytes = Number(entry.slice(3));
  return gigabytes >= 1024 && gigabytes % 1024 === 0 ? (gigabytes / 1024) * 1000 : gigabytes;
}

/** Smallest diagonal, in inches, read as a screen's: smaller inch sizes are exact ('1/2"'). */
const MIN_SCREEN = 10;

/** Millimetres in each unit of length. */
const MM_PER: Readonly<Record<string, number>> = { mm: 1, cm: 10, m: 1000, in: 25.4, ft: 304.8 };
/**
 * Each measure a title states in units of several systems, and how many of its smallest unit each
 * unit is: length, weight, volume (an ounce is a weight or a fluid ounce; cubic feet are a
 * microwave's or a fridge's) and a battery's charge.
 */
const MEASURES: ReadonlyArray<Readonly<Record<string, number>>> = [
  MM_PER,
  { g: 1, kg: 1000, lb: 453.59, oz: 28.35 },
  { ml: 1, l: 1000, qt: 946.35, gal: 3785.41, oz: 29.57, cuft: 28316.8 },
  { mah: 1, ah: 1000 },
];
/**
 * How far two quantities in different units may differ and still be one: what rounding to a
 * unit's sizes loses ('6ft' is sold as 2 m, '5.7 Litre' as 6 quarts, '15.9 kg' as 35 lb).
 */
const MEASURE_TOLERANCE = 0.1;

/** Every quantity of one measure a text states, in that measure's smallest unit. */
function inSmallestUnits(
  byUnit: ReadonlyMap<string, ReadonlySet<string>>,
  measure: Readonly<Record<string, number>>,
): number[] {
  const amounts: number[] = [];
  for (const [unit, entries] of byUnit) {
    const per = measure[unit];
    if (per === undefined) continue;
    for (const entry of entries) amounts.push(Number(entry.slice(unit.length + 1)) * per);
  }
  return amounts;
}

/**
 * How many a pack, a box or a set holds, however the title counts it ('12 Ct' and '12-Pack', '29PCS'
 * and '29 Piece', '(Pair)' and 'x2'): counts agree only exactly.
 */
const COUNTS: Readonly<Record<string, number>> = { pk: 1, ct: 1, pcs: 1 };

/** Whether one of the line's amounts is one of the title's; undefined where either has none. */
function amountAlike(
  line: readonly number[],
  title: readonly number[],
  tolerance: number,
): boolean | undefined {
  if (line.length === 0 || title.length === 0) return undefined;
  return line.some((mine) =>
    title.some((amount) => Math.abs(amount - mine) <= tolerance * Math.max(amount, mine)),
  );
}

const PACK_ASKED = /(?<![\d.,])\b\d{1,2} ?-?(?:pk|pack)\b(?! of)/;

/** Products carrying the line's model number with suffixes of their own that make them siblings. */
const MIN_SUFFIXED_SIBLINGS = 2;

/** The product names a colour and none of the line's. */
function coloursConflict(line: ReadonlySet<string>, own: ReadonlySet<string>): boolean {
  return own.size > 0 && ![...own].some((colour) => line.has(colour));
}

/** Most items a pack of packs holds; '300 pack' labels are a count of labels. */
const MAX_PACKS = 24;

/** The product is a pack of two or more and the line names no pack count. */
function packOfSeveral(line: readonly string[], product: readonly string[] = []): boolean {
  if (packCounts(line).length > 0 || line.some((entry) => entry.startsWith('ct:'))) return false;
  return product.some((entry) => {
    if (!entry.startsWith('pk:')) return false;
    const packs = Number(entry.slice(3));
    return packs >= 2 && packs <= MAX_PACKS;
  });
}

function quantityComparison(query: readonly string[], product: readonly string[]) {
  const units = (list: readonly string[]) => {
    const byUnit = new Map<string, Set<string>>();
    for (const entry of list) {
      const unit = entry.slice(0, entry.indexOf(':'));
      const set = byUnit.get(unit) ?? new Set<string>();
      set.add(entry);
      byUnit.set(unit, set);
    }
    return byUnit;
  };
  const wanted = units(query);
  const offered = units(product);
  // A capacity cut to its 'G' ('Tab S9 FE 256G', 'Pi 5 4G') where the other side counts
  // gigabytes and no grams.
  for (const [one, other] of [
    [wanted, offered],
    [offered, wanted],
  ] as const) {
    const grams = one.get('g');
    if (grams && other.has('gb') && !other.has('g') && !one.has('gb')) {
      one.set('gb', new Set([...grams].map((entry) => `gb:${entry.slice(2)}`)));
      one.delete('g');
    }
  }
  let agreements = 0;
  let conflicts = 0;
  // A measure written only in other units than the title's ('3.3ft' for the 1 m cable, '1/2"'
  // for the 12 mm tape, '6.8 kg' for the 15 lb bag, '5.7 Litre' for the 6-quart cooker, '8000mAh'
  // for the 8.0Ah battery): one of its amounts alike within what rounding to a unit's sizes loses
  // agrees. A prime read as inches and as feet is one length.
  for (const measure of [...MEASURES, COUNTS]) {
    if ([...wanted.keys()].some((unit) => unit in measure && offered.has(unit))) continue;
    const alike = amountAlike(
      inSmallestUnits(wanted, measure),
      inSmallestUnits(offered, measure),
      measure === COUNTS ? 0 : MEASURE_TOLERANCE,
    );
    if (alike === true) agreements++;
    else if (alike === false) conflicts++;
  }
  for (const [unit, values] of wanted) {
    const other = offered.get(unit);
    if (!other) continue;
    // A computer's memory and storage ('16/512' against '8GB RAM, 512GB SSD'): each capacity the
    // line states is one the product has.
    if (unit === 'gb') {
      const mine = new Set([...values].map(decimalGigabytes));
      const theirs = new Set([...other].map(decimalGigabytes));
      if (mine.size >= 2 && theirs.size >= 2) {
        if ([...mine].every((capacity) => theirs.has(capacity))) agreements++;
        else conflicts++;
        continue;
      }
    }
    if ([...values].some((value) => other.has(value) || [...other].some(roundedAlike(value))))
      agreements++;
    else conflicts++;
  }
  return { agreements: Math.min(3, agreements), conflicts: Math.min(3, conflicts) };
}

export interface RerankQuery {
  /** The line's description and manufacturer, as one text. */
  text: string;
  /**
   * The description alone, when the line names a manufacturer too: the maker's other products share
   * its name, so what the line describes must be found apart from it.
   */
  description?: string;
  manufacturerKey: string;
  /** Share of the request the lexicon explained (concepts and attributes against residual words). */
  lexiconCoverage?: number;
  isVisible?: (product: number) => boolean;
}

export interface RankedCandidate extends SemanticCandidate {
  /** Probability that this candidate is the product meant (the re-ranker's output). */
  probability: number;
  cosine: number;
  codeExact: boolean;
  /**
   * The line names this product by model number: a full code of the line, long enough not to be
   * a year or a size, that this product alone in the catalogue carries, and no other candidate
   * carries any of the line's codes exactly.
   */
  codeDecisive: boolean;
  /**
   * The line's code is a variant of this product's alone (a colour or region suffix more or less,
   * "KXTSC14W" for "KX-TSC14"): evidence of the product even where the titles' words differ.
   */
  codeVariant: boolean;
  /** The line names this product's maker (in its words or its manufacturer field). */
  makerNamed: boolean;
  /** What the line states that this product's title states alike: its maker, a size, a colour. */
  confirms: StatedAspect[];
  /**
   * What the line says this product is not, whatever its text shares: another platform
   * ('for PS3' against 'for Xbox 360'), a listing that is not new, a body sold alone for a kit,
   * another model of the same number ('Q2612D' against 'Q2612A', 'FS605NA' against 'GS605') or
   * of the same series ('ESLT71S' against 'ES-LT41-K').
   * A person confirms such a match; it is never accepted unseen.
   */
  identityConflicts: IdentityConflict[];
  features: number[];
}

export type IdentityConflict =
  | 'platform'
  | 'condition'
  | 'lens'
  | 'model'
  | 'dimension'
  | 'variant'
  // The line names an edition of its model ('Pro', 'Plus', 'Mini') the candidate's title does not.
  | 'edition'
  | 'brand'
  | 'quantity'
  | 'colour'
  | 'licence'
  | 'extras'
  // The line names a colour and the product carries its model number with a suffix of its own
  // and no colour word: which suffix is the colour no title tells. It orders nothing, but the
  // product's siblings stay its rivals.
  | 'unconfirmed_colour';

/** What a line states of the product it asks for, which a title may state alike or otherwise. */
export type StatedAspect = 'brand' | 'quantity' | 'colour' | 'edition' | 'variant';
const STATED_ASPECTS: readonly StatedAspect[] = [
  'brand',
  'quantity',
  'colour',
  'edition',
  'variant',
];

/**
 * The title states a variant the line states, of an aspect that tells siblings apart (a size, a
 * flavour, a cut, a tier; not a number after a name nor an edition, read on their own); a
 * candidate confirms it only where it states none of the line's aspects otherwise.
 */
function variantStatedAlike(line: ReadonlySet<string>, product: ReadonlySet<string>): boolean {
  for (const variant of line)
    if (!variant.startsWith('numbered:') && !variant.startsWith('edition:') && product.has(variant))
      return true;
  return false;
}

/** What the line states that a candidate's title states otherwise, of its identity conflicts. */
export const statedOtherwise = (conflicts: readonly IdentityConflict[]): StatedAspect[] =>
  STATED_ASPECTS.filter((aspect) => conflicts.includes(aspect));

/** Whether the line says the candidate is another product (an unconfirmed colour does not). */
export const contradicts = (conflicts: readonly IdentityConflict[]): boolean =>
  conflicts.some((kind) => kind !== 'unconfirmed_colour');

/**
 * Whether a code of the line can name a product on its own: written as one word of the line (not
 * two words joined, like `2007 win32`), at least five characters and three digits — not a year, a
 * version or a count (`2007`, `win32`, `16-channel`, `5-port`) — or seven characters with letters
 * after a digit, the way makers number models (`DMCTZ5K`, `DMCFZ28K`).
 */
function canNameAlone(code: string, lineWords: ReadonlySet<string>): boolean {
  return nameShaped(code) && lineWords.has(code);
}

function nameShaped(code: string): boolean {
  const digits = code.match(/\d/g)?.length ?? 0;
  return (code.length >= 5 && digits >= 3) || (code.length >= 7 && /\d[A-Z]/.test(code));
}

/**
 * Where several candidates carry a code of the line's exactly, the one that alone carries a code no
 * other product of the catalogue carries, written by the line as one word, while the others share
 * only a common one ('PSD34G13332S' beside the 'DDR3' of every memory module) — not a join of the
 * line's words ('MOUSEM305' of 'mouse m305'), and not where another carries such a join
 * ('PG-210XL' for 'PG-210 XL' beside the 'PG-210', 'SD780IS' for 'SD780 IS').
 */
function namedAloneBeside(
  pool: readonly number[],
  hits: ReadonlyMap<number, CodeHit>,
  lineWords: readonly string[],
): number | undefined {
  const uniquelyExact = pool.filter((product) => {
    const hit = hits.get(product);
    return hit?.exact === true && hit.strength === 1;
  });
  const [named] = uniquelyExact;
  if (uniquelyExact.length !== 1 || named === undefined) return undefined;
  const writtenAsWord = (product: number) => lineWords.includes(hits.get(product)?.code ?? '');
  const othersShareOnlyWords = pool.every(
    (product) => product === named || !hits.get(product)?.exact || writtenAsWord(product),
  );
  return writtenAsWord(named) && othersShareOnlyWords ? named : undefined;
}

/** Least length of a model number that names a product when no other product carries it. */
const CATALOGUE_UNIQUE_CODE = 6;

/** Every word of the maker's key is one of the words. */
const brandNamed = (brand: string, words: ReadonlySet<string>): boolean =>
  brand !== '' && brand.split(' ').every((word) => words.has(word));

/** A model number this long, held by one candidate alone, is that candidate's (rule 4). */
const LONG_CODE = 7;

/** A maker's number between letters ('SY25TF', 'HGW20CC'): a type code, not a size or a count. */
const LETTERS_NUMBER_LETTERS = /^[A-Z]{2,}\d{2,}[A-Z]{2,}$/;

/**
 * Whether a code one side writes in pieces ('SY 25 TF', 'LC1-D09 BD', 'HYDAC 0160 R 010 BN4HC') and
 * the other side writes the same can name the product: shaped like a model number, or a maker's
 * number between letters, and written by the line as one word or in pieces.
 */
function canNameInPieces(
  code: string,
  evidence: QueryEvidence,
  productCodes: readonly string[],
): boolean {
  const lineInPieces =
    evidence.codes.spaced.includes(code) ||
    (evidence.codes.exact.includes(code) && !evidence.codes.words.includes(code));
  const written = evidence.compactWords.has(code) || lineInPieces;
  const inPieces = lineInPieces || !productCodes.includes(code);
  return inPieces && written && (nameShaped(code) || LETTERS_NUMBER_LETTERS.test(code));
}

interface QueryEvidence {
  codes: ModelCodes;
  /** Letters and digits only, upper case: where a code written in pieces can still be found. */
  compact: string;
  /** Which characters of `compact` had a separator before them (`compactGaps`). */
  compactGaps: Uint8Array;
  /** Every word of the line as letters and digits only, upper case (`gs-108b` → `GS108B`). */
  compactWords: Set<string>;
  quantities: string[];
  words: Set<string>;
  /** The colours the line's words name (`coloursOf`). */
  colours: Set<string>;
  /** Model numbers written apart after their series word, joined, upper case ('Roomba 560'). */
  series: string[];
}

function queryEvidence(text: string): QueryEvidence {
  // Folded once: the whole line and each of its words, letters and digits only.
  const folded = foldText(text.slice(0, MAX_COMPACT)).toUpperCase();
  const written = lexicalText(text).split(' ').filter(Boolean);
  const words = new Set(written);
  return {
    codes: modelCodes(text),
    ...compactWithGaps(folded),
    compactWords: new Set(folded.split(/\s+/).map(lettersAndDigits).filter(Boolean)),
    quantities: quantitiesOf(text),
    words,
    colours: coloursOf(words),
    series: seriesNumbers(written).map((joined) => joined.toUpperCase()),
  };
}

/**
 * The candidates of all channels with their features, unscored. `semantic` are the lexicon
 * channel's candidates (already scored by attribute agreement).
 */
export function candidateFeatures(
  index: ProductIndex,
  query: RerankQuery,
  semantic: readonly SemanticCandidate[],
): Array<{
  candidate: SemanticCandidate;
  cosine: number;
  codeExact: boolean;
  codeDecisive: boolean;
  codeVariant: boolean;
  makerNamed: boolean;
  confirms: StatedAspect[];
  identityConflicts: IdentityConflict[];
  features: number[];
}> {
  const lexical = index.lexical;
  const prepared = prepareLexicalQuery(lexical, query.text);
  const evidence = queryEvidence(query.text);
  const hits = codeHits(lexical, evidence.codes);
  // A pack the line asks for as a retail listing writes it ('2pk', '3-Pack'): a product that is
  // no pack is not it. An order's 'pack of 10' or '10 pcs' is the quantity ordered.
  const packAsked = PACK_ASKED.test(countsInDigits(foldText(query.text.slice(0, MAX_COMPACT))));
  // The line names a colour, and its model number is carried by two products or more with a
  // suffix of their own ('DSC-W350/P', 'DSCW350S' for 'DSC-W350 … - Silver'): a suffix is the
  // colour as often as not, and which one is the line's no title without a colour word tells.
  const colourBySuffix =
    evidence.colours.size > 0 &&
    [...hits.values()].filter((hit) => !hit.exact).length >= MIN_SUFFIXED_SIBLINGS;
  const lineVariants = variantsOf(query.text.slice(0, MAX_COMPACT));
  const lineEditions = [...lineVariants].some(
    (variant) => variant.startsWith('edition:') && variant !== 'edition:professional',
  );
  const lineDimensions =
    extractAttributes(query.text.slice(0, MAX_COMPACT)).attributes.dimension ?? [];
  const pool = new Map<number, SemanticCandidate>();
  const blank = (product: number): SemanticCandidate => ({
    product,
    score: 0,
    overlap: 0,
    conflicts: [],
    agreements: [],
    missing: [],
    codeAgreement: null,
    qualifierConflicts: [],
  });
  for (const candidate of semantic) pool.set(candidate.product, candidate);
  const cosines = new Map<number, number>();
  for (const found of searchLexical(lexical, prepared, LEXICAL_CANDIDATES, query.isVisible)) {
    cosines.set(found.product, found.cosine);
    if (!pool.has(found.product)) pool.set(found.product, blank(found.product));
  }
  const codeCandidates = [...hits.values()]
    .filter((hit) => !query.isVisible || query.isVisible(hit.product))
    .sort((a, b) => b.strength - a.strength || a.product - b.product)
    .slice(0, MAX_CODE_CANDIDATES);
  for (const hit of codeCandidates) {
    if (!pool.has(hit.product)) pool.set(hit.product, blank(hit.product));
  }
  let bestCosine = 0;
  let bestLexicon = 0;
  let lexiconTop = -1;
  for (const candidate of semantic) {
    if (candidate.score > bestLexicon) {
      bestLexicon = candidate.score;
      lexiconTop = candidate.product;
    }
  }
  for (const product of pool.keys()) {
    let cosine = cosines.get(product);
    if (cosine === undefined) {
      cosine = lexicalCosine(lexical, prepared, product);
      cosines.set(product, cosine);
    }
    bestCosine = Math.max(bestCosine, cosine);
  }
  const maxIdf = inverseDocumentFrequency(0, lexical.documentCount);
  const wordIdf = (word: string): number => {
    const id = lexical.termIds.get(`w:${word}`);
    return id === undefined ? maxIdf : (lexical.termIdf[id] ?? maxIdf);
  };
  const queryWordWeight = [...evidence.words].reduce((sum, word) => sum + wordIdf(word), 0);
  // Without a maker's name on the line, its description is all of its words.
  const descriptionWords =
    query.description === undefined
      ? null
      : new Set(lexicalText(query.description).split(' ').filter(Boolean));
  const descriptionWordWeight = descriptionWords
    ? [...descriptionWords].reduce((sum, word) => sum + wordIdf(word), 0)
    : queryWordWeight;
  const queryNumbers = numberWords(evidence.words);
  const queryModelNumbers = wantedNumbers(
    modelTokensOf(
      [...evidence.codes.exact, ...evidence.codes.loose, ...evidence.series],
      queryNumbers,
    ),
  );
  const byCosine = [...cosines.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const lexicalTop = byCosine[0]?.[0];
  const runnerUpCosine = byCosine[1]?.[1] ?? 0;
  // Lead over the best other candidate: positive for the lexical top only.
  const cosineLead = (product: number, cosine: number) =>
    cosine - (product === lexicalTop ? runnerUpCosine : bestCosine);
  const queryHasCodes = evidence.codes.exact.length > 0;
  const lineWords = [...evidence.words];
  const queryOffer = offerOf(lineWords);
  const queryPlatforms = platformsOf(lineWords);
  const lineAroundFor = codesAroundFor(query.text);
  const lineFits = fittedCodes(lineAroundFor);
  // The line's own model numbers of a model's shape: a candidate made for one of them is an
  // accessory of the device the line asks for ('EN-EL15 Battery for D7000' for a 'Nikon D7000').
  const lineShortModels = shortModelsOf(query.text);
  const lineScreen = screenSeriesOf(query.text, evidence.quantities);
  const lineOwn = (lineAroundFor?.before ?? evidence.codes.words).filter(
    (code) => /[A-Z]/.test(code) && /\d/.test(code),
  );
  // The line's own model numbers that can name a product alone ('SDSDU-064G-U46', 'MF443dw').
  const lineNaming = lineOwn.filter(
    (code) => canNameAlone(code, evidence.compactWords) && !SIZE_CODE.test(code),
  );
  // The line's model numbers that can name a product alone, as numbers and letters.
  const namingSlots = evidence.codes.words
    .filter((code) => canNameAlone(code, evidence.compactWords))
    .map((code) => ({ code, slots: codeSlots(code) }));
  // A number of fewer than three digits names no model apart from its letters.
  const lineSlots = evidence.codes.words
    .filter((code) => !COUNT_WORD.test(code))
    .map(codeSlots)
    .filter((slots) => slots.digits.replaceAll(' ', '').length >= 3);
  // The line's own code words as titles write them ('gn6in' of 'SDSDXXY 256G GN6IN'), and whether
  // a candidate's title carries one: where some do, one carrying codes of its own and none of the
  // line's is another family ('SDDDC5-256G-G46', a flash drive, for the line's SD card).
  const lineCodeWords = evidence.codes.words
    .filter((code) => code.length >= MIN_CODE_WORD && /[A-Z]/.test(code) && /\d/.test(code))
    .map((code) => code.toLowerCase());
  const carriesLineCode = (product: number) =>
    lineCodeWords.some((word) => profileOf(index, product, wordIdf).words.includes(word));
  const lineCodeCarried =
    lineCodeWords.length > 0 && [...pool.keys()].some((product) => carriesLineCode(product));
  // The package the line asks for ('36 rolls/carton') is one some candidates are sold in: a
  // candidate that states no count at all is then the single article ('tesapack … 50 mm x 66 m').
  const linePackages = evidence.quantities
    .filter((quantity) => quantity.startsWith('box:') && Number(quantity.slice(4)) >= 2)
    .map((quantity) => quantity.slice(4));
  const packageSold =
    linePackages.length > 0 &&
    [...pool.keys()].some((product) =>
      packCounts(index.products[product]?.quantities ?? []).some((count) =>
        linePackages.includes(count),
      ),
    );
  // How many candidates carry one of the line's codes exactly: one alone is the model named; the
  // others are look-alikes, whatever their text similarity.
  let exactCodeCandidates = 0;
  for (const product of pool.keys()) if (hits.get(product)?.exact) exactCodeCandidates++;
  const namedByCode = productNamedByCode(
    index,
    [...pool.keys()],
    hits,
    evidence,
    exactCodeCandidates,
    (product) => profileOf(index, product, wordIdf),
    descriptionWords ?? evidence.words,
  );
  const coverage = Math.min(1, Math.max(0, query.lexiconCoverage ?? 0));
  const brands = brandVocabulary(index);
  // The description's words only: a maker field of the line often holds a publisher or parent
  // company where the catalogue writes the brand ('destineer' for 'aspyr zoo tycoon 2').
  const lineBrands = brandsNamed(brands, descriptionWords ?? evidence.words);
  return [...pool.values()].map((candidate) => {
    const product = index.products[candidate.product];
    const cosine = cosines.get(candidate.product) ?? 0;
    const hit = hits.get(candidate.product);
    const productCodes = product?.modelCodes ?? [];
    const brand = product?.brandKey ?? '';
    const brandAgrees =
      brand !== '' && (query.manufacturerKey === brand || brandNamed(brand, evidence.words));
    const quantities = quantityComparison(evidence.quantities, product?.quantities ?? []);
    const profile = profileOf(index, candidate.product, wordIdf);
    const {
      words: productWords,
      weights,
      weight: productWordWeight,
      numbers: productNumbers,
    } = profile;
    const contained =
      hit !== undefined || codeContained(evidence.codes.exact, profile, productCodes, evidence);
    let sharedWeight = 0;
    let sharedDescriptionWeight = 0;
    productWords.forEach((word, i) => {
      if (evidence.words.has(word)) sharedWeight += weights[i] ?? 0;
      if (descriptionWords?.has(word)) sharedDescriptionWeight += weights[i] ?? 0;
    });
    const missingEdition = editionMissing(lineVariants, profile.variants, productWords);
    const identityConflicts: IdentityConflict[] = [
      ...(platformsConflict(queryPlatforms, profile.platforms) ? ['platform' as const] : []),
      ...(hit?.exact !== true && brandsConflict(lineBrands, brand, brands, productWords)
        ? ['brand' as const]
        : []),
      ...offerConflicts(queryOffer, profile.offer),
      // A shared series word ('Arc3') does not make another number of the series the same model.
      ...((hit?.exact !== true &&
        otherLetters(evidence.codes.words, lineSlots, productCodes, profile.codeSlots)) ||
      (namingSlots.length > 0 &&
        otherNumber(namingSlots, ...withSpacedCodes(productCodes, profile, product))) ||
      otherNumberedSuffix(productCodes, evidence, lexical.codes) ||
      (lineFits !== undefined && isTheFittedDevice(lineFits, productCodes, profile.ownBeforeFor)) ||
      (hit === undefined && !contained && otherOwnNumber(lineNaming, profile.ownBeforeFor)) ||
      (lineAroundFor?.item !== undefined &&
        isTheDeviceItIsFor(lineAroundFor.after, profile.ownBeforeFor, profile.madeFor) &&
        !productWords.some((word) => word.startsWith(lineAroundFor.item ?? ''))) ||
      isAnAccessoryOf(lineOwn, profile.madeFor, productCodes) ||
      (brandAgrees && !contained && otherShortModel(lineShortModels, profile.shortModels)) ||
      (lineScreen !== undefined && otherScreenSeries(lineScreen, productCodes)) ||
      (lineCodeCarried &&
        hit === undefined &&
        !contained &&
        productCodes.length > 0 &&
        !carriesLineCode(candidate.product))
        ? ['model' as const]
        : []),
      ...(dimensionsConflict(lineDimensions, product?.attributes.dimension ?? [])
        ? ['dimension' as const]
        : []),
      ...(variantsConflict(lineVariants, profile.variants, hit?.exact === true)
        ? ['variant' as const]
        : []),
      ...(missingEdition ? ['edition' as const] : []),
      // A colour the line names against only other colours ('Blk' against '(White)').
      ...(evidence.colours.size > 0 && coloursConflict(evidence.colours, profile.colours)
        ? ['colour' as const]
        : colourBySuffix && hit !== undefined && !hit.exact && profile.colours.size === 0
          ? ['unconfirmed_colour' as const]
          : []),
      // Another capacity, size or count of the same unit ('320GB' against '500GB', '2pk'
      // against '5-pack'), or a pack of several the line does not ask for ('HP 12A Black Toner'
      // against its dual pack), is another product whatever else the titles share, unless a
      // code of the line's that the product alone carries names it.
      // A pack the line asks for ('CXT225 4pk') is not the product that is none, whatever code
      // names it; a licence for five users is a pack of five.
      ...(((quantities.conflicts > 0 || packOfSeveral(evidence.quantities, product?.quantities)) &&
        !(hit?.exact === true && hit.strength === 1)) ||
      (packAsked &&
        !(product?.quantities ?? []).some((entry) => entry.startsWith('user:')) &&
        packOfSeveral(product?.quantities ?? [], evidence.quantities)) ||
      // Both say how many a pack holds, and not alike: a type's code ('T 118 A') names the
      // blade, not the box of 5 or of 25.
      countsDiffer(evidence.quantities, product?.quantities ?? []) ||
      (packageSold && !(product?.quantities ?? []).some((quantity) => COUNTED.test(quantity)))
        ? ['quantity' as const]
        : []),
    ];
    let numbersMissing = 0;
    for (const word of queryNumbers) if (!productWords.includes(word)) numbersMissing++;
    let numbersExtra = 0;
    for (const word of productNumbers) if (!evidence.words.has(word)) numbersExtra++;
    const features = [
      cosine,
      bestCosine > 0 ? cosine / bestCosine : 0,
      candidate.score,
      bestLexicon > 0 ? candidate.score / bestLexicon : 0,
      candidate.product === lexiconTop ? 1 : 0,
      hit?.exact ? hit.strength : 0,
      hit && !hit.exact ? hit.strength : 0,
      queryHasCodes && productCodes.length > 0 && !contained ? 1 : 0,
      queryHasCodes && productCodes.length === 0 ? 1 : 0,
      brandAgrees ? 1 : 0,
      quantities.agreements,
      quantities.conflicts,
      Math.min(3, candidate.conflicts.length + candidate.qualifierConflicts.length),
      candidate.product === lexicalTop ? 1 : 0,
      queryWordWeight > 0 ? sharedWeight / queryWordWeight : 0,
      productWordWeight > 0 ? sharedWeight / productWordWeight : 0,
      Math.min(3, numbersMissing),
      Math.min(3, numbersExtra),
      coverage,
      coverage * (bestLexicon > 0 ? candidate.score / bestLexicon : 0),
      coverage * (candidate.product === lexiconTop ? 1 : 0),
      (1 - coverage) * (bestCosine > 0 ? cosine / bestCosine : 0),
      cosineLead(candidate.product, cosine),
      hit?.exact ? 1 : 0,
      contained ? 1 : 0,
      hit?.exact && exactCodeCandidates === 1 ? 1 : 0,
      !hit?.exact && exactCodeCandidates > 0 ? 1 : 0,
      descriptionWordWeight > 0
        ? (descriptionWords ? sharedDescriptionWeight : sharedWeight) / descriptionWordWeight
        : 0,
      namesSibling(queryModelNumbers, profile) ? 1 : 0,
      offerDifference(queryOffer, profile.offer),
      identityConflicts.includes('platform') ? 1 : 0,
      identityConflicts.some((kind) => VARIANT_CONFLICTS.has(kind)) ? 1 : 0,
    ];
    const codeDecisive = candidate.product === namedByCode;
    // One product alone carries the variant (a code shared by n products has strength 0.6/√n).
    const codeVariant = hit !== undefined && !hit.exact && hit.strength >= UNIQUE_VARIANT_STRENGTH;
    return {
      candidate,
      cosine,
      codeExact: hit?.exact ?? false,
      codeDecisive,
      codeVariant,
      makerNamed: brandAgrees,
      confirms: [
        ...(brandAgrees ? ['brand' as const] : []),
        ...(quantities.agreements > 0 ? ['quantity' as const] : []),
        ...([...profile.colours].some((colour) => evidence.colours.has(colour))
          ? ['colour' as const]
          : []),
        ...(lineEditions && !missingEdition ? ['edition' as const] : []),
        ...(!identityConflicts.includes('variant') &&
        variantStatedAlike(lineVariants, profile.variants)
          ? ['variant' as const]
          : []),
      ],
      identityConflicts,
      features,
    };
  });
}

const UNIQUE_VARIANT_STRENGTH = 0.6;
/** A line's code word shorter than this ('A4', 'M8', 'X5') names no family apart. */
const MIN_CODE_WORD = 5;

/**
 * Conflicts that say the candidate is another variant of the line's product (another colour,
 * edition, single or double, size of a fitting): a feature of their own, so that the ranker weighs
 * them as it weighs another quantity or platform.
 */
const VARIANT_CONFLICTS: ReadonlySet<IdentityConflict> = new Set([
  'colour',
  'variant',
  'edition',
  'dimension',
]);

interface BrandVocabulary {
  keys: ReadonlySet<string>;
  /** Each key by its first word ('kessler voss' under 'kessler'). */
  byFirstWord: ReadonlyMap<string, readonly string[]>;
}

/** Per-index, per-process cache of the catalogue's makers (not persisted). */
const brandVocabularies = new WeakMap<ProductIndex, BrandVocabulary>();

/**
 * The makers the catalogue names: a maker recorded for two products or more, or a first word that
 * begins two titles or more and at least half the titles holding it ('sony' of 'Sony BRAVIA …',
 * not 'hex' of 'Hex head screw …' where other titles hold 'hex' further on). Where a tenth of
 * the titles or more begin with a word the lexicon reads as a kind of product, the titles begin
 * with their kind, in the language of whoever typed them (an ERP's 'Courroie crantée HTD
 * 800-8M-50', 'Zahnriemen HTD 1200-8M-30'), and no such word is a maker; a store's titles begin
 * with their maker, and 'Anker' or 'Rosetta Stone' there are makers, not an anchor or a washer.
 */
function brandVocabulary(index: ProductIndex): BrandVocabulary {
  const known = brandVocabularies.get(index);
  if (known) return known;
  const counts = new Map<string, number>();
  const recorded = new Set<string>();
  for (const product of index.products) {
    if (!product.brandKey) continue;
    counts.set(product.brandKey, (counts.get(product.brandKey) ?? 0) + 1);
    if (product.manufacturerKey) recorded.add(product.brandKey);
  }
  const lexical = index.lexical;
  const titlesHolding = (word: string): number => {
    const id = lexical.termIds.get(`w:${word}`);
    if (id === undefined) return 0;
    return (lexical.postingStart[id + 1] ?? 0) - (lexical.postingStart[id] ?? 0);
  };
  // Whether the titles begin with their kind: then a first word naming a kind is no maker.
  const kindWords = new Set<string>();
  let titlesOfKindWords = 0;
  for (const [key, count] of counts) {
    if (recorded.has(key) || !namesAKind(key)) continue;
    kindWords.add(key);
    titlesOfKindWords += count;
  }
  const kindFirst = titlesOfKindWords >= index.products.length * KIND_FIRST_SHARE;
  const keys = new Set<string>();
  const byFirstWord = new Map<string, string[]>();
  for (const [key, count] of counts) {
    if (count < 2) continue;
    if (!recorded.has(key) && (count * 2 < titlesHolding(key) || (kindFirst && kindWords.has(key))))
      continue;
    keys.add(key);
    const first = key.split(' ')[0] ?? key;
    byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), key]);
  }
  const vocabulary = { keys, byFirstWord };
  brandVocabularies.set(index, vocabulary);
  return vocabulary;
}

/** The share of titles beginning with a word of a kind above which titles begin with their kind. */
const KIND_FIRST_SHARE = 0.1;

const namesAKind = (key: string): boolean =>
  findConcepts(lexicalTokens(key.split(' ')[0] ?? key)).concepts.some((concept) =>
    PRODUCT_KIND_FAMILY.has(concept),
  );

/** The catalogue's makers the line names (every word of the maker's key). */
function brandsNamed(brands: BrandVocabulary, words: ReadonlySet<string>): string[] {
  const named = new Set<string>();
  const ordered = [...words];
  ordered.forEach((word, at) => {
    // The maker of the platform a game is for ('Mortal Kombat 11 - Microsoft Xbox One') is not
    // the game's.
    if (PLATFORMS_OF_MAKER.get(word)?.has(ordered[at + 1] ?? '')) return;
    for (const key of brands.byFirstWord.get(word) ?? [])
      if (brandNamed(key, words)) named.add(key);
  });
  return [...named];
}

/** The first words of the game platforms `platformsOf` reads, by the maker written before them. */
const PLATFORMS_OF_MAKER: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['microsoft', new Set(['xbox'])],
  ['sony', new Set(['playstation', 'ps2', 'ps3', 'ps4', 'ps5', 'psp', 'vita'])],
  ['nintendo', new Set(['switch', 'wii', 'ds', '3ds'])],
]);

/**
 * Whether the line names a maker of the catalogue and the product is another maker's that says
 * nothing of the line's ('LG 37" LCD HDTV' against 'VIZIO VO370M 37" LCD HDTV'). A product naming
 * the line's maker anywhere ('Lowepro case for Canon') is no such product.
 */
function brandsConflict(
  lineBrands: readonly string[],
  brand: string,
  brands: BrandVocabulary,
  productWords: readonly string[],
): boolean {
  if (lineBrands.length === 0 || !brands.keys.has(brand) || lineBrands.includes(brand)) {
    return false;
  }
  const own = new Set(productWords);
  return !lineBrands.some(
    (key) => brandNamed(key, own) || shortFormOf(brand, key) || shortFormOf(key, brand),
  );
}

/**
 * Whether a maker's key of two or three letters is a short form of another's, its letters in order
 * from the first ('ms' for 'microsoft'). A title's maker is its first word, so a short form of two
 * words ('wd' for 'Western Digital') is not read here.
 */
function shortFormOf(short: string, long: string): boolean {
  const letters = long.replace(/[^a-z]/g, '');
  if (!/^[a-z]{2,3}$/.test(short) || letters.length <= short.length + 2) return false;
  if (letters[0] !== short[0]) return false;
  let at = 1;
  for (const letter of short.slice(1)) {
    at = letters.indexOf(letter, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

interface CodeSlots {
  digits: string;
  letters: string[];
}

/** A code as its numbers and the letters around them: 'KDL46XBR9' → 46, 9 and KDL, XBR, ''. */
function codeSlots(code: string): CodeSlots {
  const digits: string[] = [];
  const letters: string[] = [''];
  for (const group of code.match(/[A-Z]+|\d+/g) ?? []) {
    if (/\d/.test(group)) {
      digits.push(group);
      letters.push('');
    } else letters[letters.length - 1] = group;
  }
  return { digits: digits.join(' '), letters };
}

/**
 * Whether the product carries a code with the numbers of a code the line writes as one word and
 * other letters in a place where both write some ('Q2612D' dual pack against 'Q2612A', 'FS605NA'
 * against 'GS605', 'NNH765SF' against 'NNH765WF'): the same number in another series or finish
 * is another model. Letters one side leaves out or extends (a maker's prefix, a colour suffix:
 * 'HD320' for 'GZ-HD320', '6000BLU' for 'Tough-6000', 'G2142SCUSS' for 'G2142SCU') are no
 * conflict.
 */
function otherLetters(
  lineCodes: readonly string[],
  lineSlots: readonly CodeSlots[],
  productCodes: readonly string[],
  products: readonly CodeSlots[],
): boolean {
  if (lineCodes.some((code) => productCodes.includes(code))) return false;
  return lineSlots.some((line) => {
    const lineGroups = line.digits.split(' ');
    return products.some((product) => {
      const productGroups = product.digits.split(' ');
      return product.letters.some((letters, at) => {
        const mine = line.letters[at] ?? '';
        if (letters === '' || mine === '') return false;
        // The numbers before the letters alike: a maker's prefix with all of them, a series'
        // letters with those before ('TC-P50G20' against 'TC-P50S2', 'RX-V465TI' against
        // 'RX-V465BL').
        const before = at === 0 ? Math.max(productGroups.length, lineGroups.length) : at;
        for (let group = 0; group < before; group++)
          if (productGroups[group] !== lineGroups[group]) return false;
        // A maker's prefix more or less ('GZ-HD320' for 'HD320'), a suffix more or less
        // ('G2142SCUSS' for 'G2142SCU', the rule-2 variant) is the same model.
        // Leading letters that end alike are one maker's code behind another prefix (a store's
        // 'PAN-HDCHS250K', a colour joined on in 'Black - HDC-HS250K').
        return at === 0
          ? !letters.endsWith(mine) &&
              !mine.endsWith(letters) &&
              commonEnding(letters, mine) < SHARED_LETTERS
          : !letters.startsWith(mine) && !mine.startsWith(letters);
      });
    });
  });
}

/** Letters two codes end alike with that make them one maker's code behind another prefix. */
const SHARED_LETTERS = 3;

function commonEnding(a: string, b: string): number {
  let length = 0;
  while (
    length < a.length &&
    length < b.length &&
    a[a.length - 1 - length] === b[b.length - 1 - length]
  )
    length++;
  return length;
}

/** A count written as one word ('100-pack', '50CT', '200sheets'): no model number. */
const COUNT_WORD =
  /^\d+(?:PACK|PK|PCS?|CT|COUNT|DISCS?|SHEETS?|ROLLS?|BOX|CASE|SET|PAIRS?|STUCK|ST|PZ|UDS)$/;

/**
 * Leading letters of two model numbers that name one maker's two series: the maker's prefix alike
 * (three letters), the series letters after it not ('DMCZS' and 'DMCFZ', Lumix ZS against FZ); or,
 * as long as each other, two letters alike where the numbers have one shape ('TXSR' and 'TXNR',
 * Onkyo's TX-SR807 against the TX-NR906).
 */
const otherSeries = (a: string, b: string, sameShape: boolean): boolean =>
  a.length >= 4 &&
  b.length >= 4 &&
  a !== b &&
  (a.slice(0, 3) === b.slice(0, 3) ||
    (sameShape && a.length === b.length && a.slice(0, 2) === b.slice(0, 2)));

/** Digit groups of the same lengths: '71' and '41', '40 4100' and '46 4100'. */
const sameDigitShape = (a: string, b: string): boolean =>
  a.length === b.length && a.replace(/\d/g, '0') === b.replace(/\d/g, '0');

/**
 * Whether the product carries, and the line does not name, another number of the series of a
 * model number the line writes that can name a product alone: the same leading letters and as
 * many digits, other digits ('ESLT71S' against 'ES-LT41-K', 'SDCZ616384A11' against
 * 'SDCZ6-8192-A11'), or another series of the maker ('DMCZS7K' against 'DMC-FZ35K'). A product
 * carrying the line's number too, with or without a suffix, or another such number the line
 * writes (both list the models an accessory fits), is no such product.
 */
function otherNumber(
  naming: ReadonlyArray<{ code: string; slots: CodeSlots }>,
  productCodes: readonly string[],
  products: readonly CodeSlots[],
): boolean {
  // Both name several models ('for SD700IS SD800IS SD850IS'): one shared is enough. A series
  // word ('Arc3') names no model.
  if (naming.some(({ code }) => productCodes.includes(code))) return false;
  return naming.some(
    ({ code, slots }) =>
      (slots.letters[0]?.length ?? 0) >= 2 &&
      !productCodes.some((own) => own.startsWith(code) || code.startsWith(own)) &&
      !products.some((product) => product.digits === slots.digits) &&
      products.some((product) => {
        const sameShape = sameDigitShape(product.digits, slots.digits);
        return (
          (product.letters[0] === slots.letters[0] && sameShape) ||
          otherSeries(product.letters[0] ?? '', slots.letters[0] ?? '', sameShape)
        );
      }),
  );
}

/**
 * Words saying a listing is another offer than the plain new product: not new (refurbished,
 * remanufactured) or a bundle. A title that says neither means the plain new product: on
 * Walmart-Amazon every labelled pair where one side alone is refurbished or remanufactured is a
 * non-match, and on both public pair sets a bundle on one side alone is a match at half the base
 * rate.
 */
const OFFER_WORDS = new Map<string, string>([
  ['refurbished', 'not_new'],
  ['reconditioned', 'not_new'],
  ['refilled', 'not_new'],
  ['remanufactured', 'not_new'],
  ['recertified', 'not_new'],
  ['renewed', 'not_new'],
  ['openbox', 'not_new'],
  ['preowned', 'not_new'],
  ['generaluberholt', 'not_new'],
  ['reconditionne', 'not_new'],
  ['reconditionnee', 'not_new'],
  ['ricondizionato', 'not_new'],
  ['ricondizionata', 'not_new'],
  ['reacondicionado', 'not_new'],
  ['reacondicionada', 'not_new'],
  ['gereviseerd', 'not_new'],
  ['bundle', 'bundle'],
  // A software licence: an upgrade ('upgrade' is read as 'upg') or the full version.
  ['upg', 'licence:upgrade'],
  ['upsell', 'licence:upgrade'],
  ['full', 'licence:full'],
  ['vollversion', 'licence:full'],
  // For schools and students, a renewal of a subscription, the bare copy a PC maker installs.
  ['academic', 'licence:academic'],
  ['student', 'licence:academic'],
  ['students', 'licence:academic'],
  ['teacher', 'licence:academic'],
  ['edu', 'licence:academic'],
  ['renewal', 'licence:renewal'],
  ['oem', 'licence:oem'],
]);

/**
 * Licences a title names where the other may say nothing: on Amazon-Google, labelled pairs with
 * one of them on one side alone are a match 9 times in 1,444 (upgrade), 11 in 714 (academic,
 * student, teacher), 2 in 42 (renewal) and 3 in 101 (OEM); both sides naming it, 51 in 824, 13 in
 * 38, 1 in 3 and 1 in 3.
 */
const ONE_SIDED_LICENCES = [
  'licence:upgrade',
  'licence:academic',
  'licence:renewal',
  'licence:oem',
] as const;

/**
 * The offer a title names: not new, a bundle; and for cameras, the body only or with a lens
 * ('kit', 'w/ 18-55mm lens').
 */
function offerOf(words: readonly string[]): Set<string> {
  const offer = new Set<string>();
  words.forEach((word, at) => {
    const aspect = OFFER_WORDS.get(word);
    // 'Home and Student' names an edition for anyone, not a licence for students.
    const edition =
      aspect === 'licence:academic' &&
      (words[at - 1] === 'home' || (words[at - 1] === 'and' && words[at - 2] === 'home'));
    if (aspect && !edition) offer.add(aspect);
    if (word === 'body' && words[at + 1] === 'only') offer.add('body_only');
    // 'Game Only', 'Card Only': the product without the extras a listing 'w/' them comes with.
    else if (words[at + 1] === 'only' && /^[a-z]{3,}$/.test(word)) offer.add('alone');
    // Opened and returned, or used ('Open-Box', 'Pre-Owned'): not new.
    if (
      (word === 'open' && words[at + 1] === 'box') ||
      (word === 'pre' && words[at + 1] === 'owned')
    )
      offer.add('not_new');
    // 'w/ Wireless Guitar' (the slash is gone here), not the watts of '500 W'.
    if (word === 'w' && at > 0 && !/\d$/.test(words[at - 1] ?? '')) offer.add('with_extras');
    // 'no lens', 'without lens', 'sans objectif', 'ohne Objektiv': the body alone.
    if (BODY_ALONE_BEFORE.has(word) && LENS_WORDS.has(words[at + 1] ?? '')) offer.add('body_only');
    if (word === 'lens' || word === 'kit') offer.add('with_lens');
  });
  if (offer.has('body_only')) offer.delete('with_lens');
  return offer;
}

/** Words before 'lens' that say a camera is sold without one, in the six languages. */
const BODY_ALONE_BEFORE: ReadonlySet<string> = new Set([
  'no',
  'without',
  'sans',
  'ohne',
  'sin',
  'senza',
  'zonder',
]);
const LENS_WORDS: ReadonlySet<string> = new Set([
  'lens',
  'objektiv',
  'objectif',
  'objetivo',
  'obiettivo',
  'objectief',
]);

/**
 * How many aspects of the offer one side names and the other does not. A body sold alone differs
 * only from a title naming a lens or kit: one that names neither may mean the body.
 */
function offerDifference(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let differing = 0;
  for (const aspect of ['not_new', 'bundle']) if (a.has(aspect) !== b.has(aspect)) differing++;
  if (bodyAgainstLens(a, b)) differing++;
  return differing;
}

const bodyAgainstLens = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean =>
  (a.has('body_only') && b.has('with_lens')) || (b.has('body_only') && a.has('with_lens'));

/** Words naming one of two variants of an article, by aspect, in the six languages. */
const VARIANT_WORDS = new Map<string, string>([
  ...['single', 'einfach', 'simple', 'sencillo', 'semplice', 'enkel', 'enkelvoudig'].map(
    (word) => [word, 'count:single'] as const,
  ),
  ...['double', 'doppelt', 'doble', 'doppio', 'dubbel', 'dubbele'].map(
    (word) => [word, 'count:double'] as const,
  ),
  // A screen's kind: an 'LCD HDTV' is not the 'LED HDTV' of the same size ('LED LCD' is either).
  ...['lcd', 'led', 'plasma', 'oled'].map((word) => [word, `display:${word}`] as const),
  // Battery sizes: 'Energizer Max AAA … 8 Pack' is not the 'AA … 8 Pack'.
  ...['aa', 'aaa', 'aaaa'].map((word) => [word, `battery:${word}`] as const),
  // A product's tier ('Acrobat 9 Standard' is not 'Acrobat 9 Pro', 'Office 2007 Ultimate' not
  // 'Professional', 'TurboTax Deluxe' not 'Premier').
  ...(
    [
      ['standard', 'standard'],
      ['std', 'standard'],
      ['professional', 'professional'],
      ['pro', 'professional'],
      ['ultimate', 'ultimate'],
      ['premium', 'premium'],
      ['prem', 'premium'],
      ['premier', 'premier'],
      ['deluxe', 'deluxe'],
      ['dlx', 'deluxe'],
      ['basic', 'basic'],
      ['enterprise', 'enterprise'],
      ['express', 'express'],
    ] as const
  ).map(([word, tier]) => [word, `tier:${tier}`] as const),
  // What a food tastes of ('Chicken & Rice' is not 'Lamb & Rice'; 'Blueberry' not 'Original').
  ...[
    'chicken',
    'beef',
    'lamb',
    'salmon',
    'turkey',
    'tuna',
    'duck',
    'whitefish',
    'venison',
    'bison',
    'rabbit',
    'pork',
    'bacon',
    'cheese',
    'peanut',
    'blueberry',
    'strawberry',
    'vanilla',
    'chocolate',
    // Fruits and scents that are no colour words.
    'lemon',
    'lime',
    'coconut',
    'peach',
    'cherry',
    'grapefruit',
    'mango',
    'raspberry',
    'apple',
    'cinnamon',
    'unscented',
  ].map((word) => [word, `flavour:${word}`] as const),
  // For whom it is cut ('Men's' against 'Women's' of one shoe).
  ...(
    [
      ['men', 'men'],
      ['mens', 'men'],
      ['women', 'women'],
      ['womens', 'women'],
      ['ladies', 'women'],
      ['boys', 'boys'],
      ['girls', 'girls'],
    ] as const
  ).map(([word, cut]) => [word, `cut:${cut}`] as const),
  // Whom a product is sized for: a youth helmet is not the child's, adult dog food not the puppy's.
  ...(
    [
      ['adult', 'adult'],
      ['adults', 'adult'],
      ['youth', 'youth'],
      ['junior', 'youth'],
      ['teen', 'youth'],
      ['child', 'child'],
      ['children', 'child'],
      ['kids', 'child'],
      ['kid', 'child'],
      ['toddler', 'toddler'],
      ['infant', 'infant'],
      ['puppy', 'puppy'],
      ['kitten', 'kitten'],
      ['senior', 'senior'],
    ] as const
  ).map(([word, age]) => [word, `age:${age}`] as const),
  // The language of an edition or of what a course teaches ('Spanish Edition', 'español').
  ...(
    [
      ['english', 'english'],
      ['spanish', 'spanish'],
      ['espanol', 'spanish'],
      ['french', 'french'],
      ['francais', 'french'],
      ['german', 'german'],
      ['deutsch', 'german'],
      ['italian', 'italian'],
      ['italiano', 'italian'],
      ['portuguese', 'portuguese'],
      ['japanese', 'japanese'],
      ['chinese', 'chinese'],
    ] as const
  ).map(([word, language]) => [word, `language:${language}`] as const),
]);
/**
 * The levels a course names: 'Level 1', 'Levels 1-3', 'Level 1, 2 & 3', 'Levels 1 2 3', or a list of three single
 * digits or more ('1,2,3'; two are a decimal comma, '1,6'), read as their first and last
 * ('levels:1-3').
 */
const LEVELS =
  /\blevels? (\d)((?:(?:\s?(?:,|&|and|-|–|to)\s?|\s)\d){0,5})(?!\d)|(?<![\d.,])(\d)((?:\s?,\s?\d){2,5})(?![\d.,])/g;
/** An inch fraction or a pipe thread ('3/8', 'G1/2', 'R1/4"'): the size of a fitting or a hose. */
const FRACTION = /(?<![\d/.,])(?:[gr])?(\d{1,2})\/(2|4|8|16|32|64)(?![\d/])/g;
const MAX_VARIANT_TEXT = 600;
/** A cordless tool sold without batteries, in the six languages. */
const BARE_TOOL =
  /\b(?:ohne akkus?|tool[ -]only|body only|bare tool|batter(?:y|ies) not included|without batter(?:y|ies)|sans batterie|senza batteri[ae]|zonder accu|sin bateria|solo cuerpo|corpo macchina)\b/;
/** Gas as a fuel, in the six languages ('Gas Dryer', 'gaz', 'Propane'). */
const GAS_FUEL = /\b(?:gas|gaz|propane)\b/;
/** Electric, in the six languages and cut short ('Elec.'), not the maker General Electric. */
const ELECTRIC_FUEL =
  /(?<!\bgeneral )\b(?:electric|elec|electrique|elettric[oa]|electric[oa]|elektrisch(?:e|er)?)\b/;
const DUAL_FUEL = /\bdual[ -]fuel\b/;
/** A battery's capacity ('3.0 Ah', '5,0Ah'): a tool titled with one comes with its batteries. */
const BATTERY_CAPACITY = /\b\d{1,2}(?:[.,]\d)?\s?-?(?:ah|amp(?:ere)?[ -]?h(?:ou)?rs?)\b/;
/**
 * A garment's size: written out or as letters ('X-Large', 'XL', '2XL', 'XS'); a single letter only
 * between commas or brackets, after 'size', or closing the title after a word (', M,', '(L)',
 * 'Size S', 'Crew T-Shirts 6 Pack Black M'), never beside an apostrophe ('Men's', "L'Oréal"); or
 * after the word for a size in the six languages, cut short as buyers write it ('SZ L', 'Gr. M',
 * 'taille S', 'maat L', 'taglia M', 'talla S').
 */
const APPAREL_SIZE =
  /(?<![a-z0-9'’])(x{1,3}-?(?:small|large)|extra[ -]?(?:small|large)|small|medium|large|[2-5]xl|x{1,3}l|xs)(?![a-z0-9'’])|(?:, |\(|\bsize )([sml])(?=,|\)|$)|(?<=[a-z] )([sml])$|\b(?:size|sz|gr|grosse|groesse|taille|maat|taglia|talla)\.? ?([sml])(?![a-z0-9'’.-])/g;
const APPAREL_SIZES: Readonly<Record<string, string>> = {
  xsmall: 'xs',
  extrasmall: 'xs',
  extralarge: 'xl',
  xs: 'xs',
  small: 's',
  s: 's',
  medium: 'm',
  m: 'm',
  large: 'l',
  l: 'l',
  xlarge: 'xl',
  xl: 'xl',
  xxlarge: '2xl',
  xxl: '2xl',
  '2xl': '2xl',
  xxxlarge: '3xl',
  xxxl: '3xl',
  '3xl': '3xl',
  '4xl': '4xl',
  '5xl': '5xl',
};
/** Bedding, whose size is the bed's. */
const BEDDING = /\b(?:sheets?|comforters?|duvet|mattress|bedding|bed|pillows?|quilt|bedspread)\b/;
const BED_SIZE = /\b(twin(?! pack)(?: xl)?|full|queen|king|cal(?:ifornia)? ?king)\b/g;
/** An engine oil's viscosity grade ('5W-30', '0W20'). */
const VISCOSITY = /\b(\d{1,2})w-?(\d{2})\b/g;
const RULING = /\b(wide|college|narrow|legal)[ -]ruled?\b/g;
/** A shoe's size after 'size' or 'US' ('Size 10.5', 'US 9'). */
const SHOE_SIZE =
  /(?:\b(?:size|us|sz|no\.)[ -]?|(?<![\w#])#)(\d{1,2}(?:\.5)?)(?![\d.,-]|\s?(?:in|inch|"|ft|mm|cm|gal|oz|lb|qt))/g;

/** The word naming an edition ('Gold Edition', 'Hero Edition', 'Home Edition'). */
const NAMED_EDITION = /\b([a-z]{3,}|\d(?:st|nd|rd|th))(?:['’]s)? (?:edition|ed\b\.?)/g;
/** Editions cut short. */
const EDITION_SHORT_FORMS: ReadonlyMap<string, string> = new Map([
  ['std', 'standard'],
  ['dlx', 'deluxe'],
  ['ltd', 'limited'],
  ['coll', 'collector'],
]);

/** An edition's name one way: cut short written out, a numbered one its number ('Second', '2nd'). */
function editionName(name: string): string {
  const ordinal = ordinalNumber(name);
  if (ordinal !== undefined) return String(ordinal);
  if (/^\d(?:st|nd|rd|th)$/.test(name)) return name.slice(0, 1);
  return EDITION_SHORT_FORMS.get(name) ?? name;
}
/** 'Version 11', 'Ver. 22', 'V14', 'v16.0' after a name. */
const VERSION_AFTER_NAME =
  /\b([a-z]{4,20}) (?:version |ver\.? ?|v\.? ?)(\d{1,3})(?:\.0)?(?![\d.,])/g;
/** A model year after 'MY' ('MY24', 'MY 21'). */
const MODEL_YEAR_MY = /\bmy ?([0-3]\d)\b/g;
/** A subscription's months or years ('24M', '15 Mo', '12-Month', '2 Yrs', '1-Year'). */
const TERM =
  /(?<![\d.,])(?:(12|15|24|36)m|(\d{1,2}) ?-?(?:mo|mos|month|months))\b|(?<![\d.,])(\d{1,2}) ?-?(?:yr|yrs|year|years)\b/g;
/** Which hand a tool, a glove or a thread is for. */
const HANDED =
  /\b(?:(left[ -]?hand(?:ed)?|lh|lefty|linkshand(?:er|ig)?|gaucher)|right[ -]?hand(?:ed)?|rh|righty|rechtshand(?:er|ig)?|droitier)\b/g;
/** A season of a series: 'Season 6', '6th Season', 'Sixth Season'. */
const SEASON = new RegExp(
  `\\bseason (\\d{1,2})\\b|\\b(\\d{1,2})(?:st|nd|rd|th) season\\b|\\b(${ORDINAL_WORDS.join('|')}) season\\b`,
  'g',
);
/** 'Home' as the edition of Windows or Office, named after it. */
const HOME_TIER = /\b(?:windows|win|office)\b.{0,20}\bhome\b/;
/** A season cut short on a disc's title ('The Office: S6 - DVD'). */
const SEASON_SHORT = /\bs(\d{1,2})\b/g;
/** A shaver sold without its cleaning station, or with it. */
const STATION_NONE =
  /\b(?:shaver only|without (?:a |the )?(?:cleaning |clean (?:&|and) charge )?station|no (?:cleaning |clean (?:&|and) charge )?station)\b/;
const STATION_WITH = /\b(?:clean (?:&|and) charge|cleaning station|with station)\b/;
/** A kitchen knife's kind, before 'knife'. */
const KNIFE_KIND =
  /\b(santoku|utility|paring|bread|carving|boning|steak|nakiri|cleaver|chef)(?:['’]?s)? knife\b/g;
/** A Blu-ray disc; a DVD of video, not a blank one ('DVD+R') nor a program's ('DVD-ROM'). */
const BLU_RAY = /\bblu[ -]?ray\b/;
const VIDEO_DVD = /\bdvd\b(?! ?[+-] ?r| ?rom)/;
/** How many batteries a tool's kit holds, written before or after their charge. */
const BATTERIES_IN_KIT =
  /\b(\d) ?x? ?(?:\(?\d{1,2}(?:[.,]\d)? ?ah\)? )?(?:batter(?:y|ies)|batts?|akkus?|accus?)\b|\b(\d) ?x ?\d{1,5}(?:[.,]\d)? ?m?ah\b|\bm?ah (\d)[ -]batter(?:y|ies)\b/g;
/** Without a scent, in the six languages; or scented. */
const UNSCENTED =
  /\b(?:unscented|fragrance[ -]free|scent[ -]free|perfume[ -]free|no (?:fragrance|scent)|parfumfrei|sans parfum|sin perfume|senza profumo|ongeparfumeerd)\b/;
const SCENTED = /\bscented\b/;
/** Not sterile, in the six languages; or sterile, written out or cut short ('ster.'). */
const NON_STERILE = /\b(?:non|nicht|niet|no|not)[ -]?steri|\bunsteri/;
const STERILE = /\bsteri(?:l|le|el)?\b|\bster\.(?![a-z0-9])/;
/** A glove without powder, in the six languages and cut short ('PF', 'pwd free'); or powdered. */
const POWDER_FREE =
  /\b(?:powder[ -]?free|pwd[ -]?free|pf|puderfrei|ungepudert|non[ -]poudre|sans poudre|poedervrij|senza polvere|sin polvo)\b/;
const POWDERED = /\b(?:powdered|gepudert|poudre|gepoederd|talcat[oi]|con polvo)\b/;
/** A system's word width. */
const BITS = /\b(32|64)[ -]?bits?\b/g;
/** A recordable disc's format ('DVD+R', 'DVD-R DL', 'CD-RW', 'BD-R'). */
const DISC_FORMAT = /\b(dvd|cd|bd) ?([+-]) ?(rw|r(?: ?dl)?)\b/g;
const GAME_OF_THE_YEAR = /\bgame of the year\b/g;
const NOT_AN_EDITION_NAME: ReadonlySet<string> = new Set([
  'the',
  'new',
  'this',
  'latest',
  'and',
  'for',
  'with',
]);
/** A rolling bearing's clearance class after its number ('6205-2Z/C3', '6000 ZZ C3', '6206 C4'). */
const BEARING_CLEARANCE =
  /\b\d{4,5}(?:[-/ ]?(?:2rs[a-z0-9]*|2z[a-z0-9]*|zz|ddu|rs|z))?[-/ ]?(c[2-5])\b/;
/** A rolling bearing named by its kind in the six languages, or by a number with its seals. */
const BEARING =
  /bearing|lager\b|roulement|cuscinett|rodamiento|rolamento|\b6\d{3}[-/ ]?(?:2rs|2z|zz)/;
/** Intel's processor tier ('Core i5', 'i7-1265U', 'i5/8/256'). */
const INTEL_TIER = /\bcore (?:i|ultra )([3579])\b|\bi([3579])(?=[- /]\d|\b)/g;
/** Apple's computers, whose chip is named 'M1' to 'M4' (elsewhere 'M2' is a thread). */
const APPLE_COMPUTER = /\b(?:apple|macbook|imac|mac mini|mac studio|ipad)\b/;
const APPLE_CHIP = /\bm([1-4])(?: (pro|max|ultra))?\b/g;
/** A pipe fitting, named as one or by its pipe ('Pressfitting', 'raccord', 'HDPE', 'Profipress'). */
const PIPE_FITTING =
  /(?:press|fitting|raccord|accesorio|hdpe|\bpe\b|\bpvc\b|rohr|\bpipe|\btubo|\bbuis)/;
const FITTING_SHAPES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:bogen|winkel|elbow|bend|coude|curva|codo|bocht|knie)\b/, 'elbow'],
  [/\b(?:t-?stuck|t-?stuk|tee|te|t igual|raccordo a t)\b/, 'tee'],
  [/\b(?:muffe|coupling|manchon|manicotto|manguito|mof)\b/, 'coupling'],
];
/** Gloves, named as such in the six languages, and their size. */
const GLOVES = /(?:handschuh|handschoen|glove|\bgants?\b|guantes?|guanti)/;
const GLOVE_SIZE = /\b(?:grosse|groesse|gr|size|taille|t|talla|maat|mt|taglia)\.? ?(\d{1,2})\b/g;
/** Cable types, written without their separators ('nymj', 'h07rnf', 'h07vk'). */
const CABLE_TYPE = /(nym|nyy|nhxmh|h07rn|h07v(?=[ku])|h05vv|h05rr|h03vv)/g;
/** A cable type named by the word for it. */
const CABLE_TYPE_WORDS: ReadonlyArray<readonly [string, string]> = [
  ['mantelleitung', 'nym'],
  ['erdkabel', 'nyy'],
  ['gummischlauchleitung', 'h07rn'],
  ['gummileitung', 'h07rn'],
];
/** A housing for a rack ('Rackmount', '2U') or standing ('Tower'). */
const RACK = /\b(?:rack[ -]?mount(?:able|ed)?|rack|[1-4]u)\b/;
/**
 * Colours a label tape's title cuts to two letters ('BK on WH', 'blk on clr'); every other writing
 * of a colour, in the six languages, is the lexicon's (`coloursOf`).
 */
const TAPE_COLOUR_SHORT_FORMS: ReadonlyMap<string, string> = new Map([
  ['bk', 'black'],
  ['wh', 'white'],
  ['weis', 'white'],
  ['rd', 'red'],
  ['bl', 'blue'],
  ['yl', 'yellow'],
  ['gn', 'green'],
  ['clr', 'clear'],
]);

/** The colour a word of a tape's print or ground names. */
function printColour(word: string): string | undefined {
  const written = lexicalText(TAPE_COLOUR_SHORT_FORMS.get(word) ?? word).split(' ');
  return coloursOf(written).values().next().value;
}
/** A print colour on the colour of the tape ('blk on clr', 'weiß auf schwarz'). */
const PRINT_ON = /\b([a-z]{2,11})[ -](?:on|auf|sur|op|su|sobre)[ -]([a-z]{2,11})\b/g;
/** A housing standing on its own. */
const TOWER = /\btower\b/;
/** A printer's consumable, named as one. */
const CARTRIDGE = /\b(?:toner|tnr|ink|cartridges?|crtg|cart|bottle|drum)\b/;
/** A cartridge's yield in words, high or standard. */
const HIGH_YIELD = /\b(?:high[ -]?(?:yield|capacity)|hy|h\/y|xl|xxl)\b/;
const STANDARD_YIELD = /\b(?:(?:standard|std)[ -]?(?:yield|capacity)|sy)\b/;
/** The inks a cartridge holds: the colour ones or black. */
const COLOUR_INKS = /\b(?:tri[ -]?colou?r|colou?r|cmy)\b/;
const BLACK_INK = /\b(?:black|blk|bk)\b/;
const TONER = /\btoner\b/;
/** A toner's number ending in the maker's letter of its yield ('26X', 'CF226X', '410A'). */
const HIGH_YIELD_NUMBER = /\b(?:[a-z]{0,3}\d{2,4}|\d{2,3})x\b/;
const STANDARD_YIELD_NUMBER = /\b(?:[a-z]{2}\d{3,4}|\d{2,3})a\b/;
/** A camera lens's filter, named as one. */
const LENS_FILTER = /\bfilters?\b/;
/**
 * A lens's focal length ('85mm', '70-200 mm', or '18-270' beside a lens's words): what makes
 * 'f/1.4' or 'for Sony' a lens's.
 */
const FOCAL_LENGTH = /\b\d{1,3}(?:-\d{1,3})? ?mm\b/;
const ZOOM_RANGE = /\b\d{1,3}-\d{2,3}\b/;
const LENS_TERMS = /\b(?:lens|zoom|di|dg|vr|usm)\b/;
/**
 * A lens's largest aperture ('f/1.4L', 'f1.8G', 'F2.8', 'f/3.5-5.6'): the 85mm f/1.4 is not the
 * 85mm f/1.8.
 */
const APERTURE = /\bf ?\/? ?(\d{1,2}(?:\.\d)?)(?:-(\d{1,2}(?:\.\d)?))?(?![\d.]|mm)/g;
/** The camera maker a lens is made to fit ('… Lens for Canon', 'Sony E-mount'). */
const LENS_MOUNT =
  /\b(?:for (canon|nikon|sony|pentax|olympus|fujifilm|fuji|panasonic|leica|minolta)\b|(canon|nikon|sony|pentax|fujifilm|fuji)(?: [a-z]{1,2})?[ -]mount\b)/g;
/** The kinds of lens filter: polarizing, ultraviolet, neutral density. */
const FILTER_KIND = /\b(circular polari[sz]er|polari[sz](?:er|ing)|cpl|uv|nd|neutral density)\b/g;
/** Each kind by a word of it; the others are polarizers. */
const FILTER_KINDS: Readonly<Record<string, string>> = {
  uv: 'uv',
  nd: 'nd',
  'neutral density': 'nd',
};
/** A model year written alone ('Fire TV Stick 4K Max 2021', 'QuickBooks Pro 2009'). */
const MODEL_YEAR =
  /(?<![\d.,/-])((?:19[89]|20[0-4])\d)(?![\d.,/-]|\s?(?:mah|w|v|mm|ml|g|kg|x|pcs|pack)\b)/g;

/**
 * A model year written with two digits: after an apostrophe ('iLife '09', 'VirusScan Plus '09'), or
 * with a leading zero after a name ('Norton AntiVirus 09'; not a maker's short number, 'HP 02').
 */
const SHORT_YEAR = /(?:(?<=['’])|(?<=[a-z]{3} )(?=0))([0-3]\d)(?![\w.,/'’%-])/g;

/** One or two letters, or letters and a number, before 'Series' ('W Series', 'G-Series', 'BX Series'). */
const SERIES_LETTERS = /\b([a-z]{1,2}|[a-z]{1,3}\d{1,3})[ -]series\b/g;
/** Lines of video resolution ('720p', '1080i'). */
const RESOLUTION = /(?<![\d.,])\b(480[ip]|576[ip]|720p|1080[ip]|2160p)\b/g;
const RESOLUTION_NAMES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:full hd|fhd|1920 ?x ?1080)\b/, '1080p'],
  [/\b(?:w?qhd|2560 ?x ?1440|1440p)\b/, '1440p'],
  [/\b(?:4k|uhd|ultra hd|3840 ?x ?2160)\b/, '2160p'],
];
/** A range of model years ('2002-2006', '2007-11'). */
const YEAR_RANGE =
  /(?<![\d.,/-])((?:19[89]|20[0-4])\d) ?[-–] ?((?:19[89]|20[0-4])\d|\d{2})(?![\d.,/-])/g;
/**
 * Mobile data: a tablet or phone sold with it is another product than the one without ('iPad
 * Wi-Fi + 3G'). '3G' and '4G' alone are as often a generation ('iPod nano 4G').
 */
const CELLULAR =
  /\b(?:lte|cellular)\b|wi-?fi ?(?:\+|&|and|\/) ?[345]g\b|\b[345]g ?(?:\+|&|and|\/) ?wi-?fi/;
const WIFI = /\bwi-? ?fi\b/;
/**
 * A name and the number after it, no unit or count following ('QuietComfort 15', 'Class 10',
 * 'Designer Pro 8').
 */
const NAME_NUMBER =
  /\b([a-z]{4,20}|pro|max) (\d{1,3})(?!\d|[.,·]\d|"|'|[ -]?(?:in|inch|inches|ft|feet|mm|cm|m|gb|tb|mb|mp|w|v|x|pack|pk|pcs|pc|count|ct|oz|lb|lbs|ml|l|g|kg|hz|mhz|ghz|sheets|cups?|quarts?|qt|piece|pieces|channels?|ch|way|port|ports|speed|hours?|hrs?|minutes?|min|days?|years?|months?|mah|wh|ah|db)\b)/g;
const NAME_NUMBER_GLUED = /(?<![a-z0-9-])([a-z]{4,20})(\d{1,3})(?![a-z0-9]|[.,·-]\d)/g;
/** Words a number follows as a count, a size or a rank, not as a model's number. */
const NOT_A_NAME: ReadonlySet<string> = new Set([
  'pack',
  'count',
  'sheets',
  'pieces',
  'pairs',
  'units',
  'with',
  'from',
  'only',
  'plus',
  'includes',
  'set',
  'for',
  'and',
  'size',
  'sizes',
  'qty',
  'quantity',
  'grit',
  'gauge',
  'ports',
  'port',
  'lot',
]);

/**
 * A folded text's words, each with whether it ends the hyphenated first word of the text: a
 * maker's name ('Da-Lite' screens), which names no edition.
 */
function wordsWithMakerEnd(folded: string): Array<[string, boolean]> {
  const first = /^[a-z]+-([a-z]+)(?![a-z0-9-])/.exec(folded.trimStart());
  const makerEndAt = first ? folded.length - folded.trimStart().length + first[0].length : -1;
  return [...folded.matchAll(/[a-z]+/g)].map((match) => [
    match[0],
    (match.index ?? 0) + match[0].length === makerEndAt,
  ]);
}

/**
 * The variants a text names: single or double, a battery size, and its inch fractions
 * ('fraction:3/8').
 */
function variantsOf(text: string): Set<string> {
  const folded = foldText(text.slice(0, MAX_VARIANT_TEXT));
  const variants = new Set<string>();
  for (const [word, makerEnd] of wordsWithMakerEnd(folded.replace(PLUS_SUFFIX, '$1 plus '))) {
    const variant = VARIANT_WORDS.get(word);
    if (variant) variants.add(variant);
    if ((EDITION_WORDS.has(word) && !makerEnd) || word === 'professional')
      variants.add(`edition:${word}`);
  }
  for (const match of folded.matchAll(FRACTION))
    if (Number(match[1]) < Number(match[2])) variants.add(`fraction:${match[1]}/${match[2]}`);
  for (const match of folded.matchAll(MODEL_YEAR)) variants.add(`year:${match[1]}`);
  for (const match of folded.matchAll(SHORT_YEAR)) variants.add(`year:20${match[1]}`);
  for (const match of folded.matchAll(LEVELS)) {
    const digits = `${match[1] ?? match[3] ?? ''}${match[2] ?? match[4] ?? ''}`.replace(/\D/g, '');
    if (digits) variants.add(`levels:${digits[0]}-${digits[digits.length - 1]}`);
  }
  // The model years a part fits ('Dash Kit for 2002-2006 Toyota Camry').
  for (const match of folded.matchAll(YEAR_RANGE)) variants.add(`years:${match[1]}-${match[2]}`);
  // A cartridge's yield, stated in words ('High Yield', 'HY', 'H/Y', 'high capacity', 'XL',
  // 'Std Yield', 'SY') or by the letter ending a toner's number ('410X' high, '410A' standard).
  if (CARTRIDGE.test(folded)) {
    // Which inks: the colour cartridge ('Tri-colour', 'color', 'CMY') is not the black one.
    if (COLOUR_INKS.test(folded)) variants.add('inks:colour');
    if (BLACK_INK.test(folded)) variants.add('inks:black');
    const toner = TONER.test(folded);
    if (HIGH_YIELD.test(folded) || (toner && HIGH_YIELD_NUMBER.test(folded)))
      variants.add('yield:high');
    else if (STANDARD_YIELD.test(folded) || (toner && STANDARD_YIELD_NUMBER.test(folded)))
      variants.add('yield:standard');
  }
  if (FOCAL_LENGTH.test(folded) || (ZOOM_RANGE.test(folded) && LENS_TERMS.test(folded))) {
    for (const match of folded.matchAll(APERTURE)) {
      // 'f/1.8' and 'f1.8' are one aperture; a whole f-number without a slash ('F15') is a name.
      if (!match[1] || (!match[0].includes('/') && !match[1].includes('.'))) continue;
      variants.add(`aperture:${Number(match[1])}${match[2] ? `-${Number(match[2])}` : ''}`);
    }
    for (const match of folded.matchAll(LENS_MOUNT)) {
      const maker = match[1] ?? match[2] ?? '';
      variants.add(`mount:${maker === 'fuji' ? 'fujifilm' : maker}`);
    }
  }
  // A computer's processor: Intel's tier ('Core i5', 'i7-1265U', 'i5/8/256'), Apple's chip.
  for (const match of folded.matchAll(INTEL_TIER)) variants.add(`cpu:i${match[1] ?? match[2]}`);
  if (APPLE_COMPUTER.test(folded))
    for (const match of folded.matchAll(APPLE_CHIP))
      variants.add(`cpu:m${match[1]}${match[2] ? ` ${match[2]}` : ''}`);
  // A pipe fitting's shape: an elbow is not a tee nor a coupling ('Bogen', 'coude', 'bocht';
  // 'T-Stück', 'té', 'T igual'; 'Muffe', 'manchon', 'manguito').
  if (PIPE_FITTING.test(folded))
    for (const [pattern, shape] of FITTING_SHAPES)
      if (pattern.test(folded)) variants.add(`fitting:${shape}`);
  // A glove's size ('Größe 7', 'Gr. 10', 'mt. 7', 'T. 7', 'talla 8', 'size 9').
  if (GLOVES.test(folded))
    for (const match of folded.matchAll(GLOVE_SIZE)) variants.add(`glove:${Number(match[1])}`);
  // A cable's type, however written ('NYM-J', 'NYMJ', 'H 07 V-K') or named ('Mantelleitung').
  // A cable named as one: where a type written without separators is read.
  if (CABLE_WORDS.test(folded)) {
    const compact = folded.replace(/[^a-z0-9]/g, '');
    for (const match of compact.matchAll(CABLE_TYPE)) variants.add(`cable:${match[1]}`);
    for (const [word, type] of CABLE_TYPE_WORDS)
      if (folded.includes(word)) variants.add(`cable:${type}`);
  }
  // A label tape's print on its colour: black on white is not white on black ('blk on clr').
  for (const match of folded.matchAll(PRINT_ON)) {
    const print = printColour(match[1] ?? '');
    const tape = printColour(match[2] ?? '');
    if (print && tape && print !== tape) variants.add(`print:${print}/${tape}`);
  }
  // A UPS's or a switch's housing: for a rack ('Rackmount', '2U') or standing ('Tower').
  if (RACK.test(folded)) variants.add('housing:rack');
  if (TOWER.test(folded)) variants.add('housing:tower');
  // A lens filter's kind ('58mm Circular Polarizer Filter' is not the '58mm UV Filter').
  if (LENS_FILTER.test(folded))
    for (const match of folded.matchAll(FILTER_KIND))
      variants.add(`filter:${FILTER_KINDS[match[1] ?? ''] ?? 'polarizer'}`);
  // A model line named by its letters before 'Series' ('W Series' against 'V-Series').
  for (const match of folded.matchAll(SERIES_LETTERS)) variants.add(`series:${match[1]}`);
  // A display's or a camcorder's resolution ('720p' against '1080p').
  for (const match of folded.matchAll(RESOLUTION)) variants.add(`resolution:${match[1]}`);
  // The same resolutions by their names and pixels ('Full HD', '1920x1080', 'QHD', '4K UHD').
  for (const [pattern, lines] of RESOLUTION_NAMES)
    if (pattern.test(folded)) variants.add(`resolution:${lines}`);
  // A mobile data edition ('iPad 64GB Wi-Fi + 3G', 'LTE').
  const cellular = CELLULAR.test(folded);
  if (cellular) variants.add('edition:cellular');
  // Which data a reader or tablet has: Wi-Fi alone ('NOOK WiFi') or with mobile data.
  if (WIFI.test(folded)) variants.add(cellular ? 'data:cellular' : 'data:wifi');
  // A model told by a number after its name ('QuietComfort 3', 'QuietComfort 15').
  // The same written as one word ('Monitor70', 'Sounddock10').
  // A version written as one ('Fusion Version 11', 'Workstation V14', 'Manager v16.0') is the
  // number after the name.
  const versioned = folded.replace(VERSION_AFTER_NAME, '$1 $2');
  for (const pattern of [NAME_NUMBER, NAME_NUMBER_GLUED]) {
    for (const [, name, number] of versioned.matchAll(pattern)) {
      if (name && number && !NOT_A_NAME.has(name))
        variants.add(`numbered:${name}:${Number(number)}`);
    }
  }
  // An edition named by its word ('Gold Edition' is not the 'Standard Edition', 'Game of the
  // Year Edition' the 'GOTY Edition').
  // An edition cut short or numbered ('Std Ed.', 'Launch Ed', 'Collector's Edition', '2nd
  // Edition') is one too.
  for (const [, name] of folded.replace(GAME_OF_THE_YEAR, 'goty').matchAll(NAMED_EDITION))
    if (name && !NOT_AN_EDITION_NAME.has(name)) variants.add(`named:${editionName(name)}`);
  // A model year cut short ('MY24').
  for (const match of folded.matchAll(MODEL_YEAR_MY)) variants.add(`year:20${match[1]}`);
  // How long a subscription runs, in months ('24M', '15 Mo', '2 Yrs', '1-Year').
  for (const match of folded.matchAll(TERM)) {
    const months = match[3] ? Number(match[3]) * 12 : Number(match[1] ?? match[2]);
    if (months > 0) variants.add(`term:${months}`);
  }
  // A left-handed tool or glove is not the right-handed one ('RH', 'Left-Handed').
  for (const match of folded.matchAll(HANDED)) variants.add(`hand:${match[1] ? 'left' : 'right'}`);
  // A series' season, however numbered ('Season 6', 'The Complete Sixth Season', '6th Season').
  for (const match of folded.matchAll(SEASON)) {
    const season = match[1] ?? match[2] ?? String(ordinalNumber(match[3] ?? '') ?? 0);
    if (Number(season) > 0) variants.add(`season:${Number(season)}`);
  }
  // A system's or an office suite's Home edition is a tier of it ('Windows 10 Home' is not 'Pro').
  if (HOME_TIER.test(folded)) variants.add('tier:home');
  // A film's disc: the DVD is not the Blu-ray (a combo pack is both). On a disc, 'S6' is the
  // sixth season.
  const bluRay = BLU_RAY.test(folded);
  const dvd = VIDEO_DVD.test(folded);
  if (bluRay) variants.add('media:bluray');
  if (dvd) variants.add('media:dvd');
  if (bluRay || dvd)
    for (const match of folded.matchAll(SEASON_SHORT)) variants.add(`season:${Number(match[1])}`);
  // A shaver with its cleaning station is not the shaver alone.
  if (STATION_NONE.test(folded)) variants.add('station:none');
  else if (STATION_WITH.test(folded)) variants.add('station:with');
  // A kitchen knife's kind ('Santoku' is not 'Utility', 'Paring' not 'Chef's').
  for (const match of folded.matchAll(KNIFE_KIND)) variants.add(`knife:${match[1]}`);
  // A cordless tool's kit by its batteries ('2 x 4.0Ah Batteries', 'w/ 1 Battery (3.0 Ah)',
  // '1x2.0Ah', '4.0Ah 2-Battery').
  for (const match of folded.matchAll(BATTERIES_IN_KIT))
    variants.add(`batteries:${match[1] ?? match[2] ?? match[3]}`);
  // Scented or not ('Fragrance Free', 'No Fragrance', 'Scent Free' are 'Unscented').
  if (UNSCENTED.test(folded)) variants.add('scent:free');
  else if (SCENTED.test(folded)) variants.add('scent:scented');
  // Sterile or not ('non-sterile', 'unsteril', 'non stérile', 'niet steriel' against 'steril',
  // 'ster.'): a sterile tube or glove is another article than the non-sterile one.
  if (NON_STERILE.test(folded)) variants.add('sterile:no');
  else if (STERILE.test(folded)) variants.add('sterile:yes');
  // A glove powdered or powder-free ('PF', 'puderfrei', 'non poudré' against 'gepudert').
  if (GLOVES.test(folded)) {
    if (POWDER_FREE.test(folded)) variants.add('powder:free');
    else if (POWDERED.test(folded)) variants.add('powder:powdered');
  }
  // A 32-bit system is not the 64-bit one.
  for (const match of folded.matchAll(BITS)) variants.add(`bits:${match[1]}`);
  // A recordable disc's format: DVD+R is not DVD-R.
  for (const match of folded.matchAll(DISC_FORMAT))
    variants.add(`disc:${match[1]}${match[2]}${(match[3] ?? '').replace(/\s/g, '')}`);
  // A garment's size ('X-Large', 'XL', '2XL', ', M,'), a bed's ('Queen', 'Cal King'), an engine
  // oil's viscosity ('0W20' is '0W-20'), a shoe's ('Size 10.5', 'US 9').
  for (const match of folded.matchAll(APPAREL_SIZE)) {
    const size =
      APPAREL_SIZES[(match[1] ?? match[2] ?? match[3] ?? match[4] ?? '').replace(/[- ]/g, '')];
    if (size) variants.add(`apparel:${size}`);
  }
  if (BEDDING.test(folded))
    for (const match of folded.matchAll(BED_SIZE))
      variants.add(`bed:${(match[1] ?? '').replace(/^cal(?:ifornia)? ?king$/, 'calking')}`);
  for (const match of folded.matchAll(VISCOSITY)) variants.add(`viscosity:${match[1]}w${match[2]}`);
  for (const match of folded.matchAll(SHOE_SIZE)) variants.add(`shoe:${Number(match[1])}`);
  // A notebook's or a pad's ruling ('Wide Ruled' is not 'College Ruled').
  for (const match of folded.matchAll(RULING)) variants.add(`ruled:${match[1]}`);
  // A cordless tool sold bare or with its batteries ('DHP485Z … ohne Akku', 'with 2x 3.0 Ah').
  if (BARE_TOOL.test(folded)) variants.add('power:bare');
  else if (BATTERY_CAPACITY.test(folded)) variants.add('power:batteries');
  // What an appliance burns: a gas dryer, range or grill is not the electric one ('Dual Fuel' is
  // both; 'General Electric' is a maker).
  const dualFuel = DUAL_FUEL.test(folded);
  if (dualFuel || GAS_FUEL.test(folded)) variants.add('fuel:gas');
  if (dualFuel || ELECTRIC_FUEL.test(folded)) variants.add('fuel:electric');
  // A bearing's internal clearance: C2 to C5 written after its number, normal (CN) unwritten.
  const clearance = BEARING_CLEARANCE.exec(folded)?.[1];
  if (clearance) variants.add(`clearance:${clearance}`);
  else if (BEARING.test(folded)) variants.add('clearance:cn');
  return variants;
}

/**
 * Words naming an edition of a model ('iPhone 15 Pro', 'Galaxy Tab S9+', 'Tab S9 FE', '61XL').
 * 'Professional' is a word of marketing as often: in a product's title it is the 'Pro' a line
 * asks for ('Flash CS3 Professional' for 'flash pro cs3'), in a line it asks for nothing.
 */
const EDITION_WORDS: ReadonlySet<string> = new Set([
  'pro',
  'plus',
  'max',
  'mini',
  'ultra',
  'lite',
  'slim',
  'se',
  'fe',
  'xl',
]);
/** A plus sign after a model name is its 'Plus' edition ('S9+', 'P3+', 'MAXTRA+'). */
const PLUS_SUFFIX = /([a-z0-9])\+(?![a-z0-9])/g;

/**
 * An edition the line names that the candidate does not ('iPhone 15 Pro' against 'iPhone 15'). The
 * reverse, an edition only the candidate names, is no conflict: retail titles leave editions out
 * (on Amazon-Google, reading it so cost 1.3 points of top-1).
 */
function editionMissing(
  line: ReadonlySet<string>,
  product: ReadonlySet<string>,
  productWords: readonly string[],
): boolean {
  // An edition named by its word ('Special Ed.', 'Deluxe Edition') against a title naming no
  // edition nor that word ('X8 Academic', 'Theatrical Version' are the edition); the standard
  // edition is the one a title names none for.
  if (![...product].some((variant) => variant.startsWith('named:'))) {
    for (const variant of line) {
      const name = variant.startsWith('named:') ? variant.slice('named:'.length) : '';
      if (name && name !== 'standard' && !/^\d/.test(name) && !productWords.includes(name))
        return true;
    }
  }
  for (const variant of line) {
    if (!variant.startsWith('edition:') || variant === 'edition:professional') continue;
    const spelt = variant === 'edition:pro' && product.has('edition:professional');
    if (!product.has(variant) && !spelt) return true;
  }
  return false;
}

/**
 * A variant the line names where the candidate names another of the same aspect and not the line's
 * ('Kreuzgelenk doppelt' against 'einfach'; 'ISO A 3/8' against 'BG 1/2 … G1/2').
 */
function variantsConflict(
  line: ReadonlySet<string>,
  product: ReadonlySet<string>,
  /** The line's model number names the product: stores call one screen LED or LCD. */
  namedByCode = false,
): boolean {
  if (languageAlone(line, product)) return true;
  for (const aspect of [
    'count:',
    'fraction:',
    'battery:',
    'year:',
    'years:',
    'clearance:',
    'power:',
    'fuel:',
    'data:',
    'filter:',
    'series:',
    'resolution:',
    'tier:',
    'levels:',
    'language:',
    'flavour:',
    'age:',
    'named:',
    'cut:',
    'apparel:',
    'bed:',
    'viscosity:',
    'shoe:',
    'ruled:',
    'aperture:',
    'mount:',
    'yield:',
    'inks:',
    'housing:',
    'cpu:',
    'cable:',
    'glove:',
    'sterile:',
    'powder:',
    'fitting:',
    'print:',
    'term:',
    'season:',
    'station:',
    'knife:',
    'batteries:',
    'scent:',
    'media:',
    'hand:',
    'bits:',
    'disc:',
    ...(namedByCode ? [] : ['display:']),
  ]) {
    const wanted = [...line].filter((variant) => variant.startsWith(aspect));
    const offered = [...product].filter((variant) => variant.startsWith(aspect));
    if (wanted.length > 0 && offered.length > 0 && !wanted.some((v) => product.has(v))) return true;
  }
  // The same name with another number ('QuietComfort 3' against 'QuietComfort 15').
  for (const variant of line) {
    if (!variant.startsWith('numbered:')) continue;
    const name = variant.slice(0, variant.lastIndexOf(':') + 1);
    const offered = [...product].filter((other) => other.startsWith(name));
    if (offered.length > 0 && !product.has(variant)) return true;
  }
  return false;
}

/**
 * A language other than English one side names alone ('Photoshop CS4 - French Version' against
 * 'Photoshop CS4 Windows'; another language on both sides is the `language:` aspect of
 * `variantsConflict`): on Amazon-Google, labelled pairs naming another language are never a match
 * (0 of 248), and one naming a language alone once in 322.
 */
function languageAlone(line: ReadonlySet<string>, product: ReadonlySet<string>): boolean {
  const languages = (variants: ReadonlySet<string>) =>
    [...variants].filter((variant) => variant.startsWith('language:'));
  const wanted = languages(line);
  const offered = languages(product);
  if (wanted.length > 0 && offered.length > 0) return false;
  return [...wanted, ...offered].some((variant) => variant !== 'language:english');
}

/** Sizes of one article differ by more than rounding ('1,6' against '1.6', '22,2' against '22.23'). */
const SIZE_TOLERANCE = 0.02;

/** The parts of a dimension ('125x1.6x22.23' → [125, 1.6, 22.23]). */
function dimensionParts(value: string): number[] {
  return value.split('x').map(Number).filter(Number.isFinite);
}

/** Whether every part of `some` is found among `all`, each once (order aside). */
function partsWithin(some: readonly number[], all: readonly number[]): boolean {
  const left = [...all];
  return some.every((part) => {
    const at = left.findIndex(
      (other) => Math.abs(other - part) <= SIZE_TOLERANCE * Math.max(1, part),
    );
    if (at < 0) return false;
    left.splice(at, 1);
    return true;
  });
}

/**
 * A size the line writes ('Kronenflex 125 x 1,6') that no size of the product holds, nor the other
 * way round ('125x1,0x22,23'): another article of the family. A product that writes no size is no
 * conflict.
 */
function dimensionsConflict(line: readonly string[], product: readonly string[]): boolean {
  if (line.length === 0 || product.length === 0) return false;
  return line.every((value) => {
    const parts = dimensionParts(value);
    return product.every((other) => {
      const otherParts = dimensionParts(other);
      return !partsWithin(parts, otherParts) && !partsWithin(otherParts, parts);
    });
  });
}

/**
 * The differences of offer that make another article: not new against new, a body alone against
 * a kit. A bundle is not one: retailers list the same article as a bundle and without.
 */
function offerConflicts(
  line: ReadonlySet<string>,
  product: ReadonlySet<string>,
): IdentityConflict[] {
  return [
    ...(line.has('not_new') !== product.has('not_new') ? ['condition' as const] : []),
    ...(bodyAgainstLens(line, product) ? ['lens' as const] : []),
    // The product alone against a listing with extras ('Game Only' against 'w/ Wireless Guitar').
    ...((line.has('alone') && product.has('with_extras')) ||
    (line.has('with_extras') && product.has('alone'))
      ? ['extras' as const]
      : []),
    // An upgrade, academic, renewal or OEM licence against a title that does not say so.
    ...(ONE_SIDED_LICENCES.some((licence) => line.has(licence) !== product.has(licence))
      ? ['licence' as const]
      : []),
  ];
}

/**
 * The platforms a title names a product for: game consoles and operating systems. Two titles
 * naming only other platforms of the same kind than each other's are other products: on
 * Amazon-Google, labelled pairs naming disjoint operating systems are never a match. (A player or
 * phone is no such platform: software 'for iPod' runs on a Mac.)
 */
const PLATFORM_WORDS = new Map<string, string>([
  ['ps5', 'console:ps5'],
  ['ps4', 'console:ps4'],
  ['ps3', 'console:ps3'],
  ['ps2', 'console:ps2'],
  ['psp', 'console:psp'],
  ['vita', 'console:psvita'],
  ['psvita', 'console:psvita'],
  ['wii', 'console:wii'],
  ['wiiu', 'console:wiiu'],
  ['xboxone', 'console:xboxone'],
  ['xsx', 'console:xboxseries'],
  ['nsw', 'console:switch'],
  ['3ds', 'console:3ds'],
  ['xbox360', 'console:xbox360'],
  ['nds', 'console:nds'],
  ['dsi', 'console:nds'],
  ['mac', 'os:mac'],
  ['macintosh', 'os:mac'],
  ['osx', 'os:mac'],
  ['macos', 'os:mac'],
  ['windows', 'os:windows'],
  ['win', 'os:windows'],
  ['pc', 'os:windows'],
  ['linux', 'os:linux'],
]);

/**
 * Makers and devices whose system an accessory or lens is made for, named after 'for' or before
 * 'mount' ('Lens for Nikon', 'Canon mount', 'Case for iPod touch'): another one is another product.
 */
const FITS_WORDS: ReadonlySet<string> = new Set([
  'canon',
  'nikon',
  'sony',
  'pentax',
  'olympus',
  'minolta',
  'fujifilm',
  'panasonic',
  'samsung',
  'leica',
  'iphone',
  'ipod',
  'ipad',
  'blackberry',
  'kindle',
]);

/** A device's generation after its name: '3g', '3gs', '4', '4s', '2nd'. */
const GENERATION = /^\d{1,2}(?:g|gs|s|nd|rd|th)?$/;

/** The word after which a title names what an accessory is made for, in the six languages. */
const FOR_WORD = /\b(?:for|fits|fur|pour|per|para|voor|compatible with)\b/;

/**
 * A line's own model numbers and those of what it says it is made for ('KX-TGA931T Accessory
 * Handset for KX-TG9332T'), where it writes both.
 */
function fittedCodes(
  around: CodesAroundFor | undefined,
): { own: string[]; fits: string[] } | undefined {
  if (!around) return undefined;
  // An accessory's own number may be short ('NB-6L Battery for PowerShot SD1200 IS').
  const own = around.before.filter(
    (code) => code.length >= 4 && /[A-Z]/.test(code) && /\d/.test(code),
  );
  return own.length > 0 && around.after.length > 0 ? { own, fits: around.after } : undefined;
}

/** A text's model numbers before its first 'for' and after it. */
interface CodesAroundFor {
  before: string[];
  after: string[];
  /**
   * The word naming what the text orders, the last before its 'for' ('toner' of 'cyan toner for
   * Brother HL-L3230CDW'), without a plural's 's'; none where the 'for' is a count's ('100 per box').
   */
  item?: string;
}

/** The model numbers around a text's first 'for', or undefined where it writes none. */
function codesAroundFor(text: string): CodesAroundFor | undefined {
  const folded = foldText(text.slice(0, MAX_COMPACT));
  const at = folded.search(FOR_WORD);
  if (at <= 0) return undefined;
  const before = folded.slice(0, at);
  const count = folded.startsWith('per', at) && /\d$/.test(before.trimEnd());
  const word = count
    ? undefined
    : before
        .split(/[^a-z]+/)
        .filter((part) => part.length >= 3)
        .pop();
  const item = word && word.length > 4 && word.endsWith('s') ? word.slice(0, -1) : word;
  return {
    before: modelCodes(before).words,
    after: modelCodes(folded.slice(at)).words,
    ...(item ? { item } : {}),
  };
}

/**
 * A title's model numbers around its 'for': its own, before it ('EN-EL15 Battery for D7000':
 * EN-EL15; all of them where it writes no 'for'), and those it names only in what follows, up to
 * the next dash, the devices it is made for (D7000; not the title's own number in '… for iPod
 * nano 4G - Black - F8Z380-BLK').
 */
function titleCodesAroundFor(text: string): { ownBeforeFor: string[]; madeFor: string[] } {
  const folded = foldText(text.slice(0, MAX_COMPACT));
  const at = folded.search(FOR_WORD);
  const ownBeforeFor = modelCodes(at < 0 ? folded : folded.slice(0, at)).words;
  if (at <= 0) return { ownBeforeFor, madeFor: [] };
  const [fitted = '', ...rest] = folded.slice(at).split(TITLE_DASH);
  const own = new Set(modelCodes(`${folded.slice(0, at)} ${rest.join(' ')}`).words);
  return { ownBeforeFor, madeFor: modelCodes(fitted).words.filter((code) => !own.has(code)) };
}

/** A dash between spaces: where a title's parts ('… for iPod nano - Black - F8Z380') meet. */
const TITLE_DASH = /\s[-–—]\s/;

/**
 * Whether the candidate is an accessory of the device the line asks for: it is made for one of the
 * line's own model numbers and carries none of them as its own ('Canon NB-4L … (SD1300 IS)' is
 * the NB-4L battery made for the SD1300, not a camera).
 */
function isAnAccessoryOf(
  lineOwn: readonly string[],
  madeFor: readonly string[],
  productCodes: readonly string[],
): boolean {
  return (
    lineOwn.some((code) => madeFor.includes(code)) &&
    !lineOwn.some((code) => productCodes.includes(code) && !madeFor.includes(code))
  );
}

/** A maker's short model number: one or two letters and two to four digits ('D90', 'G11'). */
const SHORT_MODEL = /^[A-Z]{1,2}\d{2,4}[A-Z]{0,2}$/;

/**
 * A series name of two or three letters and a short number with its letters written apart ('EOS
 * 7D', 'EOS 50D'): the maker's model, not a size or a count (no unit follows). A bare number
 * ('HP 57', 'DC 25') is left out: read as a model there, the conflicts it adds took look-alikes
 * out of the rivals of lines whose own product the catalogue lacks.
 */
const SERIES_AND_NUMBER =
  /\b([a-z]{2,3}) (\d{1,3}[a-z]{1,2})(?![a-z0-9]|[.,·]\d|"|'| ?(?:in|inch|inches|ft|feet|mm|cm|m|gb|tb|mb|mp|w|v|x|pack|pk|pcs|pc|ct|oz|lb|lbs|hz|mhz|ghz|cups?|qt|channels?|ch|way|port|ports|hours?|hrs?|min|mah|db)\b)/g;

/**
 * The short model numbers a text writes as words of their own, and a short series name with its
 * number as one ('EOS 7D' → 'EOS7D').
 */
function shortModelsOf(text: string): string[] {
  const folded = foldText(text.slice(0, MAX_COMPACT));
  const models = folded
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((word) => SHORT_MODEL.test(word));
  for (const [, series, number] of folded.matchAll(SERIES_AND_NUMBER)) {
    if (
      !series ||
      !number ||
      SHORT_WORDS.test(series) ||
      STANDARD_PREFIX.test(series) ||
      MEASUREMENT_WORD.test(number)
    )
      continue;
    models.push(`${series}${number}`.toUpperCase());
  }
  return [...new Set(models)].slice(0, 10);
}

/** A series code as a line writes it beside a screen's size ('C8', 'B6', 'G10', 'NX800'). */
const SCREEN_SERIES = /^[A-Z]{1,3}\d{1,4}$/;
/** A series named as one ('OLED CX Series', 'V Series', 'P-Series'). */
const NAMED_SERIES = /\b([a-z0-9]{1,6})[ -]series\b/g;
/** Longest maker's prefix before the size in a screen's model number ('OLED', 'KDL', 'TCP'). */
const SIZE_PREFIX = 6;

/**
 * The sizes in inches and the series codes of a line naming a screen by its series and size
 * ('LG 55in C8 OLED', "Sony Bravia NX800 Series 46' Class") rather than by its model number.
 */
function screenSeriesOf(
  text: string,
  quantities: readonly string[],
): { sizes: string[]; series: string[] } | undefined {
  const sizes = quantities
    .filter((quantity) => quantity.startsWith('in:') && Number.isInteger(Number(quantity.slice(3))))
    .map((quantity) => quantity.slice(3))
    .filter((size) => size.length === 2);
  if (sizes.length === 0) return undefined;
  const folded = foldText(text.slice(0, MAX_COMPACT));
  const series = new Set(
    folded
      .toUpperCase()
      .split(/[^A-Z0-9]+/)
      .filter((word) => SCREEN_SERIES.test(word) && !RESOLUTION_WORD.test(word)),
  );
  for (const [, named] of folded.matchAll(NAMED_SERIES)) if (named) series.add(named.toUpperCase());
  return series.size > 0 ? { sizes, series: [...series] } : undefined;
}
const RESOLUTION_WORD = /^(?:[HUQ]?HD|[248]K|H26[45]|HDMI\d?)$/;

/**
 * Whether a screen's model number composes the line's size with another series than the line's:
 * makers write the size into the number beside the series ('OLED55C7P' is the 55-inch C7, not
 * the C8 of '55in C8'; 'TC-P46S2' not the G10 of '46 in. Viera G10 Series'; 'P55-C1' the P-Series).
 */
function otherScreenSeries(
  line: { sizes: readonly string[]; series: readonly string[] },
  productCodes: readonly string[],
): boolean {
  let composed = false;
  for (const code of productCodes) {
    for (const size of line.sizes) {
      const at = code.indexOf(size);
      if (at < 0 || at > SIZE_PREFIX) continue;
      const prefix = code.slice(0, at);
      const suffix = code.slice(at + size.length);
      if (!/^[A-Z]*$/.test(prefix) || (suffix !== '' && !/^[A-Z]/.test(suffix))) continue;
      composed = true;
      if (line.series.some((series) => prefix.endsWith(series) || suffix.startsWith(series)))
        return false;
    }
  }
  return composed;
}

/**
 * Whether the product of the line's maker carries another short model number with the same letters
 * as the line's ('Nikon D5000' for a 'Nikon D90'): another model of the maker's series.
 */
function otherShortModel(line: readonly string[], product: readonly string[]): boolean {
  const lettersOf = (code: string) => code.match(/^[A-Z]+/)?.[0] ?? '';
  const digitsOf = (code: string) => code.match(/\d+/)?.[0] ?? '';
  return line.some((wanted) =>
    product.some(
      (own) =>
        lettersOf(own) === lettersOf(wanted) &&
        digitsOf(own) !== digitsOf(wanted) &&
        !own.startsWith(wanted) &&
        !wanted.startsWith(own),
    ),
  );
}

/**
 * Whether the candidate is the device the line's accessory is made for: it carries none of the
 * line's own model numbers and, as its own (before any 'for' of its title), one the line names
 * after 'for'. An accessory listing the device after its own 'for' is no such candidate.
 */
function isTheFittedDevice(
  line: { own: readonly string[]; fits: readonly string[] },
  productCodes: readonly string[],
  ownBeforeFor: readonly string[],
): boolean {
  if (line.own.some((code) => productCodes.includes(code))) return false;
  return ownBeforeFor.some((code) => line.fits.includes(code));
}

/**
 * Whether the product carries a model number of its own and the line names it by another that the
 * product's title nowhere writes (`anotherNumber`: 'SDSDU-064G-U46' against the flash drive
 * 'SDCZ48-064G-U46', 'MF443dw' against the 'LBP6030B').
 */
function otherOwnNumber(line: readonly string[], own: readonly string[]): boolean {
  if (line.length === 0) return false;
  const named = own.filter((code) => nameShaped(code) && !SIZE_CODE.test(code));
  return (
    named.length > 0 && line.every((code) => named.every((other) => anotherNumber(code, other)))
  );
}

/**
 * Two model numbers of different products: they begin otherwise, or after what they share each
 * has a number of three digits or more of its own ('AVR-1910' and 'AVR-E300'). Numbers of one
 * product written two ways begin alike and differ in a letter or two ('6303ZZ' and '6303-2Z').
 */
function anotherNumber(code: string, other: string): boolean {
  let shared = 0;
  while (shared < code.length && code[shared] === other[shared]) shared++;
  if (shared < SERIES_START) return true;
  // Another number right where they part ('CBS250-16T' and 'CBS250-8T', '6204' and '6205').
  const leading = (rest: string) => /^\d+/.exec(rest)?.[0] ?? '';
  if (leading(code.slice(shared)) !== '' && leading(other.slice(shared)) !== '') return true;
  const mine = code.slice(shared).replace(/\D/g, '');
  const theirs = other.slice(shared).replace(/\D/g, '');
  return mine.length >= 3 && theirs.length >= 3 && mine !== theirs;
}
/** A size written like a code ('M4X20MM', '2560X1440'). */
const SIZE_CODE = /\dX\d/;
/** Leading characters two numbers of one maker's series share. */
const SERIES_START = 3;

/**
 * Whether the product is the device the line's item is for ('cyan toner for Brother HL-L3230CDW'
 * is not the HL-L3230CDW printer): its title's own number is one the line names after its 'for',
 * and names it as no device it is made for itself (the title also lacks the item's word).
 */
function isTheDeviceItIsFor(
  fits: readonly string[],
  ownBeforeFor: readonly string[],
  madeFor: readonly string[],
): boolean {
  return fits.some((code) => ownBeforeFor.includes(code) && !madeFor.includes(code));
}

/** How many words after 'for' name what a product is made for. */
const FITS_REACH = 6;

/**
 * Platforms named in a sequence of the lexical channel's words (`lexicalText`), which writes a
 * console as one word: 'PlayStation 4' and 'PS 4' are 'ps4', 'Xbox One' and 'XB1' 'xboxone'
 * ('PS 2' stays the keyboard port); 'nintendo ds' and 'xbox series' are read here.
 */
function platformsOf(words: readonly string[]): Set<string> {
  const platforms = new Set<string>();
  let lastFor = Number.NEGATIVE_INFINITY;
  words.forEach((word, at) => {
    const next = words[at + 1];
    // 'for' names the systems of the next few words ('Case for iPod touch and iPhone').
    const fitted = at - lastFor <= FITS_REACH || next === 'mount';
    if (word === 'for') lastFor = at;
    if (fitted && FITS_WORDS.has(word)) {
      platforms.add(`fits:${word}`);
      // The device's generation ('Case for iPhone 3G/3GS' against 'for iPhone 4').
      for (const following of words.slice(at + 1, at + 3)) {
        if (!GENERATION.test(following)) break;
        platforms.add(`generation:${word}${following}`);
      }
    } else if (word === 'xbox')
      // 'Xbox' alone is the original one or any since 2013.
      platforms.add(next === 'series' ? 'console:xboxseries' : 'console:xbox');
    else if (word === 'nintendo' && next === 'ds') platforms.add('console:nds');
    else if (word === 'wii' && next === 'u') platforms.add('console:wiiu');
    // A game's system closes its title ('Minecraft Dungeons [Switch]'); a switch elsewhere is
    // an electrical or network one.
    else if (
      word === 'switch' &&
      (words[at - 1] === 'nintendo' ||
        (at === words.length - 1 && !SWITCH_KINDS.has(words[at - 1] ?? '')) ||
        GAME_MEDIA.has(next ?? ''))
    )
      platforms.add('console:switch');
    else {
      const platform = PLATFORM_WORDS.get(word);
      if (platform) platforms.add(platform);
    }
  });
  return platforms;
}

/** The Xboxes 'Xbox' alone may also name, beside the original one. */
const XBOX_SINCE_2013: ReadonlySet<string> = new Set(['console:xboxone', 'console:xboxseries']);

/** Words before a title's last word 'switch' that make it a network or electrical one ('KVM switch'). */
const SWITCH_KINDS: ReadonlySet<string> = new Set(
  'kvm port ports gigabit ethernet poe managed unmanaged network desktop hdmi usb lan light toggle rocker wall dimmer smart'.split(
    ' ',
  ),
);
/** Words after 'Switch' that make it the console a game is for ('Switch Cart', 'Switch Game'). */
const GAME_MEDIA: ReadonlySet<string> = new Set(['cart', 'cartridge', 'game', 'games', 'oled']);

/** One platform, or 'Xbox' alone against the Xbox One or Series. */
function samePlatform(a: string, b: string): boolean {
  return (
    a === b ||
    (a === 'console:xbox' && XBOX_SINCE_2013.has(b)) ||
    (b === 'console:xbox' && XBOX_SINCE_2013.has(a))
  );
}

/** Both name platforms of one kind (consoles, systems) and none in common. */
function platformsConflict(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const kind = (platform: string) => platform.slice(0, platform.indexOf(':'));
  // A game for a console is not its edition for a computer ('(PC)' against 'Xbox One').
  const only = (set: ReadonlySet<string>, wanted: string, other: string) =>
    [...set].some((platform) => kind(platform) === wanted) &&
    ![...set].some((platform) => kind(platform) === other);
  if (
    (only(a, 'console', 'os') && only(b, 'os', 'console')) ||
    (only(a, 'os', 'console') && only(b, 'console', 'os'))
  )
    return true;
  for (const platform of a) {
    const kindOf = kind(platform);
    const named = [...b].filter((other) => kind(other) === kindOf);
    if (
      named.length > 0 &&
      ![...a].some((mine) => named.some((other) => samePlatform(mine, other)))
    )
      return true;
  }
  return false;
}

/**
 * The one candidate the line names by its model number, if any:
 * 1. the one product carrying a code the line writes as one word, exactly (`canNameAlone`), or
 *    the same code written in pieces on either side ('SY 25 TF' for 'SY25TF', `canNameInPieces`),
 *    or a shorter code no other product of the catalogue carries (six characters or more, or four
 *    or five beside the product's maker named in the line's own words: 'Canon … NB4L');
 * 2. where no product carries the line's number as written, the number with a suffix more or less
 *    ('TX-SR606' for 'TXSR606B', 'VSX-918V-K' for 'VSX918V') that one candidate alone carries —
 *    another suffix in place of the line's ('GS-108B' for 'GS108E') is another model;
 * 3. failing both, a number of two digits or more the line writes as one word, or after its
 *    series word ('Roomba 560'), that one candidate alone carries, however written, while others
 *    carry its siblings ('HD 202' beside 'HD280', 'DC17' beside 'DC14'): the siblings show that
 *    the number is what tells them apart;
 * 4. failing all, a model number of seven characters or more that one candidate alone holds in its
 *    text, however spaced.
 */
function productNamedByCode(
  index: ProductIndex,
  pool: readonly number[],
  hits: ReadonlyMap<number, CodeHit>,
  evidence: QueryEvidence,
  exactCodeCandidates: number,
  profile: (product: number) => WordProfile,
  /** The line's own words, without a maker field of the line. */
  descriptionWords: ReadonlySet<string>,
): number | undefined {
  const byCode =
    exactCodeCandidates === 1
      ? pool.find((product) => hits.get(product)?.exact)
      : namedAloneBeside(pool, hits, evidence.codes.words);
  if (byCode !== undefined) {
    const hit = hits.get(byCode);
    if (
      hit &&
      hit.strength === 1 &&
      (canNameAlone(hit.code, evidence.compactWords) ||
        canNameInPieces(hit.code, evidence, index.products[hit.product]?.modelCodes ?? []) ||
        // A shorter model number of letters and digits ('DSC-T77', 'ATH-ANC7') that the line
        // writes as one word and no other product of the catalogue carries (strength 1); of
        // four or five characters ('NB-4L'), where the line also names the product's maker.
        (/[A-Z]/.test(hit.code) &&
          evidence.compactWords.has(hit.code) &&
          (hit.code.length >= CATALOGUE_UNIQUE_CODE ||
            brandNamed(index.products[hit.product]?.brandKey ?? '', descriptionWords))))
    )
      return byCode;
  }
  if (exactCodeCandidates === 0) {
    const variants = pool.filter((product) => {
      const hit = hits.get(product);
      if (!hit || hit.exact) return false;
      const carried = index.products[product]?.modelCodes ?? [];
      return evidence.codes.words.some(
        (word) =>
          word.startsWith(hit.code) &&
          canNameAlone(word, evidence.compactWords) &&
          carried.some((code) => code.startsWith(word) || word.startsWith(code)),
      );
    });
    const unique = variants.filter(
      (product) => (hits.get(product)?.strength ?? 0) >= UNIQUE_VARIANT_STRENGTH,
    );
    if (unique.length === 1) return unique[0];
    // Colours of one model ('DSCT77B … In Black' against DSC-T77 in pink and in black): the
    // one in a colour the line names.
    const inColour = variants.filter((product) =>
      [...profile(product).colours].some((colour) => evidence.colours.has(colour)),
    );
    if (unique.length === 0 && inColour.length === 1) return inColour[0];
  }
  const named = new Set<number>();
  for (const wanted of wantedNumbers(new Set([...evidence.codes.words, ...evidence.series]))) {
    if ((wanted.token.match(/\d/g)?.length ?? 0) < 2) continue;
    const carriers: number[] = [];
    let siblings = 0;
    for (const product of pool) {
      const read = profile(product);
      if (read.modelTokens.has(wanted.token) || read.compact.includes(wanted.token))
        carriers.push(product);
      else if (namesSibling([wanted], read)) siblings++;
    }
    if (carriers.length === 1 && siblings > 0) named.add(carriers[0] ?? -1);
  }
  if (named.size === 1) return [...named][0];
  // 4. A long model number the line writes as one word that one candidate alone holds in its text,
  //    however spaced there ('Knipex 7002160' in 'Knipex 70 02 160 …'), where no candidate carries
  //    it as a code.
  if (exactCodeCandidates > 0) return undefined;
  for (const word of evidence.codes.words) {
    if (word.length < LONG_CODE || !nameShaped(word)) continue;
    const holders = pool.filter((product) => profile(product).compact.includes(word));
    if (holders.length === 1) return holders[0];
  }
  return undefined;
}

const MAX_COMPACT = 2_000;
/** Codes shorter than this occur inside longer texts by chance. */
const MIN_CONTAINED_CODE = 5;

const lettersAndDigits = (upperFolded: string): string => upperFolded.replace(/[^A-Z0-9]+/g, '');

/**
 * Letters and digits only, upper case, and which of them had a separator before them in the text:
 * `JOINED` where a hyphen or slash alone stood between ('DECT1480-3' is 'DECT14803' with a joined
 * '3'), `SPACED` where a space or other punctuation did ('xms3 6 x 2 gb', 'M22 x 1,5'); 'iP99'
 * has none.
 */
const SPACED = 1;
const JOINED = 2;
const VARIANT_JOINER = /[-/_]/;

const isDigit = (char: string | undefined): boolean =>
  char !== undefined && char >= '0' && char <= '9';

function compactWithGaps(upperFolded: string): { compact: string; compactGaps: Uint8Array } {
  const kept: string[] = [];
  const gaps: number[] = [];
  let gap = 0;
  for (const char of upperFolded) {
    if (isDigit(char) || (char >= 'A' && char <= 'Z')) {
      kept.push(char);
      gaps.push(gap);
      gap = 0;
    } else if (kept.length > 0)
      gap = gap === SPACED || !VARIANT_JOINER.test(char) ? SPACED : JOINED;
  }
  return { compact: kept.join(''), compactGaps: Uint8Array.from(gaps) };
}

/**
 * Whether `code` is written in a compact text as itself: not as the start or end of a longer
 * number glued to it ('IP9' is not in 'iP99', nor '1382920' in '11382920'); a number after a
 * separator is a suffix ('HX6932/34').
 */
function writtenIn(code: string, text: { compact: string; compactGaps: Uint8Array }): boolean {
  const { compact, compactGaps } = text;
  for (let at = compact.indexOf(code); at >= 0; at = compact.indexOf(code, at + 1)) {
    const end = at + code.length;
    const gluedAfter = isDigit(code[code.length - 1]) && isDigit(compact[end]) && !compactGaps[end];
    const gluedBefore = isDigit(code[0]) && isDigit(compact[at - 1]) && !compactGaps[at];
    if (!gluedAfter && !gluedBefore) return true;
  }
  return false;
}

/** Numbered variants of a code ('DECT1480-2', '-3'): one or two digits. */
const MAX_NUMBERED_SUFFIX = 2;

/**
 * The number a text joins to `code` with a hyphen or slash, as a word's end ('3' of
 * 'DECT1480-3', not of 'DECT14803', 'DECT1480-3A', 'XMS3 6 x 2 GB' nor 'M22x1,5').
 */
function separatedNumberAfter(
  code: string,
  text: { compact: string; compactGaps: Uint8Array },
): string | undefined {
  const { compact, compactGaps } = text;
  for (let at = compact.indexOf(code); at >= 0; at = compact.indexOf(code, at + 1)) {
    const end = at + code.length;
    if (compactGaps[end] !== JOINED || !isDigit(compact[end])) continue;
    let stop = end + 1;
    while (stop < compact.length && isDigit(compact[stop]) && !compactGaps[stop]) stop++;
    const endsWord = stop === compact.length || (compactGaps[stop] ?? 0) > 0;
    if (endsWord && stop - end <= MAX_NUMBERED_SUFFIX) return compact.slice(end, stop);
  }
  return undefined;
}

/**
 * The line writes one of the product's codes with a number after it ('Uniden DECT1480-3') where
 * the catalogue holds the code with another number ('DECT1480-2'): in this catalogue the number
 * tells products apart (handsets, pack sizes), and the product without one is another product.
 */
function otherNumberedSuffix(
  productCodes: readonly string[],
  query: { compact: string; compactGaps: Uint8Array },
  catalogueCodes: ReadonlyMap<string, readonly number[]>,
): boolean {
  for (const code of productCodes) {
    const written = separatedNumberAfter(code, query);
    if (written === undefined) continue;
    for (let number = 0; number < 10 ** MAX_NUMBERED_SUFFIX; number++) {
      const other = String(number);
      if (other !== written && catalogueCodes.has(`${code}${other}`)) return true;
    }
  }
  return false;
}

/**
 * Whether a code of one side is written inside the other side's text, whatever its separators
 * ("SDSDQ-008G-A11M" in "sdsdq 008g a11m", "GS108B" in "zyxel gs108b8port").
 */
function codeContained(
  queryCodes: readonly string[],
  product: { compact: string; compactGaps: Uint8Array },
  productCodes: readonly string[],
  query: { compact: string; compactGaps: Uint8Array },
): boolean {
  for (const code of queryCodes) {
    if (code.length >= MIN_CONTAINED_CODE && writtenIn(code, product)) return true;
  }
  for (const code of productCodes) {
    if (code.length >= MIN_CONTAINED_CODE && writtenIn(code, query)) return true;
  }
  return false;
}

/** A product's words with their IDF weights: the same for every request against one index. */
interface WordProfile {
  /** Distinct words of the description and manufacturer, in order of appearance. */
  words: readonly string[];
  weights: readonly number[];
  /** Sum of the weights. */
  weight: number;
  numbers: readonly string[];
  /** The description and mpn as letters and digits only. */
  compact: string;
  /** Which characters of `compact` had a separator before them. */
  compactGaps: Uint8Array;
  /** Its model numbers and number words, upper case, letters and digits only. */
  modelTokens: ReadonlySet<string>;
  /** Their digit skeletons (`digitSkeleton`). */
  modelSkeletons: ReadonlySet<string>;
  /** Its model numbers as numbers and letters (`codeSlots`). */
  codeSlots: readonly CodeSlots[];

  /** The offer and platforms its title names (`offerOf`, `platformsOf`). */
  offer: ReadonlySet<string>;
  platforms: ReadonlySet<string>;
  /** The variants its description names (`variantsOf`: single or double, inch fractions). */
  variants: ReadonlySet<string>;
  /** Its title's model numbers before any 'for' (`titleCodesAroundFor`). */
  ownBeforeFor: readonly string[];
  /** Model numbers its title names only after 'for': the devices an accessory is made for. */
  madeFor: readonly string[];
  /** Its short model numbers ('D5000', 'G11'; `shortModelsOf`). */
  shortModels: readonly string[];
  /** The colours its title names (`coloursOf`). */
  colours: ReadonlySet<string>;
}

/** Per-index, per-process cache of the profiles of products that were candidates (not persisted). */
const wordProfiles = new WeakMap<ProductIndex, Array<WordProfile | undefined>>();

function profileOf(
  index: ProductIndex,
  product: number,
  wordIdf: (word: string) => number,
): WordProfile {
  let profiles = wordProfiles.get(index);
  if (!profiles) {
    profiles = [];
    wordProfiles.set(index, profiles);
  }
  const cached = profiles[product];
  if (cached) return cached;
  const record = index.products[product];
  const written = lexicalText(`${record?.description ?? ''} ${record?.manufacturer ?? ''}`)
    .split(' ')
    .filter(Boolean);
  const unique = new Set(written);
  const numbers = numberWords(unique);
  const modelTokens = modelTokensOf(record?.modelCodes ?? [], [
    ...numbers,
    ...seriesNumbers(written),
  ]);
  const words = [...unique];
  const weights = words.map(wordIdf);
  let weight = 0;
  for (const value of weights) weight += value;
  const profile = {
    words,
    weights,
    weight,
    numbers,
    ...compactWithGaps(
      foldText(
        `${record?.description ?? ''} ${record?.mpn ?? ''}`.slice(0, MAX_COMPACT),
      ).toUpperCase(),
    ),
    modelTokens,
    modelSkeletons: new Set([...modelTokens].map(digitSkeleton)),
    offer: offerOf(words),
    codeSlots: (record?.modelCodes ?? []).map(codeSlots),
    platforms: platformsOf(words),
    variants: variantsOf(record?.description ?? ''),
    ...titleCodesAroundFor(record?.description ?? ''),
    shortModels: shortModelsOf(record?.description ?? ''),
    colours: coloursOf(words),
  };
  profiles[product] = profile;
  return profile;
}

/** Per product record: the model numbers its title writes in pieces (not persisted). */
const spacedCodeCache = new WeakMap<IndexedProduct, readonly string[]>();

/**
 * A product's model numbers with those its title writes in pieces ('GFC 00019'), and their slots:
 * read only where the line names a model number of its own, and once per product.
 */
function withSpacedCodes(
  productCodes: readonly string[],
  profile: WordProfile,
  record: IndexedProduct | undefined,
): [readonly string[], readonly CodeSlots[]] {
  if (!record) return [productCodes, profile.codeSlots];
  let spaced = spacedCodeCache.get(record);
  if (!spaced) {
    spaced = modelCodes(record.description).spaced;
    spacedCodeCache.set(record, spaced);
  }
  if (spaced.length === 0) return [productCodes, profile.codeSlots];
  return [
    [...productCodes, ...spaced],
    [...profile.codeSlots, ...spaced.map(codeSlots)],
  ];
}

/** A line's or product's model numbers and number words of three characters or more. */
function modelTokensOf(codes: readonly string[], numbers: readonly string[]): Set<string> {
  const tokens = new Set(codes);
  for (const word of numbers) if (word.length >= 3) tokens.add(word.toUpperCase());
  return tokens;
}

/**
 * A series word and the model number written apart after it, joined ('AVR 354' → 'AVR354',
 * 'HD 202' → 'HD202'): how a catalogue may write the number a line writes as one word.
 */
function seriesNumbers(words: readonly string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i + 1 < words.length && joined.length < 20; i++) {
    const word = words[i] ?? '';
    const next = words[i + 1] ?? '';
    if (/^[a-z]{1,6}$/.test(word) && /^\d{3,5}$/.test(next)) joined.push(`${word}${next}`);
  }
  return joined;
}

/** A token's digits as '#': sibling model numbers share it ('TZ5K' and 'TZ4K' are 'TZ#K'). */
const digitSkeleton = (token: string): string => token.replace(/\d/g, '#');

/** A model number of the line with its digit skeleton. */
interface WantedNumber {
  token: string;
  skeleton: string;
}

/** The line's model numbers with their skeletons, read once per line. */
const wantedNumbers = (tokens: Iterable<string>): WantedNumber[] =>
  [...tokens].map((token) => ({ token, skeleton: digitSkeleton(token) }));

/**
 * Whether the product carries a sibling of a model number the line names, and not the number
 * itself: the same letters and length with other digits ('DMC-TZ4K' for 'DMCTZ5K', 'AT&T 1040'
 * for '1080', 'AVR 354' for 'AVR254') — another model of the same series.
 */
function namesSibling(
  wanted: readonly WantedNumber[],
  product: Pick<WordProfile, 'modelTokens' | 'modelSkeletons' | 'compact'>,
): boolean {
  return wanted.some(
    ({ token, skeleton }) =>
      skeleton !== token &&
      product.modelSkeletons.has(skeleton) &&
      !product.modelTokens.has(token) &&
      !product.compact.includes(token),
  );
}

/** Words with digits that are not quantities: versions, series, model numbers ("cs3", "2007"). */
function numberWords(words: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const word of words) {
    if (/\d/.test(word) && !MEASUREMENT_WORD.test(word)) found.push(word);
    if (found.length >= 20) break;
  }
  return found;
}

const MEASUREMENT_WORD =
  /^\d+(?:gb|mb|tb|kb|mm|cm|m|in|inch|ft|w|kw|v|mah|hz|khz|mhz|ghz|lb|lbs|oz|g|kg|ml|l|x|p|pk|mp)$/;

const sigmoid = (value: number): number =>
  value >= 0 ? 1 / (1 + Math.exp(-value)) : Math.exp(value) / (1 + Math.exp(value));

export function candidateProbability(model: RerankerModel, features: readonly number[]): number {
  let z = model.bias;
  for (let i = 0; i < features.length; i++) z += (model.weights[i] ?? 0) * (features[i] ?? 0);
  return sigmoid(z);
}

const logit = (p: number): number => {
  const clamped = Math.min(1 - 1e-4, Math.max(1e-4, p));
  return Math.log(clamped / (1 - clamped));
};

export function confidenceFeatures(
  best: number,
  runnerUp: number,
  bestFeatures: readonly number[],
): number[] {
  return [logit(best), logit(best) - logit(runnerUp), ...bestFeatures];
}

/** The chance that the best candidate is right, from its probability, its lead and features. */
export function topConfidence(
  model: RerankerModel,
  best: number,
  runnerUp: number,
  bestFeatures: readonly number[],
): number {
  const row = confidenceFeatures(best, runnerUp, bestFeatures);
  let z = model.confidence.bias;
  for (let i = 0; i < row.length; i++) z += (model.confidence.weights[i] ?? 0) * (row[i] ?? 0);
  return sigmoid(z);
}

export const shippedReranker: RerankerModel = rerankerModel as RerankerModel;

/**
 * Candidates of every channel, best first by the re-ranker's probability — except that the one
 * candidate the line names by model number comes first whatever the text similarity of others.
 */
export function rerankCandidates(
  index: ProductIndex,
  query: RerankQuery,
  semantic: readonly SemanticCandidate[],
  model: RerankerModel = shippedReranker,
): RankedCandidate[] {
  return inRerankOrder(
    candidateFeatures(index, query, semantic).map((scored) => {
      const { candidate, features } = scored;
      const probability = candidateProbability(model, features);
      // Written out rather than spread: copying both objects by spread per candidate took a
      // tenth of the matching time.
      return {
        product: candidate.product,
        score: probability,
        overlap: candidate.overlap,
        conflicts: candidate.conflicts,
        agreements: candidate.agreements,
        missing: candidate.missing,
        codeAgreement: candidate.codeAgreement,
        qualifierConflicts: candidate.qualifierConflicts,
        probability,
        cosine: scored.cosine,
        codeExact: scored.codeExact,
        codeDecisive: scored.codeDecisive,
        codeVariant: scored.codeVariant,
        makerNamed: scored.makerNamed,
        confirms: scored.confirms,
        identityConflicts: scored.identityConflicts,
        features,
      };
    }),
  );
}

/**
 * Within this share of the best probability, a candidate the line does not contradict goes
 * before one it does.
 */
const UNCONTRADICTED_SHARE = 0.5;
/**
 * Within this share, a candidate whose title states what the line states goes before a best that
 * states it otherwise: the maker ('Schneider iC60N LS-Schalter 3-polig C16' asks for Schneider's,
 * though a Siemens title's words explain more of the line), a size ('HDMI 700HD …, 4 ft.' against
 * the 12 ft cable) or a colour ('EX-Z280 … - Pink' against the silver one).
 */
const STATED_ALIKE_SHARE = 0.2;

/**
 * Candidates in the order the line asks for them (`byRerankOrder`), except that a line asks for
 * what it does not contradict: when the best is a product the line says it is not (its identity
 * conflicts: another platform, condition or model number) and one close behind is not, that one
 * goes first. The product the line names by model number keeps its place.
 */
export function inRerankOrder(ranked: RankedCandidate[]): RankedCandidate[] {
  return uncontradictedFirst(ranked.sort(byRerankOrder), rankedReading);
}

const CODE_LOOSE = RERANK_FEATURES.indexOf('code_loose');
const CODE_CONFLICT = RERANK_FEATURES.indexOf('code_conflict');
const QUANTITY_CONFLICTS = RERANK_FEATURES.indexOf('quantity_conflicts');

/** What the order and the rival of a ranked candidate read of it. */
export const rankedReading = (candidate: RankedCandidate) => ({
  probability: candidate.probability,
  ...candidateReading(candidate),
});

/**
 * What the order and the rival read of a candidate but its probability (the fit of the
 * confidence model reads its training lines with it, before it knows their probabilities).
 */
export const candidateReading = (
  candidate: Pick<
    RankedCandidate,
    'codeDecisive' | 'identityConflicts' | 'confirms' | 'codeExact' | 'features' | 'cosine'
  >,
) => ({
  decisive: candidate.codeDecisive,
  contradicted: contradicts(candidate.identityConflicts),
  unconfirmed: candidate.identityConflicts.includes('unconfirmed_colour'),
  statedOtherwise: statedOtherwise(candidate.identityConflicts),
  confirms: candidate.confirms,
  codeExact: candidate.codeExact,
  codeSuffixed: (candidate.features[CODE_LOOSE] ?? 0) > 0,
  otherCode: (candidate.features[CODE_CONFLICT] ?? 0) > 0,
  otherQuantity: (candidate.features[QUANTITY_CONFLICTS] ?? 0) > 0,
  cosine: candidate.cosine,
});

/**
 * `ordered` (best first) with the candidate the line does not contradict moved before a
 * contradicted best (see `inRerankOrder`); the fit of the confidence model orders its training
 * lines the same way.
 */
export function uncontradictedFirst<T>(
  ordered: T[],
  read: (candidate: T) => {
    probability: number;
    decisive: boolean;
    contradicted: boolean;
    /** What the line states that the candidate's title states otherwise. */
    statedOtherwise?: readonly StatedAspect[];
    /** What the line states that the candidate's title states alike. */
    confirms?: readonly StatedAspect[];
    /** The candidate carries a model number of the line as written. */
    codeExact?: boolean;
    /** The candidate carries the line's model number with a suffix more or less. */
    codeSuffixed?: boolean;
  },
): T[] {
  const top = ordered[0];
  if (top === undefined) return ordered;
  const best = read(top);
  if (!best.contradicted) return ordered;
  const goesFirst = (own: ReturnType<typeof read>): boolean => {
    if (own.contradicted) return false;
    if (best.decisive) {
      // The line's model number names a family whose colours its suffixes tell apart: 'EX-Z280
      // … - Pink' is the 'EXZ280PK … Pink', not the 'EX-Z280 … Silver' that carries it bare.
      return (
        own.codeSuffixed === true &&
        (best.statedOtherwise ?? []).includes('colour') &&
        (own.confirms ?? []).includes('colour')
      );
    }
    // Not past the line's own model number: 'R18PD3 … 1 x 2.0Ah' is not the 'R18PD7 … 1x 2Ah
    // kit' the line asks for because the R18PD7 listed reads '2 x 2.0Ah'.
    const confirmsWhatBestDenies =
      (own.codeExact === true || best.codeExact !== true) &&
      (best.statedOtherwise ?? []).some((aspect) => own.confirms?.includes(aspect));
    const share = confirmsWhatBestDenies ? STATED_ALIKE_SHARE : UNCONTRADICTED_SHARE;
    return own.probability >= best.probability * share;
  };
  const at = ordered.findIndex((candidate) => goesFirst(read(candidate)));
  if (at <= 0) return ordered;
  return [ordered[at] as T, ...ordered.slice(0, at), ...ordered.slice(at + 1)];
}

/**
 * A contradicted candidate whose words explain the line this much better (cosine) than the
 * candidate's own stays its rival: the line asks for a variant of it the catalogue lacks ('Hoya
 * 62mm Pro1 Digital circular polarizer', where the Pro1 comes in 58 and 72 mm only, against a
 * 62 mm UV filter that shares three words).
 */
const CONTRADICTED_RIVAL_MARGIN = 0.25;

/**
 * The probability of a candidate's rival, the lead over which the confidence model reads: the
 * best other candidate, except that one the line contradicts is no rival for a candidate it does
 * not contradict ('HP 12A Black Toner' against the 12A dual pack, ranked above the single one by
 * its words alone), unless its words explain the line far better (`CONTRADICTED_RIVAL_MARGIN`).
 * The fit of the confidence model reads its training lines the same way.
 */
export function rivalProbability<T>(
  ordered: readonly T[],
  own: T,
  read: (candidate: T) => {
    probability: number;
    contradicted: boolean;
    unconfirmed?: boolean;
    cosine: number;
    decisive?: boolean;
    /** The candidate carries codes of its own, none the line's. */
    otherCode?: boolean;
    /** A size, capacity or count of the line's unit is another in the candidate's title. */
    otherQuantity?: boolean;
    /** The candidate carries a model number of the line as written. */
    codeExact?: boolean;
    /** What the line states that the candidate's title states otherwise. */
    statedOtherwise?: readonly StatedAspect[];
    /** What the line states that the candidate's title states alike. */
    confirms?: readonly StatedAspect[];
  },
): number {
  const reading = read(own);
  for (const candidate of ordered) {
    if (candidate === own) continue;
    const other = read(candidate);
    // Both carry the line's model number as written, and the candidate's title states a colour,
    // size or edition the line states as the other's does: a sibling of the model the line
    // tells apart, however many more of its words the sibling shares ('SD1200 IS … - Blue'
    // against the green one, 'HDMI 700HD …, 4 ft.' against the 12 ft cable).
    if (
      reading.codeExact &&
      other.codeExact &&
      !reading.contradicted &&
      (other.statedOtherwise ?? []).some((aspect) => reading.confirms?.includes(aspect))
    )
      continue;
    // Where the line names its product by a model number it alone carries, and states no size
    // the product's title states otherwise, a product carrying codes of its own, none the line's,
    // is another model and no rival ('CDE-9874' for 'CDE-102'). The 'MY2N-GS 24 VDC' named by
    // 'MY2N-GS 230 VAC' keeps its rivals.
    if (reading.decisive && !reading.otherQuantity && other.otherCode) continue;
    if (
      reading.contradicted ||
      reading.unconfirmed ||
      !other.contradicted ||
      other.cosine > reading.cosine + CONTRADICTED_RIVAL_MARGIN
    )
      return other.probability;
  }
  return 0;
}

/** The candidate the line names by model number first, then by probability. */
export function byRerankOrder(a: RankedCandidate, b: RankedCandidate): number {
  return (
    Number(b.codeDecisive) - Number(a.codeDecisive) ||
    b.probability - a.probability ||
    a.product - b.product
  );
}
