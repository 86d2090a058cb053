import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadDemoTenant } from './demo-tenant';
import { keepServingOnStrayErrors } from './process-guard';
import { startLocalRuntime } from './runtime';

/**
 * `npm start [-- --port 3000] [--host 127.0.0.1] [--workers 1] [--no-demo-data]`: the whole service on loopback,
 * stopped cleanly by Ctrl-C or SIGTERM. Once ready, the `demo` tenant gets its master data if it
 * has none yet (in the background: readiness does not wait for it).
 */
const startedAt = Date.now();
const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    'no-demo-data': { type: 'boolean', default: process.env.QCAS_NO_DEMO_DATA === '1' },
    workers: { type: 'string', default: process.env.QCAS_WORKERS ?? '1' },
  },
});
const port = Number(args.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  process.stderr.write(`--port must be a port number, got ${args.port}\n`);
  process.exit(2);
}
const host = args.host ?? '127.0.0.1';
const workers = Number(args.workers);
if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
  process.stderr.write(`--workers must be a whole number from 1 to 64, got ${args.workers}\n`);
  process.exit(2);
}
const log = (line: string) => process.stderr.write(`${new Date().toISOString()} ${line}\n`);
keepServingOnStrayErrors(log);
const dataDir = process.env.QCAS_DATA_DIR ?? '.data';
const runtime = await startLocalRuntime({
  host,
  port,
  dataDir,
  workers,
  log,
});

const lines = [
  '',
  `Quote Case Automation Service — local runtime ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
  '',
  `  API base URL   ${runtime.url}/v1`,
  `  Token URL      ${runtime.url}/oauth2/token`,
  `  API reference  ${runtime.url}/docs`,
  `  Health         ${runtime.url}/healthz   ${runtime.url}/readyz`,
  '',
  '  Tenants and credentials (every scope):',
  ...runtime.tenants.map(
    (t) =>
      `    ${t.tenantId.padEnd(8)} client_id=${t.clientId}  client_secret=${t.clientSecret}${t.apiKey ? `  X-Api-Key: ${t.apiKey}` : ''}`,
  ),
  '',
  `  Emulators: DynamoDB ${runtime.services.dynamodb.url} · SQS ${runtime.services.sqs.url} · S3 ${runtime.services.s3.url} · models ${runtime.services.models.url}`,
  `  Model backend: ${runtime.env.QCAS_MODEL_BACKEND} · gateway processes: ${workers === 1 ? '1 (this one)' : runtime.gatewayPids().join(', ')}`,
  '',
  `  Try: curl -s -X POST ${runtime.url}/oauth2/token -d grant_type=client_credentials -d client_id=demo-client -d client_secret=demo-secret`,
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);

if (!args['no-demo-data']) {
  loadDemoTenant({
    demoDir: join(dataDir, 'demo'),
    log: (line) => process.stdout.write(`${line}\n`),
  }).catch((error: unknown) => {
    process.stderr.write(
      `demo tenant: loading its master data failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
  });
}

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  process.stdout.write(`\n${signal}: stopping…\n`);
  await runtime.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
