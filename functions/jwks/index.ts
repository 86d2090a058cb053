import { operations } from '#contracts/operations';
import { apiHandler } from '#platform/http/handler';
import { jsonResponse } from '#platform/http/responses';
import { services } from '#platform/services';

export const handler = apiHandler(operations.jwks).handler(async () =>
  jsonResponse(200, (await services().signingKeys()).publicJwks, {
    'Cache-Control': 'public, max-age=300',
  }),
);
