import { describe, expect, it } from 'vitest';
import {
  auditDay,
  ChainBreak,
  type ChainedRecord,
  genesisHead,
  linkRecords,
  recordHash,
  verifyChain,
} from '#platform/audit/chain';
import { daysOf, resolveWindow, toApiRecord } from '#platform/audit/query';
import { type AuditRecord, canonicalJson, newAuditRecord, sha256Of } from '#platform/audit/record';

const TENANT = 'acme';
const DAY = '2026-11-16';

function record(index: number): AuditRecord {
  return {
    audit_id: `a-${index}`,
    timestamp: `${DAY}T09:00:${String(index % 60).padStart(2, '0')}.000Z`,
    tenant_id: TENANT,
    correlation_id: `c-${index}`,
    case_id: `case-${index}`,
    actor: { type: 'system', id_hash: sha256Of('client') },
    event_type: 'module_call',
    module: 'intent_classifier',
    input_hash: sha256Of({ index }),
    output_hash: sha256Of({ out: index }),
  };
}

const chain = (n: number) =>
  linkRecords(
    Array.from({ length: n }, (_, i) => record(i + 1)),
    genesisHead(TENANT, DAY, 0),
  );
const scope = { tenantId: TENANT, day: DAY, chain: 0 };

describe('audit hashes', () => {
  it('are reproducible: same content, same hash, whatever the key order', () => {
    const a = { b: 1, a: { d: [1, { y: 2, x: 1 }], c: 'é' } };
    const b = { a: { c: 'é', d: [1, { x: 1, y: 2 }] }, b: 1 };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(sha256Of(a)).toBe(sha256Of(b));
    expect(sha256Of(a)).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(sha256Of({ ...a, b: 2 })).not.toBe(sha256Of(a));
    const first = newAuditRecord({
      tenant_id: TENANT,
      correlation_id: 'c',
      case_id: 'k',
      actor: { type: 'user', id_hash: 'h' },
      event_type: 'config_change',
      module: 'tenant_config',
      input: a,
      output: { ok: true },
    });
    expect(first.input_hash).toBe(sha256Of(b));
    // The chain hash of one record at one place is a pure function of its content.
    const again = recordHash(record(1), 1, genesisHead(TENANT, DAY, 0).hash);
    expect(chain(1)[0]?.record_hash).toBe(again);
    expect(recordHash(record(1), 2, genesisHead(TENANT, DAY, 0).hash)).not.toBe(again);
  });

  it('ties the genesis to the tenant, the day and the chain', () => {
    expect(genesisHead(TENANT, DAY, 0).hash).not.toBe(genesisHead('other', DAY, 0).hash);
    expect(genesisHead(TENANT, DAY, 0).hash).not.toBe(genesisHead(TENANT, '2026-11-17', 0).hash);
    expect(genesisHead(TENANT, DAY, 0).hash).not.toBe(genesisHead(TENANT, DAY, 1).hash);
    expect(auditDay('2026-11-16T23:59:59.999+00:00')).toBe(DAY);
    expect(auditDay('2026-11-17T00:30:00+02:00')).toBe(DAY);
  });
});

describe('verifyChain', () => {
  it('accepts an intact chain and reports its head', () => {
    const entries = chain(5);
    const verdict = verifyChain(entries, scope);
    expect(verdict).toMatchObject({ valid: true, records: 5, head: { sequence: 5 } });
    expect(verdict.head.hash).toBe(entries[4]?.record_hash);
  });

  it('catches an edited record', () => {
    const entries = chain(5);
    const target = entries[2] as ChainedRecord;
    entries[2] = { ...target, record: { ...target.record, case_id: 'forged' } };
    expect(verifyChain(entries, scope).first_break).toMatchObject({
      reason: ChainBreak.edited,
      at_sequence: 3,
      audit_id: 'a-3',
    });
  });

  it('catches an edit whose hash was recomputed, at the next link', () => {
    const entries = chain(5);
    const target = entries[1] as ChainedRecord;
    const forged = { ...target.record, decision: { applied_action: 'auto_accept' } };
    entries[1] = {
      ...target,
      record: forged,
      record_hash: recordHash(forged, target.sequence, target.prev_hash),
    };
    expect(verifyChain(entries, scope).first_break).toMatchObject({
      reason: ChainBreak.brokenLink,
      at_sequence: 3,
    });
  });

  it('catches a deleted record', () => {
    const entries = chain(5);
    entries.splice(1, 1);
    const verdict = verifyChain(entries, scope);
    expect(verdict.valid).toBe(false);
    expect(verdict.first_break).toMatchObject({
      reason: ChainBreak.deleted,
      at_sequence: 2,
      found_sequence: 3,
    });
    expect(verdict.head.sequence).toBe(1);
  });

  it('catches reordered records', () => {
    const entries = chain(5);
    const [second, third] = [entries[1] as ChainedRecord, entries[2] as ChainedRecord];
    entries[1] = third;
    entries[2] = second;
    expect(verifyChain(entries, scope).first_break).toMatchObject({
      reason: ChainBreak.reordered,
      at_sequence: 2,
      found_sequence: 3,
    });
  });

  it('catches a deleted tail only against the head anchored by the export', () => {
    const entries = chain(6);
    const anchor = verifyChain(entries, scope).head;
    const truncated = entries.slice(0, 4);
    // The links of what is left are intact: without the anchor nothing shows.
    expect(verifyChain(truncated, scope).valid).toBe(true);
    expect(verifyChain(truncated, { ...scope, anchor })).toMatchObject({
      valid: false,
      first_break: { reason: ChainBreak.anchorMismatch, at_sequence: 5 },
    });
    // Records appended after the export still verify against the anchor.
    expect(
      verifyChain(entries, { ...scope, anchor: verifyChain(entries.slice(0, 3), scope).head }),
    ).toMatchObject({ valid: true, records: 6 });
  });

  it('catches a chain rewritten and re-hashed from some record on, at the anchored record', () => {
    const entries = chain(5);
    const anchor = verifyChain(entries, scope).head;
    const rewritten = [
      ...entries.slice(0, 2),
      ...linkRecords(
        entries.slice(2).map((entry) => ({ ...entry.record, case_id: 'forged' })),
        { sequence: 2, hash: entries[1]?.record_hash ?? '' },
      ),
    ];
    expect(verifyChain(rewritten, scope).valid).toBe(true);
    expect(verifyChain(rewritten, { ...scope, anchor })).toMatchObject({
      valid: false,
      first_break: { reason: ChainBreak.anchorMismatch, at_sequence: 5 },
    });
  });

  it('catches a record stored under another tenant or day', () => {
    const moved = linkRecords([record(1)], genesisHead(TENANT, '2026-11-17', 0));
    expect(
      verifyChain(moved, { tenantId: TENANT, day: '2026-11-17', chain: 0 }).first_break?.reason,
    ).toBe(ChainBreak.misplaced);
    expect(
      verifyChain(chain(1), { tenantId: 'other', day: DAY, chain: 0 }).first_break?.reason,
    ).toBe(ChainBreak.brokenLink);
  });
});

describe('audit windows', () => {
  const now = new Date('2026-11-16T12:00:00Z');
  it('defaults to the last 24 hours and lists the UTC days touched', () => {
    const window = resolveWindow({}, now);
    expect(window.from.toISOString()).toBe('2026-11-15T12:00:00.000Z');
    expect(daysOf(window)).toEqual(['2026-11-15', '2026-11-16']);
    expect(
      daysOf(resolveWindow({ from: '2026-11-16T00:00:00Z', to: '2026-11-17T00:00:00Z' }, now)),
    ).toEqual(['2026-11-16']);
  });

  it('refuses an empty or reversed window and one longer than 31 days', () => {
    expect(() =>
      resolveWindow({ from: '2026-11-16T00:00:00Z', to: '2026-11-16T00:00:00Z' }),
    ).toThrow(/before/);
    expect(() =>
      resolveWindow({ from: '2026-10-01T00:00:00Z', to: '2026-11-16T00:00:00Z' }),
    ).toThrow(/31 days/);
  });

  it('answers exactly the SPEC 2.8 fields', () => {
    const stored = { ...record(1), sequence: 4, extra: 'x' } as unknown as AuditRecord;
    expect(Object.keys(toApiRecord(stored)).sort()).toEqual(
      [
        'actor',
        'audit_id',
        'case_id',
        'correlation_id',
        'event_type',
        'input_hash',
        'module',
        'output_hash',
        'tenant_id',
        'timestamp',
      ].sort(),
    );
  });
});
