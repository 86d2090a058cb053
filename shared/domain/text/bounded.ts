/**
 * Bounds for text a caller sends, applied before line-level regular expressions run. A pattern
 * that is linear per match attempt is still tried from every position of a line, so a line of a
 * million characters costs what a million lines would; real e-mail and document lines are far
 * shorter than MAX_LINE_CHARS.
 */

/** Lines longer than this are wrapped before any line-level pattern sees them. */
export const MAX_LINE_CHARS = 4_000;

/**
 * Wraps every line longer than `maxChars` at its last space before the bound (or hard at the
 * bound when there is none), so nothing is dropped and no line passes the bound.
 */
export function capLineLength(text: string, maxChars = MAX_LINE_CHARS): string {
  if (text.length <= maxChars) return text;
  const lines = text.split('\n');
  if (lines.every((line) => line.length <= maxChars)) return text;
  return lines.map((line) => wrapLine(line, maxChars)).join('\n');
}

function wrapLine(line: string, maxChars: number): string {
  if (line.length <= maxChars) return line;
  const pieces: string[] = [];
  let start = 0;
  while (line.length - start > maxChars) {
    const space = line.lastIndexOf(' ', start + maxChars);
    // A break in the second half of the window keeps words whole; otherwise cut hard.
    const end = space > start + maxChars / 2 ? space : start + maxChars;
    pieces.push(line.slice(start, end));
    start = space === end ? end + 1 : end;
  }
  pieces.push(line.slice(start));
  return pieces.join('\n');
}

/**
 * `text` without the trailing run of any of `characters`: what `/[…]+$/` does, in linear time
 * (that pattern restarts at every character of a long run that is not at the end).
 */
export function trimTrailing(text: string, characters: string): string {
  let end = text.length;
  while (end > 0 && characters.includes(text.charAt(end - 1))) end--;
  return end === text.length ? text : text.slice(0, end);
}
