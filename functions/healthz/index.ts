import { operations } from '#contracts/operations';
import { apiHandler } from '#platform/http/handler';
import { jsonResponse } from '#platform/http/responses';
import packageJson from '../../package.json' with { type: 'json' };

export const handler = apiHandler(operations.healthz).handler(async () =>
  jsonResponse(
    200,
    { status: 'ok', version: packageJson.version },
    { 'Cache-Control': 'no-store' },
  ),
);
