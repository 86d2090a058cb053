/**
 * The storage resources of one tenant stack, defined once. The CDK stack provisions them and the
 * local runtime creates them in the emulators from this same list.
 */
export const Tables = {
  credentials: {
    logicalName: 'credentials',
    sortKey: false,
    purpose: 'OAuth clients and API keys (hashed), looked up before the tenant is known',
  },
  tenants: {
    logicalName: 'tenants',
    sortKey: true,
    purpose: 'tenant status, versioned configuration and thresholds',
  },
  idempotency: {
    logicalName: 'idempotency',
    sortKey: false,
    purpose: 'Idempotency-Key records (24 h)',
  },
  jobs: {
    logicalName: 'jobs',
    sortKey: false,
    purpose: 'async jobs and their results (24 h after completion)',
  },
  jobSweep: {
    logicalName: 'job-sweep',
    sortKey: true,
    purpose:
      'what the job sweeper must look at, oldest first: unfinished jobs and webhooks not yet queued',
  },
  caseContext: {
    logicalName: 'case-context',
    sortKey: false,
    purpose: 'what one module produced for a case, shared with the others (15 min)',
  },
  rateLimits: {
    logicalName: 'rate-limits',
    sortKey: false,
    purpose: 'request counters per tenant, window length and window start',
  },
  masterData: {
    logicalName: 'master-data',
    sortKey: true,
    purpose: 'customers, contacts, ship-tos, catalogue, cross-references, history',
  },
  audit: {
    logicalName: 'audit',
    sortKey: true,
    purpose: 'append-only, hash-chained audit records',
  },
  feedback: {
    logicalName: 'feedback',
    sortKey: true,
    purpose: 'rep corrections, per the tenant feedback mode',
  },
  metrics: { logicalName: 'metrics', sortKey: true, purpose: 'per-minute metric aggregates' },
} as const;
export type TableId = keyof typeof Tables;

/** Attribute names shared by every table. Expiry is checked in code; TTL only deletes lazily. */
export const KeyAttributes = { partition: 'pk', sort: 'sk', expiresAt: 'expires_at' } as const;

export const Queues = {
  jobs: {
    logicalName: 'jobs',
    maxReceiveCount: 3,
    visibilityTimeoutSeconds: 120,
    purpose: 'async module work',
  },
  webhooks: {
    logicalName: 'webhooks',
    maxReceiveCount: 6,
    visibilityTimeoutSeconds: 30,
    purpose: 'signed job-completion callbacks with retries',
  },
  indexBuilds: {
    logicalName: 'index-builds',
    maxReceiveCount: 3,
    // Above the consumer's 300 s timeout, so that a build still running is not handed out again.
    visibilityTimeoutSeconds: 330,
    purpose: 'product indexes to build and store after a master-data import through the API',
  },
} as const;
export type QueueId = keyof typeof Queues;

export const Buckets = {
  attachments: {
    logicalName: 'attachments',
    expireAfterDays: 1,
    purpose: 'uploaded attachments and large stored responses',
  },
  audit: {
    logicalName: 'audit',
    expireAfterDays: undefined,
    purpose: 'audit exports for SIEM pickup',
  },
  masterData: {
    logicalName: 'master-data',
    expireAfterDays: undefined,
    purpose: 'the current generation of each master-data set (NDJSON snapshots)',
  },
  indexes: {
    logicalName: 'indexes',
    // A missing index is rebuilt from the snapshots, so the ones of old generations can simply age out.
    expireAfterDays: 30,
    purpose:
      'indexes built from master-data snapshots, loaded by cold containers instead of rebuilt',
  },
  imports: {
    logicalName: 'imports',
    expireAfterDays: 30,
    purpose: 'master-data files dropped for import',
  },
} as const;
export type BucketId = keyof typeof Buckets;

type Env = Record<string, string | undefined>;

function envKey(kind: 'TABLE' | 'QUEUE' | 'BUCKET', id: string): string {
  return `QCAS_${kind}_${id.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

function prefix(env: Env): string {
  return env.QCAS_RESOURCE_PREFIX ?? 'qcas-local';
}

/** Physical names: an explicit env entry (set by the CDK stack) or the prefix plus the logical name. */
export function tableName(id: TableId, env: Env = process.env): string {
  return env[envKey('TABLE', id)] ?? `${prefix(env)}-${Tables[id].logicalName}`;
}

export function queueName(id: QueueId, env: Env = process.env): string {
  return env[envKey('QUEUE', id)] ?? `${prefix(env)}-${Queues[id].logicalName}`;
}

export function deadLetterQueueName(id: QueueId, env: Env = process.env): string {
  return `${queueName(id, env)}-dlq`;
}

/** Visibility timeout of a queue; the local runtime shortens it (QCAS_QUEUE_<ID>_VISIBILITY_SECONDS) for tests. */
export function queueVisibilitySeconds(id: QueueId, env: Env = process.env): number {
  const override = Number(env[`${envKey('QUEUE', id)}_VISIBILITY_SECONDS`]);
  return Number.isFinite(override) && override > 0 ? override : Queues[id].visibilityTimeoutSeconds;
}

export function bucketName(id: BucketId, env: Env = process.env): string {
  return env[envKey('BUCKET', id)] ?? `${prefix(env)}-${Buckets[id].logicalName}`;
}

export const resourceEnvKeys = {
  table: (id: TableId) => envKey('TABLE', id),
  queue: (id: QueueId) => envKey('QUEUE', id),
  bucket: (id: BucketId) => envKey('BUCKET', id),
};
