import * as z from 'zod';
import { CustomerSignal, DisambiguationPolicy, SignalGroup } from '#domain/customer/types';
import { quoteSchemaSchema } from '#domain/extract/schema';
import { UNITS } from '#domain/extract/units';

/**
 * The tenant configuration document (SPEC 1 rule 5, 4.2 rule 7). Each section has defaults that work;
 * `PATCH /v1/admin/config` merges a partial document (RFC 7396) and stores a new version.
 * Later issues add their sections here.
 */
export const RateLimitsConfig = z
  .object({
    per_module_rps: z.number().positive().max(100_000).default(60),
    burst_rps: z.number().positive().max(100_000).default(120),
    burst_seconds: z.number().int().min(0).max(3600).default(30),
    tenant_total_rps: z.number().positive().max(100_000).default(240),
    async_jobs_per_second: z.number().positive().max(10_000).default(10),
  })
  .strict()
  .refine((limits) => limits.burst_rps >= limits.per_module_rps, {
    message: 'burst_rps must be at least per_module_rps',
  })
  .meta({ id: 'RateLimitsConfig' });

export const TimeoutsConfig = z
  .object({
    sync_seconds: z.number().int().min(1).max(900).default(30),
    extract_sync_seconds: z.number().int().min(1).max(900).default(90),
  })
  .strict()
  .meta({
    id: 'TimeoutsConfig',
    description: 'Synchronous timeouts: the API Gateway integration timeout of the tenant stack.',
  });

export const WebhooksConfig = z
  .object({
    retry_base_seconds: z.number().min(0.01).max(900).default(5),
    /**
     * Operator-only: it switches off the SSRF guard for loopback receivers. Only the local runtime's
     * seed turns it on (it listens on loopback and callers test webhooks there).
     */
    allow_loopback: z.boolean().default(false).meta({
      description: 'Operator-only (read-only through the API): webhooks to loopback receivers.',
    }),
  })
  .strict()
  .meta({ id: 'WebhooksConfig' });

/**
 * Operator-only: the tenant's plan. A tenant may lower its `rate_limits`, never raise them above the
 * plan's; the defaults are the standard plan (SPEC limits).
 */
export const PlanConfig = z
  .object({ rate_limits: RateLimitsConfig.default(RateLimitsConfig.parse({})) })
  .strict()
  .meta({
    id: 'PlanConfig',
    description:
      'Operator-only (read-only through the API): the ceilings of the rate limits a tenant may set.',
  });

const ExtractionLanguage = z.enum(['en', 'fr', 'de', 'es', 'it', 'nl']);
const HeaderWords = z.array(z.string().min(1).max(60)).max(20).optional();

/** Conventions of one customer's requests (issue 6): selected by the call's `customer_id`. */
export const CustomerFormatHintsConfig = z
  .object({
    decimal_separator: z.enum([',', '.']).optional(),
    language: ExtractionLanguage.optional(),
    default_unit: z.enum(UNITS).optional(),
    column_headers: z
      .object({
        quantity: HeaderWords,
        description: HeaderWords,
        sku: HeaderWords,
        unit: HeaderWords,
        delivery: HeaderWords,
      })
      .strict()
      .optional(),
  })
  .strict()
  .meta({ id: 'CustomerFormatHints' });

/** Reading defaults of a country or branch, used where the text itself does not decide. */
export const LocaleDefaultsConfig = z
  .object({
    /** The branch's country, when the call names a branch but no country. */
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
    language: ExtractionLanguage.optional(),
    decimal_separator: z.enum([',', '.']).optional(),
    default_unit: z.enum(UNITS).optional(),
  })
  .strict()
  .meta({ id: 'LocaleDefaults' });

const MAX_HINT_ENTRIES = 5_000;

export const ExtractionConfig = z
  .object({
    /** 422 EXTRACTION_PARTIAL_FAILURE with the partial result (default), or 200 with degraded results. */
    partial_failure_status: z.union([z.literal(422), z.literal(200)]).default(422),
    /** The tenant's quote_schema (shared/domain/extract/schema.ts); a call's quote_schema overrides it. */
    quote_schema: z
      .record(z.string(), z.unknown())
      .optional()
      .superRefine((value, context) => {
        if (value === undefined) return;
        const parsed = quoteSchemaSchema.safeParse(value);
        if (!parsed.success) {
          for (const issue of parsed.error.issues) {
            context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
          }
        }
      }),
    /** customer_id → format hints. */
    customer_format_hints: z
      .record(z.string().min(1).max(200), CustomerFormatHintsConfig)
      .refine((entries) => Object.keys(entries).length <= MAX_HINT_ENTRIES, {
        message: `at most ${MAX_HINT_ENTRIES} customers`,
      })
      .default({}),
    /** Defaults by branch_id (first) and by country. */
    locale_defaults: z
      .object({
        by_branch: z
          .record(z.string().min(1).max(100), LocaleDefaultsConfig)
          .refine((entries) => Object.keys(entries).length <= MAX_HINT_ENTRIES, {
            message: `at most ${MAX_HINT_ENTRIES} branches`,
          })
          .default({}),
        by_country: z.record(z.string().regex(/^[A-Z]{2}$/), LocaleDefaultsConfig).default({}),
      })
      .strict()
      .default({ by_branch: {}, by_country: {} }),
  })
  .strict()
  .meta({ id: 'ExtractionConfig' });

/** A mail or web domain as configured ('example.com', 'mail.example.co.uk'). */
const MailDomain = z
  .string()
  .min(3)
  .max(253)
  .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i);

const CUSTOMER_WEIGHT_NAMES: readonly string[] = [
  ...Object.values(CustomerSignal),
  ...Object.values(SignalGroup),
  'baseline',
  'generic_domain_factor',
];

/**
 * Customer matching (issue 7, SPEC 4.2 rule 3): log-odds weights per signal (or a multiplier per
 * signal group: deterministic, structured, behavioural) over the defaults in
 * shared/domain/customer/weights.ts; how subsidiaries on a shared domain are answered; extra
 * generic mail domains on top of the shipped list; the tenant's own mail domains.
 */
export const CustomerMatchingConfig = z
  .object({
    weights: z
      .record(z.string(), z.number().min(-50).max(50))
      .default({})
      .superRefine((weights, context) => {
        for (const name of Object.keys(weights)) {
          if (!CUSTOMER_WEIGHT_NAMES.includes(name)) {
            context.addIssue({
              code: 'custom',
              message: `unknown weight '${name}' (one of ${CUSTOMER_WEIGHT_NAMES.join(', ')})`,
              path: [name],
            });
          }
        }
      }),
    disambiguation: z
      .enum([DisambiguationPolicy.single_best, DisambiguationPolicy.surface_alternatives])
      .default(DisambiguationPolicy.surface_alternatives),
    generic_domains: z.array(MailDomain).max(2000).default([]),
    own_domains: z.array(MailDomain).max(100).default([]).meta({
      description:
        "The tenant's own mail domains. A sender on one of them is the tenant's staff forwarding or writing about a customer: the customer is read from the message forwarded or quoted and from the text, never from the staff member's signature, phone or domain; a quoted message from one of them (the quote a customer answers) is not the customer's.",
    }),
  })
  .strict()
  .meta({ id: 'CustomerMatchingConfig' });

/** Master data (issue 7): the refresh cadence the tenant's exports follow, shown with the counts. */
export const MasterDataConfig = z
  .object({
    refresh_cadence: z
      .enum(['manual', 'hourly', 'daily', 'weekly', 'monthly'])
      .default('manual')
      .meta({
        description:
          'How often the tenant sends fresh master data (the import runs when it arrives; this records the agreement).',
      }),
  })
  .strict()
  .meta({ id: 'MasterDataConfig' });

/** SPEC 2.9. `shared_improvement` is accepted as a mode but nothing leaves the tenant yet. */
export const FeedbackMode = z
  .enum(['off', 'audit_only', 'tenant_tuning', 'shared_improvement'])
  .meta({ id: 'FeedbackMode' });
export type FeedbackMode = z.infer<typeof FeedbackMode>;

export const FeedbackApproval = z
  .object({
    approved_by: z
      .string()
      .min(1)
      .max(320)
      .meta({ description: 'The authorized customer contact.' }),
    approval_reference: z
      .string()
      .min(1)
      .max(1000)
      .meta({ description: 'Where the written permission is kept (document id or link).' }),
    approved_at: z.iso.datetime({ offset: true }),
  })
  .strict()
  .meta({ id: 'FeedbackApproval' });

export const FeedbackConfig = z
  .object({
    mode: FeedbackMode.default('audit_only'),
    /** The written approval of the last mode change; required in the same patch as the change. */
    approval: FeedbackApproval.optional(),
  })
  .strict()
  .meta({ id: 'FeedbackConfig' });

/** Built-in intents a tenant may switch off; `other` is the fallback and always stays. */
const DisablableIntent = z.enum(['quote', 'order', 'update', 'status', 'rfq']);
const BUILT_IN_INTENTS: readonly string[] = [...DisablableIntent.options, 'other'];
const IntentName = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,63}$/, 'lower-case letters, digits and _, starting with a letter');

export const CustomIntent = z
  .object({
    name: IntentName.refine((name) => !BUILT_IN_INTENTS.includes(name), {
      message: 'a custom intent cannot reuse a built-in intent name',
    }),
    description: z.string().max(500).optional(),
    examples: z.array(z.string().trim().min(1).max(500)).min(1).max(50).meta({
      description: 'Example phrases the classifier recognises the intent from (no retraining).',
    }),
  })
  .strict()
  .meta({ id: 'CustomIntent' });

const IntentTaxonomyRules = {
  disabled_intents: z.array(DisablableIntent).max(5).optional(),
  custom_intents: z
    .array(CustomIntent)
    .max(50)
    .refine((list) => new Set(list.map((intent) => intent.name)).size === list.length, {
      message: 'custom intent names must be unique',
    })
    .optional(),
};

export const IntentTaxonomyConfig = z
  .object({
    ...IntentTaxonomyRules,
    country_overrides: z
      .record(
        z.string().regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2, upper case'),
        z.object(IntentTaxonomyRules).strict(),
      )
      .optional(),
    branch_rules: z
      .record(
        z.string().min(1).max(100),
        z
          .object({
            ...IntentTaxonomyRules,
            review_intents: z.array(IntentName).max(56).optional().meta({
              description:
                'Intents this branch always sends to a rep: never auto_accept (review reason branch_review_rule).',
            }),
          })
          .strict(),
      )
      .refine((map) => Object.keys(map).length <= 1_000, { message: 'at most 1,000 branches' })
      .optional(),
  })
  .strict()
  .meta({
    id: 'IntentTaxonomyConfig',
    description:
      'SPEC 4.2 rule 7: disabled built-in intents and custom intents (recognised from their examples); country_overrides apply when the request names the country, branch_rules when it names the branch_id (merged in that order).',
  });
export type IntentTaxonomyConfig = z.infer<typeof IntentTaxonomyConfig>;

/** Modes whose feedback may tune this tenant's calibrators (SPEC 2.9). */
export const tuningModes: readonly FeedbackMode[] = ['tenant_tuning', 'shared_improvement'];

export const TenantConfig = z
  .object({
    rate_limits: RateLimitsConfig.default(RateLimitsConfig.parse({})),
    timeouts: TimeoutsConfig.default(TimeoutsConfig.parse({})),
    webhooks: WebhooksConfig.default(WebhooksConfig.parse({})),
    extraction: ExtractionConfig.default(ExtractionConfig.parse({})),
    feedback: FeedbackConfig.default(FeedbackConfig.parse({})),
    customer_matching: CustomerMatchingConfig.default(CustomerMatchingConfig.parse({})),
    master_data: MasterDataConfig.default(MasterDataConfig.parse({})),
    intent_taxonomy: IntentTaxonomyConfig.default({}),
    plan: PlanConfig.default(PlanConfig.parse({})),
  })
  .strict()
  .meta({ id: 'TenantConfig' });
export type TenantConfig = z.infer<typeof TenantConfig>;

export const defaultTenantConfig = (): TenantConfig => TenantConfig.parse({});

export interface VersionedConfig {
  version: number;
  updated_at: string;
  config: TenantConfig;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** RFC 7396 JSON merge patch: objects merge, null deletes, anything else replaces. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (patch === null || typeof patch !== 'object' || Array.isArray(patch)) return patch;
  const result: Record<string, unknown> =
    target !== null && typeof target === 'object' && !Array.isArray(target)
      ? { ...(target as Record<string, unknown>) }
      : {};
  for (const [key, value] of Object.entries(patch as Record<string, Json>)) {
    if (value === null) delete result[key];
    else result[key] = mergePatch(result[key], value);
  }
  return result;
}

/**
 * Changes that need more than a valid document: a feedback mode change needs the customer's written
 * approval in the same patch (SPEC 2.9), so the audit trail ties every change to its permission.
 * Returns the problems, empty when the change may go ahead.
 */
export function transitionProblems(
  current: TenantConfig,
  next: TenantConfig,
  patch: Record<string, unknown>,
): { pointer: string; message: string }[] {
  if (current.feedback.mode === next.feedback.mode) return [];
  const patched = (patch.feedback as { approval?: unknown } | undefined)?.approval;
  if (!FeedbackApproval.safeParse(patched).success)
    return [
      {
        pointer: '/feedback/approval',
        message: `changing feedback.mode from ${current.feedback.mode} to ${next.feedback.mode} needs feedback.approval {approved_by, approval_reference, approved_at} in the same patch`,
      },
    ];
  return [];
}

/**
 * Settings a tenant administrator cannot write (`PATCH /v1/admin/config`): they would let a tenant
 * switch off its own SSRF guard or lift its own plan. Operators set them in the store directly (the
 * local runtime's seed does).
 */
const OPERATOR_ONLY_SETTINGS: readonly (readonly string[])[] = [
  ['webhooks', 'allow_loopback'],
  ['plan'],
];

function touches(patch: unknown, path: readonly string[]): boolean {
  let node = patch;
  for (const key of path) {
    if (
      node === null ||
      typeof node !== 'object' ||
      Array.isArray(node) ||
      !Object.hasOwn(node, key)
    )
      return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

/** Operator-only settings a tenant's patch tries to change (before it is merged). */
export function operatorOnlyProblems(
  patch: Record<string, unknown>,
): { pointer: string; message: string }[] {
  return OPERATOR_ONLY_SETTINGS.filter((path) => touches(patch, path)).map((path) => ({
    pointer: `/${path.join('/')}`,
    message: 'is an operator setting; a tenant cannot change it',
  }));
}

/** Rate limits a patch raises above the tenant's plan (limits it leaves alone are not judged). */
export function planProblems(
  current: TenantConfig,
  next: TenantConfig,
): { pointer: string; message: string }[] {
  const ceilings = next.plan.rate_limits;
  return (Object.keys(ceilings) as (keyof TenantConfig['rate_limits'])[])
    .filter(
      (limit) =>
        next.rate_limits[limit] > ceilings[limit] &&
        next.rate_limits[limit] !== current.rate_limits[limit],
    )
    .map((limit) => ({
      pointer: `/rate_limits/${limit}`,
      message: `is above the tenant's plan (at most ${ceilings[limit]})`,
    }));
}
