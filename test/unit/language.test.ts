import { describe, expect, it } from 'vitest';
import { detectLanguage, languageBearingText } from '#domain/text/language';

describe('detectLanguage', () => {
  it.each([
    ['en', 'Could you please send us a quotation for twenty pumps?'],
    ['fr', 'Pouvez-vous nous envoyer un devis pour vingt pompes ?'],
    ['de', 'Bitte senden Sie uns ein Angebot für zwanzig Pumpen.'],
    ['es', 'Por favor envíenos una cotización para veinte bombas.'],
    ['it', 'Vi preghiamo di inviarci un preventivo per venti pompe.'],
    ['nl', 'Graag ontvangen wij een offerte voor twintig pompen.'],
  ])('recognises %s', async (language, text) => {
    const result = await detectLanguage(text);
    expect(result.language).toBe(language);
    expect(result.supported).toBe(true);
    expect(result.confidence).toBeGreaterThan(0.5);
  });

  it.each([
    ['pt', 'Por favor, envie-nos um orçamento para vinte bombas. Obrigado.'],
    ['pl', 'Proszę o przesłanie oferty na dwadzieścia pomp. Dziękuję.'],
    ['sv', 'Vänligen skicka oss en offert på tjugo pumpar. Tack så mycket.'],
  ])('flags %s as unsupported', async (language, text) => {
    const result = await detectLanguage(text);
    expect(result.language).toBe(language);
    expect(result.supported).toBe(false);
  });

  it('gives no language to a line of part numbers, and does not flag it unsupported', async () => {
    const result = await detectLanguage('6ES7 214-1AG40-0XB0 x 20, 3RT2026-1BB40 x 5, PN16 DN50');
    expect(result).toEqual({ language: null, supported: true, confidence: 0 });
  });

  it('gives no language to a single word or empty text', async () => {
    expect((await detectLanguage('Hallo')).language).toBeNull();
    expect(await detectLanguage('')).toEqual({ language: null, supported: true, confidence: 0 });
  });

  it('keeps only words that carry language', () => {
    const bearing = languageBearingText('Need 20 x SKU-1 from www.example.com, mail a@b.com RFQ');
    expect(bearing.text).toBe('Need from mail');
    expect(bearing.words).toBe(3);
  });
});
