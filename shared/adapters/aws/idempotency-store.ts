import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  type ClaimOutcome,
  IDEMPOTENCY_WINDOW_MS,
  type IdempotencyScope,
  type IdempotencyStore,
  type StoredResponse,
} from '#platform/guarantees/idempotency';
import { tableName } from '#platform/resources';
import type { BlobStore } from '#platform/storage/blobs';
import { dynamoClient } from './clients';

/** Responses above this many bytes go to S3 (a DynamoDB item holds at most 400 KB). */
const INLINE_LIMIT_BYTES = 300 * 1024;

const keyOf = (scope: IdempotencyScope) => ({
  pk: `${scope.tenantId}#${scope.operation}#${scope.key}`,
});
const isConditionFailure = (error: unknown) =>
  (error as Error).name === 'ConditionalCheckFailedException';

/**
 * Idempotency records in DynamoDB. The claim is one conditional put: it succeeds when no record
 * exists, when the 24-hour window of the old one is over, or when an in-progress claim's lease ran
 * out (its attempt crashed). Expiry is checked in the condition, never left to TTL.
 */
export class DynamoIdempotencyStore implements IdempotencyStore {
  constructor(
    private readonly blobs: BlobStore,
    private readonly table = tableName('idempotency'),
  ) {}

  async claim(
    scope: IdempotencyScope,
    fingerprint: string,
    leaseMs: number,
  ): Promise<ClaimOutcome> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const now = Date.now();
      const token = randomUUID();
      try {
        await dynamoClient().send(
          new PutCommand({
            TableName: this.table,
            Item: {
              ...keyOf(scope),
              status: 'in_progress',
              fingerprint,
              lease_token: token,
              lease_expires_ms: now + leaseMs,
              window_expires_ms: now + IDEMPOTENCY_WINDOW_MS,
              expires_at: Math.floor((now + IDEMPOTENCY_WINDOW_MS) / 1000) + 3600,
            },
            ConditionExpression:
              'attribute_not_exists(pk) OR window_expires_ms < :now OR (#status = :in_progress AND lease_expires_ms < :now)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':now': now, ':in_progress': 'in_progress' },
          }),
        );
        return { kind: 'claimed', token };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
      // dynalite ignores ReturnValuesOnConditionCheckFailure, so read what is there.
      const { Item } = await dynamoClient().send(
        new GetCommand({ TableName: this.table, Key: keyOf(scope), ConsistentRead: true }),
      );
      if (!Item) continue;
      if (Item.fingerprint !== fingerprint) return { kind: 'payload_mismatch' };
      if (Item.status === 'completed')
        return { kind: 'replay', response: await this.loadResponse(Item) };
      const remaining = Number(Item.lease_expires_ms) - Date.now();
      if (remaining <= 0) continue;
      return { kind: 'in_progress', retryAfterSeconds: Math.max(1, Math.ceil(remaining / 1000)) };
    }
    throw new Error('idempotency claim did not settle after 3 attempts');
  }

  async complete(scope: IdempotencyScope, token: string, response: StoredResponse): Promise<void> {
    const serialised = JSON.stringify(response);
    let stored: Record<string, unknown> = { ':response': response };
    let update = 'SET #status = :completed, #response = :response REMOVE lease_expires_ms';
    if (Buffer.byteLength(serialised, 'utf8') > INLINE_LIMIT_BYTES) {
      const blobKey = `idempotency/${scope.tenantId}/${randomUUID()}.json`;
      await this.blobs.put(blobKey, serialised, 'application/json');
      stored = { ':response_key': blobKey };
      update = 'SET #status = :completed, response_key = :response_key REMOVE lease_expires_ms';
    }
    try {
      await dynamoClient().send(
        new UpdateCommand({
          TableName: this.table,
          Key: keyOf(scope),
          UpdateExpression: update,
          ConditionExpression: 'lease_token = :token',
          ExpressionAttributeNames: {
            '#status': 'status',
            ...(stored[':response'] ? { '#response': 'response' } : {}),
          },
          ExpressionAttributeValues: { ':completed': 'completed', ':token': token, ...stored },
        }),
      );
    } catch (error) {
      // Our lease ran out and another attempt took the key over; its response will be the stored one.
      if (!isConditionFailure(error)) throw error;
    }
  }

  async release(scope: IdempotencyScope, token: string): Promise<void> {
    try {
      await dynamoClient().send(
        new DeleteCommand({
          TableName: this.table,
          Key: keyOf(scope),
          ConditionExpression: 'lease_token = :token AND #status = :in_progress',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':token': token, ':in_progress': 'in_progress' },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }

  private async loadResponse(item: Record<string, unknown>): Promise<StoredResponse> {
    if (item.response) return item.response as StoredResponse;
    const bytes = await this.blobs.get(String(item.response_key));
    if (!bytes)
      throw new Error(`stored idempotent response ${String(item.response_key)} is missing`);
    return JSON.parse(Buffer.from(bytes).toString('utf8')) as StoredResponse;
  }
}
