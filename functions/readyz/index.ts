import { checkStorage } from '#adapters/aws/storage-health';
import { operations } from '#contracts/operations';
import { runtimeConfig } from '#platform/config/runtime';
import { checkModelServing, checkReadiness } from '#platform/health/readiness';
import { apiHandler } from '#platform/http/handler';
import { jsonResponse } from '#platform/http/responses';
import { logger } from '#platform/observability/logger';
import { services } from '#platform/services';

const CHECK_TIMEOUT_MS = 1500;

export const handler = apiHandler(operations.readyz).handler(async () => {
  const { readiness, failures } = await checkReadiness(
    {
      storage: () => checkStorage(AbortSignal.timeout(CHECK_TIMEOUT_MS)),
      model_serving: () =>
        checkModelServing(runtimeConfig().modelBackend, services().models, CHECK_TIMEOUT_MS),
    },
    CHECK_TIMEOUT_MS,
  );
  if (readiness.status !== 'ready') logger.warn('not ready', { failures });
  return jsonResponse(readiness.status === 'ready' ? 200 : 503, readiness, {
    'Cache-Control': 'no-store',
  });
});
