import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { Principal } from '../auth/ports';
import type { Operation } from '../contracts/operations';

export type ApiEvent = APIGatewayProxyEvent;
export type ApiResult = APIGatewayProxyResult & { headers: Record<string, string> };

/** What the middleware chain learns about a request, handed to the handler on the context. */
export interface ApiRequestState {
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
}

export interface ApiContext extends Context {
  api: ApiRequestState;
}

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
