import type { JobStatus } from '#contracts/jobs';
import { requireScope } from '#platform/auth/authenticate';
import type { Principal } from '#platform/auth/ports';
import type { BlobStore } from '#platform/storage/blobs';
import { ErrorCode, NotFoundError } from '../../errors';
import { jobStatusDocument, loadJobResult } from './lifecycle';
import type { JobStore } from './ports';

export const JOB_RETENTION_MS = 24 * 60 * 60 * 1000;
export const JOB_STALE_AFTER_MS = 60 * 60 * 1000;

const notFound = (jobId: string) =>
  new NotFoundError(
    ErrorCode.JOB_NOT_FOUND,
    `No job '${jobId}' for this tenant (unknown, or purged 24 hours after completion).`,
  );

/**
 * SPEC 3: a job is readable by its own tenant, with the scope of the operation that created it, until
 * 24 hours after completion; one not polled for 60 minutes is marked stale but stays readable.
 */
export async function readJobStatus(
  deps: { jobs: JobStore; blobs: BlobStore },
  principal: Principal,
  jobId: string,
  now = new Date(),
): Promise<JobStatus> {
  const store = deps.jobs;
  const job = await store.get(principal.tenantId, jobId);
  if (!job) throw notFound(jobId);
  if (job.completedAt && now.getTime() - Date.parse(job.completedAt) > JOB_RETENTION_MS)
    throw notFound(jobId);
  requireScope(principal, [job.scope]);
  const lastSeen = Date.parse(job.lastPolledAt ?? job.createdAt);
  const stale = now.getTime() - lastSeen > JOB_STALE_AFTER_MS;
  await store.touch(principal.tenantId, jobId, now.toISOString());
  const result = job.status === 'complete' ? await loadJobResult(deps.blobs, job) : undefined;
  return { ...jobStatusDocument(job, result), ...(stale ? { stale: true } : {}) };
}
