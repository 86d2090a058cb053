import { operations } from '../../shared/contracts/operations';
import { apiHandler } from '../../shared/http/handler';
import { jsonResponse } from '../../shared/http/responses';
import { submitFeedbackOperation } from '../../shared/operations/trust';
import { services } from '../../shared/services';

export const handler = apiHandler(operations.submitFeedback).handler(async (_event, { api }) => {
  return jsonResponse(
    200,
    await submitFeedbackOperation(services(), api.body, {
      principal: api.principal,
      correlationId: api.correlationId,
    }),
  );
});
