/**
 * quote_schema: which fields the extractor looks for and returns (SPEC 2.2 "schema-aware rule").
 *
 * A schema names fields; each field has a type, a required flag and an optional minimum raw
 * score. Object and array fields nest their own fields (line items list theirs). Only fields in
 * the schema are extracted and returned; a required field that is missing, or a value under its
 * min_confidence, becomes a review hint. Field names the extractor does not know are reported in
 * `schema_warnings` and ignored.
 *
 * Example:
 * {
 *   "fields": {
 *     "line_items": { "type": "array", "required": true, "min_confidence": 0.6,
 *       "fields": { "description": { "type": "string", "required": true },
 *                   "quantity": { "type": "number", "required": true },
 *                   "unit": { "type": "string" }, "requested_delivery": { "type": "date" } } },
 *     "delivery_requirements": { "type": "object",
 *       "fields": { "requested_by": { "type": "date", "min_confidence": 0.7 } } },
 *     "payment_terms": { "type": "object" }
 *   }
 * }
 */
import * as z from 'zod';

export const QuoteFieldType = {
  string: 'string',
  number: 'number',
  date: 'date',
  boolean: 'boolean',
  enum: 'enum',
  object: 'object',
  array: 'array',
} as const;

export interface QuoteSchemaField {
  type: (typeof QuoteFieldType)[keyof typeof QuoteFieldType];
  required?: boolean;
  min_confidence?: number;
  description?: string;
  fields?: Record<string, QuoteSchemaField>;
}

export const quoteSchemaFieldSchema: z.ZodType<QuoteSchemaField> = z.lazy(() =>
  z.object({
    type: z.enum(['string', 'number', 'date', 'boolean', 'enum', 'object', 'array']),
    required: z.boolean().optional(),
    min_confidence: z.number().min(0).max(1).optional(),
    description: z.string().max(500).optional(),
    fields: z.record(z.string().min(1).max(64), quoteSchemaFieldSchema).optional(),
  }),
);

export const quoteSchemaSchema = z.object({
  version: z.string().max(32).optional(),
  fields: z.record(z.string().min(1).max(64), quoteSchemaFieldSchema),
});
export type QuoteSchema = z.infer<typeof quoteSchemaSchema>;

/** Line-item fields the extractor can fill. */
export const LINE_ITEM_FIELDS = [
  'description',
  'quantity',
  'unit',
  'unit_text',
  'requested_delivery',
  'sku',
  'manufacturer',
  'position',
] as const;

/** Top-level fields the extractor can fill, with the sub-fields of objects. */
export const KNOWN_FIELDS: Readonly<Record<string, readonly string[] | null>> = {
  line_items: LINE_ITEM_FIELDS,
  delivery_requirements: ['ship_to_hint', 'requested_by', 'urgency'],
  urgency_signals: ['explicit_deadline', 'urgent_wording', 'escalation_tone'],
  payment_terms: ['raw', 'net_days', 'discount_percent', 'discount_days', 'basis'],
  special_conditions: ['type', 'text'],
};

/** Used when neither the tenant nor the call gives a schema: everything the extractor knows. */
export const DEFAULT_QUOTE_SCHEMA: QuoteSchema = {
  version: 'default-1',
  fields: {
    line_items: {
      type: 'array',
      required: true,
      fields: {
        description: { type: 'string', required: true },
        quantity: { type: 'number', required: true },
        unit: { type: 'string', required: true },
        unit_text: { type: 'string' },
        requested_delivery: { type: 'date' },
        sku: { type: 'string' },
        manufacturer: { type: 'string' },
        position: { type: 'string' },
      },
    },
    delivery_requirements: {
      type: 'object',
      fields: {
        ship_to_hint: { type: 'string' },
        requested_by: { type: 'date' },
        urgency: { type: 'enum' },
      },
    },
    urgency_signals: {
      type: 'object',
      fields: {
        explicit_deadline: { type: 'date' },
        urgent_wording: { type: 'array' },
        escalation_tone: { type: 'boolean' },
      },
    },
    payment_terms: {
      type: 'object',
      fields: {
        raw: { type: 'string' },
        net_days: { type: 'number' },
        discount_percent: { type: 'number' },
        discount_days: { type: 'number' },
        basis: { type: 'enum' },
      },
    },
    special_conditions: {
      type: 'array',
      fields: { type: { type: 'enum' }, text: { type: 'string' } },
    },
  },
};

export interface ResolvedSchema {
  schema: QuoteSchema;
  warnings: string[];
}

/** Validates a schema (call override first, then tenant) and lists fields we cannot fill. */
export function resolveQuoteSchema(...candidates: Array<unknown>): ResolvedSchema {
  const warnings: string[] = [];
  for (const candidate of candidates) {
    if (candidate === undefined || candidate === null) continue;
    const parsed = quoteSchemaSchema.safeParse(candidate);
    if (!parsed.success) {
      warnings.push('invalid_quote_schema');
      continue;
    }
    for (const [name, field] of Object.entries(parsed.data.fields)) {
      const known = KNOWN_FIELDS[name];
      if (known === undefined) {
        warnings.push(`unsupported_field:${name}`);
        continue;
      }
      for (const subField of Object.keys(field.fields ?? {})) {
        if (known && !known.includes(subField))
          warnings.push(`unsupported_field:${name}.${subField}`);
      }
    }
    return { schema: parsed.data, warnings };
  }
  return { schema: DEFAULT_QUOTE_SCHEMA, warnings };
}

/** Sub-fields requested for an object/array field; all known ones when the schema lists none. */
export function requestedSubFields(schema: QuoteSchema, name: string): Set<string> | null {
  const field = schema.fields[name];
  if (!field) return null;
  const known = KNOWN_FIELDS[name] ?? [];
  const listed = field.fields ? Object.keys(field.fields) : [...known];
  return new Set(listed.filter((subField) => known.includes(subField)));
}
