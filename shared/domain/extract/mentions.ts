/**
 * Item mentions in prose, read the way a rep reads a request: a sentence can name several items
 * ("Please quote 40 pcs SKF 6205-2RS and 20 m cable H07RN-F 3G2.5"). A mention is a quantity
 * phrase (number, number word, range, "a few", "2x"), a unit or an implicit piece, and a
 * description that reaches the next mention boundary (a conjunction or comma before a new
 * quantity, a semicolon, the end of the sentence). A quantity after its description
 * ("SKF 6205-2RS, 40 pieces", "(4 boxes)") closes the span before it.
 *
 * Everything works on a bounded token list: one pass to tokenise, one pass to find quantity
 * phrases, one pass to cut spans. No regular expression runs over more than one token.
 */

import type { ParseContext } from './items';
import {
  type Anchor,
  followerAllowsCount,
  isBoundary,
  isPackSize,
  LIST_COUNT_SEPARATORS,
  leadingContext,
  namesProduct,
  nextStop,
  resolveConflicts,
  strongLeadingContext,
  trailingAnchor,
} from './mention-anchors';
import {
  afterLastColon,
  figureOrDocument,
  finishDescription,
  isRequestNoun,
  isVariantPhrase,
  productBase,
  sliceText,
  stripRequestLead,
  trimSpan,
} from './mention-description';
import {
  conjunctionEndsAt,
  conjunctionLengthAt,
  hasDigit,
  isPunct,
  isWord,
  looksLikePartNumber,
  MAX_MENTION_LINE_CHARS,
  segmentsOf,
  type Token,
  tokenise,
  unitOf,
} from './mention-tokens';
import { type Mention, MentionShape } from './mention-types';
import {
  ADDRESS_LABEL,
  CANCEL_AFTER,
  CANCEL_BEFORE,
  CANCEL_DETERMINERS,
  CANCEL_LEAD,
  CANCEL_NAME_ENDS,
  CONTAINER_NOUNS,
  CONTAINER_UNITS,
  CORRECTION_BEFORE,
  FIGURE_NOUNS,
  GREETINGS,
  LENGTH_GOODS,
  MAYBE_WORDS,
  OF_WORDS,
  QUANTITY_LABELS,
  SEPARATORS,
} from './mention-vocabulary';
import {
  containerWithoutCount,
  isAlternativeWord,
  type QuantityPhrase,
  readQuantityPhrase,
} from './quantity-phrase';
import { readingsFor } from './quantity-readings';
import { COUNTABLE_UNITS, type Unit } from './units';

export { MAX_MENTION_LINE_CHARS } from './mention-tokens';
export { type Mention, MentionShape, type QuantityReading } from './mention-types';

const MAX_MENTIONS_PER_LINE = 30;
const WITH_WORDS = new Set(['with', 'mit', 'avec', 'con', 'met', 'com']);
const NOT_AN_ITEM_AFTER = new Set([
  ...'your our my their his her its vos nos votre notre leur leurs ihre unsere eure seine sus nuestros nuestras vuestros vostri nostri vostre nostre uw onze jullie hun'.split(
    ' ',
  ),
  ...'more other others else thing things question questions time times'.split(' '),
]);
const IN_ONE_PIECE = new Set(['aan', 'in', 'am', 'im', 'en', 'uit', "d'un", "d'une", 'di', 'de']);

/** "12 Standorte", "420 employees": a line that states company figures (signatures, footers). */
export function statesCompanyFigures(line: string): boolean {
  const tokens = tokenise(line.slice(0, MAX_MENTION_LINE_CHARS));
  return tokens.some(
    (token, index) =>
      /^\d[\d.,]*$/.test(token.text) && FIGURE_NOUNS.has(tokens[index + 1]?.lower ?? ''),
  );
}

/**
 * "a pair of boots", "one box of screws", "ein Paar Schuhe": an article or a number word before a
 * unit that counts things other than pieces, then "of" (or the German noun's capital: "ein paar"
 * is a few), reads as a count wherever it stands, once a size or a code follows it.
 */
function countsInUnits(tokens: readonly Token[], phrase: QuantityPhrase): boolean {
  if (phrase.unit === null || phrase.unit === 'pcs' || !COUNTABLE_UNITS.has(phrase.unit))
    return false;
  const unitToken = tokens[phrase.end - 1];
  return (
    OF_WORDS.has(tokens[phrase.end]?.lower ?? '') ||
    // "zwei paar", "twee paar", "één paar" count pairs; "ein paar", "een paar" are a few.
    (unitToken?.lower === 'paar' && (/^\p{Lu}/u.test(unitToken.text) || !phrase.article))
  );
}

/**
 * Whether a dash or colon after a count that a quantity label introduces ("Qty 12 – …", "Menge:
 * 5 - …") separates it from the item's words that follow.
 */
function labelledCountSeparator(
  tokens: readonly Token[],
  index: number,
  end: number,
  segmentEnd: number,
): boolean {
  const label = tokens[index - 1]?.text === ':' ? tokens[index - 2] : tokens[index - 1];
  if (!label || !QUANTITY_LABELS.has(label.lower)) return false;
  return (
    LIST_COUNT_SEPARATORS.has(tokens[end]?.text ?? '') &&
    end + 1 < segmentEnd &&
    isWord(tokens[end + 1])
  );
}

/**
 * "Hi, 2.500 pcs cable ties", "Hi John, 20 pcs bearings": a greeting (and the name it greets)
 * before the count names no product.
 */
function isGreeting(tokens: readonly Token[], from: number, to: number): boolean {
  const words = tokens.slice(from, to).filter((token) => isWord(token));
  if (!GREETINGS.has(words[0]?.lower ?? '')) return false;
  const names = words.filter((token) => !GREETINGS.has(token.lower));
  return names.length <= 2 && names.every((token) => /^\p{Lu}\p{Ll}+$/u.test(token.text));
}

/**
 * "bitte liefern: zwei Kartons Kabelbinder …": a label that may introduce an address introduces
 * goods when a count in units opens what follows it ("Lieferadresse: 12 Hauptstraße" has none).
 */
function goodsFollow(rest: string, context: ParseContext): boolean {
  const tokens = tokenise(rest.slice(0, MAX_MENTION_LINE_CHARS));
  const phrase = readQuantityPhrase(tokens, 0, context);
  return (
    phrase !== null &&
    phrase.unit !== null &&
    COUNTABLE_UNITS.has(phrase.unit) &&
    isWord(tokens[phrase.end])
  );
}

/** The dash or comma that opens a correcting clause. */
const CLAUSE_OPENERS: ReadonlySet<string> = new Set(['-', '–', '—', ',']);

/**
 * A count that corrects the mention's own, written in its words after a dash or comma ("… gloves
 * size 10 - actually make that 6 pairs"): where the correction starts and the new count.
 */
function correctedCount(
  tokens: readonly Token[],
  from: number,
  to: number,
  context: ParseContext,
): { at: number; phrase: QuantityPhrase } | null {
  for (let index = from + 1; index < to; index += 1) {
    for (const marker of CORRECTION_BEFORE) {
      const matches = marker.every((word, offset) => tokens[index + offset]?.lower === word);
      if (!matches) continue;
      const phrase = readQuantityPhrase(tokens, index + marker.length, context);
      if (!phrase || phrase.end > to || phrase.vague) continue;
      // The correction's clause opens at the dash or comma before it ("– nein, lieber …").
      let at = index;
      for (let back = index - 1; back > from && back >= index - 3; back -= 1) {
        if (CLAUSE_OPENERS.has(tokens[back]?.text ?? '')) at = back;
      }
      if (at === index && !CLAUSE_OPENERS.has(tokens[index - 1]?.text ?? '')) continue;
      return { at, phrase };
    }
  }
  return null;
}

/** Punctuation that ends a clause before a calling-off verb or a called-off name. */
const CLAUSE_ENDS: ReadonlySet<string> = new Set(['.', '!', '?', ';', ':', ',', '-', '–', '—']);
const NEGATIONS: ReadonlySet<string> = new Set(
  "not don't nicht kein keine niet geen pas ne non no".split(' '),
);
/** At most this many words name what is called off ("the UCF 208 flange units"). */
const MAX_CANCELLED_WORDS = 5;

/** An item called off: where its clause starts (a token index) and the words that name it. */
interface CalledOff {
  clauseStart: number;
  name: string[];
}

/** The name after its determiners ("the nitrile gloves" → nitrile, gloves), or null. */
function calledOffName(tokens: readonly Token[], from: number, to: number): string[] | null {
  let index = from;
  let determiners = 0;
  while (index < to && determiners < 2 && CANCEL_DETERMINERS.has(tokens[index]?.lower ?? '')) {
    index += 1;
    determiners += 1;
  }
  if (determiners === 0) return null;
  const name: string[] = [];
  for (; index < to && name.length < MAX_CANCELLED_WORDS; index += 1) {
    const token = tokens[index] as Token;
    if (isPunct(token) || CANCEL_NAME_ENDS.has(token.lower)) break;
    name.push(token.lower);
  }
  return name.some((word) => /\p{L}{3}/u.test(word)) ? name : null;
}

/** The clause's first token before `index`, over lead words ("Actually, forget …"), or -1. */
function clauseOpening(tokens: readonly Token[], index: number): number {
  let back = index - 1;
  while (back >= 0 && (CANCEL_LEAD.has(tokens[back]?.lower ?? '') || tokens[back]?.text === ',')) {
    back -= 1;
  }
  if (back < 0 || CLAUSE_ENDS.has(tokens[back]?.text ?? '')) return back + 1;
  // "Hmm, scratch the …", "Wait, forget the …": one word and a comma open the sentence.
  const opensSentence = back === 0 || ['.', '!', '?'].includes(tokens[back - 1]?.text ?? '');
  return opensSentence && isWord(tokens[back]) && tokens[back + 1]?.text === ',' ? back : -1;
}

const markerAt = (tokens: readonly Token[], index: number, marker: readonly string[]) =>
  marker.every((word, offset) => tokens[index + offset]?.lower === word);

/**
 * An item the writer calls off at `index`: a calling-off verb opening its clause before the name
 * ("Actually, forget the nitrile gloves", "oubliez les gants", "schrap de handschoenen"), or
 * closing the clause the name opens ("De handschoenen van vorige week mag je schrappen"). "Don't
 * forget the gloves" and "nicht vergessen" call nothing off.
 */
function calledOffAt(tokens: readonly Token[], index: number): CalledOff | null {
  for (const marker of CANCEL_BEFORE) {
    if (!markerAt(tokens, index, marker)) continue;
    const clauseStart = clauseOpening(tokens, index);
    if (clauseStart < 0) continue;
    let to = index + marker.length;
    while (to < tokens.length && to < index + 12 && !CLAUSE_ENDS.has(tokens[to]?.text ?? '')) to++;
    const name = calledOffName(tokens, index + marker.length, to);
    if (name) return { clauseStart, name };
  }
  for (const marker of CANCEL_AFTER) {
    if (!markerAt(tokens, index, marker)) continue;
    const after = tokens[index + marker.length];
    if (after && !CLAUSE_ENDS.has(after.text)) continue;
    let start = index;
    while (start > 0 && start > index - 12 && !CLAUSE_ENDS.has(tokens[start - 1]?.text ?? '')) {
      start -= 1;
    }
    const clause = tokens.slice(start, index);
    if (clause.some((token) => NEGATIONS.has(token.lower))) continue;
    let from = start;
    while (from < index && CANCEL_LEAD.has(tokens[from]?.lower ?? '')) from += 1;
    const name = calledOffName(tokens, from, index);
    if (name) return { clauseStart: start, name };
  }
  return null;
}

/** The first calling-off clause among tokens [from, to), or null. */
function calledOffIn(tokens: readonly Token[], from: number, to: number): CalledOff | null {
  for (let index = from; index < to; index += 1) {
    const found = calledOffAt(tokens, index);
    if (found) return found;
  }
  return null;
}

/**
 * The items a line calls off, each by the words that name it ("Actually, forget the nitrile
 * gloves" → ['nitrile', 'gloves']): the items named so in the mail before are no items.
 */
export function calledOffItems(line: string): string[][] {
  const tokens = tokenise(line.slice(0, MAX_MENTION_LINE_CHARS));
  const names: string[][] = [];
  for (let index = 0; index < tokens.length && names.length < MAX_MENTIONS_PER_LINE; index += 1) {
    const found = calledOffAt(tokens, index);
    if (found) names.push(found.name);
  }
  return names;
}

/**
 * "3 rollos de cinta y dos pares de guantes de soldador", "…, une douzaine de cutters 18 mm ainsi
 * qu'un aérosol de dégrippant": after an item counted in figures, a word number that a comma or a
 * joiner opens is the list's next item, named or not; an article alone counts there only before
 * what holds the product ("un aérosol de …", "a tube of …") or a unit.
 */
function nextInList(
  tokens: readonly Token[],
  index: number,
  phrase: QuantityPhrase,
  anchors: readonly Anchor[],
): boolean {
  if (anchors[anchors.length - 1]?.shape !== MentionShape.leading) return false;
  const figures = anchors.some(
    (anchor) => anchor.phrase.dozen || /^\d/.test(tokens[anchor.phrase.start]?.text ?? ''),
  );
  if (!figures) return false;
  const before = tokens[index - 1];
  if (!before || !(before.text === ',' || conjunctionEndsAt(tokens, index - 1))) return false;
  if (!isWord(tokens[phrase.end])) return false;
  // "and one of your technicians", "one more thing": people and talk, not an item.
  const after = OF_WORDS.has(tokens[phrase.end]?.lower ?? '') ? phrase.end + 1 : phrase.end;
  if (NOT_AN_ITEM_AFTER.has(tokens[after]?.lower ?? '')) return false;
  if (!phrase.article || phrase.value !== 1 || phrase.unit !== null) return true;
  return OF_WORDS.has(tokens[phrase.end + 1]?.lower ?? '');
}

/**
 * The container named with its contents in the brackets that close tokens [from, to): "(pack of
 * 25)", "(doos à 100)", "(box 50)"; null when there are none.
 */
function closingContainer(tokens: readonly Token[], from: number, to: number): Unit | null {
  const close = tokens[to - 1]?.text === ')' ? to - 1 : tokens[to]?.text === ')' ? to : -1;
  if (close < 0) return null;
  let open = close - 1;
  while (open > from && close - open <= 5 && tokens[open]?.text !== '(') open -= 1;
  if (tokens[open]?.text !== '(') return null;
  const container = unitOf(tokens[open + 1]);
  if (!container || !CONTAINER_UNITS.has(container.unit)) return null;
  let cursor = open + 2;
  if (OF_WORDS.has(tokens[cursor]?.lower ?? '')) cursor += 1;
  if (!/^\d/.test(tokens[cursor]?.text ?? '')) return null;
  cursor += 1;
  if (unitOf(tokens[cursor])) cursor += 1;
  return cursor === close ? container.unit : null;
}

/** Whether index lies in the words of a leading mention, no joiner or separator since. */
function insideLastMention(tokens: readonly Token[], last: Anchor | undefined, index: number) {
  if (!last || last.shape !== MentionShape.leading) return false;
  for (let cursor = last.end; cursor < index; cursor += 1) {
    const token = tokens[cursor];
    if (!token || isPunct(token) || conjunctionLengthAt(tokens, cursor) > 0) return false;
  }
  return true;
}

/**
 * The item mentions of one line of prose. Empty when the line holds no quantity in a mention
 * position: the caller then tries its older single-item patterns.
 */
export function findMentions(line: string, context: ParseContext): Mention[] {
  const text = line.slice(0, MAX_MENTION_LINE_CHARS);
  const label = ADDRESS_LABEL.exec(text);
  if (label && !goodsFollow(text.slice(label.index + label[0].length), context)) return [];
  const tokens = tokenise(text);
  const mentions: Mention[] = [];
  let previous: { product: string; unit: Unit } | null = null;
  for (const [segmentStart, segmentEnd] of segmentsOf(tokens)) {
    const anchors: Anchor[] = [];
    for (let index = segmentStart; index < segmentEnd; index += 1) {
      const phrase =
        readQuantityPhrase(tokens, index, context) ??
        (tokens[index - 1] && SEPARATORS.has(tokens[index - 1]?.text ?? '')
          ? containerWithoutCount(tokens, index)
          : null);
      if (!phrase || phrase.end > segmentEnd) continue;
      if (isPackSize(tokens, phrase, anchors[anchors.length - 1])) continue;
      // "100 m aan één stuk", "in one piece", "am Stück": a length uncut, not one more item.
      if (
        phrase.value === 1 &&
        phrase.unit === 'pcs' &&
        IN_ONE_PIECE.has(tokens[index - 1]?.lower ?? '')
      )
        continue;
      // "… oppure 200 m": the other reading of the mention before, not a new item.
      if (anchors.length > 0 && isAlternativeWord(tokens[index - 1], context.language)) continue;
      // "ongeveer 100 m, misschien 150 m": a measured count after 'maybe' that ends the clause.
      if (
        anchors.length > 0 &&
        MAYBE_WORDS.has(tokens[index - 1]?.lower ?? '') &&
        phrase.unit !== null &&
        (phrase.end >= segmentEnd || isPunct(tokens[phrase.end]))
      )
        continue;
      // "Copper grease, 500 g tins": a measure of a container, after a comma that ends the
      // segment, is the size of the item before, not one more item.
      if (
        anchors.length > 0 &&
        tokens[index - 1]?.text === ',' &&
        phrase.unit !== null &&
        !COUNTABLE_UNITS.has(phrase.unit) &&
        CONTAINER_NOUNS.has(tokens[phrase.end]?.lower ?? '') &&
        (phrase.end + 1 >= segmentEnd || isPunct(tokens[phrase.end + 1]))
      )
        continue;
      const trailing = trailingAnchor(tokens, phrase, segmentStart, segmentEnd, context.language);
      if (trailing) {
        anchors.push(trailing);
        index = trailing.end - 1;
        continue;
      }
      const countedUnit = countsInUnits(tokens, phrase);
      if (
        phrase.article &&
        !phrase.measure &&
        phrase.value !== 12 &&
        !phrase.dozen &&
        !countedUnit
      ) {
        // "une pince", "un bote": an article counts only right after a joiner or a comma.
        const before = tokens[index - 1];
        if (!before || !(conjunctionEndsAt(tokens, index - 1) || before.text === ',')) continue;
        if (!isWord(tokens[phrase.end])) continue;
      }
      // "Qty 12 – Proximity sensor M18": a labelled count, a dash, then the item.
      const labelled = labelledCountSeparator(tokens, index, phrase.end, segmentEnd);
      if (
        !leadingContext(tokens, index, segmentStart, phrase) ||
        (!labelled && !followerAllowsCount(tokens, phrase))
      ) {
        continue;
      }
      const startToken = tokens[phrase.start];
      const wordNumber =
        !phrase.dozen &&
        (phrase.article ||
          (startToken !== undefined &&
            !/\d/.test(startToken.text) &&
            !phrase.approx &&
            !phrase.vague &&
            !phrase.signed));
      const bare = !phrase.unit && !phrase.times && !phrase.measure && !phrase.vague;
      if ((bare || wordNumber) && !strongLeadingContext(tokens, index, segmentStart)) continue;
      // "n° 40 raccordi a pressare 20 diritti": a bare number inside the item before is its size;
      // so is "N x M" without a unit ("2,000 pcs cable tie 200 x 3.6 natural", "rivetti 4 x 10").
      // "interruptor de nivel con 10 m de cable", "Pumpe mit 5 m Kabel": a measure after "with"
      // inside the item before is what the item comes with.
      if (
        WITH_WORDS.has(tokens[index - 1]?.lower ?? '') &&
        phrase.unit !== null &&
        !COUNTABLE_UNITS.has(phrase.unit) &&
        insideLastMention(tokens, anchors[anchors.length - 1], index - 1)
      )
        continue;
      const dimension = phrase.times && phrase.unit === null && !phrase.measure;
      if (
        (bare || dimension) &&
        !phrase.signed &&
        insideLastMention(tokens, anchors[anchors.length - 1], index)
      )
        continue;
      if (wordNumber && !phrase.measure) {
        // A word number names a product by a capital or a code; before a counted unit a size
        // or any number will do ("a pair of safety boots size 43", not "a set of questions").
        const stop = nextStop(tokens, phrase.end, segmentEnd);
        // "two new drive chains, 16B-1 simplex": the code may follow in the next comma's clause.
        const codeClause =
          tokens[stop]?.text === ',' &&
          !NOT_AN_ITEM_AFTER.has(tokens[phrase.end]?.lower ?? '') &&
          tokens
            .slice(stop + 1, nextStop(tokens, stop + 1, segmentEnd))
            .some((token) => looksLikePartNumber(token.text) && /\p{L}/u.test(token.text));
        const named =
          namesProduct(tokens, phrase.end, stop) ||
          codeClause ||
          (countedUnit && tokens.slice(phrase.end, stop).some((token) => hasDigit(token.text))) ||
          nextInList(tokens, index, phrase, anchors);
        if (!named) continue;
      }
      if (!labelled && (phrase.end >= segmentEnd || isBoundary(tokens, phrase.end, segmentEnd)))
        continue;
      anchors.push({
        phrase,
        shape: MentionShape.leading,
        end: labelled ? phrase.end + 1 : phrase.end,
        noun: null,
      });
      index = phrase.end - 1;
    }
    resolveConflicts(tokens, anchors, segmentStart);
    let cursor = segmentStart;
    let head: [number, number] | null = null;
    let lastImplicit: Mention | null = null;
    anchors.forEach((anchor, position) => {
      if (mentions.length >= MAX_MENTIONS_PER_LINE) return;
      const next = anchors[position + 1];
      let spanFrom: number;
      let spanTo: number;
      let product: string | null = null;
      let inherited = false;
      let correction: { at: number; phrase: QuantityPhrase } | null = null;
      if (anchor.shape === MentionShape.trailing) {
        const descriptionEnd = anchor.descriptionEnd ?? anchor.phrase.start;
        [spanFrom, spanTo] = trimSpan(
          tokens,
          afterLastColon(tokens, cursor, descriptionEnd),
          descriptionEnd,
        );
        if (spanTo <= spanFrom) {
          // "…, scatola da 200 paia – n. 4 scatole": the list's count of the container named
          // just before without one.
          const implicit = mentions[mentions.length - 1];
          if (implicit && lastImplicit === implicit && anchor.phrase.value !== null) {
            const readings = readingsFor(anchor.phrase, [], [], context);
            implicit.quantity = readings.quantity;
            implicit.unit = readings.unit ?? implicit.unit;
            implicit.ambiguityReasons = readings.reasons;
            implicit.alternatives = readings.alternatives;
            lastImplicit = null;
          }
          cursor = anchor.end;
          return;
        }
        cursor = anchor.end;
      } else {
        head = cursor < anchor.phrase.start ? trimSpan(tokens, cursor, anchor.phrase.start) : null;
        spanFrom = anchor.end;
        let limit = next ? next.phrase.start : segmentEnd;
        if (next?.shape === MentionShape.trailing) {
          // The trailing quantity's own description starts after the last joiner before it.
          let boundary = -1;
          for (let index = next.phrase.start - 1; index > spanFrom; index -= 1) {
            if (conjunctionLengthAt(tokens, index) > 0 || tokens[index]?.text === ';') {
              boundary = index;
              break;
            }
          }
          if (boundary > 0) limit = boundary;
        }
        // "…, 12 pairs of cut-resistant gloves. Actually, forget the nitrile gloves": a clause
        // calling an item off ends the mention before it.
        const calledOff = calledOffIn(tokens, spanFrom, limit);
        if (calledOff && calledOff.clauseStart > spanFrom) limit = calledOff.clauseStart;
        correction = correctedCount(tokens, spanFrom, limit, context);
        [spanFrom, spanTo] = trimSpan(tokens, spanFrom, correction ? correction.at : limit);
        cursor = limit;
        if (spanTo <= spanFrom) return;
        if (isVariantPhrase(tokens, spanFrom, spanTo)) {
          const [headFrom, headTo] = head ?? [0, 0];
          const headText =
            headTo > headFrom
              ? finishDescription(
                  stripRequestLead(
                    sliceText(text, tokens, afterLastColon(tokens, headFrom, headTo), headTo),
                  ),
                )
              : '';
          product =
            headText && /\p{L}{2,}/u.test(headText) ? headText : (previous?.product ?? null);
          inherited = product !== null;
        } else if (
          head &&
          SEPARATORS.has(tokens[anchor.phrase.start - 1]?.text ?? '') &&
          !namesProduct(tokens, spanFrom, spanTo) &&
          namesProduct(tokens, head[0], head[1]) &&
          !isGreeting(tokens, head[0], head[1])
        ) {
          // "cavo Lapp ÖLFLEX (1119303), 2 matasse da 100 m oppure 200 m": the product is
          // named before the count; what follows only says how it is packed.
          const [headFrom, headTo] = head;
          product = finishDescription(
            stripRequestLead(
              sliceText(text, tokens, afterLastColon(tokens, headFrom, headTo + 1), headTo),
            ),
          );
        }
      }
      // Three tokens on take "… or 100 m"; four take ", or 100 m" ("2 rollen van 50 m, of 100 m").
      const spanTokens = tokens.slice(
        spanFrom,
        Math.min(spanTo + (tokens[spanTo]?.text === ',' ? 4 : 3), segmentEnd),
      );
      // "…: 2 rollen van 50 m, of 100 m", "8 Stück – oder 10": the other reading after a
      // trailing count.
      const tailTokens = tokens.slice(
        anchor.phrase.end,
        anchor.shape === MentionShape.trailing &&
          (/^[,–—-]$/.test(tokens[anchor.end]?.text ?? '') ||
            isAlternativeWord(tokens[anchor.end], context.language))
          ? Math.min(anchor.end + 4, segmentEnd)
          : anchor.end,
      );
      const readings = correction
        ? readingsFor(correction.phrase, [], [], context)
        : readingsFor(anchor.phrase, spanTokens, tailTokens, context);
      // "make that 6" names no unit: the corrected count keeps the first one's.
      if (correction && readings.unit === null) readings.unit = anchor.phrase.unit;
      let unit = readings.unit;
      let unitInherited = false;
      // "two of the black/yellow 766i hazard tape": the unit of the item before.
      if (
        !unit &&
        previous &&
        OF_WORDS.has(tokens[spanFrom]?.lower ?? '') &&
        tokens[spanFrom + 1]?.lower === 'the'
      ) {
        unit = previous.unit;
        unitInherited = true;
      }
      // "2 x Bosch 2608600263 cutting discs 125mm (pack of 25)": the container the brackets
      // closing the item name is what a count without a unit counts.
      const bracketed =
        !unit && anchor.shape === MentionShape.leading && !anchor.phrase.multiplier
          ? closingContainer(tokens, spanFrom, spanTo)
          : null;
      if (bracketed) unit = bracketed;
      let own = sliceText(text, tokens, spanFrom, spanTo);
      if (anchor.shape === MentionShape.trailing) own = stripRequestLead(own);
      // An abbreviated unit ("6 Kart.", "3 cj.") says nothing a catalogue would match.
      const abbreviated = tokens
        .slice(anchor.phrase.start, anchor.phrase.end + 1)
        .some(
          (token, offset, span) =>
            token.text === anchor.phrase.unitText && span[offset + 1]?.text === '.',
        );
      const keepUnitWord =
        anchor.phrase.unitText &&
        !abbreviated &&
        (anchor.phrase.compoundUnit ||
          (unit !== null && CONTAINER_UNITS.has(unit)) ||
          anchor.phrase.measure);
      // "of the", "de" before the product go, unless the container word stays in front of them.
      const prefixed = anchor.shape === MentionShape.leading && (keepUnitWord || anchor.noun);
      if (!prefixed) {
        // "d'écrous": the elided article is written onto the product.
        own = own.replace(
          /^(?:(?:of|de|d'|du|des|di|del|della|van|von)\s+(?:the\s+)?|d['’](?=\p{L}))/iu,
          '',
        );
      }
      if (inherited)
        own = own.replace(/^(?:more|weitere|mehr|de\s+plus|más|altri|altre|meer)\s+/iu, '');
      const containerWord = anchor.phrase.measure
        ? sliceText(text, tokens, anchor.phrase.start + 1, anchor.phrase.end)
        : keepUnitWord
          ? anchor.phrase.unitText
          : null;
      const noun = anchor.noun?.text ?? null;
      let description = finishDescription(product ? `${product} ${own}` : own);
      if (anchor.shape === MentionShape.leading) {
        const prefix = noun ?? containerWord;
        // "… and 2 boxes size 9": the product taken from the item before has its container.
        const hasContainer =
          prefix !== null && description.toLowerCase().startsWith(`${prefix.toLowerCase()} `);
        if (prefix && !anchor.phrase.measure && !hasContainer)
          description = `${prefix} ${description}`;
        else if (anchor.phrase.measure) description = `${containerWord} ${description}`;
      } else if (noun || containerWord) {
        description = `${description} (${noun ?? containerWord})`;
      }
      if (readings.sizedCount) {
        // The size written before the count is the product's ("cartouche 400 g").
        const timesAt = tokens
          .slice(anchor.phrase.start, anchor.phrase.end)
          .findIndex((token) => /^[x×*]$/i.test(token.text));
        if (timesAt > 0) {
          const size = sliceText(text, tokens, anchor.phrase.start, anchor.phrase.start + timesAt);
          description = `${description} ${size}`;
        }
      }
      description = finishDescription(description);
      const named = /\p{L}{2,}/u.test(description) || looksLikePartNumber(description);
      if (description.length < 2 || description.length > 300 || !named) return;
      if (isRequestNoun(description) || figureOrDocument(description)) return;
      const finalUnit = unit ?? context.defaultUnit;
      const partNumber =
        tokens
          .slice(spanFrom, spanTo)
          .map((token) => token.text)
          .filter(looksLikePartNumber)
          .sort((left, right) => right.length - left.length)[0] ?? null;
      let crossed = false;
      for (let index = spanFrom; index < spanTo; index += 1) {
        if (conjunctionLengthAt(tokens, index) > 0) crossed = true;
      }
      // "chaîne inox 5 mm : 15": a bare count closing goods sold by the metre may be metres.
      if (
        anchor.shape === MentionShape.trailing &&
        unit === null &&
        !anchor.phrase.vague &&
        readings.quantity !== null &&
        readings.alternatives.length === 0 &&
        tokens.slice(spanFrom, spanTo).some((token) => LENGTH_GOODS.has(token.lower))
      ) {
        readings.reasons = [...readings.reasons, 'count_or_length'];
        readings.alternatives = [{ quantity: readings.quantity, unit: 'm' }];
      }
      // "Gewindestangen M10 oder M12 …, 10 Stück": the count is firm, the article a choice.
      if (articleChoice(tokens, spanFrom, spanTo, context.language))
        readings.reasons = [...readings.reasons, 'article_choice'];
      mentions.push({
        description,
        quantity: readings.quantity,
        unit: finalUnit,
        unitText: anchor.phrase.unitText ?? (unitInherited ? null : noun),
        unitStated: Boolean(unit) && !unitInherited,
        shape: anchor.shape,
        ambiguityReasons: readings.reasons,
        alternatives: readings.alternatives,
        inherited: inherited || unitInherited,
        crossedConjunction: crossed,
        partNumber,
        mentionsInLine: 0,
      });
      lastImplicit = anchor.phrase.implicitOne ? (mentions[mentions.length - 1] ?? null) : null;
      previous = {
        product: productBase(
          description.replace(/^(?:\S+\s+)?/u, (first) =>
            noun && first.trim() === noun ? '' : first,
          ),
        ),
        unit: finalUnit,
      };
    });
  }
  for (const mention of mentions) mention.mentionsInLine = mentions.length;
  if (mentions.length === 1 && mentions[0]) hedgeByContainer(tokens, mentions[0], context);
  return mentions;
}

/**
 * "M10 oder M12", "6205 or 6206-2RS": two codes or sizes joined by "or" in an item's words name a
 * choice of article, which the rep must settle.
 */
function articleChoice(
  tokens: readonly Token[],
  from: number,
  to: number,
  language: string | null,
): boolean {
  const coded = (token: Token | undefined) =>
    token !== undefined && isWord(token) && hasDigit(token.text);
  for (let index = from + 1; index < to - 1; index += 1) {
    if (!isAlternativeWord(tokens[index], language)) continue;
    if (coded(tokens[index - 1]) && coded(tokens[index + 1])) return true;
  }
  return false;
}

/** How far after "or" a container word still belongs to the alternative ("or is it cheaper by the box"). */
const ALTERNATIVE_CONTAINER_REACH = 8;

/**
 * "6 rolls - or is it cheaper by the box of 12?", "3 rollos de 50 m o lo que venga en bobina de
 * 150": the line's one item asks whether a container would do instead, so its count is open. The
 * container after "or" in the same clause (no punctuation between) is the other reading, one of it.
 */
function hedgeByContainer(tokens: readonly Token[], mention: Mention, context: ParseContext): void {
  if (mention.ambiguityReasons.length > 0) return;
  for (let index = 0; index < tokens.length; index += 1) {
    if (!isAlternativeWord(tokens[index], context.language)) continue;
    // "or 100 m": a counted alternative, read with the quantity itself.
    if (/^\d/.test(tokens[index + 1]?.text ?? '')) continue;
    const reach = Math.min(tokens.length, index + 1 + ALTERNATIVE_CONTAINER_REACH);
    for (let cursor = index + 1; cursor < reach; cursor += 1) {
      const token = tokens[cursor];
      if (!token || isPunct(token)) break;
      const container = unitOf(token);
      if (!container || !CONTAINER_UNITS.has(container.unit)) continue;
      mention.ambiguityReasons = ['alternative_container'];
      const other = { quantity: 1, unit: container.unit };
      if (mention.quantity !== 1 || mention.unit !== container.unit)
        mention.alternatives = [...mention.alternatives, other];
      return;
    }
  }
}
