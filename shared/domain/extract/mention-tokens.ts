/**
 * The bounded token list every mention stage works on: tokenising a line, the per-token tests
 * (punctuation, word, part-number shape, unit word, joiner) and cutting the tokens into sentences.
 * No regular expression here runs over more than one token.
 */

import {
  ABBREVIATION_END,
  APPROX_WORDS,
  CONJUNCTION_PHRASES,
  CONJUNCTIONS,
  UNIT_SUFFIXES,
} from './mention-vocabulary';
import { COUNTABLE_UNITS, normaliseUnit, type Unit } from './units';

/** Longer paragraphs are not read as item prose (they are cut before tokenising). */
export const MAX_MENTION_LINE_CHARS = 1_500;
const MAX_TOKENS = 400;

export interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
}

// A word runs over letters, digits and the joiners of part numbers; it ends on a letter or digit.
const TOKEN = /[\p{L}\p{N}](?:[\p{L}\p{N}.,'’/+\-_²³°]*[\p{L}\p{N}+²³°])?|\S/gu;

/** Tokens of one line, at most MAX_TOKENS of them. */
export function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index ?? 0;
    tokens.push({
      text: match[0],
      lower: match[0].toLowerCase(),
      start,
      end: start + match[0].length,
    });
    if (tokens.length >= MAX_TOKENS) break;
  }
  return tokens;
}

export const isPunct = (token: Token | undefined): boolean =>
  token !== undefined && /^[^\p{L}\p{N}]$/u.test(token.text);
export const isWord = (token: Token | undefined): boolean =>
  token !== undefined && /^\p{L}/u.test(token.text);
export const hasDigit = (text: string): boolean => /\d/.test(text);

/** Part-number shape: letters and digits mixed, or digit groups joined ("6205-2RS", "0330 R"). */
export function looksLikePartNumber(text: string): boolean {
  if (text.length < 3 || text.length > 40) return false;
  if (!hasDigit(text)) return false;
  if (/^\d+$/.test(text)) return text.length >= 4;
  // "4.8" and "6,4" are sizes, "m3/h" a rate: numbers, not codes.
  if (/^\d+[.,]\d+$/.test(text) || isRate(text)) return false;
  return /\p{L}/u.test(text) || /\d[-/.]\d/.test(text);
}

const RATE = /^[\p{L}\d²³]{1,6}\/(?:h|min|s|sec|sek|d)$/iu;

/** "m3/h", "U/min", "l/min": a rate, the rating of an item. */
export function isRate(text: string): boolean {
  return RATE.test(text);
}

/** The unit a token names ("Stk.", "rolls", compounds such as "Dichtungssätze"), or null. */
export function unitOf(token: Token | undefined): { unit: Unit; compound: boolean } | null {
  if (!token || !isWord(token)) return null;
  if (token.lower === 'x') return null;
  if (token.lower === 'off') return { unit: 'pcs', compound: false };
  const direct = normaliseUnit(token.text) ?? normaliseUnit(`${token.text}.`);
  if (direct) return { unit: direct, compound: false };
  for (const [suffix, unit] of UNIT_SUFFIXES) {
    if (token.lower.length > suffix.length + 2 && token.lower.endsWith(suffix)) {
      return { unit, compound: true };
    }
  }
  return null;
}

/** Length of the first multi-word phrase that starts at index, or 0. */
export function phraseAt(
  tokens: readonly Token[],
  index: number,
  phrases: ReadonlyArray<readonly string[]>,
): number {
  for (const phrase of phrases) {
    if (phrase.every((word, offset) => tokens[index + offset]?.lower === word))
      return phrase.length;
  }
  return 0;
}

/** "EN 166", "E 10": a capitalised short word is a code, not "en" or "e". */
export const isCode = (token: Token | undefined): boolean =>
  token !== undefined &&
  token.text.length >= 2 &&
  token.text.length <= 3 &&
  token.text === token.text.toUpperCase();

/** True when a joiner ("and", "ainsi que", "as well as") ends at index. */
export function conjunctionEndsAt(tokens: readonly Token[], index: number): boolean {
  if (isCode(tokens[index])) return false;
  if (tokens[index] && CONJUNCTIONS.has(tokens[index].lower)) return true;
  return CONJUNCTION_PHRASES.some((phrase) =>
    phrase.every((word, offset) => tokens[index - phrase.length + 1 + offset]?.lower === word),
  );
}

export function conjunctionLengthAt(tokens: readonly Token[], index: number): number {
  const phrase = phraseAt(tokens, index, CONJUNCTION_PHRASES);
  if (phrase > 0) return phrase;
  if (isCode(tokens[index])) return 0;
  return tokens[index] && CONJUNCTIONS.has(tokens[index].lower) ? 1 : 0;
}

/** "… 50 ml. Ci può mandare": a capital followed by a lower-case word starts a sentence. */
export function sentenceFollows(tokens: readonly Token[], index: number): boolean {
  const first = tokens[index];
  const second = tokens[index + 1];
  return (
    first !== undefined &&
    second !== undefined &&
    /^\p{Lu}\p{Ll}*$/u.test(first.text) &&
    /^\p{Ll}{2,}/u.test(second.text) &&
    !unitOf(second)
  );
}

/** "… à 400 g. Daarnaast 18 meter": a capitalised word, no unit, then a number or a word. */
function capitalWordFollows(tokens: readonly Token[], index: number): boolean {
  const first = tokens[index];
  const second = tokens[index + 1];
  return (
    first !== undefined &&
    second !== undefined &&
    /^\p{Lu}\p{Ll}{2,}$/u.test(first.text) &&
    !unitOf(first) &&
    /^(?:\d|\p{Ll})/u.test(second.text)
  );
}

const MEASURE_SYMBOLS = new Set(['mm', 'cm', 'kg', 'kw', 'ml', 'nm']);

/** The full stop at `stop` closes a count and its unit that open the line ("4 ud. Motor …"). */
export function startsLine(tokens: readonly Token[], stop: number): boolean {
  return stop === 2 && /^\d/.test(tokens[0]?.text ?? '') && unitOf(tokens[1]) !== null;
}

/**
 * "… und 3 Rl. Gewebeband silber", "liefern: 2 Kt. Kabelbinder": a count and an abbreviated unit
 * that open a mention (after a joiner, a colon or a sentence's end) have their item still to come,
 * so the full stop at `stop` is the abbreviation's. After a comma the count may close the item
 * before it ("FAG 22212-E1, 2 unidades. Si puede ser …").
 */
export function countOpensMention(tokens: readonly Token[], stop: number, start = 0): boolean {
  const unitToken = tokens[stop - 1];
  const unit = unitOf(unitToken);
  if (!unit || !COUNTABLE_UNITS.has(unit.unit) || (unitToken?.text.length ?? 0) > 4) return false;
  if (!/^\d/.test(tokens[stop - 2]?.text ?? '')) return false;
  const before = stop - 3;
  if (before < start) return true;
  return (
    [':', ';', '.', '!', '?'].includes(tokens[before]?.text ?? '') ||
    conjunctionEndsAt(tokens, before)
  );
}

/** Sentences (and `;` parts) of the token list as [start, end) index pairs. */
export function segmentsOf(tokens: readonly Token[]): Array<[number, number]> {
  const segments: Array<[number, number]> = [];
  let start = 0;
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    const previous = tokens[index - 1];
    const measure = unitOf(previous);
    // "… schwarz à 100 m. Außerdem hätten wir …": a measured amount ends its sentence.
    const measureEnds =
      measure !== null &&
      !COUNTABLE_UNITS.has(measure.unit) &&
      /^\d/.test(tokens[index - 2]?.text ?? '') &&
      !startsLine(tokens, index) &&
      (sentenceFollows(tokens, index + 1) || capitalWordFollows(tokens, index + 1));
    const sentenceEnd =
      (token.text === '.' || token.text === '!' || token.text === '?') &&
      (!next || /^\p{Lu}/u.test(next.text)) &&
      // "2 Stk. Festo", "ca. 20": abbreviations do not end a sentence.
      (measureEnds ||
        !(
          previous &&
          ((unitOf(previous) &&
            previous.text.length <= 4 &&
            (startsLine(tokens, index) ||
              !sentenceFollows(tokens, index + 1) ||
              countOpensMention(tokens, index, start))) ||
            APPROX_WORDS.has(previous.lower) ||
            (/^\p{L}{1,2}$/u.test(previous.text) &&
              // "… Draht 1.5 mm. Freundliche Grüsse": a measure's symbol ends a sentence.
              !MEASURE_SYMBOLS.has(previous.lower)) ||
            ABBREVIATION_END.test(previous.text))
        ));
    if (token.text === ';' || sentenceEnd) {
      if (index > start) segments.push([start, index]);
      start = index + 1;
    }
  });
  if (start < tokens.length) segments.push([start, tokens.length]);
  return segments;
}
