/**
 * `npm run eval:corpus-local -- [--data ../shared/corpus] [--csv-as csv|pdf|xlsx|jpeg]
 *   [--category table,csv] [--case va-001,vb-002] [--out DIR]`
 * The extraction corpus in process, for fast iteration: the same rendered files, document readers
 * (`readAttachment`), `extractQuote` and scoring as the HTTP run (`npm run eval -- --data … --module
 * extract`), without a service. Confidence is the shipped base calibrator applied to the raw score
 * (no tenant layer); outcomes.ndjson carries each item's raw score and signals besides, for fitting
 * the calibrator k-fold. Skips cleanly (exit 0) when the corpus is absent.
 */
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { disposeWorker } from '#domain/documents/index';
import { extractQuote, quoteLanguage } from '#domain/extract/index';
import { baseCalibrators } from '#domain/trust/base-calibrators';
import {
  type CorpusCase,
  CorpusReceivedAt,
  corpusTable,
  type ExtractionView,
  loadExtractCorpus,
  summarizeCorpus,
} from './harness/corpus-extract';
import { readingsOf, scoreCorpus, writeCorpusResults } from './harness/corpus-extract-run';
import { type CsvRendering, CsvRenderings, readCorpusAttachment } from './harness/corpus-render';

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: join('..', 'shared', 'corpus') },
    'csv-as': { type: 'string', default: 'csv' },
    category: { type: 'string' },
    case: { type: 'string' },
    concurrency: { type: 'string', default: '2' },
    out: { type: 'string' },
  },
});
const csvAs = (values['csv-as'] ?? 'csv') as CsvRendering;
if (!CsvRenderings.includes(csvAs)) {
  process.stderr.write(`--csv-as must be one of ${CsvRenderings.join(', ')}\n`);
  process.exit(2);
}
const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
const categories = list(values.category);
const ids = list(values.case);

let cases = loadExtractCorpus(values.data ?? join('..', 'shared', 'corpus'));
if (cases.length === 0) {
  process.stdout.write(`no extraction corpus under ${values.data}: nothing to do\n`);
  process.exit(0);
}
if (categories) cases = cases.filter((corpusCase) => categories.includes(corpusCase.category));
if (ids) cases = cases.filter((corpusCase) => ids.includes(corpusCase.id));

const calibrator = baseCalibrators().forModule('quote_extractor');

async function extractInProcess(
  corpusCase: CorpusCase,
  receivedAt: boolean,
): Promise<ExtractionView> {
  const language = quoteLanguage({ body: corpusCase.body });
  const documents = await Promise.all(
    corpusCase.attachments.map((attachment) =>
      readCorpusAttachment(attachment, { csvAs, languageHint: language }),
    ),
  );
  const result = extractQuote({
    body: corpusCase.body,
    attachments: documents,
    ...(receivedAt ? { received_at: CorpusReceivedAt } : {}),
  });
  return {
    items: (result.line_items ?? []).map((item) => ({
      description: item.description ?? '',
      quantity: item.quantity ?? null,
      unit: item.unit ?? '',
      ambiguous: item.ambiguous,
      alternatives: readingsOf(item.alternatives),
      sku: item.sku ?? null,
      manufacturer: item.manufacturer ?? null,
      confidence: calibrator.calibrate(item.raw_score),
      raw_score: item.raw_score,
      signals: item.signals.map(({ signal, weight }) => ({ signal, weight })),
      source: item.source.document,
    })),
    requested_by: result.delivery_requirements?.requested_by ?? null,
    review_reasons: result.review_hints.map((hint) => hint.code),
  };
}

const started = Date.now();
try {
  const scores = await scoreCorpus(cases, extractInProcess, {
    concurrency: Math.max(1, Number(values.concurrency) || 2),
    log: (line) => process.stderr.write(`${line}\n`),
  });
  const result = {
    label: `in process (base calibrator ${calibrator.version}), CSV attachments as ${csvAs}`,
    cases,
    scores,
    summary: summarizeCorpus(cases, scores),
    durationMs: Date.now() - started,
  };
  const stamp = new Date(started)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const directory = resolve(
    values.out ?? join('test', 'eval', 'results', `${stamp}-corpus-local-${csvAs}`),
  );
  const written = await writeCorpusResults(result, directory);
  process.stdout.write(`\n${corpusTable(result.summary)}\n\n`);
  process.stdout.write(
    `report ${relative(process.cwd(), written.report)} · outcomes ${relative(process.cwd(), written.outcomes)} · failures ${relative(process.cwd(), join(directory, 'failures.md'))} · ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
  );
} finally {
  await disposeWorker();
}
