/** Text normalisation shared by the features, the cue matcher and the custom-intent matcher. */

import { foldText } from '#domain/text/fold';

/** Lower case without accents, so that 'Änderung' and 'anderung' meet (the codebase's one fold). */
export const fold = foldText;

/** Folded text with every run of non-alphanumerics reduced to one space, padded with spaces. */
export function phraseSpace(text: string): string {
  return ` ${fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

export interface Token {
  /** Folded form used for features; digit-bearing tokens are reduced to their shape. */
  key: string;
  /** As written, for the rationale. */
  surface: string;
}

const TOKEN_PATTERN = /[\p{L}\p{N}]+/gu;
const MAX_TOKENS = 2_000;

export function tokenize(text: string, limit = MAX_TOKENS): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN_PATTERN)) {
    const surface = match[0];
    const folded = fold(surface);
    let key = folded;
    if (/\d/.test(folded))
      key = /^\d+$/.test(folded) ? (folded.length >= 4 ? '#num' : '#n') : '#code';
    tokens.push({ key, surface });
    if (tokens.length >= limit) break;
  }
  return tokens;
}

/** FNV-1a, 32 bit. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
