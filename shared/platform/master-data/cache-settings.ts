import type { MasterDataCacheOptions, PreviousValueServed } from '#domain/master-data/import';
import { logger } from '#platform/observability/logger';

/** Twenty seconds: below API Gateway's 29 s integration timeout, with room for the match itself. */
const DEFAULT_REFRESH_WAIT_SECONDS = 20;

/**
 * How long a request waits for the index of a newly imported generation before it is answered from
 * the previous one (QCAS_MASTER_DATA_REFRESH_WAIT_SECONDS, default 20), and the warning logged
 * each time that happens: the answer then comes from data the tenant has replaced.
 */
export function masterDataCacheSettings(
  index: string,
  env: Record<string, string | undefined> = process.env,
): Pick<MasterDataCacheOptions<unknown>, 'refreshWaitMs' | 'onPreviousValueServed'> {
  const configured = Number(env.QCAS_MASTER_DATA_REFRESH_WAIT_SECONDS);
  const seconds =
    env.QCAS_MASTER_DATA_REFRESH_WAIT_SECONDS !== undefined &&
    Number.isFinite(configured) &&
    configured >= 0
      ? configured
      : DEFAULT_REFRESH_WAIT_SECONDS;
  return {
    refreshWaitMs: seconds * 1000,
    onPreviousValueServed: (event: PreviousValueServed) =>
      logger.warn(`${index} answered from the previous master-data generation`, {
        tenantId: event.tenantId,
        current: event.current,
        served: event.served,
        reason: event.reason,
        waitedMs: event.waitedMs,
        ...(event.error ? { error: event.error as Error } : {}),
      }),
  };
}
