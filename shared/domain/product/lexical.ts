/**
 * The vocabulary-free channels beside the lexicon:
 *
 * - a lexical index: every word and every character 4-gram of the folded text (across word
 *   boundaries, so that word order and joined spellings still count), weighted by the IDF learned
 *   from the tenant's own catalogue and compared by cosine. A word the lexicon does not know counts
 *   like any other;
 * - a model-number index: every alphanumeric token with digits of every catalogue field
 *   (description, other-language descriptions, mpn), normalised without separators, alone and
 *   joined with its neighbour ("KDL-40V4100" = "KDL40V4100" = "KDL 40V4100"), plus its loose form
 *   without a colour or region suffix ("/B", "-BK", a trailing "H"), which counts for less.
 *
 * Both are bounded: texts are cut before any regular expression, terms per text are capped, and a
 * query reads at most POSTING_BUDGET postings.
 */
import { LEXICON, namesOf } from './lexicon';
import { foldText } from './normalise';

const MAX_TEXT = 2_000;
const MAX_TERMS = 600;
const GRAM = 4;
const POSTING_BUDGET = 20_000;
const MAX_CODES = 40;
/** Codes shared by more products than this say nothing about which one is meant. */
const MAX_CODE_PRODUCTS = 50;

/**
 * Words retail titles write in full or cut short ('pro' and 'professional', 'std' and 'standard',
 * 'blk' and 'black'): each is read in one of its forms, so that both writings are one term.
 */
const SHORT_FORMS: ReadonlyMap<string, string> = new Map([
  ['professional', 'pro'],
  ['standard', 'std'],
  ['premium', 'prem'],
  ['upgrade', 'upg'],
  ['upgrad', 'upg'],
  ['upgr', 'upg'],
  ['deluxe', 'dlx'],
  ['version', 'v'],
  ['ver', 'v'],
  // Retail titles cut colours and states short.
  ['blk', 'black'],
  ['wht', 'white'],
  ['slv', 'silver'],
  ['slvr', 'silver'],
  ['blu', 'blue'],
  ['grn', 'green'],
  ['gry', 'grey'],
  ['gray', 'grey'],
  ['gld', 'gold'],
  ['pnk', 'pink'],
  ['ylw', 'yellow'],
  ['yel', 'yellow'],
  ['brn', 'brown'],
  ['prpl', 'purple'],
  ['cyn', 'cyan'],
  ['refurb', 'refurbished'],
  // Stainless steel as a finish ('S/S', 'SS').
  ['ss', 'stainless'],
  // A battery's size by its IEC or maker's designation ('LR6' is 'AA', 'PP3' is '9V').
  ['lr03', 'aaa'],
  ['mn2400', 'aaa'],
  ['lr6', 'aa'],
  ['mn1500', 'aa'],
  ['lr14', 'c'],
  ['mn1400', 'c'],
  ['lr20', 'd'],
  ['mn1300', 'd'],
  ['pp3', '9v'],
  ['6lr61', '9v'],
  ['6f22', '9v'],
  ['mn1604', '9v'],
  // A screen's resolution by its name or its pixels ('Full HD', '1920x1080', '1080p').
  ['1920x1080', 'fullhd'],
  ['1080p', 'fullhd'],
  ['fhd', 'fullhd'],
  ['2560x1440', 'qhd'],
  ['1440p', 'qhd'],
  ['wqhd', 'qhd'],
  ['3840x2160', '4k'],
  ['2160p', '4k'],
  ['uhd', '4k'],
  // A console cut short ('XB1', 'XONE', 'X360').
  ['xb1', 'xboxone'],
  ['xone', 'xboxone'],
  ['xbone', 'xboxone'],
  ['x360', 'xbox360'],
]);

/** Consoles by their generation after the maker's word ('PlayStation 4', 'Xbox One'). */
const PLAYSTATIONS: ReadonlyMap<string, string> = new Map(
  ['2', '3', '4', '5'].map((generation) => [generation, `ps${generation}`]),
);
const XBOXES: ReadonlyMap<string, string> = new Map([
  ['one', 'xboxone'],
  ['1', 'xboxone'],
  ['360', 'xbox360'],
]);
/** Two words one term stands for, after the first ('Full HD' → 'fullhd', 'Wi-Fi' → 'wifi'). */
const JOINED_PAIRS: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map([
  ['wi', new Map([['fi', 'wifi']])],
  ['full', new Map([['hd', 'fullhd']])],
  ['s', new Map([['s', 'stainless']])],
  ['ultra', new Map([['hd', '4k']])],
  // A console however written: 'PlayStation 4' and 'PS 4' are 'PS4', 'Xbox One' and 'XB1' one.
  ['playstation', PLAYSTATIONS],
  // Not 'PS 2', which is as often the PS/2 port of a keyboard or a KVM switch.
  ['ps', new Map([...PLAYSTATIONS].filter(([generation]) => generation !== '2'))],
  ['xbox', XBOXES],
  ['xb', XBOXES],
]);

/**
 * Lower case without accents; anything but letters and digits is a word boundary. A version is
 * one way however written ('v 17.0', 'v17', 'version 17' → 'v 17'), a decimal ending in '.0' is
 * its whole number, and 'Wi-Fi' is 'WiFi'.
 */
export function lexicalText(text: string): string {
  const folded = foldText(text.slice(0, MAX_TEXT));
  const words = folded
    .replace(/(\d)\.0+(?![\d.])/g, '$1')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ');
  const read: string[] = [];
  for (const word of words) {
    const short = SHORT_FORMS.get(word);
    if (short) {
      read.push(short);
      continue;
    }
    // 'v17' → 'v 17' (not 'v8' engines: one digit stays a name).
    if (word[0] === 'v' && /^v\d{2,4}$/.test(word)) {
      read.push('v', word.slice(1));
      continue;
    }
    // 'Wi-Fi' and 'Wi Fi' are 'WiFi', 'Full HD' is 'FHD'.
    const joined = JOINED_PAIRS.get(read[read.length - 1] ?? '')?.get(word);
    if (joined) {
      read[read.length - 1] = joined;
      continue;
    }
    read.push(word);
  }
  for (const size of screenClasses(folded)) read.push(size);
  return read.join(' ');
}

/** A size in inches as written: '24"', '23.8in', '27 inch', '32-Zoll', '55 pouces'. */
const INCH_SIZE =
  /(?<![\d.,])(\d{2}(?:[.,]\d{1,2})?) ?-?(?:"|''|\u201d|in\b|inch|zoll|pouces|pulgadas|pollici)/g;
const MAX_SCREEN_CLASSES = 4;

/**
 * A screen's size class ('inch24'): its size in inches to the nearest whole inch, from ten
 * inches, so that a buyer's '24"' and a maker's '23.8"' are one term.
 */
function screenClasses(folded: string): string[] {
  const classes = new Set<string>();
  for (const match of folded.matchAll(INCH_SIZE)) {
    if (classes.size >= MAX_SCREEN_CLASSES) break;
    const inches = Number((match[1] ?? '').replace(',', '.'));
    if (inches >= 10 && inches < 100) classes.add(`inch${Math.round(inches)}`);
  }
  return [...classes];
}

/** Words (`w:`) and character 4-grams of the text, each once. */
export function lexicalTerms(text: string): string[] {
  const normalised = lexicalText(text);
  if (!normalised) return [];
  const terms = new Set<string>();
  for (const word of normalised.split(' ')) {
    if (terms.size >= MAX_TERMS) break;
    terms.add(`w:${word}`);
  }
  const padded = ` ${normalised} `;
  for (let i = 0; i + GRAM <= padded.length && terms.size < MAX_TERMS; i++) {
    terms.add(padded.slice(i, i + GRAM));
  }
  return [...terms];
}

/**
 * Quantities with units say what a product is, not which model: they are attributes (a cross-
 * section '6mm2' and a pressure '10bar' too). So are ranges ('18-55mm' lenses, '32-46in' mounts).
 * A factor is a zoom ('10x', '1.5x') up to two digits; '1150X' is a model number.
 */
const MEASUREMENT =
  /^\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)?-?(?:gb|mb|tb|kb|mm2|qmm|mm|cm|m|bar|in|inch|ft|w|kw|wh|kwh|v|va|kva|mah|ah|nm|db|lm|hz|khz|mhz|ghz|lb|lbs|oz|g|kg|ml|l|p|pk|pc|pcs|ct|mp|fps|rpm|bit|gbps|mbps|s|ms|th|st|nd|rd)$|^\d{1,2}(?:\.\d+)?-?x$/;

/**
 * A small count joined to a word names how many of something a product has ('4-line', '5-port',
 * '12-cup', '2-pack', '3-in-1'): a feature many products share, not a model number.
 */
const COUNT_OF_THING = /^\d{1,2}-[a-z]{3,}$|^\d{1,3}-(?:in|en)-\d{1,3}$/;

const isCodeShaped = (key: string): boolean =>
  key.length >= 4 &&
  key.length <= 30 &&
  /\d/.test(key) &&
  (/[A-Z]/.test(key) ? key.length >= 4 : key.length >= 5);

const normaliseCode = (token: string): string => token.toUpperCase().replace(/[^A-Z0-9]+/g, '');

/**
 * The loose form of a code: without a trailing separated suffix of one to three letters
 * ("sf16n4/tqp", "kdl-40v4100/b", "ab123-bk") or one or two letters after its last digit
 * ("pslx350h"). Undefined when there is nothing to strip.
 */
function looseForm(token: string): string | undefined {
  if (token.length > 40) return undefined;
  const separator = Math.max(
    token.lastIndexOf('-'),
    token.lastIndexOf('/'),
    token.lastIndexOf('_'),
    token.lastIndexOf('.'),
  );
  if (separator > 0 && /^[a-z]{1,3}$/.test(token.slice(separator + 1))) {
    const key = normaliseCode(token.slice(0, separator));
    if (isCodeShaped(key)) return key;
  }
  let end = token.length;
  while (end > 0 && token.length - end < 2 && /[a-z]/.test(token[end - 1] ?? '')) end--;
  if (end < token.length && /\d/.test(token[end - 1] ?? '')) {
    const key = normaliseCode(token.slice(0, end));
    if (isCodeShaped(key)) return key;
  }
  return undefined;
}

const MIN_STEM = 6;

/**
 * The stems of a normalised code: each prefix that ends where a digit is followed by a letter and
 * keeps most of the code ("LN46A650A1F" → "LN46A650", "LN46A650A1"; "KDL40V4100" keeps no stem,
 * "KDL40" would be a series, not a model).
 */
function codeStems(key: string): string[] {
  const stems: string[] = [];
  for (let end = MIN_STEM; end < key.length; end++) {
    const before = key.charCodeAt(end - 1);
    const after = key.charCodeAt(end);
    const digitThenLetter = before >= 48 && before <= 57 && after >= 65 && after <= 90;
    if (digitThenLetter && end >= key.length * 0.6) stems.push(key.slice(0, end));
  }
  return stems;
}

const EDGE_PUNCTUATION = new Set(['-', '/', '_', '.', '#']);

/** Separators at either end of a token, trimmed without a regex (a long run stays linear). */
function trimPunctuation(token: string): string {
  let start = 0;
  let end = token.length;
  while (start < end && EDGE_PUNCTUATION.has(token[start] ?? '')) start++;
  while (end > start && EDGE_PUNCTUATION.has(token[end - 1] ?? '')) end--;
  return token.slice(start, end);
}

/**
 * Colours retail titles name that are none of the lexicon's: a maker's colour names, each a
 * colour of its own ('Midnight' is not 'Black': both are sold). Words that mean something else as
 * often ('rose', 'stone', 'steel', 'titanium', 'platinum') are left out.
 */
const RETAIL_COLOURS: ReadonlyArray<readonly [string, string]> = [
  'midnight starlight graphite obsidian charcoal navy beige cream ivory teal turquoise indigo',
  'lavender lilac coral champagne bronze copper fuchsia magenta burgundy maroon khaki mint jade',
  'slate aqua wine heather taupe espresso mocha onyx blush sage olive denim cyan stainless',
  // A doll's or a wig's hair.
  'blonde brunette auburn',
  // Several colours in one pack is no one colour of them ('Assorted Colors' against 'Red Ink').
  'assorted',
]
  .join(' ')
  .split(' ')
  .map((word) => [word, `color_${word}`] as const)
  .concat(
    // Undyed, as cable ties, tapes and tips are sold ('natur', 'naturfarben', 'naturel', 'natuur').
    'natural nature natur naturfarben naturel naturelle naturale natuur'
      .split(' ')
      .map((word) => [word, 'color_natural'] as const),
    // Clear, cut short as buyers write it ('transp.').
    [['transp', 'color_transparent'] as const],
  );

/** Each colour name of the six languages and the colour it names ('schwarz' → black). */
const COLOUR_OF: ReadonlyMap<string, string> = new Map([
  ...LEXICON.filter((concept) => concept.id.startsWith('color_')).flatMap((concept) =>
    namesOf(concept)
      .map((word) => foldText(word))
      .filter((word) => /^[a-z]{3,}$/.test(word))
      .map((word) => [word, concept.id] as const),
  ),
  ...RETAIL_COLOURS,
]);

/** Colour names of the six languages (the lexicon's colour concepts), longest first. */
const COLOUR_WORDS: readonly string[] = [
  ...new Set(
    LEXICON.filter((concept) => concept.id.startsWith('color_'))
      .flatMap(namesOf)
      .map((word) => foldText(word))
      .filter((word) => /^[a-z]{3,}$/.test(word)),
  ),
].sort((a, b) => b.length - a.length);

const MAX_GLUED_COLOURS = 5;

/** The colours a text's words name (lexical words, `lexicalText`). */
export function coloursOf(words: Iterable<string>): Set<string> {
  const colours = new Set<string>();
  for (const word of words) {
    const colour = COLOUR_OF.get(word);
    if (colour) colours.add(colour);
  }
  return colours;
}

/**
 * A colour written onto the end of a model number ("SD1100ISBLUE", "KDL46V5100BLACK") is also read
 * apart, the code without it and the colour as a word: catalogues write them apart, and the colour
 * is what tells the variants of one model from each other.
 */
export function withGluedColoursApart(text: string): string {
  const clipped = text.slice(0, MAX_TEXT);
  const apart: string[] = [];
  for (const token of foldText(clipped).split(/[^a-z0-9]+/)) {
    if (apart.length >= MAX_GLUED_COLOURS * 2) break;
    if (token.length < 7 || !/\d/.test(token)) continue;
    const colour = COLOUR_WORDS.find((word) => token.endsWith(word));
    if (!colour) continue;
    const code = token.slice(0, token.length - colour.length);
    if (/\d/.test(code) && isCodeShaped(normaliseCode(code))) apart.push(code, colour);
  }
  return apart.length > 0 ? `${clipped} ${apart.join(' ')}` : text;
}

export interface ModelCodes {
  /** Normalised codes as written (alone and joined with the next token). */
  exact: string[];
  /** Their loose forms (suffix stripped). */
  loose: string[];
  /** The exact codes written as one word (not joined from two). */
  words: string[];
  /**
   * Codes written in two to four pieces ('HYDAC 0160 R 010 BN4HC', 'LC1-D09 BD', 'DHP 485 Z',
   * 'SY 25 TF'), joined: they name a product only where the other side writes the same code, as
   * one word or in other pieces, so they count for hits and never make a line look code-led.
   */
  spaced: string[];
}

/** Standards name a kind of part, not a model ('DIN 933', 'ISO 4014', 'EN 853'). */
export const STANDARD_PREFIX =
  /^(?:din|iso|en|iec|nf|uni|une|bs|astm|ansi|sae|jis|vde|nen|cei|ral|ip|no|nr|art|ref|tel|fax|po|pos|item|size|gr|maat|taille|talla|taglia)$/;
/**
 * Short words that sit between numbers without being a code's letters ('set of 10', 'end', 'for',
 * '2 x 500', 'kit'), in the six languages.
 */
export const SHORT_WORDS =
  /^(?:of|to|in|on|at|by|for|and|the|set|end|kit|box|pcs|pc|pk|per|via|de|du|la|le|les|et|en|un|des|der|die|das|und|mit|von|zu|im|am|el|los|las|y|con|del|il|di|da|e|het|een|van|op|met|x|a|o|or|oder|ou|o)$/;
/** A thread or a size ('M8', 'M8x30', '25x52x15'): an attribute beside a code, not part of it. */
const THREAD_OR_SIZE = /^m\d+(?:x[\d.]+)?$|^\d+(?:[.,]\d+)?x\d/;
/** A piece of a code written apart: short, letters and digits (a hyphen or slash inside). */
const CODE_PIECE = /^[a-z0-9](?:[a-z0-9/-]{0,7})$/;
const MAX_SPACED_PIECES = 4;
const MAX_SPACED = 12;

/**
 * The codes a text writes in pieces: each run of two to four short pieces with three digits, or two
 * digits and three letters ('SY 25 TF').
 */
function spacedCodes(tokens: readonly string[], exact: ReadonlySet<string>): string[] {
  const spaced = new Set<string>();
  // A word of four letters or more ('office 2004', 'bolt') is a name or a word beside a code, and
  // a standard's name ('ISO', 'DIN') names a kind of part: neither is a piece of a code.
  const isPiece = (token: string | undefined): token is string =>
    token !== undefined &&
    CODE_PIECE.test(token) &&
    !/^[a-z]{4,}$/.test(token) &&
    !SHORT_WORDS.test(token) &&
    !STANDARD_PREFIX.test(token) &&
    !THREAD_OR_SIZE.test(token) &&
    !MEASUREMENT.test(token) &&
    !COUNT_OF_THING.test(token);
  for (let start = 0; start < tokens.length && spaced.size < MAX_SPACED; start++) {
    const first = tokens[start];
    // A year starts no code ('2004 pro', '2007 home'), nor does a standard's number ('DIN 933').
    const before = tokens[start - 1] ?? '';
    if (
      !isPiece(first) ||
      STANDARD_PREFIX.test(first) ||
      STANDARD_PREFIX.test(before) ||
      /^(?:19|20)\d\d$/.test(first)
    )
      continue;
    let joined = first;
    for (let length = 2; length <= MAX_SPACED_PIECES; length++) {
      const next = tokens[start + length - 1];
      // A number and its unit written apart ('500 gb', '2 x 500 gb') are a quantity.
      const previous = tokens[start + length - 2] ?? '';
      if (!isPiece(next) || MEASUREMENT.test(`${previous}${next}`)) break;
      joined += next;
      const key = normaliseCode(joined);
      const digits = key.length - key.replace(/\d/g, '').length;
      const letters = key.length - digits;
      // Numbers alone ('10 100 1000', '87 01 300') are as often a spec or a list as a code.
      const shaped = letters > 0 && (digits >= 3 || (digits === 2 && letters >= 3));
      if (shaped && isCodeShaped(key) && !exact.has(key)) spaced.add(key);
    }
  }
  return [...spaced];
}

/** Every model or part number in a free text. */
export function modelCodes(text: string): ModelCodes {
  const tokens = foldText(text.slice(0, MAX_TEXT))
    .split(/[\s,;:()[\]{}"'+*|!?]+/)
    .map(trimPunctuation)
    .filter(Boolean)
    .slice(0, 200);
  const exact = new Set<string>();
  const loose = new Set<string>();
  const words = new Set<string>();
  const addToken = (token: string, joined = false) => {
    if (MEASUREMENT.test(token) || COUNT_OF_THING.test(token)) return;
    const key = normaliseCode(token);
    if (!isCodeShaped(key)) return;
    exact.add(key);
    if (!joined) words.add(key);
    const stripped = looseForm(token);
    if (stripped && stripped !== key) loose.add(stripped);
  };
  tokens.forEach((token, position) => {
    if (exact.size >= MAX_CODES) return;
    addToken(token);
    const next = tokens[position + 1];
    // "KDL 40V4100": a letter prefix written apart from an alphanumeric code ("class 4" and
    // "version 2" are words with a number, not codes).
    if (
      next &&
      /^[a-z]{1,5}$/.test(token) &&
      /\d/.test(next) &&
      /[a-z]/.test(next) &&
      !MEASUREMENT.test(next) &&
      !COUNT_OF_THING.test(next)
    ) {
      addToken(`${token}${next}`, true);
    }
    // "SD1100 IS", "KDL40V4100 B": a code with its variant letters written apart (a thread
    // or a size is no code: "M8 de varias longitudes" names no "M8DE", "18-55mm VR" no
    // "1855MMVR").
    if (
      next &&
      /^[a-z]{1,2}$/.test(next) &&
      !MEASUREMENT.test(token) &&
      /^[a-z0-9][a-z0-9-]*$/.test(token) &&
      isCodeShaped(normaliseCode(token))
    ) {
      addToken(`${token}${next}`, true);
    }
  });
  // A code's stems count like its suffix variants ("LN46A650A1F" ~ "LN46A650").
  for (const key of exact) {
    if (loose.size >= MAX_CODES) break;
    for (const stem of codeStems(key)) loose.add(stem);
    // A maker's two-digit year or range prefix before the model number ('07KS65' for 'KS65').
    const unprefixed = /^\d{2}([A-Z]{2,}\d.*)$/.exec(key)?.[1];
    if (unprefixed && isCodeShaped(unprefixed)) loose.add(unprefixed);
  }
  for (const key of exact) loose.delete(key);
  return {
    exact: [...exact],
    loose: [...loose],
    words: [...words],
    spaced: spacedCodes(tokens, exact),
  };
}

export interface LexicalIndex {
  termIds: Map<string, number>;
  /** IDF of each term, learned from the catalogue. */
  termIdf: Float32Array;
  postingStart: Int32Array;
  postingDocs: Int32Array;
  /** Euclidean norm of each product's IDF vector. */
  docNorm: Float32Array;
  documentCount: number;
  /** Exact model codes → products. */
  codes: Map<string, number[]>;
  /** Exact and loose codes → products, for suffix variants. */
  looseCodes: Map<string, number[]>;
  /** Per-process scratch (not persisted). */
  scratch: Float32Array;
  touched: Int32Array;
}

function push(map: Map<string, number[]>, key: string, product: number): void {
  const list = map.get(key);
  if (!list) map.set(key, [product]);
  else if (list[list.length - 1] !== product) list.push(product);
}

/** Posting lists (documents per term, ascending) packed into two typed arrays. */
export function packPostings(termDocs: readonly (readonly number[])[]): {
  postingStart: Int32Array;
  postingDocs: Int32Array;
} {
  const termCount = termDocs.length;
  const postingStart = new Int32Array(termCount + 1);
  let total = 0;
  for (let term = 0; term < termCount; term++) {
    postingStart[term] = total;
    total += termDocs[term]?.length ?? 0;
  }
  postingStart[termCount] = total;
  const postingDocs = new Int32Array(total);
  for (let term = 0; term < termCount; term++) {
    postingDocs.set(termDocs[term] ?? [], postingStart[term] ?? 0);
  }
  return { postingStart, postingDocs };
}

/**
 * `texts[product]`: every text of that product (description, translations, mpn); `codes`, when
 * the caller already has them, the model codes of each of those texts (`modelCodes(text)`).
 */
export function buildLexicalIndex(
  texts: ReadonlyArray<readonly string[]>,
  codes?: ReadonlyArray<readonly ModelCodes[]>,
): LexicalIndex {
  const termIds = new Map<string, number>();
  const termDocs: number[][] = [];
  const exactCodes = new Map<string, number[]>();
  const looseCodes = new Map<string, number[]>();
  texts.forEach((fields, product) => {
    const seen = new Set<number>();
    fields.forEach((field, position) => {
      for (const term of lexicalTerms(field)) {
        let id = termIds.get(term);
        if (id === undefined) {
          id = termDocs.length;
          termIds.set(term, id);
          termDocs.push([]);
        }
        if (seen.has(id)) continue;
        seen.add(id);
        termDocs[id]?.push(product);
      }
      const found = codes?.[product]?.[position] ?? modelCodes(field);
      for (const code of [...found.exact, ...found.spaced]) {
        push(exactCodes, code, product);
        push(looseCodes, code, product);
      }
      for (const code of found.loose) push(looseCodes, code, product);
    });
  });
  const documentCount = texts.length;
  const termCount = termDocs.length;
  const { postingStart, postingDocs } = packPostings(termDocs);
  const termIdf = new Float32Array(termCount);
  const squared = new Float64Array(documentCount);
  for (let term = 0; term < termCount; term++) {
    const docs = termDocs[term] ?? [];
    const idf = inverseDocumentFrequency(docs.length, documentCount);
    termIdf[term] = idf;
    for (const doc of docs) squared[doc] = (squared[doc] ?? 0) + idf * idf;
    termDocs[term] = [];
  }
  const docNorm = new Float32Array(documentCount);
  squared.forEach((value, doc) => {
    docNorm[doc] = Math.sqrt(value);
  });
  return {
    termIds,
    termIdf,
    postingStart,
    postingDocs,
    docNorm,
    documentCount,
    codes: exactCodes,
    looseCodes,
    scratch: new Float32Array(documentCount),
    touched: new Int32Array(documentCount),
  };
}

export function inverseDocumentFrequency(frequency: number, documentCount: number): number {
  return Math.log((1 + documentCount) / (1 + frequency)) + 1;
}

export interface LexicalQuery {
  /** Term → IDF for the query's terms (unknown terms weigh the most). */
  terms: Array<{ id: number; idf: number }>;
  norm: number;
}

export function prepareLexicalQuery(index: LexicalIndex, text: string): LexicalQuery {
  const maxIdf = inverseDocumentFrequency(0, index.documentCount);
  let squared = 0;
  const terms: Array<{ id: number; idf: number }> = [];
  for (const term of lexicalTerms(text)) {
    const id = index.termIds.get(term);
    const idf = id === undefined ? maxIdf : (index.termIdf[id] ?? maxIdf);
    squared += idf * idf;
    if (id !== undefined) terms.push({ id, idf });
  }
  return { terms, norm: Math.sqrt(squared) };
}

/**
 * Cosine similarity of the query with every product sharing a term; the rarest terms first, and
 * terms whose postings would exceed the budget are left out (they are the commonest, and weigh
 * least).
 */
export function searchLexical(
  index: LexicalIndex,
  query: LexicalQuery,
  limit: number,
  isVisible?: (product: number) => boolean,
): Array<{ product: number; cosine: number }> {
  const { scratch, touched, postingStart, postingDocs, docNorm } = index;
  if (index.documentCount === 0 || query.norm === 0) return [];
  const ordered = [...query.terms].sort(
    (a, b) =>
      (postingStart[a.id + 1] ?? 0) -
      (postingStart[a.id] ?? 0) -
      ((postingStart[b.id + 1] ?? 0) - (postingStart[b.id] ?? 0)),
  );
  let touchedCount = 0;
  let budget = POSTING_BUDGET;
  for (const term of ordered) {
    const start = postingStart[term.id] ?? 0;
    const end = postingStart[term.id + 1] ?? 0;
    if (end - start > budget) break;
    budget -= end - start;
    const weight = term.idf * term.idf;
    for (let p = start; p < end; p++) {
      const doc = postingDocs[p] ?? 0;
      if (scratch[doc] === 0) touched[touchedCount++] = doc;
      scratch[doc] = (scratch[doc] ?? 0) + weight;
    }
  }
  const found: Array<{ product: number; cosine: number }> = [];
  let floor = 0;
  for (let i = 0; i < touchedCount; i++) {
    const doc = touched[i] ?? 0;
    const cosine = (scratch[doc] ?? 0) / (query.norm * (docNorm[doc] || 1));
    scratch[doc] = 0;
    if (found.length >= limit && cosine <= floor) continue;
    if (isVisible && !isVisible(doc)) continue;
    found.push({ product: doc, cosine });
    if (found.length >= limit * 4) {
      found.sort((a, b) => b.cosine - a.cosine || a.product - b.product);
      found.length = limit;
      floor = found[limit - 1]?.cosine ?? 0;
    }
  }
  found.sort((a, b) => b.cosine - a.cosine || a.product - b.product);
  return found.slice(0, limit);
}

/** Cosine of the query with one product (for candidates another channel found). */
export function lexicalCosine(index: LexicalIndex, query: LexicalQuery, product: number): number {
  const { postingStart, postingDocs } = index;
  let dot = 0;
  for (const term of query.terms) {
    let low = postingStart[term.id] ?? 0;
    let high = (postingStart[term.id + 1] ?? 0) - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const value = postingDocs[middle] ?? 0;
      if (value === product) {
        dot += term.idf * term.idf;
        break;
      }
      if (value < product) low = middle + 1;
      else high = middle - 1;
    }
  }
  return query.norm === 0 ? 0 : dot / (query.norm * (index.docNorm[product] || 1));
}

export interface CodeHit {
  product: number;
  /** 1 for a code written the same way, lower for a suffix variant; times its specificity. */
  strength: number;
  exact: boolean;
  /** The shared code (normalised) that gave the strength. */
  code: string;
}

/** A model number of letters and at least three digits, six characters or more ('XAV5001'). */
const OWN_MODEL_NUMBER = /^(?=[A-Z0-9]{6,}$)(?=(?:[A-Z]*\d){3})(?=\d*[A-Z])/;

/** Products sharing a model code with the query, with the strength of the best shared code. */
export function codeHits(index: LexicalIndex, codes: ModelCodes): Map<number, CodeHit> {
  const hits = new Map<number, CodeHit>();
  const record = (code: string, products: number[] | undefined, exact: boolean) => {
    if (!products || products.length > MAX_CODE_PRODUCTS) return;
    const strength = (exact ? 1 : 0.6) / Math.sqrt(products.length);
    for (const product of products) {
      const current = hits.get(product);
      if (!current || current.strength < strength)
        hits.set(product, { product, strength, exact, code });
    }
  };
  // A code inside a longer code the line writes as one word and a product carries is part of
  // that model's number ('XBR9' of 'KDL46XBR9'), its series, and names no product of its own.
  const found = codes.words.filter((code) => index.codes.has(code));
  // The codes the line writes as one word first: of two equally strong hits, the one recorded is
  // the code the line wrote, not a join of it with the word before ('card SDSDRH-008G-A11').
  const written = new Set(codes.words);
  for (const code of [...codes.words, ...codes.exact.filter((code) => !written.has(code))]) {
    if (found.some((longer) => longer.length > code.length && longer.includes(code))) continue;
    record(code, index.codes.get(code), true);
    record(code, index.looseCodes.get(code), false);
  }
  // A suffix stripped from the line's code names the product that carries the code without it, not
  // one carrying it with another suffix: 'NN-H765WF' (white) is another model than 'NNH765SF'
  // (stainless). On Walmart-Amazon 12 of 14 labelled pairs so related are non-matches.
  for (const code of codes.loose) record(code, index.codes.get(code), false);
  // A code written in pieces on either side is the product's where the other side writes the same
  // code, unless a code written as the line writes it already names a product exactly.
  if ([...hits.values()].some((hit) => hit.exact)) return hits;
  // Nor where the line writes a model number of its own as one word that no product carries and
  // that is no piece of the code in pieces ('Powerline AV 500 Adapter - XAV5001'): that code is
  // then its class or series ('KQ2H 10-03AS' is one code, '10-03AS' a piece of it).
  const ownModelUncarried = codes.words.some(
    (code) =>
      OWN_MODEL_NUMBER.test(code) &&
      !index.codes.has(code) &&
      !codes.spaced.some((spaced) => spaced.includes(code)),
  );
  if (ownModelUncarried) return hits;
  for (const code of codes.spaced) {
    if (found.some((longer) => longer.length > code.length && longer.includes(code))) continue;
    record(code, index.codes.get(code), true);
    // A code in pieces that names a product's code without its suffix ('DHR 242' for the
    // 'DHR242Z', its bare tool): that product's, as one word would be ('DHR242').
    record(code, index.looseCodes.get(code), false);
  }
  return hits;
}
