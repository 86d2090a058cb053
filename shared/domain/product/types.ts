/**
 * Record and result shapes of the product matcher. The master-data records follow
 * brief/DATA_CONTRACT.md field for field; optional and nullable fields are accepted loosely here
 * because the matcher must not fail on a record the import let through.
 */

export interface ProductRecordInput {
  product_id: string;
  description: string;
  manufacturer?: string | null;
  mpn?: string | null;
  descriptions?: Record<string, string> | null;
  category?: string | null;
  unit?: string | null;
  pack_size?: number | null;
  status?: string | null;
  successor_product_id?: string | null;
  branch_ids?: string[] | null;
  countries?: string[] | null;
  gtin?: string | null;
  attributes?: Record<string, string | number | boolean | null> | null;
}

export interface CrossReferenceInput {
  manufacturer?: string | null;
  mpn: string;
  product_id: string | null;
  relation?: string | null;
}

export interface OrderHistoryInput {
  customer_id: string;
  product_id: string;
  ordered_at?: string | null;
  quantity?: number | null;
  customer_part_number?: string | null;
}

export interface BranchOverrideInput {
  branch_id: string;
  match_text: string;
  product_id: string;
}

export interface CatalogueInput {
  products: readonly ProductRecordInput[];
  crossReferences?: readonly CrossReferenceInput[];
  orderHistory?: readonly OrderHistoryInput[];
  branchOverrides?: readonly BranchOverrideInput[];
}

export const MatchStrategy = {
  strict: 'strict',
  balanced: 'balanced',
  permissive: 'permissive',
} as const;
export type MatchStrategyValue = (typeof MatchStrategy)[keyof typeof MatchStrategy];

export const MatchPath = {
  manufacturerPart: 'manufacturer_part',
  crossReference: 'cross_reference',
  semantic: 'semantic',
  customerHistory: 'customer_history',
  branchOverride: 'branch_override',
} as const;
export type MatchPathValue = (typeof MatchPath)[keyof typeof MatchPath];

export const UnmatchedReason = {
  noCatalogEquivalent: 'no_catalog_equivalent',
  ambiguous: 'ambiguous',
  noCandidate: 'no_candidate',
  noCatalog: 'no_catalog',
} as const;
export type UnmatchedReasonValue = (typeof UnmatchedReason)[keyof typeof UnmatchedReason];

export const AlternativeReason = {
  substitute: 'substitute',
  equivalent: 'equivalent',
  successor: 'successor',
  similarDescription: 'similar_description',
  customerHistory: 'customer_history',
} as const;
export type AlternativeReasonValue = (typeof AlternativeReason)[keyof typeof AlternativeReason];

export const ReviewHint = {
  successorSubstituted: 'successor_substituted',
  discontinuedWithoutSuccessor: 'discontinued_without_successor',
  unitConversion: 'unit_conversion_required',
  unitPackSizeUnknown: 'unit_pack_size_unknown',
  substituteRelation: 'substitute_not_equivalent',
  historyDisagrees: 'customer_history_disagrees',
  ambiguousAlternativesPresent: 'ambiguous_alternatives_present',
  manufacturerDiffers: 'manufacturer_differs',
  attributeConflict: 'attribute_conflict',
} as const;
export type ReviewHintValue = (typeof ReviewHint)[keyof typeof ReviewHint];

export interface LineItemInput {
  description: string;
  quantity?: number | null;
  unit?: string | null;
  manufacturer?: string | null;
  mpn?: string | null;
  customer_part_number?: string | null;
}

export interface MatchRequest {
  line_items: readonly LineItemInput[];
  customer_id?: string | null;
  branch_id?: string | null;
  country?: string | null;
  match_strategy?: MatchStrategyValue | null;
}

export interface RationaleSignal {
  signal: string;
  weight: number;
  evidence?: Record<string, unknown>;
}

export interface MatchAlternative {
  catalog_product_id: string;
  raw_score: number;
  reason: AlternativeReasonValue;
}

export interface ProposedConversion {
  from_unit: string;
  to_unit: string;
  factor: number;
  catalog_quantity: number;
}

export interface ProductMatch {
  input_description: string;
  catalog_product_id: string;
  quantity: number | null;
  raw_score: number;
  match_path: MatchPathValue | null;
  match_rationale: string;
  rationale_signals: RationaleSignal[];
  alternatives: MatchAlternative[];
  unmatched_flag: boolean;
  unmatched_reason?: UnmatchedReasonValue;
  unit_conversion_required?: boolean;
  proposed_conversion?: ProposedConversion;
  category: string | null;
  review_hints: ReviewHintValue[];
}

export interface UnmatchedEntry {
  index: number;
  input_description: string;
  reason: UnmatchedReasonValue;
}

export interface MatchResult {
  matches: ProductMatch[];
  unmatched: UnmatchedEntry[];
}
