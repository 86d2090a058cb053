import type { Scope } from '#contracts/auth';
import type { ErrorBody } from '#contracts/common';
import type { Principal } from '#platform/auth/ports';

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
  /**
   * The outbox flag: the job ended with a callback URL and its webhook is not on the queue yet. Set
   * in the same write that ends the job, cleared once the message is queued; the sweeper re-sends
   * what a failed queue send left behind.
   */
  webhookPending?: boolean;
}

/** The jobs a sweep must look at, found by time instead of by scanning every job. */
export interface SweepCandidates {
  /** Queued or processing jobs created before the cutoff. */
  unfinished: JobRecord[];
  /** Ended jobs whose webhook is still pending since before the cutoff. */
  webhookPending: JobRecord[];
}

/** The job fields that identify a job and place it in the sweep's time order. */
export type JobKey = Pick<JobRecord, 'tenantId' | 'jobId' | 'createdAt'>;

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
  /**
   * processing → complete or failed (also queued → failed for sweeps); false if already finished.
   * With `webhookPending`, the same write sets the outbox flag.
   */
  finish(
    job: JobKey,
    outcome: Pick<JobRecord, 'status' | 'result' | 'resultKey' | 'error'>,
    now: string,
    options?: { webhookPending?: boolean },
  ): Promise<boolean>;
  /** The job's webhook is on the queue: clears the outbox flag. */
  webhookQueued(job: JobKey & { completedAt: string }): Promise<void>;
  /** Unfinished jobs created, and pending webhooks of jobs ended, before the cutoffs. */
  sweepCandidates(cutoffs: {
    unfinishedBefore: string;
    webhookBefore: string;
  }): Promise<SweepCandidates>;
}
