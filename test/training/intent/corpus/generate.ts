/**
 * Composes the labelled intent corpus from the hand-written phrase pools, deterministically from a
 * seed. Every pool is split by position (every fifth phrase is held out), so the 'test' corpus uses
 * sentences the model never saw in training rather than re-shuffled copies of them.
 */

import type { IntentInput } from '#domain/intent/types';
import { createRandom, type Random } from '#domain/util/random';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { HARD_CASES } from './hard-cases';
import { ASKED_HARD_CASES } from './hard-cases-asked';
import { HIDDEN_HARD_CASES } from './hard-cases-hidden';
import { MORE_HARD_CASES } from './hard-cases-more';
import { POLITE_HARD_CASES } from './hard-cases-polite';
import { it } from './it';
import { MORE_PHRASES } from './more';
import { nl } from './nl';
import type { IntentPhrases, LanguagePhrases } from './types';

/** A language's phrase pools with the further phrasings of more.ts interleaved. */
function withMorePhrases(language: string, phrases: LanguagePhrases): LanguagePhrases {
  const more = MORE_PHRASES[language] ?? {};
  const intents = { ...phrases.intents };
  for (const [intent, extra] of Object.entries(more)) {
    const key = intent as keyof LanguagePhrases['intents'];
    const base = intents[key];
    intents[key] = {
      ...base,
      subjects: [...base.subjects, ...(extra?.subjects ?? [])],
      openers: [...base.openers, ...(extra?.openers ?? [])],
    };
  }
  return { ...phrases, intents };
}

export const CORPUS_LANGUAGES = {
  en: withMorePhrases('en', en),
  fr: withMorePhrases('fr', fr),
  de: withMorePhrases('de', de),
  es: withMorePhrases('es', es),
  it: withMorePhrases('it', it),
  nl: withMorePhrases('nl', nl),
} as const;
export type CorpusLanguage = keyof typeof CORPUS_LANGUAGES;
export type BaseIntent = 'quote' | 'order' | 'update' | 'status' | 'rfq' | 'other';
export type CorpusSplit = 'train' | 'test';

export interface IntentExample {
  id: string;
  language: string;
  kind: string;
  input: IntentInput;
  intent: BaseIntent;
  secondary: BaseIntent[];
  autoReply: boolean;
}

export interface CorpusOptions {
  seed: number;
  split: CorpusSplit;
  /** Examples per language. */
  perLanguage: number;
}

const HELD_OUT_EVERY = 5;

function pool<T>(items: readonly T[], split: CorpusSplit): readonly T[] {
  if (items.length < HELD_OUT_EVERY) return items;
  const kept = items.filter((_, index) =>
    split === 'test'
      ? index % HELD_OUT_EVERY === HELD_OUT_EVERY - 1
      : index % HELD_OUT_EVERY !== HELD_OUT_EVERY - 1,
  );
  return kept.length > 0 ? kept : items;
}

const FIRST_NAMES = [
  'anna',
  'mark',
  'lena',
  'pierre',
  'carlos',
  'giulia',
  'jan',
  'sophie',
  'luca',
  'emma',
  'tom',
  'marta',
];
const LAST_NAMES = [
  'weber',
  'martin',
  'garcia',
  'rossi',
  'devries',
  'smith',
  'muller',
  'bernard',
  'lopez',
  'bianchi',
  'jansen',
];
const COMPANIES = [
  'acme-industrie',
  'nordtech',
  'bauwerk',
  'techniplast',
  'hydroserv',
  'elektro-haus',
  'metalco',
  'fluidline',
  'constructora-sur',
  'impianti-nord',
  'bouwgroep',
];
const TLD: Record<string, string> = {
  en: 'co.uk',
  fr: 'fr',
  de: 'de',
  es: 'es',
  it: 'it',
  nl: 'nl',
};
const SIGNATURE_LINES = [
  'Purchasing',
  'Einkauf',
  'Service achats',
  'Compras',
  'Ufficio acquisti',
  'Inkoop',
];

interface Slots {
  product: string;
  qty: string;
  po: string;
  qref: string;
  rfq: string;
  date: string;
  company: string;
  tracking: string;
  inv: string;
  subject: string;
}

function fill(template: string, slots: Slots): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in slots ? String(slots[key as keyof Slots]) : match,
  );
}

function makeSlots(random: Random, phrases: LanguagePhrases): Slots {
  const day = random.int(1, 28);
  const month = random.int(1, 12);
  const dateFormats = [
    `${day}.${month}.2025`,
    `${day}/${month}/2025`,
    `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    `${day}/${month}`,
  ];
  return {
    product: random.pick(phrases.products),
    qty: String(random.pick([2, 5, 10, 12, 20, 25, 50, 100, 150, 200, 500, 1000])),
    po: random.pick(['PO-', '45', '', 'B-', 'ORD-']) + String(random.int(10000, 999999)),
    qref: random.pick(['Q-', 'AN-', 'OFF-', '']) + String(random.int(1000, 99999)),
    rfq: random.pick(['RFQ-', 'T-', '', 'AO-']) + String(random.int(1000, 9999)),
    date: random.pick(dateFormats),
    company: random.pick(COMPANIES),
    tracking: `1Z${random.int(100000, 999999)}${random.int(100000, 999999)}`,
    inv: `INV-${random.int(10000, 99999)}`,
    subject: '',
  };
}

function itemBlock(random: Random, phrases: LanguagePhrases, slots: Slots): string {
  const lines: string[] = [];
  const count = random.int(1, 4);
  for (let index = 0; index < count; index++) {
    lines.push(
      fill(random.pick(phrases.itemFormats), {
        ...slots,
        product: random.pick(phrases.products),
        qty: String(random.pick([1, 4, 10, 20, 30, 60, 120, 250])),
      }),
    );
  }
  return lines.join('\n');
}

function sender(random: Random, language: string, slots: Slots): string {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const local = random.pick([
    `${first}.${last}`,
    `${first[0] ?? 'x'}${last}`,
    'purchasing',
    'einkauf',
    'achats',
    'compras',
    'acquisti',
    'inkoop',
    first,
  ]);
  return `${local}@${slots.company}.${TLD[language] ?? 'com'}`;
}

function signature(random: Random, slots: Slots): string {
  if (!random.chance(0.5)) return '';
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const name = `${first[0]?.toUpperCase() ?? ''}${first.slice(1)} ${last[0]?.toUpperCase() ?? ''}${last.slice(1)}`;
  const lines = [
    name,
    random.pick(SIGNATURE_LINES),
    `${slots.company.replace('-', ' ').toUpperCase()} GmbH`,
  ];
  if (random.chance(0.6))
    lines.push(`Tel. +49 ${random.int(100, 999)} ${random.int(100000, 999999)}`);
  return `\n--\n${lines.join('\n')}`;
}

/** Drops or doubles a letter now and then, as hurried writers do. */
function typo(random: Random, text: string): string {
  if (!random.chance(0.15) || text.length < 10) return text;
  const position = random.int(1, text.length - 2);
  return random.chance(0.5)
    ? text.slice(0, position) + text.slice(position + 1)
    : text.slice(0, position) + text.charAt(position) + text.slice(position);
}

function compose(
  random: Random,
  phrases: LanguagePhrases,
  split: CorpusSplit,
  slots: Slots,
  parts: string[],
): string {
  const greeting = random.pick(pool(phrases.greetings, split));
  const closing = random.pick(pool(phrases.closings, split));
  const lines: string[] = [];
  if (greeting) lines.push(greeting, '');
  lines.push(...parts);
  if (random.chance(0.35)) lines.push(random.pick(pool(phrases.fillers, split)));
  lines.push('', closing);
  return lines.join('\n') + signature(random, slots);
}

function intentBody(
  random: Random,
  phrases: IntentPhrases,
  language: LanguagePhrases,
  split: CorpusSplit,
  slots: Slots,
  withItems: boolean,
): string[] {
  const parts = [typo(random, fill(random.pick(pool(phrases.openers, split)), slots))];
  if (withItems) parts.push(itemBlock(random, language, slots));
  if (random.chance(0.45) && phrases.extras.length > 0) {
    parts.push(fill(random.pick(pool(phrases.extras, split)), slots));
  }
  return parts;
}

function attachmentsFor(
  random: Random,
  phrases: IntentPhrases,
  split: CorpusSplit,
  slots: Slots,
  probability: number,
): IntentInput['attachments'] {
  if (phrases.attachments.length === 0 || !random.chance(probability)) return [];
  const stem = fill(random.pick(pool(phrases.attachments, split)), slots);
  return [{ filename: `${stem}.${random.pick(['pdf', 'pdf', 'xlsx', 'docx', 'csv'])}` }];
}

function quotedHistory(
  random: Random,
  phrases: LanguagePhrases,
  split: CorpusSplit,
  slots: Slots,
): string {
  const intent = random.pick(['quote', 'order', 'status', 'other'] as const);
  const text = fill(random.pick(pool(phrases.intents[intent].openers, split)), slots);
  const header = random.pick([
    `On Mon, 3 Mar 2025 at 10:12, Sales <sales@distributor.example> wrote:`,
    `Am 03.03.2025 um 10:12 schrieb Vertrieb <sales@distributor.example>:`,
    `Le lun. 3 mars 2025 à 10:12, Ventes <sales@distributor.example> a écrit :`,
    `-----Original Message-----\nFrom: sales@distributor.example\nSent: Monday, March 3, 2025 10:12\nSubject: ${slots.subject}`,
  ]);
  return `\n\n${header}\n> ${text}`;
}

const KIND_WEIGHTS: Array<[string, number]> = [
  ['single', 52],
  ['multi', 9],
  ['auto_reply', 10],
  ['bounce', 4],
  ['thread', 9],
  ['hard_negative', 9],
  ['attachment_only', 4],
  ['subject_only', 3],
];
const INTENT_WEIGHTS: Array<[BaseIntent, number]> = [
  ['quote', 22],
  ['order', 18],
  ['update', 15],
  ['status', 15],
  ['rfq', 14],
  ['other', 16],
];
const MULTI_PAIRS: Array<[BaseIntent, BaseIntent]> = [
  ['order', 'status'],
  ['quote', 'status'],
  ['order', 'quote'],
  ['update', 'status'],
  ['quote', 'order'],
  ['status', 'update'],
  ['rfq', 'status'],
  ['order', 'update'],
];

function weighted<T>(random: Random, entries: Array<[T, number]>): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let ticket = random.next() * total;
  for (const [value, weight] of entries) {
    ticket -= weight;
    if (ticket < 0) return value;
  }
  const last = entries[entries.length - 1];
  if (last === undefined) throw new RangeError('no entries');
  return last[0];
}

function toHtml(text: string): string {
  const paragraphs = text
    .split('\n\n')
    .map(
      (block) =>
        `<p>${block.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n/g, '<br>')}</p>`,
    );
  return `<html><body>${paragraphs.join('')}</body></html>`;
}

function generateOne(
  random: Random,
  language: CorpusLanguage,
  split: CorpusSplit,
  id: string,
): IntentExample {
  const phrases = CORPUS_LANGUAGES[language];
  const slots = makeSlots(random, phrases);
  const kind = weighted(random, KIND_WEIGHTS);
  const base = { id, language, kind, secondary: [] as BaseIntent[], autoReply: false };

  if (kind === 'auto_reply' || kind === 'bounce') {
    const original = fill(
      random.pick(phrases.intents[weighted(random, INTENT_WEIGHTS)].subjects),
      slots,
    );
    slots.subject = original;
    const source = kind === 'auto_reply' ? phrases.autoReply : phrases.bounce;
    const subject = fill(random.pick(pool(source.subjects, split)), slots);
    let body = fill(random.pick(pool(source.bodies, split)), slots);
    if (kind === 'bounce' && random.chance(0.5))
      body += `\n\n--- Original message ---\nSubject: ${original}`;
    if (kind === 'auto_reply' && random.chance(0.3))
      body += quotedHistory(random, phrases, split, slots);
    const from =
      kind === 'bounce'
        ? random.pick([
            'MAILER-DAEMON@mail.example.net',
            'postmaster@mx.example.org',
            'mailer-daemon@googlemail.com',
            'Mail Delivery System <MAILER-DAEMON@smtp.example.com>',
          ])
        : random.chance(0.25)
          ? `noreply@${slots.company}.${TLD[language] ?? 'com'}`
          : sender(random, language, slots);
    return {
      ...base,
      input: { subject, body, sender: from, attachments: [] },
      intent: 'other',
      autoReply: true,
    };
  }

  if (kind === 'hard_negative') {
    const negative = random.pick(phrases.hardNegatives);
    const body = compose(random, phrases, split, slots, [fill(negative.body, slots)]);
    return {
      ...base,
      input: {
        subject: fill(negative.subject, slots),
        body,
        sender: sender(random, language, slots),
        attachments: [],
      },
      intent: negative.intent,
    };
  }

  if (kind === 'thread') {
    const replyIntent = random.pick(['order', 'status', 'update', 'other'] as const);
    const historyIntent =
      replyIntent === 'order'
        ? 'quote'
        : replyIntent === 'other'
          ? random.pick(['quote', 'order'] as const)
          : 'order';
    const historySubject = fill(random.pick(phrases.intents[historyIntent].subjects), slots);
    const historyBody = fill(random.pick(phrases.intents[historyIntent].openers), slots);
    const reply = fill(random.pick(pool(phrases.threadReplies[replyIntent], split)), slots);
    return {
      ...base,
      input: {
        subject: `${random.pick(['Re: ', 'AW: ', 'RE: ', 'R: ', 'Rif: '])}${historySubject}`,
        body: compose(random, phrases, split, slots, [reply]),
        sender: sender(random, language, slots),
        attachments: [],
        thread_history: [
          {
            sender: 'sales@distributor.example',
            subject: historySubject,
            body: historyBody,
            sent_at: '2025-03-03T10:12:00Z',
          },
        ],
      },
      intent: replyIntent,
    };
  }

  if (kind === 'multi') {
    const [dominant, secondary] = random.pick(MULTI_PAIRS);
    const dominantPhrases = phrases.intents[dominant];
    const parts = intentBody(
      random,
      dominantPhrases,
      phrases,
      split,
      slots,
      dominant !== 'status' && random.chance(0.5),
    );
    parts.push(fill(random.pick(pool(phrases.intents[secondary].openers, split)), slots));
    const secondaryExtras = phrases.intents[secondary].extras;
    if (random.chance(0.4) && secondaryExtras.length > 0)
      parts.push(fill(random.pick(pool(secondaryExtras, split)), slots));
    return {
      ...base,
      input: {
        subject: fill(random.pick(pool(dominantPhrases.subjects, split)), slots),
        body: compose(random, phrases, split, slots, parts),
        sender: sender(random, language, slots),
        attachments: attachmentsFor(random, dominantPhrases, split, slots, 0.4),
      },
      intent: dominant,
      secondary: [secondary],
    };
  }

  const intent = weighted(random, INTENT_WEIGHTS);
  const intentPhrases = phrases.intents[intent];
  const subject = fill(random.pick(pool(intentPhrases.subjects, split)), slots);
  slots.subject = subject;

  if (kind === 'attachment_only' && intent !== 'status') {
    const attachments = attachmentsFor(random, intentPhrases, split, slots, 1);
    const text = [
      fill(random.pick(pool(intentPhrases.openers, split)), slots),
      itemBlock(random, phrases, slots),
    ].join('\n');
    const withText = (attachments ?? []).map((attachment) => ({ ...attachment, text }));
    return {
      ...base,
      input: {
        subject: random.chance(0.5) ? subject : '',
        body: '',
        sender: sender(random, language, slots),
        attachments: withText,
      },
      intent,
    };
  }

  if (kind === 'subject_only') {
    return {
      ...base,
      input: {
        subject: `${subject} ${fill(random.pick(pool(intentPhrases.openers, split)), slots)}`,
        body: '',
        sender: sender(random, language, slots),
        attachments: [],
      },
      intent,
    };
  }

  const withItems =
    (intent === 'quote' || intent === 'order' || intent === 'rfq') && random.chance(0.6);
  let body = compose(
    random,
    phrases,
    split,
    slots,
    intentBody(random, intentPhrases, phrases, split, slots, withItems),
  );
  if (random.chance(0.2)) body += quotedHistory(random, phrases, split, slots);
  if (random.chance(0.15)) body = toHtml(body);
  return {
    ...base,
    input: {
      subject: random.chance(0.1) ? '' : subject,
      body,
      sender: sender(random, language, slots),
      attachments: attachmentsFor(
        random,
        intentPhrases,
        split,
        slots,
        intent === 'rfq' ? 0.75 : 0.35,
      ),
    },
    intent,
  };
}

export function generateIntentCorpus(options: CorpusOptions): IntentExample[] {
  const random = createRandom(options.seed);
  const examples: IntentExample[] = [];
  for (const language of Object.keys(CORPUS_LANGUAGES) as CorpusLanguage[]) {
    for (let index = 0; index < options.perLanguage; index++) {
      examples.push(
        generateOne(random, language, options.split, `${options.split}-${language}-${index}`),
      );
    }
  }
  return examples;
}

const QUOTE_HEADERS = [
  (subject: string) =>
    `-----Original Message-----\nFrom: sales@distributor.example\nSent: Monday, March 3, 2025 10:12\nSubject: ${subject}`,
  (subject: string) =>
    `From: purchasing@customer.example\nSent: 3 March 2025 10:12\nTo: sales@distributor.example\nSubject: ${subject}`,
  () => 'Am 03.03.2025 um 10:12 schrieb Einkauf <einkauf@customer.example>:',
  () => 'Le lun. 3 mars 2025 à 10:12, Achats <achats@customer.example> a écrit :',
  () => 'El lun, 3 mar 2025 a las 10:12, Compras (<compras@customer.example>) escribió:',
  () => 'Il giorno lun 3 mar 2025 alle ore 10:12 Acquisti <acquisti@customer.example> ha scritto:',
  () => 'Op ma 3 mrt 2025 om 10:12 schreef Inkoop <inkoop@customer.example>:',
];

/** An earlier message of `intent` as a mail client quotes it below a reply. */
function quotedThread(
  random: Random,
  phrases: LanguagePhrases,
  split: CorpusSplit,
  slots: Slots,
  intent: BaseIntent,
): string {
  const subject = fill(random.pick(phrases.intents[intent].subjects), slots);
  const parts = [fill(random.pick(pool(phrases.intents[intent].openers, split)), slots)];
  if (intent === 'quote' || intent === 'order' || intent === 'rfq')
    parts.push(itemBlock(random, phrases, slots));
  if (random.chance(0.5))
    parts.push(fill(random.pick(pool(phrases.intents[intent].extras, split)), slots));
  const header = random.pick(QUOTE_HEADERS)(subject);
  const prefix = random.chance(0.5) ? '> ' : '';
  const quoted = parts
    .join('\n\n')
    .split('\n')
    .map((line) => `${prefix}${line}`)
    .join('\n');
  return `\n\n${header}\n\n${quoted}`;
}

/**
 * The hard cases of hard-cases.ts, each written out `variants` times with other slot values,
 * greetings, signatures and (for threads) other quoted messages. Every fifth case of a language is
 * held out for the test split.
 */
export function generateHardCaseExamples(options: {
  seed: number;
  split: CorpusSplit;
  variants: number;
}): IntentExample[] {
  const random = createRandom(options.seed ^ 0x4a7d);
  const examples: IntentExample[] = [];
  for (const language of Object.keys(CORPUS_LANGUAGES) as CorpusLanguage[]) {
    const phrases = CORPUS_LANGUAGES[language];
    const cases = pool(
      [
        ...(HARD_CASES[language] ?? []),
        ...(MORE_HARD_CASES[language] ?? []),
        ...(POLITE_HARD_CASES[language] ?? []),
        ...(ASKED_HARD_CASES[language] ?? []),
        ...(HIDDEN_HARD_CASES[language] ?? []),
      ],
      options.split,
    );
    cases.forEach((hard, index) => {
      for (let variant = 0; variant < options.variants; variant++) {
        const slots = makeSlots(random, phrases);
        const attachment = hard.attachment;
        let body = attachment
          ? fill(hard.body, slots)
          : compose(random, phrases, options.split, slots, [fill(hard.body, slots)]);
        if (!attachment) body += signature(random, slots);
        if (hard.thread) body += quotedThread(random, phrases, options.split, slots, hard.thread);
        else if (!attachment && random.chance(0.15)) body = toHtml(body);
        examples.push({
          id: `hard-${options.split}-${language}-${index}-${variant}`,
          language,
          kind: attachment ? 'hard_attachment_only' : hard.thread ? 'hard_thread' : 'hard_case',
          input: {
            subject: fill(hard.subject, slots),
            body,
            sender: sender(random, language, slots),
            attachments: attachment
              ? [{ filename: fill(attachment.filename, slots), text: fill(attachment.text, slots) }]
              : [],
          },
          intent: hard.intent,
          secondary: [],
          autoReply: false,
        });
      }
    });
  }
  return examples;
}
