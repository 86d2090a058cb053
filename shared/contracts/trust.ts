import * as z from 'zod';
import { ThresholdsDocument } from '#domain/trust/thresholds';
import { Timestamp } from './common';
import { CalibratedModules } from './modules';

export const VersionedThresholdsBody = z
  .object({
    version: z.number().int().min(0),
    updated_at: Timestamp,
    thresholds: ThresholdsDocument,
  })
  .meta({
    id: 'VersionedThresholds',
    description: 'The thresholds document and its version (0 = the spec defaults, never changed).',
  });

export const ThresholdsQuery = z.object({
  version: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000_000)
    .optional()
    .meta({ description: 'An older version; omitted: the current one.' }),
});

export const ThresholdsReplace = z
  .object({ thresholds: ThresholdsDocument })
  .strict()
  .meta({ id: 'ThresholdsReplace' });

export const CalibratedModule = z.enum(CalibratedModules).meta({ id: 'CalibratedModule' });

export const FeedbackRequest = z
  .object({
    case_id: z.string().min(1).max(200),
    module: CalibratedModule,
    original_output: z.record(z.string(), z.unknown()).meta({
      description: 'The module response (or one match of it) as the service returned it.',
    }),
    corrected_output: z.record(z.string(), z.unknown()).meta({
      description:
        'The same document after the rep corrected it; untouched fields count as confirmed.',
    }),
    actor: z
      .object({
        type: z.string().min(1).max(50).meta({ example: 'sales_rep' }),
        id_hash: z
          .string()
          .min(1)
          .max(200)
          .meta({ description: 'A hash of the rep; never the identity itself.' }),
      })
      .strict(),
    timestamp: Timestamp.optional().meta({
      description: 'When the rep corrected it; defaults to receipt time.',
    }),
  })
  .meta({ id: 'FeedbackRequest' });

export const FeedbackResponse = z
  .object({ feedback_id: z.string(), received_at: Timestamp })
  .meta({ id: 'FeedbackResponse' });

export const CalibrationRefreshRequest = z
  .object({ modules: z.array(CalibratedModule).min(1).max(4).optional() })
  .strict()
  .meta({ id: 'CalibrationRefreshRequest' });

const ModuleRefresh = z.object({
  status: z.enum(['fitted', 'insufficient_samples', 'base_only', 'reset_to_base']),
  calibration_version: z.string(),
  method: z.string(),
  outcomes: z.number().int(),
  usable_outcomes: z.number().int(),
  ece_before: z.number().optional(),
  ece_after: z.number().optional(),
});

export const CalibrationRefreshReport = z
  .object({
    tenant_id: z.string(),
    feedback_mode: z.string(),
    refreshed_at: Timestamp,
    modules: z.record(z.string(), ModuleRefresh),
  })
  .meta({ id: 'CalibrationRefreshReport' });

export const CalibrationStatus = z
  .object({
    base_version: z.string(),
    feedback_mode: z.string(),
    modules: z.record(
      z.string(),
      z.object({
        calibration_version: z.string(),
        base: z.object({ method: z.string(), samples: z.number().int().optional() }),
        tenant_layer: z
          .object({
            version: z.number().int(),
            method: z.string(),
            samples: z.number().int(),
            updated_at: Timestamp,
            ece_before: z.number(),
            ece_after: z.number(),
            in_use: z.boolean(),
          })
          .optional(),
      }),
    ),
  })
  .meta({ id: 'CalibrationStatus' });
