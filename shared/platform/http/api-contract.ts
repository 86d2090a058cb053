import { randomUUID } from 'node:crypto';
import type { Operation } from '#contracts/operations';
import { metricModuleOf } from '#platform/metrics/observation';
import { logger } from '#platform/observability/logger';
import { InvalidPayloadError, MissingFieldError, type ServiceError } from '../../errors';
import { deprecationHeaders } from './deprecation';
import { errorResponse } from './responses';
import {
  type ApiContext,
  type ApiMiddleware,
  acceptedCorrelationId,
  lowerCaseHeaders,
  MAX_CORRELATION_ID_LENGTH,
} from './types';

/** Headers every response of an operation carries, early responses included. */
export function standardHeaders(state: ApiContext['api']): Record<string, string> {
  return {
    'X-Request-Id': state.requestId,
    ...(state.correlationId ? { 'X-Correlation-Id': state.correlationId } : {}),
    ...deprecationHeaders(state.operation),
  };
}

/**
 * First in every chain: request and correlation ids, structured logging, and the one place where
 * errors become the spec error body (its onError runs last).
 */
export function apiContract(operation: Operation): ApiMiddleware {
  return {
    before: async (request) => {
      const headers = lowerCaseHeaders(request.event.headers);
      const correlationId = headers['x-correlation-id'] ?? '';
      request.context.api = {
        operation,
        requestId:
          request.event.requestContext?.requestId ?? request.context.awsRequestId ?? randomUUID(),
        correlationId: acceptedCorrelationId(correlationId),
        headers,
        receivedAt: new Date(),
      };
      logger.resetKeys();
      logger.appendKeys({
        correlation_id: request.context.api.correlationId,
        request_id: request.context.api.requestId,
        operation: operation.id,
        module: metricModuleOf(operation),
      });
      if (correlationId === '' && operation.correlationRequired) {
        throw new MissingFieldError(['X-Correlation-Id'], { details: { location: 'header' } });
      }
      if (correlationId !== '' && request.context.api.correlationId === '') {
        throw new InvalidPayloadError(
          `X-Correlation-Id must be 1-${MAX_CORRELATION_ID_LENGTH} printable ASCII characters.`,
          {
            details: {
              location: 'header',
              problems: [{ pointer: '/headers/X-Correlation-Id', message: 'invalid format' }],
            },
          },
        );
      }
    },
    after: async (request) => {
      if (!request.response) return;
      request.response.headers = {
        ...request.response.headers,
        ...standardHeaders(request.context.api),
      };
      // The 'request completed' line, with status and decisions, is written when the request ends
      // (shared/platform/http/observe.ts), for early and error responses too.
    },
    onError: async (request) => {
      const state = request.context.api;
      const error = request.error;
      const ids = {
        correlationId: state?.correlationId ?? '',
        requestId: state?.requestId ?? randomUUID(),
      };
      const response = errorResponse(error, ids);
      if (response.statusCode >= 500)
        logger.error('request failed', { status: response.statusCode, error: error as Error });
      else
        logger.info('request rejected', {
          status: response.statusCode,
          error_code: (error as ServiceError).errorCode,
        });
      request.response = {
        ...response,
        headers: { ...response.headers, ...(state ? standardHeaders(request.context.api) : {}) },
      };
    },
  };
}
