import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoAuditLog } from '#adapters/aws/audit-log';
import { DynamoTenantConfigStore } from '#adapters/aws/config-store';
import { verifyStoredDay } from '#platform/audit/verify';
import { applyOperatorSettings } from '#platform/tenants/config-service';
import { authHeaders, call, token, useRuntimeEnv } from '../support/http';
import { expectMatchesContract } from '../support/openapi';
import { freshTenant } from '../support/tenants';

useRuntimeEnv();
const RECORDS = '/v1/audit/records';
const SPEC_FIELDS = [
  'actor',
  'audit_id',
  'case_id',
  'correlation_id',
  'decision',
  'event_type',
  'input_hash',
  'module',
  'output_hash',
  'reported_at',
  'tenant_id',
  'timestamp',
];

interface AuditRecord {
  audit_id: string;
  case_id: string;
  event_type: string;
  module: string;
  correlation_id: string;
  reported_at?: string;
  decision?: { recommended_action?: string; applied_action?: string };
}
interface Page {
  records: AuditRecord[];
  next_cursor: string | null;
}

const classify = (caseId: string) => ({
  case_id: caseId,
  sender: 'einkauf@example.de',
  subject: 'Anfrage',
  body: 'Bitte um ein Angebot für 200 Stück Sechskantschraube M8x30.',
});

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

let tenantId: string;
let accessToken: string;
let receiver: Server;
const startedAt = new Date(Date.now() - 1000).toISOString();

async function list(query: Record<string, string>, bearer = accessToken) {
  return call(`${RECORDS}?${new URLSearchParams(query)}`, { headers: authHeaders(bearer) });
}

beforeAll(async () => {
  ({ tenantId, accessToken } = await freshTenant('audit'));
  receiver = createServer((_req, res) => res.writeHead(204).end());
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  // Loopback receivers are an operator setting (as the local seed sets it), not the tenant's.
  await applyOperatorSettings(new DynamoTenantConfigStore(), tenantId, {
    webhooks: { allow_loopback: true },
  });
  const patched = await call('/v1/admin/config', {
    method: 'PATCH',
    headers: { ...authHeaders(accessToken, 'audit-config'), 'Content-Type': 'application/json' },
    body: JSON.stringify({ webhooks: { retry_base_seconds: 5 } }),
  });
  expect(patched.status).toBe(200);
  for (const caseId of ['audit-a', 'audit-b']) {
    const result = await call('/v1/intent/classify', {
      method: 'POST',
      headers: authHeaders(accessToken, `corr-${caseId}`),
      json: classify(caseId),
    });
    expect(result.status).toBe(200);
  }
  const feedback = await call('/v1/feedback', {
    method: 'POST',
    headers: authHeaders(accessToken, 'corr-audit-feedback'),
    json: {
      case_id: 'audit-a',
      module: 'intent_classifier',
      original_output: { intent: 'quote' },
      corrected_output: { intent: 'order' },
      actor: { type: 'sales_rep', id_hash: 'sha256:rep-1' },
      // A caller's clock far in the past: the records still land in today's chain.
      timestamp: '2020-01-01T00:00:00Z',
    },
  });
  expect(feedback.status).toBe(200);
  const queued = await call('/v1/intent/classify', {
    method: 'POST',
    headers: {
      ...authHeaders(accessToken, 'corr-audit-hook'),
      Prefer: 'respond-async',
      'Service-Callback-Url': `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
    },
    json: classify('audit-hook'),
  });
  expect(queued.status).toBe(202);
  await waitFor(async () => {
    const page = (await list({ from: startedAt, event_type: 'webhook_attempt' })).body as Page;
    return page.records.length > 0 ? true : undefined;
  });
}, 45_000);

afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

describe('GET /v1/audit/records', () => {
  it('has a record for every call: module calls, threshold decisions, feedback, config change, webhook attempt', async () => {
    const result = await list({ from: startedAt, limit: '1000' });
    expect(result.status).toBe(200);
    expectMatchesContract('GET', RECORDS, result);
    const { records, next_cursor } = result.body as Page;
    expect(next_cursor).toBeNull();
    const summary = records.map((r) => `${r.event_type}:${r.module}:${r.case_id}`);
    for (const caseId of ['audit-a', 'audit-b', 'audit-hook']) {
      expect(summary).toContain(`module_call:intent_classifier:${caseId}`);
      expect(summary).toContain(`threshold_decision:intent_classifier:${caseId}`);
    }
    expect(summary).toContain('rep_edit:intent_classifier:audit-a');
    expect(records.find((r) => r.event_type === 'rep_edit')?.reported_at).toBe(
      '2020-01-01T00:00:00Z',
    );
    expect(summary).toContain('feedback_submitted:intent_classifier:audit-a');
    expect(summary).toContain('config_change:tenant_config:');
    expect(summary).toContain('webhook_attempt:webhooks:');
    const decision = records.find((r) => r.event_type === 'threshold_decision');
    expect(decision?.decision?.recommended_action).toMatch(/^(auto_accept|confirm|review|manual)$/);
    expect(records.find((r) => r.case_id === 'audit-a')?.correlation_id).toBe('corr-audit-a');
    for (const record of records)
      for (const key of Object.keys(record)) expect(SPEC_FIELDS).toContain(key);
    // What the API shows is what the chain protects.
    const verdict = await verifyStoredDay(
      new DynamoAuditLog(),
      tenantId,
      new Date().toISOString().slice(0, 10),
    );
    expect(verdict.valid).toBe(true);
    expect(verdict.records).toBeGreaterThanOrEqual(records.length);
  });

  it('filters by event type, module and case', async () => {
    const byCase = await list({ from: startedAt, case_id: 'audit-a', event_type: 'module_call' });
    expectMatchesContract('GET', RECORDS, byCase);
    expect((byCase.body as Page).records.map((r) => r.case_id)).toEqual(['audit-a']);
    const byModule = (await list({ from: startedAt, module: 'tenant_config' })).body as Page;
    expect(byModule.records.map((r) => r.event_type)).toEqual(['config_change']);
    const none = (await list({ from: startedAt, case_id: 'no-such-case' })).body as Page;
    expect(none).toEqual({ records: [], next_cursor: null });
    const byCorrelation = await list({ from: startedAt, correlation_id: 'corr-audit-b' });
    expectMatchesContract('GET', RECORDS, byCorrelation);
    expect((byCorrelation.body as Page).records.map((r) => `${r.event_type}:${r.case_id}`)).toEqual(
      expect.arrayContaining(['module_call:audit-b', 'threshold_decision:audit-b']),
    );
    expect(
      (byCorrelation.body as Page).records.every((r) => r.correlation_id === 'corr-audit-b'),
    ).toBe(true);
  });

  it('pages with an opaque cursor through exactly the full list', async () => {
    const all = ((await list({ from: startedAt })).body as Page).records.map((r) => r.audit_id);
    expect(all.length).toBeGreaterThanOrEqual(7);
    const paged: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const result = await list({ from: startedAt, limit: '2', ...(cursor ? { cursor } : {}) });
      expect(result.status).toBe(200);
      expectMatchesContract('GET', RECORDS, result);
      const page = result.body as Page;
      expect(page.records.length).toBeLessThanOrEqual(2);
      paged.push(...page.records.map((r) => r.audit_id));
      cursor = page.next_cursor;
      pages++;
    } while (cursor && pages < 50);
    expect(paged).toEqual(all);
    expect(pages).toBe(Math.ceil(all.length / 2));
  });

  it('refuses bad parameters with INVALID_PAYLOAD', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ limit: '0' }, '/limit'],
      [{ limit: '1001' }, '/limit'],
      [{ from: 'yesterday' }, '/from'],
      [{ from: '2026-01-01T00:00:00Z', to: '2026-03-01T00:00:00Z' }, '/to'],
      [{ from: '2026-03-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }, '/from'],
      [{ event_type: 'coffee_break' }, '/event_type'],
      [{ cursor: 'not-a-cursor' }, '/cursor'],
    ];
    for (const [query, pointer] of cases) {
      const result = await list(query);
      expect(result.status, JSON.stringify(query)).toBe(400);
      expectMatchesContract('GET', RECORDS, result);
      expect(result.body).toMatchObject({
        error_code: 'INVALID_PAYLOAD',
        details: { problems: [{ pointer }] },
      });
    }
    const first = (await list({ from: startedAt, limit: '1' })).body as Page;
    expect(first.next_cursor).toEqual(expect.any(String));
    const reused = await list({
      from: startedAt,
      limit: '1',
      case_id: 'audit-a',
      cursor: first.next_cursor ?? '',
    });
    expect(reused.status).toBe(400);
    // A cursor rewritten to span a century: refused at once, never 36,000 days of reads.
    const [payload = ''] = (first.next_cursor ?? '').split('.');
    const state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as object;
    const century = Buffer.from(
      JSON.stringify({ ...state, w: [Date.parse('1950-01-01'), Date.parse('2050-01-01')] }),
    ).toString('base64url');
    for (const forged of [century, `${century}.${(first.next_cursor ?? '').split('.')[1]}`]) {
      const started = Date.now();
      const result = await list({ from: startedAt, limit: '1', cursor: forged });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ details: { problems: [{ pointer: '/cursor' }] } });
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });

  it("needs audit.read and shows only the caller's tenant", async () => {
    const modules = await token('demo-client', 'demo-secret', 'intent.classify');
    const refused = await list({}, modules);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error_code: 'SCOPE_INSUFFICIENT' });
    const other = await freshTenant('audit-other');
    const empty = (await list({ from: startedAt }, other.accessToken)).body as Page;
    expect(empty.records).toEqual([]);
  });
});

describe('POST /v1/audit/exports', () => {
  it('runs a job whose presigned link downloads the window as NDJSON', async () => {
    const to = new Date(Date.now() + 1000).toISOString();
    const accepted = await call('/v1/audit/exports', {
      method: 'POST',
      headers: authHeaders(accessToken),
      json: { from: startedAt, to },
    });
    expect(accepted.status).toBe(202);
    expectMatchesContract('POST', '/v1/audit/exports', accepted);
    const statusUrl = (accepted.body as { status_url: string }).status_url;
    expect(accepted.headers.get('location')).toBe(statusUrl);
    const job = await waitFor(async () => {
      const polled = await call(statusUrl, { headers: authHeaders(accessToken) });
      const body = polled.body as { status: string };
      return body.status === 'complete' || body.status === 'failed' ? polled : undefined;
    });
    expectMatchesContract('GET', '/v1/jobs/{job_id}', job);
    const result = (job.body as { status: string; result: Record<string, unknown> }).result;
    expect(job.body).toMatchObject({ status: 'complete' });
    expect(result).toMatchObject({
      url: expect.stringMatching(/^http/),
      expires_at: expect.any(String),
      record_count: expect.any(Number),
      bytes: expect.any(Number),
    });
    const listed = ((await list({ from: startedAt, to, limit: '1000' })).body as Page).records;
    const download = await fetch(String(result.url));
    expect(download.status).toBe(200);
    const text = await download.text();
    expect(Buffer.byteLength(text)).toBe(result.bytes);
    const lines = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as AuditRecord & { chain: Record<string, unknown> });
    expect(lines.length).toBe(result.record_count);
    // The export was queued inside the window, so it holds at least what the list showed.
    expect(lines.map((line) => line.audit_id)).toEqual(
      expect.arrayContaining(listed.map((r) => r.audit_id)),
    );
    expect(lines[0]?.chain).toMatchObject({
      id: expect.any(Number),
      sequence: expect.any(Number),
      prev_hash: expect.stringMatching(/^sha256:/),
      record_hash: expect.stringMatching(/^sha256:/),
    });
  });

  it('refuses a window over 31 days before queuing anything', async () => {
    const result = await call('/v1/audit/exports', {
      method: 'POST',
      headers: authHeaders(accessToken),
      json: { from: '2026-01-01T00:00:00Z', to: '2026-03-01T00:00:00Z' },
    });
    expect(result.status).toBe(400);
    expectMatchesContract('POST', '/v1/audit/exports', result);
  });
});
