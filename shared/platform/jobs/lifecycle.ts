import { randomUUID } from 'node:crypto';
import type { Scope } from '#contracts/auth';
import type { ErrorBody } from '#contracts/common';
import type { JobStatus } from '#contracts/jobs';
import type { Principal } from '#platform/auth/ports';
import { logger } from '#platform/observability/logger';
import type { MessageQueue } from '#platform/queues/ports';
import type { BlobStore } from '#platform/storage/blobs';
import type { WebhookMessage } from '#platform/webhooks/delivery';
import { ErrorCode, isServiceError } from '../../errors';
import type { ExecutionResult, RunnableOperations } from './executors';
import type { JobRecord, JobStore } from './ports';

/** Results above this size go to the blob store (a DynamoDB item holds at most 400 KB). */
const INLINE_RESULT_BYTES = 300 * 1024;

export interface JobMessage {
  tenantId: string;
  jobId: string;
}

export interface CreateJobInput {
  principal: Principal;
  operation: string;
  scope: Scope;
  correlationId: string;
  body: unknown;
  callbackUrl?: string;
}

/** Stores the request, records the job as queued and enqueues it (SPEC 3: none → queued). */
export async function createJob(
  deps: { jobs: JobStore; blobs: BlobStore; queue: MessageQueue },
  input: CreateJobInput,
  now = new Date(),
): Promise<JobRecord> {
  const jobId = `job_${randomUUID().replace(/-/g, '')}`;
  const requestKey = `jobs/${input.principal.tenantId}/${jobId}/request.json`;
  await deps.blobs.put(requestKey, JSON.stringify(input.body), 'application/json');
  const record: JobRecord = {
    tenantId: input.principal.tenantId,
    jobId,
    operation: input.operation,
    scope: input.scope,
    status: 'queued',
    correlationId: input.correlationId,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    principal: input.principal,
    requestKey,
    attempts: 0,
    ...(input.callbackUrl ? { callbackUrl: input.callbackUrl } : {}),
  };
  await deps.jobs.create(record);
  await deps.queue.send({ tenantId: record.tenantId, jobId } satisfies JobMessage);
  return record;
}

export function jobStatusDocument(job: JobRecord, result?: Record<string, unknown>): JobStatus {
  return {
    job_id: job.jobId,
    status: job.status,
    created_at: job.createdAt,
    updated_at: job.updatedAt,
    ...(job.status === 'complete' && result ? { result } : {}),
    ...(job.status === 'failed' && job.error ? { error: job.error } : {}),
  };
}

export interface WorkerDeps {
  jobs: JobStore;
  blobs: BlobStore;
  webhookQueue: MessageQueue;
}

/**
 * - completed / failed: the job reached its end state; the message can go.
 * - skipped: the job had already ended (a redelivery); the message can go.
 * - held: another worker holds a live lease; the message must come back (that worker may be dead).
 * - retry: a transient failure; the message comes back after the visibility timeout.
 * - exhausted: the last receive failed too; the job is failed and the message is returned once more
 *   so that SQS moves it to the dead-letter queue (where the alarm sees it).
 */
export type WorkerOutcome = 'completed' | 'failed' | 'skipped' | 'held' | 'retry' | 'exhausted';

/** Outcomes after which the message stays on the queue (reported as a batch item failure). */
export const RETURNED_OUTCOMES: readonly WorkerOutcome[] = ['held', 'retry', 'exhausted'];

/**
 * The lease a worker takes on a job: the queue's visibility timeout less a margin. The margin makes
 * the lease of a worker that died end before SQS shows its message again (it is claimed some time
 * after the receive), so the redelivery takes the job over at once instead of finding it held. It
 * stays longer than the worker's function timeout, which the stack keeps below the visibility timeout.
 */
export function jobLeaseMs(visibilitySeconds: number): number {
  const visibilityMs = visibilitySeconds * 1000;
  return visibilityMs - Math.min(5000, visibilityMs / 4);
}

function errorBodyOf(error: unknown, job: JobRecord): ErrorBody {
  if (isServiceError(error) && error.statusCode < 500) {
    return {
      error_code: error.errorCode,
      message: error.message,
      correlation_id: job.correlationId,
      request_id: job.jobId,
      ...(error.details ? { details: error.details } : {}),
    };
  }
  return {
    error_code: ErrorCode.INTERNAL_ERROR,
    message: 'The job failed; submit it again.',
    correlation_id: job.correlationId,
    request_id: job.jobId,
  };
}

/**
 * Queues the webhook of an ended job and clears its outbox flag. A failed send leaves the flag (and
 * the sweep entry) in place for the sweeper: the job has ended, so no redelivery of the job message
 * would send it. The webhook id is the job's, so a receiver sees a re-send as the same message.
 */
async function queueWebhook(
  deps: WorkerDeps,
  finished: JobRecord & { completedAt: string; callbackUrl: string },
  result?: Record<string, unknown>,
): Promise<boolean> {
  const message: WebhookMessage = {
    tenantId: finished.tenantId,
    jobId: finished.jobId,
    correlationId: finished.correlationId,
    webhookId: `msg_${finished.jobId}`,
    url: finished.callbackUrl,
    attempt: 0,
    payload: jobStatusDocument(finished, result) as unknown as Record<string, unknown>,
  };
  try {
    await deps.webhookQueue.send(message);
  } catch (error) {
    logger.warn('webhook not queued; the job sweeper sends it later', {
      job_id: finished.jobId,
      error: error as Error,
    });
    return false;
  }
  await deps.jobs.webhookQueued(finished);
  return true;
}

async function finishAndNotify(
  deps: WorkerDeps,
  job: JobRecord,
  outcome: Pick<JobRecord, 'status' | 'result' | 'resultKey' | 'error'>,
  result?: Record<string, unknown>,
): Promise<boolean> {
  const now = new Date().toISOString();
  const callbackUrl = job.callbackUrl;
  if (!(await deps.jobs.finish(job, outcome, now, { webhookPending: callbackUrl !== undefined })))
    return false;
  if (callbackUrl) {
    const finished = { ...job, ...outcome, updatedAt: now, completedAt: now, callbackUrl };
    await queueWebhook(deps, finished, result);
  }
  return true;
}

/**
 * Runs one queued job: queued → processing → complete | failed. Safe to run twice for one message
 * (SQS delivers at least once): a finished job is skipped, a running one is left to its lease holder,
 * and a crashed worker's job is taken over when its lease runs out.
 */
export async function runJob(
  deps: WorkerDeps & {
    operations: RunnableOperations;
    /**
     * Told of each job completed by this attempt, with the body already in memory (metrics);
     * its failure is logged and never changes the job.
     */
    onCompleted?: (job: JobRecord, body: Record<string, unknown>) => Promise<void>;
  },
  message: JobMessage,
  attempt: { receiveCount: number; maxReceiveCount: number; leaseMs: number },
): Promise<WorkerOutcome> {
  const now = new Date();
  const job = await deps.jobs.startProcessing(
    message.tenantId,
    message.jobId,
    new Date(now.getTime() + attempt.leaseMs).toISOString(),
    now.toISOString(),
  );
  if (!job) {
    const current = await deps.jobs.get(message.tenantId, message.jobId);
    return current?.status === 'processing' ? 'held' : 'skipped';
  }
  const operation = deps.operations[job.operation];
  const lastAttempt = attempt.receiveCount >= attempt.maxReceiveCount;
  try {
    if (!operation || !job.principal || !job.requestKey)
      throw new Error(`job ${job.jobId}: no operation or request for ${job.operation}`);
    const bytes = await deps.blobs.get(job.requestKey);
    if (!bytes) throw new Error(`job ${job.jobId}: stored request is missing`);
    const result: ExecutionResult = await operation.execute(
      JSON.parse(Buffer.from(bytes).toString('utf8')),
      {
        principal: job.principal,
        correlationId: job.correlationId,
        requestId: job.jobId,
        operationId: job.operation,
        receivedAt: new Date(job.createdAt),
      },
    );
    const serialised = JSON.stringify(result.body);
    let stored: Pick<JobRecord, 'result' | 'resultKey'> = { result: result.body };
    if (Buffer.byteLength(serialised, 'utf8') > INLINE_RESULT_BYTES) {
      const resultKey = `jobs/${job.tenantId}/${job.jobId}/result.json`;
      await deps.blobs.put(resultKey, serialised, 'application/json');
      stored = { resultKey };
    }
    await finishAndNotify(deps, job, { status: 'complete', ...stored }, result.body);
    await deps.onCompleted?.(job, result.body).catch((error: unknown) =>
      logger.warn('work after a completed job failed', {
        job_id: job.jobId,
        error: error as Error,
      }),
    );
    return 'completed';
  } catch (error) {
    logger.warn('job attempt failed', {
      job_id: job.jobId,
      last_attempt: lastAttempt,
      error: error as Error,
    });
    const deterministic = isServiceError(error) && error.statusCode < 500;
    if (deterministic || lastAttempt) {
      await finishAndNotify(deps, job, { status: 'failed', error: errorBodyOf(error, job) });
      return deterministic ? 'failed' : 'exhausted';
    }
    return 'retry';
  }
}

/** Loads a result that was too large to keep inline. */
export async function loadJobResult(
  blobs: BlobStore,
  job: JobRecord,
): Promise<Record<string, unknown> | undefined> {
  if (job.result) return job.result;
  if (!job.resultKey) return undefined;
  const bytes = await blobs.get(job.resultKey);
  return bytes
    ? (JSON.parse(Buffer.from(bytes).toString('utf8')) as Record<string, unknown>)
    : undefined;
}

/** A pending webhook younger than this is left to the worker that is about to queue it. */
const WEBHOOK_OUTBOX_GRACE_MS = 60_000;

/**
 * The sweep, reading only the jobs listed as due (never the whole jobs table):
 * - orphans: a job whose worker died on its last delivery (so no message is left) would stay
 *   `processing` forever; after the grace period it is failed, and its webhook sent;
 * - the outbox: a job that ended but whose webhook could not be queued gets it queued now.
 */
export async function sweepOrphanedJobs(
  deps: WorkerDeps,
  options: { processingGraceMs: number; queuedGraceMs: number },
  now = new Date(),
): Promise<{ swept: number; webhooksResent: number }> {
  const at = (agoMs: number) => new Date(now.getTime() - agoMs).toISOString();
  const due = await deps.jobs.sweepCandidates({
    // A lease starts after creation: no job created later can be past its processing grace.
    unfinishedBefore: at(Math.min(options.processingGraceMs, options.queuedGraceMs)),
    webhookBefore: at(WEBHOOK_OUTBOX_GRACE_MS),
  });
  let webhooksResent = 0;
  for (const job of due.webhookPending) {
    if (!job.callbackUrl || !job.completedAt) continue;
    const result = job.status === 'complete' ? await loadJobResult(deps.blobs, job) : undefined;
    const finished = { ...job, completedAt: job.completedAt, callbackUrl: job.callbackUrl };
    if (await queueWebhook(deps, finished, result)) webhooksResent++;
  }
  let swept = 0;
  for (const job of due.unfinished) {
    const leaseOver =
      job.status === 'processing' &&
      job.leaseUntil !== undefined &&
      now.getTime() - Date.parse(job.leaseUntil) > options.processingGraceMs;
    const neverStarted =
      job.status === 'queued' && now.getTime() - Date.parse(job.createdAt) > options.queuedGraceMs;
    if (!leaseOver && !neverStarted) continue;
    const error: ErrorBody = {
      error_code: ErrorCode.INTERNAL_ERROR,
      message: 'The job was abandoned by its workers; submit it again.',
      correlation_id: job.correlationId,
      request_id: job.jobId,
    };
    if (await finishAndNotify(deps, job, { status: 'failed', error })) swept++;
  }
  return { swept, webhooksResent };
}
