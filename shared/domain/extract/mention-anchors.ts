/**
 * Where a quantity phrase anchors a mention: the context before it (sentence start, separator,
 * joiner, request verb), what may follow it (a measure, a date, an address, a company figure are
 * not counts), trailing quantities ("SKF 6205-2RS, 40 pieces"), pack sizes and the conflicts
 * between a leading and a trailing quantity of one item.
 */

import {
  conjunctionEndsAt,
  conjunctionLengthAt,
  hasDigit,
  isCode,
  isPunct,
  isRate,
  isWord,
  looksLikePartNumber,
  type Token,
  unitOf,
} from './mention-tokens';
import { MentionShape } from './mention-types';
import {
  APPROXIMATE_COUNT_NOUNS,
  ARTICLES,
  CHANGE_WORDS,
  CONJUNCTIONS,
  CONTAINER_UNITS,
  COUNT_INTRODUCERS,
  DIMENSION_WORDS,
  FIGURE_NOUNS,
  IDENTIFIER_BEFORE,
  MONTHS,
  NON_COUNT_FOLLOWERS,
  OF_WORDS,
  QUANTITY_LABELS,
  RANGE_JOINERS,
  REPLACED_ARTICLES,
  REPLACED_BEFORE,
  SEPARATORS,
  STREET_NAME_ENDINGS,
  STREET_WORDS,
  TRAILING_FILLER,
  VERB_USE_BEFORE,
  WISH_INTRODUCERS,
} from './mention-vocabulary';
import { type QuantityPhrase, skipAlternative, skipPackPhrase } from './quantity-phrase';
import { COUNTABLE_UNITS } from './units';

/** Index after a bounded parenthesised group starting at index, or the same index. */
function skipParenthesis(tokens: readonly Token[], index: number): number {
  if (tokens[index]?.text !== '(') return index;
  for (let cursor = index + 1; cursor < Math.min(tokens.length, index + 25); cursor += 1) {
    if (tokens[cursor]?.text === ')') return cursor + 1;
  }
  return index;
}

/** True when a mention may end at index: the segment's end, a comma, a bracket or a joiner. */
export function isBoundary(tokens: readonly Token[], index: number, segmentEnd: number): boolean {
  if (index >= segmentEnd) return true;
  const token = tokens[index];
  if (!token) return true;
  if ([',', ';', ')', ']', '.', '!', '?', ':', '–', '—', '→', '-'].includes(token.text))
    return true;
  const length = conjunctionLengthAt(tokens, index);
  if (length === 0) return false;
  // "… 100 paires en taille 8": a joiner ends a mention only before something new.
  const after = tokens[index + length];
  return !after || !(isWord(after) && /^\p{Ll}/u.test(after.text) && !ARTICLES.has(after.lower));
}

/** The words before index say the number is the count an order had, not the one it needs. */
function replacedBefore(tokens: readonly Token[], index: number): boolean {
  const end = REPLACED_ARTICLES.has(tokens[index - 1]?.lower ?? '') ? index - 1 : index;
  return REPLACED_BEFORE.some(
    (phrase) =>
      end - phrase.length >= 0 &&
      phrase.every((word, offset) => tokens[end - phrase.length + offset]?.lower === word),
  );
}

/** The word before index names a thing the number identifies ("order 4711", "Linie 4"). */
function identifierBefore(tokens: readonly Token[], index: number): boolean {
  const previous = tokens[index - 1]?.lower ?? '';
  if (!IDENTIFIER_BEFORE.has(previous)) return false;
  return !VERB_USE_BEFORE[previous]?.has(tokens[index - 2]?.lower ?? '');
}

/** A number here starts a mention: the sentence starts, a separator, a joiner or a verb precede it. */
export function leadingContext(
  tokens: readonly Token[],
  index: number,
  segmentStart: number,
  phrase: QuantityPhrase,
): boolean {
  if (index === segmentStart) return true;
  // "bei Ihnen 6 Kart. Langmutter": a counted unit makes a capitalised word before it harmless
  // (German capitalises pronouns and nouns); a measure there is a product's size ("Straw 450 ml").
  const countedUnit = phrase.unit !== null && COUNTABLE_UNITS.has(phrase.unit);
  const countedUnitFollows = countedUnit && !isCode(tokens[index - 1]);
  const previous = tokens[index - 1];
  if (!previous) return true;
  if (replacedBefore(tokens, index)) return false;
  if (/^[x×*=/]$/i.test(previous.text)) return false;
  if (SEPARATORS.has(previous.text)) return true;
  // "4 Stk Kugellager 6205 + 4 Stk 6206": a plus joins counts in units ("1 + 1 extension" none).
  if (previous.text === '+' && countedUnit) return true;
  if (identifierBefore(tokens, index)) return false;
  // "Schweißelektroden E 6013", "Stahl S 235": a capital letter alone names the grade's number.
  // ("Y un bote", "E 4 cuscinetti" open a sentence with a joiner).
  if (
    /^\p{Lu}$/u.test(previous.text) &&
    phrase.unit === null &&
    index - 1 > segmentStart &&
    isWord(tokens[index - 2])
  )
    return false;
  if (conjunctionEndsAt(tokens, index - 1)) return true;
  if (!isWord(previous) || hasDigit(previous.text)) return false;
  if (unitOf(previous) && !CONJUNCTIONS.has(previous.lower)) return false;
  // "Cable tie 200 x 4.8 mm": a product's dimensions, unless a request word counts them ("quote
  // 2 x 10 mm drill bits").
  if (phrase.times && sizeFollows(tokens, phrase.end) && !COUNT_INTRODUCERS.has(previous.lower))
    return false;
  // A capital inside a sentence is a brand or a model ("Cobra 87", "Presse 4"); at its start a word.
  const capital = /^\p{Lu}/u.test(previous.text);
  return !capital || index - 1 === segmentStart || countedUnitFollows;
}

/** A number in millimetres, centimetres or inches: the other side of a dimension. */
function sizeFollows(tokens: readonly Token[], index: number): boolean {
  return (
    /^\d/.test(tokens[index]?.text ?? '') &&
    ['mm', 'cm', 'in', '"', 'inch'].includes(tokens[index + 1]?.lower ?? '')
  );
}

/** "…, 28646 Bremen", "…, 5044 PY Tilburg": a postcode closing an address. */
function looksLikePostcode(tokens: readonly Token[], phrase: QuantityPhrase): boolean {
  const token = tokens[phrase.start];
  const next = tokens[phrase.end];
  if (!token || !next || !/^\d{4,5}$/.test(token.text)) return false;
  if (tokens[phrase.start - 1]?.text !== ',' || !/^\p{Lu}/u.test(next.text)) return false;
  const rest = tokens.slice(phrase.end + 1, phrase.end + 4);
  return rest.length <= 2 || rest.some((later) => isPunct(later));
}

/**
 * A house number before a street's name: one or two capitalised words, then a capitalised word
 * that only streets end on ('42 Canal Road', '7 Rudolf Diesel Straße', '15 Piazza …' is caught
 * before). Words that also name products ('Ring', 'Way') do not count here.
 */
function streetNamedAhead(tokens: readonly Token[], from: number): boolean {
  for (let offset = 0; offset < 3; offset++) {
    const token = tokens[from + offset];
    if (!token || !/^\p{Lu}[\p{L}'’-]*$/u.test(token.text)) return false;
    if (offset > 0 && STREET_NAME_ENDINGS.has(token.lower)) return true;
  }
  return false;
}

/** A bare number or a number word needs more than a lowercase word before it. */
export function strongLeadingContext(
  tokens: readonly Token[],
  index: number,
  segmentStart: number,
): boolean {
  if (index === segmentStart) return true;
  const previous = tokens[index - 1];
  if (!previous) return true;
  const wordNumber = !/^\d/.test(tokens[index]?.text ?? '');
  if (wordNumber && previous.text === '(') return false;
  if (SEPARATORS.has(previous.text) && previous.text !== '/' && previous.text !== '=') return true;
  if (conjunctionEndsAt(tokens, index - 1)) return true;
  // A wish, or "order" used as a verb, makes a count only of a part named by its code.
  if (WISH_INTRODUCERS.has(previous.lower) || VERB_USE_BEFORE[previous.lower]) {
    if (identifierBefore(tokens, index)) return false;
    const stop = nextStop(tokens, index + 1, tokens.length);
    // "gern 500 Aderendhülsen 1,5 mm² (Weidmüller H1,5/14 D)": a size, or a code in the
    // brackets right after the item, names a part too.
    return (
      namesCode(tokens, index + 1, stop) ||
      namesSize(tokens, index + 1, stop) ||
      (tokens[stop]?.text === '(' && namesCode(tokens, stop + 1, skipParenthesis(tokens, stop)))
    );
  }
  if (COUNT_INTRODUCERS.has(previous.lower)) return true;
  // "Merci de nous coter 20 relais …": a lower-case verb, then a lower-case noun — not the
  // closing verb of a Dutch or German request ("… 20 lagers 6205 leveren").
  const next = tokens[index + 1];
  // "merci d'ajouter 6 cartouches": the elided article or pronoun goes ("d'", "l'", "m'").
  const verb = previous.text.replace(/^(?:d|l|m|n|s|t|qu)['’](?=\p{L})/u, '');
  return (
    /^\p{Ll}{3,}$/u.test(verb) &&
    !identifierBefore(tokens, index) &&
    !unitOf(previous) &&
    (/^\d+$/.test(tokens[index]?.text ?? '') || APPROXIMATE_COUNT_NOUNS.has(next?.lower ?? '')) &&
    next !== undefined &&
    /^\p{Ll}{3,}/u.test(next.text) &&
    !unitOf(next) &&
    !TRAILING_FILLER.test(` ${next.text}`)
  );
}

/** Index of the next comma, bracket or full stop after index (at most eight tokens on). */
export function nextStop(tokens: readonly Token[], index: number, segmentEnd: number): number {
  const limit = Math.min(segmentEnd, index + 8);
  for (let cursor = index; cursor < limit; cursor += 1) {
    if ([',', ')', '(', '.', ';', ':'].includes(tokens[cursor]?.text ?? '')) return cursor;
  }
  return limit;
}

/** A part is named by a code: a word with a digit ("M8x30", "6205-2RS", "DN25"). */
function namesCode(tokens: readonly Token[], from: number, to: number): boolean {
  for (let index = from; index < to; index += 1) {
    const token = tokens[index];
    if (token && isWord(token) && hasDigit(token.text)) return true;
    if (token && looksLikePartNumber(token.text)) return true;
  }
  return false;
}

/** A number and a measure's symbol ('1,5 mm²', '24 V', '10 bar'): the size of a part. */
function namesSize(tokens: readonly Token[], from: number, to: number): boolean {
  for (let index = from + 1; index < to; index += 1) {
    const symbol = tokens[index]?.lower ?? '';
    if (/^\d/.test(tokens[index - 1]?.text ?? '') && SIZE_SYMBOLS.has(symbol)) return true;
  }
  return false;
}
const SIZE_SYMBOLS = new Set([
  'mm',
  'mm²',
  'mm2',
  'cm',
  'v',
  'kv',
  'a',
  'w',
  'kw',
  'bar',
  'nm',
  'µm',
]);

/** A product is named: a capital inside the text or a token with a digit ("une pince Knipex"). */
export function namesProduct(tokens: readonly Token[], from: number, to: number): boolean {
  for (let index = from; index < to; index += 1) {
    const token = tokens[index];
    if (token && (looksLikePartNumber(token.text) || /^(?:\p{Lu}|\d+\p{L})/u.test(token.text))) {
      return true;
    }
  }
  return false;
}

/** The token after the phrase leaves it a count (not a measure, date, street, postcode or year). */
export function followerAllowsCount(tokens: readonly Token[], phrase: QuantityPhrase): boolean {
  const next = tokens[phrase.end];
  if (isDimension(tokens, phrase)) return false;
  // "50 m3/h", "1500 U/min", "20 l/min": a rate is a rating of the item, not a quantity.
  if (next && isRate(next.text)) return false;
  if (phrase.unit || phrase.times || phrase.vague || phrase.measure) {
    return !(next && NON_COUNT_FOLLOWERS.has(next.lower) && !phrase.unit);
  }
  if (!next) return phrase.approx || phrase.high !== null;
  if (NON_COUNT_FOLLOWERS.has(next.lower) || MONTHS.has(next.lower)) return false;
  if (STREET_WORDS.has(next.lower) || FIGURE_NOUNS.has(next.lower)) return false;
  if (streetNamedAhead(tokens, phrase.end)) return false;
  if (looksLikePostcode(tokens, phrase)) return false;
  // "acero 8.8", "70662 Stuttgart": decimals and postcodes are not counts without a unit.
  if (phrase.value !== null && (!Number.isInteger(phrase.value) || phrase.value > 9_999))
    return false;
  if (next.text === '.' && MONTHS.has(tokens[phrase.end + 1]?.lower ?? '')) return false;
  if (OF_WORDS.has(next.lower) && MONTHS.has(tokens[phrase.end + 1]?.lower ?? '')) return false;
  // A year is not a count.
  const token = tokens[phrase.start];
  if (token && /^(?:19|20)\d{2}$/.test(token.text)) return false;
  if (isWord(next)) return true;
  return phrase.approx || phrase.high !== null;
}

/** Pieces cut to a length ("in 5 m lengths", "6-m-Stangen"): a measure before them sizes each. */
const PIECE_LENGTHS: ReadonlySet<string> = new Set(
  'lengths längen stangen lengtes tramos barres barras barre'.split(' '),
);

/** A measure followed by a dimension word ("1.5 m long", "2 m lang"): a size, not a quantity. */
function isDimension(tokens: readonly Token[], phrase: QuantityPhrase): boolean {
  const unit = phrase.unit;
  if (unit === null || COUNTABLE_UNITS.has(unit) || phrase.times) return false;
  return DIMENSION_WORDS.has(tokens[phrase.end]?.lower ?? '');
}

export interface Anchor {
  phrase: QuantityPhrase;
  shape: MentionShape;
  /** Token index where the mention's own tokens end (after a count noun or pack phrase). */
  end: number;
  /** Count noun right after the number in a trailing quantity ("– 12 cans"). */
  noun: Token | null;
  /** A list's count after the item's description ("… ZZ: 50"), not a size inside it. */
  listCount?: boolean;
  /** Where the description before a trailing quantity ends, when a label stands between. */
  descriptionEnd?: number;
}

const PER_WORDS = new Set(['per', 'pro', 'par', 'por', 'je']);

/** "6 bidons de 5 l", "3 Kanister à 20 l", "2 matasse da 100 m": the content of each container. */
export function isPackSize(
  tokens: readonly Token[],
  phrase: QuantityPhrase,
  last: Anchor | undefined,
): boolean {
  // "(1 kg per doos)", "100 Stück pro Karton", "50 pièces par boîte": what each holds.
  const holder = unitOf(tokens[phrase.end + 1]);
  if (PER_WORDS.has(tokens[phrase.end]?.lower ?? '') && holder && CONTAINER_UNITS.has(holder.unit))
    return true;
  // "(24 piezas): 3 juegos": a bracketed count before the line's own count is the content.
  if (
    tokens[phrase.start - 1]?.text === '(' &&
    tokens[phrase.end]?.text === ')' &&
    tokens[phrase.end + 1]?.text === ':' &&
    /^\d/.test(tokens[phrase.end + 2]?.text ?? '')
  )
    return true;
  const of = tokens[phrase.start - 1];
  if (!of || !OF_WORDS.has(of.lower)) return false;
  if (of.lower === 'à') return true;
  if (!last) return false;
  const before = phrase.start - 2;
  if (before === last.phrase.end || before === last.phrase.end - 1 || before === last.end - 1) {
    return true;
  }
  // "12 flaconi di Loctite 243 da 50 ml", "4 juegos de brocas … de 19 piezas": the content of each.
  if (last.shape !== MentionShape.leading) return false;
  for (let index = last.end; index < phrase.start; index += 1) {
    if (conjunctionLengthAt(tokens, index) > 0 || tokens[index]?.text === ',') return false;
  }
  const measured = phrase.unit !== null && !COUNTABLE_UNITS.has(phrase.unit);
  const container = last.phrase.unit !== null && CONTAINER_UNITS.has(last.phrase.unit);
  return measured || container;
}

/** Trailing quantity: a separator before, nothing but a count noun or pack phrase after. */
export function trailingAnchor(
  tokens: readonly Token[],
  phrase: QuantityPhrase,
  segmentStart: number,
  segmentEnd: number,
  language: string | null,
): Anchor | null {
  const previous = tokens[phrase.start - 1];
  if (phrase.start === segmentStart || !previous) return null;
  // "bearings x 4" counts; "M8 x 20" and "50 mm x 33 m" are dimensions.
  const before = tokens[phrase.start - 2];
  const times =
    /^[x×]$/i.test(previous.text) &&
    before !== undefined &&
    isWord(before) &&
    !hasDigit(before.text) &&
    !unitOf(before);
  // "Deksel DRL 200 x 20", "Koppelstuk KRV 60 x 40": a series code and its type number, then a
  // bare count after the sign that ends the line; "M8 x 20", "DN 50 x 2", "40 x 40" stay sizes.
  const series = tokens[phrase.start - 3];
  const typeNumber =
    /^[x×]$/i.test(previous.text) &&
    before !== undefined &&
    /^\d{1,5}$/.test(before.text) &&
    series !== undefined &&
    /^\p{Lu}{2,5}$/u.test(series.text) &&
    !IDENTIFIER_BEFORE.has(series.lower) &&
    !unitOf(series) &&
    phrase.unit === null &&
    phrase.multiplier === null &&
    phrase.end >= segmentEnd;
  // "Bearing 6205-2RS (qty 4)", "…, Menge 4": a quantity label after a separator.
  const labelled =
    QUANTITY_LABELS.has(previous.lower) &&
    before !== undefined &&
    (SEPARATORS.has(before.text) || before.text === '[');
  // "… SPZ 1250 de 10 à 16 pièces": the old count opens the new one like a separator.
  // "SKF 6204-2RS x 30, also …": a part code joined by a hyphen or slash, then a bare count after
  // the sign ("M8 x 20", "M10-1.5 x 40", "3x1,5 x 100", "200 x 3.6" are sizes).
  const codeTimes =
    /^[x×]$/i.test(previous.text) &&
    before !== undefined &&
    looksLikePartNumber(before.text) &&
    /\p{L}/u.test(before.text) &&
    /\d[-/]|[-/]\d/.test(before.text) &&
    !/^M\d/i.test(before.text) &&
    phrase.unit === null &&
    phrase.multiplier === null &&
    Number.isInteger(phrase.value);
  const separated =
    SEPARATORS.has(previous.text) ||
    times ||
    typeNumber ||
    codeTimes ||
    labelled ||
    phrase.changed === true;
  // "Cable NYY-J 3x2,5, 100 m long": the line's last words, a quantity all the same.
  const dimensionWord = isDimension(tokens, phrase) ? 1 : 0;
  const lineEnd = phrase.end + dimensionWord >= segmentEnd;
  if (dimensionWord && !lineEnd) return null;
  // "… chains, 16B-1 simplex, in 5 m lengths": the size of each length, never the quantity.
  if (dimensionWord && PIECE_LENGTHS.has(tokens[phrase.end]?.lower ?? '')) return null;
  if (!separated && !(lineEnd && (phrase.unit || phrase.approx))) return null;
  // "size 9 - 12 pairs": the number after "size" names the size, the quantity comes later.
  if (!separated && identifierBefore(tokens, phrase.start)) return null;
  // Without a separator the word before must read as the end of a description ("schwarz 50 m"),
  // not as a code ("ATEX II 3 G") or a pack word ("un bote de Loctite 577 de 250 ml").
  if (
    !separated &&
    (isCode(previous) || OF_WORDS.has(previous.lower) || !/^\p{Ll}|^\)$/u.test(previous.text))
  ) {
    return null;
  }
  if (phrase.article && !phrase.measure && !phrase.implicitOne) return null;
  let cursor = phrase.end + dimensionWord;
  let noun: Token | null = null;
  const digits =
    !phrase.article &&
    tokens.slice(phrase.start, phrase.end).some((token) => /^\d/.test(token.text));
  if (!phrase.unit && !phrase.vague && !phrase.times && digits) {
    const next = tokens[cursor];
    if (
      next &&
      isWord(next) &&
      !CONJUNCTIONS.has(next.lower) &&
      !OF_WORDS.has(next.lower) &&
      !NON_COUNT_FOLLOWERS.has(next.lower) &&
      // "… from 20 to 35 please": a closing word, not what is counted.
      !TRAILING_FILLER.test(` ${next.text}`)
    ) {
      // "Deadline: 30 April" is a date; "Staff: 12 people" a company figure.
      if (FIGURE_NOUNS.has(next.lower) || MONTHS.has(next.lower)) return null;
      noun = next;
      cursor += 1;
    }
  }
  // "… from 20 to 35 please?", "… von 10 auf 25 Rollen erhöhen": closing words, and the verb
  // of a change, after the count end the mention too.
  for (let guard = 0; guard < 3 && tokens[cursor] && isWord(tokens[cursor]); guard += 1) {
    const word = tokens[cursor]?.text ?? '';
    const changeVerb = phrase.changed === true && CHANGE_WORDS.has(word.toLowerCase());
    if (!changeVerb && !TRAILING_FILLER.test(` ${word}`)) break;
    cursor += 1;
  }
  cursor = skipPackPhrase(tokens, cursor);
  cursor = skipAlternative(tokens, cursor, language);
  if (
    phrase.vague &&
    tokens[cursor]?.text === ',' &&
    /^\d{1,4}$/.test(tokens[cursor + 1]?.text ?? '')
  ) {
    // "een paar rollen, 3 à 4": the numbers that make the vague phrase concrete.
    cursor += 2;
    if (
      RANGE_JOINERS.has(tokens[cursor]?.lower ?? '') &&
      /^\d/.test(tokens[cursor + 1]?.text ?? '')
    ) {
      cursor += 2;
    }
  }
  cursor = skipParenthesis(tokens, cursor);
  if (!isBoundary(tokens, cursor, segmentEnd)) return null;
  if (looksLikePostcode(tokens, phrase)) return null;
  // "2:30 PM": a time.
  if (previous.text === ':' && numbersWrittenTogether(tokens, phrase.start - 1)) return null;
  if (
    !phrase.unit &&
    !noun &&
    !phrase.vague &&
    !phrase.approx &&
    !phrase.times &&
    phrase.high === null
  ) {
    // A bare number after a comma ("…, 0–250 bar, NG 63, 2") is not a count without a unit;
    // after a colon that closes a part named by its code it is ("Bearings 6205 ZZ: 50").
    if (/^[x×]$/i.test(previous.text)) return anchorOf(tokens, phrase, cursor, previous, noun);
    const stated = phrase.signed || phrase.changed || labelled;
    if (!stated && !countAfterNamedPart(tokens, phrase, segmentStart)) return null;
    return { ...anchorOf(tokens, phrase, cursor, previous, noun), listCount: true };
  }
  return anchorOf(tokens, phrase, cursor, previous, noun);
}

function anchorOf(
  tokens: readonly Token[],
  phrase: QuantityPhrase,
  cursor: number,
  previous: Token,
  noun: Token | null,
): Anchor {
  const bracket = [previous.text, tokens[phrase.start - 2]?.text].find(
    (text) => text === '(' || text === '[',
  );
  const closing = bracket === '(' ? ')' : ']';
  const end = bracket && tokens[cursor]?.text === closing ? cursor + 1 : cursor;
  const anchor: Anchor = {
    phrase,
    shape: MentionShape.trailing,
    end,
    noun,
    // "Bearing 6205-2RS (qty 4)": the label and its bracket are not the item's words.
    ...(QUANTITY_LABELS.has(previous.lower) ? { descriptionEnd: phrase.start - 1 } : {}),
  };
  return phrase.signed ? { ...anchor, listCount: true } : anchor;
}

/** "2:30", "1:30", "ISO 9001:2015": numbers joined by a colon are a time, a ratio or a year. */
function numbersWrittenTogether(tokens: readonly Token[], colon: number): boolean {
  const before = tokens[colon - 1];
  const after = tokens[colon + 1];
  const joined = before?.end === tokens[colon]?.start && tokens[colon]?.end === after?.start;
  return joined && /^\d/.test(before?.text ?? '') && /^\d/.test(after?.text ?? '');
}

/** Where a list writes an item's count after its description ("… ZZ: 50", "… UV resistant — 2,000"). */
export const LIST_COUNT_SEPARATORS: ReadonlySet<string> = new Set([':', '-', '–', '—']);
const WHOLE_NUMBER = /^(?:\d{1,5}|\d{1,3}(?:[.,]\d{3})+)$/;

/**
 * "Bearings 6205 ZZ: 50", "Cable tie 200 x 4.8 mm, black — 2,000": a whole number alone after a
 * colon or a dash, at the end of what a line says of one item, whose part before it names a part
 * by a code or a size and is no label ("Order no: 4711", "Linie: 4", "Deadline: 30").
 */
function countAfterNamedPart(
  tokens: readonly Token[],
  phrase: QuantityPhrase,
  segmentStart: number,
): boolean {
  const colon = phrase.start - 1;
  const separator = tokens[colon];
  if (!separator || !LIST_COUNT_SEPARATORS.has(separator.text) || colon - segmentStart < 2)
    return false;
  // "Gr. 39–47", "2025–2026", "Sat 8–12": a dash between numbers written together is a range.
  const spaced =
    tokens[colon - 1]?.end !== separator.start && tokens[phrase.start]?.start !== separator.end;
  if (separator.text !== ':' && !spaced) return false;
  if (!WHOLE_NUMBER.test(tokens[phrase.start]?.text ?? '') || phrase.end !== phrase.start + 1)
    return false;
  if (phrase.value === null || !Number.isInteger(phrase.value)) return false;
  if (identifierBefore(tokens, colon) || IDENTIFIER_BEFORE.has(tokens[colon - 1]?.lower ?? ''))
    return false;
  if (QUANTITY_LABELS.has(tokens[colon - 1]?.lower ?? '')) return false;
  const before = tokens.slice(segmentStart, colon);
  return (
    before.some((token) => isWord(token) && /^\p{L}{3,}/u.test(token.text)) &&
    // A size or code, not the number of an order, a week or a line ("Order 2024 - 3").
    before.some(
      (token, offset) => hasDigit(token.text) && !identifierBefore(tokens, segmentStart + offset),
    )
  );
}

/**
 * A leading quantity followed by a trailing one with no joiner between them name one item:
 * "Cutting disc 115 x 1 x 22,23 mm – 6 boxes" is six boxes (the first is a dimension);
 * "12 Kartuschen Klüberfood (400 g) sowie …" is twelve cartridges (the second is a pack size).
 */
export function resolveConflicts(
  tokens: readonly Token[],
  anchors: Anchor[],
  segmentStart: number,
): void {
  for (let position = anchors.length - 2; position >= 0; position -= 1) {
    const leading = anchors[position];
    const trailing = anchors[position + 1];
    if (leading?.shape !== MentionShape.leading || trailing?.shape !== MentionShape.trailing) {
      continue;
    }
    let joined = false;
    for (let index = leading.end; index < trailing.phrase.start; index += 1) {
      if (conjunctionLengthAt(tokens, index) > 0 || tokens[index]?.text === ';') joined = true;
    }
    if (joined) continue;
    const dimension = leading.phrase.multiplier !== null && !leading.phrase.unit;
    // A list's count at the end outweighs a measure or a number inside the description ("Heat
    // shrink tube 6.4 mm, 1.2 m lengths — 50", "raccordi a pressare 20 diritti: n° 40").
    const measure = leading.phrase.unit !== null && !COUNTABLE_UNITS.has(leading.phrase.unit);
    const inside = leading.phrase.start > segmentStart;
    const listed = trailing.listCount === true && (measure || inside);
    // "0,75 l de dégrippant (aérosol) : 24 unités": a measure opening the line is the size of
    // each; the counted quantity after the separator is the count.
    // "PU tube 8mm blue, 100 m reel – 2 reels": a measure that sizes a container is that too.
    const sizesContainer = CONTAINER_UNITS.has(unitOf(tokens[leading.phrase.end])?.unit ?? 'pcs');
    const counted =
      measure &&
      (!inside || sizesContainer) &&
      trailing.phrase.unit !== null &&
      COUNTABLE_UNITS.has(trailing.phrase.unit) &&
      !trailing.phrase.multiplier;
    anchors.splice(dimension || listed || counted ? position : position + 1, 1);
  }
}
