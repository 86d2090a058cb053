import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { bucketName, tableName } from '#platform/resources';
import { dynamoClient, s3Client } from './clients';

/** A real round trip to each store: one DynamoDB read and one S3 HeadBucket. */
export async function checkStorage(signal?: AbortSignal): Promise<void> {
  await Promise.all([
    dynamoClient().send(
      new GetCommand({
        TableName: tableName('tenants'),
        Key: { pk: '__readiness__', sk: 'probe' },
      }),
      { abortSignal: signal },
    ),
    s3Client().send(new HeadBucketCommand({ Bucket: bucketName('attachments') }), {
      abortSignal: signal,
    }),
  ]);
}
