import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export const SIGNING_ALGORITHM = 'ES256';

export interface StoredSigningKey {
  kid: string;
  created_at: string;
  private_jwk: JWK;
}

/** The newest key signs; every key listed verifies, so a rotation keeps old tokens valid until expiry. */
export interface SigningKeySet {
  active: StoredSigningKey;
  publicJwks: { keys: JWK[] };
  /** Every key of the set, newest first (other secrets, such as cursor MAC keys, derive from them). */
  stored: StoredSigningKey[];
}

export async function generateSigningKey(now = new Date()): Promise<StoredSigningKey> {
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const kid = `${now.toISOString().slice(0, 10)}-${randomUUID().slice(0, 8)}`;
  return { kid, created_at: now.toISOString(), private_jwk: await exportJWK(privateKey) };
}

/**
 * Publish before use: a key signs only once it is `activationDelayMs` old. Until then the previous
 * key keeps signing while every key verifies, so a container that has not reloaded the rotated set
 * yet (they reload every QCAS_SIGNING_KEYS_RELOAD_SECONDS) never sees a token signed by a key it
 * does not know. A set whose keys are all younger (first deployment) signs with the newest.
 */
export function toKeySet(
  stored: StoredSigningKey[],
  options: { now?: Date; activationDelayMs?: number } = {},
): SigningKeySet {
  const ordered = [...stored].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, 2);
  const activeBefore = (options.now ?? new Date()).getTime() - (options.activationDelayMs ?? 0);
  const active = ordered.find((key) => Date.parse(key.created_at) <= activeBefore) ?? ordered[0];
  if (!active) throw new Error('no signing key configured');
  const publicJwks = {
    keys: ordered.map(({ kid, private_jwk }) => {
      const { d: _private, ...publicPart } = private_jwk;
      return { ...publicPart, kid, alg: SIGNING_ALGORITHM, use: 'sig' };
    }),
  };
  return { active, publicJwks, stored: ordered };
}

/**
 * The signing keys' JSON ({keys:[…]}) from QCAS_SIGNING_KEYS_FILE (a path, re-read on every call, used
 * by the local runtime) or QCAS_SIGNING_KEYS. In the cloud the composition root reads the Secrets
 * Manager secret instead (shared/adapters/aws/secrets.ts).
 */
export async function readLocalSigningKeys(
  env: Record<string, string | undefined> = process.env,
): Promise<string> {
  if (env.QCAS_SIGNING_KEYS_FILE) return readFile(env.QCAS_SIGNING_KEYS_FILE, 'utf8');
  if (env.QCAS_SIGNING_KEYS) return env.QCAS_SIGNING_KEYS;
  throw new Error('QCAS_SIGNING_KEYS or QCAS_SIGNING_KEYS_FILE must be set');
}

export function parseSigningKeys(
  raw: string,
  options: { now?: Date; activationDelayMs?: number } = {},
): SigningKeySet {
  const parsed = JSON.parse(raw) as { keys?: StoredSigningKey[] };
  return toKeySet(parsed.keys ?? [], options);
}

/** How often a container re-reads its signing keys (QCAS_SIGNING_KEYS_RELOAD_SECONDS, default 10 min). */
export function signingKeyTimings(env: Record<string, string | undefined> = process.env): {
  reloadAfterMs: number;
  activationDelayMs: number;
} {
  const configured = Number(env.QCAS_SIGNING_KEYS_RELOAD_SECONDS);
  const reloadAfterMs = (Number.isFinite(configured) && configured > 0 ? configured : 600) * 1000;
  // Twice the reload period: every container has re-read the set before a new key signs anything.
  return { reloadAfterMs, activationDelayMs: 2 * reloadAfterMs };
}
