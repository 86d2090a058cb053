import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { JobRecord, JobStore } from '../../jobs/ports';
import { JOB_RETENTION_MS } from '../../jobs/status';
import { tableName } from '../../resources';
import { dynamoClient } from './clients';

const key = (tenantId: string, jobId: string) => ({ pk: `${tenantId}#${jobId}` });

export class DynamoJobStore implements JobStore {
  constructor(private readonly table = tableName('jobs')) {}

  async get(tenantId: string, jobId: string): Promise<JobRecord | undefined> {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: this.table, Key: key(tenantId, jobId), ConsistentRead: true }),
    );
    if (!Item || Item.tenant_id !== tenantId) return undefined;
    return Item.record as JobRecord;
  }

  async put(record: JobRecord): Promise<void> {
    const expiresFrom = Date.parse(record.completedAt ?? record.createdAt);
    await dynamoClient().send(
      new PutCommand({
        TableName: this.table,
        Item: {
          ...key(record.tenantId, record.jobId),
          tenant_id: record.tenantId,
          record,
          expires_at: Math.floor((expiresFrom + JOB_RETENTION_MS) / 1000) + 86_400,
        },
      }),
    );
  }

  async touch(tenantId: string, jobId: string, at: string): Promise<void> {
    await dynamoClient()
      .send(
        new UpdateCommand({
          TableName: this.table,
          Key: key(tenantId, jobId),
          UpdateExpression: 'SET #record.lastPolledAt = :at',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#record': 'record' },
          ExpressionAttributeValues: { ':at': at },
        }),
      )
      .catch((error: unknown) => {
        // A job purged between read and touch needs no poll mark.
        if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      });
  }
}
