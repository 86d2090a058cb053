import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDemoData, DemoSeed, SmallDemoSizes } from '#local/demo/write';
import { loadDemoTenant } from '#local/demo-tenant';
import { HarnessError, ServiceClient } from '../eval/harness/client';
import { writeReport } from '../eval/harness/report';
import { runEvaluation } from '../eval/harness/run';
import type { EvalCase } from '../eval/harness/types';
import { baseUrl, useRuntimeEnv } from '../support/http';
import { newTenant } from '../support/tenants';

useRuntimeEnv();
const tenantId = 'eval-harness';
let cases: EvalCase[] = [];
let demoDir = '';
let firstLoad: Awaited<ReturnType<typeof loadDemoTenant>>;

beforeAll(async () => {
  await newTenant(tenantId);
  // The small generated tenant, loaded the way `npm start` loads the demo tenant.
  demoDir = await mkdtemp(join(tmpdir(), 'demo-tenant-'));
  firstLoad = await loadDemoTenant({ tenantId, demoDir, sizes: SmallDemoSizes });
  // Body-only cases keep the run short (no OCR); the small catalogue is the one they refer to.
  const data = await buildDemoData(DemoSeed, SmallDemoSizes);
  cases = data.cases
    .filter((labelled) => !labelled.request.attachments?.length)
    .map((labelled) => ({ ...labelled, source: 'demo:small' }));
});

describe('demo tenant loader', () => {
  it('imports generated master data once, then finds it loaded', async () => {
    const first = firstLoad;
    expect(first).toMatchObject({ status: 'loaded', source: 'generated', rejected: 0 });
    expect(first.counts.products).toBeGreaterThan(800);
    expect(existsSync(join(demoDir, 'master-data', 'products.ndjson'))).toBe(true);
    const second = await loadDemoTenant({ tenantId, demoDir, sizes: SmallDemoSizes });
    expect(second).toMatchObject({ status: 'already_loaded', counts: first.counts });
  });
});

describe('runEvaluation against the running service', () => {
  it('measures the four modules over HTTP and returns the scored outcomes', async () => {
    const result = await runEvaluation({
      baseUrl: baseUrl(),
      clientId: `${tenantId}-client`,
      clientSecret: 'pw',
      cases,
      limit: 6,
      concurrency: 3,
    });
    expect(result.modules.map((module) => [module.module, module.available, module.cases])).toEqual(
      [
        ['intent', true, 6],
        ['extract', true, 6],
        ['customer', true, 6],
        ['product', true, 6],
      ],
    );
    for (const module of result.modules) {
      expect(module.errors).toBe(0);
      expect(module.latency.count).toBe(6);
      expect(module.calibrationVersions.length).toBeGreaterThan(0);
    }
    const modules = new Set(result.outcomes.map((outcome) => outcome.module));
    expect(modules).toEqual(
      new Set(['intent_classifier', 'quote_extractor', 'customer_matcher', 'product_matcher']),
    );
    for (const outcome of result.outcomes) {
      expect(outcome.confidence).toBeGreaterThanOrEqual(0);
      expect(outcome.confidence).toBeLessThanOrEqual(1);
      expect(['auto_accept', 'confirm', 'review', 'manual']).toContain(outcome.recommended_action);
    }
    expect(
      result.outcomes.filter((outcome) => outcome.module === 'intent_classifier'),
    ).toHaveLength(6);
    // The modules are good on their own generator's cases; a broken harness (wrong request shape,
    // wrong pairing) would score near zero.
    const accuracy = (module: string) => {
      const scored = result.outcomes.filter((outcome) => outcome.module === module);
      return scored.filter((outcome) => outcome.correct).length / scored.length;
    };
    expect(accuracy('intent_classifier')).toBeGreaterThan(0.5);
    expect(accuracy('quote_extractor')).toBeGreaterThan(0.5);
    expect(accuracy('customer_matcher')).toBeGreaterThan(0.5);
    expect(accuracy('product_matcher')).toBeGreaterThan(0.5);
    expect(result.pooled.count).toBe(result.outcomes.length);

    const written = await writeReport(result, await mkdtemp(join(tmpdir(), 'eval-report-')));
    expect(readFileSync(written.markdown, 'utf8')).toContain('## product (`product_matcher`)');
    expect(
      readFileSync(join(written.directory, 'reliability-pooled.png')).subarray(1, 4).toString(),
    ).toBe('PNG');
    const summary = JSON.parse(readFileSync(written.summary, 'utf8')) as { modules: unknown[] };
    expect(summary.modules).toHaveLength(4);
  });

  it('lists an absent endpoint as not available and refuses bad credentials', async () => {
    const client = new ServiceClient({
      baseUrl: baseUrl(),
      clientId: `${tenantId}-client`,
      clientSecret: 'pw',
    });
    await client.connect();
    expect(await client.probe('/v1/match/nothing')).toMatchObject({ available: false });
    expect(await client.probe('/v1/match/customer')).toEqual({ available: true });
    await expect(
      runEvaluation({ baseUrl: baseUrl(), clientId: `${tenantId}-client`, clientSecret: 'no' }),
    ).rejects.toBeInstanceOf(HarnessError);
  });
});
