/**
 * The quantity a mention most likely means and its other readings, with the ambiguity reasons that
 * send it to review: vague ("a few"), ranges, approximations, "2 x 50 m", "a 20 m roll", "10 rolls
 * or 100 m", pack contents the writer is unsure of ("box of 100?") and hedged wording.
 */

import type { ParseContext } from './items';
import { type Token, unitOf } from './mention-tokens';
import type { QuantityReading } from './mention-types';
import {
  COUPLE_OR_PAIR_WORDS,
  HEDGE_WORDS,
  IDENTIFIER_BEFORE,
  LOOSE_WORDS,
  MAYBE_WORDS,
  OF_WORDS,
  PAIR_GOODS,
  VAGUE_QUANTITY_ESTIMATE,
} from './mention-vocabulary';
import { parseLocaleNumber } from './numbers';
import { isAlternativeWord, type QuantityPhrase } from './quantity-phrase';
import { COUNTABLE_UNITS, type Unit } from './units';

/** The quantity, unit, ambiguity reasons and alternative readings of one anchored phrase. */
export function readingsFor(
  phrase: QuantityPhrase,
  spanTokens: readonly Token[],
  tailTokens: readonly Token[],
  context: ParseContext,
): {
  quantity: number | null;
  unit: Unit | null;
  reasons: string[];
  alternatives: QuantityReading[];
  /** The count is of containers whose size the phrase wrote first ("400 g x 40"). */
  sizedCount: boolean;
} {
  const reasons: string[] = [];
  const alternatives: QuantityReading[] = [];
  let quantity = phrase.value;
  let unit = phrase.unit;
  const around = [...spanTokens, ...tailTokens];
  if (phrase.vague) {
    reasons.push('vague_quantity');
    // "een paar rollen, 3 à 4", "qualche scatola (direi 4, massimo 5)": the numbers they add,
    // after the phrase or in brackets, never a size or a pack content ("taglia 8", "de 100").
    let depth = 0;
    const stated: number[] = [];
    const tailStart = spanTokens.length;
    around.forEach((token, index) => {
      if (token.text === '(') depth += 1;
      if (token.text === ')') depth = Math.max(0, depth - 1);
      const before = around[index - 1]?.lower ?? '';
      if (!/^\d{1,4}$/.test(token.text) || OF_WORDS.has(before) || IDENTIFIER_BEFORE.has(before)) {
        return;
      }
      if (depth > 0 || index >= tailStart) stated.push(Number(token.text));
    });
    if (stated.length > 0) {
      quantity = stated[0] ?? null;
      for (const value of stated.slice(1, 3)) {
        alternatives.push({ quantity: value, unit: unit ?? context.defaultUnit });
      }
    } else {
      quantity = VAGUE_QUANTITY_ESTIMATE;
      alternatives.push({
        quantity: VAGUE_QUANTITY_ESTIMATE - 1,
        unit: unit ?? context.defaultUnit,
      });
    }
  }
  // "un paio di chiavi a pappagallo": a couple of them, or one pair; gloves come in pairs.
  if (
    phrase.article &&
    unit === 'pair' &&
    COUPLE_OR_PAIR_WORDS.has(phrase.unitText?.toLowerCase() ?? '')
  ) {
    const noun = spanTokens.find(
      (token) => /^\p{L}/u.test(token.text) && !OF_WORDS.has(token.lower),
    );
    if (noun && !PAIR_GOODS.some((stem) => noun.lower.startsWith(stem))) {
      reasons.push('couple_or_pair');
      alternatives.push({ quantity: 2, unit: 'pcs' });
    }
  }
  if (phrase.high !== null) {
    reasons.push(phrase.approx ? 'approximate_quantity' : 'quantity_range_or_alternative');
    alternatives.push({ quantity: phrase.high, unit: unit ?? context.defaultUnit });
  } else if (phrase.approx) {
    reasons.push('approximate_quantity');
  }
  // "cartouche 400 g x 40", "bidon 20 L x 4": forty cartridges of 400 g, or 16 kg in all. (A
  // length is cut to order: "100 m x 3" stays 300 m.)
  const sizeUnit =
    phrase.countAfter === true && unit !== null && !COUNTABLE_UNITS.has(unit) && unit !== 'm'
      ? unit
      : null;
  if (sizeUnit && phrase.multiplier !== null && phrase.value !== null) {
    reasons.push('multiplied_quantity');
    alternatives.push({ quantity: phrase.value * phrase.multiplier, unit: sizeUnit });
    quantity = phrase.multiplier;
    unit = 'pcs';
  } else if (
    phrase.multiplier !== null &&
    phrase.value !== null &&
    unit !== null &&
    !COUNTABLE_UNITS.has(unit) &&
    unit !== 'm'
  ) {
    // "3 x 0,75 l Lack", "2 x 25 kg Salz": three tins of 0.75 l (or 2.25 l in all); a content
    // is bought by the container, a length ("2 x 50 m") is cut to it.
    reasons.push('multiplied_quantity');
    alternatives.push({ quantity: phrase.value * phrase.multiplier, unit });
    quantity = phrase.value;
    unit = 'pcs';
  } else if (phrase.multiplier !== null && phrase.value !== null) {
    reasons.push('multiplied_quantity');
    quantity = phrase.value * phrase.multiplier;
    const measured = unit !== null && !COUNTABLE_UNITS.has(unit);
    // "2 x 50 m": 100 m, or two rolls (or pieces) of 50 m; "3 x 100 Stk.": 300, or three packs.
    alternatives.push(
      ...(measured
        ? [
            { quantity: phrase.value, unit: 'roll' as Unit },
            { quantity: phrase.value, unit: 'pcs' as Unit },
          ]
        : [
            { quantity: phrase.value, unit: 'box' as Unit },
            { quantity: phrase.value, unit: 'pack' as Unit },
          ]),
    );
  }
  if (phrase.measure && unit && COUNTABLE_UNITS.has(unit) && unit !== 'pcs') {
    // "a 20 m roll": one roll, or 20 m cut from one.
    reasons.push('container_or_measure');
    alternatives.push({ quantity: phrase.measure.value, unit: phrase.measure.unit });
  }
  // "10 rolls or 100 m", "2 matasse da 100 m oppure 200 m", "100 m, maybe 150 m": an
  // alternative unit; "0,75 l or 2 x 400 ml cans": so many containers of a size.
  for (let index = 0; index < around.length - 2; index += 1) {
    const word = around[index];
    const amount = around[index + 1];
    const times = /^[x×]$/i.test(around[index + 2]?.text ?? '');
    const alternativeUnit = times
      ? /^\d/.test(around[index + 3]?.text ?? '') && unitOf(around[index + 4])
        ? { unit: 'pcs' as Unit }
        : null
      : (unitOf(around[index + 2]) ?? bareAlternative(around, index, unit));
    if (
      word &&
      amount &&
      alternativeUnit &&
      (isAlternativeWord(word, context.language) || MAYBE_WORDS.has(word.lower)) &&
      /^\d/.test(amount.text)
    ) {
      const parsed = parseLocaleNumber(amount.text, context.style);
      if (parsed) {
        reasons.push('alternative_quantity');
        alternatives.push({ quantity: parsed.value, unit: alternativeUnit.unit });
        break;
      }
    }
  }
  // "(doos van 500?)", "box of 100?": a pack content the writer is unsure of.
  for (let index = 0; index < around.length - 2; index += 1) {
    const of = around[index];
    const amount = around[index + 1];
    let questionAt = index + 2;
    if (unitOf(around[questionAt])) questionAt += 1;
    if (
      of &&
      amount &&
      OF_WORDS.has(of.lower) &&
      /^\d{1,5}$/.test(amount.text) &&
      around[questionAt]?.text === '?'
    ) {
      reasons.push('pack_content_uncertain');
      alternatives.push({ quantity: (quantity ?? 1) * Number(amount.text), unit: 'pcs' });
      break;
    }
  }
  if (phrase.implicitOne) {
    // "box of 100?": one box, or the hundred pieces it holds.
    reasons.push('container_without_count');
    const content = tailTokens.find((token) => /^\d{1,5}$/.test(token.text));
    if (content) alternatives.push({ quantity: Number(content.text), unit: 'pcs' });
  }
  if (around.some((token) => HEDGE_WORDS.has(token.lower))) reasons.push('hedged_quantity');
  return {
    quantity,
    unit,
    reasons: [...new Set(reasons)],
    alternatives: dedupe(alternatives, quantity, unit),
    sizedCount: sizeUnit !== null,
  };
}

/**
 * An other amount written without its unit: "500 loose" (single pieces), or a bare number closing
 * the clause right after a counted unit ("8 Stück – oder 10, falls …": the same unit). Never after
 * a bare number ("Größe 9 oder 10" is a size).
 */
function bareAlternative(
  around: readonly Token[],
  at: number,
  unit: Unit | null,
): { unit: Unit } | null {
  const after = around[at + 2];
  if (!/^\d{1,5}$/.test(around[at + 1]?.text ?? '')) return null;
  if (after && LOOSE_WORDS.has(after.lower)) return { unit: 'pcs' };
  if (unit === null || (after && !/^[,;)]$/.test(after.text))) return null;
  let back = at - 1;
  while (back >= 0 && /^[-–—,]$/.test(around[back]?.text ?? '')) back -= 1;
  return around[back] && unitOf(around[back])?.unit === unit ? { unit } : null;
}

function dedupe(
  readings: QuantityReading[],
  quantity: number | null,
  unit: Unit | null,
): QuantityReading[] {
  const seen = new Set<string>([`${quantity}|${unit}`]);
  return readings.filter((reading) => {
    const key = `${reading.quantity}|${reading.unit}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
