import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, baseUrl, call, useRuntimeEnv } from '../support/http';
import { freshTenant } from '../support/tenants';

/**
 * What a hostile or careless caller sends (issue 16), black-box over HTTP: the runtime answers
 * each with the spec error body, never a 5xx, never a dropped connection, and keeps serving.
 */

useRuntimeEnv();

function expectErrorBody(body: unknown, errorCode: string): void {
  expect(body).toMatchObject({
    error_code: errorCode,
    message: expect.any(String),
    correlation_id: expect.any(String),
    request_id: expect.any(String),
  });
}

/** Sends raw bytes on a fresh connection and answers whatever came back before it closed. */
function rawExchange(host: string, port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, host);
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.write(bytes);
  });
}

const intentRequest = (caseId: string, body = 'Bitte um ein Angebot für 200 Stück M8x30.') => ({
  case_id: caseId,
  sender: 'einkauf@example.de',
  subject: 'Anfrage',
  body,
});

describe('malformed request targets', () => {
  it('answers a path parameter that is not percent-encoded UTF-8 with 400, and keeps serving', async () => {
    for (const target of ['/v1/jobs/%ZZ', '/v1/jobs/%E0%A4%A', '/v1/jobs/%']) {
      const result = await call(target);
      expect(result.status, target).toBe(400);
      expectErrorBody(result.body, 'INVALID_PAYLOAD');
    }
    const doubleSlash = await call('//%zz');
    expect([400, 404]).toContain(doubleSlash.status);
    expectErrorBody(doubleSlash.body, doubleSlash.status === 404 ? 'NOT_FOUND' : 'INVALID_PAYLOAD');
    expect((await call('/healthz')).status).toBe(200);
  });

  it('answers unparsable HTTP with the spec error body, and keeps serving', async () => {
    const { hostname, port } = new URL(baseUrl());
    for (const bytes of [
      'GET /healthz HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n',
      'BREW /healthz HTTP/1.1\r\nHost: x\r\n\r\n',
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      'GET /v1/jobs/%ZZ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    ]) {
      const answer = await rawExchange(hostname, Number(port), bytes);
      expect(answer, bytes.slice(0, 30)).toMatch(/^HTTP\/1\.1 4\d\d /);
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;
      expectErrorBody(body, 'INVALID_PAYLOAD');
    }
    expect((await call('/healthz')).status).toBe(200);
  });
});

describe('bodies', () => {
  let tenant: { tenantId: string; accessToken: string };
  beforeAll(async () => {
    tenant = await freshTenant('hostile-body');
  });

  it('refuses JSON nested 20,000 deep with 400 INVALID_PAYLOAD', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const feedback = await call('/v1/feedback', {
      method: 'POST',
      headers: { ...authHeaders(tenant.accessToken), 'Content-Type': 'application/json' },
      body: `{"case_id":"deep","module":"intent_classifier","original_output":{"a":${deep}},"corrected_output":{},"actor":{"type":"rep","id_hash":"h"}}`,
    });
    expect(feedback.status).toBe(400);
    expectErrorBody(feedback.body, 'INVALID_PAYLOAD');
    const intent = await call('/v1/intent/classify', {
      method: 'POST',
      headers: { ...authHeaders(tenant.accessToken), 'Content-Type': 'application/json' },
      body: `{"case_id":"deep","body":"x","extra":${deep}}`,
    });
    expect(intent.status).toBe(400);
    expectErrorBody(intent.body, 'INVALID_PAYLOAD');
  });

  it('refuses a 1 MB feedback with 413 PAYLOAD_TOO_LARGE (its cap is 300 kB)', async () => {
    const result = await call('/v1/feedback', {
      method: 'POST',
      headers: authHeaders(tenant.accessToken),
      json: {
        case_id: 'big',
        module: 'intent_classifier',
        original_output: { note: 'x'.repeat(1_000_000) },
        corrected_output: {},
        actor: { type: 'rep', id_hash: 'h' },
      },
    });
    expect(result.status).toBe(413);
    expectErrorBody(result.body, 'PAYLOAD_TOO_LARGE');
  });

  it('answers an 11 MB body sent with fetch with a 413 the client reads, every time', async () => {
    const body = JSON.stringify(intentRequest('huge', 'x'.repeat(11 * 1024 * 1024)));
    for (let attempt = 0; attempt < 3; attempt++) {
      const result = await call('/v1/intent/classify', {
        method: 'POST',
        headers: { ...authHeaders(tenant.accessToken), 'Content-Type': 'application/json' },
        body,
      });
      expect(result.status).toBe(413);
      expectErrorBody(result.body, 'PAYLOAD_TOO_LARGE');
    }
  });
});

describe('product matching without a catalogue', () => {
  it('answers 200 with every line unmatched, reason no_catalog', async () => {
    const { accessToken } = await freshTenant('hostile-nocat');
    const result = await call('/v1/match/product', {
      method: 'POST',
      headers: authHeaders(accessToken),
      json: {
        case_id: 'no-cat',
        line_items: [{ description: 'Sechskantschraube M8x30', quantity: 2 }, { description: 'x' }],
      },
    });
    expect(result.status).toBe(200);
    const matches = (
      result.body as { matches: { unmatched_flag: boolean; unmatched_reason: string }[] }
    ).matches;
    expect(matches).toHaveLength(2);
    for (const match of matches)
      expect(match).toMatchObject({ unmatched_flag: true, unmatched_reason: 'no_catalog' });
  });
});

describe('Idempotency-Key after a refusal', () => {
  it('releases the key of a 429: the retry after Retry-After runs', async () => {
    const { accessToken } = await freshTenant('hostile-idem');
    const patched = await call('/v1/admin/config', {
      method: 'PATCH',
      headers: authHeaders(accessToken),
      json: { rate_limits: { async_jobs_per_second: 1 } },
    });
    expect(patched.status).toBe(200);
    const send = (key: string) =>
      call('/v1/intent/classify', {
        method: 'POST',
        headers: {
          ...authHeaders(accessToken),
          'Idempotency-Key': key,
          Prefer: 'respond-async',
        },
        json: intentRequest(`idem-${key}`),
      });
    const first = await Promise.all(['k-1', 'k-2', 'k-3', 'k-4'].map(send));
    const refusedIndex = first.findIndex((result) => result.status === 429);
    expect(refusedIndex).toBeGreaterThanOrEqual(0);
    const refused = first[refusedIndex];
    expectErrorBody(refused?.body, 'RATE_LIMITED');
    const retryAfter = Number(refused?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 100));
    const retry = await send(`k-${refusedIndex + 1}`);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(retry.status).toBe(202);
  });
});

/**
 * `npm start` as a child process on its own data directory and a free port, stopped with Ctrl-C or
 * killed with SIGKILL, and started again on the same directory.
 */
class ChildRuntime {
  private child: ChildProcess | undefined;
  url = '';

  constructor(private readonly dataDir: string) {}

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        QCAS_DATA_DIR: this.dataDir,
        QCAS_NO_DEMO_DATA: '1',
        QCAS_WORKERS: '1',
        POWERTOOLS_LOG_LEVEL: 'SILENT',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let output = '';
    child.stderr?.resume();
    this.url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not ready in 60 s:\n${output}`)), 60_000);
      child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
      child.stdout?.setEncoding('utf8');
      child.stdout?.on('data', (chunk: string) => {
        output += chunk;
        const ready = /API base URL\s+(\S+)\/v1/.exec(output);
        if (ready?.[1]) {
          clearTimeout(timer);
          resolve(ready[1]);
        }
      });
    });
  }

  async stop(signal: 'SIGINT' | 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
    this.child = undefined;
  }

  async request(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${this.url}${path}`, init);
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  }
}

describe('persistence across restarts', () => {
  const sandbox = { 'X-Api-Key': 'sandbox-api-key', 'X-Correlation-Id': 'hostile-restart' };
  let dataDir: string;
  let runtime: ChildRuntime;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'qcas-hostile-'));
    runtime = new ChildRuntime(dataDir);
  });
  afterAll(async () => {
    await runtime?.stop('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  const importProducts = (records: object[]) =>
    runtime.request('/v1/admin/master-data/products?mode=upsert', {
      method: 'POST',
      headers: { ...sandbox, 'Content-Type': 'application/x-ndjson' },
      body: records.map((record) => JSON.stringify(record)).join('\n'),
    });
  const matchedProduct = async (description: string) => {
    const result = await runtime.request('/v1/match/product', {
      method: 'POST',
      headers: { ...sandbox, 'Content-Type': 'application/json' },
      body: JSON.stringify({ case_id: 'restart', line_items: [{ description, quantity: 1 }] }),
    });
    expect(result.status).toBe(200);
    return (result.body as { matches: { catalog_product_id: string | null }[] }).matches[0]
      ?.catalog_product_id;
  };

  it('keeps imported master data through Ctrl-C and kill -9 between import and match', async () => {
    await runtime.start();
    const first = await importProducts([
      { product_id: 'HX-830', description: 'Sechskantschraube M8x30 DIN 933 verzinkt' },
    ]);
    expect(first.status).toBe(200);
    expect(await matchedProduct('Sechskantschraube M8x30 DIN 933 verzinkt')).toBe('HX-830');

    await runtime.stop('SIGINT');
    await runtime.start();
    expect(await matchedProduct('Sechskantschraube M8x30 DIN 933 verzinkt')).toBe('HX-830');

    const second = await importProducts([
      { product_id: 'KL-2040', description: 'Kugellager 6204 2RS C3' },
    ]);
    expect(second.status).toBe(200);
    await runtime.stop('SIGKILL');
    await runtime.start();
    expect(await matchedProduct('Kugellager 6204 2RS C3')).toBe('KL-2040');
    expect(await matchedProduct('Sechskantschraube M8x30 DIN 933 verzinkt')).toBe('HX-830');
  }, 240_000);

  it('answers 503 UPSTREAM_ERROR telling to re-import when a stored snapshot is gone', async () => {
    await runtime.stop('SIGINT');
    // A damaged data directory: the pointers (DynamoDB) remain, the objects do not.
    await rm(join(dataDir, 's3'), { recursive: true, force: true });
    await runtime.start();
    const result = await runtime.request('/v1/match/product', {
      method: 'POST',
      headers: { ...sandbox, 'Content-Type': 'application/json' },
      body: JSON.stringify({ case_id: 'damaged', line_items: [{ description: 'Kugellager' }] }),
    });
    expect(result.status).toBe(503);
    expectErrorBody(result.body, 'UPSTREAM_ERROR');
    expect((result.body as { message: string }).message).toMatch(/import .* again/);
  }, 120_000);
});
