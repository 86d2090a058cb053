import { cursorKeysOf } from '../../shared/audit/cursor';
import { listAuditRecords } from '../../shared/audit/query';
import { operations } from '../../shared/contracts/operations';
import { apiHandler } from '../../shared/http/handler';
import { jsonResponse } from '../../shared/http/responses';
import { services } from '../../shared/services';

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
