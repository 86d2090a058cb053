/**
 * `runEvaluation`: sends labelled cases to each module of a running service over HTTP and measures
 * what came back. Used by `npm run eval` and by scripts that start their own runtime (calibration
 * fitting): pass `baseUrl` and credentials, read `outcomes`.
 */

import { latencySummary } from '#domain/trust/metrics';
import type { Split } from '#local/demo/types';
import {
  type DatasetMasterData,
  DefaultDemoDir,
  importDatasetMasterData,
  loadDemoCases,
  loadPublicCases,
  type PublicDataOptions,
} from './cases';
import { ServiceClient } from './client';
import { materialiseAttachments } from './corpus-intent';
import { appliesTo, ModulePaths, RequestBuilders, Scorers } from './scoring';
import {
  type CalibrationReport,
  type CaseRecord,
  calibrationReport,
  headline,
  latencyOf,
  type ModuleReport,
  qualityMetrics,
} from './summary';
import {
  type EvalCase,
  type EvaluationOutcome,
  type ModuleKey,
  ModuleKeys,
  ModuleName,
} from './types';

export interface EvaluationOptions {
  /** Default http://127.0.0.1:3000. */
  baseUrl?: string;
  /** Default demo-client / demo-secret. */
  clientId?: string;
  clientSecret?: string;
  /** Default: all four. */
  modules?: readonly ModuleKey[];
  /** Demo split to read (default `test`); ignored when `cases` or `data` is given. */
  split?: Split;
  /** `.data/demo` by default; generated there when absent. */
  demoDir?: string;
  /** Public dataset folder (or the root of several): its adapters' cases instead of the demo's. */
  data?: string;
  /** How the public datasets are read (lookup signatures without some lines). */
  dataOptions?: PublicDataOptions;
  /**
   * Credentials of the tenant for public datasets that bring their own master data (product
   * pairs): it is replaced there. Default sandbox-client / sandbox-secret.
   */
  dataClientId?: string;
  dataClientSecret?: string;
  /** Cases to run instead of reading any (tests). */
  cases?: readonly EvalCase[];
  /** At most this many cases per module (in file order). */
  limit?: number;
  /** Requests in flight per module; default 4 (the demo tenant allows 60/s per module). */
  concurrency?: number;
  /** One unmeasured call per module first (index build, model load); default true. */
  warmUp?: boolean;
  log?: (line: string) => void;
}

export interface EvaluationResult {
  baseUrl: string;
  /** What was measured: `demo:test`, or the public datasets used. */
  source: string;
  /** `references`: figures computed in process in the same run (baselines), shown beside. */
  datasets: { used: string[]; skipped: string[]; references: string[] };
  startedAt: string;
  durationMs: number;
  modules: ModuleReport[];
  /** Calibration over every scored output of every module measured. */
  pooled: CalibrationReport;
  /** Every scored output and whether it was right (see scoring.ts for the definitions). */
  outcomes: EvaluationOutcome[];
  records: Partial<Record<ModuleKey, CaseRecord[]>>;
}

/** Runs `work` over `items`, `concurrency` at a time. */
export async function inPool<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, () =>
    (async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index] as T, index);
      }
    })(),
  );
  await Promise.all(workers);
}

function errorText(status: number, body: unknown): string {
  const error = body as { error_code?: string; message?: string } | undefined;
  return `${status} ${error?.error_code ?? ''} ${error?.message ?? ''}`.trim().slice(0, 300);
}

/** Extraction's 422 carries the partial result beside the error (SPEC 4.2 rule 2): it is an answer. */
function isAnswer(module: ModuleKey, status: number, body: unknown): boolean {
  if (status === 200) return true;
  return (
    module === 'extract' &&
    status === 422 &&
    Array.isArray((body as { line_items?: unknown } | undefined)?.line_items)
  );
}

interface Clients {
  main: ServiceClient;
  dataset?: ServiceClient;
}

const clientOf = (clients: Clients, evalCase: EvalCase): ServiceClient =>
  (evalCase.tenant === 'dataset' ? clients.dataset : undefined) ?? clients.main;

async function evaluateModule(
  clients: Clients,
  module: ModuleKey,
  cases: readonly EvalCase[],
  options: { runId: string; concurrency: number; warmUp: boolean; limit?: number },
  log: (line: string) => void,
): Promise<{ report: ModuleReport; records: CaseRecord[] }> {
  const path = ModulePaths[module];
  const empty: ModuleReport = {
    module,
    name: ModuleName[module],
    available: false,
    cases: 0,
    errors: 0,
    errorSamples: [],
    rateLimited: 0,
    latency: latencySummary([]),
    headline: [],
    calibration: calibrationReport([]),
    calibrationVersions: [],
  };
  let applicable = cases.filter((evalCase) => appliesTo(evalCase, module));
  if (options.limit !== undefined) applicable = applicable.slice(0, options.limit);
  // One probe and one warm-up call per tenant the cases use.
  const firsts = new Map<ServiceClient, EvalCase>();
  for (const evalCase of applicable) {
    const client = clientOf(clients, evalCase);
    if (!firsts.has(client)) firsts.set(client, evalCase);
  }
  for (const client of firsts.size > 0 ? firsts.keys() : [clients.main]) {
    const probe = await client.probe(path);
    if (!probe.available) {
      log(`${module}: not available (${probe.reason})`);
      return { report: { ...empty, unavailableReason: probe.reason }, records: [] };
    }
  }
  if (applicable.length === 0) {
    log(`${module}: no applicable cases`);
    return {
      report: { ...empty, available: true, unavailableReason: 'no applicable cases' },
      records: [],
    };
  }
  const correlation = (evalCase: EvalCase) => `eval-${options.runId}-${module}-${evalCase.case_id}`;
  let firstCallMs: number | undefined;
  if (options.warmUp) {
    for (const [client, first] of firsts) {
      const warm = await client.callModule(
        path,
        RequestBuilders[module](first),
        `${correlation(first)}-warm-up`,
      );
      firstCallMs = Math.max(firstCallMs ?? 0, warm.latencyMs);
    }
  }
  const records: CaseRecord[] = new Array(applicable.length);
  const versions = new Set<string>();
  let rateLimited = 0;
  let done = 0;
  const step = Math.max(1, Math.ceil(applicable.length / 10));
  await inPool(applicable, options.concurrency, async (evalCase, index) => {
    const response = await clientOf(clients, evalCase).callModule(
      path,
      RequestBuilders[module](evalCase),
      correlation(evalCase),
    );
    rateLimited += response.rateLimited;
    const answered = isAnswer(module, response.status, response.body);
    const scored = Scorers[module](evalCase, answered ? response.body : undefined);
    const version = (response.body as { calibration_version?: string } | undefined)
      ?.calibration_version;
    if (answered && version) versions.add(version);
    records[index] = {
      case_id: evalCase.case_id,
      status: response.status,
      latencyMs: response.latencyMs,
      ...(answered ? {} : { error: errorText(response.status, response.body) }),
      quality: scored.quality,
      outcomes: scored.outcomes,
    };
    done++;
    if (done % step === 0 || done === applicable.length) {
      log(`${module}: ${done}/${applicable.length}`);
    }
  });
  const failed = records.filter((record) => record.error !== undefined);
  const quality = qualityMetrics(module, records);
  const outcomes = records.flatMap((record) => record.outcomes);
  const report: ModuleReport = {
    module,
    name: ModuleName[module],
    available: true,
    cases: records.length,
    errors: failed.length,
    errorSamples: failed.slice(0, 5).map((record) => `${record.case_id}: ${record.error}`),
    rateLimited,
    ...(firstCallMs !== undefined ? { firstCallMs } : {}),
    latency: latencyOf(records),
    ...(module === 'extract'
      ? {
          latencyByKind: {
            body_only: latencyOf(
              records.filter((_record, index) => !applicable[index]?.request.attachments?.length),
            ),
            with_attachments: latencyOf(
              records.filter((_record, index) => !!applicable[index]?.request.attachments?.length),
            ),
          },
        }
      : {}),
    quality,
    headline: headline(module, quality),
    calibration: calibrationReport(outcomes),
    calibrationVersions: [...versions].sort(),
  };
  return { report, records };
}

/** The master data each module reads from the dataset tenant. */
const MasterDataOf: Partial<Record<ModuleKey, DatasetMasterData['dataset']>> = {
  product: 'products',
  customer: 'customers',
};

/**
 * The runs a set of datasets needs: two datasets with master data of one kind (two catalogues)
 * cannot be loaded into the dataset tenant at once, so each phase loads at most one of each kind
 * and runs the cases of its datasets; every other case runs in the first phase.
 */
export function datasetPhases(
  cases: readonly EvalCase[],
  masterData: readonly DatasetMasterData[],
): Array<{ masterData: DatasetMasterData[]; cases: EvalCase[] }> {
  const phases: Array<{ masterData: DatasetMasterData[]; cases: EvalCase[] }> = [];
  const phaseOfSource = new Map<string, number>();
  for (const entry of masterData) {
    let at = phases.findIndex((phase) =>
      phase.masterData.every((other) => other.dataset !== entry.dataset),
    );
    if (at < 0) at = phases.push({ masterData: [], cases: [] }) - 1;
    phases[at]?.masterData.push(entry);
    phaseOfSource.set(entry.source, at);
  }
  if (phases.length === 0) phases.push({ masterData: [], cases: [] });
  for (const evalCase of cases) {
    const at = evalCase.tenant === 'dataset' ? (phaseOfSource.get(evalCase.source) ?? 0) : 0;
    phases[at]?.cases.push(evalCase);
  }
  return phases;
}

/** One module's report over the phases it ran in: recomputed from all their records. */
function mergedModuleReport(
  parts: ReadonlyArray<{ report: ModuleReport; records: CaseRecord[]; dataset: string }>,
): { report: ModuleReport; records: CaseRecord[] } | undefined {
  const ran = parts.filter((part) => part.report.cases > 0);
  if (ran.length <= 1) return ran[0] ?? parts.find((part) => part.report.available) ?? parts[0];
  const [first] = ran;
  if (!first) return undefined;
  const records = ran.flatMap((part) => part.records);
  const failed = records.filter((record) => record.error !== undefined);
  const quality = qualityMetrics(first.report.module, records);
  const firstCalls = ran.flatMap((part) =>
    part.report.firstCallMs !== undefined ? [part.report.firstCallMs] : [],
  );
  return {
    records,
    report: {
      ...first.report,
      cases: records.length,
      errors: failed.length,
      errorSamples: failed.slice(0, 5).map((record) => `${record.case_id}: ${record.error}`),
      rateLimited: ran.reduce((sum, part) => sum + part.report.rateLimited, 0),
      ...(firstCalls.length > 0 ? { firstCallMs: Math.max(...firstCalls) } : {}),
      latency: latencyOf(records),
      quality,
      headline: headline(first.report.module, quality),
      calibration: calibrationReport(records.flatMap((record) => record.outcomes)),
      calibrationVersions: [
        ...new Set(ran.flatMap((part) => part.report.calibrationVersions)),
      ].sort(),
      byDataset: ran.map((part) => ({
        dataset: part.dataset,
        cases: part.report.cases,
        headline: part.report.headline,
      })),
    },
  };
}

export async function runEvaluation(options: EvaluationOptions = {}): Promise<EvaluationResult> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const client = new ServiceClient({
    baseUrl: options.baseUrl ?? 'http://127.0.0.1:3000',
    clientId: options.clientId ?? 'demo-client',
    clientSecret: options.clientSecret ?? 'demo-secret',
  });
  let cases: readonly EvalCase[];
  let source: string;
  let masterData: DatasetMasterData[] = [];
  const datasets = { used: [] as string[], skipped: [] as string[], references: [] as string[] };
  if (options.cases) {
    cases = options.cases;
    source = [...new Set(cases.map((evalCase) => evalCase.source))].join(', ') || 'given cases';
  } else if (options.data) {
    const loaded = loadPublicCases(options.data, options.dataOptions);
    await materialiseAttachments(loaded.cases);
    cases = loaded.cases;
    masterData = loaded.masterData;
    datasets.used = loaded.used;
    datasets.skipped = loaded.skipped;
    datasets.references = loaded.references;
    source =
      loaded.used.length > 0 ? loaded.used.join(', ') : `nothing usable under ${options.data}`;
    for (const skipped of loaded.skipped) log(`dataset skipped: ${skipped}`);
  } else {
    const split = options.split ?? 'test';
    cases = await loadDemoCases(split, { demoDir: options.demoDir ?? DefaultDemoDir, log });
    source = `demo:${split}`;
  }
  // Connected after loading: the in-process baselines of a dataset keep this process busy for
  // seconds, long enough for the service to close an idle connection made before.
  await client.connect();
  log(`${cases.length} cases from ${source} against ${client.baseUrl}`);
  const clients: Clients = { main: client };
  if (cases.some((evalCase) => evalCase.tenant === 'dataset')) {
    const dataset = new ServiceClient({
      baseUrl: client.baseUrl,
      clientId: options.dataClientId ?? 'sandbox-client',
      clientSecret: options.dataClientSecret ?? 'sandbox-secret',
    });
    await dataset.connect();
    clients.dataset = dataset;
  }

  const runId = new Date(started)
    .toISOString()
    .replace(/[-:.TZ]/g, '')
    .slice(0, 14);
  const moduleKeys = options.modules ?? ModuleKeys;
  const parts = new Map<
    ModuleKey,
    Array<{ report: ModuleReport; records: CaseRecord[]; dataset: string }>
  >();
  for (const phase of datasetPhases(cases, masterData)) {
    if (clients.dataset) {
      for (const entry of phase.masterData) {
        log(
          `importing ${entry.records.length} ${entry.dataset} of ${entry.source} into the dataset tenant…`,
        );
        await importDatasetMasterData(clients.dataset, entry);
      }
    }
    for (const module of moduleKeys) {
      const moduleStarted = Date.now();
      const evaluated = await evaluateModule(
        clients,
        module,
        phase.cases,
        {
          runId,
          concurrency: options.concurrency ?? 4,
          warmUp: options.warmUp ?? true,
          ...(options.limit !== undefined ? { limit: options.limit } : {}),
        },
        log,
      );
      // Named by the master data this module reads (the catalogue for products).
      const own = phase.masterData.filter((entry) => entry.dataset === MasterDataOf[module]);
      const dataset = (own.length > 0 ? own : phase.masterData)
        .map((entry) => entry.source)
        .join(' + ');
      parts.set(module, [...(parts.get(module) ?? []), { ...evaluated, dataset }]);
      if (evaluated.report.cases > 0) {
        log(`${module}: done in ${((Date.now() - moduleStarted) / 1000).toFixed(1)} s`);
      }
    }
  }
  const modules: ModuleReport[] = [];
  const records: Partial<Record<ModuleKey, CaseRecord[]>> = {};
  for (const module of moduleKeys) {
    const merged = mergedModuleReport(parts.get(module) ?? []);
    if (!merged) continue;
    modules.push(merged.report);
    records[module] = merged.records;
  }
  const outcomes = Object.values(records).flatMap((list) =>
    (list ?? []).flatMap((record) => record.outcomes),
  );
  return {
    baseUrl: client.baseUrl,
    source,
    datasets,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    modules,
    pooled: calibrationReport(outcomes),
    outcomes,
    records,
  };
}
