/**
 * The audit exports: the scheduled daily SIEM drop here, the on-demand export job in
 * create-audit-export.ts (apart, so that the scheduled function does not bundle the API contract).
 */

import { CHAINS_PER_DAY, ChainVerifier } from '#platform/audit/chain';
import { recordsInWindow, type TimeWindow, toExportLine } from '#platform/audit/query';
import type { AuditTrail, StoredAuditEntry } from '#platform/audit/trail';
import { type DayVerdict, dayVerdict } from '#platform/audit/verify';
import type { BlobStore } from '#platform/storage/blobs';
import type { TenantStore } from '#platform/tenants/ports';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AuditExportDeps {
  auditTrail: AuditTrail;
  auditExports: BlobStore;
}

/** Streams a window's records as NDJSON into the audit bucket. */
export async function writeAuditExport(
  deps: AuditExportDeps,
  tenantId: string,
  window: TimeWindow,
  key: string,
  onRecord?: (entry: StoredAuditEntry) => void,
): Promise<{ record_count: number; bytes: number }> {
  let count = 0;
  async function* lines(): AsyncIterable<string> {
    for await (const entry of recordsInWindow(deps.auditTrail, tenantId, window)) {
      onRecord?.(entry);
      count++;
      yield `${toExportLine(entry)}\n`;
    }
  }
  const { bytes } = await deps.auditExports.putStream(key, lines(), 'application/x-ndjson');
  return { record_count: count, bytes };
}

export function dailyExportKey(tenantId: string, day: string, suffix = 'ndjson'): string {
  const [year, month, date] = day.split('-');
  return `${tenantId}/audit/${year}/${month}/${date}.${suffix}`;
}

export interface DailyExportOutcome {
  tenant_id: string;
  day: string;
  key: string;
  record_count: number;
  bytes: number;
  chain: DayVerdict;
}

/**
 * The scheduled SIEM drop: yesterday's records of every tenant, one NDJSON file per tenant and day,
 * and beside it a manifest with the chain verdict and the day's final hash (the anchor that makes
 * even a truncated day detectable later). Rewriting a day replaces both files with the same content.
 */
export async function runDailyAuditExport(
  deps: AuditExportDeps & { tenants: TenantStore },
  options: { day?: string; now?: Date } = {},
): Promise<DailyExportOutcome[]> {
  const day =
    options.day ??
    new Date((options.now ?? new Date()).getTime() - DAY_MS).toISOString().slice(0, 10);
  const from = new Date(`${day}T00:00:00.000Z`);
  const window = { from, to: new Date(from.getTime() + DAY_MS) };
  const outcomes: DailyExportOutcome[] = [];
  for (const { tenantId } of await deps.tenants.listTenants()) {
    const verifiers = Array.from(
      { length: CHAINS_PER_DAY },
      (_, chain) => new ChainVerifier({ tenantId, day, chain }),
    );
    const key = dailyExportKey(tenantId, day);
    const written = await writeAuditExport(deps, tenantId, window, key, (entry) =>
      verifiers[entry.chain]?.push(entry),
    );
    const outcome: DailyExportOutcome = {
      tenant_id: tenantId,
      day,
      key,
      ...written,
      chain: dayVerdict(
        tenantId,
        day,
        verifiers.map((verifier) => verifier.verdict()),
      ),
    };
    await deps.auditExports.put(
      dailyExportKey(tenantId, day, 'manifest.json'),
      JSON.stringify(outcome),
      'application/json',
    );
    outcomes.push(outcome);
  }
  return outcomes;
}
