/**
 * Fits the quote extractor's base calibrator (the `quote_extractor` entry of
 * layers/models/calibration/base.json) on extraction outcomes: files of one JSON line per
 * extracted item with its `case_id`, `raw_score` and whether it was `correct`, as
 * `npm run eval:corpus-local -- --data DIR --out OUT` writes them (OUT/outcomes.ndjson) and
 * `npx tsx test/eval/extract/evaluate.ts --split dev --dump FILE` writes them for the demo cases.
 *
 *   npx tsx test/eval/calibration/fit-extract.ts --outcomes FILE[:WEIGHT] … [--folds 5] [--write]
 *
 * Prints, per file and pooled, ECE (15 bins) and auto-accept precision (items at or above 0.95
 * that are right) of the raw score and of a calibrator fitted k-fold over cases: a case's items
 * are scored by a calibrator fitted without that case's fold, in every file at once. WEIGHT (a
 * whole number, default 1) counts each outcome of a file that many times in the fits: mail read
 * blind (by rules never tuned on it) says more about the next tenant's mail than a set the rules
 * were developed on. `--write` fits on every outcome and writes the entry (`ece_fitted` is the
 * pooled out-of-fold ECE).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildCalibrator } from '#domain/trust/calibration';
import { fitCalibrator, type LabelledScore } from '#domain/trust/fitting';
import { expectedCalibrationError } from '#domain/trust/metrics';
import { writeBaseCalibrationEntry } from './base-file';
import { calibrationFigures, caseFold } from './case-folds';

const { values } = parseArgs({
  options: {
    outcomes: { type: 'string', multiple: true },
    folds: { type: 'string', default: '5' },
    write: { type: 'boolean', default: false },
  },
});

interface Outcome {
  source: string;
  weight: number;
  caseId: string;
  raw: number;
  correct: boolean;
}

function readOutcomes(argument: string): Outcome[] {
  const match = /^(.*?)(?::(\d+))?$/.exec(argument);
  const path = match?.[1] ?? argument;
  const weight = Math.max(1, Number(match?.[2] ?? 1));
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { case_id: string; raw_score: number; correct: boolean })
    .map((row) => ({
      source: path,
      weight,
      caseId: `${path}#${row.case_id}`,
      raw: row.raw_score,
      correct: row.correct,
    }));
}

const weighted = (outcomes: readonly Outcome[]): LabelledScore[] =>
  outcomes.flatMap((outcome) =>
    Array.from({ length: outcome.weight }, () => ({
      score: outcome.raw,
      correct: outcome.correct,
    })),
  );

function main(): void {
  const outcomes = (values.outcomes ?? []).flatMap(readOutcomes);
  if (outcomes.length === 0) {
    process.stderr.write('give one or more --outcomes FILE[:WEIGHT]\n');
    process.exit(2);
  }
  const folds = Math.max(2, Number(values.folds) || 5);
  const outOfFold = new Map<Outcome, number>();
  for (let fold = 0; fold < folds; fold++) {
    const training = outcomes.filter((outcome) => caseFold(outcome.caseId, folds) !== fold);
    const calibrator = buildCalibrator('fold', fitCalibrator(weighted(training)).spec);
    for (const outcome of outcomes)
      if (caseFold(outcome.caseId, folds) === fold)
        outOfFold.set(outcome, calibrator.calibrate(outcome.raw));
  }
  const sources = [...new Set(outcomes.map((outcome) => outcome.source))];
  for (const source of [...sources, 'pooled']) {
    const own = outcomes.filter((outcome) => source === 'pooled' || outcome.source === source);
    console.log(`${source} (${own.length} items)`);
    console.log(
      `  ${calibrationFigures(
        'raw score',
        own.map((outcome) => ({ confidence: outcome.raw, correct: outcome.correct })),
      )}`,
    );
    console.log(
      `  ${calibrationFigures(
        `fitted out of fold (${folds} folds over cases)`,
        own.map((outcome) => ({
          confidence: outOfFold.get(outcome) ?? 0,
          correct: outcome.correct,
        })),
      )}`,
    );
  }
  const fit = fitCalibrator(weighted(outcomes));
  console.log(JSON.stringify(fit.spec));
  if (values.write) {
    const pooledOutOfFold = outcomes.map((outcome) => ({
      confidence: outOfFold.get(outcome) ?? 0,
      correct: outcome.correct,
    }));
    const version = writeBaseCalibrationEntry('quote_extractor', {
      spec: fit.spec,
      samples: outcomes.length,
      accuracy: Number(
        (outcomes.filter((outcome) => outcome.correct).length / outcomes.length).toFixed(4),
      ),
      ece_raw: Number(
        expectedCalibrationError(
          outcomes.map((outcome) => ({ confidence: outcome.raw, correct: outcome.correct })),
        ).toFixed(4),
      ),
      ece_fitted: Number(expectedCalibrationError(pooledOutOfFold).toFixed(4)),
    });
    console.log(
      `written: the quote_extractor entry of layers/models/calibration/base.json (${version})`,
    );
  }
}

main();
