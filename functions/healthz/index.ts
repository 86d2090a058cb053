import packageJson from '../../package.json' with { type: 'json' };
import { operations } from '../../shared/contracts/operations';
import { apiHandler } from '../../shared/http/handler';
import { jsonResponse } from '../../shared/http/responses';

export const handler = apiHandler(operations.healthz).handler(async () =>
  jsonResponse(
    200,
    { status: 'ok', version: packageJson.version },
    { 'Cache-Control': 'no-store' },
  ),
);
