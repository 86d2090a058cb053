import { buildOpenApiDocument } from '../../shared/contracts/openapi';
import { operations } from '../../shared/contracts/operations';
import { apiHandler } from '../../shared/http/handler';
import { jsonResponse } from '../../shared/http/responses';

const document = buildOpenApiDocument();

export const handler = apiHandler(operations.openapi).handler(async () =>
  jsonResponse(200, document, { 'Cache-Control': 'public, max-age=300' }),
);
