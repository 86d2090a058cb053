/**
 * What the extraction calibration fits share (`fit-extract.ts`, `fit-extract-evidence.ts`): the
 * fold of a case, and the figures of a set of out-of-fold confidences.
 */
import { expectedCalibrationError, type ScoredOutcome } from '#domain/trust/metrics';
import { DEFAULT_BANDS } from '#domain/trust/routing';

/**
 * A case's fold: the same for all its items, spread evenly by a hash of its id (FNV-1a); each
 * repeat of a repeated k-fold splits the cases another way.
 */
export function caseFold(key: string, folds: number, repeat = 0): number {
  let hash = 2166136261 ^ repeat;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 16777619);
  return (hash >>> 0) % folds;
}

/** ECE, auto-accept precision with its count and share, and accuracy of scored outputs. */
export function calibrationFigures(label: string, scored: readonly ScoredOutcome[]): string {
  const accepted = scored.filter((outcome) => outcome.confidence >= DEFAULT_BANDS.autoAccept);
  const right = accepted.filter((outcome) => outcome.correct).length;
  const share = accepted.length / Math.max(1, scored.length);
  const accuracy = scored.filter((outcome) => outcome.correct).length / Math.max(1, scored.length);
  return `${label}: ECE ${expectedCalibrationError(scored).toFixed(3)} · auto-accept precision ${(right / Math.max(1, accepted.length)).toFixed(3)} (${right}/${accepted.length}, ${(100 * share).toFixed(1)} % auto-accepted) · accuracy ${accuracy.toFixed(3)}`;
}
