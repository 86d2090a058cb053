import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { MasterDataset } from '#domain/master-data/schemas';
import {
  type DatasetPointer,
  MasterDataSnapshotMissingError,
  type MasterDataStore,
} from '#domain/master-data/store';
import { logger } from '#platform/observability/logger';
import { tableName } from '#platform/resources';
import type { BlobStore } from '#platform/storage/blobs';
import { dynamoClient } from './clients';

const snapshotKey = (tenantId: string, dataset: MasterDataset, generation: number) =>
  `${tenantId}/${dataset}/${String(generation).padStart(8, '0')}.ndjson`;

/** Snapshots already reported missing by this container. */
const reportedMissing = new Set<string>();

/** Pointers in DynamoDB (pk tenant#master_data, sk dataset); snapshots as NDJSON objects in S3. */
export class DynamoS3MasterDataStore implements MasterDataStore {
  constructor(
    private readonly snapshots: BlobStore,
    private readonly table = tableName('masterData'),
  ) {}

  async pointer(tenantId: string, dataset: MasterDataset): Promise<DatasetPointer | undefined> {
    const { Item } = await dynamoClient().send(
      new GetCommand({
        TableName: this.table,
        Key: { pk: `${tenantId}#master_data`, sk: dataset },
        ConsistentRead: true,
      }),
    );
    return Item
      ? {
          generation: Number(Item.generation),
          count: Number(Item.count),
          imported_at: String(Item.imported_at),
        }
      : undefined;
  }

  async pointers(tenantId: string): Promise<Partial<Record<MasterDataset, DatasetPointer>>> {
    const { Items } = await dynamoClient().send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `${tenantId}#master_data` },
        ConsistentRead: true,
      }),
    );
    const result: Partial<Record<MasterDataset, DatasetPointer>> = {};
    for (const item of Items ?? []) {
      result[item.sk as MasterDataset] = {
        generation: Number(item.generation),
        count: Number(item.count),
        imported_at: String(item.imported_at),
      };
    }
    return result;
  }

  async readSnapshot(
    tenantId: string,
    dataset: MasterDataset,
    generation: number,
  ): Promise<unknown[]> {
    const bytes = await this.snapshots.get(snapshotKey(tenantId, dataset, generation));
    if (!bytes) {
      const key = snapshotKey(tenantId, dataset, generation);
      if (!reportedMissing.has(key)) {
        // Once per container and snapshot: every later request gets the same 503 without a log line.
        reportedMissing.add(key);
        logger.error(
          'master-data snapshot named by the pointer is missing; the tenant must re-import',
          {
            tenantId,
            dataset,
            generation,
            key,
          },
        );
      }
      throw new MasterDataSnapshotMissingError(dataset, generation);
    }
    const text = Buffer.from(bytes).toString('utf8');
    return text === '' ? [] : text.split('\n').map((line) => JSON.parse(line) as unknown);
  }

  async writeSnapshot(
    tenantId: string,
    dataset: MasterDataset,
    generation: number,
    records: readonly unknown[],
  ): Promise<void> {
    await this.snapshots.put(
      snapshotKey(tenantId, dataset, generation),
      records.map((record) => JSON.stringify(record)).join('\n'),
      'application/x-ndjson',
    );
  }

  async movePointer(
    tenantId: string,
    dataset: MasterDataset,
    from: number,
    to: DatasetPointer,
  ): Promise<boolean> {
    try {
      await dynamoClient().send(
        new PutCommand({
          TableName: this.table,
          Item: { pk: `${tenantId}#master_data`, sk: dataset, ...to },
          ConditionExpression: from === 0 ? 'attribute_not_exists(pk)' : 'generation = :from',
          ...(from === 0 ? {} : { ExpressionAttributeValues: { ':from': from } }),
        }),
      );
      return true;
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
  }
}
