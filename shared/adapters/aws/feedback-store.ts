import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { CalibratedModule } from '#domain/trust/calibration';
import type { FeedbackOutcome } from '#domain/trust/outcomes';
import { tableName } from '#platform/resources';
import type { FeedbackStore, StoredFeedback } from '#platform/trust/feedback';
import { dynamoClient } from './clients';
import { queryPages } from './paging';

/** A refit never reads more items than this from one tenant and module. */
const MAX_ITEMS_READ = 100_000;

/**
 * One item per correction, keyed by tenant and module with the content-derived feedback id as sort
 * key, so a retried submission meets its own item (conditional put). Payloads are kept as JSON text:
 * a caller's output may nest deeper than DynamoDB's map depth allows.
 */
export class DynamoFeedbackStore implements FeedbackStore {
  constructor(private readonly table = tableName('feedback')) {}

  async create(record: StoredFeedback): Promise<{ created: boolean; record: StoredFeedback }> {
    const pk = `${record.tenant_id}#${record.module}`;
    const { submission, outcomes, ...fields } = record;
    try {
      await dynamoClient().send(
        new PutCommand({
          TableName: this.table,
          Item: {
            pk,
            sk: record.feedback_id,
            ...fields,
            outcomes_json: JSON.stringify(outcomes),
            ...(submission ? { submission_json: JSON.stringify(submission) } : {}),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return { created: true, record };
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      const { Item } = await dynamoClient().send(
        new GetCommand({
          TableName: this.table,
          Key: { pk, sk: record.feedback_id },
          ConsistentRead: true,
        }),
      );
      return {
        created: false,
        record: { ...record, received_at: String(Item?.received_at ?? record.received_at) },
      };
    }
  }

  async tuningOutcomes(
    tenantId: string,
    module: CalibratedModule,
    max: number,
  ): Promise<{ outcomes: FeedbackOutcome[]; feedback: number }> {
    const items: { received_at: string; outcomes: FeedbackOutcome[] }[] = [];
    const pages = queryPages({
      TableName: this.table,
      KeyConditionExpression: 'pk = :pk',
      FilterExpression: 'tuning_allowed = :yes',
      ExpressionAttributeValues: { ':pk': `${tenantId}#${module}`, ':yes': true },
      ProjectionExpression: 'received_at, outcomes_json',
    });
    let read = 0;
    for await (const page of pages) {
      read += page.ScannedCount ?? 0;
      for (const item of page.Items ?? [])
        items.push({
          received_at: String(item.received_at),
          outcomes: JSON.parse(String(item.outcomes_json ?? '[]')) as FeedbackOutcome[],
        });
      if (read >= MAX_ITEMS_READ) break;
    }
    items.sort((left, right) => (left.received_at < right.received_at ? 1 : -1));
    const outcomes: FeedbackOutcome[] = [];
    for (const item of items) {
      if (outcomes.length >= max) break;
      outcomes.push(...item.outcomes.slice(0, max - outcomes.length));
    }
    return { outcomes, feedback: items.length };
  }
}
