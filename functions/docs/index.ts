import { buildOpenApiDocument } from '../../shared/contracts/openapi';
import { operations } from '../../shared/contracts/operations';
import { renderReferencePage } from '../../shared/contracts/reference-page';
import { apiHandler } from '../../shared/http/handler';
import { textResponse } from '../../shared/http/responses';

const page = renderReferencePage(buildOpenApiDocument());

export const handler = apiHandler(operations.docs).handler(async () =>
  textResponse(200, page, 'text/html; charset=utf-8', { 'Cache-Control': 'public, max-age=300' }),
);
