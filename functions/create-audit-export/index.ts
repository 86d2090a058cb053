import { operations } from '#contracts/operations';
import { resolveWindow } from '#platform/audit/query';
import { acceptAsync } from '#platform/http/async-dispatch';
import { apiHandler } from '#platform/http/handler';
import { services } from '#platform/services';

/** POST /v1/audit/exports: checks the window now, then queues the export job (202). */
export const handler = apiHandler(operations.createAuditExport).handler(async (_event, { api }) => {
  resolveWindow(api.body);
  return acceptAsync(services(), operations.createAuditExport, api, { preferApplied: false });
});
