/**
 * Scale benchmark of the product matcher: index build time and heap for 1k/10k/100k SKUs, and
 * request latency (p50/p95) for 1/10/100/200 line items. The catalogue is synthetic (seeded), built
 * from the lexicon so that every SKU has a realistic description and neighbours that differ by one
 * attribute; queries are written in a random one of the six languages.
 *
 *   npx tsx --expose-gc test/bench/product-growth.ts [--sizes 1000,10000,100000] [--repeat 30]
 */

import {
  buildProductIndex,
  type LineItemInput,
  matchProducts,
  type ProductRecordInput,
} from '#domain/product/index';
import { LEXICON, type LexiconConcept } from '#domain/product/lexicon';
import { createRandom, type Random } from '#domain/util/random';

const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl'] as const;
type Language = (typeof LANGUAGES)[number];

const FINISHES: Record<Language, string[]> = {
  en: ['zinc plated', 'stainless steel A2', 'stainless A4', 'plain'],
  de: ['verzinkt', 'Edelstahl A2', 'Edelstahl A4', 'blank'],
  fr: ['zingué', 'inox A2', 'inox A4', 'brut'],
  es: ['galvanizado', 'acero inoxidable A2', 'inox A4', 'natural'],
  it: ['zincato', 'acciaio inox A2', 'inox A4', 'grezzo'],
  nl: ['verzinkt', 'rvs A2', 'rvs A4', 'blank'],
};

const THREADED = [
  'hex_bolt',
  'socket_cap_screw',
  'countersunk_screw',
  'pan_head_screw',
  'set_screw',
];
const SIZED = LEXICON.filter(
  (concept) => !concept.id.startsWith('color_') && concept.parent === undefined,
).map((concept) => concept.id);
const THREADS = [3, 4, 5, 6, 8, 10, 12, 16, 20];
const LENGTHS = [6, 8, 10, 12, 16, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 100, 120];
const MAKERS = [
  'Würth',
  'Bossard',
  'Fabory',
  'Reyher',
  'SKF',
  '3M',
  'Bosch',
  'Ansell',
  'Hellermann',
];

function conceptById(id: string): LexiconConcept {
  const concept = LEXICON.find((entry) => entry.id === id);
  if (!concept) throw new Error(`unknown concept ${id}`);
  return concept;
}

function termIn(random: Random, concept: LexiconConcept, language: Language): string {
  return random.pick(concept[language]);
}

export interface Spec {
  concept: string;
  thread?: number;
  length?: number;
  finish: number;
  size: number;
}

function describeSpec(random: Random, spec: Spec, language: Language): string {
  const name = termIn(random, conceptById(spec.concept), language);
  const finish = FINISHES[language][spec.finish] ?? '';
  if (spec.thread !== undefined && spec.length !== undefined) {
    const separator = random.pick(['x', ' x ', '*']);
    return `${name} M${spec.thread}${separator}${spec.length} ${finish}`;
  }
  return `${name} ${spec.size} mm ${finish}`;
}

export function syntheticCatalogue(
  size: number,
  seed = 7,
): {
  products: ProductRecordInput[];
  specs: Spec[];
} {
  const random = createRandom(seed);
  const products: ProductRecordInput[] = [];
  const specs: Spec[] = [];
  for (let i = 0; i < size; i++) {
    const threaded = random.chance(0.5);
    const spec: Spec = threaded
      ? {
          concept: random.pick(THREADED),
          thread: random.pick(THREADS),
          length: random.pick(LENGTHS),
          finish: random.int(0, 3),
          size: 0,
        }
      : { concept: random.pick(SIZED), finish: random.int(0, 3), size: random.int(1, 400) };
    specs.push(spec);
    const descriptions: Record<string, string> = {};
    if (random.chance(0.5)) descriptions.de = describeSpec(random, spec, 'de');
    if (random.chance(0.3)) descriptions.fr = describeSpec(random, spec, 'fr');
    products.push({
      product_id: `SKU-${String(i).padStart(6, '0')}`,
      description: `${describeSpec(random, spec, 'en')} #${i}`,
      manufacturer: random.pick(MAKERS),
      mpn: `${random.int(100, 999)}-${i}`,
      descriptions,
      category: spec.concept,
      unit: random.chance(0.2) ? 'box' : 'pcs',
      pack_size: random.chance(0.2) ? 100 : 1,
      status: 'active',
    });
  }
  return { products, specs };
}

/** Line items as customers write them for the synthetic catalogue, in a random one of six languages. */
export function lineItems(random: Random, specs: Spec[], count: number): LineItemInput[] {
  return Array.from({ length: count }, () => {
    const spec = random.pick(specs);
    return {
      description: describeSpec(random, spec, random.pick(LANGUAGES)),
      quantity: random.int(1, 500),
      unit: random.pick(['pcs', 'Stück', 'box']),
    };
  });
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  const position = Math.min(sorted.length - 1, Math.floor(share * sorted.length));
  return sorted[position] ?? 0;
}

function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) gc();
}

function argument(name: string, fallback: string): string {
  const position = process.argv.indexOf(name);
  return position >= 0 ? (process.argv[position + 1] ?? fallback) : fallback;
}

function main(): void {
  const sizes = argument('--sizes', '1000,10000,100000').split(',').map(Number);
  const repeat = Number(argument('--repeat', '30'));
  console.log('SKUs | build ms | index heap MB | lines | p50 ms | p95 ms | per line ms');
  for (const size of sizes) {
    const { products, specs } = syntheticCatalogue(size);
    collectGarbage();
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const index = buildProductIndex({ products });
    const buildMs = performance.now() - started;
    collectGarbage();
    const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
    const random = createRandom(size);
    // Warm-up so that the first timed request does not pay for JIT compilation.
    for (let round = 0; round < 20; round++) {
      matchProducts(index, { line_items: lineItems(random, specs, 10) });
    }
    for (const lines of [1, 10, 100, 200]) {
      const timings: number[] = [];
      const rounds = lines >= 100 ? Math.max(5, Math.floor(repeat / 3)) : repeat;
      for (let round = 0; round < rounds; round++) {
        const items = lineItems(random, specs, lines);
        const begin = performance.now();
        matchProducts(index, { line_items: items, match_strategy: 'balanced' });
        timings.push(performance.now() - begin);
      }
      timings.sort((a, b) => a - b);
      const p50 = percentile(timings, 0.5);
      const p95 = percentile(timings, 0.95);
      console.log(
        `${size} | ${buildMs.toFixed(0)} | ${heapMb.toFixed(0)} | ${lines} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${(p50 / lines).toFixed(2)}`,
      );
    }
  }
}

if (process.argv[1]?.endsWith('benchmark.ts')) main();
