import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  type RateDecision,
  type RateLimiter,
  secondsUntilWindowEnds,
  type WindowSpec,
  windowStart,
} from '#platform/guarantees/rate-limit';
import { tableName } from '#platform/resources';
import { dynamoClient } from './clients';

const isConditionFailure = (error: unknown) =>
  (error as Error).name === 'ConditionalCheckFailedException';

/** Windows of one length share a counter item: one conditional write counts them all. */
interface WindowGroup {
  seconds: number;
  windows: WindowSpec[];
  key: { pk: string };
}

function groupsOf(tenantId: string, windows: readonly WindowSpec[], now: number): WindowGroup[] {
  const groups = new Map<number, WindowGroup>();
  for (const spec of windows) {
    let group = groups.get(spec.seconds);
    if (!group) {
      group = {
        seconds: spec.seconds,
        windows: [],
        key: { pk: `${tenantId}#${spec.seconds}s#${windowStart(now, spec.seconds)}` },
      };
      groups.set(spec.seconds, group);
    }
    group.windows.push(spec);
  }
  return [...groups.values()];
}

const counterNames = (group: WindowGroup) =>
  Object.fromEntries(group.windows.map((spec, index) => [`#w${index}`, spec.name]));

/**
 * One item per tenant, window length and window start, with one counter per window (`intent:1s`
 * and `tenant:1s` live in the same item), so a request costs one conditional write per window
 * length rather than one per window. Counters expire shortly after their window.
 */
export class DynamoRateLimiter implements RateLimiter {
  constructor(private readonly table = tableName('rateLimits')) {}

  async take(tenantId: string, windows: WindowSpec[]): Promise<RateDecision> {
    const now = Date.now();
    const groups = groupsOf(tenantId, windows, now);
    const outcomes = await Promise.all(groups.map((group) => this.count(group, now)));
    const refused = groups.filter((_, index) => !outcomes[index]);
    if (refused.length === 0) return { allowed: true };
    // A refused request does not count: give back what it took from the groups that had room.
    await Promise.all(
      groups.filter((_, index) => outcomes[index]).map((group) => this.giveBack(group)),
    );
    const full = (await Promise.all(refused.map((group) => this.fullWindows(group)))).flat();
    const retryAfter = Math.max(...full.map((spec) => secondsUntilWindowEnds(now, spec.seconds)));
    return {
      allowed: false,
      retryAfterSeconds: retryAfter,
      bucket: full.map((spec) => spec.name).join(','),
    };
  }

  /** Adds one to every counter of the group, only if each is under its limit. */
  private async count(group: WindowGroup, now: number): Promise<boolean> {
    const values: Record<string, number> = {
      ':one': 1,
      ':expires': windowStart(now, group.seconds) + group.seconds + 3600,
    };
    group.windows.forEach((spec, index) => {
      values[`:l${index}`] = spec.limit;
    });
    try {
      await dynamoClient().send(
        new UpdateCommand({
          TableName: this.table,
          Key: group.key,
          UpdateExpression: `ADD ${group.windows.map((_, index) => `#w${index} :one`).join(', ')} SET expires_at = if_not_exists(expires_at, :expires)`,
          ConditionExpression: group.windows
            .map((_, index) => `(attribute_not_exists(#w${index}) OR #w${index} < :l${index})`)
            .join(' AND '),
          ExpressionAttributeNames: counterNames(group),
          ExpressionAttributeValues: values,
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  private async giveBack(group: WindowGroup): Promise<void> {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: this.table,
        Key: group.key,
        UpdateExpression: `ADD ${group.windows.map((_, index) => `#w${index} :minus`).join(', ')}`,
        ExpressionAttributeNames: counterNames(group),
        ExpressionAttributeValues: { ':minus': -1 },
      }),
    );
  }

  /** Which windows of a refused group are at their limit (all of them, if a refund freed one since). */
  private async fullWindows(group: WindowGroup): Promise<WindowSpec[]> {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: this.table, Key: group.key, ConsistentRead: true }),
    );
    const full = group.windows.filter((spec) => {
      const used = Item?.[spec.name];
      return typeof used === 'number' && used >= spec.limit;
    });
    return full.length > 0 ? full : group.windows;
  }
}
