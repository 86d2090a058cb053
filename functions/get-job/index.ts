import { operations } from '../../shared/contracts/operations';
import { apiHandler } from '../../shared/http/handler';
import { jsonResponse } from '../../shared/http/responses';
import { readJobStatus } from '../../shared/jobs/status';
import { services } from '../../shared/services';

export const handler = apiHandler(operations.getJob).handler(async (_event, { api }) => {
  return jsonResponse(200, await readJobStatus(services(), api.principal, api.params.job_id));
});
