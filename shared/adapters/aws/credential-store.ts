import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Scope } from '#contracts/auth';
import type { ApiKeyRecord, ClientRecord, CredentialStore } from '#platform/auth/ports';
import { tableName } from '#platform/resources';
import { dynamoClient } from './clients';

/** Credentials are found before the tenant is known, so their key is the credential, not the tenant. */
export class DynamoCredentialStore implements CredentialStore {
  constructor(private readonly table = tableName('credentials')) {}

  async getClient(clientId: string): Promise<ClientRecord | undefined> {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: this.table, Key: { pk: `client#${clientId}` } }),
    );
    if (!Item) return undefined;
    return {
      clientId,
      tenantId: String(Item.tenant_id),
      secretHash: String(Item.secret_hash),
      scopes: Item.scopes as Scope[],
    };
  }

  async putClient(record: ClientRecord): Promise<void> {
    await dynamoClient().send(
      new PutCommand({
        TableName: this.table,
        Item: {
          pk: `client#${record.clientId}`,
          kind: 'client',
          tenant_id: record.tenantId,
          secret_hash: record.secretHash,
          scopes: record.scopes,
        },
      }),
    );
  }

  async getApiKey(keyDigest: string): Promise<ApiKeyRecord | undefined> {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: this.table, Key: { pk: `apikey#${keyDigest}` } }),
    );
    if (!Item) return undefined;
    return {
      keyDigest,
      tenantId: String(Item.tenant_id),
      scopes: Item.scopes as Scope[],
      label: String(Item.label ?? ''),
    };
  }

  async putApiKey(record: ApiKeyRecord): Promise<void> {
    await dynamoClient().send(
      new PutCommand({
        TableName: this.table,
        Item: {
          pk: `apikey#${record.keyDigest}`,
          kind: 'api_key',
          tenant_id: record.tenantId,
          scopes: record.scopes,
          label: record.label,
        },
      }),
    );
  }
}
