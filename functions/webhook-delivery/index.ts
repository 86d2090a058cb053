import type { SQSEvent } from 'aws-lambda';
import { logger } from '../../shared/observability/logger';
import { processBatch } from '../../shared/queues/batch';
import { services } from '../../shared/services';
import { readTenantConfig } from '../../shared/tenants/config-service';
import { deliverWebhook, type WebhookMessage } from '../../shared/webhooks/delivery';

/** SQS consumer of the webhooks queue: one signed delivery attempt per message (SPEC 6.1). */
export const handler = (event: SQSEvent) =>
  processBatch(event, async (record) => {
    const message = JSON.parse(record.body) as WebhookMessage;
    const deps = services();
    const { config } = await readTenantConfig(deps.tenantConfig, message.tenantId);
    const outcome = await deliverWebhook(
      message,
      {
        retryBaseSeconds: config.webhooks.retry_base_seconds,
        policy: { allowLoopback: config.webhooks.allow_loopback },
      },
      {
        secrets: deps.webhookSecrets,
        queue: deps.webhookQueue,
        deadLetters: deps.webhookDeadLetters,
        audit: deps.audit,
      },
    );
    logger.info('webhook attempt', {
      tenant_id: message.tenantId,
      job_id: message.jobId,
      attempt: message.attempt,
      outcome,
    });
    return 'ok';
  });
