export const BASE_INTENTS = ['quote', 'order', 'update', 'status', 'rfq', 'other'] as const;
export type BaseIntent = (typeof BASE_INTENTS)[number];

/** The model's classes: the six intents plus auto-replies, which are reported as `other`. */
export const MODEL_CLASSES = [...BASE_INTENTS, 'auto_reply'] as const;
export type ModelClass = (typeof MODEL_CLASSES)[number];

export interface IntentAttachment {
  filename: string;
  /** Text read from the attachment by the extractor's attachment pipeline, when available. */
  text?: string;
}

/** Item shape of `thread_history` (the spec leaves it open; the issue documents this one). */
export interface ThreadMessage {
  sender?: string;
  subject?: string;
  body?: string;
  sent_at?: string;
}

export interface CustomIntentDefinition {
  name: string;
  description?: string;
  examples: string[];
}

export interface IntentTaxonomyRules {
  /** Built-in intents the tenant does not use; `other` cannot be disabled (it is the fallback). */
  disabled_intents?: string[];
  custom_intents?: CustomIntentDefinition[];
}

/** A branch's rules: taxonomy rules, plus intents this branch always wants a rep to look at. */
export interface BranchIntentRules extends IntentTaxonomyRules {
  /** Never `auto_accept` for these intents in this branch (review reason `branch_review_rule`). */
  review_intents?: string[];
}

/** The `intent_taxonomy` section of the tenant configuration. */
export interface IntentTaxonomy extends IntentTaxonomyRules {
  /** Keyed by ISO 3166-1 alpha-2 country; merged over the tenant-wide rules when `country` matches. */
  country_overrides?: Record<string, IntentTaxonomyRules>;
  /** Keyed by `branch_id`; merged last (over the country's rules) when the request names the branch. */
  branch_rules?: Record<string, BranchIntentRules>;
}

export interface IntentInput {
  subject: string;
  /** Raw body, plain text or HTML. */
  body: string;
  sender: string;
  attachments?: IntentAttachment[];
  thread_history?: ThreadMessage[];
  country?: string;
  /** Selects `taxonomy.branch_rules[branch_id]`. */
  branch_id?: string;
  taxonomy?: IntentTaxonomy;
  /**
   * Transport headers when the caller has them (Auto-Submitted, Precedence, X-Autoreply,
   * Content-Type). Not part of the public request; used by the evaluation on raw .eml files.
   */
  headers?: Record<string, string>;
}

export interface RationaleSignal {
  signal: string;
  weight: number;
  evidence?: Record<string, unknown>;
}

export interface ScoredIntent {
  intent: string;
  raw_score: number;
}

export const ReviewHint = {
  missingContent: 'missing_content',
  autoReply: 'auto_reply',
  languageUnsupported: 'language_unsupported',
  languageUnknown: 'language_unknown',
  ambiguousIntents: 'ambiguous_alternatives_present',
  multiIntent: 'multi_intent',
  customIntent: 'custom_intent',
  /** The request's branch routes this intent to a rep (`intent_taxonomy.branch_rules`). */
  branchReviewRule: 'branch_review_rule',
  /** The classifier threw on this input: it answers `other` at confidence 0, for a rep to classify. */
  classificationError: 'classification_error',
} as const;
export type ReviewHint = (typeof ReviewHint)[keyof typeof ReviewHint];

export interface IntentResult {
  intent: string;
  /** Uncalibrated score in [0, 1]; the shared calibrator maps it to `confidence_score`. */
  raw_score: number;
  secondary_intents: ScoredIntent[];
  rationale: string;
  rationale_signals: RationaleSignal[];
  auto_reply?: true;
  language: string | null;
  language_unsupported?: true;
  review_hints: ReviewHint[];
  /**
   * What the confidence was computed from (confidence.ts); kept for fitting and debugging, not
   * part of the API response.
   */
  confidence_evidence?: Record<string, number>;
}
