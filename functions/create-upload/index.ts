import { operations } from '#contracts/operations';
import { createUpload } from '#platform/attachments/uploads';
import { apiHandler } from '#platform/http/handler';
import { jsonResponse } from '#platform/http/responses';
import { services } from '#platform/services';

export const handler = apiHandler(operations.createUpload).handler(async (_event, { api }) => {
  return jsonResponse(201, await createUpload(services().blobs, api.principal.tenantId, api.body));
});
