/**
 * The one error tree of the service. Every failure a caller can see is a ServiceError with a
 * stable `errorCode` (SPEC section 7); the error middleware serialises it into the spec error body.
 * Control flow checks `error.name`, which survives duplicated bundles.
 */
export const ErrorCode = {
  INVALID_PAYLOAD: 'INVALID_PAYLOAD',
  MISSING_REQUIRED_FIELD: 'MISSING_REQUIRED_FIELD',
  INVALID_TOKEN: 'INVALID_TOKEN',
  EXPIRED_TOKEN: 'EXPIRED_TOKEN',
  SCOPE_INSUFFICIENT: 'SCOPE_INSUFFICIENT',
  TENANT_DISABLED: 'TENANT_DISABLED',
  JOB_NOT_FOUND: 'JOB_NOT_FOUND',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  IDEMPOTENCY_KEY_CONFLICT: 'IDEMPOTENCY_KEY_CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  EXTRACTION_PARTIAL_FAILURE: 'EXTRACTION_PARTIAL_FAILURE',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  UPSTREAM_ERROR: 'UPSTREAM_ERROR',
  TIMEOUT: 'TIMEOUT',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const statusOf: Record<ErrorCode, number> = {
  INVALID_PAYLOAD: 400,
  MISSING_REQUIRED_FIELD: 400,
  INVALID_TOKEN: 401,
  EXPIRED_TOKEN: 401,
  SCOPE_INSUFFICIENT: 403,
  TENANT_DISABLED: 403,
  JOB_NOT_FOUND: 404,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  IDEMPOTENCY_KEY_CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  EXTRACTION_PARTIAL_FAILURE: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  UPSTREAM_ERROR: 502,
  TIMEOUT: 504,
};

export function httpStatusOf(code: ErrorCode): number {
  return statusOf[code];
}

export interface ServiceErrorOptions {
  details?: Record<string, unknown>;
  /** Extra response headers, e.g. Retry-After or Allow. */
  headers?: Record<string, string>;
  cause?: unknown;
  /** A status other than the code's own, e.g. 503 for an UPSTREAM_ERROR that a retry cannot fix. */
  status?: number;
}

export class ServiceError extends Error {
  readonly errorCode: ErrorCode;
  readonly statusCode: number;
  readonly details: Record<string, unknown> | undefined;
  readonly headers: Record<string, string>;

  constructor(errorCode: ErrorCode, message: string, options: ServiceErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'ServiceError';
    this.errorCode = errorCode;
    this.statusCode = options.status ?? statusOf[errorCode];
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}

/** 400: the request is malformed; `details.problems` carries a JSON pointer per problem. */
export class InvalidPayloadError extends ServiceError {
  constructor(message: string, options: ServiceErrorOptions = {}) {
    super(ErrorCode.INVALID_PAYLOAD, message, options);
    this.name = 'InvalidPayloadError';
  }
}

export class MissingFieldError extends ServiceError {
  constructor(fields: string[], options: ServiceErrorOptions = {}) {
    super(ErrorCode.MISSING_REQUIRED_FIELD, `Missing required field(s): ${fields.join(', ')}.`, {
      ...options,
      details: { fields, ...options.details },
    });
    this.name = 'MissingFieldError';
  }
}

export class AuthenticationError extends ServiceError {
  constructor(
    code: typeof ErrorCode.INVALID_TOKEN | typeof ErrorCode.EXPIRED_TOKEN,
    message: string,
    cause?: unknown,
  ) {
    super(code, message, { cause, headers: { 'WWW-Authenticate': 'Bearer' } });
    this.name = 'AuthenticationError';
  }
}

export class ForbiddenError extends ServiceError {
  constructor(
    code: typeof ErrorCode.SCOPE_INSUFFICIENT | typeof ErrorCode.TENANT_DISABLED,
    message: string,
    options: ServiceErrorOptions = {},
  ) {
    super(code, message, options);
    this.name = 'ForbiddenError';
  }
}

export class NotFoundError extends ServiceError {
  constructor(code: typeof ErrorCode.JOB_NOT_FOUND | typeof ErrorCode.NOT_FOUND, message: string) {
    super(code, message);
    this.name = 'NotFoundError';
  }
}

export class ConflictError extends ServiceError {
  constructor(message: string, options: ServiceErrorOptions = {}) {
    super(ErrorCode.IDEMPOTENCY_KEY_CONFLICT, message, options);
    this.name = 'ConflictError';
  }
}

export class RateLimitedError extends ServiceError {
  constructor(retryAfterSeconds: number, details: Record<string, unknown> = {}) {
    const retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
    super(ErrorCode.RATE_LIMITED, `Rate limit exceeded; retry after ${retryAfter} s.`, {
      details: { retry_after_seconds: retryAfter, ...details },
      headers: { 'Retry-After': String(retryAfter) },
    });
    this.name = 'RateLimitedError';
  }
}

/** A dependency (model serving, storage) failed or timed out; retry is safe. */
export class UpstreamError extends ServiceError {
  constructor(message: string, cause?: unknown) {
    super(ErrorCode.UPSTREAM_ERROR, message, { cause });
    this.name = 'UpstreamError';
  }
}

export class TimeoutError extends ServiceError {
  constructor(message: string, cause?: unknown) {
    super(ErrorCode.TIMEOUT, message, { cause });
    this.name = 'TimeoutError';
  }
}

export function isServiceError(error: unknown): error is ServiceError {
  return error instanceof Error && 'errorCode' in error && 'statusCode' in error;
}
