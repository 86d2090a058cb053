import { operations } from '#contracts/operations';
import { apiHandler } from '#platform/http/handler';
import { jsonResponse } from '#platform/http/responses';
import { readMetrics } from '#platform/metrics/query';
import { services } from '#platform/services';

/** GET /v1/metrics: the tenant's request metrics per module and time bucket (SPEC 6.3). */
export const handler = apiHandler(operations.getMetrics).handler(async (_event, { api }) => {
  return jsonResponse(
    200,
    await readMetrics(services().metrics, api.principal.tenantId, api.query),
  );
});
