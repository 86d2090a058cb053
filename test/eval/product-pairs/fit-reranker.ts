/**
 * Fits the product re-ranker (shared/domain/product/reranker.json) on TRAIN splits only:
 * the Walmart-Amazon and Amazon-Google train lookups (datasets.ts) and the demo tenant's train
 * cases whose truth comes through the semantic path. Test splits are never read here.
 *
 *   npx tsx test/eval/product-pairs/fit-reranker.ts [--datasets ../shared/datasets] [--demo .data/demo] [--write | --leave-out amazon-google]
 *
 * 1. every training line is retrieved through all channels; each candidate is a row of features
 *    labelled by whether it is the line's product;
 * 2. a logistic model over those rows ranks the candidates (each source weighs the same in total);
 * 3. with 5-fold cross-fitting over lines, the out-of-fold probabilities of each line's best and
 *    second candidate fit the confidence model (is the best candidate right?), whose out-of-fold
 *    ECE and auto-accept precision are printed; the shipped model is then fitted on all lines.
 *
 * `--leave-out <source prefix>` (`amazon-google`, `walmart-amazon`, `demo`) fits both models
 * without those sources and scores their lines instead: how the models fare on a catalogue they
 * never saw, which every tenant's own catalogue is. Nothing is written then.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyseText, buildProductIndex, type ProductIndex } from '#domain/product/index';
import { normaliseManufacturer } from '#domain/product/normalise';
import {
  CONFLICT_FEATURES,
  candidateFeatures,
  candidateReading,
  confidenceFeatures,
  RERANK_FEATURES,
  type RerankerModel,
  rivalProbability,
  uncontradictedFirst,
} from '#domain/product/rerank';
import { lexiconCoverage, searchSemantic } from '#domain/product/search-index';
import { expectedCalibrationError, reliabilityBins } from '#domain/trust/metrics';
import { writeBaseCalibrationEntry } from '../calibration/base-file';
import {
  amazonGoogleLookup,
  fileLookup,
  type Lookup,
  readPairSplits,
  walmartAmazonLookup,
  walmartAmazonRetailLookups,
} from './datasets';
import { loadDemoIndex } from './demo-catalogue';

interface Line {
  source: string;
  /** Lines only the confidence model learns from (their truth is not a description match). */
  confidenceOnly?: boolean;
  rows: number[][];
  labels: number[];
  /**
   * What the matcher's order and rival read of each candidate (`candidateReading`): whether the
   * line names it by model number, says it is another product, states its maker, size or colour.
   */
  readings: ReturnType<typeof candidateReading>[];
}

function argument(name: string, fallback: string): string {
  const position = process.argv.indexOf(name);
  return position >= 0 ? (process.argv[position + 1] ?? fallback) : fallback;
}

function linesOf(
  source: string,
  index: ProductIndex,
  queries: Array<{ description: string; manufacturer?: string; truth: Set<number> }>,
): Line[] {
  const lines: Line[] = [];
  for (const query of queries) {
    const text = [query.description, query.manufacturer ?? ''].filter(Boolean).join(' ');
    const analysis = analyseText(text);
    const semantic = searchSemantic(index, { analysis, limit: 12 });
    const candidates = candidateFeatures(
      index,
      {
        text,
        ...(query.manufacturer ? { description: query.description } : {}),
        manufacturerKey: normaliseManufacturer(query.manufacturer),
        lexiconCoverage: lexiconCoverage(analysis),
      },
      semantic,
    );
    lines.push({
      source,
      rows: candidates.map((candidate) => candidate.features),
      labels: candidates.map((candidate) => (query.truth.has(candidate.candidate.product) ? 1 : 0)),
      readings: candidates.map(candidateReading),
    });
  }
  return lines;
}

function lookupLines(
  lookup: Lookup,
  index: ProductIndex = buildProductIndex({ products: lookup.catalogue }),
): Line[] {
  return linesOf(
    lookup.name,
    index,
    lookup.queries.map((query) => ({
      description: query.description,
      ...(query.manufacturer ? { manufacturer: query.manufacturer } : {}),
      truth: new Set([index.byId.get(query.productId) ?? -1]),
    })),
  );
}

/**
 * The same lookup with the products of every `every`-th line taken out of the catalogue: those
 * lines' best candidates are all wrong (a sibling, another size, another platform), as a line is
 * when the tenant does not stock its product. Only the confidence model learns from them; without
 * them it never sees a catalogue that lacks the line's product and trusts a lone look-alike.
 */
function absentLines(lookup: Lookup, every = 20): Line[] {
  const removed = new Set(
    lookup.queries.filter((_, position) => position % every === 0).map((query) => query.productId),
  );
  const index = buildProductIndex({
    products: lookup.catalogue.filter((product) => !removed.has(String(product.product_id))),
  });
  return linesOf(
    `${lookup.name}, the product absent`,
    index,
    lookup.queries
      .filter((query) => removed.has(query.productId))
      .map((query) => ({
        description: query.description,
        ...(query.manufacturer ? { manufacturer: query.manufacturer } : {}),
        truth: new Set<number>(),
      })),
  ).map((line) => ({ ...line, confidenceOnly: true }));
}

/**
 * A lookup written as `catalogue.jsonl` and `lines.jsonl` (fileLookup): its lines with a product,
 * and those whose product the catalogue lacks (their best candidates are all wrong).
 */
function folderLines(folder: string, rank: boolean): Line[] {
  const file = fileLookup(folder);
  if (!file) return [];
  const name = `catalogue ${basename(folder)}`;
  const index = buildProductIndex({ products: file.lookup.catalogue });
  return [
    ...lookupLines({ ...file.lookup, name }, index).map((line) => ({
      ...line,
      confidenceOnly: !rank,
    })),
    ...linesOf(
      `${name}, the product absent`,
      index,
      file.withoutProduct.map((query) => ({
        description: query.description,
        truth: new Set<number>(),
      })),
    ).map((line) => ({ ...line, confidenceOnly: true })),
  ];
}

interface DemoTruth {
  description: string;
  manufacturer?: string;
  product_id: string | null;
  via?: string;
}

function demoLines(directory: string): Line[] {
  const path = join(directory, 'cases', 'train.ndjson');
  if (!existsSync(path)) return [];
  const index = loadDemoIndex(directory);
  const predecessors = new Map<number, number[]>();
  index.products.forEach((product, position) => {
    if (product.successor >= 0) {
      predecessors.set(product.successor, [
        ...(predecessors.get(product.successor) ?? []),
        position,
      ]);
    }
  });
  const queries = readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .flatMap(
      (line) => (JSON.parse(line) as { truth: { line_items: DemoTruth[] } }).truth.line_items,
    )
    .filter(
      (item) => item.via !== 'mpn' && item.via !== 'cross_reference' && item.via !== 'successor',
    )
    .map((item) => {
      const product = index.byId.get(item.product_id ?? '') ?? -1;
      return {
        description: item.description,
        ...(item.manufacturer ? { manufacturer: item.manufacturer } : {}),
        truth: new Set([product, ...(predecessors.get(product) ?? [])]),
        semantic: item.via === 'semantic',
      };
    });
  // Lines the semantic path must not answer (a customer's own part number, a branch's local
  // name, a deliberately vague request) teach the confidence model what the text cannot show.
  return [
    ...linesOf(
      'demo train, semantic',
      index,
      queries.filter((query) => query.semantic),
    ),
    ...linesOf(
      'demo train, other paths',
      index,
      queries.filter((query) => !query.semantic),
    ).map((line) => ({ ...line, confidenceOnly: true })),
  ];
}

const sigmoid = (value: number) => 1 / (1 + Math.exp(-value));

const conflictColumns = (offset: number) =>
  new Set(CONFLICT_FEATURES.map((name) => RERANK_FEATURES.indexOf(name) + offset));

/**
 * Weighted L2-regularised logistic regression by full-batch gradient descent (standardised);
 * the weights of `nonPositive` columns are kept at or below zero (projected gradient).
 */
function fitLogistic(
  rows: number[][],
  labels: number[],
  sampleWeights: number[],
  epochs = 600,
  l2 = 1e-3,
  nonPositive: ReadonlySet<number> = new Set(),
): { weights: number[]; bias: number } {
  const width = rows[0]?.length ?? 0;
  const total = sampleWeights.reduce((sum, weight) => sum + weight, 0) || 1;
  const mean = new Array(width).fill(0);
  const scale = new Array(width).fill(0);
  rows.forEach((row, i) => {
    for (let j = 0; j < width; j++) mean[j] += ((row[j] ?? 0) * (sampleWeights[i] ?? 0)) / total;
  });
  rows.forEach((row, i) => {
    for (let j = 0; j < width; j++)
      scale[j] += (((row[j] ?? 0) - mean[j]) ** 2 * (sampleWeights[i] ?? 0)) / total;
  });
  for (let j = 0; j < width; j++) scale[j] = Math.sqrt(scale[j]) || 1;
  const standardised = rows.map((row) => row.map((value, j) => (value - mean[j]) / scale[j]));
  const weights = new Array(width).fill(0);
  let bias = 0;
  const rate = 1;
  for (let epoch = 0; epoch < epochs; epoch++) {
    const gradient = new Array(width).fill(0);
    let gradientBias = 0;
    standardised.forEach((row, i) => {
      let z = bias;
      for (let j = 0; j < width; j++) z += weights[j] * (row[j] ?? 0);
      const error = (sigmoid(z) - (labels[i] ?? 0)) * (sampleWeights[i] ?? 0);
      for (let j = 0; j < width; j++) gradient[j] += error * (row[j] ?? 0);
      gradientBias += error;
    });
    for (let j = 0; j < width; j++) {
      weights[j] -= rate * (gradient[j] / total + l2 * weights[j]);
      if (nonPositive.has(j) && weights[j] > 0) weights[j] = 0;
    }
    bias -= (rate * gradientBias) / total;
  }
  // Back to raw feature space: w·(x−μ)/σ + b = (w/σ)·x + (b − Σ wμ/σ).
  const raw = weights.map((weight, j) => weight / scale[j]);
  const rawBias = bias - weights.reduce((sum, weight, j) => sum + (weight * mean[j]) / scale[j], 0);
  return { weights: raw, bias: rawBias };
}

function fitRanker(all: Line[]): { weights: number[]; bias: number } {
  const lines = all.filter((line) => !line.confidenceOnly);
  const perSource = new Map<string, number>();
  for (const line of lines) perSource.set(line.source, (perSource.get(line.source) ?? 0) + 1);
  const rows: number[][] = [];
  const labels: number[] = [];
  const sampleWeights: number[] = [];
  for (const line of lines) {
    const weight = 1000 / (perSource.get(line.source) ?? 1) / Math.max(1, line.rows.length);
    line.rows.forEach((row, i) => {
      rows.push(row);
      labels.push(line.labels[i] ?? 0);
      // Each line weighs the same, whatever its number of candidates; right candidates count
      // as much as all wrong ones of their line together.
      sampleWeights.push(line.labels[i] ? weight * Math.max(1, line.rows.length - 1) : weight);
    });
  }
  return fitLogistic(rows, labels, sampleWeights, 500, undefined, conflictColumns(0));
}

function topTwo(line: Line, ranker: { weights: number[]; bias: number }) {
  // The order of the matcher (rerankCandidates): the candidate named by model number first,
  // then by probability, a contradicted best behind an uncontradicted one close to it.
  const scored = uncontradictedFirst(
    line.rows
      .map((row, i) => {
        let z = ranker.bias;
        row.forEach((value, j) => {
          z += (ranker.weights[j] ?? 0) * value;
        });
        const reading = line.readings[i];
        if (!reading) throw new Error('a candidate without its reading');
        return { p: sigmoid(z), label: line.labels[i] ?? 0, row, ...reading };
      })
      .sort((a, b) => Number(b.decisive) - Number(a.decisive) || b.p - a.p),
    (candidate) => ({ probability: candidate.p, ...candidate }),
  );
  const best = scored[0];
  return {
    row: confidenceFeatures(
      best?.p ?? 0,
      best
        ? rivalProbability(scored, best, (candidate) => ({
            probability: candidate.p,
            ...candidate,
          }))
        : 0,
      best?.row ?? [],
    ),
    right: (scored[0]?.label ?? 0) === 1,
  };
}

const confidenceOf = (fit: { weights: number[]; bias: number }, row: number[]) =>
  sigmoid(row.reduce((sum, value, j) => sum + (fit.weights[j] ?? 0) * value, fit.bias));

/** The confidence model's training rows: each line's top two under a ranker fitted without it. */
function outOfFoldTops(lines: Line[], folds = 5) {
  const tops: Array<{ row: number[]; right: boolean; source: string }> = [];
  for (let fold = 0; fold < folds; fold++) {
    const ranker = fitRanker(lines.filter((_, i) => i % folds !== fold));
    lines.forEach((line, i) => {
      if (i % folds === fold) tops.push({ ...topTwo(line, ranker), source: line.source });
    });
  }
  return tops;
}

const fitConfidence = (tops: Array<{ row: number[]; right: boolean }>) =>
  fitLogistic(
    tops.map((entry) => entry.row),
    tops.map((entry) => (entry.right ? 1 : 0)),
    tops.map(() => 1),
    800,
    0,
    // The confidence row is the best probability and its lead, then the best's features.
    conflictColumns(2),
  );

function describe(label: string, scored: Array<{ confidence: number; correct: boolean }>): string {
  const accepted = scored.filter((entry) => entry.confidence >= 0.95);
  const right = (list: typeof scored) => list.filter((entry) => entry.correct).length;
  return `${label}: ${scored.length} lines · top-1 ${((100 * right(scored)) / Math.max(1, scored.length)).toFixed(1)} · mean confidence ${(scored.reduce((sum, entry) => sum + entry.confidence, 0) / Math.max(1, scored.length)).toFixed(3)} · ECE ${expectedCalibrationError(scored).toFixed(3)} · ≥0.95: ${accepted.length} at precision ${((100 * right(accepted)) / Math.max(1, accepted.length)).toFixed(1)}`;
}

/**
 * A catalogue nobody trained on: the ranker and the confidence model fitted without every source
 * whose name starts with `prefix`, then scored on those sources' lines — what a tenant's own
 * catalogue meets, since its lines are never in the fit.
 */
function reportLeftOut(lines: Line[], prefix: string): void {
  const training = lines.filter((line) => !line.source.startsWith(prefix));
  // A folder's lines are scored whether or not the ranker learns from them; the demo's lines of
  // other paths are not (their truth is not a description match).
  const held = lines.filter(
    (line) =>
      line.source.startsWith(prefix) &&
      (!line.confidenceOnly || line.source.startsWith('catalogue ')),
  );
  const ranker = fitRanker(training);
  const confidence = fitConfidence(outOfFoldTops(training));
  const scored = held.map((line) => {
    const top = topTwo(line, ranker);
    return {
      confidence: confidenceOf(confidence, top.row),
      correct: top.right,
      source: line.source,
    };
  });
  for (const source of new Set(held.map((line) => line.source)))
    console.log(
      describe(
        `left out ${source}`,
        scored.filter((entry) => entry.source === source),
      ),
    );
  console.log(describe(`left out, pooled (${prefix})`, scored));
  // Where the confidence is too high or too low on a catalogue nobody trained on.
  for (const bin of reliabilityBins(scored, 10).filter((entry) => entry.count > 0))
    console.log(
      `  [${bin.lower.toFixed(1)}, ${bin.upper.toFixed(1)}): ${bin.count} lines, mean confidence ${bin.meanConfidence.toFixed(3)}, right ${bin.accuracy.toFixed(3)}`,
    );
}

function main(): void {
  const root = argument('--datasets', '../shared/datasets');
  const demo = argument('--demo', '.data/demo');
  const lines: Line[] = [];
  const walmartAmazon = readPairSplits(join(root, 'product-matching-walmart-amazon'));
  if (walmartAmazon) {
    const all = [...walmartAmazon.train, ...walmartAmazon.valid, ...walmartAmazon.test];
    lines.push(
      ...lookupLines(
        walmartAmazonLookup('walmart-amazon train, titles only', walmartAmazon.train, {
          withManufacturer: false,
          withModelNumber: false,
        }),
      ),
      ...lookupLines(
        walmartAmazonLookup('walmart-amazon train, brand and modelno', walmartAmazon.train, {
          withManufacturer: true,
          withModelNumber: true,
        }),
      ),
      ...lookupLines(
        walmartAmazonLookup(
          'walmart-amazon train, titles only, every Amazon record',
          walmartAmazon.train,
          { withManufacturer: false, withModelNumber: false },
          all,
        ),
      ),
      ...walmartAmazonRetailLookups(walmartAmazon, 'train').flatMap((lookup) =>
        lookupLines(lookup),
      ),
      // Titles only, both ways.
      ...walmartAmazonRetailLookups(walmartAmazon, 'train')
        .slice(0, 2)
        .flatMap((lookup) => absentLines(lookup)),
    );
  }
  const amazonGoogle = readPairSplits(join(root, 'product-matching-amazon-google'));
  if (amazonGoogle) {
    const lookup = amazonGoogleLookup('amazon-google train', amazonGoogle, 'train');
    lines.push(...lookupLines(lookup), ...absentLines(lookup));
  }
  lines.push(...demoLines(demo));
  for (const folder of argument('--lookup-dirs', '').split(',').filter(Boolean))
    lines.push(...folderLines(folder, process.argv.includes('--rank-on-dirs')));
  const sources = [...new Set(lines.map((line) => line.source))];
  for (const source of sources) {
    const own = lines.filter((line) => line.source === source);
    const reachable = own.filter((line) => line.labels.includes(1)).length;
    console.log(`${source}: ${own.length} lines, right product among candidates for ${reachable}`);
  }

  const heldOut = argument('--leave-out', '');
  if (heldOut) {
    for (const prefix of heldOut.split(',')) reportLeftOut(lines, prefix);
    return;
  }
  // Out-of-fold: the ranker fitted without a fold scores that fold's lines; the confidence model
  // learns from those, and its own out-of-fold figures are nested inside.
  const folds = 5;
  const outOfFold = outOfFoldTops(lines, folds);
  const confidenceFit = fitConfidence(outOfFold);
  const evaluated: Array<{ confidence: number; correct: boolean; source: string }> = [];
  for (let fold = 0; fold < folds; fold++) {
    const fit = fitConfidence(outOfFold.filter((_, i) => i % folds !== fold));
    outOfFold.forEach((entry, i) => {
      if (i % folds === fold)
        evaluated.push({
          confidence: confidenceOf(fit, entry.row),
          correct: entry.right,
          source: entry.source,
        });
    });
  }
  for (const source of sources)
    console.log(
      describe(
        `out-of-fold ${source}`,
        evaluated.filter((entry) => entry.source === source),
      ),
    );
  const pooledAccepted = evaluated.filter((entry) => entry.confidence >= 0.95);
  const pooled = {
    samples: evaluated.length,
    accuracy: evaluated.filter((entry) => entry.correct).length / Math.max(1, evaluated.length),
    ece: expectedCalibrationError(evaluated),
    autoAcceptPrecision:
      pooledAccepted.filter((entry) => entry.correct).length / Math.max(1, pooledAccepted.length),
  };
  console.log(
    `out-of-fold pooled: ${pooled.samples} lines · top-1 ${(100 * pooled.accuracy).toFixed(1)} · ECE ${pooled.ece.toFixed(4)} · ≥0.95 precision ${(100 * pooled.autoAcceptPrecision).toFixed(1)}`,
  );
  const ranker = fitRanker(lines);
  const model: RerankerModel = {
    features: [...RERANK_FEATURES],
    weights: ranker.weights.map((weight) => Number(weight.toFixed(5))),
    bias: Number(ranker.bias.toFixed(5)),
    confidence: {
      weights: confidenceFit.weights.map((weight) => Number(weight.toFixed(5))),
      bias: Number(confidenceFit.bias.toFixed(5)),
    },
  };
  console.log(JSON.stringify(model));
  if (process.argv.includes('--write')) {
    const target = fileURLToPath(
      new URL('../../../shared/domain/product/reranker.json', import.meta.url),
    );
    writeFileSync(target, `${JSON.stringify(model, null, 2)}\n`);
    // In the lint's layout (number arrays filled to the line width), so `npm test` stays clean.
    execFileSync('npx', ['biome', 'format', '--write', target], { stdio: 'ignore' });
    // The raw score is already the fitted probability: the product entry of the base calibrators
    // is identity, with the out-of-fold figures of that probability.
    const ece = Number(pooled.ece.toFixed(4));
    writeBaseCalibrationEntry('product_matcher', {
      spec: { method: 'identity' },
      samples: pooled.samples,
      accuracy: Number(pooled.accuracy.toFixed(4)),
      ece_raw: ece,
      ece_fitted: ece,
    });
    console.log(
      'written to shared/domain/product/reranker.json and the product_matcher entry of layers/models/calibration/base.json',
    );
  }
}

main();
