import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Scope } from '#contracts/auth';
import type { ApiKeyRecord, ClientRecord, CredentialStore } from '#platform/auth/ports';
import { tableName } from '#platform/resources';
import { dynamoClient } from './clients';

/** Credentials are found before the tenant is known, so their key is the credential, not the tenant. */
export class DynamoCredentialStore implements CredentialStore {
  constructor(private readonly table = tableName('credentials')) {}

  private async item(pk: string): Promise<Record<string, unknown> | undefined> {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: this.table, Key: { pk } }),
    );
    return Item;
  }

  private async put(pk: string, kind: string, fields: Record<string, unknown>): Promise<void> {
    await dynamoClient().send(
      new PutCommand({ TableName: this.table, Item: { pk, kind, ...fields } }),
    );
  }

  async getClient(clientId: string): Promise<ClientRecord | undefined> {
    const stored = await this.item(`client#${clientId}`);
    if (!stored) return undefined;
    return {
      clientId,
      tenantId: String(stored.tenant_id),
      secretHash: String(stored.secret_hash),
      scopes: stored.scopes as Scope[],
    };
  }

  async putClient(record: ClientRecord): Promise<void> {
    await this.put(`client#${record.clientId}`, 'client', {
      tenant_id: record.tenantId,
      secret_hash: record.secretHash,
      scopes: record.scopes,
    });
  }

  async getApiKey(keyDigest: string): Promise<ApiKeyRecord | undefined> {
    const stored = await this.item(`apikey#${keyDigest}`);
    if (!stored) return undefined;
    return {
      keyDigest,
      tenantId: String(stored.tenant_id),
      scopes: stored.scopes as Scope[],
      label: String(stored.label ?? ''),
    };
  }

  async putApiKey(record: ApiKeyRecord): Promise<void> {
    await this.put(`apikey#${record.keyDigest}`, 'api_key', {
      tenant_id: record.tenantId,
      scopes: record.scopes,
      label: record.label,
    });
  }
}
