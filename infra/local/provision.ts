import {
  type AttributeDefinition,
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  type KeySchemaElement,
  ResourceInUseException,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import {
  Buckets,
  bucketName,
  deadLetterQueueName,
  KeyAttributes,
  Queues,
  queueName,
  queueVisibilitySeconds,
  type TableId,
  Tables,
  tableName,
} from '#platform/resources';

export interface ProvisionTargets {
  region: string;
  dynamodb: string;
  sqs: string;
  s3: string;
  env?: Record<string, string | undefined>;
}

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/**
 * Creates the stack's tables, queues (each with its dead-letter queue) and buckets in the emulators,
 * from the same definitions the CDK stack provisions. Safe to run on every start.
 */
export async function provisionResources(targets: ProvisionTargets): Promise<void> {
  const env = targets.env ?? process.env;
  const dynamo = new DynamoDBClient({
    region: targets.region,
    endpoint: targets.dynamodb,
    credentials,
  });
  const sqs = new SQSClient({ region: targets.region, endpoint: targets.sqs, credentials });
  const s3 = new S3Client({
    region: targets.region,
    endpoint: targets.s3,
    credentials,
    forcePathStyle: true,
  });
  try {
    await Promise.all(
      (Object.keys(Tables) as TableId[]).map(async (id) => {
        const name = tableName(id, env);
        const keys: KeySchemaElement[] = [
          { AttributeName: KeyAttributes.partition, KeyType: 'HASH' },
        ];
        const attributes: AttributeDefinition[] = [
          { AttributeName: KeyAttributes.partition, AttributeType: 'S' },
        ];
        if (Tables[id].sortKey) {
          keys.push({ AttributeName: KeyAttributes.sort, KeyType: 'RANGE' });
          attributes.push({ AttributeName: KeyAttributes.sort, AttributeType: 'S' });
        }
        try {
          await dynamo.send(
            new CreateTableCommand({
              TableName: name,
              KeySchema: keys,
              AttributeDefinitions: attributes,
              BillingMode: 'PAY_PER_REQUEST',
            }),
          );
        } catch (error) {
          if (!(error instanceof ResourceInUseException)) throw error;
        }
        await dynamo.send(new DescribeTableCommand({ TableName: name }));
      }),
    );
    for (const [id, queue] of Object.entries(Queues)) {
      const dlq = await sqs.send(
        new CreateQueueCommand({ QueueName: deadLetterQueueName(id as keyof typeof Queues, env) }),
      );
      const dlqAttributes = await sqs.send(
        new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl, AttributeNames: ['QueueArn'] }),
      );
      await sqs.send(
        new CreateQueueCommand({
          QueueName: queueName(id as keyof typeof Queues, env),
          Attributes: {
            VisibilityTimeout: String(queueVisibilitySeconds(id as keyof typeof Queues, env)),
            RedrivePolicy: JSON.stringify({
              deadLetterTargetArn: dlqAttributes.Attributes?.QueueArn,
              maxReceiveCount: queue.maxReceiveCount,
            }),
          },
        }),
      );
    }
    for (const id of Object.keys(Buckets)) {
      await s3
        .send(new CreateBucketCommand({ Bucket: bucketName(id as keyof typeof Buckets, env) }))
        .catch((error: Error) => {
          if (error.name !== 'BucketAlreadyOwnedByYou' && error.name !== 'BucketAlreadyExists')
            throw error;
        });
    }
  } finally {
    dynamo.destroy();
    sqs.destroy();
    s3.destroy();
  }
}
