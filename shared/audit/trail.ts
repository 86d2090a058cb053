import type { ChainedRecord } from './chain';

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

/** Read side of the audit log (the write side is `AuditLog.append`). */
export interface AuditTrail {
  /** One chain of a tenant-day in chain order, fetched lazily, starting after `after`. */
  readChain(
    tenantId: string,
    day: string,
    chain: number,
    after?: ChainPosition,
  ): AsyncIterable<StoredAuditEntry>;
}
