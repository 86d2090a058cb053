/**
 * Training entry point: `tsx test/training/cli.ts intent [--seed N] [--out PATH]`
 * (`npm run train -- intent`). Writes the artefact deterministically from the seed and the corpus in
 * the repository: the hand-written phrase pools plus the frozen demo train split
 * (corpus/demo-train.jsonl). `--refresh-demo` regenerates that snapshot from the demo generator
 * (seed 42, the demo CLI default) first; `--no-demo` trains on the hand-written corpus alone.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEMO_TRAIN_SNAPSHOT,
  loadDemoTrainingExamples,
  refreshDemoTrainingSnapshot,
} from './intent/demo-examples';
import { trainIntentModel } from './intent/train';

const REPOSITORY_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_INTENT_SEED = 20251121;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function trainIntent(args: string[]): Promise<void> {
  const seed = Number(option(args, '--seed') ?? DEFAULT_INTENT_SEED);
  if (!Number.isInteger(seed)) throw new Error('--seed must be an integer');
  const out = resolve(
    option(args, '--out') ?? `${REPOSITORY_ROOT}/layers/models/intent/model.json`,
  );
  const started = performance.now();
  if (args.includes('--refresh-demo')) {
    const count = await refreshDemoTrainingSnapshot();
    console.log(`demo train snapshot refreshed: ${count} cases -> ${DEMO_TRAIN_SNAPSHOT}`);
  }
  const extraExamples = args.includes('--no-demo') ? [] : await loadDemoTrainingExamples();
  const trained = trainIntentModel({ seed, extraExamples });
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, trained.json);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `intent model: ${trained.exampleCount} examples (${extraExamples.length} from the demo train split), ` +
      `training accuracy ${(trained.trainingAccuracy * 100).toFixed(1)} %, ${(trained.json.length / 1e6).toFixed(2)} MB, ${seconds} s -> ${out}`,
  );
}

const TRAINERS: Record<string, (args: string[]) => Promise<void>> = { intent: trainIntent };

async function main(): Promise<void> {
  const [target, ...rest] = process.argv.slice(2);
  const trainer = target ? TRAINERS[target] : undefined;
  if (!trainer) {
    console.error(
      `usage: tsx test/training/cli.ts <${Object.keys(TRAINERS).join('|')}> [--seed N] [--out PATH] [--refresh-demo] [--no-demo]`,
    );
    process.exitCode = 2;
    return;
  }
  await trainer(rest);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
