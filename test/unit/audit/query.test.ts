import { describe, expect, it } from 'vitest';
import { genesisHead, linkRecords } from '#platform/audit/chain';
import { cursorKeysOf, sealCursor } from '#platform/audit/cursor';
import { listAuditRecords } from '#platform/audit/query';
import { type AuditRecord, sha256Of } from '#platform/audit/record';
import {
  type AuditIndexName,
  type AuditTrail,
  type ChainPosition,
  indexKeyOf,
  type StoredAuditEntry,
} from '#platform/audit/trail';
import { generateSigningKey } from '#platform/auth/keys';

const TENANT = 'acme';
const DAY = '2026-11-16';
const NOW = new Date(`${DAY}T23:00:00.000Z`);

function record(index: number, caseId: string, correlationId = `corr-${index}`): AuditRecord {
  const seconds = Math.floor(index / 10);
  return {
    audit_id: `a-${String(index).padStart(6, '0')}`,
    timestamp: new Date(Date.parse(`${DAY}T08:00:00.000Z`) + seconds * 1000).toISOString(),
    tenant_id: TENANT,
    correlation_id: correlationId,
    case_id: caseId,
    actor: { type: 'system', id_hash: sha256Of('client') },
    event_type: 'module_call',
    module: 'intent_classifier',
    input_hash: sha256Of({ index }),
    output_hash: sha256Of({ out: index }),
  };
}

/** One day in one chain, held in memory; counts what a listing reads. */
class MemoryTrail implements AuditTrail {
  chainReads = 0;
  readonly entries: StoredAuditEntry[];
  constructor(readonly records: AuditRecord[]) {
    this.entries = linkRecords(records, genesisHead(TENANT, DAY, 0)).map((entry) => ({
      ...entry,
      chain: 0,
      block: 1,
    }));
  }
  async *readChain(_tenant: string, day: string, chain: number, after?: ChainPosition) {
    this.chainReads++;
    if (day !== DAY || chain !== 0) return;
    for (const entry of this.entries) if (!after || entry.sequence > after.sequence) yield entry;
  }
  async *readIndex(
    _tenant: string,
    lookup: { index: AuditIndexName; value: string },
    window: { from: string; to: string },
    options: { after?: string | undefined } = {},
  ) {
    const keyed = this.records
      .filter((r) => (lookup.index === 'case' ? r.case_id : r.correlation_id) === lookup.value)
      .map((r) => ({ at: indexKeyOf(r), record: r }))
      .filter(({ at }) => at >= window.from && at <= window.to)
      .sort((a, b) => (a.at < b.at ? -1 : 1));
    for (const entry of keyed)
      if (options.after === undefined || entry.at > options.after) yield entry;
  }
}

const keys = async () => cursorKeysOf([await generateSigningKey()]);

describe('GET /v1/audit/records by case or correlation id', () => {
  it("answers the case's records on the first page, read from the index, not by scanning the day", async () => {
    const busy = Array.from({ length: 5000 }, (_, i) => record(i, `other-${i}`));
    busy.splice(4000, 0, record(90_001, 'wanted'), record(90_002, 'wanted'));
    const trail = new MemoryTrail(busy);
    const page = await listAuditRecords(
      trail,
      TENANT,
      { case_id: 'wanted' },
      { cursorKeys: await keys(), now: NOW, scanBudget: 1000 },
    );
    expect(page.records.map((r) => r.audit_id)).toEqual(['a-090001', 'a-090002']);
    expect(page.next_cursor).toBeNull();
    expect(trail.chainReads).toBe(0);
  });

  it('pages through one correlation id with signed cursors', async () => {
    const records = Array.from({ length: 7 }, (_, i) => record(i, `case-${i}`, 'corr-shared'));
    const trail = new MemoryTrail([...records, record(100, 'x')]);
    const cursorKeys = await keys();
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listAuditRecords(
        trail,
        TENANT,
        { correlation_id: 'corr-shared', limit: 3, ...(cursor ? { cursor } : {}) },
        { cursorKeys, now: NOW },
      );
      seen.push(...page.records.map((r) => r.audit_id));
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(records.map((r) => r.audit_id));
  });
});

describe('audit cursors', () => {
  const query = { from: `${DAY}T00:00:00.000Z`, to: `${DAY}T23:59:59.000Z`, limit: 1 };

  it('are signed: an altered or foreign-tenant cursor is refused, a forged century is never read', async () => {
    const trail = new MemoryTrail(Array.from({ length: 5 }, (_, i) => record(i, `case-${i}`)));
    const cursorKeys = await keys();
    const first = await listAuditRecords(trail, TENANT, query, { cursorKeys, now: NOW });
    const cursor = first.next_cursor ?? '';
    expect(cursor).not.toBe('');
    const [payload = '', mac = ''] = cursor.split('.');
    const state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      w: number[];
    };
    const century = Buffer.from(
      JSON.stringify({ ...state, w: [Date.parse('1950-01-01'), Date.parse('2050-01-01')] }),
    ).toString('base64url');
    const reads = trail.chainReads;
    for (const forged of [`${century}.${mac}`, century, `${payload}.AAAA${mac.slice(4)}`]) {
      await expect(
        listAuditRecords(trail, TENANT, { ...query, cursor: forged }, { cursorKeys, now: NOW }),
      ).rejects.toMatchObject({
        name: 'InvalidPayloadError',
        details: { problems: [{ pointer: '/cursor' }] },
      });
    }
    await expect(
      listAuditRecords(trail, 'other-tenant', { ...query, cursor }, { cursorKeys, now: NOW }),
    ).rejects.toMatchObject({ name: 'InvalidPayloadError' });
    expect(trail.chainReads).toBe(reads);
  });

  it('have their window re-checked even when the signature holds', async () => {
    const trail = new MemoryTrail(Array.from({ length: 5 }, (_, i) => record(i, `case-${i}`)));
    const cursorKeys = await keys();
    const first = await listAuditRecords(trail, TENANT, query, { cursorKeys, now: NOW });
    const [payload = ''] = (first.next_cursor ?? '').split('.');
    const state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as object;
    // A cursor this service signed, but over 100 years (a leaked key, an old bug): still 400.
    const signedCentury = sealCursor(
      { ...state, w: [Date.parse('1950-01-01'), Date.parse('2050-01-01')] },
      TENANT,
      cursorKeys,
    );
    const reads = trail.chainReads;
    await expect(
      listAuditRecords(
        trail,
        TENANT,
        { ...query, cursor: signedCentury },
        { cursorKeys, now: NOW },
      ),
    ).rejects.toMatchObject({
      name: 'InvalidPayloadError',
      message: expect.stringContaining('over 31 days'),
    });
    expect(trail.chainReads).toBe(reads);
  });

  it('still verify after a key rotation (the previous key stays in the set)', async () => {
    const trail = new MemoryTrail(Array.from({ length: 3 }, (_, i) => record(i, `case-${i}`)));
    const old = await generateSigningKey(new Date('2026-01-01'));
    const rotated = await generateSigningKey(new Date('2026-02-01'));
    const before = await listAuditRecords(trail, TENANT, query, {
      cursorKeys: cursorKeysOf([old]),
      now: NOW,
    });
    const after = await listAuditRecords(
      trail,
      TENANT,
      { ...query, cursor: before.next_cursor ?? '' },
      { cursorKeys: cursorKeysOf([rotated, old]), now: NOW },
    );
    expect(after.records).toHaveLength(1);
  });
});
