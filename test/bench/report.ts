import { type LatencySummary, latencySummary } from '#domain/trust/metrics';

/**
 * The pure half of the bench: spec targets, the verdicts of issue 11, rate stepping and the tables.
 * Kept free of I/O so that test/unit/bench covers it.
 */

/** SPEC 8 latency targets in milliseconds; `undefined` where the spec states none. */
export interface LatencyTarget {
  p50?: number;
  p95?: number;
}

export const SpecTargets = {
  intent: { p50: 600, p95: 1500 },
  extractBody: { p50: 1500 },
  extractPdf: { p50: 4000 },
  extractScan: { p50: 12_000 },
  customer: { p50: 400, p95: 1000 },
  product10: { p50: 800, p95: 2000 },
  product100: { p50: 4000 },
  // SPEC 8 states no latency for 200 lines (the synchronous maximum); shown without a target.
  product200: {},
} as const satisfies Record<string, LatencyTarget>;
export type OperationKey = keyof typeof SpecTargets;

/** Issue 11: p50 at most a tenth of the target, p95 at most a fifth. */
export const BenchGoal = { p50Share: 0.1, p95Share: 0.2 } as const;

export interface OperationResult {
  key: string;
  label: string;
  target: LatencyTarget;
  latency: LatencySummary;
  throughputRps: number;
  concurrency: number;
  errors: number;
}

export function summarise(latencies: readonly number[]): LatencySummary {
  return latencySummary(latencies);
}

/** measured / target, or undefined when the spec states no target. */
export function ratio(measured: number, target: number | undefined): number | undefined {
  if (target === undefined || target <= 0) return undefined;
  return measured / target;
}

export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return '—';
  if (ms >= 10_000) return `${(ms / 1000).toFixed(1)} s`;
  if (ms >= 100) return `${Math.round(ms)} ms`;
  return `${ms.toFixed(1)} ms`;
}

export function formatRatio(value: number | undefined): string {
  return value === undefined ? '—' : value.toFixed(2);
}

export interface Verdict {
  /** Inside the spec target itself. */
  spec: boolean;
  /** Inside issue 11's stricter goal (a tenth / a fifth of the target). */
  goal: boolean;
}

/** Judged on the stated targets only; an operation with none passes vacuously. */
export function verdict(latency: LatencySummary, target: LatencyTarget): Verdict {
  const p50Ratio = ratio(latency.p50, target.p50);
  const p95Ratio = ratio(latency.p95, target.p95);
  return {
    spec: (p50Ratio ?? 0) <= 1 && (p95Ratio ?? 0) <= 1,
    goal: (p50Ratio ?? 0) <= BenchGoal.p50Share && (p95Ratio ?? 0) <= BenchGoal.p95Share,
  };
}

function verdictText(latency: LatencySummary, target: LatencyTarget): string {
  if (target.p50 === undefined && target.p95 === undefined) return 'no target';
  const judged = verdict(latency, target);
  if (judged.goal) return 'goal met';
  return judged.spec ? 'spec met, goal missed' : 'SPEC MISSED';
}

export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}

export function operationTable(results: readonly OperationResult[]): string {
  return markdownTable(
    [
      'operation',
      'n',
      'p50',
      'p95',
      'p99',
      'target p50 / p95',
      'p50 ratio',
      'p95 ratio',
      'throughput',
      'verdict',
    ],
    results.map((result) => [
      result.label,
      String(result.latency.count),
      formatMs(result.latency.p50),
      formatMs(result.latency.p95),
      formatMs(result.latency.p99),
      `${result.target.p50 === undefined ? '—' : formatMs(result.target.p50)} / ${
        result.target.p95 === undefined ? '—' : formatMs(result.target.p95)
      }`,
      formatRatio(ratio(result.latency.p50, result.target.p50)),
      formatRatio(ratio(result.latency.p95, result.target.p95)),
      Number.isFinite(result.throughputRps)
        ? `${result.throughputRps.toFixed(1)}/s @${result.concurrency}`
        : '—',
      result.errors > 0 ? `${result.errors} errors` : verdictText(result.latency, result.target),
    ]),
  );
}

/** CPU time per completed request during a load step, by role (from /proc, user + system). */
export interface CpuPerRequest {
  completed: number;
  /** Gateway processes: every handler (and the emulators too, when the runtime serves in-process). */
  handlersMs: number;
  /** The runtime's own process when handlers run in workers: emulators, queue pollers, connection hand-out. */
  emulatorsMs: number | undefined;
  /** The bench's own process: building, sending and timing the requests. */
  clientMs: number;
}

/**
 * Requests per second at which every core of the machine would be busy with this load: no rate
 * above it can hold, however the work is spread over processes.
 */
export function cpuCeiling(cpu: CpuPerRequest, cores: number): number {
  const total = cpu.handlersMs + (cpu.emulatorsMs ?? 0) + cpu.clientMs;
  return total > 0 ? (cores * 1000) / total : Number.POSITIVE_INFINITY;
}

/** The paragraph that explains a load step's CPU cost and the ceiling it implies. */
export function cpuParagraph(cpu: CpuPerRequest, cores: number): string {
  const parts = [
    `handlers ${cpu.handlersMs.toFixed(1)} ms${cpu.emulatorsMs === undefined ? ' (emulators included: same process)' : ''}`,
    ...(cpu.emulatorsMs === undefined
      ? []
      : [`emulators and pollers ${cpu.emulatorsMs.toFixed(1)} ms`]),
    `bench client ${cpu.clientMs.toFixed(1)} ms`,
  ];
  const total = cpu.handlersMs + (cpu.emulatorsMs ?? 0) + cpu.clientMs;
  return `CPU per completed request (${cpu.completed} requests): ${parts.join(', ')}; ${total.toFixed(1)} ms in all. With ${cores} cores, every core is busy at ≈ ${Math.round(cpuCeiling(cpu, cores))} requests/s: no higher rate can hold on this machine.`;
}

// ---------------------------------------------------------------- load steps

export interface StreamOutcome {
  module: string;
  target: LatencyTarget;
  latency: LatencySummary;
  sent: number;
  ok: number;
  rateLimited: number;
  /** Due while the module already had `maxInFlightFor` requests open: not sent (also in `errors`). */
  shed: number;
  /** Non-2xx other than 429, transport failures, and shed requests. */
  errors: number;
  /** Answers by status (0 = transport failure), for telling timeouts from faults. */
  statusCounts?: Record<string, number>;
}

/**
 * How many requests a module may have open in the load generator: twice what a server meeting the
 * target would have open (Little's law: rate × latency). Beyond that it is hopelessly behind.
 */
export function maxInFlightFor(rate: number, target: LatencyTarget): number {
  const latencyMs = target.p95 ?? target.p50 ?? 2000;
  return Math.max(4, Math.ceil((2 * rate * latencyMs) / 1000));
}

export interface LoadStep {
  rate: number;
  durationS: number;
  streams: StreamOutcome[];
  cpu?: CpuPerRequest;
  passed: boolean;
  reason: string;
}

/**
 * A load step holds when no request failed (429s included: the bench tenant's limits are raised, so
 * a 429 would be the limiter refusing load the tenant asked for) and each module's p95 is within its
 * spec p95 target — or, where the spec states only a p50, its p50 within the p50 target.
 */
export function judgeStep(streams: readonly StreamOutcome[]): { passed: boolean; reason: string } {
  const problems: string[] = [];
  for (const stream of streams) {
    if (stream.errors > 0) problems.push(`${stream.module}: ${stream.errors} errors`);
    if (stream.rateLimited > 0) problems.push(`${stream.module}: ${stream.rateLimited} × 429`);
    if (stream.target.p95 !== undefined) {
      if (stream.latency.p95 > stream.target.p95)
        problems.push(
          `${stream.module}: p95 ${formatMs(stream.latency.p95)} > ${formatMs(stream.target.p95)}`,
        );
    } else if (stream.target.p50 !== undefined && stream.latency.p50 > stream.target.p50) {
      problems.push(
        `${stream.module}: p50 ${formatMs(stream.latency.p50)} > ${formatMs(stream.target.p50)}`,
      );
    }
  }
  return { passed: problems.length === 0, reason: problems.length ? problems.join('; ') : 'held' };
}

export interface RateSearch {
  start: number;
  factor: number;
  max: number;
  /** Stop refining once the gap between held and failed rates is below this share. */
  resolution: number;
}

/**
 * The next total rate to try, or undefined when the search is done. Multiplies the rate up while steps
 * hold; after the first failure, bisects between the highest held and the lowest failed rate until
 * they are within `resolution` of each other. Starting rate failing → halve downwards.
 */
export function nextRate(steps: readonly LoadStep[], search: RateSearch): number | undefined {
  if (steps.length === 0) return search.start;
  const held = steps.filter((step) => step.passed).map((step) => step.rate);
  const failed = steps.filter((step) => !step.passed).map((step) => step.rate);
  const best = held.length ? Math.max(...held) : undefined;
  const worst = failed.length ? Math.min(...failed) : undefined;
  if (worst === undefined) {
    if (best === undefined || best >= search.max) return undefined;
    return Math.min(search.max, Math.round(best * search.factor));
  }
  if (best === undefined) {
    const lower = Math.round(worst / 2);
    return lower < 4 ? undefined : lower;
  }
  if (worst - best <= best * search.resolution) return undefined;
  const middle = Math.round((best + worst) / 2);
  return middle === best || middle === worst ? undefined : middle;
}

/** The highest total rate that held, or 0 when none did. */
export function sustainableRate(steps: readonly LoadStep[]): number {
  return Math.max(0, ...steps.filter((step) => step.passed).map((step) => step.rate));
}

export function loadTable(step: LoadStep): string {
  return markdownTable(
    [
      'module',
      'rate',
      'sent',
      'ok',
      '429',
      'shed',
      'errors',
      'p50',
      'p95',
      'p99',
      'target p95 (p50)',
      'p95 ratio',
    ],
    step.streams.map((stream) => [
      stream.module,
      `${(stream.sent / step.durationS).toFixed(0)}/s`,
      String(stream.sent),
      String(stream.ok),
      String(stream.rateLimited),
      String(stream.shed),
      String(stream.errors),
      formatMs(stream.latency.p50),
      formatMs(stream.latency.p95),
      formatMs(stream.latency.p99),
      stream.target.p95 !== undefined
        ? formatMs(stream.target.p95)
        : stream.target.p50 !== undefined
          ? `(${formatMs(stream.target.p50)})`
          : '—',
      formatRatio(ratio(stream.latency.p95, stream.target.p95)),
    ]),
  );
}

// ---------------------------------------------------------------- growth

export interface GrowthPoint {
  size: number;
  lines: number;
  latency: LatencySummary;
}

/** latency(largest size) / latency(smallest size) at the same line count, on p50. */
export function growthFactor(points: readonly GrowthPoint[], lines: number): number | undefined {
  const series = points.filter((point) => point.lines === lines).sort((a, b) => a.size - b.size);
  const first = series[0];
  const last = series[series.length - 1];
  if (!first || !last || first === last || first.latency.p50 <= 0) return undefined;
  return last.latency.p50 / first.latency.p50;
}
