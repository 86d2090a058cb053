import { operations } from '#contracts/operations';
import { resolveWindow } from '#platform/audit/query';
import { services } from '#platform/services';
import { writeAuditExport } from './audit-export';
import { answeredOk, defineOperation } from './define';

/** How long the presigned link of an on-demand export stays valid. */
const EXPORT_LINK_SECONDS = 3600;

/** The on-demand export (`POST /v1/audit/exports`), run by the job worker. */
export const auditExportOperation = defineOperation(operations.createAuditExport, {
  execute: async (input, context) => {
    const window = resolveWindow(input);
    const tenantId = context.principal.tenantId;
    const deps = services();
    const key = `${tenantId}/exports/${context.requestId}.ndjson`;
    const written = await writeAuditExport(deps, tenantId, window, key);
    const url = await deps.auditExports.presignGet(key, EXPORT_LINK_SECONDS);
    return answeredOk({
      url,
      expires_at: new Date(Date.now() + EXPORT_LINK_SECONDS * 1000).toISOString(),
      ...written,
    });
  },
});
