import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { logger } from '#platform/observability/logger';

/**
 * Runs each message of an SQS batch on its own; failed ones are reported as batch item failures so
 * that only they are redelivered (and dead-lettered after the queue's maxReceiveCount).
 */
export async function processBatch(
  event: SQSEvent,
  processRecord: (record: SQSRecord) => Promise<'ok' | 'retry'>,
): Promise<SQSBatchResponse> {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      if ((await processRecord(record)) === 'retry')
        failures.push({ itemIdentifier: record.messageId });
    } catch (error) {
      logger.error('message failed', { message_id: record.messageId, error: error as Error });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
}

export function receiveCountOf(record: SQSRecord): number {
  return Number(record.attributes?.ApproximateReceiveCount ?? 1);
}
