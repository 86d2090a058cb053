import { describe, expect, it } from 'vitest';
import { jsonNestingDepth, MAX_JSON_DEPTH } from '#domain/util/json-depth';

describe('jsonNestingDepth', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonNestingDepth('{}')).toBe(1);
    expect(jsonNestingDepth('"text"')).toBe(0);
    expect(jsonNestingDepth('{"a":[{"b":[1]}],"c":{}}')).toBe(4);
    expect(jsonNestingDepth('{"a":"[[[[{{{{"}')).toBe(1);
    expect(jsonNestingDepth('{"a":"quote \\" then [[[ brackets"}')).toBe(1);
    expect(jsonNestingDepth('{"a":"backslash \\\\", "b":[[1]]}')).toBe(3);
  });

  it('stops just past the limit, so 20,000 levels cost no more than 65', () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    expect(jsonNestingDepth(deep)).toBe(MAX_JSON_DEPTH + 1);
    const atLimit = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`;
    expect(jsonNestingDepth(atLimit)).toBe(MAX_JSON_DEPTH);
  });
});
