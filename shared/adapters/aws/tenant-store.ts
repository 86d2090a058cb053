import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '#platform/resources';
import type { TenantRecord, TenantStatus, TenantStore } from '#platform/tenants/ports';
import { dynamoClient } from './clients';
import { collect, scanAll } from './paging';

function toRecord(item: Record<string, unknown>): TenantRecord {
  return {
    tenantId: String(item.pk),
    status: item.status as TenantStatus,
    tokenTtlSeconds: Number(item.token_ttl_seconds ?? 3600),
    createdAt: String(item.created_at),
  };
}

export class DynamoTenantStore implements TenantStore {
  constructor(private readonly table = tableName('tenants')) {}

  async getTenant(tenantId: string): Promise<TenantRecord | undefined> {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: this.table, Key: { pk: tenantId, sk: 'tenant' } }),
    );
    return Item ? toRecord(Item) : undefined;
  }

  async listTenants(): Promise<TenantRecord[]> {
    const items = scanAll({
      TableName: this.table,
      FilterExpression: 'sk = :tenant',
      ExpressionAttributeValues: { ':tenant': 'tenant' },
    });
    return (await collect(items)).map(toRecord);
  }

  async putTenant(record: TenantRecord): Promise<void> {
    await dynamoClient().send(
      new PutCommand({
        TableName: this.table,
        Item: {
          pk: record.tenantId,
          sk: 'tenant',
          status: record.status,
          token_ttl_seconds: record.tokenTtlSeconds,
          created_at: record.createdAt,
        },
      }),
    );
  }
}
