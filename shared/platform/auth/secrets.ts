import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt parameters: ~50 ms per hash on a Lambda core, enough to make offline guessing costly. */
const N = 16384;
const r = 8;
const p = 1;
const KEY_LENGTH = 32;

function scryptAsync(
  secret: string,
  salt: Buffer,
  n: number,
  rr: number,
  pp: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      secret,
      salt,
      KEY_LENGTH,
      { N: n, r: rr, p: pp, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` with base64url salt and hash. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(secret, salt, N, r, p);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !rr || !pp || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(
    secret,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(rr),
    Number(pp),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** API keys are long random strings, so a fast digest is enough to look them up without storing them. */
export function apiKeyDigest(apiKey: string): string {
  return createHash('sha256').update(apiKey, 'utf8').digest('hex');
}
