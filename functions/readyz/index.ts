import { checkStorage } from '../../shared/adapters/aws/storage-health';
import { runtimeConfig } from '../../shared/config/runtime';
import { operations } from '../../shared/contracts/operations';
import { checkModelServing, checkReadiness } from '../../shared/health/readiness';
import { apiHandler } from '../../shared/http/handler';
import { jsonResponse } from '../../shared/http/responses';
import { logger } from '../../shared/observability/logger';
import { services } from '../../shared/services';

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
