import { randomUUID } from 'node:crypto';
import type middy from '@middy/core';
import { authenticate, requireScope } from '../auth/authenticate';
import type { Operation } from '../contracts/operations';
import { ErrorCode, InvalidPayloadError, MissingFieldError, ServiceError } from '../errors';
import { metricModuleOf } from '../metrics/observation';
import { logger } from '../observability/logger';
import { services } from '../services';
import { jsonNestingDepth, MAX_JSON_DEPTH } from '../util/json-depth';
import { deprecationHeaders } from './deprecation';
import { errorResponse } from './responses';
import {
  type ApiContext,
  type ApiEvent,
  type ApiResult,
  acceptedCorrelationId,
  lowerCaseHeaders,
  MAX_CORRELATION_ID_LENGTH,
} from './types';
import { validateInput } from './validation';

type Middleware = middy.MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext>;

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
export function apiContract(operation: Operation): Middleware {
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
      // (shared/http/observe.ts), for early and error responses too.
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

/** Bearer token (or API-key fallback), tenant status, and the operation's scope. */
export function authorization(operation: Operation): Middleware {
  return {
    before: async (request) => {
      if (operation.auth === 'none') return;
      const deps = services();
      const principal = await authenticate(request.context.api.headers, {
        verifier: await deps.tokenVerifier(),
        credentials: deps.credentials,
        tenants: deps.tenants,
      });
      requireScope(principal, operation.scopes);
      request.context.api.principal = principal;
      logger.appendKeys({ tenant_id: principal.tenantId });
    },
  };
}

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function decodeBody(event: ApiEvent): string {
  if (event.body === null || event.body === undefined) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

/** Content type, JSON parsing and contract validation of body, path and query. */
export function requestParsing(operation: Operation): Middleware {
  return {
    before: async (request) => {
      const state = request.context.api;
      const spec = operation.request;
      if (spec?.params) {
        state.params = validateInput(
          spec.params,
          request.event.pathParameters ?? {},
          'path',
        ) as Record<string, string>;
      }
      if (spec?.query) {
        state.query = validateInput(
          spec.query,
          request.event.queryStringParameters ?? {},
          'query',
        ) as Record<string, unknown>;
      }
      if (!spec?.body) return;
      const accepted = spec.contentTypes ?? ['application/json'];
      const type = mediaType(state.headers['content-type']);
      if (!accepted.includes(type)) {
        throw new ServiceError(
          ErrorCode.UNSUPPORTED_MEDIA_TYPE,
          `Content-Type must be ${accepted.join(' or ')}.`,
          {
            details: { accepted, received: type || null },
          },
        );
      }
      const raw = decodeBody(request.event);
      let data: unknown;
      if (type === 'application/x-www-form-urlencoded') {
        data = Object.fromEntries(new URLSearchParams(raw));
      } else {
        if (jsonNestingDepth(raw) > MAX_JSON_DEPTH) {
          throw new InvalidPayloadError(
            `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`,
            { details: { location: 'body', max_depth: MAX_JSON_DEPTH } },
          );
        }
        try {
          data = JSON.parse(raw);
        } catch {
          throw new InvalidPayloadError('The request body is not valid JSON.', {
            details: { location: 'body' },
          });
        }
        if (data === null || typeof data !== 'object' || Array.isArray(data)) {
          throw new InvalidPayloadError('The request body must be a JSON object.', {
            details: { location: 'body', problems: [{ pointer: '', message: 'expected object' }] },
          });
        }
      }
      state.body = validateInput(spec.body, data, 'body');
    },
  };
}
