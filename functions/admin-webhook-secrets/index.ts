import { operations } from '../../shared/contracts/operations';
import { apiHandler } from '../../shared/http/handler';
import { jsonResponse, textResponse } from '../../shared/http/responses';
import type { ApiContext, HttpFunction } from '../../shared/http/types';
import { services } from '../../shared/services';
import { createWebhookSecret, retireWebhookSecret } from '../../shared/webhooks/admin';

const create = apiHandler(operations.createWebhookSecret).handler(async (_event, { api }) => {
  if (!api.principal) throw new Error('authorization must run first');
  return jsonResponse(
    201,
    await createWebhookSecret(services(), api.principal, api.correlationId),
    { 'Cache-Control': 'no-store' },
  );
});

const retire = apiHandler(operations.retireWebhookSecret).handler(async (_event, { api }) => {
  if (!api.principal || !api.params) throw new Error('authorization and parsing must run first');
  await retireWebhookSecret(
    services(),
    api.principal,
    api.params.secret_id ?? '',
    api.correlationId,
  );
  return textResponse(204, '', 'text/plain');
});

export const handler: HttpFunction = (event, context) =>
  event.httpMethod === 'DELETE'
    ? retire(event, context as ApiContext)
    : create(event, context as ApiContext);
