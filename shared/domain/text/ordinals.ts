/**
 * English ordinal words, first to twelfth: a street ('Fifth Avenue' = '5th Ave.'), a season ('The
 * Complete Sixth Season'), an edition ('Second Edition' = '2nd Edition').
 */
export const ORDINAL_WORDS: readonly string[] = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
];

/** The number an ordinal word names ('sixth' → 6), undefined for any other word. */
export function ordinalNumber(word: string): number | undefined {
  const at = ORDINAL_WORDS.indexOf(word);
  return at >= 0 ? at + 1 : undefined;
}

/** An ordinal word in digits with its English suffix ('fifth' → '5th'), undefined otherwise. */
export function ordinalInDigits(word: string): string | undefined {
  const number = ordinalNumber(word);
  if (number === undefined) return undefined;
  const suffix = number === 1 ? 'st' : number === 2 ? 'nd' : number === 3 ? 'rd' : 'th';
  return `${number}${suffix}`;
}
