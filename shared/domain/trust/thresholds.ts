import * as z from 'zod';

/**
 * The per-tenant thresholds document of SPEC 2.6. A threshold is the floor of a scored output: below
 * it the output is `manual`, as if the service had not answered. It also lifts the bands above it,
 * so a category set to 0.97 loses auto-accept between 0.95 and 0.97. `quote_extractor.default` is an
 * addition of ours (the spec lists three modules; the extractor routes its line items too).
 */
export const DEFAULT_THRESHOLD = 0.6;

const Threshold = z.number().min(0).max(1);
const ThresholdMap = z
  .record(z.string().min(1).max(200), Threshold)
  .refine((map) => Object.keys(map).length <= 5_000, { message: 'at most 5,000 entries' });

export const ThresholdsDocument = z
  .object({
    intent_classifier: z
      .object({
        default: Threshold.default(DEFAULT_THRESHOLD),
        by_intent: ThresholdMap.default({}),
      })
      .strict()
      .default({ default: DEFAULT_THRESHOLD, by_intent: {} }),
    quote_extractor: z
      .object({ default: Threshold.default(DEFAULT_THRESHOLD) })
      .strict()
      .default({ default: DEFAULT_THRESHOLD }),
    customer_matcher: z
      .object({
        default: Threshold.default(DEFAULT_THRESHOLD),
        by_customer_type: ThresholdMap.default({}),
      })
      .strict()
      .default({ default: DEFAULT_THRESHOLD, by_customer_type: {} }),
    product_matcher: z
      .object({
        default: Threshold.default(DEFAULT_THRESHOLD),
        by_product_category: ThresholdMap.default({}),
        by_branch: ThresholdMap.default({}),
      })
      .strict()
      .default({ default: DEFAULT_THRESHOLD, by_product_category: {}, by_branch: {} }),
  })
  .strict()
  .meta({
    id: 'Thresholds',
    description:
      'Floors per module (SPEC 2.6); the most specific applicable entry wins: branch, product category, customer type, intent, then default.',
  });
export type ThresholdsDocument = z.infer<typeof ThresholdsDocument>;

export interface VersionedThresholds {
  version: number;
  updated_at: string;
  thresholds: ThresholdsDocument;
}

export const defaultThresholds = (): VersionedThresholds => ({
  version: 0,
  updated_at: new Date(0).toISOString(),
  thresholds: ThresholdsDocument.parse({}),
});

/** What a scored output is known to be about; each names one more specific threshold. */
export interface ThresholdSelectors {
  intent?: string;
  customer_type?: string;
  product_category?: string;
  branch_id?: string;
}

export interface AppliedThreshold {
  value: number;
  /** The document path that supplied it, e.g. `product_matcher.by_branch.B12`. */
  path: string;
  version: number;
}

export type ThresholdModule = keyof ThresholdsDocument;

/** Most specific first: branch, product category, customer type, intent, then the default. */
export function selectThreshold(
  document: VersionedThresholds,
  module: ThresholdModule,
  selectors: ThresholdSelectors = {},
): AppliedThreshold {
  const t = document.thresholds;
  const candidates: [string | undefined, Record<string, number> | undefined, string][] = [];
  if (module === 'product_matcher') {
    candidates.push([selectors.branch_id, t.product_matcher.by_branch, 'by_branch']);
    candidates.push([
      selectors.product_category,
      t.product_matcher.by_product_category,
      'by_product_category',
    ]);
  }
  if (module === 'customer_matcher')
    candidates.push([
      selectors.customer_type,
      t.customer_matcher.by_customer_type,
      'by_customer_type',
    ]);
  if (module === 'intent_classifier')
    candidates.push([selectors.intent, t.intent_classifier.by_intent, 'by_intent']);
  for (const [key, map, name] of candidates) {
    if (key === undefined || !map || !Object.hasOwn(map, key)) continue;
    const value = map[key];
    if (value !== undefined)
      return { value, path: `${module}.${name}.${key}`, version: document.version };
  }
  return { value: t[module].default, path: `${module}.default`, version: document.version };
}
