import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ImportMode, importDataset } from '#domain/master-data/import';
import type { MasterDataStore } from '#domain/master-data/store';
import { services } from '#platform/services';
import {
  buildMasterData,
  DemoSeed,
  type DemoSizes,
  type MasterDataDataset,
  MasterDataDatasets,
} from './demo/write';

/**
 * Loads the demo tenant's master data (the generator's catalogue, customers, history…) through the
 * same import code the `POST /v1/admin/master-data/{dataset}` endpoint runs, in this process: the
 * 17 MB catalogue would otherwise have to be cut into gateway-sized chunks.
 */
export interface LoadDemoTenantOptions {
  tenantId?: string;
  /** Where the generator's files live: `<demoDir>/master-data/<dataset>.ndjson`. */
  demoDir?: string;
  seed?: number;
  /** Generator sizes when the files have to be generated (tests use small ones). */
  sizes?: Partial<DemoSizes>;
  /** Default: the running service's store (`services().masterData`). */
  store?: MasterDataStore;
  /** Import even when the tenant already has its master data. */
  force?: boolean;
  log?: (line: string) => void;
}

export interface DemoTenantLoadResult {
  tenantId: string;
  /** `already_loaded`: nothing was imported. */
  status: 'loaded' | 'already_loaded';
  source: 'files' | 'generated' | 'none';
  counts: Partial<Record<MasterDataDataset, number>>;
  rejected: number;
  durationMs: number;
}

// Products last: "has products" is what says the tenant is loaded, so an interrupted load is
// redone on the next start.
const ImportOrder: readonly MasterDataDataset[] = [
  ...MasterDataDatasets.filter((dataset) => dataset !== 'products'),
  'products',
];

/**
 * Whether the tenant already holds readable master data. Tables and objects both persist under
 * `.data/`, but a data directory from before S3 persisted, or a damaged one, can hold pointers
 * naming snapshots that are gone; reading the smallest one tells.
 */
async function isLoaded(store: MasterDataStore, tenantId: string): Promise<boolean> {
  const pointers = await store.pointers(tenantId);
  if (!pointers.products || pointers.products.count === 0) return false;
  const smallest = Object.entries(pointers).sort(
    ([, left], [, right]) => (left?.count ?? 0) - (right?.count ?? 0),
  )[0];
  if (!smallest?.[1]) return false;
  try {
    await store.readSnapshot(tenantId, smallest[0] as MasterDataDataset, smallest[1].generation);
    return true;
  } catch {
    return false;
  }
}

function ndjson(records: readonly unknown[]): string {
  return records.map((record) => JSON.stringify(record)).join('\n') + (records.length ? '\n' : '');
}

/** The generator's NDJSON texts, read from `demoDir` or generated (and written there for next time). */
async function masterDataTexts(
  demoDir: string,
  seed: number,
  sizes: Partial<DemoSizes> | undefined,
  log: (line: string) => void,
): Promise<{ texts: Record<MasterDataDataset, string>; source: 'files' | 'generated' }> {
  const directory = join(demoDir, 'master-data');
  const paths = MasterDataDatasets.map((dataset) => join(directory, `${dataset}.ndjson`));
  if (paths.every((path) => existsSync(path))) {
    const texts = await Promise.all(paths.map((path) => readFile(path, 'utf8')));
    return {
      texts: Object.fromEntries(
        MasterDataDatasets.map((dataset, index) => [dataset, texts[index] ?? '']),
      ) as Record<MasterDataDataset, string>,
      source: 'files',
    };
  }
  log(`demo tenant: generating master data (seed ${seed}) into ${directory}…`);
  const started = performance.now();
  const { masterData } = buildMasterData(seed, sizes);
  const texts = Object.fromEntries(
    MasterDataDatasets.map((dataset) => [dataset, ndjson(masterData[dataset])]),
  ) as Record<MasterDataDataset, string>;
  await mkdir(directory, { recursive: true });
  for (const dataset of MasterDataDatasets) {
    await writeFile(join(directory, `${dataset}.ndjson`), texts[dataset], 'utf8');
  }
  log(`demo tenant: generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { texts, source: 'generated' };
}

export async function loadDemoTenant(
  options: LoadDemoTenantOptions = {},
): Promise<DemoTenantLoadResult> {
  const started = performance.now();
  const tenantId = options.tenantId ?? 'demo';
  const store = options.store ?? services().masterData;
  const log = options.log ?? (() => undefined);
  if (!options.force && (await isLoaded(store, tenantId))) {
    const pointers = await store.pointers(tenantId);
    const counts = Object.fromEntries(
      Object.entries(pointers).map(([dataset, pointer]) => [dataset, pointer?.count ?? 0]),
    );
    log(`demo tenant: master data already loaded (${describeCounts(counts)})`);
    return {
      tenantId,
      status: 'already_loaded',
      source: 'none',
      counts,
      rejected: 0,
      durationMs: Math.round(performance.now() - started),
    };
  }
  const demoDir = resolve(options.demoDir ?? join('.data', 'demo'));
  const { texts, source } = await masterDataTexts(
    demoDir,
    options.seed ?? DemoSeed,
    options.sizes,
    log,
  );
  const counts: Partial<Record<MasterDataDataset, number>> = {};
  let rejected = 0;
  for (const dataset of ImportOrder) {
    const datasetStarted = performance.now();
    const summary = await importDataset(store, {
      tenantId,
      dataset,
      mode: ImportMode.replace,
      text: texts[dataset],
      contentType: 'application/x-ndjson',
    });
    counts[dataset] = summary.total;
    rejected += summary.rejected;
    log(
      `demo tenant: ${dataset} ${summary.imported} imported` +
        `${summary.rejected ? `, ${summary.rejected} rejected (first: ${JSON.stringify(summary.errors[0])})` : ''}` +
        ` in ${((performance.now() - datasetStarted) / 1000).toFixed(1)} s`,
    );
  }
  const durationMs = Math.round(performance.now() - started);
  log(
    `demo tenant: loaded in ${(durationMs / 1000).toFixed(1)} s (${describeCounts(counts)}, ${rejected} rejected)`,
  );
  return { tenantId, status: 'loaded', source, counts, rejected, durationMs };
}

function describeCounts(counts: Record<string, number | undefined>): string {
  return Object.entries(counts)
    .map(([dataset, count]) => `${count ?? 0} ${dataset}`)
    .join(', ');
}
