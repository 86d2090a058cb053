import type { SQSEvent } from 'aws-lambda';
import { logger } from '#platform/observability/logger';
import { processBatch } from '#platform/queues/batch';
import { services } from '#platform/services';
import { readTenantConfig } from '#platform/tenants/config-service';
import { deliverWebhook, type WebhookMessage } from '#platform/webhooks/delivery';

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
