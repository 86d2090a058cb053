/**
 * Normalisation for product matching: part numbers, manufacturer names and the attributes that
 * decide whether two industrial products are the same (thread, length, norm, bearing designation,
 * material, grade, coating, dimensions, grit, size). Everything here is pure and bounded: inputs
 * are cut to a fixed length before any regular expression runs.
 */

import { LEGAL_FORM_TOKENS } from '#domain/customer/legal-forms';
import { foldText as foldLetters } from '#domain/text/fold';

const MAX_TEXT_LENGTH = 2_000;

/** The codebase's one fold (shared/domain/text/fold.ts) of a bounded text; 'Ø 12' keeps its diameter sign. */
export function foldText(text: string): string {
  return foldLetters(text.slice(0, MAX_TEXT_LENGTH).replace(/[øØ](?=\s*\d)/g, '⌀'));
}

/**
 * Part numbers are compared without case, separators or leading zeros, because the same part is
 * written `0012-345.A`, `12345A` or `12 345 a` depending on who typed it.
 */
export function normalisePartNumber(partNumber: string | null | undefined): string {
  if (!partNumber) return '';
  return foldText(partNumber)
    .toUpperCase()
    .replace(/[\s\-./_\\,:#]+/g, '')
    .replace(/^0+(?=.)/, '');
}

/**
 * Words a manufacturer key drops: the legal forms of the one list
 * (shared/domain/customer/legal-forms.ts), connectors, and group words that makers add to
 * their names.
 */
const LEGAL_SUFFIXES: ReadonlySet<string> = new Set([
  ...LEGAL_FORM_TOKENS,
  'the',
  'und',
  'and',
  'y',
  'e',
  'en',
  'group',
  'gruppe',
  'groupe',
  'grupo',
  'gruppo',
  'holding',
  'international',
  'intl',
]);

/** Well-known spellings of the same maker; keys and values are already folded. */
const MANUFACTURER_ALIASES: Record<string, string> = {
  'adolf wurth': 'wurth',
  'wurth industrie': 'wurth',
  'robert bosch': 'bosch',
  'bosch power tools': 'bosch',
  'minnesota mining manufacturing': '3m',
  'minnesota mining and manufacturing': '3m',
  'skf group': 'skf',
  'svenska kullagerfabriken': 'skf',
  'schaeffler fag': 'fag',
  'schaeffler ina': 'ina',
  'hewlett packard': 'hp',
  'hewlett packard enterprise': 'hpe',
  'stanley black decker': 'stanley',
  'black decker': 'black decker',
  'mc donald': 'mcdonald',
};

/**
 * A manufacturer key: folded, German umlaut transliterations collapsed (`Wuerth` = `Würth`),
 * punctuation and legal-form words removed, known aliases resolved.
 */
export function normaliseManufacturer(manufacturer: string | null | undefined): string {
  if (!manufacturer) return '';
  const folded = foldText(manufacturer)
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/([aou])e/g, '$1')
    .trim();
  if (!folded) return '';
  const words = folded.split(' ');
  const kept = words.filter((word) => !LEGAL_SUFFIXES.has(word));
  const key = (kept.length > 0 ? kept : words).join(' ');
  return MANUFACTURER_ALIASES[key] ?? key;
}

// ---------------------------------------------------------------------------------------------
// Attributes

export const AttributeKind = {
  thread: 'thread',
  length: 'length',
  norm: 'norm',
  bearing: 'bearing',
  seal: 'seal',
  clearance: 'clearance',
  material: 'material',
  grade: 'grade',
  coating: 'coating',
  diameter: 'diameter',
  dimension: 'dimension',
  grit: 'grit',
  size: 'size',
  volume: 'volume',
  weight: 'weight',
  power: 'power',
  voltage: 'voltage',
  packSize: 'pack_size',
  alloy: 'alloy',
  colour: 'colour',
  drive: 'drive',
  pipeThread: 'pipe_thread',
  holes: 'holes',
  /** Conductor cross-section in mm² (cables, ferrules, cable lugs). */
  section: 'section',
  /** The threads of a valve's or fitting's two ends: female/female, female/male, male/male. */
  ends: 'ends',
  /** A rated current in amperes, or a motor protection's setting range ('3.5-5'). */
  current: 'current',
  /** A breaker's tripping characteristic (B, C, D, K) or a fuse's (gG, aM, time-lag, quick). */
  curve: 'curve',
  /** Poles of a breaker, switch or contactor ('3', '1n' for 1P+N). */
  poles: 'poles',
  /** A gauge's or a regulator's pressure range in bar ('0-6'). */
  pressure: 'pressure',
} as const;
export type AttributeKindValue = (typeof AttributeKind)[keyof typeof AttributeKind];

/** Attribute values by kind; a text may carry several values of one kind (e.g. two materials). */
export type ProductAttributes = Partial<Record<AttributeKindValue, string[]>>;

export interface AttributeExtraction {
  attributes: ProductAttributes;
  /** `kind:value` tokens, the form the retrieval index stores. */
  tokens: string[];
  /** Character ranges of the folded text that the attributes were read from. */
  consumed: Array<[number, number]>;
}

/**
 * Equivalent norms collapse onto one id so that `DIN 933` and `ISO 4017` meet. The ISO number is
 * the id where one exists because it is the current standard.
 */
const NORM_EQUIVALENTS: Record<string, string> = {
  din933: 'iso4017',
  din931: 'iso4014',
  din912: 'iso4762',
  din934: 'iso4032',
  din125: 'iso7089',
  din126: 'iso7091',
  din9021: 'iso7093',
  din7985: 'iso7045',
  din965: 'iso7046',
  din963: 'iso2009',
  din966: 'iso2010',
  din985: 'iso10511',
  din982: 'iso7040',
  din7991: 'iso10642',
  din913: 'iso4026',
  din914: 'iso4027',
  din915: 'iso4028',
  din916: 'iso4029',
  din439: 'iso4035',
  din936: 'iso4034',
  din7380: 'iso7380',
  din7981: 'iso7049',
  din7982: 'iso7050',
  din7983: 'iso7051',
  din7976: 'iso1479',
  din7504: 'iso15480',
  din84: 'iso1207',
  din85: 'iso1580',
  din94: 'iso1234',
  din7: 'iso2338',
  din1481: 'iso8752',
  din6914: 'iso7412',
  din6921: 'iso4162',
  din6923: 'iso4161',
  din960: 'iso8765',
  din961: 'iso8676',
  din557: 'iso4034',
  din2093: 'en16983',
};

export function canonicalNorm(body: string, number: string): string {
  const key = `${body.toLowerCase().replace(/[^a-z]/g, '')}${number.replace(/^0+/, '')}`;
  const isoKey = key
    .replace(/^eniso/, 'iso')
    .replace(/^diniso/, 'iso')
    .replace(/^dinen/, 'en');
  return NORM_EQUIVALENTS[isoKey] ?? isoKey;
}

/** A bearing named as one, in the six languages. */
const BEARING_WORDS =
  /(?:lager|bearing|\bbrg\b|roulement|rodamiento|cuscinett|rolamento|kogellager|rulman)/;
/** Seals or shields written apart ('2RS', 'ZZ', '2Z'), or sealed in words ('rubber sealed'). */
const SEAL_ALONE = /\b(2rs1|2rsh|2rsr|2rsl|2rs|2rz|2z|zz)\b|\brubber seal(?:ed|s)?\b/;
/** 'Open' in the six languages: a bearing without seals or shields. */
const OPEN_BEARING = /\b(?:open|offen|ouvert|ouverte|abierto|aperto)\b/;

const SEAL_CANONICAL: Record<string, string> = {
  '2rs': '2rs',
  '2rs1': '2rs',
  '2rsh': '2rs',
  '2rsr': '2rs',
  '2rsl': '2rs',
  ddu: '2rs',
  llu: '2rs',
  '2rz': 'zz',
  zz: 'zz',
  '2z': 'zz',
  rs: 'rs',
  rs1: 'rs',
  z: 'z',
};

const MATERIAL_PATTERNS: Array<[RegExp, string[]]> = [
  [/\b(?:a4|v4a|1\.4401|1\.4404|aisi ?316l?|316l?)\b/g, ['stainless', 'alloy:a4']],
  [/\b(?:a2|v2a|1\.4301|aisi ?304|304)\b/g, ['stainless', 'alloy:a2']],
  [
    /\b(?:inox|edelstahl|rostfrei(?:e[mnrs]?)?|stainless(?: steel)?|acier inoxydable|acier inox|acero inoxidable|acero inox|acciaio inox(?:idabile)?|roestvrij(?: staal)?|rvs|nirosta)\b/g,
    ['stainless'],
  ],
  // Malleable cast iron, of galvanised pipe fittings ('GF Temperguss', 'fonte malléable').
  [
    /\b(?:temperguss|malleable(?: iron| cast iron)?|fonte malleable|fonte galva(?:nisee)?|fundicion maleable|ghisa malleabile|smeedbaar gietijzer|temper)\b/g,
    ['malleable_iron'],
  ],
  [/\b(?:steel|stahl|acier|acero|acciaio|staal|stalen|carbon steel)\b/g, ['steel']],
  // 'Ms' is brass in German trade writing ('KH Ms vern.'), beside a valve's or a finish's
  // abbreviation only: elsewhere 'MS' is as often Microsoft.
  [
    /\b(?:messing|brass|laiton|laton|ottone)\b|(?<=\b(?:kh|rsv|rv) )ms\b|\bms(?= (?:vern|vernick|verchr|blank|federbel))/g,
    ['brass'],
  ],
  [/\b(?:kupfer|copper|cuivre|cobre|rame|koper)\b/g, ['copper']],
  [/\b(?:alumini?um|aluminio|alluminio)\b/g, ['aluminium']],
  [/\b(?:nitril(?:e|o|ico|kautschuk)?|nbr)\b/g, ['nitrile']],
  [/\b(?:latex|lattice)\b/g, ['latex']],
  [/\b(?:leder|leather|cuir|cuero|pelle|leer)\b/g, ['leather']],
  [
    /\b(?:polyamid[e]?|poliamida|poliammide|nylon|pa ?6(?:\.6)?|pa66|pa)\b/g,
    ['polyamide', 'plastic'],
  ],
  [
    /\b(?:polyurethan(?:e)?|polyurethaan|polyurethane|poliuretano|pu|pur)\b/g,
    ['polyurethane', 'plastic'],
  ],
  [
    /\b(?:polyethylen(?:e)?|polyethyleen|polyethylene|polietileno|polietilene|pe|pe-?hd|pe-?ld)\b/g,
    ['polyethylene', 'plastic'],
  ],
  // Plastic as such: each plastic above is one too, so 'Kunststoff' agrees with a polyamide.
  [/\b(?:kunststoff|plastic|plastique|plastico|plastica|kunststof)\b/g, ['plastic']],
  [/\b(?:ptfe|teflon)\b/g, ['ptfe', 'plastic']],
  [/\b(?:epdm)\b/g, ['epdm']],
  [/\b(?:viton|fkm)\b/g, ['fkm']],
  [/\b(?:pvc)\b/g, ['pvc', 'plastic']],
  [/\b(?:baumwolle|cotton|coton|algodon|cotone|katoen)\b/g, ['cotton']],
];

/** Most specific first: a match consumes its text so that `thermisch verzinkt` is not also plain zinc. */
const COATING_PATTERNS: Array<[RegExp, string[]]> = [
  [
    /\b(?:zinc[- ]?flake(?: coated)?|zinklamellen(?:beschichtet|beschichtung)?|zinklamell(?:en)? ?gecoat|zinklamellen gecoat|revetement lamellaire(?: zinc)?|lamellaire zinc|recubrimiento laminar(?: de zinc)?|rivestimento lamellare(?: zinco| di zinco)?|geomet|delta[- ]?(?:tone|protekt))\b/g,
    ['zinc_flake'],
  ],
  [
    /\b(?:feuerverzinkt|hot[- ]dip(?: galvani[sz]ed)?|tzn|hdg|galvanise a chaud|galvanisee? a chaud|galvanizado en caliente|galvanizado por inmersion|zincato a caldo|zincatura a caldo|thermisch verzinkt|thermisch gegalvaniseerd)\b/g,
    ['hot_dip_galvanised'],
  ],
  [
    /\b(?:zink[- ]?nickel|zinc[- ]?nickel|zinco[- ]?nichel|zinc[- ]?niquel|zink[- ]?nikkel)\b/g,
    ['zinc_nickel'],
  ],
  [
    /\b(?:yellow zinc(?:[- ]plated)?|gelb verzinkt|gelbverzinkt|zingue(?:e)? jaune|zinc jaune|bicromatad[oa]|cincado amarillo|zincato giallo|zincatura gialla|geel verzinkt|geelverzinkt|yellow passivated)\b/g,
    ['yellow_zinc', 'zinc'],
  ],
  [
    /\b(?:verzinkt|galv(?:anisch)? ?verzinkt|zinc[- ]plated|zinc|zinced|galvani[sz]ed|zingue(?:e)?s?|zingato|zingata|zincato|zincata|zincati|zingati|galvanizado|zincado|cincado|cincada|gegalvaniseerd|galvaniseerd|gal ?zn|zn)\b/g,
    ['zinc'],
  ],
  [
    /\b(?:brunie|black oxide|geschwarzt|schwarz brueniert|brueniert|brunito|pavonado|burnished)\b/g,
    ['black_oxide'],
  ],
  [
    /\b(?:blank|plain|self[- ]colou?r|sans traitement|brut|grezzo|grezza|sin tratamiento|sin recubrimiento|onbehandeld)\b/g,
    ['plain'],
  ],
  // German trade abbreviations: 'Ms vern.', 'vz', 'verz.'.
  [
    /\b(?:vernickelt|vern|vernick|nickel[- ]plated|nickele|niquelado|nichelato|vernikkeld)\b/g,
    ['nickel'],
  ],
  // British 'ZP' and 'BZP': zinc plated, bright zinc plated.
  [/\b(?:vz|verz|gal?v|zp|bzp)\b/g, ['zinc']],
];

const COLOUR_PATTERNS: Array<[RegExp, string]> = [
  [/\b(?:black|schwarz|noire?s?|negr[oa]s?|ner[oa]|neri|nere|zwart(?:e)?)\b/g, 'black'],
  [/\b(?:white|weiss|blanc(?:he)?s?|blanc[oa]s?|bianc[oa]|bianchi|bianche|wit(?:te)?)\b/g, 'white'],
  [/\b(?:blue|blau|bleue?s?|azul(?:es)?|blu|azzurr[oa]|blauw(?:e)?)\b/g, 'blue'],
  [/\b(?:red|rot|rouges?|roj[oa]s?|ross[oa]|rossi|rood|rode)\b/g, 'red'],
  [/\b(?:yellow|gelb|jaunes?|amarill[oa]s?|giall[oa]|geel|gele)\b/g, 'yellow'],
  [/\b(?:green|grun|verte?s?|verdes?|groen(?:e)?)\b/g, 'green'],
  [/\b(?:grey|gray|grau|grise?s?|gris(?:es)?|grigi[oa]|grijs|grijze)\b/g, 'grey'],
  [
    /\b(?:transparent|transparente?s?|trasparente|transparant|clear|klar|incolore|helder|durchsichtig)\b/g,
    'transparent',
  ],
  [/\b(?:natural|natur|naturel(?:le)?|naturale|naturel)\b/g, 'natural'],
  [/\b(?:orange|naranja|arancione|oranje)\b/g, 'orange'],
  [
    /\b(?:silver|silber(?:n|ne)?|argente?e?s?|argento|argentat[oa]|plata|platead[oa]s?|zilver(?:en)?)\b/g,
    'silver',
  ],
  [/\b(?:pink|rosa|roses?|roze)\b/g, 'pink'],
  [/\b(?:purple|lila|violett?e?s?|morad[oa]s?|viola|paars(?:e)?)\b/g, 'purple'],
  [/\b(?:brown|braun(?:e)?|marron|marrones?|marrone|bruin(?:e)?)\b/g, 'brown'],
  // Printer inks and toners name these colours the same way in every language.
  [/\b(?:cyan|ciano|cian)\b/g, 'cyan'],
  [/\b(?:magenta)\b/g, 'magenta'],
];

const UNIT_WORDS_LENGTH = '(?:mm|cm|m)';

/** A pipe thread's size before its kind ('3/4 BSP', '1/4" gas', '1 1/4 BSPT'). */
const THREAD_AFTER_SIZE =
  /(?<![\d/])(\d \d\/\d{1,2}|\d{1,2}\/\d{1,2}|\d)(?:"|'')? ?(bspp|bspt|bsp|gas|npt)\b/g;
/** A pressure range in bar ('0-6 bar', '0...25 bar', '0,5-10 bar'). */
const PRESSURE_RANGE =
  /(?<![\d.,])(\d{1,3}(?:[.,]\d{1,2})?) ?(?:-|\.\.\.|…|to|bis) ?(\d{1,4}(?:[.,]\d{1,2})?) ?bar\b/g;

/** A breaker's characteristic letter and rating written together ('C16', 'B 10'). */
const BREAKER_RATING = /(?<![a-z0-9/.,-])([bcdk]) ?(\d{1,3})a?(?![a-z0-9./]|[,-]\d)/g;
/**
 * Plastic pipe materials: their pipes and fittings are sized by the outside diameter written 'd'
 * and millimetres ('PVC-U elbow 90° d63', 'PE 100 d32'), where a breaker's 'D63' is a curve.
 */
const PLASTIC_PIPE_MATERIAL =
  /\b(?:pvc(?:-?[uc])?|pe(?:-?(?:hd|x|rt|100|80))?|hdpe|pp(?:-?r)?|abs|pb)\b/;
const PLASTIC_PIPE_DIAMETER = /(?<![a-z0-9])d(\d{2,3})(?![a-z0-9]|[.,]\d)/g;
/** A fine fuse's speed and current written together ('F1A', 'T500mA', 'T 2 A'). */
const FUSE_RATING =
  /(?<![a-z0-9])(ff|f|m|t|tt) ?(?:(\d{1,2}(?:[.,]\d{1,3})?) ?(a)|(\d{2,3}) ?(ma))\b/g;
const FUSE_SPEED: Record<string, string> = {
  ff: 'fast',
  f: 'fast',
  m: 'medium',
  t: 'slow',
  tt: 'slow',
};
/** Breakers are rated in these amperes only: 'C3' of a bearing or 'D60' of a camera is none. */
const BREAKER_RATINGS: ReadonlySet<string> = new Set(
  '1 2 4 6 8 10 13 16 20 25 32 40 50 63 80 100 125'.split(' '),
);
/**
 * A characteristic or fuse class in words, in the six languages: the letter captured, or the class
 * given.
 */
const CURVE_WORDS: ReadonlyArray<readonly [RegExp, string | undefined]> = [
  [/\b([bcdk])[ -]?(?:kennlinie|charakteristik|karakteristiek|curve|characteristic)\b/, undefined],
  [
    /\b(?:kennlinie|charakteristik|courbe|curva|curve|karakteristiek|caracteristica) ([bcdk])\b/,
    undefined,
  ],
  [/\bg[gl]\b/, 'gg'],
  [/\bam\b(?= ?(?:\d|fuse|sicherung|fusible))/, 'am'],
  [/\b(?:trag[e]?|time[- ]?lag|slow[- ]?blow|temporise|ritardat[oa]|retardad[oa]|traag)\b/, 'slow'],
  [/\b(?:flink|quick[- ]?acting|fast[- ]?acting|rapide|rapid[oa]|snel|superflink)\b/, 'fast'],
];
/** A rated current or a setting range in amperes ('16 A', '16A', '3,5-5 A'); '6 kA' is none. */
const CURRENT =
  /(?<![a-z\d.,])(\d{1,3}(?:[.,]\d{1,2})?)(?: ?- ?(\d{1,3}(?:[.,]\d{1,2})?))? ?(a|ma|amp|amps|ampere)\b(?!\/)(?! (?:coller|visser|souder|sertir|braser|billes?|levier|compression|encoller|emboiter|cliquet|riveter|frapper|percussion)\b)/g;
/** Poles as a count ('3P', '3-polig', '1P+N', '4 pôles') or a word ('tripolare', 'bipolaire'). */
const POLES =
  /\b([1-4]) ?-?(?:p|pol|polig|pole|poles|poli|polos|polig[e]?)\b(\s?\+\s?n)?|\b(unipolare|bipolare|tripolare|tetrapolare|unipolaire|bipolaire|tripolaire|tetrapolaire|einpolig|zweipolig|dreipolig|vierpolig|unipolar|bipolar|tripolar|tetrapolar|single pole|double pole|two pole|three pole|triple pole|four pole)\b/g;
const POLE_WORDS: Record<string, string> = Object.fromEntries(
  [
    ['1', 'unipolare,unipolaire,einpolig,unipolar,single pole'],
    ['2', 'bipolare,bipolaire,zweipolig,bipolar,double pole,two pole'],
    ['3', 'tripolare,tripolaire,dreipolig,tripolar,three pole,triple pole'],
    ['4', 'tetrapolare,tetrapolaire,vierpolig,tetrapolar,four pole'],
  ].flatMap(([count, words]) => (words ?? '').split(',').map((word) => [word, count ?? ''])),
);

/** Each word or letter for a thread's gender: inside (female) or outside (male). */
const END_GENDER: Record<string, 'f' | 'm'> = {
  ig: 'f',
  i: 'f',
  f: 'f',
  h: 'f',
  female: 'f',
  femelle: 'f',
  femmina: 'f',
  hembra: 'f',
  binnen: 'f',
  ag: 'm',
  a: 'm',
  m: 'm',
  male: 'm',
  maschio: 'm',
  macho: 'm',
  buiten: 'm',
};

function addValue(attributes: ProductAttributes, kind: AttributeKindValue, value: string): void {
  const list = attributes[kind] ?? [];
  if (!list.includes(value)) list.push(value);
  attributes[kind] = list;
}

/** A current in amperes as text, from amperes or milliamperes ('500', 'ma' → '0.5'). */
function amperes(raw: string, unit: string | undefined): string {
  return unit === 'ma'
    ? toNumberText(String(Number(raw.replace(',', '.')) / 1000))
    : toNumberText(raw);
}

function toNumberText(raw: string): string {
  const value = Number(raw.replace(',', '.'));
  if (!Number.isFinite(value)) return raw;
  return String(Math.round(value * 1000) / 1000);
}

function lengthToMm(value: string, unit: string | undefined): string {
  const number = Number(value.replace(',', '.'));
  if (!Number.isFinite(number)) return value;
  const factor = unit === 'cm' ? 10 : unit === 'm' ? 1000 : 1;
  return String(Math.round(number * factor * 1000) / 1000);
}

/**
 * A count of pieces in six languages: '10 pcs', '10 Stk', '10 st', '10 pz', '4 uds'; not the tail
 * of a code ('CLI-8PC').
 */
export const PIECE_COUNT =
  /(?<![a-z0-9./-])(\d{1,3}) ?(?:pcs|pieces|pces|stk|stck|stuck|stueck|st|stuks|pz|pezzi|uds|ud|unidades)\b\.?/g;

/**
 * Reads the identity-defining attributes out of free text in any of the six languages. The
 * returned tokens are language-neutral, so `Sechskantschraube M8 x 30 verzinkt` and
 * `hex bolt M8x30 zinc plated` share `thread:m8`, `length:30` and `coating:zinc`.
 */
export function extractAttributes(text: string): AttributeExtraction {
  const folded = withCableCores(foldText(text));
  const attributes: ProductAttributes = {};
  const consumed: Array<[number, number]> = [];
  const consume = (match: RegExpMatchArray): void => {
    const from = match.index ?? 0;
    consumed.push([from, from + match[0].length]);
  };
  const isConsumed = (index: number): boolean =>
    consumed.some(([from, to]) => index >= from && index < to);

  // A count of pieces is how many are ordered, or what a pack holds (the quantities read that):
  // it describes no product, so it is neither an attribute nor a residual word ('10 pz' is no
  // Pozidriv drive).
  for (const match of folded.matchAll(PIECE_COUNT)) consume(match);

  // Metric thread with optional length: M8x30, M8 x 30, M8*30, M 8 x 30, M10x1,25x40 (pitch).
  const threadPattern =
    /\bm ?(\d{1,2}(?:[.,]\d)?)(?![\d])(?:\s*[x×*]\s*(\d(?:[.,]\d{1,2})?)(?=\s*[x×*]))?(?:\s*[x×*]\s*(\d{1,4}(?:[.,]\d+)?)\s*(?:mm)?)?/g;
  for (let match = threadPattern.exec(folded); match; match = threadPattern.exec(folded)) {
    const diameter = match[1];
    if (!diameter) continue;
    addValue(attributes, AttributeKind.thread, `m${toNumberText(diameter)}`);
    if (match[3]) addValue(attributes, AttributeKind.length, toNumberText(match[3]));
    consume(match);
  }

  // A form letter may follow the number ('DIN 125-A', 'DIN125A').
  const normPattern =
    /\b(din en iso|din iso|din en|en iso|din|iso|en)\s*(?:-\s*)?(\d{1,5})(?:[a-z]\b|\b)/g;
  for (let match = normPattern.exec(folded); match; match = normPattern.exec(folded)) {
    const [, body, number] = match;
    if (!body || !number) continue;
    addValue(attributes, AttributeKind.norm, canonicalNorm(body, number));
    consume(match);
  }

  // Bearings: 6204-2RS, 6204 2RS1, 6204-ZZ, 6204 C3, 6204-2Z/C3, 32210, NU 206 ECP.
  const bearingPattern =
    /\b((?:nu|nj|nup|n|na|nk|hk|ucp|ucf|ucfl|uc)? ?\d{3,5})(?:[- /]?(2rs1|2rsh|2rsr|2rsl|2rs|rs1|rs|2rz|2z|zz|ddu|llu|z))?(?:[- /]?(c[2-5]))?\b/g;
  for (let match = bearingPattern.exec(folded); match; match = bearingPattern.exec(folded)) {
    const [whole, base, seal, clearance] = match;
    if (!base) continue;
    const compactBase = base.replace(/\s/g, '');
    const hasPrefix = /^[a-z]/.test(compactBase);
    const isDeepGroove = /^(?:6[0-4]\d{2}|16\d{3}|6[0-4]\d{3}|61[89]\d{2})$/.test(compactBase);
    const hasContext = BEARING_WORDS.test(folded);
    if (!(seal || clearance || hasPrefix || (isDeepGroove && hasContext))) continue;
    addValue(attributes, AttributeKind.bearing, compactBase);
    if (seal) addValue(attributes, AttributeKind.seal, SEAL_CANONICAL[seal] ?? seal);
    if (clearance) addValue(attributes, AttributeKind.clearance, clearance);
    if (whole) consume(match);
  }
  // Seals written apart from a bearing named by its sizes ('Rillenkugellager 30x62x16mm 2rs',
  // 'roulement 12x37x12 zz', 'bearing 25 x 47 x 12 mm rubber sealed').
  if (!attributes.seal && BEARING_WORDS.test(folded)) {
    const seal = SEAL_ALONE.exec(folded);
    const written = seal?.[1] ?? (seal ? '2rs' : undefined);
    if (written) addValue(attributes, AttributeKind.seal, SEAL_CANONICAL[written] ?? written);
  }
  // A bearing said to be open, without seals or shields ('6206 offen', 'roulement 6205 ouvert').
  if (attributes.bearing && !attributes.seal && OPEN_BEARING.test(folded))
    addValue(attributes, AttributeKind.seal, 'open');

  for (const [pattern, values] of MATERIAL_PATTERNS) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(folded); match; match = pattern.exec(folded)) {
      if (isConsumed(match.index)) continue;
      for (const value of values) {
        if (value.startsWith('alloy:')) addValue(attributes, AttributeKind.alloy, value.slice(6));
        else addValue(attributes, AttributeKind.material, value);
      }
      consume(match);
    }
  }
  for (const [pattern, values] of COATING_PATTERNS) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(folded); match; match = pattern.exec(folded)) {
      if (isConsumed(match.index)) continue;
      for (const value of values) addValue(attributes, AttributeKind.coating, value);
      consume(match);
    }
  }
  for (const [pattern, value] of COLOUR_PATTERNS) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(folded); match; match = pattern.exec(folded)) {
      if (isConsumed(match.index)) continue;
      addValue(attributes, AttributeKind.colour, value);
      consume(match);
    }
  }

  const holesPattern =
    /\b(\d{1,2})\s*(?:holes?|locher|loch|trous?|agujeros?|fori|foro|gaten|gat)\b/g;
  for (let match = holesPattern.exec(folded); match; match = holesPattern.exec(folded)) {
    if (!match[1] || isConsumed(match.index)) continue;
    addValue(attributes, AttributeKind.holes, match[1]);
    consume(match);
  }
  // `natural` is the plain finish of steel parts and the colour of uncoloured nylon.
  if (/\b(?:natural|naturel|naturale|natur)\b/.test(folded)) {
    addValue(attributes, AttributeKind.coating, 'plain');
  }

  // Switchgear: a breaker's characteristic and rating together ('C16', 'B10', 'S203-B16'), a
  // characteristic in words ('C-Kennlinie', 'courbe C'), a fuse's ('gG', 'träge', 'flink'), a
  // rated current or a setting range ('16 A', '3,5-5 A', but not '6 kA') and the poles ('3P',
  // '3-polig', '1P+N', 'tripolare').
  const plasticPipe = PLASTIC_PIPE_MATERIAL.test(folded);
  for (const match of folded.matchAll(BREAKER_RATING)) {
    const [, curve, rating] = match;
    if (!curve || !rating || !BREAKER_RATINGS.has(rating)) continue;
    if (isConsumed(match.index ?? 0)) continue;
    // 'd63' of a plastic pipe or fitting is its outside diameter (read below), not a D curve.
    if (curve === 'd' && plasticPipe) continue;
    addValue(attributes, AttributeKind.curve, curve);
    addValue(attributes, AttributeKind.current, rating);
    consume(match);
  }
  for (const [pattern, curve] of CURVE_WORDS) {
    const found = pattern.exec(folded);
    const value = found ? (curve ?? found[1]) : undefined;
    if (value) addValue(attributes, AttributeKind.curve, value);
  }
  for (const match of folded.matchAll(FUSE_RATING)) {
    const [, speed, inAmperes, ampere, inMilliamperes, milliampere] = match;
    const value = inAmperes ?? inMilliamperes;
    const unit = ampere ?? milliampere;
    if (!speed || !value || isConsumed(match.index ?? 0)) continue;
    addValue(attributes, AttributeKind.curve, FUSE_SPEED[speed] ?? speed);
    addValue(attributes, AttributeKind.current, amperes(value, unit));
    consume(match);
  }
  for (const match of folded.matchAll(CURRENT)) {
    const [, from, to, unit] = match;
    if (!from || isConsumed(match.index ?? 0)) continue;
    const value = to ? `${amperes(from, unit)}-${amperes(to, unit)}` : amperes(from, unit);
    addValue(attributes, AttributeKind.current, value);
  }
  for (const match of folded.matchAll(POLES)) {
    const count = match[1] ?? POLE_WORDS[match[3] ?? ''];
    if (count) addValue(attributes, AttributeKind.poles, match[2] ? `${count}n` : count);
  }

  const drivePattern = /\b(pz|ph|tx|torx|sl|t)\s?(\d{1,2})?\b(?!\s*[x×*,.]\s*\d|\s?m?a\b)/g;
  for (let match = drivePattern.exec(folded); match; match = drivePattern.exec(folded)) {
    const [, kind, size] = match;
    if (!kind || isConsumed(match.index)) continue;
    if (kind === 't' && !size) continue;
    const drive = kind === 'torx' || kind === 't' ? 'tx' : kind;
    addValue(attributes, AttributeKind.drive, size ? `${drive}${size}` : drive);
    consume(match);
  }

  // A size in millimetres or metres is no pipe thread: the 'G' of 'HSS-G 2,5 mm' is a grade.
  const pipeThreadPattern =
    /\b(g|r|rp|rc|npt|bsp|bspp|bspt)\s?(\d{1,2}\/\d{1,2}|\d \d\/\d|\d(?:[.,]\d)?)(?=\s|$|["a-z,;)])(?![.,]\d)(?!\s?(?:mm|cm|m)\b)/g;
  for (let match = pipeThreadPattern.exec(folded); match; match = pipeThreadPattern.exec(folded)) {
    const [, kind, size] = match;
    if (!kind || !size || isConsumed(match.index)) continue;
    addValue(
      attributes,
      AttributeKind.pipeThread,
      `${kind}${size.replace(',', '.').replace(' ', '+')}`,
    );
    consume(match);
  }

  // The threads of both ends ('IG/AG', 'F/F', 'male/female', 'H-H'), in either order.
  const endsPattern =
    /\b(ig|ag|i|a|f|m|h|female|male|femelle|femmina|maschio|hembra|macho|binnen|buiten)\s?[/-]\s?(ig|ag|i|a|f|m|h|female|male|femelle|femmina|maschio|hembra|macho|binnen|buiten)\b|\b(ff|fm|mf)\b/g;
  for (let match = endsPattern.exec(folded); match; match = endsPattern.exec(folded)) {
    const [, first, second, glued] = match;
    if (glued) {
      if (!isConsumed(match.index))
        addValue(attributes, AttributeKind.ends, glued === 'ff' ? 'ff' : 'fm');
      consume(match);
      continue;
    }
    const one = first ? END_GENDER[first] : undefined;
    const other = second ? END_GENDER[second] : undefined;
    if (!one || !other || isConsumed(match.index)) continue;
    addValue(attributes, AttributeKind.ends, [one, other].sort().join(''));
    consume(match);
  }

  // A pipe thread written after its size ('3/4 BSP', '1/4" gas', '1/2 BSPT', '3/8 NPT'): a
  // parallel one is G, a tapered one R.
  for (const match of folded.matchAll(THREAD_AFTER_SIZE)) {
    const [, size, kind] = match;
    if (!size || !kind || isConsumed(match.index ?? 0)) continue;
    const prefix = kind === 'bspt' ? 'r' : kind === 'npt' ? 'npt' : 'g';
    addValue(attributes, AttributeKind.pipeThread, `${prefix}${size.replace(' ', '+')}`);
    consume(match);
  }
  // A gauge's or a regulator's range ('0-6 bar', '0...25 bar', '0,5-10 bar').
  for (const match of folded.matchAll(PRESSURE_RANGE)) {
    const [, from, to] = match;
    if (from && to)
      addValue(attributes, AttributeKind.pressure, `${toNumberText(from)}-${toNumberText(to)}`);
  }

  const gradePattern =
    /\b(?:(?:kl(?:asse)?|classe?|clase|cl|grade|gr|festigkeit(?:sklasse)?)\.?\s*)?(4\.6|4\.8|5\.6|5\.8|6\.8|8\.8|10\.9|12\.9)\b(?!\s*(?:[x×*]|mm|\d))/g;
  for (let match = gradePattern.exec(folded); match; match = gradePattern.exec(folded)) {
    if (isConsumed(match.index)) continue;
    if (match[1]) addValue(attributes, AttributeKind.grade, match[1]);
    consume(match);
  }

  const diameterPattern =
    /(?:ø|⌀|\bdiam(?:eter|etre|etro)?\.?|\bdurchmesser|\bdn|\bd=|\bbore|\balesaggio|\balesage|\bng(?= ?\d))\s*(\d{1,4}(?:[.,]\d+)?)\s*(mm|cm)?/g;
  for (let match = diameterPattern.exec(folded); match; match = diameterPattern.exec(folded)) {
    if (match[1]) addValue(attributes, AttributeKind.diameter, lengthToMm(match[1], match[2]));
    consume(match);
  }
  if (plasticPipe) {
    for (const match of folded.matchAll(PLASTIC_PIPE_DIAMETER)) {
      if (!match[1] || isConsumed(match.index ?? 0)) continue;
      addValue(attributes, AttributeKind.diameter, match[1]);
      consume(match);
    }
  }
  // A cylinder's stroke after its bore ('Ø50 Hub 100', 'alesaggio 63 corsa 200'): its length.
  // Only beside a diameter: 'hub' and 'course' mean other things elsewhere ('USB hub 7').
  const strokePattern =
    /\b(?:stroke|hub|course|corsa|carrera|slag)\s*(?:[:=]\s*)?(\d{1,4})\s*(?:mm)?(?![\w.,-])/g;
  if (attributes.diameter) {
    for (let match = strokePattern.exec(folded); match; match = strokePattern.exec(folded)) {
      if (!match[1] || isConsumed(match.index)) continue;
      addValue(attributes, AttributeKind.length, match[1]);
      consume(match);
    }
  }

  // Two sizes in inches ('4" x 6"', '8.5 in x 11 in'): a dimension, as '4x6' is.
  const inchDimensionPattern =
    /(?<![\d.])(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:"|''|in\b\.?)\s*[x×]\s*(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:"|''|in\b\.?)?/g;
  for (
    let match = inchDimensionPattern.exec(folded);
    match;
    match = inchDimensionPattern.exec(folded)
  ) {
    if (!match[1] || !match[2] || isConsumed(match.index)) continue;
    addValue(
      attributes,
      AttributeKind.dimension,
      `${toNumberText(match[1])}x${toNumberText(match[2])}`,
    );
    consume(match);
  }

  const inchPattern =
    /(?<![\d/])(\d{1,2}\/\d{1,2}|\d{1,2}(?:[.,]\d{1,2})?)\s*(?:-\s*)?(?:"|''|zoll|inch|inches|in\.(?!\d)|pouce|pouces|pulgadas?|pollici|pollice|duim)/g;
  for (let match = inchPattern.exec(folded); match; match = inchPattern.exec(folded)) {
    if (isConsumed(match.index)) continue;
    if (match[1]) addValue(attributes, AttributeKind.diameter, `${match[1].replace(',', '.')}in`);
    consume(match);
  }

  // Conductor cross-section: 2,5 mm², 16 mm2 (NFKD turns ² into 2). `3x2,5 mm²` stays a dimension;
  // after a list's comma ('terminal, 4 mm²') it is a section.
  const sectionPattern =
    /(?<![\d.,x×*])(?<![x×*]\s)\b(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:mm2|qmm|mm\^2|sq ?mm)(?![a-z0-9])/g;
  for (let match = sectionPattern.exec(folded); match; match = sectionPattern.exec(folded)) {
    if (!match[1] || isConsumed(match.index)) continue;
    addValue(attributes, AttributeKind.section, toNumberText(match[1]));
    consume(match);
  }

  // Two or three dimensions: 125x22,23 (disc), 4,8x200 (cable tie), 20x47x14 (bearing size).
  const dimensionPattern = new RegExp(
    `\\b(\\d{1,4}(?:[.,]\\d+)?)\\s*(?:${UNIT_WORDS_LENGTH}\\s*)?[x×*]\\s*(\\d{1,4}(?:[.,]\\d+)?)(?:\\s*(?:${UNIT_WORDS_LENGTH}\\s*)?[x×*]\\s*(\\d{1,4}(?:[.,]\\d+)?))?\\s*(${UNIT_WORDS_LENGTH}|mm2|qmm)?\\b`,
    'g',
  );
  for (let match = dimensionPattern.exec(folded); match; match = dimensionPattern.exec(folded)) {
    if (isConsumed(match.index)) continue;
    const parts = [match[1], match[2], match[3]]
      .filter((part): part is string => part !== undefined)
      // A cable's cores and section ('5x6mm2') keep their numbers.
      .map((part) =>
        lengthToMm(part, match[4] === 'mm2' || match[4] === 'qmm' ? undefined : match[4]),
      );
    addValue(attributes, AttributeKind.dimension, parts.join('x'));
    consume(match);
  }

  // A single length with unit: 300 mm, 5 m, 100m (rolls, hoses, tapes).
  const singleLengthPattern =
    /\b(\d{1,5}(?:[.,]\d+)?)\s*(mm|cm|m|meter|metre|metres|meters|metri|metro|metros|mtr)\b(?!\s*[x×*])/g;
  for (
    let match = singleLengthPattern.exec(folded);
    match;
    match = singleLengthPattern.exec(folded)
  ) {
    if (!match[1] || !match[2]) continue;
    if (isConsumed(match.index)) continue;
    const unit = match[2].startsWith('m') && match[2] !== 'mm' ? 'm' : match[2];
    addValue(attributes, AttributeKind.length, lengthToMm(match[1], unit));
    consume(match);
  }

  // The grit after its word ('Korn 80', 'P120', 'K60') before the grit before it ('80 grit'): in
  // '125 Korn 80' the 125 is the disc's diameter.
  const gritPatterns = [
    /\b(?:(?:grit|korn(?:ung)?|grain|grano|grana|korrel)\s*(?:\.\s*)?|[pk])(\d{2,4})\b/g,
    /\b(\d{2,4})\s*(?:grit|korn)\b/g,
  ];
  for (const gritPattern of gritPatterns) {
    if (attributes.grit) break;
    for (let match = gritPattern.exec(folded); match; match = gritPattern.exec(folded)) {
      if (match[1]) addValue(attributes, AttributeKind.grit, match[1]);
      consume(match);
    }
  }

  const sizePattern =
    /\b(?:size|grosse|gr|taille|talla|taglia|maat|t)\s*(?:\.\s*)?(?:[:=]\s*)?(\d{1,2}(?:[.,]5)?|xxs|xs|s|m|l|xl|xxl|xxxl|2xl|3xl)\b(?! ?m?a\b)/g;
  for (let match = sizePattern.exec(folded); match; match = sizePattern.exec(folded)) {
    if (match[1]) addValue(attributes, AttributeKind.size, normaliseSize(match[1]));
    consume(match);
  }

  const volumePattern = /\b(\d{1,5}(?:[.,]\d+)?)\s*(ml|l|ltr|liter|litre|litro|litri|g|gr|kg)\b/g;
  for (let match = volumePattern.exec(folded); match; match = volumePattern.exec(folded)) {
    const [, value, unit] = match;
    if (!value || !unit) continue;
    const number = Number(value.replace(',', '.'));
    if (unit === 'g' || unit === 'gr' || unit === 'kg') {
      addValue(attributes, AttributeKind.weight, String(unit === 'kg' ? number * 1000 : number));
    } else {
      addValue(attributes, AttributeKind.volume, String(unit === 'ml' ? number : number * 1000));
    }
    consume(match);
  }

  const electricPattern = /\b(\d{1,5}(?:[.,]\d+)?)\s*(w|v|kw|ah)\b/g;
  for (let match = electricPattern.exec(folded); match; match = electricPattern.exec(folded)) {
    const [, value, unit] = match;
    if (!value || !unit) continue;
    const kind = unit === 'v' ? AttributeKind.voltage : AttributeKind.power;
    addValue(attributes, kind, `${toNumberText(value)}${unit}`);
    consume(match);
  }

  if (FASTENER_WORDS.test(folded) && !NOT_MACHINE_SCREW.test(folded))
    readFastenerSize(folded, attributes);

  const tokens: string[] = [];
  for (const [kind, values] of Object.entries(attributes)) {
    for (const value of values ?? []) tokens.push(`${kind}:${value}`);
  }
  // The thread+length pair is what distinguishes one fastener from its neighbours in a catalogue.
  const threads = attributes.thread ?? [];
  const lengths = attributes.length ?? [];
  if (threads.length === 1 && lengths.length === 1)
    tokens.push(`fastener:${threads[0]}x${lengths[0]}`);
  return { attributes, tokens, consumed };
}

/** A cable named as one, in the six languages and by its type ('NYM-J', 'H07RN-F'). */
export const CABLE_WORDS =
  /(?:leitung|kabel|cable|cavo|cabo|wire|\bnym|\bnyy|\bh0[357]|draad|snoer)/;
/** Cores and section written with a 'G' for the green-yellow core ('5G2,5'). */
const CORES_WITH_EARTH = /\b(\d{1,2})g(\d{1,3}(?:[.,]\d{1,2})?)\b/g;

/**
 * A cable's cores and section, however its type writes the earth core: '5G2,5' is '5x2,5' (the
 * same length of text, so that what is read keeps its place).
 */
function withCableCores(folded: string): string {
  return CABLE_WORDS.test(folded) ? folded.replace(CORES_WITH_EARTH, '$1x$2') : folded;
}

/** Words naming a screw or a bolt in the six languages ('Zyl.-Schr.', 'zeskantbout', 'vite TCEI'). */
const FASTENER_WORDS =
  /(?:schraube|schr\b|bout\b|bolt|screw|\bvite?\b|\bvis\b|tornillo|parafuso|schroef|inbus|\btcei\b|\btspei\b|\bbtr\b|\bisk\b)/;
/**
 * Screws whose 'd x l' is no metric thread (wood, chipboard and sheet-metal screws, 'ST4,8') and
 * anchors, which name a screw of their own.
 */
const NOT_MACHINE_SCREW =
  /(?:\bholz|spanplatten|\bbois\b|agglomere|\blegno\b|madera|aglomerado|\bhout\b|spaanplaat|tirafond|\bchapa\b|blech|\btole\b|lamiera|\bst ?\d|dubel|duebel|cheville|tassello|\btaco\b|\bplug\b|\banker\b|\banchor)/;
/** The metric threads of screws and bolts. */
const METRIC_THREADS = new Set([
  '2',
  '2.5',
  '3',
  '4',
  '5',
  '6',
  '8',
  '10',
  '12',
  '14',
  '16',
  '18',
  '20',
  '22',
  '24',
  '27',
  '30',
]);
/** A screw's length named by its word ('M8 Länge 20', 'lengte 16', 'L=30'). */
const FASTENER_LENGTH =
  /\b(?:lange|laenge|lengte|length|lunghezza|longitud|longueur|l ?=) ?(\d{1,3})\b/;

/**
 * A screw's thread and length as a buyer writes them without the 'M' ('bout 16x120', 'vite TCEI
 * 10x30'), and a length named by its word beside a thread ('M8 Länge 20'): read where the text
 * names a screw or a bolt, as the metric thread and length they are.
 */
function readFastenerSize(folded: string, attributes: ProductAttributes): void {
  if (!attributes.thread) {
    // One size only, read as thread x length.
    const [size, ...others] = attributes.dimension ?? [];
    const [thread, length] = size?.split('x') ?? [];
    if (others.length > 0 || !thread || !length) return;
    if (!METRIC_THREADS.has(thread) || Number(length) > 400) return;
    // The size stays a dimension too: a title in another language may not name the screw.
    addValue(attributes, AttributeKind.thread, `m${thread}`);
    addValue(attributes, AttributeKind.length, length);
    return;
  }
  if (attributes.length) return;
  const length = FASTENER_LENGTH.exec(folded)?.[1];
  if (length) addValue(attributes, AttributeKind.length, length);
}

function normaliseSize(raw: string): string {
  const value = raw.replace(',', '.');
  if (value === '2xl') return 'xxl';
  if (value === '3xl') return 'xxxl';
  return value;
}

/** What an attribute kind means for matching; every kind answers all four questions. */
interface AttributeKindTraits {
  /** Disagreement means "a different product", not "a vaguer description" (semantic re-rank). */
  identity: boolean;
  /** A disagreement costs a candidate much of its semantic score, not a little (search-index.ts). */
  strongConflict: boolean;
  /**
   * Candidates that differ here while the request says nothing about it are a choice only a person
   * or the customer's history can make (paths/semantic.ts).
   */
  underspecified: boolean;
  /** A conflict here keeps the customer's history from picking the candidate (paths/semantic.ts). */
  blocksHistory: boolean;
}

/**
 * The one table of attribute kinds and their traits. The order is the order in which the semantic
 * re-rank compares identity kinds, and so the order of conflicts and agreements in a rationale.
 */
const ATTRIBUTE_KIND_TRAITS: Record<AttributeKindValue, AttributeKindTraits> = {
  thread: { identity: true, strongConflict: true, underspecified: true, blocksHistory: true },
  length: { identity: true, strongConflict: true, underspecified: true, blocksHistory: true },
  norm: { identity: true, strongConflict: true, underspecified: false, blocksHistory: false },
  bearing: { identity: true, strongConflict: true, underspecified: true, blocksHistory: true },
  seal: { identity: true, strongConflict: false, underspecified: false, blocksHistory: false },
  clearance: { identity: true, strongConflict: false, underspecified: false, blocksHistory: false },
  grade: { identity: true, strongConflict: false, underspecified: true, blocksHistory: false },
  diameter: { identity: true, strongConflict: true, underspecified: true, blocksHistory: true },
  dimension: { identity: true, strongConflict: true, underspecified: true, blocksHistory: true },
  grit: { identity: true, strongConflict: true, underspecified: true, blocksHistory: true },
  size: { identity: true, strongConflict: true, underspecified: true, blocksHistory: true },
  volume: { identity: true, strongConflict: true, underspecified: true, blocksHistory: false },
  weight: { identity: true, strongConflict: true, underspecified: false, blocksHistory: false },
  power: { identity: true, strongConflict: true, underspecified: false, blocksHistory: false },
  voltage: { identity: true, strongConflict: true, underspecified: false, blocksHistory: false },
  material: { identity: true, strongConflict: true, underspecified: false, blocksHistory: false },
  coating: { identity: true, strongConflict: false, underspecified: false, blocksHistory: false },
  alloy: { identity: true, strongConflict: true, underspecified: true, blocksHistory: true },
  colour: { identity: true, strongConflict: false, underspecified: false, blocksHistory: false },
  drive: { identity: true, strongConflict: true, underspecified: false, blocksHistory: false },
  pipe_thread: { identity: true, strongConflict: true, underspecified: true, blocksHistory: false },
  holes: { identity: true, strongConflict: true, underspecified: false, blocksHistory: false },
  section: { identity: true, strongConflict: true, underspecified: true, blocksHistory: true },
  ends: { identity: true, strongConflict: true, underspecified: false, blocksHistory: false },
  current: { identity: true, strongConflict: true, underspecified: true, blocksHistory: false },
  curve: { identity: true, strongConflict: true, underspecified: false, blocksHistory: false },
  poles: { identity: true, strongConflict: true, underspecified: false, blocksHistory: false },
  pressure: { identity: true, strongConflict: true, underspecified: true, blocksHistory: false },
  /** A pack size is a question of units (unit-conversion.ts), not of which product. */
  pack_size: {
    identity: false,
    strongConflict: false,
    underspecified: false,
    blocksHistory: false,
  },
};

function kindsWith(trait: keyof AttributeKindTraits): AttributeKindValue[] {
  return (Object.keys(ATTRIBUTE_KIND_TRAITS) as AttributeKindValue[]).filter(
    (kind) => ATTRIBUTE_KIND_TRAITS[kind][trait],
  );
}

export const IDENTITY_KINDS: readonly AttributeKindValue[] = kindsWith('identity');
export const STRONG_CONFLICT_KINDS: ReadonlySet<AttributeKindValue> = new Set(
  kindsWith('strongConflict'),
);
export const UNDERSPECIFIED_KINDS: readonly AttributeKindValue[] = kindsWith('underspecified');
export const HISTORY_BLOCKING_KINDS: ReadonlySet<AttributeKindValue> = new Set(
  kindsWith('blocksHistory'),
);

// ---------------------------------------------------------------------------------------------
// Units

export const CanonicalUnit = {
  piece: 'pcs',
  box: 'box',
  pack: 'pack',
  metre: 'm',
  roll: 'roll',
  pair: 'pair',
  set: 'set',
  kilogram: 'kg',
  litre: 'l',
  carton: 'carton',
} as const;
export type CanonicalUnitValue = (typeof CanonicalUnit)[keyof typeof CanonicalUnit];

const UNIT_ALIASES: Record<string, CanonicalUnitValue> = {
  pcs: 'pcs',
  pc: 'pcs',
  piece: 'pcs',
  pieces: 'pcs',
  ea: 'pcs',
  each: 'pcs',
  unit: 'pcs',
  units: 'pcs',
  stk: 'pcs',
  stck: 'pcs',
  st: 'pcs',
  stuck: 'pcs',
  stueck: 'pcs',
  stuk: 'pcs',
  stuks: 'pcs',
  pce: 'pcs',
  pces: 'pcs',
  unite: 'pcs',
  unites: 'pcs',
  u: 'pcs',
  ud: 'pcs',
  uds: 'pcs',
  unidad: 'pcs',
  unidades: 'pcs',
  pz: 'pcs',
  pezzo: 'pcs',
  pezzi: 'pcs',
  pieza: 'pcs',
  piezas: 'pcs',
  box: 'box',
  boxes: 'box',
  bx: 'box',
  karton: 'box',
  kartons: 'box',
  schachtel: 'box',
  boite: 'box',
  boites: 'box',
  caja: 'box',
  cajas: 'box',
  scatola: 'box',
  scatole: 'box',
  doos: 'box',
  dozen: 'box',
  ctn: 'box',
  carton: 'box',
  cartons: 'box',
  pack: 'pack',
  packs: 'pack',
  pk: 'pack',
  pkg: 'pack',
  packung: 'pack',
  paket: 'pack',
  ve: 'pack',
  paquet: 'pack',
  paquete: 'pack',
  confezione: 'pack',
  conf: 'pack',
  pak: 'pack',
  pakket: 'pack',
  verpakking: 'pack',
  m: 'm',
  mtr: 'm',
  meter: 'm',
  meters: 'm',
  metre: 'm',
  metres: 'm',
  metro: 'm',
  metros: 'm',
  metri: 'm',
  lfm: 'm',
  lm: 'm',
  roll: 'roll',
  rolls: 'roll',
  rolle: 'roll',
  rollen: 'roll',
  rouleau: 'roll',
  rouleaux: 'roll',
  rollo: 'roll',
  rollos: 'roll',
  rotolo: 'roll',
  rotoli: 'roll',
  rol: 'roll',
  rollen_nl: 'roll',
  pair: 'pair',
  pairs: 'pair',
  pr: 'pair',
  paar: 'pair',
  paire: 'pair',
  paires: 'pair',
  par: 'pair',
  pares: 'pair',
  paio: 'pair',
  paia: 'pair',
  set: 'set',
  sets: 'set',
  satz: 'set',
  jeu: 'set',
  juego: 'set',
  kit: 'set',
  kg: 'kg',
  kilo: 'kg',
  l: 'l',
  ltr: 'l',
  liter: 'l',
  litre: 'l',
  litro: 'l',
  litri: 'l',
};

/** The canonical unit for a unit word in any of the six languages, or undefined if unknown. */
export function canonicalUnit(unit: string | null | undefined): CanonicalUnitValue | undefined {
  if (!unit) return undefined;
  const key = foldText(unit).replace(/[^a-z]/g, '');
  return UNIT_ALIASES[key];
}

export function isPackUnit(unit: CanonicalUnitValue | undefined): boolean {
  return (
    unit === 'box' || unit === 'pack' || unit === 'roll' || unit === 'carton' || unit === 'set'
  );
}

/**
 * The number of base units in one pack as written in a description: `box of 50`, `Karton à 50`,
 * `50er Pack`, `VE 100`, `boîte de 50`, `caja de 50`, `scatola da 50`, `doos van 50`,
 * `rolls of 100 m`, `Rolle à 50 m`.
 */
export function extractPackSize(text: string): number | undefined {
  const folded = foldText(text);
  const patterns = [
    /\b(?:box|pack|packet|carton|case|bag|roll|rolls|boxes|packs)\s+(?:of|with|a)\s+(\d{1,5})\b/,
    /\b(?:karton|packung|paket|schachtel|beutel|rolle|rollen|ve|pack|eimer)\s*(?:(?:a|à|zu|mit|je|von)\s*)?(\d{1,5})\b/,
    /\b(\d{1,5})\s*(?:er)[- ]?(?:pack|packung|karton|set)\b/,
    /\b(?:boite|boites|sachet|carton|rouleau|rouleaux|paquet|lot)\s+(?:de|a)\s+(\d{1,5})\b/,
    /\b(?:caja|cajas|paquete|bolsa|rollo|rollos|lote)\s+(?:de|con)\s+(\d{1,5})\b/,
    /\b(?:scatola|scatole|confezione|confezioni|rotolo|rotoli|sacchetto)\s+(?:da|di)\s+(\d{1,5})\b/,
    /\b(?:doos|dozen|pak|rol|rollen|zak|verpakking)\s+(?:van|a|met|à)\s+(\d{1,5})\b/,
    /\b(\d{1,5})\s*(?:stk|st|pcs|pieces|stuck|stueck|stuks|pz|pezzi|uds|unidades|pieces|pces)\.?\s*(?:\/|per|pro|je|par|por|per|a)\s*(?:box|karton|pack|packung|ve|boite|caja|scatola|doos|pak|carton)\b/,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(folded);
    const value = match?.[1] ? Number(match[1]) : Number.NaN;
    if (Number.isFinite(value) && value > 1) return value;
  }
  return undefined;
}
