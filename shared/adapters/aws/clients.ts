import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SageMakerRuntimeClient } from '@aws-sdk/client-sagemaker-runtime';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { runtimeConfig } from '#platform/config/runtime';

/**
 * AWS SDK clients, created once per container on first use (module scope, lazily, so that the local
 * runtime can point them at the emulators before anything connects).
 */
let dynamo: DynamoDBDocumentClient | undefined;
let sqs: SQSClient | undefined;
let s3: S3Client | undefined;
let sagemaker: SageMakerRuntimeClient | undefined;

const retryPolicy = { maxAttempts: 3 };

export function dynamoClient(): DynamoDBDocumentClient {
  if (!dynamo) {
    const config = runtimeConfig();
    const base = new DynamoDBClient({
      region: config.region,
      endpoint: config.endpoints.dynamodb,
      ...retryPolicy,
    });
    dynamo = DynamoDBDocumentClient.from(base, {
      marshallOptions: { removeUndefinedValues: true },
    });
  }
  return dynamo;
}

export function sqsClient(): SQSClient {
  sqs ??= new SQSClient({
    region: runtimeConfig().region,
    endpoint: runtimeConfig().endpoints.sqs,
    ...retryPolicy,
  });
  return sqs;
}

export function s3Client(): S3Client {
  if (!s3) {
    const config = runtimeConfig();
    s3 = new S3Client({
      region: config.region,
      endpoint: config.endpoints.s3,
      forcePathStyle: config.endpoints.s3 !== undefined,
      // Emulators mishandle streamed checksums; AWS accepts either.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...retryPolicy,
    });
  }
  return s3;
}

export function sagemakerClient(): SageMakerRuntimeClient {
  sagemaker ??= new SageMakerRuntimeClient({
    region: runtimeConfig().region,
    endpoint: runtimeConfig().endpoints.sagemaker,
    maxAttempts: 2,
  });
  return sagemaker;
}

/** Drops cached clients (tests that restart emulators on new ports). */
export function resetClients(): void {
  dynamo?.destroy();
  sqs?.destroy();
  s3?.destroy();
  sagemaker?.destroy();
  dynamo = undefined;
  sqs = undefined;
  s3 = undefined;
  sagemaker = undefined;
}
