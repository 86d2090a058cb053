/**
 * A price list sent back with its ordered rows marked ('X' in the order column) leaves the counts
 * to the mail: "De las llaves de 13 y de 17, 5 de cada; juegos de destornilladores 2". A clause
 * of the body that names marked rows by their words gives them its one count; a clause naming
 * several gives it to each only when it says so ("each", "je", "de chaque", "cada", "ciascuno",
 * "elk"). Such a count is read across two sources, so it scores as an uncertain one, and the
 * clause's own prose items are the same items, not more.
 */

import { AMBIGUOUS_SCORE_CAP } from './scoring';
import { QUANTITY_MARKED } from './tables';
import type { ExtractedLineItem } from './types';

/** Clauses longer than this are not read for counts. */
const MAX_CLAUSE_CHARS = 300;
/** At most this many body lines are read. */
const MAX_LINES = 400;
const EACH_WORDS = new Set(
  'each apiece je jeweils chacun chacune chaque cada uno una ciascuno ciascuna ognuno elk per'.split(
    ' ',
  ),
);
/** Words of a clause that never name an article. */
const NOT_NAMING = new Set(
  'para with from that this have what como esto esta tenemos necesitamos marcado cada und mit von pour avec dans nous vous quello della delle voor met hebben'.split(
    ' ',
  ),
);
const STEM_LETTERS = 5;

const lettersOf = (text: string) => text.toLowerCase().match(/\p{L}{4,}/gu) ?? [];
const numbersOf = (text: string) => text.match(/(?<![\p{L}\d.,])\d{1,5}(?![\d.,]?\d)/gu) ?? [];
const stem = (word: string) => word.slice(0, STEM_LETTERS);
const squeeze = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** A marked row no clause has counted yet. */
const isUncounted = (item: ExtractedLineItem) =>
  item.quantity === null && item.signals.some((signal) => signal.signal === QUANTITY_MARKED);

/** The clauses of the body: sentences and `;` parts, bounded. */
function clausesOf(lines: readonly string[]): Array<{ line: string; clause: string }> {
  const clauses: Array<{ line: string; clause: string }> = [];
  for (const line of lines.slice(0, MAX_LINES)) {
    for (const clause of line.split(/[;.!?]\s/u)) {
      if (clause.length <= MAX_CLAUSE_CHARS) clauses.push({ line, clause });
    }
  }
  return clauses;
}

/**
 * The items with marked rows counted from the body's clauses, without the body's items that
 * only restate those counts.
 */
export function countMarkedRows(
  items: readonly ExtractedLineItem[],
  bodyLines: readonly string[],
): ExtractedLineItem[] {
  if (!items.some(isUncounted)) return [...items];
  const counted = new Map<ExtractedLineItem, number>();
  const consumed: Array<{ line: string; clause: string }> = [];
  for (const { line, clause } of clausesOf(bodyLines)) {
    const stems = new Set(
      lettersOf(clause)
        .filter((word) => !NOT_NAMING.has(word))
        .map(stem),
    );
    let named = items.filter(
      (item) =>
        isUncounted(item) &&
        !counted.has(item) &&
        lettersOf(item.description ?? '').some((word) => stems.has(stem(word))),
    );
    if (named.length === 0) continue;
    // "llaves de 13 y de 17": numbers the rows' own words hold say which rows, and are no count.
    const clauseNumbers = numbersOf(clause);
    const ownNumbers = (item: ExtractedLineItem) => new Set(numbersOf(item.description ?? ''));
    const sizes = clauseNumbers.filter((number) =>
      named.some((item) => ownNumbers(item).has(number)),
    );
    if (sizes.length > 0)
      named = named.filter((item) => sizes.some((size) => ownNumbers(item).has(size)));
    const counts = clauseNumbers.filter((number) => !sizes.includes(number));
    if (counts.length !== 1 || named.length === 0) continue;
    const words = clause.toLowerCase().split(/[^\p{L}]+/u);
    if (named.length > 1 && !words.some((word) => EACH_WORDS.has(word))) continue;
    const count = Number(counts[0]);
    if (!(count > 0)) continue;
    for (const item of named) counted.set(item, count);
    consumed.push({ line, clause });
  }
  if (counted.size === 0) return [...items];
  return items.flatMap((item) => {
    const count = counted.get(item);
    if (count !== undefined) {
      const signals = item.signals.filter((signal) => signal.signal !== QUANTITY_MARKED);
      return [
        {
          ...item,
          quantity: count,
          ambiguous: false,
          // A count read across two sources is no surer than an ambiguous one.
          raw_score: Math.min(item.raw_score, AMBIGUOUS_SCORE_CAP),
          signals: [...signals, { signal: 'quantity_from_mail', weight: 0 }],
        },
      ];
    }
    // "5 de cada" read as prose: the same count, already given to the marked rows.
    const restates =
      item.source.document === 'email_body' &&
      consumed.some(
        ({ line, clause }) =>
          item.source.line_text?.trim() === line.trim() &&
          squeeze(clause).includes(squeeze(item.description ?? '')),
      );
    return restates ? [] : [item];
  });
}
