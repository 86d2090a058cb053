import { describe, expect, it } from 'vitest';
import type { AuditLog, AuditRecord } from '#platform/audit/record';
import type { VersionedConfig } from '#platform/tenants/config';
import type { TenantConfigStore } from '#platform/tenants/config-store';
import { type FeedbackStore, type StoredFeedback, submitFeedback } from '#platform/trust/feedback';

function memoryDeps() {
  const records: AuditRecord[] = [];
  const audit: AuditLog = { append: async (record) => void records.push(record) };
  const stored = new Map<string, StoredFeedback>();
  const feedback: FeedbackStore = {
    create: async (record) => {
      const existing = stored.get(record.feedback_id);
      if (existing) return { created: false, record: existing };
      stored.set(record.feedback_id, record);
      return { created: true, record };
    },
    tuningOutcomes: async () => ({ outcomes: [], feedback: 0 }),
  };
  const tenantConfig: TenantConfigStore = {
    current: async () => undefined,
    version: async () => undefined,
    save: async (_tenant: string, _expected: number, _next: VersionedConfig) => true,
  };
  return { records, deps: { audit, feedback, tenantConfig } };
}

/** The audit records one correction leaves, `timestamp` being the caller's clock (if any). */
async function recordsOfCorrection(timestamp?: string): Promise<AuditRecord[]> {
  const { records, deps } = memoryDeps();
  await submitFeedback(
    deps,
    {
      case_id: 'case-clock',
      module: 'intent_classifier',
      original_output: { intent: 'quote' },
      corrected_output: { intent: 'order' },
      actor: { type: 'sales_rep', id_hash: 'sha256:rep' },
      ...(timestamp !== undefined ? { timestamp } : {}),
    },
    { tenantId: 'tenant-clock', correlationId: 'corr-clock' },
  );
  return records;
}

describe('feedback audit records', () => {
  it("are placed by the server's clock; the caller's timestamp is kept as reported_at", async () => {
    const before = Date.now();
    const records = await recordsOfCorrection('2020-01-01T00:00:00Z');
    expect(records.map((record) => record.event_type)).toEqual(['rep_edit', 'feedback_submitted']);
    for (const record of records) {
      // Filed into today's chain, never into 2020's (already exported) day.
      expect(Date.parse(record.timestamp)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(record.timestamp)).toBeLessThanOrEqual(Date.now());
    }
    expect(records[0]?.reported_at).toBe('2020-01-01T00:00:00Z');
  });

  it('have no reported_at when the caller sent no timestamp', async () => {
    const records = await recordsOfCorrection();
    expect(records).toHaveLength(2);
    expect(records.every((record) => record.reported_at === undefined)).toBe(true);
  });
});
