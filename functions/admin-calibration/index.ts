import { operations } from '../../shared/contracts/operations';
import { apiHandler } from '../../shared/http/handler';
import { jsonResponse } from '../../shared/http/responses';
import type { ApiContext, HttpFunction } from '../../shared/http/types';
import { calibrationStatus, refreshCalibrationOperation } from '../../shared/operations/trust';
import { services } from '../../shared/services';
import type { CalibratedModule } from '../../shared/trust/calibration';

const status = apiHandler(operations.getCalibration).handler(async (_event, { api }) => {
  if (!api.principal) throw new Error('authorization must run first');
  return jsonResponse(200, await calibrationStatus(services(), api.principal.tenantId));
});

const refresh = apiHandler(operations.refreshCalibration).handler(async (_event, { api }) => {
  if (!api.principal) throw new Error('authorization must run first');
  const { modules } = (api.body ?? {}) as { modules?: CalibratedModule[] };
  return jsonResponse(
    200,
    await refreshCalibrationOperation(services(), api.principal.tenantId, {
      correlationId: api.correlationId,
      trigger: 'api',
      ...(modules ? { modules } : {}),
    }),
  );
});

export const handler: HttpFunction = (event, context) =>
  event.httpMethod === 'POST'
    ? refresh(event, context as ApiContext)
    : status(event, context as ApiContext);
