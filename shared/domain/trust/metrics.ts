/**
 * Pure evaluation metrics shared by the eval harness and the calibrator: classification quality,
 * calibration (ECE with equal-width bins, Brier score, reliability bins, accuracy per routing
 * band) and latency percentiles. The reliability diagram is drawn by the evaluation tooling
 * (test/eval/harness/reliability-diagram.ts).
 */

import { createRandom } from '#domain/util/random';

export interface ClassMetrics {
  label: string;
  precision: number;
  recall: number;
  f1: number;
  /** Number of true instances of the class. */
  support: number;
  /** Number of predictions of the class. */
  predicted: number;
}

export interface ClassificationReport {
  accuracy: number;
  macroF1: number;
  perClass: ClassMetrics[];
  count: number;
}

export interface ConfusionMatrix {
  labels: string[];
  /** matrix[truthIndex][predictedIndex] = count. */
  matrix: number[][];
}

/** One scored output: its confidence and whether it turned out right. */
export interface ScoredOutcome {
  confidence: number;
  correct: boolean;
}

export interface ReliabilityBin {
  lower: number;
  upper: number;
  count: number;
  /** Mean confidence of the outputs in the bin (0 when empty). */
  meanConfidence: number;
  /** Share of correct outputs in the bin (0 when empty). */
  accuracy: number;
}

export interface BandReport {
  lower: number;
  upper: number;
  count: number;
  accuracy: number;
  meanConfidence: number;
}

export const DefaultBinCount = 15;
/** SPEC 2.6 starting bands: manual < 0.60 ≤ review < 0.80 ≤ confirm < 0.95 ≤ auto_accept. */
export const DefaultBandBoundaries = [0.6, 0.8, 0.95] as const;

function assertSameLength(truth: readonly unknown[], predicted: readonly unknown[]): void {
  if (truth.length !== predicted.length) {
    throw new RangeError(`truth has ${truth.length} labels, predictions ${predicted.length}`);
  }
}

export function accuracy(truth: readonly string[], predicted: readonly string[]): number {
  assertSameLength(truth, predicted);
  if (truth.length === 0) return 0;
  let right = 0;
  for (let i = 0; i < truth.length; i++) if (truth[i] === predicted[i]) right += 1;
  return right / truth.length;
}

function labelsOf(
  truth: readonly string[],
  predicted: readonly string[],
  labels?: readonly string[],
): string[] {
  return labels ? [...labels] : [...new Set([...truth, ...predicted])].sort();
}

export function confusionMatrix(
  truth: readonly string[],
  predicted: readonly string[],
  labels?: readonly string[],
): ConfusionMatrix {
  assertSameLength(truth, predicted);
  const resolved = labelsOf(truth, predicted, labels);
  const index = new Map(resolved.map((label, position) => [label, position]));
  const matrix = resolved.map(() => resolved.map(() => 0));
  for (let i = 0; i < truth.length; i++) {
    const row = index.get(truth[i] ?? '');
    const column = index.get(predicted[i] ?? '');
    if (row === undefined || column === undefined) continue;
    const cells = matrix[row];
    if (cells) cells[column] = (cells[column] ?? 0) + 1;
  }
  return { labels: resolved, matrix };
}

/**
 * Precision, recall and F1 per class and their unweighted mean (macro-F1). A class that is never
 * predicted has precision 0, one that never occurs has recall 0 (scikit-learn's zero_division=0).
 */
export function classificationReport(
  truth: readonly string[],
  predicted: readonly string[],
  labels?: readonly string[],
): ClassificationReport {
  const { labels: resolved, matrix } = confusionMatrix(truth, predicted, labels);
  const perClass = resolved.map((label, position): ClassMetrics => {
    const truePositives = matrix[position]?.[position] ?? 0;
    const support = (matrix[position] ?? []).reduce((sum, value) => sum + value, 0);
    const predictedCount = matrix.reduce((sum, row) => sum + (row[position] ?? 0), 0);
    const precision = predictedCount === 0 ? 0 : truePositives / predictedCount;
    const recall = support === 0 ? 0 : truePositives / support;
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    return { label, precision, recall, f1, support, predicted: predictedCount };
  });
  const macroF1 =
    perClass.length === 0
      ? 0
      : perClass.reduce((sum, entry) => sum + entry.f1, 0) / perClass.length;
  return { accuracy: accuracy(truth, predicted), macroF1, perClass, count: truth.length };
}

export function macroF1(
  truth: readonly string[],
  predicted: readonly string[],
  labels?: readonly string[],
): number {
  return classificationReport(truth, predicted, labels).macroF1;
}

/** Precision/recall/F1 from raw counts (for line items and unmatched flags). */
export function precisionRecallF1(
  truePositives: number,
  falsePositives: number,
  falseNegatives: number,
): { precision: number; recall: number; f1: number } {
  const precision =
    truePositives + falsePositives === 0 ? 0 : truePositives / (truePositives + falsePositives);
  const recall =
    truePositives + falseNegatives === 0 ? 0 : truePositives / (truePositives + falseNegatives);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

function clampConfidence(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(1, Math.max(0, value));
}

/**
 * Equal-width bins over [0, 1]; bin i holds confidences in [i/n, (i+1)/n), the last bin also
 * holds 1.0.
 */
export function reliabilityBins(
  outcomes: readonly ScoredOutcome[],
  binCount: number = DefaultBinCount,
): ReliabilityBin[] {
  if (!Number.isInteger(binCount) || binCount < 1) throw new RangeError('binCount must be ≥ 1');
  const sums = Array.from({ length: binCount }, () => ({ count: 0, confidence: 0, correct: 0 }));
  for (const outcome of outcomes) {
    const confidence = clampConfidence(outcome.confidence);
    const index = Math.min(binCount - 1, Math.floor(confidence * binCount));
    const bin = sums[index];
    if (!bin) continue;
    bin.count += 1;
    bin.confidence += confidence;
    bin.correct += outcome.correct ? 1 : 0;
  }
  return sums.map((bin, index) => ({
    lower: index / binCount,
    upper: (index + 1) / binCount,
    count: bin.count,
    meanConfidence: bin.count === 0 ? 0 : bin.confidence / bin.count,
    accuracy: bin.count === 0 ? 0 : bin.correct / bin.count,
  }));
}

/** ECE = Σ (n_b / N) · |accuracy_b − confidence_b| over equal-width bins (15 by default). */
export function expectedCalibrationError(
  outcomes: readonly ScoredOutcome[],
  binCount: number = DefaultBinCount,
): number {
  if (outcomes.length === 0) return 0;
  const bins = reliabilityBins(outcomes, binCount);
  let total = 0;
  for (const bin of bins) {
    total += (bin.count / outcomes.length) * Math.abs(bin.accuracy - bin.meanConfidence);
  }
  return total;
}

/** What ECE sampling noise alone gives on a set of confidences (see `eceUnderPerfectCalibration`). */
export interface EceNoise {
  median: number;
  p90: number;
}

/**
 * The ECE a perfectly calibrated scorer would show on these confidences: every output is drawn
 * right with probability equal to its confidence, `draws` times with a seeded generator. On a few
 * hundred outputs with many mid-range confidences this is itself 0.04–0.07, so an ECE at that level
 * is sampling noise, not miscalibration; a measured ECE above the p90 is worth a look.
 */
export function eceUnderPerfectCalibration(
  confidences: readonly number[],
  options: { draws?: number; seed?: number; binCount?: number } = {},
): EceNoise {
  if (confidences.length === 0) return { median: 0, p90: 0 };
  const random = createRandom(options.seed ?? 1);
  const draws = options.draws ?? 500;
  const eces: number[] = [];
  for (let draw = 0; draw < draws; draw++) {
    const outcomes = confidences.map((confidence) => ({
      confidence,
      correct: random.next() < confidence,
    }));
    eces.push(expectedCalibrationError(outcomes, options.binCount ?? DefaultBinCount));
  }
  return { median: percentile(eces, 50), p90: percentile(eces, 90) };
}

/** Mean squared difference between confidence and the 0/1 outcome. */
export function brierScore(outcomes: readonly ScoredOutcome[]): number {
  if (outcomes.length === 0) return 0;
  let total = 0;
  for (const outcome of outcomes) {
    const error = clampConfidence(outcome.confidence) - (outcome.correct ? 1 : 0);
    total += error * error;
  }
  return total / outcomes.length;
}

/**
 * Accuracy inside routing bands. `boundaries` are the inner cut points in increasing order:
 * [0.6, 0.8, 0.95] gives [0, 0.6), [0.6, 0.8), [0.8, 0.95), [0.95, 1].
 */
export function bandAccuracy(
  outcomes: readonly ScoredOutcome[],
  boundaries: readonly number[] = DefaultBandBoundaries,
): BandReport[] {
  const cuts = [...boundaries].sort((a, b) => a - b);
  const edges = [0, ...cuts, 1];
  const bands = edges.slice(0, -1).map((lower, index) => ({
    lower,
    upper: edges[index + 1] ?? 1,
    count: 0,
    correct: 0,
    confidence: 0,
  }));
  for (const outcome of outcomes) {
    const confidence = clampConfidence(outcome.confidence);
    let index = cuts.findIndex((cut) => confidence < cut);
    if (index < 0) index = bands.length - 1;
    const band = bands[index];
    if (!band) continue;
    band.count += 1;
    band.correct += outcome.correct ? 1 : 0;
    band.confidence += confidence;
  }
  return bands.map((band) => ({
    lower: band.lower,
    upper: band.upper,
    count: band.count,
    accuracy: band.count === 0 ? 0 : band.correct / band.count,
    meanConfidence: band.count === 0 ? 0 : band.confidence / band.count,
  }));
}

/** Percentile with linear interpolation between closest ranks (numpy's default); p in [0, 100]. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  if (p < 0 || p > 100 || Number.isNaN(p))
    throw new RangeError('percentile must be within [0, 100]');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const lowerIndex = Math.floor(rank);
  const upperIndex = Math.ceil(rank);
  const lower = sorted[lowerIndex] ?? 0;
  const upper = sorted[upperIndex] ?? lower;
  return lower + (upper - lower) * (rank - lowerIndex);
}

export interface LatencySummary {
  count: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function latencySummary(values: readonly number[]): LatencySummary {
  const count = values.length;
  return {
    count,
    mean: count === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / count,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
    max: count === 0 ? 0 : Math.max(...values),
  };
}

export interface CalibrationSummary {
  count: number;
  ece: number;
  brier: number;
  bins: ReliabilityBin[];
  bands: BandReport[];
}

export function calibrationSummary(
  outcomes: readonly ScoredOutcome[],
  boundaries: readonly number[] = DefaultBandBoundaries,
  binCount: number = DefaultBinCount,
): CalibrationSummary {
  return {
    count: outcomes.length,
    ece: expectedCalibrationError(outcomes, binCount),
    brier: brierScore(outcomes),
    bins: reliabilityBins(outcomes, binCount),
    bands: bandAccuracy(outcomes, boundaries),
  };
}

export interface GroupReport {
  group: string;
  count: number;
  accuracy: number;
  meanConfidence: number;
}

/**
 * Accuracy and mean confidence per group of outcomes (e.g. per `recommended_action` a response
 * carried). Groups named in `order` come first, in that order, even when empty; others follow sorted.
 */
export function accuracyByGroup<T extends ScoredOutcome>(
  outcomes: readonly T[],
  groupOf: (outcome: T) => string,
  order: readonly string[] = [],
): GroupReport[] {
  const sums = new Map<string, { count: number; correct: number; confidence: number }>();
  for (const group of order) sums.set(group, { count: 0, correct: 0, confidence: 0 });
  for (const outcome of outcomes) {
    const group = groupOf(outcome);
    const sum = sums.get(group) ?? { count: 0, correct: 0, confidence: 0 };
    sum.count += 1;
    sum.correct += outcome.correct ? 1 : 0;
    sum.confidence += clampConfidence(outcome.confidence);
    sums.set(group, sum);
  }
  const known = new Set(order);
  const groups = [...order, ...[...sums.keys()].filter((group) => !known.has(group)).sort()];
  return groups.map((group) => {
    const sum = sums.get(group) ?? { count: 0, correct: 0, confidence: 0 };
    return {
      group,
      count: sum.count,
      accuracy: sum.count === 0 ? 0 : sum.correct / sum.count,
      meanConfidence: sum.count === 0 ? 0 : sum.confidence / sum.count,
    };
  });
}
