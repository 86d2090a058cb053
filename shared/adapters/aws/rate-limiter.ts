import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  type RateDecision,
  type RateLimiter,
  secondsUntilWindowEnds,
  type WindowSpec,
  windowStart,
} from '../../guarantees/rate-limit';
import { tableName } from '../../resources';
import { dynamoClient } from './clients';

const isConditionFailure = (error: unknown) =>
  (error as Error).name === 'ConditionalCheckFailedException';

/** One item per tenant, window and window start; counters expire shortly after their window. */
export class DynamoRateLimiter implements RateLimiter {
  constructor(private readonly table = tableName('rateLimits')) {}

  async take(tenantId: string, windows: WindowSpec[]): Promise<RateDecision> {
    const now = Date.now();
    const keyOf = (spec: WindowSpec) => ({
      pk: `${tenantId}#${spec.name}#${windowStart(now, spec.seconds)}`,
    });
    const outcomes = await Promise.all(
      windows.map(async (spec) => {
        try {
          await dynamoClient().send(
            new UpdateCommand({
              TableName: this.table,
              Key: keyOf(spec),
              UpdateExpression:
                'ADD used :one SET expires_at = if_not_exists(expires_at, :expires)',
              ConditionExpression: 'attribute_not_exists(used) OR used < :limit',
              ExpressionAttributeValues: {
                ':one': 1,
                ':limit': spec.limit,
                ':expires': windowStart(now, spec.seconds) + spec.seconds + 3600,
              },
            }),
          );
          return true;
        } catch (error) {
          if (isConditionFailure(error)) return false;
          throw error;
        }
      }),
    );
    const full = windows.filter((_, index) => !outcomes[index]);
    if (full.length === 0) return { allowed: true };
    // A refused request does not count: give back what it took from the windows that had room.
    await Promise.all(
      windows
        .filter((_, index) => outcomes[index])
        .map((spec) =>
          dynamoClient().send(
            new UpdateCommand({
              TableName: this.table,
              Key: keyOf(spec),
              UpdateExpression: 'ADD used :minus',
              ExpressionAttributeValues: { ':minus': -1 },
            }),
          ),
        ),
    );
    const retryAfter = Math.max(...full.map((spec) => secondsUntilWindowEnds(now, spec.seconds)));
    return {
      allowed: false,
      retryAfterSeconds: retryAfter,
      bucket: full.map((spec) => spec.name).join(','),
    };
  }
}
