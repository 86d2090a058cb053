import { operations } from '../../shared/contracts/operations';
import { apiHandler } from '../../shared/http/handler';
import { jsonResponse } from '../../shared/http/responses';
import type { ApiContext, HttpFunction } from '../../shared/http/types';
import { services } from '../../shared/services';
import type { ThresholdsDocument } from '../../shared/trust/thresholds';
import { readThresholds, replaceThresholds } from '../../shared/trust/thresholds-service';

/** GET and PUT /v1/admin/thresholds share one function; the route picks the operation. */
const read = apiHandler(operations.getThresholds).handler(async (_event, { api }) => {
  if (!api.principal) throw new Error('authorization must run first');
  const version = api.query?.version as number | undefined;
  return jsonResponse(
    200,
    await readThresholds(services().thresholds, api.principal.tenantId, version),
  );
});

const replace = apiHandler(operations.putThresholds).handler(async (_event, { api }) => {
  if (!api.principal) throw new Error('authorization must run first');
  const deps = services();
  const { thresholds } = api.body as { thresholds: ThresholdsDocument };
  return jsonResponse(
    200,
    await replaceThresholds({ store: deps.thresholds, audit: deps.audit }, thresholds, {
      principal: api.principal,
      correlationId: api.correlationId,
    }),
  );
});

export const handler: HttpFunction = (event, context) =>
  event.httpMethod === 'PUT'
    ? replace(event, context as ApiContext)
    : read(event, context as ApiContext);
