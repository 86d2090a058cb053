/**
 * Record shapes of the demo tenant's master data and of the labelled cases. Field names follow
 * brief/DATA_CONTRACT.md exactly, because the import endpoint and the eval harness read them as-is.
 */

export interface Address {
  street: string;
  postal_code: string;
  city: string;
  country: string;
}

export interface CustomerRecord {
  customer_id: string;
  name: string;
  aliases: string[];
  domains: string[];
  country: string;
  branch_id: string;
  customer_type: string;
  parent_customer_id: string | null;
  default_ship_to_id: string;
  phones: string[];
  vat_id: string;
  address: Address;
  status: 'active' | 'inactive';
}

export interface ShipToRecord {
  ship_to_id: string;
  customer_id: string;
  name: string;
  address: Address;
  is_default: boolean;
}

export interface ContactRecord {
  contact_id: string;
  customer_id: string;
  name: string;
  email: string;
  phones: string[];
  active: boolean;
}

export interface ProductRecord {
  product_id: string;
  description: string;
  manufacturer: string;
  mpn: string;
  descriptions: Record<string, string>;
  category: string;
  unit: string;
  pack_size: number;
  status: 'active' | 'discontinued';
  successor_product_id: string | null;
  branch_ids: string[];
  countries: string[];
  gtin: string;
  attributes: Record<string, string>;
}

export interface CrossReferenceRecord {
  manufacturer: string;
  mpn: string;
  product_id: string | null;
  relation: 'equivalent' | 'substitute';
}

export interface OrderHistoryRecord {
  customer_id: string;
  product_id: string;
  ordered_at: string;
  quantity: number;
  customer_part_number: string | null;
}

export interface BranchOverrideRecord {
  branch_id: string;
  match_text: string;
  product_id: string;
}

export const Languages = ['en', 'de', 'fr', 'es', 'it', 'nl'] as const;
export type Language = (typeof Languages)[number];

export const UnsupportedLanguages = ['pl', 'pt', 'sv', 'tr', 'cs'] as const;
export type UnsupportedLanguage = (typeof UnsupportedLanguages)[number];

export const Intents = ['quote', 'order', 'update', 'status', 'rfq', 'other'] as const;
export type Intent = (typeof Intents)[number];

export const MatchVia = {
  mpn: 'mpn',
  crossReference: 'cross_reference',
  semantic: 'semantic',
  history: 'history',
  branchOverride: 'branch_override',
  successor: 'successor',
} as const;
export type MatchViaValue = (typeof MatchVia)[keyof typeof MatchVia];

export const UnmatchedReason = {
  noCatalogEquivalent: 'no_catalog_equivalent',
  ambiguous: 'ambiguous',
} as const;
export type UnmatchedReasonValue = (typeof UnmatchedReason)[keyof typeof UnmatchedReason];

export interface CaseAttachment {
  filename: string;
  content_type: string;
  content_base64: string;
}

export interface ThreadMessage {
  sender: string;
  subject: string;
  body: string;
  sent_at: string;
}

export interface CaseRequest {
  case_id: string;
  sender: string;
  subject: string;
  body: string;
  attachments?: CaseAttachment[];
  country?: string;
  branch_id?: string;
  thread_history?: ThreadMessage[];
  received_at?: string;
  phone?: string;
}

export interface TruthLineItem {
  description: string;
  quantity: number;
  unit: string;
  requested_delivery?: string;
  ambiguous: boolean;
  product_id: string | null;
  unmatched_reason?: UnmatchedReasonValue;
  needs_unit_conversion?: boolean;
  via?: MatchViaValue;
  source_document: string;
  /** What the matcher may be given besides the description (as written in the request). */
  manufacturer?: string;
  mpn?: string;
  customer_part_number?: string;
}

export interface TruthDelivery {
  requested_by?: string;
  urgency?: 'normal' | 'high' | 'critical';
}

export interface TruthPaymentTerms {
  net_days?: number;
  discount_percent?: number;
  discount_days?: number;
}

export interface CaseTruth {
  intent: Intent;
  secondary_intents?: Intent[];
  auto_reply: boolean;
  language_unsupported: boolean;
  line_items: TruthLineItem[];
  delivery: TruthDelivery;
  payment_terms?: TruthPaymentTerms;
  special_conditions?: { type: string }[];
  customer_id: string | null;
  ship_to_id: string | null;
  contact_id: string | null;
}

export type Split = 'train' | 'dev' | 'test';

export interface LabelledCase {
  case_id: string;
  split: Split;
  language: string;
  kind: string;
  request: CaseRequest;
  truth: CaseTruth;
}

/** Column titles of a generated quote table, in the case's language. */
export interface TableHeaders {
  position: string;
  article: string;
  description: string;
  quantity: string;
  unit: string;
  delivery: string;
}
