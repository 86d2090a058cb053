import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { JobKey, JobRecord, JobStore, SweepCandidates } from '#platform/jobs/ports';
import { tableName } from '#platform/resources';
import { dynamoClient } from './clients';

const key = (tenantId: string, jobId: string) => ({ pk: `${tenantId}#${jobId}` });
const DAY_SECONDS = 86_400;

function isConditionFailure(error: unknown): boolean {
  return (error as Error).name === 'ConditionalCheckFailedException';
}

/** The sweep table's lists: jobs not yet ended, and ended jobs whose webhook is not queued yet. */
const SweepList = { unfinished: 'unfinished', webhook: 'webhook' } as const;
type SweepList = (typeof SweepList)[keyof typeof SweepList];
/** Jobs one sweep takes from each list at most (the next sweep takes the rest). */
const SWEEP_BATCH = 500;

const sweepKey = (list: SweepList, at: string, job: Pick<JobRecord, 'tenantId' | 'jobId'>) => ({
  pk: list,
  sk: `${at}#${job.tenantId}#${job.jobId}`,
});

/**
 * One flat item per job, keyed by tenant and job id; expiry (24 h after completion) is checked in
 * code. Beside it, the sweep table lists the jobs the sweeper must look at under a time-ordered key
 * (`unfinished` by creation, `webhook` by completion), so a sweep reads only what is old enough
 * instead of scanning every job. The job item stays the truth: a list entry whose job ended or
 * vanished is dropped when the sweep meets it.
 */
export class DynamoJobStore implements JobStore {
  constructor(
    private readonly table = tableName('jobs'),
    private readonly sweepTable = tableName('jobSweep'),
  ) {}

  private async putSweepEntry(list: SweepList, at: string, job: JobKey): Promise<void> {
    await dynamoClient().send(
      new PutCommand({
        TableName: this.sweepTable,
        Item: { ...sweepKey(list, at, job), tenantId: job.tenantId, jobId: job.jobId },
      }),
    );
  }

  private async deleteSweepEntry(list: SweepList, at: string, job: JobKey): Promise<void> {
    await dynamoClient().send(
      new DeleteCommand({ TableName: this.sweepTable, Key: sweepKey(list, at, job) }),
    );
  }

  async get(tenantId: string, jobId: string): Promise<JobRecord | undefined> {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: this.table, Key: key(tenantId, jobId), ConsistentRead: true }),
    );
    if (!Item || Item.tenantId !== tenantId) return undefined;
    const { pk: _pk, expires_at: _expires, ...record } = Item;
    return record as JobRecord;
  }

  async create(record: JobRecord): Promise<void> {
    // Listed first: a job is never unfinished without the sweeper being able to find it.
    if (record.status === 'queued' || record.status === 'processing')
      await this.putSweepEntry(SweepList.unfinished, record.createdAt, record);
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
    job: JobKey,
    outcome: Pick<JobRecord, 'status' | 'result' | 'resultKey' | 'error'>,
    now: string,
    options: { webhookPending?: boolean } = {},
  ): Promise<boolean> {
    const pending = options.webhookPending === true;
    // Listed before the flag is set, so that a pending webhook is always findable.
    if (pending) await this.putSweepEntry(SweepList.webhook, now, job);
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
    if (pending) {
      sets.push('webhookPending = :pending');
      values[':pending'] = true;
    }
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
          Key: key(job.tenantId, job.jobId),
          UpdateExpression: `SET ${sets.join(', ')} REMOVE leaseUntil`,
          ConditionExpression: '#status = :processing OR #status = :queued',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // Ended already (by another worker or a sweep): this attempt's webhook entry is not needed.
      if (pending) await this.deleteSweepEntry(SweepList.webhook, now, job);
      return false;
    }
    await this.deleteSweepEntry(SweepList.unfinished, job.createdAt, job);
    return true;
  }

  async webhookQueued(job: JobKey & { completedAt: string }): Promise<void> {
    await dynamoClient()
      .send(
        new UpdateCommand({
          TableName: this.table,
          Key: key(job.tenantId, job.jobId),
          UpdateExpression: 'REMOVE webhookPending',
          ConditionExpression: 'attribute_exists(pk)',
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
    await this.deleteSweepEntry(SweepList.webhook, job.completedAt, job);
  }

  async sweepCandidates(cutoffs: {
    unfinishedBefore: string;
    webhookBefore: string;
  }): Promise<SweepCandidates> {
    const [unfinished, webhookPending] = await Promise.all([
      this.listed(
        SweepList.unfinished,
        cutoffs.unfinishedBefore,
        (job) => job.status === 'queued' || job.status === 'processing',
      ),
      this.listed(SweepList.webhook, cutoffs.webhookBefore, (job) => job.webhookPending === true),
    ]);
    return { unfinished, webhookPending };
  }

  /** The jobs of one sweep list older than `before` that still need it; drops entries that do not. */
  private async listed(
    list: SweepList,
    before: string,
    stillNeeds: (job: JobRecord) => boolean,
  ): Promise<JobRecord[]> {
    const { Items } = await dynamoClient().send(
      new QueryCommand({
        TableName: this.sweepTable,
        KeyConditionExpression: 'pk = :list AND sk < :before',
        ExpressionAttributeValues: { ':list': list, ':before': before },
        Limit: SWEEP_BATCH,
        ConsistentRead: true,
      }),
    );
    // The entries are independent: their jobs are read (and stale entries dropped) concurrently,
    // not one round trip after another for up to SWEEP_BATCH entries.
    const found = await Promise.all(
      (Items ?? []).map(async (item) => {
        const job = await this.get(String(item.tenantId), String(item.jobId));
        if (job && stillNeeds(job)) return job;
        await dynamoClient().send(
          new DeleteCommand({ TableName: this.sweepTable, Key: { pk: item.pk, sk: item.sk } }),
        );
        return undefined;
      }),
    );
    return found.filter((job): job is JobRecord => job !== undefined);
  }
}
