import type { AuditRecord } from './record';
import { sha256Of } from './record';

/**
 * The tamper evidence of the audit trail. Each tenant-day's records form hash chains: record n of a
 * chain stores its sequence number, the hash of record n-1 (`prev_hash`; the first record links to a
 * genesis hash naming the tenant, day and chain) and its own `record_hash`, the sha256 of the
 * canonical JSON of `{prev_hash, record, sequence}`. Editing, deleting or reordering any record
 * therefore breaks its chain at that record, and `verifyChain` names the first broken link.
 *
 * A tenant-day has `CHAINS_PER_DAY` parallel chains. Appending to one chain is serialised (each
 * append must know the previous hash), so one chain takes roughly one append per storage round trip;
 * a writer (one Lambda container) sticks to one chain picked at random, which spreads concurrent
 * writers and multiplies the throughput without any coordination between them.
 */
export const CHAINS_PER_DAY = 8;
export interface ChainedRecord {
  sequence: number;
  prev_hash: string;
  record_hash: string;
  record: AuditRecord;
}

/** The last link of a chain: where the next record attaches. */
export interface ChainHead {
  sequence: number;
  hash: string;
}

/** UTC day of an RFC 3339 timestamp: the chain (and storage partition) a record belongs to. */
export function auditDay(timestamp: string): string {
  const parsed = Date.parse(timestamp);
  if (Number.isNaN(parsed)) throw new Error(`not an RFC 3339 timestamp: ${timestamp}`);
  return new Date(parsed).toISOString().slice(0, 10);
}

function dayOrUndefined(timestamp: string): string | undefined {
  try {
    return auditDay(timestamp);
  } catch {
    return undefined;
  }
}

export function genesisHash(tenantId: string, day: string, chain: number): string {
  return sha256Of({ version: 'qcas-audit-v1', tenant_id: tenantId, day, chain });
}

/** The head before the first record of one chain of a tenant-day. */
export function genesisHead(tenantId: string, day: string, chain: number): ChainHead {
  return { sequence: 0, hash: genesisHash(tenantId, day, chain) };
}

/** One chain: a tenant, a UTC day and the chain number within that day. */
export interface ChainId {
  tenantId: string;
  day: string;
  chain: number;
}

export function recordHash(record: AuditRecord, sequence: number, prevHash: string): string {
  return sha256Of({ prev_hash: prevHash, record, sequence });
}

/** Links records, in order, onto a head. */
export function linkRecords(records: readonly AuditRecord[], head: ChainHead): ChainedRecord[] {
  const linked: ChainedRecord[] = [];
  let previous = head;
  for (const record of records) {
    const sequence = previous.sequence + 1;
    const hash = recordHash(record, sequence, previous.hash);
    linked.push({ sequence, prev_hash: previous.hash, record_hash: hash, record });
    previous = { sequence, hash };
  }
  return linked;
}

export function headOf(entries: readonly ChainedRecord[], fallback: ChainHead): ChainHead {
  const last = entries[entries.length - 1];
  return last ? { sequence: last.sequence, hash: last.record_hash } : fallback;
}

export const ChainBreak = {
  /** The record's content or chain fields changed after it was written. */
  edited: 'edited',
  /** Sequence numbers are missing and do not reappear later: records were deleted. */
  deleted: 'deleted',
  /** A record sits at the wrong place in the chain (moved, swapped or duplicated). */
  reordered: 'reordered',
  /** The record is intact but does not link to its predecessor (its predecessor was rewritten). */
  brokenLink: 'broken_link',
  /** The record names another tenant or day than the chain it is stored in. */
  misplaced: 'misplaced',
  /**
   * The chain disagrees with the head kept in the daily export's manifest: it ends before that head
   * (its last records were deleted, which the links alone cannot show) or holds another record there
   * (the chain was rewritten and re-hashed from some point on).
   */
  anchorMismatch: 'anchor_mismatch',
} as const;
export type ChainBreak = (typeof ChainBreak)[keyof typeof ChainBreak];

export interface ChainVerdict {
  tenant_id: string;
  day: string;
  chain: number;
  valid: boolean;
  /** Records examined. */
  records: number;
  /** The last link checked (the day's final hash when valid: the anchor kept with the export). */
  head: ChainHead;
  first_break?: {
    reason: ChainBreak;
    /** Position in the chain where the break shows (the sequence number expected there). */
    at_sequence: number;
    found_sequence?: number;
    audit_id?: string;
    detail: string;
  };
}

/**
 * Recomputes one tenant-day's chain from its records in storage order, one record at a time (a day
 * can be large), and reports the first broken link. With `startAfter`, a run of the chain starting
 * later than the genesis is checked against that head (an export window that begins mid-day).
 */
export class ChainVerifier {
  private previous: ChainHead;
  private count = 0;
  private firstBreak: ChainVerdict['first_break'];
  /** A gap is a deletion unless the missing sequence number turns up later (then it was moved). */
  private missingSequence: number | undefined;

  /**
   * `anchor`: the chain's head as exported earlier (the daily manifest); the chain must reach it and
   * hold exactly that record there. Records appended after it are checked as usual.
   */
  constructor(private readonly scope: ChainId & { startAfter?: ChainHead; anchor?: ChainHead }) {
    this.previous = scope.startAfter ?? genesisHead(scope.tenantId, scope.day, scope.chain);
  }

  push(entry: ChainedRecord): void {
    this.count++;
    if (this.firstBreak) {
      if (this.missingSequence !== undefined && entry.sequence === this.missingSequence) {
        this.firstBreak = {
          ...this.firstBreak,
          reason: ChainBreak.reordered,
          detail: `record ${entry.sequence} found later in the chain than where it belongs`,
        };
        this.missingSequence = undefined;
      }
      return;
    }
    const expected = this.previous.sequence + 1;
    const audit_id = entry.record?.audit_id;
    const at = { at_sequence: expected, ...(audit_id ? { audit_id } : {}) };
    if (entry.sequence !== expected) {
      const gap = entry.sequence > expected;
      if (gap) this.missingSequence = expected;
      this.firstBreak = {
        reason: gap ? ChainBreak.deleted : ChainBreak.reordered,
        ...at,
        found_sequence: entry.sequence,
        detail: gap
          ? `records ${expected}..${entry.sequence - 1} are missing`
          : `record ${entry.sequence} found where ${expected} belongs`,
      };
      return;
    }
    if (recordHash(entry.record, entry.sequence, entry.prev_hash) !== entry.record_hash) {
      this.firstBreak = {
        reason: ChainBreak.edited,
        ...at,
        detail: `record ${expected} does not hash to its stored record_hash`,
      };
      return;
    }
    if (entry.prev_hash !== this.previous.hash) {
      this.firstBreak = {
        reason: ChainBreak.brokenLink,
        ...at,
        detail: `record ${expected} does not link to record ${this.previous.sequence}: that record was rewritten, or records were moved`,
      };
      return;
    }
    if (
      entry.record.tenant_id !== this.scope.tenantId ||
      dayOrUndefined(entry.record.timestamp) !== this.scope.day
    ) {
      this.firstBreak = {
        reason: ChainBreak.misplaced,
        ...at,
        detail: `record ${expected} belongs to ${entry.record.tenant_id} on ${entry.record.timestamp}`,
      };
      return;
    }
    const anchor = this.scope.anchor;
    if (anchor && entry.sequence === anchor.sequence && entry.record_hash !== anchor.hash) {
      this.firstBreak = {
        reason: ChainBreak.anchorMismatch,
        ...at,
        detail: `record ${expected} is not the record exported as the chain's head: the chain was rewritten up to there`,
      };
      return;
    }
    this.previous = { sequence: entry.sequence, hash: entry.record_hash };
  }

  verdict(): ChainVerdict {
    const anchor = this.scope.anchor;
    if (!this.firstBreak && anchor && this.previous.sequence < anchor.sequence) {
      this.firstBreak = {
        reason: ChainBreak.anchorMismatch,
        at_sequence: this.previous.sequence + 1,
        detail: `the chain ends at record ${this.previous.sequence}, but the export anchored it at record ${anchor.sequence}: records ${this.previous.sequence + 1}..${anchor.sequence} were deleted`,
      };
    }
    return {
      tenant_id: this.scope.tenantId,
      day: this.scope.day,
      chain: this.scope.chain,
      valid: this.firstBreak === undefined,
      records: this.count,
      head: this.previous,
      ...(this.firstBreak ? { first_break: this.firstBreak } : {}),
    };
  }
}

export function verifyChain(
  entries: Iterable<ChainedRecord>,
  scope: ChainId & { startAfter?: ChainHead; anchor?: ChainHead },
): ChainVerdict {
  const verifier = new ChainVerifier(scope);
  for (const entry of entries) verifier.push(entry);
  return verifier.verdict();
}
