import type { Operation } from '#contracts/operations';
import { jsonNestingDepth, MAX_JSON_DEPTH } from '#domain/util/json-depth';
import { ErrorCode, InvalidPayloadError, ServiceError } from '../../errors';
import type { ApiEvent, ApiMiddleware } from './types';
import { validateInput } from './validation';

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function decodeBody(event: ApiEvent): string {
  if (event.body === null || event.body === undefined) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

/** Content type, JSON parsing and contract validation of body, path and query. */
export function requestParsing(operation: Operation): ApiMiddleware {
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
