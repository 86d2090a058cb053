import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditLog, AuditRecord } from '../../audit/record';
import { tableName } from '../../resources';
import { dynamoClient } from './clients';

/** Append-only: one item per record, partitioned by tenant and day, sorted by time. */
export class DynamoAuditLog implements AuditLog {
  constructor(private readonly table = tableName('audit')) {}

  async append(record: AuditRecord): Promise<void> {
    await dynamoClient().send(
      new PutCommand({
        TableName: this.table,
        Item: {
          pk: `${record.tenant_id}#${record.timestamp.slice(0, 10)}`,
          sk: `${record.timestamp}#${record.audit_id}`,
          record,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  }
}
