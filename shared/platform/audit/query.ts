import { createHash } from 'node:crypto';
import { InvalidPayloadError } from '../../errors';
import { CHAINS_PER_DAY } from './chain';
import { type CursorKeys, openCursor, sealCursor } from './cursor';
import { type AuditRecord, canonicalJson } from './record';
import {
  AuditIndexName,
  type AuditTrail,
  type ChainPosition,
  type IndexedAuditEntry,
  type StoredAuditEntry,
} from './trail';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest window one list request or export covers. */
export const MAX_WINDOW_DAYS = 31;
export const DEFAULT_LIST_LIMIT = 100;
export const MAX_LIST_LIMIT = 1000;
/**
 * Records one list request examines at most. A selective filter over a busy month would otherwise
 * read the whole month in one request; past this budget the page ends early (possibly empty) with a
 * `next_cursor` that continues where the scan stopped.
 */
export const LIST_SCAN_BUDGET = 20_000;

export interface TimeWindow {
  from: Date;
  to: Date;
}

function invalidQuery(pointer: string, message: string): InvalidPayloadError {
  return new InvalidPayloadError(`The request query is not valid: ${pointer} ${message}.`, {
    details: { location: 'query', problems: [{ pointer, message }] },
  });
}

/**
 * `[from, to)`. `to` defaults to now and `from` to 24 hours before `to`; the window must be
 * non-empty and at most 31 days long.
 */
export function resolveWindow(
  input: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): TimeWindow {
  const to = input.to !== undefined ? new Date(input.to) : now;
  const from = input.from !== undefined ? new Date(input.from) : new Date(to.getTime() - DAY_MS);
  if (from.getTime() >= to.getTime()) throw invalidQuery('/from', 'must be before `to`');
  if (to.getTime() - from.getTime() > MAX_WINDOW_DAYS * DAY_MS)
    throw invalidQuery('/to', `the window may span at most ${MAX_WINDOW_DAYS} days`);
  return { from, to };
}

/** UTC days touched by a window, oldest first. */
export function daysOf(window: TimeWindow): string[] {
  const days: string[] = [];
  const last = new Date(window.to.getTime() - 1).toISOString().slice(0, 10);
  for (let at = Date.parse(window.from.toISOString().slice(0, 10)); ; at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    days.push(day);
    if (day >= last) return days;
  }
}

export interface AuditFilter {
  event_type?: string | undefined;
  module?: string | undefined;
  case_id?: string | undefined;
  correlation_id?: string | undefined;
}

function inWindow(record: AuditRecord, window: TimeWindow): boolean {
  const at = Date.parse(record.timestamp);
  return at >= window.from.getTime() && at < window.to.getTime();
}

function matches(record: AuditRecord, filter: AuditFilter): boolean {
  return (
    (filter.event_type === undefined || record.event_type === filter.event_type) &&
    (filter.module === undefined || record.module === filter.module) &&
    (filter.case_id === undefined || record.case_id === filter.case_id) &&
    (filter.correlation_id === undefined || record.correlation_id === filter.correlation_id)
  );
}

/** Exactly the SPEC 2.8 fields, whatever else storage keeps beside them. */
export function toApiRecord(record: AuditRecord): AuditRecord {
  return {
    audit_id: record.audit_id,
    timestamp: record.timestamp,
    tenant_id: record.tenant_id,
    correlation_id: record.correlation_id,
    case_id: record.case_id,
    actor: { type: record.actor.type, id_hash: record.actor.id_hash },
    event_type: record.event_type,
    module: record.module,
    input_hash: record.input_hash,
    output_hash: record.output_hash,
    ...(record.reported_at !== undefined ? { reported_at: record.reported_at } : {}),
    ...(record.decision
      ? {
          decision: {
            ...(record.decision.recommended_action !== undefined
              ? { recommended_action: record.decision.recommended_action }
              : {}),
            ...(record.decision.applied_action !== undefined
              ? { applied_action: record.decision.applied_action }
              : {}),
          },
        }
      : {}),
  };
}

/** An export line: the SPEC 2.8 fields plus one separate `chain` object, so a SIEM can re-verify. */
export function toExportLine(entry: StoredAuditEntry): string {
  return JSON.stringify({
    ...toApiRecord(entry.record),
    chain: {
      id: entry.chain,
      sequence: entry.sequence,
      prev_hash: entry.prev_hash,
      record_hash: entry.record_hash,
    },
  });
}

/** Per chain of the day, the last record already read (undefined: none yet). */
type ChainPositions = (ChainPosition | undefined)[];

interface CursorState {
  day: string;
  positions: ChainPositions;
}

const at = (entry: StoredAuditEntry) => Date.parse(entry.record.timestamp);

/**
 * One tenant-day in time order: the day's chains merged by timestamp (each chain itself in chain
 * order), starting after the given per-chain positions.
 */
export async function* readDay(
  trail: AuditTrail,
  tenantId: string,
  day: string,
  after: ChainPositions = [],
): AsyncIterable<StoredAuditEntry> {
  const iterators = Array.from({ length: CHAINS_PER_DAY }, (_, chain) =>
    trail.readChain(tenantId, day, chain, after[chain])[Symbol.asyncIterator](),
  );
  const heads = await Promise.all(iterators.map((iterator) => iterator.next()));
  try {
    for (;;) {
      let best: StoredAuditEntry | undefined;
      for (const head of heads) {
        if (head.done) continue;
        const entry = head.value;
        if (!best || at(entry) < at(best) || (at(entry) === at(best) && entry.chain < best.chain))
          best = entry;
      }
      if (!best) return;
      yield best;
      const iterator = iterators[best.chain];
      if (iterator) heads[best.chain] = await iterator.next();
    }
  } finally {
    await Promise.all(iterators.map((iterator) => iterator.return?.()));
  }
}

/**
 * Cursors are bound to the query they came from (the parameters as sent, so that a defaulted `to`
 * still matches): reusing one with other filters is refused.
 */
function queryFingerprint(query: AuditListQuery): string {
  return createHash('sha256')
    .update(
      canonicalJson({
        from: query.from,
        to: query.to,
        event_type: query.event_type,
        module: query.module,
        case_id: query.case_id,
        correlation_id: query.correlation_id,
      }),
    )
    .digest('base64url')
    .slice(0, 16);
}

/** Where a listing stands: in the day's chains, or after an index key (case, correlation id). */
type ListPosition = { kind: 'chain'; state: CursorState } | { kind: 'index'; after: string };

interface DecodedListCursor {
  position: ListPosition;
  window: TimeWindow;
}

function encodeCursor(
  position: ListPosition,
  window: TimeWindow,
  fingerprint: string,
  seal: (state: unknown) => string,
): string {
  const w = [window.from.getTime(), window.to.getTime()];
  if (position.kind === 'index') return seal({ v: 2, a: position.after, w, f: fingerprint });
  const p = Array.from({ length: CHAINS_PER_DAY }, (_, chain) => {
    const at = position.state.positions[chain];
    return at ? [at.block, at.sequence] : 0;
  });
  return seal({ v: 2, d: position.state.day, p, w, f: fingerprint });
}

function positionOf(value: unknown): ChainPosition | undefined | false {
  if (value === 0) return undefined;
  if (
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((n) => Number.isSafeInteger(n) && n >= 0)
  )
    return { block: value[0] as number, sequence: value[1] as number };
  return false;
}

/** The window rules of `resolveWindow`, re-checked on the window a cursor carries. */
function checkWindow(window: TimeWindow): TimeWindow {
  if (!(window.from.getTime() < window.to.getTime()))
    throw invalidQuery('/cursor', 'names an empty time window');
  if (window.to.getTime() - window.from.getTime() > MAX_WINDOW_DAYS * DAY_MS)
    throw invalidQuery('/cursor', `names a window over ${MAX_WINDOW_DAYS} days`);
  return window;
}

function decodeCursor(
  cursor: string,
  fingerprint: string,
  open: (cursor: string) => unknown,
): DecodedListCursor {
  const malformed = () => invalidQuery('/cursor', 'is not a cursor this API returned');
  const parsed = open(cursor) as {
    v?: unknown;
    d?: unknown;
    p?: unknown;
    a?: unknown;
    w?: unknown;
    f?: unknown;
  } | null;
  if (
    parsed === null ||
    typeof parsed !== 'object' ||
    parsed.v !== 2 ||
    !Array.isArray(parsed.w) ||
    parsed.w.length !== 2 ||
    !parsed.w.every((ms) => Number.isSafeInteger(ms))
  )
    throw malformed();
  if (parsed.f !== fingerprint)
    throw invalidQuery('/cursor', 'belongs to a query with other from, to or filters');
  const window = checkWindow({
    from: new Date(parsed.w[0] as number),
    to: new Date(parsed.w[1] as number),
  });
  if (typeof parsed.a === 'string' && parsed.a.length <= 600)
    return { position: { kind: 'index', after: parsed.a }, window };
  if (
    typeof parsed.d !== 'string' ||
    !Array.isArray(parsed.p) ||
    parsed.p.length !== CHAINS_PER_DAY
  )
    throw malformed();
  const positions = parsed.p.map(positionOf);
  if (positions.some((position) => position === false)) throw malformed();
  if (!daysOf(window).includes(parsed.d)) throw malformed();
  return {
    position: {
      kind: 'chain',
      state: { day: parsed.d, positions: positions as ChainPositions },
    },
    window,
  };
}

export interface AuditListQuery extends AuditFilter {
  from?: string | undefined;
  to?: string | undefined;
  cursor?: string | undefined;
  limit?: number | undefined;
}

export interface AuditPage {
  records: AuditRecord[];
  next_cursor: string | null;
}

/**
 * One page of a tenant's audit records, filtered by time window, event type, module, case and
 * correlation id. With a case or correlation id the records come from that id's index, in time
 * order (the first page holds the case's first records whatever else happened that day); otherwise
 * the days' chains are read in chain order (days oldest first, records in the order they were
 * chained). `next_cursor` is null once the window is exhausted; cursors are signed for the tenant
 * (`cursorKeys`), and the window a cursor carries is held to the same 31-day rule as the query.
 */
export async function listAuditRecords(
  trail: AuditTrail,
  tenantId: string,
  query: AuditListQuery,
  options: { cursorKeys: CursorKeys; now?: Date; scanBudget?: number },
): Promise<AuditPage> {
  const fingerprint = queryFingerprint(query);
  const seal = (state: unknown) => sealCursor(state, tenantId, options.cursorKeys);
  const start = query.cursor
    ? decodeCursor(query.cursor, fingerprint, (cursor) =>
        openCursor(cursor, tenantId, options.cursorKeys),
      )
    : undefined;
  const window = start?.window ?? resolveWindow(query, options.now);
  const filter: AuditFilter = {
    event_type: query.event_type,
    module: query.module,
    case_id: query.case_id,
    correlation_id: query.correlation_id,
  };
  const limit = query.limit ?? DEFAULT_LIST_LIMIT;
  const budget = options.scanBudget ?? LIST_SCAN_BUDGET;
  const cursorAt = (position: ListPosition) => encodeCursor(position, window, fingerprint, seal);
  const lookup =
    query.case_id !== undefined
      ? { index: AuditIndexName.case, value: query.case_id }
      : query.correlation_id !== undefined
        ? { index: AuditIndexName.correlation, value: query.correlation_id }
        : undefined;
  if (lookup) {
    if (start && start.position.kind !== 'index')
      throw invalidQuery('/cursor', 'is not a cursor this API returned');
    const after = start?.position.kind === 'index' ? start.position.after : undefined;
    return listIndexed(
      trail.readIndex(
        tenantId,
        lookup,
        { from: window.from.toISOString(), to: window.to.toISOString() },
        { after, pageSize: Math.min(limit + 1, MAX_LIST_LIMIT) },
      ),
      { filter, limit, budget, cursorAt },
    );
  }
  if (start && start.position.kind !== 'chain')
    throw invalidQuery('/cursor', 'is not a cursor this API returned');
  const from = start?.position.kind === 'chain' ? start.position.state : undefined;
  const days = daysOf(window);
  const records: AuditRecord[] = [];
  let returned: CursorState | undefined;
  let scanned = 0;
  for (const day of days) {
    if (from && day < from.day) continue;
    const positions: ChainPositions = from && day === from.day ? [...from.positions] : [];
    for await (const entry of readDay(trail, tenantId, day, positions)) {
      scanned++;
      const matched = inWindow(entry.record, window) && matches(entry.record, filter);
      // One match past the limit proves there is a next page; it is not consumed.
      if (matched && records.length === limit && returned)
        return { records, next_cursor: cursorAt({ kind: 'chain', state: returned }) };
      positions[entry.chain] = { block: entry.block, sequence: entry.sequence };
      if (matched) {
        records.push(toApiRecord(entry.record));
        returned = { day, positions: [...positions] };
      }
      if (scanned >= budget)
        return { records, next_cursor: cursorAt({ kind: 'chain', state: { day, positions } }) };
    }
  }
  return { records, next_cursor: null };
}

/** A page from one case's (or correlation id's) index entries, the other filters applied. */
async function listIndexed(
  entries: AsyncIterable<IndexedAuditEntry>,
  page: {
    filter: AuditFilter;
    limit: number;
    budget: number;
    cursorAt: (position: ListPosition) => string;
  },
): Promise<AuditPage> {
  const records: AuditRecord[] = [];
  let consumed: string | undefined;
  let scanned = 0;
  for await (const entry of entries) {
    scanned++;
    const matched = matches(entry.record, page.filter);
    // One match past the limit proves there is a next page; it is not consumed.
    if (matched && records.length === page.limit && consumed !== undefined)
      return { records, next_cursor: page.cursorAt({ kind: 'index', after: consumed }) };
    consumed = entry.at;
    if (matched) records.push(toApiRecord(entry.record));
    if (scanned >= page.budget)
      return { records, next_cursor: page.cursorAt({ kind: 'index', after: consumed }) };
  }
  return { records, next_cursor: null };
}

/** Every chained record of a window, oldest first (exports). */
export async function* recordsInWindow(
  trail: AuditTrail,
  tenantId: string,
  window: TimeWindow,
): AsyncIterable<StoredAuditEntry> {
  for (const day of daysOf(window)) {
    for await (const entry of readDay(trail, tenantId, day)) {
      if (inWindow(entry.record, window)) yield entry;
    }
  }
}
