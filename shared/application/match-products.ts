import { operations } from '#contracts/operations';
import type { ProductMatchRequest } from '#contracts/product';
import { type LineItemInput, matchProducts, type ProductIndex } from '#domain/product/index';
import type { RoutingDecision } from '#domain/trust/routing';
import { awaitContext, caseKeyOf } from '#platform/cases/context';
import type { ExecutionContext } from '#platform/jobs/executors';
import { services } from '#platform/services';
import { scoringFor } from '#platform/trust/scoring';
import { MissingFieldError } from '../errors';
import { recordModuleCall } from './audit';
import { answeredOk, defineOperation } from './define';
import { productIndexCache } from './product-index';

/** How long product matching waits for a running extraction of the same case (SPEC 1 rule 3). */
const CONTEXT_WAIT_MS = 2_000;

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
  const matches = result.matches.map((match) => {
    // Like a new customer (SPEC 4.2 rule 3), an unmatched line claims no product: confidence 0,
    // with the candidates and their own scores in `alternatives`.
    const confidence = match.unmatched_flag ? 0 : scoring.score(match.raw_score);
    const category = match.category;
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
