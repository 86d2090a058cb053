import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DynamoRateLimiter } from '#adapters/aws/rate-limiter';
import { moduleBuckets, type WindowSpec } from '#platform/guarantees/rate-limit';
import { useRuntimeEnv } from '../support/http';

useRuntimeEnv();

// Mid-second, so that every call of a test falls in the same one-second window.
const FIXED_NOW = Date.parse('2026-11-21T10:00:00.400Z');
const windows = (module: string): WindowSpec[] => [
  { name: `${module}:1s`, seconds: 1, limit: 2 },
  { name: `${module}:60s`, seconds: 60, limit: 100 },
  { name: 'tenant:1s', seconds: 1, limit: 3 },
];

describe('DynamoRateLimiter (against the DynamoDB emulator)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(FIXED_NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('counts each request once in every window and names the window that is full', async () => {
    const limiter = new DynamoRateLimiter();
    const tenant = `rl-${randomUUID()}`;
    expect(await limiter.take(tenant, windows('intent'))).toEqual({ allowed: true });
    expect(await limiter.take(tenant, windows('intent'))).toEqual({ allowed: true });
    // The module's second is full; the tenant's second still has room.
    expect(await limiter.take(tenant, windows('intent'))).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
      bucket: 'intent:1s',
    });
    // The refused call took nothing from the tenant window: one more call of another module fits.
    expect(await limiter.take(tenant, windows('product'))).toEqual({ allowed: true });
    expect(await limiter.take(tenant, windows('product'))).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
      bucket: 'tenant:1s',
    });
    // Another tenant has its own counters.
    expect(await limiter.take(`rl-${randomUUID()}`, windows('intent'))).toEqual({ allowed: true });
  });

  it('gives back what a request took from the windows that had room when a longer one is full', async () => {
    const limiter = new DynamoRateLimiter();
    const tenant = `rl-${randomUUID()}`;
    const tight: WindowSpec[] = [
      { name: 'extract:1s', seconds: 1, limit: 5 },
      { name: 'extract:60s', seconds: 60, limit: 1 },
    ];
    expect(await limiter.take(tenant, tight)).toEqual({ allowed: true });
    const refused = await limiter.take(tenant, tight);
    expect(refused).toMatchObject({ allowed: false, bucket: 'extract:60s' });
    // Retry-After is the time until the full (long) window ends: 59.6 s, rounded up.
    expect(refused.allowed === false && refused.retryAfterSeconds).toBe(60);
    // The one-second counter holds 1, not 2: with the long window raised, four more fit in it.
    const raised = tight.map((spec) => (spec.seconds === 60 ? { ...spec, limit: 100 } : spec));
    for (let call = 0; call < 4; call++)
      expect(await limiter.take(tenant, raised)).toEqual({ allowed: true });
    expect(await limiter.take(tenant, raised)).toMatchObject({
      allowed: false,
      bucket: 'extract:1s',
    });
  });

  it('lets exactly the limit through when many requests arrive at once', async () => {
    const limiter = new DynamoRateLimiter();
    const tenant = `rl-${randomUUID()}`;
    const limits = {
      per_module_rps: 10,
      burst_rps: 10,
      burst_seconds: 0,
      tenant_total_rps: 1000,
      async_jobs_per_second: 10,
    };
    const decisions = await Promise.all(
      Array.from({ length: 25 }, () => limiter.take(tenant, moduleBuckets(limits, 'customer'))),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
  });
});
