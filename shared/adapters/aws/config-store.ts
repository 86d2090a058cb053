import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '#platform/resources';
import type { VersionedConfig } from '#platform/tenants/config';
import type { VersionedStore } from '#platform/tenants/config-store';
import { dynamoClient } from './clients';

/**
 * `<kind>#current` holds the live document and moves only from the version it replaces (a
 * conditional put; dynalite has no transactions); every version is then kept under its own key.
 */
export class DynamoVersionedStore<T extends { version: number }> implements VersionedStore<T> {
  constructor(
    private readonly kind: string,
    private readonly table = tableName('tenants'),
  ) {}

  private versionKey(version: number): string {
    return `${this.kind}#v${String(version).padStart(8, '0')}`;
  }

  async current(tenantId: string): Promise<T | undefined> {
    const { Item } = await dynamoClient().send(
      new GetCommand({
        TableName: this.table,
        Key: { pk: tenantId, sk: `${this.kind}#current` },
        ConsistentRead: true,
      }),
    );
    return Item?.document as T | undefined;
  }

  async version(tenantId: string, version: number): Promise<T | undefined> {
    const { Item } = await dynamoClient().send(
      new GetCommand({
        TableName: this.table,
        Key: { pk: tenantId, sk: this.versionKey(version) },
      }),
    );
    return Item?.document as T | undefined;
  }

  async save(tenantId: string, expectedVersion: number, next: T): Promise<boolean> {
    try {
      await dynamoClient().send(
        new PutCommand({
          TableName: this.table,
          Item: { pk: tenantId, sk: `${this.kind}#current`, version: next.version, document: next },
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
        Item: { pk: tenantId, sk: this.versionKey(next.version), document: next },
      }),
    );
    return true;
  }
}

export class DynamoTenantConfigStore extends DynamoVersionedStore<VersionedConfig> {
  constructor() {
    super('config');
  }
}
