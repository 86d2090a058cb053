/**
 * Adapts the demo generator's labelled cases (brief DATA_CONTRACT) to intent examples. Training
 * only ever reads the train split; the evaluation reads the test split.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_INTENTS } from '#domain/intent/types';
import type { BaseIntent, IntentExample } from './corpus/generate';

const REPOSITORY_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** The seed the demo CLI uses by default, so the train split here is the one the eval data has. */
export const DEMO_SEED = 42;
export const DEMO_CASES_DIRECTORY = resolve(REPOSITORY_ROOT, '.data/demo/cases');

interface DemoCase {
  case_id?: string;
  language?: string;
  kind?: string;
  request?: {
    sender?: string;
    subject?: string;
    body?: string;
    attachments?: Array<{ filename?: string }>;
    country?: string;
    thread_history?: Array<{ sender?: string; subject?: string; body?: string; sent_at?: string }>;
  };
  truth?: {
    intent?: string;
    secondary_intents?: string[];
    auto_reply?: boolean;
    language_unsupported?: boolean;
  };
}

function isBaseIntent(value: unknown): value is BaseIntent {
  return typeof value === 'string' && (BASE_INTENTS as readonly string[]).includes(value);
}

export interface DemoExample extends IntentExample {
  languageUnsupported: boolean;
}

export function demoCaseToExample(demo: DemoCase, index: number): DemoExample | null {
  const request = demo.request;
  const truth = demo.truth;
  if (!request || !truth || !isBaseIntent(truth.intent)) return null;
  return {
    id: demo.case_id ?? `demo-${index}`,
    language: demo.language ?? 'unknown',
    kind: `demo:${demo.kind ?? 'case'}`,
    input: {
      subject: request.subject ?? '',
      body: request.body ?? '',
      sender: request.sender ?? '',
      attachments: (request.attachments ?? []).map((attachment) => ({
        filename: attachment.filename ?? '',
      })),
      ...(request.thread_history ? { thread_history: request.thread_history } : {}),
      ...(request.country ? { country: request.country } : {}),
    },
    intent: truth.intent,
    secondary: (truth.secondary_intents ?? []).filter(isBaseIntent),
    autoReply: truth.auto_reply === true,
    languageUnsupported: truth.language_unsupported === true,
  };
}

export async function readDemoExamples(
  split: 'train' | 'dev' | 'test',
  directory = DEMO_CASES_DIRECTORY,
): Promise<DemoExample[]> {
  const path = resolve(directory, `${split}.ndjson`);
  if (!existsSync(path)) return generateDemoExamples(split);
  const lines = (await readFile(path, 'utf8')).split('\n').filter((line) => line.trim().length > 0);
  const examples: DemoExample[] = [];
  lines.forEach((line, index) => {
    try {
      const example = demoCaseToExample(JSON.parse(line) as DemoCase, index);
      if (example) examples.push(example);
    } catch {
      // A malformed line is skipped rather than failing the whole run.
    }
  });
  return examples;
}

/** A split of the demo cases generated in-process with the demo CLI's default seed and sizes. */
export async function generateDemoExamples(
  split: 'train' | 'dev' | 'test',
  seed: number = DEMO_SEED,
): Promise<DemoExample[]> {
  const { buildDemoData } = await import('#local/demo/write');
  const data = await buildDemoData(seed);
  const examples: DemoExample[] = [];
  data.cases.forEach((labelled, index) => {
    if (labelled.split !== split) return;
    const example = demoCaseToExample(labelled as DemoCase, index);
    if (example) examples.push(example);
  });
  return examples;
}

/**
 * The demo generator's train split, generated in-process (so training does not depend on files
 * that may be absent or stale; ~1 min, it renders attachments). Cases are assigned to splits by a
 * hash of their id, so no test case can enter. Unsupported-language cases are left out: the
 * language gate answers them before the model.
 */
/** Frozen copy of the demo train split (intent fields only), so training does not move whenever
 * the demo generator changes; refreshed on purpose with `cli.ts intent --refresh-demo`. */
export const DEMO_TRAIN_SNAPSHOT = resolve(
  dirname(fileURLToPath(import.meta.url)),
  'corpus/demo-train.jsonl',
);

interface SnapshotRecord {
  id: string;
  language: string;
  kind: string;
  subject: string;
  body: string;
  sender: string;
  attachments: string[];
  thread_history?: IntentExample['input']['thread_history'];
  intent: BaseIntent;
  secondary: BaseIntent[];
  auto_reply: boolean;
  language_unsupported: boolean;
}

/** Regenerates the snapshot from the demo generator's train split (~1 min: it renders attachments). */
export async function refreshDemoTrainingSnapshot(seed: number = DEMO_SEED): Promise<number> {
  const examples = await generateDemoExamples('train', seed);
  const lines = examples.map((example) => {
    const record: SnapshotRecord = {
      id: example.id,
      language: example.language,
      kind: example.kind,
      subject: example.input.subject,
      body: example.input.body,
      sender: example.input.sender,
      attachments: (example.input.attachments ?? []).map((attachment) => attachment.filename),
      ...(example.input.thread_history ? { thread_history: example.input.thread_history } : {}),
      intent: example.intent,
      secondary: example.secondary,
      auto_reply: example.autoReply,
      language_unsupported: example.languageUnsupported,
    };
    return JSON.stringify(record);
  });
  await writeFile(DEMO_TRAIN_SNAPSHOT, `${lines.join('\n')}\n`);
  return lines.length;
}

/**
 * The demo train split from the snapshot. Cases are assigned to splits by a hash of their id, so no
 * test case can enter. Unsupported-language cases are left out: the language gate answers them
 * before the model.
 */
export async function loadDemoTrainingExamples(): Promise<IntentExample[]> {
  if (!existsSync(DEMO_TRAIN_SNAPSHOT)) return [];
  const text = await readFile(DEMO_TRAIN_SNAPSHOT, 'utf8');
  const examples: IntentExample[] = [];
  for (const line of text.split('\n')) {
    if (line.trim().length === 0) continue;
    const record = JSON.parse(line) as SnapshotRecord;
    if (record.language_unsupported || !isBaseIntent(record.intent)) continue;
    examples.push({
      id: record.id,
      language: record.language,
      kind: record.kind,
      input: {
        subject: record.subject,
        body: record.body,
        sender: record.sender,
        attachments: record.attachments.map((filename) => ({ filename })),
        ...(record.thread_history ? { thread_history: record.thread_history } : {}),
      },
      intent: record.intent,
      secondary: record.secondary.filter(isBaseIntent),
      autoReply: record.auto_reply,
    });
  }
  return examples;
}
