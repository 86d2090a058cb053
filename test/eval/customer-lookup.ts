/**
 * Customer matching on lookups, in-process (quick iteration; `npm run eval -- --data … --module
 * customer` measures the same over HTTP):
 *
 *   npx tsx test/eval/customer-lookup.ts [--datasets ../shared/datasets] [--demo .data/demo]
 *     [--variants 1000] [--seed 19] [--folds 5] [--show-errors 10] [--write-calibration]
 *     [--mail-dir DIR[,DIR…]] [--fit-mail]
 *
 * - fodors-zagats: Zagat records as the book, Fodor name/address/phone as a free-mail signature;
 *   fodors-zagats-no-phone without the phone (in the signature and the book),
 *   fodors-zagats-no-phone-city also without the city line (name and street only),
 *   fodors-zagats-no-phone-one-line with name, street and city on one line; with
 *   '-unknown' the same against the book without the records they name (kept new is right);
 * - name-variants: the demo book's names respelt by the rules of customer-name-variants.ts, as the
 *   company line of a free-mail signature (nothing else to go on);
 * - unknown-companies: variants of names taken out of the demo book (the answer is a new customer);
 * - maker-variants, maker-initialisms, maker-joined, maker-forms, maker-unknown: the same on a book
 *   of real-world company names (customer-maker-book.ts); names of three to five words written as
 *   their initials; two adjacent words of a name written as one ('CocaCola', 'Coca-Cola'); the
 *   forms of a public variant list (`PublicFormRules`: a legal form added or written at another
 *   length, 'The', punctuation left out, a place after the name, '.com', lower case);
 * - demo dev and test splits (regression check);
 * - with `--mail-dir DIR`, a book and mails written elsewhere: `DIR/book.jsonl` (customer records
 *   as imported) and `DIR/queries.jsonl` (`{id, from, subject?, body, gold: customer_id | null,
 *   part?}`, `part` reported as a tag); several directories separated by commas; left out of
 *   every fit unless `--fit-mail`.
 * Prints top-1, the share answered, and — with the shipped base calibrator, with a calibrator
 * fitted k-fold over cases (out-of-fold figures only), and for each mail directory with one fitted
 * on every other dataset but the demo test split (what a set nobody fitted on would see) — ECE (15
 * bins), auto-accept share and precision, and how confident the wrong answers were.
 * `--write-calibration` fits the customer matcher's base calibrator on every dataset but the demo
 * test split (and the mail directories, unless `--fit-mail`) and writes it as the
 * `customer_matcher` entry of layers/models/calibration/base.json (its `ece_fitted` is the
 * out-of-fold figure); the demo test split stays held out.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  buildCustomerIndex,
  type CustomerIndex,
  type CustomerMatchRequest,
  companyNameKey,
  matchCustomer,
} from '#domain/customer/index';
import { legalFormKey, sameLegalForm } from '#domain/customer/legal-forms';
import { tokenize } from '#domain/customer/normalize';
import { parseNdjson } from '#domain/master-data/parse';
import type { CustomerRecord } from '#domain/master-data/schemas';
import { baseCalibrators } from '#domain/trust/base-calibrators';
import { buildCalibrator, type Calibrator } from '#domain/trust/calibration';
import { fitCalibrator } from '#domain/trust/fitting';
import { expectedCalibrationError, percentile } from '#domain/trust/metrics';
import { toRecommendedAction } from '#domain/trust/routing';
import { createRandom } from '#domain/util/random';
import { writeBaseCalibrationEntry } from './calibration/base-file';
import { loadDemoIndex, toMatchRequest } from './customer/evaluate';
import { makerBook } from './customer-maker-book';
import { type NameVariant, nameVariants, PublicFormRules } from './customer-name-variants';
import {
  type FodorsZagatsOptions,
  fodorsZagatsLookup,
  fodorsZagatsVariantName,
} from './harness/customer-datasets';

const { values } = parseArgs({
  options: {
    datasets: { type: 'string', default: join('..', 'shared', 'datasets') },
    demo: { type: 'string', default: join('.data', 'demo') },
    variants: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '19' },
    folds: { type: 'string', default: '5' },
    'show-errors': { type: 'string', default: '0' },
    only: { type: 'string' },
    'write-calibration': { type: 'boolean', default: false },
    'mail-dir': { type: 'string' },
    'fit-mail': { type: 'boolean', default: false },
  },
});

interface LookupCase {
  id: string;
  request: CustomerMatchRequest;
  truth: string | null;
  /** What makes the case hard (variant rules; 'name_shared' when another customer bears the name). */
  tags?: string[];
}

interface Outcome {
  dataset: string;
  id: string;
  truth: string | null;
  predicted: string;
  raw: number;
  hints: string[];
  rationale: string;
  /** The signature's last line, to read errors by. */
  lastLine: string;
  tags: string[];
  ms: number;
}

const GENERIC_SENDERS = ['gmail.com', 'web.de', 'gmx.de', 'libero.it', 'orange.fr', 'hotmail.com'];
const PEOPLE = [
  'Anna Weber',
  'Luca Rossi',
  'Marie Dubois',
  'Jan de Vries',
  'Carmen Ruiz',
  'Tom Hill',
];

function runCases(dataset: string, index: CustomerIndex, cases: readonly LookupCase[]): Outcome[] {
  const outcomes: Outcome[] = [];
  // Timed on a second pass, as a warm container answers.
  for (const lookup of cases) matchCustomer(index, lookup.request);
  for (const lookup of cases) {
    const started = performance.now();
    const result = matchCustomer(index, lookup.request);
    outcomes.push({
      dataset,
      id: lookup.id,
      truth: lookup.truth,
      predicted: result.customer_id,
      raw: result.raw_score,
      hints: result.review_hints,
      rationale: result.match_rationale,
      lastLine: (lookup.request.body ?? '').trimEnd().split('\n').pop() ?? '',
      tags: lookup.tags ?? [],
      ms: performance.now() - started,
    });
  }
  return outcomes;
}

/** The customer matcher's calibrator as shipped in base.json. */
const shippedCalibrator = () => baseCalibrators().forModule('customer_matcher');

const fixed = (value: number, digits = 3) =>
  Number.isFinite(value) ? value.toFixed(digits) : 'n/a';

/** Confidence figures of answered outputs under a calibration (`confidenceOf`). */
function confidenceFigures(outcomes: readonly Outcome[], confidenceOf: (o: Outcome) => number) {
  const answered = outcomes.filter((o) => o.predicted !== '');
  const scored = answered.map((o) => ({
    confidence: confidenceOf(o),
    correct: o.predicted === o.truth,
    action: toRecommendedAction(confidenceOf(o), undefined, o.hints).recommended_action,
  }));
  const accepted = scored.filter((s) => s.action === 'auto_accept');
  const wrong = scored.filter((s) => !s.correct).map((s) => s.confidence);
  return {
    ece: expectedCalibrationError(scored),
    acceptShare: scored.length ? accepted.length / scored.length : Number.NaN,
    acceptPrecision: accepted.length
      ? accepted.filter((s) => s.correct).length / accepted.length
      : Number.NaN,
    wrongMax: wrong.length ? Math.max(...wrong) : Number.NaN,
    wrongP90: wrong.length ? percentile(wrong, 90) : Number.NaN,
  };
}

function summarise(
  name: string,
  outcomes: readonly Outcome[],
  oof: Map<Outcome, number>,
  leftOut?: Calibrator,
): void {
  const matchable = outcomes.filter((o) => o.truth !== null);
  const right = matchable.filter((o) => o.predicted === o.truth).length;
  const answered = matchable.filter((o) => o.predicted !== '').length;
  const wrongAnswers = matchable.filter((o) => o.predicted !== '' && o.predicted !== o.truth);
  const newCases = outcomes.filter((o) => o.truth === null);
  const base = shippedCalibrator();
  const falseMatches = newCases
    .filter((o) => o.predicted !== '')
    .map((o) => base.calibrate(o.raw))
    .sort((a, b) => b - a);
  const latencies = outcomes.map((o) => o.ms);
  const shipped = confidenceFigures(outcomes, (o) => base.calibrate(o.raw));
  const fitted = confidenceFigures(outcomes, (o) => oof.get(o) ?? 0);
  const others = leftOut && confidenceFigures(outcomes, (o) => leftOut.calibrate(o.raw));
  console.log(
    `${name}: top-1 ${fixed(right / Math.max(1, matchable.length))} (${right}/${matchable.length}), ` +
      `answered ${fixed(answered / Math.max(1, matchable.length))}, wrong answers ${wrongAnswers.length}` +
      (newCases.length
        ? `, new customers kept new ${newCases.filter((o) => o.predicted === '').length}/${newCases.length}` +
          (falseMatches.length
            ? ` (the others matched at confidence ${falseMatches.map((c) => c.toFixed(2)).join(' ')})`
            : '')
        : '') +
      `, p50 ${fixed(percentile(latencies, 50), 2)} ms p95 ${fixed(percentile(latencies, 95), 2)} ms`,
  );
  for (const [label, figures] of [
    ['shipped base calibrator', shipped],
    ['k-fold fitted (out-of-fold)', fitted],
    ...(others ? [['fitted on every other dataset', others] as const] : []),
  ] as const) {
    console.log(
      `  ${label}: ECE ${fixed(figures.ece)}, auto-accept ${fixed(figures.acceptShare)} of answers at precision ${fixed(figures.acceptPrecision)}, wrong answers' confidence max ${fixed(figures.wrongMax)} p90 ${fixed(figures.wrongP90)}`,
    );
  }
}

/** Calibrator fitted k-fold over cases: each outcome's confidence comes from the other folds. */
function outOfFold(
  outcomes: readonly Outcome[],
  folds: number,
  seed: number,
): Map<Outcome, number> {
  const answered = outcomes.filter((o) => o.predicted !== '');
  const order = createRandom(seed).shuffle([...answered]);
  const result = new Map<Outcome, number>();
  for (let fold = 0; fold < folds; fold++) {
    const held = order.filter((_, position) => position % folds === fold);
    const training = order.filter((_, position) => position % folds !== fold);
    const fit = fitCalibrator(
      training.map((o) => ({ score: o.raw, correct: o.predicted === o.truth })),
    );
    const calibrator = buildCalibrator('fold', fit.spec);
    for (const outcome of held) result.set(outcome, calibrator.calibrate(outcome.raw));
  }
  return result;
}

/**
 * Fodors-Zagats lookups (`options` leave phone or city out). `unknown`: the book without the
 * records the signatures name, so that every answer but a new customer is wrong (restaurants at
 * another restaurant's address, or sharing a word of its name).
 */
function fodorsZagatsCases(
  root: string,
  options: FodorsZagatsOptions = {},
  unknown = false,
): { index: CustomerIndex; cases: LookupCase[] } | undefined {
  const loaded = fodorsZagatsLookup(join(root, 'entity-matching-fodors-zagats'), options);
  if (!loaded) return undefined;
  const named = new Set(loaded.cases.map((evalCase) => evalCase.truth.customer_id));
  const records = unknown
    ? loaded.masterData.records.filter((record) => !named.has(String(record.customer_id)))
    : loaded.masterData.records;
  const parsed = parseNdjson(
    records.map((record) => JSON.stringify(record)).join('\n'),
    'customers',
  );
  if (parsed.rejected > 0) console.log(`fodors-zagats: ${parsed.rejected} book records rejected`);
  return {
    index: buildCustomerIndex({ customers: parsed.records }),
    cases: loaded.cases.map((evalCase) => ({
      id: evalCase.case_id,
      request: toMatchRequest(evalCase.request),
      truth: unknown ? null : evalCase.truth.customer_id,
    })),
  };
}

/**
 * Whether another customer of the book is as consistent with a variant as the one it was made
 * from: the variant is that customer's name, or both bear the same name (companyNameKey) and,
 * unless the variant dropped the legal form or the name has none, the same legal form (or none
 * recorded) ('Hughes Plant Hire Ltd' four times in the demo book; 'Stein
 * Automation' with its 'GmbH' dropped when a 'Stein Automation KG' exists). Nothing in the text
 * can tell those apart; they are counted apart so that the figure for the answerable ones shows.
 */
function indistinguishable(
  index: CustomerIndex,
  variant: NameVariant,
  bearers: ReadonlyMap<string, readonly number[]>,
  positionOf: ReadonlyMap<string, number>,
): boolean {
  const own = positionOf.get(variant.customer_id);
  if (own === undefined) return false;
  // The variant reads as another customer's name ('Enfocus Software' → 'Enfocus', also a name),
  // legal form included when it writes one.
  const writtenForm = legalFormKey(tokenize(variant.variant, 64));
  // A name the book holds without a legal form is consistent with any legal form written.
  const formAgrees = (written: string, other: number) => {
    const otherForm = index.legalForms[other] ?? '';
    return written === '' || otherForm === '' || sameLegalForm(written, otherForm);
  };
  const namesAnother = (bearers.get(companyNameKey(variant.variant)) ?? []).some(
    (other) => other !== own && formAgrees(writtenForm, other),
  );
  if (namesAnother) return true;
  const ownForm = index.legalForms[own] ?? '';
  const formWritten = ownForm !== '' && !variant.rules.includes('legal_form_dropped');
  return (bearers.get(companyNameKey(variant.name)) ?? []).some(
    (other) => other !== own && formAgrees(formWritten ? ownForm : '', other),
  );
}

function variantCases(
  index: CustomerIndex,
  count: number,
  seed: number,
  rules?: readonly string[],
  pool?: readonly string[],
): LookupCase[] {
  const random = createRandom(seed + 1);
  const bearers = new Map<string, number[]>();
  index.customers.forEach((customer, position) => {
    const key = companyNameKey(customer.name);
    bearers.set(key, [...(bearers.get(key) ?? []), position]);
  });
  const positionOf = new Map(index.customers.map((customer, at) => [customer.customer_id, at]));
  const customers = index.customers as CustomerRecord[];
  return nameVariants(customers, {
    seed,
    count,
    ...(rules ? { rules } : {}),
    ...(pool ? { pool } : {}),
  }).map((variant, n) => ({
    tags: [
      ...variant.rules,
      ...((bearers.get(companyNameKey(variant.name))?.length ?? 0) > 1 ? ['name_shared'] : []),
      indistinguishable(index, variant, bearers, positionOf) ? 'indistinguishable' : 'answerable',
    ],
    id: `variant-${n + 1}`,
    request: {
      case_id: `variant-${n + 1}`,
      sender: `${random.pick(['info', 'office', 'buero', 'ufficio'])}${n}@${random.pick(GENERIC_SENDERS)}`,
      body: `Hello,\nplease quote the attached list.\n\nBest regards\n${random.pick(PEOPLE)}\n${variant.variant}`,
    },
    truth: variant.customer_id,
  }));
}

/**
 * Companies the book does not hold: a tenth of the demo customers are taken out of the book and
 * their names' variants sent as before; the right answer is a new customer. Those whose name
 * another customer of the book also bears are left out (matching that one would be right).
 */
function unknownCompanyCases(
  bookIndex: CustomerIndex,
  count: number,
  seed: number,
): { index: CustomerIndex; cases: LookupCase[] } {
  const random = createRandom(seed + 2);
  const customers = bookIndex.customers as CustomerRecord[];
  const heldOut = new Set(
    random
      .shuffle([...customers])
      .slice(0, Math.round(customers.length / 10))
      .map((customer) => customer.customer_id),
  );
  const kept = customers.filter((customer) => !heldOut.has(customer.customer_id));
  const keptNames = new Set(kept.map((customer) => companyNameKey(customer.name)));
  const unknown = customers.filter(
    (customer) =>
      heldOut.has(customer.customer_id) && !keptNames.has(companyNameKey(customer.name)),
  );
  const index = buildCustomerIndex({ customers: kept });
  const cases = variantCases(buildCustomerIndex({ customers: unknown }), count, seed).map(
    (lookup) => ({ ...lookup, id: `unknown-${lookup.id}`, truth: null }),
  );
  return { index, cases };
}

function demoCases(demoDir: string, split: string): LookupCase[] {
  const path = join(demoDir, 'cases', `${split}.ndjson`);
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map(
      (line) =>
        JSON.parse(line) as {
          case_id: string;
          request: CustomerMatchRequest;
          truth: { customer_id: string | null };
        },
    )
    .map((labelled) => ({
      id: labelled.case_id,
      request: toMatchRequest(labelled.request),
      truth: labelled.truth.customer_id || null,
    }));
}

/** A book and the mails to match against it, written outside the repository (`--mail-dir`). */
function mailDirCases(dir: string): { index: CustomerIndex; cases: LookupCase[] } {
  const book = parseNdjson(readFileSync(join(dir, 'book.jsonl'), 'utf8'), 'customers');
  if (book.rejected > 0) console.log(`${dir}: ${book.rejected} book records rejected`);
  const cases = readFileSync(join(dir, 'queries.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const query = JSON.parse(line) as {
        id: string;
        from: string;
        subject?: string;
        body: string;
        gold: string | null;
        part?: string;
      };
      return {
        id: query.id,
        tags: query.part ? [`part_${query.part}`] : [],
        request: { case_id: query.id, sender: query.from, body: query.body },
        truth: query.gold,
      };
    });
  return { index: buildCustomerIndex({ customers: book.records }), cases };
}

const folds = Number(values.folds);
const seed = Number(values.seed);
const only = values.only?.split(',');
const wanted = (name: string) => !only || only.includes(name);
const all: Outcome[] = [];
const byDataset = new Map<string, Outcome[]>();
const record = (name: string, outcomes: Outcome[]) => {
  byDataset.set(name, outcomes);
  all.push(...outcomes);
};

const datasetsRoot = resolve(values.datasets ?? '');
for (const [options, unknown] of [
  [{}, false],
  [{ phone: false }, false],
  [{ phone: false, city: false }, false],
  [{ phone: false, oneLine: true }, false],
  [{ phone: false }, true],
  [{ phone: false, city: false }, true],
] as const) {
  const name = `${fodorsZagatsVariantName(options)}${unknown ? '-unknown' : ''}`;
  if (!wanted(name)) continue;
  const fz = fodorsZagatsCases(datasetsRoot, options, unknown);
  if (fz) record(name, runCases(name, fz.index, fz.cases));
  else console.log(`${name}: absent, skipped`);
}
if (
  ['maker-variants', 'maker-initialisms', 'maker-joined', 'maker-forms', 'maker-unknown'].some(
    wanted,
  )
) {
  const book = makerBook(datasetsRoot);
  if (book) {
    const makerIndex = buildCustomerIndex({ customers: book });
    if (wanted('maker-variants')) {
      const cases = variantCases(makerIndex, Number(values.variants), seed);
      record('maker-variants', runCases('maker-variants', makerIndex, cases));
    }
    if (wanted('maker-initialisms')) {
      const cases = variantCases(makerIndex, Number(values.variants), seed, ['initialism']);
      record('maker-initialisms', runCases('maker-initialisms', makerIndex, cases));
    }
    if (wanted('maker-joined')) {
      const cases = variantCases(makerIndex, Number(values.variants), seed, ['words_joined']);
      record('maker-joined', runCases('maker-joined', makerIndex, cases));
    }
    if (wanted('maker-forms')) {
      const cases = variantCases(makerIndex, Number(values.variants), seed, undefined, [
        ...PublicFormRules,
      ]);
      record('maker-forms', runCases('maker-forms', makerIndex, cases));
    }
    if (wanted('maker-unknown')) {
      const unknown = unknownCompanyCases(makerIndex, 300, seed);
      record('maker-unknown', runCases('maker-unknown', unknown.index, unknown.cases));
    }
  } else console.log('maker book: product-matching datasets absent, skipped');
}
const demoDir = resolve(values.demo ?? '');
if (existsSync(join(demoDir, 'master-data', 'customers.ndjson'))) {
  const demoIndex = loadDemoIndex(demoDir);
  if (wanted('name-variants')) {
    const cases = variantCases(demoIndex, Number(values.variants), seed);
    record('name-variants', runCases('name-variants', demoIndex, cases));
  }
  if (wanted('unknown-companies')) {
    const unknown = unknownCompanyCases(demoIndex, 300, seed);
    record('unknown-companies', runCases('unknown-companies', unknown.index, unknown.cases));
  }
  for (const split of ['dev', 'test']) {
    if (wanted(`demo-${split}`)) {
      record(`demo-${split}`, runCases(`demo-${split}`, demoIndex, demoCases(demoDir, split)));
    }
  }
} else {
  console.log(`demo data: absent under ${demoDir} (npm run demo:generate), skipped`);
}

const mailDatasets = new Set<string>();
for (const given of values['mail-dir']?.split(',').filter(Boolean) ?? []) {
  const dir = resolve(given);
  const name = `mail-dir ${dir}`;
  const loaded = mailDirCases(dir);
  mailDatasets.add(name);
  record(name, runCases(name, loaded.index, loaded.cases));
}
/** Whether a dataset's outcomes may be fitted on: never the demo test split, mail only if asked. */
const fittable = (dataset: string) =>
  dataset !== 'demo-test' && (values['fit-mail'] || !mailDatasets.has(dataset));
/** A calibrator fitted on the answered outcomes of every dataset (mail included) but `left`. */
function fittedWithout(left: string): Calibrator {
  const samples = all
    .filter((o) => o.dataset !== left && o.dataset !== 'demo-test' && o.predicted !== '')
    .map((o) => ({ score: o.raw, correct: o.predicted === o.truth }));
  return buildCalibrator('left-out', fitCalibrator(samples).spec);
}

const oof = outOfFold(all, folds, seed);
for (const [name, outcomes] of byDataset)
  summarise(name, outcomes, oof, mailDatasets.has(name) ? fittedWithout(name) : undefined);
summarise('pooled', all, oof);
for (const [name, outcomes] of byDataset) {
  const tags = new Map<string, { total: number; right: number }>();
  for (const outcome of outcomes) {
    for (const tag of outcome.tags) {
      const entry = tags.get(tag) ?? { total: 0, right: 0 };
      entry.total++;
      if (outcome.predicted === (outcome.truth ?? '')) entry.right++;
      tags.set(tag, entry);
    }
  }
  if (tags.size === 0) continue;
  const parts = [...tags.entries()]
    .sort()
    .map(
      ([tag, entry]) =>
        `${tag} ${fixed(entry.right / entry.total)} (${entry.right}/${entry.total})`,
    );
  console.log(`${name} by case tag: ${parts.join(', ')}`);
}
if (values['write-calibration']) {
  const fitted = all.filter((o) => fittable(o.dataset) && o.predicted !== '');
  const samples = fitted.map((o) => ({ score: o.raw, correct: o.predicted === o.truth }));
  const fit = fitCalibrator(samples);
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  const version = writeBaseCalibrationEntry('customer_matcher', {
    spec: fit.spec,
    samples: samples.length,
    accuracy: round(samples.filter((sample) => sample.correct).length / samples.length),
    ece_raw: round(
      expectedCalibrationError(samples.map((s) => ({ confidence: s.score, correct: s.correct }))),
    ),
    ece_fitted: round(
      expectedCalibrationError(
        fitted.map((o) => ({ confidence: oof.get(o) ?? 0, correct: o.predicted === o.truth })),
      ),
    ),
  });
  console.log(
    `customer_matcher base calibrator: ${fit.spec.method} on ${samples.length} outcomes (${[...new Set(fitted.map((o) => o.dataset))].join(', ')}), written as ${version}`,
  );
}
const showErrors = Number(values['show-errors']);
if (showErrors > 0) {
  const shipped = shippedCalibrator();
  for (const [name, outcomes] of byDataset) {
    const errors = outcomes.filter(
      (o) => o.truth !== o.predicted && !(o.truth === null && o.predicted === ''),
    );
    for (const error of errors.slice(0, showErrors)) {
      const request = error.id;
      const confidence = error.predicted ? ` at ${shipped.calibrate(error.raw).toFixed(2)}` : '';
      console.log(
        `  ERR ${name} ${request} [${error.tags.join(' ')}] '${error.lastLine.slice(0, 60)}': ${error.predicted || '-'}${confidence} != ${error.truth ?? 'new'}; ${error.rationale.slice(0, 240)}`,
      );
    }
  }
}
