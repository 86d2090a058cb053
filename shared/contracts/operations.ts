import type * as z from 'zod';
import {
  ConfigPatch,
  UploadCreated,
  UploadRequest,
  VersionedConfigBody,
  WebhookSecretCreated,
  WebhookSecretParams,
} from './admin';
import { AuditExportRequest, AuditRecordsPage, AuditRecordsQuery } from './audit';
import { Jwks, OAuthErrorBody, type Scope, TokenRequest, TokenResponse } from './auth';
import { ErrorBody } from './common';
import {
  CustomerMatchRequest,
  CustomerMatchResponse,
  ImportSummaryBody,
  MasterDataParams,
  MasterDataQuery,
  MasterDataStatus,
} from './customer';
import { ExtractRequest, ExtractResponse, PartialExtractionBody } from './extract';
import { Liveness, Readiness } from './health';
import { IntentRequest, IntentResponse } from './intent';
import { JobAccepted, JobIdParams, JobStatus } from './jobs';
import { MetricsQuery, MetricsResponse } from './metrics';
import { type ModuleName, Modules } from './modules';
import { ProductMatchRequest, ProductMatchResponse, SYNC_LINE_LIMIT } from './product';
import {
  CalibrationRefreshReport,
  CalibrationRefreshRequest,
  CalibrationStatus,
  FeedbackRequest,
  FeedbackResponse,
  ThresholdsQuery,
  ThresholdsReplace,
  VersionedThresholdsBody,
} from './trust';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ResponseDef {
  description: string;
  schema?: z.ZodType;
  contentType?: string;
}

/**
 * One HTTP operation of the API. The registry below is the single source for the local gateway's
 * routes, the CDK stack's Lambda integrations, the OpenAPI document and the deprecation headers.
 */
export interface Operation {
  id: string;
  method: HttpMethod;
  /** Path template with `{param}` segments. */
  path: string;
  /** Folder under functions/ holding the Lambda entry point. */
  functionName: string;
  summary: string;
  description?: string;
  tag: string;
  /** 'bearer' operations also accept the X-Api-Key fallback. */
  auth: 'none' | 'bearer';
  /** Scopes of which the credential needs one; empty means decided by the handler. */
  scopes: Scope[];
  correlationRequired: boolean;
  request?: {
    body?: z.ZodType;
    contentTypes?: string[];
    params?: z.ZodObject;
    query?: z.ZodObject;
  };
  responses: Record<number, ResponseDef>;
  /** RFC 8594: responses carry Deprecation and Sunset headers while this is set. */
  deprecation?: { deprecatedAt: string; sunset: string; link?: string };
  /** Module operations: rate-limited per module, Idempotency-Key, case context. */
  module?: ModuleName;
  /** Accepts `Idempotency-Key` (SPEC 4.1). */
  idempotent?: boolean;
  /** Accepts `Prefer: respond-async`; `auto` names a reason to go async without being asked. */
  async?: { callback: boolean; auto?: (body: unknown) => string | undefined };
  /** Largest accepted request body; larger answers 413 PAYLOAD_TOO_LARGE. */
  maxBodyBytes?: number;
}

function inlineAttachmentBytes(body: unknown): number {
  const attachments = (body as { attachments?: { content_base64?: string }[] }).attachments ?? [];
  return attachments.reduce(
    (sum, attachment) => sum + Math.floor(((attachment.content_base64?.length ?? 0) * 3) / 4),
    0,
  );
}

const error = (description: string): ResponseDef => ({ description, schema: ErrorBody });
const moduleErrors = {
  400: error('`INVALID_PAYLOAD` or `MISSING_REQUIRED_FIELD`.'),
  401: error('`INVALID_TOKEN` or `EXPIRED_TOKEN`.'),
  403: error('`SCOPE_INSUFFICIENT` or `TENANT_DISABLED`.'),
  409: error(
    '`IDEMPOTENCY_KEY_CONFLICT`: different payload, or `details.reason` `in_progress` with `Retry-After`.',
  ),
  413: error('`PAYLOAD_TOO_LARGE`.'),
  415: error('`UNSUPPORTED_MEDIA_TYPE`.'),
  429: error('`RATE_LIMITED`; honour `Retry-After`.'),
  500: error('`INTERNAL_ERROR`; retry is safe.'),
  502: error('`UPSTREAM_ERROR`: model serving unavailable; retry is safe.'),
  504: error('`TIMEOUT`; retry with the same `Idempotency-Key` to get the stored result.'),
};
/** Matching reads the tenant's stored master data; storage that lost it is not a retryable fault. */
const masterDataMissing = {
  503: error(
    '`UPSTREAM_ERROR` with `details.reason` `master_data_missing`: the stored master data named by the last import is gone from storage (a damaged local data directory); import the dataset again.',
  ),
};
const authErrors = {
  400: error(
    '`MISSING_REQUIRED_FIELD` when X-Correlation-Id is absent; `INVALID_PAYLOAD` otherwise.',
  ),
  401: error('`INVALID_TOKEN` or `EXPIRED_TOKEN`.'),
  403: error('`SCOPE_INSUFFICIENT` or `TENANT_DISABLED`.'),
  500: error('`INTERNAL_ERROR`; retry is safe.'),
};

export const operations = {
  issueToken: {
    id: 'issueToken',
    method: 'POST',
    path: '/oauth2/token',
    functionName: 'issue-token',
    summary: 'Issue an access token (OAuth 2.0 client credentials)',
    description:
      'Form-encoded client credentials grant (RFC 6749 4.4). Client id and secret in the body or HTTP Basic. Served on {auth_url}.',
    tag: 'Authentication',
    auth: 'none',
    scopes: [],
    correlationRequired: false,
    request: { body: TokenRequest, contentTypes: ['application/x-www-form-urlencoded'] },
    responses: {
      200: { description: 'Access token.', schema: TokenResponse },
      400: {
        description: '`invalid_request`, `invalid_scope` or `unsupported_grant_type`.',
        schema: OAuthErrorBody,
      },
      401: { description: '`invalid_client`.', schema: OAuthErrorBody },
    },
  },
  jwks: {
    id: 'jwks',
    method: 'GET',
    path: '/.well-known/jwks.json',
    functionName: 'jwks',
    summary: 'Public keys that verify access tokens',
    tag: 'Authentication',
    auth: 'none',
    scopes: [],
    correlationRequired: false,
    responses: { 200: { description: 'JSON Web Key Set (RFC 7517).', schema: Jwks } },
  },
  healthz: {
    id: 'healthz',
    method: 'GET',
    path: '/healthz',
    functionName: 'healthz',
    summary: 'Liveness',
    tag: 'Health',
    auth: 'none',
    scopes: [],
    correlationRequired: false,
    responses: { 200: { description: 'The process is alive.', schema: Liveness } },
  },
  readyz: {
    id: 'readyz',
    method: 'GET',
    path: '/readyz',
    functionName: 'readyz',
    summary: 'Readiness',
    description: 'Checks storage (DynamoDB and S3) and model serving, each with a short timeout.',
    tag: 'Health',
    auth: 'none',
    scopes: [],
    correlationRequired: false,
    responses: {
      200: { description: 'All dependencies are healthy.', schema: Readiness },
      503: { description: 'At least one dependency is degraded.', schema: Readiness },
    },
  },
  openapi: {
    id: 'openapi',
    method: 'GET',
    path: '/v1/openapi.json',
    functionName: 'openapi',
    summary: 'This API description (OpenAPI 3.0.3)',
    tag: 'Documentation',
    auth: 'none',
    scopes: [],
    correlationRequired: false,
    responses: { 200: { description: 'The OpenAPI document generated from the contract.' } },
  },
  docs: {
    id: 'docs',
    method: 'GET',
    path: '/docs',
    functionName: 'docs',
    summary: 'API reference page',
    tag: 'Documentation',
    auth: 'none',
    scopes: [],
    correlationRequired: false,
    responses: {
      200: { description: 'HTML rendering of the OpenAPI document.', contentType: 'text/html' },
    },
  },
  getJob: {
    id: 'getJob',
    method: 'GET',
    path: '/v1/jobs/{job_id}',
    functionName: 'get-job',
    summary: 'Status and result of an async job',
    description:
      'Needs the scope of the operation that created the job. Jobs of other tenants, unknown jobs and jobs purged 24 hours after completion answer 404 `JOB_NOT_FOUND`.',
    tag: 'Jobs',
    auth: 'bearer',
    scopes: [],
    correlationRequired: true,
    request: { params: JobIdParams },
    responses: {
      200: { description: 'Job status.', schema: JobStatus },
      ...authErrors,
      404: error('`JOB_NOT_FOUND`.'),
    },
  },
  classifyIntent: {
    id: 'classifyIntent',
    method: 'POST',
    path: '/v1/intent/classify',
    functionName: 'classify-intent',
    summary: 'Classify the intent of a case',
    description:
      'Quote, order, update, status, RFQ or other (the set is tenant-configurable), with a calibrated confidence, ranked secondary intents and a rationale citing the deciding phrases. Auto-replies and unsupported languages answer `other` with a flag. Accepts `Idempotency-Key` and `Prefer: respond-async` (202 with a job; `Service-Callback-Url` for a signed webhook).',
    tag: 'Modules',
    auth: 'bearer',
    scopes: [Modules.intent.scope],
    correlationRequired: true,
    module: 'intent',
    idempotent: true,
    async: { callback: true },
    maxBodyBytes: 10 * 1024 * 1024,
    request: { body: IntentRequest },
    responses: {
      200: { description: 'The intent.', schema: IntentResponse },
      202: {
        description: 'Accepted as an async job (`Prefer: respond-async`).',
        schema: JobAccepted,
      },
      ...moduleErrors,
    },
  },
  extractQuote: {
    id: 'extractQuote',
    method: 'POST',
    path: '/v1/extract/quote',
    functionName: 'extract-quote',
    summary: 'Extract line items and terms from a case',
    description:
      'Line items, delivery, urgency, payment terms and special conditions from the body and attachments (text PDFs, scans via OCR, xlsx, csv, text), each with a source pointer. Attachments that cannot be read are skipped with a reason and the answer is 422 `EXTRACTION_PARTIAL_FAILURE` carrying the partial result (or 200, per tenant setting). Requests whose inline attachments exceed 10 MB, or that carry a scan or image needing OCR, answer 202 with a job even without `Prefer`.',
    tag: 'Modules',
    auth: 'bearer',
    scopes: [Modules.extract.scope],
    correlationRequired: true,
    module: 'extract',
    idempotent: true,
    async: {
      callback: true,
      auto: (body) =>
        inlineAttachmentBytes(body) > 10 * 1024 * 1024 ? 'attachments_over_10_mb' : undefined,
    },
    maxBodyBytes: 50 * 1024 * 1024,
    request: { body: ExtractRequest },
    responses: {
      200: { description: 'The extraction.', schema: ExtractResponse },
      202: { description: 'Accepted as an async job.', schema: JobAccepted },
      422: {
        description: '`EXTRACTION_PARTIAL_FAILURE` with the partial result.',
        schema: PartialExtractionBody,
      },
      ...moduleErrors,
    },
  },
  matchCustomer: {
    id: 'matchCustomer',
    method: 'POST',
    path: '/v1/match/customer',
    functionName: 'match-customer',
    summary: 'Match a case to customer, ship-to and contact',
    description:
      'Deterministic (e-mail, domain, phone, prior thread), structured (names with legal suffixes, addresses, VAT ids) and behavioural signals, combined by tenant weights into one joint score. Always synchronous: `Prefer` is ignored (RFC 7240).',
    tag: 'Modules',
    auth: 'bearer',
    scopes: [Modules.customer.scope],
    correlationRequired: true,
    module: 'customer',
    idempotent: true,
    maxBodyBytes: 10 * 1024 * 1024,
    request: { body: CustomerMatchRequest },
    responses: {
      200: {
        description: 'The match (customer_id empty for a new customer).',
        schema: CustomerMatchResponse,
      },
      ...moduleErrors,
      ...masterDataMissing,
    },
  },
  matchProducts: {
    id: 'matchProducts',
    method: 'POST',
    path: '/v1/match/product',
    functionName: 'match-product',
    summary: 'Match line items to catalogue products',
    description:
      'Five paths in order of strength — manufacturer part number, cross-reference, semantic (six languages), customer history, branch override — with substitutes, successors and unit conversions. More than 200 lines answers 202 with a job even without `Prefer`.',
    tag: 'Modules',
    auth: 'bearer',
    scopes: [Modules.product.scope],
    correlationRequired: true,
    module: 'product',
    idempotent: true,
    async: {
      callback: true,
      auto: (body) =>
        ((body as { line_items?: unknown[] }).line_items?.length ?? 0) > SYNC_LINE_LIMIT
          ? 'more_than_200_lines'
          : undefined,
    },
    maxBodyBytes: 10 * 1024 * 1024,
    request: { body: ProductMatchRequest },
    responses: {
      200: { description: 'One match per line item.', schema: ProductMatchResponse },
      202: { description: 'Accepted as an async job.', schema: JobAccepted },
      ...moduleErrors,
      ...masterDataMissing,
    },
  },
  importMasterData: {
    id: 'importMasterData',
    method: 'POST',
    path: '/v1/admin/master-data/{dataset}',
    functionName: 'admin-master-data',
    summary: 'Import a master-data set (NDJSON, CSV or .xlsx)',
    description:
      'One record per NDJSON line, or CSV with a header row (nested fields by dotted names, lists separated by `;`), or an .xlsx workbook whose first sheet follows the CSV conventions (`application/vnd.openxmlformats-officedocument.spreadsheetml.sheet`; errors name the sheet row). A bad record is rejected with its line number; the others are imported. `mode=replace` swaps the whole set atomically; `upsert` (default) merges by key.',
    tag: 'Administration',
    auth: 'bearer',
    scopes: ['admin.master_data'],
    correlationRequired: true,
    request: { params: MasterDataParams, query: MasterDataQuery },
    responses: {
      200: { description: 'What was imported.', schema: ImportSummaryBody },
      ...authErrors,
      415: error('`UNSUPPORTED_MEDIA_TYPE`.'),
    },
  },
  masterDataStatus: {
    id: 'masterDataStatus',
    method: 'GET',
    path: '/v1/admin/master-data',
    functionName: 'admin-master-data',
    summary: 'Record counts and last import time per dataset',
    tag: 'Administration',
    auth: 'bearer',
    scopes: ['admin.master_data'],
    correlationRequired: true,
    responses: { 200: { description: 'Per dataset.', schema: MasterDataStatus }, ...authErrors },
  },
  getConfig: {
    id: 'getConfig',
    method: 'GET',
    path: '/v1/admin/config',
    functionName: 'admin-config',
    summary: 'Read the tenant configuration',
    tag: 'Administration',
    auth: 'bearer',
    scopes: ['admin.config'],
    correlationRequired: true,
    responses: {
      200: { description: 'The current configuration.', schema: VersionedConfigBody },
      ...authErrors,
    },
  },
  patchConfig: {
    id: 'patchConfig',
    method: 'PATCH',
    path: '/v1/admin/config',
    functionName: 'admin-config',
    summary: 'Change the tenant configuration (JSON merge patch)',
    description:
      'Merges the patch (RFC 7396), validates the whole document, stores it as the next version and audits the change. Takes effect within seconds, without a restart.',
    tag: 'Administration',
    auth: 'bearer',
    scopes: ['admin.config'],
    correlationRequired: true,
    request: {
      body: ConfigPatch,
      contentTypes: ['application/merge-patch+json', 'application/json'],
    },
    responses: {
      200: { description: 'The new version.', schema: VersionedConfigBody },
      ...authErrors,
      415: error('`UNSUPPORTED_MEDIA_TYPE`.'),
    },
  },
  createWebhookSecret: {
    id: 'createWebhookSecret',
    method: 'POST',
    path: '/v1/admin/webhook-secrets',
    functionName: 'admin-webhook-secrets',
    summary: 'Create a webhook signing secret',
    description:
      'Returns the secret once. While older secrets are active, deliveries carry one signature per active secret.',
    tag: 'Administration',
    auth: 'bearer',
    scopes: ['admin.config'],
    correlationRequired: true,
    responses: {
      201: { description: 'The new secret.', schema: WebhookSecretCreated },
      ...authErrors,
    },
  },
  retireWebhookSecret: {
    id: 'retireWebhookSecret',
    method: 'DELETE',
    path: '/v1/admin/webhook-secrets/{secret_id}',
    functionName: 'admin-webhook-secrets',
    summary: 'Retire a webhook signing secret',
    tag: 'Administration',
    auth: 'bearer',
    scopes: ['admin.config'],
    correlationRequired: true,
    request: { params: WebhookSecretParams },
    responses: {
      204: { description: 'Retired.' },
      ...authErrors,
      404: error('`NOT_FOUND`: no active secret with that id.'),
    },
  },
  createUpload: {
    id: 'createUpload',
    method: 'POST',
    path: '/v1/attachments',
    functionName: 'create-upload',
    summary: 'Upload an attachment before the call that uses it',
    description:
      'Returns a presigned PUT URL under the tenant prefix, valid 15 minutes; the object is kept 24 hours. Reference it in an attachment as `{filename, content_type, upload_id}`. Uploads are bounded at `max_bytes` (50 MiB): give `size_bytes` and storage refuses any other length at upload; without it, a larger upload is skipped `too_large` when referenced, and never read past the bound. One upload referenced several times in a request is fetched once.',
    tag: 'Attachments',
    auth: 'bearer',
    scopes: ['intent.classify', 'extract.quote'],
    correlationRequired: true,
    request: { body: UploadRequest },
    responses: {
      201: { description: 'Where to PUT the file.', schema: UploadCreated },
      ...authErrors,
    },
  },
  submitFeedback: {
    id: 'submitFeedback',
    method: 'POST',
    path: '/v1/feedback',
    functionName: 'submit-feedback',
    summary: "Submit a rep's correction of a module output",
    description:
      "Needs the scope of the corrected module (`intent.classify` for `intent_classifier`, …). Stored and used per the tenant's feedback mode (SPEC 2.9): `off` keeps only the audit records, `audit_only` (default) stores it for analytics, `tenant_tuning` also refits this tenant's calibrators. Retries with the same content answer the same `feedback_id` and create nothing new. Writes `rep_edit` and `feedback_submitted` audit records.",
    tag: 'Feedback',
    auth: 'bearer',
    scopes: ['intent.classify', 'extract.quote', 'match.customer', 'match.product'],
    correlationRequired: true,
    request: { body: FeedbackRequest },
    maxBodyBytes: 300_000,
    responses: {
      200: { description: 'Received.', schema: FeedbackResponse },
      ...authErrors,
      413: error('`PAYLOAD_TOO_LARGE`: a correction is at most 300 kB.'),
    },
  },
  getThresholds: {
    id: 'getThresholds',
    method: 'GET',
    path: '/v1/admin/thresholds',
    functionName: 'admin-thresholds',
    summary: 'Read the thresholds document (current or an older version)',
    tag: 'Administration',
    auth: 'bearer',
    scopes: ['admin.config'],
    correlationRequired: true,
    request: { query: ThresholdsQuery },
    responses: {
      200: { description: 'The thresholds.', schema: VersionedThresholdsBody },
      ...authErrors,
      404: error('`NOT_FOUND`: no such version.'),
    },
  },
  putThresholds: {
    id: 'putThresholds',
    method: 'PUT',
    path: '/v1/admin/thresholds',
    functionName: 'admin-thresholds',
    summary: 'Replace the thresholds document',
    description:
      'Validates (values in [0, 1], known paths only), stores the document as the next version, audits the change and applies it to the next scored call, without a deployment. Sections left out get the defaults.',
    tag: 'Administration',
    auth: 'bearer',
    scopes: ['admin.config'],
    correlationRequired: true,
    request: { body: ThresholdsReplace },
    responses: {
      200: { description: 'The new version.', schema: VersionedThresholdsBody },
      ...authErrors,
    },
  },
  getCalibration: {
    id: 'getCalibration',
    method: 'GET',
    path: '/v1/admin/calibration',
    functionName: 'admin-calibration',
    summary: 'The calibrators in use per module',
    tag: 'Administration',
    auth: 'bearer',
    scopes: ['admin.config'],
    correlationRequired: true,
    responses: {
      200: { description: 'Base and tenant calibrators.', schema: CalibrationStatus },
      ...authErrors,
    },
  },
  refreshCalibration: {
    id: 'refreshCalibration',
    method: 'POST',
    path: '/v1/admin/calibration/refresh',
    functionName: 'admin-calibration',
    summary: "Refit this tenant's calibrators from its feedback now",
    description:
      'Platt scaling below 1,000 usable outcomes per module, isotonic regression above, nothing below 200. Under feedback mode `off` or `audit_only` the tenant keeps the base calibrators. Also runs daily on a schedule.',
    tag: 'Administration',
    auth: 'bearer',
    scopes: ['admin.config'],
    correlationRequired: true,
    request: { body: CalibrationRefreshRequest },
    responses: {
      200: { description: 'What was refitted.', schema: CalibrationRefreshReport },
      ...authErrors,
    },
  },
  listAuditRecords: {
    id: 'listAuditRecords',
    method: 'GET',
    path: '/v1/audit/records',
    functionName: 'list-audit-records',
    summary: 'List audit records',
    description:
      "The tenant's audit records (SPEC 2.8) in a window of at most 31 days, in chain order, filtered by `event_type`, `module` and `case_id`, paginated with an opaque cursor. Records are append-only and hash-chained per day (`npm run audit:verify` proves the chain).",
    tag: 'Audit',
    auth: 'bearer',
    scopes: ['audit.read'],
    correlationRequired: true,
    request: { query: AuditRecordsQuery },
    responses: {
      200: { description: 'One page of records.', schema: AuditRecordsPage },
      ...authErrors,
    },
  },
  createAuditExport: {
    id: 'createAuditExport',
    method: 'POST',
    path: '/v1/audit/exports',
    functionName: 'create-audit-export',
    summary: 'Export audit records to NDJSON',
    description:
      "Starts a job that writes the window's records (at most 31 days) as NDJSON to the audit bucket; the completed job's `result` is `{url, expires_at, record_count, bytes}` with a presigned GET valid one hour. Read the job with `GET /v1/jobs/{job_id}` (scope `audit.read`). A daily export of the previous day also lands in the audit bucket under `<tenant>/audit/YYYY/MM/DD.ndjson`.",
    tag: 'Audit',
    auth: 'bearer',
    scopes: ['audit.read'],
    correlationRequired: true,
    request: { body: AuditExportRequest },
    responses: {
      202: { description: 'The export job.', schema: JobAccepted },
      ...authErrors,
      415: error('`UNSUPPORTED_MEDIA_TYPE`.'),
      429: error('`RATE_LIMITED`: async job creation limit; honour `Retry-After`.'),
    },
  },
  getMetrics: {
    id: 'getMetrics',
    method: 'GET',
    path: '/v1/metrics',
    functionName: 'get-metrics',
    summary: 'Request metrics per module and time bucket',
    description:
      'SPEC 6.3 from the per-minute aggregates every request writes: latency p50/p95/p99, counts by status, the confidence histogram, routing counts and feedback volume, per module (the scored modules under their audit names, other operations under their operation id).',
    tag: 'Metrics',
    auth: 'bearer',
    scopes: ['metrics.read'],
    correlationRequired: true,
    request: { query: MetricsQuery },
    responses: {
      200: { description: 'Metrics per module.', schema: MetricsResponse },
      ...authErrors,
    },
  },
} satisfies Record<string, Operation>;

export type OperationId = keyof typeof operations;
export const operationList: Operation[] = Object.values(operations);

/** Extra routes served by the same function (health probes are also reachable under /v1). */
export const routeAliases: { method: HttpMethod; path: string; operation: OperationId }[] = [
  { method: 'GET', path: '/v1/healthz', operation: 'healthz' },
  { method: 'GET', path: '/v1/readyz', operation: 'readyz' },
];

/** Every route the API serves (each operation's own path, then the aliases) with the operation it reaches. */
export const servedRoutes: { method: HttpMethod; path: string; operation: Operation }[] = [
  ...operationList.map((operation) => ({
    method: operation.method,
    path: operation.path,
    operation,
  })),
  ...routeAliases.map((alias) => ({
    method: alias.method,
    path: alias.path,
    operation: operations[alias.operation],
  })),
];

/** What an operation's zod contract parses the request body into (`undefined`: it takes none). */
export type BodyOf<Contract extends Operation> = Contract extends {
  request: { body: infer Schema extends z.ZodType };
}
  ? z.infer<Schema>
  : undefined;
/** The operation's path parameters, as its contract parses them. */
export type ParamsOf<Contract extends Operation> = Contract extends {
  request: { params: infer Schema extends z.ZodType };
}
  ? z.infer<Schema>
  : undefined;
/** The operation's query parameters, as its contract parses them. */
export type QueryOf<Contract extends Operation> = Contract extends {
  request: { query: infer Schema extends z.ZodType };
}
  ? z.infer<Schema>
  : undefined;
