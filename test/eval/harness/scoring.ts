/**
 * The one definition of what each module is asked per labelled case, which of its outputs are
 * scored, and when an output is right. The quality metrics, the calibration report and the
 * calibrator fitting (issue 9) all read the outcomes produced here.
 *
 * - intent: one outcome per case — `confidence_score`, right iff `intent` equals the truth.
 * - extract: one outcome per returned line item — its `confidence_score`, right iff it pairs with a
 *   truth item not paired yet (description key-token overlap ≥ 0.8, same quantity, same unit).
 * - customer: one outcome per case answered with a non-empty `customer_id` — right iff it is the
 *   truth's customer; new-customer cases are measured by unmatched precision/recall instead.
 * - product: one outcome per match entry with `unmatched_flag` false — right iff
 *   `catalog_product_id` is the truth's product (a truth without product makes it wrong).
 *   The request is the truth's line items as the extractor emits them (description as written,
 *   quantity, unit, plus the manufacturer / part numbers written in the request), the truth's
 *   customer and the request's branch and country: product matching is measured on its own, not
 *   behind extraction and customer matching errors.
 */
import type { CaseRequest, TruthLineItem } from '#local/demo/types';
import { toMatchRequest } from '../customer/evaluate';
import { DESCRIPTION_MATCH, descriptionOverlap } from '../extract/evaluate';
import { type EvalCase, type EvaluationOutcome, type ModuleKey, ModuleName } from './types';

export const ModulePaths: Record<ModuleKey, string> = {
  intent: '/v1/intent/classify',
  extract: '/v1/extract/quote',
  customer: '/v1/match/customer',
  product: '/v1/match/product',
};

// ------------------------------------------------------------------ requests

function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Partial<T> {
  const picked: Partial<T> = {};
  for (const key of keys) if (source[key] !== undefined) picked[key] = source[key];
  return picked;
}

export function intentRequest(evalCase: EvalCase): Record<string, unknown> {
  return pick(evalCase.request, [
    'case_id',
    'sender',
    'subject',
    'body',
    'attachments',
    'country',
    'branch_id',
    'thread_history',
  ] as const);
}

export function extractRequest(evalCase: EvalCase): Record<string, unknown> {
  return pick(evalCase.request, [
    'case_id',
    'body',
    'attachments',
    'country',
    'branch_id',
    'received_at',
  ] as const);
}

export function customerRequest(evalCase: EvalCase): Record<string, unknown> {
  const request = toMatchRequest(evalCase.request as Parameters<typeof toMatchRequest>[0]);
  return pick(request, [
    'case_id',
    'sender',
    'phone',
    'body',
    'signature_block',
    'country',
    'branch_id',
    'thread_history',
  ] as const);
}

/** A truth line item as the extractor emits it for product matching. */
export function productLineItem(item: TruthLineItem): Record<string, unknown> {
  return {
    description: item.description,
    quantity: item.quantity,
    ...(item.unit ? { unit: item.unit } : {}),
    ...(item.manufacturer ? { manufacturer: item.manufacturer } : {}),
    ...(item.mpn ? { mpn: item.mpn } : {}),
    ...(item.customer_part_number ? { customer_part_number: item.customer_part_number } : {}),
  };
}

/** Undefined when the case has no line items (nothing to match). */
export function productRequest(evalCase: EvalCase): Record<string, unknown> | undefined {
  const items = evalCase.truth.line_items;
  if (items.length === 0) return undefined;
  const request: CaseRequest = evalCase.request;
  return {
    case_id: evalCase.case_id,
    line_items: items.map(productLineItem),
    ...(evalCase.truth.customer_id ? { customer_id: evalCase.truth.customer_id } : {}),
    ...(request.branch_id ? { branch_id: request.branch_id } : {}),
    ...(request.country ? { country: request.country } : {}),
  };
}

export const RequestBuilders: Record<
  ModuleKey,
  (evalCase: EvalCase) => Record<string, unknown> | undefined
> = {
  intent: intentRequest,
  extract: extractRequest,
  customer: customerRequest,
  product: productRequest,
};

/** Whether a case is run against a module at all. */
export function appliesTo(evalCase: EvalCase, module: ModuleKey): boolean {
  if (evalCase.modules && !evalCase.modules.includes(module)) return false;
  return RequestBuilders[module](evalCase) !== undefined;
}

// ------------------------------------------------------------------ response shapes (as used)

interface IntentBody {
  intent?: string;
  confidence_score?: number;
  recommended_action?: string;
  auto_reply?: boolean;
  language_unsupported?: boolean;
}

export interface ExtractedItemBody {
  description?: string;
  quantity?: number | null;
  unit?: string;
  requested_delivery?: string | null;
  ambiguous?: boolean;
  confidence_score?: number;
  recommended_action?: string;
}

interface ExtractBody {
  line_items?: ExtractedItemBody[];
  delivery_requirements?: { requested_by?: string | null; urgency?: string | null };
  payment_terms?: {
    net_days?: number | null;
    discount_percent?: number | null;
    discount_days?: number | null;
  } | null;
  special_conditions?: { type?: string }[];
  recommended_action?: string;
}

interface CustomerBody {
  customer_id?: string;
  ship_to_id?: string;
  contact_id?: string;
  confidence_score?: number;
  recommended_action?: string;
}

interface ProductEntryBody {
  catalog_product_id?: string;
  confidence_score?: number;
  unmatched_flag?: boolean;
  unmatched_reason?: string;
  unit_conversion_required?: boolean;
  recommended_action?: string;
}

const asObject = <T>(body: unknown): T => (body && typeof body === 'object' ? body : {}) as T;
const score = (value: unknown): number => (typeof value === 'number' ? value : 0);

// ------------------------------------------------------------------ per-case quality records

export interface IntentQuality {
  truth: string;
  /** `(error)` when the call failed. */
  predicted: string;
  language: string;
  truthAutoReply: boolean;
  predictedAutoReply: boolean;
  truthUnsupported: boolean;
  predictedUnsupported: boolean;
}

/** One field compared with the truth (field accuracy = right / checks per field name). */
export interface FieldCheck {
  field: string;
  right: boolean;
}

export interface ExtractQuality {
  truthItems: number;
  predictedItems: number;
  pairedItems: number;
  fields: FieldCheck[];
  withAttachments: boolean;
}

export interface CustomerQuality {
  truthNew: boolean;
  predictedNew: boolean;
  /** null for new-customer cases. */
  customerRight: boolean | null;
  /** null where the truth has no ship-to / the customer is new. */
  shipToRight: boolean | null;
  contactRight: boolean | null;
}

export interface ProductItemQuality {
  truthProductId: string | null;
  truthUnmatchedReason?: string;
  via?: string;
  predictedProductId: string;
  unmatched: boolean;
  unmatchedReason?: string;
  conversionExpected: boolean;
  conversionFlagged: boolean;
}

export interface ProductQuality {
  items: ProductItemQuality[];
}

export interface QualityByModule {
  intent: IntentQuality;
  extract: ExtractQuality;
  customer: CustomerQuality;
  product: ProductQuality;
}

export interface Scored<K extends ModuleKey> {
  outcomes: EvaluationOutcome[];
  quality: QualityByModule[K];
}

// ------------------------------------------------------------------ scorers

function outcome(
  evalCase: EvalCase,
  module: ModuleName,
  fields: Pick<EvaluationOutcome, 'confidence' | 'correct' | 'recommended_action'> & {
    item_index?: number;
  },
): EvaluationOutcome {
  return {
    module,
    case_id: evalCase.case_id,
    kind: evalCase.kind,
    ...fields,
    ...(evalCase.language ? { language: evalCase.language } : {}),
  };
}

/** `body` undefined: the call failed (no output to score; quality counts it as wrong). */
export function scoreIntent(evalCase: EvalCase, body: unknown): Scored<'intent'> {
  const truth = evalCase.truth;
  const quality: IntentQuality = {
    truth: truth.intent,
    predicted: '(error)',
    language: evalCase.language || 'unknown',
    truthAutoReply: truth.auto_reply,
    predictedAutoReply: false,
    truthUnsupported: truth.language_unsupported,
    predictedUnsupported: false,
  };
  if (body === undefined) return { outcomes: [], quality };
  const response = asObject<IntentBody>(body);
  quality.predicted = response.intent ?? '(none)';
  quality.predictedAutoReply = response.auto_reply === true;
  quality.predictedUnsupported = response.language_unsupported === true;
  // A listed secondary intent of multi-intent mail is also right: it counts as the truth.
  const correct =
    response.intent === truth.intent ||
    (evalCase.accepted_intents ?? []).includes(response.intent ?? '');
  if (correct) quality.truth = quality.predicted;
  return {
    outcomes: [
      outcome(evalCase, ModuleName.intent, {
        confidence: score(response.confidence_score),
        correct,
        recommended_action: response.recommended_action ?? 'none',
      }),
    ],
    quality,
  };
}

/** A truth unit of '' means the dataset does not label units (public invoices): not compared. */
export function itemMatches(truth: TruthLineItem, item: ExtractedItemBody): boolean {
  return (
    descriptionOverlap(truth.description, item.description ?? '') >= DESCRIPTION_MATCH &&
    item.quantity === truth.quantity &&
    (truth.unit === '' || item.unit === truth.unit)
  );
}

/**
 * Pairs returned items with truth items in the order the service returned them: each returned
 * item takes the first truth item it matches that no earlier item took. Returns, per returned
 * item, the index of its truth item or -1.
 */
export function pairLineItems(
  truth: readonly TruthLineItem[],
  predicted: readonly ExtractedItemBody[],
): number[] {
  const taken = new Set<number>();
  return predicted.map((item) => {
    const index = truth.findIndex(
      (candidate, position) => !taken.has(position) && itemMatches(candidate, item),
    );
    if (index >= 0) taken.add(index);
    return index;
  });
}

export function scoreExtract(evalCase: EvalCase, body: unknown): Scored<'extract'> {
  const truth = evalCase.truth;
  const withAttachments = (evalCase.request.attachments?.length ?? 0) > 0;
  const quality: ExtractQuality = {
    truthItems: truth.line_items.length,
    predictedItems: 0,
    pairedItems: 0,
    fields: [],
    withAttachments,
  };
  const fields = quality.fields;
  const response = body === undefined ? undefined : asObject<ExtractBody>(body);
  const predicted = response?.line_items ?? [];
  quality.predictedItems = predicted.length;
  const pairing = pairLineItems(truth.line_items, predicted);
  quality.pairedItems = pairing.filter((index) => index >= 0).length;

  // Item fields are compared where the item's description was found, paired or not.
  const byTruth = new Map<number, number>();
  pairing.forEach((truthIndex, predictedIndex) => {
    if (truthIndex >= 0) byTruth.set(truthIndex, predictedIndex);
  });
  const used = new Set(byTruth.values());
  truth.line_items.forEach((item, truthIndex) => {
    let found = byTruth.get(truthIndex) ?? -1;
    if (found < 0) {
      found = predicted.findIndex(
        (candidate, index) =>
          !used.has(index) &&
          descriptionOverlap(item.description, candidate.description ?? '') >= DESCRIPTION_MATCH,
      );
      if (found >= 0) used.add(found);
    }
    const match = predicted[found];
    fields.push({ field: 'item_found', right: match !== undefined });
    if (!match) return;
    fields.push({ field: 'quantity', right: match.quantity === item.quantity });
    if (item.unit !== '') fields.push({ field: 'unit', right: match.unit === item.unit });
    fields.push({ field: 'ambiguous_flag', right: (match.ambiguous === true) === item.ambiguous });
    if (item.requested_delivery) {
      fields.push({
        field: 'item_requested_delivery',
        right: match.requested_delivery === item.requested_delivery,
      });
    }
  });

  if (truth.delivery.requested_by) {
    fields.push({
      field: 'requested_by',
      right: response?.delivery_requirements?.requested_by === truth.delivery.requested_by,
    });
  }
  if (truth.delivery.urgency) {
    fields.push({
      field: 'urgency',
      right: (response?.delivery_requirements?.urgency ?? 'normal') === truth.delivery.urgency,
    });
  }
  const terms = truth.payment_terms;
  if (terms && Object.keys(terms).length > 0) {
    const got = response?.payment_terms ?? {};
    fields.push({
      field: 'payment_terms',
      right: (['net_days', 'discount_percent', 'discount_days'] as const).every(
        (key) => (got[key] ?? undefined) === terms[key],
      ),
    });
  }
  if (truth.special_conditions) {
    const wanted = [...new Set(truth.special_conditions.map((entry) => entry.type))].sort();
    const got = [
      ...new Set((response?.special_conditions ?? []).map((entry) => entry.type ?? '')),
    ].sort();
    fields.push({ field: 'special_conditions', right: wanted.join(',') === got.join(',') });
  }

  const outcomes = predicted.map((item, index) =>
    outcome(evalCase, ModuleName.extract, {
      confidence: score(item.confidence_score),
      correct: (pairing[index] ?? -1) >= 0,
      recommended_action: item.recommended_action ?? response?.recommended_action ?? 'none',
      item_index: index,
    }),
  );
  return { outcomes, quality };
}

export function scoreCustomer(evalCase: EvalCase, body: unknown): Scored<'customer'> {
  const truth = evalCase.truth;
  const truthNew = !truth.customer_id;
  const response = body === undefined ? undefined : asObject<CustomerBody>(body);
  const customerId = response?.customer_id ?? '';
  const predictedNew = response !== undefined && customerId === '';
  const customerRight = truthNew ? null : customerId === truth.customer_id;
  const quality: CustomerQuality = {
    truthNew,
    predictedNew,
    customerRight,
    shipToRight:
      truthNew || !truth.ship_to_id ? null : (response?.ship_to_id ?? '') === truth.ship_to_id,
    // A stale contact or unknown person at a known customer: the truth is "no contact".
    contactRight: truthNew ? null : (response?.contact_id || null) === (truth.contact_id || null),
  };
  if (!response || customerId === '') return { outcomes: [], quality };
  return {
    outcomes: [
      outcome(evalCase, ModuleName.customer, {
        confidence: score(response.confidence_score),
        correct: customerId === truth.customer_id,
        recommended_action: response.recommended_action ?? 'none',
      }),
    ],
    quality,
  };
}

export function scoreProduct(evalCase: EvalCase, body: unknown): Scored<'product'> {
  const entries = asObject<{ matches?: ProductEntryBody[] }>(body).matches ?? [];
  const outcomes: EvaluationOutcome[] = [];
  const items = evalCase.truth.line_items.map((truth, index): ProductItemQuality => {
    const entry = body === undefined ? undefined : entries[index];
    const predictedProductId = entry?.catalog_product_id ?? '';
    const unmatched = entry ? entry.unmatched_flag === true : false;
    if (entry && !unmatched) {
      outcomes.push(
        outcome(evalCase, ModuleName.product, {
          confidence: score(entry.confidence_score),
          correct: truth.product_id !== null && predictedProductId === truth.product_id,
          recommended_action: entry.recommended_action ?? 'none',
          item_index: index,
        }),
      );
    }
    return {
      truthProductId: truth.product_id,
      ...(truth.unmatched_reason ? { truthUnmatchedReason: truth.unmatched_reason } : {}),
      ...(truth.via ? { via: truth.via } : {}),
      predictedProductId: unmatched ? '' : predictedProductId,
      unmatched,
      ...(entry?.unmatched_reason ? { unmatchedReason: entry.unmatched_reason } : {}),
      conversionExpected: truth.needs_unit_conversion === true,
      conversionFlagged: entry?.unit_conversion_required === true,
    };
  });
  return { outcomes, quality: { items } };
}

export const Scorers: { [K in ModuleKey]: (evalCase: EvalCase, body: unknown) => Scored<K> } = {
  intent: scoreIntent,
  extract: scoreExtract,
  customer: scoreCustomer,
  product: scoreProduct,
};
