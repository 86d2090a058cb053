import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  auditDay,
  CHAINS_PER_DAY,
  type ChainedRecord,
  type ChainHead,
  type ChainId,
  genesisHead,
  headOf,
  linkRecords,
} from '#platform/audit/chain';
import type { AuditLog, AuditRecord } from '#platform/audit/record';
import {
  AuditIndexName,
  type AuditTrail,
  type ChainPosition,
  type IndexedAuditEntry,
  indexKeyOf,
  type StoredAuditEntry,
} from '#platform/audit/trail';
import { tableName } from '#platform/resources';
import { dynamoClient } from './clients';
import { queryAll } from './paging';

/** Records one process appends at once share one item (a block); each keeps its own chain link. */
const MAX_BLOCK_RECORDS = 100;
/** Contention across processes: give up (and fail the request) only after this long. */
const APPEND_DEADLINE_MS = 20_000;
const SEQUENCE_DIGITS = 12;
const READ_PAGE_ITEMS = 100;

/** Sort key of the block starting at `sequence` in chain `chain`: `<chain>#<sequence>`, zero-padded. */
export function sequenceKey(chain: number, sequence: number): string {
  return `${String(chain).padStart(2, '0')}#${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

function chainPrefix(chain: number): string {
  return `${String(chain).padStart(2, '0')}#`;
}

export function auditPartition(tenantId: string, day: string): string {
  return `${tenantId}#${day}`;
}

/**
 * Partition of one index entry list: `<tenant>#case#<case_id>` or `<tenant>#correlation#<id>`
 * (never a day partition: those end in a date).
 */
function indexPartition(tenantId: string, index: AuditIndexName, value: string): string {
  return `${tenantId}#${index}#${value}`;
}

/** The index lists a record belongs to: its correlation id, and its case when it has one. */
function indexPartitionsOf(record: AuditRecord): string[] {
  return [
    ...(record.case_id
      ? [indexPartition(record.tenant_id, AuditIndexName.case, record.case_id)]
      : []),
    indexPartition(record.tenant_id, AuditIndexName.correlation, record.correlation_id),
  ];
}

/** The item of one block of a chain: records `first`.. of `linked`, each with its link. */
export function blockItem(
  id: ChainId,
  first: number,
  linked: readonly ChainedRecord[],
): Record<string, unknown> {
  const last = linked[linked.length - 1];
  return {
    pk: auditPartition(id.tenantId, id.day),
    sk: sequenceKey(id.chain, first),
    chain: id.chain,
    first_seq: first,
    last_seq: last?.sequence ?? first - 1,
    last_hash: last?.record_hash,
    entries: linked,
  };
}

/**
 * The longest time span of the records one index item holds. A reader resuming after a record, or
 * starting at a window's `from`, reads from this much earlier, where an item holding a later record
 * can start.
 */
export const INDEX_ITEM_SPAN_MS = 60_000;

function earlierKey(key: string, ms: number): string {
  const timestamp = Date.parse(key.split('#')[0] ?? '');
  return Number.isNaN(timestamp) ? key : new Date(timestamp - ms).toISOString();
}

/**
 * The index items of a block: its records under each case and correlation id they belong to, one
 * item per index list (a 10-line product match writes two items, not twenty). An item's sort key is
 * the index key of its first record in index order; its records span at most INDEX_ITEM_SPAN_MS.
 */
export function indexItems(
  id: ChainId,
  linked: readonly ChainedRecord[],
): Record<string, unknown>[] {
  const byPartition = new Map<string, ChainedRecord[]>();
  for (const entry of linked)
    for (const pk of indexPartitionsOf(entry.record)) {
      const list = byPartition.get(pk) ?? [];
      list.push(entry);
      byPartition.set(pk, list);
    }
  const items: Record<string, unknown>[] = [];
  for (const [pk, entries] of byPartition) {
    const ordered = entries
      .map((entry) => ({ entry, key: indexKeyOf(entry.record) }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    let run: typeof ordered = [];
    const flush = () => {
      const first = run[0];
      if (!first) return;
      items.push({
        pk,
        sk: first.key,
        records: run.map(({ entry }) => entry.record),
        sequences: run.map(({ entry }) => entry.sequence),
        day: id.day,
        chain: id.chain,
      });
      run = [];
    };
    for (const item of ordered) {
      const start = run[0];
      if (
        start &&
        Date.parse(item.entry.record.timestamp) - Date.parse(start.entry.record.timestamp) >
          INDEX_ITEM_SPAN_MS
      )
        flush();
      run.push(item);
    }
    flush();
  }
  return items;
}

interface Pending {
  record: AuditRecord;
  resolve(): void;
  reject(error: unknown): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The append-only, hash-chained audit log in DynamoDB. Partition `<tenant>#<day>`, one item per
 * block of consecutive records of one chain, sort key `<chain>#<sequence of the block's first
 * record>`. This writer appends to one chain picked at random when it is created (one per Lambda
 * container; see CHAINS_PER_DAY). An append reads the chain head, links its records onto it and
 * puts the block on condition that no item holds that sort key yet: when another process (another
 * Lambda) appended first, the put fails, and the writer re-reads the head and links again. Writers
 * always aim at "last sequence + 1", which is exactly where the next block must start, so two
 * writers can never both succeed and no lock is needed (DynamoDB transactions are not needed
 * either). Within one process, appends to a partition queue up and go out as one block per round
 * trip.
 *
 * Beside the chains, a block's records are also put under their case and their correlation id
 * (partition `<tenant>#case#<case_id>` or `<tenant>#correlation#<id>`, one item per list and block,
 * sort key the `<timestamp>#<audit_id>` of its first record; see `indexItems`), so a listing by
 * case reads exactly that case's records instead of scanning whole days. The chain stays the record
 * of truth: the index items are put beside their block (one round trip), rewritten when the block
 * lands elsewhere after a lost put, and emptied when it does not land (a failure to put them fails
 * the append).
 */
export class DynamoAuditLog implements AuditLog, AuditTrail {
  private readonly pending = new Map<string, Pending[]>();
  private readonly draining = new Set<string>();
  /** Last head this process wrote or read, per partition: usually still the head, saving a read. */
  private readonly heads = new Map<string, ChainHead>();
  /** Conflicts met while appending (contention figure for tests and logs). */
  conflicts = 0;

  constructor(
    private readonly table = tableName('audit'),
    private readonly chain = Math.floor(Math.random() * CHAINS_PER_DAY),
  ) {}

  append(record: AuditRecord): Promise<void> {
    const id: ChainId = {
      tenantId: record.tenant_id,
      day: auditDay(record.timestamp),
      chain: this.chain,
    };
    const partition = auditPartition(id.tenantId, id.day);
    return new Promise<void>((resolve, reject) => {
      const queue = this.pending.get(partition) ?? [];
      queue.push({ record, resolve, reject });
      this.pending.set(partition, queue);
      if (!this.draining.has(partition)) void this.drain(partition, id);
    });
  }

  private async drain(partition: string, id: ChainId): Promise<void> {
    this.draining.add(partition);
    try {
      // Appends made in the same tick (a module call and its threshold decisions) join this first
      // block: one round trip for all of them instead of one for the first and one for the rest.
      await Promise.resolve();
      for (;;) {
        const queue = this.pending.get(partition) ?? [];
        const batch = queue.splice(0, MAX_BLOCK_RECORDS);
        if (batch.length === 0) break;
        try {
          await this.writeBlock(
            partition,
            id,
            batch.map((item) => item.record),
          );
          for (const item of batch) item.resolve();
        } catch (error) {
          for (const item of batch) item.reject(error);
        }
      }
    } finally {
      this.pending.delete(partition);
      this.draining.delete(partition);
    }
  }

  private async writeBlock(partition: string, id: ChainId, records: AuditRecord[]): Promise<void> {
    const deadline = Date.now() + APPEND_DEADLINE_MS;
    let head = this.heads.get(partition) ?? (await this.readHead(partition, id));
    for (let attempt = 0; ; attempt++) {
      const linked = linkRecords(records, head);
      const last = headOf(linked, head);
      const blockId = randomUUID();
      const target = head.sequence + 1;
      // The index items go out beside the block, in the same round trip: their keys are the
      // records' own, so after a lost put the next attempt rewrites them with its chain position,
      // and a block that does not land leaves them empty.
      const [block, index] = await Promise.allSettled([
        dynamoClient().send(
          new PutCommand({
            TableName: this.table,
            Item: { ...blockItem(id, target, linked), block_id: blockId },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        ),
        this.putIndexItems(indexItems(id, linked)),
      ]);
      const landed = (): void => {
        this.remember(partition, last);
        if (index.status === 'rejected') throw index.reason;
      };
      if (block.status === 'fulfilled') return landed();
      const error = block.reason as Error;
      if (error.name !== 'ConditionalCheckFailedException') {
        await this.emptyIndexItems(id, linked);
        throw error;
      }
      const after = await this.blocksFrom(partition, id, target);
      // The SDK retried a put whose first attempt had landed: the block there is ours.
      if (after.firstBlockId === blockId) return landed();
      this.conflicts++;
      if (Date.now() > deadline) {
        await this.emptyIndexItems(id, linked);
        throw new Error(`audit chain ${partition}: still contended after ${attempt + 1} attempts`);
      }
      head = after.head;
      // Spread the retries of writers that lost the same round.
      if (attempt > 0) await sleep(Math.random() * Math.min(100, 5 * 2 ** attempt));
    }
  }

  /** Puts a block's records under their cases and correlation ids (whole items, one per list). */
  private async putIndexItems(items: readonly Record<string, unknown>[]): Promise<void> {
    await Promise.all(
      items.map((item) =>
        dynamoClient().send(new PutCommand({ TableName: this.table, Item: item })),
      ),
    );
  }

  /**
   * Leaves the index items of a block that did not land without records, so that a listing by
   * case never shows a record its chain does not hold. Best effort: the append fails either way.
   */
  private async emptyIndexItems(id: ChainId, linked: readonly ChainedRecord[]): Promise<void> {
    const emptied = indexItems(id, linked).map((item) => ({ ...item, records: [], sequences: [] }));
    await this.putIndexItems(emptied).catch(() => undefined);
  }

  async *readIndex(
    tenantId: string,
    lookup: { index: AuditIndexName; value: string },
    window: { from: string; to: string },
    options: { after?: string | undefined; pageSize?: number } = {},
  ): AsyncIterable<IndexedAuditEntry> {
    const pk = indexPartition(tenantId, lookup.index, lookup.value);
    const { after } = options;
    const lowest = after !== undefined && after > window.from ? after : window.from;
    const items = queryAll({
      TableName: this.table,
      // An item starts at its first record: one holding records at or after `lowest` can start up
      // to INDEX_ITEM_SPAN_MS before it. `<to>#…` sorts after `<to>`: a record stamped exactly
      // `to` stays out, as [from, to) says.
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': pk,
        ':from': earlierKey(lowest, INDEX_ITEM_SPAN_MS),
        ':to': window.to,
      },
      ProjectionExpression: 'sk, #records, #record',
      ExpressionAttributeNames: { '#records': 'records', '#record': 'record' },
      Limit: options.pageSize ?? READ_PAGE_ITEMS,
      ConsistentRead: true,
    });
    const wanted = (key: string) =>
      key >= window.from && key < window.to && (after === undefined || key > after);
    // Items come in order of their first records; records of two items written at the same time
    // (two processes, one case) can interleave. No later item holds a record before the next
    // item's first, so everything held below that key goes out, in order, before it is read.
    const held: IndexedAuditEntry[] = [];
    const release = (below?: string): IndexedAuditEntry[] => {
      held.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
      const cut = below === undefined ? -1 : held.findIndex((entry) => entry.at >= below);
      return held.splice(0, cut < 0 ? held.length : cut);
    };
    for await (const item of items) {
      yield* release(String(item.sk));
      // Items written before index lists were grouped hold one `record` each.
      const records = (item.records ?? [item.record]) as AuditRecord[];
      for (const record of records) {
        const at = indexKeyOf(record);
        if (wanted(at)) held.push({ at, record });
      }
    }
    yield* release();
  }

  private remember(partition: string, head: ChainHead): void {
    if (this.heads.size > 1000) this.heads.clear();
    this.heads.set(partition, head);
  }

  private async readHead(partition: string, id: ChainId): Promise<ChainHead> {
    const { Items } = await dynamoClient().send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :chain)',
        ExpressionAttributeValues: { ':pk': partition, ':chain': chainPrefix(id.chain) },
        ProjectionExpression: 'last_seq, last_hash',
        ScanIndexForward: false,
        Limit: 1,
        ConsistentRead: true,
      }),
    );
    const item = Items?.[0];
    return item
      ? { sequence: Number(item.last_seq), hash: String(item.last_hash) }
      : genesisHead(id.tenantId, id.day, id.chain);
  }

  /** After a lost put: who holds the contested block, and the chain head now. */
  private async blocksFrom(
    partition: string,
    id: ChainId,
    from: number,
  ): Promise<{ firstBlockId?: string; head: ChainHead }> {
    let firstBlockId: string | undefined;
    let head: ChainHead | undefined;
    const items = queryAll({
      TableName: this.table,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :last',
      ExpressionAttributeValues: {
        ':pk': partition,
        ':from': sequenceKey(id.chain, from),
        ':last': `${chainPrefix(id.chain)}~`,
      },
      ProjectionExpression: 'block_id, first_seq, last_seq, last_hash',
      ConsistentRead: true,
    });
    for await (const item of items) {
      if (Number(item.first_seq) === from) firstBlockId = String(item.block_id);
      head = { sequence: Number(item.last_seq), hash: String(item.last_hash) };
    }
    return {
      ...(firstBlockId ? { firstBlockId } : {}),
      head: head ?? (await this.readHead(partition, id)),
    };
  }

  async *readChain(
    tenantId: string,
    day: string,
    chain: number,
    after?: ChainPosition,
  ): AsyncIterable<StoredAuditEntry> {
    const items = queryAll({
      TableName: this.table,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :last',
      ExpressionAttributeValues: {
        ':pk': auditPartition(tenantId, day),
        ':from': sequenceKey(chain, after?.block ?? 0),
        ':last': `${chainPrefix(chain)}~`,
      },
      Limit: READ_PAGE_ITEMS,
      ConsistentRead: true,
    });
    for await (const item of items) {
      const block = Number(item.first_seq);
      for (const entry of (item.entries ?? []) as ChainedRecord[]) {
        if (after && entry.sequence <= after.sequence) continue;
        yield { ...entry, chain, block };
      }
    }
  }
}
