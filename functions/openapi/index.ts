import { buildOpenApiDocument } from '#contracts/openapi';
import { operations } from '#contracts/operations';
import { apiHandler } from '#platform/http/handler';
import { jsonResponse } from '#platform/http/responses';

const document = buildOpenApiDocument();

export const handler = apiHandler(operations.openapi).handler(async () =>
  jsonResponse(200, document, { 'Cache-Control': 'public, max-age=300' }),
);
