import { operations } from '../../shared/contracts/operations';
import { apiHandler } from '../../shared/http/handler';
import { jsonResponse } from '../../shared/http/responses';
import { readJobStatus } from '../../shared/jobs/status';
import { services } from '../../shared/services';

export const handler = apiHandler(operations.getJob).handler(async (_event, { api }) => {
  const principal = api.principal;
  const jobId = api.params?.job_id;
  if (!principal || jobId === undefined)
    throw new Error('authorization and parsing middlewares must run first');
  return jsonResponse(200, await readJobStatus(services(), principal, jobId));
});
