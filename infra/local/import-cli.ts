import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';

/**
 * `npm run import -- --tenant demo --dataset customers --file customers.ndjson [--mode replace]`:
 * sends a master-data file to a running service through the same endpoint callers use. Files above
 * the gateway's 10 MB are sent in chunks of whole lines: the first with the chosen mode, the rest as
 * upserts (so a chunked replace is not atomic across chunks; the endpoint's own replace is).
 */
const { values } = parseArgs({
  options: {
    tenant: { type: 'string', default: 'demo' },
    dataset: { type: 'string' },
    file: { type: 'string' },
    mode: { type: 'string', default: 'replace' },
    'base-url': { type: 'string', default: process.env.QCAS_BASE_URL ?? 'http://127.0.0.1:3000' },
    'client-id': { type: 'string' },
    'client-secret': { type: 'string' },
  },
});
if (!values.dataset || !values.file) {
  process.stderr.write(
    'usage: npm run import -- --tenant demo --dataset customers --file customers.ndjson [--mode replace|upsert]\n',
  );
  process.exit(2);
}
const clientId = values['client-id'] ?? `${values.tenant}-client`;
const clientSecret = values['client-secret'] ?? `${values.tenant}-secret`;
const base = values['base-url'];
const tokenResponse = await fetch(`${base}/oauth2/token`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: clientId,
    client_secret: clientSecret,
    scope: 'admin.master_data',
  }),
});
if (!tokenResponse.ok) {
  process.stderr.write(
    `token request failed: ${tokenResponse.status} ${await tokenResponse.text()}\n`,
  );
  process.exit(1);
}
const { access_token: accessToken } = (await tokenResponse.json()) as { access_token: string };
const text = await readFile(values.file, 'utf8');
const csv = values.file.endsWith('.csv');
const lines = text.split('\n');
const header = csv ? `${lines.shift() ?? ''}\n` : '';
const CHUNK_BYTES = 8 * 1024 * 1024;
const chunks: string[] = [];
let current: string[] = [];
let size = 0;
for (const line of lines) {
  if (size + line.length > CHUNK_BYTES && current.length > 0) {
    chunks.push(header + current.join('\n'));
    current = [];
    size = 0;
  }
  current.push(line);
  size += line.length + 1;
}
if (current.length > 0) chunks.push(header + current.join('\n'));
let imported = 0;
let rejected = 0;
for (const [index, chunk] of chunks.entries()) {
  const mode = index === 0 ? values.mode : 'upsert';
  const response = await fetch(`${base}/v1/admin/master-data/${values.dataset}?mode=${mode}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${accessToken}`,
      'X-Correlation-Id': `import-${Date.now()}`,
      'Content-Type': csv ? 'text/csv' : 'application/x-ndjson',
    },
    body: chunk,
  });
  const body = (await response.json()) as {
    imported?: number;
    rejected?: number;
    errors?: unknown[];
    ignored_fields?: { field: string; records: number; did_you_mean?: string }[];
    total?: number;
  };
  if (!response.ok) {
    process.stderr.write(
      `chunk ${index + 1}/${chunks.length} failed: ${response.status} ${JSON.stringify(body)}\n`,
    );
    process.exit(1);
  }
  imported += body.imported ?? 0;
  rejected += body.rejected ?? 0;
  for (const error of body.errors ?? [])
    process.stderr.write(`  rejected: ${JSON.stringify(error)}\n`);
  for (const ignored of body.ignored_fields ?? [])
    process.stderr.write(
      `  field not read: '${ignored.field}' in ${ignored.records} records` +
        `${ignored.did_you_mean ? ` (did you mean '${ignored.did_you_mean}'?)` : ''}\n`,
    );
  process.stdout.write(
    `chunk ${index + 1}/${chunks.length}: ${body.imported} imported, ${body.rejected} rejected, ${body.total} in the set\n`,
  );
}
process.stdout.write(`${values.dataset}: ${imported} imported, ${rejected} rejected\n`);
