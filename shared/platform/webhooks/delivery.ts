import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { AuditEventType, type AuditLog, newAuditRecord } from '#platform/audit/record';
import type { MessageQueue } from '#platform/queues/ports';
import type { WebhookSecretStore } from './secrets';
import { webhookHeaders } from './signing';
import { resolvePublicAddress, type UrlPolicy } from './url-policy';

/** SPEC 6.1: up to 5 retries after the first attempt, then the dead-letter queue. */
export const MAX_RETRIES = 5;
export const DELIVERY_TIMEOUT_MS = 10_000;
const MAX_DELAY_SECONDS = 900;

export interface WebhookMessage {
  tenantId: string;
  jobId: string;
  correlationId: string;
  /** Stable across retries, so receivers can de-duplicate. */
  webhookId: string;
  url: string;
  /** 0 for the first attempt. */
  attempt: number;
  /** The job status document as it was when the job ended. */
  payload: Record<string, unknown>;
}

/** Exponential backoff: base × 4^attempt (5, 20, 80, 320, 900 s by default), ±20% jitter, SQS's cap. */
export function retryDelaySeconds(
  baseSeconds: number,
  retryNumber: number,
  random: () => number = Math.random,
): number {
  const nominal = baseSeconds * 4 ** retryNumber;
  const jittered = nominal * (0.8 + 0.4 * random());
  return Math.min(MAX_DELAY_SECONDS, jittered);
}

export interface PostResult {
  status?: number;
  error?: string;
}

/** POST with the checked address pinned (no second DNS answer can redirect it) and no redirects. */
export async function postJson(
  url: URL,
  body: string,
  headers: Record<string, string>,
  policy: UrlPolicy,
  timeoutMs = DELIVERY_TIMEOUT_MS,
): Promise<PostResult> {
  let pinned: { address: string; family: number };
  try {
    pinned = await resolvePublicAddress(url, policy);
  } catch (error) {
    return { error: (error as Error).message };
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = send(
      url,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': String(Buffer.byteLength(body)),
          'User-Agent': 'quote-case-automation-webhooks',
          ...headers,
        },
        lookup: (_host, options, callback) => {
          if ((options as { all?: boolean }).all)
            (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [
              pinned,
            ]);
          else
            (callback as (e: null, a: string, f: number) => void)(
              null,
              pinned.address,
              pinned.family,
            );
        },
        timeout: timeoutMs,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
        response.on('error', (error) => resolve({ error: error.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', (error) => resolve({ error: error.message }));
    req.end(body);
  });
}

export interface DeliveryDeps {
  secrets: WebhookSecretStore;
  queue: MessageQueue;
  deadLetters: MessageQueue;
  audit: AuditLog;
  post?: typeof postJson;
}

export type DeliveryOutcome = 'delivered' | 'retry_scheduled' | 'dead_lettered';

/** One delivery attempt; on failure, the next attempt is a new message delayed by the backoff. */
export async function deliverWebhook(
  message: WebhookMessage,
  settings: { retryBaseSeconds: number; policy: UrlPolicy },
  deps: DeliveryDeps,
): Promise<DeliveryOutcome> {
  const body = JSON.stringify(message.payload);
  const secrets = await deps.secrets.listActive(message.tenantId);
  const timestamp = Math.floor(Date.now() / 1000);
  const headers =
    secrets.length > 0
      ? webhookHeaders(
          secrets.map((s) => s.secret),
          message.webhookId,
          timestamp,
          body,
        )
      : { 'webhook-id': message.webhookId, 'webhook-timestamp': String(timestamp) };
  const result = await (deps.post ?? postJson)(
    new URL(message.url),
    body,
    headers,
    settings.policy,
  );
  const delivered = result.status !== undefined && result.status >= 200 && result.status < 300;
  const final = !delivered && message.attempt >= MAX_RETRIES;
  await deps.audit.append(
    newAuditRecord({
      tenant_id: message.tenantId,
      correlation_id: message.correlationId,
      case_id: '',
      actor: { type: 'system', id_hash: '' },
      event_type: AuditEventType.webhookAttempt,
      module: 'webhooks',
      input: { webhook_id: message.webhookId, job_id: message.jobId, attempt: message.attempt },
      output: result,
      decision: {
        applied_action: delivered ? 'delivered' : final ? 'dead_lettered' : 'retry_scheduled',
      },
    }),
  );
  if (delivered) return 'delivered';
  if (final) {
    await deps.deadLetters.send({ ...message, last_result: result });
    return 'dead_lettered';
  }
  await deps.queue.send(
    { ...message, attempt: message.attempt + 1 },
    { delaySeconds: retryDelaySeconds(settings.retryBaseSeconds, message.attempt) },
  );
  return 'retry_scheduled';
}
