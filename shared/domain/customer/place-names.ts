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

/** The country names of ICU's region list in the book's languages, with their ISO codes. */
function countryNames(): [string, string][] {
  const names: [string, string][] = [];
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
        if (name && name !== first + second) names.push([name, first + second]);
      }
    }
  }
  return names;
}

/** Short names of countries ICU writes otherwise. */
const SHORT_COUNTRY_NAMES: Readonly<Record<string, string>> = { usa: 'US', uk: 'GB', uae: 'AE' };

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

function placeNames(): {
  tokens: ReadonlySet<string>;
  phrases: ReadonlySet<string>;
  countries: ReadonlyMap<string, string>;
} {
  const tokens = new Set(REGIONS);
  const phrases = new Set(REGION_PHRASES);
  const countries = new Map(Object.entries(SHORT_COUNTRY_NAMES));
  for (const [name, code] of countryNames()) {
    const words = tokenize(name, 8);
    const word = words[0];
    if (words.length === 1 && word && word.length >= 4) {
      tokens.add(word);
      countries.set(word, code);
    }
    if (words.length === 2 || words.length === 3) {
      phrases.add(words.join(' '));
      countries.set(words.join(' '), code);
    }
  }
  return { tokens, phrases, countries };
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

/**
 * The country a company line names with its last words ('Nordic Drives Norge', 'Hansa
 * Fluidtechnik Polska', 'Zotac (UK)', 'Acme United Kingdom'), as an ISO code; regions
 * ('Europe', 'Nordic') name none, nor a country named elsewhere on the line ('Mifune Japan
 * Center').
 */
export function countryEnding(tokens: readonly string[]): string | undefined {
  const { countries } = placesOnce();
  for (const length of [3, 2, 1]) {
    if (tokens.length <= length) continue;
    const code = countries.get(tokens.slice(-length).join(' '));
    if (code !== undefined) return code;
  }
  return undefined;
}
