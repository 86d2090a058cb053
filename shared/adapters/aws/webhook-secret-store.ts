import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '#platform/resources';
import type { WebhookSecret, WebhookSecretStore } from '#platform/webhooks/secrets';
import { dynamoClient } from './clients';

/** Webhook secrets live beside the tenant record (the table is KMS-encrypted in the cloud). */
export class DynamoWebhookSecretStore implements WebhookSecretStore {
  constructor(private readonly table = tableName('tenants')) {}

  async create(tenantId: string, secret: WebhookSecret): Promise<void> {
    await dynamoClient().send(
      new PutCommand({
        TableName: this.table,
        Item: { pk: tenantId, sk: `webhook_secret#${secret.id}`, ...secret, status: 'active' },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  }

  async listActive(tenantId: string): Promise<WebhookSecret[]> {
    const { Items } = await dynamoClient().send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'pk = :tenant AND begins_with(sk, :prefix)',
        FilterExpression: '#status = :active',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':tenant': tenantId,
          ':prefix': 'webhook_secret#',
          ':active': 'active',
        },
        ConsistentRead: true,
      }),
    );
    return (Items ?? [])
      .map((item) => ({
        id: String(item.id),
        secret: String(item.secret),
        created_at: String(item.created_at),
      }))
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
  }

  async retire(tenantId: string, id: string): Promise<boolean> {
    try {
      await dynamoClient().send(
        new UpdateCommand({
          TableName: this.table,
          Key: { pk: tenantId, sk: `webhook_secret#${id}` },
          UpdateExpression: 'SET #status = :retired, retired_at = :now',
          ConditionExpression: '#status = :active',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':retired': 'retired',
            ':active': 'active',
            ':now': new Date().toISOString(),
          },
        }),
      );
      return true;
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
  }
}
