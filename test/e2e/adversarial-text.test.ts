/**
 * Bodies built to make backtracking patterns slow (issue 16) answer promptly over HTTP. Before
 * the patterns were made linear the first took 13 s and the second minutes; in-process they now
 * take about 0.1 s, so the bound here only has to tell seconds from minutes on a busy machine.
 */
import { describe, expect, it } from 'vitest';
import { authHeaders, call, token, useRuntimeEnv } from '../support/http';
import { expectMatchesContract } from '../support/openapi';

useRuntimeEnv();

const GENEROUS_MS = 10_000;

describe('POST /v1/extract/quote with adversarial bodies', () => {
  it.each([
    ['a ship-to hint followed by 200,000 dots', `Lieferadresse: a${'.'.repeat(200_000)}b`],
    ['a payment-terms word followed by 200,000 spaces', `net${' '.repeat(200_000)}x`],
    ['a calendar week followed by 200,000 tabs', `KW${'\t'.repeat(200_000)}x`],
  ])(
    'answers %s',
    async (_name, body) => {
      const demo = await token();
      const started = performance.now();
      const result = await call('/v1/extract/quote', {
        method: 'POST',
        headers: authHeaders(demo),
        json: { case_id: 'adversarial-text', received_at: '2026-11-16T09:00:00Z', body },
      });
      expect(performance.now() - started).toBeLessThan(GENEROUS_MS);
      expect(result.status).toBe(200);
      expectMatchesContract('POST', '/v1/extract/quote', result);
    },
    60_000,
  );
});
