import {
  type IdempotencyScope,
  type IdempotencyStore,
  parseIdempotencyKey,
  REPLAYED_HEADERS,
  requestFingerprint,
} from '#platform/guarantees/idempotency';
import { logger } from '#platform/observability/logger';
import { ConflictError } from '../../errors';
import { standardHeaders } from './api-contract';
import { principalOf } from './authorization';
import { errorResponse } from './responses';
import type { ApiRequestState, ApiResult, OperationMiddleware } from './types';

/** The key a request holds while it runs, kept on its state until the response settles it. */
export interface IdempotencyClaim {
  scope: IdempotencyScope;
  token: string;
}

export interface IdempotencyDependencies {
  idempotency: IdempotencyStore;
}

/** Called just before the work of a request begins: from here on its outcome is the key's. */
export function markWorkStarted(state: ApiRequestState): void {
  state.workStarted = true;
}

/**
 * Whether a response is kept under the key. A refusal before the work began (a rate limit, a bad
 * header checked after validation) and a server error are not: the key is released, so the retry
 * after Retry-After, or with the header fixed, runs instead of replaying the refusal for 24 h.
 */
function keptUnderKey(state: ApiRequestState, response: ApiResult): boolean {
  return state.workStarted === true && response.statusCode < 500 && response.statusCode !== 429;
}

async function settleClaim(
  store: IdempotencyStore,
  state: ApiRequestState | undefined,
  response: ApiResult,
): Promise<void> {
  const claim = state?.idempotencyClaim;
  if (!state || !claim) return;
  // Settled once: an error thrown by a later after-middleware reaches onError with the claim gone.
  state.idempotencyClaim = undefined;
  if (!keptUnderKey(state, response)) {
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
export const idempotency: OperationMiddleware<IdempotencyDependencies> = (
  operation,
  dependencies,
) => ({
  before: async (request) => {
    if (!operation.idempotent) return;
    const state = request.context.api;
    const key = parseIdempotencyKey(state.headers['idempotency-key']);
    if (key === undefined) return;
    const scope: IdempotencyScope = {
      tenantId: principalOf(state).tenantId,
      operation: operation.id,
      key,
    };
    const remaining = request.context.getRemainingTimeInMillis?.() ?? 30_000;
    const outcome = await dependencies().idempotency.claim(
      scope,
      requestFingerprint(state.body),
      Math.max(1000, remaining),
    );
    switch (outcome.kind) {
      case 'claimed':
        state.idempotencyClaim = { scope, token: outcome.token };
        return;
      case 'replay':
        // An early response skips the after-middlewares, so it carries the standard headers itself.
        return {
          statusCode: outcome.response.statusCode,
          headers: {
            ...outcome.response.headers,
            ...standardHeaders(state),
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
    if (request.response)
      await settleClaim(dependencies().idempotency, request.context.api, request.response);
  },
  onError: async (request) => {
    const state = request.context.api;
    if (!state?.idempotencyClaim) return;
    await settleClaim(
      dependencies().idempotency,
      state,
      errorResponse(request.error, {
        correlationId: state.correlationId,
        requestId: state.requestId,
      }),
    ).catch((error: unknown) =>
      logger.error('could not settle the idempotency claim', { error: error as Error }),
    );
  },
});
