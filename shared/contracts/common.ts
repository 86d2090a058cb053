import * as z from 'zod';

/** RFC 3339 timestamp in UTC, e.g. 2026-11-21T09:30:00Z. */
export const Timestamp = z.iso
  .datetime({ offset: true })
  .meta({ description: 'RFC 3339 timestamp (UTC).', example: '2026-11-21T09:30:00Z' });
export const CountryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2 country code')
  .meta({ example: 'DE' });
export const E164Phone = z
  .string()
  .regex(/^\+[1-9]\d{6,14}$/, 'E.164 phone number')
  .meta({ example: '+4989123456' });
export const UnitScore = z.number().min(0).max(1);

export const ErrorBody = z
  .object({
    error_code: z.string().meta({ example: 'INVALID_PAYLOAD' }),
    message: z.string(),
    correlation_id: z
      .string()
      .meta({ description: 'Echo of X-Correlation-Id (empty when the caller sent none).' }),
    request_id: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'ErrorBody', description: 'Error body of every error status (SPEC 7).' });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const RecommendedAction = z
  .enum(['auto_accept', 'confirm', 'review', 'manual'])
  .meta({ id: 'RecommendedAction' });

export const RationaleSignal = z
  .object({
    signal: z.string(),
    weight: z.number(),
    evidence: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'RationaleSignal' });

export const BoundingBox = z
  .object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() })
  .meta({ id: 'BoundingBox' });

export const SourcePointer = z
  .object({
    document: z.string().meta({ description: 'File name, or `email_body`.' }),
    page: z.number().int().min(1),
    bounding_box: BoundingBox.optional(),
    line_text: z.string(),
  })
  .meta({ id: 'SourcePointer' });

/** Attachment item (the spec leaves it open): inline base64 or a previously uploaded file. */
export const Attachment = z
  .object({
    filename: z.string().min(1).max(255),
    content_type: z.string().min(1).max(255),
    content_base64: z.base64().optional(),
    upload_id: z.string().min(1).max(128).optional(),
  })
  .refine((a) => (a.content_base64 === undefined) !== (a.upload_id === undefined), {
    message: 'exactly one of content_base64 or upload_id is required',
  })
  .meta({ id: 'Attachment' });

export const ThreadMessage = z
  .object({
    sender: z.string(),
    subject: z.string(),
    body: z.string(),
    sent_at: Timestamp.optional(),
  })
  .meta({ id: 'ThreadMessage' });
