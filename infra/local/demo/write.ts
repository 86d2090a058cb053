import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MASTER_DATASETS, type MasterDataset } from '#domain/master-data/schemas';
import { createRandom } from '#domain/util/random';
import { type CaseOptions, DefaultCaseOptions, generateCases } from './cases';
import {
  type Catalogue,
  type CatalogueOptions,
  DefaultCatalogueOptions,
  generateCatalogue,
} from './catalogue';
import {
  type CustomerBook,
  type CustomerOptions,
  DefaultCustomerOptions,
  generateCustomers,
} from './customers';
import { fnv1a } from './text';
import type { LabelledCase, Split } from './types';

/**
 * Writes the demo tenant: `<outDir>/master-data/<dataset>.ndjson` (the seven import datasets) and
 * `<outDir>/cases/<split>.ndjson`. The same seed and sizes give byte-identical files.
 */

export interface DemoSizes {
  catalogue: CatalogueOptions;
  customers: CustomerOptions;
  cases: CaseOptions;
}

export const DefaultDemoSizes: DemoSizes = {
  catalogue: DefaultCatalogueOptions,
  customers: DefaultCustomerOptions,
  cases: DefaultCaseOptions,
};

/** Small sizes for tests: everything in well under a few seconds. */
export const SmallDemoSizes: DemoSizes = {
  catalogue: {
    activeProducts: 800,
    discontinuedProducts: 30,
    crossReferences: 120,
    noEquivalentCrossReferences: 20,
  },
  customers: { customers: 120, branchOverridesPerBranch: 4 },
  cases: { cases: 60, attachmentShare: 0.15 },
};

export interface GenerateDemoOptions {
  seed: number;
  outDir: string;
  sizes?: Partial<DemoSizes>;
}

export interface DemoFileSummary {
  path: string;
  records: number;
  bytes: number;
}

export interface DemoSummary {
  seed: number;
  files: DemoFileSummary[];
  durationMs: number;
}

/** The import's datasets, in the order the generator writes them. */
export const MasterDataDatasets: readonly MasterDataset[] = MASTER_DATASETS;
export type MasterDataDataset = MasterDataset;

export const Splits: readonly Split[] = ['train', 'dev', 'test'];

function ndjson(records: readonly unknown[]): string {
  return (
    records.map((record) => JSON.stringify(record)).join('\n') + (records.length > 0 ? '\n' : '')
  );
}

export interface DemoData {
  masterData: Record<MasterDataDataset, readonly unknown[]>;
  cases: LabelledCase[];
}

/** The seed the demo tenant is generated with (the hand-written cases in events/cases refer to it). */
export const DemoSeed = 42;

export interface MasterData {
  catalogue: Catalogue;
  book: CustomerBook;
  masterData: Record<MasterDataDataset, readonly unknown[]>;
}

/** Master data only (no cases): what the import endpoint loads for the demo tenant. */
export function buildMasterData(seed: number, sizes: Partial<DemoSizes> = {}): MasterData {
  const resolved: DemoSizes = { ...DefaultDemoSizes, ...sizes };
  const catalogue = generateCatalogue(createRandom(fnv1a(`${seed}:catalogue`)), resolved.catalogue);
  const book = generateCustomers(
    createRandom(fnv1a(`${seed}:customers`)),
    catalogue,
    resolved.customers,
  );
  return {
    catalogue,
    book,
    masterData: {
      customers: book.customers,
      ship_tos: book.shipTos,
      contacts: book.contacts,
      products: catalogue.products,
      cross_references: catalogue.crossReferences,
      order_history: book.orderHistory,
      branch_overrides: book.branchOverrides,
    },
  };
}

/** Builds all records in memory (used by the writer and by tests that need no files). */
export async function buildDemoData(
  seed: number,
  sizes: Partial<DemoSizes> = {},
): Promise<DemoData> {
  const resolved: DemoSizes = { ...DefaultDemoSizes, ...sizes };
  const { catalogue, book, masterData } = buildMasterData(seed, resolved);
  const cases = await generateCases(fnv1a(`${seed}:cases`), catalogue, book, resolved.cases);
  return { masterData, cases };
}

export async function generateDemoData(options: GenerateDemoOptions): Promise<DemoSummary> {
  const started = performance.now();
  const data = await buildDemoData(options.seed, options.sizes);
  const masterDir = join(options.outDir, 'master-data');
  const casesDir = join(options.outDir, 'cases');
  await mkdir(masterDir, { recursive: true });
  await mkdir(casesDir, { recursive: true });
  const files: DemoFileSummary[] = [];
  const write = async (path: string, records: readonly unknown[]): Promise<void> => {
    const text = ndjson(records);
    await writeFile(path, text, 'utf8');
    files.push({ path, records: records.length, bytes: Buffer.byteLength(text, 'utf8') });
  };
  for (const dataset of MasterDataDatasets) {
    await write(join(masterDir, `${dataset}.ndjson`), data.masterData[dataset]);
  }
  for (const split of Splits) {
    await write(
      join(casesDir, `${split}.ndjson`),
      data.cases.filter((labelled) => labelled.split === split),
    );
  }
  return { seed: options.seed, files, durationMs: Math.round(performance.now() - started) };
}
