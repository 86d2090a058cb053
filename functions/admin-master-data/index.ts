import { operations } from '../../shared/contracts/operations';
import { apiHandler } from '../../shared/http/handler';
import { jsonResponse } from '../../shared/http/responses';
import type { ApiContext, HttpFunction } from '../../shared/http/types';
import { importMasterDataRequest, masterDataStatus } from '../../shared/operations/master-data';
import { services } from '../../shared/services';
import { readTenantConfig } from '../../shared/tenants/config-service';

const importSet = apiHandler(operations.importMasterData).handler(async (event, { api }) => {
  if (!api.principal) throw new Error('authorization must run first');
  return jsonResponse(200, await importMasterDataRequest(services().masterData, api, event));
});

const status = apiHandler(operations.masterDataStatus).handler(async (_event, { api }) => {
  if (!api.principal) throw new Error('authorization must run first');
  const deps = services();
  const tenantId = api.principal.tenantId;
  const { config } = await readTenantConfig(deps.tenantConfig, tenantId);
  return jsonResponse(
    200,
    await masterDataStatus(deps.masterData, tenantId, config.master_data.refresh_cadence),
  );
});

export const handler: HttpFunction = (event, context) =>
  event.httpMethod === 'POST'
    ? importSet(event, context as ApiContext)
    : status(event, context as ApiContext);
