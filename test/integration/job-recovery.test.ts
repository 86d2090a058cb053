import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  ReceiveMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DynamoJobStore } from '#adapters/aws/job-store';
import { startBackgroundFunctions } from '#local/background';
import { type LocalRuntime, startLocalRuntime } from '#local/runtime';
import type { JobRecord } from '#platform/jobs/ports';
import { deadLetterQueueName, queueName } from '#platform/resources';
import { overrideServices, services } from '#platform/services';
import { UpstreamError } from '../../shared/errors';
import { moduleCallCount, waitFor } from '../support/audit';

/**
 * Worker crashes and exhausted jobs (SPEC 3), on a runtime of their own: a 3-second visibility
 * timeout on the jobs queue, and no workers until a test starts them, so that a separate worker
 * process can claim a job and be killed with it.
 */
const VISIBILITY_SECONDS = 3;
let runtime: LocalRuntime;
let accessToken: string;
let workers: { stop(): Promise<void> } | undefined;
let sqs: SQSClient;
const jobs = () => new DynamoJobStore();

beforeAll(async () => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  runtime = await startLocalRuntime({
    port: 0,
    background: false,
    env: { QCAS_QUEUE_JOBS_VISIBILITY_SECONDS: String(VISIBILITY_SECONDS) },
  });
  sqs = new SQSClient({
    region: runtime.env.AWS_REGION,
    endpoint: runtime.env.QCAS_SQS_ENDPOINT,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const response = await fetch(`${runtime.url}/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials&client_id=demo-client&client_secret=demo-secret',
  });
  accessToken = ((await response.json()) as { access_token: string }).access_token;
  // Loads the model in this process, so the surviving worker's run is short against the lease.
  expect((await classify('warm-up')).status).toBe(200);
});

afterEach(async () => {
  await workers?.stop();
  workers = undefined;
});

afterAll(async () => {
  sqs?.destroy();
  await runtime?.stop();
});

function classify(caseId: string, prefer?: string) {
  return fetch(`${runtime.url}/v1/intent/classify`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${accessToken}`,
      'X-Correlation-Id': `recovery-${caseId}`,
      'Content-Type': 'application/json',
      ...(prefer ? { Prefer: prefer } : {}),
    },
    body: JSON.stringify({
      case_id: caseId,
      sender: 'einkauf@example.de',
      subject: 'Anfrage',
      body: 'Bitte um ein Angebot für 200 Stück Sechskantschraube M8x30.',
    }),
  });
}

async function submitJob(caseId: string): Promise<string> {
  const accepted = await classify(caseId, 'respond-async');
  expect(accepted.status).toBe(202);
  return ((await accepted.json()) as { job_id: string }).job_id;
}

/** The runtime's job worker (and the sweeper, every second) in this process. */
function startWorkers(): void {
  workers = startBackgroundFunctions({
    sqsEndpoint: runtime.env.QCAS_SQS_ENDPOINT ?? '',
    s3Endpoint: runtime.env.QCAS_S3_ENDPOINT ?? '',
    region: runtime.env.AWS_REGION ?? 'eu-central-1',
    scheduleEveryMs: 1000,
  });
}

async function jobIn(jobId: string, states: JobRecord['status'][]): Promise<JobRecord> {
  return waitFor(async () => {
    const job = await jobs().get('demo', jobId);
    return job && states.includes(job.status) ? job : undefined;
  }, 30_000);
}

async function queueDepth(name: string): Promise<number> {
  const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName: name }));
  const { Attributes } = await sqs.send(
    new GetQueueAttributesCommand({
      QueueUrl,
      AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
    }),
  );
  return (
    Number(Attributes?.ApproximateNumberOfMessages ?? 0) +
    Number(Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0)
  );
}

/** Starts the stalling worker process and resolves once it has claimed `jobId`. */
function claimInOtherProcess(jobId: string): Promise<ChildProcessWithoutNullStreams> {
  const script = fileURLToPath(new URL('../support/stalling-job-worker.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, 'classifyIntent'], {
    env: { ...process.env, ...runtime.env, POWERTOOLS_LOG_LEVEL: 'SILENT' },
  });
  return new Promise((resolve, reject) => {
    let output = '';
    let errors = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the worker process claimed nothing within 30 s: ${errors}`));
    }, 30_000);
    child.stderr.on('data', (chunk) => {
      errors += String(chunk);
    });
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
      if (output.includes(`claimed ${jobId}`)) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the worker process exited (${code}) before claiming: ${errors}`));
    });
  });
}

describe('a worker killed mid-job', () => {
  it('leaves the message to be redelivered after the visibility timeout; the job completes once', async () => {
    const jobId = await submitJob('recovery-killed');
    const child = await claimInOtherProcess(jobId);
    const claimed = await jobs().get('demo', jobId);
    expect(claimed).toMatchObject({ status: 'processing', attempts: 1 });

    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    expect(await exited).toBeNull();
    const killedAt = Date.now();
    startWorkers();

    const done = await jobIn(jobId, ['complete', 'failed']);
    // Nothing could run it again before SQS showed the message again.
    expect(Date.now() - killedAt).toBeGreaterThanOrEqual(VISIBILITY_SECONDS * 1000 - 1000);
    expect(done).toMatchObject({
      status: 'complete',
      attempts: 2,
      result: { case_id: 'recovery-killed', intent: 'quote' },
    });
    expect(await moduleCallCount('demo', 'recovery-killed')).toBe(1);
    await waitFor(async () =>
      (await queueDepth(queueName('jobs', runtime.env))) === 0 ? true : undefined,
    );
    expect(await queueDepth(deadLetterQueueName('jobs', runtime.env))).toBe(0);

    const status = await fetch(`${runtime.url}/v1/jobs/${jobId}`, {
      headers: { Authorization: `Bearer ${accessToken}`, 'X-Correlation-Id': 'recovery-status' },
    });
    expect(await status.json()).toMatchObject({ job_id: jobId, status: 'complete' });
  }, 60_000);
});

describe('a redelivery that finds the job leased by another worker', () => {
  it('returns the message instead of dropping it, and takes the job over once the lease ends', async () => {
    const jobId = await submitJob('recovery-held');
    // What a worker that is slow to die leaves: the job processing under a lease that outlives the
    // first redelivery (the worker claimed it a little after SQS handed out the message).
    const leaseMs = VISIBILITY_SECONDS * 1000 + 1500;
    const claimed = await jobs().startProcessing(
      'demo',
      jobId,
      new Date(Date.now() + leaseMs).toISOString(),
      new Date().toISOString(),
    );
    expect(claimed).toMatchObject({ status: 'processing', attempts: 1 });
    startWorkers();
    const done = await jobIn(jobId, ['complete', 'failed']);
    expect(done).toMatchObject({ status: 'complete', attempts: 2 });
    expect(await moduleCallCount('demo', 'recovery-held')).toBe(1);
  }, 60_000);
});

describe('a job that fails on every receive', () => {
  it('is failed with INTERNAL_ERROR after the last receive and its message lands in the DLQ', async () => {
    const models = services().models;
    overrideServices({
      models: {
        invoke: () => Promise.reject(new UpstreamError('model endpoint unavailable')),
      },
    });
    try {
      startWorkers();
      const jobId = await submitJob('recovery-exhausted');
      const failed = await jobIn(jobId, ['complete', 'failed']);
      expect(failed).toMatchObject({
        status: 'failed',
        attempts: 3,
        error: { error_code: 'INTERNAL_ERROR', correlation_id: 'recovery-recovery-exhausted' },
      });
      const { QueueUrl } = await sqs.send(
        new GetQueueUrlCommand({ QueueName: deadLetterQueueName('jobs', runtime.env) }),
      );
      const dead = await waitFor(async () => {
        const received = await sqs.send(
          new ReceiveMessageCommand({
            QueueUrl,
            MaxNumberOfMessages: 10,
            WaitTimeSeconds: 1,
            MessageSystemAttributeNames: ['ApproximateReceiveCount'],
          }),
        );
        return (received.Messages ?? []).find((message) => message.Body?.includes(jobId));
      }, 20_000);
      expect(JSON.parse(dead.Body ?? '{}')).toEqual({ tenantId: 'demo', jobId });
      expect(await moduleCallCount('demo', 'recovery-exhausted')).toBe(0);
    } finally {
      overrideServices({ models });
    }
  }, 60_000);
});

describe('the orphan sweep', () => {
  it('fails jobs left processing past their lease or never started, and leaves live ones alone', async () => {
    const now = Date.now();
    const base = {
      tenantId: 'demo',
      operation: 'classifyIntent',
      scope: 'intent.classify',
      correlationId: 'recovery-sweep',
      attempts: 1,
    } as const;
    const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();
    const orphan: JobRecord = {
      ...base,
      jobId: 'job_sweep_orphan',
      status: 'processing',
      createdAt: at(-3_600_000),
      updatedAt: at(-3_600_000),
      // Past the lease by more than the sweeper's grace (visibility × max receives = 9 s here).
      leaseUntil: at(-60_000),
    };
    const neverStarted: JobRecord = {
      ...base,
      jobId: 'job_sweep_queued',
      status: 'queued',
      attempts: 0,
      createdAt: at(-31 * 60_000),
      updatedAt: at(-31 * 60_000),
    };
    const live: JobRecord = {
      ...base,
      jobId: 'job_sweep_live',
      status: 'processing',
      createdAt: at(-5_000),
      updatedAt: at(-5_000),
      leaseUntil: at(60_000),
    };
    for (const job of [orphan, neverStarted, live]) await jobs().create(job);
    startWorkers();

    for (const job of [orphan, neverStarted]) {
      const swept = await jobIn(job.jobId, ['failed']);
      expect(swept.error).toMatchObject({
        error_code: 'INTERNAL_ERROR',
        correlation_id: 'recovery-sweep',
        request_id: job.jobId,
      });
    }
    expect(await jobs().get('demo', live.jobId)).toMatchObject({ status: 'processing' });
  }, 60_000);
});
