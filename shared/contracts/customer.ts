import * as z from 'zod';
import {
  CountryCode,
  E164Phone,
  RationaleSignal,
  RecommendedAction,
  ThreadMessage,
  UnitScore,
} from './common';

export const CustomerMatchRequest = z
  .object({
    case_id: z.string().min(1).max(200),
    sender: z.string().min(3).max(320),
    phone: E164Phone.optional(),
    body: z
      .string()
      .max(5 * 1024 * 1024)
      .optional(),
    signature_block: z.string().max(20_000).optional(),
    country: CountryCode.optional(),
    branch_id: z.string().max(100).optional(),
    thread_history: z.array(ThreadMessage).max(1000).optional(),
  })
  .meta({ id: 'CustomerMatchRequest' });
export type CustomerMatchRequest = z.infer<typeof CustomerMatchRequest>;

export const CustomerAlternative = z
  .object({ customer_id: z.string(), confidence_score: UnitScore, reason: z.string() })
  .meta({
    id: 'CustomerAlternative',
    description:
      'Reason codes: shared_domain, subsidiary, name_similarity, phone_match, prior_thread, address_match, vat_id, customer_number.',
  });

export const CustomerMatchResponse = z
  .object({
    case_id: z.string(),
    customer_id: z.string().meta({ description: 'Empty when no match clears the threshold.' }),
    ship_to_id: z.string(),
    contact_id: z.string(),
    confidence_score: UnitScore,
    match_rationale: z.string(),
    rationale_signals: z.array(RationaleSignal),
    alternatives: z.array(CustomerAlternative),
    branch_hint: z.string(),
    recommended_action: RecommendedAction,
    review_reasons: z.array(z.string()),
    unmatched_reason: z.string().optional().meta({
      description:
        'no_master_data_match, generic_domain_no_other_signal, ambiguous, no_master_data.',
    }),
    calibration_version: z.string(),
  })
  .meta({ id: 'CustomerMatchResponse' });

export const MasterDataParams = z.object({
  dataset: z.enum([
    'customers',
    'ship_tos',
    'contacts',
    'products',
    'cross_references',
    'order_history',
    'branch_overrides',
  ]),
});
export const MasterDataQuery = z.object({ mode: z.enum(['replace', 'upsert']).default('upsert') });

export const ImportSummaryBody = z
  .object({
    dataset: z.string(),
    mode: z.enum(['replace', 'upsert']),
    received: z.number().int(),
    imported: z.number().int(),
    rejected: z.number().int(),
    errors: z.array(z.object({ line: z.number().int(), error: z.string() })),
    ignored_fields: z
      .array(
        z.object({
          field: z.string(),
          records: z.number().int(),
          did_you_mean: z.string().optional(),
        }),
      )
      .meta({
        description:
          'Fields of the input this dataset does not read (nested ones by dotted path, `address.zip`), most frequent first: they were dropped from the records that had them, and those records were imported without them. `did_you_mean` names the field it likely stands for; rename it and import again to keep it.',
      }),
    generation: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'ImportSummary' });

export const MasterDataStatus = z
  .object({
    refresh_cadence: z
      .string()
      .meta({ description: 'The tenant setting `master_data.refresh_cadence`.' }),
    datasets: z.record(
      z.string(),
      z.object({ count: z.number().int(), imported_at: z.string(), generation: z.number().int() }),
    ),
  })
  .meta({ id: 'MasterDataStatus' });
