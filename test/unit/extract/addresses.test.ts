import { describe, expect, it } from 'vitest';
import { parseItemLine } from '#domain/extract/items';
import { classifySignatureLine } from '#domain/text/signature';

const reference = new Date('2026-03-30T08:00:00Z');

const read = (line: string, language: string) =>
  parseItemLine(line, { language, style: 'comma', reference, defaultUnit: 'pcs' }).map((item) => [
    item.quantity,
    item.unit,
    item.description,
  ]);

describe('printed lists', () => {
  it('reads the count after dot leaders with its decimals', () => {
    expect(read('Cadena galvanizada 8 mm .............. 37,5 m', 'es')).toEqual([
      [37.5, 'm', 'Cadena galvanizada 8 mm'],
    ]);
    expect(read('RVS ketting 5 mm . . . . . . . 12,5 m', 'nl')).toEqual([
      [12.5, 'm', 'RVS ketting 5 mm'],
    ]);
  });
});

describe('hours are no count', () => {
  it('reads a service interval as no count', () => {
    expect(read('quanto costa il kit manutenzione da 4.000 ore?', 'it')).toEqual([]);
    expect(read('Wartungssatz für 500 Betriebsstunden', 'de')).toEqual([]);
  });
});

describe('words around a count are no article', () => {
  it('reads no item where the description is only again, too or I think', () => {
    expect(read('- 100 stuks (geloof ik)', 'nl')).toEqual([]);
    expect(read('10 Stück nochmal', 'de')).toEqual([]);
    // A hedge beside an article keeps the article.
    expect(read('- 100 stuks kabelbinders', 'nl')).toEqual([[100, 'pcs', 'kabelbinders']]);
  });

  it('reads no item where the words around a count ask about it', () => {
    expect(read('Bei 1.500 m sollte da doch noch was gehen.', 'de')).toEqual([]);
    expect(read('per 1.500 pezzi confermate lo stesso?', 'it')).toEqual([]);
    expect(read('5 Stück Schutzbrille, gleich wie letztes Mal', 'de')).toEqual([
      [5, 'pcs', 'Schutzbrille, gleich wie letztes Mal'],
    ]);
  });
});

describe('addresses are no items', () => {
  it('reads a house number before a street name as no count', () => {
    expect(read('Registered office: 42 Canal Road, Rotherham S60 1TQ.', 'en')).toEqual([]);
    expect(read('Lager: 7 Rudolf Diesel Straße, Tor 2', 'de')).toEqual([]);
    // A product whose name ends on a word streets share is still counted.
    expect(read('6 O Ring 20x2', 'en')).toEqual([[6, 'pcs', 'O Ring 20x2']]);
  });

  it('knows a British address line that opens with its unit', () => {
    expect(classifySignatureLine('Unit 7, 42 Canal Road')).toBe('address');
    expect(classifySignatureLine('Suite 200, 1 Harbour Street')).toBe('address');
  });
});
