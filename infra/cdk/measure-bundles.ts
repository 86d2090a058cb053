import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { generateSigningKey } from '../../shared/auth/keys';
import {
  ESM_REQUIRE_BANNER,
  externalPackages,
  FUNCTION_ENTRY_ALIAS,
  NODE_TARGET,
  secretsWrapperEntry,
} from './bundling';
import { lambdaSpecs, repositoryRoot } from './functions';

/**
 * Bundles every function the way the stack does (esbuild, ESM, minified, AWS SDK inlined), reports
 * the size per function and the cold-start init (importing the bundle in a fresh Node process,
 * median of several runs), and writes test/bench/results/bundles.json.
 *
 *   npx tsx infra/cdk/measure-bundles.ts [--runs 5] [--only get-job,healthz]
 */
export const SIZE_TARGET_BYTES = 1.5 * 1024 * 1024;
export const INIT_TARGET_MS = { model: 800, other: 250 } as const;

export interface BundleMeasure {
  functionName: string;
  bytes: number;
  initMs: number | null;
  initError?: string;
  modelBearing: boolean;
  /** Installed beside the bundle (not counted in `bytes`). */
  nodeModules: string[];
  sizeOk: boolean;
  initOk: boolean;
  /** With `firstCall`: process start to the first response of a real event (median), and its status. */
  firstResponseMs?: number | null;
  firstStatus?: number;
  /** The error body (start) when the first response was not a success. */
  firstError?: string;
}

/** Invokes each listed function once per fresh process with a real event, against live emulators. */
export interface FirstCallOptions {
  env: Record<string, string>;
  /** API Gateway proxy events by function name; functions without one are only imported. */
  events: Record<string, unknown>;
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** Bundles one function entry as the stack does (esbuild, ESM, minified); answers its size. */
export async function bundle(
  entry: string,
  outfile: string,
  injectSecrets: boolean,
  nodeModules: string[],
): Promise<number> {
  await build({
    entryPoints: [injectSecrets ? secretsWrapperEntry : entry],
    ...(injectSecrets ? { alias: { [FUNCTION_ENTRY_ALIAS]: entry } } : {}),
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: NODE_TARGET,
    minify: true,
    mainFields: ['module', 'main'],
    banner: { js: ESM_REQUIRE_BANNER },
    external: [...externalPackages, ...nodeModules],
    logLevel: 'error',
    absWorkingDir: repositoryRoot,
  });
  return statSync(outfile).size;
}

/** Init time of one fresh process: from before the import to the handler being exported. */
function measureInit(file: string, env: Record<string, string>): number {
  const script = `const t=performance.now();const m=await import(${JSON.stringify(pathToFileURL(file).href)});if(typeof m.handler!=='function')throw new Error('no handler export');process.stdout.write(String(performance.now()-t));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 30_000,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return Number(output.trim());
}

/** From before the import to the handler's answer to `event` (init plus the first invocation). */
function measureFirstResponse(
  file: string,
  env: Record<string, string>,
  eventFile: string,
): { ms: number; status: number; body?: string } {
  const script = `const t=performance.now();const m=await import(${JSON.stringify(pathToFileURL(file).href)});const e=JSON.parse((await import('node:fs')).readFileSync(${JSON.stringify(eventFile)},'utf8'));const r=await m.handler(e,{functionName:'measure',awsRequestId:'measure',getRemainingTimeInMillis:()=>30000,callbackWaitsForEmptyEventLoop:false});process.stdout.write(JSON.stringify({ms:performance.now()-t,status:r.statusCode,body:r.statusCode>=400?String(r.body).slice(0,300):undefined}));process.exit(0);`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(output.trim()) as { ms: number; status: number; body?: string };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export async function measureBundles(options: {
  runs: number;
  only?: string[];
  firstCall?: FirstCallOptions;
}) {
  const specs = lambdaSpecs({ syncTimeoutSeconds: 30 }).filter(
    (spec) => !options.only || options.only.includes(spec.functionName),
  );
  const entries = [
    ...specs.map((spec) => ({
      functionName: spec.functionName,
      entry: spec.entry,
      secrets: (spec.access.secrets ?? []).length > 0,
      modelBearing: spec.models.length > 0,
      nodeModules: spec.nodeModules,
    })),
    ...(options.only
      ? []
      : [
          {
            functionName: 'rotate-secret',
            entry: join(repositoryRoot, 'infra/cdk/runtime/rotate-secret.ts'),
            secrets: false,
            modelBearing: false,
            nodeModules: [] as string[],
          },
        ]),
  ];
  const dir = mkdtempSync(join(tmpdir(), 'qcas-bundles-'));
  // Packages kept external (installed next to the bundle in Lambda) resolve from the repository here.
  symlinkSync(join(repositoryRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const signingKeys = JSON.stringify({ keys: [await generateSigningKey()] });
  // What the stack sets; the secret values are given directly so the loader does not call AWS.
  const env = {
    AWS_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: 'measure',
    AWS_SECRET_ACCESS_KEY: 'measure',
    QCAS_STAGE: 'prod',
    QCAS_RESOURCE_PREFIX: 'qcas-measure-prod',
    QCAS_SIGNING_KEYS: signingKeys,
    QCAS_SIGNING_KEYS_SECRET_ARN: 'arn:aws:secretsmanager:eu-central-1:000000000000:secret:x',
    // The models layer's mount point in Lambda (/opt/models) is the repository's layers/models here.
    QCAS_MODELS_DIR: join(repositoryRoot, 'layers', 'models'),
    POWERTOOLS_LOG_LEVEL: 'SILENT',
    AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
  };
  const results: BundleMeasure[] = [];
  let baselineMs = Number.NaN;
  try {
    // An empty handler shows what the machine's load adds to every figure.
    const baseline = join(dir, 'baseline.mjs');
    writeFileSync(baseline, 'export const handler = async () => ({});\n');
    baselineMs = median(Array.from({ length: options.runs }, () => measureInit(baseline, env)));
    for (const entry of entries) {
      const outfile = join(dir, entry.functionName, 'index.mjs');
      mkdirSync(dirname(outfile), { recursive: true });
      let bytes = 0;
      let initMs: number | null = null;
      let initError: string | undefined;
      let first: { ms: number | null; status?: number; error?: string } | undefined;
      try {
        bytes = await bundle(entry.entry, outfile, entry.secrets, entry.nodeModules);
        const samples: number[] = [];
        for (let run = 0; run < options.runs; run += 1) samples.push(measureInit(outfile, env));
        initMs = Math.round(median(samples));
        const event = options.firstCall?.events[entry.functionName];
        if (options.firstCall && event !== undefined) {
          const eventFile = join(dir, `${entry.functionName}.event.json`);
          writeFileSync(eventFile, JSON.stringify(event));
          try {
            const calls = Array.from({ length: options.runs }, () =>
              measureFirstResponse(outfile, { ...env, ...options.firstCall?.env }, eventFile),
            );
            first = {
              ms: Math.round(median(calls.map((call) => call.ms))),
              status: calls[0]?.status,
              error: calls.find((call) => call.body)?.body,
            };
          } catch (error) {
            // The import figure stands; the first response is reported as missing.
            const stderr = (error as { stderr?: string }).stderr ?? (error as Error).message;
            first = { ms: null, error: stderr.split('\n').find((line) => line.trim()) ?? 'failed' };
          }
        }
      } catch (error) {
        const stderr =
          (error as { stderr?: string }).stderr ||
          (error as { errors?: { text: string }[] }).errors?.[0]?.text ||
          (error as Error).message;
        initError = stderr.split('\n').find((line) => line.trim() !== '') ?? 'failed';
      }
      const target = entry.modelBearing ? INIT_TARGET_MS.model : INIT_TARGET_MS.other;
      results.push({
        functionName: entry.functionName,
        bytes,
        initMs,
        ...(initError ? { initError } : {}),
        modelBearing: entry.modelBearing,
        nodeModules: entry.nodeModules,
        sizeOk: bytes > 0 && bytes <= SIZE_TARGET_BYTES,
        initOk: initMs !== null && initMs <= target,
        ...(first
          ? {
              firstResponseMs: first.ms,
              firstStatus: first.status,
              ...(first.error ? { firstError: first.error } : {}),
            }
          : {}),
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { results, baselineMs: Math.round(baselineMs * 10) / 10 };
}

function printTable(results: BundleMeasure[]): void {
  const rows = results.map((result) => [
    result.functionName,
    result.bytes > 0 ? `${(result.bytes / 1024).toFixed(0)} KiB` : 'build failed',
    result.sizeOk ? 'ok' : result.bytes > 0 ? 'OVER 1.5 MB' : '-',
    result.initMs === null ? `error: ${result.initError ?? ''}` : `${result.initMs} ms`,
    result.initOk
      ? 'ok'
      : `OVER ${result.modelBearing ? INIT_TARGET_MS.model : INIT_TARGET_MS.other} ms`,
  ]);
  const header = [
    'function',
    'size (minified)',
    'size target',
    'cold init (median)',
    'init target',
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
}

async function main(): Promise<void> {
  const runs = Number(option('--runs') ?? 5);
  const only = option('--only')?.split(',');
  const { results, baselineMs } = await measureBundles({ runs, ...(only ? { only } : {}) });
  printTable(results);
  console.log(
    `\nempty-module import baseline: ${baselineMs} ms, load average ${loadavg()[0]?.toFixed(1)}`,
  );
  const out = join(repositoryRoot, 'test/bench/results/bundles.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        node: process.version,
        // Init times depend on machine load; compare runs made under similar load.
        loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
        runs,
        baselineMs,
        targets: { sizeBytes: SIZE_TARGET_BYTES, initMs: INIT_TARGET_MS },
        functions: results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nwritten ${out}`);
  if (results.some((result) => !result.sizeOk || !result.initOk)) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
