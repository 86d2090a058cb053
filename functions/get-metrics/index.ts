import { operations } from '../../shared/contracts/operations';
import { apiHandler } from '../../shared/http/handler';
import { jsonResponse } from '../../shared/http/responses';
import { readMetrics } from '../../shared/metrics/query';
import { services } from '../../shared/services';

/** GET /v1/metrics: the tenant's request metrics per module and time bucket (SPEC 6.3). */
export const handler = apiHandler(operations.getMetrics).handler(async (_event, { api }) => {
  return jsonResponse(
    200,
    await readMetrics(services().metrics, api.principal.tenantId, api.query),
  );
});
