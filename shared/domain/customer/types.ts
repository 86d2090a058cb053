/** Request of POST /v1/match/customer (SPEC 2.3) plus optional case-context hints. */
export interface CustomerMatchRequest {
  case_id: string;
  sender: string;
  phone?: string;
  body?: string;
  signature_block?: string;
  country?: string;
  branch_id?: string;
  thread_history?: { sender?: string; subject?: string; body?: string; sent_at?: string }[];
  /** What earlier calls in the same case or thread already resolved (case context). */
  context?: { customer_id?: string; ship_to_id?: string; contact_id?: string };
}

export const DisambiguationPolicy = {
  single_best: 'single_best',
  surface_alternatives: 'surface_alternatives',
} as const;
export type DisambiguationPolicy = (typeof DisambiguationPolicy)[keyof typeof DisambiguationPolicy];

/** Signal names; each has a log-odds weight in CustomerMatchWeights. */
export const CustomerSignal = {
  contact_email: 'contact_email',
  stale_contact_email: 'stale_contact_email',
  sender_domain: 'sender_domain',
  phone_contact: 'phone_contact',
  phone_customer: 'phone_customer',
  prior_thread: 'prior_thread',
  vat_id: 'vat_id',
  customer_number: 'customer_number',
  signature_domain: 'signature_domain',
  name_match: 'name_match',
  address_match: 'address_match',
  postal_code: 'postal_code',
  street_match: 'street_match',
  address_mismatch: 'address_mismatch',
  signed_by_other_company: 'signed_by_other_company',
  customer_part_number: 'customer_part_number',
  order_history: 'order_history',
  typical_branch: 'typical_branch',
  country_match: 'country_match',
  country_mismatch: 'country_mismatch',
  inactive_customer: 'inactive_customer',
} as const;
export type CustomerSignal = (typeof CustomerSignal)[keyof typeof CustomerSignal];

export const SignalGroup = {
  deterministic: 'deterministic',
  structured: 'structured',
  behavioural: 'behavioural',
} as const;
export type SignalGroup = (typeof SignalGroup)[keyof typeof SignalGroup];

export type CustomerMatchWeights = Record<CustomerSignal, number> & {
  /** Log-odds a candidate's evidence must exceed to beat "this is a new customer". */
  baseline: number;
  /** Factor on the sender-domain weight for free-mail/ISP domains (near zero). */
  generic_domain_factor: number;
};

/** Tenant `customer_matching.weights`: per-signal overrides and per-group multipliers. */
export type CustomerMatchWeightsInput = Partial<CustomerMatchWeights> &
  Partial<Record<SignalGroup, number>>;

export interface CustomerMatchOptions {
  weights?: CustomerMatchWeightsInput;
  disambiguation?: DisambiguationPolicy;
  /** Extra generic mail domains configured by the tenant (added to the shipped list). */
  genericDomains?: readonly string[];
  /**
   * The tenant's own mail domains: a sender there is the tenant's staff forwarding or writing
   * about a customer, and its signature is the tenant's.
   */
  ownDomains?: readonly string[];
  maxAlternatives?: number;
}

export const AlternativeReason = {
  shared_domain: 'shared_domain',
  subsidiary: 'subsidiary',
  name_similarity: 'name_similarity',
  phone_match: 'phone_match',
  prior_thread: 'prior_thread',
  address_match: 'address_match',
  contact_email: 'contact_email',
  vat_id: 'vat_id',
  customer_number: 'customer_number',
  order_history: 'order_history',
  weak_evidence: 'weak_evidence',
} as const;
export type AlternativeReason = (typeof AlternativeReason)[keyof typeof AlternativeReason];

export const UnmatchedReason = {
  no_master_data: 'no_master_data',
  no_master_data_match: 'no_master_data_match',
  generic_domain_no_other_signal: 'generic_domain_no_other_signal',
  ambiguous: 'ambiguous',
} as const;
export type UnmatchedReason = (typeof UnmatchedReason)[keyof typeof UnmatchedReason];

export const ReviewHint = {
  new_customer: 'new_customer',
  ambiguous_alternatives_present: 'ambiguous_alternatives_present',
  default_ship_to_assumed: 'default_ship_to_assumed',
  contact_not_found: 'contact_not_found',
  stale_contact: 'stale_contact',
  generic_sender_domain: 'generic_sender_domain',
  inactive_customer: 'inactive_customer',
} as const;
export type ReviewHint = (typeof ReviewHint)[keyof typeof ReviewHint];

export interface RationaleSignal {
  signal: string;
  weight: number;
  evidence?: Record<string, unknown>;
}

export interface CustomerAlternative {
  customer_id: string;
  raw_score: number;
  reason: AlternativeReason;
}

export interface CustomerMatchResult {
  customer_id: string;
  ship_to_id: string;
  contact_id: string;
  /** Joint raw score for customer, ship-to and contact in [0,1]; 0 when unmatched. */
  raw_score: number;
  /** Raw scores of the parts, for calibration and audit. */
  component_scores: { customer: number; ship_to: number; contact: number };
  match_rationale: string;
  rationale_signals: RationaleSignal[];
  alternatives: CustomerAlternative[];
  branch_hint: string;
  unmatched_reason?: UnmatchedReason;
  customer_type: string;
  review_hints: ReviewHint[];
}
