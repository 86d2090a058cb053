import cluster, { type Worker } from 'node:cluster';
import { join } from 'node:path';
import type { GatewayWorkerSettings } from './gateway-worker';

export interface GatewayWorkersOptions extends GatewayWorkerSettings {
  count: number;
  log?: (line: string) => void;
}

export interface GatewayWorkers {
  url: string;
  pids(): number[];
  stop(): Promise<void>;
}

const STOP_GRACE_MS = 10_000;

/**
 * The gateway as `count` cluster workers sharing one port (connections are handed out round-robin
 * by this process), so that handlers run on every core, as concurrent Lambda containers do. A
 * worker that dies is replaced, as Lambda replaces a crashed container.
 */
export async function startGatewayWorkers(options: GatewayWorkersOptions): Promise<GatewayWorkers> {
  const settings: GatewayWorkerSettings = {
    host: options.host,
    port: options.port,
    integrationTimeoutMs: options.integrationTimeoutMs,
  };
  cluster.setupPrimary({
    exec: join(import.meta.dirname, 'gateway-worker.ts'),
    // The workers are TypeScript too, whatever started this process (tsx's CLI, vitest, node --import).
    execArgv: ['--import', 'tsx'],
  });
  const workers = new Set<Worker>();
  /** Workers that have joined the port (a replacement is listed once it serves). */
  const serving = new Set<Worker>();
  let stopping = false;
  let url = '';

  const fork = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork({ QCAS_GATEWAY_WORKER: JSON.stringify(settings) });
      workers.add(worker);
      const failedToStart = (code: number | null) =>
        reject(
          new Error(`gateway worker ${worker.process.pid} exited with ${code} before listening`),
        );
      worker.once('exit', failedToStart);
      worker.once('listening', (address) => {
        worker.off('exit', failedToStart);
        serving.add(worker);
        url ||= `http://${options.host}:${address.port}`;
        worker.once('exit', (code, signal) => {
          workers.delete(worker);
          serving.delete(worker);
          if (stopping) return;
          options.log?.(
            `gateway worker ${worker.process.pid} exited (${signal ?? code}); starting a replacement`,
          );
          fork().catch((error: unknown) =>
            options.log?.(`gateway worker replacement failed: ${(error as Error).message}`),
          );
        });
        resolve();
      });
    });

  try {
    // The first worker opens the port; the others (and replacements) ask for the same address and
    // port, port 0 included, and the cluster hands them the handle it already holds.
    await fork();
    await Promise.all(Array.from({ length: options.count - 1 }, fork));
  } catch (error) {
    stopping = true;
    for (const worker of workers) worker.process.kill('SIGKILL');
    throw error;
  }

  return {
    url,
    pids: () => [...serving].flatMap((worker) => (worker.process.pid ? [worker.process.pid] : [])),
    stop: async () => {
      stopping = true;
      await Promise.all(
        [...workers].map(
          (worker) =>
            new Promise<void>((resolve) => {
              if (worker.isDead()) return resolve();
              const kill = setTimeout(() => worker.process.kill('SIGKILL'), STOP_GRACE_MS);
              worker.once('exit', () => {
                clearTimeout(kill);
                resolve();
              });
              worker.process.kill('SIGTERM');
            }),
        ),
      );
      workers.clear();
      serving.clear();
    },
  };
}
