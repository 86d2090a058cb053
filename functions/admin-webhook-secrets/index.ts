import { operations } from '#contracts/operations';
import { apiHandler, byMethod } from '#platform/http/handler';
import { jsonResponse, textResponse } from '#platform/http/responses';
import { services } from '#platform/services';
import { createWebhookSecret, retireWebhookSecret } from '#platform/webhooks/admin';

const create = apiHandler(operations.createWebhookSecret).handler(async (_event, { api }) => {
  return jsonResponse(
    201,
    await createWebhookSecret(services(), api.principal, api.correlationId),
    { 'Cache-Control': 'no-store' },
  );
});

const retire = apiHandler(operations.retireWebhookSecret).handler(async (_event, { api }) => {
  await retireWebhookSecret(services(), api.principal, api.params.secret_id, api.correlationId);
  return textResponse(204, '', 'text/plain');
});

export const handler = byMethod({ DELETE: retire }, create);
