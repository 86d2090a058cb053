/**
 * Fits `EVIDENCE_MODEL` of shared/domain/extract/scoring.ts: a logistic regression of whether an
 * extracted item is right on the logit of its reading score and its evidence flags (the
 * `evidence_*` signals), on the outcome files fit-extract.ts takes, weighted the same way.
 *
 *   npx tsx test/eval/calibration/fit-extract-evidence.ts --outcomes FILE[:WEIGHT][@GROUP] …
 *     [--folds 5] [--repeats 5] [--penalty 3] [--list-wrong]
 *
 * The outcomes must come from the code that emits the evidence signals: `evidence_weighed`
 * carries the change the model made, so the reading score is the raw score less its weight, and
 * the model can be refitted on outcomes written under any earlier fit. Make them with
 *   npm run -s eval:corpus-local -- --data DIR --out OUT            (OUT/outcomes.ndjson)
 *   npx tsx test/eval/extract/evaluate.ts --split dev --dump FILE    (the generator's dev split)
 * for the corpus (also with --csv-as pdf and xlsx), every probe-extract folder and the demo.
 *
 * WEIGHT (a whole number, default 1) counts each outcome that many times in the fits; 0 reports
 * a file without fitting on it (the corpus read as PDF or xlsx: the same cases as the corpus).
 * GROUP names the case family folds are drawn over (default: the file's folder and name), so that one case read
 * three ways lands in one fold.
 *
 * Prints per file, out of fold (5 folds over cases: a case is scored by a model and a calibrator
 * both fitted without its fold), ECE (15 bins), auto-accept precision and the share of items
 * auto-accepted, for the calibrator on the reading score alone and on the evidence model. Where
 * the threshold falls depends on which cases a fold held out, so the folds are drawn `--repeats`
 * times (differently each time) and the figures pool every split (counts are summed over
 * splits), with the range of the precision per split beside them; then
 * the coefficients fitted on every outcome, as the constant to paste into scoring.ts. Weights
 * the fit finds positive are dropped and the model refitted: evidence here only ever says a
 * reading is less sure, and a flag seen on a few right items must not make anything surer.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ITEM_EVIDENCE_NAMES, type ItemEvidenceName } from '#domain/extract/evidence';
import {
  AMBIGUOUS_SCORE_CAP,
  EVIDENCE_WEIGHED_SIGNAL,
  evidenceSignalName,
} from '#domain/extract/scoring';
import { buildCalibrator, logit, sigmoid } from '#domain/trust/calibration';
import { fitCalibrator, type LabelledScore } from '#domain/trust/fitting';
import { DEFAULT_BANDS } from '#domain/trust/routing';
import { solveLinearSystem } from '#domain/util/linear-system';
import { calibrationFigures, caseFold } from './case-folds';

const { values } = parseArgs({
  options: {
    outcomes: { type: 'string', multiple: true },
    folds: { type: 'string', default: '5' },
    penalty: { type: 'string', default: '3' },
    repeats: { type: 'string', default: '5' },
    'list-wrong': { type: 'boolean', default: false },
  },
});

const AUTO_ACCEPT = DEFAULT_BANDS.autoAccept;

interface Outcome {
  source: string;
  weight: number;
  foldKey: string;
  caseId: string;
  itemIndex: number;
  reading: number;
  ambiguous: boolean;
  flags: number[];
  correct: boolean;
}

interface OutcomeRow {
  case_id: string;
  item_index?: number;
  raw_score: number;
  correct: boolean;
  ambiguous?: boolean;
  signals?: Array<string | { signal: string; weight: number }>;
}

const signalNames = ITEM_EVIDENCE_NAMES.map(evidenceSignalName);

function readOutcomes(argument: string): Outcome[] {
  const match = /^([^:@]*)(?::(\d+))?(?:@([^:@]+))?$/.exec(argument);
  const path = match?.[1] ?? argument;
  const weight = Math.max(0, Number(match?.[2] ?? 1));
  // By default the file's name (with its folder when it is outcomes.ndjson): the same folds
  // wherever the outcomes were written.
  const parts = path.split('/');
  const group = match?.[3] ?? parts.slice(parts.at(-1) === 'outcomes.ndjson' ? -2 : -1).join('/');
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as OutcomeRow)
    .map((row, line) => {
      const signals = (row.signals ?? []).map((signal) =>
        typeof signal === 'string' ? { signal, weight: Number.NaN } : signal,
      );
      const weighed = signals.find((signal) => signal.signal === EVIDENCE_WEIGHED_SIGNAL);
      if (!weighed || Number.isNaN(weighed.weight))
        throw new Error(`${path}: outcomes without ${EVIDENCE_WEIGHED_SIGNAL} weights`);
      const present = new Set(signals.map((signal) => signal.signal));
      return {
        source: path,
        weight,
        foldKey: `${group}#${row.case_id}`,
        caseId: row.case_id,
        itemIndex: row.item_index ?? line,
        reading: Math.round((row.raw_score - weighed.weight) * 1000) / 1000,
        ambiguous: row.ambiguous === true,
        flags: signalNames.map((name) => (present.has(name) ? 1 : 0)),
        correct: row.correct,
      };
    });
}

/** The reading score kept off 0 and 1 as `weighItemEvidence` keeps it. */
const readingLogit = (p: number) => logit(Math.max(0.01, Math.min(0.99, p)));

/** [1, logit(reading), flags …] for the flags still in the model. */
const design = (outcome: Outcome, kept: readonly number[]) => [
  1,
  readingLogit(outcome.reading),
  ...kept.map((index) => outcome.flags[index] ?? 0),
];

/** Weighted L2-penalised logistic regression by Newton's method (intercept and slope unpenalised). */
function fitLogistic(outcomes: readonly Outcome[], kept: readonly number[], penalty: number) {
  const size = kept.length + 2;
  let beta = [0, 1, ...kept.map(() => 0)];
  for (let iteration = 0; iteration < 50; iteration++) {
    const gradient = new Array<number>(size).fill(0);
    const hessian = Array.from({ length: size }, () => new Array<number>(size).fill(0));
    for (const outcome of outcomes) {
      // An ambiguous item's score stays under the cap whatever the model says (as in the scorer).
      if (outcome.weight === 0 || outcome.ambiguous) continue;
      const x = design(outcome, kept);
      const p = sigmoid(x.reduce((sum, value, i) => sum + value * (beta[i] ?? 0), 0));
      const residual = (outcome.correct ? 1 : 0) - p;
      for (let i = 0; i < size; i++) {
        gradient[i] = (gradient[i] ?? 0) + outcome.weight * residual * (x[i] ?? 0);
        for (let j = 0; j < size; j++)
          (hessian[i] as number[])[j] =
            (hessian[i]?.[j] ?? 0) + outcome.weight * p * (1 - p) * (x[i] ?? 0) * (x[j] ?? 0);
      }
    }
    for (let i = 2; i < size; i++) {
      gradient[i] = (gradient[i] ?? 0) - penalty * (beta[i] ?? 0);
      (hessian[i] as number[])[i] = (hessian[i]?.[i] ?? 0) + penalty;
    }
    for (let i = 0; i < size; i++) (hessian[i] as number[])[i] = (hessian[i]?.[i] ?? 0) + 1e-9;
    const step = solveLinearSystem(hessian, gradient);
    beta = beta.map((value, i) => value + (step[i] ?? 0));
    if (step.every((value) => Math.abs(value) < 1e-8)) break;
  }
  return beta;
}

/** The model with positive flag weights dropped one by one (the largest first) and refitted. */
function fitModel(outcomes: readonly Outcome[], penalty: number) {
  let kept = ITEM_EVIDENCE_NAMES.map((_, index) => index).filter((index) =>
    outcomes.some((outcome) => outcome.weight > 0 && outcome.flags[index] === 1),
  );
  for (;;) {
    const beta = fitLogistic(outcomes, kept, penalty);
    const flagWeights = beta.slice(2);
    const largest = Math.max(...flagWeights, 0);
    if (largest <= 0) return { beta, kept };
    kept = kept.filter((_, position) => flagWeights[position] !== largest);
  }
}

const modelScore = (outcome: Outcome, model: { beta: number[]; kept: number[] }) => {
  const x = design(outcome, model.kept);
  const modelled = sigmoid(x.reduce((sum, value, i) => sum + value * (model.beta[i] ?? 0), 0));
  const score = Math.round(Math.max(0.01, Math.min(0.99, modelled)) * 1000) / 1000;
  return outcome.ambiguous ? Math.min(score, outcome.reading, AMBIGUOUS_SCORE_CAP) : score;
};

const weighted = (outcomes: readonly Outcome[], score: (outcome: Outcome) => number) =>
  outcomes.flatMap((outcome): LabelledScore[] =>
    Array.from({ length: outcome.weight }, () => ({
      score: score(outcome),
      correct: outcome.correct,
    })),
  );

function main(): void {
  const outcomes = (values.outcomes ?? []).flatMap(readOutcomes);
  if (outcomes.length === 0) {
    process.stderr.write('give one or more --outcomes FILE[:WEIGHT][@GROUP]\n');
    process.exit(2);
  }
  const folds = Math.max(2, Number(values.folds) || 5);
  const penalty = Math.max(0, Number(values.penalty) || 0);
  const repeats = Math.max(1, Number(values.repeats) || 1);
  // Every outcome's out-of-fold confidence under each split: where auto-accept sits depends on
  // which cases a fold held out, so one split alone says little about a few hundred items.
  const readingOnly = new Map<Outcome, number[]>();
  const withEvidence = new Map<Outcome, number[]>();
  for (const outcome of outcomes) {
    readingOnly.set(outcome, []);
    withEvidence.set(outcome, []);
  }
  for (let repeat = 0; repeat < repeats; repeat++) {
    for (let fold = 0; fold < folds; fold++) {
      const inFold = (outcome: Outcome) => caseFold(outcome.foldKey, folds, repeat) === fold;
      const training = outcomes.filter((outcome) => !inFold(outcome));
      const plain = buildCalibrator(
        'reading',
        fitCalibrator(weighted(training, (outcome) => outcome.reading)).spec,
      );
      const model = fitModel(training, penalty);
      const calibrated = buildCalibrator(
        'evidence',
        fitCalibrator(weighted(training, (outcome) => modelScore(outcome, model))).spec,
      );
      for (const outcome of outcomes.filter(inFold)) {
        readingOnly.get(outcome)?.push(plain.calibrate(outcome.reading));
        withEvidence.get(outcome)?.push(calibrated.calibrate(modelScore(outcome, model)));
      }
    }
  }
  const sources = [...new Set(outcomes.map((outcome) => outcome.source))];
  for (const source of sources) {
    const own = outcomes.filter((outcome) => outcome.source === source);
    const weight = own[0]?.weight ?? 0;
    console.log(`${source} (${own.length} items, weight ${weight})`);
    for (const [label, confidences] of [
      ['reading score only', readingOnly],
      ['with evidence     ', withEvidence],
    ] as const) {
      const splits = Array.from({ length: repeats }, (_, repeat) =>
        own.map((outcome) => ({
          confidence: confidences.get(outcome)?.[repeat] ?? 0,
          correct: outcome.correct,
        })),
      );
      const precisions = splits.map((scored) => {
        const accepted = scored.filter((outcome) => outcome.confidence >= AUTO_ACCEPT);
        return accepted.filter((outcome) => outcome.correct).length / Math.max(1, accepted.length);
      });
      console.log(
        `  ${calibrationFigures(label, splits.flat())} · per split ${Math.min(...precisions).toFixed(3)}–${Math.max(...precisions).toFixed(3)}`,
      );
    }
    if (values['list-wrong'])
      for (const outcome of own) {
        const times = (withEvidence.get(outcome) ?? []).filter((value) => value >= AUTO_ACCEPT);
        if (!outcome.correct && times.length > 0)
          console.log(
            `    wrong, auto-accepted in ${times.length}/${repeats} splits: ${outcome.caseId} item ${outcome.itemIndex} reading ${outcome.reading} flags ${signalNames.filter((_, index) => outcome.flags[index]).join(' ')}`,
          );
      }
  }
  const model = fitModel(outcomes, penalty);
  const weights = Object.fromEntries(
    ITEM_EVIDENCE_NAMES.map((name, index): [ItemEvidenceName, number] => {
      const position = model.kept.indexOf(index);
      return [name, position >= 0 ? Number((model.beta[position + 2] ?? 0).toFixed(3)) : 0];
    }),
  );
  console.log('\nfitted on every outcome (paste into EVIDENCE_MODEL):');
  console.log(
    JSON.stringify(
      {
        intercept: Number((model.beta[0] ?? 0).toFixed(3)),
        readingSlope: Number((model.beta[1] ?? 0).toFixed(3)),
        weights,
      },
      null,
      2,
    ),
  );
}

main();
