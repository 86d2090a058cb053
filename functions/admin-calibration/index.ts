import { operations } from '../../shared/contracts/operations';
import { apiHandler, byMethod } from '../../shared/http/handler';
import { jsonResponse } from '../../shared/http/responses';
import { calibrationStatus, refreshCalibrationOperation } from '../../shared/operations/trust';
import { services } from '../../shared/services';

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
