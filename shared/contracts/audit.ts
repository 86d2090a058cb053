import * as z from 'zod';
import { AuditEventType } from '#platform/audit/record';
import { Timestamp } from './common';
import { calibratedModuleList } from './modules';

const eventTypes = Object.values(AuditEventType) as [AuditEventType, ...AuditEventType[]];
const Hash = z
  .string()
  .regex(/^sha256:[0-9a-f]{64}$/)
  .meta({ description: '`sha256:` + hex of the canonical JSON (keys sorted at every depth).' });

export const AuditRecordBody = z
  .object({
    audit_id: z.string(),
    timestamp: Timestamp,
    tenant_id: z.string(),
    correlation_id: z.string(),
    case_id: z.string().meta({ description: 'Empty for events outside a case (configuration).' }),
    actor: z.object({
      type: z.enum(['system', 'user']),
      id_hash: z.string().meta({ description: 'Hash of the credential subject; never the id.' }),
    }),
    event_type: z.enum(eventTypes).meta({
      description:
        'SPEC 2.8 types, plus `config_change` (tenant configuration, thresholds, secrets, feedback mode) and `webhook_attempt`.',
    }),
    module: z.string().meta({
      description: `${calibratedModuleList}, or the configuration area.`,
    }),
    input_hash: Hash,
    output_hash: Hash,
    decision: z
      .object({
        recommended_action: z.string().optional(),
        applied_action: z.string().optional(),
      })
      .optional(),
    reported_at: Timestamp.optional().meta({
      description:
        "When the caller says the event happened (a feedback request's `timestamp`), as sent. `timestamp` is the service's clock and places the record in its day's chain.",
    }),
  })
  .meta({
    id: 'AuditRecord',
    description:
      'SPEC 2.8. Payloads are never stored, only their hashes. The hash-chain fields stay in storage (see `npm run audit:verify`); exports carry them in a separate `chain` object.',
  });

export const AuditRecordsQuery = z.object({
  from: Timestamp.optional().meta({
    description: 'Start of the window, inclusive. Default: 24 hours before `to`.',
  }),
  to: Timestamp.optional().meta({
    description: 'End of the window, exclusive. Default: now. At most 31 days after `from`.',
  }),
  event_type: z.enum(eventTypes).optional(),
  module: z.string().min(1).max(64).optional(),
  case_id: z.string().min(1).max(256).optional().meta({
    description: "Only this case's records, in time order, read from an index by case id.",
  }),
  correlation_id: z.string().min(1).max(256).optional().meta({
    description: 'Only the records of this X-Correlation-Id, in time order (an index as well).',
  }),
  cursor: z.string().min(1).max(1024).optional().meta({
    description:
      'The `next_cursor` of the previous page, with the same other parameters. Signed by the service: an altered cursor is 400 INVALID_PAYLOAD.',
  }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .optional()
    .meta({ description: 'Records per page, 1–1000 (default 100).' }),
});

export const AuditRecordsPage = z
  .object({
    records: z.array(AuditRecordBody),
    next_cursor: z.string().nullable().meta({
      description:
        'Null when the window is exhausted. A page may hold fewer records than `limit` (even none) and still have a cursor when a long window was scanned in part.',
    }),
  })
  .meta({ id: 'AuditRecordsPage' });

export const AuditExportRequest = z
  .object({
    from: Timestamp.meta({ description: 'Start of the window, inclusive.' }),
    to: Timestamp.meta({
      description: 'End of the window, exclusive; at most 31 days after `from`.',
    }),
  })
  .meta({ id: 'AuditExportRequest' });

export const AuditExportResult = z
  .object({
    url: z
      .string()
      .meta({ description: 'Presigned GET of the NDJSON file (one record per line).' }),
    expires_at: Timestamp,
    record_count: z.number().int().min(0),
    bytes: z.number().int().min(0),
  })
  .meta({
    id: 'AuditExportResult',
    description:
      'The `result` of a completed export job. Each line: the SPEC 2.8 fields plus `chain` {`sequence`, `prev_hash`, `record_hash`}.',
  });
