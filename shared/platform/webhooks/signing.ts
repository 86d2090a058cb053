import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Standard Webhooks signatures: `v1,` + base64 HMAC-SHA256 over `${id}.${timestamp}.${body}` with the
 * secret's bytes (the base64 part after `whsec_`). One signature per active secret, space-separated.
 */
export const SECRET_PREFIX = 'whsec_';

export function generateWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}

function secretBytes(secret: string): Buffer {
  return Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    'base64',
  );
}

export function signPayload(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', secretBytes(secret)).update(`${id}.${timestamp}.${body}`, 'utf8').digest('base64')}`;
}

export function webhookHeaders(
  secrets: string[],
  id: string,
  timestamp: number,
  body: string,
): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets
      .map((secret) => signPayload(secret, id, timestamp, body))
      .join(' '),
  };
}

/** What a receiver runs: any listed signature matching, and a timestamp within the tolerance. */
export function verifyWebhook(
  secret: string,
  headers: Record<string, string | undefined>,
  body: string,
  options: { toleranceSeconds?: number; now?: number } = {},
): boolean {
  const id = headers['webhook-id'];
  const timestamp = Number(headers['webhook-timestamp']);
  const signatures = (headers['webhook-signature'] ?? '').split(' ');
  if (!id || !Number.isFinite(timestamp)) return false;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(signPayload(secret, id, timestamp, body));
  return signatures.some((candidate) => {
    const actual = Buffer.from(candidate);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  });
}
