import type { IgnoredField } from './fields';
import { dedupeByKey, parseMasterData, type RecordError } from './index';
import type { MasterDataset } from './schemas';
import type { DatasetPointer, MasterDataStore } from './store';

export const ImportMode = { replace: 'replace', upsert: 'upsert' } as const;
export type ImportMode = (typeof ImportMode)[keyof typeof ImportMode];

export interface ImportSummary {
  dataset: MasterDataset;
  mode: ImportMode;
  received: number;
  imported: number;
  rejected: number;
  errors: RecordError[];
  /** Fields of the input the dataset does not read: dropped from the records that had them. */
  ignored_fields: IgnoredField[];
  generation: number;
  total: number;
}

/**
 * Parses NDJSON or CSV (a bad record is rejected with its line and never stops the others), merges
 * with the current generation for `upsert`, writes the next generation and moves the pointer.
 */
export async function importDataset(
  store: MasterDataStore,
  input: {
    tenantId: string;
    dataset: MasterDataset;
    mode: ImportMode;
    text: string;
    contentType: string;
  },
): Promise<ImportSummary> {
  const parsed = parseMasterData(input.text, input.dataset, input.contentType, { maxErrors: 100 });
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await store.pointer(input.tenantId, input.dataset);
    const from = current?.generation ?? 0;
    const base =
      input.mode === ImportMode.upsert && current
        ? await store.readSnapshot(input.tenantId, input.dataset, current.generation)
        : [];
    const records = dedupeByKey(input.dataset, [
      ...(base as never[]),
      ...(parsed.records as never[]),
    ]);
    const generation = from + 1;
    await store.writeSnapshot(input.tenantId, input.dataset, generation, records);
    if (
      await store.movePointer(input.tenantId, input.dataset, from, {
        generation,
        count: records.length,
        imported_at: new Date().toISOString(),
      })
    ) {
      return {
        dataset: input.dataset,
        mode: input.mode,
        received: parsed.received,
        imported: parsed.records.length,
        rejected: parsed.rejected,
        errors: parsed.errors,
        ignored_fields: parsed.ignored_fields,
        generation,
        total: records.length,
      };
    }
  }
  throw new Error(`concurrent imports of ${input.dataset} kept moving the pointer`);
}

/**
 * Where a built value is kept between containers: `load` answers undefined when there is none
 * usable for exactly these generations (the cache then reads the snapshots and builds), `save`
 * stores a value the cache built. A `load` that throws counts as a miss (reported to
 * `onLoadError`); a failed `save` is reported to `onSaveError` and never reaches a caller.
 */
export interface PersistedValues<T> {
  load(tenantId: string, stamp: string): Promise<T | undefined>;
  save(tenantId: string, stamp: string, value: T): Promise<void>;
  onLoadError?(error: unknown, tenantId: string, stamp: string): void;
  onSaveError?(error: unknown, tenantId: string, stamp: string): void;
  /**
   * How long after a build the save starts. Storing costs CPU (serialising); waiting lets the
   * request that waited for the build answer first.
   */
  saveDelayMs?: number;
}

/** What a caller was served instead of the tenant's current generations, and why. */
export interface PreviousValueServed {
  tenantId: string;
  /** The generations the caller read from the pointers ("products:3,order_history:1"). */
  current: string;
  /** The generations of the value it was served. */
  served: string;
  reason: 'build_slower_than_wait' | 'build_failed';
  waitedMs: number;
  error?: unknown;
}

export interface MasterDataCacheOptions<T> {
  store: MasterDataStore;
  /** The datasets the value is built from; a new generation of any of them means a new value. */
  datasets: readonly MasterDataset[];
  build: (data: Partial<Record<MasterDataset, unknown[]>>) => T;
  /**
   * How long a caller waits for a newer generation's build when a previous value exists, before it
   * is served that previous whole value (default 20 s: below API Gateway's 29 s integration
   * timeout). A tenant without a value waits for its first build without a bound, as it has
   * nothing else to answer from.
   */
  refreshWaitMs?: number;
  /** After a failed build, how long callers get the previous value before the build is tried again. */
  retryFailedBuildMs?: number;
  /** Told each time a caller is served an older generation than the pointers name (log it). */
  onPreviousValueServed?: (event: PreviousValueServed) => void;
  persisted?: PersistedValues<T>;
}

/**
 * `read` orders values by when their pointers were read in this container: a later read saw the
 * same or a later state (the query is consistent). Generations alone cannot order them: pointers
 * deleted with the data and imported again start over at generation 1.
 */
interface Built<T> {
  stamp: string;
  read: number;
  value: T;
}

interface Build<T> {
  stamp: string;
  read: number;
  promise: Promise<T>;
}

/**
 * The value built from a tenant's current generations, cached per container. Every `get` reads
 * the tenant's pointers (one consistent query), so a request that starts after an import has
 * answered sees that import, whichever container ran it. Concurrent callers share one build per
 * tenant and generations (a cold container hit by a burst builds its index once, not once per
 * request). When the generations moved on and a previous value exists, callers wait for the new
 * build up to `refreshWaitMs`; only past that bound, or when the build failed, are they served the
 * previous whole value (one generation or the other, never a mix), and `onPreviousValueServed` is
 * told. With `persisted`, a container first tries the value another container built for the same
 * generations, and stores the ones it builds itself for the next.
 */
export class MasterDataCache<T> {
  private readonly store: MasterDataStore;
  private readonly datasets: readonly MasterDataset[];
  private readonly build: (data: Partial<Record<MasterDataset, unknown[]>>) => T;
  private readonly refreshWaitMs: number;
  private readonly retryFailedBuildMs: number;
  private readonly onPreviousValueServed?: (event: PreviousValueServed) => void;
  private readonly persisted?: PersistedValues<T>;
  private entries = new Map<string, Built<T>>();
  private building = new Map<string, Build<T>>();
  private failed = new Map<string, { stamp: string; at: number; error: unknown }>();
  private saving = new Set<Promise<void>>();
  private pointerReads = 0;

  constructor(options: MasterDataCacheOptions<T>) {
    this.store = options.store;
    this.datasets = options.datasets;
    this.build = options.build;
    this.refreshWaitMs = options.refreshWaitMs ?? 20_000;
    this.retryFailedBuildMs = options.retryFailedBuildMs ?? 30_000;
    this.onPreviousValueServed = options.onPreviousValueServed;
    this.persisted = options.persisted;
  }

  async get(tenantId: string): Promise<T> {
    const pointers = await this.store.pointers(tenantId);
    const read = ++this.pointerReads;
    const stamp = this.datasets
      .map((dataset) => `${dataset}:${pointers[dataset]?.generation ?? 0}`)
      .join(',');
    const hit = this.entries.get(tenantId);
    // The value of these generations, or of pointers another caller read after this one.
    if (hit && (hit.stamp === stamp || hit.read > read)) return hit.value;
    if (!hit) return this.rebuild(tenantId, stamp, read, pointers);
    const failure = this.failed.get(tenantId);
    if (failure && failure.stamp === stamp && Date.now() - failure.at < this.retryFailedBuildMs) {
      this.onPreviousValueServed?.({
        tenantId,
        current: stamp,
        served: hit.stamp,
        reason: 'build_failed',
        waitedMs: 0,
        error: failure.error,
      });
      return hit.value;
    }
    return this.awaitNewer(tenantId, hit, this.rebuild(tenantId, stamp, read, pointers), stamp);
  }

  /** Resolves when no build is running for the tenant (tests, warm-up). */
  async settled(tenantId: string): Promise<void> {
    await this.building.get(tenantId)?.promise.catch(() => undefined);
  }

  /** Resolves when the values built so far have been stored (tests, benchmarks). */
  async saved(): Promise<void> {
    while (this.saving.size > 0) await Promise.all([...this.saving]);
  }

  /** The new build's value if it comes within the bound; else the previous one, reported. */
  private async awaitNewer(
    tenantId: string,
    previous: Built<T>,
    pending: Promise<T>,
    stamp: string,
  ): Promise<T> {
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const bound = new Promise<'bound'>((resolve) => {
      timer = setTimeout(() => resolve('bound'), this.refreshWaitMs);
    });
    try {
      const outcome = await Promise.race([pending.then((value) => ({ value })), bound]);
      if (outcome !== 'bound') return outcome.value;
      this.onPreviousValueServed?.({
        tenantId,
        current: stamp,
        served: previous.stamp,
        reason: 'build_slower_than_wait',
        waitedMs: Date.now() - started,
      });
      // The build goes on; its value serves the callers after this one.
      pending.catch(() => undefined);
      return previous.value;
    } catch (error) {
      this.onPreviousValueServed?.({
        tenantId,
        current: stamp,
        served: previous.stamp,
        reason: 'build_failed',
        waitedMs: Date.now() - started,
        error,
      });
      return previous.value;
    } finally {
      clearTimeout(timer);
    }
  }

  private async loadPersisted(tenantId: string, stamp: string): Promise<T | undefined> {
    if (!this.persisted) return undefined;
    try {
      return await this.persisted.load(tenantId, stamp);
    } catch (error) {
      this.persisted.onLoadError?.(error, tenantId, stamp);
      return undefined;
    }
  }

  private scheduleSave(tenantId: string, stamp: string, value: T): void {
    const persisted = this.persisted;
    if (!persisted) return;
    const saving: Promise<void> = new Promise<void>((resolve) => {
      setTimeout(resolve, persisted.saveDelayMs ?? 1_000);
    })
      .then(() => persisted.save(tenantId, stamp, value))
      .catch((error: unknown) => persisted.onSaveError?.(error, tenantId, stamp))
      .finally(() => this.saving.delete(saving));
    this.saving.add(saving);
  }

  private rebuild(
    tenantId: string,
    stamp: string,
    read: number,
    pointers: Partial<Record<MasterDataset, DatasetPointer>>,
  ): Promise<T> {
    const running = this.building.get(tenantId);
    // A running build of these generations, or of pointers read later, serves this caller too.
    if (running && (running.stamp === stamp || running.read > read)) return running.promise;
    const promise = (async () => {
      const loaded = await this.loadPersisted(tenantId, stamp);
      let value: T;
      if (loaded !== undefined) value = loaded;
      else {
        const data: Partial<Record<MasterDataset, unknown[]>> = {};
        await Promise.all(
          this.datasets.map(async (dataset) => {
            const pointer = pointers[dataset];
            data[dataset] = pointer
              ? await this.store.readSnapshot(tenantId, dataset, pointer.generation)
              : [];
          }),
        );
        value = this.build(data);
        this.scheduleSave(tenantId, stamp, value);
      }
      const current = this.entries.get(tenantId);
      // A slower build of an older generation never replaces a newer one.
      if (!current || read > current.read) this.entries.set(tenantId, { stamp, read, value });
      if (this.failed.get(tenantId)?.stamp === stamp) this.failed.delete(tenantId);
      return value;
    })();
    promise
      .catch((error: unknown) => {
        this.failed.set(tenantId, { stamp, at: Date.now(), error });
      })
      .finally(() => {
        if (this.building.get(tenantId)?.promise === promise) this.building.delete(tenantId);
      });
    this.building.set(tenantId, { stamp, read, promise });
    return promise;
  }
}
