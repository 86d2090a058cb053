import { type CalibratorSpec, clampProbability, logit, sigmoid } from './calibration';

/** One scored output whose correctness is known (from labelled data or a rep's correction). */
export interface LabelledScore {
  score: number;
  correct: boolean;
}

/**
 * Below this many outcomes a per-module refit is refused: fifty outcomes cannot tell a
 * calibrator from noise, and a bad tenant layer is worse than the base calibrator.
 */
export const MIN_CALIBRATION_SAMPLES = 200;
/** Above this, isotonic regression has enough data per block; below, the two-parameter Platt fit. */
export const ISOTONIC_MIN_SAMPLES = 1_000;
/** An isotonic block holds at least this many outcomes, so no single block can claim certainty. */
const ISOTONIC_MIN_BLOCK = 25;

/**
 * Platt scaling by Newton's method on the log loss of σ(a·logit(s) + b), with Platt's smoothed
 * targets ((k+1)/(k+2) and 1/(k+2)) so that a perfectly separated sample does not diverge.
 */
export function fitPlatt(samples: readonly LabelledScore[]): { a: number; b: number } {
  const positives = samples.filter((sample) => sample.correct).length;
  const negatives = samples.length - positives;
  const high = (positives + 1) / (positives + 2);
  const low = 1 / (negatives + 2);
  const xs = samples.map((sample) => logit(sample.score));
  const ts = samples.map((sample) => (sample.correct ? high : low));
  let a = 1;
  let b = 0;
  for (let iteration = 0; iteration < 100; iteration++) {
    let gA = 0;
    let gB = 0;
    let hAA = 1e-9;
    let hAB = 0;
    let hBB = 1e-9;
    for (let i = 0; i < xs.length; i++) {
      const x = xs[i] ?? 0;
      const p = sigmoid(a * x + b);
      const residual = p - (ts[i] ?? 0);
      const weight = p * (1 - p);
      gA += residual * x;
      gB += residual;
      hAA += weight * x * x;
      hAB += weight * x;
      hBB += weight;
    }
    const determinant = hAA * hBB - hAB * hAB;
    if (Math.abs(determinant) < 1e-12) break;
    const stepA = (hBB * gA - hAB * gB) / determinant;
    const stepB = (hAA * gB - hAB * gA) / determinant;
    a -= stepA;
    b -= stepB;
    if (Math.abs(stepA) < 1e-9 && Math.abs(stepB) < 1e-9) break;
  }
  // A calibrator must not reverse the module's ranking: a score that rose may never lose probability.
  if (!(a > 0) || !Number.isFinite(a) || !Number.isFinite(b)) return { a: 1, b: 0 };
  return { a, b };
}

/**
 * Pool-adjacent-violators over the outcomes sorted by score; blocks below the minimum size are
 * merged with a neighbour, and each block's rate is shrunk by add-one smoothing so a block of 300
 * correct outcomes says 0.997, not 1. Equal-rate neighbours are merged so the curve is strictly
 * increasing and therefore invertible.
 */
export function fitIsotonic(samples: readonly LabelledScore[]): { x: number[]; y: number[] } {
  const sorted = [...samples].sort((left, right) => left.score - right.score);
  interface Block {
    count: number;
    correct: number;
    scoreSum: number;
  }
  const blocks: Block[] = [];
  const rate = (block: Block) => block.correct / block.count;
  for (const sample of sorted) {
    blocks.push({ count: 1, correct: sample.correct ? 1 : 0, scoreSum: sample.score });
    while (blocks.length > 1) {
      const last = blocks[blocks.length - 1] as Block;
      const previous = blocks[blocks.length - 2] as Block;
      if (rate(previous) < rate(last)) break;
      blocks.splice(blocks.length - 2, 2, {
        count: previous.count + last.count,
        correct: previous.correct + last.correct,
        scoreSum: previous.scoreSum + last.scoreSum,
      });
    }
  }
  const merged: Block[] = [];
  for (const block of blocks) {
    const previous = merged[merged.length - 1];
    if (previous && previous.count < ISOTONIC_MIN_BLOCK) {
      previous.count += block.count;
      previous.correct += block.correct;
      previous.scoreSum += block.scoreSum;
    } else merged.push({ ...block });
  }
  const tail = merged[merged.length - 1];
  if (merged.length > 1 && tail && tail.count < ISOTONIC_MIN_BLOCK) {
    const previous = merged[merged.length - 2] as Block;
    previous.count += tail.count;
    previous.correct += tail.correct;
    previous.scoreSum += tail.scoreSum;
    merged.pop();
  }
  const x: number[] = [];
  const y: number[] = [];
  for (const block of merged) {
    const probability = clampProbability((block.correct + 1) / (block.count + 2));
    const centre = block.scoreSum / block.count;
    const lastY = y[y.length - 1];
    const lastX = x[x.length - 1];
    // Smoothing can make neighbours equal or (for tiny blocks) reverse; keep the curve strictly
    // increasing in both coordinates so that it stays invertible.
    if (lastY !== undefined && lastX !== undefined && (probability <= lastY || centre <= lastX)) {
      continue;
    }
    x.push(centre);
    y.push(probability);
  }
  return { x, y };
}

export interface FitResult {
  spec: CalibratorSpec;
  samples: number;
}

/** The rule: Platt below about a thousand outcomes, isotonic regression above. */
export function fitCalibrator(samples: readonly LabelledScore[]): FitResult {
  if (samples.length >= ISOTONIC_MIN_SAMPLES) {
    const { x, y } = fitIsotonic(samples);
    if (x.length >= 2) return { spec: { method: 'isotonic', x, y }, samples: samples.length };
  }
  const { a, b } = fitPlatt(samples);
  return { spec: { method: 'platt', a, b }, samples: samples.length };
}
