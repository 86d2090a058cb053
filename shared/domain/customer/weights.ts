import {
  type CustomerMatchWeights,
  type CustomerMatchWeightsInput,
  CustomerSignal,
  SignalGroup,
} from './types';

/**
 * Default log-odds weights (natural log of m/u: how much likelier the signal is for the true
 * customer than for a random one). Hand-set from the signal semantics, then checked on the
 * demo dev split; tenants override them through `customer_matching.weights`.
 */
export const DEFAULT_WEIGHTS: CustomerMatchWeights = {
  contact_email: 9,
  stale_contact_email: 5,
  sender_domain: 5.5,
  phone_contact: 6,
  phone_customer: 5,
  prior_thread: 7,
  vat_id: 8,
  customer_number: 7,
  signature_domain: 4,
  name_match: 7,
  address_match: 2.5,
  postal_code: 1,
  street_match: 3,
  address_mismatch: -2,
  // The mail is signed by a company whose line names not this customer: the customer is an
  // organisation the mail names (an end customer, a delivery site, a forwarded message's author).
  signed_by_other_company: -6,
  customer_part_number: 2.5,
  order_history: 0.4,
  typical_branch: 0.6,
  country_match: 0.4,
  country_mismatch: -4,
  inactive_customer: -2,
  baseline: 4,
  generic_domain_factor: 0.05,
};

export const SIGNAL_GROUPS: Record<CustomerSignal, SignalGroup> = {
  contact_email: SignalGroup.deterministic,
  stale_contact_email: SignalGroup.deterministic,
  sender_domain: SignalGroup.deterministic,
  phone_contact: SignalGroup.deterministic,
  phone_customer: SignalGroup.deterministic,
  prior_thread: SignalGroup.deterministic,
  vat_id: SignalGroup.structured,
  customer_number: SignalGroup.structured,
  signature_domain: SignalGroup.structured,
  name_match: SignalGroup.structured,
  address_match: SignalGroup.structured,
  postal_code: SignalGroup.structured,
  street_match: SignalGroup.structured,
  address_mismatch: SignalGroup.structured,
  signed_by_other_company: SignalGroup.structured,
  customer_part_number: SignalGroup.behavioural,
  order_history: SignalGroup.behavioural,
  typical_branch: SignalGroup.behavioural,
  country_match: SignalGroup.behavioural,
  country_mismatch: SignalGroup.behavioural,
  inactive_customer: SignalGroup.behavioural,
};

export function resolveWeights(input: CustomerMatchWeightsInput = {}): CustomerMatchWeights {
  const weights = { ...DEFAULT_WEIGHTS };
  for (const signal of Object.values(CustomerSignal)) {
    const override = input[signal];
    const groupFactor = input[SIGNAL_GROUPS[signal]];
    let weight =
      typeof override === 'number' && Number.isFinite(override) ? override : weights[signal];
    if (typeof groupFactor === 'number' && Number.isFinite(groupFactor)) weight *= groupFactor;
    weights[signal] = weight;
  }
  if (typeof input.baseline === 'number' && Number.isFinite(input.baseline)) {
    weights.baseline = input.baseline;
  }
  if (typeof input.generic_domain_factor === 'number') {
    weights.generic_domain_factor = Math.min(1, Math.max(0, input.generic_domain_factor));
  }
  return weights;
}
