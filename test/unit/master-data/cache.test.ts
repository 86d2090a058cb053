import { describe, expect, it } from 'vitest';
import {
  MasterDataCache,
  type MasterDataCacheOptions,
  type PersistedValues,
  type PreviousValueServed,
} from '#domain/master-data/import';
import type { MasterDataset } from '#domain/master-data/schemas';
import type { DatasetPointer, MasterDataStore } from '#domain/master-data/store';

/**
 * An in-memory store with the port's semantics: snapshots by generation, one pointer each.
 * `snapshotDelayMs` slows the read of one generation (a large catalogue); `failing` makes it throw.
 */
function memoryStore() {
  const snapshots = new Map<string, unknown[]>();
  const pointers = new Map<string, DatasetPointer>();
  const snapshotDelayMs = new Map<number, number>();
  const failing = new Set<number>();
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
      await new Promise((resolve) => setTimeout(resolve, snapshotDelayMs.get(generation) ?? 5));
      if (failing.has(generation)) throw new Error(`snapshot ${generation} unreadable`);
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
  /** Pointers and snapshots deleted (a data directory or table emptied by hand). */
  const wipe = () => {
    snapshots.clear();
    pointers.clear();
  };
  return { store, publish, wipe, reads: () => reads, snapshotDelayMs, failing };
}

const productIds = (data: { products?: unknown[] }) =>
  (data.products ?? []).map((record) => (record as { product_id: string }).product_id);

function productCache<T>(
  store: MasterDataStore,
  build: MasterDataCacheOptions<T>['build'],
  options: Partial<MasterDataCacheOptions<T>> = {},
): MasterDataCache<T> {
  return new MasterDataCache({ store, datasets: ['products'], build, ...options });
}

describe('MasterDataCache', () => {
  it('concurrent first callers share one build', async () => {
    const { store, publish, reads } = memoryStore();
    await publish('t1', [{ product_id: 'A' }]);
    let builds = 0;
    const cache = productCache(store, (data) => {
      builds += 1;
      return (data.products ?? []).length;
    });
    const values = await Promise.all([cache.get('t1'), cache.get('t1'), cache.get('t1')]);
    expect(values).toEqual([1, 1, 1]);
    expect(builds).toBe(1);
    expect(reads()).toBe(1);
  });

  it('a call that starts after an import answers from the imported generation', async () => {
    const { store, publish } = memoryStore();
    await publish('t1', [{ product_id: 'A' }]);
    let builds = 0;
    const cache = productCache(store, (data) => {
      builds += 1;
      return productIds(data);
    });
    expect(await cache.get('t1')).toEqual(['A']);
    expect(await cache.get('t1')).toEqual(['A']);
    await publish('t1', [{ product_id: 'B' }, { product_id: 'C' }]);
    // No re-check period: the very next calls see the new generation, and share its one build.
    expect(await Promise.all([cache.get('t1'), cache.get('t1')])).toEqual([
      ['B', 'C'],
      ['B', 'C'],
    ]);
    expect(builds).toBe(2);
  });

  it('a build slower than the wait bound serves the previous whole value, reported', async () => {
    const { store, publish, snapshotDelayMs } = memoryStore();
    await publish('t1', [{ product_id: 'A' }]);
    const served: PreviousValueServed[] = [];
    const cache = productCache(store, productIds, {
      refreshWaitMs: 40,
      onPreviousValueServed: (event) => served.push(event),
    });
    expect(await cache.get('t1')).toEqual(['A']);
    snapshotDelayMs.set(2, 300);
    await publish('t1', [{ product_id: 'B' }]);
    const started = Date.now();
    expect(await cache.get('t1')).toEqual(['A']);
    expect(Date.now() - started).toBeLessThan(250);
    expect(served).toHaveLength(1);
    expect(served[0]).toMatchObject({
      tenantId: 't1',
      current: 'products:2',
      served: 'products:1',
      reason: 'build_slower_than_wait',
    });
    expect(served[0]?.waitedMs).toBeGreaterThanOrEqual(35);
    // The build went on; once it is done, callers get the new generation.
    await cache.settled('t1');
    expect(await cache.get('t1')).toEqual(['B']);
    expect(served).toHaveLength(1);
  });

  it('a failing build serves the previous value, reported, and is retried after a while', async () => {
    const { store, publish, failing, reads } = memoryStore();
    await publish('t1', [{ product_id: 'A' }]);
    const served: PreviousValueServed[] = [];
    const cache = productCache(store, productIds, {
      retryFailedBuildMs: 300,
      onPreviousValueServed: (event) => served.push(event),
    });
    expect(await cache.get('t1')).toEqual(['A']);
    failing.add(2);
    await publish('t1', [{ product_id: 'B' }]);
    expect(await cache.get('t1')).toEqual(['A']);
    expect(await cache.get('t1')).toEqual(['A']);
    // One failed attempt within the retry period, and each previous-value answer reported.
    expect(reads()).toBe(2);
    expect(served.map((event) => event.reason)).toEqual(['build_failed', 'build_failed']);
    expect(String(served[0]?.error)).toBe('Error: snapshot 2 unreadable');
    failing.delete(2);
    await new Promise((resolve) => setTimeout(resolve, 320));
    expect(await cache.get('t1')).toEqual(['B']);
  });

  it('a slower build of an older generation never replaces a newer one', async () => {
    const { store, publish, snapshotDelayMs } = memoryStore();
    await publish('t1', [{ product_id: 'A' }]);
    const cache = productCache(store, productIds);
    expect(await cache.get('t1')).toEqual(['A']);
    snapshotDelayMs.set(2, 80);
    await publish('t1', [{ product_id: 'B' }]);
    const olderCaller = cache.get('t1');
    await new Promise((resolve) => setTimeout(resolve, 10));
    await publish('t1', [{ product_id: 'C' }]);
    expect(await cache.get('t1')).toEqual(['C']);
    // The caller that read generation 2 gets it; the cache keeps generation 3.
    expect(await olderCaller).toEqual(['B']);
    expect(await cache.get('t1')).toEqual(['C']);
  });

  it('pointers that start over after the data was deleted are read as the newer state', async () => {
    const { store, publish, wipe } = memoryStore();
    await publish('t1', [{ product_id: 'A' }]);
    await publish('t1', [{ product_id: 'B' }]);
    const cache = productCache(store, productIds);
    expect(await cache.get('t1')).toEqual(['B']);
    wipe();
    await publish('t1', [{ product_id: 'C' }]);
    expect(await cache.get('t1')).toEqual(['C']);
  });

  it('a tenant without a built value waits for its first build', async () => {
    const { store, publish } = memoryStore();
    await publish('t2', [{ product_id: 'X' }]);
    const cache = productCache(store, (data) => (data.products ?? []).length);
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
      const first = productCache(store, build, { persisted });
      expect(await first.get('t1')).toBe(2);
      await first.saved();
      expect([...kept]).toEqual([['t1 products:1', 2]]);

      const second = productCache(store, build, { persisted });
      expect(await second.get('t1')).toBe(2);
      expect({ builds, reads: reads() }).toEqual({ builds: 1, reads: 1 });

      // A new generation is a new stamp: built (and stored) again, never the old value.
      await publish('t1', [{ product_id: 'C' }]);
      const third = productCache(store, build, { persisted });
      expect(await third.get('t1')).toBe(1);
      expect(builds).toBe(2);
    });

    it('the value is stored after the caller that waited for the build has it', async () => {
      const { store, publish } = memoryStore();
      await publish('t1', [{ product_id: 'A' }]);
      const { kept, persisted } = persistedMemory();
      const cache = productCache(store, () => 7, { persisted: { ...persisted, saveDelayMs: 50 } });
      expect(await cache.get('t1')).toBe(7);
      expect(kept.size).toBe(0);
      await cache.saved();
      expect(kept.size).toBe(1);
    });

    it('a failing load builds instead, and a failing save reaches no caller', async () => {
      const { store, publish } = memoryStore();
      await publish('t1', [{ product_id: 'A' }]);
      const { events, persisted } = persistedMemory({ failLoad: true, failSave: true });
      const cache = productCache(store, (data) => (data.products ?? []).length, { persisted });
      expect(await cache.get('t1')).toBe(1);
      await cache.saved();
      expect(events).toEqual(['load failed: corrupt', 'save failed: bucket unavailable']);
    });
  });
});
