import { describe, expect, it } from 'vitest';
import { secretsManagerSigningKeys } from '#adapters/aws/secrets';
import { generateSigningKey, parseSigningKeys, signingKeyTimings } from '#platform/auth/keys';
import { reloading } from '#platform/auth/reloading';
import { createTokenVerifier, issueAccessToken } from '#platform/auth/tokens';

const MINUTE = 60_000;
const options = { issuer: 'https://auth.example', audience: 'qcas-api' };

describe('periodic reload of the signing keys', () => {
  it('serves the loaded value, reloads it once it is older than the period, and keeps it on a failed reload', async () => {
    let clock = 0;
    let source = 'v1';
    let failing = false;
    let loads = 0;
    const failures: unknown[] = [];
    const get = reloading({
      load: async () => {
        loads++;
        if (failing) throw new Error('secret store unreachable');
        return source;
      },
      reloadAfterMs: 10 * MINUTE,
      retryAfterMs: 30_000,
      now: () => clock,
      onReloadFailure: (error) => failures.push(error),
    });
    expect(await get()).toBe('v1');
    source = 'v2';
    clock = 9 * MINUTE;
    expect(await get()).toBe('v1');
    expect(loads).toBe(1);
    clock = 10 * MINUTE;
    expect(await get()).toBe('v2');
    expect(loads).toBe(2);

    source = 'v3';
    failing = true;
    clock = 21 * MINUTE;
    expect(await get()).toBe('v2');
    expect(failures).toHaveLength(1);
    clock += 10_000;
    expect(await get()).toBe('v2');
    expect(loads).toBe(3);
    failing = false;
    clock += 30_000;
    expect(await get()).toBe('v3');
  });

  it('fails the first load (nothing to fall back on) and loads once for concurrent callers', async () => {
    let loads = 0;
    const broken = reloading({
      load: () => Promise.reject(new Error('no secret')),
      reloadAfterMs: MINUTE,
    });
    await expect(broken()).rejects.toThrow('no secret');
    const get = reloading({
      load: async () => {
        loads++;
        return 'value';
      },
      reloadAfterMs: MINUTE,
    });
    expect(await Promise.all([get(), get(), get()])).toEqual(['value', 'value', 'value']);
    expect(loads).toBe(1);
  });

  it('reads the period from QCAS_SIGNING_KEYS_RELOAD_SECONDS (10 min by default)', () => {
    expect(signingKeyTimings({})).toEqual({
      reloadAfterMs: 600_000,
      activationDelayMs: 1_200_000,
    });
    expect(signingKeyTimings({ QCAS_SIGNING_KEYS_RELOAD_SECONDS: '900' }).reloadAfterMs).toBe(
      900_000,
    );
  });
});

describe('a rotation seen by containers that reload at different times', () => {
  it('signs with a new key only after every container has had time to reload it', async () => {
    const rotatedAt = new Date('2026-06-01T12:00:00Z');
    const previous = await generateSigningKey(new Date('2026-05-01T12:00:00Z'));
    const next = await generateSigningKey(rotatedAt);
    const { activationDelayMs } = signingKeyTimings({});
    const before = JSON.stringify({ keys: [previous] });
    const after = JSON.stringify({ keys: [next, previous] });

    // A container that reloaded right after the rotation still signs with the previous key, which a
    // container that has not reloaded yet verifies.
    const fresh = parseSigningKeys(after, {
      now: new Date(rotatedAt.getTime() + MINUTE),
      activationDelayMs,
    });
    expect(fresh.active.kid).toBe(previous.kid);
    expect(fresh.publicJwks.keys.map((key) => key.kid)).toEqual([next.kid, previous.kid]);
    const stale = createTokenVerifier(parseSigningKeys(before), options);
    const token = await issueAccessToken(fresh, {
      ...options,
      tenantId: 'acme',
      subject: 'c1',
      scopes: ['intent.classify'],
      ttlSeconds: 60,
    });
    expect(stale.verify(token).tenantId).toBe('acme');

    const later = parseSigningKeys(after, {
      now: new Date(rotatedAt.getTime() + activationDelayMs),
      activationDelayMs,
    });
    expect(later.active.kid).toBe(next.kid);
    // A first deployment has only young keys: the newest signs at once.
    expect(
      parseSigningKeys(JSON.stringify({ keys: [next] }), { now: rotatedAt, activationDelayMs })
        .active.kid,
    ).toBe(next.kid);
  });
});

describe('signing keys from Secrets Manager', () => {
  it('uses the value fetched at init first, then reads the secret again on each reload', async () => {
    const reads: string[] = [];
    const read = secretsManagerSigningKeys(
      { QCAS_SIGNING_KEYS_SECRET_ARN: 'arn:secret', QCAS_SIGNING_KEYS: '{"keys":["init"]}' },
      () => ({
        read: async (id) => {
          reads.push(id);
          return '{"keys":["rotated"]}';
        },
      }),
    );
    expect(read).toBeDefined();
    expect(await read?.()).toBe('{"keys":["init"]}');
    expect(await read?.()).toBe('{"keys":["rotated"]}');
    expect(reads).toEqual(['arn:secret']);
    expect(secretsManagerSigningKeys({ QCAS_SIGNING_KEYS: '{}' })).toBeUndefined();
  });
});
