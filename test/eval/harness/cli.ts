/**
 * `npm run eval -- --module intent|extract|customer|product|all --split train|dev|test
 *   [--data PATH] [--base-url URL] [--client-id ID --client-secret SECRET] [--limit N]
 *   [--concurrency N] [--out DIR] [--data-client-id ID --data-client-secret SECRET] [--csv-as FORM]
 *   [--signature-without phone,city]`
 * --signature-without leaves those lines out of the Fodors-Zagats lookup signatures (the phone
 * out of the book too): organisation lists with street addresses and no phone.
 * With --data holding the extraction corpus (extract-*.jsonl) and --module extract, the corpus is
 * run by corpus-extract-run.ts (--csv-as re-renders its CSV attachments as pdf, xlsx or jpeg).
 * Public datasets that bring their own catalogue (product pairs) replace the master data of the
 * tenant of the --data-client credentials (sandbox by default), never the demo tenant's.
 * Measures a running service over HTTP and writes report.md, summary.json, outcomes.ndjson and the
 * reliability diagrams under test/eval/results/<run>/. Exits non-zero only when it could not run
 * (service unreachable, bad credentials, bad arguments), never because a figure is low.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Split } from '#local/demo/types';
import { HarnessError, ServiceClient } from './client';
import { runCorpusExtractCli } from './corpus-extract-run';
import { type CsvRendering, CsvRenderings } from './corpus-render';
import { consoleTable, displayPath, intentSection, referencesSection, writeReport } from './report';
import { runEvaluation } from './run';
import type { IntentMetrics } from './summary';
import { type ModuleKey, ModuleKeys } from './types';

const usage =
  'usage: npm run eval -- [--module intent|extract|customer|product|all] [--split train|dev|test] ' +
  '[--data PATH [--data-client-id ID --data-client-secret SECRET] [--signature-without phone,city]] [--csv-as csv|pdf|xlsx|jpeg] [--base-url URL] [--client-id ID --client-secret SECRET] [--limit N] [--concurrency N] [--out DIR]';

function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}

function positive(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) fail(`--${name} must be a positive integer`);
  return parsed;
}

let values: ReturnType<typeof parse>['values'];
function parse() {
  return parseArgs({
    options: {
      module: { type: 'string', default: 'all' },
      split: { type: 'string', default: 'test' },
      data: { type: 'string' },
      'base-url': { type: 'string', default: process.env.QCAS_BASE_URL ?? 'http://127.0.0.1:3000' },
      'client-id': { type: 'string', default: 'demo-client' },
      'client-secret': { type: 'string', default: 'demo-secret' },
      'data-client-id': { type: 'string', default: 'sandbox-client' },
      'data-client-secret': { type: 'string', default: 'sandbox-secret' },
      limit: { type: 'string' },
      concurrency: { type: 'string', default: '4' },
      out: { type: 'string' },
      'demo-dir': { type: 'string' },
      'csv-as': { type: 'string', default: 'csv' },
      'signature-without': { type: 'string' },
    },
  });
}
try {
  values = parse().values;
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const moduleArgument = values.module ?? 'all';
let modules: ModuleKey[] =
  moduleArgument === 'all'
    ? ModuleKeys
    : moduleArgument.split(',').map((name) => {
        if (!ModuleKeys.includes(name as ModuleKey)) fail(`unknown module '${name}'`);
        return name as ModuleKey;
      });
const split = values.split ?? 'test';
if (!['train', 'dev', 'test'].includes(split)) fail(`unknown split '${split}'`);
const limit = positive(values.limit, 'limit');
const concurrency = positive(values.concurrency, 'concurrency') ?? 4;
const signatureWithout = (values['signature-without'] ?? '')
  .split(',')
  .filter(Boolean)
  .map((line) => {
    if (line !== 'phone' && line !== 'city') fail(`--signature-without takes phone,city`);
    return line;
  });

const log = (line: string) => process.stderr.write(`${line}\n`);
const csvAs = (values['csv-as'] ?? 'csv') as CsvRendering;
if (!CsvRenderings.includes(csvAs)) fail(`--csv-as must be one of ${CsvRenderings.join(', ')}`);
try {
  // The extraction corpus (../shared/corpus/extract-*.jsonl) has its own runner and scorer.
  if (
    values.data &&
    modules.includes('extract') &&
    (await runCorpusExtractCli({
      data: values.data,
      client: new ServiceClient({
        baseUrl: values['base-url'] ?? 'http://127.0.0.1:3000',
        clientId: values['client-id'] ?? 'demo-client',
        clientSecret: values['client-secret'] ?? 'demo-secret',
      }),
      csvAs,
      concurrency,
      ...(limit !== undefined ? { limit } : {}),
      ...(values.out ? { out: values.out } : {}),
      log,
    }))
  ) {
    modules = modules.filter((module) => module !== 'extract');
    if (modules.length === 0) process.exit(0);
  }
  const result = await runEvaluation({
    baseUrl: values['base-url'] ?? 'http://127.0.0.1:3000',
    clientId: values['client-id'] ?? 'demo-client',
    clientSecret: values['client-secret'] ?? 'demo-secret',
    modules,
    split: split as Split,
    ...(values.data ? { data: values.data } : {}),
    ...(signatureWithout.length > 0 ? { dataOptions: { signatureWithout } } : {}),
    dataClientId: values['data-client-id'] ?? 'sandbox-client',
    dataClientSecret: values['data-client-secret'] ?? 'sandbox-secret',
    ...(values['demo-dir'] ? { demoDir: values['demo-dir'] } : {}),
    ...(limit !== undefined ? { limit } : {}),
    concurrency,
    log,
  });
  const label = values.data ? 'data' : split;
  const stamp = result.startedAt.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  const directory = resolve(values.out ?? join('test', 'eval', 'results', `${stamp}-${label}`));
  const written = await writeReport(result, directory);
  process.stdout.write(`\n${consoleTable(result)}\n`);
  process.stdout.write(`${[...referencesSection(result), ''].join('\n')}\n`);
  // Intent's per-language figures, flags and confusion table fit on a screen: printed too.
  const intent = result.modules.find((module) => module.module === 'intent' && module.cases > 0);
  if (intent?.quality)
    process.stdout.write(`${intentSection(intent.quality as IntentMetrics)}\n\n`);
  process.stdout.write(
    `report ${displayPath(written.markdown)} · summary ${displayPath(written.summary)} · outcomes ${displayPath(written.outcomes)} · ${written.diagrams.length} reliability diagram(s) · ${(result.durationMs / 1000).toFixed(0)} s\n`,
  );
} catch (error) {
  if (error instanceof HarnessError) {
    process.stderr.write(`eval could not run: ${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
