import { CUES, type CueIntent, NEUTRAL_PHRASES } from './cues';
import { phraseSpace } from './text';

export interface CueMatch {
  intent: CueIntent;
  language: string;
  phrase: string;
}

interface CompiledCue {
  intent: CueIntent;
  language: string;
  phrase: string;
  key: string;
}

/**
 * A phrase's key in the padded haystack. A phrase ending in '*' is a stem: its last word may go on
 * ('annul*' is 'annulez', 'annullate', 'annulado'), so its key keeps no space after it.
 */
export function cueKey(phrase: string): string {
  const key = phraseSpace(phrase.replace(/\*$/, ''));
  return phrase.endsWith('*') ? key.trimEnd() : key;
}

const COMPILED: CompiledCue[] = Object.entries(CUES).flatMap(([intent, byLanguage]) =>
  Object.entries(byLanguage).flatMap(([language, phrases]) =>
    phrases.map((phrase) => ({
      intent: intent as CueIntent,
      language,
      phrase,
      key: cueKey(phrase),
    })),
  ),
);

const NEUTRAL_KEYS = NEUTRAL_PHRASES.map(phraseSpace);

/**
 * Cue phrases found in a text. A phrase that is part of a longer matched phrase of the same intent
 * is dropped so that 'bitte um angebot' is not also counted as 'angebot'.
 */
export function findCues(text: string): CueMatch[] {
  let haystack = phraseSpace(text);
  // Keys are space-padded, so replacing one by a single space keeps the words around it apart.
  for (const neutral of NEUTRAL_KEYS) {
    if (haystack.includes(neutral)) haystack = haystack.replaceAll(neutral, ' ');
  }
  if (haystack.length <= 2) return [];
  const found: CompiledCue[] = [];
  for (const cue of COMPILED) {
    if (cue.key.length > 2 && haystack.includes(cue.key)) found.push(cue);
  }
  const seen = new Set<string>();
  const kept: CueMatch[] = [];
  for (const cue of found) {
    const covered = found.some(
      (other) =>
        other !== cue &&
        other.intent === cue.intent &&
        other.key.length > cue.key.length &&
        other.key.includes(cue.key),
    );
    const dedupeKey = `${cue.intent}|${cue.key}`;
    if (covered || seen.has(dedupeKey)) continue;
    seen.add(dedupeKey);
    kept.push({ intent: cue.intent, language: cue.language, phrase: cue.phrase });
  }
  return kept;
}
