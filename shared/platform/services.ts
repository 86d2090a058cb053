import { DynamoAuditLog } from '#adapters/aws/audit-log';
import { S3BlobStore } from '#adapters/aws/blob-store';
import { DynamoCaseContextStore } from '#adapters/aws/case-context-store';
import { DynamoTenantConfigStore, DynamoVersionedStore } from '#adapters/aws/config-store';
import { DynamoCredentialStore } from '#adapters/aws/credential-store';
import { DynamoFeedbackStore } from '#adapters/aws/feedback-store';
import { DynamoIdempotencyStore } from '#adapters/aws/idempotency-store';
import { DynamoJobStore } from '#adapters/aws/job-store';
import { DynamoS3MasterDataStore } from '#adapters/aws/master-data-store';
import { DynamoMetricsStore } from '#adapters/aws/metrics-store';
import { DynamoRateLimiter } from '#adapters/aws/rate-limiter';
import { SageMakerModelClient } from '#adapters/aws/sagemaker-client';
import { secretsManagerSigningKeys } from '#adapters/aws/secrets';
import { SqsMessageQueue } from '#adapters/aws/sqs-queue';
import { DynamoTenantStore } from '#adapters/aws/tenant-store';
import { DynamoWebhookSecretStore } from '#adapters/aws/webhook-secret-store';
import type { MasterDataStore } from '#domain/master-data/store';
import { type CalibratedModule, CalibratedModules } from '#domain/trust/calibration';
import type { VersionedThresholds } from '#domain/trust/thresholds';
import type { AuditLog } from '#platform/audit/record';
import type { AuditTrail } from '#platform/audit/trail';
import {
  parseSigningKeys,
  readLocalSigningKeys,
  type SigningKeySet,
  signingKeyTimings,
} from '#platform/auth/keys';
import type { CredentialStore } from '#platform/auth/ports';
import { reloading } from '#platform/auth/reloading';
import { createTokenVerifier, type TokenVerifier } from '#platform/auth/tokens';
import type { CaseContextStore } from '#platform/cases/context';
import { runtimeConfig } from '#platform/config/runtime';
import type { IdempotencyStore } from '#platform/guarantees/idempotency';
import type { RateLimiter } from '#platform/guarantees/rate-limit';
import type { JobStore } from '#platform/jobs/ports';
import type { MetricsAggregateStore } from '#platform/metrics/ports';
import { EmbeddedModelClient } from '#platform/models/embedded-client';
import type { ModelClient } from '#platform/models/ports';
import { logger } from '#platform/observability/logger';
import type { MessageQueue } from '#platform/queues/ports';
import type { BlobStore } from '#platform/storage/blobs';
import type { TenantConfigStore, VersionedStore } from '#platform/tenants/config-store';
import type { TenantStore } from '#platform/tenants/ports';
import type { FeedbackStore } from '#platform/trust/feedback';
import type { TenantCalibrator } from '#platform/trust/scoring';
import type { WebhookSecretStore } from '#platform/webhooks/secrets';

/**
 * The composition root: the adapters every handler uses, built once per container on first use.
 * Domain code receives these through its function arguments, never by importing the AWS SDK.
 */
export interface Services {
  credentials: CredentialStore;
  tenants: TenantStore;
  tenantConfig: TenantConfigStore;
  jobs: JobStore;
  idempotency: IdempotencyStore;
  rateLimiter: RateLimiter;
  caseContext: CaseContextStore;
  audit: AuditLog;
  /** Read side of the same audit log (listing, exports, verification). */
  auditTrail: AuditTrail;
  /** The audit bucket: exports for callers and the daily SIEM drop. */
  auditExports: BlobStore;
  /** Per-minute request metric aggregates (SPEC 6.3). */
  metrics: MetricsAggregateStore;
  webhookSecrets: WebhookSecretStore;
  masterData: MasterDataStore;
  thresholds: VersionedStore<VersionedThresholds>;
  /** The tenant layer of each module's calibrator, versioned. */
  calibrators: Record<CalibratedModule, VersionedStore<TenantCalibrator>>;
  feedback: FeedbackStore;
  /** Attachments, stored job requests and large responses. */
  blobs: BlobStore;
  /** Indexes built from master data (the product index), keyed by the generations they came from. */
  indexes: BlobStore;
  jobQueue: MessageQueue;
  webhookQueue: MessageQueue;
  webhookDeadLetters: MessageQueue;
  /** Product indexes to build after an API import (the S3-drop import builds its own). */
  indexBuildQueue: MessageQueue;
  models: ModelClient;
  signingKeys(): Promise<SigningKeySet>;
  tokenVerifier(): Promise<TokenVerifier>;
}

let current: Services | undefined;

function calibratorStores(): Record<CalibratedModule, VersionedStore<TenantCalibrator>> {
  const stores = {} as Record<CalibratedModule, VersionedStore<TenantCalibrator>>;
  for (const module of CalibratedModules)
    stores[module] = new DynamoVersionedStore<TenantCalibrator>(`calibrator#${module}`);
  return stores;
}

function build(): Services {
  const config = runtimeConfig();
  // Re-read periodically, so a rotation reaches long-lived containers without a redeploy.
  const timings = signingKeyTimings();
  const readSigningKeys = secretsManagerSigningKeys() ?? (() => readLocalSigningKeys());
  const signingKeys = reloading({
    load: async () =>
      parseSigningKeys(await readSigningKeys(), { activationDelayMs: timings.activationDelayMs }),
    reloadAfterMs: timings.reloadAfterMs,
    onReloadFailure: (error) =>
      logger.warn('signing keys reload failed; keeping the loaded set', { error: error as Error }),
  });
  let verifier: { keys: SigningKeySet; verifier: TokenVerifier } | undefined;
  const blobs = new S3BlobStore('attachments');
  const audit = new DynamoAuditLog();
  return {
    credentials: new DynamoCredentialStore(),
    tenants: new DynamoTenantStore(),
    tenantConfig: new DynamoTenantConfigStore(),
    jobs: new DynamoJobStore(),
    idempotency: new DynamoIdempotencyStore(blobs),
    rateLimiter: new DynamoRateLimiter(),
    caseContext: new DynamoCaseContextStore(),
    audit,
    auditTrail: audit,
    auditExports: new S3BlobStore('audit'),
    metrics: new DynamoMetricsStore(),
    webhookSecrets: new DynamoWebhookSecretStore(),
    masterData: new DynamoS3MasterDataStore(new S3BlobStore('masterData')),
    thresholds: new DynamoVersionedStore<VersionedThresholds>('thresholds'),
    calibrators: calibratorStores(),
    feedback: new DynamoFeedbackStore(),
    blobs,
    indexes: new S3BlobStore('indexes'),
    jobQueue: SqsMessageQueue.for('jobs'),
    webhookQueue: SqsMessageQueue.for('webhooks'),
    webhookDeadLetters: SqsMessageQueue.deadLetterFor('webhooks'),
    indexBuildQueue: SqsMessageQueue.for('indexBuilds'),
    models:
      config.modelBackend === 'sagemaker'
        ? new SageMakerModelClient(config.modelEndpointPrefix)
        : new EmbeddedModelClient(),
    signingKeys,
    tokenVerifier: async () => {
      const keys = await signingKeys();
      if (verifier?.keys !== keys) {
        verifier = {
          keys,
          verifier: createTokenVerifier(keys, { issuer: config.issuer, audience: config.audience }),
        };
      }
      return verifier.verifier;
    },
  };
}

export function services(): Services {
  current ??= build();
  return current;
}

/** Tests and the local runtime rebuild the graph after changing the environment. */
export function resetServices(): void {
  current = undefined;
}

/** Replaces some adapters (tests of failure paths). */
export function overrideServices(overrides: Partial<Services>): void {
  current = { ...services(), ...overrides };
}
