import type { CustomerMatchRequest } from '#contracts/customer';
import { operations } from '#contracts/operations';
import { buildCustomerIndex, type CustomerIndex, matchCustomer } from '#domain/customer/index';
import { MasterDataCache } from '#domain/master-data/import';
import type {
  ContactRecord,
  CustomerRecord,
  OrderHistoryRecord,
  ShipToRecord,
} from '#domain/master-data/schemas';
import { caseKeyOf } from '#platform/cases/context';
import type { ExecutionContext } from '#platform/jobs/executors';
import { masterDataCacheSettings } from '#platform/master-data/cache-settings';
import { services } from '#platform/services';
import { readTenantConfig } from '#platform/tenants/config-service';
import { scoringFor } from '#platform/trust/scoring';
import { recordModuleCall } from './audit';
import { answeredOk, defineOperation } from './define';

let cache: MasterDataCache<CustomerIndex> | undefined;

/** The tenant's customer index, built once per container and generation. */
function customerIndex(tenantId: string): Promise<CustomerIndex> {
  cache ??= new MasterDataCache({
    store: services().masterData,
    datasets: ['customers', 'ship_tos', 'contacts', 'order_history'],
    build: (data) =>
      buildCustomerIndex({
        customers: (data.customers ?? []) as CustomerRecord[],
        shipTos: (data.ship_tos ?? []) as ShipToRecord[],
        contacts: (data.contacts ?? []) as ContactRecord[],
        orderHistory: (data.order_history ?? []) as OrderHistoryRecord[],
      }),
    ...masterDataCacheSettings('customer index'),
  });
  return cache.get(tenantId);
}

/** SPEC 2.3 and 4.2 rule 3. */
export async function matchCustomerOperation(
  request: CustomerMatchRequest,
  context: ExecutionContext,
) {
  const deps = services();
  const caseKey = caseKeyOf(request.case_id, context);
  const { tenantId } = caseKey;
  const [index, caseContext, scoring, { config }] = await Promise.all([
    customerIndex(tenantId),
    deps.caseContext.get(caseKey),
    scoringFor(deps, tenantId, 'customer_matcher'),
    readTenantConfig(deps.tenantConfig, tenantId),
  ]);
  const linked = caseContext.customer?.data as { customer_id?: string } | undefined;
  const matching = config.customer_matching;
  const result = matchCustomer(
    index,
    {
      ...request,
      ...(linked?.customer_id ? { context: { customer_id: linked.customer_id } } : {}),
    },
    {
      weights: matching.weights,
      disambiguation: matching.disambiguation,
      genericDomains: matching.generic_domains,
      ownDomains: matching.own_domains,
    },
  );
  // SPEC 4.2 rule 3: a new customer is answered with confidence 0, not a calibrated guess.
  const confidence = result.customer_id ? scoring.score(result.raw_score) : 0;
  const routing = scoring.route(
    confidence,
    result.customer_type ? { customer_type: result.customer_type } : {},
    result.review_hints,
  );
  const response = {
    case_id: request.case_id,
    customer_id: result.customer_id,
    ship_to_id: result.ship_to_id,
    contact_id: result.contact_id,
    confidence_score: confidence,
    match_rationale: result.match_rationale,
    rationale_signals: result.rationale_signals,
    alternatives: result.alternatives.map((alternative) => ({
      customer_id: alternative.customer_id,
      confidence_score: scoring.score(alternative.raw_score),
      reason: alternative.reason,
    })),
    branch_hint: result.branch_hint,
    recommended_action: routing.recommended_action,
    review_reasons: routing.review_reasons,
    ...(result.unmatched_reason ? { unmatched_reason: result.unmatched_reason } : {}),
    calibration_version: scoring.calibrationVersion,
  };
  await recordModuleCall(deps, context, {
    module: 'customer',
    caseId: request.case_id,
    input: request,
    output: response,
    decisions: [routing],
    caseData: {
      customer_id: response.customer_id,
      ship_to_id: response.ship_to_id,
      contact_id: response.contact_id,
    },
  });
  return response;
}

/** POST /v1/match/customer, always synchronous (the contract already refuses a non-E.164 phone). */
export const customerOperation = defineOperation(operations.matchCustomer, {
  execute: async (input, context) => answeredOk(await matchCustomerOperation(input, context)),
});
