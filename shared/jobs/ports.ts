import type { Scope } from '../contracts/auth';
import type { ErrorBody } from '../contracts/common';

export const JobState = {
  queued: 'queued',
  processing: 'processing',
  complete: 'complete',
  failed: 'failed',
} as const;
export type JobState = (typeof JobState)[keyof typeof JobState];

export interface JobRecord {
  tenantId: string;
  jobId: string;
  /** Operation id that created the job; its scope is needed to read the job. */
  operation: string;
  scope: Scope;
  status: JobState;
  correlationId: string;
  createdAt: string;
  updatedAt: string;
  lastPolledAt?: string;
  completedAt?: string;
  result?: Record<string, unknown>;
  error?: ErrorBody;
}

export interface JobStore {
  get(tenantId: string, jobId: string): Promise<JobRecord | undefined>;
  put(record: JobRecord): Promise<void>;
  /** Records a poll (for the 60-minute stale mark). */
  touch(tenantId: string, jobId: string, at: string): Promise<void>;
}
