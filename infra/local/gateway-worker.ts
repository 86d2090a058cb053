import { disposeWorker } from '#domain/documents/index';
import { startGateway } from './gateway';
import { keepServingOnStrayErrors } from './process-guard';

/**
 * One gateway worker of a multi-process local runtime (`startLocalRuntime({ workers: N })`): a
 * cluster worker that serves the shared port with its own copy of every handler, as a fleet of
 * Lambda containers would — its own caches, indexes and event loop — against the emulators the
 * primary process runs. Configured by environment (the functions' settings plus
 * `QCAS_GATEWAY_WORKER`), it stops cleanly on SIGTERM or when the primary goes away.
 */
export interface GatewayWorkerSettings {
  host: string;
  port: number;
  /** The gateway's integration timeout per function name; `default` for the others. */
  integrationTimeoutMs: Record<string, number>;
}

const log = (line: string) => process.stderr.write(`${new Date().toISOString()} ${line}\n`);
keepServingOnStrayErrors(log);

const settings = JSON.parse(process.env.QCAS_GATEWAY_WORKER ?? '{}') as GatewayWorkerSettings;
const gateway = await startGateway({
  host: settings.host,
  port: settings.port,
  integrationTimeoutMs: (fn) =>
    settings.integrationTimeoutMs[fn] ?? settings.integrationTimeoutMs.default ?? 30_000,
});
process.env.QCAS_ISSUER ??= gateway.url;

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await gateway.stop();
  // The OCR worker thread of an extraction would keep this process alive.
  await disposeWorker();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
// Ctrl-C reaches the whole process group: the primary stops the workers itself (SIGTERM), so a
// worker that left on its own first would look like a crash and be replaced.
process.on('SIGINT', () => undefined);
process.on('disconnect', () => void stop());
