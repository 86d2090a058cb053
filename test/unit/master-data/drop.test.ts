import { describe, expect, it } from 'vitest';
import { backgroundFunctions } from '#contracts/background';
import type { DatasetPointer, MasterDataStore } from '#domain/master-data/store';
import {
  DROP_SUFFIXES,
  importDroppedFile,
  parseDropKey,
  resultKeyFor,
} from '#platform/master-data/drop';
import type { BlobStore } from '#platform/storage/blobs';

describe('master-data drop keys', () => {
  it('reads dataset, mode and format from the key', () => {
    expect(parseDropKey('products/2026-11-catalogue.ndjson')).toEqual({
      key: 'products/2026-11-catalogue.ndjson',
      dataset: 'products',
      mode: 'upsert',
      contentType: 'application/x-ndjson',
    });
    expect(parseDropKey('customers/replace/all.CSV')).toMatchObject({
      dataset: 'customers',
      mode: 'replace',
      contentType: 'text/csv',
    });
    expect(parseDropKey('contacts/replace.jsonl')).toMatchObject({ mode: 'upsert' });
    expect(parseDropKey('prices/x.ndjson')).toMatchObject({ problem: /first path segment/ });
    expect(parseDropKey('branch_overrides/replace/hamburg.xlsx')).toMatchObject({
      dataset: 'branch_overrides',
      mode: 'replace',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(parseDropKey('products/x.xls')).toMatchObject({ problem: /must end in/ });
    expect(resultKeyFor('products/a.ndjson')).toBe('results/products/a.ndjson.json');
  });

  it('is triggered for exactly the suffixes it accepts', () => {
    const importer = backgroundFunctions.find((fn) => fn.functionName === 'import-master-data');
    expect(importer?.trigger).toEqual({
      kind: 'bucket',
      bucket: 'imports',
      suffixes: [...DROP_SUFFIXES],
    });
  });
});

describe('xlsx workbooks', () => {
  it('become CSV with the header row first and quoted cells where needed', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const { xlsxToCsv } = await import('#domain/master-data/xlsx');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.addRow(['branch_id', 'match_text', 'product_id']);
    sheet.addRow(['HAM', 'Kiste, "blau"', 'P-1']);
    sheet.addRow(['HAM', 1250.5, 'P-2']);
    const csv = await xlsxToCsv(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(csv).toBe(
      'branch_id,match_text,product_id\nHAM,"Kiste, ""blau""",P-1\nHAM,1250.5,P-2\n',
    );
  });
});

describe('work after a dropped import', () => {
  /** Blobs and master data in memory, with the ports' semantics as far as an import uses them. */
  function memory() {
    const blobs = new Map<string, Uint8Array>();
    const imports: BlobStore = {
      put: async (key, body) => {
        blobs.set(key, typeof body === 'string' ? new TextEncoder().encode(body) : body);
      },
      get: async (key) => blobs.get(key),
      presignPut: async () => '',
      presignGet: async () => '',
      putStream: async () => ({ bytes: 0 }),
    };
    const pointers = new Map<string, DatasetPointer>();
    const masterData: MasterDataStore = {
      pointer: async (tenantId, dataset) => pointers.get(`${tenantId}/${dataset}`),
      pointers: async () => ({}),
      readSnapshot: async () => [],
      writeSnapshot: async () => undefined,
      movePointer: async (tenantId, dataset, _from, to) => {
        pointers.set(`${tenantId}/${dataset}`, to);
        return true;
      },
    };
    return { blobs, imports, masterData };
  }

  it('runs once the result is written, and its failure leaves the import standing', async () => {
    const { blobs, imports, masterData } = memory();
    const key = 't1/products/a.ndjson';
    await imports.put(key, JSON.stringify({ product_id: 'P-1', description: 'Kugellager 6204' }));
    const calls: string[] = [];
    const outcome = await importDroppedFile(
      {
        imports,
        masterData,
        afterImport: async (tenantId, { dataset }) => {
          calls.push(`${tenantId} ${dataset} result written: ${blobs.has(resultKeyFor(key))}`);
          throw new Error('indexes bucket unavailable');
        },
      },
      { tenantId: 't1', objectKey: key, dropKey: 'products/a.ndjson', sizeBytes: 80 },
    );
    expect(outcome).toMatchObject({ status: 'imported', summary: { imported: 1 } });
    expect(calls).toEqual(['t1 products result written: true']);

    const refused = await importDroppedFile(
      { imports, masterData, afterImport: async () => void calls.push('called') },
      { tenantId: 't1', objectKey: 't1/prices/x.ndjson', dropKey: 'prices/x.ndjson', sizeBytes: 2 },
    );
    expect(refused.status).toBe('refused');
    expect(calls).toHaveLength(1);
  });
});
