import * as z from 'zod';
import { TenantConfig } from '../tenants/config';
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
  })
  .meta({ id: 'UploadRequest' });

export const UploadCreated = z
  .object({
    upload_id: z.string(),
    upload_url: z
      .string()
      .meta({ description: 'Presigned S3 PUT URL; send the file with the same Content-Type.' }),
    expires_at: Timestamp,
  })
  .meta({ id: 'UploadCreated' });
