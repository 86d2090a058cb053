/**
 * JavaScript's \b only knows ASCII word characters, so /\bquantité\b/ never matches. This turns
 * every \b of a pattern into a Unicode-aware word boundary and adds the u flag.
 */
const BOUNDARY = String.raw`(?:(?<=[\p{L}\p{N}_])(?![\p{L}\p{N}_])|(?<![\p{L}\p{N}_])(?=[\p{L}\p{N}_]))`;

export function unicodeWords(pattern: RegExp): RegExp {
  const flags = pattern.flags.includes('u') ? pattern.flags : `${pattern.flags}u`;
  return new RegExp(pattern.source.replace(/\\b/g, BOUNDARY), flags);
}
