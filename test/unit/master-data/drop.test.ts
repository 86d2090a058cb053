import { describe, expect, it } from 'vitest';
import { backgroundFunctions } from '#contracts/background';
import { DROP_SUFFIXES, parseDropKey, resultKeyFor } from '#platform/master-data/drop';

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
