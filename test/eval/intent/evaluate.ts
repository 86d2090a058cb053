/**
 * Offline evaluation of the intent classifier on held-out data:
 *   tsx test/eval/intent/evaluate.ts [--data ../shared/datasets/auto-replies-and-bounces]
 *     [--model PATH] [--per-language 150] [--seed 7] [--json OUT]
 * Held-out data: the corpus 'test' split (phrases never used in training), the demo generator's
 * test split when .data/demo/cases/test.ndjson exists, the RFC 3834 auto-replies and bounces, and
 * short texts in unsupported languages.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createIntentClassifier, DEFAULT_MODEL_PATH } from '#domain/intent/classify';
import { emlToIntentInput } from '#domain/intent/eml';
import { loadIntentModel } from '#domain/intent/model';
import { loadLanguageDetector } from '#domain/text/language';
import { generateIntentCorpus, type IntentExample } from '../../training/intent/corpus/generate';
import { UNSUPPORTED_SAMPLES } from '../../training/intent/corpus/unsupported';
import { readDemoExamples } from '../../training/intent/demo-examples';
import { type Prediction, round, summarise, toPrediction } from './metrics';

const REPOSITORY_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const modelPath = option('--model') ?? DEFAULT_MODEL_PATH;
  const perLanguage = Number(option('--per-language') ?? 150);
  const seed = Number(option('--seed') ?? 7);
  const dataPath = resolve(
    REPOSITORY_ROOT,
    option('--data') ?? '../shared/datasets/auto-replies-and-bounces',
  );

  const loadStarted = performance.now();
  const [model, detector] = await Promise.all([loadIntentModel(modelPath), loadLanguageDetector()]);
  const classifier = createIntentClassifier(model, detector);
  const loadMs = performance.now() - loadStarted;

  const run = (examples: IntentExample[]): Prediction[] =>
    examples.map((example) => toPrediction(example, classifier.classify(example.input)));

  const report: Record<string, unknown> = { model: modelPath, model_training: model.training };

  const corpus = generateIntentCorpus({ seed, split: 'test', perLanguage });
  const corpusPredictions = run(corpus);
  report.corpus_test = summarise('corpus test split (held-out phrases)', corpusPredictions);
  const falseFlags = corpus.filter(
    (example) => classifier.classify(example.input).language_unsupported === true,
  );
  report.false_unsupported_flags_on_six_languages = {
    n: corpus.length,
    flagged: falseFlags.length,
    examples: falseFlags.slice(0, 5).map((e) => e.input.subject),
  };

  const demo = await readDemoExamples('test');
  if (demo.length > 0) {
    const supported = demo.filter((example) => !example.languageUnsupported);
    report.demo_test = summarise('demo generator test split', run(supported));
    const unsupported = demo.filter((example) => example.languageUnsupported);
    const caught = unsupported.filter(
      (example) => classifier.classify(example.input).language_unsupported === true,
    ).length;
    const wronglyFlagged = supported.filter(
      (example) => classifier.classify(example.input).language_unsupported === true,
    ).length;
    report.demo_unsupported = {
      n: unsupported.length,
      detected: caught,
      false_flags_on_supported: wronglyFlagged,
      supported: supported.length,
    };
  } else {
    report.demo_test = 'skipped: .data/demo/cases/test.ndjson not found';
  }

  const unsupportedResults = UNSUPPORTED_SAMPLES.map((sample) => ({
    sample,
    result: classifier.classify({ subject: '', body: sample.text, sender: 'someone@example.com' }),
  }));
  const detected = unsupportedResults.filter(
    ({ result }) => result.language_unsupported === true && result.intent === 'other',
  );
  report.unsupported_language = {
    n: UNSUPPORTED_SAMPLES.length,
    detected: detected.length,
    rate: round(detected.length / UNSUPPORTED_SAMPLES.length),
    missed: unsupportedResults
      .filter(({ result }) => result.language_unsupported !== true)
      .map(({ sample, result }) => `${sample.language}→${result.language}`),
  };

  if (existsSync(dataPath)) {
    const directory = existsSync(resolve(dataPath, 'maildir/bsd'))
      ? resolve(dataPath, 'maildir/bsd')
      : dataPath;
    const files = readdirSync(directory)
      .filter((file) => file.endsWith('.eml'))
      .sort();
    const evaluateEml = (withHeaders: boolean) => {
      let rfcTotal = 0;
      let rfcAuto = 0;
      let bounceTotal = 0;
      let bounceOther = 0;
      let bounceAuto = 0;
      const misses: string[] = [];
      for (const file of files) {
        const input = emlToIntentInput(readFileSync(resolve(directory, file), 'latin1'));
        if (!withHeaders) delete input.headers;
        const result = classifier.classify(input);
        if (file.startsWith('rfc3834-')) {
          rfcTotal++;
          if (result.auto_reply === true && result.intent === 'other') rfcAuto++;
          else misses.push(file);
        } else {
          bounceTotal++;
          if (result.intent === 'other') bounceOther++;
          else misses.push(`${file}→${result.intent}`);
          if (result.auto_reply === true) bounceAuto++;
        }
      }
      return {
        rfc3834_auto_reply_recall: `${rfcAuto}/${rfcTotal}`,
        bounces_intent_other: `${bounceOther}/${bounceTotal}`,
        bounces_flagged_auto_reply: `${bounceAuto}/${bounceTotal}`,
        misses: misses.slice(0, 20),
      };
    };
    report.auto_replies_and_bounces = {
      with_headers: evaluateEml(true),
      body_sender_subject_only: evaluateEml(false),
    };
  } else {
    report.auto_replies_and_bounces = `skipped: ${dataPath} not found`;
  }

  // A typical 3 KB e-mail: several held-out messages joined into one body.
  const longBody = corpus
    .map((example) => example.input.body)
    .join('\n\n')
    .slice(0, 3_000);
  const sample = {
    subject: 'Anfrage Kugelhähne',
    body: longBody,
    sender: 'einkauf@example.de',
    attachments: [{ filename: 'RFQ-2231.pdf' }],
  };
  for (let i = 0; i < 20; i++) classifier.classify(sample);
  const timings: number[] = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    classifier.classify(sample);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  report.timing = {
    model_and_language_detector_load_ms: round(loadMs),
    inference_3kb_p50_ms: round(timings[Math.floor(timings.length * 0.5)] ?? 0),
    inference_3kb_p95_ms: round(timings[Math.floor(timings.length * 0.95)] ?? 0),
    rss_mb: Math.round(process.memoryUsage().rss / 1e6),
  };

  const out = option('--json');
  if (out) await writeFile(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
