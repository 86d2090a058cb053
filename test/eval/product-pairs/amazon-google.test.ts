import { describe, expect, it } from 'vitest';
import {
  buildCatalogue,
  fitLogistic,
  parsePairs,
  parseRecord,
  predict,
  probability,
  recordKey,
  scoreQueries,
} from './amazon-google';

describe('Amazon-Google pair parsing', () => {
  it('reads the serialised record format', () => {
    expect(
      parseRecord(
        'COL title VAL adobe soundbooth cs3 COL manufacturer VAL adobe COL price VAL 199.0 ',
      ),
    ).toEqual({
      title: 'adobe soundbooth cs3',
      manufacturer: 'adobe',
      price: '199.0',
    });
    expect(parseRecord('COL title VAL x COL manufacturer VAL  COL price VAL ').manufacturer).toBe(
      '',
    );
  });

  it('reads labelled lines and skips malformed ones', () => {
    const text = [
      'COL title VAL a COL manufacturer VAL m COL price VAL 1\tCOL title VAL b COL manufacturer VAL  COL price VAL 2\t1',
      'garbage',
      'COL title VAL c COL manufacturer VAL m COL price VAL 1\tCOL title VAL d COL manufacturer VAL  COL price VAL 2\t0',
    ].join('\n');
    expect(parsePairs(text).map((pair) => pair.label)).toEqual([1, 0]);
  });
});

describe('Amazon-Google decision', () => {
  it('accepts the top-ranked catalogue record and rejects a distant one', () => {
    const catalogue = [
      { title: 'adobe photoshop cs3 for mac', manufacturer: '', price: '600' },
      { title: 'microsoft office 2007 professional', manufacturer: '', price: '400' },
    ];
    const { index } = buildCatalogue(catalogue);
    const query = { title: 'photoshop cs3 mac', manufacturer: 'adobe', price: '649' };
    const scored = scoreQueries(index, [query]).get(recordKey(query));
    const rule = { floor: 0.2, margin: 0.05, maxAccepted: 1 };
    expect(predict(scored, recordKey(catalogue[0] as (typeof catalogue)[0]), rule)).toBe(true);
    expect(predict(scored, recordKey(catalogue[1] as (typeof catalogue)[1]), rule)).toBe(false);
  });

  it('fits a logistic model that separates a separable feature', () => {
    const rows = [[0], [0.1], [0.2], [0.8], [0.9], [1]];
    const model = fitLogistic(rows, [0, 0, 0, 1, 1, 1], 300);
    expect(probability(model, [0.95])).toBeGreaterThan(0.5);
    expect(probability(model, [0.05])).toBeLessThan(0.5);
  });
});
