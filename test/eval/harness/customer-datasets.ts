/**
 * Customer-matching cases from public data: a book of organisations imported as the customers of
 * the dataset tenant, and requests that carry another source's name, address and phone for the
 * same organisation as the e-mail signature of a sender on a free-mail domain. The public files
 * are read by path and never copied.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CaseTruth } from '#local/demo/types';
import type { EvalCase } from './types';

const MAX_LINE = 20_000;

/** One record of the Magellan/Ditto serialisation: `COL name VAL … COL addr VAL …`. */
export type SerialisedRecord = Record<string, string>;

/**
 * The Magellan dumps keep tokeniser artefacts: values wrapped in `` ` … ' ``, apostrophes written
 * `\ '`, and spaces inside parentheses. They are undone so that the text reads as written.
 */
function cleanValue(value: string): string {
  const quote = (char: string | undefined) => char === '`' || char === "'" || char === ' ';
  let start = 0;
  let end = value.length;
  while (start < end && quote(value[start])) start++;
  while (end > start && quote(value[end - 1])) end--;
  return value
    .slice(start, end)
    .replace(/ ?\\ ?'/g, "'")
    .replace(/\( /g, '(')
    .replace(/ \)/g, ')')
    .replace(/\s+/g, ' ')
    .trim();
}

export function parseSerialisedRecord(serialised: string): SerialisedRecord {
  const record: SerialisedRecord = {};
  for (const part of serialised.slice(0, MAX_LINE).split(/\bCOL /)) {
    const match = /^(\w{1,40}) VAL ?(.*)$/s.exec(part.trim());
    if (match?.[1]) record[match[1]] = cleanValue(match[2] ?? '');
  }
  return record;
}

export interface SerialisedPair {
  left: SerialisedRecord;
  right: SerialisedRecord;
  label: 0 | 1;
}

export function parseSerialisedPairs(text: string): SerialisedPair[] {
  const pairs: SerialisedPair[] = [];
  for (const line of text.split('\n')) {
    const fields = line.split('\t');
    const label = fields[2]?.trim();
    if (fields.length < 3 || (label !== '0' && label !== '1')) continue;
    pairs.push({
      left: parseSerialisedRecord(fields[0] ?? ''),
      right: parseSerialisedRecord(fields[1] ?? ''),
      label: label === '1' ? 1 : 0,
    });
  }
  return pairs;
}

/** A North-American number written any way ('213/857-0034', '213-655-8880') as E.164. */
export function northAmericanE164(phone: string | undefined): string | undefined {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return undefined;
}

const customerTruth = (customerId: string): CaseTruth => ({
  intent: 'quote',
  auto_reply: false,
  language_unsupported: false,
  line_items: [],
  delivery: {},
  customer_id: customerId,
  ship_to_id: null,
  contact_id: null,
});

const GREETINGS = [
  'Hello,\nplease send us a quote for the items we discussed.\n\nBest regards',
  'Hi,\ncould you quote 20 units again, same as last time?\n\nThanks',
  'Good morning,\nwe would like a price for next month.\n\nKind regards,',
];

/** The sender's signature as people type it: name line, street, city, phone, in that order. */
export function signatureOf(lines: readonly (string | undefined)[]): string {
  return lines.filter((line): line is string => !!line && line.trim() !== '').join('\n');
}

export interface CustomerLookupDataset {
  cases: EvalCase[];
  masterData: { dataset: 'customers'; records: Record<string, unknown>[] };
}

/**
 * Which lines the Fodors-Zagats signatures carry. Without the phone the book holds no phones
 * either (organisation lists with street addresses rarely have them); without the city the
 * signature is name and street only (the book keeps its city).
 */
export interface FodorsZagatsOptions {
  phone?: boolean;
  city?: boolean;
  /** The signature's lines written on one, comma-separated ('name, street, city'). */
  oneLine?: boolean;
}

/** The case-id prefix of a Fodors-Zagats variant: 'fodors-zagats', 'fodors-zagats-no-phone' … */
export function fodorsZagatsVariantName({
  phone = true,
  city = true,
  oneLine = false,
}: FodorsZagatsOptions = {}) {
  const left = [phone ? '' : 'phone', city ? '' : 'city'].filter(Boolean).join('-');
  return `fodors-zagats${left ? `-no-${left}` : ''}${oneLine ? '-one-line' : ''}`;
}

/**
 * Fodors-Zagats as a customer lookup: every distinct Zagat record of the three files is a customer
 * (name, street, city, phone); the Fodor record of each matching pair is a request whose signature
 * carries its own spelling of name, street, city and phone (written '213/857-0034'), sent from a
 * free-mail address. The book does not see the labels; the labels give only the truth.
 * `options` leave the phone (book and signature) or the city line (signature) out, or write the
 * signature on one line.
 */
export function fodorsZagatsLookup(
  root: string,
  options: FodorsZagatsOptions = {},
): CustomerLookupDataset | undefined {
  const { phone: withPhone = true, city: withCity = true } = options;
  const prefix = fodorsZagatsVariantName(options);
  const files = ['train.txt', 'valid.txt', 'test.txt'].map((file) => join(root, file));
  if (!files.every((file) => existsSync(file))) return undefined;
  const pairs = files.flatMap((file) => parseSerialisedPairs(readFileSync(file, 'utf8')));
  const key = (record: SerialisedRecord) =>
    [record.name, record.addr, record.city, record.phone].join('|');
  const ids = new Map<string, string>();
  const records: Record<string, unknown>[] = [];
  for (const { right } of pairs) {
    const recordKey = key(right);
    if (ids.has(recordKey) || !right.name) continue;
    const id = `FZ-${String(ids.size + 1).padStart(4, '0')}`;
    ids.set(recordKey, id);
    const phone = withPhone ? northAmericanE164(right.phone) : undefined;
    records.push({
      customer_id: id,
      name: right.name,
      country: 'US',
      address: { street: right.addr, city: right.city, country: 'US' },
      ...(phone ? { phones: [phone] } : {}),
    });
  }
  const truths = new Map<string, { left: SerialisedRecord; ids: Set<string> }>();
  for (const pair of pairs) {
    if (pair.label !== 1) continue;
    const id = ids.get(key(pair.right));
    if (!id) continue;
    const entry = truths.get(key(pair.left)) ?? { left: pair.left, ids: new Set<string>() };
    entry.ids.add(id);
    truths.set(key(pair.left), entry);
  }
  const cases: EvalCase[] = [];
  for (const { left, ids: truthIds } of truths.values()) {
    const customerId = truthIds.size === 1 ? [...truthIds][0] : undefined;
    if (!customerId || !left.name) continue;
    const number = cases.length + 1;
    const caseId = `${prefix}-${String(number).padStart(4, '0')}`;
    const signature = signatureOf([
      left.name,
      left.addr,
      withCity ? left.city : undefined,
      withPhone ? left.phone : undefined,
    ]);
    const written = options.oneLine ? signature.split('\n').join(', ') : signature;
    cases.push({
      case_id: caseId,
      split: 'test',
      language: 'en',
      kind: 'signature_lookup',
      source: 'entity-matching-fodors-zagats',
      modules: ['customer'],
      tenant: 'dataset',
      request: {
        case_id: caseId,
        sender: `orders${number}@gmail.com`,
        subject: 'Quote',
        body: `${GREETINGS[number % GREETINGS.length]}\n${written}`,
      },
      truth: customerTruth(customerId),
    });
  }
  return { cases, masterData: { dataset: 'customers', records } };
}
