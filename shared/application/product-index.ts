/**
 * The product index of a tenant's master data, per container, and where it is stored between
 * containers: what product matching reads, and what an import stores. Apart from the match
 * operation so that the import function does not load the matcher's contracts and scoring.
 */
import { MasterDataCache, type PersistedValues } from '#domain/master-data/import';
import type { MasterDataset } from '#domain/master-data/schemas';
import type { MasterDataStore } from '#domain/master-data/store';
import {
  buildProductIndex,
  type CatalogueInput,
  deserialiseProductIndex,
  type ProductIndex,
  productIndexFormat,
  serialiseProductIndex,
} from '#domain/product/index';
import type { AfterImport } from '#platform/master-data/after-import';
import { masterDataCacheSettings } from '#platform/master-data/cache-settings';
import { logger } from '#platform/observability/logger';
import type { MessageQueue } from '#platform/queues/ports';
import { services } from '#platform/services';
import type { BlobStore } from '#platform/storage/blobs';

/**
 * The most a container reads of a persisted index (the demo tenant's 20,720 SKUs take 18 MB, a
 * synthetic 100,000-SKU catalogue 53 MB). A larger blob is not loaded, the index is built instead.
 */
const MAX_PERSISTED_INDEX_BYTES = 256 * 1024 * 1024;

export const persistedIndexKey = (tenantId: string, stamp: string) =>
  `${tenantId}/product-index/${productIndexFormat()}/${stamp.replace(/[^a-z0-9_-]+/gi, '.')}.bin`;

/** Cold containers load the index another container built for the same generations. */
function persistedIndexes(indexes: BlobStore): PersistedValues<ProductIndex> {
  return {
    async load(tenantId, stamp) {
      const bytes = await indexes.get(persistedIndexKey(tenantId, stamp), {
        maxBytes: MAX_PERSISTED_INDEX_BYTES,
      });
      return bytes ? deserialiseProductIndex(bytes, { tenantId, stamp }) : undefined;
    },
    async save(tenantId, stamp, index) {
      await indexes.put(
        persistedIndexKey(tenantId, stamp),
        serialiseProductIndex(index, { tenantId, stamp }),
      );
    },
    onLoadError: (error, tenantId, stamp) =>
      logger.warn('persisted product index not used; building it', {
        tenantId,
        stamp,
        error: error as Error,
      }),
    onSaveError: (error, tenantId, stamp) =>
      logger.warn('storing the product index failed; the next cold container builds it again', {
        tenantId,
        stamp,
        error: error as Error,
      }),
  };
}

/** The datasets a product index is built from: a new generation of any of them is a new index. */
export const PRODUCT_INDEX_DATASETS: readonly MasterDataset[] = [
  'products',
  'cross_references',
  'order_history',
  'branch_overrides',
];

/**
 * The product index of a tenant's current master data, built once per container and generation;
 * a cold container loads the index stored by the container that built it first.
 */
export function createProductIndexCache(
  deps: { masterData: MasterDataStore; indexes: BlobStore },
  options: { saveDelayMs?: number } = {},
): MasterDataCache<ProductIndex> {
  return new MasterDataCache({
    store: deps.masterData,
    datasets: PRODUCT_INDEX_DATASETS,
    build: (data) =>
      buildProductIndex({
        products: (data.products ?? []) as CatalogueInput['products'],
        crossReferences: (data.cross_references ?? []) as NonNullable<
          CatalogueInput['crossReferences']
        >,
        orderHistory: (data.order_history ?? []) as NonNullable<CatalogueInput['orderHistory']>,
        branchOverrides: (data.branch_overrides ?? []) as NonNullable<
          CatalogueInput['branchOverrides']
        >,
      }),
    ...masterDataCacheSettings('product index'),
    persisted: { ...persistedIndexes(deps.indexes), ...options },
  });
}

let cache: MasterDataCache<ProductIndex> | undefined;

/** This container's product-index cache (benchmarks wait for its stored indexes). */
export function productIndexCache(): MasterDataCache<ProductIndex> {
  cache ??= createProductIndexCache(services());
  return cache;
}

/** What an API import queues for the `build-product-index` consumer. */
export interface IndexBuildMessage {
  tenantId: string;
  dataset: MasterDataset;
  /** The generation the import wrote. */
  generation: number;
}

/**
 * After an API import of a dataset the product index is built from: its build is queued, because
 * the request should not wait for it (the S3-drop import builds it itself, its Lambda has the
 * time). Every match container then loads the stored index instead of building its own.
 */
export const queueProductIndexBuild =
  (queue: MessageQueue): AfterImport =>
  async (tenantId, summary) => {
    if (!PRODUCT_INDEX_DATASETS.includes(summary.dataset)) return;
    const message: IndexBuildMessage = {
      tenantId,
      dataset: summary.dataset,
      generation: summary.generation,
    };
    await queue.send(message);
  };

/**
 * The queued build: skipped when a newer import of the dataset has been written since (its own
 * message builds that generation's index), else as after a dropped file.
 */
export async function buildQueuedProductIndex(
  message: IndexBuildMessage,
): Promise<'stored' | 'superseded'> {
  const pointer = await services().masterData.pointer(message.tenantId, message.dataset);
  if ((pointer?.generation ?? 0) > message.generation) return 'superseded';
  await storeProductIndexAfterImport(message.tenantId, message.dataset);
  return 'stored';
}

/**
 * After an import of a dataset the product index is built from: builds the index of the tenant's
 * current generations and stores it, so that match containers load it instead of each building it
 * on the first request after the import (a 100k-SKU catalogue builds in 10–15 s, against a 29 s
 * API Gateway timeout). Run by the S3-drop import, whose Lambda has the time.
 */
export async function storeProductIndexAfterImport(
  tenantId: string,
  dataset: MasterDataset,
): Promise<void> {
  if (!PRODUCT_INDEX_DATASETS.includes(dataset)) return;
  // A cache of its own, holding nothing yet: `get` waits for this generation's index whatever
  // it takes (no previous value to fall back on), and the save starts at once — no request here
  // to answer first.
  const indexes = createProductIndexCache(services(), { saveDelayMs: 0 });
  await indexes.get(tenantId);
  await indexes.saved();
}
