import type { SQSEvent } from 'aws-lambda';
import { jobOperations } from '#application/job-operations';
import { type JobMessage, jobLeaseMs, RETURNED_OUTCOMES, runJob } from '#platform/jobs/lifecycle';
import { recordJobResultMetrics } from '#platform/metrics/jobs';
import { logger } from '#platform/observability/logger';
import { processBatch, receiveCountOf } from '#platform/queues/batch';
import { Queues, queueVisibilitySeconds } from '#platform/resources';
import { services } from '#platform/services';

/** SQS consumer of the jobs queue: runs each job's module (SPEC 3 queued → processing → complete | failed). */
export const handler = (event: SQSEvent) =>
  processBatch(event, async (record) => {
    const message = JSON.parse(record.body) as JobMessage;
    logger.appendKeys({ tenant_id: message.tenantId, job_id: message.jobId });
    const { jobs, blobs, webhookQueue, metrics } = services();
    const receiveCount = receiveCountOf(record);
    const outcome = await runJob(
      {
        jobs,
        blobs,
        webhookQueue,
        operations: jobOperations,
        onCompleted: (job, body) =>
          recordJobResultMetrics(metrics, job.tenantId, job.operation, body),
      },
      message,
      {
        receiveCount,
        maxReceiveCount: Queues.jobs.maxReceiveCount,
        leaseMs: jobLeaseMs(queueVisibilitySeconds('jobs')),
      },
    );
    logger.info('job attempt', { outcome, receive_count: receiveCount });
    return RETURNED_OUTCOMES.includes(outcome) ? 'retry' : 'ok';
  });
