import { parseArgs } from 'node:util';
import { DefaultDemoSizes, DemoSeed, type DemoSizes, generateDemoData } from './write';

/**
 * Generates the demo tenant's master data and labelled cases.
 *   tsx infra/local/demo/cli.ts --out .data/demo --seed 42 [--cases 1600] [--products 20400] [--customers 2100]
 */

function positiveInteger(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`--${name} must be a non-negative integer`);
  return parsed;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: '.data/demo' },
      seed: { type: 'string', default: String(DemoSeed) },
      cases: { type: 'string' },
      products: { type: 'string' },
      customers: { type: 'string' },
    },
  });
  const seed = positiveInteger(values.seed, 'seed') ?? DemoSeed;
  const cases = positiveInteger(values.cases, 'cases');
  const products = positiveInteger(values.products, 'products');
  const customers = positiveInteger(values.customers, 'customers');
  const sizes: DemoSizes = {
    catalogue: {
      ...DefaultDemoSizes.catalogue,
      ...(products !== undefined ? { activeProducts: products } : {}),
    },
    customers: { ...DefaultDemoSizes.customers, ...(customers !== undefined ? { customers } : {}) },
    cases: { ...DefaultDemoSizes.cases, ...(cases !== undefined ? { cases } : {}) },
  };
  const summary = await generateDemoData({ seed, outDir: values.out ?? '.data/demo', sizes });
  for (const file of summary.files) {
    console.log(`${file.path}\t${file.records} records\t${(file.bytes / 1024).toFixed(0)} KiB`);
  }
  console.log(`generated in ${(summary.durationMs / 1000).toFixed(1)} s (seed ${summary.seed})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
