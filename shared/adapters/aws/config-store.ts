import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../resources';
import type { VersionedConfig } from '../../tenants/config';
import type { TenantConfigStore } from '../../tenants/config-store';
import { dynamoClient } from './clients';

const versionKey = (version: number) => `config#v${String(version).padStart(8, '0')}`;

/**
 * `config#current` holds the live document and moves only from the version it replaces (a
 * conditional put; dynalite has no transactions); every version is then kept under its own key.
 */
export class DynamoTenantConfigStore implements TenantConfigStore {
  constructor(private readonly table = tableName('tenants')) {}

  async current(tenantId: string): Promise<VersionedConfig | undefined> {
    const { Item } = await dynamoClient().send(
      new GetCommand({
        TableName: this.table,
        Key: { pk: tenantId, sk: 'config#current' },
        ConsistentRead: true,
      }),
    );
    return Item?.document as VersionedConfig | undefined;
  }

  async version(tenantId: string, version: number): Promise<VersionedConfig | undefined> {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: this.table, Key: { pk: tenantId, sk: versionKey(version) } }),
    );
    return Item?.document as VersionedConfig | undefined;
  }

  async save(tenantId: string, expectedVersion: number, next: VersionedConfig): Promise<boolean> {
    try {
      await dynamoClient().send(
        new PutCommand({
          TableName: this.table,
          Item: { pk: tenantId, sk: 'config#current', version: next.version, document: next },
          ConditionExpression:
            expectedVersion === 0 ? 'attribute_not_exists(pk)' : 'version = :expected',
          ...(expectedVersion === 0
            ? {}
            : { ExpressionAttributeValues: { ':expected': expectedVersion } }),
        }),
      );
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
    await dynamoClient().send(
      new PutCommand({
        TableName: this.table,
        Item: { pk: tenantId, sk: versionKey(next.version), document: next },
      }),
    );
    return true;
  }
}
