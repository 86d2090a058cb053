import { beforeAll, describe, expect, it } from 'vitest';
import { S3BlobStore } from '#adapters/aws/blob-store';
import { persistedIndexKey } from '#application/product-index';
import { deserialiseProductIndex, PersistedIndexRejected } from '#domain/product/index';
import { waitFor } from '../support/audit';
import { authHeaders, call, useRuntimeEnv } from '../support/http';
import { freshTenant, newTenant } from '../support/tenants';

/**
 * An integrator who imports and then matches gets answers from what they imported: a match sent
 * right after a replacing import's response reads the new generation, though the container has
 * the previous one's index built and cached.
 */
useRuntimeEnv();
const ndjson = (records: object[]) => records.map((record) => JSON.stringify(record)).join('\n');
let tenant: string;

beforeAll(async () => {
  tenant = await newTenant('acme-freshness');
});

async function replace(dataset: string, records: object[]): Promise<void> {
  const imported = await call(`/v1/admin/master-data/${dataset}?mode=replace`, {
    method: 'POST',
    headers: { ...authHeaders(tenant), 'Content-Type': 'application/x-ndjson' },
    body: ndjson(records),
  });
  expect(imported.status).toBe(200);
}

async function matchedProduct(description: string, mpn: string): Promise<string | undefined> {
  const result = await call('/v1/match/product', {
    method: 'POST',
    headers: authHeaders(tenant),
    json: { case_id: `fresh-${mpn}`, line_items: [{ description, mpn, quantity: 2 }] },
  });
  expect(result.status).toBe(200);
  return (result.body as { matches: { catalog_product_id?: string }[] }).matches[0]
    ?.catalog_product_id;
}

async function matchedCustomer(sender: string): Promise<string> {
  const result = await call('/v1/match/customer', {
    method: 'POST',
    headers: authHeaders(tenant),
    json: { case_id: `fresh-${sender}`, sender },
  });
  expect(result.status).toBe(200);
  return (result.body as { customer_id: string }).customer_id;
}

describe('a match right after a replacing import', () => {
  it('answers from the imported catalogue, not the one it replaced', async () => {
    await replace('products', [
      {
        product_id: 'A-BEARING',
        description: 'Deep groove ball bearing 6204-2RS',
        manufacturer: 'Rollmax',
        mpn: '6204-2RS',
      },
      {
        product_id: 'A-BOLT',
        description: 'Hex head bolt M8x30 DIN 933 zinc plated',
        manufacturer: 'Bolzwerk',
        mpn: '933-0830-ZN',
      },
    ]);
    expect(await matchedProduct('Rillenkugellager 6204 2RS', '6204-2RS')).toBe('A-BEARING');

    await replace('products', [
      {
        product_id: 'B-TIE',
        description: 'Cable tie 200 x 4.8 mm black',
        manufacturer: 'Fixa',
        mpn: 'CT-200-48',
      },
      {
        product_id: 'B-GLOVE',
        description: 'Nitrile disposable gloves size L blue',
        manufacturer: 'Handsafe',
        mpn: 'NG-L-100',
      },
    ]);
    expect(await matchedProduct('Kabelbinder 200x4,8 schwarz', 'CT-200-48')).toBe('B-TIE');
    expect(await matchedProduct('Rillenkugellager 6204 2RS', '6204-2RS')).not.toBe('A-BEARING');
  });

  it('answers from the imported customer book, not the one it replaced', async () => {
    await replace('customers', [
      {
        customer_id: 'A-MUELLER',
        name: 'Müller Antriebstechnik GmbH',
        domains: ['mueller-antrieb.de'],
        country: 'DE',
      },
    ]);
    expect(await matchedCustomer('einkauf@mueller-antrieb.de')).toBe('A-MUELLER');

    await replace('customers', [
      {
        customer_id: 'B-ROSSI',
        name: 'Rossi Meccanica S.r.l.',
        domains: ['rossimeccanica.it'],
        country: 'IT',
      },
    ]);
    expect(await matchedCustomer('acquisti@rossimeccanica.it')).toBe('B-ROSSI');
    expect(await matchedCustomer('einkauf@mueller-antrieb.de')).not.toBe('A-MUELLER');
  });
});

describe('an import through the API', () => {
  it('queues the product index build: the index of the new generation is stored before any match', async () => {
    const { tenantId, accessToken } = await freshTenant('acme-index-build');
    const imported = await call('/v1/admin/master-data/products?mode=replace', {
      method: 'POST',
      headers: { ...authHeaders(accessToken), 'Content-Type': 'application/x-ndjson' },
      body: ndjson([
        { product_id: 'Q-1', description: 'Deep groove ball bearing 6204-2RS', mpn: '6204-2RS' },
        { product_id: 'Q-2', description: 'Hex head bolt M8x30 DIN 933', mpn: '933-0830' },
      ]),
    });
    expect(imported.status).toBe(200);
    const { generation } = imported.body as { generation: number };
    // No match is sent: only the queued build (build-product-index) can have stored it.
    const stamp = `products:${generation},cross_references:0,order_history:0,branch_overrides:0`;
    // The local S3 emulator (s3rver) shows an object while it writes it, where S3 shows it only
    // once whole: a read that is refused as a partial index is read again (the service does the
    // same through `onLoadError`, building the index instead).
    const index = await waitFor(async () => {
      const stored = await new S3BlobStore('indexes').get(persistedIndexKey(tenantId, stamp));
      if (!stored) return undefined;
      try {
        return deserialiseProductIndex(stored, { tenantId, stamp });
      } catch (error) {
        if (error instanceof PersistedIndexRejected) return undefined;
        throw error;
      }
    }, 20_000);
    expect(index.products.map((product) => product.productId).sort()).toEqual(['Q-1', 'Q-2']);
  });
});
