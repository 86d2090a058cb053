import { sweepOrphanedJobs } from '../../shared/jobs/lifecycle';
import { logger } from '../../shared/observability/logger';
import { Queues, queueVisibilitySeconds } from '../../shared/resources';
import { services } from '../../shared/services';

/** Scheduled: fails jobs whose workers all died, so no job stays `processing` forever. */
export const handler = async (): Promise<{ swept: number }> => {
  const swept = await sweepOrphanedJobs(services(), {
    processingGraceMs: queueVisibilitySeconds('jobs') * Queues.jobs.maxReceiveCount * 1000,
    queuedGraceMs: 30 * 60 * 1000,
  });
  logger.info('orphaned jobs swept', { swept });
  return { swept };
};
