import { resetClients } from '#adapters/aws/clients';
import { startGateway } from '#local/gateway';
import { resetRuntimeConfig } from '#platform/config/runtime';
import { resetServices } from '#platform/services';

/**
 * One function's process, as Lambda would run it: the API Gateway shim of the local runtime in front
 * of whichever handler is called (loaded on first call), talking to the emulators of the runtime
 * under test (`QCAS_BENCH_ENV`, JSON). The bench reads this process's RSS from /proc, so the figure is
 * the handler, its module, its models and its master-data index — no emulator, no other function.
 */
const env = JSON.parse(process.env.QCAS_BENCH_ENV ?? '{}') as Record<string, string>;
Object.assign(process.env, env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });
resetRuntimeConfig();
resetClients();
resetServices();
const gateway = await startGateway({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${JSON.stringify({ url: gateway.url, pid: process.pid })}\n`);
process.on('SIGTERM', () => {
  void gateway.stop().then(() => process.exit(0));
});
