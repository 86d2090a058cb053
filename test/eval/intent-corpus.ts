/**
 * `npm run eval:intent-corpus [-- --data ../shared/corpus] [--folds 5] [--write]`
 *
 * In-process, cross-validated measure of the intent classifier on the hand-written corpus
 * (`../shared/corpus/intent.jsonl`, read by path; skipped cleanly when absent):
 * - without corpus: the model trained on the repository's corpus and the demo train split only;
 * - with corpus: per fold, the model also trained on the other folds' corpus cases and measured
 *   on the held-out fold.
 * In both, the confidence model (confidence.ts) is fitted on the other folds' outputs and applied
 * to the held-out fold, so every figure is out-of-fold. `--write` ships the model of `--ship
 * without|with` (default without: it measured as well out-of-fold and better calibrated) and the
 * confidence model fitted on all its out-of-fold outputs; `--folds-out DIR` writes, per fold, what
 * the same recipe gives without that fold, for `eval:intent-corpus-http`.
 * The figure over HTTP is `npm run eval -- --data ../shared/corpus --module intent`.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  type ConfidenceArtefact,
  type ConfidenceSample,
  confidenceFromArtefact,
  confidencePathFor,
  createIntentClassifier,
  fitConfidence,
  type IntentResult,
  modelFromArtefact,
} from '#domain/intent/index';
import { type LanguageDetector, loadLanguageDetector } from '#domain/text/language';
import { expectedCalibrationError } from '#domain/trust/metrics';
import {
  generateHardCaseExamples,
  generateIntentCorpus,
  type IntentExample,
} from '../training/intent/corpus/generate';
import { loadDemoTrainingExamples } from '../training/intent/demo-examples';
import { trainIntentModel } from '../training/intent/train';
import { type IntentCorpusCase, readIntentCorpus } from './harness/corpus-intent';

const REPOSITORY_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The training CLI's seed (test/training/cli.ts), so the shipped model is the same recipe. */
const SEED = 20251121;
const AUTO_ACCEPT = 0.95;
/**
 * Each corpus case is trained on this many times: a few hundred realistic mails would otherwise
 * weigh little beside thousands of composed ones.
 */
const CORPUS_REPEATS = 4;
/** Generated held-out mail in the confidence fit: the easy, well-covered end of the range. */
const GENERATED_WEIGHT = 0.3;

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: resolve(REPOSITORY_ROOT, '../shared/corpus') },
    folds: { type: 'string', default: '5' },
    write: { type: 'boolean', default: false },
    'folds-out': { type: 'string' },
    /** Which model ships: the one that measured better out-of-fold (see the README). */
    ship: { type: 'string', default: 'without' },
    'skip-with': { type: 'boolean', default: false },
  },
});
const folds = Number(values.folds);
const root = resolve(values.data ?? '');
if (!existsSync(resolve(root, 'intent.jsonl'))) {
  console.log(`no intent.jsonl under ${root}: nothing to measure`);
  process.exit(0);
}
const cases = readIntentCorpus(root);
const foldOf = (index: number) => index % folds;

function toExample(entry: IntentCorpusCase): IntentExample {
  return {
    id: entry.id,
    language: entry.lang,
    kind: 'corpus',
    input: {
      subject: entry.subject,
      body: entry.body,
      sender: entry.sender,
      attachments: entry.attachments.map((a) => ({ filename: a.filename, text: a.text })),
    },
    intent: entry.expected.intent as IntentExample['intent'],
    secondary: entry.secondary_ok as IntentExample['secondary'],
    autoReply: entry.expected.auto_reply,
  };
}

interface Output {
  index: number;
  language: string;
  expected: string;
  result: IntentResult;
  correct: boolean;
  autoReplyRight: boolean;
  unsupportedRight: boolean;
}

const detector: LanguageDetector = await loadLanguageDetector();
const demo = await loadDemoTrainingExamples();
const generatedHeldOut = [
  ...generateIntentCorpus({ seed: SEED, split: 'test', perLanguage: 60 }),
  ...generateHardCaseExamples({ seed: SEED, split: 'test', variants: 3 }),
];

function train(corpus: IntentExample[]) {
  const repeated = Array.from({ length: CORPUS_REPEATS }, () => corpus).flat();
  const trained = trainIntentModel({ seed: SEED, extraExamples: [...demo, ...repeated] });
  return { trained, model: modelFromArtefact(trained.artefact) };
}

function classifyCases(model: ReturnType<typeof modelFromArtefact>, indices: number[]): Output[] {
  const classifier = createIntentClassifier(model, detector);
  return indices.map((index) => {
    const entry = cases[index] as IntentCorpusCase;
    const result = classifier.classify(toExample(entry).input);
    return {
      index,
      language: entry.lang,
      expected: entry.expected.intent,
      result,
      correct:
        result.intent === entry.expected.intent || entry.secondary_ok.includes(result.intent),
      autoReplyRight: (result.auto_reply === true) === entry.expected.auto_reply,
      unsupportedRight:
        (result.language_unsupported === true) === entry.expected.language_unsupported,
    };
  });
}

function generatedSamples(model: ReturnType<typeof modelFromArtefact>): ConfidenceSample[] {
  const classifier = createIntentClassifier(model, detector);
  const samples: ConfidenceSample[] = [];
  for (const example of generatedHeldOut) {
    const result = classifier.classify(example.input);
    if (!result.confidence_evidence) continue;
    samples.push({
      evidence: result.confidence_evidence as ConfidenceSample['evidence'],
      correct: result.intent === (example.autoReply ? 'other' : example.intent),
      weight: GENERATED_WEIGHT,
    });
  }
  return samples;
}

const sampleOf = (output: Output): ConfidenceSample | null =>
  output.result.confidence_evidence
    ? {
        evidence: output.result.confidence_evidence as ConfidenceSample['evidence'],
        correct: output.correct,
      }
    : null;

/** Confidence per output, each from a confidence model fitted without its fold. */
function outOfFoldConfidence(
  outputs: Output[],
  generated: ConfidenceSample[],
  artefacts: ConfidenceArtefact[] = [],
): number[] {
  const confidences = outputs.map((output) => output.result.raw_score);
  for (let fold = 0; fold < folds; fold++) {
    const training = outputs
      .filter((output) => foldOf(output.index) !== fold)
      .map(sampleOf)
      .filter((sample): sample is ConfidenceSample => sample !== null);
    const artefact = fitConfidence([...training, ...generated]);
    artefacts[fold] = artefact;
    const model = confidenceFromArtefact(artefact);
    outputs.forEach((output, position) => {
      if (foldOf(output.index) !== fold || !output.result.confidence_evidence) return;
      confidences[position] = model.score(
        output.result.confidence_evidence as ConfidenceSample['evidence'],
      );
    });
  }
  return confidences;
}

function report(label: string, outputs: Output[], confidences: number[]): void {
  const accuracy = outputs.filter((output) => output.correct).length / outputs.length;
  const languages = [...new Set(outputs.map((output) => output.language))].filter((language) =>
    ['en', 'fr', 'de', 'es', 'it', 'nl'].includes(language),
  );
  const perLanguage = languages
    .sort()
    .map((language) => {
      const subset = outputs.filter((output) => output.language === language);
      return `${language} ${(subset.filter((output) => output.correct).length / subset.length).toFixed(3)}`;
    })
    .join(' ');
  const accepted = outputs.filter((_, index) => (confidences[index] ?? 0) >= AUTO_ACCEPT);
  const acceptedRight = accepted.filter((output) => output.correct).length;
  const ece = expectedCalibrationError(
    outputs.map((output, index) => ({
      confidence: confidences[index] ?? 0,
      correct: output.correct,
    })),
    15,
  );
  const wrongHigh = outputs.filter(
    (output, index) => !output.correct && (confidences[index] ?? 0) >= 0.9,
  ).length;
  console.log(
    `${label}: accuracy ${accuracy.toFixed(3)} (${outputs.filter((o) => o.correct).length}/${outputs.length}) · ${perLanguage}\n` +
      `  auto-accept (≥ ${AUTO_ACCEPT}) precision ${(acceptedRight / Math.max(1, accepted.length)).toFixed(3)} (${acceptedRight}/${accepted.length}) · ECE(15) ${ece.toFixed(4)} · wrong at ≥ 0.9: ${wrongHigh}\n` +
      `  auto-reply flags right ${outputs.filter((o) => o.autoReplyRight).length}/${outputs.length} · unsupported-language flags right ${outputs.filter((o) => o.unsupportedRight).length}/${outputs.length}`,
  );
}

function failures(outputs: Output[]): void {
  for (const output of outputs.filter((o) => !o.correct)) {
    const entry = cases[output.index] as IntentCorpusCase;
    console.log(
      `  ✗ ${entry.id} [${entry.lang}] ${entry.expected.intent} → ${output.result.intent}`,
    );
  }
}

const all = cases.map((_, index) => index);
const started = Date.now();

// 1. Without the corpus in training.
const base = train([]);
const withoutOutputs = classifyCases(base.model, all);
const baseGenerated = generatedSamples(base.model);
const withoutConfidence: ConfidenceArtefact[] = [];
report(
  'without corpus (model never saw it; confidence k-fold)',
  withoutOutputs,
  outOfFoldConfidence(withoutOutputs, baseGenerated, withoutConfidence),
);

// 2. With the corpus in training, k-fold.
const withOutputs: Output[] = [];
const withModels: string[] = [];
let foldGenerated: ConfidenceSample[] = [];
const withConfidence: ConfidenceArtefact[] = [];
if (!values['skip-with']) {
  for (let fold = 0; fold < folds; fold++) {
    const training = all
      .filter((index) => foldOf(index) !== fold)
      .map((index) => cases[index] as IntentCorpusCase)
      .filter((entry) => !entry.expected.language_unsupported)
      .map(toExample);
    const { model, trained } = train(training);
    withModels[fold] = trained.json;
    withOutputs.push(
      ...classifyCases(
        model,
        all.filter((index) => foldOf(index) === fold),
      ),
    );
    if (fold === 0) foldGenerated = generatedSamples(model);
    process.stderr.write(`fold ${fold + 1}/${folds} done\n`);
  }
  withOutputs.sort((a, b) => a.index - b.index);
  report(
    `with corpus (${folds}-fold: trained and calibrated without the held-out fold)`,
    withOutputs,
    outOfFoldConfidence(withOutputs, foldGenerated, withConfidence),
  );
}
const shipWith = values.ship === 'with';
if (shipWith && values['skip-with']) throw new Error('--ship with needs the with-corpus run');
const shippedOutputs = shipWith ? withOutputs : withoutOutputs;
failures(shippedOutputs);
console.log(`${((Date.now() - started) / 1000).toFixed(0)} s`);

if (values['folds-out']) {
  // Per fold, what the shipped recipe gives without that fold (model and confidence model), and
  // which cases it holds: the measure over HTTP (intent-corpus-http.ts).
  for (let fold = 0; fold < folds; fold++) {
    const directory = resolve(values['folds-out'], `fold-${fold}`);
    await mkdir(resolve(directory, 'intent'), { recursive: true });
    await writeFile(
      resolve(directory, 'intent', 'model.json'),
      shipWith ? (withModels[fold] ?? '') : base.trained.json,
    );
    await writeFile(
      resolve(directory, 'intent', 'confidence.json'),
      `${JSON.stringify((shipWith ? withConfidence : withoutConfidence)[fold], null, 2)}\n`,
    );
    const ids = cases.filter((_, index) => foldOf(index) === fold).map((entry) => entry.id);
    await writeFile(resolve(directory, 'cases.json'), `${JSON.stringify(ids)}\n`);
  }
}

if (values.write) {
  const modelPath = resolve(REPOSITORY_ROOT, 'layers/models/intent/model.json');
  if (shipWith) {
    const training = cases.filter((entry) => !entry.expected.language_unsupported).map(toExample);
    await writeFile(modelPath, train(training).trained.json);
  } else {
    await writeFile(modelPath, base.trained.json);
  }
  const samples = shippedOutputs
    .map(sampleOf)
    .filter((sample): sample is ConfidenceSample => sample !== null);
  const generated = shipWith ? foldGenerated : baseGenerated;
  const confidence: ConfidenceArtefact = fitConfidence([...samples, ...generated], {
    fittedOn: {
      model: shipWith ? 'trained with the corpus' : 'trained without the corpus',
      corpus_out_of_fold: samples.length,
      generated_held_out: generated.length,
      generated_weight: GENERATED_WEIGHT,
      folds,
    },
  });
  await writeFile(confidencePathFor(modelPath), `${JSON.stringify(confidence, null, 2)}\n`);
  console.log(
    `wrote ${modelPath} (${shipWith ? 'with' : 'without'} the corpus) and its confidence model`,
  );
}
