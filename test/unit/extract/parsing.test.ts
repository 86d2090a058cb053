import { describe, expect, it } from 'vitest';
import { findDates, isoWeekFriday, isStatedDate } from '#domain/extract/dates';
import { type ParseContext, parseItemLine } from '#domain/extract/items';
import { parseLocaleNumber } from '#domain/extract/numbers';
import { normaliseUnit } from '#domain/extract/units';

const reference = new Date('2025-03-03T09:00:00Z'); // a Monday, ISO week 10

function context(language: string, style: ParseContext['style']): ParseContext {
  return { language, style, reference, defaultUnit: 'pcs' };
}

describe('locale numbers', () => {
  it('reads decimal commas, points, spaces and flags ambiguous grouping', () => {
    expect(parseLocaleNumber('1.250,5', 'comma')).toEqual({
      value: 1250.5,
      ambiguousGrouping: false,
    });
    expect(parseLocaleNumber('1,250.5', 'point')).toEqual({
      value: 1250.5,
      ambiguousGrouping: false,
    });
    expect(parseLocaleNumber('1 250', 'comma')?.value).toBe(1250);
    expect(parseLocaleNumber('2,5', 'comma')?.value).toBe(2.5);
    expect(parseLocaleNumber('1.250', 'comma')?.value).toBe(1250);
    expect(parseLocaleNumber('1.250', 'point')?.value).toBe(1.25);
    expect(parseLocaleNumber('1.250', 'unknown')).toEqual({ value: 1250, ambiguousGrouping: true });
    expect(parseLocaleNumber('abc', 'comma')).toBeNull();
  });
});

describe('units', () => {
  it('maps unit words of six languages to the vocabulary', () => {
    const cases: Array<[string, string]> = [
      ['Stk.', 'pcs'],
      ['pièces', 'pcs'],
      ['unidades', 'pcs'],
      ['pezzi', 'pcs'],
      ['stuks', 'pcs'],
      ['Kartons', 'box'],
      ['boîtes', 'box'],
      ['cajas', 'box'],
      ['scatole', 'box'],
      ['dozen', 'box'],
      ['Rollen', 'roll'],
      ['paia', 'pair'],
      ['VE', 'pack'],
      ['Meter', 'm'],
      ['kg', 'kg'],
    ];
    for (const [word, unit] of cases) expect(normaliseUnit(word), word).toBe(unit);
    expect(normaliseUnit('mm')).toBeNull();
  });
});

describe('dates', () => {
  it('reads calendar weeks as the Friday of the ISO week', () => {
    expect(isoWeekFriday(2025, 14)).toBe('2025-04-04');
    const [week] = findDates('Lieferung bis KW 14', 'de', reference);
    expect(week).toMatchObject({ date: '2025-04-04', deadline: true, calendarWeek: true });
    expect(findDates('livraison semaine 12', 'fr', reference)[0]?.date).toBe('2025-03-21');
  });

  it('finds deadline words in six languages', () => {
    const cases: Array<[string, string, string]> = [
      ['de', 'bitte bis 14.04.2025 liefern', '2025-04-14'],
      ['en', 'we need it by 4 April 2025', '2025-04-04'],
      ['fr', 'livraison avant le 15 avril', '2025-04-15'],
      ['es', 'entrega antes del 20 de abril', '2025-04-20'],
      ['it', 'consegna entro il 10 aprile', '2025-04-10'],
      ['nl', 'levering uiterlijk 12 april', '2025-04-12'],
    ];
    for (const [language, text, date] of cases) {
      const [found] = findDates(text, language, reference);
      expect(found, text).toMatchObject({ date, deadline: true });
    }
  });

  it('reads a day and month without the year where a deadline or delivery word names it', () => {
    const cases: Array<[string, string, string]> = [
      ['de', 'Liefertermin: 15.4.', '2025-04-15'],
      ['de', 'bis zum 15.04.', '2025-04-15'],
      ['fr', 'livraison le 15/04 au plus tard', '2025-04-15'],
      ['it', 'consegna entro il 20/06', '2025-06-20'],
      ['es', 'entrega antes del 20/06', '2025-06-20'],
      ['en', 'delivery by 15/04', '2025-04-15'],
    ];
    for (const [language, text, date] of cases) {
      const [found] = findDates(text, language, reference);
      expect(found, text).toMatchObject({ date });
      expect(found && isStatedDate(found), text).toBe(true);
    }
    // Inch sizes, strength classes and days that do not exist stay no dates.
    expect(findDates('please deliver 20 fittings 1/2', 'en', reference)).toEqual([]);
    expect(findDates('Schrauben DIN 912 8.8.', 'de', reference)).toEqual([]);
    expect(findDates('Liefertermin bitte 30.2.', 'de', reference)).toEqual([]);
  });

  it('takes day-month order from the locale and resolves relative dates against received_at', () => {
    expect(findDates('by 04/05/2025', 'en', reference)[0]?.date).toBe('2025-05-04');
    expect(findDates('by 04/05/2025', 'en', reference, 'US')[0]?.date).toBe('2025-04-05');
    expect(findDates('Lieferung innerhalb von 10 Tagen', 'de', reference)[0]?.date).toBe(
      '2025-03-13',
    );
    expect(findDates('il nous les faut pour jeudi prochain', 'fr', reference)[0]?.date).toBe(
      '2025-03-13',
    );
  });
});

describe('stated dates and windows', () => {
  it('tells a date the writer stated from one counted from the day the mail came', () => {
    const stated = (text: string, language: string) =>
      findDates(text, language, reference).map((date) => [date.text, isStatedDate(date)]);
    expect(stated('Lieferung bis 15.04.2025', 'de')).toEqual([['15.04.2025', true]]);
    expect(stated("la commande d'hier", 'fr')).toEqual([['hier', false]]);
    expect(stated('delivery within three weeks', 'en')).toEqual([['within three weeks', false]]);
    expect(stated('Lieferung KW 14', 'de')).toEqual([['KW 14', false]]);
    // No date at all: a length of cable, a part number's size range, a year cut short.
    expect(findDates("We'd also need 62.5 m of cable", 'en', reference)).toEqual([]);
    expect(findDates('10 x WAP 2.5-10 end plates', 'en', reference)).toEqual([]);
    expect(findDates('entrega 10 de septiembre de 202', 'es', reference)).toEqual([]);
  });
});

describe('item lines', () => {
  it('reads quantity, unit and description in six languages', () => {
    const cases: Array<[string, string, ParseContext['style'], string, number, string]> = [
      ['de', 'Pos. 1: 10 Stk Kugelhahn DN25 PN40', 'comma', 'Kugelhahn DN25 PN40', 10, 'pcs'],
      ['de', 'Flachdichtung 8 mm: 1.250 Stück', 'comma', 'Flachdichtung 8 mm', 1250, 'pcs'],
      // The container word stays: it tells matching what is sold ("Rollen", "zakken", "Kanister").
      [
        'en',
        'Please quote 3 boxes of nitrile gloves.',
        'point',
        'boxes of nitrile gloves',
        3,
        'box',
      ],
      ['fr', '- 20 rouleaux de ruban adhésif', 'comma', 'rouleaux de ruban adhésif', 20, 'roll'],
      ['es', 'Necesitamos 100 metros de cable H07V-K.', 'comma', 'cable H07V-K', 100, 'm'],
      ['it', '5 scatole di guanti in nitrile', 'comma', 'scatole di guanti in nitrile', 5, 'box'],
      [
        'nl',
        'Graag een offerte voor 8 paar werkhandschoenen.',
        'comma',
        'werkhandschoenen',
        8,
        'pair',
      ],
      ['de', '1.250,5 kg Granulat PE', 'comma', 'Granulat PE', 1250.5, 'kg'],
      ['fr', 'Vantell 17889204 – 25 boîtes', 'comma', 'Vantell 17889204 (boîtes)', 25, 'box'],
    ];
    for (const [language, line, style, description, quantity, unit] of cases) {
      const [item] = parseItemLine(line, context(language, style));
      expect(item, line).toMatchObject({ description, quantity, unit, ambiguous: false });
    }
  });

  it('reads no count from a code, a fraction or a designation a list line opens or ends with', () => {
    const en = context('en', 'point');
    for (const line of [
      '- 6205-2RS',
      '- 6205 2RS',
      '- 10 6205-2RS',
      '- 3/4" ball valve',
      '- 5 2RS bearings',
      '- ball valve DN 25',
      '- flange PN 16',
      '- hex bolt M8x30 DIN 933',
      '451 50 Uddevalla',
      'Platte 200 x 300',
      'Screws M8 x 30',
      '- bearing 6205',
    ]) {
      expect(parseItemLine(line, en), line).toEqual([]);
    }
    expect(parseItemLine('- Sechskantmutter DIN 934', context('de', 'comma'))).toEqual([]);
    // A footer's address and company figures, and a brand written as a number and a letter.
    for (const line of [
      'Hauptstraße 45 · 84034 Landshut',
      'Via G. Garibaldi 112/B – 25030 Castrezzato (BS)',
      'Seit 1964 · 2 Filialen · 38 Mitarbeiter',
      '3M 1100 6 Boxen',
    ]) {
      expect(parseItemLine(line, context('de', 'comma')), line).toEqual([]);
    }
    // A count after a separator, a unit or a multiplication sign is still one.
    for (const [line, description, quantity] of [
      ['- 6205-2RS x 10', '6205-2RS', 10],
      ['- 3/4" ball valve, 5', '3/4" ball valve', 5],
      ['- hex bolt M8x30 DIN 933: 200', 'hex bolt M8x30 DIN 933', 200],
      ['- 10 x 6205-2RS', '6205-2RS', 10],
      ['- 100 M8 nuts', 'M8 nuts', 100],
      ['- cable ties 1000', 'cable ties', 1000],
      ['SKF bearing 6205-2RS x 20', 'SKF bearing 6205-2RS', 20],
      ['Festo silencer U-1/8 x 10', 'Festo silencer U-1/8', 10],
    ] as const) {
      expect(parseItemLine(line, en)[0], line).toMatchObject({ description, quantity });
    }
  });

  it('reads a position written before a dash, a brand called Total, and no count of pages', () => {
    const en = context('en', 'point');
    expect(parseItemLine('Pos 2 – 6 pcs – Gates 8MX-40S-30 pulley', en)[0]).toMatchObject({
      quantity: 6,
      description: 'Gates 8MX-40S-30 pulley',
      position: '2',
    });
    expect(
      parseItemLine('20 cartouches de graisse Total Multis EP2', context('fr', 'comma'))[0],
    ).toMatchObject({ quantity: 20, description: 'cartouches de graisse Total Multis EP2' });
    expect(parseItemLine('Total: 40 pcs', en)).toEqual([]);
    expect(parseItemLine('see attached (3 pages)', en)).toEqual([]);
    expect(
      parseItemLine('anbei unsere Anfrage AF-2026-0412 (2 Seiten)', context('de', 'comma')),
    ).toEqual([]);
    expect(normaliseUnit('piezas')).toBe('pcs');
    expect(normaliseUnit('mts')).toBe('m');
  });

  it('counts containers whose size is written before the count ("cartouche 400 g x 40")', () => {
    const fr = context('fr', 'comma');
    const [cartridges] = parseItemLine('cartouche 400 g x 40', fr);
    expect(cartridges).toMatchObject({
      quantity: 40,
      unit: 'pcs',
      description: 'cartouche 400 g',
      ambiguous: true,
    });
    expect(cartridges?.alternatives).toContainEqual({ quantity: 16000, unit: 'g' });
    expect(parseItemLine('- fût 208 L x 2', fr)[0]).toMatchObject({ quantity: 2, unit: 'pcs' });
    // "2 x 50 m" keeps its convention: 100 m, or two rolls.
    expect(parseItemLine('- 2 x 50 m hose', context('en', 'point'))[0]).toMatchObject({
      quantity: 100,
      unit: 'm',
    });
  });

  it('flags multiplied, alternative and vague quantities as ambiguous', () => {
    const multiplied = parseItemLine('- 3 x 50 uds. Disco de lija P150', context('es', 'comma'))[0];
    expect(multiplied).toMatchObject({ quantity: 150, unit: 'pcs', ambiguous: true });
    const alternative = parseItemLine(
      '10 rolls or 100 m of adhesive tape',
      context('en', 'point'),
    )[0];
    expect(alternative).toMatchObject({ quantity: 10, unit: 'roll', ambiguous: true });
    const vague = parseItemLine('a few boxes of safety glasses', context('en', 'point'))[0];
    expect(vague).toMatchObject({
      description: 'boxes of safety glasses',
      unit: 'box',
      ambiguous: true,
    });
  });

  it('never reads contact lines, addresses, terms or reference numbers as items', () => {
    for (const line of [
      'Tel. +49 711 123456',
      'Fax: 0711 123457',
      '70173 Stuttgart',
      '113 Enterprise Way',
      'Sheffield S5 4PZ',
      'Zahlungsziel 30 Tage netto',
      'Our customer number is 12345',
      'Sitz der Gesellschaft: Stuttgart, HRB 12345',
      'P.IVA 01234567890',
    ]) {
      expect(parseItemLine(line, context('de', 'comma')), line).toEqual([]);
    }
  });
});
