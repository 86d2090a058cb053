/**
 * Where labelled cases come from: the demo generator's splits (generated on first use), and
 * adapters that turn the public datasets under `--data` into the same case shape. The public files
 * are read by path and never copied.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { emlToIntentInput } from '#domain/intent/index';
import type { CaseTruth, LabelledCase, Split, TruthLineItem } from '#local/demo/types';
import { DemoSeed, generateDemoData } from '#local/demo/write';
import { parsePairs, recordKey } from '../product-pairs/amazon-google';
import { matchesByLeft } from '../product-pairs/datasets';
import { productReferenceFigures, walmartAmazonAdapter } from '../product-pairs/lookup-adapter';
import type { ServiceClient } from './client';
import { intentCorpusAdapter } from './corpus-intent';
import { fodorsZagatsLookup } from './customer-datasets';
import { invoiceLineDescription, invoicesWithLines } from './invoice2data';
import type { EvalCase } from './types';

export const DefaultDemoDir = join('.data', 'demo');
const MAX_FILE_BYTES = 50 * 1024 * 1024;

function readNdjson<T>(path: string): T[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

/** The generator's cases of one split; generates the demo data (seed 42) when the file is absent. */
export async function loadDemoCases(
  split: Split,
  options: { demoDir?: string; log?: (line: string) => void } = {},
): Promise<EvalCase[]> {
  const demoDir = resolve(options.demoDir ?? DefaultDemoDir);
  const path = join(demoDir, 'cases', `${split}.ndjson`);
  if (!existsSync(path)) {
    options.log?.(`no cases at ${path}: generating the demo data (seed ${DemoSeed})…`);
    const summary = await generateDemoData({ seed: DemoSeed, outDir: demoDir });
    options.log?.(`generated in ${(summary.durationMs / 1000).toFixed(1)} s`);
  }
  return readNdjson<LabelledCase>(path).map((labelled) => ({
    ...labelled,
    source: `demo:${split}`,
  }));
}

const emptyTruth = (overrides: Partial<CaseTruth>): CaseTruth => ({
  intent: 'other',
  auto_reply: false,
  language_unsupported: false,
  line_items: [],
  delivery: {},
  customer_id: null,
  ship_to_id: null,
  contact_id: null,
  ...overrides,
});

function senderAddress(raw: string): string {
  const address = /[^\s<>"'@]+@[^\s<>"'@]+\.[^\s<>"'@]+/.exec(raw)?.[0];
  return address ?? 'unknown-sender@example.org';
}

/**
 * sisimai set-of-emails: RFC 3834 auto-replies (`rfc3834-*.eml`) and bounces. Both are `other` for
 * the intent classifier; auto-replies also `auto_reply`. Sent as a caller would: sender, subject
 * and body (transport headers are not part of the public request).
 */
export function autoRepliesAdapter(root: string): EvalCase[] {
  const directory = existsSync(join(root, 'maildir', 'bsd')) ? join(root, 'maildir', 'bsd') : root;
  if (!existsSync(directory)) return [];
  const files = readdirSync(directory)
    .filter((file) => file.endsWith('.eml'))
    .sort();
  return files.map((file): EvalCase => {
    const input = emlToIntentInput(readFileSync(join(directory, file), 'latin1'));
    const autoReply = file.startsWith('rfc3834-');
    const caseId = `auto-replies-${basename(file, '.eml')}`;
    return {
      case_id: caseId,
      split: 'test',
      language: 'unknown',
      kind: autoReply ? 'auto_reply' : 'bounce',
      source: 'auto-replies-and-bounces',
      modules: ['intent'],
      request: {
        case_id: caseId,
        sender: senderAddress(input.sender),
        subject: input.subject.slice(0, 10_000),
        body: input.body.slice(0, 1_000_000),
      },
      truth: emptyTruth({ intent: 'other', auto_reply: autoReply }),
    };
  });
}

/**
 * invoice2data: the invoices whose gold JSON lists lines with a quantity, sent to extraction as a
 * PDF attachment with an empty body. Units are not labelled there (truth unit '' = not compared).
 */
export function invoicesAdapter(root: string): EvalCase[] {
  const directory = join(root, 'tests', 'compare');
  if (!existsSync(directory)) return [];
  const cases: EvalCase[] = [];
  for (const { name, pdfPath, lines } of invoicesWithLines(directory)) {
    const bytes = readFileSync(pdfPath);
    if (bytes.byteLength > MAX_FILE_BYTES) continue;
    const caseId = `invoice2data-${basename(name, '.json')}`;
    const items: TruthLineItem[] = lines.map((line) => ({
      description: invoiceLineDescription(line),
      quantity: line.qty ?? 0,
      unit: '',
      ambiguous: false,
      product_id: null,
      source_document: basename(pdfPath),
    }));
    cases.push({
      case_id: caseId,
      split: 'test',
      language: 'unknown',
      kind: 'invoice',
      source: 'invoices-invoice2data',
      modules: ['extract'],
      request: {
        case_id: caseId,
        sender: 'unknown-sender@example.org',
        subject: '',
        body: '',
        attachments: [
          {
            filename: basename(pdfPath),
            content_type: 'application/pdf',
            content_base64: bytes.toString('base64'),
          },
        ],
      },
      truth: emptyTruth({ intent: 'other', line_items: items }),
    });
  }
  return cases;
}

export interface LoadedDataset {
  cases: EvalCase[];
  /**
   * Master data the cases need, imported (replace) into the tenant of the dataset credentials
   * before the run — never the demo tenant's.
   */
  masterData?: { dataset: 'products' | 'customers'; records: Record<string, unknown>[] };
  /** Figures computed in process in the same run (baselines), reported beside the HTTP ones. */
  references?: string[];
}

/** A dataset's master data, with the folder its cases name as their source. */
export type DatasetMasterData = NonNullable<LoadedDataset['masterData']> & { source: string };

export interface DatasetAdapter {
  /** Folder name under the datasets root. */
  folder: string;
  load(root: string, options?: PublicDataOptions): LoadedDataset;
}

/** How public datasets are read (`npm run eval -- --data … --signature-without phone,city`). */
export interface PublicDataOptions {
  /** Lookup signatures without these lines (Fodors-Zagats: 'phone' leaves the book's out too). */
  signatureWithout?: readonly ('phone' | 'city')[];
}

/**
 * Amazon-Google product pairs (Leipzig benchmark): the Google records of all three files (no
 * labels) are the catalogue; each Amazon record of the test file with exactly one matching Google
 * record is a line item (title as description, its manufacturer) whose truth is that record.
 * Needs its own catalogue, so it runs in the dataset tenant (sandbox by default).
 */
export function productPairsAdapter(root: string): LoadedDataset {
  const files = ['train.txt', 'valid.txt', 'test.txt'].map((file) => join(root, file));
  if (!files.every((file) => existsSync(file))) return { cases: [] };
  const [train, valid, test] = files.map((file) => parsePairs(readFileSync(file, 'utf8')));
  const ids = new Map<string, string>();
  const records: Record<string, unknown>[] = [];
  for (const pair of [...(train ?? []), ...(valid ?? []), ...(test ?? [])]) {
    const key = recordKey(pair.right);
    if (ids.has(key) || pair.right.title.trim() === '') continue;
    const id = `AG-${String(ids.size + 1).padStart(5, '0')}`;
    ids.set(key, id);
    records.push({
      product_id: id,
      description: pair.right.title.slice(0, 2000),
      ...(pair.right.manufacturer.trim()
        ? { manufacturer: pair.right.manufacturer.slice(0, 200) }
        : {}),
    });
  }
  const positives = matchesByLeft(test ?? [], recordKey);
  const cases: EvalCase[] = [];
  for (const { left, rights } of positives.values()) {
    const productId = rights.size === 1 ? ids.get([...rights][0] ?? '') : undefined;
    if (!productId || left.title.trim() === '') continue;
    const caseId = `amazon-google-${String(cases.length + 1).padStart(4, '0')}`;
    cases.push({
      case_id: caseId,
      split: 'test',
      language: 'en',
      kind: 'product_pair',
      source: 'product-matching-amazon-google',
      modules: ['product'],
      tenant: 'dataset',
      request: { case_id: caseId, sender: 'unknown-sender@example.org', subject: '', body: '' },
      truth: emptyTruth({
        line_items: [
          {
            description: left.title.slice(0, 2000),
            quantity: 1,
            unit: 'pcs',
            ambiguous: false,
            product_id: productId,
            source_document: 'email_body',
            ...(left.manufacturer.trim() ? { manufacturer: left.manufacturer.slice(0, 200) } : {}),
          },
        ],
      }),
    });
  }
  const loaded: LoadedDataset = { cases, masterData: { dataset: 'products', records } };
  return { ...loaded, references: productReferenceFigures(root, loaded) };
}

export const DatasetAdapters: readonly DatasetAdapter[] = [
  { folder: 'auto-replies-and-bounces', load: (root) => ({ cases: autoRepliesAdapter(root) }) },
  { folder: 'invoices-invoice2data', load: (root) => ({ cases: invoicesAdapter(root) }) },
  { folder: 'product-matching-amazon-google', load: productPairsAdapter },
  {
    folder: 'entity-matching-fodors-zagats',
    load: (root, options) =>
      fodorsZagatsLookup(root, {
        phone: !options?.signatureWithout?.includes('phone'),
        city: !options?.signatureWithout?.includes('city'),
      }) ?? { cases: [] },
  },
  { folder: 'corpus', load: (root) => ({ cases: intentCorpusAdapter(root) }) },
  { folder: 'product-matching-walmart-amazon', load: walmartAmazonAdapter },
];

/** Imports a dataset's master data into the tenant of `client` (replacing what it had). */
export async function importDatasetMasterData(
  client: ServiceClient,
  masterData: NonNullable<LoadedDataset['masterData']>,
): Promise<void> {
  const response = await client.request(
    'POST',
    `/v1/admin/master-data/${masterData.dataset}?mode=replace`,
    {
      body: masterData.records.map((record) => JSON.stringify(record)).join('\n'),
      contentType: 'application/x-ndjson',
      correlationId: `eval-import-${Date.now()}`,
    },
  );
  if (response.status !== 200) {
    throw new Error(
      `importing ${masterData.dataset} for the dataset tenant failed: ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`,
    );
  }
}

/**
 * `--data PATH`: either one dataset folder or the root holding several. Datasets that are absent
 * or have no adapter are reported as skipped.
 */
export function loadPublicCases(
  path: string,
  options: PublicDataOptions = {},
): {
  cases: EvalCase[];
  masterData: DatasetMasterData[];
  used: string[];
  skipped: string[];
  references: string[];
} {
  const root = resolve(path);
  const cases: EvalCase[] = [];
  const masterData: DatasetMasterData[] = [];
  const used: string[] = [];
  const skipped: string[] = [];
  const references: string[] = [];
  // Several adapters may read the same folder (the corpus holds intent and extraction files).
  const own = DatasetAdapters.filter((adapter) => basename(root) === adapter.folder);
  const targets =
    own.length > 0
      ? own.map((adapter) => ({ adapter, directory: root }))
      : DatasetAdapters.map((adapter) => ({ adapter, directory: join(root, adapter.folder) }));
  for (const { adapter, directory } of targets) {
    if (!existsSync(directory)) {
      skipped.push(`${adapter.folder} (absent at ${directory})`);
      continue;
    }
    const loaded = adapter.load(directory, options);
    if (loaded.cases.length === 0) {
      skipped.push(`${adapter.folder} (no labelled cases found)`);
      continue;
    }
    used.push(`${adapter.folder} (${loaded.cases.length} cases)`);
    cases.push(...loaded.cases);
    if (loaded.masterData) masterData.push({ ...loaded.masterData, source: adapter.folder });
    for (const figure of loaded.references ?? []) references.push(`${adapter.folder}: ${figure}`);
  }
  return { cases, masterData, used, skipped, references };
}
