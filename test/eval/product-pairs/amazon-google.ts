/**
 * Evaluates the product matcher's retrieval and decision logic on the public Amazon-Google
 * entity-resolution pairs (Leipzig benchmark, as distributed by the Ditto repository).
 *
 *   npx tsx test/eval/product-pairs/amazon-google.ts [--data ../shared/datasets/product-matching-amazon-google]
 *
 * The right-hand (Google) records of all three split files form the catalogue (no labels are used
 * for that); each left-hand (Amazon) record is matched against it like a line item. A pair is
 * predicted a match when its right-hand record is among the accepted candidates of its left-hand
 * record: the candidate must score at least `floor` and be within `margin` (relative) of the best
 * candidate, and at most `maxAccepted` candidates are accepted per query. Those three decision
 * parameters are chosen on train + valid only; the test split is scored once with them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyseText, buildProductIndex, type ProductIndex } from '#domain/product/index';
import { searchSemantic } from '#domain/product/search-index';
import {
  parseSerialisedPairs,
  parseSerialisedRecord,
  type SerialisedPair,
  type SerialisedRecord,
} from './datasets';

export interface PairRecord {
  title: string;
  manufacturer: string;
  price: string;
}

export interface LabelledPair {
  left: PairRecord;
  right: PairRecord;
  label: 0 | 1;
}

const asPairRecord = (record: SerialisedRecord): PairRecord => ({
  title: record.title ?? '',
  manufacturer: record.manufacturer ?? '',
  price: record.price ?? '',
});

/** Parses `COL title VAL … COL manufacturer VAL … COL price VAL …`. */
export function parseRecord(serialised: string): PairRecord {
  return asPairRecord(parseSerialisedRecord(serialised));
}

/** The pairs with their records read as title, maker and price. */
export const labelledPairs = (pairs: readonly SerialisedPair[]): LabelledPair[] =>
  pairs.map((pair) => ({
    left: asPairRecord(pair.left),
    right: asPairRecord(pair.right),
    label: pair.label,
  }));

export const parsePairs = (text: string): LabelledPair[] =>
  labelledPairs(parseSerialisedPairs(text));

export const recordKey = (record: PairRecord): string =>
  `${record.title}|${record.manufacturer}|${record.price}`;

const recordText = (record: PairRecord): string =>
  [record.title, record.manufacturer].filter(Boolean).join(' ');

export interface Scored {
  /** Candidate catalogue keys with their scores, best first. */
  candidates: Array<{ key: string; score: number; codeAgreement: number | null }>;
}

export function buildCatalogue(records: PairRecord[]): { index: ProductIndex; keys: string[] } {
  const keys: string[] = [];
  const seen = new Set<string>();
  const products = [];
  for (const record of records) {
    const key = recordKey(record);
    if (seen.has(key)) continue;
    seen.add(key);
    keys.push(key);
    products.push({
      product_id: key,
      description: record.title,
      manufacturer: record.manufacturer,
    });
  }
  return { index: buildProductIndex({ products }), keys };
}

export function scoreQueries(
  index: ProductIndex,
  queries: PairRecord[],
  limit = 10,
): Map<string, Scored> {
  const result = new Map<string, Scored>();
  for (const query of queries) {
    const key = recordKey(query);
    if (result.has(key)) continue;
    const candidates = searchSemantic(index, {
      analysis: analyseText(recordText(query)),
      limit,
    }).map((candidate) => ({
      key: index.products[candidate.product]?.productId ?? '',
      score: candidate.score,
      codeAgreement: candidate.codeAgreement,
    }));
    result.set(key, { candidates });
  }
  return result;
}

export interface DecisionRule {
  floor: number;
  margin: number;
  maxAccepted: number;
}

export function predict(scored: Scored | undefined, rightKey: string, rule: DecisionRule): boolean {
  if (!scored) return false;
  const best = scored.candidates[0]?.score ?? 0;
  const position = scored.candidates.findIndex((candidate) => candidate.key === rightKey);
  if (position < 0 || position >= rule.maxAccepted) return false;
  const score = scored.candidates[position]?.score ?? 0;
  return score >= rule.floor && score >= best * (1 - rule.margin);
}

export interface PairMetrics {
  precision: number;
  recall: number;
  f1: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

export function evaluate(
  pairs: LabelledPair[],
  scored: Map<string, Scored>,
  rule: DecisionRule,
): PairMetrics {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  for (const pair of pairs) {
    const predicted = predict(scored.get(recordKey(pair.left)), recordKey(pair.right), rule);
    if (predicted && pair.label === 1) truePositives += 1;
    else if (predicted) falsePositives += 1;
    else if (pair.label === 1) falseNegatives += 1;
  }
  const precision = truePositives / Math.max(1, truePositives + falsePositives);
  const recall = truePositives / Math.max(1, truePositives + falseNegatives);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1, truePositives, falsePositives, falseNegatives };
}

export function tuneRule(pairs: LabelledPair[], scored: Map<string, Scored>): DecisionRule {
  // One candidate look-up per pair, not one per pair and grid point.
  const compact = pairs.map((pair) => {
    const candidates = scored.get(recordKey(pair.left))?.candidates ?? [];
    const rank = candidates.findIndex((candidate) => candidate.key === recordKey(pair.right));
    return {
      rank,
      score: rank >= 0 ? (candidates[rank]?.score ?? 0) : 0,
      best: candidates[0]?.score ?? 0,
      label: pair.label,
    };
  });
  let best: { rule: DecisionRule; f1: number } = {
    rule: { floor: 0.3, margin: 0.1, maxAccepted: 1 },
    f1: -1,
  };
  for (let step = 0; step <= 40; step++) {
    const floor = step / 50;
    for (const margin of [0, 0.02, 0.05, 0.08, 0.1, 0.15, 0.2, 0.3, 0.4]) {
      for (const maxAccepted of [1, 2, 3, 5]) {
        let truePositives = 0;
        let predictedPositives = 0;
        let positives = 0;
        for (const pair of compact) {
          const predicted =
            pair.rank >= 0 &&
            pair.rank < maxAccepted &&
            pair.score >= floor &&
            pair.score >= pair.best * (1 - margin);
          if (predicted) predictedPositives += 1;
          if (pair.label === 1) positives += 1;
          if (predicted && pair.label === 1) truePositives += 1;
        }
        const f1 = (2 * truePositives) / Math.max(1, predictedPositives + positives);
        if (f1 > best.f1) best = { rule: { floor, margin, maxAccepted }, f1 };
      }
    }
  }
  return best.rule;
}

// ---------------------------------------------------------------------------------------------
// Learned pair decision: a logistic regression over retrieval features, fitted on train, its
// threshold chosen on valid. It turns "where does the right record rank for the left one, and
// the other way round" plus cheap record comparisons into a pair probability.

const EDITION_WORDS = [
  'upgrade',
  'upg',
  'academic',
  'education',
  'edu',
  'student',
  'mac',
  'win',
  'windows',
  'oem',
  'deluxe',
  'pro',
  'professional',
  'premium',
  'standard',
  'home',
  'basic',
  'plus',
  'server',
  'expansion',
  'essentials',
  'platinum',
  'gold',
  'suite',
  'user',
  'users',
  'pack',
];

const wordsOf = (record: PairRecord): Set<string> =>
  new Set(
    recordText(record)
      .toLowerCase()
      .split(/[^a-z0-9.]+/)
      .filter(Boolean),
  );

function position(scored: Scored | undefined, key: string): number {
  return scored ? scored.candidates.findIndex((candidate) => candidate.key === key) : -1;
}

export function pairFeatures(
  pair: LabelledPair,
  forward: Map<string, Scored>,
  reverse: Map<string, Scored>,
): number[] {
  const leftKey = recordKey(pair.left);
  const rightKey = recordKey(pair.right);
  const forwardScored = forward.get(leftKey);
  const reverseScored = reverse.get(rightKey);
  const forwardRank = position(forwardScored, rightKey);
  const reverseRank = position(reverseScored, leftKey);
  const forwardTop = forwardScored?.candidates[0]?.score ?? 0;
  const reverseTop = reverseScored?.candidates[0]?.score ?? 0;
  const forwardCandidate = forwardRank >= 0 ? forwardScored?.candidates[forwardRank] : undefined;
  const forwardScore = forwardCandidate?.score ?? 0;
  const reverseScore = reverseRank >= 0 ? (reverseScored?.candidates[reverseRank]?.score ?? 0) : 0;
  const leftPrice = Number(pair.left.price);
  const rightPrice = Number(pair.right.price);
  const pricesKnown = leftPrice > 0 && rightPrice > 0;
  const priceGap = pricesKnown ? Math.min(3, Math.abs(Math.log(leftPrice / rightPrice))) : 0;
  const leftWords = wordsOf(pair.left);
  const rightWords = wordsOf(pair.right);
  let shared = 0;
  for (const word of leftWords) if (rightWords.has(word)) shared += 1;
  const jaccard = shared / Math.max(1, leftWords.size + rightWords.size - shared);
  let editionMismatch = 0;
  for (const word of EDITION_WORDS) {
    if (leftWords.has(word) !== rightWords.has(word)) editionMismatch += 1;
  }
  const codes = forwardCandidate?.codeAgreement;
  return [
    forwardScore,
    forwardTop > 0 ? forwardScore / forwardTop : 0,
    forwardRank === 0 ? 1 : 0,
    forwardRank >= 0 ? 1 / (1 + forwardRank) : 0,
    reverseScore,
    reverseTop > 0 ? reverseScore / reverseTop : 0,
    reverseRank === 0 ? 1 : 0,
    reverseRank >= 0 ? 1 / (1 + reverseRank) : 0,
    priceGap,
    pricesKnown ? 0 : 1,
    codes ?? 0,
    codes === null || codes === undefined ? 1 : 0,
    editionMismatch,
    jaccard,
    forwardTop - forwardScore,
  ];
}

export interface LogisticModel {
  weights: number[];
  mean: number[];
  scale: number[];
}

export function fitLogistic(rows: number[][], labels: number[], epochs = 800): LogisticModel {
  const width = rows[0]?.length ?? 0;
  const mean = Array.from(
    { length: width },
    (_, j) => rows.reduce((sum, row) => sum + (row[j] ?? 0), 0) / rows.length,
  );
  const scale = Array.from({ length: width }, (_, j) => {
    const variance =
      rows.reduce((sum, row) => sum + ((row[j] ?? 0) - (mean[j] ?? 0)) ** 2, 0) / rows.length;
    return Math.sqrt(variance) || 1;
  });
  const standardised = rows.map((row) =>
    row.map((value, j) => (value - (mean[j] ?? 0)) / (scale[j] ?? 1)),
  );
  const weights = new Array(width + 1).fill(0);
  const positives = labels.filter((label) => label === 1).length;
  const positiveWeight = (labels.length - positives) / Math.max(1, positives);
  const rate = 0.5;
  const l2 = 1e-3;
  for (let epoch = 0; epoch < epochs; epoch++) {
    const gradient = new Array(width + 1).fill(0);
    let totalWeight = 0;
    standardised.forEach((row, i) => {
      const label = labels[i] ?? 0;
      const sampleWeight = label === 1 ? positiveWeight : 1;
      let z = weights[width];
      for (let j = 0; j < width; j++) z += (weights[j] ?? 0) * (row[j] ?? 0);
      const error = (1 / (1 + Math.exp(-z)) - label) * sampleWeight;
      for (let j = 0; j < width; j++) gradient[j] += error * (row[j] ?? 0);
      gradient[width] += error;
      totalWeight += sampleWeight;
    });
    for (let j = 0; j <= width; j++) {
      weights[j] -= rate * (gradient[j] / totalWeight + (j < width ? l2 * weights[j] : 0));
    }
  }
  return { weights, mean, scale };
}

export function probability(model: LogisticModel, row: number[]): number {
  const width = model.mean.length;
  let z = model.weights[width] ?? 0;
  for (let j = 0; j < width; j++) {
    z += (model.weights[j] ?? 0) * (((row[j] ?? 0) - (model.mean[j] ?? 0)) / (model.scale[j] ?? 1));
  }
  return 1 / (1 + Math.exp(-z));
}

function metricsAt(probabilities: number[], labels: number[], threshold: number): PairMetrics {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  probabilities.forEach((p, i) => {
    const predicted = p >= threshold;
    if (predicted && labels[i] === 1) truePositives += 1;
    else if (predicted) falsePositives += 1;
    else if (labels[i] === 1) falseNegatives += 1;
  });
  const precision = truePositives / Math.max(1, truePositives + falsePositives);
  const recall = truePositives / Math.max(1, truePositives + falseNegatives);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1, truePositives, falsePositives, falseNegatives };
}

export function chooseThreshold(probabilities: number[], labels: number[]): number {
  let best = { threshold: 0.5, f1: -1 };
  for (let threshold = 0.05; threshold < 0.99; threshold += 0.01) {
    const { f1 } = metricsAt(probabilities, labels, threshold);
    if (f1 > best.f1) best = { threshold: Math.round(threshold * 100) / 100, f1 };
  }
  return best.threshold;
}

export const PUBLISHED_F1 = { Magellan: 49.1, DeepMatcher: 69.3, Ditto: 75.58 };

function argument(name: string): string | undefined {
  const position = process.argv.indexOf(name);
  return position >= 0 ? process.argv[position + 1] : undefined;
}

function main(): void {
  const dataDirectory =
    argument('--data') ??
    // `../shared` beside the repository (this file is three folders deep).
    fileURLToPath(
      new URL('../../../../shared/datasets/product-matching-amazon-google', import.meta.url),
    );
  const files = ['train.txt', 'valid.txt', 'test.txt'].map((file) => join(dataDirectory, file));
  if (!files.every((file) => existsSync(file))) {
    console.log(`Amazon-Google pairs not found under ${dataDirectory}; skipping.`);
    return;
  }
  const [train, valid, test] = files.map((file) => parsePairs(readFileSync(file, 'utf8'))) as [
    LabelledPair[],
    LabelledPair[],
    LabelledPair[],
  ];
  const started = performance.now();
  const { index, keys } = buildCatalogue([...train, ...valid, ...test].map((pair) => pair.right));
  const built = performance.now();
  const development = [...train, ...valid];
  const scoredDevelopment = scoreQueries(
    index,
    development.map((pair) => pair.left),
  );
  const rule = tuneRule(development, scoredDevelopment);
  const scoredTest = scoreQueries(
    index,
    test.map((pair) => pair.left),
  );
  const finished = performance.now();
  const developmentMetrics = evaluate(development, scoredDevelopment, rule);
  const testMetrics = evaluate(test, scoredTest, rule);
  const percent = (value: number) => (value * 100).toFixed(2);
  console.log(
    `catalogue: ${keys.length} right-hand records, index built in ${(built - started).toFixed(0)} ms`,
  );
  console.log(
    `queries: ${scoredDevelopment.size + scoredTest.size} in ${(finished - built).toFixed(0)} ms`,
  );
  console.log(`decision rule tuned on train+valid: ${JSON.stringify(rule)}`);
  console.log(
    `train+valid: P ${percent(developmentMetrics.precision)} R ${percent(developmentMetrics.recall)} F1 ${percent(developmentMetrics.f1)}`,
  );
  console.log(
    `test (${test.length} pairs): P ${percent(testMetrics.precision)} R ${percent(testMetrics.recall)} F1 ${percent(testMetrics.f1)} (TP ${testMetrics.truePositives}, FP ${testMetrics.falsePositives}, FN ${testMetrics.falseNegatives})`,
  );
  for (const [name, f1] of Object.entries(PUBLISHED_F1)) {
    const delta = testMetrics.f1 * 100 - f1;
    console.log(`  vs ${name} ${f1}: ${delta >= 0 ? '+' : ''}${delta.toFixed(2)}`);
  }

  const { threshold, validMetrics, learned } = learnedPairDecision(train, valid, test, index);
  console.log(
    `learned pair decision (fit on train, threshold ${threshold} on valid): valid F1 ${percent(validMetrics.f1)}`,
  );
  console.log(
    `test (${test.length} pairs): P ${percent(learned.precision)} R ${percent(learned.recall)} F1 ${percent(learned.f1)} (TP ${learned.truePositives}, FP ${learned.falsePositives}, FN ${learned.falseNegatives})`,
  );
  for (const [name, f1] of Object.entries(PUBLISHED_F1)) {
    const delta = learned.f1 * 100 - f1;
    console.log(`  vs ${name} ${f1}: ${delta >= 0 ? '+' : ''}${delta.toFixed(2)}`);
  }
}

const RETRIEVAL_DEPTH = 30;

/**
 * The learned pair decision: features of each pair from both retrieval directions, a logistic
 * model fitted on train, the threshold chosen for F1 on valid, test scored once. `index` is the
 * catalogue of every right-hand record (built here when not given).
 */
export function learnedPairDecision(
  train: LabelledPair[],
  valid: LabelledPair[],
  test: LabelledPair[],
  index: ProductIndex = buildCatalogue(
    [...train, ...valid, ...test].map((pair) => pair.right),
  ).index,
) {
  const all = [...train, ...valid, ...test];
  const forward = scoreQueries(
    index,
    all.map((pair) => pair.left),
    RETRIEVAL_DEPTH,
  );
  const reverseCatalogue = buildCatalogue(all.map((pair) => pair.left));
  const reverse = scoreQueries(
    reverseCatalogue.index,
    all.map((pair) => pair.right),
    RETRIEVAL_DEPTH,
  );
  const rows = (pairs: LabelledPair[]) => pairs.map((pair) => pairFeatures(pair, forward, reverse));
  const labels = (pairs: LabelledPair[]) => pairs.map((pair) => pair.label as number);
  const model = fitLogistic(rows(train), labels(train));
  const validProbabilities = rows(valid).map((row) => probability(model, row));
  const threshold = chooseThreshold(validProbabilities, labels(valid));
  const validMetrics = metricsAt(validProbabilities, labels(valid), threshold);
  const testProbabilities = rows(test).map((row) => probability(model, row));
  return {
    threshold,
    validMetrics,
    learned: metricsAt(testProbabilities, labels(test), threshold),
  };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) main();
