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

/**
 * The records of a tenant's current generations, cached per container and re-checked against the
 * pointers at most every `recheckMs`: a new import reaches every container within that time plus
 * one build. Concurrent callers share one build per tenant and generation (a cold container hit
 * by a burst builds its index once, not once per request). Once a tenant has a built value, a
 * newer generation is built in the background while callers keep the previous whole value, so an
 * import never stalls requests behind an index build; readers still see one generation or the
 * other, never a mix. With `persisted`, a container first tries the value another container
 * built for the same generations, and stores the ones it builds itself for the next.
 */
export class MasterDataCache<T> {
  private entries = new Map<string, { stamp: string; value: T; checkedAt: number }>();
  private building = new Map<string, { stamp: string; promise: Promise<T> }>();
  private saving = new Set<Promise<void>>();

  constructor(
    private readonly store: MasterDataStore,
    private readonly datasets: readonly MasterDataset[],
    private readonly build: (data: Partial<Record<MasterDataset, unknown[]>>) => T,
    private readonly recheckMs = 30_000,
    private readonly persisted?: PersistedValues<T>,
  ) {}

  async get(tenantId: string): Promise<T> {
    const hit = this.entries.get(tenantId);
    if (hit && Date.now() - hit.checkedAt < this.recheckMs) return hit.value;
    const pointers = await this.store.pointers(tenantId);
    const stamp = this.datasets
      .map((dataset) => `${dataset}:${pointers[dataset]?.generation ?? 0}`)
      .join(',');
    if (hit && hit.stamp === stamp) {
      hit.checkedAt = Date.now();
      return hit.value;
    }
    const pending = this.rebuild(tenantId, stamp, pointers);
    if (!hit) return pending;
    hit.checkedAt = Date.now();
    // A failed background build is retried at the next re-check; callers keep the old value.
    pending.catch(() => undefined);
    return hit.value;
  }

  /** Resolves when no build is running for the tenant (tests, warm-up). */
  async settled(tenantId: string): Promise<void> {
    await this.building.get(tenantId)?.promise.catch(() => undefined);
  }

  /** Resolves when the values built so far have been stored (tests, benchmarks). */
  async saved(): Promise<void> {
    while (this.saving.size > 0) await Promise.all([...this.saving]);
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
    pointers: Partial<Record<MasterDataset, DatasetPointer>>,
  ): Promise<T> {
    const running = this.building.get(tenantId);
    if (running && running.stamp === stamp) return running.promise;
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
      if (!current || current.stamp === stamp || this.building.get(tenantId)?.stamp === stamp) {
        this.entries.set(tenantId, { stamp, value, checkedAt: Date.now() });
      }
      return value;
    })().finally(() => {
      if (this.building.get(tenantId)?.promise === promise) this.building.delete(tenantId);
    });
    this.building.set(tenantId, { stamp, promise });
    return promise;
  }
}
