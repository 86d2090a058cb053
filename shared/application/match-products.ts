import { operations } from '#contracts/operations';
import type { ProductMatchRequest } from '#contracts/product';
import { MasterDataCache, type PersistedValues } from '#domain/master-data/import';
import type { MasterDataset } from '#domain/master-data/schemas';
import type { MasterDataStore } from '#domain/master-data/store';
import {
  buildProductIndex,
  type CatalogueInput,
  deserialiseProductIndex,
  type LineItemInput,
  matchProducts,
  type ProductIndex,
  productIndexFormat,
  serialiseProductIndex,
} from '#domain/product/index';
import type { RoutingDecision } from '#domain/trust/routing';
import { awaitContext, caseKeyOf } from '#platform/cases/context';
import type { ExecutionContext } from '#platform/jobs/executors';
import { masterDataCacheSettings } from '#platform/master-data/cache-settings';
import { logger } from '#platform/observability/logger';
import { services } from '#platform/services';
import type { BlobStore } from '#platform/storage/blobs';
import { scoringFor } from '#platform/trust/scoring';
import { MissingFieldError } from '../errors';
import { recordModuleCall } from './audit';
import { answeredOk, defineOperation } from './define';

/** How long product matching waits for a running extraction of the same case (SPEC 1 rule 3). */
const CONTEXT_WAIT_MS = 2_000;

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
  const indexes = productIndexCache();
  await indexes.get(tenantId);
  await indexes.saved();
}

function productIndex(tenantId: string): Promise<ProductIndex> {
  return productIndexCache().get(tenantId);
}

/** SPEC 2.4 and 4.2 rule 4. */
export async function matchProductsOperation(
  request: ProductMatchRequest,
  context: ExecutionContext,
) {
  const deps = services();
  const caseKey = caseKeyOf(request.case_id, context);
  const { tenantId } = caseKey;
  let lineItems: LineItemInput[] = request.line_items;
  if (lineItems.length === 0) {
    const extracted = await awaitContext(deps.caseContext, caseKey, 'extract', CONTEXT_WAIT_MS);
    lineItems = ((extracted?.line_items ?? []) as LineItemInput[]).filter(
      (item) => typeof item.description === 'string' && item.description !== '',
    );
    if (lineItems.length === 0)
      throw new MissingFieldError(['line_items'], {
        details: {
          reason: 'empty, and no extracted line items for this case_id and X-Correlation-Id',
        },
      });
  }
  const [index, caseContext, scoring] = await Promise.all([
    productIndex(tenantId),
    deps.caseContext.get(caseKey),
    scoringFor(deps, tenantId, 'product_matcher'),
  ]);
  const customerId =
    request.customer_id ??
    ((caseContext.customer?.data as { customer_id?: string } | undefined)?.customer_id ||
      undefined);
  const result = matchProducts(index, {
    line_items: lineItems,
    match_strategy: request.match_strategy,
    ...(customerId ? { customer_id: customerId } : {}),
    ...(request.branch_id ? { branch_id: request.branch_id } : {}),
    ...(request.country ? { country: request.country } : {}),
  });
  const decisions: RoutingDecision[] = [];
  const categoryOf = (productId: string) => {
    const position = index.byId.get(productId);
    return position === undefined ? undefined : (index.products[position]?.category ?? undefined);
  };
  const matches = result.matches.map((match) => {
    // Like a new customer (SPEC 4.2 rule 3), an unmatched line claims no product: confidence 0,
    // with the candidates and their own scores in `alternatives`.
    const confidence = match.unmatched_flag ? 0 : scoring.score(match.raw_score);
    const category = categoryOf(match.catalog_product_id);
    const routing = scoring.route(
      confidence,
      {
        ...(request.branch_id ? { branch_id: request.branch_id } : {}),
        ...(category ? { product_category: category } : {}),
      },
      match.review_hints,
    );
    decisions.push(routing);
    return {
      input_description: match.input_description,
      catalog_product_id: match.catalog_product_id,
      quantity: match.quantity,
      confidence_score: confidence,
      match_rationale: match.match_rationale,
      match_path: match.match_path,
      rationale_signals: match.rationale_signals,
      alternatives: match.alternatives.map((alternative) => ({
        catalog_product_id: alternative.catalog_product_id,
        confidence_score: scoring.score(alternative.raw_score),
        reason: alternative.reason,
      })),
      unmatched_flag: match.unmatched_flag,
      ...(match.unmatched_reason ? { unmatched_reason: match.unmatched_reason } : {}),
      ...(match.unit_conversion_required
        ? {
            unit_conversion_required: true,
            ...(match.proposed_conversion
              ? { proposed_conversion: match.proposed_conversion }
              : {}),
          }
        : {}),
      recommended_action: routing.recommended_action,
      review_reasons: routing.review_reasons,
    };
  });
  const response = {
    case_id: request.case_id,
    matches,
    unmatched: result.unmatched,
    calibration_version: scoring.calibrationVersion,
  };
  await recordModuleCall(deps, context, {
    module: 'product',
    caseId: request.case_id,
    input: request,
    output: response,
    decisions,
    caseData: { product_ids: matches.map((match) => match.catalog_product_id) },
  });
  return response;
}

/** POST /v1/match/product: synchronous up to 200 lines, a job beyond. */
export const productOperation = defineOperation(operations.matchProducts, {
  execute: async (input, context) => answeredOk(await matchProductsOperation(input, context)),
});
