import { moduleBuckets, type RateLimiter } from '#platform/guarantees/rate-limit';
import { readTenantConfig } from '#platform/tenants/config-service';
import type { TenantConfigStore } from '#platform/tenants/config-store';
import { RateLimitedError } from '../../errors';
import { principalOf } from './authorization';
import type { OperationMiddleware } from './types';

export interface RateLimitDependencies {
  rateLimiter: RateLimiter;
  tenantConfig: TenantConfigStore;
}

/** SPEC 8: per tenant per module, per tenant in total; 429 with Retry-After in whole seconds. */
export const rateLimit: OperationMiddleware<RateLimitDependencies> = (operation, dependencies) => ({
  before: async (request) => {
    if (!operation.module) return;
    const { tenantId } = principalOf(request.context.api);
    const { rateLimiter, tenantConfig } = dependencies();
    const { config } = await readTenantConfig(tenantConfig, tenantId);
    const decision = await rateLimiter.take(
      tenantId,
      moduleBuckets(config.rate_limits, operation.module),
    );
    if (!decision.allowed)
      throw new RateLimitedError(decision.retryAfterSeconds, { limit: decision.bucket });
  },
});
