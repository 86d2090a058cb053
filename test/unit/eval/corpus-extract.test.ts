import { describe, expect, it } from 'vitest';
import {
  type CorpusCase,
  categoryOf,
  corpusFigures,
  type ExpectedItem,
  type ExtractionView,
  type ItemView,
  itemMatches,
  pairItems,
  scoreCorpusCase,
} from '../../eval/harness/corpus-extract';
import { readCorpusAttachment } from '../../eval/harness/corpus-render';

const item = (overrides: Partial<ItemView>): ItemView => ({
  description: '',
  quantity: 1,
  unit: 'pcs',
  ambiguous: false,
  alternatives: [],
  sku: null,
  manufacturer: null,
  confidence: 0.5,
  ...overrides,
});

const bearing: ExpectedItem = {
  description_contains: ['6205-2rsh/c3', 'groove'],
  quantity: 40,
  unit: 'pcs',
};

describe('corpus matching rules', () => {
  it('needs every token (case- and whitespace-insensitive) and the same quantity and unit', () => {
    const right = item({
      description: 'Deep GROOVE ball bearing SKF 6205-2RSH / C3',
      quantity: 40,
    });
    expect(itemMatches(bearing, right)).toBe(true);
    expect(itemMatches(bearing, { ...right, description: 'Deep groove ball bearing' })).toBe(false);
    expect(itemMatches(bearing, { ...right, quantity: 4 })).toBe(false);
    expect(itemMatches(bearing, { ...right, unit: 'box' })).toBe(false);
  });

  it('accepts an alternative reading of an ambiguous item only when the item is flagged', () => {
    const hose: ExpectedItem = {
      description_contains: ['301sn-8'],
      quantity: 100,
      unit: 'm',
      ambiguous: true,
      alternatives: [{ quantity: 2, unit: 'roll' }],
    };
    const read = item({ description: 'hose 301SN-8', quantity: 2, unit: 'roll' });
    expect(itemMatches(hose, read)).toBe(false);
    expect(itemMatches(hose, { ...read, ambiguous: true })).toBe(true);
    const own = {
      ...read,
      ambiguous: true,
      quantity: 5,
      alternatives: [{ quantity: 100, unit: 'm' }],
    };
    expect(itemMatches(hose, own)).toBe(true);
  });

  it('pairs one to one, whatever the order of the output', () => {
    const expected: ExpectedItem[] = [
      { description_contains: ['cable'], quantity: 20, unit: 'm' },
      { description_contains: ['cable', 'h07rn'], quantity: 20, unit: 'm' },
    ];
    const items = [
      item({ description: 'cable H07RN-F', quantity: 20, unit: 'm' }),
      item({ description: 'cable NYM', quantity: 20, unit: 'm' }),
      item({ description: 'cable NYM', quantity: 20, unit: 'm' }),
    ];
    expect(pairItems(expected, items)).toEqual([1, 0, -1]);
  });

  it('scores a case: P/R, requested_by with and without the date, the past-deadline reason', () => {
    const corpusCase: CorpusCase = {
      id: 'x-1',
      lang: 'en',
      body: '',
      attachments: [],
      expected: { line_items: [bearing], requested_by: '2026-04-24' },
      note: '[table] something',
      file: 'extract-a.jsonl',
      category: 'table',
    };
    const withDate: ExtractionView = {
      items: [
        item({ description: 'groove 6205-2RSH/C3', quantity: 40, confidence: 0.99 }),
        item({ description: 'Unit 4', quantity: 12, confidence: 0.97 }),
      ],
      requested_by: '2026-04-24',
      review_reasons: [],
    };
    const withoutDate: ExtractionView = { items: [], requested_by: null, review_reasons: [] };
    const score = scoreCorpusCase(corpusCase, withDate, withoutDate);
    expect(score.paired).toBe(1);
    expect(score.outcomes.map((outcome) => outcome.correct)).toEqual([true, false]);
    expect(score.requestedByWith).toBe(true);
    expect(score.requestedByWithout).toBe(false);
    expect(score.pastFlaggedWithout).toBe(false);
    const figures = corpusFigures([score]);
    expect(figures.precision).toBe(0.5);
    expect(figures.recall).toBe(1);
    expect(figures.autoAcceptPrecision).toBe(0.5);
    expect(categoryOf('[locale_numbers] [quoted] semicolon CSV')).toBe('locale_numbers');
  });
});

describe('corpus attachments are real files', () => {
  it('writes a PDF whose text layer reads back line by line', async () => {
    const read = await readCorpusAttachment({
      filename: 'rfq.pdf',
      content_type: 'application/pdf',
      text: 'REQUEST FOR QUOTATION\nItem  Qty  Description\n1     2    Hammer drill',
    });
    expect(read.status).toBe('processed');
    const lines = read.pages.flatMap((page) => page.lines.map((line) => line.text));
    expect(lines[0]).toContain('REQUEST FOR QUOTATION');
    expect(lines.some((line) => line.includes('Hammer drill'))).toBe(true);
  });

  it('writes one sheet row per line with TAB cells, numbers as numbers', async () => {
    const read = await readCorpusAttachment({
      filename: 'lines.xlsx',
      content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      text: 'Line\tDescription\tQty\n1\tFlap disc\t150',
    });
    expect(read.kind).toBe('spreadsheet');
    const cells = read.pages[0]?.lines[1]?.cells?.map((cell) => cell.text);
    expect(cells).toEqual(['1', 'Flap disc', '150']);
  });
});
