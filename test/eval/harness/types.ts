import type { LabelledCase } from '#local/demo/types';

/** The module names used by feedback, calibration and thresholds (SPEC 2.5, 2.6). */
export const ModuleName = {
  intent: 'intent_classifier',
  extract: 'quote_extractor',
  customer: 'customer_matcher',
  product: 'product_matcher',
} as const;
export type ModuleName = (typeof ModuleName)[keyof typeof ModuleName];

/** The short names of the command line (`--module intent|extract|customer|product|all`). */
export type ModuleKey = keyof typeof ModuleName;
export const ModuleKeys = Object.keys(ModuleName) as ModuleKey[];

/**
 * One scored output of a module and whether it was right: what calibration is fitted and measured
 * on. Which outputs count and what "right" means is defined once, in `scoring.ts`.
 */
export interface EvaluationOutcome {
  module: ModuleName;
  case_id: string;
  /** The case's kind (generator scenario, or the public dataset's). */
  kind: string;
  /** `confidence_score` of the output as the service returned it. */
  confidence: number;
  correct: boolean;
  /** The output's own `recommended_action`, or the response's when the output has none. */
  recommended_action: string;
  language?: string;
  /** Position of the output in the response (extraction and product matching: the line item). */
  item_index?: number;
}

/**
 * A labelled case as the harness runs it: the generator's format, plus where it came from and, for
 * public datasets that only label some modules, which modules it is for.
 */
export interface EvalCase extends LabelledCase {
  source: string;
  modules?: readonly ModuleKey[];
  /**
   * `dataset`: the case needs master data of its own and runs with the dataset credentials
   * (sandbox tenant by default) instead of the main ones.
   */
  tenant?: 'dataset';
  /** Further intents that count as right (genuinely multi-intent mail of the intent corpus). */
  accepted_intents?: readonly string[];
}

/** One HTTP exchange with a module. */
export interface ModuleResponse {
  status: number;
  body: unknown;
  latencyMs: number;
  /** 429 answers waited out before this one. */
  rateLimited: number;
}
