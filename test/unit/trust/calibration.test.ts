import { describe, expect, it } from 'vitest';
import { buildCalibrator, composeCalibrators } from '#domain/trust/calibration';
import { fitCalibrator, fitIsotonic, fitPlatt, type LabelledScore } from '#domain/trust/fitting';
import { expectedCalibrationError } from '#domain/trust/metrics';
import { createRandom } from '#domain/util/random';

/** Scores whose true probability of being right is `truth(score)`: a miscalibrated module. */
function sample(count: number, seed: number, truth: (score: number) => number): LabelledScore[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => {
    const score = 0.3 + 0.7 * random.next();
    return { score, correct: random.chance(truth(score)) };
  });
}

const ece = (samples: LabelledScore[], map: (score: number) => number) =>
  expectedCalibrationError(samples.map((s) => ({ confidence: map(s.score), correct: s.correct })));

describe('fitting calibrators', () => {
  const overconfident = (score: number) => score ** 3;

  it('Platt scaling repairs an overconfident module on held-out data', () => {
    const { a, b } = fitPlatt(sample(800, 1, overconfident));
    const calibrator = buildCalibrator('t', { method: 'platt', a, b });
    const heldOut = sample(5_000, 2, overconfident);
    expect(ece(heldOut, (s) => s)).toBeGreaterThan(0.15);
    expect(ece(heldOut, (s) => calibrator.calibrate(s))).toBeLessThan(0.04);
    expect(a).toBeGreaterThan(0);
  });

  it('isotonic regression is monotone, never certain, and calibrated on held-out data', () => {
    const { x, y } = fitIsotonic(sample(4_000, 3, overconfident));
    for (let i = 1; i < x.length; i++) {
      expect(x[i]).toBeGreaterThan(x[i - 1] as number);
      expect(y[i]).toBeGreaterThan(y[i - 1] as number);
    }
    expect(Math.max(...y)).toBeLessThan(1);
    const calibrator = buildCalibrator('t', { method: 'isotonic', x, y });
    expect(ece(sample(5_000, 4, overconfident), (s) => calibrator.calibrate(s))).toBeLessThan(0.04);
  });

  it('chooses Platt below a thousand outcomes and isotonic above', () => {
    expect(fitCalibrator(sample(999, 5, overconfident)).spec.method).toBe('platt');
    expect(fitCalibrator(sample(1_000, 6, overconfident)).spec.method).toBe('isotonic');
  });

  it('never reverses the ranking, even on data where higher scores are worse', () => {
    const { a } = fitPlatt(sample(500, 7, (score) => 1 - score));
    expect(a).toBeGreaterThan(0);
  });

  it('inverts what it calibrates, also through a tenant layer on a base calibrator', () => {
    const base = buildCalibrator('base', { method: 'platt', a: 1.7, b: -0.4 });
    const layer = buildCalibrator('layer', fitCalibrator(sample(2_000, 8, overconfident)).spec);
    const composed = composeCalibrators(base, layer, 'base+layer');
    for (const raw of [0.35, 0.5, 0.72, 0.9, 0.97]) {
      const inverted = composed.invert(composed.calibrate(raw));
      expect(Math.abs(composed.calibrate(inverted) - composed.calibrate(raw))).toBeLessThan(1e-6);
    }
  });

  it('keeps scores strictly inside (0, 1)', () => {
    const identity = buildCalibrator('id', { method: 'identity' });
    expect(identity.calibrate(1)).toBeLessThan(1);
    expect(identity.calibrate(0)).toBeGreaterThan(0);
    expect(identity.calibrate(Number.NaN)).toBe(0.5);
  });
});
