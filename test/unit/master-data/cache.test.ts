import { describe, expect, it } from 'vitest';
import { MasterDataCache, type PersistedValues } from '#domain/master-data/import';
import type { MasterDataset } from '#domain/master-data/schemas';
import type { DatasetPointer, MasterDataStore } from '#domain/master-data/store';

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

  describe('with persisted values', () => {
    /** Values kept between "containers" (caches), and what happened to them. */
    function persistedMemory(options: { failLoad?: boolean; failSave?: boolean } = {}) {
      const kept = new Map<string, number>();
      const events: string[] = [];
      const persisted: PersistedValues<number> = {
        load: async (tenantId, stamp) => {
          if (options.failLoad) throw new Error('corrupt');
          return kept.get(`${tenantId} ${stamp}`);
        },
        save: async (tenantId, stamp, value) => {
          if (options.failSave) throw new Error('bucket unavailable');
          kept.set(`${tenantId} ${stamp}`, value);
        },
        onLoadError: (error) => events.push(`load failed: ${(error as Error).message}`),
        onSaveError: (error) => events.push(`save failed: ${(error as Error).message}`),
        saveDelayMs: 0,
      };
      return { kept, events, persisted };
    }

    it('a second container loads what the first one built, without reading the snapshots', async () => {
      const { store, publish, reads } = memoryStore();
      await publish('t1', [{ product_id: 'A' }, { product_id: 'B' }]);
      const { kept, persisted } = persistedMemory();
      let builds = 0;
      const build = (data: { products?: unknown[] }) => {
        builds += 1;
        return (data.products ?? []).length;
      };
      const first = new MasterDataCache(store, ['products'], build, 30_000, persisted);
      expect(await first.get('t1')).toBe(2);
      await first.saved();
      expect([...kept]).toEqual([['t1 products:1', 2]]);

      const second = new MasterDataCache(store, ['products'], build, 30_000, persisted);
      expect(await second.get('t1')).toBe(2);
      expect({ builds, reads: reads() }).toEqual({ builds: 1, reads: 1 });

      // A new generation is a new stamp: built (and stored) again, never the old value.
      await publish('t1', [{ product_id: 'C' }]);
      const third = new MasterDataCache(store, ['products'], build, 30_000, persisted);
      expect(await third.get('t1')).toBe(1);
      expect(builds).toBe(2);
    });

    it('the value is stored after the caller that waited for the build has it', async () => {
      const { store, publish } = memoryStore();
      await publish('t1', [{ product_id: 'A' }]);
      const { kept, persisted } = persistedMemory();
      const cache = new MasterDataCache(store, ['products'], () => 7, 30_000, {
        ...persisted,
        saveDelayMs: 50,
      });
      expect(await cache.get('t1')).toBe(7);
      expect(kept.size).toBe(0);
      await cache.saved();
      expect(kept.size).toBe(1);
    });

    it('a failing load builds instead, and a failing save reaches no caller', async () => {
      const { store, publish } = memoryStore();
      await publish('t1', [{ product_id: 'A' }]);
      const { events, persisted } = persistedMemory({ failLoad: true, failSave: true });
      const cache = new MasterDataCache(
        store,
        ['products'],
        (data) => (data.products ?? []).length,
        30_000,
        persisted,
      );
      expect(await cache.get('t1')).toBe(1);
      await cache.saved();
      expect(events).toEqual(['load failed: corrupt', 'save failed: bucket unavailable']);
    });
  });
});
