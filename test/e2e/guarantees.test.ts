import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetQueueUrlCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Of } from '#platform/audit/record';
import { deadLetterQueueName } from '#platform/resources';
import { auditRecordsOfToday, moduleCallCount } from '../support/audit';
import { authHeaders, call, patchTenantConfig, token, useRuntimeEnv } from '../support/http';
import { expectMatchesContract } from '../support/openapi';
import { newTenant } from '../support/tenants';

const env = useRuntimeEnv();
const CLASSIFY = '/v1/intent/classify';

const request = (
  caseId: string,
  body = 'Bitte um ein Angebot für 200 Stück Sechskantschraube M8x30.',
) => ({
  case_id: caseId,
  sender: 'einkauf@example.de',
  subject: 'Anfrage',
  body,
});

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let demo: string;
beforeAll(async () => {
  demo = await token();
});

describe('POST /v1/intent/classify', () => {
  it('answers a contract-shaped classification', async () => {
    const result = await call(CLASSIFY, {
      method: 'POST',
      headers: authHeaders(demo),
      json: request('case-shape'),
    });
    expect(result.status).toBe(200);
    expectMatchesContract('POST', CLASSIFY, result);
    expect(result.body).toMatchObject({ case_id: 'case-shape', intent: 'quote', language: 'de' });
  });

  it('names missing fields and rejects a sender that is not an e-mail address', async () => {
    const missing = await call(CLASSIFY, {
      method: 'POST',
      headers: authHeaders(demo),
      json: { case_id: 'x' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      error_code: 'MISSING_REQUIRED_FIELD',
      details: { fields: ['sender', 'subject', 'body'] },
    });
    const badSender = await call(CLASSIFY, {
      method: 'POST',
      headers: authHeaders(demo),
      json: { ...request('x'), sender: 'nobody' },
    });
    expect(badSender.status).toBe(400);
    expect(
      (badSender.body as { details: { problems: { pointer: string }[] } }).details.problems[0]
        ?.pointer,
    ).toBe('/sender');
  });
});

describe('Idempotency-Key', () => {
  it('replays the first response byte for byte without running the module again', async () => {
    const headers = { ...authHeaders(demo), 'Idempotency-Key': 'idem-replay-1' };
    const first = await call(CLASSIFY, { method: 'POST', headers, json: request('case-idem-1') });
    const second = await call(CLASSIFY, { method: 'POST', headers, json: request('case-idem-1') });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await moduleCallCount('demo', 'case-idem-1')).toBe(1);
  });

  it('refuses the same key with a different payload and leaves the record untouched', async () => {
    const headers = { ...authHeaders(demo), 'Idempotency-Key': 'idem-conflict-1' };
    const first = await call(CLASSIFY, { method: 'POST', headers, json: request('case-idem-2') });
    const conflict = await call(CLASSIFY, {
      method: 'POST',
      headers,
      json: request('case-idem-2', 'Where is my order?'),
    });
    expect(conflict.status).toBe(409);
    expectMatchesContract('POST', CLASSIFY, conflict);
    expect(conflict.body).toMatchObject({
      error_code: 'IDEMPOTENCY_KEY_CONFLICT',
      details: { reason: 'payload_mismatch' },
    });
    const again = await call(CLASSIFY, { method: 'POST', headers, json: request('case-idem-2') });
    expect(again.text).toBe(first.text);
  });

  it('runs 50 concurrent identical requests exactly once', async () => {
    const headers = { ...authHeaders(demo), 'Idempotency-Key': 'idem-concurrent-1' };
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(CLASSIFY, { method: 'POST', headers, json: request('case-idem-50') }),
      ),
    );
    const fresh = results.filter(
      (r) => r.status === 200 && r.headers.get('idempotent-replayed') !== 'true',
    );
    const replays = results.filter(
      (r) => r.status === 200 && r.headers.get('idempotent-replayed') === 'true',
    );
    const inProgress = results.filter(
      (r) =>
        r.status === 409 &&
        (r.body as { details?: { reason?: string } }).details?.reason === 'in_progress',
    );
    expect(fresh).toHaveLength(1);
    expect(replays.length + inProgress.length).toBe(49);
    for (const busy of inProgress)
      expect(Number(busy.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await moduleCallCount('demo', 'case-idem-50')).toBe(1);
  }, 60_000);
});

describe('async jobs', () => {
  it('accepts Prefer: respond-async with 202 and completes the job', async () => {
    const accepted = await call(CLASSIFY, {
      method: 'POST',
      headers: { ...authHeaders(demo), Prefer: 'respond-async' },
      json: request('case-async-1'),
    });
    expect(accepted.status).toBe(202);
    expectMatchesContract('POST', CLASSIFY, accepted);
    const { job_id: jobId, status_url: statusUrl } = accepted.body as {
      job_id: string;
      status_url: string;
    };
    expect(accepted.headers.get('location')).toBe(statusUrl);
    const done = await waitFor(async () => {
      const status = await call(statusUrl, { headers: authHeaders(demo) });
      return (status.body as { status: string }).status === 'complete' ? status : undefined;
    });
    expectMatchesContract('GET', '/v1/jobs/{job_id}', done);
    expect(done.body).toMatchObject({
      job_id: jobId,
      status: 'complete',
      result: { case_id: 'case-async-1', intent: 'quote' },
    });
  });

  it('rejects other Prefer values and callbacks on synchronous calls or to private addresses', async () => {
    const wrongPrefer = await call(CLASSIFY, {
      method: 'POST',
      headers: { ...authHeaders(demo), Prefer: 'wait=10' },
      json: request('x'),
    });
    expect(wrongPrefer.status).toBe(400);
    const syncCallback = await call(CLASSIFY, {
      method: 'POST',
      headers: { ...authHeaders(demo), 'Service-Callback-Url': 'https://example.com/hook' },
      json: request('x'),
    });
    expect(syncCallback.status).toBe(400);
    for (const url of [
      'http://10.0.0.5/hook',
      'https://169.254.169.254/latest',
      'ftp://example.com/x',
    ]) {
      const refused = await call(CLASSIFY, {
        method: 'POST',
        headers: { ...authHeaders(demo), Prefer: 'respond-async', 'Service-Callback-Url': url },
        json: request('x'),
      });
      expect(refused.status, url).toBe(400);
    }
  });
});

describe('signed webhooks', () => {
  let receiver: Server;
  let receiverUrl: string;
  const hits: { headers: IncomingMessage['headers']; body: string; at: number }[] = [];
  let failuresLeft = 0;
  let secret = '';

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        hits.push({ headers: req.headers, body, at: Date.now() });
        if (failuresLeft > 0) {
          failuresLeft--;
          res.writeHead(503).end();
        } else res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const created = await call('/v1/admin/webhook-secrets', {
      method: 'POST',
      headers: authHeaders(demo),
    });
    expect(created.status).toBe(201);
    expectMatchesContract('POST', '/v1/admin/webhook-secrets', created);
    secret = (created.body as { secret: string }).secret;
    const patched = await patchTenantConfig(demo, { webhooks: { retry_base_seconds: 0.02 } });
    expect(patched.status).toBe(200);
  });

  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  /** The receiver's side, written independently of the service's signing code. */
  function verifies(hit: (typeof hits)[number]): boolean {
    const id = String(hit.headers['webhook-id']);
    const timestamp = String(hit.headers['webhook-timestamp']);
    const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
    const expected = `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${hit.body}`).digest('base64')}`;
    return String(hit.headers['webhook-signature']).split(' ').includes(expected);
  }

  const classifyWithCallback = (caseId: string) =>
    call(CLASSIFY, {
      method: 'POST',
      headers: {
        ...authHeaders(demo),
        Prefer: 'respond-async',
        'Service-Callback-Url': receiverUrl,
      },
      json: request(caseId),
    });

  it('retries a failing receiver and delivers once on the 4th attempt, signed', async () => {
    hits.length = 0;
    failuresLeft = 3;
    const accepted = await classifyWithCallback('case-hook-1');
    expect(accepted.status).toBe(202);
    await waitFor(
      async () =>
        hits.some((hit) => hit.body.includes('"complete"')) && hits.length >= 4 ? true : undefined,
      30_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(hits).toHaveLength(4);
    const ids = new Set(hits.map((hit) => hit.headers['webhook-id']));
    expect(ids.size).toBe(1);
    const delivered = hits[3];
    expect(delivered && verifies(delivered)).toBe(true);
    expect(JSON.parse(delivered?.body ?? '{}')).toMatchObject({
      job_id: (accepted.body as { job_id: string }).job_id,
      status: 'complete',
      result: { intent: 'quote' },
    });
  }, 40_000);

  it('gives up after 6 attempts and dead-letters the delivery', async () => {
    hits.length = 0;
    failuresLeft = 1000;
    const accepted = await classifyWithCallback('case-hook-2');
    const jobId = (accepted.body as { job_id: string }).job_id;
    await waitFor(async () => (hits.length >= 6 ? true : undefined), 45_000);
    const sqs = new SQSClient({ region: env.AWS_REGION, endpoint: env.QCAS_SQS_ENDPOINT });
    const { QueueUrl } = await sqs.send(
      new GetQueueUrlCommand({ QueueName: deadLetterQueueName('webhooks', env) }),
    );
    const dead = await waitFor(async () => {
      const received = await sqs.send(
        new ReceiveMessageCommand({ QueueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }),
      );
      return (received.Messages ?? []).find((message) => message.Body?.includes(jobId));
    });
    expect(JSON.parse(dead.Body ?? '{}')).toMatchObject({ jobId, attempt: 5 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(hits).toHaveLength(6);
    expect(hits.every(verifies)).toBe(true);
    sqs.destroy();
    // Every attempt is audited (hashes only): five retries scheduled, the sixth dead-lettered.
    const attemptHashes = Array.from({ length: 6 }, (_, attempt) =>
      sha256Of({ webhook_id: `msg_${jobId}`, job_id: jobId, attempt }),
    );
    const audited = await auditRecordsOfToday(
      'demo',
      (record) =>
        record.event_type === 'webhook_attempt' && attemptHashes.includes(record.input_hash),
    );
    expect(
      attemptHashes.map(
        (hash) => audited.find((record) => record.input_hash === hash)?.decision?.applied_action,
      ),
    ).toEqual([...Array(5).fill('retry_scheduled'), 'dead_lettered']);
  }, 60_000);
});

describe('rate limits and tenant configuration', () => {
  it('answers 429 with Retry-After past a tenant limit while another tenant is unaffected', async () => {
    const limited = await newTenant('acme-rate');
    const patch = await patchTenantConfig(limited, {
      rate_limits: { per_module_rps: 1, burst_rps: 1, burst_seconds: 0, tenant_total_rps: 1 },
    });
    expect(patch.status).toBe(200);
    expectMatchesContract('PATCH', '/v1/admin/config', patch);
    const statuses: number[] = [];
    let retryAfter = '';
    for (let i = 0; i < 4; i++) {
      const result = await call(CLASSIFY, {
        method: 'POST',
        headers: authHeaders(limited),
        json: request(`rate-${i}`),
      });
      statuses.push(result.status);
      if (result.status === 429) {
        retryAfter = result.headers.get('retry-after') ?? '';
        expectMatchesContract('POST', CLASSIFY, result);
      }
    }
    expect(statuses).toContain(429);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    const other = await call(CLASSIFY, {
      method: 'POST',
      headers: authHeaders(demo),
      json: request('rate-other'),
    });
    expect(other.status).toBe(200);
  });

  it('versions configuration changes and rejects invalid ones', async () => {
    const tenant = await newTenant('acme-config');
    const before = await call('/v1/admin/config', { headers: authHeaders(tenant) });
    expect(before.status).toBe(200);
    expectMatchesContract('GET', '/v1/admin/config', before);
    expect(before.body).toMatchObject({
      version: 0,
      config: {
        rate_limits: {
          per_module_rps: 60,
          burst_rps: 120,
          burst_seconds: 30,
          tenant_total_rps: 240,
          async_jobs_per_second: 10,
        },
      },
    });
    const bad = await call('/v1/admin/config', {
      method: 'PATCH',
      headers: authHeaders(tenant),
      json: { rate_limits: { per_module_rps: -3 }, unknown_section: {} },
    });
    expect(bad.status).toBe(400);
    const good = await call('/v1/admin/config', {
      method: 'PATCH',
      headers: authHeaders(tenant),
      json: { timeouts: { sync_seconds: 45 } },
    });
    expect(good.body).toMatchObject({ version: 1, config: { timeouts: { sync_seconds: 45 } } });
  });
});

describe('payload limits and uploads', () => {
  it('refuses a body above 10 MB with 413 PAYLOAD_TOO_LARGE', async () => {
    const result = await call(CLASSIFY, {
      method: 'POST',
      headers: authHeaders(demo),
      json: request('big', 'x'.repeat(10 * 1024 * 1024 + 10)),
    });
    expect(result.status).toBe(413);
    expect((result.body as { error_code: string }).error_code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('hands out a presigned upload that a later call can reference', async () => {
    const created = await call('/v1/attachments', {
      method: 'POST',
      headers: authHeaders(demo),
      json: { filename: 'rfq.txt', content_type: 'text/plain' },
    });
    expect(created.status).toBe(201);
    expectMatchesContract('POST', '/v1/attachments', created);
    const { upload_id: uploadId, upload_url: uploadUrl } = created.body as {
      upload_id: string;
      upload_url: string;
    };
    const put = await fetch(uploadUrl, {
      method: 'PUT',
      headers: { 'Content-Type': 'text/plain' },
      body: 'Request for quotation: 50 pcs bearing 6204-2RS, please send your best price.',
    });
    expect(put.status).toBe(200);
    const classified = await call(CLASSIFY, {
      method: 'POST',
      headers: authHeaders(demo),
      json: {
        case_id: 'case-upload',
        sender: 'buyer@example.com',
        subject: '',
        body: '',
        attachments: [{ filename: 'rfq.txt', content_type: 'text/plain', upload_id: uploadId }],
      },
    });
    expect(classified.status).toBe(200);
    expect(['quote', 'rfq']).toContain((classified.body as { intent: string }).intent);
    const unknown = await call(CLASSIFY, {
      method: 'POST',
      headers: authHeaders(demo),
      json: {
        case_id: 'case-upload-2',
        sender: 'buyer@example.com',
        subject: '',
        body: '',
        attachments: [
          {
            filename: 'x.txt',
            content_type: 'text/plain',
            upload_id: 'up_00000000000000000000000000000000',
          },
        ],
      },
    });
    expect(unknown.status).toBe(400);
  });
});
