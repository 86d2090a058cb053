import { operations } from '../../shared/contracts/operations';
import { apiHandler, byMethod } from '../../shared/http/handler';
import { jsonResponse } from '../../shared/http/responses';
import { services } from '../../shared/services';
import { patchTenantConfig, readTenantConfig } from '../../shared/tenants/config-service';

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
