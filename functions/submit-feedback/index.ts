import { submitFeedbackOperation } from '#application/trust';
import { operations } from '#contracts/operations';
import { apiHandler } from '#platform/http/handler';
import { jsonResponse } from '#platform/http/responses';
import { services } from '#platform/services';

export const handler = apiHandler(operations.submitFeedback).handler(async (_event, { api }) => {
  return jsonResponse(
    200,
    await submitFeedbackOperation(services(), api.body, {
      principal: api.principal,
      correlationId: api.correlationId,
    }),
  );
});
