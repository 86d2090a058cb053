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
  /** A phrase with a gap ('kunnen jullie ons … sturen'): its words around up to twelve others. */
  gapped?: RegExp;
}

/**
 * How many words a gap in a cue spans ('könnt ihr uns 4 Dosen Sprühkleber schicken'). Numbers do
 * not count: '8 dozen lasdraad SG2 1,0 mm (15 kg spoel)' is two items, not eighteen words.
 */
const GAP_WORDS = 12;
/** Any run of tokens that start with a digit ('8', '1', '0' of '1,0'). */
const NUMBERS = '(?:[0-9][^ ]* )*';
/**
 * Words a gap never spans: asking to send a quote, a price, a list, a document, the tracking, a
 * confirmation or the invoice is no order.
 */
const NOT_ITEM_WORDS =
  'angebot|offert|offerta|oferta|offre|preis|prijs|prezz|preci|prix|devis|presupuest|quot|price|pricing|catalog|katalog|tarif|listino|datenblatt|datasheet|brochure|informa|zertifikat|certific|track|sendungsnummer|suivi|seguimiento|tracciamento|confirm|bestatig|auftragsbestatig|conferm|bevestig|orderbevestig|accuse|invoice|rechnung|factur|fattur|factuur';
const NOT_IN_GAP = `(?![0-9])(?!${NOT_ITEM_WORDS})`;
/** How many words after a cue that ends in a gap ('vi chiediamo di inviarci …') are checked. */
const TRAILING_GAP_WORDS = 5;

/**
 * A cue with a gap between its words ('könnt ihr uns … schicken'), or ending in one ('vi chiediamo
 * di inviarci …': the items follow, so none of the next five words is a quote, a price or a
 * document). Bounded repetitions and lookaheads only: linear.
 */
function gappedPattern(phrase: string): RegExp {
  const parts = phrase.split('…').map((part) => phraseSpace(part).trim());
  if (parts.length === 2 && parts[1] === '') {
    return new RegExp(
      ` ${parts[0]} (?=[^ ])(?!(?:[^ ]+ ){0,${TRAILING_GAP_WORDS - 1}}(?:${NOT_ITEM_WORDS}))`,
    );
  }
  // Numbers before each counted word and before the closing word: one way to match, so linear.
  return new RegExp(
    ` ${parts.join(` (?:${NUMBERS}${NOT_IN_GAP}[^ ]+ ){0,${GAP_WORDS}}${NUMBERS}`)} `,
  );
}

/**
 * A phrase's key in the padded haystack. A phrase ending in '*' is a stem: its last word may go on
 * ('annul*' is 'annulez', 'annullate', 'annulado'), so its key keeps no space after it.
 */
function cueKey(phrase: string): string {
  const key = phraseSpace(phrase.replace(/\*$/, ''));
  return phrase.endsWith('*') ? key.trimEnd() : key;
}

const COMPILED: CompiledCue[] = Object.entries(CUES).flatMap(([intent, byLanguage]) =>
  Object.entries(byLanguage).flatMap(([language, phrases]) =>
    phrases.map((phrase) =>
      phrase.includes('…')
        ? { intent: intent as CueIntent, language, phrase, key: '', gapped: gappedPattern(phrase) }
        : { intent: intent as CueIntent, language, phrase, key: cueKey(phrase) },
    ),
  ),
);

const NEUTRAL_KEYS = NEUTRAL_PHRASES.map(phraseSpace);

/**
 * Cue phrases found in a text. A phrase that is part of a longer matched phrase is dropped: 'bitte
 * um angebot' is not also counted as 'angebot', and the longer phrase's intent is what the words
 * say ('el resto del pedido no cambia' is a change, not the chase 'resto del pedido').
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
    if (cue.gapped ? cue.gapped.test(haystack) : cue.key.length > 2 && haystack.includes(cue.key))
      found.push(cue);
  }
  const seen = new Set<string>();
  const kept: CueMatch[] = [];
  for (const cue of found) {
    const covered = found.some(
      (other) =>
        other !== cue &&
        cue.key !== '' &&
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
