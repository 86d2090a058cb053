import { describe, expect, it } from 'vitest';
import { extractQuote } from '#domain/extract/index';

const items = (body: string) =>
  extractQuote({ body, received_at: '2026-03-30T08:00:00Z' }).line_items?.map((item) => [
    item.description,
    item.quantity,
    item.unit,
  ]);

describe('items written as blocks of labelled fields', () => {
  it('reads each block as one item, whatever the language of its labels', () => {
    expect(
      items(
        [
          'Hello,',
          '',
          'please quote the following:',
          '',
          'Part number: 6205-2RS',
          'Description: Deep groove ball bearing',
          'Quantity: 20',
          '',
          'Part number: 30x47x7 NBR',
          'Description: Shaft seal',
          'Quantity: 40',
          '',
          'Regards',
        ].join('\n'),
      ),
    ).toEqual([
      ['Deep groove ball bearing 6205-2RS', 20, 'pcs'],
      ['Shaft seal 30x47x7 NBR', 40, 'pcs'],
    ]);
    // No blank line between the blocks: the label coming again starts the next item.
    expect(
      items(
        [
          'Hallo,',
          'Artikel: Kugelhahn DN25 PN40',
          'Menge: 12 Stück',
          'Artikel: Rückschlagventil DN25',
          'Menge: 6 Stück',
          'Gruß',
        ].join('\n'),
      ),
    ).toEqual([
      ['Kugelhahn DN25 PN40', 12, 'pcs'],
      ['Rückschlagventil DN25', 6, 'pcs'],
    ]);
  });

  it('reads a block written on one line, its fields split by dashes, bars or commas', () => {
    expect(items('Hello,\nQty: 5 — Part: SKF 22220 E\nQty: 2 — Part: SKF 22222 E\nThanks')).toEqual(
      [
        ['SKF 22220 E', 5, 'pcs'],
        ['SKF 22222 E', 2, 'pcs'],
      ],
    );
    expect(items('Hallo,\nArtikel: Kugellager 6205 | Menge: 10\nGruß')).toEqual([
      ['Kugellager 6205', 10, 'pcs'],
    ]);
    // A piece without a label belongs to the value before it.
    expect(items('Hi,\nItem: Bearing, sealed, 2RS / Qty: 10\nThanks')).toEqual([
      ['Bearing, sealed, 2RS', 10, 'pcs'],
    ]);
    expect(items('Hi,\nQuantity: 20, delivery: 12.05.2026\nThanks')).toEqual([]);
  });

  it('leaves labelled lines that name no item to the other readers', () => {
    expect(items('Hi,\nProject: Line 4 retrofit\nDeadline: 30 April\nThanks')).toEqual([]);
    expect(items('Hi,\nQty: 12 bearings 6205-2RS\nThanks')).toEqual([
      ['bearings 6205-2RS', 12, 'pcs'],
    ]);
  });
});
