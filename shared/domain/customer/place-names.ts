/**
 * Country and region names a sender writes after the company's name for the branch they work in
 * ('Sony Europe', 'Trendnet Deutschland', 'Zotac (UK)'). Like generic business words they say
 * little about which company is meant, so they weigh a fraction of a name word
 * (`WEAK_NAME_TOKENS`). The country names come from the runtime's own locale data (ICU, through
 * `Intl.DisplayNames`) in the languages of the book's markets, single words only: 'North America'
 * keeps its 'North', which elsewhere tells one branch from another ('Scholz Nord').
 */
import { tokenize } from './normalize';

const LANGUAGES = ['en', 'de', 'fr', 'it', 'es', 'nl', 'pt', 'sv', 'da', 'pl'];

/** Regions and short country names that ICU's country list does not hold as one word. */
const REGIONS = [
  'usa',
  'uk',
  'uae',
  'america',
  'americas',
  'asia',
  'africa',
  'emea',
  'apac',
  'latam',
  'benelux',
  'nordic',
  'nordics',
  'scandinavia',
  'iberia',
  'oceania',
];

function countryNames(): string[] {
  const names: string[] = [];
  const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
  for (const language of LANGUAGES) {
    let display: Intl.DisplayNames;
    try {
      display = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    } catch {
      continue;
    }
    for (const first of letters) {
      for (const second of letters) {
        const name = display.of(first + second);
        if (name && name !== first + second) names.push(name);
      }
    }
  }
  return names;
}

/** Regions of two words ICU's country list does not hold. */
const REGION_PHRASES = [
  'north america',
  'south america',
  'latin america',
  'central america',
  'middle east',
  'far east',
  'asia pacific',
  'east asia',
  'southeast asia',
  'eastern europe',
  'western europe',
  'central europe',
  'northern europe',
  'southern europe',
];

function placeNames(): { tokens: ReadonlySet<string>; phrases: ReadonlySet<string> } {
  const tokens = new Set(REGIONS);
  const phrases = new Set(REGION_PHRASES);
  for (const name of countryNames()) {
    const words = tokenize(name, 8);
    const word = words[0];
    if (words.length === 1 && word && word.length >= 4) tokens.add(word);
    if (words.length === 2 || words.length === 3) phrases.add(words.join(' '));
  }
  return { tokens, phrases };
}

/**
 * Built on the first company line read, not when the module loads: reading ICU's country names in
 * ten languages takes ≈ 20 ms that a cold start of a function matching no customer need not pay.
 */
let places: ReturnType<typeof placeNames> | undefined;
const placesOnce = () => {
  places ??= placeNames();
  return places;
};

/**
 * Which tokens of a line are part of a place name, of one word or of two or three
 * ('North America', 'United Kingdom', 'Hong Kong').
 */
export function placeNamePositions(tokens: readonly string[]): boolean[] {
  const { tokens: placeTokens, phrases } = placesOnce();
  const place = tokens.map((token) => placeTokens.has(token));
  for (let at = 0; at + 1 < tokens.length; at++) {
    for (const length of [2, 3]) {
      if (at + length > tokens.length) continue;
      if (phrases.has(tokens.slice(at, at + length).join(' '))) {
        for (let covered = at; covered < at + length; covered++) place[covered] = true;
      }
    }
  }
  return place;
}
