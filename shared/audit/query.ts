import { createHash } from 'node:crypto';
import { InvalidPayloadError } from '../errors';
import { CHAINS_PER_DAY } from './chain';
import { type AuditRecord, canonicalJson } from './record';
import type { AuditTrail, ChainPosition, StoredAuditEntry } from './trail';

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
}

function inWindow(record: AuditRecord, window: TimeWindow): boolean {
  const at = Date.parse(record.timestamp);
  return at >= window.from.getTime() && at < window.to.getTime();
}

function matches(record: AuditRecord, filter: AuditFilter): boolean {
  return (
    (filter.event_type === undefined || record.event_type === filter.event_type) &&
    (filter.module === undefined || record.module === filter.module) &&
    (filter.case_id === undefined || record.case_id === filter.case_id)
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

/** A decoded cursor: the position and the window it was issued for (a defaulted `to` moves on). */
interface DecodedCursor extends CursorState {
  window: TimeWindow;
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
      }),
    )
    .digest('base64url')
    .slice(0, 16);
}

function encodeCursor(state: CursorState, window: TimeWindow, fingerprint: string): string {
  const p = Array.from({ length: CHAINS_PER_DAY }, (_, chain) => {
    const position = state.positions[chain];
    return position ? [position.block, position.sequence] : 0;
  });
  const w = [window.from.getTime(), window.to.getTime()];
  return Buffer.from(JSON.stringify({ v: 1, d: state.day, p, w, f: fingerprint })).toString(
    'base64url',
  );
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

function decodeCursor(cursor: string, fingerprint: string): DecodedCursor {
  const malformed = () => invalidQuery('/cursor', 'is not a cursor this API returned');
  let parsed: { v?: unknown; d?: unknown; p?: unknown; w?: unknown; f?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw malformed();
  }
  if (
    parsed === null ||
    typeof parsed !== 'object' ||
    parsed.v !== 1 ||
    typeof parsed.d !== 'string' ||
    !Array.isArray(parsed.p) ||
    parsed.p.length !== CHAINS_PER_DAY ||
    !Array.isArray(parsed.w) ||
    parsed.w.length !== 2 ||
    !parsed.w.every((ms) => Number.isSafeInteger(ms))
  )
    throw malformed();
  const positions = parsed.p.map(positionOf);
  if (positions.some((position) => position === false)) throw malformed();
  if (parsed.f !== fingerprint)
    throw invalidQuery('/cursor', 'belongs to a query with other from, to or filters');
  const window = { from: new Date(parsed.w[0] as number), to: new Date(parsed.w[1] as number) };
  if (!daysOf(window).includes(parsed.d)) throw malformed();
  return { day: parsed.d, positions: positions as ChainPositions, window };
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
 * One page of a tenant's audit records in chain order (days oldest first, records in the order they
 * were chained), filtered by time window, event type, module and case. `next_cursor` is null once
 * the window is exhausted.
 */
export async function listAuditRecords(
  trail: AuditTrail,
  tenantId: string,
  query: AuditListQuery,
  options: { now?: Date; scanBudget?: number } = {},
): Promise<AuditPage> {
  const fingerprint = queryFingerprint(query);
  const start = query.cursor ? decodeCursor(query.cursor, fingerprint) : undefined;
  const window = start?.window ?? resolveWindow(query, options.now);
  const filter: AuditFilter = {
    event_type: query.event_type,
    module: query.module,
    case_id: query.case_id,
  };
  const limit = query.limit ?? DEFAULT_LIST_LIMIT;
  const budget = options.scanBudget ?? LIST_SCAN_BUDGET;
  const days = daysOf(window);
  const records: AuditRecord[] = [];
  let returned: CursorState | undefined;
  let scanned = 0;
  for (const day of days) {
    if (start && day < start.day) continue;
    const positions: ChainPositions = start && day === start.day ? [...start.positions] : [];
    for await (const entry of readDay(trail, tenantId, day, positions)) {
      scanned++;
      const matched = inWindow(entry.record, window) && matches(entry.record, filter);
      // One match past the limit proves there is a next page; it is not consumed.
      if (matched && records.length === limit && returned)
        return { records, next_cursor: encodeCursor(returned, window, fingerprint) };
      positions[entry.chain] = { block: entry.block, sequence: entry.sequence };
      if (matched) {
        records.push(toApiRecord(entry.record));
        returned = { day, positions: [...positions] };
      }
      if (scanned >= budget)
        return { records, next_cursor: encodeCursor({ day, positions }, window, fingerprint) };
    }
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
