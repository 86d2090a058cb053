import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalRuntime, startLocalRuntime } from '#local/runtime';
import { waitFor } from '../support/audit';

/**
 * The local runtime with two gateway processes (`npm start -- --workers 2`): both serve the one
 * port with tokens from the one issuer, and a worker that dies is replaced without the port closing.
 */
let runtime: LocalRuntime;
let accessToken: string;
let stopped = false;

beforeAll(async () => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  runtime = await startLocalRuntime({ port: 0, workers: 2, background: false });
  const response = await fetch(`${runtime.url}/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials&client_id=demo-client&client_secret=demo-secret',
  });
  accessToken = ((await response.json()) as { access_token: string }).access_token;
}, 90_000);

afterAll(async () => {
  if (runtime && !stopped) await runtime.stop();
});

/** One call on a connection of its own, so the cluster hands each to the next worker in turn. */
const classify = async (caseId: string) => {
  const response = await fetch(`${runtime.url}/v1/intent/classify`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${accessToken}`,
      'X-Correlation-Id': 'gateway-workers',
      'Content-Type': 'application/json',
      Connection: 'close',
    },
    body: JSON.stringify({
      case_id: caseId,
      sender: 'buyer@example.com',
      subject: 'RFQ',
      body: 'Please send us a quotation for 20 pcs hex bolt M8x40 zinc plated.',
    }),
  });
  return { status: response.status, body: (await response.json()) as { intent?: string } };
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('local runtime with several gateway processes', () => {
  it('serves every call from both workers, with tokens issued by either', async () => {
    const pids = runtime.gatewayPids();
    expect(pids).toHaveLength(2);
    expect(pids).not.toContain(process.pid);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) => classify(`workers-${index}`)),
    );
    expect(results.map((result) => result.status)).toEqual(Array(8).fill(200));
    expect(results.every((result) => result.body.intent === 'quote')).toBe(true);
  });

  it('replaces a worker that dies and keeps answering on the same port', async () => {
    const [victim, survivor] = runtime.gatewayPids();
    if (victim === undefined || survivor === undefined) throw new Error('two workers expected');
    process.kill(victim, 'SIGKILL');
    const replaced = await waitFor(async () => {
      const now = runtime.gatewayPids();
      return now.length === 2 && !now.includes(victim) ? now : undefined;
    }, 60_000);
    expect(replaced).toContain(survivor);
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, index) => classify(`after-crash-${index}`)),
    );
    expect(results.map((result) => result.status)).toEqual(Array(4).fill(200));
  }, 90_000);

  it('stops every worker with the runtime', async () => {
    const pids = runtime.gatewayPids();
    stopped = true;
    await runtime.stop();
    expect(pids.filter(alive)).toEqual([]);
  });
});
