import { queryAll } from '#adapters/aws/paging';
import type { AuditRecord } from '#platform/audit/record';
import { tableName } from '#platform/resources';

/**
 * How many times a module ran for a case: every execution writes exactly one `module_call` audit
 * record (shared/application/audit.ts), so replays, conflicts and skipped redeliveries leave none.
 */
export async function moduleCallCount(tenantId: string, caseId: string): Promise<number> {
  return (
    await auditRecordsOfToday(
      tenantId,
      (record) => record.case_id === caseId && record.event_type === 'module_call',
    )
  ).length;
}

/** Today's audit records of a tenant that match `keep`, in the order the table returns them. */
export async function auditRecordsOfToday(
  tenantId: string,
  keep: (record: AuditRecord) => boolean,
): Promise<AuditRecord[]> {
  const day = new Date().toISOString().slice(0, 10);
  const records: AuditRecord[] = [];
  const items = queryAll({
    TableName: tableName('audit'),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': `${tenantId}#${day}` },
    ConsistentRead: true,
  });
  // One item per block of chained records (shared/adapters/aws/audit-log.ts).
  for await (const item of items) {
    for (const entry of (item.entries ?? []) as { record?: AuditRecord }[]) {
      if (entry.record && keep(entry.record)) records.push(entry.record);
    }
  }
  return records;
}

export async function waitFor<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs = 20_000,
  everyMs = 200,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
