/**
 * Audit listing by case at scale: generates one tenant-day of audit records into the local DynamoDB
 * emulator (dynalite on disk) as the append path stores them (hash chains and index entries), then
 * measures `GET /v1/audit/records?case_id=…` and `?correlation_id=…` as the handler runs them.
 *
 *   npx tsx test/bench/audit-index.ts [--records 1000000] [--queries 300] [--data .data/bench-audit]
 *
 * A case here is what the pipeline writes for one e-mail: four module calls (intent, extraction,
 * customer, product) under one correlation id, each with its threshold decision (8 records). The
 * generated day is kept under `--data` and reused by the next run with the same `--records`.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  CreateTableCommand,
  DynamoDBClient,
  ResourceInUseException,
} from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { blockItem, DynamoAuditLog, indexItems } from '#adapters/aws/audit-log';
import { dynamoClient, resetClients } from '#adapters/aws/clients';
import { CalibratedModules, Modules } from '#contracts/modules';
import { createRandom } from '#domain/util/random';
import { startDynamoDb } from '#local/emulators';
import { CHAINS_PER_DAY, genesisHead, headOf, linkRecords } from '#platform/audit/chain';
import { cursorKeysOf } from '#platform/audit/cursor';
import { listAuditRecords } from '#platform/audit/query';
import { type AuditRecord, sha256Of } from '#platform/audit/record';
import { generateSigningKey } from '#platform/auth/keys';
import { resetRuntimeConfig } from '#platform/config/runtime';
import { tableName } from '#platform/resources';
import { formatMs, summarise } from './report';

const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '1000000' },
    queries: { type: 'string', default: '300' },
    data: { type: 'string', default: '.data/bench-audit' },
  },
});
const RECORDS = Number(values.records);
const QUERIES = Number(values.queries);
const TENANT = 'bench-audit';
const DAY = '2026-11-02';
const DAY_START = Date.parse(`${DAY}T00:00:00.000Z`);
const DAY_MS = 24 * 60 * 60 * 1000;
const RECORDS_PER_CASE = 8;
/** Records of one chain per block, as a busy writer of the append path fills them. */
const RECORDS_PER_BLOCK = 100;

const cases = Math.ceil(RECORDS / RECORDS_PER_CASE);
const caseId = (n: number) => `case-${String(n).padStart(7, '0')}`;
const correlationId = (n: number) => `corr-${String(n).padStart(7, '0')}`;

/** Record `index` of the day: cases follow each other through the day, in time order. */
function recordAt(index: number): AuditRecord {
  const n = Math.floor(index / RECORDS_PER_CASE);
  const step = index % RECORDS_PER_CASE;
  const module = CalibratedModules[Math.floor(step / 2)] ?? Modules.intent.calibrated;
  const decision = step % 2 === 1;
  return {
    audit_id: randomUUID(),
    timestamp: new Date(DAY_START + Math.floor((index / RECORDS) * (DAY_MS - 1))).toISOString(),
    tenant_id: TENANT,
    correlation_id: correlationId(n),
    case_id: caseId(n),
    actor: { type: 'system', id_hash: sha256Of('bench-client') },
    event_type: decision ? 'threshold_decision' : 'module_call',
    module,
    input_hash: sha256Of({ index }),
    output_hash: sha256Of({ out: index }),
    ...(decision ? { decision: { recommended_action: 'confirm' } } : {}),
  };
}

async function createAuditTable(endpoint: string): Promise<void> {
  const client = new DynamoDBClient({
    region: 'eu-central-1',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName('audit'),
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        AttributeDefinitions: [
          { AttributeName: 'pk', AttributeType: 'S' },
          { AttributeName: 'sk', AttributeType: 'S' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  } finally {
    client.destroy();
  }
}

const marker = { pk: `${TENANT}#bench`, sk: `day#${DAY}` };

async function generatedRecords(): Promise<number> {
  const { Item } = await dynamoClient().send(
    new GetCommand({ TableName: tableName('audit'), Key: marker }),
  );
  return Number(Item?.records ?? 0);
}

/** DynamoDB's attribute-value form of a plain JSON value, as the wire (and dynalite's store) holds it. */
function toAttributeValue(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') return { S: value };
  if (typeof value === 'number') return { N: String(value) };
  if (typeof value === 'boolean') return { BOOL: value };
  if (value === null) return { NULL: true };
  if (Array.isArray(value)) return { L: value.map(toAttributeValue) };
  return { M: toItem(value as Record<string, unknown>) };
}

function toItem(record: Record<string, unknown>): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(record)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, toAttributeValue(value)]),
  );
}

/** The part of dynalite's storage layer (dynalite/db) the generator writes through. */
interface DynaliteStore {
  db: { close(callback: (error?: Error) => void): void };
  getTable(name: string, callback: (error: Error | null, table: unknown) => void): void;
  getItemDb(name: string): { batch(operations: object[], callback: (error?: Error) => void): void };
}
interface DynaliteDb {
  create(options: { path: string }): DynaliteStore;
  createKey(item: Record<string, unknown>, table: unknown): string;
}

/**
 * The day, as the append path stores it (the same block and index items, chained the same way: one
 * chain per writer, as many Lambda containers would), written straight into the emulator's LevelDB
 * in dynalite's own item format while no server holds it: appending a million records one round
 * trip at a time takes the emulator hours on a shared 2-core machine. The reads measured below go
 * through the DynamoDB protocol as usual.
 */
async function generateDay(storePath: string): Promise<number> {
  const started = performance.now();
  const dynaliteDb = createRequire(import.meta.url)('dynalite/db') as DynaliteDb;
  const store = dynaliteDb.create({ path: storePath });
  const name = tableName('audit');
  const table = await new Promise<unknown>((resolve, reject) =>
    store.getTable(name, (error, found) => (error ? reject(error) : resolve(found))),
  );
  const itemDb = store.getItemDb(name);
  const write = (items: Record<string, unknown>[]) =>
    new Promise<void>((resolve, reject) =>
      itemDb.batch(
        items.map((item) => {
          const stored = toItem(item);
          return { type: 'put', key: dynaliteDb.createKey(stored, table), value: stored };
        }),
        (error) => (error ? reject(error) : resolve()),
      ),
    );
  const heads = Array.from({ length: CHAINS_PER_DAY }, (_, chain) =>
    genesisHead(TENANT, DAY, chain),
  );
  const wave = RECORDS_PER_BLOCK * CHAINS_PER_DAY;
  for (let first = 0; first < RECORDS; first += wave) {
    const items: Record<string, unknown>[] = [];
    for (let chain = 0; chain < CHAINS_PER_DAY; chain++) {
      // A case's records go to one chain (one Lambda serves one request).
      const records: AuditRecord[] = [];
      for (let index = first; index < Math.min(first + wave, RECORDS); index++)
        if (Math.floor(index / RECORDS_PER_CASE) % CHAINS_PER_DAY === chain)
          records.push(recordAt(index));
      const head = heads[chain];
      if (!head || records.length === 0) continue;
      const linked = linkRecords(records, head);
      const id = { tenantId: TENANT, day: DAY, chain };
      items.push({ ...blockItem(id, head.sequence + 1, linked), block_id: randomUUID() });
      items.push(...indexItems(id, linked));
      heads[chain] = headOf(linked, head);
    }
    await write(items);
    if ((first / wave) % 250 === 0) {
      const seconds = (performance.now() - started) / 1000;
      console.error(`  ${first.toLocaleString('en')} records in ${seconds.toFixed(0)} s`);
    }
  }
  await write([{ ...marker, records: RECORDS }]);
  await new Promise<void>((resolve, reject) =>
    store.db.close((error) => (error ? reject(error) : resolve())),
  );
  return (performance.now() - started) / 1000;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

function useEndpoint(url: string): void {
  process.env.QCAS_DYNAMODB_ENDPOINT = url;
  resetRuntimeConfig();
  resetClients();
}

async function main(): Promise<void> {
  const dataDir = resolve(values.data);
  const storePath = join(dataDir, 'dynamodb');
  Object.assign(process.env, {
    QCAS_RESOURCE_PREFIX: 'qcas-bench',
    AWS_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
  });
  // The table through the API; the records straight into the store while no server holds it.
  const setup = await startDynamoDb({ path: storePath });
  useEndpoint(setup.url);
  await createAuditTable(setup.url);
  const existing = await generatedRecords();
  dynamoClient().destroy();
  await setup.stop();
  let generationSeconds: number | undefined;
  if (existing !== RECORDS) {
    console.error(`generating ${RECORDS.toLocaleString('en')} audit records for ${DAY} …`);
    generationSeconds = await generateDay(storePath);
  } else {
    console.error(`reusing the ${RECORDS.toLocaleString('en')} records of ${DAY} under ${dataDir}`);
  }
  const dynamo = await startDynamoDb({ path: storePath });
  useEndpoint(dynamo.url);
  try {
    const trail = new DynamoAuditLog();
    const cursorKeys = cursorKeysOf([await generateSigningKey()]);
    const window = { from: `${DAY}T00:00:00.000Z`, to: new Date(DAY_START + DAY_MS).toISOString() };
    const random = createRandom(11);
    const pick = () => Math.floor(random.next() * cases);
    // Warm-up: the first queries pay for module loading and connection set-up.
    for (let i = 0; i < 5; i++)
      await listAuditRecords(trail, TENANT, { ...window, case_id: caseId(pick()) }, { cursorKeys });
    const measure = async (by: 'case_id' | 'correlation_id') => {
      const latencies: number[] = [];
      let complete = 0;
      for (let i = 0; i < QUERIES; i++) {
        const n = pick();
        const id = by === 'case_id' ? caseId(n) : correlationId(n);
        const { ms, value } = await timed(() =>
          listAuditRecords(trail, TENANT, { ...window, [by]: id }, { cursorKeys }),
        );
        latencies.push(ms);
        const expected = Math.min(RECORDS_PER_CASE, RECORDS - n * RECORDS_PER_CASE);
        if (value.records.length === expected && value.next_cursor === null) complete++;
      }
      return { latency: summarise(latencies), firstPageComplete: complete / QUERIES };
    };
    const byCase = await measure('case_id');
    const byCorrelation = await measure('correlation_id');
    // What a case filter cost before the index: the chains scanned up to the page's scan budget.
    const scans: number[] = [];
    for (let i = 0; i < 5; i++) {
      scans.push(
        (
          await timed(() =>
            listAuditRecords(
              trail,
              TENANT,
              { ...window, module: 'no-such-module' },
              { cursorKeys },
            ),
          )
        ).ms,
      );
    }
    const scan = summarise(scans);
    const result = {
      measured_at: new Date().toISOString(),
      records_in_day: RECORDS,
      cases,
      queries_each: QUERIES,
      generation_seconds: generationSeconds,
      by_case_id: byCase,
      by_correlation_id: byCorrelation,
      chain_scan_page_without_index: scan,
      target_p95_ms: 200,
    };
    console.log(
      [
        `audit records of one tenant-day: ${RECORDS.toLocaleString('en')} (${cases.toLocaleString('en')} cases)`,
        `by case_id:        p50 ${formatMs(byCase.latency.p50)}  p95 ${formatMs(byCase.latency.p95)}  p99 ${formatMs(byCase.latency.p99)}  first page complete ${(byCase.firstPageComplete * 100).toFixed(1)} %`,
        `by correlation_id: p50 ${formatMs(byCorrelation.latency.p50)}  p95 ${formatMs(byCorrelation.latency.p95)}  p99 ${formatMs(byCorrelation.latency.p99)}  first page complete ${(byCorrelation.firstPageComplete * 100).toFixed(1)} %`,
        `one page of a chain scan (what a case filter read before, per 20,000 records): p50 ${formatMs(scan.p50)}`,
      ].join('\n'),
    );
    const out = resolve('test/bench/results');
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'audit-index.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    dynamoClient().destroy();
    await dynamo.stop();
  }
}

await main();
