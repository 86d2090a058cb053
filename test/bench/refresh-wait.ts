import { parseArgs } from 'node:util';
import { productIndexCache } from '#application/product-index';
import { createRandom } from '#domain/util/random';
import { startLocalRuntime } from '#local/runtime';
import { services } from '#platform/services';
import { lineItems, syntheticCatalogue } from './product-growth';
import { createBenchTenant, importRecords, useServerEnv } from './tenants';

/**
 * What a product match sent right after a replacing import costs: the tenant's previous catalogue
 * is built and cached in every gateway process, the catalogue is replaced by one of the same size
 * (other product ids), and 10-line matches are sent at once. The first one waits for the new
 * generation's index (snapshot read and build, or the index another process stored); the report
 * says how long, and whether every answer came from the new catalogue (or, past
 * QCAS_MASTER_DATA_REFRESH_WAIT_SECONDS, from the previous one).
 *
 * Run with POWERTOOLS_LOG_LEVEL=WARN to see the warning of an answer from the previous generation.
 *
 *   npx tsx test/bench/refresh-wait.ts [--sizes 1000,10000,100000] [--workers 1] [--wait-seconds 20]
 */
const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,100000' },
    workers: { type: 'string', default: '1' },
    'wait-seconds': { type: 'string' },
    matches: { type: 'string', default: '4' },
  },
});
const sizes = (args.sizes ?? '').split(',').map(Number);
const workers = Math.max(1, Number(args.workers) || 1);
const matchCount = Math.max(1, Number(args.matches) || 4);

const runtime = await startLocalRuntime({
  port: 0,
  workers,
  env: {
    POWERTOOLS_LOG_LEVEL: 'SILENT',
    POWERTOOLS_METRICS_DISABLED: 'true',
    ...(args['wait-seconds']
      ? { QCAS_MASTER_DATA_REFRESH_WAIT_SECONDS: args['wait-seconds'] }
      : {}),
  },
});
useServerEnv(runtime.env);

let sequence = 0;

/** One 10-line match: its time and the share of matched lines whose product is in `catalogue`. */
async function match(token: string, body: unknown, catalogue: string) {
  sequence += 1;
  const started = performance.now();
  const response = await fetch(`${runtime.url}/v1/match/product`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'X-Correlation-Id': `refresh-${sequence}`,
    },
    body: JSON.stringify(body),
  });
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`match: ${response.status} ${await response.text()}`);
  const ids = ((await response.json()) as { matches: { catalog_product_id?: string }[] }).matches
    .map((line) => line.catalog_product_id ?? '')
    .filter((id) => id !== '');
  const fromCatalogue = ids.filter((id) => id.startsWith(`${catalogue}-`)).length;
  return { ms, matched: ids.length, fromCatalogue };
}

function catalogue(size: number, prefix: string) {
  const { products, specs } = syntheticCatalogue(size);
  return {
    specs,
    products: products.map((product) => ({
      ...product,
      product_id: `${prefix}-${product.product_id}`,
    })),
  };
}

/** What every match now pays before it uses its cached index: the tenant's pointers, read consistently. */
async function pointerQuery(tenantId: string): Promise<void> {
  const timings: number[] = [];
  for (let round = 0; round < 220; round++) {
    const started = performance.now();
    await services().masterData.pointers(tenantId);
    if (round >= 20) timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const at = (share: number) => (timings[Math.floor(share * timings.length)] ?? 0).toFixed(2);
  console.log(
    `pointer query (from this process, 200 calls): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`,
  );
}

try {
  console.log(
    `workers ${workers}, refresh wait ${args['wait-seconds'] ?? 'default (20)'} s, ${matchCount} matches sent after the import`,
  );
  console.log(
    'SKUs | import s | first match s | later matches ms | lines from the new catalogue | from the previous',
  );
  for (const size of sizes) {
    const tenantId = `refresh-${size}-${Date.now()}`;
    const token = await createBenchTenant(runtime.url, tenantId);
    const before = catalogue(size, 'OLD');
    await importRecords(tenantId, 'products', before.products);
    const random = createRandom(size);
    // Every gateway process builds and caches the previous catalogue's index.
    for (let round = 0; round < 4 * workers; round++) {
      await match(
        token,
        { case_id: `warm-${round}`, line_items: lineItems(random, before.specs, 10) },
        'OLD',
      );
    }
    const after = catalogue(size, 'NEW');
    const importStarted = performance.now();
    await importRecords(tenantId, 'products', after.products);
    const importMs = performance.now() - importStarted;
    const results = [];
    for (let round = 0; round < matchCount; round++) {
      results.push(
        await match(
          token,
          { case_id: `after-${round}`, line_items: lineItems(random, after.specs, 10) },
          'NEW',
        ),
      );
    }
    if (size === sizes[0]) await pointerQuery(tenantId);
    const fromNew = results.reduce((sum, result) => sum + result.fromCatalogue, 0);
    const matched = results.reduce((sum, result) => sum + result.matched, 0);
    const later = results.slice(1).map((result) => result.ms.toFixed(0));
    console.log(
      `${size} | ${(importMs / 1000).toFixed(1)} | ${((results[0]?.ms ?? 0) / 1000).toFixed(2)} | ${later.join(', ')} | ${fromNew}/${matched} | ${matched - fromNew}`,
    );
  }
} finally {
  // In-process (one worker) the index of the last import is still being stored.
  await productIndexCache().saved();
  await runtime.stop();
}
