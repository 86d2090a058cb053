import { buildOpenApiDocument } from '#contracts/openapi';
import { operations } from '#contracts/operations';
import { renderReferencePage } from '#contracts/reference-page';
import { apiHandler } from '#platform/http/handler';
import { textResponse } from '#platform/http/responses';

const page = renderReferencePage(buildOpenApiDocument());

export const handler = apiHandler(operations.docs).handler(async () =>
  textResponse(200, page, 'text/html; charset=utf-8', { 'Cache-Control': 'public, max-age=300' }),
);
