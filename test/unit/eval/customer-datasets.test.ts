import { describe, expect, it } from 'vitest';
import {
  fodorsZagatsVariantName,
  northAmericanE164,
  parseSerialisedPairs,
  parseSerialisedRecord,
} from '../../eval/harness/customer-datasets';

describe('customer dataset adapters', () => {
  it("undoes the Magellan dump's tokeniser artefacts", () => {
    const record = parseSerialisedRecord(
      "COL name VAL ` yujean kang \\ 's gourmet chinese cuisine ' COL addr VAL '67 n. raymond ave. ' COL city VAL ` los angeles ' COL phone VAL 818/585 -0855",
    );
    expect(record).toEqual({
      name: "yujean kang's gourmet chinese cuisine",
      addr: '67 n. raymond ave.',
      city: 'los angeles',
      phone: '818/585 -0855',
    });
  });

  it('reads labelled pairs and writes North-American phones as E.164', () => {
    const pairs = parseSerialisedPairs(
      "COL name VAL jo jo\tCOL name VAL ` jo jo '\t1\nnot a pair\nCOL name VAL a\tCOL name VAL b\t0\n",
    );
    expect(pairs.map((pair) => [pair.left.name, pair.right.name, pair.label])).toEqual([
      ['jo jo', 'jo jo', 1],
      ['a', 'b', 0],
    ]);
    expect(northAmericanE164('213/857 -0034')).toBe('+12138570034');
    expect(northAmericanE164('1-213-655-8880')).toBe('+12136558880');
    expect(northAmericanE164('857-0034')).toBeUndefined();
  });

  it('names the Fodors-Zagats variants by the signature lines they leave out', () => {
    expect(fodorsZagatsVariantName()).toBe('fodors-zagats');
    expect(fodorsZagatsVariantName({ phone: false })).toBe('fodors-zagats-no-phone');
    expect(fodorsZagatsVariantName({ phone: false, city: false })).toBe(
      'fodors-zagats-no-phone-city',
    );
    expect(fodorsZagatsVariantName({ phone: false, oneLine: true })).toBe(
      'fodors-zagats-no-phone-one-line',
    );
  });
});
