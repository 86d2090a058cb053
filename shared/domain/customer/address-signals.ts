/**
 * How well a master-data address is named in a text (postal code, city, street and house
 * number), and the address signals it gives a candidate. The ship-to choice reads the same
 * evidence, so it lives here once.
 */
import type { Address, CustomerRecord } from '#domain/master-data/schemas';
import type { CandidatePool } from './candidate-pool';
import type { RequestClues } from './clues';
import type { CustomerIndex } from './customer-index';
import { NAME_STOP_TOKENS } from './legal-forms';
import {
  canonicalNameToken,
  contracts,
  normalisePostalCode,
  streetKeyTokens,
  streetNamedWithoutNumber,
  streetNameWords,
  streetNumberKeys,
  tokenize,
} from './normalize';
import { type CustomerMatchWeights, CustomerSignal } from './types';

function addressTokensMatch(tokens: readonly string[], text: Set<string>): boolean {
  return tokens.length > 0 && tokens.every((token) => text.has(token));
}

/**
 * Words a city's name may carry or leave out and still be the same place or its neighbouring
 * district: 'New York City' / 'New York', 'W. Hollywood' / 'Hollywood'; and the words that join a
 * town to its river or region, which a town's own people write short or not at all ('St. Georgen
 * an der Gusen' / 'St. Georgen/Gusen', 'Chalon-sur-Saône' / 'Chalon s/ Saône', 'Waidhofen an der
 * Ybbs' / 'Waidhofen/Ybbs'). 'Frankfurt am Main' and 'Frankfurt an der Oder' stay apart by their
 * rivers.
 */
const OPTIONAL_CITY_TOKENS: ReadonlySet<string> = new Set([
  'an',
  'der',
  'am',
  'im',
  'in',
  'bei',
  'ob',
  'sur',
  'sous',
  'nad',
  'pod',
  'na',
  'op',
  'aan',
  'upon',
  'on',
  'city',
  'town',
  'village',
  'township',
  'borough',
  'n',
  'north',
  's',
  'south',
  'e',
  'east',
  'w',
  'west',
  'upper',
  'lower',
]);

/** Ways of writing the same city word ('St.' / 'Saint' / 'Sankt', 'Mt.' / 'Mount'). */
const CITY_TOKEN_SPELLING_GROUPS: readonly (readonly string[])[] = [
  ['st', 'saint', 'sankt'],
  ['ste', 'sainte'],
  ['mt', 'mount'],
  ['ft', 'fort'],
];

/** A city word and how else it is written: every word of a group mapped to the group's others. */
const CITY_TOKEN_SPELLINGS: ReadonlyMap<string, readonly string[]> = new Map(
  CITY_TOKEN_SPELLING_GROUPS.flatMap((group) =>
    group.map((token): [string, string[]] => [token, group.filter((other) => other !== token)]),
  ),
);

/**
 * The city is named in the text: each of its distinctive words as written or spelt another
 * common way, its optional words (`OPTIONAL_CITY_TOKENS`) present or not; or by its initials
 * either way round ('NYC' for 'New York City'; 'LA' in the book for 'Los Angeles' in the text,
 * `textInitials` holding the initials of the text's runs of adjacent words). Beside a word written
 * in full, another may be cut short with a full stop (`abbreviations`: 'Kgs. Lyngby' for 'Kongens
 * Lyngby').
 */
export function cityNamed(
  cityTokens: readonly string[],
  text: ReadonlySet<string>,
  textInitials?: ReadonlySet<string>,
  abbreviations?: ReadonlySet<string>,
  /** Words the sender's address lines write alone (`placeWordsAlone`). */
  wordsAlone?: ReadonlySet<string>,
): boolean {
  const only = cityTokens.length === 1 ? (cityTokens[0] ?? '') : '';
  if (only.length >= 2 && only.length <= 3 && textInitials?.has(only)) return true;
  const initials = cityTokens.map((token) => token[0] ?? '').join('');
  // Initials that are also an article or a particle ('la', 'de') name the city only written
  // alone: 'Mariscos La Playa' names no Los Angeles.
  if (
    cityTokens.length >= 2 &&
    text.has(initials) &&
    (!NAME_STOP_TOKENS.has(initials) || wordsAlone === undefined || wordsAlone.has(initials))
  ) {
    return true;
  }
  let written = 0;
  let shortened = 0;
  for (const token of cityTokens) {
    if (OPTIONAL_CITY_TOKENS.has(token)) continue;
    const found =
      text.has(token) || (CITY_TOKEN_SPELLINGS.get(token) ?? []).some((other) => text.has(other));
    if (found) written++;
    else if (abbreviations && someContracts(abbreviations, token)) shortened++;
    else return false;
  }
  return written > 0 && shortened <= written;
}

function someContracts(abbreviations: ReadonlySet<string>, word: string): boolean {
  for (const short of abbreviations) if (contracts(short, word)) return true;
  return false;
}

export interface AddressEvidence {
  postal: boolean;
  postalCode: string;
  city: boolean;
  street: boolean;
  score: number;
}

export const NO_ADDRESS_EVIDENCE: AddressEvidence = {
  postal: false,
  postalCode: '',
  city: false,
  street: false,
  score: 0,
};

interface AddressKeys {
  postal: string;
  city: string[];
  street: string[];
  streetNumbers: string[];
}

// Normalised once per address object: the same master-data addresses are compared on every
// request, and tokenising them each time dominated the match latency.
const addressKeyCache = new WeakMap<Address, AddressKeys>();

function addressKeys(address: Address): AddressKeys {
  let keys = addressKeyCache.get(address);
  if (!keys) {
    keys = {
      postal: address.postal_code ? normalisePostalCode(address.postal_code) : '',
      city: address.city ? tokenize(address.city, 8) : [],
      street: address.street ? streetKeyTokens(address.street) : [],
      streetNumbers: address.street ? streetNumberKeys(address.street) : [],
    };
    addressKeyCache.set(address, keys);
  }
  return keys;
}

const postalShape = (code: string) => code.replace(/\d/g, '9').replace(/[A-Z]/g, 'A');

/** A different postal code of the same format and first two characters is in the text. */
function nearbyPostalCode(code: string, postalCodes: ReadonlySet<string>): boolean {
  if (code.length < 4) return false;
  const area = code.slice(0, 2);
  const shape = postalShape(code);
  for (const other of postalCodes) {
    if (other !== code && other.slice(0, 2) === area && postalShape(other) === shape) return true;
  }
  return false;
}

/**
 * How well an address is named in a text: its postal code, its city's words, and its street —
 * every street word and the number, or the house number next to a street word (`streetKeys`).
 * A postal code alone is weak evidence.
 */
export function addressEvidence(
  address: Address | undefined,
  postalCodes: ReadonlySet<string>,
  tokens: Set<string>,
  streetKeys?: ReadonlySet<string>,
  textInitials?: ReadonlySet<string>,
  abbreviations?: ReadonlySet<string>,
  wordsAlone?: ReadonlySet<string>,
): AddressEvidence {
  if (!address) return NO_ADDRESS_EVIDENCE;
  const keys = addressKeys(address);
  const postal = keys.postal !== '' && postalCodes.has(keys.postal);
  const city = cityNamed(keys.city, tokens, textInitials, abbreviations, wordsAlone);
  const streetTokens = keys.street;
  const street =
    (streetTokens.some((token) => !/^\d+$/.test(token)) &&
      addressTokensMatch(streetTokens, tokens)) ||
    (streetKeys !== undefined && keys.streetNumbers.some((key) => streetKeys.has(key)));
  // The same street in the same city under another postal code of that area is another
  // building (a year or an order number is not a postal code of the same shape and area).
  if (streetKeys && !postal && nearbyPostalCode(keys.postal, postalCodes)) {
    return NO_ADDRESS_EVIDENCE;
  }
  const score = (postal ? 1 : 0) + (city ? 1 : 0) + (street ? 1.5 : 0);
  return { postal, postalCode: postal ? keys.postal : '', city, street, score };
}

export function isSameAddress(left: Address | undefined, right: Address | undefined): boolean {
  if (!left || !right) return false;
  const a = addressKeys(left);
  const b = addressKeys(right);
  return a.postal !== '' && a.postal === b.postal && a.street.join(' ') === b.street.join(' ');
}

/** A customer's own address followed by every one of its ship-to addresses. */
function addressesOf(index: CustomerIndex, position: number): (Address | undefined)[] {
  const addresses = [index.customers[position]?.address];
  for (const shipToPosition of index.shipTosOfCustomer.get(position) ?? []) {
    addresses.push(index.shipTos[shipToPosition]?.address);
  }
  return addresses;
}

export function collectAddressMatches(
  index: CustomerIndex,
  clues: RequestClues,
  weights: CustomerMatchWeights,
  pool: CandidatePool,
): void {
  const owners = new Set<number>();
  for (const code of clues.postalCodeSet) {
    const found = index.byPostal.get(code) ?? [];
    if (found.length <= 200) for (const owner of found) owners.add(owner);
  }
  for (const key of clues.streetKeys) {
    const found = index.byStreetKey.get(key) ?? [];
    if (found.length <= 50) for (const owner of found) owners.add(owner);
  }
  for (const owner of owners) addAddressSignals(index, owner, clues, weights, pool);
}

/**
 * A customer's address named in the text, as signals: postal code and town, the street beside
 * them, the street alone (weakly).
 */
function addAddressSignals(
  index: CustomerIndex,
  owner: number,
  clues: RequestClues,
  weights: CustomerMatchWeights,
  pool: CandidatePool,
): AddressEvidence {
  let best: AddressEvidence = NO_ADDRESS_EVIDENCE;
  for (const address of addressesOf(index, owner)) {
    const evidence = addressEvidence(
      address,
      clues.postalCodeSet,
      clues.textTokens,
      clues.streetKeys,
      clues.placeInitials,
      clues.abbreviations,
      clues.placeWordsAlone,
    );
    if (evidence.score > best.score) best = evidence;
  }
  const where = { postal_code: best.postalCode, street: best.street, city: best.city };
  if (best.postal && best.city) {
    pool.add(owner, CustomerSignal.address_match, weights.address_match, where);
  } else if (best.postal) {
    pool.add(owner, CustomerSignal.postal_code, weights.postal_code, where);
  } else if (best.city && best.street) {
    // Street and city without a postal code: US and UK signatures often leave it out.
    pool.add(owner, CustomerSignal.address_match, weights.address_match * 0.5, where);
  }
  if (best.street) {
    // A house number and street word with neither postal code nor city beside them are common
    // to many towns ('Handelsweg 33', 'Via Roma 100').
    const confirmed = best.postal || best.city;
    pool.add(
      owner,
      CustomerSignal.street_match,
      weights.street_match * (confirmed ? 1 : 0.4),
      where,
    );
  }
  return best;
}

/** Name matches whose address is read: the strongest; weaker ones cannot win on a town. */
const MAX_NAMED_ADDRESSES = 20;
/** A town named beside a name match: weak alone, and below what corroborates a name. */
const TOWN_ALONE = 0.3;
/** A street named without its house number beside a name match (of `street_match`). */
const STREET_NAME_ALONE = 0.5;

/**
 * The address of a customer found by its name, where neither postal code nor house number led to
 * it: its street named without a house number beside its town ('College Rd, Cork'), or its town
 * alone ('Esposito Impianti Elettrici di Napoli'). A town that is a word of the name itself
 * ('Universidad de Zaragoza') says nothing more than the name.
 */
export function collectAddressOfNamed(
  index: CustomerIndex,
  clues: RequestClues,
  weights: CustomerMatchWeights,
  pool: CandidatePool,
): void {
  const named = [...pool.byPosition.values()]
    .filter((candidate) => (candidate.signals.get(CustomerSignal.name_match)?.weight ?? 0) >= 1)
    .filter((candidate) => !ADDRESS_SIGNALS.some((signal) => candidate.signals.has(signal)))
    .sort(
      (a, b) =>
        (b.signals.get(CustomerSignal.name_match)?.weight ?? 0) -
        (a.signals.get(CustomerSignal.name_match)?.weight ?? 0),
    )
    .slice(0, MAX_NAMED_ADDRESSES);
  if (named.length === 0) return;
  const streetWithNumber = [...pool.byPosition.values()].some((candidate) =>
    candidate.signals.has(CustomerSignal.street_match),
  );
  for (const candidate of named) {
    const best = addAddressSignals(index, candidate.position, clues, weights, pool);
    // Its street named without a house number ('Maria from Lupo's on Elm Street', 'the Red Lion
    // on Mill Road in Cambridge'): weaker than with one, stronger than its town alone.
    if (
      !best.street &&
      !best.postal &&
      // The sender's own street, if they write one with its number, is where they are: a street
      // named elsewhere is someone else's ('we roof for Persson Ventilation on Bronsgatan').
      !streetWithNumber &&
      clues.streetLineKeys.size === 0 &&
      clues.streetNames.length > 0 &&
      streetNamedApart(index, candidate.position, clues)
    ) {
      pool.add(
        candidate.position,
        CustomerSignal.street_match,
        weights.street_match * STREET_NAME_ALONE,
        { postal_code: '', street: true, city: best.city, house_number: false },
      );
    }
    if (!best.city || best.postal || best.street) continue;
    const address = index.customers[candidate.position]?.address;
    const cityWords = address ? addressKeys(address).city : [];
    if (!wordsBesideName(index, candidate.position, cityWords)) continue;
    pool.add(candidate.position, CustomerSignal.address_match, weights.address_match * TOWN_ALONE, {
      postal_code: '',
      street: false,
      city: true,
    });
  }
}

/**
 * A name-matched candidate that the sender's own address lines place elsewhere: a line that is a
 * street address (`streetLineKeys`) names none of its streets, or a postal code and town
 * (`senderPostalCodes`) is none of its towns. As often another company of the same name ('The
 * Palm' of another city, a sister company) as this customer moved. Fellegi–Sunter disagreement
 * weight `address_mismatch` (negative) once per disagreeing part, street and town (once when the
 * name is its whole line); twice for a name read without its bracketed aside. A customer without
 * that part on record, or one the text's address already matches, is not affected.
 */
/** How many disagreements another town counts for (a street counts one). */
export const TOWN_DISAGREEMENTS = 2;

export function collectAddressDisagreement(
  index: CustomerIndex,
  clues: RequestClues,
  weights: CustomerMatchWeights,
  pool: CandidatePool,
): void {
  // Candidates read by their name whose town the text names: the sender writes from there, so
  // another of them, in a town the text does not name, is elsewhere ('Golden Dragon on Grant
  // Avenue in San Francisco' against the Golden Dragon of Glasgow). The book is the gazetteer.
  const inNamedTown = [...pool.byPosition.values()]
    .filter(
      (candidate) =>
        (candidate.signals.get(CustomerSignal.name_match)?.weight ?? 0) >= 1 &&
        townAgrees(candidate.signals),
    )
    .map((candidate) => ({
      position: candidate.position,
      town: ownAddressKeys(index, candidate.position)[0]?.city ?? [],
    }));
  // Another's town read inside this one's name ('Royal Melbourne Hospital' of Parkville, with
  // RMIT of Melbourne) says nothing of where this one is.
  const elsewhereThanNamedTown = (position: number) =>
    inNamedTown.some(
      (other) =>
        other.position !== position &&
        other.town.length > 0 &&
        wordsBesideName(index, position, other.town),
    );
  if (
    clues.streetLineKeys.size === 0 &&
    clues.senderPostalCodes.size === 0 &&
    inNamedTown.length === 0 &&
    clues.nameLines.length === 0
  )
    return;
  const streetNamed = [...clues.streetLineKeys][0];
  const postalNamed = [...clues.senderPostalCodes][0];
  for (const candidate of pool.byPosition.values()) {
    const name = candidate.signals.get(CustomerSignal.name_match);
    if (!name) continue;
    // A street of the customer's named without its postal code or town ('Hauptstraße 12') is a
    // street of that name in any town: the town the sender names still disagrees.
    const streetAlone = streetOnlyAgrees(candidate.signals);
    // Its town named without its postal code or street: the sender's street still disagrees
    // ('The Royal Oak, 44 Tower Bridge Rd, London' for the one at 187 Lordship Lane).
    const townAlone = townOnlyAgrees(candidate.signals);
    const addressSignal = ADDRESS_SIGNALS.some((signal) => candidate.signals.has(signal));
    if (!streetAlone && !townAlone && addressSignal) continue;
    const own = ownAddressKeys(index, candidate.position);
    const streetElsewhere =
      !streetAlone && streetNamed !== undefined && streetDisagrees(own, clues.streetKeys);
    const townElsewhere =
      !townAlone &&
      ((postalNamed !== undefined && townDisagrees(own, clues)) ||
        (!addressSignal &&
          townNotNamed(own, clues) &&
          (elsewhereThanNamedTown(candidate.position) ||
            placedInAnotherTown(index, candidate.position, clues))));
    if (!streetElsewhere && !townElsewhere) continue;
    // A name read without its aside ('The Palm' for 'Palm, The (Atlanta)') names the chain; the
    // aside that tells its entries apart is usually where this one is, and the text names
    // another place: a second disagreement.
    // A name that is its whole line at another street and town is a branch as often as not
    // ('Niederlassung Süd', 'Sede di Ravenna'): one disagreement. A line that says more than the
    // name ('Hansa Hydraulik Vertrieb', 'Bakker Techniek Noord') at another street and town is a
    // sister company: each part disagrees.
    // Another town weighs twice another street where the sender names no branch: one town holds
    // a company's sites on several streets, and two sources write one street differently ('201
    // e. 49th st.' for the corner's other door); a company of the same name in another town,
    // writing from no branch of it, is another company as often as not.
    const wholeLine = Number(name.evidence.line_share_strict ?? 0) >= 1;
    const town = townElsewhere ? (clues.branchNamed ? 1 : TOWN_DISAGREEMENTS) : 0;
    const parts = (streetElsewhere ? 1 : 0) + town;
    const places = wholeLine ? Math.max(1, town) : parts;
    const disagreements = places * (name.evidence.aside_left_out === true ? 2 : 1);
    pool.add(
      candidate.position,
      CustomerSignal.address_mismatch,
      weights.address_mismatch * disagreements,
      streetElsewhere ? { street_named: streetNamed } : { postal_code_named: postalNamed },
    );
  }
}

/**
 * The line or sentence that names the customer also names a town of the book that is none of its
 * own ('Eastwood Branch Library, Boston, MA' for the library of Portland; 'Verpleeghuis De
 * Schakel in Den Haag' for the one of Leiden): the sender is a namesake there. The book is the
 * gazetteer; a town that is a word of the customer's name ('Leeds Youth Club') places nothing.
 */
function placedInAnotherTown(index: CustomerIndex, position: number, clues: RequestClues): boolean {
  const variants = index.nameVariants[position] ?? [];
  const own = ownAddressKeys(index, position);
  const towns = bookTowns(index);
  for (const line of clues.nameLines) {
    const words = new Set(line);
    if (!variants.some((variant) => variant.length > 0 && variant.every((word) => words.has(word))))
      continue;
    for (const word of words) {
      for (const town of towns.get(word) ?? []) {
        // Name lines leave out articles and particles ('Den Haag' is read 'haag').
        if (!town.every((townWord) => words.has(townWord) || NAME_STOP_TOKENS.has(townWord)))
          continue;
        const joined = town.join(' ');
        if (own.some((address) => address?.city.join(' ') === joined)) continue;
        if (wordsBesideName(index, position, town)) return true;
      }
    }
  }
  return false;
}

/** The towns of the book's addresses by their first word, read once per index. */
function bookTowns(index: CustomerIndex): ReadonlyMap<string, readonly (readonly string[])[]> {
  let towns = bookTownCache.get(index);
  if (towns) return towns;
  const byFirstWord = new Map<string, string[][]>();
  const seen = new Set<string>();
  index.customers.forEach((_, position) => {
    for (const address of ownAddressKeys(index, position)) {
      const city = address?.city ?? [];
      const first = city.find((word) => !NAME_STOP_TOKENS.has(word));
      if (!first || seen.has(city.join(' '))) continue;
      seen.add(city.join(' '));
      byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), [...city]]);
    }
  });
  towns = byFirstWord;
  bookTownCache.set(index, towns);
  return towns;
}

const bookTownCache = new WeakMap<
  CustomerIndex,
  ReadonlyMap<string, readonly (readonly string[])[]>
>();

/** The customer's town agrees and neither its postal code nor its street does. */
function townOnlyAgrees(
  signals: ReadonlyMap<CustomerSignal, { evidence: Record<string, unknown> }>,
): boolean {
  const address = signals.get(CustomerSignal.address_match);
  return (
    address !== undefined &&
    address.evidence.city === true &&
    !address.evidence.postal_code &&
    address.evidence.street !== true &&
    !signals.has(CustomerSignal.postal_code) &&
    !signals.has(CustomerSignal.street_match)
  );
}

/** The customer's town is named, by itself or beside its street. */
function townAgrees(
  signals: ReadonlyMap<CustomerSignal, { evidence: Record<string, unknown> }>,
): boolean {
  return (
    signals.get(CustomerSignal.address_match)?.evidence.city === true ||
    signals.get(CustomerSignal.street_match)?.evidence.city === true
  );
}

/** Whether the text names a town (`cityNamed` with the request's clues). */
const townNamedIn = (city: readonly string[], clues: RequestClues): boolean =>
  cityNamed(
    city,
    clues.textTokens,
    clues.placeInitials,
    clues.abbreviations,
    clues.placeWordsAlone,
  );

/** The customer has a town on record and the text names none of its towns. */
function townNotNamed(own: readonly (AddressKeys | undefined)[], clues: RequestClues): boolean {
  return noTownNamed(own, clues, false);
}

/** The customer's street agrees and neither its postal code nor its town does. */
function streetOnlyAgrees(
  signals: ReadonlyMap<CustomerSignal, { evidence: Record<string, unknown> }>,
): boolean {
  const street = signals.get(CustomerSignal.street_match);
  return (
    street !== undefined &&
    !signals.has(CustomerSignal.address_match) &&
    !signals.has(CustomerSignal.postal_code) &&
    !street.evidence.postal_code &&
    street.evidence.city !== true
  );
}

/** The customer has a street on record and the text names none of its street + number keys. */
function streetDisagrees(
  own: readonly (AddressKeys | undefined)[],
  streetKeys: ReadonlySet<string>,
): boolean {
  const keys = own.flatMap((address) => address?.streetNumbers ?? []);
  return keys.length > 0 && !keys.some((key) => streetKeys.has(key));
}

/**
 * The sender writes a postal code and town of their own, and none of the customer's addresses is
 * there: neither its postal code nor its town is named anywhere in the text (another postal code
 * of the customer's own town may be a second building, and is no disagreement).
 */
function townDisagrees(own: readonly (AddressKeys | undefined)[], clues: RequestClues): boolean {
  return noTownNamed(own, clues, true);
}

/**
 * The customer has a town on record (with its postal code, where `byPostalCode`) and the text names
 * none of them, by town or by that postal code.
 */
function noTownNamed(
  own: readonly (AddressKeys | undefined)[],
  clues: RequestClues,
  byPostalCode: boolean,
): boolean {
  const known = own.filter(
    (address): address is AddressKeys =>
      address !== undefined && address.city.length > 0 && (!byPostalCode || address.postal !== ''),
  );
  return (
    known.length > 0 &&
    !known.some(
      (address) =>
        (byPostalCode && clues.postalCodeSet.has(address.postal)) ||
        townNamedIn(address.city, clues),
    )
  );
}

/** The keys of the customer's addresses and its ship-tos'. */
const ownAddressKeys = (index: CustomerIndex, position: number) =>
  addressesOf(index, position).map((address) => (address ? addressKeys(address) : undefined));

/**
 * The text names a town of the customer's (its own address or a ship-to's) that is no word of its
 * name: 'Wessex Water, Bath' for 'Wessex Water Services Ltd' of Bath, not 'Quick Boys, Katwijk'
 * for 'Quick Boys Katwijk', where the town is the name's.
 */
export function ownTownNamed(index: CustomerIndex, position: number, clues: RequestClues): boolean {
  return ownAddressKeys(index, position).some(
    (address) =>
      address !== undefined &&
      wordsBesideName(index, position, address.city) &&
      townNamedIn(address.city, clues),
  );
}

/**
 * Words of the customer's (its town, its street) that are no word of its name: named in the text,
 * they say something more than the name.
 */
function wordsBesideName(index: CustomerIndex, position: number, city: readonly string[]): boolean {
  if (city.length === 0) return false;
  const customer = index.customers[position];
  let nameWords = customer ? nameWordCache.get(customer) : undefined;
  if (customer && !nameWords) {
    nameWords = new Set(tokenize(customer.name, 16));
    nameWordCache.set(customer, nameWords);
  }
  return !city.some((word) => nameWords?.has(word) === true);
}

/**
 * One of the customer's streets is named without its house number, and its words are not the
 * name's own ('Mill Road Bakery' on Mill Road: the street named is the name read).
 */
function streetNamedApart(index: CustomerIndex, position: number, clues: RequestClues): boolean {
  return addressesOf(index, position).some((address) => {
    if (!address?.street) return false;
    const own = streetNameWords(address.street);
    return (
      streetNamedWithoutNumber(own, clues.streetNames) && wordsBesideName(index, position, own)
    );
  });
}

/** Per customer record: the words of its name, read once, not per request and candidate. */
const nameWordCache = new WeakMap<CustomerRecord, ReadonlySet<string>>();

/**
 * The words of the customer's own town as the name reading writes them ('Saint-Imier' as 'st',
 * 'imier'), read once per customer record.
 */
export function ownTownWords(index: CustomerIndex, position: number): ReadonlySet<string> {
  const customer = index.customers[position];
  if (!customer) return NO_WORDS;
  let words = townWordCache.get(customer);
  if (!words) {
    words = new Set(
      (customer.address ? addressKeys(customer.address).city : []).map(canonicalNameToken),
    );
    townWordCache.set(customer, words);
  }
  return words;
}

const townWordCache = new WeakMap<CustomerRecord, ReadonlySet<string>>();
const NO_WORDS: ReadonlySet<string> = new Set();

/** The sender names a postal code and town of their own, and none is the customer's. */
export function townNamedElsewhere(
  index: CustomerIndex,
  position: number,
  clues: RequestClues,
): boolean {
  if (clues.senderPostalCodes.size === 0) return false;
  return townDisagrees(ownAddressKeys(index, position), clues);
}

/** The signals of an address the text names that agrees with the customer's. */
export const ADDRESS_SIGNALS: readonly CustomerSignal[] = [
  CustomerSignal.address_match,
  CustomerSignal.postal_code,
  CustomerSignal.street_match,
];
