import { Duration, RemovalPolicy, SecretValue } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  type BucketId,
  Buckets,
  KeyAttributes,
  type QueueId,
  Queues,
  type TableId,
  Tables,
} from '#platform/resources';
import type { SecretId } from './access';

export interface StorageProps {
  prefix: string;
  deletionProtection: boolean;
  removalPolicy: RemovalPolicy;
  /** Queue visibility must cover the longest consumer timeout (CloudFormation rejects less). */
  minimumVisibilitySeconds: Partial<Record<QueueId, number>>;
}

/**
 * The tenant's data plane, one resource per entry of shared/platform/resources.ts: DynamoDB tables, SQS
 * queues each with a dead-letter queue, S3 buckets, the secrets, all under one customer-managed key.
 */
export class TenantStorage extends Construct {
  readonly key: kms.Key;
  readonly tables = {} as Record<TableId, dynamodb.Table>;
  readonly queues = {} as Record<QueueId, sqs.Queue>;
  readonly deadLetterQueues = {} as Record<QueueId, sqs.Queue>;
  /** Visibility timeout per queue as provisioned (raised to the longest consumer timeout). */
  readonly visibilitySeconds = {} as Record<QueueId, number>;
  readonly buckets = {} as Record<BucketId, s3.Bucket>;
  readonly accessLogsBucket: s3.Bucket;
  readonly secrets = {} as Record<SecretId, secretsmanager.Secret>;

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);
    const { prefix, removalPolicy } = props;
    this.key = new kms.Key(this, 'DataKey', {
      alias: `alias/${prefix}-data`,
      description: `Encrypts every table, queue, bucket, secret and topic of ${prefix}`,
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // CloudWatch alarms publish to the encrypted alarm topic.
    this.key.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey'],
        resources: ['*'],
      }),
    );

    for (const [id, table] of Object.entries(Tables) as [TableId, (typeof Tables)[TableId]][]) {
      this.tables[id] = new dynamodb.Table(this, `Table-${table.logicalName}`, {
        tableName: `${prefix}-${table.logicalName}`,
        partitionKey: { name: KeyAttributes.partition, type: dynamodb.AttributeType.STRING },
        ...(table.sortKey
          ? { sortKey: { name: KeyAttributes.sort, type: dynamodb.AttributeType.STRING } }
          : {}),
        billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
        encryption: dynamodb.TableEncryption.CUSTOMER_MANAGED,
        encryptionKey: this.key,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        timeToLiveAttribute: KeyAttributes.expiresAt,
        deletionProtection: props.deletionProtection,
        removalPolicy,
      });
    }

    for (const [id, queue] of Object.entries(Queues) as [QueueId, (typeof Queues)[QueueId]][]) {
      const deadLetterQueue = new sqs.Queue(this, `Queue-${queue.logicalName}-dlq`, {
        queueName: `${prefix}-${queue.logicalName}-dlq`,
        encryption: sqs.QueueEncryption.KMS,
        encryptionMasterKey: this.key,
        enforceSSL: true,
        retentionPeriod: Duration.days(14),
        removalPolicy,
      });
      const visibility = Math.max(
        queue.visibilityTimeoutSeconds,
        props.minimumVisibilitySeconds[id] ?? 0,
      );
      this.deadLetterQueues[id] = deadLetterQueue;
      this.visibilitySeconds[id] = visibility;
      this.queues[id] = new sqs.Queue(this, `Queue-${queue.logicalName}`, {
        queueName: `${prefix}-${queue.logicalName}`,
        encryption: sqs.QueueEncryption.KMS,
        encryptionMasterKey: this.key,
        dataKeyReuse: Duration.minutes(5),
        enforceSSL: true,
        visibilityTimeout: Duration.seconds(visibility),
        retentionPeriod: Duration.days(4),
        deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: queue.maxReceiveCount },
        removalPolicy,
      });
    }

    // Server access logs cannot be delivered to an SSE-KMS bucket, hence S3-managed keys here.
    this.accessLogsBucket = new s3.Bucket(this, 'AccessLogsBucket', {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ id: 'expire-access-logs', expiration: Duration.days(90) }],
      removalPolicy,
    });

    for (const [id, bucket] of Object.entries(Buckets) as [
      BucketId,
      (typeof Buckets)[BucketId],
    ][]) {
      const versioned = id === 'audit';
      const lifecycleRules: s3.LifecycleRule[] = [
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ];
      if (bucket.expireAfterDays !== undefined) {
        lifecycleRules.push({
          id: 'expire-objects',
          expiration: Duration.days(bucket.expireAfterDays),
        });
      }
      if (versioned) {
        lifecycleRules.push({
          id: 'expire-noncurrent-versions',
          noncurrentVersionExpiration: Duration.days(365),
        });
      }
      this.buckets[id] = new s3.Bucket(this, `Bucket-${bucket.logicalName}`, {
        encryption: s3.BucketEncryption.KMS,
        encryptionKey: this.key,
        bucketKeyEnabled: true,
        blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
        enforceSSL: true,
        versioned,
        objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
        serverAccessLogsBucket: this.accessLogsBucket,
        serverAccessLogsPrefix: `${bucket.logicalName}/`,
        lifecycleRules,
        removalPolicy,
      });
    }

    // Key sets start empty; the rotation that runs right after creation writes the first key.
    this.secrets.signingKeys = new secretsmanager.Secret(this, 'SigningKeys', {
      secretName: `${prefix}/signing-keys`,
      description: 'ES256 JWT signing keys {keys:[{kid, created_at, private_jwk}]}, newest signs',
      encryptionKey: this.key,
      secretStringValue: SecretValue.unsafePlainText('{"keys":[]}'),
      removalPolicy,
    });
    // Webhook signing secrets are not here: tenants create and retire them through the API, and they
    // live in the tenants table (infra/README.md "Rotate keys" says why).
  }
}
