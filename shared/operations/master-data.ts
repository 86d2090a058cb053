import { ErrorCode, ServiceError } from '../errors';
import type { ApiEvent, ApiRequestState } from '../http/types';
import { type ImportMode, importDataset } from '../master-data/import';
import type { MasterDataset } from '../master-data/schemas';
import type { MasterDataStore } from '../master-data/store';

const ACCEPTED = ['application/x-ndjson', 'application/jsonl', 'text/csv'];

/** POST /v1/admin/master-data/{dataset}: NDJSON or CSV body, raw (not JSON), so parsed here. */
export async function importMasterDataRequest(
  store: MasterDataStore,
  api: ApiRequestState,
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
  const text = event.isBase64Encoded
    ? Buffer.from(event.body ?? '', 'base64').toString('utf8')
    : (event.body ?? '');
  return importDataset(store, {
    tenantId: api.principal?.tenantId ?? '',
    dataset: api.params?.dataset as MasterDataset,
    mode: (api.query?.mode ?? 'upsert') as ImportMode,
    text,
    contentType,
  });
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
