/**
 * A fast, synchronous language guess from function words, used only to choose number and date
 * conventions when the caller gives no language. Attachment languages come from the documents
 * reader (fastText via shared/text/language).
 */
const FUNCTION_WORDS: Readonly<Record<string, readonly string[]>> = {
  en: [
    'the',
    'and',
    'please',
    'of',
    'for',
    'we',
    'with',
    'to',
    'you',
    'quote',
    'need',
    'regards',
    'thanks',
    'by',
    'is',
  ],
  de: [
    'und',
    'der',
    'die',
    'das',
    'bitte',
    'wir',
    'für',
    'mit',
    'ihr',
    'ihnen',
    'von',
    'bis',
    'stück',
    'angebot',
    'grüßen',
    'ist',
    'ein',
    'eine',
  ],
  fr: [
    'le',
    'la',
    'les',
    'et',
    'de',
    'des',
    'pour',
    'nous',
    'vous',
    'merci',
    'avec',
    'une',
    'est',
    'pièces',
    'devis',
    'cordialement',
  ],
  es: [
    'el',
    'la',
    'los',
    'las',
    'y',
    'de',
    'para',
    'con',
    'por',
    'necesitamos',
    'gracias',
    'saludos',
    'unidades',
    'presupuesto',
    'favor',
    'una',
  ],
  it: [
    'il',
    'lo',
    'gli',
    'e',
    'di',
    'per',
    'con',
    'vi',
    'preventivo',
    'grazie',
    'saluti',
    'pezzi',
    'della',
    'una',
    'sono',
    'cordiali',
  ],
  nl: [
    'de',
    'het',
    'en',
    'een',
    'van',
    'voor',
    'met',
    'wij',
    'graag',
    'offerte',
    'stuks',
    'groet',
    'bedankt',
    'is',
    'uw',
    'vriendelijke',
  ],
};

export function guessLanguage(text: string): string | null {
  const words = text
    .toLowerCase()
    .slice(0, 5_000)
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 0);
  if (words.length === 0) return null;
  let best: string | null = null;
  let bestScore = 0;
  for (const [language, list] of Object.entries(FUNCTION_WORDS)) {
    const vocabulary = new Set(list);
    const score = words.filter((word) => vocabulary.has(word)).length;
    if (score > bestScore) {
      best = language;
      bestScore = score;
    }
  }
  return bestScore >= 1 ? best : null;
}
