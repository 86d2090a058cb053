/**
 * `npm run calibrate -- --modules M[,M…] [--limit N] [--no-verify]`
 *
 * Refits the base calibrator of the named modules on the demo dev split and keeps every other
 * module's entry as shipped: the intent, extraction, customer and product entries are written by
 * their own fitting scripts on data nobody here wrote (test/eval/README.md), and a demo-only fit
 * maps their wrong answers to 0.99. Fits the base calibrator of each named module on the dev split and ships it with the models
 * (`layers/models/calibration/base.json`), then measures it on the test split:
 * 1. starts a local runtime in this process with calibration off (`QCAS_CALIBRATION=none`), so
 *    every `confidence_score` it answers is the module's raw score, and loads the demo tenant;
 * 2. runs the evaluation harness over HTTP on the dev split: the scored outputs and whether each
 *    was right, defined once in the harness (`test/eval/harness/scoring.ts`);
 * 3. fits one calibrator per module (Platt below 1,000 outcomes, isotonic above: the same rule and
 *    code as a tenant's refresh) and writes the file;
 * 4. switches calibration on and runs the test split — never used for fitting — reporting ECE
 *    per module and pooled.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  type BaseCalibrationFile,
  baseCalibrationPath,
  baseCalibrationVersion,
  resetBaseCalibrators,
} from '#domain/trust/base-calibrators';
import { buildCalibrator, CalibratedModules } from '#domain/trust/calibration';
import { fitCalibrator, type LabelledScore } from '#domain/trust/fitting';
import { expectedCalibrationError } from '#domain/trust/metrics';
import { loadDemoTenant } from '#local/demo-tenant';
import { startLocalRuntime } from '#local/runtime';
import { consoleTable, writeReport } from '../harness/report';
import { runEvaluation } from '../harness/run';

const { values } = parseArgs({
  options: {
    modules: { type: 'string' },
    limit: { type: 'string' },
    'no-verify': { type: 'boolean', default: false },
    concurrency: { type: 'string', default: '4' },
  },
});
const limit = values.limit ? Number(values.limit) : undefined;
const requested = (values.modules ?? '').split(',').filter((name) => name.length > 0);
const unknown = requested.filter(
  (name) => !(CalibratedModules as readonly string[]).includes(name),
);
if (requested.length === 0 || unknown.length > 0) {
  process.stderr.write(
    `${unknown.length > 0 ? `unknown module(s): ${unknown.join(', ')}\n` : ''}` +
      `usage: npm run calibrate -- --modules ${CalibratedModules.join(',')} (a subset) [--limit N] [--no-verify]\n` +
      'Only the named modules are refitted on the demo dev split; the others keep their shipped entry.\n',
  );
  process.exit(2);
}
const concurrency = Number(values.concurrency);
const log = (line: string) => process.stdout.write(`${line}\n`);
const round = (value: number) => Math.round(value * 10_000) / 10_000;

process.env.QCAS_CALIBRATION = 'none';
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
resetBaseCalibrators();
const runtime = await startLocalRuntime({ port: 0 });
try {
  await loadDemoTenant({ log });
  const evaluateSplit = (split: 'dev' | 'test') =>
    runEvaluation({ baseUrl: runtime.url, split, concurrency, ...(limit ? { limit } : {}), log });
  const dev = await evaluateSplit('dev');
  const shipped = JSON.parse(await readFile(baseCalibrationPath(), 'utf8')) as BaseCalibrationFile;
  const modules: BaseCalibrationFile['modules'] = { ...shipped.modules };
  for (const module of CalibratedModules.filter((name) => requested.includes(name))) {
    const samples: LabelledScore[] = dev.outcomes
      .filter((outcome) => outcome.module === module)
      .map((outcome) => ({ score: outcome.confidence, correct: outcome.correct }));
    if (samples.length === 0) {
      log(`${module}: no scored outputs on dev; it keeps raw scores`);
      continue;
    }
    const fit = fitCalibrator(samples);
    const calibrator = buildCalibrator('fit', fit.spec);
    const ece = (map: (score: number) => number) =>
      expectedCalibrationError(
        samples.map((s) => ({ confidence: map(s.score), correct: s.correct })),
      );
    modules[module] = {
      spec: fit.spec,
      samples: samples.length,
      accuracy: round(samples.filter((s) => s.correct).length / samples.length),
      ece_raw: round(ece((score) => score)),
      ece_fitted: round(ece((score) => calibrator.calibrate(score))),
    };
    log(
      `${module}: ${fit.spec.method} on ${samples.length} dev outcomes, ECE ${modules[module]?.ece_raw} → ${modules[module]?.ece_fitted} (in-sample)`,
    );
  }
  const fittedAt = new Date();
  const file: BaseCalibrationFile = {
    version: baseCalibrationVersion(modules, fittedAt),
    fitted_at: fittedAt.toISOString(),
    data: `${requested.join(', ')}: demo dev split (seed 42) over HTTP; others as shipped (${shipped.version})`,
    modules,
  };
  const path = baseCalibrationPath();
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(file, null, 2)}\n`);
  log(`wrote ${path} (${file.version})`);

  if (!values['no-verify']) {
    delete process.env.QCAS_CALIBRATION;
    process.env.QCAS_CALIBRATION_FILE = path;
    resetBaseCalibrators();
    const test = await evaluateSplit('test');
    const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 15);
    const written = await writeReport(
      test,
      join('test', 'eval', 'results', `${stamp}-calibrated-test`),
    );
    log(consoleTable(test));
    log(`report: ${written.markdown}`);
  }
} finally {
  await runtime.stop();
}
// The in-process functions keep timers of their own (caches, key reload, OCR workers); the run is
// over once the runtime has stopped.
process.exit(0);
