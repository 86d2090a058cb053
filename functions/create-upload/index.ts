import { createUpload } from '../../shared/attachments/uploads';
import { operations } from '../../shared/contracts/operations';
import { apiHandler } from '../../shared/http/handler';
import { jsonResponse } from '../../shared/http/responses';
import { services } from '../../shared/services';

export const handler = apiHandler(operations.createUpload).handler(async (_event, { api }) => {
  return jsonResponse(201, await createUpload(services().blobs, api.principal.tenantId, api.body));
});
