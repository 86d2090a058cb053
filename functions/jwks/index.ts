import { operations } from '../../shared/contracts/operations';
import { apiHandler } from '../../shared/http/handler';
import { jsonResponse } from '../../shared/http/responses';
import { services } from '../../shared/services';

export const handler = apiHandler(operations.jwks).handler(async () =>
  jsonResponse(200, (await services().signingKeys()).publicJwks, {
    'Cache-Control': 'public, max-age=300',
  }),
);
