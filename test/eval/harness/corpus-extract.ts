/**
 * The extraction corpus (`../shared/corpus/extract-*.jsonl`, format in its README): loading, and
 * the one scoring of an extraction against its expected items that both runners share (over HTTP,
 * `corpus-extract-http.ts`; in process, `test/eval/corpus-extract-local.ts`).
 *
 * Matching (the corpus README): an item matches an expected one when every `description_contains`
 * token occurs in its description (case- and whitespace-insensitive) and quantity and unit are
 * equal; an expected `ambiguous: true` item needs the flag, and its quantity/unit may be the main
 * reading or one of the `alternatives` (the expected ones or the item's own). Items and expected
 * items are paired one to one (a maximum matching, so the order of the output does not matter).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DefaultBinCount, expectedCalibrationError } from '#domain/trust/metrics';
import type { CorpusAttachment } from './corpus-render';

export const CorpusCategories = [
  'table',
  'csv',
  'pdf',
  'xlsx',
  'signature',
  'ambiguous',
  'html',
  'locale_numbers',
  'prose',
  'quoted',
] as const;

/** SPEC 2.6: auto_accept starts at 0.95. */
export const AutoAcceptBand = 0.95;
/** The mails were sent around late March 2026 (corpus README). */
export const CorpusReceivedAt = '2026-03-30T08:00:00Z';
export const DeadlineInPast = 'deadline_in_past';

export interface Reading {
  quantity: number | null;
  unit: string;
}

export interface ExpectedItem extends Reading {
  description_contains: string[];
  ambiguous?: boolean;
  alternatives?: Reading[];
}

export interface CorpusCase {
  id: string;
  lang: string;
  body: string;
  attachments: CorpusAttachment[];
  expected: {
    line_items: ExpectedItem[];
    requested_by: string | null;
    urgency?: string;
    payment_terms_contains?: string[];
    special_conditions_contains?: string[];
  };
  note: string;
  /** Added on load: the file it came from and its first bracketed tag. */
  file: string;
  category: string;
}

/** An extracted item as both runners see it. */
export interface ItemView {
  description: string;
  quantity: number | null;
  unit: string;
  ambiguous: boolean;
  alternatives: Reading[];
  sku: string | null;
  manufacturer: string | null;
  confidence: number;
  /** In-process runs only (HTTP answers carry the calibrated score alone). */
  raw_score?: number;
  signals?: { signal: string; weight: number }[];
  source?: string;
}

/** What one extraction answered, as both runners see it. */
export interface ExtractionView {
  items: ItemView[];
  requested_by: string | null;
  /** Response `review_reasons` (HTTP) or review hint codes (in process). */
  review_reasons: string[];
  /** Set when the call failed: nothing was answered. */
  error?: string;
}

/** One extracted item and whether it was right: what the calibrator is fitted on. */
export interface CorpusItemOutcome {
  case_id: string;
  category: string;
  lang: string;
  item_index: number;
  description: string;
  quantity: number | null;
  unit: string;
  ambiguous: boolean;
  sku: string | null;
  manufacturer: string | null;
  confidence: number;
  raw_score?: number;
  signals?: { signal: string; weight: number }[];
  correct: boolean;
  /** The expected item it was paired with (index), or -1. */
  expected_index: number;
}

export interface CorpusCaseScore {
  case_id: string;
  category: string;
  lang: string;
  expected: number;
  predicted: number;
  paired: number;
  ambiguousExpected: number;
  ambiguousFlagged: number;
  /** null when no absolute deadline is expected. */
  requestedByWith: boolean | null;
  requestedByWithout: boolean | null;
  /** Without `received_at`, an expected (past) deadline came with `deadline_in_past`. */
  pastFlaggedWithout: boolean | null;
  /** A date was returned although none (or a relative one) was stated. */
  spuriousDateWith: boolean;
  errors: string[];
  outcomes: CorpusItemOutcome[];
  /** For the failure listing. */
  missed: ExpectedItem[];
  spurious: ItemView[];
}

const MAX_CORPUS_BYTES = 20 * 1024 * 1024;

export function categoryOf(note: string): string {
  return /^\s*\[([a-z_]{1,40})\]/.exec(note)?.[1] ?? 'uncategorised';
}

/** Whether `path` holds extraction corpus files (`extract-*.jsonl`). */
export function hasExtractCorpus(path: string): boolean {
  return corpusFiles(path).length > 0;
}

function corpusFiles(path: string): string[] {
  const root = resolve(path);
  if (!existsSync(root)) return [];
  try {
    return readdirSync(root)
      .filter((file) => /^extract-[\w-]{1,40}\.jsonl$/.test(file))
      .sort()
      .map((file) => join(root, file));
  } catch {
    return [];
  }
}

/** Every extraction case under `path` ([] when the corpus is absent). */
export function loadExtractCorpus(path: string): CorpusCase[] {
  const cases: CorpusCase[] = [];
  for (const file of corpusFiles(path)) {
    const text = readFileSync(file, 'utf8');
    if (text.length > MAX_CORPUS_BYTES) throw new Error(`${file} is larger than expected`);
    const name = file.slice(file.lastIndexOf('/') + 1);
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      const parsed = JSON.parse(line) as Omit<CorpusCase, 'file' | 'category'>;
      cases.push({ ...parsed, file: name, category: categoryOf(parsed.note ?? '') });
    }
  }
  return cases;
}

// ------------------------------------------------------------------ matching

const squeeze = (text: string) => text.toLowerCase().replace(/\s+/g, '');

export function descriptionMatches(expected: ExpectedItem, description: string): boolean {
  const text = squeeze(description);
  return expected.description_contains.every((token) => text.includes(squeeze(token)));
}

const sameReading = (a: Reading, b: Reading) => a.quantity === b.quantity && a.unit === b.unit;

export function itemMatches(expected: ExpectedItem, item: ItemView): boolean {
  if (!descriptionMatches(expected, item.description)) return false;
  const main: Reading = { quantity: item.quantity, unit: item.unit };
  if (!expected.ambiguous) return sameReading(expected, main);
  if (!item.ambiguous) return false;
  const wanted = [expected, ...(expected.alternatives ?? [])];
  const offered = [main, ...item.alternatives];
  return wanted.some((reading) => offered.some((other) => sameReading(reading, other)));
}

/**
 * A maximum one-to-one pairing (augmenting paths; a case has tens of items at most). Returns, per
 * extracted item, the index of its expected item or -1.
 */
export function pairItems(expected: readonly ExpectedItem[], items: readonly ItemView[]): number[] {
  const edges = items.map((item) =>
    expected.flatMap((candidate, index) => (itemMatches(candidate, item) ? [index] : [])),
  );
  const owner = new Array<number>(expected.length).fill(-1);
  const augment = (itemIndex: number, seen: Set<number>): boolean => {
    for (const expectedIndex of edges[itemIndex] ?? []) {
      if (seen.has(expectedIndex)) continue;
      seen.add(expectedIndex);
      const current = owner[expectedIndex] ?? -1;
      if (current < 0 || augment(current, seen)) {
        owner[expectedIndex] = itemIndex;
        return true;
      }
    }
    return false;
  };
  for (let index = 0; index < items.length; index++) augment(index, new Set());
  const pairing = new Array<number>(items.length).fill(-1);
  owner.forEach((itemIndex, expectedIndex) => {
    if (itemIndex >= 0) pairing[itemIndex] = expectedIndex;
  });
  return pairing;
}

// ------------------------------------------------------------------ one case

/**
 * `withDate`: the answer with `received_at`; `withoutDate`: the same request without it (absent
 * when that run was skipped). Items are scored on `withDate`.
 */
export function scoreCorpusCase(
  corpusCase: CorpusCase,
  withDate: ExtractionView,
  withoutDate?: ExtractionView,
): CorpusCaseScore {
  const expected = corpusCase.expected.line_items;
  const items = withDate.items;
  const pairing = pairItems(expected, items);
  const pairedExpected = new Set(pairing.filter((index) => index >= 0));
  const ambiguousExpected = expected.filter((item) => item.ambiguous);
  const deadline = corpusCase.expected.requested_by;
  return {
    case_id: corpusCase.id,
    category: corpusCase.category,
    lang: corpusCase.lang,
    expected: expected.length,
    predicted: items.length,
    paired: pairedExpected.size,
    ambiguousExpected: ambiguousExpected.length,
    ambiguousFlagged: ambiguousExpected.filter((wanted) =>
      items.some((item) => item.ambiguous && descriptionMatches(wanted, item.description)),
    ).length,
    requestedByWith: deadline ? withDate.requested_by === deadline : null,
    requestedByWithout: deadline && withoutDate ? withoutDate.requested_by === deadline : null,
    pastFlaggedWithout:
      deadline && withoutDate ? withoutDate.review_reasons.includes(DeadlineInPast) : null,
    spuriousDateWith: !deadline && withDate.requested_by !== null,
    errors: [withDate.error, withoutDate?.error].filter(
      (error): error is string => error !== undefined,
    ),
    outcomes: items.map((item, index) => ({
      case_id: corpusCase.id,
      category: corpusCase.category,
      lang: corpusCase.lang,
      item_index: index,
      description: item.description,
      quantity: item.quantity,
      unit: item.unit,
      ambiguous: item.ambiguous,
      sku: item.sku,
      manufacturer: item.manufacturer,
      confidence: item.confidence,
      ...(item.raw_score !== undefined ? { raw_score: item.raw_score } : {}),
      ...(item.signals ? { signals: item.signals } : {}),
      correct: (pairing[index] ?? -1) >= 0,
      expected_index: pairing[index] ?? -1,
    })),
    missed: expected.filter((_item, index) => !pairedExpected.has(index)),
    spurious: items.filter((_item, index) => (pairing[index] ?? -1) < 0),
  };
}

// ------------------------------------------------------------------ figures

export interface CorpusFigures {
  cases: number;
  errors: number;
  expected: number;
  predicted: number;
  paired: number;
  precision: number;
  recall: number;
  f1: number;
  autoAccepted: number;
  autoAcceptedRight: number;
  /** Share of items at or above the auto_accept band that are right (NaN when none). */
  autoAcceptPrecision: number;
  ece: number;
  ambiguousExpected: number;
  ambiguousFlagged: number;
  requestedByCases: number;
  requestedByWith: number;
  requestedByWithout: number;
  pastFlaggedWithout: number;
  spuriousDates: number;
}

const share = (numerator: number, denominator: number) =>
  denominator === 0 ? Number.NaN : numerator / denominator;

export function corpusFigures(scores: readonly CorpusCaseScore[]): CorpusFigures {
  const sum = (pick: (score: CorpusCaseScore) => number) =>
    scores.reduce((total, score) => total + pick(score), 0);
  const count = (pick: (score: CorpusCaseScore) => boolean | null) =>
    scores.filter((score) => pick(score) === true).length;
  const outcomes = scores.flatMap((score) => score.outcomes);
  const expected = sum((score) => score.expected);
  const predicted = sum((score) => score.predicted);
  const paired = sum((score) => score.paired);
  const precision = share(paired, predicted);
  const recall = share(paired, expected);
  const accepted = outcomes.filter((outcome) => outcome.confidence >= AutoAcceptBand);
  const acceptedRight = accepted.filter((outcome) => outcome.correct).length;
  return {
    cases: scores.length,
    errors: scores.filter((score) => score.errors.length > 0).length,
    expected,
    predicted,
    paired,
    precision,
    recall,
    f1: paired === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    autoAccepted: accepted.length,
    autoAcceptedRight: acceptedRight,
    autoAcceptPrecision: share(acceptedRight, accepted.length),
    ece: expectedCalibrationError(outcomes, DefaultBinCount),
    ambiguousExpected: sum((score) => score.ambiguousExpected),
    ambiguousFlagged: sum((score) => score.ambiguousFlagged),
    requestedByCases: scores.filter((score) => score.requestedByWith !== null).length,
    requestedByWith: count((score) => score.requestedByWith),
    requestedByWithout: count((score) => score.requestedByWithout),
    pastFlaggedWithout: count((score) => score.pastFlaggedWithout),
    spuriousDates: count((score) => score.spuriousDateWith),
  };
}

export interface CorpusSummary {
  overall: CorpusFigures;
  byFile: Record<string, CorpusFigures>;
  byCategory: Record<string, CorpusFigures>;
}

export function summarizeCorpus(
  cases: readonly CorpusCase[],
  scores: readonly CorpusCaseScore[],
): CorpusSummary {
  const fileOf = new Map(cases.map((corpusCase) => [corpusCase.id, corpusCase.file]));
  const group = (key: (score: CorpusCaseScore) => string, order: readonly string[] = []) => {
    const groups = new Map<string, CorpusCaseScore[]>(order.map((name) => [name, []]));
    for (const score of scores) {
      const name = key(score);
      groups.set(name, [...(groups.get(name) ?? []), score]);
    }
    return Object.fromEntries(
      [...groups]
        .filter(([, list]) => list.length > 0)
        .map(([name, list]) => [name, corpusFigures(list)]),
    );
  };
  return {
    overall: corpusFigures(scores),
    byFile: group((score) => fileOf.get(score.case_id) ?? '?'),
    byCategory: group((score) => score.category, CorpusCategories),
  };
}

// ------------------------------------------------------------------ report

const fixed = (value: number, digits = 3) => (Number.isNaN(value) ? '–' : value.toFixed(digits));
const of = (numerator: number, denominator: number) =>
  denominator === 0 ? '–' : `${numerator}/${denominator}`;

function figuresRow(name: string, figures: CorpusFigures): string {
  return [
    name,
    figures.cases,
    figures.expected,
    figures.predicted,
    fixed(figures.precision),
    fixed(figures.recall),
    fixed(figures.f1),
    `${fixed(figures.autoAcceptPrecision)} (${of(figures.autoAcceptedRight, figures.autoAccepted)})`,
    fixed(figures.ece),
    of(figures.ambiguousFlagged, figures.ambiguousExpected),
    of(figures.requestedByWith, figures.requestedByCases),
    of(figures.requestedByWithout, figures.requestedByCases),
    of(figures.pastFlaggedWithout, figures.requestedByCases),
    of(
      figures.cases - figures.requestedByCases - figures.spuriousDates,
      figures.cases - figures.requestedByCases,
    ),
  ].join(' | ');
}

const TableHeader =
  'group | cases | expected | items | P | R | F1 | auto-accept precision | ECE | ambiguous flagged | requested_by (received_at) | requested_by (none) | deadline_in_past | none stated, none given';

/** The markdown figures table: overall, per file, per category. */
export function corpusTable(summary: CorpusSummary): string {
  const rows = [
    figuresRow('**all**', summary.overall),
    ...Object.entries(summary.byFile).map(([name, figures]) => figuresRow(name, figures)),
    ...Object.entries(summary.byCategory).map(([name, figures]) =>
      figuresRow(`[${name}]`, figures),
    ),
  ];
  return [
    `| ${TableHeader} |`,
    `|${TableHeader.split('|')
      .map(() => '---')
      .join('|')}|`,
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}

const reading = (item: Reading) => `${item.quantity ?? '∅'} ${item.unit}`;

/** Per case: what was missed and what was returned wrongly (for looking at failures). */
export function corpusFailures(scores: readonly CorpusCaseScore[]): string {
  const blocks: string[] = [];
  for (const score of scores) {
    if (score.missed.length === 0 && score.spurious.length === 0 && score.errors.length === 0)
      continue;
    const lines = [`### ${score.case_id} [${score.category}] ${score.lang}`];
    for (const error of score.errors) lines.push(`- error: ${error}`);
    for (const item of score.missed) {
      lines.push(
        `- missed: ${reading(item)}${item.ambiguous ? ' (ambiguous)' : ''} — ${item.description_contains.join(' + ')}`,
      );
    }
    for (const item of score.spurious) {
      lines.push(
        `- wrong: ${reading(item)}${item.ambiguous ? ' (ambiguous)' : ''} @${item.confidence.toFixed(2)} — ${item.description.slice(0, 160)}${item.sku ? ` [sku ${item.sku}]` : ''}`,
      );
    }
    blocks.push(lines.join('\n'));
  }
  return blocks.join('\n\n');
}
