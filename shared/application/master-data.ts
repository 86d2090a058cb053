import type { operations } from '#contracts/operations';
import { importDataset } from '#domain/master-data/import';
import type { MasterDataStore } from '#domain/master-data/store';
import { XLSX_CONTENT_TYPE, xlsxToCsv } from '#domain/master-data/xlsx';
import type { ApiEvent, ApiRequestState } from '#platform/http/types';
import { type AfterImport, followImport } from '#platform/master-data/after-import';
import { ErrorCode, ServiceError } from '../errors';

const ACCEPTED = ['application/x-ndjson', 'application/jsonl', 'text/csv', XLSX_CONTENT_TYPE];

/**
 * POST /v1/admin/master-data/{dataset}: NDJSON or CSV body, raw (not JSON), so parsed here. Once
 * written, `afterImport` follows (queueing the product index's build): the response does not wait
 * for the indexes, and their failure does not undo the import.
 */
export async function importMasterDataRequest(
  deps: { masterData: MasterDataStore; afterImport?: AfterImport },
  api: ApiRequestState<typeof operations.importMasterData>,
  event: ApiEvent,
) {
  const contentType = (api.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!ACCEPTED.includes(contentType)) {
    throw new ServiceError(
      ErrorCode.UNSUPPORTED_MEDIA_TYPE,
      `Content-Type must be one of ${ACCEPTED.join(', ')}.`,
      { details: { accepted: ACCEPTED } },
    );
  }
  const bytes = event.isBase64Encoded
    ? Buffer.from(event.body ?? '', 'base64')
    : Buffer.from(event.body ?? '', 'utf8');
  let text: string;
  if (contentType === XLSX_CONTENT_TYPE) {
    try {
      text = await xlsxToCsv(bytes);
    } catch (error) {
      throw new ServiceError(
        ErrorCode.INVALID_PAYLOAD,
        'The body is not a readable .xlsx workbook.',
        {
          details: { reason: error instanceof Error ? error.message.slice(0, 200) : 'unreadable' },
        },
      );
    }
  } else text = bytes.toString('utf8');
  const summary = await importDataset(deps.masterData, {
    tenantId: api.principal.tenantId,
    dataset: api.params.dataset,
    mode: api.query.mode,
    text,
    contentType: contentType === XLSX_CONTENT_TYPE ? 'text/csv' : contentType,
  });
  await followImport(deps.afterImport, api.principal.tenantId, summary);
  return summary;
}

export async function masterDataStatus(
  store: MasterDataStore,
  tenantId: string,
  refreshCadence: string,
) {
  const pointers = await store.pointers(tenantId);
  return {
    refresh_cadence: refreshCadence,
    datasets: Object.fromEntries(
      Object.entries(pointers).map(([dataset, pointer]) => [
        dataset,
        { count: pointer.count, imported_at: pointer.imported_at, generation: pointer.generation },
      ]),
    ),
  };
}
