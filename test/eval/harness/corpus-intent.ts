/**
 * The hand-written intent corpus (`../shared/corpus/intent.jsonl`, format in the README beside it)
 * as evaluation cases. The file is read by path, never copied. Attachments are given there as
 * text; `materialiseAttachments` turns each into a real file of its declared type before the
 * cases are sent, so the service reads them through its own attachment pipeline.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CaseAttachment, CaseTruth } from '#local/demo/types';
import { type CorpusAttachment, renderCorpusAttachment } from './corpus-render';
import type { EvalCase } from './types';

export const INTENT_CORPUS_FILE = 'intent.jsonl';
const INTENTS = new Set(['quote', 'order', 'update', 'status', 'rfq', 'other']);
const MAX_CORPUS_BYTES = 20 * 1024 * 1024;
const MAX_ATTACHMENT_TEXT = 200_000;

/** One line of intent.jsonl, validated. */
export interface IntentCorpusCase {
  id: string;
  lang: string;
  sender: string;
  subject: string;
  body: string;
  attachments: CorpusAttachment[];
  expected: { intent: string; auto_reply: boolean; language_unsupported: boolean };
  secondary_ok: string[];
  note: string;
}

function text(value: unknown, limit: number): string {
  return typeof value === 'string' ? value.slice(0, limit) : '';
}

function parseCase(raw: unknown, line: number): IntentCorpusCase {
  const record = (raw ?? {}) as Record<string, unknown>;
  const expected = (record.expected ?? {}) as Record<string, unknown>;
  const intent = text(expected.intent, 20);
  if (!INTENTS.has(intent)) throw new Error(`${INTENT_CORPUS_FILE}:${line}: unknown intent`);
  const attachments = Array.isArray(record.attachments) ? record.attachments.slice(0, 20) : [];
  return {
    id: text(record.id, 100) || `line-${line}`,
    lang: text(record.lang, 10) || 'und',
    sender: text(record.sender, 500),
    subject: text(record.subject, 10_000),
    body: text(record.body, 1_000_000),
    attachments: attachments.map((attachment) => {
      const entry = (attachment ?? {}) as Record<string, unknown>;
      return {
        filename: text(entry.filename, 300) || 'attachment',
        content_type: text(entry.content_type, 200) || 'application/octet-stream',
        text: text(entry.text, MAX_ATTACHMENT_TEXT),
      };
    }),
    expected: {
      intent,
      auto_reply: expected.auto_reply === true,
      language_unsupported: expected.language_unsupported === true,
    },
    secondary_ok: (Array.isArray(record.secondary_ok) ? record.secondary_ok : [])
      .map((value) => text(value, 20))
      .filter((value) => INTENTS.has(value)),
    note: text(record.note, 1_000),
  };
}

/** The corpus cases under `root` (the corpus folder), or [] when the file is absent. */
export function readIntentCorpus(root: string): IntentCorpusCase[] {
  const path = join(root, INTENT_CORPUS_FILE);
  if (!existsSync(path)) return [];
  const content = readFileSync(path, 'utf8');
  if (content.length > MAX_CORPUS_BYTES) throw new Error(`${path} is larger than expected`);
  return content
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter((entry) => entry.line !== '')
    .map((entry) => parseCase(JSON.parse(entry.line), entry.number));
}

const truthOf = (entry: IntentCorpusCase): CaseTruth => ({
  intent: entry.expected.intent as CaseTruth['intent'],
  secondary_intents: entry.secondary_ok as CaseTruth['intent'][],
  auto_reply: entry.expected.auto_reply,
  language_unsupported: entry.expected.language_unsupported,
  line_items: [],
  delivery: {},
  customer_id: null,
  ship_to_id: null,
  contact_id: null,
});

/** The kind reported per case: the note's first words, so reports group by what a case tests. */
function kindOf(entry: IntentCorpusCase): string {
  if (entry.expected.language_unsupported) return 'unsupported_language';
  if (entry.expected.auto_reply) return 'auto_reply';
  return `intent_${entry.expected.intent}`;
}

/**
 * Intent cases; attachments carry their text until `materialiseAttachments` replaces it with the
 * file's bytes (`content_base64`).
 */
export function intentCorpusAdapter(root: string): EvalCase[] {
  return readIntentCorpus(root).map((entry) => ({
    case_id: `corpus-intent-${entry.id}`,
    split: 'test',
    language: entry.lang,
    kind: kindOf(entry),
    source: 'corpus/intent',
    modules: ['intent'],
    request: {
      case_id: `corpus-intent-${entry.id}`,
      sender: entry.sender || 'unknown-sender@example.org',
      subject: entry.subject,
      body: entry.body,
      ...(entry.attachments.length > 0
        ? {
            attachments: entry.attachments.map((attachment) => {
              const pending: CaseAttachment & { text?: string } = {
                filename: attachment.filename,
                content_type: attachment.content_type,
                content_base64: '',
              };
              pending.text = attachment.text;
              return pending;
            }),
          }
        : {}),
    },
    truth: truthOf(entry),
    accepted_intents: entry.secondary_ok,
  }));
}

/**
 * Replaces every attachment that carries `text` by the bytes of a real file of its type, rendered
 * as the extraction corpus's attachments are (`renderCorpusAttachment`).
 */
export async function materialiseAttachments(cases: readonly EvalCase[]): Promise<void> {
  for (const evalCase of cases) {
    for (const attachment of evalCase.request.attachments ?? []) {
      const withText = attachment as typeof attachment & { text?: string };
      if (typeof withText.text !== 'string' || attachment.content_base64 !== '') continue;
      const file = await renderCorpusAttachment({
        filename: attachment.filename,
        content_type: attachment.content_type,
        text: withText.text,
      });
      attachment.filename = file.filename;
      attachment.content_type = file.content_type;
      attachment.content_base64 = Buffer.from(file.bytes).toString('base64');
      delete withText.text;
    }
  }
}
