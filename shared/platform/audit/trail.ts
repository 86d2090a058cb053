import type { ChainedRecord } from './chain';
import type { AuditRecord } from './record';

/** Where a reader stands in one chain: the storage block and the last record read. */
export interface ChainPosition {
  /** Sequence number of the first record of the block holding `sequence`. */
  block: number;
  sequence: number;
}

export interface StoredAuditEntry extends ChainedRecord {
  chain: number;
  block: number;
}

/** The indexes kept beside the chains: every record under its case and its correlation id. */
export const AuditIndexName = { case: 'case', correlation: 'correlation' } as const;
export type AuditIndexName = (typeof AuditIndexName)[keyof typeof AuditIndexName];

export interface IndexedAuditEntry {
  /** The record's index key, `<timestamp>#<audit_id>`: index order, and where a reader resumes. */
  at: string;
  record: AuditRecord;
}

/** `<timestamp>#<audit_id>`: records in time order within one case or correlation id. */
export function indexKeyOf(record: AuditRecord): string {
  return `${record.timestamp}#${record.audit_id}`;
}

/** Read side of the audit log (the write side is `AuditLog.append`). */
export interface AuditTrail {
  /**
   * The records of one case (or correlation id) with timestamps in `[from, to)` (RFC 3339 as
   * `toISOString` writes them), in index order, fetched lazily in pages of about `pageSize`,
   * starting after the index key `after`.
   */
  readIndex(
    tenantId: string,
    lookup: { index: AuditIndexName; value: string },
    window: { from: string; to: string },
    options?: { after?: string | undefined; pageSize?: number },
  ): AsyncIterable<IndexedAuditEntry>;
  /** One chain of a tenant-day in chain order, fetched lazily, starting after `after`. */
  readChain(
    tenantId: string,
    day: string,
    chain: number,
    after?: ChainPosition,
  ): AsyncIterable<StoredAuditEntry>;
}
