import type { ErrorBody } from '#contracts/common';
import { ErrorCode, httpStatusOf, isServiceError } from '../../errors';
import type { ApiResult } from './types';

export function jsonResponse(
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): ApiResult {
  return {
    statusCode,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  };
}

export function textResponse(
  statusCode: number,
  body: string,
  contentType: string,
  headers: Record<string, string> = {},
): ApiResult {
  return { statusCode, headers: { 'Content-Type': contentType, ...headers }, body };
}

/**
 * The spec error body for any thrown value. Messages of unexpected errors are never shown: the caller
 * gets INTERNAL_ERROR and the request id to quote; the log has the rest.
 */
export function errorResponse(
  error: unknown,
  ids: { correlationId: string; requestId: string },
): ApiResult {
  if (isServiceError(error)) {
    const body: ErrorBody = {
      error_code: error.errorCode,
      message: error.message,
      correlation_id: ids.correlationId,
      request_id: ids.requestId,
      ...(error.details ? { details: error.details } : {}),
    };
    return jsonResponse(error.statusCode, body, error.headers);
  }
  const body: ErrorBody = {
    error_code: ErrorCode.INTERNAL_ERROR,
    message: 'An unexpected error occurred; retrying is safe.',
    correlation_id: ids.correlationId,
    request_id: ids.requestId,
  };
  return jsonResponse(httpStatusOf(ErrorCode.INTERNAL_ERROR), body);
}
