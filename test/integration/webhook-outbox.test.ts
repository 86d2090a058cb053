import { randomUUID } from 'node:crypto';
import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { GetQueueUrlCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dynamoClient } from '#adapters/aws/clients';
import { DynamoJobStore } from '#adapters/aws/job-store';
import { SqsMessageQueue } from '#adapters/aws/sqs-queue';
import type { RunnableOperations } from '#platform/jobs/executors';
import { runJob, sweepOrphanedJobs, type WorkerDeps } from '#platform/jobs/lifecycle';
import type { JobRecord } from '#platform/jobs/ports';
import { services } from '#platform/services';
import { useRuntimeEnv } from '../support/http';

useRuntimeEnv();

/**
 * A webhook whose SQS send fails after its job ended (an emulator cannot fail a send on cue, so the
 * SQS client is mocked; the jobs table and blobs are the emulators').
 */
const sqs = mockClient(SQSClient);
const TENANT = 'outbox-tenant';
const graces = { processingGraceMs: 9_000, queuedGraceMs: 30 * 60_000 };
let deps: WorkerDeps & { operations: RunnableOperations };

/** Tables of this file's own, so that sweeping "an hour later" touches no other test's jobs. */
async function createTable(name: string, sortKey: boolean): Promise<void> {
  await dynamoClient().send(
    new CreateTableCommand({
      TableName: name,
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        ...(sortKey ? [{ AttributeName: 'sk', KeyType: 'RANGE' as const }] : []),
      ],
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        ...(sortKey ? [{ AttributeName: 'sk', AttributeType: 'S' as const }] : []),
      ],
      BillingMode: 'PAY_PER_REQUEST',
    }),
  );
}

beforeAll(async () => {
  const suffix = randomUUID().slice(0, 8);
  await createTable(`outbox-jobs-${suffix}`, false);
  await createTable(`outbox-job-sweep-${suffix}`, true);
  deps = {
    operations: {
      outboxEcho: {
        execute: async (input) => ({
          statusCode: 200,
          body: { echoed: input as Record<string, unknown> },
        }),
      },
    },
    jobs: new DynamoJobStore(`outbox-jobs-${suffix}`, `outbox-job-sweep-${suffix}`),
    blobs: services().blobs,
    webhookQueue: new SqsMessageQueue('outbox-webhooks'),
  };
});

afterEach(() => sqs.reset());
afterAll(() => sqs.restore());

async function queuedJob(): Promise<JobRecord> {
  const jobId = `job_${randomUUID().replace(/-/g, '')}`;
  const requestKey = `jobs/${TENANT}/${jobId}/request.json`;
  await deps.blobs.put(requestKey, JSON.stringify({ hello: 'outbox' }), 'application/json');
  const now = new Date().toISOString();
  const job: JobRecord = {
    tenantId: TENANT,
    jobId,
    operation: 'outboxEcho',
    scope: 'intent.classify',
    status: 'queued',
    correlationId: `corr-${jobId}`,
    createdAt: now,
    updatedAt: now,
    principal: { tenantId: TENANT, subject: 'client', scopes: [], method: 'bearer' },
    requestKey,
    attempts: 0,
    callbackUrl: 'https://hooks.example.com/qcas',
  };
  await deps.jobs.create(job);
  return job;
}

const sentBodies = () =>
  sqs.commandCalls(SendMessageCommand).map((call) => String(call.args[0].input.MessageBody));

describe('the webhook outbox', () => {
  it('keeps a webhook whose send failed after the job completed, and the sweeper sends it', async () => {
    sqs.on(GetQueueUrlCommand).resolves({ QueueUrl: 'https://sqs.local/outbox-webhooks' });
    sqs
      .on(SendMessageCommand)
      .rejectsOnce(Object.assign(new Error('Service unavailable'), { name: 'ServiceUnavailable' }))
      .resolves({ MessageId: 'm-1' });
    const job = await queuedJob();
    const outcome = await runJob(
      deps,
      { tenantId: TENANT, jobId: job.jobId },
      { receiveCount: 1, maxReceiveCount: 3, leaseMs: 60_000 },
    );
    // The job is done; a redelivery would skip it, so the webhook must not depend on one.
    expect(outcome).toBe('completed');
    expect(await deps.jobs.get(TENANT, job.jobId)).toMatchObject({
      status: 'complete',
      webhookPending: true,
    });
    expect(sentBodies()).toHaveLength(1);

    const later = new Date(Date.now() + 2 * 60_000);
    expect(await sweepOrphanedJobs(deps, graces, later)).toMatchObject({ webhooksResent: 1 });
    const resent = JSON.parse(sentBodies()[1] ?? '{}') as Record<string, unknown>;
    expect(resent).toMatchObject({
      jobId: job.jobId,
      webhookId: `msg_${job.jobId}`,
      url: 'https://hooks.example.com/qcas',
      payload: { job_id: job.jobId, status: 'complete', result: { echoed: { hello: 'outbox' } } },
    });
    expect((await deps.jobs.get(TENANT, job.jobId))?.webhookPending).toBeUndefined();
    // Sent once: the next sweep finds nothing left.
    expect(await sweepOrphanedJobs(deps, graces, later)).toMatchObject({ webhooksResent: 0 });
    expect(sentBodies()).toHaveLength(2);
  });

  it('leaves a fresh pending webhook to its worker for a minute', async () => {
    sqs.on(GetQueueUrlCommand).resolves({ QueueUrl: 'https://sqs.local/outbox-webhooks' });
    sqs.on(SendMessageCommand).rejectsOnce(new Error('throttled')).resolves({ MessageId: 'm-2' });
    const job = await queuedJob();
    await runJob(
      deps,
      { tenantId: TENANT, jobId: job.jobId },
      { receiveCount: 1, maxReceiveCount: 3, leaseMs: 60_000 },
    );
    const resent = await sweepOrphanedJobs(deps, graces, new Date());
    expect(resent.webhooksResent).toBe(0);
    expect((await deps.jobs.get(TENANT, job.jobId))?.webhookPending).toBe(true);
  });
});

describe('the job sweep', () => {
  it('reads the due lists only: no scan of the jobs table', async () => {
    sqs.on(GetQueueUrlCommand).resolves({ QueueUrl: 'https://sqs.local/outbox-webhooks' });
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm-3' });
    const send = vi.spyOn(dynamoClient(), 'send');
    try {
      await sweepOrphanedJobs(deps, graces, new Date(Date.now() + 60 * 60_000));
      const commands = send.mock.calls.map(([command]) => command);
      expect(commands.length).toBeGreaterThan(0);
      expect(commands.some((command) => command instanceof ScanCommand)).toBe(false);
    } finally {
      send.mockRestore();
    }
  });
});
