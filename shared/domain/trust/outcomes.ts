import type { CalibratedModule } from './calibration';

/**
 * A rep's correction says, for each scored output the service returned, whether it was right: the
 * returned `confidence_score` (under the returned `calibration_version`) and that verdict are what a
 * tenant's calibrator is refitted on. Outputs the rep did not touch count as confirmed.
 */
export interface FeedbackOutcome {
  score: number;
  calibration_version: string;
  correct: boolean;
}

type Json = Record<string, unknown>;

const asObject = (value: unknown): Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const asArray = (value: unknown): Json[] => (Array.isArray(value) ? value.map(asObject) : []);
const scoreOf = (value: Json): number | undefined => {
  const score = value.confidence_score;
  return typeof score === 'number' && score >= 0 && score <= 1 ? score : undefined;
};
const normalise = (value: unknown) =>
  typeof value === 'string' ? value.toLowerCase().replace(/\s+/g, ' ').trim() : value;

/** At most this many outcomes are read from one correction (an extraction of 200 lines is fine). */
const MAX_OUTCOMES = 500;

function intentOutcomes(
  original: Json,
  corrected: Json,
): Omit<FeedbackOutcome, 'calibration_version'>[] {
  const score = scoreOf(original);
  if (score === undefined || typeof original.intent !== 'string') return [];
  const correctedIntent = corrected.intent ?? original.intent;
  return [{ score, correct: correctedIntent === original.intent }];
}

function customerOutcomes(original: Json, corrected: Json) {
  const score = scoreOf(original);
  if (
    score === undefined ||
    typeof original.customer_id !== 'string' ||
    original.customer_id === ''
  )
    return [];
  const correctedId = corrected.customer_id ?? original.customer_id;
  return [{ score, correct: correctedId === original.customer_id }];
}

/** Matches are compared by position; a single match object (one line corrected) works too. */
function productOutcomes(original: Json, corrected: Json) {
  const originals = original.matches !== undefined ? asArray(original.matches) : [original];
  const correcteds = corrected.matches !== undefined ? asArray(corrected.matches) : [corrected];
  const outcomes: { score: number; correct: boolean }[] = [];
  originals.forEach((match, index) => {
    const score = scoreOf(match);
    if (score === undefined || match.unmatched_flag === true) return;
    if (typeof match.catalog_product_id !== 'string' || match.catalog_product_id === '') return;
    const fix = correcteds[index] ?? {};
    const correctedId = fix.catalog_product_id ?? match.catalog_product_id;
    outcomes.push({ score, correct: correctedId === match.catalog_product_id });
  });
  return outcomes;
}

/**
 * Line items are paired by description; an item the rep deleted, or whose quantity or unit the rep
 * changed, was wrong.
 */
function extractOutcomes(original: Json, corrected: Json) {
  const remaining = asArray(corrected.line_items);
  const correctedGiven = corrected.line_items !== undefined;
  const outcomes: { score: number; correct: boolean }[] = [];
  for (const item of asArray(original.line_items)) {
    const score = scoreOf(item);
    if (score === undefined) continue;
    if (!correctedGiven) {
      outcomes.push({ score, correct: true });
      continue;
    }
    const index = remaining.findIndex(
      (candidate) => normalise(candidate.description) === normalise(item.description),
    );
    if (index < 0) {
      outcomes.push({ score, correct: false });
      continue;
    }
    const [fix] = remaining.splice(index, 1);
    const same = (field: string) =>
      normalise(fix?.[field] ?? item[field]) === normalise(item[field]);
    outcomes.push({ score, correct: same('quantity') && same('unit') });
  }
  return outcomes;
}

export function feedbackOutcomes(
  module: CalibratedModule,
  originalOutput: unknown,
  correctedOutput: unknown,
): FeedbackOutcome[] {
  const original = asObject(originalOutput);
  const corrected = asObject(correctedOutput);
  const version =
    typeof original.calibration_version === 'string' ? original.calibration_version : '';
  const outcomes =
    module === 'intent_classifier'
      ? intentOutcomes(original, corrected)
      : module === 'customer_matcher'
        ? customerOutcomes(original, corrected)
        : module === 'product_matcher'
          ? productOutcomes(original, corrected)
          : extractOutcomes(original, corrected);
  return outcomes
    .slice(0, MAX_OUTCOMES)
    .map((outcome) => ({ ...outcome, calibration_version: version }));
}
