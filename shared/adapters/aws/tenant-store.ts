import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../resources';
import type { TenantRecord, TenantStatus, TenantStore } from '../../tenants/ports';
import { dynamoClient } from './clients';

export class DynamoTenantStore implements TenantStore {
  constructor(private readonly table = tableName('tenants')) {}

  async getTenant(tenantId: string): Promise<TenantRecord | undefined> {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: this.table, Key: { pk: tenantId, sk: 'tenant' } }),
    );
    if (!Item) return undefined;
    return {
      tenantId,
      status: Item.status as TenantStatus,
      tokenTtlSeconds: Number(Item.token_ttl_seconds ?? 3600),
      createdAt: String(Item.created_at),
    };
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
