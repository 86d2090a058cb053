import { createHash } from 'node:crypto';
import { canonicalJson } from '#platform/audit/record';
import { InvalidPayloadError } from '../../errors';

/** SPEC 4.1 and 8: an Idempotency-Key is remembered for 24 hours. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface IdempotencyScope {
  tenantId: string;
  operation: string;
  key: string;
}

export interface StoredResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

export type ClaimOutcome =
  | { kind: 'claimed'; token: string }
  | { kind: 'replay'; response: StoredResponse }
  | { kind: 'payload_mismatch' }
  | { kind: 'in_progress'; retryAfterSeconds: number };

export interface IdempotencyStore {
  /** Claims the key for `leaseMs`, or tells why not (replay, different payload, still running). */
  claim(scope: IdempotencyScope, fingerprint: string, leaseMs: number): Promise<ClaimOutcome>;
  /** Stores the first completed response; only the holder of the claim can. */
  complete(scope: IdempotencyScope, token: string, response: StoredResponse): Promise<void>;
  /** Frees the claim after a failure, so that the retry runs. */
  release(scope: IdempotencyScope, token: string): Promise<void>;
}

/** SHA-256 of the canonical request body: key order and whitespace do not change it. */
export function requestFingerprint(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body), 'utf8').digest('hex');
}

const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

export function parseIdempotencyKey(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (!KEY_FORMAT.test(raw)) {
    throw new InvalidPayloadError('Idempotency-Key must be 1-255 printable ASCII characters.', {
      details: {
        location: 'header',
        problems: [{ pointer: '/headers/Idempotency-Key', message: 'invalid format' }],
      },
    });
  }
  return raw;
}

/** Only these response headers are part of what a replay returns. */
export const REPLAYED_HEADERS = ['Content-Type', 'Location', 'Retry-After'] as const;
