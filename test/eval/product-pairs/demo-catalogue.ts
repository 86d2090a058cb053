/**
 * Evaluates the product matcher on the generated demo tenant (.data/demo, see
 * brief/DATA_CONTRACT.md): every labelled line item of a split is matched with the request's
 * customer, branch and country, and scored against its truth.
 *
 *   npx tsx test/eval/product-pairs/demo-catalogue.ts [--demo .data/demo] [--split dev] [--strategy balanced] [--errors 20]
 *
 * Tune on train/dev; the test split is for the final figure only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type BranchOverrideInput,
  buildProductIndex,
  type CrossReferenceInput,
  type MatchStrategyValue,
  matchProducts,
  type OrderHistoryInput,
  type ProductIndex,
  type ProductMatch,
  type ProductRecordInput,
} from '#domain/product/index';

interface TruthItem {
  description: string;
  quantity: number;
  unit: string;
  ambiguous: boolean;
  product_id: string | null;
  unmatched_reason?: string;
  needs_unit_conversion?: boolean;
  via?: string;
  manufacturer?: string;
  mpn?: string;
  customer_part_number?: string;
}

interface DemoCase {
  case_id: string;
  language: string;
  request: { branch_id?: string; country?: string };
  truth: { line_items: TruthItem[]; customer_id: string | null };
}

function readNdjson<T>(path: string): T[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);
}

export function loadDemoIndex(directory: string): ProductIndex {
  const data = (name: string) => join(directory, 'master-data', `${name}.ndjson`);
  return buildProductIndex({
    products: readNdjson<ProductRecordInput>(data('products')),
    crossReferences: readNdjson<CrossReferenceInput>(data('cross_references')),
    orderHistory: readNdjson<OrderHistoryInput>(data('order_history')),
    branchOverrides: readNdjson<BranchOverrideInput>(data('branch_overrides')),
  });
}

export interface ScoredItem {
  caseId: string;
  language: string;
  truth: TruthItem;
  match: ProductMatch;
}

export function runCases(
  index: ProductIndex,
  cases: DemoCase[],
  strategy: MatchStrategyValue,
): ScoredItem[] {
  const scored: ScoredItem[] = [];
  for (const demoCase of cases) {
    const items = demoCase.truth.line_items;
    const result = matchProducts(index, {
      line_items: items.map((item) => ({
        description: item.description,
        quantity: item.quantity,
        unit: item.unit,
        manufacturer: item.manufacturer,
        mpn: item.mpn,
        customer_part_number: item.customer_part_number,
      })),
      customer_id: demoCase.truth.customer_id,
      branch_id: demoCase.request.branch_id,
      country: demoCase.request.country,
      match_strategy: strategy,
    });
    items.forEach((truth, position) => {
      const match = result.matches[position];
      if (match)
        scored.push({ caseId: demoCase.case_id, language: demoCase.language, truth, match });
    });
  }
  return scored;
}

const ratio = (numerator: number, denominator: number): number =>
  denominator === 0 ? Number.NaN : numerator / denominator;

export interface DemoMetrics {
  items: number;
  top1: number;
  top1Count: number;
  noEquivalentPrecision: number;
  noEquivalentRecall: number;
  ambiguousPrecision: number;
  ambiguousRecall: number;
  successor: number;
  unitConversion: number;
  byVia: Record<string, number>;
  byLanguage: Record<string, number>;
  ece: number;
}

/** Whether the returned result is the right answer for this item (the calibration target). */
export function isCorrect(item: ScoredItem): boolean {
  if (item.truth.product_id) return item.match.catalog_product_id === item.truth.product_id;
  return item.match.unmatched_flag && item.match.unmatched_reason === item.truth.unmatched_reason;
}

export function computeMetrics(scored: ScoredItem[]): DemoMetrics {
  const withAnswer = scored.filter((item) => item.truth.product_id);
  const correct = withAnswer.filter(
    (item) => item.match.catalog_product_id === item.truth.product_id,
  );
  const flagged = (reason: string) =>
    scored.filter((item) => item.match.unmatched_flag && item.match.unmatched_reason === reason);
  const truly = (reason: string) =>
    scored.filter((item) => !item.truth.product_id && item.truth.unmatched_reason === reason);
  const precisionOf = (reason: string) => {
    const list = flagged(reason);
    return ratio(list.filter((item) => item.truth.unmatched_reason === reason).length, list.length);
  };
  const recallOf = (reason: string) => {
    const list = truly(reason);
    return ratio(
      list.filter((item) => item.match.unmatched_flag && item.match.unmatched_reason === reason)
        .length,
      list.length,
    );
  };
  const successors = withAnswer.filter((item) => item.truth.via === 'successor');
  const conversions = withAnswer.filter((item) => item.truth.needs_unit_conversion);
  const accuracyBy = (key: (item: ScoredItem) => string) => {
    const groups: Record<string, { right: number; total: number }> = {};
    for (const item of scored) {
      const group = key(item);
      const entry = groups[group] ?? { right: 0, total: 0 };
      entry.total += 1;
      if (isCorrect(item)) entry.right += 1;
      groups[group] = entry;
    }
    return Object.fromEntries(
      Object.entries(groups).map(([group, { right, total }]) => [
        `${group} (${total})`,
        right / total,
      ]),
    );
  };
  // Expected calibration error of raw scores, 10 equal-width bins (the calibrator fixes the rest).
  const bins = Array.from({ length: 10 }, () => ({ confidence: 0, right: 0, total: 0 }));
  for (const item of scored) {
    const bin = bins[Math.min(9, Math.floor(item.match.raw_score * 10))];
    if (!bin) continue;
    bin.confidence += item.match.raw_score;
    bin.right += isCorrect(item) ? 1 : 0;
    bin.total += 1;
  }
  const ece = bins.reduce(
    (sum, bin) =>
      bin.total === 0
        ? sum
        : sum +
          (bin.total / scored.length) *
            Math.abs(bin.confidence / bin.total - bin.right / bin.total),
    0,
  );
  return {
    items: scored.length,
    top1: ratio(correct.length, withAnswer.length),
    top1Count: withAnswer.length,
    noEquivalentPrecision: precisionOf('no_catalog_equivalent'),
    noEquivalentRecall: recallOf('no_catalog_equivalent'),
    ambiguousPrecision: precisionOf('ambiguous'),
    ambiguousRecall: recallOf('ambiguous'),
    successor: ratio(
      successors.filter((item) => item.match.catalog_product_id === item.truth.product_id).length,
      successors.length,
    ),
    unitConversion: ratio(
      conversions.filter(
        (item) =>
          item.match.catalog_product_id === item.truth.product_id &&
          item.match.unit_conversion_required === true,
      ).length,
      conversions.length,
    ),
    byVia: accuracyBy((item) => item.truth.via ?? item.truth.unmatched_reason ?? 'none'),
    byLanguage: accuracyBy((item) => item.language),
    ece,
  };
}

function argument(name: string, fallback: string): string {
  const position = process.argv.indexOf(name);
  return position >= 0 ? (process.argv[position + 1] ?? fallback) : fallback;
}

function main(): void {
  const directory = argument('--demo', '.data/demo');
  const split = argument('--split', 'dev');
  const strategy = argument('--strategy', 'balanced') as MatchStrategyValue;
  const errorCount = Number(argument('--errors', '0'));
  const casesPath = join(directory, 'cases', `${split}.ndjson`);
  if (!existsSync(casesPath)) {
    console.log(`demo cases not found at ${casesPath}; skipping.`);
    return;
  }
  const started = performance.now();
  const index = loadDemoIndex(directory);
  const built = performance.now();
  const cases = readNdjson<DemoCase>(casesPath);
  const scored = runCases(index, cases, strategy);
  const finished = performance.now();
  const metrics = computeMetrics(scored);
  console.log(
    `catalogue ${index.products.length} SKUs, index ${(built - started).toFixed(0)} ms; ${scored.length} items of ${cases.length} ${split} cases in ${(finished - built).toFixed(0)} ms (strategy ${strategy})`,
  );
  const percent = (value: number) => (Number.isNaN(value) ? 'n/a' : (value * 100).toFixed(1));
  console.log(
    `top-1 accuracy on items with a catalogue answer: ${percent(metrics.top1)} (${metrics.top1Count} items)`,
  );
  console.log(
    `no_catalog_equivalent: precision ${percent(metrics.noEquivalentPrecision)} recall ${percent(metrics.noEquivalentRecall)}`,
  );
  console.log(
    `ambiguous: precision ${percent(metrics.ambiguousPrecision)} recall ${percent(metrics.ambiguousRecall)}`,
  );
  console.log(
    `successor right: ${percent(metrics.successor)}; unit conversion right: ${percent(metrics.unitConversion)}`,
  );
  console.log(`raw-score ECE (before calibration): ${metrics.ece.toFixed(3)}`);
  console.log('accuracy by path:', JSON.stringify(metrics.byVia));
  console.log('accuracy by language:', JSON.stringify(metrics.byLanguage));
  if (errorCount > 0) {
    const wrong = scored.filter(
      (item) =>
        !isCorrect(item) ||
        (item.truth.needs_unit_conversion && !item.match.unit_conversion_required),
    );
    for (const item of wrong.slice(0, errorCount)) {
      console.log(
        JSON.stringify({
          truth: item.truth,
          got: item.match.catalog_product_id || item.match.unmatched_reason,
          path: item.match.match_path,
          score: item.match.raw_score,
          unit: item.match.proposed_conversion ?? item.match.unit_conversion_required ?? null,
          why: item.match.match_rationale.slice(0, 240),
          alternatives: item.match.alternatives.slice(0, 3),
        }),
      );
    }
  }
}

if (process.argv[1]?.endsWith('demo-catalogue.ts')) main();
