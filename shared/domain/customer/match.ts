/**
 * Customer matching (SPEC 2.3, 4.2 rule 3). Every signal that links the request to a candidate
 * adds its log-odds weight (Fellegi–Sunter: ln m/u); a candidate's evidence is the sum minus a
 * baseline, so that L > 0 means "likelier this customer than a new one". Candidates compete in a
 * softmax that includes the new-customer hypothesis (weight e^0):
 *   p(c) = e^L(c) / (1 + Σ_j e^L(j))
 * which makes the raw score fall when subsidiaries share the evidence. The joint raw score
 * multiplies p(top) with the ship-to and contact certainties.
 *
 * This file is the order of the steps; each step has its own file: the signals (identifier-,
 * name-, address- and behavioural-signals.ts) fill a candidate pool, decision.ts scores it, and
 * ship-to.ts and contact.ts complete the chosen customer.
 */

import { roundScore } from '#domain/trust/calibration';
import {
  collectAddressDisagreement,
  collectAddressMatches,
  collectAddressOfNamed,
} from './address-signals';
import { addBehavioural } from './behavioural-signals';
import { type Candidate, CandidatePool } from './candidate-pool';
import { extractClues, type RequestClues } from './clues';
import { chooseContact } from './contact';
import { type CustomerIndex, customersByDomain } from './customer-index';
import { listAlternatives, nameOnlyCertainty, related, scoreCandidates } from './decision';
import { genericDomainSet, ownDomainSet } from './generic-domains';
import {
  collectDeterministic,
  collectIdentifiers,
  collectPhoneDisagreement,
  withNationalPhones,
} from './identifier-signals';
import {
  collectNameMatches,
  collectSignedByOtherCompany,
  signingNameEvidence,
} from './name-signals';
import { describe, signalsOf, unmatched } from './rationale';
import { chooseShipTo } from './ship-to';
import {
  type CustomerMatchOptions,
  type CustomerMatchRequest,
  type CustomerMatchResult,
  CustomerSignal,
  DisambiguationPolicy,
  ReviewHint,
  UnmatchedReason,
} from './types';
import { resolveWeights } from './weights';

export function matchCustomer(
  index: CustomerIndex,
  request: CustomerMatchRequest,
  options: CustomerMatchOptions = {},
): CustomerMatchResult {
  const weights = resolveWeights(options.weights);
  const policy = options.disambiguation ?? DisambiguationPolicy.surface_alternatives;
  const maxAlternatives = options.maxAlternatives ?? 5;
  const clues = withNationalPhones(
    index,
    extractClues(
      request,
      genericDomainSet(options.genericDomains),
      index.phoneRegion,
      ownDomainSet(options.ownDomains),
    ),
  );
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
  if (!clues.senderIsAutomated) {
    collectIdentifiers(index, clues, weights, pool);
    // Addresses before names: a name found partly beside the customer's own street counts.
    collectAddressMatches(index, clues, weights, pool);
    // Who signs the mail, read once: a short name of the signer, and the organisations it names.
    const signing = signingNameEvidence(index, clues);
    collectNameMatches(index, clues, weights, pool, signing);
    collectAddressOfNamed(index, clues, weights, pool);
    collectAddressDisagreement(index, clues, weights, pool);
    collectPhoneDisagreement(index, clues, weights, pool);
    collectSignedByOtherCompany(index, clues, weights, pool, signing);
  }
  addBehavioural(index, request, senderOnly, weights, pool);

  const candidates = scoreCandidates(pool, index, weights.baseline);
  const top = candidates[0];
  const alternativesFor = (chosen: Candidate | undefined) =>
    listAlternatives(candidates, chosen, index, weights.baseline, maxAlternatives);

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
    raw_score: roundScore(raw),
    component_scores: {
      customer: roundScore(top.posterior),
      ship_to: roundScore(shipTo.score),
      contact: roundScore(contact.score),
    },
    match_rationale: describe(rationaleSignals),
    rationale_signals: rationaleSignals,
    alternatives: policy === DisambiguationPolicy.single_best ? [] : alternatives,
    branch_hint: topCustomer.branch_id ?? request.branch_id ?? '',
    customer_type: topCustomer.customer_type ?? '',
    review_hints: hints,
  };
}
