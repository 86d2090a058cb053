/**
 * In-process benchmark of the quote extractor (issue 6 "Speed and memory"): extraction time
 * without the service around it (auth, rate limits, DynamoDB, audit), so it can be compared with
 * the HTTP figures of `npm run bench` / `npm run eval`.
 *   npx tsx test/bench/extract-module.ts [--split test] [--runs 3]
 * - body only: every demo case of the split without attachments (p50/p95, issue target p50 ≤ 100 ms);
 * - text PDF under 5 pages: the split's text-PDF attachments, read + extracted (target p50 ≤ 600 ms);
 * - 3-page scan with OCR: a generated 3-page image-only PDF (target ≤ 6 s), run `--runs` times on
 *   one reused OCR worker (the first run includes loading it);
 * - 50-page text PDF: time and peak RSS (target < 1 GB).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { disposeWorker, readAttachment } from '#domain/documents/index';
import { extractQuote } from '#domain/extract/index';
import { buildTablePdf, renderTablePng } from '../unit/documents/fixtures';

interface DemoCase {
  case_id: string;
  request: {
    body: string;
    received_at?: string;
    country?: string;
    attachments?: Array<{ filename: string; content_type: string; content_base64: string }>;
  };
}

const { values } = parseArgs({
  options: {
    split: { type: 'string', default: 'test' },
    data: { type: 'string', default: '.data/demo' },
    runs: { type: 'string', default: '3' },
  },
});

function percentile(samples: readonly number[], fraction: number): number {
  const sorted = [...samples].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}

function line(label: string, samples: readonly number[], target: string): void {
  console.log(
    `${label}: n=${samples.length} p50 ${percentile(samples, 0.5).toFixed(1)} ms, p95 ${percentile(samples, 0.95).toFixed(1)} ms, max ${percentile(samples, 1).toFixed(1)} ms (target ${target})`,
  );
}

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);

async function scannedPdf(pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const image = await document.embedPng(renderTablePng());
  for (let index = 0; index < pages; index++) {
    const page = document.addPage([image.width / 2, image.height / 2]);
    page.drawImage(image, { x: 0, y: 0, width: image.width / 2, height: image.height / 2 });
  }
  return document.save();
}

async function main(): Promise<void> {
  const path = join(resolve(values.data ?? '.data/demo'), 'cases', `${values.split}.ndjson`);
  const cases = readFileSync(path, 'utf8')
    .split('\n')
    .filter((entry) => entry.trim() !== '')
    .map((entry) => JSON.parse(entry) as DemoCase);
  console.log(`split ${values.split}: ${cases.length} cases; node ${process.version}`);

  // Warm the regex compilation and chrono once, as a warm Lambda container would be.
  extractQuote({ body: 'Bitte 10 Stk Kugelhahn DN25 bis KW 14 liefern.' });
  const body: number[] = [];
  for (const demo of cases.filter((entry) => (entry.request.attachments ?? []).length === 0)) {
    const started = performance.now();
    extractQuote({
      body: demo.request.body,
      ...(demo.request.received_at ? { received_at: demo.request.received_at } : {}),
      ...(demo.request.country ? { country: demo.request.country } : {}),
    });
    body.push(performance.now() - started);
  }
  line('body only', body, 'p50 ≤ 100 ms');

  const pdf: number[] = [];
  for (const demo of cases) {
    for (const attachment of demo.request.attachments ?? []) {
      if (attachment.content_type !== 'application/pdf') continue;
      const started = performance.now();
      const read = await readAttachment({
        filename: attachment.filename,
        contentType: attachment.content_type,
        bytes: new Uint8Array(Buffer.from(attachment.content_base64, 'base64')),
      });
      if (read.ocr || read.status !== 'processed' || read.pages.length >= 5) continue;
      extractQuote({ body: demo.request.body, attachments: [read] });
      pdf.push(performance.now() - started);
    }
  }
  line('text PDF under 5 pages (read + extract)', pdf, 'p50 ≤ 600 ms');

  const scan = await scannedPdf(3);
  const scans: number[] = [];
  for (let run = 0; run < Number(values.runs ?? '3'); run++) {
    const started = performance.now();
    const read = await readAttachment({ filename: 'scan.pdf', bytes: scan });
    const result = extractQuote({ body: '', attachments: [read] });
    scans.push(performance.now() - started);
    if (run === 0) {
      console.log(
        `  scan: ${read.status} ${read.pages.length} pages, ocr ${read.ocr}, ${result.line_items?.length ?? 0} items`,
      );
    }
  }
  console.log(
    `3-page scan with OCR: runs ${scans.map((ms) => ms.toFixed(0)).join(', ')} ms (first loads the worker; target ≤ 6 s)`,
  );

  const rssBefore = process.memoryUsage().rss;
  peakRss = rssBefore;
  const fifty = await buildTablePdf(50);
  const started = performance.now();
  const read = await readAttachment({ filename: 'fifty.pdf', bytes: fifty });
  const result = extractQuote({ body: '', attachments: [read] });
  console.log(
    `50-page text PDF: ${(performance.now() - started).toFixed(0)} ms, ${result.line_items?.length ?? 0} items, peak RSS ${(peakRss / 1e6).toFixed(0)} MB (before ${(rssBefore / 1e6).toFixed(0)} MB; target < 1 GB)`,
  );
  clearInterval(sampler);
  await disposeWorker();
}

// The language model's wasm runtime keeps the event loop alive: end once the figures are out.
void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
