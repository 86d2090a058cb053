import type { ModuleName } from '#contracts/modules';
import type { TenantConfig } from '#platform/tenants/config';

/**
 * SPEC 8 limits as counting windows. Each request adds one to the counter of every window it falls
 * in, atomically and only while the counter is under its limit (one conditional `ADD` per window, so
 * concurrent requests never retry against each other — a read-then-write token bucket collapsed at
 * 50 concurrent requests on one tenant).
 */
export interface WindowSpec {
  /** Unique within the tenant, e.g. `intent:1s`. */
  name: string;
  seconds: number;
  limit: number;
}

export type RateDecision =
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number; bucket: string };

export interface RateLimiter {
  /** Counts the request in every window, or refuses it (and counts it nowhere) when any is full. */
  take(tenantId: string, windows: WindowSpec[]): Promise<RateDecision>;
}

export function windowStart(nowMs: number, seconds: number): number {
  return Math.floor(nowMs / (seconds * 1000)) * seconds;
}

export function secondsUntilWindowEnds(nowMs: number, seconds: number): number {
  return Math.max(1, Math.ceil(windowStart(nowMs, seconds) + seconds - nowMs / 1000));
}

/**
 * Per module: no second above the burst rate, and over a long window (ten bursts long) no more than
 * the sustained rate plus one burst allowance of `(burst - rate) × burst_seconds`. Per tenant: no
 * second above the total rate.
 */
export function moduleBuckets(
  limits: TenantConfig['rate_limits'],
  module: ModuleName,
): WindowSpec[] {
  const longWindow = Math.max(60, limits.burst_seconds * 10);
  return [
    { name: `${module}:1s`, seconds: 1, limit: limits.burst_rps },
    {
      name: `${module}:${longWindow}s`,
      seconds: longWindow,
      limit:
        limits.per_module_rps * longWindow +
        (limits.burst_rps - limits.per_module_rps) * limits.burst_seconds,
    },
    { name: 'tenant:1s', seconds: 1, limit: limits.tenant_total_rps },
  ];
}

export function asyncJobBuckets(limits: TenantConfig['rate_limits']): WindowSpec[] {
  return [{ name: 'async_jobs:1s', seconds: 1, limit: limits.async_jobs_per_second }];
}
