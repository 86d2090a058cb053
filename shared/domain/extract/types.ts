import type { BoundingBox, ReadDocument } from '#domain/documents/types';
import type { QuoteSchema } from './schema';
import type { Unit } from './units';

export const Urgency = { normal: 'normal', high: 'high', critical: 'critical' } as const;
/**
 * normal: no deadline pressure; high: urgent wording ("dringend", "urgent", "asap") or a deadline
 * within 3 days; critical: stoppage wording ("Produktionsstillstand", "line down", "arrêt de
 * production") or urgent wording with a deadline within 1 day.
 */
export type Urgency = (typeof Urgency)[keyof typeof Urgency];

export const PaymentBasis = {
  invoiceDate: 'invoice_date',
  endOfMonth: 'end_of_month',
  delivery: 'delivery',
  advance: 'advance',
} as const;
export type PaymentBasis = (typeof PaymentBasis)[keyof typeof PaymentBasis];

export const SpecialConditionType = {
  hazmat: 'hazmat',
  exportControl: 'export_control',
  materialCertificate: 'material_certificate',
  certificateOfConformity: 'certificate_of_conformity',
  certificateOfOrigin: 'certificate_of_origin',
  rohs: 'rohs',
  reach: 'reach',
  atex: 'atex',
  foodGrade: 'food_grade',
} as const;
export type SpecialConditionType = (typeof SpecialConditionType)[keyof typeof SpecialConditionType];

export const ReviewHintCode = {
  ambiguousQuantity: 'ambiguous_quantity',
  ambiguousGrouping: 'ambiguous_number_grouping',
  ocrLowQuality: 'ocr_low_quality',
  attachmentSkipped: 'attachment_skipped',
  noLineItems: 'no_line_items',
  missingRequiredField: 'missing_required_field',
  belowFieldThreshold: 'below_field_threshold',
  schemaWarning: 'schema_warning',
  /** The stated absolute deadline is before received_at (or now): returned, but flagged. */
  deadlineInPast: 'deadline_in_past',
} as const;
export type ReviewHintCode = (typeof ReviewHintCode)[keyof typeof ReviewHintCode];

/** SPEC 2.7 source pointer. bounding_box is omitted for the e-mail body. */
export interface SourcePointer {
  document: string;
  page: number;
  bounding_box?: BoundingBox;
  line_text: string;
}

export interface ScoreSignal {
  signal: string;
  weight: number;
  evidence?: Record<string, unknown>;
}

export interface ExtractedLineItem {
  description?: string;
  /** null when the request names no usable number ("a few boxes"); then ambiguous is true. */
  quantity?: number | null;
  unit?: Unit;
  unit_text?: string | null;
  requested_delivery?: string | null;
  sku?: string | null;
  manufacturer?: string | null;
  position?: string | null;
  ambiguous: boolean;
  /** Other readings of an ambiguous quantity or unit ("2 x 50 m": 100 m, or 2 rolls). */
  alternatives?: Array<{ quantity: number | null; unit: Unit }>;
  /** Uncalibrated score in [0,1]; the shared calibrator maps it to confidence_score. */
  raw_score: number;
  source: SourcePointer;
  /** Features behind raw_score, for the rationale. */
  signals: ScoreSignal[];
}

export interface DeliveryRequirements {
  ship_to_hint?: string | null;
  requested_by?: string | null;
  urgency?: Urgency;
  raw_score: number;
  source?: SourcePointer;
  signals: ScoreSignal[];
}

export interface UrgencySignals {
  explicit_deadline?: string | null;
  urgent_wording?: string[];
  escalation_tone?: boolean;
}

export interface PaymentTerms {
  raw?: string;
  net_days?: number | null;
  discount_percent?: number | null;
  discount_days?: number | null;
  basis?: PaymentBasis | null;
  raw_score: number;
  source?: SourcePointer;
}

export interface SpecialCondition {
  type: SpecialConditionType;
  text?: string;
  raw_score: number;
  source: SourcePointer;
}

export interface AttachmentProcessed {
  filename: string;
  status: ReadDocument['status'];
  reason?: ReadDocument['reason'];
  pages: number;
  language: string | null;
  ocr: boolean;
}

export interface ReviewHint {
  code: ReviewHintCode;
  field?: string;
  detail?: string;
}

export interface QuoteExtraction {
  line_items?: ExtractedLineItem[];
  delivery_requirements?: DeliveryRequirements;
  urgency_signals?: UrgencySignals;
  payment_terms?: PaymentTerms | null;
  special_conditions?: SpecialCondition[];
  attachments_processed: AttachmentProcessed[];
  /** Attachments skipped, for the 422 EXTRACTION_PARTIAL_FAILURE details. */
  skipped_attachments: Array<{ filename: string; reason: NonNullable<ReadDocument['reason']> }>;
  /** Language used to read the body (numbers, dates). */
  language: string | null;
  review_hints: ReviewHint[];
  schema_warnings: string[];
}

export interface QuoteExtractionInput {
  body: string;
  attachments?: ReadDocument[];
  /** RFC 3339; relative dates resolve against it (else now). */
  received_at?: string;
  /** ISO 3166 alpha-2; selects number and date conventions when the text does not. */
  country?: string;
  quote_schema?: unknown;
  customer_format_hints?: CustomerFormatHints;
  /** Defaults of the request's branch or country; the text and the customer hints win over them. */
  locale_defaults?: LocaleDefaults;
}

/** Reading defaults of a branch or country (tenant configuration `extraction.locale_defaults`). */
export interface LocaleDefaults {
  country?: string;
  language?: string;
  decimal_separator?: ',' | '.';
  default_unit?: Unit;
}

/** Customer-specific conventions from tenant configuration. */
export interface CustomerFormatHints {
  /** Force the decimal separator for this customer's documents. */
  decimal_separator?: ',' | '.';
  /** Language of this customer's mails when detection is unsure. */
  language?: string;
  /** Extra header words per column role, e.g. { quantity: ['Bestellmenge'] }. */
  column_headers?: Partial<
    Record<'quantity' | 'description' | 'sku' | 'unit' | 'delivery', string[]>
  >;
  /** Unit used when a line states none (default pcs). */
  default_unit?: Unit;
}

export interface QuoteExtractionOptions {
  /** Tenant schema; input.quote_schema overrides it. */
  tenantSchema?: QuoteSchema;
  /** Language of the body when known (e.g. from the intent classifier). */
  language?: string | null;
  /** Reference time when received_at is absent (tests); default now. */
  now?: Date;
}
