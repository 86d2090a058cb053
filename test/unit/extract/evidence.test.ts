import { describe, expect, it } from 'vitest';
import {
  correctsOrRefersBack,
  type ItemEvidence,
  ItemOrigin,
  type LineEvidenceInput,
  lineEvidence,
  namedAgainIn,
  readsLanguage,
  writtenInOtherLanguage,
} from '#domain/extract/evidence';
import { extractQuote } from '#domain/extract/extract';
import { sixLanguageWordCount } from '#domain/extract/language-hint';
import {
  AMBIGUOUS_SCORE_CAP,
  EVIDENCE_MODEL,
  EVIDENCE_WEIGHED_SIGNAL,
  evidenceSignalName,
  weighItemEvidence,
} from '#domain/extract/scoring';

const read = (overrides: Partial<LineEvidenceInput> & Pick<LineEvidenceInput, 'line'>) =>
  lineEvidence({
    origin: ItemOrigin.body,
    description: 'Kugelhahn DN25 Messing',
    quantity: 10,
    pattern: 'leading_quantity',
    unitStated: true,
    ...overrides,
  });

const NO_EVIDENCE: ItemEvidence = read({ line: '10 Stk Kugelhahn DN25 Messing' });

describe('evidence read from an item line', () => {
  it('finds nothing on a plain order line', () => {
    expect(Object.values(NO_EVIDENCE).every((flag) => flag === false)).toBe(true);
  });

  it('knows where the item was read', () => {
    expect(read({ line: '10 Stk X', origin: ItemOrigin.forwarded }).forwardedMessage).toBe(true);
    expect(read({ line: '10 Stk X', origin: ItemOrigin.attachmentText }).attachmentProse).toBe(
      true,
    );
    expect(read({ line: '10 Stk X', origin: ItemOrigin.attachmentTable }).attachmentProse).toBe(
      false,
    );
  });

  it('tells a count after the description and an unstated unit', () => {
    const trailing = read({
      line: '- nitrile disposable gloves, size L, 10',
      description: 'nitrile disposable gloves, size L',
      pattern: 'trailing_quantity',
      unitStated: false,
    });
    expect(trailing.countAfterDescription).toBe(true);
    expect(trailing.unitNotStated).toBe(true);
  });

  it('sees a count that only stands inside a size, not one beside it', () => {
    const inside = read({
      line: 'Schrauben M12x60 verzinkt',
      description: 'Schrauben',
      quantity: 60,
    });
    expect(inside.countInSpecification).toBe(true);
    const factor = read({ line: 'NYM-J 3x2,5 Ringe', description: 'NYM-J Ringe', quantity: 3 });
    expect(factor.countInSpecification).toBe(true);
    const free = read({
      line: '12 Schrauben M12x60',
      description: 'Schrauben M12x60',
      quantity: 12,
    });
    expect(free.countInSpecification).toBe(false);
    // "x10" is ten of, not a size.
    expect(read({ line: 'Schrauben x10', quantity: 10 }).countInSpecification).toBe(false);
  });

  it('sees a dimension and a measured content in the description', () => {
    const description = 'Pakete Kabelbinder 4,8 x 200 schwarz';
    expect(
      read({ line: `2 ${description}`, description, quantity: 2 }).dimensionInDescription,
    ).toBe(true);
    const sacks = "sacs de 25 kg d'absorbant";
    expect(read({ line: `10 ${sacks}`, description: sacks }).measureInDescription).toBe(true);
  });

  it('counts the bare numbers that compete with the count', () => {
    const line =
      '- Spanngurte 5 m zweiteilig, 8 Stück – oder 10, falls es ab 10 einen Staffelpreis';
    const evidence = read({ line, description: 'Spanngurte', quantity: 5 });
    expect(evidence.competingNumbers).toBe(true);
    expect(evidence.manyCompetingNumbers).toBe(true);
    const one = read({ line: '10 Stk Kugelhahn DN25 Messing an Tor 4' });
    expect(one.competingNumbers).toBe(true);
    expect(one.manyCompetingNumbers).toBe(false);
    const many = read({ line: 'Pos 3 Art 4711 Lager 7 Halle 9: 10 Stk Kugelhahn DN25 Messing' });
    expect(many.manyCompetingNumbers).toBe(true);
    // Sizes and measures are no competitors.
    expect(read({ line: '10 Stk Kugelhahn DN25 M12x60 400 V' }).competingNumbers).toBe(false);
  });

  it('tells descriptions of function words and of one word', () => {
    const said = 'extra bovenop de 100 uit de tabel';
    expect(read({ line: `PS: ${said}`, description: said }).functionWordDescription).toBe(true);
    expect(read({ line: '2 Akkus', description: 'Akkus' }).singleWordDescription).toBe(true);
    expect(NO_EVIDENCE.functionWordDescription).toBe(false);
  });

  it('tells questions, conditions, alternatives, corrections and back-references', () => {
    expect(read({ line: 'Was kostet der Makita DDF485 mit 2 Akkus?' }).questionLine).toBe(true);
    expect(read({ line: 'Do you have 10 in stock' }).questionLine).toBe(true);
    expect(read({ line: '8 Stück, falls es einen Staffelpreis gibt' }).conditionalLine).toBe(true);
    expect(read({ line: '2 scatole oppure 20 pezzi sfusi' }).eitherOrLine).toBe(true);
    expect(read({ line: 'Actually, make it 30 of each' }).correctionLine).toBe(true);
    expect(read({ line: 'en vez de 500 ponemos 800' }).correctionLine).toBe(true);
    expect(read({ line: 'de schoenen graag in maat 44 i.p.v. 43' }).correctionLine).toBe(true);
    expect(
      read({ line: '3 rollen kettingzaagketting... nee, sorry: 3 stuks' }).correctionLine,
    ).toBe(true);
    expect(read({ line: 'davon nochmal 10 Stück' }).backReferenceLine).toBe(true);
    expect(read({ line: 'PS: graag nog 50 extra' }).backReferenceLine).toBe(true);
  });

  it('counts the code and number cells of a table row', () => {
    const cells = [
      '125-M20-Z',
      'Sluitring DIN 125 M20',
      'SL-125-20',
      '100',
      '0,12',
      '12,00',
      '19%',
    ];
    const row = read({
      line: cells.join(' | '),
      pattern: 'table_row',
      cells: cells.map((text) => ({ text, bbox: { x: 0, y: 0, w: 1, h: 1 } })),
    });
    expect(row.severalCodeCells).toBe(true);
    expect(row.severalNumericCells).toBe(true);
    const plain = read({
      line: 'Sluitring | 100',
      pattern: 'table_row',
      cells: ['Sluitring', '100'].map((text) => ({ text, bbox: { x: 0, y: 0, w: 1, h: 1 } })),
    });
    expect(plain.severalCodeCells).toBe(false);
    expect(plain.severalNumericCells).toBe(false);
  });
});

describe('an item named again elsewhere', () => {
  const ps = 'PS: van de sluitringen graag nog 50 extra bovenop de 100 uit de tabel';

  it('is found by a correcting line that holds one of its article words', () => {
    expect(correctsOrRefersBack(ps)).toBe(true);
    expect(correctsOrRefersBack('Bitte liefern Sie bis Freitag.')).toBe(false);
    expect(namedAgainIn('Sluitring DIN 125 M20 verzinkt', '125-M20-Z Sluitring 100 st', [ps])).toBe(
      true,
    );
  });

  it('is not found on its own line nor by a line about another article', () => {
    expect(namedAgainIn('Sluitring DIN 125 M20', ps, [ps])).toBe(false);
    expect(namedAgainIn('Zeskantbout M20', 'Zeskantbout M20 100 st', [ps])).toBe(false);
  });
});

describe('the language of the mail', () => {
  it('is read when the vocabulary has words for it, not when it is another or unknown', () => {
    expect(readsLanguage('de')).toBe(true);
    expect(readsLanguage('nl')).toBe(true);
    expect(readsLanguage('sv')).toBe(false);
    expect(readsLanguage(null)).toBe(false);
    // Mail the six-language guess takes for one of its own: the other language's words tell.
    const other = (text: string) => writtenInOtherLanguage(text, sixLanguageWordCount(text));
    expect(
      other('Hej, kan ni skicka en offert på 200 st sexkantskruvar? Med vänliga hälsningar'),
    ).toBe(true);
    expect(
      other('Merhaba, M8x30 cıvata için 1000 adet fiyat teklifi rica ediyoruz. Saygılarımızla'),
    ).toBe(true);
    expect(
      other('Boa tarde, queiram fornecer 50 pares de luvas. Aguardamos confirmação. Obrigado'),
    ).toBe(true);
    expect(other('Buenos días, por favor envíen 50 pares de guantes para la obra. Saludos')).toBe(
      false,
    );
    expect(other('Hi, please send 200 hex bolts for the plant. Kind regards')).toBe(false);
    expect(other('Hallo, bitte 200 Sechskantschrauben für das Werk liefern. Viele Grüße')).toBe(
      false,
    );
  });

  it('marks every item of a mail in a language the reader has no words for', () => {
    const items = (
      extractQuote(
        { body: 'Merhaba,\n\n1000 adet M8x30 cıvata için fiyat rica ediyoruz.' },
        {
          language: 'tr',
        },
      ).line_items ?? []
    ).map((item) => item.signals.map((signal) => signal.signal));
    expect(items.length).toBeGreaterThan(0);
    for (const signals of items) expect(signals).toContain('evidence_unread_language');
    const german = extractQuote({ body: 'Bitte 10 Stück Kugelhahn DN25 anbieten.' }).line_items;
    expect(german?.[0]?.signals.map((signal) => signal.signal)).not.toContain(
      'evidence_unread_language',
    );
  });
});

describe('weighing the evidence into the raw score', () => {
  const reading = { score: 0.96, signals: [{ signal: 'pattern_table_row', weight: 0.9 }] };

  it('keeps the reading score in the rationale and signals each flag with its weight', () => {
    const weighed = weighItemEvidence(reading, { ...NO_EVIDENCE, correctionLine: true }, false);
    expect(weighed.signals).toContainEqual({
      signal: evidenceSignalName('correctionLine'),
      weight: EVIDENCE_MODEL.weights.correctionLine,
    });
    const change = weighed.signals.find((signal) => signal.signal === EVIDENCE_WEIGHED_SIGNAL);
    expect(change?.evidence).toEqual({ reading_score: 0.96 });
    expect(Math.round((0.96 + (change?.weight ?? 0)) * 1000) / 1000).toBe(weighed.score);
  });

  it('never raises the score for a flag, and lowers it for every flag the fit weighed', () => {
    // A middling reading: at the top the score is bounded at 0.99 either way.
    const middling = { score: 0.6, signals: [] };
    const plain = weighItemEvidence(middling, NO_EVIDENCE, false).score;
    for (const [name, weight] of Object.entries(EVIDENCE_MODEL.weights)) {
      expect(weight).toBeLessThanOrEqual(0);
      const flagged = weighItemEvidence(middling, { ...NO_EVIDENCE, [name]: true }, false).score;
      if (weight < 0) expect(flagged, name).toBeLessThan(plain);
      else expect(flagged, name).toBe(plain);
    }
  });

  it('keeps an ambiguous item under the cap', () => {
    const weighed = weighItemEvidence({ score: 0.3, signals: [] }, NO_EVIDENCE, true);
    expect(weighed.score).toBeLessThanOrEqual(AMBIGUOUS_SCORE_CAP);
  });
});

describe('evidence in extraction', () => {
  const signalsOf = (body: string) =>
    (extractQuote({ body }).line_items ?? []).map((item) => ({
      description: item.description,
      quantity: item.quantity,
      raw_score: item.raw_score,
      signals: item.signals.map((signal) => signal.signal),
    }));

  it('marks an item whose line corrects it, and scores it below the same item without', () => {
    const plain = signalsOf('Hallo,\n\nbitte 25 Sechskantschrauben M12 verzinkt liefern.\n\nGruß');
    const corrected = signalsOf(
      'Hallo,\n\nbitte 25 Sechskantschrauben M12 verzinkt liefern, statt der 20 von gestern.\n\nGruß',
    );
    expect(corrected[0]?.quantity).toBe(plain[0]?.quantity);
    expect(corrected[0]?.signals).toContain('evidence_correction_line');
    expect(plain[0]?.signals).not.toContain('evidence_correction_line');
    expect(corrected[0]?.raw_score ?? 1).toBeLessThan(plain[0]?.raw_score ?? 0);
  });

  it('marks an item another line refers back to', () => {
    const items = signalsOf(
      [
        'Goedemorgen,',
        '',
        'graag een offerte voor:',
        '- 100 st Sluitring DIN 125 M20 verzinkt',
        '- 40 st Zeskantbout M20x80',
        '',
        'PS: van de sluitringen graag nog 50 extra.',
      ].join('\n'),
    );
    const washer = items.find((item) => item.description?.includes('Sluitring'));
    const bolt = items.find((item) => item.description?.includes('Zeskantbout'));
    expect(washer?.signals).toContain('evidence_named_again_elsewhere');
    expect(bolt?.signals).not.toContain('evidence_named_again_elsewhere');
  });
});
