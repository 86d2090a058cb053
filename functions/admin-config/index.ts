import { operations } from '../../shared/contracts/operations';
import { apiHandler } from '../../shared/http/handler';
import { jsonResponse } from '../../shared/http/responses';
import type { ApiContext, HttpFunction } from '../../shared/http/types';
import { services } from '../../shared/services';
import { patchTenantConfig, readTenantConfig } from '../../shared/tenants/config-service';

/** GET and PATCH /v1/admin/config share one function; the route picks the operation. */
const read = apiHandler(operations.getConfig).handler(async (_event, { api }) => {
  if (!api.principal) throw new Error('authorization must run first');
  return jsonResponse(
    200,
    await readTenantConfig(services().tenantConfig, api.principal.tenantId, { fresh: true }),
  );
});

const patch = apiHandler(operations.patchConfig).handler(async (_event, { api }) => {
  if (!api.principal) throw new Error('authorization must run first');
  const deps = services();
  return jsonResponse(
    200,
    await patchTenantConfig(
      { store: deps.tenantConfig, audit: deps.audit },
      api.body as Record<string, unknown>,
      { principal: api.principal, correlationId: api.correlationId },
    ),
  );
});

export const handler: HttpFunction = (event, context) =>
  event.httpMethod === 'PATCH'
    ? patch(event, context as ApiContext)
    : read(event, context as ApiContext);
