/**
 * One calibrator interface (SPEC 1 rule 4): a score in, the probability that the output is correct
 * out. Calibrators are plain data (`CalibratorSpec`) so that they can be fitted by a script, shipped
 * with the models, stored per tenant and versioned; `buildCalibrator` turns the data into a function.
 */
export interface Calibrator {
  readonly version: string;
  calibrate(score: number): number;
  /** The score that calibrates to `probability` (the middle of a flat stretch); used to refit. */
  invert(probability: number): number;
}

// The module list lives in the table of module names; the trust code knows a module by this name.
export { type CalibratedModule, CalibratedModules } from '#contracts/modules';

export const CalibrationMethod = {
  identity: 'identity',
  platt: 'platt',
  isotonic: 'isotonic',
} as const;
export type CalibrationMethod = (typeof CalibrationMethod)[keyof typeof CalibrationMethod];

/**
 * Platt scaling on the logit of the score: p = σ(a·logit(s) + b). With b = 0 it is temperature
 * scaling (a = 1/T). Isotonic: a monotone step function fitted by pool-adjacent-violators, stored as
 * the (score, probability) centres of its blocks and read by linear interpolation between them.
 */
export type CalibratorSpec =
  | { method: 'identity' }
  | { method: 'platt'; a: number; b: number }
  | { method: 'isotonic'; x: number[]; y: number[] };

/** Scores are kept off 0 and 1 so that logits stay finite and no output claims certainty. */
const EPSILON = 1e-4;

export function clampProbability(value: number): number {
  if (!Number.isFinite(value)) return 0.5;
  return Math.min(1 - EPSILON, Math.max(EPSILON, value));
}

export function logit(probability: number): number {
  const p = clampProbability(probability);
  return Math.log(p / (1 - p));
}

export function sigmoid(value: number): number {
  return value >= 0 ? 1 / (1 + Math.exp(-value)) : Math.exp(value) / (1 + Math.exp(value));
}

function interpolate(xs: readonly number[], ys: readonly number[], value: number): number {
  const n = xs.length;
  if (n === 0) return value;
  const first = xs[0] ?? 0;
  const last = xs[n - 1] ?? 1;
  if (value <= first) return ys[0] ?? value;
  if (value >= last) return ys[n - 1] ?? value;
  let low = 0;
  let high = n - 1;
  while (high - low > 1) {
    const mid = (low + high) >> 1;
    if ((xs[mid] ?? 0) <= value) low = mid;
    else high = mid;
  }
  const x0 = xs[low] ?? 0;
  const x1 = xs[high] ?? 1;
  const y0 = ys[low] ?? 0;
  const y1 = ys[high] ?? 1;
  return x1 === x0 ? y0 : y0 + ((y1 - y0) * (value - x0)) / (x1 - x0);
}

function mapping(spec: CalibratorSpec): {
  calibrate: (s: number) => number;
  invert: (p: number) => number;
} {
  switch (spec.method) {
    case 'identity':
      return { calibrate: (s) => s, invert: (p) => p };
    case 'platt':
      return {
        calibrate: (s) => sigmoid(spec.a * logit(s) + spec.b),
        invert: (p) => (spec.a === 0 ? 0.5 : sigmoid((logit(p) - spec.b) / spec.a)),
      };
    case 'isotonic':
      return {
        calibrate: (s) => interpolate(spec.x, spec.y, s),
        invert: (p) => interpolate(spec.y, spec.x, p),
      };
  }
}

export function buildCalibrator(version: string, spec: CalibratorSpec): Calibrator {
  const { calibrate, invert } = mapping(spec);
  return {
    version,
    calibrate: (score) => clampProbability(calibrate(clampProbability(score))),
    invert: (probability) => clampProbability(invert(clampProbability(probability))),
  };
}

export const identityCalibrator: Calibrator = buildCalibrator('uncalibrated-v0', {
  method: 'identity',
});

/** A tenant layer read on top of the base calibrator: base maps raw scores, the layer refines. */
export function composeCalibrators(base: Calibrator, layer: Calibrator, version: string) {
  return {
    version,
    calibrate: (score: number) => layer.calibrate(base.calibrate(score)),
    invert: (probability: number) => base.invert(layer.invert(probability)),
  } satisfies Calibrator;
}

export function roundScore(score: number): number {
  return Math.round(score * 10_000) / 10_000;
}
