import { sweepOrphanedJobs } from '#platform/jobs/lifecycle';
import { logger } from '#platform/observability/logger';
import { Queues, queueVisibilitySeconds } from '#platform/resources';
import { services } from '#platform/services';

/**
 * Scheduled: fails jobs whose workers all died, so no job stays `processing` forever, and queues the
 * webhooks whose first send failed.
 */
export const handler = async (): Promise<{ swept: number; webhooksResent: number }> => {
  const outcome = await sweepOrphanedJobs(services(), {
    processingGraceMs: queueVisibilitySeconds('jobs') * Queues.jobs.maxReceiveCount * 1000,
    queuedGraceMs: 30 * 60 * 1000,
  });
  logger.info('job sweep done', { ...outcome });
  return outcome;
};
