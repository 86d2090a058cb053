import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  CONFIDENCE_BINS,
  confidenceBin,
  LATENCY_BUCKETS,
  latencyBucket,
  type RequestObservation,
} from '#platform/metrics/observation';
import type { AggregateBucket, MetricsAggregateStore } from '#platform/metrics/ports';
import { tableName } from '#platform/resources';
import { dynamoClient } from './clients';
import { queryAll } from './paging';

const DAY_S = 24 * 60 * 60;
/** Minute rows answer the last day or so in detail; hour rows keep a year of history. */
const RETENTION_S = { minute: 35 * DAY_S, hour: 400 * DAY_S } as const;
type StoredGranularity = keyof typeof RETENTION_S;

/** `YYYY-MM-DDTHH:MM` or `YYYY-MM-DDTHH` of an instant (UTC). */
export function bucketOf(at: Date, granularity: StoredGranularity): string {
  return at.toISOString().slice(0, granularity === 'minute' ? 16 : 13);
}

/** Minute rows of one tenant-day share a partition, hour rows of one tenant-month. */
function partitionOf(tenantId: string, bucket: string, granularity: StoredGranularity): string {
  return `${tenantId}#${granularity}#${bucket.slice(0, granularity === 'minute' ? 10 : 7)}`;
}

function countersOf(observation: RequestObservation): Map<string, Map<string, number>> {
  const rows = new Map<string, Map<string, number>>();
  const row = (module: string) => {
    let counters = rows.get(module);
    if (!counters) {
      counters = new Map();
      rows.set(module, counters);
    }
    return counters;
  };
  const add = (counters: Map<string, number>, name: string, value: number) =>
    counters.set(name, (counters.get(name) ?? 0) + value);
  const own = row(observation.module);
  if (observation.kind !== 'job') {
    add(own, 'requests', 1);
    add(own, `status_${observation.status}`, 1);
    add(own, `lat_${latencyBucket(observation.latencyMs)}`, 1);
    add(own, 'latency_sum_ms', Math.round(observation.latencyMs));
  }
  for (const score of observation.confidences) add(own, `conf_${confidenceBin(score)}`, 1);
  for (const [action, count] of Object.entries(observation.routing))
    if (count) add(own, `route_${action}`, count);
  if (observation.feedback && observation.feedback.count > 0)
    add(row(observation.feedback.module), 'feedback', observation.feedback.count);
  for (const [module, counters] of rows) if (counters.size === 0) rows.delete(module);
  return rows;
}

function numberAt(item: Record<string, unknown>, name: string): number {
  const value = item[name];
  return typeof value === 'number' ? value : 0;
}

/**
 * Aggregates in the metrics table: one row per tenant, module and minute (and hour), updated with
 * DynamoDB's atomic ADD, so concurrent functions never lose a count and nothing is read first.
 */
export class DynamoMetricsStore implements MetricsAggregateStore {
  constructor(private readonly table = tableName('metrics')) {}

  async record(observation: RequestObservation, at: Date): Promise<void> {
    const tenantId = observation.tenantId;
    if (!tenantId) return;
    const updates: Promise<unknown>[] = [];
    for (const [module, counters] of countersOf(observation)) {
      for (const granularity of ['minute', 'hour'] as const) {
        const bucket = bucketOf(at, granularity);
        const names: Record<string, string> = { '#module': 'module', '#bucket': 'bucket' };
        const values: Record<string, unknown> = {
          ':module': module,
          ':bucket': bucket,
          ':expires': Math.floor(at.getTime() / 1000) + RETENTION_S[granularity],
        };
        const adds: string[] = [];
        for (const [index, [name, value]] of [...counters].entries()) {
          names[`#c${index}`] = name;
          values[`:c${index}`] = value;
          adds.push(`#c${index} :c${index}`);
        }
        updates.push(
          dynamoClient().send(
            new UpdateCommand({
              TableName: this.table,
              Key: {
                pk: partitionOf(tenantId, bucket, granularity),
                sk: `${bucket}#${module}`,
              },
              UpdateExpression: `SET #module = :module, #bucket = :bucket, expires_at = :expires ADD ${adds.join(', ')}`,
              ExpressionAttributeNames: names,
              ExpressionAttributeValues: values,
            }),
          ),
        );
      }
    }
    await Promise.all(updates);
  }

  async query(
    tenantId: string,
    options: { granularity: StoredGranularity; from: Date; to: Date; module?: string },
  ): Promise<AggregateBucket[]> {
    const { granularity } = options;
    const first = bucketOf(options.from, granularity);
    const last = bucketOf(new Date(options.to.getTime() - 1), granularity);
    const partitions = new Set<string>();
    const step = granularity === 'minute' ? DAY_S * 1000 : 28 * DAY_S * 1000;
    for (let at = options.from.getTime(); at < options.to.getTime(); at += step)
      partitions.add(partitionOf(tenantId, bucketOf(new Date(at), granularity), granularity));
    partitions.add(partitionOf(tenantId, last, granularity));
    const buckets: AggregateBucket[] = [];
    for (const pk of partitions) {
      const items = queryAll({
        TableName: this.table,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
        ExpressionAttributeValues: {
          ':pk': pk,
          ':first': first,
          ':last': `${last}#~`,
          ...(options.module ? { ':module': options.module } : {}),
        },
        ...(options.module
          ? {
              FilterExpression: '#module = :module',
              ExpressionAttributeNames: { '#module': 'module' },
            }
          : {}),
      });
      for await (const item of items) buckets.push(toBucket(item));
    }
    return buckets.sort((a, b) =>
      a.bucket === b.bucket ? a.module.localeCompare(b.module) : a.bucket < b.bucket ? -1 : 1,
    );
  }
}

function toBucket(item: Record<string, unknown>): AggregateBucket {
  const statusCounts: Record<string, number> = {};
  const routing: Record<string, number> = {};
  for (const [name, value] of Object.entries(item)) {
    if (typeof value !== 'number') continue;
    if (name.startsWith('status_')) statusCounts[name.slice(7)] = value;
    else if (name.startsWith('route_')) routing[name.slice(6)] = value;
  }
  return {
    module: String(item.module),
    bucket: String(item.bucket),
    requests: numberAt(item, 'requests'),
    statusCounts,
    latencyCounts: Array.from({ length: LATENCY_BUCKETS }, (_, i) => numberAt(item, `lat_${i}`)),
    latencySumMs: numberAt(item, 'latency_sum_ms'),
    confidenceCounts: Array.from({ length: CONFIDENCE_BINS }, (_, i) =>
      numberAt(item, `conf_${i}`),
    ),
    routing,
    feedback: numberAt(item, 'feedback'),
  };
}
