import { calibrationStatus, refreshCalibrationOperation } from '#application/trust';
import { operations } from '#contracts/operations';
import { apiHandler, byMethod } from '#platform/http/handler';
import { jsonResponse } from '#platform/http/responses';
import { services } from '#platform/services';

const status = apiHandler(operations.getCalibration).handler(async (_event, { api }) => {
  return jsonResponse(200, await calibrationStatus(services(), api.principal.tenantId));
});

const refresh = apiHandler(operations.refreshCalibration).handler(async (_event, { api }) => {
  const { modules } = api.body;
  return jsonResponse(
    200,
    await refreshCalibrationOperation(services(), api.principal.tenantId, {
      correlationId: api.correlationId,
      trigger: 'api',
      ...(modules ? { modules } : {}),
    }),
  );
});

export const handler = byMethod({ POST: refresh }, status);
