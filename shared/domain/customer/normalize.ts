/**
 * Text normalisation shared by the index and the matcher, so both sides fold names, streets and
 * codes identically: folded as everywhere (shared/domain/text/fold.ts: lower case, accents and ligatures
 * removed), German/Dutch transliterations (Müller = Mueller = Muller), dotted abbreviations
 * joined (S.p.A. = SpA = spa).
 */

import { foldText } from '#domain/text/fold';
import { ordinalInDigits } from '#domain/text/ordinals';
import {
  LEADING_LEGAL_FORM_TOKENS,
  LEADING_TITLES,
  LEGAL_FORM_TOKENS,
  legalTailStart,
  NAME_ABBREVIATIONS,
  NAME_STOP_TOKENS,
} from './legal-forms';

/** Umlaut transliterations collapse to the bare vowel, so 'mueller' and 'müller' meet at 'muller'. */
function collapseTransliteration(token: string): string {
  return token.length > 3 ? token.replace(/([aou])e/g, '$1') : token;
}

const LETTER_CONNECTORS = new Set(['and', 'und', 'et']);

const CONTRACTED_L = /([a-z])['’]l\b/g;
/** 'Co-op', 'Co-operative', 'Coop' and 'Cooperative' are one word. */
const CO_OPERATIVE = /\bco[- ]?op(?:erative)?\b/g;
/** 'AT&T', 'AB&C': initials either side of an ampersand are one word. */
const AMPERSAND_INITIALS = /\b([a-z]{1,2})&([a-z]{1,2})\b/g;
/**
 * Pieces of an abbreviation joined by full stops alone ('S.LU.', 'Sp.A.', 'Co.KG', 'E.ON'): one
 * word, as 'S.L.U.' is. One side is at most two letters, so 'Buy.com' stays two words; the
 * pieces make the whole run, so 'S.p.A.' and 'S.A. de C.V.' stay the letters joined anyway.
 */
const DOTTED_PIECES =
  /(?<![a-z0-9]\.)\b(?:([a-z])\.+([a-z]{2,3})|([a-z]{2,3})\.+([a-z]{1,2}))\b(?![.,]?[a-z0-9])/g;

/** English number words in order from their first value, ordinals after cardinals. */
const NUMBER_WORD_RUNS: ReadonlyArray<{
  first: number;
  step: number;
  ordinal: boolean;
  words: string;
}> = [
  { first: 1, step: 1, ordinal: false, words: 'one two three four five six seven eight nine' },
  {
    first: 10,
    step: 1,
    ordinal: false,
    words: 'ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen',
  },
  {
    first: 20,
    step: 10,
    ordinal: false,
    words: 'twenty thirty forty fifty sixty seventy eighty ninety',
  },
  {
    first: 1,
    step: 1,
    ordinal: true,
    words: 'first second third fourth fifth sixth seventh eighth ninth',
  },
  {
    first: 10,
    step: 1,
    ordinal: true,
    words:
      'tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth',
  },
  {
    first: 20,
    step: 10,
    ordinal: true,
    words: 'twentieth thirtieth fortieth fiftieth sixtieth seventieth eightieth ninetieth',
  },
];
const NUMBER_WORDS = new Map<string, { value: number; ordinal: boolean }>();
for (const { first, step, ordinal, words } of NUMBER_WORD_RUNS) {
  for (const [at, word] of words.split(' ').entries())
    NUMBER_WORDS.set(word, { value: first + at * step, ordinal });
}

const ordinalSuffix = (value: number): string => {
  if (value % 100 >= 11 && value % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][value % 10] ?? 'th';
};

/**
 * An ordinal or a number of two words written as the token its digits make ('Twenty-First' →
 * '21st', 'First' → '1st', 'Forty Two' → '42'), with how many words it took; undefined where
 * `words[at]` starts no such number.
 */
function numberWordsAt(
  words: readonly string[],
  at: number,
): { token: string; length: number } | undefined {
  const first = NUMBER_WORDS.get(words[at] ?? '');
  if (!first) return undefined;
  const next = NUMBER_WORDS.get(words[at + 1] ?? '');
  if (!first.ordinal && first.value >= 20 && next && next.value < 10) {
    const value = first.value + next.value;
    return { token: next.ordinal ? `${value}${ordinalSuffix(value)}` : String(value), length: 2 };
  }
  // A cardinal alone stays a word: 'Ten One Design' is also 'TOD', 'Phase One' also 'PhaseOne'.
  return first.ordinal
    ? { token: `${first.value}${ordinalSuffix(first.value)}`, length: 1 }
    : undefined;
}

/**
 * Tokens of a free text: alphanumeric runs, accent-folded; runs of single letters written with
 * dots or spaces ('S. p. A.', 'B.V.') are joined into one token; English ordinals and numbers of
 * two words are written in digits ('Twenty-First Century' = '21st Century'). `written`, when given,
 * receives each token before its umlaut transliteration collapsed, at the same position, so that
 * a caller needing both forms splits the text once.
 */
export function tokenize(text: string, maxTokens = 5_000, written?: string[]): string[] {
  // "Int'l", "Nat'l": a contraction's apostrophe is part of the word.
  const raw = foldText(text)
    .replace(CONTRACTED_L, '$1l')
    .replace(CO_OPERATIVE, 'cooperative')
    .replace(AMPERSAND_INITIALS, '$1$2')
    .replace(DOTTED_PIECES, (run, first, second, third, fourth) =>
      second === WEB_SUFFIX ? run : `${first ?? ''}${second ?? ''}${third ?? ''}${fourth ?? ''}`,
    )
    .split(/[^a-z0-9]+/);
  const tokens: string[] = [];
  let letters = '';
  const isLetter = (part: string | undefined) => part?.length === 1 && /[a-z]/.test(part);
  for (let at = 0; at < raw.length; at++) {
    const part = raw[at] ?? '';
    if (part.length === 0) continue;
    if (isLetter(part)) {
      letters += part;
      continue;
    }
    // 'M and R' is also written 'M & R' and 'M+R': a connector between single letters joins them.
    if (letters && LETTER_CONNECTORS.has(part) && isLetter(raw[at + 1])) continue;
    if (letters) {
      tokens.push(letters);
      written?.push(letters);
      letters = '';
    }
    const number = numberWordsAt(raw, at);
    if (number) {
      tokens.push(number.token);
      written?.push(number.token);
      at += number.length - 1;
    } else {
      tokens.push(collapseTransliteration(part));
      written?.push(part);
    }
    if (tokens.length >= maxTokens) return tokens;
  }
  if (letters) {
    tokens.push(letters);
    written?.push(letters);
  }
  return tokens;
}

/**
 * A word cut short to some of its letters, first letter kept and order too ('kgs' for 'kongens',
 * 'str' for 'strasse'), and shorter than it.
 */
export function contracts(short: string, word: string): boolean {
  if (short.length < 2 || short.length >= word.length || short[0] !== word[0]) return false;
  let at = 0;
  for (const letter of word) if (letter === short[at]) at++;
  return at >= short.length;
}

/** True when b is a one-letter insertion, deletion, substitution or adjacent swap of a. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const restA = endA - start;
  const restB = endB - start;
  if (restA <= 1 && restB <= 1) return true;
  return restA === 2 && restB === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
}

/** Written-out legal-form words long enough to be abbreviated or misspelt recognisably. */
const LONG_LEGAL_FORM_WORDS = [...LEGAL_FORM_TOKENS].filter((token) => token.length >= 6);

/**
 * Whether a word is a legal form as senders write it: the code or word itself, a written-out word
 * cut short ('Corporat.', 'Incorp.', 'Gesellsch.') or with one typo ('Compny', 'Limted'). Only
 * asked of words the book does not know, so a name word such as 'Cooper' is never taken for one.
 */
export function isLegalFormSpelling(token: string): boolean {
  if (LEGAL_FORM_TOKENS.has(token)) return true;
  if (token.length < 5) return false;
  return LONG_LEGAL_FORM_WORDS.some(
    (word) =>
      (word.length > token.length && word.startsWith(token)) ||
      (token.length >= 6 && withinOneEdit(token, word)),
  );
}

const SHORT_LEGAL_FORM_CODES = [...LEGAL_FORM_TOKENS].filter(
  (token) => token.length >= 3 && token.length <= 5,
);

/**
 * Whether the word ending a company line is a legal-form code with one typo ('S.puA.', 'Sna.s.',
 * 'P C L'): asked only of words the book does not know, and only at the line's end.
 */
export function isMisspeltLegalFormCode(token: string): boolean {
  if (token.length < 3 || token.length > 6 || /\d/.test(token)) return false;
  return SHORT_LEGAL_FORM_CODES.some((code) => withinOneEdit(token, code));
}

/** A name token in the form both sides are compared in: known abbreviations written out. */
export function canonicalNameToken(token: string): string {
  return NAME_ABBREVIATIONS[token] ?? token;
}

/** The words `canonicalNameToken` reads as this one ('industrie' for 'industries'). */
const WRITTEN_FORMS = new Map<string, string[]>();
for (const [written, canonical] of Object.entries(NAME_ABBREVIATIONS)) {
  WRITTEN_FORMS.set(canonical, [...(WRITTEN_FORMS.get(canonical) ?? []), written]);
}

export function writtenFormsOf(canonical: string): readonly string[] {
  return WRITTEN_FORMS.get(canonical) ?? [];
}

const isLeadingLegalOrConnector = (token: string) =>
  LEADING_LEGAL_FORM_TOKENS.has(token) || NAME_STOP_TOKENS.has(token);

/**
 * A name's tokens without its legal form and connectors. Legal forms are cut at the end ('Müller
 * GmbH & Co. KG'), and at the start only those written first ('UAB Baltic Tools', 'AB Volvo'):
 * elsewhere, a word that is also a legal-form code ('Vos Onderhoud', 'Schmidt SE Ost') stays.
 */
export function nameCoreTokens(tokens: readonly string[]): string[] {
  let start = 0;
  while (start < tokens.length && isLeadingLegalOrConnector(tokens[start] ?? '')) start++;
  const end = legalTailStart(tokens, start);
  // Titles before an owner's name ('Dipl.-Ing. H. Seidel Rohrleitungsbau', 'Cav. Pellegrini
  // Sollevamento'), where two words or more of the name follow ('ING Bank' keeps its 'ING').
  while (end - start > 2 && LEADING_TITLES.has(tokens[start] ?? '')) start++;
  return (
    tokens
      .slice(start, end)
      // A web address's 'com' after the name ('Amazon.com', 'Buy.com Inc') is not a name word.
      .filter(
        (token, at) =>
          (token.length >= 2 || SINGLE_DIGIT.test(token)) &&
          !NAME_STOP_TOKENS.has(token) &&
          token !== 'co' &&
          !(token === WEB_SUFFIX && at > 0),
      )
      .map(canonicalNameToken)
  );
}

/** A number of one digit is a name word ('3 Torri Meccanica'); a letter alone is none. */
const SINGLE_DIGIT = /^[1-9]$/;

/** The top-level domain senders write into their company's name. */
export const WEB_SUFFIX = 'com';

/**
 * Company-name tokens without legal forms and connectors, abbreviations written out, order-free
 * when compared as sets.
 */
export function companyNameTokens(name: string): string[] {
  return companyNameTokensOf(tokenize(name, 64));
}

/** `companyNameTokens` of a name already tokenised (`tokenize(name, 64)`). */
export function companyNameTokensOf(all: readonly string[]): string[] {
  const tokens = nameCoreTokens(all);
  // A name made only of legal words ('AG & Co') keeps its tokens so that it stays matchable.
  return tokens.length > 0 ? [...new Set(tokens)] : [...new Set(all)];
}

/** A bracketed aside of a name: '(New York City)', '[Hamburg]', '(UK)', '(EA)'. */
const BRACKETED_ASIDE = /\s*(?:\([^()[\]]{0,80}\)|\[[^()[\]]{0,80}\])/g;

/**
 * A department after a spaced dash ('Stad Mechelen – Technische Diensten', 'University of West
 * Riding - School of Engineering'): senders name the organisation and leave the department out.
 */
const DEPARTMENT_AFTER_DASH = /\s+[–—-]\s+[^–—()[\]]{1,80}$/u;

/**
 * The name without its bracketed asides and its department ('Lespinasse (New York City)' →
 * 'Lespinasse', 'Müller GmbH (Hamburg)' → 'Müller GmbH'), or undefined when it has none or is
 * nothing else. A book writes the place or the initials in brackets to tell its entries apart;
 * senders leave them out.
 */
export function withoutBracketedAside(name: string): string | undefined {
  const bounded = name.slice(0, 300);
  const stripped = bounded.replace(BRACKETED_ASIDE, '').replace(DEPARTMENT_AFTER_DASH, '').trim();
  return stripped !== bounded.trim() && /\p{L}/u.test(stripped) ? stripped : undefined;
}

/**
 * The names a registered name gives itself to trade under ('D. & M. Harrison Ltd trading as
 * Harrison Sheet Metal', 'Kurt Pfeiffer Handelsgesellschaft mbH handelnd als PROTEC Arbeitsschutz',
 * 'Maas Metaalhandel B.V. h.o.d.n. MetaalMaas'): the registered name and the trading name, each a
 * name of the customer's as its own people write it. None when the name says no such thing.
 */
export function tradingNames(name: string): string[] {
  const bounded = name.slice(0, 300);
  const at = TRADING_AS.exec(bounded);
  if (!at) return [];
  const registered = bounded.slice(0, at.index).trim();
  const trading = bounded.slice(at.index + at[0].length).trim();
  return [registered, trading].filter((part) => /\p{L}/u.test(part));
}

/** 'trading as', 't/a', 'handelnd als', 'h.o.d.n.', 'faisant commerce sous', 'd/b/a', … */
const TRADING_AS =
  /\s(?:trading as|t\/a|handelnd (?:als|unter)|h\.o\.d\.n\.|handelend onder de naam|faisant commerce sous(?: le nom)?|sous l'enseigne|d\/b\/a|d\.b\.a\.|dba|doing business as|operating as)\s/i;

/** A canonical key for exact name comparison: sorted distinctive tokens. */
export function companyNameKey(name: string): string {
  return [...companyNameTokens(name)].sort().join(' ');
}

const STREET_TYPE_TOKENS = new Set([
  'str',
  'strasse',
  'strase',
  'st',
  'street',
  'road',
  'rd',
  'avenue',
  // 'avenue' after the umlaut transliteration folded its 'ue'.
  'avenu',
  'ave',
  'av',
  'avda',
  'avenida',
  'rue',
  'ru',
  'via',
  'viale',
  'vle',
  'calle',
  'c',
  'cl',
  'plaza',
  'pza',
  'pl',
  'piazza',
  'corso',
  'cso',
  'straat',
  'stra',
  'laan',
  'weg',
  'gasse',
  'platz',
  'place',
  'boulevard',
  'bd',
  'blvd',
  'bvd',
  'chemin',
  'ch',
  'route',
  'rte',
  'allee',
  'lane',
  'ln',
  'drive',
  'dr',
  'de',
  'la',
  'le',
  'du',
  'des',
  'del',
  'della',
  'di',
  'van',
  'der',
  'den',
  'am',
  'an',
  'im',
  'zum',
  'zur',
  'carrer',
  'paseo',
  'po',
  'ring',
  'damm',
  'ufer',
]);

const STREET_SUFFIXES = [
  'strasse',
  'strase',
  'straat',
  'str',
  'gasse',
  'platz',
  'laan',
  // Written short on the compound ('Zuiderln.' for 'Zuiderlaan').
  'ln',
  'weg',
  // Danish, Swedish and Finnish compounds: 'Kvaglundvej', 'Storgatan', 'Hämeenkatu'.
  'vej',
  'gade',
  'gatan',
  'vagen',
  'katu',
];

/**
 * The street suffix a compound ends with ('Hauptstraße' → 'strasse'), provided at least three
 * letters stay before it ('Weg' alone is the street word, not a compound).
 */
function streetSuffixOf(token: string): string | undefined {
  return STREET_SUFFIXES.find(
    (suffix) => token.endsWith(suffix) && token.length - suffix.length >= 3,
  );
}

/**
 * Distinctive tokens of a street line: street-type words and abbreviations dropped
 * (Str./Straße, rue, via, calle, straat …), compound suffixes cut ('Hauptstraße' → 'haupt'),
 * the house number kept.
 */
export function streetKeyTokens(street: string, maxTokens = 32): string[] {
  return streetStems(tokenize(street, maxTokens));
}

function streetStems(tokens: readonly string[]): string[] {
  const result: string[] = [];
  for (const token of tokens) {
    if (STREET_TYPE_TOKENS.has(token)) continue;
    // Ordinal street names written out ('Fifth Avenue' = '5th Ave.').
    const ordinal = ordinalInDigits(token);
    if (ordinal) {
      result.push(ordinal);
      continue;
    }
    const suffix = streetSuffixOf(token);
    result.push(suffix ? token.slice(0, -suffix.length) : token);
  }
  return result;
}

const HOUSE_NUMBER = /^\d{1,5}[a-z]?$/;
const isStreetWord = (token: string) =>
  token.length >= 3 && /[a-z]/.test(token) && !HOUSE_NUMBER.test(token);

/**
 * House number + street word keys of a street line, whichever side the number is written on:
 * 'Siemensstraße 116' → '116 siemens', '67 N. Raymond Ave.' → '67 raymond', 'Via Roma, 100' →
 * '100 roma'. The same keys are read from free text around every number (`streetKeysInText`).
 */
export function streetNumberKeys(street: string): string[] {
  const tokens = streetKeyTokens(street);
  const numbers = tokens.filter((token) => HOUSE_NUMBER.test(token)).slice(0, 3);
  const words = [...tokens.filter(isStreetWord).slice(0, 4), ...joinedWords(tokens, 0, 8)];
  return numbers.flatMap((number) => words.map((word) => `${Number.parseInt(number, 10)} ${word}`));
}

const isWordPart = (token: string) => token.length >= 2 && /^[a-z]+$/.test(token);

/**
 * Two adjacent words of a street written as one ('North Point' = 'Northpoint', 'Peach Tree' =
 * 'Peachtree'), among the tokens from `from` to `to`: both sides add them, so either spelling meets.
 */
function joinedWords(tokens: readonly string[], from: number, to: number): string[] {
  const joined: string[] = [];
  for (let at = Math.max(0, from); at + 1 <= Math.min(tokens.length - 1, to); at++) {
    const first = tokens[at] ?? '';
    const second = tokens[at + 1] ?? '';
    if (isWordPart(first) && isWordPart(second)) joined.push(first + second);
  }
  return joined;
}

/** Street keys of a free text: each house-number-like token with the words up to three away. */
export function streetKeysInText(text: string, maxKeys = 2_000): Set<string> {
  return streetKeysInTokens(tokenize(text), maxKeys);
}

/** `streetKeysInText` of a text already split by `tokenize`. */
export function streetKeysInTokens(textTokens: readonly string[], maxKeys = 2_000): Set<string> {
  const tokens = streetStems(textTokens);
  const keys = new Set<string>();
  for (let at = 0; at < tokens.length && keys.size < maxKeys; at++) {
    const token = tokens[at] ?? '';
    if (!HOUSE_NUMBER.test(token)) continue;
    const number = Number.parseInt(token, 10);
    for (let near = Math.max(0, at - 3); near <= Math.min(tokens.length - 1, at + 3); near++) {
      const word = tokens[near] ?? '';
      if (isStreetWord(word)) keys.add(`${number} ${word}`);
    }
    for (const word of joinedWords(tokens, at - 3, at + 3)) keys.add(`${number} ${word}`);
  }
  return keys;
}

/** Street words written after the street's name ('Elm Street', 'Schleißheimer Straße'). */
const STREET_WORDS_AFTER: ReadonlySet<string> = new Set(
  'street st road rd avenue avenu ave boulevard blvd lane ln drive dr way place court ct square sq terrace strasse str straat weg gasse platz laan ring damm ufer'.split(
    ' ',
  ),
);
/** Street words written before the street's name ('rue du Commerce', 'Via dei Tribunali'). */
const STREET_WORDS_BEFORE: ReadonlySet<string> = new Set(
  'rue via viale calle avenida avda avenue avenu boulevard bd piazza plaza corso carrer paseo chemin'.split(
    ' ',
  ),
);
/** Words that end a street's name read backwards or forwards from its street word. */
const NOT_STREET_NAME: ReadonlySet<string> = new Set([
  ...NAME_STOP_TOKENS,
  ...'on in at from of to by near off am an auf im der op aan en sur a al alla nella dans'.split(
    ' ',
  ),
]);
const MAX_STREET_NAMES = 20;
const COMPASS: ReadonlySet<string> = new Set(
  'n north s south e east w west nord sud ost'.split(' '),
);

/**
 * The streets a text names without a house number ('from Lupo's on Elm Street', 'in der
 * Schleißheimer Straße', 'de la rue du Commerce', 'in de Weimarstraat'): each street's words, as
 * `streetKeyTokens` reads a street (street words left out, compounds cut, no compass word).
 */
export function streetNamesInTokens(tokens: readonly string[]): string[][] {
  const names: string[][] = [];
  const nameWord = (token: string | undefined): token is string =>
    token !== undefined &&
    /^[a-z][a-z0-9]*$/.test(token) &&
    token.length >= 2 &&
    !NOT_STREET_NAME.has(token) &&
    !STREET_WORDS_AFTER.has(token) &&
    !STREET_WORDS_BEFORE.has(token);
  const add = (words: string[]) => {
    const kept = words.filter((word) => !COMPASS.has(word));
    if (kept.length > 0 && names.length < MAX_STREET_NAMES) names.push(kept);
  };
  // A street written with a house number is read with it (`streetKeysInTokens`): another number
  // on the customer's street is another address.
  const numberAt = (at: number) => HOUSE_NUMBER.test(tokens[at] ?? '');
  tokens.forEach((token, at) => {
    const suffix = streetSuffixOf(token);
    if (suffix && !numberAt(at - 1) && !numberAt(at + 1)) add([token.slice(0, -suffix.length)]);
    if (STREET_WORDS_AFTER.has(token)) {
      const words: string[] = [];
      let back = at - 1;
      for (; back >= Math.max(0, at - 2) && nameWord(tokens[back]); back--)
        words.unshift(tokens[back] as string);
      if (!numberAt(back) && !numberAt(at + 1)) add(words);
    }
    if (STREET_WORDS_BEFORE.has(token)) {
      const words: string[] = [];
      let next = at + 1;
      // Particles between the street word and the name ('rue du Commerce', 'Via dei Tribunali').
      while (next < tokens.length && next <= at + 3 && NAME_STOP_TOKENS.has(tokens[next] ?? ''))
        next++;
      for (; next < tokens.length && words.length < 2 && nameWord(tokens[next]); next++)
        words.push(tokens[next] as string);
      if (!numberAt(at - 1) && !numberAt(next)) add(words);
    }
  });
  return names;
}

/** A street's own words: no street word, house number or compass word ('2340 N Clark St' → clark). */
export function streetNameWords(street: string): string[] {
  return streetKeyTokens(street).filter(
    (token) => !HOUSE_NUMBER.test(token) && !COMPASS.has(token),
  );
}

/** Whether a street's own words are all among the words of one street a text names. */
export function streetNamedWithoutNumber(
  own: readonly string[],
  named: readonly string[][],
): boolean {
  return own.length > 0 && named.some((words) => own.every((word) => words.includes(word)));
}

/** Street-type tokens that are articles, prepositions or too short to mark a street line. */
const NOT_STREET_LINE_WORDS = new Set(
  'c cl ch po ru pl de la le du des del della di van der den am an im zum zur'.split(' '),
);

/** Words that make a line a street line beside a house number ('Blvd.', 'Str.', 'Via', 'Way'). */
const STREET_LINE_WORDS: ReadonlySet<string> = new Set([
  ...[...STREET_TYPE_TOKENS].filter((token) => !NOT_STREET_LINE_WORDS.has(token)),
  ...'way parkway pkwy highway hwy court ct square sq terrace'.split(' '),
]);
const MAX_STREET_LINE = 80;

/** A piece of text holds a house number or a street word ('3rd St.', '804 Northpoint'). */
export function mentionsStreet(text: string): boolean {
  if (text.length > MAX_STREET_LINE) return false;
  return tokenize(text, 9).some(
    (token) => HOUSE_NUMBER.test(token) || STREET_LINE_WORDS.has(token),
  );
}

/** A line that begins as an item of a list ('- 240 mm² M12: 60 st.') is an order line. */
const LIST_MARKER = /^\s*[-–•*·]\s/;

/** Units of an order line ('240 mm²', '60 pcs'), which no street address holds. */
const ORDER_LINE_WORDS: ReadonlySet<string> = new Set(
  'mm mm2 cm cm2 kg kw pcs pc stk stuks pz pzs uds qty'.split(' '),
);

/**
 * Street keys of the lines that are a street address of their own: a house number first or last,
 * a street word ('Blvd.', 'Straße', 'Via', or a compound ending in one: 'Hafenstraße') and at most
 * eight words ('3000 W. Paradise Rd.', 'Hafenstraße 12', 'Via Roma, 100'). An order line ('20 x
 * Lager 6204') is not one. Such a line says where the sender is.
 */
export function streetLineKeys(lines: readonly string[], maxKeys = 50): Set<string> {
  const keys = new Set<string>();
  for (const line of lines) {
    if (line.length > MAX_STREET_LINE || keys.size >= maxKeys) continue;
    if (LIST_MARKER.test(line)) continue;
    const tokens = tokenize(line, 9);
    if (tokens.length < 2 || tokens.length > 8) continue;
    if (tokens.some((token) => ORDER_LINE_WORDS.has(token))) continue;
    const numbered =
      HOUSE_NUMBER.test(tokens[0] ?? '') || HOUSE_NUMBER.test(tokens[tokens.length - 1] ?? '');
    const streetWord = tokens.some(
      (token) => STREET_LINE_WORDS.has(token) || streetSuffixOf(token) !== undefined,
    );
    if (numbered && streetWord) for (const key of streetKeysInTokens(tokens)) keys.add(key);
  }
  return keys;
}

/** Text tokens (`tokenize`) with street suffixes cut the same way, so that they can be compared. */
export function addressTextTokens(textTokens: readonly string[]): Set<string> {
  const result = new Set<string>();
  for (const token of textTokens) {
    result.add(token);
    const ordinal = ordinalInDigits(token);
    if (ordinal) result.add(ordinal);
    const suffix = streetSuffixOf(token);
    if (suffix) result.add(token.slice(0, -suffix.length));
  }
  return result;
}

export function normalisePostalCode(code: string): string {
  return code
    .toUpperCase()
    .replace(/^[A-Z]{1,2}-(?=\d)/, '')
    .replace(/[^A-Z0-9]/g, '');
}

export function normaliseVatId(vat: string): string {
  return vat
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/^GR/, 'EL');
}

export function normaliseCustomerNumber(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at === -1 ? '' : normaliseDomain(email.slice(at + 1));
}

export function normaliseDomain(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/\.$/, '');
}

/** Registrable-looking parent domains: 'sales.acme.co.uk' → ['sales.acme.co.uk', 'acme.co.uk']. */
export function domainAndParents(domain: string): string[] {
  const parts = domain.split('.');
  const result: string[] = [];
  for (let start = 0; start < parts.length - 1; start++) {
    const candidate = parts.slice(start).join('.');
    const labels = parts.length - start;
    // Stop before bare second-level public suffixes such as 'co.uk' or 'com.au'.
    if (labels === 2 && /^(co|com|org|net|ac|gov)\./.test(candidate)) break;
    result.push(candidate);
  }
  return result;
}

const TLD_REGION: Record<string, string> = {
  uk: 'GB',
  gb: 'GB',
  el: 'GR',
};

/** Default phone region from a domain's country-code TLD ('acme.de' → 'DE'), if it has one. */
export function regionFromDomain(domain: string): string | undefined {
  const tld = domain.slice(domain.lastIndexOf('.') + 1).toLowerCase();
  if (tld.length !== 2) return undefined;
  return TLD_REGION[tld] ?? tld.toUpperCase();
}

/** Similarity in [0,1] from the Levenshtein distance, bounded for long strings. */
export function levenshteinRatio(a: string, b: string, maxLength = 128): number {
  const left = a.slice(0, maxLength);
  const right = b.slice(0, maxLength);
  if (left === right) return 1;
  if (left.length === 0 || right.length === 0) return 0;
  let previous = new Array<number>(right.length + 1);
  let current = new Array<number>(right.length + 1);
  for (let j = 0; j <= right.length; j++) previous[j] = j;
  for (let i = 1; i <= left.length; i++) {
    current[0] = i;
    for (let j = 1; j <= right.length; j++) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
    }
    [previous, current] = [current, previous];
  }
  return 1 - (previous[right.length] ?? 0) / Math.max(left.length, right.length);
}

/** Jaro-Winkler similarity, suited to short person-name tokens with typos and transpositions. */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const aMatched = new Array<boolean>(a.length).fill(false);
  const bMatched = new Array<boolean>(b.length).fill(false);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    const from = Math.max(0, i - window);
    const to = Math.min(b.length - 1, i + window);
    for (let j = from; j <= to; j++) {
      if (bMatched[j] || a[i] !== b[j]) continue;
      aMatched[i] = true;
      bMatched[j] = true;
      matches++;
      break;
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let k = 0;
  for (let i = 0; i < a.length; i++) {
    if (!aMatched[i]) continue;
    while (!bMatched[k]) k++;
    if (a[i] !== b[k]) transpositions++;
    k++;
  }
  const jaro =
    (matches / a.length + matches / b.length + (matches - transpositions / 2) / matches) / 3;
  let prefix = 0;
  while (prefix < 4 && a[prefix] === b[prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

const STOP_MARKED = /([a-z]{3,12})\./g;
/** A word contracted around a stop inside it ('Ind.li' for 'Industriali', 'F.lli' for 'Fratelli'). */
const STOP_INSIDE = /\b([a-z]{1,6})\.([a-z]{2,6})\b/g;

/**
 * Words of three to twelve letters written with a full stop after them ('Antriebst.', 'Ind.',
 * 'EQUIP.'): possible abbreviations, as `tokenize` writes them. Bounded by the caller's text.
 */
export function stopMarkedWords(text: string): Set<string> {
  const found = new Set<string>();
  const folded = foldText(text);
  for (const match of folded.matchAll(STOP_MARKED)) {
    if (found.size >= 200) break;
    // A word that is only the end of a longer one ('…strasse.') is no abbreviation.
    if (match.index > 0 && /[a-z0-9]/.test(folded[match.index - 1] ?? '')) continue;
    const word = tokenize(match[1] ?? '', 1)[0];
    if (word) found.add(word);
  }
  for (const match of folded.matchAll(STOP_INSIDE)) {
    if (found.size >= 200) break;
    const word = tokenize(`${match[1] ?? ''}${match[2] ?? ''}`, 1)[0];
    if (word) found.add(word);
  }
  return found;
}

/**
 * The numbers one to ten as the book's languages write them, by their digits: English, German,
 * French, Italian, Spanish, Portuguese, Dutch, Swedish, Danish and Norwegian, Polish, Czech.
 * Words that are also connectors ('en', 'e') or given names ('Otto') are left out.
 */
const NUMBER_NAMES: ReadonlyMap<string, readonly string[]> = new Map(
  [
    'one eins un uno una um een ett jeden jedna',
    'two zwei deux due dos dois twee tva to dwa dva',
    'three drei trois tre tres tres drie tri trzy',
    'four vier quatre quattro cuatro quatro fyra fire cztery ctyri',
    'five funf cinq cinque cinco vijf fem piec pet',
    'six sechs seis sei zes sex seks szesc sest',
    'seven sieben sept sette siete sete zeven sju syv siedem sedm',
    'eight acht huit ocho oito atta otte osiem osm',
    'nine neun neuf nove nueve negen nio ni dziewiec devet',
    'ten zehn dix dieci diez dez tien tio ti dziesiec deset',
  ].map((words, at) => [String(at + 1), [...new Set(words.split(' '))]] as const),
);
/** The value of each, in digits ('Monroe One BOCES' for 'Monroe 1 BOCES'). */
const NUMBER_VALUES: ReadonlyMap<string, string> = new Map(
  [...NUMBER_NAMES].flatMap(([digits, words]) => words.map((word) => [word, digits] as const)),
);

/** A name word written as a number, or a number written as a word: its value in digits. */
export const numberValue = (token: string): string | undefined =>
  NUMBER_NAMES.has(token) ? token : NUMBER_VALUES.get(token);
