import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DynamoAuditLog } from '#adapters/aws/audit-log';
import { dailyExportKey, runDailyAuditExport } from '#application/audit-export';
import type { ChainHead } from '#platform/audit/chain';
import { daysOf } from '#platform/audit/query';
import { anchorsOfManifest, type DayVerdict, verifyStoredDay } from '#platform/audit/verify';
import { resetRuntimeConfig } from '#platform/config/runtime';
import { services } from '#platform/services';
import { startDynamoDb } from './emulators';

/**
 * `npm run audit:verify -- --tenant demo [--from 2026-11-01 --to 2026-11-16] [--json]`: recomputes the
 * hash chains of each tenant-day and names the first broken link (exit code 1 if any).
 * `npm run audit:export -- [--day 2026-11-15]`: runs the scheduled daily SIEM export once.
 * Both use the running local runtime's emulators (found through `.data/runtime.json`); `verify` opens
 * the DynamoDB data directory itself when no runtime is running.
 */
const usage =
  'usage: npm run audit:verify -- --tenant T [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--json]\n' +
  '       npm run audit:export -- [--day YYYY-MM-DD]\n';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    tenant: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    day: { type: 'string' },
    json: { type: 'boolean', default: false },
    'data-dir': { type: 'string', default: process.env.QCAS_DATA_DIR ?? '.data' },
  },
});
const command = positionals[0];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

interface Connection {
  /** Whether the runtime's S3 (the export manifests) is reachable: it lives only while it runs. */
  running: boolean;
  disconnect(): Promise<void>;
}

/** Points the adapters at the running runtime, or at the persisted DynamoDB data when none runs. */
async function connect(needsRunningRuntime: boolean): Promise<Connection> {
  const base = { AWS_REGION: process.env.AWS_REGION ?? 'eu-central-1' };
  if (process.env.QCAS_DYNAMODB_ENDPOINT)
    return {
      running: process.env.QCAS_S3_ENDPOINT !== undefined,
      disconnect: async () => undefined,
    };
  const dataDir = values['data-dir'];
  try {
    const descriptor = JSON.parse(await readFile(join(dataDir, 'runtime.json'), 'utf8')) as {
      pid: number;
      env: Record<string, string>;
    };
    if (alive(descriptor.pid)) {
      Object.assign(process.env, base, descriptor.env);
      resetRuntimeConfig();
      return { running: true, disconnect: async () => undefined };
    }
  } catch {
    // No runtime descriptor: nothing is running.
  }
  if (needsRunningRuntime) {
    process.stderr.write('No local runtime is running: start it with `npm start` first.\n');
    process.exit(2);
  }
  const dynamodb = await startDynamoDb({ path: join(dataDir, 'dynamodb') });
  Object.assign(process.env, base, {
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    QCAS_DYNAMODB_ENDPOINT: dynamodb.url,
  });
  resetRuntimeConfig();
  return { running: false, disconnect: () => dynamodb.stop() };
}

/** The chain heads the daily export anchored for a tenant-day, if the export ran and is readable. */
async function exportedAnchors(tenantId: string, day: string): Promise<ChainHead[] | undefined> {
  try {
    const manifest = await services().auditExports.get(
      dailyExportKey(tenantId, day, 'manifest.json'),
    );
    return manifest
      ? anchorsOfManifest(JSON.parse(Buffer.from(manifest).toString('utf8')))
      : undefined;
  } catch {
    return undefined;
  }
}

function describe(verdict: DayVerdict): string {
  const used = verdict.chains.filter((chain) => chain.records > 0).length;
  if (verdict.valid)
    return `${verdict.tenant_id} ${verdict.day}: valid, ${verdict.records} records in ${used} chain(s)`;
  const broken = verdict.first_break;
  return `${verdict.tenant_id} ${verdict.day}: BROKEN in chain ${broken?.chain} at sequence ${broken?.at_sequence} (${broken?.reason}${broken?.audit_id ? `, audit_id ${broken.audit_id}` : ''}): ${broken?.detail}`;
}

if (command === 'verify') {
  const today = new Date().toISOString().slice(0, 10);
  const from = values.from ?? today;
  const to = values.to ?? from;
  if (!values.tenant || !DAY.test(from) || !DAY.test(to) || to < from) {
    process.stderr.write(usage);
    process.exit(2);
  }
  const connection = await connect(false);
  const trail = new DynamoAuditLog();
  let broken = 0;
  const window = {
    from: new Date(`${from}T00:00:00Z`),
    to: new Date(Date.parse(`${to}T00:00:00Z`) + 24 * 60 * 60 * 1000),
  };
  for (const day of daysOf(window)) {
    const anchors = connection.running ? await exportedAnchors(values.tenant, day) : undefined;
    const verdict = await verifyStoredDay(trail, values.tenant, day, anchors);
    if (!verdict.valid) broken++;
    const anchoring = anchors
      ? 'held to the heads of its daily export'
      : 'no daily export manifest: a deleted tail would not show';
    process.stdout.write(
      `${values.json ? JSON.stringify({ ...verdict, anchored: anchors !== undefined }) : `${describe(verdict)}; ${anchoring}`}\n`,
    );
  }
  await connection.disconnect();
  process.exit(broken > 0 ? 1 : 0);
} else if (command === 'export-daily') {
  if (values.day !== undefined && !DAY.test(values.day)) {
    process.stderr.write(usage);
    process.exit(2);
  }
  await connect(true);
  const outcomes = await runDailyAuditExport(services(), values.day ? { day: values.day } : {});
  for (const outcome of outcomes)
    process.stdout.write(
      `${outcome.key}: ${outcome.record_count} records, ${outcome.bytes} bytes, chain ${outcome.chain.valid ? 'valid' : 'BROKEN'}\n`,
    );
  process.exit(0);
} else {
  process.stderr.write(usage);
  process.exit(2);
}
