import type middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { BodyOf, Operation, ParamsOf, QueryOf } from '#contracts/operations';
import type { Principal } from '#platform/auth/ports';
import type { AsyncDecision } from './async-dispatch';
import type { IdempotencyClaim } from './idempotency';

export type ApiEvent = APIGatewayProxyEvent;
export type ApiResult = APIGatewayProxyResult & { headers: Record<string, string> };

/** What the middleware chain learns about a request, handed to the handler on the context. */
interface ApiRequestBase {
  operation: Operation;
  requestId: string;
  /** Empty when the caller sent none (only allowed on unauthenticated operations). */
  correlationId: string;
  /** Request headers with lower-cased names. */
  headers: Record<string, string>;
  receivedAt: Date;
  principal?: Principal;
  body?: unknown;
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  /** Held from the idempotency middleware's claim until the response settles it. */
  idempotencyClaim?: IdempotencyClaim | undefined;
  /** Set when the work began under the claim (executor ran, job created): the outcome is the key's. */
  workStarted?: boolean;
  /** Set by the async-dispatch middleware when the request runs as a job. */
  asyncDecision?: AsyncDecision;
  /** The executor's result object, for the request metrics (shared/platform/http/observe.ts). */
  resultBody?: { value: unknown };
}

/**
 * The request state of one operation: the authorization middleware has set `principal` when the
 * operation takes a bearer token, and request parsing has set what the contract declares, parsed by
 * its schemas. Without a specific operation, everything the chain may add is optional.
 */
export type ApiRequestState<Contract extends Operation = Operation> = ApiRequestBase &
  (Contract['auth'] extends 'bearer' ? { principal: Principal } : unknown) &
  (BodyOf<Contract> extends undefined ? unknown : { body: BodyOf<Contract> }) &
  (ParamsOf<Contract> extends undefined ? unknown : { params: ParamsOf<Contract> }) &
  (QueryOf<Contract> extends undefined ? unknown : { query: QueryOf<Contract> });

export interface ApiContext<Contract extends Operation = Operation> extends Context {
  api: ApiRequestState<Contract>;
}

/** A middleware of an API operation's chain. */
export type ApiMiddleware = middy.MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext>;

/**
 * A middleware made for one operation from the adapters it needs. `dependencies` is called per
 * request, so adapters replaced after the handler was built (tests, the local runtime) are used.
 */
export type OperationMiddleware<Dependencies> = (
  operation: Operation,
  dependencies: () => Dependencies,
) => ApiMiddleware;

export function lowerCaseHeaders(
  headers: Record<string, string | undefined> | null | undefined,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value !== undefined) result[name.toLowerCase()] = value;
  }
  return result;
}

export const MAX_CORRELATION_ID_LENGTH = 200;
const PRINTABLE = /^[\x21-\x7e]+$/;

/**
 * The caller's X-Correlation-Id when it is one the API accepts (1 to 200 printable ASCII
 * characters), else '' (none). The handlers and the local gateway apply the same rule.
 */
export function acceptedCorrelationId(raw: string | string[] | undefined): string {
  return typeof raw === 'string' && raw.length <= MAX_CORRELATION_ID_LENGTH && PRINTABLE.test(raw)
    ? raw
    : '';
}

/** The Lambda signature of an HTTP function, for functions that route between two operations. */
export type HttpFunction = (event: ApiEvent, context: Context) => Promise<ApiResult>;
