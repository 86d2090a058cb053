/**
 * Runs the extraction corpus over HTTP (`npm run eval -- --data ../shared/corpus --module extract`)
 * and writes what both runners write: report.md (figures overall, per file and per category),
 * summary.json, outcomes.ndjson (one line per extracted item: score, signals when known, correct?)
 * and failures.md (missed and wrong items per case).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import type { ServiceClient } from './client';
import {
  type CorpusCase,
  type CorpusCaseScore,
  CorpusReceivedAt,
  type CorpusSummary,
  corpusFailures,
  corpusTable,
  type ExtractionView,
  hasExtractCorpus,
  type ItemView,
  loadExtractCorpus,
  type Reading,
  scoreCorpusCase,
  summarizeCorpus,
} from './corpus-extract';
import { type CsvRendering, renderCorpusAttachment } from './corpus-render';
import { inPool } from './run';

export interface CorpusRunResult {
  label: string;
  cases: CorpusCase[];
  scores: CorpusCaseScore[];
  summary: CorpusSummary;
  durationMs: number;
}

/** The request body of a case (attachments rendered as real files), with or without the date. */
export async function corpusRequest(
  corpusCase: CorpusCase,
  options: { receivedAt: boolean; csvAs: CsvRendering },
): Promise<Record<string, unknown>> {
  const attachments = await Promise.all(
    corpusCase.attachments.map((attachment) => renderCorpusAttachment(attachment, options.csvAs)),
  );
  return {
    case_id: corpusCase.id,
    body: corpusCase.body,
    ...(attachments.length > 0
      ? {
          attachments: attachments.map((attachment) => ({
            filename: attachment.filename,
            content_type: attachment.content_type,
            content_base64: Buffer.from(attachment.bytes).toString('base64'),
          })),
        }
      : {}),
    ...(options.receivedAt ? { received_at: CorpusReceivedAt } : {}),
  };
}

interface ResponseItem {
  description?: string;
  quantity?: number | null;
  unit?: string;
  ambiguous?: boolean;
  alternatives?: { quantity?: number | null; unit?: string }[];
  sku?: string | null;
  manufacturer?: string | null;
  confidence_score?: number;
}

interface ResponseBody {
  line_items?: ResponseItem[];
  delivery_requirements?: { requested_by?: string | null };
  review_reasons?: string[];
}

export const readingsOf = (
  alternatives: readonly { quantity?: number | null; unit?: string | null }[] | undefined,
): Reading[] =>
  (alternatives ?? []).map((entry) => ({
    quantity: entry.quantity ?? null,
    unit: entry.unit ?? '',
  }));

/** An HTTP answer (200, or 422 with the partial result) as the scorer sees it. */
export function viewOfResponse(status: number, body: unknown): ExtractionView {
  const response = (body && typeof body === 'object' ? body : {}) as ResponseBody;
  if (status !== 200 && !(status === 422 && Array.isArray(response.line_items))) {
    const error = body as { error_code?: string; message?: string } | undefined;
    return {
      items: [],
      requested_by: null,
      review_reasons: [],
      error: `${status} ${error?.error_code ?? ''} ${error?.message ?? ''}`.trim().slice(0, 300),
    };
  }
  return {
    items: (response.line_items ?? []).map(
      (item): ItemView => ({
        description: item.description ?? '',
        quantity: item.quantity ?? null,
        unit: item.unit ?? '',
        ambiguous: item.ambiguous === true,
        alternatives: readingsOf(item.alternatives),
        sku: item.sku ?? null,
        manufacturer: item.manufacturer ?? null,
        confidence: typeof item.confidence_score === 'number' ? item.confidence_score : 0,
      }),
    ),
    requested_by: response.delivery_requirements?.requested_by ?? null,
    review_reasons: response.review_reasons ?? [],
  };
}

/** Scores every case with `extract` (one answer with the date, one without), `concurrency` at once. */
export async function scoreCorpus(
  cases: readonly CorpusCase[],
  extract: (corpusCase: CorpusCase, receivedAt: boolean) => Promise<ExtractionView>,
  options: { concurrency: number; log: (line: string) => void },
): Promise<CorpusCaseScore[]> {
  const scores: CorpusCaseScore[] = new Array(cases.length);
  let done = 0;
  const step = Math.max(1, Math.ceil(cases.length / 10));
  await inPool(cases, options.concurrency, async (corpusCase, index) => {
    const withDate = await extract(corpusCase, true);
    const withoutDate = await extract(corpusCase, false);
    scores[index] = scoreCorpusCase(corpusCase, withDate, withoutDate);
    done++;
    if (done % step === 0 || done === cases.length) options.log(`corpus: ${done}/${cases.length}`);
  });
  return scores;
}

export async function runCorpusOverHttp(
  client: ServiceClient,
  cases: readonly CorpusCase[],
  options: { csvAs: CsvRendering; concurrency: number; log: (line: string) => void },
): Promise<CorpusRunResult> {
  const started = Date.now();
  const runId = new Date(started)
    .toISOString()
    .replace(/[-:.TZ]/g, '')
    .slice(0, 14);
  const scores = await scoreCorpus(
    cases,
    async (corpusCase, receivedAt) => {
      const body = await corpusRequest(corpusCase, { receivedAt, csvAs: options.csvAs });
      const response = await client.callModule(
        '/v1/extract/quote',
        body,
        `eval-${runId}-corpus-${corpusCase.id}-${receivedAt ? 'dated' : 'undated'}`,
      );
      return viewOfResponse(response.status, response.body);
    },
    options,
  );
  return {
    label: `over HTTP against ${client.baseUrl}, CSV attachments as ${options.csvAs}`,
    cases: [...cases],
    scores,
    summary: summarizeCorpus(cases, scores),
    durationMs: Date.now() - started,
  };
}

/** Writes report.md, summary.json, outcomes.ndjson and failures.md into `directory`. */
export async function writeCorpusResults(
  result: CorpusRunResult,
  directory: string,
): Promise<{ report: string; outcomes: string }> {
  await mkdir(directory, { recursive: true });
  const report = join(directory, 'report.md');
  const outcomes = join(directory, 'outcomes.ndjson');
  await writeFile(
    report,
    [
      '# Extraction corpus evaluation',
      '',
      `${result.cases.length} cases, ${result.label}, ${(result.durationMs / 1000).toFixed(0)} s.`,
      'Auto-accept precision: items scoring at or above 0.95 that are right. ECE over 15 bins.',
      'requested_by: exact over the cases stating an absolute deadline, with and without `received_at`;',
      'deadline_in_past: those answered without `received_at` that carry the review reason.',
      '',
      corpusTable(result.summary),
      '',
    ].join('\n'),
  );
  await writeFile(join(directory, 'summary.json'), `${JSON.stringify(result.summary, null, 2)}\n`);
  await writeFile(
    outcomes,
    result.scores
      .flatMap((score) => score.outcomes)
      .map((outcome) => JSON.stringify(outcome))
      .join('\n')
      .concat('\n'),
  );
  await writeFile(join(directory, 'failures.md'), `${corpusFailures(result.scores)}\n`);
  return { report, outcomes };
}

/**
 * `npm run eval -- --data DIR --module extract` when DIR holds the extraction corpus: runs it over
 * HTTP and prints the figures table. Returns false (nothing done) when DIR holds no corpus.
 */
export async function runCorpusExtractCli(options: {
  data: string;
  client: ServiceClient;
  csvAs: CsvRendering;
  concurrency: number;
  limit?: number;
  out?: string;
  log: (line: string) => void;
}): Promise<boolean> {
  if (!hasExtractCorpus(options.data)) return false;
  let cases = loadExtractCorpus(options.data);
  if (options.limit !== undefined) cases = cases.slice(0, options.limit);
  await options.client.connect();
  options.log(`${cases.length} extraction corpus cases against ${options.client.baseUrl}`);
  const result = await runCorpusOverHttp(options.client, cases, options);
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const directory = resolve(
    options.out ?? join('test', 'eval', 'results', `${stamp}-corpus-extract-${options.csvAs}`),
  );
  const written = await writeCorpusResults(result, directory);
  process.stdout.write(`\n${corpusTable(result.summary)}\n\n`);
  process.stdout.write(
    `report ${relative(process.cwd(), written.report)} · outcomes ${relative(process.cwd(), written.outcomes)} · ${(result.durationMs / 1000).toFixed(0)} s\n`,
  );
  return true;
}
