import middy from '@middy/core';
import type { Operation } from '../contracts/operations';
import { executorFor } from '../jobs/executors';
import {
  acceptAsync,
  asyncDecisionOf,
  asyncDispatch,
  idempotency,
  markWorkStarted,
  payloadLimit,
  rateLimit,
} from './guarantees';
import { apiContract, authorization, requestParsing } from './middlewares';
import { observeRequest, rememberResultBody } from './observe';
import { jsonResponse } from './responses';
import type { ApiContext, ApiEvent, ApiResult } from './types';

/**
 * The function runs to completion even past the caller's wait: API Gateway answers 504 at its
 * integration timeout, and the finished result is kept under the Idempotency-Key for the retry.
 */
const noEarlyTimeout = { timeoutEarlyInMillis: 0 };

/** Every request ends with its metrics and its summary log line (shared/http/observe.ts). */
const plugin = (operation: Operation) => ({
  ...noEarlyTimeout,
  requestEnd: observeRequest(operation),
});

/**
 * The standard chain of an API operation: contract (ids, logging, error body) → authentication and
 * scope → the operation's payload cap → parsing and validation. Handlers add their own middlewares
 * and then call `.handler()`.
 */
export function apiHandler(operation: Operation) {
  return middy<ApiEvent, ApiResult, Error, ApiContext>(plugin(operation))
    .use(apiContract(operation))
    .use(authorization(operation))
    .use(payloadLimit(operation))
    .use(requestParsing(operation));
}

/**
 * A module operation: the standard chain plus the request guarantees — rate limit and payload cap
 * before parsing, Idempotency-Key after validation, then async dispatch — and the module's executor,
 * the same one the async worker runs.
 */
export function moduleHandler(operation: Operation) {
  return middy<ApiEvent, ApiResult, Error, ApiContext>(plugin(operation))
    .use(apiContract(operation))
    .use(authorization(operation))
    .use(rateLimit(operation))
    .use(payloadLimit(operation))
    .use(requestParsing(operation))
    .use(idempotency(operation))
    .use(asyncDispatch(operation))
    .handler(async (_event, context) => {
      const { api } = context;
      const decision = asyncDecisionOf(context);
      if (decision) return acceptAsync(operation, api, decision);
      const executor = executorFor(operation.id);
      if (!executor || !api.principal)
        throw new Error(`no executor registered for ${operation.id}`);
      markWorkStarted(api);
      const result = await executor(api.body, {
        principal: api.principal,
        correlationId: api.correlationId,
        requestId: api.requestId,
        operationId: operation.id,
        receivedAt: api.receivedAt,
      });
      rememberResultBody(context, result.body);
      return jsonResponse(result.statusCode, result.body);
    });
}
