import { createHash, randomUUID } from 'node:crypto';

export const AuditEventType = {
  moduleCall: 'module_call',
  thresholdDecision: 'threshold_decision',
  repEdit: 'rep_edit',
  feedbackSubmitted: 'feedback_submitted',
  configChange: 'config_change',
  webhookAttempt: 'webhook_attempt',
} as const;
export type AuditEventType = (typeof AuditEventType)[keyof typeof AuditEventType];

/** SPEC 2.8. Payloads are never stored, only their hashes. */
export interface AuditRecord {
  audit_id: string;
  timestamp: string;
  tenant_id: string;
  correlation_id: string;
  case_id: string;
  actor: { type: 'system' | 'user'; id_hash: string };
  event_type: AuditEventType;
  module: string;
  input_hash: string;
  output_hash: string;
  decision?: { recommended_action?: string; applied_action?: string };
  /**
   * When the caller says the event happened (the feedback request's `timestamp`), kept as given.
   * `timestamp` is always the server's clock: it decides the day's chain a record is filed into,
   * and a day is exported once, so a caller's clock must never file a record into a closed day.
   */
  reported_at?: string;
}

export interface AuditLog {
  append(record: AuditRecord): Promise<void>;
}

/** JSON with object keys sorted at every depth, so equal content always hashes equally. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export function sha256Of(value: unknown): string {
  return `sha256:${createHash('sha256').update(canonicalJson(value), 'utf8').digest('hex')}`;
}

export function hashIdentity(id: string): string {
  return sha256Of(id);
}

/** A new record, stamped with the server's clock (the caller's own time goes in `reported_at`). */
export function newAuditRecord(
  fields: Omit<AuditRecord, 'audit_id' | 'timestamp' | 'input_hash' | 'output_hash'> & {
    input: unknown;
    output: unknown;
  },
): AuditRecord {
  const { input, output, ...rest } = fields;
  return {
    audit_id: randomUUID(),
    timestamp: new Date().toISOString(),
    ...rest,
    input_hash: sha256Of(input),
    output_hash: sha256Of(output),
  };
}

/**
 * A `config_change` record: configuration, thresholds, calibrators and webhook secrets are tenant
 * settings without a case; `setting` names which one changed.
 */
export function appendConfigChange(
  audit: AuditLog,
  change: {
    tenantId: string;
    correlationId: string;
    actor: AuditRecord['actor'];
    setting: string;
    input: unknown;
    output: unknown;
  },
): Promise<void> {
  return audit.append(
    newAuditRecord({
      tenant_id: change.tenantId,
      correlation_id: change.correlationId,
      case_id: '',
      actor: change.actor,
      event_type: AuditEventType.configChange,
      module: change.setting,
      input: change.input,
      output: change.output,
    }),
  );
}

/** The actor of a change made through the API: the calling client, hashed. */
export const userActor = (subject: string): AuditRecord['actor'] => ({
  type: 'user',
  id_hash: hashIdentity(subject),
});
