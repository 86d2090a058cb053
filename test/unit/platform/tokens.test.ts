import { describe, expect, it } from 'vitest';
import { generateSigningKey, toKeySet } from '#platform/auth/keys';
import { apiKeyDigest, hashSecret, verifySecret } from '#platform/auth/secrets';
import { createTokenVerifier, issueAccessToken } from '#platform/auth/tokens';

describe('secrets', () => {
  it('verifies only the secret that was hashed, and never stores it', async () => {
    const hash = await hashSecret('s3cret');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hash).not.toContain('s3cret');
    expect(await verifySecret('s3cret', hash)).toBe(true);
    expect(await verifySecret('s3cret!', hash)).toBe(false);
    expect(await verifySecret('s3cret', 'garbage')).toBe(false);
  });

  it('digests API keys deterministically', () => {
    expect(apiKeyDigest('k')).toBe(apiKeyDigest('k'));
    expect(apiKeyDigest('k')).toHaveLength(64);
  });
});

describe('access tokens', () => {
  const options = { issuer: 'https://auth.example', audience: 'qcas-api' };

  it('round-trips tenant, subject and scopes; a rotated key set still verifies old tokens', async () => {
    const older = await generateSigningKey(new Date('2026-01-01T00:00:00Z'));
    const newer = await generateSigningKey(new Date('2026-06-01T00:00:00Z'));
    const oldSet = toKeySet([older]);
    const token = await issueAccessToken(oldSet, {
      ...options,
      tenantId: 'acme',
      subject: 'c1',
      scopes: ['intent.classify'],
      ttlSeconds: 60,
    });
    const rotated = toKeySet([older, newer]);
    expect(rotated.active.kid).toBe(newer.kid);
    expect(rotated.publicJwks.keys).toHaveLength(2);
    expect(createTokenVerifier(rotated, options).verify(token)).toEqual({
      tenantId: 'acme',
      subject: 'c1',
      scopes: ['intent.classify'],
    });
  });

  it('rejects a token signed by a key outside the set', async () => {
    const trusted = toKeySet([await generateSigningKey()]);
    const stranger = toKeySet([await generateSigningKey()]);
    const token = await issueAccessToken(stranger, {
      ...options,
      tenantId: 'acme',
      subject: 'c1',
      scopes: [],
      ttlSeconds: 60,
    });
    expect(() => createTokenVerifier(trusted, options).verify(token)).toThrowError(
      expect.objectContaining({ errorCode: 'INVALID_TOKEN' }),
    );
  });

  it('reports expiry as EXPIRED_TOKEN', async () => {
    const keys = toKeySet([await generateSigningKey()]);
    const token = await issueAccessToken(keys, {
      ...options,
      tenantId: 'acme',
      subject: 'c1',
      scopes: [],
      ttlSeconds: 1,
      now: new Date(Date.now() - 10_000),
    });
    expect(() => createTokenVerifier(keys, options).verify(token)).toThrowError(
      expect.objectContaining({ errorCode: 'EXPIRED_TOKEN' }),
    );
  });
});
