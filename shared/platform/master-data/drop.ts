import { type ImportMode, type ImportSummary, importDataset } from '#domain/master-data/import';
import { MASTER_DATASETS, type MasterDataset } from '#domain/master-data/schemas';
import type { MasterDataStore } from '#domain/master-data/store';
import { XLSX_CONTENT_TYPE, xlsxToCsv } from '#domain/master-data/xlsx';
import type { BlobStore } from '#platform/storage/blobs';
import { type AfterImport, followImport } from './after-import';

/**
 * Master-data files dropped into the imports bucket (the S3-drop trigger of the tenant stack):
 *
 *   <dataset>/<name>.ndjson | .jsonl | .csv | .xlsx           merged into the current data (upsert)
 *   <dataset>/replace/<name>.ndjson | .jsonl | .csv | .xlsx   replaces the whole dataset
 *
 * An .xlsx workbook is read by its first sheet with the CSV conventions (header row).
 *
 * The outcome of each file is written beside it under `results/`, as JSON, so whoever dropped it can
 * read what was imported and which lines were rejected (results never match the trigger's suffixes).
 */
export const DROP_SUFFIXES = ['.ndjson', '.jsonl', '.csv', '.xlsx'] as const;
/** Larger files are refused unread: the import holds the parsed dataset in memory. */
export const MAX_DROP_BYTES = 200 * 1024 * 1024;
export const RESULTS_PREFIX = 'results/';

export interface DroppedFile {
  key: string;
  dataset: MasterDataset;
  mode: ImportMode;
  contentType: string;
}

export function parseDropKey(key: string): DroppedFile | { key: string; problem: string } {
  const parts = key.split('/');
  const dataset = parts[0] as MasterDataset;
  if (!MASTER_DATASETS.includes(dataset)) {
    return { key, problem: `the first path segment must be one of ${MASTER_DATASETS.join(', ')}` };
  }
  const suffix = DROP_SUFFIXES.find((candidate) => key.toLowerCase().endsWith(candidate));
  if (!suffix) return { key, problem: `the file name must end in ${DROP_SUFFIXES.join(', ')}` };
  const replace = parts.length > 2 && parts[1] === 'replace';
  return {
    key,
    dataset,
    mode: replace ? 'replace' : 'upsert',
    contentType:
      suffix === '.csv'
        ? 'text/csv'
        : suffix === '.xlsx'
          ? XLSX_CONTENT_TYPE
          : 'application/x-ndjson',
  };
}

export type DropOutcome =
  | { key: string; status: 'imported'; summary: ImportSummary }
  | { key: string; status: 'refused'; problem: string }
  | { key: string; status: 'ignored' };

export function resultKeyFor(key: string): string {
  return `${RESULTS_PREFIX}${key}.json`;
}

/**
 * Imports one dropped file and writes its outcome under `results/`. `objectKey` is where the file is;
 * `dropKey` is the part that follows the convention above (the same, except where a tenant prefix
 * comes first).
 */
export async function importDroppedFile(
  deps: {
    imports: BlobStore;
    masterData: MasterDataStore;
    /** Work that follows an import (storing the indexes built from it); its failure is logged only. */
    afterImport?: AfterImport;
  },
  input: { tenantId: string; objectKey: string; dropKey: string; sizeBytes: number },
): Promise<DropOutcome> {
  if (input.objectKey.startsWith(RESULTS_PREFIX) || input.tenantId === '')
    return { key: input.objectKey, status: 'ignored' };
  const parsed = parseDropKey(input.dropKey);
  let outcome: DropOutcome;
  if ('problem' in parsed) {
    outcome = { key: input.objectKey, status: 'refused', problem: parsed.problem };
  } else if (input.sizeBytes > MAX_DROP_BYTES) {
    outcome = {
      key: input.objectKey,
      status: 'refused',
      problem: `${input.sizeBytes} bytes is above the ${MAX_DROP_BYTES}-byte limit; split the file`,
    };
  } else {
    const bytes = await deps.imports.get(input.objectKey);
    if (!bytes) return { key: input.objectKey, status: 'ignored' };
    const isWorkbook = parsed.contentType === XLSX_CONTENT_TYPE;
    let text: string | undefined;
    try {
      text = isWorkbook ? await xlsxToCsv(Buffer.from(bytes)) : Buffer.from(bytes).toString('utf8');
    } catch {
      text = undefined;
    }
    if (text === undefined) {
      outcome = {
        key: input.objectKey,
        status: 'refused',
        problem: 'not a readable .xlsx workbook',
      };
    } else {
      const summary = await importDataset(deps.masterData, {
        tenantId: input.tenantId,
        dataset: parsed.dataset,
        mode: parsed.mode,
        text,
        contentType: isWorkbook ? 'text/csv' : parsed.contentType,
      });
      outcome = { key: input.objectKey, status: 'imported', summary };
    }
  }
  await deps.imports.put(
    resultKeyFor(input.objectKey),
    JSON.stringify({ ...outcome, finished_at: new Date().toISOString() }, null, 2),
    'application/json',
  );
  // After the result is written: the import stands whatever follows, and whoever dropped the
  // file reads its outcome without waiting for the indexes.
  if (outcome.status === 'imported')
    await followImport(deps.afterImport, input.tenantId, outcome.summary);
  return outcome;
}
