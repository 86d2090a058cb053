import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, useRuntimeEnv } from '../support/http';
import { newTenant } from '../support/tenants';

/**
 * The README's curl walk-through, run as written against the test runtime: it is what a newcomer
 * types first, and it broke silently before (a token narrowed to two scopes answered the matching
 * steps 403). Two things change: the address, and the sandbox client becomes a tenant of its own,
 * so that the walk-through's customer import does not land in the sandbox other tests expect
 * empty. Every `curl` goes through a shell function that reports its status, address and body on
 * stderr, so that the commands themselves stay exactly as the README writes them.
 */
useRuntimeEnv();
const run = promisify(execFile);

const REPORTING_CURL = `set -euo pipefail
curl() {
  local url='' arg out
  for arg in "$@"; do case $arg in http*) url=$arg ;; esac; done
  out=$(command curl -sS -w '\\n%{http_code}' "$@")
  printf '%s' "\${out%$'\\n'*}"
  printf '@@ %s %s %s\\n' "\${out##*$'\\n'}" "$url" "$(printf '%s' "\${out%$'\\n'*}" | tr '\\n' ' ')" >&2
}
`;

/** The shell blocks of the README's "Try it with curl" section, in order. */
function walkthroughScript(): string {
  const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Try it with curl'));
  const blocks = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
  return blocks.slice(0, 2).join('\n');
}

interface Reported {
  status: number;
  path: string;
  body: Record<string, unknown>;
}

let calls: Reported[] = [];

beforeAll(async () => {
  const tenant = 'walkthrough';
  await newTenant(tenant);
  const script = walkthroughScript()
    .replaceAll('http://127.0.0.1:3000', baseUrl())
    .replaceAll('-u sandbox-client:sandbox-secret', `-u ${tenant}-client:pw`);
  expect(script).toContain('/v1/match/product');
  const { stderr } = await run('bash', ['-c', REPORTING_CURL + script], {
    timeout: 60_000,
    maxBuffer: 8 * 1024 * 1024,
  });
  calls = stderr
    .split('\n')
    .filter((line) => line.startsWith('@@ '))
    .map((line) => {
      const [, status = '0', url = '', ...body] = line.split(' ');
      return {
        status: Number(status),
        path: new URL(url).pathname,
        body: JSON.parse(body.join(' ')) as Record<string, unknown>,
      };
    });
}, 90_000);

const callsTo = (path: string) => calls.filter((reported) => reported.path === path);

describe('the README walk-through', () => {
  it('answers every step, and only the unknown job with a 404', () => {
    expect(calls.length).toBeGreaterThanOrEqual(12);
    for (const reported of calls) {
      if (reported.path === '/v1/jobs/x') {
        expect(reported.status).toBe(404);
        expect(reported.body.error_code).toBe('JOB_NOT_FOUND');
      } else {
        expect([200, 202], `${reported.path}: ${JSON.stringify(reported.body)}`).toContain(
          reported.status,
        );
      }
    }
    expect(callsTo('/oauth2/token').every((reported) => reported.body.access_token)).toBe(true);
    expect(callsTo('/healthz')[0]?.body.status).toBe('ok');
    expect(callsTo('/readyz')[0]?.body.status).toBe('ready');
  });

  it('classifies, extracts and matches as its comments say', () => {
    const [classified, queued] = callsTo('/v1/intent/classify');
    expect(classified?.body).toMatchObject({ case_id: 'case-7', intent: 'quote' });
    expect(queued?.status).toBe(202);
    const extracted = callsTo('/v1/extract/quote')[0]?.body as {
      line_items: { quantity: number; unit: string }[];
    };
    expect(extracted.line_items.map((item) => [item.quantity, item.unit])).toEqual([
      [40, 'pcs'],
      [20, 'm'],
    ]);
    expect(callsTo('/v1/admin/master-data/customers')[0]?.body).toMatchObject({ imported: 1 });
    expect(callsTo('/v1/match/customer')[0]?.body).toMatchObject({ customer_id: 'C-1' });
    expect(callsTo('/v1/match/product')[0]?.body).toHaveProperty('matches');
    const job = calls.find((reported) => reported.path.startsWith('/v1/jobs/job_'));
    expect(job?.body.job_id).toBe(queued?.body.job_id);
  });
});
