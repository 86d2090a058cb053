/**
 * The company-name signal: candidates retrieved by the name tokens the text holds, scored by their
 * best name's similarity, its distinctiveness and the legal form; and initialisms ('IBM').
 */
import { ownTownNamed, ownTownWords, townNamedElsewhere } from './address-signals';
import type { CandidatePool } from './candidate-pool';
import type { RequestClues } from './clues';
import { type CustomerIndex, customerCountry } from './customer-index';
import { LEGAL_FORM_TOKENS, NAME_STOP_TOKENS, sameLegalForm } from './legal-forms';
import { NameCredit, type NameEvidence, nameTokenWeight, readNameTokens } from './name-reading';
import { NO_NAME_SCORE, nameSimilarity } from './name-similarity';
import { contracts } from './normalize';
import { countryEnding } from './place-names';
import { type CustomerMatchWeights, CustomerSignal } from './types';

/** Words in more of the book's names than this share (and than 50) retrieve no candidates. */
const MAX_NAME_POSTINGS_SHARE = 0.05;
/** Only the candidates that share the most name weight with the text are compared in full. */
const MAX_NAME_CANDIDATES = 300;
/** An initialism several customers share ('ABC') names none of them. */
const MAX_INITIALISM_OWNERS = 2;
/** Log-odds added to a name match when the text's legal form is the customer's. */
const LEGAL_FORM_AGREEMENT = 0.7;
/** A name read without its bracketed aside ('Lespinasse' for 'Lespinasse (New York City)'). */
const ASIDE_LEFT_OUT = 0.95;
/** The share of the line a name read without its aside must explain. */
const MIN_LINE_SHARE_WITHOUT_ASIDE = 0.7;
const WHOLE_LINE = 0.999;
/** The share of a name found on one line that is the name written whole. */
const WHOLE_NAME = 0.95;
/** The share of a name that must be found for a name match on its own. */
const MIN_COVERAGE = 0.5;
/**
 * The share that suffices beside the customer's own house number and street ('Virgil's' for
 * 'Virgil's Real BBQ' at '152 W. 44th St.'): that a company of another name at the same number of
 * a street of the same name partly shares the name is far rarer than either agreement alone.
 */
const MIN_COVERAGE_BESIDE_STREET = 0.3;

/** Identifiers of the customer's own that a name read in part beside them is read with. */
const OWN_IDENTIFIERS = [
  CustomerSignal.phone_customer,
  CustomerSignal.phone_contact,
  CustomerSignal.vat_id,
] as const;

export function collectNameMatches(
  index: CustomerIndex,
  clues: RequestClues,
  weights: CustomerMatchWeights,
  pool: CandidatePool,
  /** The signing company lines' name evidence (`signingNameEvidence`). */
  signing: NameEvidence | undefined,
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
  collectLeadingInitialsMatches(index, clues, weights, pool);
  const ranked = [...partial.entries()].sort((a, b) => b[1] - a[1]).slice(0, MAX_NAME_CANDIDATES);
  const soleSigner = signing && soleSigningName(index, clues, signing, ranked);
  const maxIdf = Math.log(1 + index.customers.length);
  const textLegalForms = [...clues.legalForms];
  for (const [position] of ranked) {
    let best = NO_NAME_SCORE;
    let bestAt = -1;
    let asideLeftOut = false;
    const variants = index.nameVariants[position] ?? [];
    const firstWithoutAside = variants.length - (index.nameVariantsWithoutAside.get(position) ?? 0);
    let withoutAsideRead = false;
    const ownTown = ownTownWords(index, position);
    variants.forEach((variant, at) => {
      const read = nameSimilarity(index, variant, evidence, ownTown);
      if (at >= firstWithoutAside && read.coverage > 0) withoutAsideRead = true;
      // A name read without its aside is a little less sure than one read whole: 'Steinberg'
      // is the entry 'Steinberg' rather than 'Steinberg (Yamaha)'.
      const withoutAside = at >= firstWithoutAside;
      const score = withoutAside ? { ...read, similarity: read.similarity * ASIDE_LEFT_OUT } : read;
      // A name read without its aside or department where the line says more ('Wasserverband
      // Kassel-Stadt' for 'Stadt Kassel – Amt für Straßen'): another organisation of the place,
      // unless the whole name reads there too.
      if (withoutAside && read.strictPrecision < MIN_LINE_SHARE_WITHOUT_ASIDE) return;
      if (score.similarity > best.similarity) {
        best = score;
        bestAt = at;
        asideLeftOut = at >= firstWithoutAside;
      }
    });
    // The address signals are collected first: the customer's street and house number named in
    // the text (`street_match` is only ever given for a street the text names).
    const signals = pool.byPosition.get(position)?.signals;
    const street = signals?.get(CustomerSignal.street_match);
    // The customer's own phone or VAT id in the text says as much as its street ('Sangiorgi'
    // beside the phone of 'Sangiorgi Riduttori S.r.l.').
    const ownIdentifier = OWN_IDENTIFIERS.some((signal) => signals?.has(signal) === true);
    const ownAddressOrNumber = street !== undefined || ownIdentifier;
    if (best.coverage < (ownAddressOrNumber ? MIN_COVERAGE_BESIDE_STREET : MIN_COVERAGE)) continue;
    // Only the aside's words found ('Las Vegas' of 'Morton's of Chicago (Las Vegas)' on the
    // city line): the place, not the name. An alias without an aside ('JPL' of 'California
    // Institute of Technology - Jet Propulsion Laboratory') is read as it is.
    if (!withoutAsideRead && holdsAside(variants, bestAt, firstWithoutAside)) continue;
    if (
      street &&
      street.weight < weights.street_match &&
      !townNamedElsewhere(index, position, clues)
    ) {
      // A street without postal code or city beside it counts a fraction (many towns have a
      // 'Handelsweg 33'); the name beside it says which town's it is — unless the sender names
      // another town ('Hauptstraße 12, 51143 Köln' for the Berlin practice of the same name).
      pool.add(position, CustomerSignal.street_match, weights.street_match, {
        ...street.evidence,
        beside_name: true,
      });
    }
    // A name of one common word ('Schmidt') is weaker evidence than a distinctive one.
    const distinctiveness = Math.min(1, best.matchedWeight / Math.max(1, 0.6 * maxIdf));
    // The same legal form tells apart 'Industrie Boyer SAS' and 'Industrie Boyer EURL'.
    const legalForm = index.legalForms[position] ?? '';
    const sameForm = textLegalForms.some((form) => sameLegalForm(form, legalForm));
    // A partial name alone is often another company's (squared); beside the customer's own
    // street, phone or VAT id that reading is gone, and the share found counts as it is.
    // A company line the name explains whole, beside the customer's own town, is the name
    // written short ('Wessex Water, Bath' for 'Wessex Water Services Ltd' of Bath); a name found
    // whole in a sentence that names its town is the sender's own ('Bij basisschool De Regenboog
    // in Waalwijk willen we …').
    const wholeLineOrName =
      best.strictPrecisionBesideTown >= WHOLE_LINE || best.coverage >= WHOLE_NAME;
    const shortNameInTown = wholeLineOrName && ownTownNamed(index, position, clues);
    // The company signing the mail written short, in its own legal form if it writes one.
    const signsShort = position === soleSigner && (textLegalForms.length === 0 || sameForm);
    const weight =
      weights.name_match *
        best.similarity ** (ownAddressOrNumber || shortNameInTown || signsShort ? 1 : 2) *
        distinctiveness +
      (sameForm ? LEGAL_FORM_AGREEMENT : 0);
    const ownCountry = countryNamedElsewhere(index, position, best.country);
    if (ownCountry !== undefined) {
      // 'Nordic Drives Norge AS' for the Swedish 'Nordic Drives AB': the line names the country
      // of another company of the group, as a phone of that country would.
      pool.add(position, CustomerSignal.country_mismatch, weights.country_mismatch, {
        country: ownCountry,
        named: best.country,
      });
    }
    pool.add(position, CustomerSignal.name_match, weight, {
      coverage: Number(best.coverage.toFixed(2)),
      line_share: Number(best.precision.toFixed(2)),
      line_share_strict: Number(best.strictPrecision.toFixed(2)),
      ...(best.groupCompanyWord ? { group_company_word: best.groupCompanyWord } : {}),
      ...(sameForm ? { legal_form: legalForm } : {}),
      ...(asideLeftOut ? { aside_left_out: true } : {}),
      ...(shortNameInTown ? { own_town: true } : {}),
      name: index.customers[position]?.name,
    });
  }
}

/**
 * Signals that say a text names the customer, wherever it stands: about an organisation the mail
 * mentions as much as about the sender. The sender's own address, contact and thread are not.
 */
const MENTION_SIGNALS: ReadonlySet<CustomerSignal> = new Set([
  CustomerSignal.name_match,
  CustomerSignal.address_match,
  CustomerSignal.postal_code,
  CustomerSignal.street_match,
  CustomerSignal.phone_customer,
  CustomerSignal.phone_contact,
  CustomerSignal.vat_id,
  CustomerSignal.customer_number,
  CustomerSignal.signature_domain,
  CustomerSignal.country_match,
]);

/**
 * A customer the mail names that the company line signing it does not ('… für Lehmann
 * Feinmechanik GmbH & Co. KG in Erfurt' above 'Otto Reuter & Söhne GmbH'; a delivery site; the
 * author of a forwarded message) is an organisation the sender writes about: what the text says of
 * it (its name, address, phone, a forwarded author's domain) identifies it, not the sender, and
 * counts for nothing; `signed_by_other_company` below that. Runs after every text signal.
 */
export function collectSignedByOtherCompany(
  index: CustomerIndex,
  clues: RequestClues,
  weights: CustomerMatchWeights,
  pool: CandidatePool,
  signing: NameEvidence | undefined,
): void {
  if (!signing) return;
  for (const candidate of pool.byPosition.values()) {
    const name = candidate.signals.get(CustomerSignal.name_match);
    const earlierAuthor = candidate.signals.get(CustomerSignal.sender_domain)?.evidence
      .earlier_message;
    // Named by the text, or the author of the message the mail forwards.
    const coverage = name ? Number(name.evidence.coverage ?? 0) : earlierAuthor ? 1 : 0;
    if (coverage === 0) continue;
    const variants = index.nameVariants[candidate.position] ?? [];
    if (signsAs(index, variants, signing, ownTownWords(index, candidate.position), coverage))
      continue;
    let mentioned = 0;
    for (const [signal, hit] of candidate.signals) {
      // The caller's own phone field is the sender's; the forwarded author's domain is not.
      const forwardedAuthor =
        signal === CustomerSignal.sender_domain && hit.evidence.earlier_message === true;
      const mention = MENTION_SIGNALS.has(signal) && hit.evidence.source !== 'request';
      if ((mention || forwardedAuthor) && hit.weight > 0) mentioned += hit.weight;
    }
    pool.add(
      candidate.position,
      CustomerSignal.signed_by_other_company,
      weights.signed_by_other_company - mentioned,
      { signing_lines: clues.senderCompanyLines.nameLines.length },
    );
  }
}

/**
 * The one customer whose name explains a company line signing the mail whole, at half its words
 * or more ('Schumacher Werkzeugbau' over the sender's name for 'Schumacher & Haas Werkzeugbau
 * AG'): the company writing short. None where several do (namesakes) or no line signs.
 */
function soleSigningName(
  index: CustomerIndex,
  clues: RequestClues,
  signing: NameEvidence,
  ranked: readonly (readonly [number, number])[],
): number | undefined {
  const signers = ranked.filter(([position]) => {
    const ownTown = ownTownWords(index, position);
    // A line that is the customer's town ('Bad Segeberg' for 'Stadtwerke Bad Segeberg GmbH') is
    // where the sender is, not the name written short.
    const townOnly = clues.senderCompanyLines.nameLines.every((line) =>
      line.every((token) => ownTown.has(token)),
    );
    return (
      !townOnly &&
      (index.nameVariants[position] ?? []).some((variant) => {
        const read = nameSimilarity(index, variant, signing, ownTown);
        return read.coverage >= MIN_COVERAGE && read.strictPrecision >= WHOLE_LINE;
      })
    );
  });
  return signers.length === 1 ? signers[0]?.[0] : undefined;
}

/**
 * A customer's name read on a signing company line at this share of its best reading anywhere
 * signs the mail ('Rossi & Brmabilka S.r.l.' reads as poorly there as anywhere), and at this
 * coverage in any case.
 */
const SIGNING_SHARE = 0.9;
const SIGNING_COVERAGE = 0.5;

/** The name evidence of the sender's signing company lines alone; undefined without one. */
export function signingNameEvidence(
  index: CustomerIndex,
  clues: RequestClues,
): NameEvidence | undefined {
  const signing = clues.senderCompanyLines;
  if (signing.nameLines.length === 0) return undefined;
  return readNameTokens(index, { ...clues, ...signing });
}

/** Whether one of a customer's names reads on the signing company lines, or explains one whole. */
function signsAs(
  index: CustomerIndex,
  variants: readonly (readonly string[])[],
  signing: NameEvidence,
  ownTown: ReadonlySet<string>,
  /** The name's best coverage in the whole text. */
  coverage: number,
): boolean {
  const enough = Math.min(SIGNING_COVERAGE, SIGNING_SHARE * coverage);
  return variants.some((variant) => {
    const read = nameSimilarity(index, variant, signing, ownTown);
    // A signing line made only of the name's words is the name written short or the site's
    // ('Central Library' for 'Leeds City Council - Central Library').
    return read.coverage >= enough || read.strictPrecision >= WHOLE_LINE;
  });
}

/** Whether a name variant is one written with an aside: it holds a variant without it. */
function holdsAside(variants: readonly string[][], at: number, firstWithoutAside: number): boolean {
  const variant = variants[at];
  if (variant === undefined || at >= firstWithoutAside) return false;
  return variants
    .slice(firstWithoutAside)
    .some((shortened) => shortened.every((token) => variant.includes(token)));
}

/**
 * A company line that is one unknown word matching the initials of a customer's name of three or
 * more words ('IBM' for 'International Business Machines') or a name of two letters ('HP Inc.'):
 * a name match read at `initials` credit, unless the word belongs to several customers.
 */
function collectInitialismMatches(
  index: CustomerIndex,
  evidence: NameEvidence,
  weights: CustomerMatchWeights,
  pool: CandidatePool,
): void {
  for (const word of evidence.soleWords) {
    if (word.length < 2 || word.length > 6 || /\d/.test(word)) continue;
    const owners = index.byInitialism.get(word) ?? [];
    if (owners.length === 0 || owners.length > MAX_INITIALISM_OWNERS) continue;
    for (const owner of owners) {
      pool.add(owner, CustomerSignal.name_match, weights.name_match * NameCredit.initials ** 2, {
        [word.length === 2 ? 'short_name' : 'initials']: word,
        name: index.customers[owner]?.name,
      });
    }
  }
}

/** A leading initialism shared by more customers than this, after the line's words, names none. */
const MAX_LEADING_INITIALS_OWNERS = 1;
/** Owners of a leading initialism read at most; a common one ('SA', 'BV') is no name. */
const MAX_LEADING_INITIALS_READ = 200;

/**
 * A company line of initials and the words after them ('AZ Malle', 'UVA, Uppsala', 'BIR SA,
 * Bussigny', 'ZUK Ustka'): the initials of the first words of a customer's name whose other words,
 * or whose town, the line's other words all are ('Algemeen Ziekenhuis Sint-Jozef Malle', 'Zakład
 * Usług Komunalnych w Ustce' of Ustka). Read at `initials` credit, where one customer alone fits.
 */
function collectLeadingInitialsMatches(
  index: CustomerIndex,
  clues: RequestClues,
  weights: CustomerMatchWeights,
  pool: CandidatePool,
): void {
  for (const line of clues.nameLines) {
    if (line.length < 2 || line.length > 6) continue;
    for (const [at, word] of line.entries()) {
      if (word.length < 2 || word.length > 6 || !/^[a-z]+$/.test(word)) continue;
      const rest = line.filter(
        (token, other) =>
          other !== at && !LEGAL_FORM_TOKENS.has(token) && !NAME_STOP_TOKENS.has(token),
      );
      if (rest.length === 0) continue;
      const owners = index.byLeadingInitials.get(word) ?? compoundInitialsOwners(index, word, rest);
      if (owners.length === 0 || owners.length > MAX_LEADING_INITIALS_READ) continue;
      const fitting = owners.filter((owner) => {
        const known = new Set([
          ...(index.nameVariants[owner] ?? []).flat(),
          ...ownTownWords(index, owner),
        ]);
        return rest.every((token) => known.has(token));
      });
      if (fitting.length === 0 || fitting.length > MAX_LEADING_INITIALS_OWNERS) continue;
      for (const owner of fitting) {
        pool.add(owner, CustomerSignal.name_match, weights.name_match * NameCredit.initials ** 2, {
          initials: word,
          name: index.customers[owner]?.name,
        });
      }
    }
  }
}

/** Letters of initials read inside one compound word ('LKH' of 'Landeskrankenhaus'). */
const MAX_COMPOUND_INITIALS = 4;
/** A compound word holds this many letters or more for each of its initials. */
const LETTERS_PER_COMPOUND_PART = 3;

/**
 * Customers whose name starts with a compound word the initials are the parts of, in order
 * ('GS' of 'Grundschule', 'MV' of 'Musikverein', 'LKH' of 'Landeskrankenhaus', 'TMK' of
 * 'Trachtenmusikkapelle') and holds one of the line's other words ('GS Wetzlar'). Which parts
 * a compound has no table says: the letters are read in order, and `collectLeadingInitialsMatches`
 * keeps only a customer the line's other words leave alone.
 */
function compoundInitialsOwners(
  index: CustomerIndex,
  initials: string,
  rest: readonly string[],
): number[] {
  if (initials.length > MAX_COMPOUND_INITIALS) return [];
  const postings = rest
    .map((token) => index.byNameToken.get(token) ?? [])
    .filter((list) => list.length > 0)
    .sort((a, b) => a.length - b.length)[0];
  if (!postings || postings.length > MAX_LEADING_INITIALS_READ) return [];
  return postings.filter((position) => {
    const first = (index.nameVariants[position]?.[0] ?? [])[0] ?? '';
    return (
      first.length >= initials.length * LETTERS_PER_COMPOUND_PART && contracts(initials, first)
    );
  });
}

/**
 * The customer's own country where the company line ends with another ('Hansa Fluidtechnik
 * Polska' for the German company), unless one of its names ends so too.
 */
function countryNamedElsewhere(
  index: CustomerIndex,
  position: number,
  named: string,
): string | undefined {
  if (named === '') return undefined;
  const own = customerCountry(index.customers[position]);
  if (!own || own === named) return undefined;
  const variants = index.nameVariants[position] ?? [];
  return variants.some((variant) => countryEnding(variant) === named) ? undefined : own;
}
