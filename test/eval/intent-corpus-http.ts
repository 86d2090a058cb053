/**
 * `npm run eval:intent-corpus-http -- --folds DIR [--data ../shared/corpus]`
 *
 * The cross-validated corpus figures over HTTP: starts a local runtime in this process and, per
 * fold written by `npm run eval:intent-corpus -- --folds-out DIR`, serves the model and confidence
 * model fitted without that fold (QCAS_MODELS_DIR) and sends it that fold's cases through the
 * evaluation harness — attachments as real files, the service's own calibration and routing.
 * Prints the pooled out-of-fold report.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalRuntime } from '#local/runtime';
import { intentCorpusAdapter, materialiseAttachments } from './harness/corpus-intent';
import { intentSection } from './harness/report';
import { runEvaluation } from './harness/run';
import {
  type CaseRecord,
  calibrationReport,
  type IntentMetrics,
  latencyOf,
  qualityMetrics,
} from './harness/summary';
import type { EvaluationOutcome } from './harness/types';

const { values } = parseArgs({
  options: {
    folds: { type: 'string' },
    data: { type: 'string', default: '../shared/corpus' },
  },
});
const foldsDir = values.folds ? resolve(values.folds) : '';
const corpusRoot = resolve(values.data ?? '');
if (!foldsDir || !existsSync(foldsDir)) {
  process.stderr.write('usage: eval:intent-corpus-http -- --folds DIR (from --folds-out)\n');
  process.exit(2);
}
const cases = intentCorpusAdapter(corpusRoot);
if (cases.length === 0) {
  console.log(`no intent corpus under ${corpusRoot}: nothing to measure`);
  process.exit(0);
}
await materialiseAttachments(cases);

process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
const runtime = await startLocalRuntime({ port: 0 });
const outcomes: EvaluationOutcome[] = [];
const records: CaseRecord[] = [];
try {
  for (let fold = 0; existsSync(resolve(foldsDir, `fold-${fold}`)); fold++) {
    const directory = resolve(foldsDir, `fold-${fold}`);
    const ids = new Set(
      (JSON.parse(readFileSync(resolve(directory, 'cases.json'), 'utf8')) as string[]).map(
        (id) => `corpus-intent-${id}`,
      ),
    );
    // The handler reads QCAS_MODELS_DIR when it loads the classifier: one model per fold.
    process.env.QCAS_MODELS_DIR = directory;
    const result = await runEvaluation({
      baseUrl: runtime.url,
      modules: ['intent'],
      cases: cases.filter((evalCase) => ids.has(evalCase.case_id)),
      concurrency: 4,
    });
    outcomes.push(...result.outcomes);
    records.push(...(result.records.intent ?? []));
    process.stderr.write(`fold ${fold}: ${ids.size} cases\n`);
  }
} finally {
  await runtime.stop();
}

const quality = qualityMetrics('intent', records as CaseRecord<'intent'>[]) as IntentMetrics;
const calibration = calibrationReport(outcomes);
const accepted = calibration.byAction.find((group) => group.group === 'auto_accept');
const latency = latencyOf(records);
console.log(
  `over HTTP, out-of-fold: accuracy ${quality.report.accuracy.toFixed(3)} · ECE(15) ${calibration.ece.toFixed(4)} · ` +
    `auto_accept precision ${accepted?.count ? accepted.accuracy.toFixed(3) : 'n/a'} (${accepted?.count ?? 0}) · ` +
    `p50 ${latency.p50.toFixed(0)} ms · p95 ${latency.p95.toFixed(0)} ms\n`,
);
console.log(intentSection(quality));
process.exit(0);
