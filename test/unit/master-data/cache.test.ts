import { describe, expect, it } from 'vitest';
import { MasterDataCache } from '../../../shared/master-data/import';
import type { MasterDataset } from '../../../shared/master-data/schemas';
import type { DatasetPointer, MasterDataStore } from '../../../shared/master-data/store';

/** An in-memory store with the port's semantics: snapshots by generation, one pointer each. */
function memoryStore() {
  const snapshots = new Map<string, unknown[]>();
  const pointers = new Map<string, DatasetPointer>();
  let reads = 0;
  const store: MasterDataStore = {
    pointer: async (tenantId, dataset) => pointers.get(`${tenantId}/${dataset}`),
    pointers: async (tenantId) => {
      const found: Partial<Record<MasterDataset, DatasetPointer>> = {};
      for (const [key, pointer] of pointers) {
        const [tenant, dataset] = key.split('/');
        if (tenant === tenantId) found[dataset as MasterDataset] = pointer;
      }
      return found;
    },
    readSnapshot: async (tenantId, dataset, generation) => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return snapshots.get(`${tenantId}/${dataset}/${generation}`) ?? [];
    },
    writeSnapshot: async (tenantId, dataset, generation, records) => {
      snapshots.set(`${tenantId}/${dataset}/${generation}`, [...records]);
    },
    movePointer: async (tenantId, dataset, from, to) => {
      const key = `${tenantId}/${dataset}`;
      if ((pointers.get(key)?.generation ?? 0) !== from) return false;
      pointers.set(key, to);
      return true;
    },
  };
  const publish = async (tenantId: string, records: unknown[]) => {
    const from = (await store.pointer(tenantId, 'products'))?.generation ?? 0;
    await store.writeSnapshot(tenantId, 'products', from + 1, records);
    await store.movePointer(tenantId, 'products', from, {
      generation: from + 1,
      count: records.length,
      imported_at: new Date().toISOString(),
    });
  };
  return { store, publish, reads: () => reads };
}

describe('MasterDataCache', () => {
  it('concurrent first callers share one build', async () => {
    const { store, publish, reads } = memoryStore();
    await publish('t1', [{ product_id: 'A' }]);
    let builds = 0;
    const cache = new MasterDataCache(store, ['products'], (data) => {
      builds += 1;
      return (data.products ?? []).length;
    });
    const values = await Promise.all([cache.get('t1'), cache.get('t1'), cache.get('t1')]);
    expect(values).toEqual([1, 1, 1]);
    expect(builds).toBe(1);
    expect(reads()).toBe(1);
  });

  it('after an import, callers keep the previous whole value until the new one is built', async () => {
    const { store, publish } = memoryStore();
    await publish('t1', [{ product_id: 'A' }]);
    const cache = new MasterDataCache(
      store,
      ['products'],
      (data) =>
        (data.products ?? []).map((record) => (record as { product_id: string }).product_id),
      0,
    );
    expect(await cache.get('t1')).toEqual(['A']);
    await publish('t1', [{ product_id: 'B' }, { product_id: 'C' }]);
    // The re-check sees the new generation and starts its build; this call is not held up by it.
    expect(await cache.get('t1')).toEqual(['A']);
    await cache.settled('t1');
    expect(await cache.get('t1')).toEqual(['B', 'C']);
  });

  it('a tenant without a built value waits for its first build', async () => {
    const { store, publish } = memoryStore();
    await publish('t2', [{ product_id: 'X' }]);
    const cache = new MasterDataCache(store, ['products'], (data) => (data.products ?? []).length);
    expect(await cache.get('t2')).toBe(1);
    expect(await cache.get('empty-tenant')).toBe(0);
  });
});
