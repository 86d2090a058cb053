import { randomUUID } from 'node:crypto';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  ScanCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { DynamoAuditLog, INDEX_ITEM_SPAN_MS, sequenceKey } from '#adapters/aws/audit-log';
import { dynamoClient } from '#adapters/aws/clients';
import { ChainBreak } from '#platform/audit/chain';
import { AuditEventType, type AuditRecord, newAuditRecord } from '#platform/audit/record';
import { AuditIndexName } from '#platform/audit/trail';
import { anchorsOfManifest, verifyStoredDay } from '#platform/audit/verify';
import { tableName } from '#platform/resources';
import { useRuntimeEnv } from '../support/http';

useRuntimeEnv();
const day = () => new Date().toISOString().slice(0, 10);

function record(tenantId: string, index: number) {
  return newAuditRecord({
    tenant_id: tenantId,
    correlation_id: `corr-${index}`,
    case_id: `case-${index}`,
    actor: { type: 'system', id_hash: '' },
    event_type: AuditEventType.moduleCall,
    module: 'intent_classifier',
    input: { index },
    output: { ok: index },
  });
}

async function appendSeparately(tenantId: string, count: number, chain?: number) {
  // One writer per record, each with its own head cache: as many Lambdas appending at once.
  const writers = Array.from({ length: count }, () => new DynamoAuditLog(undefined, chain));
  const started = performance.now();
  await Promise.all(writers.map((writer, index) => writer.append(record(tenantId, index))));
  const ms = performance.now() - started;
  return { ms, conflicts: writers.reduce((sum, writer) => sum + writer.conflicts, 0) };
}

const key = (tenantId: string, sequence: number) => ({
  pk: `${tenantId}#${day()}`,
  sk: sequenceKey(0, sequence),
});

describe('hash-chained audit log in DynamoDB', () => {
  it('keeps one valid chain under 50 concurrent appends from separate writers', async () => {
    const tenantId = `chain-${randomUUID().slice(0, 8)}`;
    const { ms, conflicts } = await appendSeparately(tenantId, 50);
    const verdict = await verifyStoredDay(new DynamoAuditLog(), tenantId, day());
    expect(verdict).toMatchObject({ valid: true, records: 50 });
    expect(verdict.chains.filter((chain) => chain.records > 0).length).toBeGreaterThan(1);
    console.info(
      `50 concurrent appends (separate writers): ${ms.toFixed(0)} ms, ${(50_000 / ms).toFixed(0)} appends/s, ${conflicts} lost puts retried`,
    );
  });

  it("batches one process's concurrent appends into blocks, each record keeping its link", async () => {
    const tenantId = `batch-${randomUUID().slice(0, 8)}`;
    const writer = new DynamoAuditLog(undefined, 3);
    const started = performance.now();
    await Promise.all(Array.from({ length: 50 }, (_, i) => writer.append(record(tenantId, i))));
    const ms = performance.now() - started;
    await writer.append(record(tenantId, 50));
    const verdict = await verifyStoredDay(writer, tenantId, day());
    expect(verdict).toMatchObject({ valid: true, records: 51 });
    expect(writer.conflicts).toBe(0);
    const entries = [];
    // Appends of the same tick share the first block (1..50); the later one starts block 51.
    const blocks = new Set<number>();
    for await (const entry of writer.readChain(tenantId, day(), 3, { block: 1, sequence: 40 })) {
      entries.push(entry.sequence);
      blocks.add(entry.block);
    }
    expect([...blocks]).toEqual([1, 51]);
    expect(entries).toEqual(Array.from({ length: 11 }, (_, i) => 41 + i));
    console.info(`50 concurrent appends (one writer): ${ms.toFixed(0)} ms`);
  });

  it('lists a case in time order across index items written at once by several processes, by page and window', async () => {
    const tenantId = `index-${randomUUID().slice(0, 8)}`;
    const start = Date.parse(`${day()}T00:00:00.000Z`);
    const at = (ms: number): AuditRecord => ({
      ...record(tenantId, 0),
      audit_id: `a-${String(ms).padStart(9, '0')}`,
      timestamp: new Date(start + ms).toISOString(),
      case_id: 'case-x',
      correlation_id: 'corr-x',
    });
    // Three processes, each appending one block in one tick: their records interleave in time,
    // and the last block spans more than one index item.
    const span = INDEX_ITEM_SPAN_MS;
    const blocks = [
      [0, 20, 40],
      [10, 30],
      [50, 50 + span + 1, 50 + span + 2],
    ];
    await Promise.all(
      blocks.map((times, chain) => {
        const writer = new DynamoAuditLog(undefined, chain);
        return Promise.all(times.map((ms) => writer.append(at(ms))));
      }),
    );
    const all = blocks.flat().sort((a, b) => a - b);
    const idOf = (ms: number) => `a-${String(ms).padStart(9, '0')}`;
    const read = async (
      index: 'case' | 'correlation',
      window: { from: number; to: number },
      options: { after?: string; pageSize?: number } = {},
    ) => {
      const found: { at: string; id: string }[] = [];
      const value = index === 'case' ? 'case-x' : 'corr-x';
      const iso = (ms: number) => new Date(start + ms).toISOString();
      for await (const entry of new DynamoAuditLog().readIndex(
        tenantId,
        { index, value },
        { from: iso(window.from), to: iso(window.to) },
        options,
      ))
        found.push({ at: entry.at, id: entry.record.audit_id });
      return found;
    };
    const everything = { from: 0, to: 2 * span };
    const listed = await read('case', everything, { pageSize: 1 });
    expect(listed.map((entry) => entry.id)).toEqual(all.map(idOf));
    expect((await read('correlation', everything)).map((entry) => entry.id)).toEqual(all.map(idOf));
    // Resuming after the third record, as a cursor does.
    const third = listed[2]?.at;
    expect((await read('case', everything, { after: third })).map((entry) => entry.id)).toEqual(
      all.slice(3).map(idOf),
    );
    // [from, to): a record stamped exactly `to` stays out.
    expect((await read('case', { from: 20, to: 50 })).map((entry) => entry.id)).toEqual(
      [20, 30, 40].map(idOf),
    );
    expect(
      (await read('case', { from: 51, to: 2 * span }, { pageSize: 1 })).map((entry) => entry.id),
    ).toEqual([50 + span + 1, 50 + span + 2].map(idOf));
  });

  it('puts each record under its case at the chain position its block finally took, after lost puts', async () => {
    const tenantId = `relink-${randomUUID().slice(0, 8)}`;
    const { conflicts } = await appendSeparately(tenantId, 20, 0);
    expect(conflicts).toBeGreaterThan(0);
    const chain = new Map<string, number>();
    for await (const entry of new DynamoAuditLog().readChain(tenantId, day(), 0))
      chain.set(entry.record.audit_id, entry.sequence);
    expect(chain.size).toBe(20);
    const { Items = [] } = await dynamoClient().send(
      new ScanCommand({
        TableName: tableName('audit'),
        FilterExpression: 'begins_with(pk, :pk)',
        ExpressionAttributeValues: { ':pk': `${tenantId}#case#` },
      }),
    );
    const indexed = Items.flatMap((item) =>
      (item.records as AuditRecord[]).map((record, i) => [
        record.audit_id,
        (item.sequences as number[])[i],
      ]),
    );
    expect(new Map(indexed as [string, number][])).toEqual(chain);
  });

  it('lists no record of a block that did not land, and fails its append', async () => {
    const tenantId = `unlanded-${randomUUID().slice(0, 8)}`;
    const failBlocks = (next: (args: unknown) => Promise<unknown>) => async (args: unknown) => {
      const item = (args as { input: { Item?: { pk?: string; entries?: unknown } } }).input.Item;
      if (item?.pk?.startsWith(tenantId) && item.entries) {
        // The index puts of the same round trip reach the table first.
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw Object.assign(new Error('throughput exceeded'), {
          name: 'ProvisionedThroughputExceededException',
        });
      }
      return next(args);
    };
    dynamoClient().middlewareStack.add(failBlocks as never, {
      step: 'initialize',
      name: 'failAuditBlocks',
    });
    try {
      await expect(new DynamoAuditLog(undefined, 1).append(record(tenantId, 7))).rejects.toThrow(
        'throughput exceeded',
      );
    } finally {
      dynamoClient().middlewareStack.remove('failAuditBlocks');
    }
    const listed = [];
    for await (const entry of new DynamoAuditLog().readIndex(
      tenantId,
      { index: AuditIndexName.case, value: 'case-7' },
      { from: `${day()}T00:00:00.000Z`, to: `${day()}T23:59:59.999Z` },
    ))
      listed.push(entry);
    expect(listed).toEqual([]);
    const { Items = [] } = await dynamoClient().send(
      new ScanCommand({
        TableName: tableName('audit'),
        FilterExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `${tenantId}#case#case-7` },
      }),
    );
    // The item was put (it went out beside the block) and then emptied.
    expect(Items.map((item) => item.records)).toEqual([[]]);
  });

  it('names an edited record', async () => {
    const tenantId = `edit-${randomUUID().slice(0, 8)}`;
    await appendSeparately(tenantId, 6, 0);
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName('audit'),
        Key: key(tenantId, 4),
        UpdateExpression: 'SET entries[0].#r.case_id = :forged',
        ExpressionAttributeNames: { '#r': 'record' },
        ExpressionAttributeValues: { ':forged': 'someone-else' },
      }),
    );
    const verdict = await verifyStoredDay(new DynamoAuditLog(), tenantId, day());
    expect(verdict.valid).toBe(false);
    expect(verdict.first_break).toMatchObject({ reason: ChainBreak.edited, at_sequence: 4 });
  });

  it('names a deleted record', async () => {
    const tenantId = `del-${randomUUID().slice(0, 8)}`;
    await appendSeparately(tenantId, 6, 0);
    await dynamoClient().send(
      new DeleteCommand({ TableName: tableName('audit'), Key: key(tenantId, 3) }),
    );
    const verdict = await verifyStoredDay(new DynamoAuditLog(), tenantId, day());
    expect(verdict.first_break).toMatchObject({
      reason: ChainBreak.deleted,
      at_sequence: 3,
      found_sequence: 4,
    });
  });

  it('names deleted tail records against the heads a daily export anchored', async () => {
    const tenantId = `tail-${randomUUID().slice(0, 8)}`;
    await appendSeparately(tenantId, 6, 0);
    // What the daily export writes beside its NDJSON: the day's verdict with every chain's head.
    const manifest = { chain: await verifyStoredDay(new DynamoAuditLog(), tenantId, day()) };
    const anchors = anchorsOfManifest(JSON.parse(JSON.stringify(manifest)));
    expect(anchors?.[0]).toMatchObject({ sequence: 6 });
    for (const sequence of [5, 6])
      await dynamoClient().send(
        new DeleteCommand({ TableName: tableName('audit'), Key: key(tenantId, sequence) }),
      );
    // The links that are left are intact: only the anchor shows the loss.
    expect((await verifyStoredDay(new DynamoAuditLog(), tenantId, day())).valid).toBe(true);
    const verdict = await verifyStoredDay(new DynamoAuditLog(), tenantId, day(), anchors);
    expect(verdict.first_break).toMatchObject({
      reason: ChainBreak.anchorMismatch,
      chain: 0,
      at_sequence: 5,
    });
    expect(anchorsOfManifest({ chain: { chains: [] } })).toBeUndefined();
  });

  it('names reordered records', async () => {
    const tenantId = `swap-${randomUUID().slice(0, 8)}`;
    await appendSeparately(tenantId, 6, 0);
    const table = tableName('audit');
    const read = async (sequence: number) =>
      (
        await dynamoClient().send(
          new GetCommand({ TableName: table, Key: key(tenantId, sequence) }),
        )
      ).Item ?? {};
    const [second, fifth] = [await read(2), await read(5)];
    await dynamoClient().send(
      new PutCommand({ TableName: table, Item: { ...fifth, ...key(tenantId, 2) } }),
    );
    await dynamoClient().send(
      new PutCommand({ TableName: table, Item: { ...second, ...key(tenantId, 5) } }),
    );
    const verdict = await verifyStoredDay(new DynamoAuditLog(), tenantId, day());
    expect(verdict.first_break).toMatchObject({
      reason: ChainBreak.reordered,
      at_sequence: 2,
      found_sequence: 5,
    });
  });
});
