import type { TenantConfig } from '../tenants/config';

/** A token bucket: `capacity` tokens at most, refilled continuously at `refillPerSecond`. */
export interface BucketSpec {
  /** Unique within the tenant, e.g. `intent:sustained`. */
  name: string;
  capacity: number;
  refillPerSecond: number;
}

export interface BucketState {
  tokens: number;
  updatedMs: number;
}

export type RateDecision =
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number; bucket: string };

export interface RateLimiter {
  /** Takes one token from every bucket, or none when any is empty. */
  take(tenantId: string, buckets: BucketSpec[]): Promise<RateDecision>;
}

export function tokensAt(state: BucketState | undefined, spec: BucketSpec, nowMs: number): number {
  if (!state) return spec.capacity;
  const elapsed = Math.max(0, nowMs - state.updatedMs) / 1000;
  return Math.min(spec.capacity, state.tokens + elapsed * spec.refillPerSecond);
}

export function secondsUntilToken(tokens: number, spec: BucketSpec): number {
  return Math.max(1, Math.ceil((1 - tokens) / spec.refillPerSecond));
}

/**
 * SPEC 8 as buckets: per module a sustained bucket (the per-module rate, plus the burst allowance
 * of `(burst - rate) × burst_seconds` tokens) and a peak bucket that caps any second at the burst
 * rate; per tenant one bucket at the total rate.
 */
export function moduleBuckets(limits: TenantConfig['rate_limits'], module: string): BucketSpec[] {
  return [
    {
      name: `${module}:sustained`,
      capacity:
        limits.per_module_rps + (limits.burst_rps - limits.per_module_rps) * limits.burst_seconds,
      refillPerSecond: limits.per_module_rps,
    },
    { name: `${module}:peak`, capacity: limits.burst_rps, refillPerSecond: limits.burst_rps },
    {
      name: 'tenant:total',
      capacity: limits.tenant_total_rps,
      refillPerSecond: limits.tenant_total_rps,
    },
  ];
}

export function asyncJobBuckets(limits: TenantConfig['rate_limits']): BucketSpec[] {
  return [
    {
      name: 'async_jobs',
      capacity: limits.async_jobs_per_second,
      refillPerSecond: limits.async_jobs_per_second,
    },
  ];
}
