import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import {
  accuracy,
  bandAccuracy,
  brierScore,
  calibrationSummary,
  classificationReport,
  confusionMatrix,
  eceUnderPerfectCalibration,
  expectedCalibrationError,
  latencySummary,
  macroF1,
  percentile,
  precisionRecallF1,
  reliabilityBins,
  type ScoredOutcome,
} from '#domain/trust/metrics';
import { renderReliabilityDiagram } from '../eval/harness/reliability-diagram';

const truth = ['a', 'a', 'a', 'b', 'b', 'c'];
const predicted = ['a', 'a', 'b', 'b', 'c', 'c'];

// Hand-computed: confidences 0.95 ×3 (2 right), 0.05 (wrong), 0.5 (right).
const outcomes: ScoredOutcome[] = [
  { confidence: 0.95, correct: true },
  { confidence: 0.95, correct: true },
  { confidence: 0.95, correct: false },
  { confidence: 0.05, correct: false },
  { confidence: 0.5, correct: true },
];

describe('classification metrics', () => {
  it('computes accuracy and the confusion matrix (rows truth, columns prediction)', () => {
    expect(accuracy(truth, predicted)).toBeCloseTo(4 / 6, 10);
    expect(confusionMatrix(truth, predicted)).toEqual({
      labels: ['a', 'b', 'c'],
      matrix: [
        [2, 1, 0],
        [0, 1, 1],
        [0, 0, 1],
      ],
    });
  });

  it('computes per-class precision, recall, F1 and macro-F1', () => {
    const report = classificationReport(truth, predicted);
    const [a, b, c] = report.perClass;
    expect(a).toMatchObject({ label: 'a', precision: 1, support: 3, predicted: 2 });
    expect(a?.recall).toBeCloseTo(2 / 3, 10);
    expect(a?.f1).toBeCloseTo(0.8, 10);
    expect(b).toMatchObject({ precision: 0.5, recall: 0.5, f1: 0.5 });
    expect(c?.precision).toBe(0.5);
    expect(c?.recall).toBe(1);
    expect(c?.f1).toBeCloseTo(2 / 3, 10);
    expect(report.macroF1).toBeCloseTo((0.8 + 0.5 + 2 / 3) / 3, 10);
    expect(macroF1(truth, predicted)).toBeCloseTo(0.655556, 5);
  });

  it('counts a label that is never predicted with zero precision and keeps given label order', () => {
    const report = classificationReport(['x', 'y'], ['x', 'x'], ['y', 'x', 'z']);
    expect(report.perClass.map((entry) => entry.label)).toEqual(['y', 'x', 'z']);
    expect(report.perClass[0]).toMatchObject({ precision: 0, recall: 0, f1: 0, support: 1 });
    expect(report.perClass[1]?.precision).toBe(0.5);
    expect(report.perClass[2]).toMatchObject({ support: 0, predicted: 0, f1: 0 });
  });

  it('rejects truth and predictions of different length', () => {
    expect(() => accuracy(['a'], [])).toThrow(RangeError);
  });

  it('computes precision, recall and F1 from counts', () => {
    const counts = precisionRecallF1(8, 2, 2);
    expect(counts.precision).toBe(0.8);
    expect(counts.recall).toBe(0.8);
    expect(counts.f1).toBeCloseTo(0.8, 10);
    expect(precisionRecallF1(0, 0, 0)).toEqual({ precision: 0, recall: 0, f1: 0 });
  });
});

describe('calibration metrics', () => {
  it('bins confidences into 15 equal-width bins', () => {
    const bins = reliabilityBins(outcomes);
    expect(bins).toHaveLength(15);
    expect(bins[14]).toMatchObject({ count: 3 });
    expect(bins[14]?.meanConfidence).toBeCloseTo(0.95, 10);
    expect(bins[14]?.accuracy).toBeCloseTo(2 / 3, 10);
    expect(bins[0]).toMatchObject({ count: 1, accuracy: 0 });
    expect(bins[7]).toMatchObject({ count: 1, accuracy: 1, meanConfidence: 0.5 });
    expect(bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(5);
    const edges = reliabilityBins([
      { confidence: 1, correct: true },
      { confidence: 1 / 15, correct: true },
      { confidence: 0, correct: false },
    ]);
    expect(edges[14]?.count).toBe(1);
    expect(edges[1]?.count).toBe(1);
    expect(edges[0]?.count).toBe(1);
  });

  it('computes ECE and the Brier score', () => {
    // ECE = 3/5·|2/3−0.95| + 1/5·|0−0.05| + 1/5·|1−0.5| = 0.17 + 0.01 + 0.1
    expect(expectedCalibrationError(outcomes)).toBeCloseTo(0.28, 10);
    // Brier = (0.0025·2 + 0.9025 + 0.0025 + 0.25) / 5
    expect(brierScore(outcomes)).toBeCloseTo(0.232, 10);
    expect(expectedCalibrationError([])).toBe(0);
    const perfect = [
      { confidence: 1, correct: true },
      { confidence: 0, correct: false },
    ];
    expect(expectedCalibrationError(perfect)).toBe(0);
    expect(brierScore(perfect)).toBe(0);
  });

  it('reports accuracy inside routing bands', () => {
    const bands = bandAccuracy(outcomes, [0.6, 0.8, 0.95]);
    expect(bands.map((band) => [band.lower, band.upper, band.count])).toEqual([
      [0, 0.6, 2],
      [0.6, 0.8, 0],
      [0.8, 0.95, 0],
      [0.95, 1, 3],
    ]);
    expect(bands[0]?.accuracy).toBe(0.5);
    expect(bands[3]?.accuracy).toBeCloseTo(2 / 3, 10);
    const summary = calibrationSummary(outcomes);
    expect(summary.count).toBe(5);
    expect(summary.bands).toHaveLength(4);
    expect(summary.ece).toBeCloseTo(0.28, 10);
  });
});

describe('ECE under perfect calibration', () => {
  it('is zero where every confidence is certain, and repeatable from its seed', () => {
    expect(eceUnderPerfectCalibration([1, 1, 0, 0])).toEqual({ median: 0, p90: 0 });
    const midRange = Array.from({ length: 200 }, (_, index) => 0.5 + (index % 10) * 0.04);
    expect(eceUnderPerfectCalibration(midRange)).toEqual(eceUnderPerfectCalibration(midRange));
  });

  it('is the sampling noise of a small mid-range set, and a miscalibrated set stands above it', () => {
    const confidences = Array.from({ length: 200 }, (_, index) => 0.55 + (index % 9) * 0.05);
    const noise = eceUnderPerfectCalibration(confidences);
    expect(noise.median).toBeGreaterThan(0.03);
    expect(noise.median).toBeLessThan(0.09);
    expect(noise.p90).toBeGreaterThan(noise.median);
    // The same confidences, right 25 points less often than they promise.
    const overconfident = confidences.map((confidence, index) => ({
      confidence,
      correct: (index * 7919) % 100 < (confidence - 0.25) * 100,
    }));
    expect(expectedCalibrationError(overconfident)).toBeGreaterThan(noise.p90);
  });
});

describe('latency percentiles', () => {
  it('interpolates linearly between ranks', () => {
    expect(percentile([4, 1, 3, 2], 50)).toBe(2.5);
    expect(percentile([1, 2, 3, 4], 95)).toBeCloseTo(3.85, 10);
    expect(percentile([1, 2, 3, 4], 99)).toBeCloseTo(3.97, 10);
    expect(percentile([10], 99)).toBe(10);
    expect(percentile([], 50)).toBe(0);
    expect(() => percentile([1], 101)).toThrow(RangeError);
    const summary = latencySummary([10, 20, 30, 40, 50]);
    expect(summary).toMatchObject({ count: 5, mean: 30, p50: 30, max: 50 });
    expect(summary.p95).toBeCloseTo(48, 10);
  });
});

describe('reliability diagram', () => {
  it('writes a PNG with accuracy bars', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'diagram-'));
    try {
      const path = join(dir, 'reliability.png');
      await renderReliabilityDiagram(reliabilityBins(outcomes), path);
      const image = PNG.sync.read(await readFile(path));
      expect([image.width, image.height]).toEqual([640, 560]);
      const pixel = (x: number, y: number): number[] => {
        const offset = (y * image.width + x) * 4;
        return [
          image.data[offset] ?? -1,
          image.data[offset + 1] ?? -1,
          image.data[offset + 2] ?? -1,
        ];
      };
      // Bin 7 (confidence 0.5, accuracy 1): blue bar to the top, orange gap stripe in its centre.
      const binLeft = Math.round(48 + (7 / 15) * (640 - 96));
      const binCentre = Math.round(48 + (7.5 / 15) * (640 - 96));
      expect(pixel(binLeft + 4, 60)).toEqual([70, 120, 200]);
      expect(pixel(binCentre, 60)).toEqual([230, 120, 90]);
      // Bin 3 is empty: no bar above the axis.
      expect(pixel(Math.round(48 + (3.5 / 15) * (640 - 96)), 200)).not.toEqual([70, 120, 200]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
