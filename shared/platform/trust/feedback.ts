import { createHash } from 'node:crypto';
import type { CalibratedModule } from '#domain/trust/calibration';
import { type FeedbackOutcome, feedbackOutcomes } from '#domain/trust/outcomes';
import {
  AuditEventType,
  type AuditLog,
  canonicalJson,
  newAuditRecord,
} from '#platform/audit/record';
import { type FeedbackMode, tuningModes } from '#platform/tenants/config';
import { readTenantConfig } from '#platform/tenants/config-service';
import type { TenantConfigStore } from '#platform/tenants/config-store';

/** SPEC 2.5 feedback request, as validated by the contract. */
export interface FeedbackRequest {
  case_id: string;
  module: CalibratedModule;
  original_output: Record<string, unknown>;
  corrected_output: Record<string, unknown>;
  actor: { type: string; id_hash: string };
  timestamp?: string;
}

export interface FeedbackReceipt {
  feedback_id: string;
  received_at: string;
}

/**
 * What is kept of one correction. Under `off` only the receipt is kept (so a retry is recognised);
 * the payloads and outcomes only under the modes that store feedback (SPEC 2.9).
 */
export interface StoredFeedback extends FeedbackReceipt {
  tenant_id: string;
  module: CalibratedModule;
  case_id: string;
  mode: FeedbackMode;
  /** Whether the mode at receipt allowed tuning; a later mode change does not widen the use. */
  tuning_allowed: boolean;
  outcomes: FeedbackOutcome[];
  submission?: FeedbackRequest;
}

export interface FeedbackStore {
  /** Stores `record` unless its feedback_id exists; then answers the stored one. */
  create(record: StoredFeedback): Promise<{ created: boolean; record: StoredFeedback }>;
  /** The most recent outcomes usable for tuning, newest first, at most `max`. */
  tuningOutcomes(
    tenantId: string,
    module: CalibratedModule,
    max: number,
  ): Promise<{ outcomes: FeedbackOutcome[]; feedback: number }>;
}

/** The same correction sent twice (same content, same or absent timestamp) gets one id. */
export function feedbackIdOf(tenantId: string, request: FeedbackRequest): string {
  const digest = createHash('sha256')
    .update(canonicalJson({ tenant: tenantId, ...request, timestamp: request.timestamp ?? null }))
    .digest('hex');
  return `fb_${digest.slice(0, 32)}`;
}

export async function submitFeedback(
  deps: { feedback: FeedbackStore; tenantConfig: TenantConfigStore; audit: AuditLog },
  request: FeedbackRequest,
  context: { tenantId: string; correlationId: string },
): Promise<FeedbackReceipt> {
  const { tenantId } = context;
  const mode = (await readTenantConfig(deps.tenantConfig, tenantId)).config.feedback.mode;
  const feedbackId = feedbackIdOf(tenantId, request);
  const receivedAt = new Date().toISOString();
  const stores = mode !== 'off';
  const { created, record } = await deps.feedback.create({
    feedback_id: feedbackId,
    received_at: receivedAt,
    tenant_id: tenantId,
    module: request.module,
    case_id: request.case_id,
    mode,
    tuning_allowed: tuningModes.includes(mode),
    outcomes: stores
      ? feedbackOutcomes(request.module, request.original_output, request.corrected_output)
      : [],
    ...(stores ? { submission: request } : {}),
  });
  const receipt = { feedback_id: record.feedback_id, received_at: record.received_at };
  if (!created) return receipt;
  const base = {
    tenant_id: tenantId,
    correlation_id: context.correlationId,
    case_id: request.case_id,
    actor: { type: 'user' as const, id_hash: request.actor.id_hash },
    module: request.module,
  };
  const edited = canonicalJson(request.original_output) !== canonicalJson(request.corrected_output);
  const recommended = request.original_output.recommended_action;
  await deps.audit.append(
    newAuditRecord({
      ...base,
      event_type: AuditEventType.repEdit,
      ...(request.timestamp !== undefined ? { reported_at: request.timestamp } : {}),
      input: request.original_output,
      output: request.corrected_output,
      decision: {
        ...(typeof recommended === 'string' ? { recommended_action: recommended } : {}),
        applied_action: edited ? 'corrected' : 'accepted',
      },
    }),
  );
  await deps.audit.append(
    newAuditRecord({
      ...base,
      event_type: AuditEventType.feedbackSubmitted,
      input: request,
      output: { ...receipt, mode },
    }),
  );
  return receipt;
}
