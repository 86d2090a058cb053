/**
 * The one text-folding function of the codebase: what every module compares words in, so that
 * 'Änderung' = 'anderung', 'Straße' = 'strasse', 'Ærø' = 'aero', 'ﬁnal' = 'final'.
 *
 * Lower case; compatibility decomposition (NFKD: ligatures such as 'ﬁ', full-width and
 * superscript forms) with every combining mark removed; then the letters Unicode does not
 * decompose spelt out as German, Nordic, Polish, Croatian, Icelandic and Turkish writers
 * transliterate them. Length-preserving it is not ('ß' → 'ss'): callers that map positions back
 * into the original text must fold piecewise.
 */

const SPELT_OUT: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

const UNDECOMPOSED = /[ßæœøłđðþı]/g;
const COMBINING_MARKS = /\p{M}+/gu;

/** Whether the text is plain ASCII, which folds to its lower case alone (most catalogue text). */
function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

export function foldText(text: string): string {
  if (isAscii(text)) return text.toLowerCase();
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(UNDECOMPOSED, (char) => SPELT_OUT[char] ?? char);
}
