import * as z from 'zod';
import { CountryCode, RationaleSignal, RecommendedAction, UnitScore } from './common';

export const ProductLineItem = z
  .object({
    description: z.string().min(1).max(2000),
    quantity: z.number().nonnegative().max(1e9).optional(),
    unit: z.string().max(50).optional(),
    manufacturer: z.string().max(200).optional(),
    mpn: z.string().max(200).optional(),
    customer_part_number: z.string().max(200).optional(),
  })
  .meta({ id: 'ProductLineItem', description: 'From the extractor, or built by the caller.' });

/** More than this many lines is processed as an async job (SPEC 8). */
export const SYNC_LINE_LIMIT = 200;

export const ProductMatchRequest = z
  .object({
    case_id: z.string().min(1).max(200),
    line_items: z.array(ProductLineItem).max(10_000).meta({
      description:
        'At most 10,000; more than 200 answers 202 with a job. An empty list takes the line items the extractor stored for the same case_id and X-Correlation-Id.',
    }),
    customer_id: z.string().max(200).optional(),
    branch_id: z.string().max(100).optional(),
    country: CountryCode.optional(),
    match_strategy: z.enum(['strict', 'balanced', 'permissive']).default('balanced').meta({
      description:
        "How candidates of similar confidence are answered. `strict`: a higher similarity floor (0.5) and a wider window (5 %) in which a runner-up makes the line ambiguous; `balanced` (default): floor 0.4, window 1 %; `permissive`: floor 0.3, window 0.3 %, returns the best candidate more often. In every strategy the customer's order history picks among close candidates; without it an ambiguous line is `unmatched_flag: true`, `unmatched_reason: ambiguous`, with the candidates in `alternatives`.",
    }),
  })
  .meta({ id: 'ProductMatchRequest' });
export type ProductMatchRequest = z.infer<typeof ProductMatchRequest>;

export const ProductMatchEntry = z
  .object({
    input_description: z.string(),
    catalog_product_id: z.string(),
    quantity: z.number().nullable(),
    confidence_score: UnitScore,
    match_rationale: z.string(),
    match_path: z.string().nullable().meta({
      description:
        'The strongest path that fired: `manufacturer_part`, `cross_reference`, `semantic`, `customer_history`, `branch_override`; null when unmatched.',
    }),
    rationale_signals: z.array(RationaleSignal),
    alternatives: z.array(
      z.object({
        catalog_product_id: z.string(),
        confidence_score: UnitScore,
        reason: z.string().meta({
          description:
            '`equivalent` or `substitute` (cross-reference relation, or a product described identically), `successor`, `similar_description`, `customer_history` (the customer ordered it before).',
        }),
      }),
    ),
    unmatched_flag: z.boolean(),
    unmatched_reason: z.string().optional().meta({
      description:
        '`no_catalog_equivalent` (a cross-reference records that nothing stocked replaces the part), `ambiguous` (several products fit about equally and no customer history prefers one, or the request asks for an assortment), `no_candidate` (nothing similar enough), `no_catalog` (the tenant has no catalogue).',
    }),
    unit_conversion_required: z.boolean().optional(),
    proposed_conversion: z
      .object({
        from_unit: z.string(),
        to_unit: z.string(),
        factor: z.number(),
        catalog_quantity: z.number(),
      })
      .optional(),
    recommended_action: RecommendedAction,
    review_reasons: z.array(z.string()),
  })
  .meta({ id: 'ProductMatch' });

export const ProductMatchResponse = z
  .object({
    case_id: z.string(),
    matches: z.array(ProductMatchEntry),
    unmatched: z.array(
      z.object({ index: z.number().int(), input_description: z.string(), reason: z.string() }),
    ),
    calibration_version: z.string(),
  })
  .meta({ id: 'ProductMatchResponse' });
