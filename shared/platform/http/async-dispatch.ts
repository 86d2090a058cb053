import type { Operation } from '#contracts/operations';
import { asyncJobBuckets, type RateLimiter } from '#platform/guarantees/rate-limit';
import { createJob } from '#platform/jobs/lifecycle';
import type { JobStore } from '#platform/jobs/ports';
import type { MessageQueue } from '#platform/queues/ports';
import type { BlobStore } from '#platform/storage/blobs';
import { readTenantConfig } from '#platform/tenants/config-service';
import type { TenantConfigStore } from '#platform/tenants/config-store';
import { checkCallbackUrl } from '#platform/webhooks/url-policy';
import { InvalidPayloadError, RateLimitedError } from '../../errors';
import { principalOf } from './authorization';
import { markWorkStarted } from './idempotency';
import { jsonResponse } from './responses';
import type { ApiMiddleware, ApiRequestState, ApiResult } from './types';

const PREFER_ASYNC = 'respond-async';

/** How a request runs as a job; set on the request state when it does. */
export interface AsyncDecision {
  callbackUrl?: string;
  preferApplied: boolean;
  autoReason?: string;
}

export interface AsyncDispatchDependencies {
  tenantConfig: TenantConfigStore;
}

function headerProblem(message: string, header: string, problem: string): InvalidPayloadError {
  return new InvalidPayloadError(message, {
    details: {
      location: 'header',
      problems: [{ pointer: `/headers/${header}`, message: problem }],
    },
  });
}

/**
 * SPEC 3 and 4.1: decides whether this call runs now or as a job — `Prefer: respond-async`, or a
 * request the spec sends to async by its size — and validates the callback URL. The handler acts on
 * `api.asyncDecision` (so the after-middlewares, idempotency included, see the 202). Customer
 * matching has no `async` setting and ignores Prefer (RFC 7240 lets a server ignore a preference).
 * `autoAsync` is the operation's own check that needs more than the body's shape
 * (shared/application/define.ts).
 */
export const asyncDispatch = (
  operation: Operation,
  dependencies: () => AsyncDispatchDependencies,
  autoAsync?: (body: never) => Promise<string | undefined>,
): ApiMiddleware => ({
  before: async (request) => {
    const asyncSpec = operation.async;
    if (!asyncSpec) return;
    const state = request.context.api;
    const prefer = state.headers.prefer?.trim().toLowerCase();
    if (prefer !== undefined && prefer !== PREFER_ASYNC)
      throw headerProblem(
        `Prefer accepts only '${PREFER_ASYNC}' here.`,
        'Prefer',
        `expected '${PREFER_ASYNC}'`,
      );
    const autoReason =
      asyncSpec.auto?.(state.body) ??
      (prefer === undefined ? await autoAsync?.(state.body as never) : undefined);
    const callbackRaw = state.headers['service-callback-url'];
    if (prefer === undefined && autoReason === undefined) {
      if (callbackRaw !== undefined)
        throw headerProblem(
          'Service-Callback-Url is only used with asynchronous processing (Prefer: respond-async).',
          'Service-Callback-Url',
          'requires Prefer: respond-async',
        );
      return;
    }
    const { config } = await readTenantConfig(
      dependencies().tenantConfig,
      principalOf(state).tenantId,
    );
    const decision: AsyncDecision = {
      preferApplied: prefer === PREFER_ASYNC,
      ...(autoReason ? { autoReason } : {}),
    };
    if (callbackRaw !== undefined) {
      if (!asyncSpec.callback)
        throw new InvalidPayloadError('This operation does not send callbacks.', {
          details: { location: 'header' },
        });
      const verdict = checkCallbackUrl(callbackRaw, {
        allowLoopback: config.webhooks.allow_loopback,
      });
      if (!verdict.ok)
        throw headerProblem(
          `Service-Callback-Url is not accepted: ${verdict.reason}.`,
          'Service-Callback-Url',
          verdict.reason,
        );
      decision.callbackUrl = verdict.url.toString();
    }
    state.asyncDecision = decision;
  },
});

export interface AsyncJobDependencies {
  tenantConfig: TenantConfigStore;
  rateLimiter: RateLimiter;
  jobs: JobStore;
  blobs: BlobStore;
  jobQueue: MessageQueue;
}

/** Queues the job the async decision asked for; 202 with the job's status URL. */
export async function acceptAsync(
  dependencies: AsyncJobDependencies,
  operation: Operation,
  state: ApiRequestState,
  decision: AsyncDecision,
): Promise<ApiResult> {
  const principal = state.principal;
  // The job is read back with the scope that created it (a module operation's is its module's).
  const scope = operation.scopes[0];
  if (!principal || !scope)
    throw new Error(`async operation ${operation.id} needs a principal and a scope`);
  const { config } = await readTenantConfig(dependencies.tenantConfig, principal.tenantId);
  const allowed = await dependencies.rateLimiter.take(
    principal.tenantId,
    asyncJobBuckets(config.rate_limits),
  );
  if (!allowed.allowed)
    throw new RateLimitedError(allowed.retryAfterSeconds, { limit: allowed.bucket });
  markWorkStarted(state);
  const { jobs, blobs, jobQueue } = dependencies;
  const job = await createJob(
    { jobs, blobs, queue: jobQueue },
    {
      principal,
      operation: operation.id,
      scope,
      correlationId: state.correlationId,
      body: state.body,
      ...(decision.callbackUrl ? { callbackUrl: decision.callbackUrl } : {}),
    },
  );
  const statusUrl = `/v1/jobs/${job.jobId}`;
  return jsonResponse(
    202,
    { job_id: job.jobId, status_url: statusUrl, status: 'queued' },
    {
      Location: statusUrl,
      ...(decision.preferApplied ? { 'Preference-Applied': PREFER_ASYNC } : {}),
      ...(decision.autoReason ? { 'X-Async-Reason': decision.autoReason } : {}),
    },
  );
}
