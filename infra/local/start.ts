import { startLocalRuntime } from './runtime';

/** `npm start`: the whole service on loopback, stopped cleanly by Ctrl-C or SIGTERM. */
const startedAt = Date.now();
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const runtime = await startLocalRuntime({
  host,
  port,
  dataDir: process.env.QCAS_DATA_DIR ?? '.data',
  log: (line) => process.stderr.write(`${new Date().toISOString()} ${line}\n`),
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
  `  Emulators: DynamoDB ${runtime.services.dynamodb.url} · SQS+S3 ${runtime.services.sqsAndS3.url} · models ${runtime.services.models.url}`,
  `  Model backend: ${runtime.env.QCAS_MODEL_BACKEND}`,
  '',
  `  Try: curl -s -X POST ${runtime.url}/oauth2/token -d grant_type=client_credentials -d client_id=demo-client -d client_secret=demo-secret`,
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);

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
