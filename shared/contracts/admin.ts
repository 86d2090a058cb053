import * as z from 'zod';
import { MAX_UPLOAD_BYTES } from '#platform/attachments/uploads';
import { TenantConfig } from '#platform/tenants/config';
import { Timestamp } from './common';

export const VersionedConfigBody = z
  .object({ version: z.number().int().min(0), updated_at: Timestamp, config: TenantConfig })
  .meta({
    id: 'VersionedTenantConfig',
    description: 'The tenant configuration and its version (0 = defaults, never changed).',
  });

export const ConfigPatch = z.record(z.string(), z.unknown()).meta({
  id: 'TenantConfigPatch',
  description:
    'An RFC 7396 JSON merge patch of the configuration document; null deletes a setting (back to its default). Operator-only settings (`webhooks.allow_loopback`, `plan`) are refused, and so are `rate_limits` above the plan: 400 INVALID_PAYLOAD.',
});

export const WebhookSecretCreated = z
  .object({
    id: z.string(),
    secret: z.string().meta({ description: 'Shown once: `whsec_` + base64 key.' }),
    created_at: Timestamp,
  })
  .meta({ id: 'WebhookSecretCreated' });

export const WebhookSecretParams = z.object({ secret_id: z.string().min(1).max(64) });

export const UploadRequest = z
  .object({
    filename: z.string().min(1).max(255),
    content_type: z.string().min(1).max(255),
    size_bytes: z
      .number()
      .int()
      .min(1)
      .max(MAX_UPLOAD_BYTES)
      .optional()
      .meta({
        description: `The file's size in bytes, at most ${MAX_UPLOAD_BYTES}. Recommended: the size is then signed into \`upload_url\`, and storage refuses a PUT of any other length. Without it the URL takes any size, but an upload above \`max_bytes\` is never read: the attachment is skipped \`too_large\`.`,
      }),
  })
  .meta({ id: 'UploadRequest' });

export const UploadCreated = z
  .object({
    upload_id: z.string(),
    upload_url: z.string().meta({
      description:
        'Presigned S3 PUT URL; send the file with the same Content-Type (and, when `size_bytes` was given, exactly that many bytes).',
    }),
    expires_at: Timestamp,
    max_bytes: z.number().int().meta({
      description:
        'The largest upload an attachment reference reads; a larger one is skipped `too_large`.',
    }),
  })
  .meta({ id: 'UploadCreated' });
