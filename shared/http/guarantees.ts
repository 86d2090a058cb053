import type middy from '@middy/core';
import { Scope } from '../contracts/auth';
import type { ModuleName, Operation } from '../contracts/operations';
import {
  ConflictError,
  ErrorCode,
  InvalidPayloadError,
  RateLimitedError,
  ServiceError,
} from '../errors';
import {
  type IdempotencyScope,
  parseIdempotencyKey,
  REPLAYED_HEADERS,
  requestFingerprint,
} from '../guarantees/idempotency';
import { asyncJobBuckets, moduleBuckets } from '../guarantees/rate-limit';
import { createJob } from '../jobs/lifecycle';
import { logger } from '../observability/logger';
import { services } from '../services';
import { readTenantConfig } from '../tenants/config-service';
import { checkCallbackUrl } from '../webhooks/url-policy';
import { standardHeaders } from './middlewares';
import { errorResponse, jsonResponse } from './responses';
import type { ApiContext, ApiEvent, ApiResult } from './types';

type Middleware = middy.MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext>;
type Request = middy.Request<ApiEvent, ApiResult, Error, ApiContext>;

export const moduleScopes: Record<ModuleName, Scope> = {
  intent: Scope.intentClassify,
  extract: Scope.extractQuote,
  customer: Scope.matchCustomer,
  product: Scope.matchProduct,
};

function principalOf(request: Request) {
  const principal = request.context.api.principal;
  if (!principal) throw new Error('the authorization middleware must run first');
  return principal;
}

/** SPEC 8: per tenant per module, per tenant in total; 429 with Retry-After in whole seconds. */
export function rateLimit(operation: Operation): Middleware {
  return {
    before: async (request) => {
      if (!operation.module) return;
      const principal = principalOf(request);
      const { config } = await readTenantConfig(services().tenantConfig, principal.tenantId);
      const decision = await services().rateLimiter.take(
        principal.tenantId,
        moduleBuckets(config.rate_limits, operation.module),
      );
      if (!decision.allowed)
        throw new RateLimitedError(decision.retryAfterSeconds, { limit: decision.bucket });
    },
  };
}

/** Payload caps per operation (SPEC 8), before anything is parsed. */
export function payloadLimit(operation: Operation): Middleware {
  return {
    before: async (request) => {
      if (!operation.maxBodyBytes || !request.event.body) return;
      const size = request.event.isBase64Encoded
        ? Math.floor((request.event.body.length * 3) / 4)
        : Buffer.byteLength(request.event.body, 'utf8');
      if (size > operation.maxBodyBytes) {
        throw new ServiceError(
          ErrorCode.PAYLOAD_TOO_LARGE,
          `The request is ${size} bytes; this operation takes at most ${operation.maxBodyBytes}.${operation.module ? ' Upload attachments first (POST /v1/attachments) and send their upload_id, or use Prefer: respond-async.' : ''}`,
          { details: { max_bytes: operation.maxBodyBytes, received_bytes: size } },
        );
      }
    },
  };
}

interface IdempotencyState {
  scope: IdempotencyScope;
  token: string;
}
const claims = new WeakMap<object, IdempotencyState>();
/** Requests (their `context.api`) whose work began under their claim: executor ran, job created. */
const workStarted = new WeakSet<object>();

/** Called just before the work of a request begins: from here on its outcome is the key's. */
export function markWorkStarted(state: ApiContext['api']): void {
  workStarted.add(state);
}

/**
 * Whether a response is kept under the key. A refusal before the work began (a rate limit, a bad
 * header checked after validation) and a server error are not: the key is released, so the retry
 * after Retry-After, or with the header fixed, runs instead of replaying the refusal for 24 h.
 */
function keptUnderKey(state: ApiContext['api'], response: ApiResult): boolean {
  return workStarted.has(state) && response.statusCode < 500 && response.statusCode !== 429;
}

async function settleClaim(request: Request, response: ApiResult): Promise<void> {
  const claim = claims.get(request.context);
  if (!claim) return;
  claims.delete(request.context);
  const store = services().idempotency;
  if (!keptUnderKey(request.context.api, response)) {
    await store.release(claim.scope, claim.token);
    return;
  }
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = response.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  try {
    await store.complete(claim.scope, claim.token, {
      statusCode: response.statusCode,
      headers,
      body: response.body,
    });
  } catch (error) {
    // Not stored: free the key so that the retry runs instead of waiting for the lease.
    await store.release(claim.scope, claim.token).catch(() => undefined);
    throw error;
  }
}

/**
 * SPEC 4.1 Idempotency-Key, after validation: same key and payload replays the first completed
 * response byte for byte; a different payload is 409; a running first attempt is 409 in_progress.
 * 5xx outcomes release the claim so the recommended retry runs.
 */
export function idempotency(operation: Operation): Middleware {
  return {
    before: async (request) => {
      if (!operation.idempotent) return;
      const key = parseIdempotencyKey(request.context.api.headers['idempotency-key']);
      if (key === undefined) return;
      const scope: IdempotencyScope = {
        tenantId: principalOf(request).tenantId,
        operation: operation.id,
        key,
      };
      const remaining = request.context.getRemainingTimeInMillis?.() ?? 30_000;
      const outcome = await services().idempotency.claim(
        scope,
        requestFingerprint(request.context.api.body),
        Math.max(1000, remaining),
      );
      switch (outcome.kind) {
        case 'claimed':
          claims.set(request.context, { scope, token: outcome.token });
          return;
        case 'replay':
          // An early response skips the after-middlewares, so it carries the standard headers itself.
          return {
            statusCode: outcome.response.statusCode,
            headers: {
              ...outcome.response.headers,
              ...standardHeaders(request.context.api),
              'Idempotent-Replayed': 'true',
            },
            body: outcome.response.body,
          };
        case 'payload_mismatch':
          throw new ConflictError('This Idempotency-Key was used with a different payload.', {
            details: { reason: 'payload_mismatch' },
          });
        case 'in_progress':
          throw new ConflictError('A request with this Idempotency-Key is still being processed.', {
            details: { reason: 'in_progress', retry_after_seconds: outcome.retryAfterSeconds },
            headers: { 'Retry-After': String(outcome.retryAfterSeconds) },
          });
      }
    },
    after: async (request) => {
      if (request.response) await settleClaim(request, request.response);
    },
    onError: async (request) => {
      const state = request.context.api;
      await settleClaim(
        request,
        errorResponse(request.error, {
          correlationId: state.correlationId,
          requestId: state.requestId,
        }),
      ).catch((error: unknown) =>
        logger.error('could not settle the idempotency claim', { error: error as Error }),
      );
    },
  };
}

const PREFER_ASYNC = 'respond-async';

export interface AsyncDecision {
  callbackUrl?: string;
  preferApplied: boolean;
  autoReason?: string;
}
const asyncDecisions = new WeakMap<object, AsyncDecision>();

/**
 * SPEC 3 and 4.1: decides whether this call runs now or as a job — `Prefer: respond-async`, or a
 * request the spec sends to async by its size — and validates the callback URL. The handler acts on
 * the decision (so the after-middlewares, idempotency included, see the 202). Customer matching has
 * no `async` setting and ignores Prefer (RFC 7240 lets a server ignore a preference). `autoAsync` is
 * the operation's own check that needs more than the body's shape (shared/operations/define.ts).
 */
export function asyncDispatch(
  operation: Operation,
  autoAsync?: (body: never) => Promise<string | undefined>,
): Middleware {
  return {
    before: async (request) => {
      const asyncSpec = operation.async;
      if (!asyncSpec) return;
      const state = request.context.api;
      const prefer = state.headers.prefer?.trim().toLowerCase();
      if (prefer !== undefined && prefer !== PREFER_ASYNC) {
        throw new InvalidPayloadError(`Prefer accepts only '${PREFER_ASYNC}' here.`, {
          details: {
            location: 'header',
            problems: [{ pointer: '/headers/Prefer', message: `expected '${PREFER_ASYNC}'` }],
          },
        });
      }
      const autoReason =
        asyncSpec.auto?.(state.body) ??
        (prefer === undefined ? await autoAsync?.(state.body as never) : undefined);
      const callbackRaw = state.headers['service-callback-url'];
      if (prefer === undefined && autoReason === undefined) {
        if (callbackRaw !== undefined) {
          throw new InvalidPayloadError(
            'Service-Callback-Url is only used with asynchronous processing (Prefer: respond-async).',
            {
              details: {
                location: 'header',
                problems: [
                  {
                    pointer: '/headers/Service-Callback-Url',
                    message: 'requires Prefer: respond-async',
                  },
                ],
              },
            },
          );
        }
        return;
      }
      const principal = principalOf(request);
      const { config } = await readTenantConfig(services().tenantConfig, principal.tenantId);
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
        if (!verdict.ok) {
          throw new InvalidPayloadError(
            `Service-Callback-Url is not accepted: ${verdict.reason}.`,
            {
              details: {
                location: 'header',
                problems: [{ pointer: '/headers/Service-Callback-Url', message: verdict.reason }],
              },
            },
          );
        }
        decision.callbackUrl = verdict.url.toString();
      }
      asyncDecisions.set(request.context, decision);
    },
  };
}

export function asyncDecisionOf(context: object): AsyncDecision | undefined {
  return asyncDecisions.get(context);
}

/** Queues the job the async decision asked for; 202 with the job's status URL. */
export async function acceptAsync(
  operation: Operation,
  state: ApiContext['api'],
  decision: AsyncDecision,
): Promise<ApiResult> {
  const principal = state.principal;
  // The job is read back with the scope that created it: the module's, or the operation's own.
  const scope = operation.module ? moduleScopes[operation.module] : operation.scopes[0];
  if (!principal || !scope)
    throw new Error(`async operation ${operation.id} needs a principal and a scope`);
  const { config } = await readTenantConfig(services().tenantConfig, principal.tenantId);
  const allowed = await services().rateLimiter.take(
    principal.tenantId,
    asyncJobBuckets(config.rate_limits),
  );
  if (!allowed.allowed)
    throw new RateLimitedError(allowed.retryAfterSeconds, { limit: allowed.bucket });
  markWorkStarted(state);
  const job = await createJob(
    { jobs: services().jobs, blobs: services().blobs, queue: services().jobQueue },
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
