import { operations } from '#contracts/operations';
import { cursorKeysOf } from '#platform/audit/cursor';
import { listAuditRecords } from '#platform/audit/query';
import { apiHandler } from '#platform/http/handler';
import { jsonResponse } from '#platform/http/responses';
import { services } from '#platform/services';

/** GET /v1/audit/records: one page of the tenant's hash-chained audit records. */
export const handler = apiHandler(operations.listAuditRecords).handler(async (_event, { api }) => {
  const deps = services();
  const cursorKeys = cursorKeysOf((await deps.signingKeys()).stored);
  return jsonResponse(
    200,
    await listAuditRecords(deps.auditTrail, api.principal.tenantId, api.query, {
      cursorKeys,
    }),
  );
});
