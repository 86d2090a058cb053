/**
 * The deepest nesting a request body may have. Contract bodies are at most a few levels deep; a
 * caller's free-form values (feedback corrections, master-data attributes) get room to spare. The
 * cap matters because recursive code after parsing (hashing, merge patches, schema validation)
 * overflows the stack somewhere past a few thousand levels.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * The nesting depth of JSON text, counted in one linear pass (brackets inside strings, escaped
 * quotes included, do not count); it stops as soon as `limit` is exceeded and returns limit + 1.
 * Malformed text is not judged here: JSON.parse does that afterwards.
 */
export function jsonNestingDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x22) {
      // A string is skipped with a native search for its closing quote (base64 attachments make up
      // most of a large body): a quote after an odd run of backslashes is escaped.
      let close = text.indexOf('"', i + 1);
      while (close !== -1 && escaped(text, close)) close = text.indexOf('"', close + 1);
      if (close === -1) return deepest;
      i = close;
    } else if (code === 0x7b || code === 0x5b) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (code === 0x7d || code === 0x5d) depth--;
  }
  return deepest;
}

/** Whether the character at `index` follows an odd run of backslashes. */
function escaped(text: string, index: number): boolean {
  let start = index;
  while (start > 0 && text.charCodeAt(start - 1) === 0x5c) start--;
  return (index - start) % 2 === 1;
}
