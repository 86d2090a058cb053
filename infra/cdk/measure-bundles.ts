import { execFileSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { generateSigningKey } from '#platform/auth/keys';
import { loadedAtRuntimeBy } from './access';
import { ENTRY_FILE, type FunctionBundleInput, functionBuildOptions } from './bundling';
import { lambdaSpecs, repositoryRoot } from './functions';

/**
 * Bundles every function the way the stack does (bundling.ts: esbuild, ESM, minified, AWS SDK
 * inlined, split into index.mjs and chunks loaded on first use), lays out the packages installed
 * beside it, reports the sizes per function and the cold-start init (importing index.mjs in a fresh
 * Node process, median of several runs), and writes test/bench/results/bundles.json.
 *
 *   npx tsx infra/cdk/measure-bundles.ts [--runs 5] [--only get-job,healthz]
 */
export const SIZE_TARGET_BYTES = 1.5 * 1024 * 1024;
export const INIT_TARGET_MS = { model: 800, other: 250 } as const;

export interface ChunkSize {
  file: string;
  bytes: number;
}

/** The JavaScript of one function package, split by when Node reads it. */
export interface BundleSizes {
  /** index.mjs alone. */
  entryBytes: number;
  /** index.mjs and the chunks it imports statically: what a cold start reads and compiles. */
  startBytes: number;
  /** Chunks reached only through a dynamic import (document readers, …): read on first use. */
  lazyBytes: number;
  lazyChunks: ChunkSize[];
  /** All JavaScript files of the package. */
  jsBytes: number;
}

export interface BundleMeasure extends BundleSizes {
  functionName: string;
  /** Installed beside the bundle (this host's build of native packages; Lambda gets linux-arm64). */
  nodeModules: string[];
  /** Installed, but nothing in the bundle loads them. */
  unusedNodeModules: string[];
  nodeModulesBytes: number;
  /** Everything in the function package: the JavaScript and node_modules (the layers not counted). */
  packageBytes: number;
  initMs: number | null;
  initError?: string;
  /** After the init, importing every lazily loaded chunk once (median): the first document's cost. */
  lazyLoadMs: number | null;
  modelBearing: boolean;
  /** The size target applies to what a cold start loads (startBytes). */
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

/** The JavaScript outputs of a build by absolute path. */
function javascriptOutputs(metafile: Metafile): Map<string, Metafile['outputs'][string]> {
  return new Map(
    Object.entries(metafile.outputs)
      .filter(([path]) => path.endsWith('.mjs'))
      .map(([path, output]) => [join(repositoryRoot, path), output]),
  );
}

/** index.mjs and every chunk it imports statically, by absolute path: what a cold start loads. */
export function startOutputs(metafile: Metafile, outdir: string): Set<string> {
  const outputs = javascriptOutputs(metafile);
  const entryPath = join(outdir, ENTRY_FILE);
  if (!outputs.has(entryPath)) throw new Error(`no ${ENTRY_FILE} among the outputs`);
  const atStart = new Set([entryPath]);
  const pending = [entryPath];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    for (const imported of outputs.get(path)?.imports ?? []) {
      const target = join(repositoryRoot, imported.path);
      if (imported.external || imported.kind !== 'import-statement' || atStart.has(target))
        continue;
      atStart.add(target);
      pending.push(target);
    }
  }
  return atStart;
}

/** Splits esbuild's outputs into what index.mjs loads at start and what it loads on first use. */
export function bundleSizes(metafile: Metafile, outdir: string): BundleSizes {
  const outputs = javascriptOutputs(metafile);
  const atStart = startOutputs(metafile, outdir);
  const lazyChunks = [...outputs]
    .filter(([path]) => !atStart.has(path))
    .map(([path, output]) => ({ file: relative(outdir, path), bytes: output.bytes }))
    .sort((a, b) => b.bytes - a.bytes);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    entryBytes: outputs.get(join(outdir, ENTRY_FILE))?.bytes ?? 0,
    startBytes: sum([...atStart].map((path) => outputs.get(path)?.bytes ?? 0)),
    lazyBytes: sum(lazyChunks.map((chunk) => chunk.bytes)),
    lazyChunks,
    jsBytes: sum([...outputs.values()].map((output) => output.bytes)),
  };
}

/**
 * Packages installed beside the bundle that nothing in it loads: neither imported (they are
 * external, so esbuild records the import) nor loaded by name from a bundled file.
 */
export function unusedNodeModules(metafile: Metafile, nodeModules: readonly string[]): string[] {
  const imported = Object.values(metafile.outputs).flatMap((output) =>
    output.imports.filter((entry) => entry.external).map((entry) => entry.path),
  );
  const inputs = Object.keys(metafile.inputs);
  return nodeModules.filter((name) => {
    if (imported.some((path) => path === name || path.startsWith(`${name}/`))) return false;
    const loader = loadedAtRuntimeBy[name];
    return !(loader && inputs.some((path) => path.includes(loader)));
  });
}

/** Bundles one function into `outdir` as the stack does; answers its sizes. */
export async function bundle(
  input: FunctionBundleInput,
  outdir: string,
): Promise<BundleSizes & { unusedNodeModules: string[] }> {
  const result = await build(functionBuildOptions(input, outdir));
  if (!result.metafile) throw new Error('esbuild returned no metafile');
  return {
    ...bundleSizes(result.metafile, outdir),
    unusedNodeModules: unusedNodeModules(result.metafile, input.nodeModules),
  };
}

/**
 * The packages `npm ci` installs beside the bundle for `names`: them and their dependencies,
 * following the repository's hoisted node_modules (a nested copy travels with its parent).
 */
function installedPackages(names: readonly string[]): string[] {
  const root = join(repositoryRoot, 'node_modules');
  const found = new Set<string>();
  const pending = [...names];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const manifestPath = join(root, name, 'package.json');
    // An optional dependency for another platform is not installed here.
    if (found.has(name) || !existsSync(manifestPath)) continue;
    found.add(name);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
    for (const dependency of Object.keys({
      ...manifest.dependencies,
      ...manifest.optionalDependencies,
    })) {
      if (!existsSync(join(root, name, 'node_modules', dependency))) pending.push(dependency);
    }
  }
  return [...found].sort();
}

function directoryBytes(path: string): number {
  const stats = lstatSync(path);
  if (stats.isSymbolicLink()) return 0;
  if (!stats.isDirectory()) return stats.size;
  return readdirSync(path).reduce((total, name) => total + directoryBytes(join(path, name)), 0);
}

/**
 * Gives the bundle directory a node_modules with only the packages the function package gets, so
 * a bundle that requires anything else fails here as it would in Lambda. Answers their size.
 */
export function linkNodeModules(dir: string, names: readonly string[]): number {
  let bytes = 0;
  for (const name of installedPackages(names)) {
    const source = join(repositoryRoot, 'node_modules', name);
    const link = join(dir, 'node_modules', name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(source, link, 'dir');
    bytes += directoryBytes(source);
  }
  return bytes;
}

/**
 * One fresh process: the init (from before the import to the handler being exported), then the
 * import of every lazily loaded chunk, as the first document would do.
 */
function measureInit(
  file: string,
  env: Record<string, string>,
  lazyChunks: readonly string[] = [],
): { initMs: number; lazyLoadMs: number } {
  const lazyUrls = lazyChunks.map((chunk) => pathToFileURL(join(dirname(file), chunk)).href);
  const script = `const t=performance.now();const m=await import(${JSON.stringify(pathToFileURL(file).href)});if(typeof m.handler!=='function')throw new Error('no handler export');const t1=performance.now();for(const u of ${JSON.stringify(lazyUrls)})await import(u);process.stdout.write(JSON.stringify({initMs:t1-t,lazyLoadMs:performance.now()-t1}));process.exit(0);`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 30_000,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(output.trim()) as { initMs: number; lazyLoadMs: number };
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
    baselineMs = median(
      Array.from({ length: options.runs }, () => measureInit(baseline, env).initMs),
    );
    for (const entry of entries) {
      // One directory per function package: its chunks and only its node_modules.
      const packageDir = join(dir, entry.functionName);
      const outfile = join(packageDir, ENTRY_FILE);
      mkdirSync(packageDir, { recursive: true });
      let sizes: BundleSizes & { unusedNodeModules: string[] } = {
        entryBytes: 0,
        startBytes: 0,
        lazyBytes: 0,
        lazyChunks: [],
        jsBytes: 0,
        unusedNodeModules: [],
      };
      let nodeModulesBytes = 0;
      let initMs: number | null = null;
      let lazyLoadMs: number | null = null;
      let initError: string | undefined;
      let first: { ms: number | null; status?: number; error?: string } | undefined;
      try {
        sizes = await bundle(
          { entry: entry.entry, injectSecrets: entry.secrets, nodeModules: entry.nodeModules },
          packageDir,
        );
        nodeModulesBytes = linkNodeModules(packageDir, entry.nodeModules);
        const lazyFiles = sizes.lazyChunks.map((chunk) => chunk.file);
        const samples = Array.from({ length: options.runs }, () =>
          measureInit(outfile, env, lazyFiles),
        );
        initMs = Math.round(median(samples.map((sample) => sample.initMs)));
        lazyLoadMs =
          lazyFiles.length > 0 ? Math.round(median(samples.map((sample) => sample.lazyLoadMs))) : 0;
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
        ...sizes,
        nodeModules: entry.nodeModules,
        nodeModulesBytes,
        packageBytes: sizes.jsBytes + nodeModulesBytes,
        initMs,
        ...(initError ? { initError } : {}),
        lazyLoadMs,
        modelBearing: entry.modelBearing,
        sizeOk: sizes.startBytes > 0 && sizes.startBytes <= SIZE_TARGET_BYTES,
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

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

function printTable(results: BundleMeasure[]): void {
  const rows = results.map((result) => {
    const built = result.jsBytes > 0;
    return [
      result.functionName,
      built ? kib(result.startBytes) : 'build failed',
      built ? kib(result.lazyBytes) : '-',
      built ? mib(result.packageBytes) : '-',
      result.sizeOk ? 'ok' : built ? 'OVER 1.5 MB' : '-',
      result.initMs === null ? `error: ${result.initError ?? ''}` : `${result.initMs} ms`,
      result.initOk
        ? 'ok'
        : `OVER ${result.modelBearing ? INIT_TARGET_MS.model : INIT_TARGET_MS.other} ms`,
      result.lazyLoadMs ? `${result.lazyLoadMs} ms` : '-',
    ];
  });
  const header = [
    'function',
    'loaded at start',
    'on first use',
    'package',
    'size target',
    'cold init (median)',
    'init target',
    'first-use chunks',
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
  for (const result of results.filter((entry) => entry.unusedNodeModules.length > 0)) {
    console.log(
      `${result.functionName}: installed but never loaded: ${result.unusedNodeModules.join(', ')}`,
    );
  }
  console.log(
    '\nloaded at start = index.mjs and the chunks it imports statically (minified); on first use =',
    'chunks behind a dynamic import, read when that code first runs (documents, language detection);',
    "package = all JavaScript plus the node_modules installed beside it (this host's native builds).",
    'first-use chunks = importing them all after the init, in the same process.',
  );
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
