import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { latencyChartPng, logTicks, shortNumber } from '../../bench/chart';
import {
  cpuCeiling,
  formatMs,
  growthFactor,
  judgeStep,
  type LoadStep,
  markdownTable,
  maxInFlightFor,
  nextRate,
  type OperationResult,
  operationTable,
  ratio,
  SpecTargets,
  type StreamOutcome,
  summarise,
  sustainableRate,
  verdict,
} from '../../bench/report';

const search = { start: 240, factor: 1.5, max: 2400, resolution: 0.15 };
const step = (rate: number, passed: boolean): LoadStep => ({
  rate,
  durationS: 20,
  streams: [],
  passed,
  reason: passed ? 'held' : 'failed',
});

/** Runs the search against a server that holds every rate up to `capacity`. */
function searchAgainst(capacity: number): LoadStep[] {
  const steps: LoadStep[] = [];
  for (let rate = nextRate(steps, search); rate !== undefined; rate = nextRate(steps, search)) {
    steps.push(step(rate, rate <= capacity));
    if (steps.length > 30) throw new Error('search does not end');
  }
  return steps;
}

function stream(overrides: Partial<StreamOutcome>): StreamOutcome {
  return {
    module: 'customer',
    target: SpecTargets.customer,
    latency: summarise([100, 120, 140]),
    sent: 3,
    ok: 3,
    rateLimited: 0,
    shed: 0,
    errors: 0,
    ...overrides,
  };
}

describe('rate stepping', () => {
  it('starts at the spec total and multiplies up while steps hold', () => {
    expect(nextRate([], search)).toBe(240);
    expect(nextRate([step(240, true)], search)).toBe(360);
    expect(nextRate([step(240, true), step(360, true)], search)).toBe(540);
  });

  it('bisects between the highest held and the lowest failed rate', () => {
    expect(nextRate([step(240, true), step(360, false)], search)).toBe(300);
    // 240 held, 270 failed: within 15 % of each other, done.
    expect(nextRate([step(240, true), step(270, false)], search)).toBeUndefined();
  });

  it('halves downwards when even the starting rate fails', () => {
    expect(nextRate([step(240, false)], search)).toBe(120);
    expect(nextRate([step(240, false), step(120, false)], search)).toBe(60);
    expect(nextRate([step(6, false)], search)).toBeUndefined();
  });

  it('finds a capacity within the resolution, above or below the start, and stops at the cap', () => {
    for (const capacity of [20, 75, 240, 500, 1000]) {
      const steps = searchAgainst(capacity);
      const found = sustainableRate(steps);
      expect(found).toBeLessThanOrEqual(capacity);
      expect(found).toBeGreaterThanOrEqual(capacity * (1 - search.resolution) - 1);
    }
    expect(sustainableRate(searchAgainst(100_000))).toBe(2400);
    expect(sustainableRate([step(240, false)])).toBe(0);
  });
});

describe('load step verdicts', () => {
  it('holds with no error and every p95 inside its target', () => {
    expect(judgeStep([stream({})])).toEqual({ passed: true, reason: 'held' });
  });

  it('fails on a p95 over target, on errors and on any 429', () => {
    const slow = judgeStep([stream({ latency: summarise([100, 200, 5000]) })]);
    expect(slow.passed).toBe(false);
    expect(slow.reason).toContain('p95');
    expect(judgeStep([stream({ errors: 2, shed: 2 })]).reason).toContain('2 errors');
    expect(judgeStep([stream({ rateLimited: 1 })]).reason).toContain('429');
  });

  it('judges the p50 where the spec states no p95', () => {
    const extract = stream({ module: 'extract', target: SpecTargets.extractBody });
    expect(judgeStep([{ ...extract, latency: summarise([1000, 1100, 9000]) }]).passed).toBe(true);
    expect(judgeStep([{ ...extract, latency: summarise([1600, 1700, 1800]) }]).passed).toBe(false);
  });

  it('sheds beyond twice what a server on target would have open', () => {
    expect(maxInFlightFor(60, SpecTargets.customer)).toBe(120);
    expect(maxInFlightFor(60, SpecTargets.extractBody)).toBe(180);
    expect(maxInFlightFor(0.5, {})).toBe(4);
  });
});

describe('operation table', () => {
  const result = (key: keyof typeof SpecTargets, latencies: number[]): OperationResult => ({
    key,
    label: key,
    target: SpecTargets[key],
    latency: summarise(latencies),
    throughputRps: 12.5,
    concurrency: 4,
    errors: 0,
  });

  it('computes ratios against the spec target, none where the spec states none', () => {
    expect(ratio(60, 600)).toBeCloseTo(0.1);
    expect(ratio(60, undefined)).toBeUndefined();
  });

  it('tells goal, spec and missed apart', () => {
    expect(verdict(summarise([50, 60, 70]), SpecTargets.intent)).toEqual({
      spec: true,
      goal: true,
    });
    expect(verdict(summarise([100, 110, 120]), SpecTargets.intent)).toEqual({
      spec: true,
      goal: false,
    });
    expect(verdict(summarise([700, 800, 900]), SpecTargets.intent).spec).toBe(false);
  });

  it('renders one aligned row per operation with ratios and verdict', () => {
    const table = operationTable([
      result('intent', [50, 60, 70]),
      result('product100', [4100, 4200]),
      result('product200', [900]),
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(5);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines[2]).toContain('0.10');
    expect(lines[2]).toContain('goal met');
    expect(lines[3]).toContain('SPEC MISSED');
    expect(lines[4]).toContain('no target');
    expect(lines[2]).toContain('12.5/s @4');
  });

  it('formats milliseconds by magnitude', () => {
    expect(formatMs(7.25)).toBe('7.3 ms');
    expect(formatMs(412.4)).toBe('412 ms');
    expect(formatMs(12_345)).toBe('12.3 s');
    expect(formatMs(Number.NaN)).toBe('—');
    expect(markdownTable(['a'], [['bb']])).toBe('| a  |\n| -- |\n| bb |');
  });

  it('finds the rate at which the CPU cost of a load step fills every core', () => {
    const cpu = { completed: 100, handlersMs: 6, emulatorsMs: 3, clientMs: 1 };
    expect(cpuCeiling(cpu, 2)).toBeCloseTo(200);
    // In-process runtime: the emulators' share is inside the handlers' figure.
    expect(cpuCeiling({ ...cpu, emulatorsMs: undefined }, 2)).toBeCloseTo(2000 / 7);
    expect(cpuCeiling({ ...cpu, handlersMs: 0, emulatorsMs: 0, clientMs: 0 }, 2)).toBe(
      Number.POSITIVE_INFINITY,
    );
  });
});

describe('growth', () => {
  it('compares the largest catalogue with the smallest at the same line count', () => {
    const points = [
      { size: 1000, lines: 10, latency: summarise([20]) },
      { size: 100_000, lines: 10, latency: summarise([50]) },
      { size: 10_000, lines: 10, latency: summarise([30]) },
      { size: 1000, lines: 1, latency: summarise([5]) },
    ];
    expect(growthFactor(points, 10)).toBeCloseTo(2.5);
    expect(growthFactor(points, 1)).toBeUndefined();
  });

  it('draws the chart as a PNG of the requested size', async () => {
    const bytes = await latencyChartPng(
      [
        {
          label: '10',
          colour: [70, 120, 200],
          points: [
            { x: 1000, y: 20 },
            { x: 100_000, y: 50 },
          ],
        },
      ],
      { width: 300, height: 200 },
    );
    const png = PNG.sync.read(bytes);
    expect([png.width, png.height]).toEqual([300, 200]);
    expect(logTicks(1000, 100_000)).toEqual([1000, 10_000, 100_000]);
    expect(logTicks(20, 50)).toEqual([10, 100]);
    expect(shortNumber(10_000)).toBe('10k');
  });
});
