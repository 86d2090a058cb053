/**
 * Catalogue lookups on public product pairs, in process: every line item is matched against the
 * catalogue with the product matcher and the shipped base calibrator, beside the character
 * 3–5-gram TF-IDF baseline computed in the same run.
 *
 *   npx tsx test/eval/product-pairs/lookup.ts [--datasets ../shared/datasets] [--split test] [--errors 10] [--tenant-layer]
 *   npx tsx test/eval/product-pairs/lookup.ts --lookup-dir <folder> [--errors 10] [--all]
 *
 * Reports top-1 (right product / line items), auto-accept precision (right / outputs the routing
 * sends to auto_accept), the auto-accepted share, and ECE (15 bins) of the matched outputs beside
 * the ECE sampling noise alone gives on the same confidences (median and p90).
 * `--tenant-layer`: also the figures under a tenant calibration layer fitted on the valid split's
 * outputs, where both splits share one catalogue (see `withTenantLayer`).
 * `--lookup-dir`: a lookup written as `catalogue.jsonl` and `lines.jsonl` (see `fileLookup`); lines
 * whose product the catalogue lacks are counted apart: how many were answered and auto-accepted.
 */
import { join } from 'node:path';
import { buildProductIndex, matchProducts, type ProductMatch } from '#domain/product/index';
import { baseCalibrators } from '#domain/trust/base-calibrators';
import { buildCalibrator } from '#domain/trust/calibration';
import { fitCalibrator, MIN_CALIBRATION_SAMPLES } from '#domain/trust/fitting';
import {
  type EceNoise,
  eceUnderPerfectCalibration,
  expectedCalibrationError,
} from '#domain/trust/metrics';
import { toRecommendedAction } from '#domain/trust/routing';
import {
  amazonGoogleLookup,
  answersQuery,
  fileLookup,
  type Lookup,
  type PairSplit,
  readPairSplits,
  walmartAmazonLookup,
  walmartAmazonRetailLookups,
} from './datasets';
import { buildTfidfBaseline } from './tfidf-baseline';

export interface LookupOutcome {
  query: Lookup['queries'][number];
  match: ProductMatch;
  confidence: number;
  autoAccepted: boolean;
  correct: boolean;
}

export interface LookupFigures {
  name: string;
  catalogue: number;
  queries: number;
  top1: number;
  baselineTop1: number;
  autoAcceptPrecision: number;
  autoAccepted: number;
  ece: number;
  /** The ECE sampling noise alone gives on these confidences. */
  eceNoise: EceNoise;
  matched: number;
  millisecondsPerLine: number;
  outcomes: LookupOutcome[];
}

/** The public lookups of the product matcher, for one split (absent datasets are left out). */
export function publicLookups(datasetsRoot: string, split: PairSplit): Lookup[] {
  const lookups: Lookup[] = [];
  const walmartAmazon = readPairSplits(join(datasetsRoot, 'product-matching-walmart-amazon'));
  if (walmartAmazon) {
    lookups.push(
      walmartAmazonLookup(`walmart-amazon ${split}, titles only`, walmartAmazon[split], {
        withManufacturer: false,
        withModelNumber: false,
      }),
      walmartAmazonLookup(`walmart-amazon ${split}, with brand and modelno`, walmartAmazon[split], {
        withManufacturer: true,
        withModelNumber: true,
      }),
      walmartAmazonLookup(
        `walmart-amazon ${split}, titles only, every Amazon record of the three files`,
        walmartAmazon[split],
        { withManufacturer: false, withModelNumber: false },
        [...walmartAmazon.train, ...walmartAmazon.valid, ...walmartAmazon.test],
      ),
      ...walmartAmazonRetailLookups(walmartAmazon, split),
    );
  }
  const amazonGoogle = readPairSplits(join(datasetsRoot, 'product-matching-amazon-google'));
  if (amazonGoogle) lookups.push(amazonGoogleLookup(`amazon-google ${split}`, amazonGoogle, split));
  return lookups;
}

export function runLookup(lookup: Lookup): LookupFigures {
  const calibrator = baseCalibrators().forModule('product_matcher');
  const index = buildProductIndex({ products: lookup.catalogue });
  const baseline = buildTfidfBaseline(
    lookup.catalogue.map((record) =>
      [record.description, record.manufacturer ?? ''].filter(Boolean).join(' '),
    ),
  );
  let baselineRight = 0;
  const started = performance.now();
  const outcomes: LookupOutcome[] = [];
  for (const query of lookup.queries) {
    const result = matchProducts(index, {
      line_items: [
        {
          description: query.description,
          quantity: 1,
          unit: 'pcs',
          ...(query.manufacturer ? { manufacturer: query.manufacturer } : {}),
        },
      ],
    });
    const match = result.matches[0] as ProductMatch;
    const confidence = match.unmatched_flag ? 0 : calibrator.calibrate(match.raw_score);
    const routing = toRecommendedAction(confidence, undefined, match.review_hints);
    outcomes.push({
      query,
      match,
      confidence,
      autoAccepted: !match.unmatched_flag && routing.recommended_action === 'auto_accept',
      correct: !match.unmatched_flag && answersQuery(query, match.catalog_product_id),
    });
  }
  const elapsed = performance.now() - started;
  for (const query of lookup.queries) {
    const best = baseline.rank(
      [query.description, query.manufacturer ?? ''].filter(Boolean).join(' '),
      1,
    )[0];
    if (best && answersQuery(query, lookup.catalogue[best.document]?.product_id)) baselineRight++;
  }
  const matched = outcomes.filter((outcome) => !outcome.match.unmatched_flag);
  const accepted = outcomes.filter((outcome) => outcome.autoAccepted);
  const count = Math.max(1, lookup.queries.length);
  return {
    name: lookup.name,
    catalogue: index.products.length,
    queries: lookup.queries.length,
    top1: outcomes.filter((outcome) => outcome.correct).length / count,
    baselineTop1: baselineRight / count,
    autoAcceptPrecision:
      accepted.length === 0
        ? Number.NaN
        : accepted.filter((outcome) => outcome.correct).length / accepted.length,
    autoAccepted: accepted.length / count,
    ece: expectedCalibrationError(
      matched.map((outcome) => ({ confidence: outcome.confidence, correct: outcome.correct })),
    ),
    eceNoise: eceUnderPerfectCalibration(matched.map((outcome) => outcome.confidence)),
    matched: matched.length,
    millisecondsPerLine: elapsed / count,
    outcomes,
  };
}

const percent = (value: number) => (Number.isNaN(value) ? 'n/a' : (value * 100).toFixed(1));

export function lookupLine(figures: LookupFigures): string {
  const delta = (figures.top1 - figures.baselineTop1) * 100;
  return `${figures.name}: ${figures.queries} lines vs ${figures.catalogue} products — top-1 ${percent(figures.top1)} (char TF-IDF ${percent(figures.baselineTop1)}, ${delta >= 0 ? '+' : ''}${delta.toFixed(1)}) · auto-accept precision ${percent(figures.autoAcceptPrecision)} on ${percent(figures.autoAccepted)} % · ECE ${figures.ece.toFixed(3)} (noise ${figures.eceNoise.median.toFixed(3)}, p90 ${figures.eceNoise.p90.toFixed(3)}) · ${figures.millisecondsPerLine.toFixed(2)} ms/line`;
}

function argument(name: string, fallback: string): string {
  const position = process.argv.indexOf(name);
  return position >= 0 ? (process.argv[position + 1] ?? fallback) : fallback;
}

/** Whether two lookups hold the same products (whatever their order and ids). */
const sameCatalogue = (a: Lookup, b: Lookup): boolean => {
  const descriptions = (lookup: Lookup) =>
    lookup.catalogue
      .map((record) => record.description)
      .sort()
      .join('\n');
  return a.catalogue.length === b.catalogue.length && descriptions(a) === descriptions(b);
};

/**
 * The tenant's own calibration layer (SPEC 4.4), as the feedback refresh fits it: the valid
 * split's outputs stand for a tenant's reviewed matches on the same catalogue, and the layer they
 * fit is applied over the base confidence of the test split's outputs. The refresh refuses fewer
 * than MIN_CALIBRATION_SAMPLES outcomes, and so does this.
 */
function withTenantLayer(feedback: LookupFigures, figures: LookupFigures): string {
  const samples = feedback.outcomes
    .filter((outcome) => !outcome.match.unmatched_flag)
    .map((outcome) => ({ score: outcome.confidence, correct: outcome.correct }));
  if (samples.length < MIN_CALIBRATION_SAMPLES)
    return `  tenant layer: refused, ${samples.length} feedback outcomes (fewer than ${MIN_CALIBRATION_SAMPLES})`;
  const layer = buildCalibrator('tenant', fitCalibrator(samples).spec);
  const layered = figures.outcomes
    .filter((outcome) => !outcome.match.unmatched_flag)
    .map((outcome) => ({ ...outcome, confidence: layer.calibrate(outcome.confidence) }));
  const accepted = layered.filter(
    (outcome) =>
      toRecommendedAction(outcome.confidence, undefined, outcome.match.review_hints)
        .recommended_action === 'auto_accept',
  );
  return `  tenant layer fitted on ${samples.length} valid outputs: ECE ${figures.ece.toFixed(3)} → ${expectedCalibrationError(layered).toFixed(3)} · auto-accept precision ${percent(accepted.filter((outcome) => outcome.correct).length / accepted.length)} on ${percent(accepted.length / Math.max(1, figures.queries))} %`;
}

/** A lookup from files: its figures, and what became of the lines whose product it lacks. */
function runFileLookup(folder: string, errors: number): void {
  const read = fileLookup(folder);
  if (!read) {
    console.log(`no catalogue.jsonl and lines.jsonl under ${folder}; skipping.`);
    return;
  }
  const figures = runLookup(read.lookup);
  console.log(lookupLine(figures));
  const without = runLookup({ ...read.lookup, queries: read.withoutProduct });
  const answered = without.outcomes.filter((outcome) => !outcome.match.unmatched_flag).length;
  const wronglyAccepted = without.outcomes.filter((outcome) => outcome.autoAccepted).length;
  const accepted = figures.outcomes.filter((outcome) => outcome.autoAccepted);
  const right = accepted.filter((outcome) => outcome.correct).length;
  console.log(
    `lines whose product the catalogue lacks: ${read.withoutProduct.length}, answered ${answered}, auto-accepted ${wronglyAccepted} · auto-accept precision over every line ${percent(right / Math.max(1, accepted.length + wronglyAccepted))} (${right}/${accepted.length + wronglyAccepted})`,
  );
  printErrors(read.lookup, [...figures.outcomes, ...without.outcomes], errors);
}

function printErrors(lookup: Lookup, outcomes: readonly LookupOutcome[], errors: number): void {
  // With --all, every outcome (to compare two runs line by line), the right ones marked so.
  const wrong = process.argv.includes('--all')
    ? outcomes
    : outcomes.filter(
        (outcome) =>
          !outcome.correct && !(outcome.query.productId === '' && outcome.match.unmatched_flag),
      );
  for (const outcome of wrong.slice(0, errors)) {
    const truth = lookup.catalogue.find((record) => record.product_id === outcome.query.productId);
    const got = lookup.catalogue.find(
      (record) => record.product_id === outcome.match.catalog_product_id,
    );
    console.log(
      JSON.stringify({
        line: outcome.query.description,
        truth: truth?.description ?? null,
        got: got?.description ?? outcome.match.unmatched_reason,
        path: outcome.match.match_path,
        confidence: Number(outcome.confidence.toFixed(3)),
        autoAccepted: outcome.autoAccepted,
        ...(outcome.match.review_hints.length > 0 ? { hints: outcome.match.review_hints } : {}),
        ...(outcome.correct ? { correct: true } : {}),
      }),
    );
  }
}

function main(): void {
  const root = argument('--datasets', '../shared/datasets');
  const split = argument('--split', 'test') as PairSplit;
  const errors = Number(argument('--errors', '0'));
  const folder = argument('--lookup-dir', '');
  if (folder) {
    runFileLookup(folder, errors);
    return;
  }
  const lookups = publicLookups(root, split);
  if (lookups.length === 0) {
    console.log(`no product-pair datasets under ${root}; skipping.`);
    return;
  }
  const feedbackLookups = process.argv.includes('--tenant-layer')
    ? publicLookups(root, 'valid')
    : [];
  for (const [position, lookup] of lookups.entries()) {
    const figures = runLookup(lookup);
    console.log(lookupLine(figures));
    const feedback = feedbackLookups[position];
    if (feedback && sameCatalogue(feedback, lookup))
      console.log(withTenantLayer(runLookup(feedback), figures));
    printErrors(lookup, figures.outcomes, errors);
  }
}

if (process.argv[1]?.endsWith('lookup.ts')) main();
