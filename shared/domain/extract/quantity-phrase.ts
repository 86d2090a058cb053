/**
 * Reading one quantity phrase at a token: a number, a number word, a range, "a few", "2 x 50 m",
 * "a 20 m roll", "box of 100?", with its unit and the pack or alternative phrases that follow.
 * It says what the phrase is; whether it starts or ends a mention is decided in mention-anchors.
 */

import type { ParseContext } from './items';
import {
  countOpensMention,
  hasDigit,
  isPunct,
  isWord,
  looksLikePartNumber,
  phraseAt,
  sentenceFollows,
  startsLine,
  type Token,
  unitOf,
} from './mention-tokens';
import {
  ALTERNATIVE_WORDS,
  APPROX_PHRASES,
  APPROX_WORDS,
  APPROXIMATE_COUNT_NOUNS,
  ARTICLES,
  BETWEEN_JOINERS,
  BETWEEN_WORDS,
  BOUND_PHRASES,
  CHANGE_FROM,
  CHANGE_TO,
  CHANGE_WORDS,
  CONTAINER_UNITS,
  DOZEN_WORDS,
  HALF_DOZEN_PHRASES,
  INSTEAD_PHRASES,
  OF_WORDS,
  RANGE_JOINERS,
  ROUGHLY_AFTER,
  VAGUE_PHRASES,
} from './mention-vocabulary';
import { numberWord, parseLocaleNumber } from './numbers';
import { COUNTABLE_UNITS, normaliseUnit, type Unit } from './units';

interface NumberValue {
  value: number;
  high: number | null;
  times: boolean;
}

/** "1.250,5" / "1,250.5": thousands grouped and decimals after the other separator, unambiguous. */
const GROUPED_WITH_DECIMALS = /^\d{1,3}(?:\.\d{3})+,\d{1,3}$|^\d{1,3}(?:,\d{3})+\.\d{1,3}$/;

function readNumberToken(token: Token, context: ParseContext): NumberValue | null {
  const text = token.text;
  const timesMatch = /^(\d{1,5})[x×]$/i.exec(text);
  if (timesMatch) return { value: Number(timesMatch[1]), high: null, times: true };
  const range = /^(\d{1,5})-(\d{1,5})$/.exec(text);
  if (range) {
    const low = Number(range[1]);
    const high = Number(range[2]);
    return high > low ? { value: low, high, times: false } : null;
  }
  // "1'500 Stk." (Swiss): apostrophes group thousands.
  if (/^\d{1,3}(?:['’]\d{3})+$/.test(text)) {
    return { value: Number(text.replace(/['’]/g, '')), high: null, times: false };
  }
  if (
    /^\d{1,3}(?:[.,]\d{3})+$/.test(text) ||
    /^\d{1,6}(?:[.,]\d{1,3})?$/.test(text) ||
    GROUPED_WITH_DECIMALS.test(text)
  ) {
    // "1.000 uds": one separator before exactly three digits groups thousands, unless the
    // reading convention says point decimals (then counts are regrouped once their unit is known).
    const grouped = /^(\d{1,3})[.,](\d{3})$/.exec(text);
    if (grouped && context.style !== 'point') {
      return { value: Number(`${grouped[1]}${grouped[2]}`), high: null, times: false };
    }
    const parsed = parseLocaleNumber(text, context.style);
    if (!parsed) return null;
    return { value: parsed.value, high: null, times: false };
  }
  const word = numberWord(text);
  if (word !== null && !ARTICLES.has(token.lower)) return { value: word, high: null, times: false };
  return null;
}

/** "ein paar Schrauben" is a few; "ein Paar Schuhe", with the noun's capital, is one pair. */
function vagueLengthAt(tokens: readonly Token[], index: number): number {
  // "Hutschiene 35 mm, paar Meter": a bare lower-case "paar" before a measure is a few.
  if (tokens[index]?.text === 'paar' && !/^\d/.test(tokens[index - 1]?.text ?? '')) {
    const next = unitOf(tokens[index + 1]);
    if (next && !COUNTABLE_UNITS.has(next.unit)) return 1;
  }
  const length = phraseAt(tokens, index, VAGUE_PHRASES);
  return length === 2 && tokens[index + 1]?.text === 'Paar' ? 0 : length;
}

/** A box named for what it does, not what it holds: "jonction", "derivación", "derivazione". */
const FUNCTION_NOUN = /^\p{L}{3,}(?:tion|sion|ción|sión|xión|zione|sione)$/u;

/**
 * "10 boîtes de jonction", "4 cajas de derivación", "2 scatole di derivazione": the box is the
 * product (a junction box), so the count is of pieces; "10 boîtes de vis" holds screws.
 */
function namesBoxProduct(tokens: readonly Token[], index: number): boolean {
  const of = tokens[index + 1];
  const noun = tokens[index + 2];
  return (
    unitOf(tokens[index])?.unit === 'box' &&
    of !== undefined &&
    OF_WORDS.has(of.lower) &&
    noun !== undefined &&
    FUNCTION_NOUN.test(noun.lower)
  );
}

/** A quantity phrase: "40 pcs", "ca. 20–25", "2 x 50 m", "a few boxes", "a 20 m roll", "8 x". */
export interface QuantityPhrase {
  start: number;
  end: number;
  value: number | null;
  high: number | null;
  unit: Unit | null;
  unitText: string | null;
  compoundUnit: boolean;
  approx: boolean;
  vague: boolean;
  /** "8 x 1896-S": N times a part. */
  times: boolean;
  /** "2 x 50 m": the second number and its unit. */
  multiplier: number | null;
  /**
   * "400 g x 40", "bidon 20 L x 4": the unit came with the first number and the multiplier is bare,
   * so the multiplier counts containers of that size.
   */
  countAfter?: true;
  /** "a 20 m roll": the measure inside one container. */
  measure: { value: number; unit: Unit } | null;
  article: boolean;
  /** "box of 100?": a container named without a count. */
  implicitOne?: boolean;
  /** "half a dozen", "mezza dozzina": a count in words as firm as a figure. */
  dozen?: true;
  /** "n° 40", "n. 40": the count written after a number sign, which says it is one. */
  signed?: boolean;
  /**
   * "de 10 à 16 pièces" in a mail that changes an order, "30 en vez de 20": the new count, said
   * beside the old one.
   */
  changed?: boolean;
}

/** "from 20 to 35", "von 10 auf 25", "de 5 à 12", "van 10 naar 24" where the line changes a count. */
function changeFromTo(tokens: readonly Token[], index: number): boolean {
  if (!CHANGE_FROM.has(tokens[index]?.lower ?? '')) return false;
  if (!/^\d+$/.test(tokens[index + 1]?.text ?? '')) return false;
  if (!CHANGE_TO.has(tokens[index + 2]?.lower ?? '')) return false;
  if (!/^\d+$/.test(tokens[index + 3]?.text ?? '')) return false;
  return tokens.some((token) => CHANGE_WORDS.has(token.lower));
}

/**
 * Length of a number sign at index that makes the number after it a count ("…: n° 40", "- n. 40
 * pz"): only at the start of a sentence or after a separator, since "ordine n° 4711" names an
 * order. 0 where there is none.
 */
function countSignLength(tokens: readonly Token[], index: number): number {
  const before = tokens[index - 1];
  if (before && !COUNT_SIGN_AFTER.has(before.text)) return 0;
  const sign = tokens[index]?.lower ?? '';
  const length =
    sign === 'n°' || sign === 'nº'
      ? 1
      : (sign === 'n' || sign === 'nr') && tokens[index + 1]?.text === '.'
        ? 2
        : 0;
  return length > 0 && /^\d/.test(tokens[index + length]?.text ?? '') ? length : 0;
}
const COUNT_SIGN_AFTER = new Set([':', '-', '–', '—', ',', '•', '*']);

export function readQuantityPhrase(
  tokens: readonly Token[],
  index: number,
  context: ParseContext,
): QuantityPhrase | null {
  const signLength = countSignLength(tokens, index);
  let cursor = index + signLength;
  let approx = false;
  // "somewhere between 20 and 30": the range.
  if (tokens[cursor]?.lower === 'somewhere' && BETWEEN_WORDS.has(tokens[cursor + 1]?.lower ?? ''))
    cursor += 1;
  const first = tokens[cursor];
  if (!first) return null;
  // "between 500 and 1000", "zwischen 500 und 1000": a range, its joiner a plain "and".
  const between =
    BETWEEN_WORDS.has(first.lower) &&
    /^\d/.test(tokens[cursor + 1]?.text ?? '') &&
    BETWEEN_JOINERS.has(tokens[cursor + 2]?.lower ?? '') &&
    /^\d/.test(tokens[cursor + 3]?.text ?? '');
  if (between) {
    approx = true;
    cursor += 1;
  }
  // "passer les courroies de 10 à 16 pièces", "van 10 naar 24 stuks": in a mail that changes
  // an order, the quantity changed to.
  const changed = changeFromTo(tokens, cursor);
  if (changed) cursor += 3;
  // "at least 100", "bis zu 500", "jusqu'à 200": a bound, not the number wanted.
  const bound = phraseAt(tokens, cursor, BOUND_PHRASES);
  if (bound > 0 && /^\d/.test(tokens[cursor + bound]?.text ?? '')) {
    approx = true;
    cursor += bound;
  }
  // "een stuk of 15 à 20", "somewhere around 40-50 m": about that many.
  const aboutLength = phraseAt(tokens, cursor, APPROX_PHRASES);
  if (aboutLength > 0) {
    const after = tokens[cursor + aboutLength];
    if (after && (/^\d/.test(after.text) || numberWord(after.text) !== null)) {
      approx = true;
      cursor += aboutLength;
    }
  }
  const vagueFirst = vagueLengthAt(tokens, cursor) > 0;
  if (
    !vagueFirst &&
    APPROX_WORDS.has(first.lower) &&
    first.lower !== 'so' &&
    first.lower !== 'some'
  ) {
    approx = true;
    cursor += 1;
    if (tokens[cursor]?.text === '.') cursor += 1;
  } else if (
    (first.lower === 'so' || first.lower === 'some') &&
    tokens[cursor + 1] &&
    /^\d/.test(tokens[cursor + 1]?.text ?? '')
  ) {
    approx = true;
    cursor += 1;
  }
  const vagueLength = vagueLengthAt(tokens, cursor);
  if (vagueLength > 0) {
    const unitToken = tokens[cursor + vagueLength];
    const unit = unitOf(unitToken);
    if (!unit || !unitToken) return null;
    return {
      start: index,
      end: cursor + vagueLength + 1,
      value: null,
      high: null,
      unit: unit.unit,
      unitText: unitToken.text,
      compoundUnit: unit.compound,
      approx: false,
      vague: true,
      times: false,
      multiplier: null,
      measure: null,
      article: false,
    };
  }
  const token = tokens[cursor];
  if (!token) return null;
  let value: NumberValue | null = null;
  let article = false;
  let measure: QuantityPhrase['measure'] = null;
  // "half a dozen", "une demi-douzaine de", "mezza dozzina di": six, as firm as a figure.
  const halfDozen = phraseAt(tokens, cursor, HALF_DOZEN_PHRASES);
  if (halfDozen > 0) {
    value = { value: 6, high: null, times: false };
    cursor += halfDozen - 1;
  }
  const about =
    value === null && ARTICLES.has(token.lower)
      ? APPROXIMATE_COUNT_NOUNS.get(tokens[cursor + 1]?.lower ?? '')
      : undefined;
  if (about !== undefined) {
    // "une vingtaine de colliers": about twenty, read like "ca. 20".
    value = { value: about, high: null, times: false };
    approx = true;
    cursor += 1;
    if (OF_WORDS.has(tokens[cursor + 1]?.lower ?? '')) cursor += 1;
  } else if (value === null && ARTICLES.has(token.lower)) {
    const next = tokens[cursor + 1];
    if (next && numberWord(next.text) === 12) {
      value = { value: 12, high: null, times: false };
      cursor += 1;
    } else if (next && /^\d{1,4}(?:[.,]\d{1,2})?$/.test(next.text)) {
      const measureUnit = unitOf(tokens[cursor + 2]);
      if (!measureUnit || COUNTABLE_UNITS.has(measureUnit.unit)) return null;
      const amount = parseLocaleNumber(next.text, context.style);
      if (!amount) return null;
      measure = { value: amount.value, unit: measureUnit.unit };
      value = { value: 1, high: null, times: false };
      cursor += 2;
    } else {
      value = { value: 1, high: null, times: false };
    }
    article = true;
  } else if (value === null) {
    value = readNumberToken(token, context);
  }
  if (!value || value.value <= 0) return null;
  cursor += 1;
  // "200 or so", "200 oder so": about that many.
  if (phraseAt(tokens, cursor, ROUGHLY_AFTER) > 0 && !article) {
    approx = true;
    cursor += 2;
  }
  // "four (4) pcs", "10 (ten) pieces": the number written twice, as contracts do.
  const repeated = tokens[cursor + 1];
  if (
    !article &&
    tokens[cursor]?.text === '(' &&
    tokens[cursor + 2]?.text === ')' &&
    repeated &&
    (readNumberToken(repeated, context)?.value ?? numberWord(repeated.text)) === value.value
  ) {
    cursor += 3;
  }
  if (!article && !value.times && value.high === null) {
    const joined = spacedThousands(tokens, cursor - 1, context.style);
    if (joined !== null) {
      value = { value: joined, high: null, times: false };
      cursor += 1;
    }
  }
  let high = value.high;
  // "20–25", "3 à 4", "3 o 4"
  const joiner = tokens[cursor];
  if (
    high === null &&
    !article &&
    joiner &&
    (RANGE_JOINERS.has(joiner.lower) || (between && BETWEEN_JOINERS.has(joiner.lower)))
  ) {
    const second = tokens[cursor + 1];
    const secondValue = second ? readNumberToken(second, context) : null;
    if (
      secondValue &&
      !secondValue.times &&
      secondValue.value > value.value &&
      secondValue.high === null
    ) {
      high = secondValue.value;
      cursor += 2;
    }
  }
  // "2 dozen gloves", "3 douzaines de gants": twelve each (Dutch "dozen" are boxes).
  const dozen = tokens[cursor];
  if (
    !value.times &&
    !article &&
    dozen &&
    DOZEN_WORDS.has(dozen.lower) &&
    !(dozen.lower === 'dozen' && context.language === 'nl')
  ) {
    value = { ...value, value: value.value * 12 };
    if (high !== null) high *= 12;
    cursor += 1;
    if (OF_WORDS.has(tokens[cursor]?.lower ?? '')) cursor += 1;
  }
  let times = value.times;
  let unit: Unit | null = null;
  let unitText: string | null = null;
  let compoundUnit = false;
  const unitToken = tokens[cursor];
  const unitFound = times || namesBoxProduct(tokens, cursor) ? null : unitOf(unitToken);
  if (unitFound && unitToken) {
    unit = unitFound.unit;
    unitText = unitToken.text;
    compoundUnit = unitFound.compound;
    cursor += 1;
    cursor = afterUnitStop(tokens, cursor, unitToken);
  }
  if (measure) {
    // "a 20 m roll": the container is the unit when it is one, else a piece ("a 400 g tube").
    const container = unitOf(tokens[cursor]);
    if (container && COUNTABLE_UNITS.has(container.unit)) {
      unit = container.unit;
      unitText = tokens[cursor]?.text ?? null;
      cursor += 1;
    }
  }
  // "1.500 pcs" in English mail: whole pieces are never 1.5 written with three decimals.
  const written = tokens[cursor - (unit ? 2 : 1)]?.text ?? '';
  if (unit && COUNTABLE_UNITS.has(unit) && !Number.isInteger(value.value)) {
    const grouped = /^(\d{1,3})[.,](\d{3})$/.exec(
      tokens[index + (approx ? 1 : 0)]?.text ?? written,
    );
    if (grouped) value = { ...value, value: Number(`${grouped[1]}${grouped[2]}`) };
  }
  // "534-578", "2026-48004": a hyphenated pair is a range only with "ca." or a unit.
  if (value.high !== null && !approx && !unit) return null;
  // "40 pezzi invece di 25", "30 en vez de 20": the count replaces the one after it.
  const instead = phraseAt(tokens, cursor, INSTEAD_PHRASES);
  const replaces = instead > 0 && /^\d/.test(tokens[cursor + instead]?.text ?? '');
  if (replaces) {
    cursor += instead + 1;
    if (unitOf(tokens[cursor])) cursor += 1;
  }
  let multiplier: number | null = null;
  const unitBeforeTimes = unit !== null;
  let unitAfterMultiplier = false;
  const timesToken = tokens[cursor];
  if (!times && !measure && timesToken && /^[x×*]$/i.test(timesToken.text)) {
    times = true;
    cursor += 1;
  }
  // "(12 x 300ml)": the measure of each, written onto its number.
  const glued = times ? gluedMeasure(tokens[cursor], context) : null;
  if (glued) {
    multiplier = glued.value;
    unit = glued.unit;
    unitText = glued.unitText;
    cursor += 1;
  } else if (times) {
    const next = tokens[cursor];
    let nextValue = next && /^\d/.test(next.text) ? readNumberToken(next, context) : null;
    const thousands = spacedThousands(tokens, cursor, context.style);
    if (thousands !== null) {
      nextValue = { value: thousands, high: null, times: false };
      cursor += 1;
    }
    const afterNext = tokens[cursor + 1];
    // "2 x 50 m", "3 x 100 Stk.": a multiplier of a measure or a pack, not a part number.
    if (
      nextValue &&
      !nextValue.times &&
      nextValue.high === null &&
      (!afterNext || unitOf(afterNext) || isPunct(afterNext) || !hasDigit(afterNext.text))
    ) {
      const measureUnit = unitOf(afterNext);
      if (measureUnit || thousands !== null || !looksLikePartNumber(next?.text ?? '')) {
        multiplier = nextValue.value;
        cursor += 1;
        if (measureUnit && afterNext) {
          unit = measureUnit.unit;
          unitText = afterNext.text;
          unitAfterMultiplier = true;
          cursor = afterUnitStop(tokens, cursor + 1, afterNext);
        }
      }
    }
  }
  // "1x kit cuscinetti …", "2× Satz Bremsbeläge": a set or container word opening what is counted
  // N times is its unit, and stays in the description; a measure never is ('2x m8 …').
  const counted = times && multiplier === null && unit === null ? tokens[cursor] : undefined;
  const countedUnit = counted && isWord(tokens[cursor + 1]) ? unitOf(counted) : null;
  if (
    counted &&
    countedUnit &&
    countedUnit.unit !== 'pcs' &&
    COUNTABLE_UNITS.has(countedUnit.unit)
  ) {
    unit = countedUnit.unit;
    unitText = counted.text;
  }
  return {
    start: index,
    end: cursor,
    value: value.value,
    high,
    unit,
    unitText,
    compoundUnit,
    approx,
    vague: false,
    times,
    multiplier,
    measure,
    article,
    ...(signLength > 0 ? { signed: true } : {}),
    ...(halfDozen > 0 ? { dozen: true as const } : {}),
    ...(changed || replaces ? { changed: true } : {}),
    ...(unitBeforeTimes && multiplier !== null && !glued && !unitAfterMultiplier
      ? { countAfter: true as const }
      : {}),
  };
}

const GLUED_MEASURE = /^(\d{1,5}(?:[.,]\d{1,3})?)(ml|l|kg|g|m)$/i;

/** "300ml", "5l", "100m": a measure written onto its number, or null. */
function gluedMeasure(
  token: Token | undefined,
  context: ParseContext,
): { value: number; unit: Unit; unitText: string } | null {
  const match = token ? GLUED_MEASURE.exec(token.text) : null;
  const unit = match ? normaliseUnit(match[2] ?? '') : null;
  if (!match || !unit || COUNTABLE_UNITS.has(unit)) return null;
  const amount = parseLocaleNumber(match[1] ?? '', context.style);
  return amount ? { value: amount.value, unit, unitText: match[2] ?? '' } : null;
}

/**
 * "10 Rl. Pneumatikschlauch": the abbreviation's full stop belongs to the unit, unless a sentence
 * follows it ("50 ml. Ci può …") — never at the start of a line, where the item follows ("4 ud.
 * Motor trifásico").
 */
function afterUnitStop(tokens: readonly Token[], cursor: number, unitToken: Token): number {
  const stop = tokens[cursor]?.text === '.' && tokens[cursor + 1] !== undefined;
  if (
    !stop ||
    (sentenceFollows(tokens, cursor + 1) &&
      !startsLine(tokens, cursor) &&
      !countOpensMention(tokens, cursor))
  )
    return cursor;
  const capitalAfter = /^\p{Lu}/u.test(tokens[cursor + 2]?.text ?? 'A');
  return !capitalAfter || unitToken.text.length <= 4 ? cursor + 1 : cursor;
}

/** "1 000 pcs": a group of three digits after a short number, before a unit, is thousands. */
function spacedThousands(
  tokens: readonly Token[],
  index: number,
  style: ParseContext['style'] = 'comma',
): number | null {
  const first = tokens[index];
  const group = tokens[index + 1];
  if (!first || !group || !/^\d{1,3}$/.test(first.text)) return null;
  // "1 500 vis", "1 250,5 m de câble": French and Swiss writing group thousands with a space.
  if (!/^\d{3}(?:,\d{1,3})?$/.test(group.text)) return null;
  const after = tokens[index + 2];
  if (!unitOf(after) && !(after && /^\p{Ll}{2,}/u.test(after.text))) return null;
  const rest = parseLocaleNumber(group.text, style === 'point' ? 'comma' : style);
  if (!rest) return null;
  return Number(first.text) * 1000 + rest.value;
}

/** Index just after a pack phrase such as "à 20 l", "of 10", "van 500?", or the same index. */
export function skipPackPhrase(tokens: readonly Token[], index: number): number {
  const of = tokens[index];
  const amount = tokens[index + 1];
  if (!of || !amount || !OF_WORDS.has(of.lower) || !/^\d/.test(amount.text)) return index;
  let cursor = index + 2;
  if (unitOf(tokens[cursor])) cursor += 1;
  if (tokens[cursor]?.text === '.') cursor += 1;
  if (tokens[cursor]?.text === '?') cursor += 1;
  return cursor;
}

/** "or" in the reader's language: Dutch "of" is "or", English "of" is content ("rolls of 50 m"). */
export function isAlternativeWord(token: Token | undefined, language: string | null): boolean {
  if (!token) return false;
  if (token.lower === 'of') return language === 'nl';
  return ALTERNATIVE_WORDS.has(token.lower);
}

/** Index after "or 100 m" ("10 rolls or 100 m"), or the same index. */
export function skipAlternative(
  tokens: readonly Token[],
  index: number,
  language: string | null,
): number {
  if (!isAlternativeWord(tokens[index], language)) return index;
  const amount = tokens[index + 1];
  if (!amount || !/^\d/.test(amount.text) || !unitOf(tokens[index + 2])) return index;
  return index + 3;
}

/** "box of 100?", "Karton à 500?": a container without a count is one container. */
export function containerWithoutCount(
  tokens: readonly Token[],
  index: number,
): QuantityPhrase | null {
  const unit = unitOf(tokens[index]);
  if (!unit || !CONTAINER_UNITS.has(unit.unit)) return null;
  const after = skipPackPhrase(tokens, index + 1);
  if (after === index + 1) return null;
  return {
    start: index,
    end: index + 1,
    value: 1,
    high: null,
    unit: unit.unit,
    unitText: tokens[index]?.text ?? null,
    compoundUnit: unit.compound,
    approx: false,
    vague: false,
    times: false,
    multiplier: null,
    measure: null,
    article: true,
    implicitOne: true,
  };
}
