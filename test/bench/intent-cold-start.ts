/**
 * Cold start of the intent function as Lambda runs it (issue 5: import plus model load ≤ 800 ms,
 * resident memory ≤ 400 MB). A script, not a timed test:
 *
 *   tsx test/bench/intent-cold-start.ts [--runs 5]
 *
 * Bundles functions/classify-intent the way the stack does (bundling.ts: esbuild, ESM, minified,
 * split into chunks, the function's node_modules kept external and laid out beside it), then, in fresh Node processes, times the import of the bundle plus
 * the load of the model and the language detector from a models directory laid out like the layer
 * (QCAS_MODELS_DIR), and reports the resident set size after that and after one classification.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ENTRY_FILE } from '#cdk/bundling';
import { lambdaSpecs, repositoryRoot } from '#cdk/functions';
import { bundle, linkNodeModules } from '#cdk/measure-bundles';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(args.runs);
const spec = lambdaSpecs({ syncTimeoutSeconds: 30 }).find(
  (candidate) => candidate.functionName === 'classify-intent',
);
if (!spec) throw new Error('classify-intent is not in the stack');

const dir = mkdtempSync(join(tmpdir(), 'qcas-intent-cold-'));
try {
  const modelsDir = join(dir, 'opt-models');
  mkdirSync(modelsDir);
  cpSync(join(repositoryRoot, 'layers/models/intent'), join(modelsDir, 'intent'), {
    recursive: true,
  });
  // The function's entry plus the loader, so that the child can time the model load on its own.
  const entry = join(dir, 'entry.ts');
  writeFileSync(
    entry,
    `export { handler } from ${JSON.stringify(spec.entry)};\nexport { loadIntentClassifier } from ${JSON.stringify(join(repositoryRoot, 'shared/domain/intent/index.ts'))};\n`,
  );
  const packageDir = join(dir, 'classify-intent');
  await bundle({ entry, injectSecrets: false, nodeModules: spec.nodeModules }, packageDir);
  linkNodeModules(packageDir, spec.nodeModules);
  const outfile = join(packageDir, ENTRY_FILE);
  const script = `const t0=performance.now();const m=await import(${JSON.stringify(pathToFileURL(outfile).href)});const t1=performance.now();const c=await m.loadIntentClassifier();const t2=performance.now();const rssLoaded=process.memoryUsage().rss;c.classify({subject:'Anfrage',body:'Bitte um ein Angebot für 200 Stück M8x30.',sender:'a@example.de'});process.stdout.write(JSON.stringify({importMs:t1-t0,modelMs:t2-t1,rssLoaded,rssAfter:process.memoryUsage().rss}));process.exit(0);`;
  const samples = Array.from({ length: runs }, () => {
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      env: {
        ...process.env,
        AWS_REGION: 'eu-central-1',
        QCAS_MODELS_DIR: modelsDir,
        POWERTOOLS_LOG_LEVEL: 'SILENT',
        AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
      },
      encoding: 'utf8',
      timeout: 60_000,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return JSON.parse(output) as {
      importMs: number;
      modelMs: number;
      rssLoaded: number;
      rssAfter: number;
    };
  });
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  const importMs = median(samples.map((s) => s.importMs));
  const modelMs = median(samples.map((s) => s.modelMs));
  const total = median(samples.map((s) => s.importMs + s.modelMs));
  const rss = Math.max(...samples.map((s) => s.rssAfter)) / 2 ** 20;
  console.log(
    `classify-intent cold start (median of ${runs}): import ${importMs.toFixed(0)} ms + model ${modelMs.toFixed(0)} ms = ${total.toFixed(0)} ms (target 800); RSS ${rss.toFixed(0)} MiB max (target 400); load average ${loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
