import { operations } from '#contracts/operations';
import { apiHandler } from '#platform/http/handler';
import { jsonResponse } from '#platform/http/responses';
import { readJobStatus } from '#platform/jobs/status';
import { services } from '#platform/services';

export const handler = apiHandler(operations.getJob).handler(async (_event, { api }) => {
  return jsonResponse(200, await readJobStatus(services(), api.principal, api.params.job_id));
});
