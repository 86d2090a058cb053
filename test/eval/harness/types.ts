import {
  type CalibratedModule,
  ModuleNames,
  Modules,
  type ModuleName as ShortModuleName,
} from '#contracts/modules';
import type { LabelledCase } from '#local/demo/types';

/** The short names of the command line (`--module intent|extract|customer|product|all`). */
export type ModuleKey = ShortModuleName;
export const ModuleKeys: ModuleKey[] = [...ModuleNames];

/** The module names used by feedback, calibration and thresholds (SPEC 2.5, 2.6), by short name. */
export const ModuleName = Object.fromEntries(
  ModuleNames.map((module) => [module, Modules[module].calibrated]),
) as { readonly [K in ModuleKey]: (typeof Modules)[K]['calibrated'] };
export type ModuleName = CalibratedModule;

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
