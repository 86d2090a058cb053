import { startLocalRuntime } from '#local/runtime';

/**
 * The service under test, in its own process so the load generator does not share its event loop:
 * the whole local runtime (gateway, every handler, emulators in memory, nothing persisted). Prints one
 * JSON line `{url, env, pid}` when ready and stops on SIGTERM.
 */
const runtime = await startLocalRuntime({
  port: 0,
  workers: Number(process.env.QCAS_BENCH_WORKERS ?? 1),
  env: { POWERTOOLS_LOG_LEVEL: 'SILENT', POWERTOOLS_METRICS_DISABLED: 'true' },
});
process.stdout.write(
  `${JSON.stringify({ url: runtime.url, env: runtime.env, pid: process.pid, gatewayPids: runtime.gatewayPids() })}\n`,
);

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await runtime.stop();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
