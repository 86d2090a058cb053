import { GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { JobRecord, JobStore } from '../../jobs/ports';
import { tableName } from '../../resources';
import { dynamoClient } from './clients';

const key = (tenantId: string, jobId: string) => ({ pk: `${tenantId}#${jobId}` });
const DAY_SECONDS = 86_400;

function isConditionFailure(error: unknown): boolean {
  return (error as Error).name === 'ConditionalCheckFailedException';
}

/** One flat item per job, keyed by tenant and job id; expiry (24 h after completion) is checked in code. */
export class DynamoJobStore implements JobStore {
  constructor(private readonly table = tableName('jobs')) {}

  async get(tenantId: string, jobId: string): Promise<JobRecord | undefined> {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: this.table, Key: key(tenantId, jobId), ConsistentRead: true }),
    );
    if (!Item || Item.tenantId !== tenantId) return undefined;
    const { pk: _pk, expires_at: _expires, ...record } = Item;
    return record as JobRecord;
  }

  async create(record: JobRecord): Promise<void> {
    const from = Date.parse(record.completedAt ?? record.createdAt);
    await dynamoClient().send(
      new PutCommand({
        TableName: this.table,
        Item: {
          ...key(record.tenantId, record.jobId),
          ...record,
          expires_at: Math.floor(from / 1000) + 2 * DAY_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  }

  async touch(tenantId: string, jobId: string, at: string): Promise<void> {
    await dynamoClient()
      .send(
        new UpdateCommand({
          TableName: this.table,
          Key: key(tenantId, jobId),
          UpdateExpression: 'SET lastPolledAt = :at',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':at': at },
        }),
      )
      .catch((error: unknown) => {
        // A job purged between read and touch needs no poll mark.
        if (!isConditionFailure(error)) throw error;
      });
  }

  async startProcessing(
    tenantId: string,
    jobId: string,
    leaseUntil: string,
    now: string,
  ): Promise<JobRecord | undefined> {
    try {
      const { Attributes } = await dynamoClient().send(
        new UpdateCommand({
          TableName: this.table,
          Key: key(tenantId, jobId),
          UpdateExpression:
            'SET #status = :processing, leaseUntil = :lease, updatedAt = :now ADD attempts :one',
          ConditionExpression: '#status = :queued OR (#status = :processing AND leaseUntil < :now)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':processing': 'processing',
            ':queued': 'queued',
            ':lease': leaseUntil,
            ':now': now,
            ':one': 1,
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      const { pk: _pk, expires_at: _expires, ...record } = Attributes ?? {};
      return record as JobRecord;
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  }

  async finish(
    tenantId: string,
    jobId: string,
    outcome: Pick<JobRecord, 'status' | 'result' | 'resultKey' | 'error'>,
    now: string,
  ): Promise<boolean> {
    const values: Record<string, unknown> = {
      ':status': outcome.status,
      ':now': now,
      ':queued': 'queued',
      ':processing': 'processing',
      ':expires': Math.floor(Date.parse(now) / 1000) + 2 * DAY_SECONDS,
    };
    const sets = [
      '#status = :status',
      'updatedAt = :now',
      'completedAt = :now',
      'expires_at = :expires',
    ];
    const names: Record<string, string> = { '#status': 'status' };
    for (const field of ['result', 'resultKey', 'error'] as const) {
      if (outcome[field] !== undefined) {
        // `result` and `error` are DynamoDB reserved words.
        sets.push(`#${field} = :${field}`);
        names[`#${field}`] = field;
        values[`:${field}`] = outcome[field];
      }
    }
    try {
      await dynamoClient().send(
        new UpdateCommand({
          TableName: this.table,
          Key: key(tenantId, jobId),
          UpdateExpression: `SET ${sets.join(', ')} REMOVE leaseUntil`,
          ConditionExpression: '#status = :processing OR #status = :queued',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async listUnfinished(): Promise<JobRecord[]> {
    const jobs: JobRecord[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await dynamoClient().send(
        new ScanCommand({
          TableName: this.table,
          FilterExpression: '#status = :queued OR #status = :processing',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':queued': 'queued', ':processing': 'processing' },
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of page.Items ?? []) {
        const { pk: _pk, expires_at: _expires, ...record } = item;
        jobs.push(record as JobRecord);
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return jobs;
  }
}
