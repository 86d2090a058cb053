/**
 * From the candidates' signals to the decision: each candidate's log-odds against a new customer,
 * the softmax that shares the probability among candidates with the same evidence, how far a
 * name-only match is trusted, and which other candidates are worth showing, with why.
 */
import type { CustomerRecord } from '#domain/master-data/schemas';
import { roundScore } from '#domain/trust/calibration';
import { ADDRESS_SIGNALS } from './address-signals';
import type { Candidate, CandidatePool } from './candidate-pool';
import type { CustomerIndex } from './customer-index';
import { AlternativeReason, type CustomerAlternative, CustomerSignal } from './types';

const ALTERNATIVE_FLOOR = 0.01;

/**
 * The pool's candidates with their log-odds and posterior, strongest first. Candidates compete in
 * a softmax that includes the new-customer hypothesis (weight e^0).
 */
export function scoreCandidates(
  pool: CandidatePool,
  index: CustomerIndex,
  baseline: number,
): Candidate[] {
  const candidates = [...pool.byPosition.values()];
  let partition = 1;
  for (const candidate of candidates) {
    let sum = 0;
    for (const hit of candidate.signals.values()) sum += hit.weight;
    // Order volume breaks exact ties between otherwise identical subsidiaries.
    candidate.logOdds = sum - baseline + 1e-6 * (index.orderCount[candidate.position] ?? 0);
    partition += Math.exp(Math.min(50, candidate.logOdds));
  }
  for (const candidate of candidates) {
    candidate.posterior = Math.exp(Math.min(50, candidate.logOdds)) / partition;
  }
  candidates.sort((a, b) => b.logOdds - a.logOdds);
  return candidates;
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

/** Address signals that may name no more than a town and its postal code. */
const TOWN_SIGNALS: ReadonlySet<CustomerSignal> = new Set([
  CustomerSignal.address_match,
  CustomerSignal.postal_code,
]);

/** A name that explains this share of its company line is read as that line (legal forms, typos). */
const EXPLAINED_LINE = 0.8;

/** Below this weight a signal (a free-mail sender domain) does not corroborate a name. */
const CORROBORATING_WEIGHT = 1;

/**
 * How far a match that rests on the company name alone can be trusted, in [0,1]: 1 when the name
 * explains at least `EXPLAINED_LINE` of its company line, falling with the fourth power below.
 * A line with distinctive words the book's name lacks ('Media Sony' for 'Sony', 'Sauer Montage
 * Automation' for 'Sauer Automation') is as often another company that bears the name as this
 * customer, and nothing else (phone, address, domain, number) says which; the posterior alone
 * cannot tell, since it is measured against a new customer of unknown name. The same holds for a
 * name the sender's address places elsewhere (`ELSEWHERE_CERTAINTY`).
 */
export function nameOnlyCertainty(candidate: Candidate): number {
  const name = candidate.signals.get(CustomerSignal.name_match);
  if (!name) return 1;
  let corroborated = false;
  let byAddressAlone = true;
  for (const [signal, hit] of candidate.signals) {
    if (!INDEPENDENT_SIGNALS.has(signal) || hit.weight < CORROBORATING_WEIGHT) continue;
    // A postal code and town are shared by thousands of organisations: beside a name of which
    // a distinctive word differs ('Westside Family Dental' for 'Westside Family Clinic', same
    // ZIP code), they do not say which one wrote.
    if (TOWN_SIGNALS.has(signal) && hit.evidence.street !== true) continue;
    corroborated = true;
    if (!ADDRESS_SIGNALS.includes(signal)) byAddressAlone = false;
  }
  // The companies of a group share its address: beside a line naming another arm of the group
  // ('Kok Services' at the street of 'Kok Holding N.V.'), the address does not say which wrote.
  if (corroborated)
    return byAddressAlone && name.evidence.group_company_word ? GROUP_COMPANY_CERTAINTY : 1;
  // The name or its line read whole beside the customer's own town (`own_town`).
  if (name.evidence.own_town === true) return 1;
  const lineShare = name.evidence.line_share_strict;
  const explained =
    typeof lineShare === 'number' ? Math.min(1, lineShare / EXPLAINED_LINE) ** 4 : 1;
  const named = name.evidence.group_company_word ? explained * GROUP_COMPANY_CERTAINTY : explained;
  return candidate.signals.has(CustomerSignal.address_mismatch)
    ? named * ELSEWHERE_CERTAINTY
    : named;
}

/**
 * How far a name-only match is trusted where the line adds a word naming another company of a
 * group ('Hofmann Pumpen Service AG' for 'Hofmann Pumpen AG'): on the blind customer sets, six
 * of seven such lines without a phone, address or number of the customer's beside them were a
 * sister company the book does not hold.
 */
const GROUP_COMPANY_CERTAINTY = 0.5;

/**
 * How far a name-only match is trusted where the sender's own address, phone or town places it
 * elsewhere (`address_mismatch`): a branch or a move as often as another company of the same name.
 * The disagreement weight lowers the posterior against a new customer of unknown name, which a
 * full name outweighs; on the mail sets written outside the repository none of 41 such answers
 * was the customer (namesakes in another town, sister companies), at confidence 0.92 on average,
 * while in the public restaurant guides two of two were (one restaurant, two doors).
 */
const ELSEWHERE_CERTAINTY = 0.5;

/** Parent and child, or two children of one parent: they share evidence by right. */
export function related(a: CustomerRecord, b: CustomerRecord): boolean {
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

/** The candidates other than the chosen one worth showing beside it, with why each is there. */
export function listAlternatives(
  candidates: readonly Candidate[],
  chosen: Candidate | undefined,
  index: CustomerIndex,
  baseline: number,
  maxAlternatives: number,
): CustomerAlternative[] {
  return (
    candidates
      .filter((candidate) => candidate !== chosen)
      // Kept when probable next to the winner, or when its own evidence beats a new customer
      // (a subsidiary on the shared domain stays visible however strong the winner is).
      .filter(
        (candidate) =>
          candidate.logOdds > 0 ||
          (candidate.posterior >= ALTERNATIVE_FLOOR && candidate.logOdds > -baseline / 2),
      )
      .slice(0, maxAlternatives)
      .map((candidate) => ({
        customer_id: index.customers[candidate.position]?.customer_id ?? '',
        raw_score: roundScore(candidate.posterior),
        reason: alternativeReason(candidate, chosen, index),
      }))
  );
}
