import { describe, expect, it } from 'vitest';
import { ocrLanguagesFor } from '#domain/documents/ocr-languages';

const defaults = ['eng', 'deu', 'fra'] as const;

describe('ocrLanguagesFor', () => {
  it('reads with the hinted language and English', () => {
    expect(ocrLanguagesFor('it', defaults)).toEqual(['ita', 'eng']);
    expect(ocrLanguagesFor('es', defaults)).toEqual(['spa', 'eng']);
    expect(ocrLanguagesFor('nl-BE', defaults)).toEqual(['nld', 'eng']);
    expect(ocrLanguagesFor('DE', defaults)).toEqual(['deu', 'eng']);
  });

  it('reads English alone once', () => {
    expect(ocrLanguagesFor('en', defaults)).toEqual(['eng']);
  });

  it('keeps the configured set without a hint or for a language without a model', () => {
    expect(ocrLanguagesFor(undefined, defaults)).toBe(defaults);
    expect(ocrLanguagesFor(null, defaults)).toBe(defaults);
    expect(ocrLanguagesFor('', defaults)).toBe(defaults);
    expect(ocrLanguagesFor('pt', defaults)).toBe(defaults);
  });
});
