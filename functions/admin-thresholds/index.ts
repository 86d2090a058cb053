import { operations } from '#contracts/operations';
import { apiHandler, byMethod } from '#platform/http/handler';
import { jsonResponse } from '#platform/http/responses';
import { services } from '#platform/services';
import { readThresholds, replaceThresholds } from '#platform/trust/thresholds-service';

/** GET and PUT /v1/admin/thresholds share one function; the route picks the operation. */
const read = apiHandler(operations.getThresholds).handler(async (_event, { api }) => {
  return jsonResponse(
    200,
    await readThresholds(services().thresholds, api.principal.tenantId, api.query.version),
  );
});

const replace = apiHandler(operations.putThresholds).handler(async (_event, { api }) => {
  const deps = services();
  const { thresholds } = api.body;
  return jsonResponse(
    200,
    await replaceThresholds({ store: deps.thresholds, audit: deps.audit }, thresholds, {
      principal: api.principal,
      correlationId: api.correlationId,
    }),
  );
});

export const handler = byMethod({ PUT: replace }, read);
