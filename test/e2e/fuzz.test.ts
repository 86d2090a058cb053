import { beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from '#domain/util/random';
import { type FuzzedRequest, fuzzRequest, type Json } from '../support/fuzz';
import { baseUrl, call, useRuntimeEnv } from '../support/http';
import { freshTenant } from '../support/tenants';

/**
 * A seeded, bounded fuzz of every module endpoint: FUZZ_CASES mutated bodies each (wrong types,
 * missing and extra fields, huge strings, control characters, truncated JSON, …). Nothing may
 * answer 5xx or drop the connection, and every 4xx carries the spec error body. A failure names
 * the seed and case number; QCAS_FUZZ_SEED and QCAS_FUZZ_CASES replay or widen the run.
 */

useRuntimeEnv();

const SEED = Number(process.env.QCAS_FUZZ_SEED ?? 20_261_125);
// 300 a run keeps `npm test` inside its five minutes; QCAS_FUZZ_CASES=5000 for a deeper run.
const FUZZ_CASES = Number(process.env.QCAS_FUZZ_CASES ?? 300);
const IN_FLIGHT = 6;

const csv = Buffer.from('Artikel;Menge\nSechskantschraube M8x30;200\n').toString('base64');

const endpoints: { path: string; valid: Json }[] = [
  {
    path: '/v1/intent/classify',
    valid: {
      case_id: 'fuzz-intent',
      sender: 'einkauf@mueller-antrieb.de',
      subject: 'Anfrage',
      body: 'Guten Tag, bitte um ein Angebot für 200 Stück Sechskantschraube M8x30 DIN 933.',
    },
  },
  {
    path: '/v1/extract/quote',
    valid: {
      case_id: 'fuzz-extract',
      received_at: '2026-11-16T09:00:00Z',
      body: 'Bitte um Angebot: 200 Stk Sechskantschraube M8x30 DIN 933 verzinkt, Lieferung bis KW 49.',
      attachments: [{ filename: 'rfq.csv', content_type: 'text/csv', content_base64: csv }],
    },
  },
  {
    path: '/v1/match/customer',
    valid: {
      case_id: 'fuzz-customer',
      sender: 'einkauf@mueller-antrieb.de',
      body: 'Müller Antriebstechnik GmbH, Hauptstraße 1, 70173 Stuttgart',
      country: 'DE',
      thread_history: [{ sender: 'a@mueller-antrieb.de', subject: 'Re: Anfrage' }],
    },
  },
  {
    path: '/v1/match/product',
    valid: {
      case_id: 'fuzz-product',
      line_items: [
        { description: 'Sechskantschraube M8x30 DIN 933 verzinkt', quantity: 200, unit: 'pcs' },
        { description: 'Kugellager 6204 2RS', quantity: 4 },
      ],
      match_strategy: 'balanced',
    },
  },
  {
    path: '/v1/feedback',
    valid: {
      case_id: 'fuzz-feedback',
      module: 'intent_classifier',
      original_output: { intent: 'quote', confidence_score: 0.9 },
      corrected_output: { intent: 'order' },
      actor: { type: 'sales_rep', id_hash: 'sha256:abc' },
    },
  },
];

interface Failure {
  path: string;
  index: number;
  mutations: string[];
  problem: string;
}

function problemWith(status: number, body: unknown): string | undefined {
  if (status >= 500) return `status ${status}: ${JSON.stringify(body)?.slice(0, 200)}`;
  if (status < 400) return undefined;
  const error = body as Record<string, unknown> | undefined;
  const complete =
    typeof error?.error_code === 'string' &&
    typeof error.message === 'string' &&
    typeof error.correlation_id === 'string' &&
    typeof error.request_id === 'string';
  return complete ? undefined : `status ${status} without the spec error body`;
}

async function send(path: string, accessToken: string, request: FuzzedRequest, index: number) {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${accessToken}`,
    'X-Correlation-Id': `fuzz-${index}`,
    ...request.headers,
  };
  if (request.contentType) headers['Content-Type'] = request.contentType;
  try {
    const result = await call(path, { method: 'POST', headers, body: request.body });
    return { status: result.status, problem: problemWith(result.status, result.body) };
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string } }).cause;
    return { status: 0, problem: `connection failed: ${cause?.code ?? (error as Error).message}` };
  }
}

describe('fuzzed module requests', () => {
  let accessToken: string;

  beforeAll(async () => {
    ({ accessToken } = await freshTenant('fuzz'));
    // Matching works on master data: a few customers and products, so the fuzz reaches the matchers.
    for (const [dataset, records] of [
      [
        'customers',
        [
          {
            customer_id: 'C-1',
            name: 'Müller Antriebstechnik GmbH',
            domains: ['mueller-antrieb.de'],
          },
          { customer_id: 'C-2', name: 'Schmidt Lager AG', domains: ['schmidt-lager.de'] },
        ],
      ],
      [
        'products',
        [
          { product_id: 'P-1', description: 'Sechskantschraube M8x30 DIN 933 verzinkt' },
          { product_id: 'P-2', description: 'Rillenkugellager 6204 2RS C3' },
        ],
      ],
    ] as const) {
      const imported = await fetch(`${baseUrl()}/v1/admin/master-data/${dataset}?mode=replace`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${accessToken}`,
          'X-Correlation-Id': 'fuzz-import',
          'Content-Type': 'application/x-ndjson',
        },
        body: records.map((record) => JSON.stringify(record)).join('\n'),
      });
      expect(imported.status).toBe(200);
    }
  });

  for (const [endpointIndex, endpoint] of endpoints.entries()) {
    it(`${endpoint.path}: ${FUZZ_CASES} mutated bodies, no 5xx, no dropped connection, spec error bodies`, async () => {
      const random = createRandom(SEED + endpointIndex);
      const requests = Array.from({ length: FUZZ_CASES }, () =>
        fuzzRequest(random, endpoint.valid),
      );
      const failures: Failure[] = [];
      const statuses: Record<number, number> = {};
      let next = 0;
      const worker = async () => {
        while (next < requests.length) {
          const index = next++;
          const request = requests[index] as FuzzedRequest;
          const { status, problem } = await send(endpoint.path, accessToken, request, index);
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (problem)
            failures.push({ path: endpoint.path, index, mutations: request.mutations, problem });
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
      // What the fuzz reached: mostly 4xx, but some 2xx means the mutations left valid requests too.
      console.info(`${endpoint.path} statuses ${JSON.stringify(statuses)}`);
      expect(
        failures.slice(0, 10).map((failure) => ({ seed: SEED + endpointIndex, ...failure })),
      ).toEqual([]);
    }, 120_000);
  }
});
