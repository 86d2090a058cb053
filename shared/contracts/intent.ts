import * as z from 'zod';
import {
  Attachment,
  CountryCode,
  RationaleSignal,
  RecommendedAction,
  ThreadMessage,
  UnitScore,
} from './common';

const MAX_TEXT = 5 * 1024 * 1024;

/** A media type whose top-level type is registered (RFC 6838); parameters allowed. */
const KNOWN_MEDIA_TYPE =
  /^(application|audio|font|image|message|model|multipart|text|video)\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}(\s*;.*)?$/i;

export const IntentRequest = z
  .object({
    case_id: z.string().min(1).max(200),
    sender: z
      .string()
      .max(320)
      .refine(
        (value) =>
          /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(value.trim()) ||
          /<[^\s@<>]+@[^\s@<>]+>/.test(value),
        {
          message: 'expected an e-mail address',
        },
      ),
    subject: z.string().max(10_000),
    body: z.string().max(MAX_TEXT),
    attachments: z
      .array(Attachment)
      .max(50)
      .superRefine((attachments, context) => {
        attachments.forEach((attachment, index) => {
          if (!KNOWN_MEDIA_TYPE.test(attachment.content_type.trim()))
            context.addIssue({
              code: 'custom',
              path: [index, 'content_type'],
              message: 'unknown content type: expected a media type such as application/pdf',
            });
        });
      })
      .optional(),
    country: CountryCode.optional(),
    branch_id: z.string().max(100).optional(),
    thread_history: z.array(ThreadMessage).max(10_000).optional(),
  })
  .meta({ id: 'IntentRequest' });
export type IntentRequest = z.infer<typeof IntentRequest>;

export const ScoredIntent = z
  .object({ intent: z.string(), confidence_score: UnitScore })
  .meta({ id: 'ScoredIntent' });

export const IntentResponse = z
  .object({
    case_id: z.string(),
    intent: z.string().meta({
      description:
        '`quote`, `order`, `update`, `status`, `rfq`, `other`, or a tenant-defined intent.',
    }),
    confidence_score: UnitScore,
    rationale: z.string(),
    rationale_signals: z.array(RationaleSignal),
    secondary_intents: z.array(ScoredIntent),
    recommended_action: RecommendedAction,
    review_reasons: z.array(z.string()),
    language: z.string().nullable(),
    auto_reply: z.boolean().optional(),
    language_unsupported: z.boolean().optional(),
    calibration_version: z.string(),
  })
  .meta({ id: 'IntentResponse' });
