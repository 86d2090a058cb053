import type { SQSEvent } from 'aws-lambda';
import { buildQueuedProductIndex, type IndexBuildMessage } from '#application/product-index';
import { logger } from '#platform/observability/logger';
import { processBatch } from '#platform/queues/batch';

/**
 * SQS consumer of the index-builds queue: after a master-data import through the API, builds the
 * tenant's product index and stores it for match containers to load. A failed build comes back
 * after the visibility timeout, then goes to the dead-letter queue; matches build it meanwhile.
 */
export const handler = (event: SQSEvent) =>
  processBatch(event, async (record) => {
    const message = JSON.parse(record.body) as IndexBuildMessage;
    const started = Date.now();
    const outcome = await buildQueuedProductIndex(message);
    logger.info('product index build', {
      tenant_id: message.tenantId,
      dataset: message.dataset,
      generation: message.generation,
      outcome,
      duration_ms: Date.now() - started,
    });
    return 'ok';
  });
