import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import type { DefinedOperation } from '#application/define';
import type { BodyOf, Operation } from '#contracts/operations';
import { services } from '#platform/services';
import { apiContract } from './api-contract';
import { acceptAsync, asyncDispatch } from './async-dispatch';
import { authorization } from './authorization';
import { idempotency, markWorkStarted } from './idempotency';
import { observeRequest, rememberResultBody } from './observe';
import { payloadLimit } from './payload-limit';
import { rateLimit } from './rate-limit';
import { requestParsing } from './request-parsing';
import { jsonResponse } from './responses';
import type { ApiContext, ApiEvent, ApiRequestState, ApiResult, HttpFunction } from './types';

/**
 * The function runs to completion even past the caller's wait: API Gateway answers 504 at its
 * integration timeout, and the finished result is kept under the Idempotency-Key for the retry.
 */
const noEarlyTimeout = { timeoutEarlyInMillis: 0 };

/** Every request ends with its metrics and its summary log line (shared/platform/http/observe.ts). */
const plugin = (operation: Operation) => ({
  ...noEarlyTimeout,
  requestEnd: observeRequest(operation),
});

/**
 * The middlewares are written against any operation; the chain of one operation hands its handler
 * that operation's request state: the principal its authorization set, the body its contract parsed.
 */
type Middleware<Contract extends Operation> = middy.MiddlewareObj<
  ApiEvent,
  ApiResult,
  Error,
  ApiContext<Contract>
>;
const forOperation = <Contract extends Operation>(
  middleware: middy.MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext>,
) => middleware as Middleware<Contract>;

/**
 * The standard chain of an API operation: contract (ids, logging, error body) → authentication and
 * scope → the operation's payload cap → parsing and validation. Handlers add their own middlewares
 * and then call `.handler()`.
 */
export function apiHandler<Contract extends Operation>(operation: Contract) {
  return middy<ApiEvent, ApiResult, Error, ApiContext<Contract>>(plugin(operation))
    .use(forOperation<Contract>(apiContract(operation)))
    .use(forOperation<Contract>(authorization(operation, services)))
    .use(forOperation<Contract>(payloadLimit(operation)))
    .use(forOperation<Contract>(requestParsing(operation)));
}

/**
 * A module operation: the standard chain plus the request guarantees — rate limit and payload cap
 * before parsing, Idempotency-Key after validation, then async dispatch — and the operation's work,
 * the same `execute` the job worker runs.
 */
export function moduleHandler<Contract extends Operation & { auth: 'bearer' }>(
  defined: DefinedOperation<Contract>,
) {
  const operation = defined.contract;
  return middy<ApiEvent, ApiResult, Error, ApiContext<Contract>>(plugin(operation))
    .use(forOperation<Contract>(apiContract(operation)))
    .use(forOperation<Contract>(authorization(operation, services)))
    .use(forOperation<Contract>(rateLimit(operation, services)))
    .use(forOperation<Contract>(payloadLimit(operation)))
    .use(forOperation<Contract>(requestParsing(operation)))
    .use(forOperation<Contract>(idempotency(operation, services)))
    .use(forOperation<Contract>(asyncDispatch(operation, services, defined.autoAsync)))
    .handler(async (_event, context) => {
      // Resolves the request state's conditional types, which stay open for a generic contract.
      const api = context.api as ApiRequestState<Operation & { auth: 'bearer' }>;
      if (api.asyncDecision) return acceptAsync(services(), operation, api, api.asyncDecision);
      markWorkStarted(api);
      // The chain parsed the body with this contract's schema (requestParsing).
      const result = await defined.execute(api.body as BodyOf<Contract>, {
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

/**
 * One function serving several operations of one path: the request's method picks the chain, any
 * other method the `otherwise` chain (the gateway routes only the methods the contract declares).
 */
export function byMethod(
  chains: Partial<Record<string, ChainHandler>>,
  otherwise: ChainHandler,
): HttpFunction {
  return (event, context: Context) =>
    (chains[event.httpMethod] ?? otherwise)(event, context as never);
}

/** A finished chain of any operation (its context type is that operation's). */
type ChainHandler = (event: ApiEvent, context: never) => Promise<ApiResult>;
