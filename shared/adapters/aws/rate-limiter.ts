import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  type BucketSpec,
  type BucketState,
  type RateDecision,
  type RateLimiter,
  secondsUntilToken,
  tokensAt,
} from '../../guarantees/rate-limit';
import { logger } from '../../observability/logger';
import { tableName } from '../../resources';
import { dynamoClient } from './clients';

const MAX_ATTEMPTS = 8;

interface StoredState extends BucketState {
  seq: number;
}

/**
 * Token buckets in DynamoDB, one item per tenant and bucket. Each take reads the bucket and writes it
 * back on the condition that nobody wrote in between; a lost race re-reads. Items expire a day after
 * their last use.
 */
export class DynamoRateLimiter implements RateLimiter {
  constructor(private readonly table = tableName('rateLimits')) {}

  async take(tenantId: string, buckets: BucketSpec[]): Promise<RateDecision> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const now = Date.now();
      const states = await Promise.all(buckets.map((bucket) => this.read(tenantId, bucket)));
      for (const [index, bucket] of buckets.entries()) {
        const tokens = tokensAt(states[index], bucket, now);
        if (tokens < 1)
          return {
            allowed: false,
            retryAfterSeconds: secondsUntilToken(tokens, bucket),
            bucket: bucket.name,
          };
      }
      const written = await Promise.all(
        buckets.map((bucket, index) =>
          this.write(tenantId, bucket, states[index], {
            tokens: tokensAt(states[index], bucket, now) - 1,
            updatedMs: now,
          }),
        ),
      );
      if (written.every(Boolean)) return { allowed: true };
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * (attempt + 1)));
    }
    // Sustained contention on one bucket: let the request through rather than fail it.
    logger.warn('rate limiter contention; request allowed', { tenant_id: tenantId });
    return { allowed: true };
  }

  private async read(tenantId: string, bucket: BucketSpec): Promise<StoredState | undefined> {
    const { Item } = await dynamoClient().send(
      new GetCommand({
        TableName: this.table,
        Key: { pk: `${tenantId}#${bucket.name}` },
        ConsistentRead: true,
      }),
    );
    return Item
      ? { tokens: Number(Item.tokens), updatedMs: Number(Item.updated_ms), seq: Number(Item.seq) }
      : undefined;
  }

  /** `seq` changes on every write, so two writers that read the same state cannot both succeed. */
  private async write(
    tenantId: string,
    bucket: BucketSpec,
    previous: StoredState | undefined,
    next: BucketState,
  ): Promise<boolean> {
    try {
      await dynamoClient().send(
        new PutCommand({
          TableName: this.table,
          Item: {
            pk: `${tenantId}#${bucket.name}`,
            tokens: next.tokens,
            updated_ms: next.updatedMs,
            seq: (previous?.seq ?? 0) + 1,
            expires_at: Math.floor(next.updatedMs / 1000) + 86_400,
          },
          ConditionExpression: previous ? 'seq = :previous' : 'attribute_not_exists(pk)',
          ...(previous ? { ExpressionAttributeValues: { ':previous': previous.seq } } : {}),
        }),
      );
      return true;
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
  }
}
