import { operations } from '#contracts/operations';
import { apiHandler, byMethod } from '#platform/http/handler';
import { jsonResponse } from '#platform/http/responses';
import { services } from '#platform/services';
import { patchTenantConfig, readTenantConfig } from '#platform/tenants/config-service';

/** GET and PATCH /v1/admin/config share one function; the route picks the operation. */
const read = apiHandler(operations.getConfig).handler(async (_event, { api }) => {
  return jsonResponse(
    200,
    await readTenantConfig(services().tenantConfig, api.principal.tenantId, { fresh: true }),
  );
});

const patch = apiHandler(operations.patchConfig).handler(async (_event, { api }) => {
  const deps = services();
  return jsonResponse(
    200,
    await patchTenantConfig({ store: deps.tenantConfig, audit: deps.audit }, api.body, {
      principal: api.principal,
      correlationId: api.correlationId,
    }),
  );
});

export const handler = byMethod({ PATCH: patch }, read);
