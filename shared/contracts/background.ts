import type { BucketId, QueueId } from '#platform/resources';

/**
 * Functions that no HTTP route reaches: queue consumers and scheduled jobs. With the HTTP operation
 * registry this is the complete list of Lambda functions; the CDK stack and the local runtime read it.
 */
export interface BackgroundFunction {
  functionName: string;
  description: string;
  trigger:
    | { kind: 'queue'; queue: QueueId; batchSize: number }
    | { kind: 'schedule'; rate: string; everyMs: number }
    /** New objects in a bucket whose key ends in one of `suffixes` (S3 event notifications). */
    | { kind: 'bucket'; bucket: BucketId; suffixes: readonly string[] };
  timeoutSeconds: number;
}

export const backgroundFunctions: BackgroundFunction[] = [
  {
    functionName: 'job-worker',
    description: 'Runs async module jobs',
    trigger: { kind: 'queue', queue: 'jobs', batchSize: 1 },
    timeoutSeconds: 110,
  },
  {
    functionName: 'webhook-delivery',
    description: 'Delivers signed job-completion webhooks with retries',
    trigger: { kind: 'queue', queue: 'webhooks', batchSize: 10 },
    timeoutSeconds: 25,
  },
  {
    functionName: 'job-sweeper',
    description: 'Fails jobs abandoned by their workers',
    trigger: { kind: 'schedule', rate: 'rate(5 minutes)', everyMs: 5 * 60 * 1000 },
    timeoutSeconds: 60,
  },
  {
    functionName: 'refresh-calibration',
    description: "Refits each tenant's calibrators from the feedback its mode allows",
    trigger: { kind: 'schedule', rate: 'rate(1 day)', everyMs: 24 * 60 * 60 * 1000 },
    timeoutSeconds: 300,
  },
  {
    functionName: 'export-audit',
    description:
      "Writes yesterday's audit records of each tenant to the audit bucket (SIEM pickup)",
    trigger: { kind: 'schedule', rate: 'cron(15 0 * * ? *)', everyMs: 24 * 60 * 60 * 1000 },
    timeoutSeconds: 600,
  },
  {
    functionName: 'build-product-index',
    description: 'Builds and stores the product index after a master-data import through the API',
    trigger: { kind: 'queue', queue: 'indexBuilds', batchSize: 1 },
    timeoutSeconds: 300,
  },
  {
    functionName: 'import-master-data',
    description: 'Imports master-data files dropped into the imports bucket',
    trigger: {
      kind: 'bucket',
      bucket: 'imports',
      suffixes: ['.ndjson', '.jsonl', '.csv', '.xlsx'],
    },
    timeoutSeconds: 600,
  },
];
