import type { Operation } from '#contracts/operations';
import { ErrorCode, ServiceError } from '../../errors';
import type { ApiMiddleware } from './types';

/** Payload caps per operation (SPEC 8), before anything is parsed. */
export function payloadLimit(operation: Operation): ApiMiddleware {
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
