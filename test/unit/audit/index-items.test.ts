import { describe, expect, it } from 'vitest';
import { INDEX_ITEM_SPAN_MS, indexItems } from '#adapters/aws/audit-log';
import { genesisHead, linkRecords } from '#platform/audit/chain';
import type { AuditRecord } from '#platform/audit/record';

const id = { tenantId: 't1', day: '2026-11-26', chain: 2 };
const start = Date.parse('2026-11-26T10:00:00.000Z');

function record(n: number, ms: number, caseId = 'case-a'): AuditRecord {
  return {
    audit_id: `r${n}`,
    timestamp: new Date(start + ms).toISOString(),
    tenant_id: 't1',
    correlation_id: 'corr-1',
    case_id: caseId,
    actor: { type: 'system', id_hash: '' },
    event_type: 'threshold_decision',
    module: 'product_matcher',
    input_hash: 'sha256:x',
    output_hash: 'sha256:y',
  };
}

const linked = (records: AuditRecord[]) => linkRecords(records, genesisHead('t1', id.day, 2));

describe('audit index items', () => {
  it("puts a block's records under their case and their correlation id as one item each", () => {
    // A 10-line product match: its module call and ten decisions.
    const items = indexItems(id, linked(Array.from({ length: 11 }, (_, n) => record(n, n))));
    expect(items.map((item) => item.pk)).toEqual(['t1#case#case-a', 't1#correlation#corr-1']);
    for (const item of items) {
      expect(item.sk).toBe(`${new Date(start).toISOString()}#r0`);
      expect((item.records as AuditRecord[]).map((r) => r.audit_id)).toEqual(
        Array.from({ length: 11 }, (_, n) => `r${n}`),
      );
      expect(item.sequences).toEqual(Array.from({ length: 11 }, (_, n) => n + 1));
    }
  });

  it('orders each item by index key and starts a new item past the span', () => {
    const records = [record(1, 5), record(0, 0), record(2, INDEX_ITEM_SPAN_MS + 1, 'case-b')];
    const items = indexItems(id, linked(records));
    const summary = items.map((item) => [
      item.pk,
      (item.records as AuditRecord[]).map((r) => r.audit_id),
    ]);
    expect(summary).toEqual([
      ['t1#case#case-a', ['r0', 'r1']],
      ['t1#correlation#corr-1', ['r0', 'r1']],
      ['t1#correlation#corr-1', ['r2']],
      ['t1#case#case-b', ['r2']],
    ]);
  });
});
