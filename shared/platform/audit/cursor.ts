import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { StoredSigningKey } from '#platform/auth/keys';

/**
 * Audit cursors are opaque to callers and signed: a cursor names a time window and positions, and a
 * forged one could otherwise widen the window past the 31-day cap (one request, decades of reads).
 * The MAC keys derive from the service's signing keys (the existing secret, rotated with it); the
 * newest signs, every key of the set verifies, so a rotation does not break a listing in progress.
 */
export type CursorKeys = readonly Buffer[];

const MAC_BYTES = 16;

export function cursorKeysOf(keys: readonly StoredSigningKey[]): CursorKeys {
  return keys.map((key) => {
    const secret = key.private_jwk.d;
    if (!secret) throw new Error(`signing key ${key.kid} has no private part`);
    return Buffer.from(
      hkdfSync('sha256', Buffer.from(secret, 'base64url'), '', 'qcas audit cursor v2', 32),
    );
  });
}

function macOf(key: Buffer, tenantId: string, payload: string): Buffer {
  return createHmac('sha256', key)
    .update(`${tenantId}\n${payload}`)
    .digest()
    .subarray(0, MAC_BYTES);
}

/** `<base64url JSON>.<base64url MAC>`, bound to the tenant. */
export function sealCursor(state: unknown, tenantId: string, keys: CursorKeys): string {
  const signer = keys[0];
  if (!signer) throw new Error('no cursor key configured');
  const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${payload}.${macOf(signer, tenantId, payload).toString('base64url')}`;
}

/** The state a cursor carries, or undefined when it is malformed or not signed by this service. */
export function openCursor(cursor: string, tenantId: string, keys: CursorKeys): unknown {
  const [payload, mac, extra] = cursor.split('.');
  if (!payload || !mac || extra !== undefined) return undefined;
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== MAC_BYTES) return undefined;
  if (!keys.some((key) => timingSafeEqual(macOf(key, tenantId, payload), given))) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
