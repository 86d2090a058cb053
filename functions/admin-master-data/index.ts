import { importMasterDataRequest, masterDataStatus } from '#application/master-data';
import { queueProductIndexBuild } from '#application/product-index';
import { operations } from '#contracts/operations';
import { apiHandler, byMethod } from '#platform/http/handler';
import { jsonResponse } from '#platform/http/responses';
import { services } from '#platform/services';
import { readTenantConfig } from '#platform/tenants/config-service';

const importSet = apiHandler(operations.importMasterData).handler(async (event, { api }) => {
  const { masterData, indexBuildQueue } = services();
  return jsonResponse(
    200,
    await importMasterDataRequest(
      { masterData, afterImport: queueProductIndexBuild(indexBuildQueue) },
      api,
      event,
    ),
  );
});

const status = apiHandler(operations.masterDataStatus).handler(async (_event, { api }) => {
  const deps = services();
  const tenantId = api.principal.tenantId;
  const { config } = await readTenantConfig(deps.tenantConfig, tenantId);
  return jsonResponse(
    200,
    await masterDataStatus(deps.masterData, tenantId, config.master_data.refresh_cadence),
  );
});

export const handler = byMethod({ POST: importSet }, status);
