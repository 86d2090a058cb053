import { describe, expect, it } from 'vitest';
import { quoteLanguage } from '#domain/extract/index';

describe('quoteLanguage (the OCR hint for a message’s scans)', () => {
  const italian = 'Buongiorno, vi chiediamo un preventivo per i pezzi in allegato. Cordiali saluti';

  it('reads the body’s own words', () => {
    expect(quoteLanguage({ body: italian })).toBe('it');
    expect(quoteLanguage({ body: 'Bitte um ein Angebot für die Teile im Anhang.' })).toBe('de');
  });

  it('follows the extractor’s precedence: caller, customer hint, body, branch default', () => {
    const locale = { language: 'nl' };
    expect(quoteLanguage({ body: italian }, { language: 'fr' })).toBe('fr');
    expect(quoteLanguage({ body: italian, customer_format_hints: { language: 'es' } })).toBe('es');
    expect(quoteLanguage({ body: italian, locale_defaults: locale })).toBe('it');
    expect(quoteLanguage({ body: 'MAT 379-421 4 roll', locale_defaults: locale })).toBe('nl');
    expect(quoteLanguage({ body: '' })).toBeNull();
  });
});
