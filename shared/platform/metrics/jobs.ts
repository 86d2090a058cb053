import { operationList } from '#contracts/operations';
import { loadJobResult } from '#platform/jobs/lifecycle';
import type { JobStore } from '#platform/jobs/ports';
import { logger } from '#platform/observability/logger';
import type { BlobStore } from '#platform/storage/blobs';
import { emitRequestMetrics } from './emf';
import { metricModuleOf, scoredOutputsOf } from './observation';
import type { MetricsAggregateStore } from './ports';

/**
 * The confidence and routing metrics of a finished async job, which no request carried back: the
 * worker adds them once the result is stored. Never fails the job.
 */
export async function recordJobResultMetrics(
  deps: { jobs: JobStore; blobs: BlobStore; metrics: MetricsAggregateStore },
  tenantId: string,
  jobId: string,
): Promise<void> {
  try {
    const job = await deps.jobs.get(tenantId, jobId);
    const operation = operationList.find((candidate) => candidate.id === job?.operation);
    if (job?.status !== 'complete' || !operation?.module) return;
    const scored = scoredOutputsOf(await loadJobResult(deps.blobs, job));
    if (scored.confidences.length === 0 && Object.keys(scored.routing).length === 0) return;
    const observation = {
      kind: 'job' as const,
      tenantId,
      module: metricModuleOf(operation),
      status: 200,
      latencyMs: 0,
      ...scored,
    };
    emitRequestMetrics(observation);
    await deps.metrics.record(observation, new Date());
  } catch (error) {
    logger.warn('job result metrics not recorded', { error: error as Error });
  }
}
