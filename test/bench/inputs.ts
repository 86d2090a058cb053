import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { TableRow } from '#local/demo/attachments';
import {
  buildDemoData,
  type CaseAttachment,
  DemoSeed,
  type LabelledCase,
  renderAttachment,
  type TableDocument,
} from '#local/demo/index';

/**
 * The request bodies the bench sends, all derived from the demo tenant (seed 42): the hand-written
 * cases in events/cases and generated cases, and attachments rendered by the demo generator (a text
 * PDF over three pages, a three-page scan for OCR).
 */
export interface BenchInputs {
  intent: unknown[];
  extractBody: unknown[];
  extractPdf: unknown[];
  extractScan: unknown[];
  customer: unknown[];
  /** Line items as a caller writes them, with their case's customer when known. */
  lineItems: { item: Record<string, unknown>; customerId: string | null }[];
}

const repositoryRoot = join(import.meta.dirname, '..', '..');

function handWrittenCases(): LabelledCase[] {
  const dir = join(repositoryRoot, 'events', 'cases');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as LabelledCase);
}

function withoutAttachments(labelled: LabelledCase): boolean {
  return (labelled.request.attachments ?? []).length === 0;
}

const BodyOnlyExtractKinds = /^(quote|rfq|order|update|quote_with_status)(_html)?$/;

/**
 * Up to `count` generated cases: the test split written by `npm run demo:generate` when present
 * (`<demoDir>/cases/test.ndjson`), otherwise generated in memory from the demo seed.
 */
export async function demoCases(demoDir: string, count: number): Promise<LabelledCase[]> {
  const file = join(demoDir, 'cases', 'test.ndjson');
  if (existsSync(file)) {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .slice(0, count)
      .map((line) => JSON.parse(line) as LabelledCase);
  }
  const data = await buildDemoData(DemoSeed, { cases: { cases: count, attachmentShare: 0.15 } });
  return data.cases;
}

function tableDocument(
  kind: 'pdf_text' | 'pdf_scan',
  rows: TableRow[],
  page: number,
  seed: number,
): TableDocument {
  return {
    kind,
    filename: kind === 'pdf_text' ? 'RFQ-bench.pdf' : `scan-page-${page}.pdf`,
    language: 'en',
    title: `Request for quotation BENCH-${page}`,
    company: 'Bench Manufacturing Ltd',
    headers: {
      position: 'Item',
      article: 'Part no.',
      description: 'Description',
      quantity: 'Qty',
      unit: 'Unit',
      delivery: 'Delivery',
    },
    rows,
    seed,
  };
}

function rowsFrom(cases: LabelledCase[], count: number, offset: number): TableRow[] {
  const items = cases.flatMap((labelled) => labelled.truth.line_items);
  return Array.from({ length: count }, (_, index) => {
    const item = items[(offset + index) % items.length];
    return {
      position: String(index + 1),
      article: item?.mpn ?? item?.customer_part_number ?? '',
      description: item?.description ?? 'hex bolt M8x40 zinc plated',
      quantityText: String(item?.quantity ?? 10),
      quantity: item?.quantity ?? 10,
      unitText: item?.unit ?? 'pcs',
    };
  });
}

async function mergedScan(cases: LabelledCase[], pages: number): Promise<CaseAttachment> {
  const merged = await PDFDocument.create();
  for (let page = 1; page <= pages; page++) {
    const rendered = await renderAttachment(
      tableDocument('pdf_scan', rowsFrom(cases, 18, page * 18), page, 1000 + page),
    );
    const source = await PDFDocument.load(Buffer.from(rendered.content_base64, 'base64'));
    const [copied] = await merged.copyPages(source, [0]);
    if (copied) merged.addPage(copied);
  }
  return {
    filename: 'scan-3-pages.pdf',
    content_type: 'application/pdf',
    content_base64: Buffer.from(await merged.save()).toString('base64'),
  };
}

export async function benchInputs(generated: LabelledCase[]): Promise<BenchInputs> {
  const cases = [...handWrittenCases(), ...generated];
  const plain = cases.filter(withoutAttachments);
  const intent = plain.map((labelled) => ({
    case_id: labelled.request.case_id,
    sender: labelled.request.sender,
    subject: labelled.request.subject,
    body: labelled.request.body,
    ...(labelled.request.country ? { country: labelled.request.country } : {}),
    ...(labelled.request.branch_id ? { branch_id: labelled.request.branch_id } : {}),
    ...(labelled.request.thread_history ? { thread_history: labelled.request.thread_history } : {}),
  }));
  const extractRequest = (labelled: LabelledCase, attachments?: CaseAttachment[]) => ({
    case_id: labelled.request.case_id,
    body: labelled.request.body,
    ...(attachments ? { attachments } : {}),
    ...(labelled.request.country ? { country: labelled.request.country } : {}),
    ...(labelled.request.branch_id ? { branch_id: labelled.request.branch_id } : {}),
    ...(labelled.request.received_at ? { received_at: labelled.request.received_at } : {}),
  });
  const withItems = plain.filter((labelled) => BodyOnlyExtractKinds.test(labelled.kind));
  const extractBody = withItems.map((labelled) => extractRequest(labelled));
  // Three pages of 32 rows: a text PDF "under 5 pages" at its realistic upper end.
  const pdf = await renderAttachment(tableDocument('pdf_text', rowsFrom(cases, 80, 0), 0, 77));
  const scan = await mergedScan(cases, 3);
  const carriers = withItems.slice(0, 8);
  const extractPdf = carriers.map((labelled) => extractRequest(labelled, [pdf]));
  const extractScan = carriers.map((labelled) => extractRequest(labelled, [scan]));
  const customer = plain.map((labelled) => ({
    case_id: labelled.request.case_id,
    sender: labelled.request.sender,
    ...(labelled.request.phone ? { phone: labelled.request.phone } : {}),
    body: labelled.request.body,
    ...(labelled.request.country ? { country: labelled.request.country } : {}),
    ...(labelled.request.branch_id ? { branch_id: labelled.request.branch_id } : {}),
    ...(labelled.request.thread_history ? { thread_history: labelled.request.thread_history } : {}),
  }));
  const lineItems = cases.flatMap((labelled) =>
    labelled.truth.line_items.map((item) => ({
      item: {
        description: item.description,
        quantity: item.quantity,
        unit: item.unit,
        ...(item.manufacturer ? { manufacturer: item.manufacturer } : {}),
        ...(item.mpn ? { mpn: item.mpn } : {}),
        ...(item.customer_part_number ? { customer_part_number: item.customer_part_number } : {}),
      },
      customerId: labelled.truth.customer_id,
    })),
  );
  return { intent, extractBody, extractPdf, extractScan, customer, lineItems };
}

/** A product-match request of `lines` items taken round-robin from the pool, starting at `offset`. */
export function productRequest(
  pool: BenchInputs['lineItems'],
  lines: number,
  offset: number,
): unknown {
  const picked = Array.from({ length: lines }, (_, index) => pool[(offset + index) % pool.length]);
  const customerId = picked[0]?.customerId;
  return {
    case_id: `bench-product-${lines}-${offset}`,
    line_items: picked.map((entry) => entry?.item),
    ...(customerId ? { customer_id: customerId } : {}),
  };
}
