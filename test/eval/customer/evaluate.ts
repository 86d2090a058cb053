/**
 * Customer-matcher evaluation (issue 7).
 *   npx tsx test/eval/customer/evaluate.ts [--data .data/demo] [--split dev]
 *     [--splink ../shared/datasets/contacts-splink] [--bench 50000] [--no-bench] [--show-errors 20]
 * Demo cases: customer top-1 accuracy on matchable cases, new-customer precision/recall, ship-to
 * and contact accuracy, raw-score ECE. Public contacts-splink: contact matching under typos.
 * Benchmark: index build time and match latency on synthetic master data.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildCustomerIndex, type CustomerIndex } from '#domain/customer/customer-index';
import { matchCustomer } from '#domain/customer/match';
import type { CustomerMatchRequest, CustomerMatchResult } from '#domain/customer/types';
import { readCsvRows } from '#domain/master-data/csv';
import { parseNdjson } from '#domain/master-data/parse';
import type { ContactRecord, CustomerRecord, ShipToRecord } from '#domain/master-data/schemas';
import { createRandom } from '#domain/util/random';

interface Args {
  data: string;
  split: string;
  splink: string;
  bench: number;
  showErrors: number;
}

function parseArgs(argv: string[]): Args {
  const value = (name: string, fallback: string): string => {
    const position = argv.indexOf(`--${name}`);
    return position >= 0 ? (argv[position + 1] ?? fallback) : fallback;
  };
  return {
    data: value('data', '.data/demo'),
    split: value('split', 'dev'),
    splink: value('splink', '../shared/datasets/contacts-splink'),
    bench: argv.includes('--no-bench') ? 0 : Number(value('bench', '50000')),
    showErrors: Number(value('show-errors', '0')),
  };
}

interface LabelledCase {
  case_id: string;
  kind?: string;
  request: CustomerMatchRequest & { subject?: string };
  truth: { customer_id: string | null; ship_to_id: string | null; contact_id: string | null };
}

function readNdjsonLines<T>(path: string): T[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);
}

function loadDataset<D extends 'customers' | 'ship_tos' | 'contacts' | 'order_history'>(
  directory: string,
  dataset: D,
) {
  const path = join(directory, `${dataset}.ndjson`);
  if (!existsSync(path)) return [];
  const parsed = parseNdjson(readFileSync(path, 'utf8'), dataset);
  if (parsed.rejected > 0) {
    console.log(
      `  ${dataset}: ${parsed.rejected} rejected, first: ${JSON.stringify(parsed.errors[0])}`,
    );
  }
  return parsed.records;
}

export function loadDemoIndex(dataDirectory: string): CustomerIndex {
  const masterData = join(dataDirectory, 'master-data');
  return buildCustomerIndex({
    customers: loadDataset(masterData, 'customers'),
    shipTos: loadDataset(masterData, 'ship_tos'),
    contacts: loadDataset(masterData, 'contacts'),
    orderHistory: loadDataset(masterData, 'order_history'),
  });
}

/** Probability that a correct answer outscores a wrong one (ties count half). */
function rocAuc(pairs: { score: number; correct: boolean }[]): number {
  const sorted = [...pairs].sort((a, b) => a.score - b.score);
  let rankSum = 0;
  let positives = 0;
  let index = 0;
  while (index < sorted.length) {
    let end = index;
    while (end + 1 < sorted.length && sorted[end + 1]?.score === sorted[index]?.score) end++;
    const averageRank = (index + end) / 2 + 1;
    for (let k = index; k <= end; k++) {
      if (sorted[k]?.correct) {
        rankSum += averageRank;
        positives++;
      }
    }
    index = end + 1;
  }
  const negatives = sorted.length - positives;
  if (positives === 0 || negatives === 0) return Number.NaN;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** Expected calibration error of a raw score against a 0/1 outcome, 10 equal-width bins. */
function expectedCalibrationError(pairs: { score: number; correct: boolean }[]): number {
  const bins = Array.from({ length: 10 }, () => ({ count: 0, score: 0, correct: 0 }));
  for (const pair of pairs) {
    const bin = bins[Math.min(9, Math.floor(pair.score * 10))];
    if (!bin) continue;
    bin.count++;
    bin.score += pair.score;
    bin.correct += pair.correct ? 1 : 0;
  }
  let error = 0;
  for (const bin of bins) {
    if (bin.count > 0)
      error +=
        (bin.count / pairs.length) * Math.abs(bin.score / bin.count - bin.correct / bin.count);
  }
  return error;
}

const ratio = (numerator: number, denominator: number): string =>
  denominator === 0
    ? 'n/a'
    : `${(numerator / denominator).toFixed(4)} (${numerator}/${denominator})`;

export function toMatchRequest(request: LabelledCase['request']): CustomerMatchRequest {
  return {
    case_id: request.case_id,
    sender: request.sender,
    phone: request.phone,
    body: request.subject ? `${request.body ?? ''}` : request.body,
    signature_block: request.signature_block,
    country: request.country,
    branch_id: request.branch_id,
    thread_history: request.thread_history,
  };
}

function evaluateDemo(args: Args): void {
  const casesPath = join(args.data, 'cases', `${args.split}.ndjson`);
  if (!existsSync(casesPath)) {
    console.log(`demo cases: ${casesPath} not found, skipped`);
    return;
  }
  const index = loadDemoIndex(args.data);
  console.log(
    `demo master data: ${index.stats.customers} customers, ${index.stats.shipTos} ship-tos, ` +
      `${index.stats.contacts} contacts, ${index.stats.orders} orders; index built in ${index.stats.buildMs.toFixed(0)} ms`,
  );
  const cases = readNdjsonLines<LabelledCase>(casesPath);
  let matchable = 0;
  let customerCorrect = 0;
  let predictedNew = 0;
  let trulyNew = 0;
  let newCorrect = 0;
  let shipToTotal = 0;
  let shipToCorrect = 0;
  let contactTotal = 0;
  let contactCorrect = 0;
  const calibration: { score: number; correct: boolean }[] = [];
  const errors: { kind: string; case_id: string; detail: string }[] = [];
  const byKind = new Map<string, { total: number; correct: number }>();
  const latencies: number[] = [];

  for (const labelled of cases) {
    const started = performance.now();
    const result: CustomerMatchResult = matchCustomer(index, toMatchRequest(labelled.request));
    latencies.push(performance.now() - started);
    const truth = labelled.truth;
    const kind = labelled.kind ?? 'unknown';
    const kindStats = byKind.get(kind) ?? { total: 0, correct: 0 };
    byKind.set(kind, kindStats);
    kindStats.total++;
    const reportError = (detail: string) =>
      errors.push({ kind, case_id: labelled.case_id, detail });
    const isNew = truth.customer_id === null || truth.customer_id === '';
    if (isNew) trulyNew++;
    if (result.customer_id === '') predictedNew++;
    if (isNew && result.customer_id === '') newCorrect++;
    let allCorrect = isNew ? result.customer_id === '' : result.customer_id === truth.customer_id;
    if (!isNew) {
      matchable++;
      if (result.customer_id === truth.customer_id) {
        customerCorrect++;
      } else {
        reportError(
          `customer ${result.customer_id || '-'} (${result.unmatched_reason ?? ''}) != ${truth.customer_id}; ${result.match_rationale.slice(0, 200)}`,
        );
      }
      if (truth.ship_to_id) {
        shipToTotal++;
        if (result.ship_to_id === truth.ship_to_id) shipToCorrect++;
        else {
          allCorrect = false;
          if (result.customer_id === truth.customer_id) {
            reportError(`ship-to ${result.ship_to_id} != ${truth.ship_to_id}`);
          }
        }
      }
      contactTotal++;
      if ((result.contact_id || null) === (truth.contact_id || null)) contactCorrect++;
      else {
        allCorrect = false;
        if (result.customer_id === truth.customer_id) {
          reportError(`contact ${result.contact_id || '-'} != ${truth.contact_id ?? '-'}`);
        }
      }
      calibration.push({ score: result.raw_score, correct: allCorrect });
    } else if (result.customer_id !== '') {
      reportError(`false match ${result.customer_id}: ${result.match_rationale.slice(0, 200)}`);
    }
    if (allCorrect) kindStats.correct++;
  }
  // Second pass: a warm container, as in Lambda after the first requests.
  latencies.length = 0;
  for (const labelled of cases) {
    const started = performance.now();
    matchCustomer(index, toMatchRequest(labelled.request));
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  console.log(`demo split ${args.split}: ${cases.length} cases`);
  console.log(`  customer top-1 accuracy (matchable): ${ratio(customerCorrect, matchable)}`);
  console.log(
    `  new-customer precision: ${ratio(newCorrect, predictedNew)}  recall: ${ratio(newCorrect, trulyNew)}`,
  );
  console.log(`  ship-to accuracy: ${ratio(shipToCorrect, shipToTotal)}`);
  console.log(`  contact accuracy: ${ratio(contactCorrect, contactTotal)}`);
  console.log(
    `  raw score vs joint correctness (matchable, uncalibrated): ECE ${expectedCalibrationError(calibration).toFixed(4)}, ` +
      `AUC ${rocAuc(calibration).toFixed(4)}, mean ${(calibration.reduce((sum, pair) => sum + pair.score, 0) / Math.max(1, calibration.length)).toFixed(3)}`,
  );
  console.log(
    `  latency (warm, in-process) p50 ${percentile(latencies, 0.5).toFixed(2)} ms, p95 ${percentile(latencies, 0.95).toFixed(2)} ms`,
  );
  for (const [kind, stats] of [...byKind.entries()].sort()) {
    console.log(`  kind ${kind}: ${ratio(stats.correct, stats.total)}`);
  }
  for (const error of errors.slice(0, args.showErrors)) {
    console.log(`  ERR [${error.kind}] ${error.case_id}: ${error.detail}`);
  }
}

function percentile(sorted: number[], quantile: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * quantile))] ?? 0;
}

/**
 * contacts-splink: one record per cluster becomes the known contact; every other record is a
 * sender (its possibly misspelt e-mail, its name and city in the signature) to be matched to it.
 */
function evaluateSplink(args: Args): void {
  const path = join(args.splink, 'fake_1000_from_splink_demos.csv');
  if (!existsSync(path)) {
    console.log(`contacts-splink: ${path} not found, skipped`);
    return;
  }
  const rows = readCsvRows(readFileSync(path, 'utf8'));
  const header = rows[0]?.cells.map((cell) => cell.trim()) ?? [];
  const column = (name: string) => header.indexOf(name);
  const records = rows.slice(1).map((row) => ({
    id: row.cells[column('unique_id')] ?? '',
    first: (row.cells[column('first_name')] ?? '').trim(),
    surname: (row.cells[column('surname')] ?? '').trim(),
    city: (row.cells[column('city')] ?? '').trim(),
    email: (row.cells[column('email')] ?? '').trim(),
    cluster: row.cells[column('cluster')] ?? '',
  }));
  const representative = new Map<string, (typeof records)[number]>();
  for (const record of records) {
    const current = representative.get(record.cluster);
    // The most complete record of a cluster plays the master-data contact.
    const completeness = (r: (typeof records)[number]) =>
      (r.email.includes('@') ? 2 : 0) + (r.first ? 1 : 0) + (r.surname ? 1 : 0);
    if (!current || completeness(record) > completeness(current))
      representative.set(record.cluster, record);
  }
  const customer: CustomerRecord = {
    customer_id: 'SPLINK',
    name: 'Splink Demo Ltd',
    status: 'active',
  };
  const contacts: ContactRecord[] = [...representative.values()].map((record) => ({
    contact_id: `K${record.id}`,
    customer_id: 'SPLINK',
    name: `${record.first} ${record.surname}`.trim(),
    email: record.email.includes('@') ? record.email.toLowerCase() : undefined,
    active: true,
  }));
  const index = buildCustomerIndex({ customers: [customer], contacts });
  let total = 0;
  let correct = 0;
  let answered = 0;
  let withEmail = 0;
  let withEmailCorrect = 0;
  for (const record of records) {
    const rep = representative.get(record.cluster);
    if (!rep || rep === record) continue;
    total++;
    const result = matchCustomer(index, {
      case_id: record.id,
      sender: record.email || 'unknown@example.org',
      body: `Hello,\nplease send a quote.\n\nKind regards\n${record.first} ${record.surname}\n${record.city}`,
      context: { customer_id: 'SPLINK' },
    });
    if (result.contact_id) answered++;
    const ok = result.contact_id === `K${rep.id}`;
    if (ok) correct++;
    if (record.email) {
      withEmail++;
      if (ok) withEmailCorrect++;
    }
  }
  console.log(
    `contacts-splink: ${representative.size} clusters as contacts, ${total} records matched`,
  );
  console.log(
    `  contact accuracy: ${ratio(correct, total)}; precision of answers: ${ratio(correct, answered)}`,
  );
  console.log(`  with an e-mail: ${ratio(withEmailCorrect, withEmail)}`);
}

const SYLLABLES = [
  'ber',
  'lin',
  'tec',
  'mar',
  'ko',
  'sta',
  'vel',
  'dor',
  'kan',
  'ri',
  'po',
  'ze',
  'lux',
  'an',
  'ger',
  'tor',
  'mi',
  'sol',
  'ven',
  'tra',
];
const SUFFIXES = [
  'GmbH',
  'AG',
  'KG',
  'SAS',
  'SARL',
  'S.p.A.',
  'S.r.l.',
  'S.L.',
  'B.V.',
  'N.V.',
  'Ltd',
  'Inc',
];
const CITIES = [
  'Berlin',
  'Hamburg',
  'Lyon',
  'Paris',
  'Milano',
  'Torino',
  'Madrid',
  'Sevilla',
  'Utrecht',
  'Gent',
];
const FIRST = ['Anna', 'Lukas', 'Marie', 'Jean', 'Giulia', 'Pablo', 'Sanne', 'Tom', 'Eva', 'Marco'];
const LAST = [
  'Schulz',
  'Martin',
  'Rossi',
  'Garcia',
  'de Vries',
  'Peeters',
  'Weber',
  'Moreau',
  'Bianchi',
  'Lopez',
];

function benchmark(size: number): void {
  if (size <= 0) return;
  const random = createRandom(7);
  const word = () =>
    Array.from({ length: random.int(2, 3) }, () => random.pick(SYLLABLES)).join('');
  const customers: CustomerRecord[] = [];
  const shipTos: ShipToRecord[] = [];
  const contacts: ContactRecord[] = [];
  for (let i = 0; i < size; i++) {
    const id = `C${i}`;
    const stem = `${word()}${i}`;
    const city = random.pick(CITIES);
    customers.push({
      customer_id: id,
      name: `${stem[0]?.toUpperCase()}${stem.slice(1)} ${word()} ${random.pick(SUFFIXES)}`,
      domains: [`${stem}.example`],
      phones: [`+4930${String(1_000_000 + i)}`],
      address: {
        street: `${word()}straße ${random.int(1, 99)}`,
        postal_code: String(10_000 + (i % 89_000)),
        city,
      },
      status: 'active',
      default_ship_to_id: `S${i}-0`,
    });
    const shipToCount = random.int(1, 3);
    for (let s = 0; s < shipToCount; s++) {
      shipTos.push({
        ship_to_id: `S${i}-${s}`,
        customer_id: id,
        name: `${random.pick(CITIES)} ${s}`,
        address: { city: random.pick(CITIES), postal_code: String(10_000 + ((i + s) % 89_000)) },
        is_default: s === 0,
      });
    }
    for (let c = 0; c < 4; c++) {
      const first = random.pick(FIRST);
      const last = random.pick(LAST);
      contacts.push({
        contact_id: `K${i}-${c}`,
        customer_id: id,
        name: `${first} ${last}`,
        email: `${first}.${last.replace(/ /g, '')}${c}@${stem}.example`.toLowerCase(),
        active: c !== 3,
      });
    }
  }
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const index = buildCustomerIndex({ customers, shipTos, contacts });
  const buildMs = performance.now() - started;
  const buildCpu = process.cpuUsage(cpuBefore);
  const heapAfter = process.memoryUsage().heapUsed;

  const ndjson = customers.map((customer) => JSON.stringify(customer)).join('\n');
  const parseStarted = performance.now();
  const parsed = parseNdjson(ndjson, 'customers');
  const parseMs = performance.now() - parseStarted;

  const latencies: number[] = [];
  const matchCpuBefore = process.cpuUsage();
  for (let n = 0; n < 1_000; n++) {
    const target = random.int(0, size - 1);
    const contact = contacts[target * 4];
    const customer = customers[target];
    const variant = n % 4;
    const request: CustomerMatchRequest =
      variant === 0
        ? {
            case_id: `b${n}`,
            sender: contact?.email ?? '',
            body: 'Please quote 10 pcs.\n\nRegards',
          }
        : variant === 1
          ? { case_id: `b${n}`, sender: `sales@${customer?.domains?.[0]}`, body: 'Offerte bitte.' }
          : variant === 2
            ? {
                case_id: `b${n}`,
                sender: 'someone@gmx.de',
                body: `Hallo, Angebot bitte.\n\nGrüße\n${contact?.name}\n${customer?.name}\n${customer?.address?.postal_code} ${customer?.address?.city}`,
              }
            : { case_id: `b${n}`, sender: `x${n}@new-company-${n}.example`, body: 'Quote please.' };
    const t0 = performance.now();
    matchCustomer(index, request);
    latencies.push(performance.now() - t0);
  }
  const matchCpu = process.cpuUsage(matchCpuBefore);
  latencies.sort((a, b) => a - b);
  console.log(
    `benchmark: ${size} customers, ${shipTos.length} ship-tos, ${contacts.length} contacts; ` +
      `index build ${buildMs.toFixed(0)} ms wall / ${((buildCpu.user + buildCpu.system) / 1000).toFixed(0)} ms CPU, ~${((heapAfter - heapBefore) / 1e6).toFixed(0)} MB heap for the index`,
  );
  console.log(
    `  NDJSON parse+validate of ${parsed.records.length} customers: ${parseMs.toFixed(0)} ms`,
  );
  console.log(
    `  match latency (1000 mixed requests, in-process): p50 ${percentile(latencies, 0.5).toFixed(2)} ms, ` +
      `p95 ${percentile(latencies, 0.95).toFixed(2)} ms, max ${(latencies[latencies.length - 1] ?? 0).toFixed(2)} ms, ` +
      `mean CPU ${((matchCpu.user + matchCpu.system) / 1000 / 1000).toFixed(2)} ms`,
  );
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]).endsWith('evaluate.ts');
if (isMain) {
  const args = parseArgs(process.argv.slice(2));
  evaluateDemo(args);
  evaluateSplink(args);
  benchmark(args.bench);
}
