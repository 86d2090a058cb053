import type { Address, ContactRecord, CustomerRecord } from '#domain/master-data/schemas';
import { extractClues, type RequestClues } from './clues';
import { type CustomerIndex, customersByDomain, oneLetterDeletions } from './customer-index';
import { genericDomainSet } from './generic-domains';
import {
  LEGAL_FORM_TOKENS,
  NAME_ABBREVIATIONS,
  NAME_STOP_TOKENS,
  sameLegalForm,
  WEAK_NAME_TOKENS,
} from './legal-forms';
import {
  canonicalNameToken,
  emailDomain,
  isLegalFormSpelling,
  jaroWinkler,
  levenshteinRatio,
  normaliseEmail,
  normalisePostalCode,
  streetKeyTokens,
  streetNumberKeys,
  tokenize,
  withinOneEdit,
} from './normalize';
import {
  AlternativeReason,
  type CustomerAlternative,
  type CustomerMatchOptions,
  type CustomerMatchRequest,
  type CustomerMatchResult,
  type CustomerMatchWeights,
  CustomerSignal,
  DisambiguationPolicy,
  type RationaleSignal,
  ReviewHint,
  UnmatchedReason,
} from './types';
import { resolveWeights } from './weights';

/**
 * Customer matching (SPEC 2.3, 4.2 rule 3). Every signal that links the request to a candidate
 * adds its log-odds weight (Fellegi–Sunter: ln m/u); a candidate's evidence is the sum minus a
 * baseline, so that L > 0 means "likelier this customer than a new one". Candidates compete in a
 * softmax that includes the new-customer hypothesis (weight e^0):
 *   p(c) = e^L(c) / (1 + Σ_j e^L(j))
 * which makes the raw score fall when subsidiaries share the evidence. The joint raw score
 * multiplies p(top) with the ship-to and contact certainties.
 */

interface SignalHit {
  weight: number;
  evidence: Record<string, unknown>;
}

interface Candidate {
  position: number;
  signals: Map<CustomerSignal, SignalHit>;
  logOdds: number;
  posterior: number;
}

const MAX_NAME_POSTINGS_SHARE = 0.05;
const MAX_NAME_CANDIDATES = 300;
const MAX_CANDIDATES = 2_000;
const ALTERNATIVE_FLOOR = 0.01;

class CandidatePool {
  readonly byPosition = new Map<number, Candidate>();

  add(position: number, signal: CustomerSignal, weight: number, evidence: Record<string, unknown>) {
    let candidate = this.byPosition.get(position);
    if (!candidate) {
      if (this.byPosition.size >= MAX_CANDIDATES) return;
      candidate = { position, signals: new Map(), logOdds: 0, posterior: 0 };
      this.byPosition.set(position, candidate);
    }
    const existing = candidate.signals.get(signal);
    // One signal counts once per candidate (its strongest occurrence): repeated mentions of the
    // same phone number are not independent evidence.
    if (!existing || Math.abs(weight) > Math.abs(existing.weight)) {
      candidate.signals.set(signal, { weight, evidence });
    }
  }
}

function addressTokensMatch(tokens: readonly string[], text: Set<string>): boolean {
  return tokens.length > 0 && tokens.every((token) => text.has(token));
}

interface AddressEvidence {
  postal: boolean;
  postalCode: string;
  city: boolean;
  street: boolean;
  score: number;
}

const NO_ADDRESS_EVIDENCE: AddressEvidence = {
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
function addressEvidence(
  address: Address | undefined,
  postalCodes: ReadonlySet<string>,
  tokens: Set<string>,
  streetKeys?: ReadonlySet<string>,
): AddressEvidence {
  if (!address) return NO_ADDRESS_EVIDENCE;
  const keys = addressKeys(address);
  const postal = keys.postal !== '' && postalCodes.has(keys.postal);
  const city = addressTokensMatch(keys.city, tokens);
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

function collectDeterministic(
  index: CustomerIndex,
  request: CustomerMatchRequest,
  clues: RequestClues,
  weights: CustomerMatchWeights,
  pool: CandidatePool,
): void {
  if (clues.senderEmail) {
    for (const contactPosition of index.byEmail.get(clues.senderEmail) ?? []) {
      const contact = index.contacts[contactPosition];
      const owner = contact ? index.customerPosition.get(contact.customer_id) : undefined;
      if (!contact || owner === undefined) continue;
      if (contact.active) {
        pool.add(owner, CustomerSignal.contact_email, weights.contact_email, {
          contact_id: contact.contact_id,
        });
      } else {
        pool.add(owner, CustomerSignal.stale_contact_email, weights.stale_contact_email, {
          contact_id: contact.contact_id,
        });
      }
    }
  }
  if (clues.senderDomain) {
    const owners = customersByDomain(index, clues.senderDomain);
    const weight = clues.senderDomainIsGeneric
      ? weights.sender_domain * weights.generic_domain_factor
      : weights.sender_domain;
    for (const owner of owners) {
      pool.add(owner, CustomerSignal.sender_domain, weight, {
        domain: clues.senderDomain,
        generic: clues.senderDomainIsGeneric,
        shared_by: owners.length,
      });
    }
  }
  for (const phone of clues.phones) {
    const factor = phone.source === 'content' ? 0.75 : 1;
    for (const contactPosition of index.byPhoneContact.get(phone.e164) ?? []) {
      const contact = index.contacts[contactPosition];
      const owner = contact ? index.customerPosition.get(contact.customer_id) : undefined;
      if (!contact || owner === undefined) continue;
      pool.add(owner, CustomerSignal.phone_contact, weights.phone_contact * factor, {
        phone: phone.e164,
        source: phone.source,
        contact_id: contact.contact_id,
      });
    }
    for (const owner of index.byPhoneCustomer.get(phone.e164) ?? []) {
      pool.add(owner, CustomerSignal.phone_customer, weights.phone_customer * factor, {
        phone: phone.e164,
        source: phone.source,
      });
    }
  }
  const linked = request.context?.customer_id;
  if (linked) {
    const owner = index.customerPosition.get(linked);
    if (owner !== undefined) {
      pool.add(owner, CustomerSignal.prior_thread, weights.prior_thread, { via: 'case_context' });
    }
  }
  for (const sender of clues.threadSenders) {
    if (sender === clues.senderEmail) continue;
    for (const contactPosition of index.byEmail.get(sender) ?? []) {
      const contact = index.contacts[contactPosition];
      const owner = contact ? index.customerPosition.get(contact.customer_id) : undefined;
      if (owner === undefined) continue;
      pool.add(owner, CustomerSignal.prior_thread, weights.prior_thread * 0.7, {
        via: 'thread_sender',
        sender,
      });
    }
  }
}

function collectStructured(
  index: CustomerIndex,
  clues: RequestClues,
  weights: CustomerMatchWeights,
  pool: CandidatePool,
): void {
  for (const vat of clues.vatIds) {
    for (const owner of index.byVat.get(vat) ?? []) {
      pool.add(owner, CustomerSignal.vat_id, weights.vat_id, { vat_id: vat });
    }
  }
  for (const token of clues.numberTokens) {
    const owner = index.customerNumberPosition.get(token.value);
    if (owner !== undefined) {
      // A bare number that happens to equal a customer id is weaker than a labelled one.
      const looksLikeCode = token.labelled || /[A-Z]/.test(token.value);
      pool.add(
        owner,
        CustomerSignal.customer_number,
        looksLikeCode ? weights.customer_number : weights.customer_number * 0.4,
        { customer_number: token.value, labelled: token.labelled },
      );
    }
    const owners = index.byPartNumber.get(token.value);
    if (owners && owners.length <= 3) {
      for (const partOwner of owners) {
        pool.add(partOwner, CustomerSignal.customer_part_number, weights.customer_part_number, {
          customer_part_number: token.value,
        });
      }
    }
  }
  for (const domain of clues.textDomains) {
    for (const owner of customersByDomain(index, domain)) {
      pool.add(owner, CustomerSignal.signature_domain, weights.signature_domain, { domain });
    }
  }
  collectNameMatches(index, clues, weights, pool);
  collectAddressMatches(index, clues, weights, pool);
}

function idf(index: CustomerIndex, token: string): number {
  const documents = index.byNameToken.get(token)?.length ?? 0;
  return Math.log(1 + index.customers.length / (1 + documents));
}

/** A name token's weight: its IDF in the book, a fraction of it for generic business words. */
function nameTokenWeight(index: CustomerIndex, token: string): number {
  return idf(index, token) * (WEAK_NAME_TOKENS.has(token) ? 0.3 : 1);
}

/** How much a book name token found in the text counts: as written, one typo away, abbreviated. */
const NameCredit = { exact: 1, typo: 0.85, initials: 0.85, abbreviated: 0.7 } as const;
/** An initialism several customers share ('ABC') names none of them. */
const MAX_INITIALISM_OWNERS = 2;
/** A name of fewer letters ('IBM', 'Git') is read only as a company line of its own. */
const SHORT_NAME_LETTERS = 4;

const LONG_NAME_ABBREVIATIONS = new Map(
  Object.entries(NAME_ABBREVIATIONS).filter(([spelling]) => spelling.length >= 6),
);

/** Book name tokens one typo away from a text token, through the deletion index. */
function typoNeighbours(index: CustomerIndex, token: string): string[] {
  const found = new Set<string>();
  for (const candidate of index.nameTokenDeletions.get(token) ?? []) found.add(candidate);
  for (const deletion of oneLetterDeletions(token)) {
    if (index.byNameToken.has(deletion) && deletion.length >= 4) found.add(deletion);
    for (const candidate of index.nameTokenDeletions.get(deletion) ?? []) found.add(candidate);
  }
  const neighbours = [...found].filter((candidate) => withinOneEdit(token, candidate));
  // Words the book holds only in their canonical form ('Teknologies' → 'technology').
  for (const [spelling, canonical] of LONG_NAME_ABBREVIATIONS) {
    if (withinOneEdit(token, spelling) && index.byNameToken.has(canonical)) {
      neighbours.push(canonical);
    }
  }
  return neighbours;
}

/** Book name tokens that start with an abbreviation ('antriebst' → 'antriebstechnik'). */
function expansions(vocabulary: readonly string[], prefix: string, limit: number): string[] {
  let low = 0;
  let high = vocabulary.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((vocabulary[middle] ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  const found: string[] = [];
  for (let at = low; at < vocabulary.length; at++) {
    const word = vocabulary[at] ?? '';
    if (!word.startsWith(prefix)) break;
    if (found.length >= limit) return [];
    if (word.length > prefix.length + 1) found.push(word);
  }
  return found;
}

interface NameEvidence {
  /** Book name token → best credit any text token gives it, wherever it stands. */
  credits: Map<string, number>;
  /**
   * Per text line: its tokens' book readings (with the readings only a company line earns) and
   * weights, for the share of a name found on one line and the share of the line it explains.
   */
  lines: {
    readings: Map<string, number>[];
    weights: number[];
    weak: boolean[];
    total: number;
    /** Short enough to be a company line (`COMPANY_LINE_TOKENS`). */
    companyLine: boolean;
  }[];
  /** Book name token → the lines that hold a reading of it. */
  linesOf: Map<string, number[]>;
  /** Company lines of one word that no book word reads ('IBM'): possible initialisms. */
  soleWords: string[];
}

const MAX_TYPO_LOOKUPS = 400;
/** Log-odds added to a name match when the text's legal form is the customer's. */
const LEGAL_FORM_AGREEMENT = 0.7;
/** A line of at most this many name tokens may be a company line ('Kessel Automat AG'). */
const COMPANY_LINE_TOKENS = 6;
/**
 * How a name's similarity is made (chosen on the demo-book name variants and the variants of
 * companies taken out of the book, see test/eval/customer-lookup.ts): half of it is the share of
 * the company line the name explains; a word the name lacks weighs at least half the highest
 * IDF; a name assembled from words on several lines counts at 0.7.
 */
const PRECISION_SHARE = 0.5;
const UNEXPLAINED_FLOOR = 0.5;
const SCATTERED = 0.7;

/**
 * Which book name tokens the text holds: as written, one typo away (words of six letters or more)
 * or abbreviated with a full stop ('Antriebst.'), anywhere; on a short line that may be the
 * company line, also short words with a typo ('Jnsen') and abbreviations whose stop was lost
 * ('AANDR'). Those count only together with the rest of the name on that line, so that a job
 * title ('Buyer') far from any name does not read as a customer ('Boyer').
 */
function readNameTokens(index: CustomerIndex, clues: RequestClues): NameEvidence {
  const readingsOf = new Map<string, Map<string, number>>();
  const lineReadingsOf = new Map<string, Map<string, number>>();
  let typoLookups = 0;
  const typos = (token: string, into: Map<string, number>) => {
    if (/\d/.test(token) || typoLookups++ >= MAX_TYPO_LOOKUPS) return;
    let neighbours = typoNeighbours(index, token);
    const written = clues.spellings.get(token);
    if (neighbours.length === 0 && written) neighbours = typoNeighbours(index, written);
    for (const neighbour of neighbours) {
      if (!into.has(neighbour)) into.set(neighbour, NameCredit.typo);
    }
  };
  const prefixes = (token: string, into: Map<string, number>) => {
    const found = expansions(index.nameVocabulary, token, 12);
    // A stop-marked abbreviation of five letters or more that only one book word starts with
    // ('Univer.', 'Kimber.') is as sure as a typo; shorter or shared ones ('Ind.') less so.
    const credit =
      found.length === 1 && token.length >= 5 && clues.abbreviations.has(token)
        ? NameCredit.typo
        : NameCredit.abbreviated;
    for (const expansion of found) {
      if (!into.has(expansion)) into.set(expansion, credit);
    }
  };
  const read = (token: string): Map<string, number> => {
    let readings = readingsOf.get(token);
    if (readings) return readings;
    readings = new Map<string, number>();
    if (index.byNameToken.has(token)) readings.set(token, NameCredit.exact);
    else if (token.length >= 6) typos(token, readings);
    if (clues.abbreviations.has(token)) prefixes(token, readings);
    readingsOf.set(token, readings);
    return readings;
  };
  const readOnCompanyLine = (token: string): Map<string, number> => {
    let readings = lineReadingsOf.get(token);
    if (readings) return readings;
    readings = new Map(read(token));
    if (readings.size === 0 && token.length >= 4) {
      if (token.length < 6) typos(token, readings);
      prefixes(token, readings);
    }
    lineReadingsOf.set(token, readings);
    return readings;
  };
  const credits = new Map<string, number>();
  for (const token of clues.nameTokens) {
    if (token.length < 2) continue;
    for (const [bookToken, credit] of read(token)) {
      if ((credits.get(bookToken) ?? 0) < credit) credits.set(bookToken, credit);
    }
  }
  const unknownWeight = Math.log(1 + index.customers.length);
  // Asked once per distinct word: a long text repeats its words on many lines.
  const spellingOf = new Map<string, boolean>();
  const legalFormSpelling = (token: string) => {
    const known = spellingOf.get(token);
    if (known !== undefined) return known;
    const found = isLegalFormSpelling(token);
    spellingOf.set(token, found);
    return found;
  };
  const lines = clues.nameLines.map((written) => {
    const companyLine = written.length <= COMPANY_LINE_TOKENS;
    const tokens = companyLine ? rejoinWords(index, written) : written;
    const readings = tokens.map(companyLine ? readOnCompanyLine : read);
    const weights = readings.map((reading, at) => {
      let weight = 0;
      for (const bookToken of reading.keys()) {
        weight = Math.max(weight, nameTokenWeight(index, bookToken));
      }
      if (reading.size > 0) return weight;
      // Inside a line, a legal form the book's names do not use is the sender's legal form,
      // however it is spelt ('Corp', 'Corporat.', 'Compny').
      return legalFormSpelling(tokens[at] ?? '') ? 0 : unknownWeight;
    });
    const weak = readings.map(
      (reading) =>
        reading.size > 0 && [...reading.keys()].every((token) => WEAK_NAME_TOKENS.has(token)),
    );
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    return { readings, weights, weak, total, companyLine };
  });
  const linesOf = new Map<string, number[]>();
  lines.forEach((line, at) => {
    for (const reading of line.readings) {
      for (const bookToken of reading.keys()) {
        const list = linesOf.get(bookToken);
        if (list === undefined) linesOf.set(bookToken, [at]);
        else if (list[list.length - 1] !== at) list.push(at);
      }
    }
  });
  const soleWords = clues.nameLines
    .filter((tokens, at) => tokens.length === 1 && lines[at]?.readings[0]?.size === 0)
    .map((tokens) => tokens[0] ?? '');
  return { credits, lines, linesOf, soleWords };
}

/**
 * A company line with words written together or apart as the book writes them ('CocaCola' or
 * 'Coca Cola' for 'Coca-Cola'; 'Wal Mart' for 'Walmart'): a token that is two adjacent book
 * name tokens becomes those two, two adjacent tokens that make one book token become it.
 */
function rejoinWords(index: CustomerIndex, tokens: readonly string[]): string[] {
  const result: string[] = [];
  for (let at = 0; at < tokens.length; at++) {
    const token = tokens[at] ?? '';
    const next = tokens[at + 1];
    const known = index.byNameToken.has(token);
    if (!known && next !== undefined && index.byNameToken.has(token + next)) {
      result.push(token + next);
      at++;
      continue;
    }
    const pair = known ? undefined : index.joinedPairs.get(token);
    if (pair) result.push(...pair);
    else result.push(token);
  }
  return result;
}

interface NameScore {
  similarity: number;
  coverage: number;
  precision: number;
  /** The line share with business words the name lacks counted as distinctive words. */
  strictPrecision: number;
  matchedWeight: number;
}

const NO_NAME_SCORE: NameScore = {
  similarity: 0,
  coverage: 0,
  precision: 0,
  strictPrecision: 0,
  matchedWeight: 0,
};

/**
 * How well one of a customer's names is written in the text, in [0,1]: the weighted share of the
 * name's tokens found — in the whole text, or on one line with that line's own readings —
 * times how much of the line that holds them they explain, so that 'Stein Anlagenbau Nord' reads
 * as that customer rather than as 'Stein Anlagenbau'.
 */
function nameSimilarity(
  index: CustomerIndex,
  variant: readonly string[],
  evidence: NameEvidence,
): NameScore {
  const tokenWeights = variant.map((token) => nameTokenWeight(index, token));
  const floor = UNEXPLAINED_FLOOR * Math.log(1 + index.customers.length);
  let total = 0;
  let matched = 0;
  variant.forEach((token, at) => {
    total += tokenWeights[at] ?? 0;
    matched += (tokenWeights[at] ?? 0) * (evidence.credits.get(token) ?? 0);
  });
  if (total === 0) return NO_NAME_SCORE;
  let best = { matched: 0, precision: 0, strictPrecision: 0 };
  const holding = new Set<number>();
  for (const token of variant) for (const at of evidence.linesOf.get(token) ?? []) holding.add(at);
  const short = variant.join('').length < SHORT_NAME_LETTERS;
  for (const at of holding) {
    const line = evidence.lines[at];
    if (!line || (short && !line.companyLine)) continue;
    let lineMatched = 0;
    variant.forEach((token, at) => {
      let credit = 0;
      for (const reading of line.readings) credit = Math.max(credit, reading.get(token) ?? 0);
      lineMatched += (tokenWeights[at] ?? 0) * credit;
    });
    if (lineMatched === 0 || line.total === 0) continue;
    let explained = 0;
    let lineTotal = 0;
    let strictTotal = 0;
    line.readings.forEach((reading, at) => {
      let credit = 0;
      for (const token of variant) credit = Math.max(credit, reading.get(token) ?? 0);
      const weight = line.weights[at] ?? 0;
      explained += weight * credit;
      // A word the name lacks says 'another company' however common it is ('Nord', 'Sud'),
      // unless it is a generic business word or a legal form (weight 0).
      const unexplained = weight > 0 && !line.weak[at] ? Math.max(weight, floor) : weight;
      lineTotal += weight * credit + unexplained * (1 - credit);
      strictTotal += weight * credit + (weight > 0 ? Math.max(weight, floor) : 0) * (1 - credit);
    });
    const precision = lineTotal > 0 ? Math.min(1, explained / lineTotal) : 0;
    const strictPrecision = strictTotal > 0 ? Math.min(1, explained / strictTotal) : 0;
    if (
      lineMatched > best.matched + 1e-9 ||
      (Math.abs(lineMatched - best.matched) <= 1e-9 && precision > best.precision)
    ) {
      best = { matched: lineMatched, precision, strictPrecision };
    }
  }
  // Words of a name scattered over several lines ('Levage' on the company line, 'Dubois' in the
  // sender's own name) are weaker evidence than the name on one line.
  const matchedWeight = short ? best.matched : Math.max(SCATTERED * matched, best.matched);
  if (matchedWeight === 0) return NO_NAME_SCORE;
  const coverage = Math.min(1, matchedWeight / total);
  return {
    similarity: coverage * (1 - PRECISION_SHARE + PRECISION_SHARE * best.precision),
    coverage,
    precision: best.precision,
    strictPrecision: best.strictPrecision,
    matchedWeight,
  };
}

/** Signals that identify a customer on their own, independently of the company name. */
const INDEPENDENT_SIGNALS: ReadonlySet<CustomerSignal> = new Set([
  CustomerSignal.contact_email,
  CustomerSignal.stale_contact_email,
  CustomerSignal.sender_domain,
  CustomerSignal.phone_contact,
  CustomerSignal.phone_customer,
  CustomerSignal.prior_thread,
  CustomerSignal.vat_id,
  CustomerSignal.customer_number,
  CustomerSignal.signature_domain,
  CustomerSignal.address_match,
  CustomerSignal.postal_code,
  CustomerSignal.street_match,
  CustomerSignal.customer_part_number,
]);

/** A name that explains this share of its company line is read as that line (legal forms, typos). */
const EXPLAINED_LINE = 0.8;

/** Below this weight a signal (a free-mail sender domain) does not corroborate a name. */
const CORROBORATING_WEIGHT = 1;

/**
 * How far a match that rests on the company name alone can be trusted, in [0,1]: 1 when the name
 * explains at least `EXPLAINED_LINE` of its company line, falling with the fourth power below. A line with distinctive words the book's name
 * lacks ('Media Sony' for 'Sony', 'Sauer Montage Automation' for 'Sauer Automation') is as often
 * another company that bears the name as this customer, and nothing else (phone, address,
 * domain, number) says which; the posterior alone cannot tell, since it is measured against a
 * new customer of unknown name.
 */
function nameOnlyCertainty(candidate: Candidate): number {
  const name = candidate.signals.get(CustomerSignal.name_match);
  if (!name) return 1;
  for (const [signal, hit] of candidate.signals) {
    if (INDEPENDENT_SIGNALS.has(signal) && hit.weight >= CORROBORATING_WEIGHT) return 1;
  }
  const lineShare = name.evidence.line_share_strict;
  return typeof lineShare === 'number' ? Math.min(1, lineShare / EXPLAINED_LINE) ** 4 : 1;
}

function collectNameMatches(
  index: CustomerIndex,
  clues: RequestClues,
  weights: CustomerMatchWeights,
  pool: CandidatePool,
): void {
  const maxPostings = Math.max(50, index.customers.length * MAX_NAME_POSTINGS_SHARE);
  const evidence = readNameTokens(index, clues);
  const partial = new Map<number, number>();
  const retrieval = new Map(evidence.credits);
  for (const line of evidence.lines) {
    for (const reading of line.readings) {
      for (const [token, credit] of reading) {
        if ((retrieval.get(token) ?? 0) < credit) retrieval.set(token, credit);
      }
    }
  }
  for (const [token, credit] of retrieval) {
    const postings = index.byNameToken.get(token);
    if (!postings || postings.length > maxPostings) continue;
    const weight = nameTokenWeight(index, token) * credit;
    for (const position of postings) partial.set(position, (partial.get(position) ?? 0) + weight);
  }
  collectInitialismMatches(index, evidence, weights, pool);
  const ranked = [...partial.entries()].sort((a, b) => b[1] - a[1]).slice(0, MAX_NAME_CANDIDATES);
  const maxIdf = Math.log(1 + index.customers.length);
  const textLegalForms = [...clues.legalForms];
  for (const [position] of ranked) {
    let best = NO_NAME_SCORE;
    for (const variant of index.nameVariants[position] ?? []) {
      const score = nameSimilarity(index, variant, evidence);
      if (score.similarity > best.similarity) best = score;
    }
    if (best.coverage < 0.5) continue;
    // A name of one common word ('Schmidt') is weaker evidence than a distinctive one.
    const distinctiveness = Math.min(1, best.matchedWeight / Math.max(1, 0.6 * maxIdf));
    // The same legal form tells apart 'Industrie Boyer SAS' and 'Industrie Boyer EURL'.
    const legalForm = index.legalForms[position] ?? '';
    const sameForm = textLegalForms.some((form) => sameLegalForm(form, legalForm));
    const weight =
      weights.name_match * best.similarity ** 2 * distinctiveness +
      (sameForm ? LEGAL_FORM_AGREEMENT : 0);
    pool.add(position, CustomerSignal.name_match, weight, {
      coverage: Number(best.coverage.toFixed(2)),
      line_share: Number(best.precision.toFixed(2)),
      line_share_strict: Number(best.strictPrecision.toFixed(2)),
      ...(sameForm ? { legal_form: legalForm } : {}),
      name: index.customers[position]?.name,
    });
  }
}

/**
 * A company line that is one unknown word matching the initials of a customer's name of three or
 * more words ('IBM' for 'International Business Machines'): a name match read at `initials`
 * credit, unless the initials belong to several customers.
 */
function collectInitialismMatches(
  index: CustomerIndex,
  evidence: NameEvidence,
  weights: CustomerMatchWeights,
  pool: CandidatePool,
): void {
  for (const word of evidence.soleWords) {
    if (word.length < 3 || word.length > 6 || /\d/.test(word)) continue;
    const owners = index.byInitialism.get(word) ?? [];
    if (owners.length === 0 || owners.length > MAX_INITIALISM_OWNERS) continue;
    for (const owner of owners) {
      pool.add(owner, CustomerSignal.name_match, weights.name_match * NameCredit.initials ** 2, {
        initials: word,
        name: index.customers[owner]?.name,
      });
    }
  }
}

function collectAddressMatches(
  index: CustomerIndex,
  clues: RequestClues,
  weights: CustomerMatchWeights,
  pool: CandidatePool,
): void {
  const postalCodes = new Set(clues.postalCodes.map((entry) => entry.code));
  const tokens = new Set([...clues.contentTokens, ...clues.signatureTokens]);
  const owners = new Set<number>();
  for (const code of postalCodes) {
    const found = index.byPostal.get(code) ?? [];
    if (found.length <= 200) for (const owner of found) owners.add(owner);
  }
  for (const key of clues.streetKeys) {
    const found = index.byStreetKey.get(key) ?? [];
    if (found.length <= 50) for (const owner of found) owners.add(owner);
  }
  for (const owner of owners) {
    const customer = index.customers[owner];
    const addresses = [customer?.address];
    for (const shipToPosition of index.shipTosOfCustomer.get(owner) ?? []) {
      addresses.push(index.shipTos[shipToPosition]?.address);
    }
    let best: AddressEvidence = NO_ADDRESS_EVIDENCE;
    for (const address of addresses) {
      const evidence = addressEvidence(address, postalCodes, tokens, clues.streetKeys);
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
  }
}

function addBehavioural(
  index: CustomerIndex,
  request: CustomerMatchRequest,
  weights: CustomerMatchWeights,
  pool: CandidatePool,
): void {
  const requestCountry = request.country?.trim().toUpperCase();
  for (const candidate of pool.byPosition.values()) {
    const customer = index.customers[candidate.position];
    if (!customer) continue;
    const orders = index.orderCount[candidate.position] ?? 0;
    if (orders > 0) {
      pool.add(
        candidate.position,
        CustomerSignal.order_history,
        weights.order_history * Math.min(1, Math.log10(1 + orders) / 2),
        { orders },
      );
    }
    if (request.branch_id && customer.branch_id === request.branch_id) {
      pool.add(candidate.position, CustomerSignal.typical_branch, weights.typical_branch, {
        branch_id: customer.branch_id,
      });
    }
    const customerCountry = (customer.country ?? customer.address?.country)?.toUpperCase();
    if (requestCountry && customerCountry) {
      if (requestCountry === customerCountry) {
        pool.add(candidate.position, CustomerSignal.country_match, weights.country_match, {
          country: customerCountry,
        });
      } else {
        pool.add(candidate.position, CustomerSignal.country_mismatch, weights.country_mismatch, {
          country: customerCountry,
        });
      }
    }
    if (customer.status === 'inactive') {
      pool.add(candidate.position, CustomerSignal.inactive_customer, weights.inactive_customer, {});
    }
  }
}

function related(a: CustomerRecord, b: CustomerRecord): boolean {
  return (
    a.parent_customer_id === b.customer_id ||
    b.parent_customer_id === a.customer_id ||
    (a.parent_customer_id !== undefined && a.parent_customer_id === b.parent_customer_id)
  );
}

const SIGNAL_REASONS: [CustomerSignal, AlternativeReason][] = [
  [CustomerSignal.contact_email, AlternativeReason.contact_email],
  [CustomerSignal.stale_contact_email, AlternativeReason.contact_email],
  [CustomerSignal.prior_thread, AlternativeReason.prior_thread],
  [CustomerSignal.vat_id, AlternativeReason.vat_id],
  [CustomerSignal.customer_number, AlternativeReason.customer_number],
  [CustomerSignal.phone_contact, AlternativeReason.phone_match],
  [CustomerSignal.phone_customer, AlternativeReason.phone_match],
  [CustomerSignal.sender_domain, AlternativeReason.shared_domain],
  [CustomerSignal.signature_domain, AlternativeReason.shared_domain],
  [CustomerSignal.name_match, AlternativeReason.name_similarity],
  [CustomerSignal.address_match, AlternativeReason.address_match],
  [CustomerSignal.street_match, AlternativeReason.address_match],
  [CustomerSignal.postal_code, AlternativeReason.address_match],
  [CustomerSignal.customer_part_number, AlternativeReason.order_history],
];

function alternativeReason(
  alternative: Candidate,
  top: Candidate | undefined,
  index: CustomerIndex,
): AlternativeReason {
  const altCustomer = index.customers[alternative.position];
  const topCustomer = top ? index.customers[top.position] : undefined;
  if (altCustomer && topCustomer && related(altCustomer, topCustomer)) {
    return AlternativeReason.subsidiary;
  }
  let best: { reason: AlternativeReason; weight: number } | undefined;
  for (const [signal, reason] of SIGNAL_REASONS) {
    const hit = alternative.signals.get(signal);
    if (hit && hit.weight > 0 && (!best || hit.weight > best.weight)) {
      best = { reason, weight: hit.weight };
    }
  }
  return best?.reason ?? AlternativeReason.weak_evidence;
}

interface ShipToChoice {
  shipToId: string;
  score: number;
  signals: RationaleSignal[];
  defaultAssumed: boolean;
}

function isSameAddress(left: Address | undefined, right: Address | undefined): boolean {
  if (!left || !right) return false;
  const a = addressKeys(left);
  const b = addressKeys(right);
  return a.postal !== '' && a.postal === b.postal && a.street.join(' ') === b.street.join(' ');
}

function chooseShipTo(index: CustomerIndex, position: number, clues: RequestClues): ShipToChoice {
  const customer = index.customers[position];
  const shipTos = (index.shipTosOfCustomer.get(position) ?? [])
    .map((shipToPosition) => index.shipTos[shipToPosition])
    .filter((shipTo) => shipTo !== undefined);
  const defaultShipTo =
    shipTos.find((shipTo) => shipTo.ship_to_id === customer?.default_ship_to_id) ??
    shipTos.find((shipTo) => shipTo.is_default) ??
    (shipTos.length === 1 ? shipTos[0] : undefined);
  const fallbackId = defaultShipTo?.ship_to_id ?? customer?.default_ship_to_id ?? '';
  if (shipTos.length <= 1) {
    return { shipToId: fallbackId, score: 1, signals: [], defaultAssumed: false };
  }

  const contentPostal = new Set(
    clues.postalCodes.filter((entry) => entry.source === 'content').map((entry) => entry.code),
  );
  const signaturePostal = new Set(
    clues.postalCodes.filter((entry) => entry.source === 'signature').map((entry) => entry.code),
  );
  const customerNameTokens = new Set(index.nameVariants[position]?.flat() ?? []);
  const scored = shipTos.map((shipTo) => {
    const delivery = addressEvidence(
      shipTo.address,
      clues.deliveryPostalCodes,
      clues.deliveryTokens,
    );
    const content = addressEvidence(shipTo.address, contentPostal, clues.contentTokens);
    // The signature usually carries the head-office address, so it counts for little.
    const signature = addressEvidence(shipTo.address, signaturePostal, clues.signatureTokens);
    const siteTokens = shipTo.name
      ? tokenize(shipTo.name, 16).filter(
          (token) =>
            !customerNameTokens.has(canonicalNameToken(token)) &&
            !LEGAL_FORM_TOKENS.has(token) &&
            !NAME_STOP_TOKENS.has(token),
        )
      : [];
    // A site is named when its distinctive words appear together ('Atelier B', 'Plant 2'),
    // not when one common word ('atelier') turns up somewhere in the text.
    const siteNamed =
      siteTokens.some((token) => token.length >= 3 && !/^\d+$/.test(token)) &&
      clues.contentPhrase.includes(` ${siteTokens.join(' ')} `);
    const siteInDelivery =
      siteNamed && siteTokens.every((token) => clues.deliveryTokens.has(token));
    // The head-office address is what senders put under their name; it says "deliver here"
    // only on a line that announces a delivery address.
    const headOffice = isSameAddress(shipTo.address, customer?.address);
    // Outside a delivery line a city alone proves nothing: it is often the head office's city.
    const mentioned = (evidence: AddressEvidence) =>
      evidence.postal || evidence.street ? evidence.score : 0;
    const score =
      1.5 * delivery.score +
      (headOffice ? 0 : mentioned(content) + 0.25 * mentioned(signature)) +
      (siteNamed ? 2 : 0) +
      (siteInDelivery ? 1 : 0);
    return { shipTo, score, content, delivery, siteNamed };
  });
  scored.sort((a, b) => b.score - a.score);
  const [first, second] = scored;
  if (first && first.score >= 1 && first.score > (second?.score ?? 0) + 0.2) {
    const strong = first.score >= 2;
    return {
      shipToId: first.shipTo.ship_to_id,
      score: strong ? 1 : 0.9,
      defaultAssumed: false,
      signals: [
        {
          signal: 'ship_to_named',
          weight: Number(first.score.toFixed(2)),
          evidence: {
            ship_to_id: first.shipTo.ship_to_id,
            delivery_address: first.delivery.score > 0,
            postal_code: first.content.postal || first.delivery.postal,
            city: first.content.city || first.delivery.city,
            street: first.content.street || first.delivery.street,
            site_name: first.siteNamed,
          },
        },
      ],
    };
  }
  return {
    shipToId: fallbackId,
    score: 0.8,
    defaultAssumed: true,
    signals: [{ signal: 'default_ship_to', weight: 0, evidence: { ship_to_id: fallbackId } }],
  };
}

interface ContactChoice {
  contactId: string;
  score: number;
  signals: RationaleSignal[];
  stale: boolean;
}

export interface ContactClues {
  email: string;
  phones: readonly string[];
  /** Text in which the sender signs (signature or closing lines). */
  signatureText: string;
  /** The address belongs to another (e.g. inactive) contact: similar addresses prove nothing. */
  emailIsKnownElsewhere?: boolean;
}

/**
 * How completely a person's name appears among text tokens, in [0,1]: per name token its best
 * Jaro-Winkler similarity (typos, transpositions), tokens below 0.8 count zero. Very short tokens
 * need an exact hit, and lengths must be close, so 'Lee' does not match 'Leeds'.
 */
function personNameSimilarity(name: string, text: readonly string[]): number {
  const tokens = tokenize(name, 8).filter((token) => token.length >= 2);
  if (tokens.length === 0) return 0;
  let total = 0;
  for (const token of tokens) {
    let best = 0;
    for (const candidate of text) {
      if (candidate === token) {
        best = 1;
        break;
      }
      if (token.length < 4 || Math.abs(candidate.length - token.length) > 2) continue;
      const similarity = jaroWinkler(candidate, token);
      if (similarity > best) best = similarity;
    }
    total += best >= 0.8 ? best : 0;
  }
  // A one-word name ('Lee', 'Service') identifies a person less than first and last name.
  return (total / tokens.length) * (tokens.length === 1 ? 0.6 : 1);
}

/**
 * Ranks a customer's active contacts for the sender: exact address first, then a near-identical
 * address (typos), phone, the name in the signature, and the name in the e-mail's local part.
 */
export function rankContacts(
  contacts: readonly ContactRecord[],
  clues: ContactClues,
): { contact: ContactRecord; score: number; reasons: string[] }[] {
  const email = normaliseEmail(clues.email);
  const at = email.indexOf('@');
  const localPart = at > 0 ? email.slice(0, at) : email;
  const localTokens = tokenize(localPart.replace(/[._-]/g, ' '), 8);
  const signatureTokens = tokenize(clues.signatureText.slice(0, 2_000), 400);
  const senderDomain = emailDomain(email);
  const ranked: { contact: ContactRecord; score: number; reasons: string[] }[] = [];
  for (const contact of contacts) {
    if (!contact.active) continue;
    let score = 0;
    const reasons: string[] = [];
    const contactEmail = contact.email ? normaliseEmail(contact.email) : '';
    if (email && contactEmail === email) {
      score += 10;
      reasons.push('email_exact');
    } else if (email && contactEmail) {
      // Typos: compare local parts on the same domain (the shared domain would inflate the
      // similarity of two colleagues' addresses), whole addresses otherwise.
      const sameDomain = emailDomain(contactEmail) === senderDomain;
      const similarity = sameDomain
        ? levenshteinRatio(contactEmail.slice(0, contactEmail.indexOf('@')), localPart)
        : levenshteinRatio(contactEmail, email);
      // On one domain, colleagues' addresses differ by an initial ('m.dekker', 'b.dekker'):
      // only a long, otherwise identical local part with the same first letter is a typo.
      const typoPlausible = !sameDomain || (localPart.length >= 6 && contactEmail[0] === email[0]);
      const similarityCounts = typoPlausible && !clues.emailIsKnownElsewhere;
      if (similarityCounts && similarity >= 0.8) {
        score += 4 * similarity;
        reasons.push('email_similar');
      } else if (similarityCounts && similarity >= 0.7) {
        score += 2 * similarity;
        reasons.push('email_partly_similar');
      }
      if (!reasons.length && sameDomain && contact.name && !clues.emailIsKnownElsewhere) {
        const localMatch = personNameSimilarity(contact.name, localTokens);
        if (localMatch >= 0.5) {
          score += 2 * localMatch;
          reasons.push('email_local_part_name');
        }
      }
    }
    if (contact.phones?.some((phone) => clues.phones.includes(phone))) {
      score += 3;
      reasons.push('phone');
    }
    if (contact.name) {
      const found = personNameSimilarity(contact.name, signatureTokens);
      if (found >= 0.5) {
        score += 2.5 * found;
        reasons.push(found >= 0.9 ? 'name_in_signature' : 'name_partly_in_signature');
      }
    }
    if (score > 0) ranked.push({ contact, score, reasons });
  }
  ranked.sort((a, b) => b.score - a.score);
  return ranked;
}

function chooseContact(index: CustomerIndex, position: number, clues: RequestClues): ContactChoice {
  const contacts = (index.contactsOfCustomer.get(position) ?? [])
    .map((contactPosition) => index.contacts[contactPosition])
    .filter((contact) => contact !== undefined);
  const stale = contacts.some(
    (contact) =>
      !contact.active && contact.email && normaliseEmail(contact.email) === clues.senderEmail,
  );
  if (clues.senderIsAutomated) {
    return { contactId: '', score: 0.9, signals: [], stale };
  }
  const ranked = rankContacts(contacts, {
    emailIsKnownElsewhere: stale,
    email: clues.senderEmail,
    phones: clues.phones.map((phone) => phone.e164),
    signatureText: clues.signatureText,
  });
  const [first, second] = ranked;
  if (!first || first.score < 2.5 || (second && second.score >= first.score - 0.5)) {
    return { contactId: '', score: 0.9, signals: [], stale };
  }
  return {
    contactId: first.contact.contact_id,
    score: first.score >= 10 ? 1 : first.score >= 4 ? 0.95 : 0.85,
    stale,
    signals: [
      {
        signal: 'contact_match',
        weight: Number(first.score.toFixed(2)),
        evidence: { contact_id: first.contact.contact_id, reasons: first.reasons },
      },
    ],
  };
}

function describe(signals: RationaleSignal[]): string {
  if (signals.length === 0) return 'no signal linked the request to a customer';
  return signals
    .map((signal) => {
      const evidence = signal.evidence ?? {};
      const detail = Object.entries(evidence)
        .filter(([, value]) => value !== undefined && typeof value !== 'object')
        .map(([key, value]) => `${key}=${String(value)}`)
        .join(', ');
      return detail ? `${signal.signal} (${detail})` : signal.signal;
    })
    .join('; ');
}

const round = (value: number): number => Math.round(value * 1e4) / 1e4;

function unmatched(
  reason: UnmatchedReason,
  alternatives: CustomerAlternative[],
  signals: RationaleSignal[],
  request: CustomerMatchRequest,
  hints: ReviewHint[],
): CustomerMatchResult {
  return {
    customer_id: '',
    ship_to_id: '',
    contact_id: '',
    raw_score: 0,
    component_scores: { customer: 0, ship_to: 0, contact: 0 },
    match_rationale: `unmatched: ${reason}${signals.length ? `; ${describe(signals)}` : ''}`,
    rationale_signals: signals,
    alternatives,
    branch_hint: request.branch_id ?? '',
    unmatched_reason: reason,
    customer_type: '',
    review_hints: [ReviewHint.new_customer, ...hints],
  };
}

export function matchCustomer(
  index: CustomerIndex,
  request: CustomerMatchRequest,
  options: CustomerMatchOptions = {},
): CustomerMatchResult {
  const weights = resolveWeights(options.weights);
  const policy = options.disambiguation ?? DisambiguationPolicy.surface_alternatives;
  const maxAlternatives = options.maxAlternatives ?? 5;
  const clues = extractClues(request, genericDomainSet(options.genericDomains), index.phoneRegion);
  const genericHint = clues.senderDomainIsGeneric ? [ReviewHint.generic_sender_domain] : [];

  if (index.customers.length === 0) {
    return unmatched(UnmatchedReason.no_master_data, [], [], request, genericHint);
  }

  const pool = new CandidatePool();
  // A bounce, newsletter or no-reply notice is about someone else: its body (a failed
  // recipient, a mailing list) says nothing about who sent it, only the sender address does.
  // The caller's phone field still identifies an auto-acknowledgement from a customer's own
  // domain (it tells subsidiaries apart); a newsletter's or mail system's phone field does not.
  const senderDomainKnown =
    clues.senderDomain !== '' && customersByDomain(index, clues.senderDomain).length > 0;
  const senderOnly: RequestClues = clues.senderIsAutomated
    ? {
        ...clues,
        phones: senderDomainKnown ? clues.phones.filter((phone) => phone.source === 'request') : [],
        threadSenders: [],
      }
    : clues;
  collectDeterministic(index, request, senderOnly, weights, pool);
  if (!clues.senderIsAutomated) collectStructured(index, clues, weights, pool);
  addBehavioural(index, request, weights, pool);

  const candidates = [...pool.byPosition.values()];
  let partition = 1;
  for (const candidate of candidates) {
    let sum = 0;
    for (const hit of candidate.signals.values()) sum += hit.weight;
    // Order volume breaks exact ties between otherwise identical subsidiaries.
    candidate.logOdds = sum - weights.baseline + 1e-6 * (index.orderCount[candidate.position] ?? 0);
    partition += Math.exp(Math.min(50, candidate.logOdds));
  }
  for (const candidate of candidates) {
    candidate.posterior = Math.exp(Math.min(50, candidate.logOdds)) / partition;
  }
  candidates.sort((a, b) => b.logOdds - a.logOdds);
  const top = candidates[0];

  const signalsOf = (candidate: Candidate): RationaleSignal[] =>
    [...candidate.signals.entries()]
      .sort((a, b) => Math.abs(b[1].weight) - Math.abs(a[1].weight))
      .map(([signal, hit]) => ({ signal, weight: round(hit.weight), evidence: hit.evidence }));

  const alternativesFor = (chosen: Candidate | undefined): CustomerAlternative[] =>
    candidates
      .filter((candidate) => candidate !== chosen)
      // Kept when probable next to the winner, or when its own evidence beats a new customer
      // (a subsidiary on the shared domain stays visible however strong the winner is).
      .filter(
        (candidate) =>
          candidate.logOdds > 0 ||
          (candidate.posterior >= ALTERNATIVE_FLOOR && candidate.logOdds > -weights.baseline / 2),
      )
      .slice(0, maxAlternatives)
      .map((candidate) => ({
        customer_id: index.customers[candidate.position]?.customer_id ?? '',
        raw_score: round(candidate.posterior),
        reason: alternativeReason(candidate, chosen, index),
      }));

  if (!top || top.logOdds <= 0) {
    const onlyGenericDomain =
      clues.senderDomainIsGeneric &&
      (!top || [...top.signals.keys()].every((signal) => signal === CustomerSignal.sender_domain));
    const reason = onlyGenericDomain
      ? UnmatchedReason.generic_domain_no_other_signal
      : UnmatchedReason.no_master_data_match;
    const alternatives =
      policy === DisambiguationPolicy.single_best ? [] : alternativesFor(undefined);
    return unmatched(reason, alternatives, top ? signalsOf(top) : [], request, genericHint);
  }

  const runnerUp = candidates[1];
  const topCustomer = index.customers[top.position];
  const runnerCustomer = runnerUp ? index.customers[runnerUp.position] : undefined;
  const hints: ReviewHint[] = [...genericHint];
  if (
    runnerUp &&
    runnerCustomer &&
    topCustomer &&
    runnerUp.logOdds > 0 &&
    top.logOdds - runnerUp.logOdds < 0.01 &&
    !related(topCustomer, runnerCustomer) &&
    !top.signals.has(CustomerSignal.sender_domain)
  ) {
    // Two unrelated accounts with the same evidence: guessing would be a coin toss.
    const alternatives =
      policy === DisambiguationPolicy.single_best ? [] : alternativesFor(undefined);
    return unmatched(UnmatchedReason.ambiguous, alternatives, signalsOf(top), request, hints);
  }
  if (!topCustomer) {
    return unmatched(UnmatchedReason.no_master_data_match, [], [], request, hints);
  }

  const shipTo = chooseShipTo(index, top.position, clues);
  const contact = chooseContact(index, top.position, clues);
  const alternatives = alternativesFor(top);
  if (alternatives.some((alternative) => alternative.raw_score >= top.posterior * 0.5)) {
    hints.push(ReviewHint.ambiguous_alternatives_present);
  }
  if (shipTo.defaultAssumed) hints.push(ReviewHint.default_ship_to_assumed);
  if (!contact.contactId) hints.push(ReviewHint.contact_not_found);
  if (contact.stale) hints.push(ReviewHint.stale_contact);
  if (topCustomer.status === 'inactive') hints.push(ReviewHint.inactive_customer);

  const customerSignals = signalsOf(top);
  const rationaleSignals = [...customerSignals, ...shipTo.signals, ...contact.signals];
  const raw = top.posterior * nameOnlyCertainty(top) * shipTo.score * contact.score;
  return {
    customer_id: topCustomer.customer_id,
    ship_to_id: shipTo.shipToId,
    contact_id: contact.contactId,
    raw_score: round(raw),
    component_scores: {
      customer: round(top.posterior),
      ship_to: round(shipTo.score),
      contact: round(contact.score),
    },
    match_rationale: describe(rationaleSignals),
    rationale_signals: rationaleSignals,
    alternatives: policy === DisambiguationPolicy.single_best ? [] : alternatives,
    branch_hint: topCustomer.branch_id ?? request.branch_id ?? '',
    customer_type: topCustomer.customer_type ?? '',
    review_hints: hints,
  };
}
