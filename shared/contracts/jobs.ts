import * as z from 'zod';
import { ErrorBody, Timestamp } from './common';

export const JobStatusValue = z.enum(['queued', 'processing', 'complete', 'failed']);

export const JobAccepted = z
  .object({ job_id: z.string(), status_url: z.string(), status: z.literal('queued') })
  .meta({ id: 'JobAccepted' });

export const JobStatus = z
  .object({
    job_id: z.string(),
    status: JobStatusValue,
    created_at: Timestamp,
    updated_at: Timestamp,
    stale: z.boolean().optional().meta({ description: 'True after 60 minutes without a poll.' }),
    result: z.record(z.string(), z.unknown()).optional(),
    error: ErrorBody.optional(),
  })
  .meta({ id: 'JobStatus' });
export type JobStatus = z.infer<typeof JobStatus>;

export const JobIdParams = z.object({ job_id: z.string().min(1).max(128) });
