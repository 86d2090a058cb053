import { operations } from '../../shared/contracts/operations';
import { apiHandler } from '../../shared/http/handler';
import { jsonResponse } from '../../shared/http/responses';
import { submitFeedbackOperation } from '../../shared/operations/trust';
import { services } from '../../shared/services';
import type { FeedbackRequest } from '../../shared/trust/feedback';

export const handler = apiHandler(operations.submitFeedback).handler(async (_event, { api }) => {
  if (!api.principal) throw new Error('authorization must run first');
  return jsonResponse(
    200,
    await submitFeedbackOperation(services(), api.body as FeedbackRequest, {
      principal: api.principal,
      correlationId: api.correlationId,
    }),
  );
});
