import { randomUUID } from 'node:crypto';
import { type AuditLog, appendConfigChange, userActor } from '#platform/audit/record';
import type { Principal } from '#platform/auth/ports';
import { ErrorCode, NotFoundError } from '../../errors';
import type { WebhookSecretStore } from './secrets';
import { generateWebhookSecret } from './signing';

function audit(
  log: AuditLog,
  principal: Principal,
  correlationId: string,
  input: unknown,
  output: unknown,
) {
  return appendConfigChange(log, {
    tenantId: principal.tenantId,
    correlationId,
    actor: userActor(principal.subject),
    setting: 'webhook_secrets',
    input,
    output,
  });
}

/** A new signing secret, returned once; the audit keeps its id, never the secret. */
export async function createWebhookSecret(
  deps: { webhookSecrets: WebhookSecretStore; audit: AuditLog },
  principal: Principal,
  correlationId: string,
) {
  const created = {
    id: `ws_${randomUUID().replace(/-/g, '').slice(0, 16)}`,
    secret: generateWebhookSecret(),
    created_at: new Date().toISOString(),
  };
  await deps.webhookSecrets.create(principal.tenantId, created);
  await audit(
    deps.audit,
    principal,
    correlationId,
    { action: 'create_webhook_secret' },
    { id: created.id },
  );
  return created;
}

export async function retireWebhookSecret(
  deps: { webhookSecrets: WebhookSecretStore; audit: AuditLog },
  principal: Principal,
  id: string,
  correlationId: string,
): Promise<void> {
  if (!(await deps.webhookSecrets.retire(principal.tenantId, id)))
    throw new NotFoundError(ErrorCode.NOT_FOUND, `No active webhook secret '${id}'.`);
  await audit(
    deps.audit,
    principal,
    correlationId,
    { action: 'retire_webhook_secret', id },
    { id },
  );
}
