import type { Principal } from '../auth/ports';
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
  /** Who asked: the worker runs the module with this tenant and these scopes. */
  principal?: Principal;
  /** Where the request body waits for the worker (blob key). */
  requestKey?: string;
  callbackUrl?: string;
  /** A worker holds the job until then; a crashed worker's job is taken over after it. */
  leaseUntil?: string;
  attempts?: number;
  result?: Record<string, unknown>;
  /** Results too large for a table item live in the blob store. */
  resultKey?: string;
  error?: ErrorBody;
}

export interface JobStore {
  get(tenantId: string, jobId: string): Promise<JobRecord | undefined>;
  create(record: JobRecord): Promise<void>;
  /** Records a poll (for the 60-minute stale mark). */
  touch(tenantId: string, jobId: string, at: string): Promise<void>;
  /** queued → processing, or takes over a processing job whose lease ran out; false if neither. */
  startProcessing(
    tenantId: string,
    jobId: string,
    leaseUntil: string,
    now: string,
  ): Promise<JobRecord | undefined>;
  /** processing → complete or failed (also queued → failed for sweeps); false if already finished. */
  finish(
    tenantId: string,
    jobId: string,
    outcome: Pick<JobRecord, 'status' | 'result' | 'resultKey' | 'error'>,
    now: string,
  ): Promise<boolean>;
  /** Jobs still queued or processing, for the orphan sweep. */
  listUnfinished(): Promise<JobRecord[]>;
}
