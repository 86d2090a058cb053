/**
 * Request-path benchmark (issue 5 "Speed and memory"; a script, not a timed test):
 *
 *   tsx test/bench/request-path.ts [--requests 60] [--trace] [--products 2000 | --demo-tenant] [--body-bytes 3000] [--after-pdf]
 *
 * Starts the local runtime in this process (in-memory DynamoDB), then sends sequential warm requests
 * over HTTP: a typical 3 KB e-mail (--body-bytes) to POST /v1/intent/classify and 10 line items to
 * POST /v1/match/product (against the first --products products of the demo catalogue, loaded into
 * the sandbox tenant; --demo-tenant loads the whole demo master data instead, 20,720 SKUs and 2,100
 * customers, the size issue 19's latency goal names). Prints p50/p95 per operation, the
 * classifier's own time in-process, and with --trace the DynamoDB round trips of one warm request
 * of each (start offset and duration), which is where the platform's share of a request goes.
 * --after-pdf first reads one PDF in this process, as a function does once it has met a PDF
 * attachment (pdfjs then loads, with its polyfills).
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { dynamoClient } from '#adapters/aws/clients';
import { loadIntentClassifier } from '#domain/intent/index';
import { loadDemoTenant } from '#local/demo-tenant';
import { startLocalRuntime } from '#local/runtime';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '60' },
    trace: { type: 'boolean', default: false },
    products: { type: 'string', default: '2000' },
    'body-bytes': { type: 'string', default: '3000' },
    'after-pdf': { type: 'boolean', default: false },
    'demo-tenant': { type: 'boolean', default: false },
  },
});
const requests = Number(args.requests);

process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
const runtime = await startLocalRuntime({ port: 0, background: false });

interface Round {
  command: string;
  table: string;
  startMs: number;
  durationMs: number;
}
let traceOrigin = 0;
let trace: Round[] | undefined;
dynamoClient().middlewareStack.add(
  (next, context) => async (command) => {
    const started = performance.now();
    try {
      return await next(command);
    } finally {
      trace?.push({
        command: context.commandName ?? '?',
        table: String((command.input as { TableName?: string }).TableName ?? '').replace(
          /^qcas-local-/,
          '',
        ),
        startMs: started - traceOrigin,
        durationMs: performance.now() - started,
      });
    }
  },
  { step: 'initialize', name: 'benchTrace' },
);

async function tokenFor(clientId: string, secret: string): Promise<string> {
  const response = await fetch(`${runtime.url}/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: secret,
    }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

if (args['after-pdf']) {
  const { PDFDocument } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('Request for quotation: 200 hex bolts M8x30');
  const { readAttachment } = await import('#domain/documents/index');
  const read = await readAttachment({ filename: 'rfq.pdf', bytes: await pdf.save() });
  if (read.status !== 'processed') throw new Error('the PDF was not read');
}

const token = await tokenFor('sandbox-client', 'sandbox-secret');
const headers = (correlation: string) => ({
  Authorization: `Bearer ${token}`,
  'X-Correlation-Id': correlation,
  'Content-Type': 'application/json',
});

async function firstLines(path: string, count: number): Promise<string[]> {
  const lines: string[] = [];
  const reader = createInterface({ input: createReadStream(path) });
  for await (const line of reader) {
    if (line.trim()) lines.push(line);
    if (lines.length >= count) break;
  }
  reader.close();
  return lines;
}

const products = await firstLines(
  '.data/demo/master-data/products.ndjson',
  args['demo-tenant'] ? 10 : Number(args.products),
);
if (args['demo-tenant']) {
  await loadDemoTenant({ tenantId: 'sandbox', force: true });
} else {
  const loaded = await fetch(`${runtime.url}/v1/admin/master-data/products?mode=replace`, {
    method: 'POST',
    headers: { ...headers('bench-load'), 'Content-Type': 'application/x-ndjson' },
    body: products.join('\n'),
  });
  if (loaded.status !== 200) throw new Error(`catalogue load failed: ${loaded.status}`);
}

const paragraph =
  'we would like to receive your best price and delivery time for the items below, delivered to our plant in Leeds. ' +
  'Please confirm availability and quote including freight; our framework agreement number is FA-2291. ';
const signature =
  '\n\nBest regards\nJohn Miller\nPurchasing\nNorthfield Engineering Ltd\n+44 113 496 0000\n\n-----Original Message-----\nFrom: Sarah\n> Thank you for your last order.\n';
const bodyBytes = Number(args['body-bytes']);
const email = {
  sender: 'j.miller@northfield-engineering.co.uk',
  subject: 'Request for quotation: fasteners and bearings for project 4471',
  body: `Hello Sarah,\n\n${paragraph.repeat(Math.max(1, Math.round((bodyBytes - 400) / paragraph.length)))}\n\n1. 200 pcs hex bolt M8x30 DIN 933\n2. 50 pcs bearing 6204-2RS${signature}`,
};
const lineItems = products.slice(0, 10).map((line) => {
  const product = JSON.parse(line) as { description: string; mpn?: string; manufacturer?: string };
  return { description: product.description, quantity: 10 };
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function measure(name: string, path: string, body: (i: number) => object) {
  const timings: number[] = [];
  let traced: Round[] = [];
  for (let i = 0; i < requests + 5; i++) {
    const last = i === requests + 4;
    trace = last && args.trace ? [] : undefined;
    traceOrigin = performance.now();
    const response = await fetch(`${runtime.url}${path}`, {
      method: 'POST',
      headers: headers(`bench-${name.replace(/\W+/g, '-')}-${i}`),
      body: JSON.stringify(body(i)),
    });
    await response.text();
    const elapsed = performance.now() - traceOrigin;
    if (response.status !== 200) throw new Error(`${name}: HTTP ${response.status}`);
    if (i >= 5) timings.push(elapsed);
    if (trace) traced = trace;
  }
  trace = undefined;
  timings.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(16)} n=${timings.length} p50=${percentile(timings, 50).toFixed(1)} ms p95=${percentile(timings, 95).toFixed(1)} ms max=${(timings[timings.length - 1] ?? 0).toFixed(1)} ms`,
  );
  if (args.trace) {
    for (const round of traced.sort((a, b) => a.startMs - b.startMs))
      console.log(
        `    +${round.startMs.toFixed(1).padStart(6)} ms ${round.durationMs.toFixed(1).padStart(6)} ms  ${round.command} ${round.table}`,
      );
  }
}

await measure(
  `intent (${(Buffer.byteLength(email.body) / 1024).toFixed(0)} KB)`,
  '/v1/intent/classify',
  (i) => ({
    case_id: `bench-intent-${i}`,
    ...email,
  }),
);
await measure('product (10)', '/v1/match/product', (i) => ({
  case_id: `bench-product-${i}`,
  line_items: lineItems,
}));

const classifier = await loadIntentClassifier();
const inProcess: number[] = [];
for (let i = 0; i < requests; i++) {
  const started = performance.now();
  classifier.classify(email);
  inProcess.push(performance.now() - started);
}
inProcess.sort((a, b) => a - b);
console.log(
  `classifier only  p50=${percentile(inProcess, 50).toFixed(1)} ms p95=${percentile(inProcess, 95).toFixed(1)} ms (in-process, same e-mail, ${Buffer.byteLength(JSON.stringify(email))} bytes)`,
);
console.log(
  `load average ${(await import('node:os'))
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(' ')}`,
);
await runtime.stop();
process.exit(0);
