import { resolveWindow } from '../../shared/audit/query';
import { operations } from '../../shared/contracts/operations';
import { acceptAsync } from '../../shared/http/async-dispatch';
import { apiHandler } from '../../shared/http/handler';
import { services } from '../../shared/services';

/** POST /v1/audit/exports: checks the window now, then queues the export job (202). */
export const handler = apiHandler(operations.createAuditExport).handler(async (_event, { api }) => {
  resolveWindow(api.body);
  return acceptAsync(services(), operations.createAuditExport, api, { preferApplied: false });
});
