/**
 * A stand-alone job-worker process for the crash test (test/integration/job-recovery.test.ts): the
 * real job-worker handler polling the real jobs queue, except that the module it runs stalls after the
 * claim. It prints `claimed <job id>` once the job is `processing` under its lease; the test then kills
 * the process with SIGKILL, which is what a crashed or timed-out Lambda leaves behind.
 *
 * Usage (environment: the runtime's env): node --import tsx stalling-job-worker.ts <operation id>
 */

import { type JobOperationId, jobOperations } from '#application/job-operations';
import { startBackgroundFunctions } from '#local/background';

const operationId = (process.argv[2] ?? 'classifyIntent') as JobOperationId;
// The job worker's table of operations is the seam: this one operation's work stalls.
jobOperations[operationId].execute = (_input: unknown, context: { requestId: string }) => {
  process.stdout.write(`claimed ${context.requestId}\n`);
  // A pending promise alone does not keep Node alive: between two polls the process could end on
  // its own (exit 0) instead of being killed mid-job, which is what the test is about.
  setInterval(() => undefined, 60_000);
  return new Promise<never>(() => undefined);
};

const sqsEndpoint = process.env.QCAS_SQS_ENDPOINT;
if (!sqsEndpoint) throw new Error('QCAS_SQS_ENDPOINT must be set');
startBackgroundFunctions({
  sqsEndpoint,
  s3Endpoint: process.env.QCAS_S3_ENDPOINT ?? '',
  region: process.env.AWS_REGION ?? 'eu-central-1',
  only: ['job-worker'],
});
process.stdout.write('polling\n');
