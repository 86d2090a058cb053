import { describe, expect, it } from 'vitest';
import { S3BlobStore } from '#adapters/aws/blob-store';
import { DynamoS3MasterDataStore } from '#adapters/aws/master-data-store';
import { createProductIndexCache, persistedIndexKey } from '#application/product-index';
import { ImportMode, importDataset } from '#domain/master-data/import';
import type { MasterDataset } from '#domain/master-data/schemas';
import type { MasterDataStore } from '#domain/master-data/store';
import { deserialiseProductIndex, matchProducts } from '#domain/product/index';
import { BlobTooLargeError } from '#platform/storage/blobs';
import { useRuntimeEnv } from '../support/http';
import { sampleCatalogue } from '../unit/product/fixtures';

/**
 * The persisted product index through the real adapters (DynamoDB pointers, S3 snapshots and the
 * indexes bucket in the emulators): each cache stands for one cold container.
 */
useRuntimeEnv();
const TENANT = `pix-${Date.now().toString(36)}`;

/** The master-data store, counting the snapshots read (a loaded index reads none). */
function countingStore(): { store: MasterDataStore; reads: () => number } {
  const inner = new DynamoS3MasterDataStore(new S3BlobStore('masterData'));
  let reads = 0;
  const store: MasterDataStore = {
    pointer: (tenantId, dataset) => inner.pointer(tenantId, dataset),
    pointers: (tenantId) => inner.pointers(tenantId),
    readSnapshot: (tenantId, dataset, generation) => {
      reads += 1;
      return inner.readSnapshot(tenantId, dataset, generation);
    },
    writeSnapshot: (tenantId, dataset, generation, records) =>
      inner.writeSnapshot(tenantId, dataset, generation, records),
    movePointer: (tenantId, dataset, from, to) => inner.movePointer(tenantId, dataset, from, to),
  };
  return { store, reads: () => reads };
}

const request = {
  line_items: [
    { description: 'Schrauben', manufacturer: 'WÜRTH GmbH', mpn: '0057-08-30', quantity: 100 },
    { description: 'Sechskantschraube M8x40 verzinkt', quantity: 5 },
    { description: 'die blaue Kiste bitte' },
  ],
  customer_id: 'C-1',
  branch_id: 'BR-NORTH',
};

describe('persisted product index against the emulators', () => {
  it('a cold container loads the stored index; a damaged one is rebuilt and replaced', async () => {
    const catalogue = sampleCatalogue();
    const datasets: Array<[MasterDataset, readonly unknown[] | undefined]> = [
      ['products', catalogue.products],
      ['cross_references', catalogue.crossReferences],
      ['order_history', catalogue.orderHistory],
      ['branch_overrides', catalogue.branchOverrides],
    ];
    const setup = countingStore().store;
    for (const [dataset, records] of datasets) {
      await importDataset(setup, {
        tenantId: TENANT,
        dataset,
        mode: ImportMode.replace,
        text: (records ?? []).map((record) => JSON.stringify(record)).join('\n'),
        contentType: 'application/x-ndjson',
      });
    }
    const indexes = new S3BlobStore('indexes');
    const stamp = 'products:1,cross_references:1,order_history:1,branch_overrides:1';
    const key = persistedIndexKey(TENANT, stamp);

    const first = countingStore();
    const builder = createProductIndexCache(
      { masterData: first.store, indexes },
      { saveDelayMs: 0 },
    );
    const built = await builder.get(TENANT);
    expect(first.reads()).toBe(4);
    await builder.saved();
    const stored = await indexes.get(key);
    expect(stored).toBeDefined();
    expect(
      deserialiseProductIndex(stored ?? new Uint8Array(), { tenantId: TENANT, stamp }).products,
    ).toHaveLength(built.products.length);
    const expected = JSON.stringify(matchProducts(built, request));
    expect(expected).toContain('manufacturer_part');

    const cold = countingStore();
    const loaded = await createProductIndexCache({ masterData: cold.store, indexes }).get(TENANT);
    expect(cold.reads()).toBe(0);
    expect(JSON.stringify(matchProducts(loaded, request))).toBe(expected);

    await indexes.put(key, Buffer.from('not an index at all'));
    const afterDamage = countingStore();
    const rebuilder = createProductIndexCache(
      { masterData: afterDamage.store, indexes },
      { saveDelayMs: 0 },
    );
    expect(JSON.stringify(matchProducts(await rebuilder.get(TENANT), request))).toBe(expected);
    expect(afterDamage.reads()).toBe(4);
    await rebuilder.saved();
    const replaced = await indexes.get(key);
    expect(replaced?.byteLength).toBe(stored?.byteLength);
  });

  it('the S3 adapter refuses an object above the caller’s bound before reading it', async () => {
    const indexes = new S3BlobStore('indexes');
    const key = `${TENANT}/bound-check.bin`;
    await indexes.put(key, new Uint8Array(4096));
    await expect(indexes.get(key, { maxBytes: 1024 })).rejects.toBeInstanceOf(BlobTooLargeError);
    expect((await indexes.get(key, { maxBytes: 4096 }))?.byteLength).toBe(4096);
    expect(await indexes.get(`${TENANT}/absent.bin`, { maxBytes: 1024 })).toBeUndefined();
  });
});
