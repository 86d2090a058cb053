import { Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { BucketId, QueueId, TableId } from '#platform/resources';
import type { DataAccess, FunctionAccess, QueueAccess, TableAccess } from './access';
import type { TenantStorage } from './storage';

/**
 * Least-privilege statements for one function, written out action by action (the CDK grant
 * helpers add wildcard actions such as `s3:GetObject*` and `kms:GenerateDataKey*`).
 */
export const TableActions = {
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:DescribeTable'],
  write: [
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
    'dynamodb:ConditionCheckItem',
  ],
} as const;

export const QueueActions = {
  send: ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'],
  consume: [
    'sqs:ReceiveMessage',
    'sqs:DeleteMessage',
    'sqs:ChangeMessageVisibility',
    'sqs:GetQueueAttributes',
  ],
} as const;

export const BucketActions = {
  read: ['s3:GetObject'],
  write: ['s3:PutObject', 's3:AbortMultipartUpload'],
  readwrite: ['s3:DeleteObject'],
} as const;

const KeyActions = {
  read: ['kms:Decrypt', 'kms:DescribeKey'],
  write: ['kms:Encrypt', 'kms:GenerateDataKey'],
} as const;

function tableActions(access: TableAccess): string[] {
  if (access === 'read') return [...TableActions.read];
  if (access === 'append') return [...TableActions.read, 'dynamodb:PutItem'];
  if (access === 'write') return [...TableActions.write];
  return [...TableActions.read, ...TableActions.write];
}

function queueActions(access: QueueAccess): string[] {
  if (access === 'send') return [...QueueActions.send];
  if (access === 'consume') return [...QueueActions.consume];
  return [...new Set([...QueueActions.send, ...QueueActions.consume])];
}

function bucketObjectActions(access: DataAccess): string[] {
  if (access === 'read') return [...BucketActions.read];
  if (access === 'write') return [...BucketActions.write];
  return [...BucketActions.read, ...BucketActions.write, ...BucketActions.readwrite];
}

export interface GrantResult {
  /** Bucket object ARNs granted (`<bucket>/*`), acknowledged one by one for cdk-nag. */
  objectResources: { bucket: BucketId }[];
}

export function grantFunctionAccess(
  role: iam.IRole,
  access: FunctionAccess,
  storage: TenantStorage,
): GrantResult {
  const stack = Stack.of(storage);
  const keyActions = new Set<string>();
  const viaServices = new Set<string>();
  const objectResources: { bucket: BucketId }[] = [];
  const add = (actions: string[], resources: string[]) => {
    role.addToPrincipalPolicy(new iam.PolicyStatement({ actions, resources }));
  };
  const noteKey = (service: string, access: DataAccess) => {
    viaServices.add(`${service}.${stack.region}.amazonaws.com`);
    for (const action of KeyActions.read) keyActions.add(action);
    if (access !== 'read') for (const action of KeyActions.write) keyActions.add(action);
  };

  for (const [id, tableAccess] of Object.entries(access.tables ?? {}) as [TableId, TableAccess][]) {
    add(tableActions(tableAccess), [storage.tables[id].tableArn]);
    noteKey('dynamodb', tableAccess === 'append' ? 'readwrite' : tableAccess);
  }
  for (const id of access.scans ?? []) {
    add(['dynamodb:Scan'], [storage.tables[id].tableArn]);
    noteKey('dynamodb', 'read');
  }
  for (const id of Object.keys(access.deadLetterQueues ?? {}) as QueueId[]) {
    add([...QueueActions.send], [storage.deadLetterQueues[id].queueArn]);
    noteKey('sqs', 'readwrite');
  }
  for (const [id, queueAccess] of Object.entries(access.queues ?? {}) as [QueueId, QueueAccess][]) {
    add(queueActions(queueAccess), [storage.queues[id].queueArn]);
    noteKey('sqs', queueAccess === 'consume' ? 'read' : 'readwrite');
  }
  for (const [id, bucketAccess] of Object.entries(access.buckets ?? {}) as [
    BucketId,
    DataAccess,
  ][]) {
    const bucket = storage.buckets[id];
    // HeadBucket (readiness) and ListObjectsV2 are authorised by s3:ListBucket on the bucket itself.
    if (bucketAccess !== 'write') add(['s3:ListBucket'], [bucket.bucketArn]);
    add(bucketObjectActions(bucketAccess), [bucket.arnForObjects('*')]);
    objectResources.push({ bucket: id });
    noteKey('s3', bucketAccess);
  }
  for (const secret of access.secrets ?? []) {
    add(['secretsmanager:GetSecretValue'], [storage.secrets[secret].secretArn]);
    noteKey('secretsmanager', 'read');
  }
  if (keyActions.size > 0) {
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: [...keyActions].sort(),
        resources: [storage.key.keyArn],
        conditions: { StringEquals: { 'kms:ViaService': [...viaServices].sort() } },
      }),
    );
  }
  return { objectResources };
}
