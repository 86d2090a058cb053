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
}

export async function generateSigningKey(now = new Date()): Promise<StoredSigningKey> {
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const kid = `${now.toISOString().slice(0, 10)}-${randomUUID().slice(0, 8)}`;
  return { kid, created_at: now.toISOString(), private_jwk: await exportJWK(privateKey) };
}

export function toKeySet(stored: StoredSigningKey[]): SigningKeySet {
  const ordered = [...stored].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, 2);
  const active = ordered[0];
  if (!active) throw new Error('no signing key configured');
  const publicJwks = {
    keys: ordered.map(({ kid, private_jwk }) => {
      const { d: _private, ...publicPart } = private_jwk;
      return { ...publicPart, kid, alg: SIGNING_ALGORITHM, use: 'sig' };
    }),
  };
  return { active, publicJwks };
}

/**
 * Signing keys come from QCAS_SIGNING_KEYS (JSON) or QCAS_SIGNING_KEYS_FILE (a path, used by the local
 * runtime); the cloud stack fills QCAS_SIGNING_KEYS from Secrets Manager at deploy time.
 */
export async function loadSigningKeys(
  env: Record<string, string | undefined> = process.env,
): Promise<SigningKeySet> {
  let raw = env.QCAS_SIGNING_KEYS;
  if (!raw && env.QCAS_SIGNING_KEYS_FILE) raw = await readFile(env.QCAS_SIGNING_KEYS_FILE, 'utf8');
  if (!raw) throw new Error('QCAS_SIGNING_KEYS or QCAS_SIGNING_KEYS_FILE must be set');
  const parsed = JSON.parse(raw) as { keys: StoredSigningKey[] };
  return toKeySet(parsed.keys);
}
