import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CaseTruth, TruthLineItem } from '#local/demo/types';
import { autoRepliesAdapter, loadPublicCases, productPairsAdapter } from '../../eval/harness/cases';
import { datasetPhases } from '../../eval/harness/run';
import {
  pairLineItems,
  productRequest,
  scoreCustomer,
  scoreExtract,
  scoreIntent,
  scoreProduct,
} from '../../eval/harness/scoring';
import {
  calibrationReport,
  customerMetrics,
  extractMetrics,
  intentMetrics,
  productMetrics,
} from '../../eval/harness/summary';
import type { EvalCase } from '../../eval/harness/types';

const item = (overrides: Partial<TruthLineItem> = {}): TruthLineItem => ({
  description: 'Sechskantschraube DIN 933 M10x40 verzinkt',
  quantity: 20,
  unit: 'box',
  ambiguous: false,
  product_id: 'P1',
  source_document: 'email_body',
  ...overrides,
});

function labelled(truth: Partial<CaseTruth> = {}, overrides: Partial<EvalCase> = {}): EvalCase {
  return {
    case_id: 'c-1',
    split: 'test',
    language: 'de',
    kind: 'quote',
    source: 'unit',
    request: {
      case_id: 'c-1',
      sender: 'einkauf@example.de',
      subject: 'Anfrage',
      body: 'Bitte um Angebot',
      country: 'DE',
      branch_id: 'MUC',
    },
    truth: {
      intent: 'quote',
      auto_reply: false,
      language_unsupported: false,
      line_items: [],
      delivery: {},
      customer_id: 'C1',
      ship_to_id: 'S1',
      contact_id: 'K1',
      ...truth,
    },
    ...overrides,
  };
}

describe('intent scoring', () => {
  it('gives one outcome per answered case, right iff the intent equals the truth', () => {
    const right = scoreIntent(labelled(), {
      intent: 'quote',
      confidence_score: 0.9,
      recommended_action: 'confirm',
    });
    const wrong = scoreIntent(labelled(), {
      intent: 'order',
      confidence_score: 0.7,
      recommended_action: 'review',
    });
    expect(right.outcomes).toEqual([
      {
        module: 'intent_classifier',
        case_id: 'c-1',
        kind: 'quote',
        confidence: 0.9,
        correct: true,
        recommended_action: 'confirm',
        language: 'de',
      },
    ]);
    expect(wrong.outcomes[0]?.correct).toBe(false);
    const failed = scoreIntent(labelled(), undefined);
    expect(failed.outcomes).toEqual([]);
    expect(failed.quality.predicted).toBe('(error)');
  });

  it('counts a failed call as a miss and averages F1 over the classes of the truth only', () => {
    const metrics = intentMetrics([
      { ...scoreIntent(labelled(), { intent: 'quote' }).quality },
      { ...scoreIntent(labelled({ intent: 'order' }), { intent: 'order' }).quality },
      { ...scoreIntent(labelled({ intent: 'order' }), undefined).quality },
    ]);
    expect(metrics.report.accuracy).toBeCloseTo(2 / 3);
    // quote: P 1 R 1; order: P 1 R 0.5 → F1 2/3; '(error)' does not count as a class.
    expect(metrics.report.macroF1).toBeCloseTo((1 + 2 / 3) / 2);
    expect(metrics.perLanguage).toEqual([
      { language: 'de', count: 3, accuracy: 2 / 3, macroF1: (1 + 2 / 3) / 2 },
    ]);
  });
});

describe('extraction scoring', () => {
  it('pairs each returned item with the first truth item it matches that is still free', () => {
    const truth = [item(), item({ quantity: 40 })];
    const predicted = [
      { description: 'Sechskantschraube DIN 933 M10x40, verzinkt', quantity: 40, unit: 'box' },
      { description: 'Sechskantschraube DIN 933 M10x40 verzinkt', quantity: 40, unit: 'box' },
      { description: 'Sechskantschraube DIN 933 M10x40 verzinkt', quantity: 20, unit: 'pcs' },
      { description: 'Sechskantschraube DIN 933 M10x40 verzinkt', quantity: 20, unit: 'box' },
    ];
    expect(pairLineItems(truth, predicted)).toEqual([1, -1, -1, 0]);
    // A truth unit of '' (not labelled) is not compared.
    expect(pairLineItems([item({ unit: '' })], [predicted[2] ?? {}])).toEqual([0]);
  });

  it('gives one outcome per returned item and checks the fields the truth has', () => {
    const evalCase = labelled({
      line_items: [item({ ambiguous: true }), item({ description: 'Rillenkugellager 6204' })],
      delivery: { requested_by: '2026-12-04', urgency: 'high' },
      payment_terms: { net_days: 30 },
      special_conditions: [{ type: 'rohs' }],
    });
    const { outcomes, quality } = scoreExtract(evalCase, {
      line_items: [
        {
          description: 'Sechskantschraube DIN 933 M10x40 verzinkt',
          quantity: 20,
          unit: 'box',
          ambiguous: false,
          confidence_score: 0.9,
        },
        { description: 'Rillenkugellager 6204', quantity: 4, unit: 'pcs', confidence_score: 0.4 },
        { description: 'Mit freundlichen Grüßen', quantity: 1, confidence_score: 0.2 },
      ],
      delivery_requirements: { requested_by: '2026-12-04', urgency: 'normal' },
      payment_terms: { net_days: 30, discount_percent: null, discount_days: null },
      special_conditions: [{ type: 'rohs' }],
      recommended_action: 'review',
    });
    expect(outcomes.map((entry) => [entry.confidence, entry.correct, entry.item_index])).toEqual([
      [0.9, true, 0],
      [0.4, false, 1],
      [0.2, false, 2],
    ]);
    expect(outcomes[0]?.recommended_action).toBe('review');
    const metrics = extractMetrics([quality]);
    expect(metrics.lineItems).toMatchObject({ truth: 2, predicted: 3 });
    expect(metrics.lineItems.precision).toBeCloseTo(1 / 3);
    expect(metrics.lineItems.recall).toBeCloseTo(1 / 2);
    const fields = Object.fromEntries(metrics.fields.map((field) => [field.field, field.accuracy]));
    expect(fields).toMatchObject({
      item_found: 1,
      quantity: 0.5,
      unit: 0.5,
      ambiguous_flag: 0.5,
      requested_by: 1,
      urgency: 0,
      payment_terms: 1,
      special_conditions: 1,
    });
  });
});

describe('customer scoring', () => {
  it('scores answered customers only; new customers count for unmatched precision/recall', () => {
    const known = scoreCustomer(labelled(), {
      customer_id: 'C1',
      ship_to_id: 'S2',
      contact_id: 'K1',
      confidence_score: 0.8,
      recommended_action: 'confirm',
    });
    const wrongCustomer = scoreCustomer(labelled(), { customer_id: 'C9', confidence_score: 0.7 });
    const missed = scoreCustomer(labelled(), { customer_id: '', confidence_score: 0 });
    const newCustomer = scoreCustomer(
      labelled({ customer_id: null, ship_to_id: null, contact_id: null }),
      { customer_id: '', confidence_score: 0 },
    );
    expect(known.outcomes.map((entry) => entry.correct)).toEqual([true]);
    expect(wrongCustomer.outcomes.map((entry) => entry.correct)).toEqual([false]);
    expect(missed.outcomes).toEqual([]);
    expect(newCustomer.outcomes).toEqual([]);
    const metrics = customerMetrics([
      known.quality,
      wrongCustomer.quality,
      missed.quality,
      newCustomer.quality,
    ]);
    expect(metrics.top1).toMatchObject({ numerator: 1, denominator: 3 });
    expect(metrics.unmatched.precision).toMatchObject({ numerator: 1, denominator: 2 });
    expect(metrics.unmatched.recall).toMatchObject({ numerator: 1, denominator: 1 });
    expect(metrics.shipTo).toMatchObject({ numerator: 0, denominator: 3 });
  });
});

describe('product scoring', () => {
  const evalCase = labelled({
    line_items: [
      item({ manufacturer: 'Lumaro', mpn: '6204-2RS1/C3', via: 'mpn' }),
      item({
        description: 'Fixaro FX-1',
        product_id: null,
        unmatched_reason: 'no_catalog_equivalent',
      }),
      item({ description: 'Kabelbinder', product_id: 'P3', needs_unit_conversion: true }),
    ],
  });

  it('asks with the truth line items as written, the truth customer and the request scope', () => {
    expect(productRequest(evalCase)).toEqual({
      case_id: 'c-1',
      line_items: [
        {
          description: 'Sechskantschraube DIN 933 M10x40 verzinkt',
          quantity: 20,
          unit: 'box',
          manufacturer: 'Lumaro',
          mpn: '6204-2RS1/C3',
        },
        { description: 'Fixaro FX-1', quantity: 20, unit: 'box' },
        { description: 'Kabelbinder', quantity: 20, unit: 'box' },
      ],
      customer_id: 'C1',
      branch_id: 'MUC',
      country: 'DE',
    });
    expect(productRequest(labelled())).toBeUndefined();
  });

  it('gives one outcome per matched entry; unmatched entries count for unmatched P/R', () => {
    const { outcomes, quality } = scoreProduct(evalCase, {
      matches: [
        {
          catalog_product_id: 'P1',
          confidence_score: 0.99,
          unmatched_flag: false,
          recommended_action: 'auto_accept',
        },
        { catalog_product_id: '', confidence_score: 0.9, unmatched_flag: true },
        {
          catalog_product_id: 'P4',
          confidence_score: 0.5,
          unmatched_flag: false,
          unit_conversion_required: true,
          recommended_action: 'manual',
        },
      ],
    });
    expect(outcomes.map((entry) => [entry.item_index, entry.correct])).toEqual([
      [0, true],
      [2, false],
    ]);
    const metrics = productMetrics([quality]);
    expect(metrics.top1).toMatchObject({ numerator: 1, denominator: 2 });
    expect(metrics.unmatched.precision).toMatchObject({ numerator: 1, denominator: 1 });
    expect(metrics.unmatched.recall).toMatchObject({ numerator: 1, denominator: 1 });
    expect(metrics.unitConversion).toMatchObject({ numerator: 0, denominator: 1 });
    const calibration = calibrationReport(outcomes);
    expect(calibration.byAction.map((group) => [group.group, group.count])).toEqual([
      ['auto_accept', 1],
      ['confirm', 0],
      ['review', 0],
      ['manual', 1],
    ]);
    expect(calibration.brier).toBeCloseTo(((1 - 0.99) ** 2 + 0.5 ** 2) / 2);
  });
});

describe('public dataset adapters', () => {
  it('skips absent folders and reads auto-replies as intent-only cases', async () => {
    expect(loadPublicCases('/nonexistent/datasets')).toMatchObject({ cases: [], used: [] });
    const root = await mkdtemp(join(tmpdir(), 'eval-adapter-'));
    await writeFile(
      join(root, 'rfc3834-01.eml'),
      'From: Jane <jane@example.org>\r\nSubject: Out of office\r\nAuto-Submitted: auto-replied\r\n\r\nI am away until Monday.\r\n',
    );
    const cases = autoRepliesAdapter(root);
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({
      kind: 'auto_reply',
      modules: ['intent'],
      request: { sender: 'jane@example.org', subject: 'Out of office' },
      truth: { intent: 'other', auto_reply: true },
    });
  });

  it('turns product pairs into a catalogue for the dataset tenant and single-match line items', async () => {
    const root = await mkdtemp(join(tmpdir(), 'eval-pairs-'));
    const record = (title: string, maker = '') =>
      `COL title VAL ${title} COL manufacturer VAL ${maker} COL price VAL 9.99`;
    await writeFile(
      join(root, 'train.txt'),
      `${record('a')}\t${record('Photo Suite 7', 'Acme')}\t0\n`,
    );
    await writeFile(join(root, 'valid.txt'), '');
    await writeFile(
      join(root, 'test.txt'),
      [
        `${record('acme photo suite 7', 'acme')}\t${record('Photo Suite 7', 'Acme')}\t1`,
        `${record('two answers')}\t${record('X 1')}\t1`,
        `${record('two answers')}\t${record('X 2')}\t1`,
        `${record('no answer')}\t${record('X 1')}\t0`,
      ].join('\n'),
    );
    const loaded = productPairsAdapter(root);
    expect(loaded.masterData?.records).toEqual([
      { product_id: 'AG-00001', description: 'Photo Suite 7', manufacturer: 'Acme' },
      { product_id: 'AG-00002', description: 'X 1' },
      { product_id: 'AG-00003', description: 'X 2' },
    ]);
    expect(loaded.cases).toHaveLength(1);
    expect(loaded.cases[0]).toMatchObject({
      tenant: 'dataset',
      modules: ['product'],
      truth: {
        line_items: [
          { description: 'acme photo suite 7', manufacturer: 'acme', product_id: 'AG-00001' },
        ],
      },
    });
  });
});

describe('datasets with master data of one kind', () => {
  it('loads each catalogue in turn with its own cases, every other case in the first turn', () => {
    const evalCase = (source: string, tenant?: 'dataset'): EvalCase =>
      ({ case_id: source, source, ...(tenant ? { tenant } : {}) }) as unknown as EvalCase;
    const catalogue = (source: string) => ({ dataset: 'products' as const, records: [], source });
    const phases = datasetPhases(
      [
        evalCase('amazon-google', 'dataset'),
        evalCase('walmart-amazon', 'dataset'),
        evalCase('fodors-zagats', 'dataset'),
        evalCase('auto-replies'),
      ],
      [
        catalogue('amazon-google'),
        { dataset: 'customers', records: [], source: 'fodors-zagats' },
        catalogue('walmart-amazon'),
      ],
    );
    expect(
      phases.map((phase) => [
        phase.masterData.map((entry) => entry.source),
        phase.cases.map((entry) => entry.source),
      ]),
    ).toEqual([
      [
        ['amazon-google', 'fodors-zagats'],
        ['amazon-google', 'fodors-zagats', 'auto-replies'],
      ],
      [['walmart-amazon'], ['walmart-amazon']],
    ]);
  });
});
