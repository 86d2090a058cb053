import * as z from 'zod';
import { Attachment, CountryCode, SourcePointer, Timestamp, UnitScore } from './common';

export const ExtractRequest = z
  .object({
    case_id: z.string().min(1).max(200),
    body: z.string().max(5 * 1024 * 1024),
    quote_schema: z.record(z.string(), z.unknown()).optional().meta({
      description:
        'Overrides the tenant schema for this call: `{fields: {name: {type, required, min_confidence}}, line_item_fields: {…}}`. Only fields in the schema are looked for and returned.',
    }),
    attachments: z.array(Attachment).max(50).optional(),
    customer_id: z.string().max(200).optional(),
    country: CountryCode.optional(),
    branch_id: z.string().max(100).optional(),
    received_at: Timestamp.optional().meta({
      description: 'When the e-mail arrived; relative dates ("next Friday") resolve against it.',
    }),
  })
  .meta({ id: 'ExtractRequest' });
export type ExtractRequest = z.infer<typeof ExtractRequest>;

export const ExtractedLineItem = z
  .object({
    description: z.string().optional(),
    quantity: z.number().nullable().optional(),
    unit: z.string().optional(),
    unit_text: z.string().nullable().optional(),
    requested_delivery: z.string().nullable().optional(),
    confidence_score: UnitScore,
    source: SourcePointer,
    ambiguous: z.boolean(),
    alternatives: z
      .array(z.object({ quantity: z.number().nullable(), unit: z.string() }))
      .optional()
      .meta({
        description:
          'Other readings of an ambiguous quantity or unit ("2 x 50 m": 100 m, or 2 rolls, or 2 pieces of 50 m). Present only when `ambiguous` is true.',
      }),
  })
  .catchall(z.unknown())
  .meta({ id: 'ExtractedLineItem' });

export const ExtractResponse = z
  .object({
    case_id: z.string(),
    line_items: z.array(ExtractedLineItem).optional(),
    delivery_requirements: z.record(z.string(), z.unknown()).optional(),
    urgency_signals: z.record(z.string(), z.unknown()).optional(),
    payment_terms: z.record(z.string(), z.unknown()).nullable().optional(),
    special_conditions: z.array(z.record(z.string(), z.unknown())).optional(),
    attachments_processed: z.array(z.record(z.string(), z.unknown())),
    recommended_action: z.string(),
    review_reasons: z.array(z.string()),
    calibration_version: z.string(),
  })
  .catchall(z.unknown())
  .meta({ id: 'ExtractResponse' });

export const PartialExtractionBody = z
  .object({
    error_code: z.literal('EXTRACTION_PARTIAL_FAILURE'),
    message: z.string(),
    correlation_id: z.string(),
    request_id: z.string(),
    details: z.object({
      skipped_attachments: z.array(z.object({ filename: z.string(), reason: z.string() })),
    }),
  })
  .catchall(z.unknown())
  .meta({
    id: 'PartialExtraction',
    description: 'The error body plus every field of the partial extraction result.',
  });
