import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';
import type {
  Address,
  ContactRecord,
  CustomerRecord,
  OrderHistoryRecord,
  ShipToRecord,
} from '#domain/master-data/schemas';
import { LEGAL_FORM_TOKENS, legalFormKey, NAME_STOP_TOKENS } from './legal-forms';
import {
  canonicalNameToken,
  companyNameTokensOf,
  domainAndParents,
  nameCoreTokens,
  normaliseCustomerNumber,
  normaliseDomain,
  normaliseEmail,
  normalisePostalCode,
  normaliseVatId,
  stopMarkedWords,
  streetNumberKeys,
  tokenize,
  tradingNames,
  withoutBracketedAside,
} from './normalize';

/**
 * In-memory lookup structure over one tenant's customer master data. Records are held once in
 * arrays; every map points at array positions, so the index costs a few small arrays per key
 * rather than copies of records. Built per Lambda container from the stored datasets and
 * rebuilt when an import bumps the dataset version.
 */
export interface CustomerIndex {
  customers: readonly CustomerRecord[];
  shipTos: readonly ShipToRecord[];
  contacts: readonly ContactRecord[];
  customerPosition: Map<string, number>;
  /** Customer ids folded to upper-case alphanumerics, to find them quoted in text. */
  customerNumberPosition: Map<string, number>;
  byDomain: Map<string, number[]>;
  /** Contact positions by e-mail address. */
  byEmail: Map<string, number[]>;
  contactsOfCustomer: Map<number, number[]>;
  shipTosOfCustomer: Map<number, number[]>;
  byPhoneCustomer: Map<string, number[]>;
  byPhoneContact: Map<string, number[]>;
  byNameToken: Map<string, number[]>;
  /**
   * Customers by the initials of a name of three or more words ('ibm' for 'International
   * Business Machines'), and by a name of two letters ('hp' for 'HP Inc.'): words read only as a
   * company line of their own.
   */
  byInitialism: Map<string, number[]>;
  /**
   * The initials of a name's first two to six words ('AZ' and 'AZSJ' of 'Algemeen Ziekenhuis
   * Sint-Jozef Malle', 'OSP' of 'Ochotnicza Straż Pożarna w Kętach'), connectors left out or not.
   */
  byLeadingInitials: Map<string, number[]>;
  /** Two adjacent name tokens written as one ('cocacola' → ['coca', 'cola']). */
  joinedPairs: Map<string, [string, string]>;
  /**
   * Per customer: distinctive token lists of its name and each alias, then of those that have a
   * bracketed aside without it ('Lespinasse (New York City)' → lespinasse).
   */
  nameVariants: string[][][];
  /** Per customer with bracketed asides: how many of its last name variants leave them out. */
  nameVariantsWithoutAside: Map<number, number>;
  /** Per customer: the legal form its name ends with ('gmbh', 'sarl'), or ''. */
  legalForms: string[];
  /** Every name token of the book, sorted, for abbreviation ('Antriebst.') prefix look-ups. */
  nameVocabulary: string[];
  /**
   * Name tokens the book writes with a full stop after them ('EQUIP.', 'Serv.') and keeps as
   * written: the start of a word the sender may write in full ('Equipment').
   */
  nameAbbreviations: Set<string>;
  /** Name tokens (5+ letters) by each one-letter deletion of them: typos at edit distance 1. */
  nameTokenDeletions: Map<string, string[]>;
  /** Customer positions by house number + street word of their own and their ship-tos' streets. */
  byStreetKey: Map<string, number[]>;
  /**
   * The country most of the book's phone numbers belong to: the region in which a number written
   * without its country code ('(773) 555-0134', '030 1234567') is read when nothing else says.
   */
  phoneRegion: CountryCode | undefined;
  /**
   * The book's phone numbers (customers' and contacts') by their national significant number
   * ('+41 71 727 00 10' → '717270010'): a number written in its own country's format ('071 727 00
   * 10', '75 14 22 60') is found whatever country the mail is read in.
   */
  byNationalPhone: Map<string, string[]>;
  byVat: Map<string, number[]>;
  /** Customer positions by the postal codes of their own and their ship-tos' addresses. */
  byPostal: Map<string, number[]>;
  byPartNumber: Map<string, number[]>;
  orderCount: Uint32Array;
  childrenOf: Map<string, number[]>;
  stats: { customers: number; shipTos: number; contacts: number; orders: number; buildMs: number };
}

export interface CustomerMasterData {
  customers: readonly CustomerRecord[];
  shipTos?: readonly ShipToRecord[];
  contacts?: readonly ContactRecord[];
  orderHistory?: readonly OrderHistoryRecord[];
}

/** Longer names are read no further for their abbreviations. */
const MAX_NAME_LENGTH = 300;

function push<K>(map: Map<K, number[]>, key: K, position: number): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [position]);
  else if (list[list.length - 1] !== position) list.push(position);
}

function postalKeys(address: Address | undefined): string[] {
  const code = address?.postal_code ? normalisePostalCode(address.postal_code) : '';
  return code ? [code] : [];
}

function streetKeys(address: Address | undefined): string[] {
  return address?.street ? streetNumberKeys(address.street) : [];
}

/** Country calling codes (ITU E.164 codes are prefix-free: one of them starts a number). */
const CALLING_CODES: ReadonlySet<string> = new Set(
  getCountries().map((country) => getCountryCallingCode(country)),
);

/** An E.164 number without its country calling code ('+41717270010' → '717270010'), or ''. */
export function nationalSignificantNumber(e164: string): string {
  if (!e164.startsWith('+')) return '';
  for (let length = 1; length <= 3; length++) {
    if (CALLING_CODES.has(e164.slice(1, 1 + length))) return e164.slice(1 + length);
  }
  return '';
}

function pushNational(map: Map<string, string[]>, e164: string): void {
  const national = nationalSignificantNumber(e164);
  if (national.length < 6) return;
  const list = map.get(national);
  if (list === undefined) map.set(national, [e164]);
  else if (!list.includes(e164) && list.length < 8) list.push(e164);
}

function countRegion(counts: Map<CountryCode, number>, e164: string): void {
  const region = parsePhoneNumberFromString(e164)?.country;
  if (region) counts.set(region, (counts.get(region) ?? 0) + 1);
}

/** The token with one letter removed, each way ('mueller' → 'ueller', 'meller', …). */
export function oneLetterDeletions(token: string): string[] {
  const result: string[] = [];
  for (let at = 0; at < token.length; at++) {
    const deletion = token.slice(0, at) + token.slice(at + 1);
    if (result[result.length - 1] !== deletion) result.push(deletion);
  }
  return result;
}

/** Lengths of the name fields of common ERP systems. */
const FIELD_LIMITS = [30, 35, 40];

/** A word of three to five letters without a vowel. */
const VOWELLESS = /^[b-df-hj-np-tv-xz]{3,5}$/;

export function buildCustomerIndex(data: CustomerMasterData): CustomerIndex {
  const started = performance.now();
  const customers = data.customers;
  const shipTos = data.shipTos ?? [];
  const contacts = data.contacts ?? [];
  const orders = data.orderHistory ?? [];

  const customerPosition = new Map<string, number>();
  const customerNumberPosition = new Map<string, number>();
  const byDomain = new Map<string, number[]>();
  const byPhoneCustomer = new Map<string, number[]>();
  const byNationalPhone = new Map<string, string[]>();
  const byNameToken = new Map<string, number[]>();
  const byInitialism = new Map<string, number[]>();
  const byLeadingInitials = new Map<string, number[]>();
  const joinedPairs = new Map<string, [string, string]>();
  const writtenPairs = new Map<string, [string, string]>();
  const byVat = new Map<string, number[]>();
  const byPostal = new Map<string, number[]>();
  const childrenOf = new Map<string, number[]>();
  const nameVariants: string[][][] = new Array(customers.length);
  const nameVariantsWithoutAside = new Map<number, number>();
  const legalForms: string[] = new Array(customers.length);
  const nameAbbreviations = new Set<string>();
  const byStreetKey = new Map<string, number[]>();
  const regionCounts = new Map<CountryCode, number>();

  customers.forEach((customer, position) => {
    customerPosition.set(customer.customer_id, position);
    const number = normaliseCustomerNumber(customer.customer_id);
    if (number.length >= 3) customerNumberPosition.set(number, position);
    for (const domain of customer.domains ?? []) {
      const normalised = normaliseDomain(domain);
      if (normalised) push(byDomain, normalised, position);
    }
    for (const phone of customer.phones ?? []) {
      push(byPhoneCustomer, phone, position);
      pushNational(byNationalPhone, phone);
      // A sample is enough to know the book's main country; parsing every number costs seconds.
      if (position < 2_000 || position % 50 === 0) countRegion(regionCounts, phone);
    }
    // Names of three letters ('IBM', 'Git Corp') are kept; the matcher reads them only where
    // they make up a company line, because elsewhere they collide with ordinary words and units.
    // Two-letter initialisms ('MM', 'WE', 'SL') collide even there (legal forms, 'Kfz-We.').
    // Each name is tokenised once; its distinctive words are read from those tokens.
    // A name's bracketed aside ('Lespinasse (New York City)') is optional: the name without it
    // is a variant too, and its legal form is the one before the aside ('Müller GmbH (Hamburg)').
    // A name traded under ('… trading as Harrison Sheet Metal') is one of its names, and so is the
    // registered name before it.
    const given = [customer.name, ...(customer.aliases ?? [])];
    const written = [...given, ...given.flatMap(tradingNames)];
    const withoutAside = written.map((name) => withoutBracketedAside(name));
    const shortened = withoutAside.flatMap((name) => name ?? []);
    const names = [...written, ...shortened];
    const writtenNames = names.map((name) => tokenize(name, 64));
    const cores = writtenNames.map(companyNameTokensOf);
    // Counted as written: a name of a short word repeated ('Jo Jo') is a name of four letters.
    const longEnough = writtenNames.map((tokens) => nameCoreTokens(tokens).join('').length >= 3);
    const variants: string[][] = [];
    const asideLeftOut: string[][] = [];
    cores.forEach((tokens, at) => {
      if (longEnough[at]) (at < written.length ? variants : asideLeftOut).push(tokens);
    });
    nameVariants[position] = [...variants, ...asideLeftOut];
    for (const name of written) {
      if (!name.includes('.')) continue;
      for (const word of stopMarkedWords(name.slice(0, MAX_NAME_LENGTH))) {
        if (canonicalNameToken(word) === word && !LEGAL_FORM_TOKENS.has(word)) {
          nameAbbreviations.add(word);
        }
      }
    }
    // A name as long as a common ERP field ('FH Hellweg - Inst. f. Werkstof', 30 characters) was
    // likely cut there: its last word may be the start of one the sender writes in full.
    writtenNames.slice(0, written.length).forEach((tokens, at) => {
      const length = (written[at] ?? '').trim().length;
      const last = tokens.at(-1) ?? '';
      if (
        FIELD_LIMITS.some((limit) => length === limit || length === limit - 1) &&
        /^[a-z]{3,}$/.test(last) &&
        canonicalNameToken(last) === last &&
        !LEGAL_FORM_TOKENS.has(last)
      )
        nameAbbreviations.add(last);
    });
    // A word of three to five letters and no vowel is a contraction without its stop ('Tpts',
    // 'Bldg', 'Svcs').
    for (const tokens of variants)
      for (const token of tokens)
        if (VOWELLESS.test(token) && !LEGAL_FORM_TOKENS.has(token)) nameAbbreviations.add(token);
    if (asideLeftOut.length > 0) nameVariantsWithoutAside.set(position, asideLeftOut.length);
    // Initials of the distinctive words ('IBM' for 'International Business Machines Corp.') and
    // of every word but connectors ('LDC' for 'Lotus Development Corp').
    const initials = new Set<string>();
    names.forEach((name, at) => {
      const words = (writtenNames[at] ?? []).filter((token) => !NAME_STOP_TOKENS.has(token));
      for (const tokens of [cores[at] ?? [], words, writtenWords(name)]) {
        const letters = initialism(tokens);
        if (letters) initials.add(letters);
        // A compound's parts each give their letter ('KWE' for 'Kunststoffwerk Eichhof', 'MFL'
        // for 'Maschinenfabrik Lindenhof').
        const parts = initialism(tokens.flatMap(compoundParts));
        if (parts) initials.add(parts);
      }
    });
    // A name of two letters ('HP Inc.', 'LG') is kept apart from the name words and read only
    // as a company line of its own, as initials are.
    const core = (cores[0] ?? []).join('');
    if (core.length === 2 && /^[a-z]/.test(core)) initials.add(core);
    for (const letters of initials) push(byInitialism, letters, position);
    const leading = new Set<string>();
    names.slice(0, written.length).forEach((name, at) => {
      const words = (writtenNames[at] ?? []).filter((token) => !NAME_STOP_TOKENS.has(token));
      for (const tokens of [cores[at] ?? [], words, writtenWords(name)])
        for (const letters of leadingInitials(tokens)) leading.add(letters);
    });
    for (const letters of leading) push(byLeadingInitials, letters, position);
    for (const tokens of variants) {
      for (let at = 0; at + 1 < tokens.length; at++) {
        const pair: [string, string] = [tokens[at] ?? '', tokens[at + 1] ?? ''];
        const joined = pair.join('');
        if (!joinedPairs.has(joined)) joinedPairs.set(joined, pair);
      }
    }
    // And as written, before abbreviations were written out and legal forms cut
    // ('OczTechnologies', 'SolidworksCorporation'); the names' own pairs come first.
    for (const written of writtenNames) {
      for (let at = 0; at + 1 < written.length; at++) {
        const first = written[at] ?? '';
        const second = written[at + 1] ?? '';
        if (first.length < 2 || second.length < 2) continue;
        const joined = first + second;
        if (!writtenPairs.has(joined)) {
          writtenPairs.set(joined, [canonicalNameToken(first), canonicalNameToken(second)]);
        }
      }
    }
    // The primary name without its aside, when it has one, is the first of the shortened names.
    const primaryAt = withoutAside[0] === undefined ? 0 : written.length;
    legalForms[position] = legalFormKey(writtenNames[primaryAt] ?? []);
    for (const tokens of variants) for (const token of tokens) push(byNameToken, token, position);
    if (customer.vat_id) push(byVat, normaliseVatId(customer.vat_id), position);
    for (const code of postalKeys(customer.address)) push(byPostal, code, position);
    for (const key of streetKeys(customer.address)) push(byStreetKey, key, position);
    if (customer.parent_customer_id) push(childrenOf, customer.parent_customer_id, position);
  });

  for (const [joined, pair] of writtenPairs) {
    if (!joinedPairs.has(joined)) joinedPairs.set(joined, pair);
  }

  const shipTosOfCustomer = new Map<number, number[]>();
  shipTos.forEach((shipTo, position) => {
    const owner = customerPosition.get(shipTo.customer_id);
    if (owner === undefined) return;
    push(shipTosOfCustomer, owner, position);
    for (const code of postalKeys(shipTo.address)) push(byPostal, code, owner);
    for (const key of streetKeys(shipTo.address)) push(byStreetKey, key, owner);
  });

  const byEmail = new Map<string, number[]>();
  const byPhoneContact = new Map<string, number[]>();
  const contactsOfCustomer = new Map<number, number[]>();
  contacts.forEach((contact, position) => {
    const owner = customerPosition.get(contact.customer_id);
    if (owner === undefined) return;
    push(contactsOfCustomer, owner, position);
    if (contact.email) push(byEmail, normaliseEmail(contact.email), position);
    for (const phone of contact.phones ?? []) {
      push(byPhoneContact, phone, position);
      pushNational(byNationalPhone, phone);
    }
  });

  const orderCount = new Uint32Array(customers.length);
  const byPartNumber = new Map<string, number[]>();
  for (const order of orders) {
    const owner = customerPosition.get(order.customer_id);
    if (owner === undefined) continue;
    orderCount[owner] = (orderCount[owner] ?? 0) + 1;
    if (order.customer_part_number) {
      const part = normaliseCustomerNumber(order.customer_part_number);
      if (part.length >= 4) push(byPartNumber, part, owner);
    }
  }

  const vocabulary = [...byNameToken.keys()].sort();
  const nameTokenDeletions = new Map<string, string[]>();
  for (const token of vocabulary) {
    if (token.length < 5 || /\d/.test(token)) continue;
    for (const deletion of oneLetterDeletions(token)) {
      const list = nameTokenDeletions.get(deletion);
      if (list === undefined) nameTokenDeletions.set(deletion, [token]);
      else if (list.length < 8 && list[list.length - 1] !== token) list.push(token);
    }
  }
  let phoneRegion: CountryCode | undefined;
  let regionCount = 0;
  for (const [region, count] of regionCounts) {
    if (count > regionCount) [phoneRegion, regionCount] = [region, count];
  }

  return {
    customers,
    shipTos,
    contacts,
    customerPosition,
    customerNumberPosition,
    byDomain,
    byEmail,
    contactsOfCustomer,
    shipTosOfCustomer,
    byPhoneCustomer,
    byPhoneContact,
    byNameToken,
    byInitialism,
    byLeadingInitials,
    joinedPairs,
    nameVariants,
    nameVariantsWithoutAside,
    legalForms,
    nameVocabulary: vocabulary,
    nameAbbreviations,
    nameTokenDeletions,
    byStreetKey,
    phoneRegion,
    byNationalPhone,
    byVat,
    byPostal,
    byPartNumber,
    orderCount,
    childrenOf,
    stats: {
      customers: customers.length,
      shipTos: shipTos.length,
      contacts: contacts.length,
      orders: orders.length,
      buildMs: performance.now() - started,
    },
  };
}

/**
 * A name's words as written, single letters apart and hyphenated words split ('H & R Block' →
 * h r block, 'I-tec Electronics' → i tec electronics), without legal forms, connectors and
 * bracketed asides: the words whose initials a sender writes ('HRB', 'ITE').
 */
function writtenWords(name: string): string[] {
  const words: string[] = [];
  for (const word of name.slice(0, 200).split(/[\s\-–]+/)) {
    const token = tokenize(word, 4)[0];
    if (!token || !/^\p{L}/u.test(word) || token.length > 24) continue;
    // A connector of one letter ('e', 'i', 'y') is a letter when it starts the name ('I-tec
    // Electronics', 'E B C Marketing').
    if (NAME_STOP_TOKENS.has(token) && !(token.length === 1 && words.length === 0)) continue;
    words.push(token);
  }
  let end = words.length;
  while (end > 1 && LEGAL_FORM_TOKENS.has(words[end - 1] ?? '')) end--;
  return words.slice(0, end);
}

/** The last parts of German and Dutch compounds whose initial an acronym writes ('…werk', '…fabrik'). */
const COMPOUND_HEAD =
  /^(\p{L}{3,}?)(werke?|fabriek|fabrik|bau|technik|techniek|handel|guss|druck)$/u;

/** A compound name word as its two parts ('kunststoffwerk' → kunststoff werk), or the word. */
function compoundParts(token: string): string[] {
  const match = COMPOUND_HEAD.exec(token);
  return match?.[1] && match[2] ? [match[1], match[2]] : [token];
}

/** The initials of the first two to six words of a name, up to its first word with a digit. */
function leadingInitials(tokens: readonly string[]): string[] {
  const found: string[] = [];
  let letters = '';
  for (const token of tokens.slice(0, 6)) {
    if (/\d/.test(token) || token.length === 0) break;
    letters += token[0];
    if (letters.length >= 2) found.push(letters);
  }
  return found;
}

/** The initials of a name of three to six words without digits, or undefined. */
export function initialism(tokens: readonly string[]): string | undefined {
  if (tokens.length < 3 || tokens.length > 6 || tokens.some((token) => /\d/.test(token))) {
    return undefined;
  }
  return tokens.map((token) => token[0]).join('');
}

/** Customers owning a domain or one of its parent domains ('eu.acme.com' → 'acme.com'). */
export function customersByDomain(index: CustomerIndex, domain: string): number[] {
  for (const candidate of domainAndParents(domain)) {
    const found = index.byDomain.get(candidate);
    if (found) return found;
  }
  return [];
}

/** The customer's country, upper case: its own, or its address's. */
export const customerCountry = (customer: CustomerRecord | undefined): string | undefined =>
  (customer?.country ?? customer?.address?.country)?.toUpperCase();
