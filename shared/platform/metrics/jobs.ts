import { type Operation, type OperationId, operations } from '#contracts/operations';
import { logger } from '#platform/observability/logger';
import { emitRequestMetrics } from './emf';
import { metricModuleOf, scoredOutputsOf } from './observation';
import type { MetricsAggregateStore } from './ports';

/**
 * The confidence and routing metrics of a finished async job, which no request carried back: the
 * worker adds them from the result it has just stored. Never fails the job.
 */
export async function recordJobResultMetrics(
  metrics: MetricsAggregateStore,
  tenantId: string,
  operationId: string,
  body: Record<string, unknown>,
): Promise<void> {
  try {
    const operation: Operation | undefined = operations[operationId as OperationId];
    if (!operation?.module) return;
    const scored = scoredOutputsOf(body);
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
    await metrics.record(observation, new Date());
  } catch (error) {
    logger.warn('job result metrics not recorded', { error: error as Error });
  }
}
