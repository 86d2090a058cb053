import { resolveWindow } from '../../shared/audit/query';
import { operations } from '../../shared/contracts/operations';
import { acceptAsync } from '../../shared/http/guarantees';
import { apiHandler } from '../../shared/http/handler';

/** POST /v1/audit/exports: checks the window now, then queues the export job (202). */
export const handler = apiHandler(operations.createAuditExport).handler(async (_event, { api }) => {
  resolveWindow(api.body);
  return acceptAsync(operations.createAuditExport, api, { preferApplied: false });
});
