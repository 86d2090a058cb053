import { describe, expect, it } from 'vitest';
import { backgroundFunctions } from '../../../shared/contracts/background';
import { DROP_SUFFIXES, parseDropKey, resultKeyFor } from '../../../shared/master-data/drop';

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
    expect(parseDropKey('products/x.xlsx')).toMatchObject({ problem: /must end in/ });
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
