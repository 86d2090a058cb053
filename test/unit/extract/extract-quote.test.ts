import { describe, expect, it } from 'vitest';
import type { ReadDocument } from '#domain/documents/types';
import { extractQuote } from '#domain/extract/index';

const receivedAt = '2025-03-03T09:00:00Z';

const GERMAN_BODY = `Sehr geehrte Damen und Herren,

bitte um Angebot für folgende Positionen:

1. 10 Stk Kugelhahn DN25 PN40
2. 1.250 Stück Sechskantschraube M8x20 DIN 933
3. ca. 50 m Kabel NYM-J 3x1,5

Lieferung bis 04.04.2025 an Werk 2, Industriestraße 5, 70173 Stuttgart.
Zahlungsbedingungen: 14 Tage 2% Skonto, 30 Tage netto.
Bitte mit Abnahmeprüfzeugnis EN 10204 3.1. Das ist dringend!

Mit freundlichen Grüßen

Hans Müller
Müller Armaturen GmbH
Hauptstraße 12
70173 Stuttgart
Tel. +49 711 123456
Sitz der Gesellschaft: Stuttgart, Amtsgericht Stuttgart HRB 12345

Am 01.03.2025 um 10:00 schrieb Vertrieb <v@x.de>:
> 5 Stk Altes Angebot`;

describe('extractQuote: e-mail body', () => {
  const result = extractQuote({ body: GERMAN_BODY, received_at: receivedAt });

  it('extracts line items with source pointers and no bounding box for the body', () => {
    expect(result.line_items?.map((item) => [item.description, item.quantity, item.unit])).toEqual([
      ['Kugelhahn DN25 PN40', 10, 'pcs'],
      ['Sechskantschraube M8x20 DIN 933', 1250, 'pcs'],
      ['Kabel NYM-J 3x1,5', 50, 'm'],
    ]);
    const first = result.line_items?.[0];
    expect(first?.source).toEqual({
      document: 'email_body',
      page: 1,
      line_text: '1. 10 Stk Kugelhahn DN25 PN40',
    });
    expect(first?.unit_text).toBe('Stk');
  });

  it('gives ambiguous items a low raw score and a review hint', () => {
    const approximate = result.line_items?.[2];
    expect(approximate?.ambiguous).toBe(true);
    expect(approximate?.raw_score).toBeLessThan(0.35);
    expect(result.line_items?.[0]?.raw_score).toBeGreaterThan(0.8);
    expect(result.review_hints).toContainEqual(
      expect.objectContaining({ code: 'ambiguous_quantity', field: 'line_items[2]' }),
    );
  });

  it('ignores the quoted earlier message and the signature', () => {
    const texts = result.line_items?.map((item) => item.source.line_text).join('\n') ?? '';
    expect(texts).not.toContain('Altes Angebot');
    expect(texts).not.toContain('Tel.');
    expect(texts).not.toContain('70173');
  });

  it('reads delivery, urgency, payment terms and special conditions', () => {
    expect(result.delivery_requirements).toMatchObject({
      requested_by: '2025-04-04',
      urgency: 'high',
      ship_to_hint: 'Werk 2, Industriestraße 5, 70173 Stuttgart',
    });
    expect(result.urgency_signals).toEqual({
      explicit_deadline: '2025-04-04',
      urgent_wording: ['dringend'],
      escalation_tone: false,
    });
    expect(result.payment_terms).toMatchObject({
      net_days: 30,
      discount_percent: 2,
      discount_days: 14,
    });
    expect(result.special_conditions?.map((condition) => condition.type)).toEqual([
      'material_certificate',
    ]);
  });

  it('reads French, Italian, Spanish, Dutch and English terms and stoppage wording', () => {
    const french = extractQuote({
      body: 'Bonjour,\nmerci de chiffrer 20 rouleaux de ruban adhésif.\nPaiement à 30 jours fin de mois.\nArrêt de production !\nCordialement,\nMarie',
      received_at: receivedAt,
    });
    expect(french.payment_terms).toMatchObject({ net_days: 30, basis: 'end_of_month' });
    expect(french.delivery_requirements?.urgency).toBe('critical');
    const italian = extractQuote({
      body: 'Buongiorno,\n5 scatole di guanti per uso alimentare entro il 10 aprile.\nCordiali saluti\nLuca Bianchi\nP.IVA 01234567890',
      received_at: receivedAt,
    });
    expect(italian.line_items?.[0]).toMatchObject({
      quantity: 5,
      unit: 'box',
      requested_delivery: '2025-04-10',
    });
    expect(italian.special_conditions?.map((condition) => condition.type)).toEqual(['food_grade']);
    const spanish = extractQuote({
      body: 'Necesitamos 100 metros de cable, mercancías peligrosas ADR.\nSaludos cordiales,\nJuan\nCIF B12345678',
      received_at: receivedAt,
    });
    expect(spanish.special_conditions?.map((condition) => condition.type)).toEqual(['hazmat']);
    const dutch = extractQuote({
      body: 'Graag 8 paar werkhandschoenen, uiterlijk 12 april. Betaling binnen 30 dagen.\nMet vriendelijke groet,\nJan\nKvK 12345678',
      received_at: receivedAt,
    });
    expect(dutch.delivery_requirements?.requested_by).toBe('2025-04-12');
    expect(dutch.payment_terms?.net_days).toBe(30);
    const english = extractQuote({
      body: 'Third reminder: still waiting for your offer for 3 boxes of gloves. Terms 2/10 net 30.\nBest regards,\nJohn',
      received_at: receivedAt,
    });
    expect(english.urgency_signals?.escalation_tone).toBe(true);
    expect(english.payment_terms).toMatchObject({
      discount_percent: 2,
      discount_days: 10,
      net_days: 30,
    });
  });

  it('reads HTML tables in the body', () => {
    const html =
      '<p>Hola,</p><table><tr><th>Pos.</th><th>Referencia</th><th>Descripción</th><th>Cantidad</th><th>Unidad</th></tr>' +
      '<tr><td>1</td><td></td><td>lote de taller BCN-706</td><td>6</td><td>cajas</td></tr>' +
      '<tr><td>2</td><td>FX-329</td><td>Fixaro FX-329</td><td>3 x 50</td><td>unidades</td></tr></table><p>Un saludo</p>';
    const result = extractQuote({ body: html, received_at: receivedAt });
    expect(
      result.line_items?.map((item) => [
        item.description,
        item.quantity,
        item.unit,
        item.ambiguous,
      ]),
    ).toEqual([
      ['lote de taller BCN-706', 6, 'box', false],
      ['Fixaro FX-329', 150, 'pcs', true],
    ]);
  });
});

/** A cell of a read PDF line, and a line of such cells (OCR lines carry a confidence). */
const cell = (text: string, x: number, y: number, w: number) => ({
  text,
  bbox: { x, y, w, h: 10 },
});
const line = (cells: ReturnType<typeof cell>[], confidence?: number) => ({
  text: cells.map((entry) => entry.text).join(' | '),
  bbox: { x: 40, y: cells[0]?.bbox.y ?? 0, w: 500, h: 10 },
  cells,
  ...(confidence !== undefined ? { confidence } : {}),
});

/** A processed PDF of the given pages of lines, A4. */
function readPdf(
  filename: string,
  language: string,
  pages: ReturnType<typeof line>[][],
  ocr = false,
): ReadDocument {
  return {
    filename,
    status: 'processed',
    kind: 'pdf',
    ocr,
    ...(ocr ? { ocrConfidence: 0.55 } : {}),
    language,
    pages: pages.map((lines, index) => ({ page: index + 1, width: 595, height: 842, lines })),
  };
}

function pdfDocument(ocr: boolean): ReadDocument {
  return readPdf(
    'anfrage.pdf',
    'de',
    [
      [
        line([
          cell('Pos.', 40, 100, 20),
          cell('Bezeichnung', 100, 100, 60),
          cell('Menge', 400, 100, 30),
          cell('ME', 450, 100, 15),
        ]),
        line(
          [
            cell('1', 40, 120, 5),
            cell('Kugelhahn DN25', 100, 120, 80),
            cell('10', 410, 120, 10),
            cell('Stk', 450, 120, 15),
          ],
          ocr ? 0.5 : undefined,
        ),
        line(
          [
            cell('2', 40, 140, 5),
            cell('Flachdichtung 8 mm', 100, 140, 90),
            cell('1.250,5', 400, 140, 25),
            cell('kg', 450, 140, 10),
          ],
          ocr ? 0.9 : undefined,
        ),
      ],
      [
        line(
          [
            cell('3', 40, 60, 5),
            cell('Schraube M8x20', 100, 60, 70),
            cell('200', 405, 60, 15),
            cell('Stk', 450, 60, 15),
          ],
          ocr ? 0.9 : undefined,
        ),
      ],
    ],
    ocr,
  );
}

describe('extractQuote: documents', () => {
  it('splits a header cell that names the tax and the quantity columns together', () => {
    // Dutch order PDF: "BTW" and "Hoeveelheid" set close together arrive as one header cell.
    const order = readPdf('bestelling.pdf', 'nl', [
      [
        line([
          cell('Artikel', 44, 328, 27),
          cell('Omschrijving', 101, 328, 53),
          cell('Prijs', 398, 328, 19),
          cell('BTW Hoeveelheid', 431, 328, 68),
          cell('Bedrag', 522, 328, 27),
        ]),
        line([
          cell('E103184', 44, 339, 32),
          cell('Onderhoudsset CA6707/10', 101, 339, 101),
          cell('49,99', 398, 339, 20),
          cell('21 %', 432, 339, 18),
          cell('3 PCS', 470, 339, 25),
          cell('149,97', 524, 339, 25),
        ]),
      ],
    ]);
    const result = extractQuote({ body: 'Zie bijlage.', attachments: [order] });
    expect(result.line_items?.map((item) => [item.description, item.quantity, item.unit])).toEqual([
      ['E103184 Onderhoudsset CA6707/10', 3, 'pcs'],
    ]);
  });

  it('reads a PDF form of labelled fields, one item a block', () => {
    const form = readPdf('anfrage-formular.pdf', 'de', [
      [
        line([cell('Anfrage Nr. 2026-118', 40, 80, 120)]),
        line([cell('Artikel:', 40, 100, 40), cell('Kugelhahn DN25 PN40', 100, 100, 90)]),
        line([cell('Menge:', 40, 112, 40), cell('12 Stück', 100, 112, 40)]),
        line([cell('Artikel:', 40, 130, 40), cell('Rückschlagventil DN25', 100, 130, 90)]),
        line([cell('Menge:', 40, 142, 40), cell('6 Stück', 100, 142, 40)]),
      ],
    ]);
    const result = extractQuote({ body: 'Siehe Anhang.', attachments: [form] });
    expect(result.line_items?.map((item) => [item.description, item.quantity, item.unit])).toEqual([
      ['Kugelhahn DN25 PN40', 12, 'pcs'],
      ['Rückschlagventil DN25', 6, 'pcs'],
    ]);
  });

  it('reads tables that continue across pages, with page and bounding box', () => {
    const result = extractQuote({
      body: 'Siehe Anhang.',
      attachments: [pdfDocument(false)],
      received_at: receivedAt,
    });
    expect(
      result.line_items?.map((item) => [
        item.description,
        item.quantity,
        item.unit,
        item.source.page,
      ]),
    ).toEqual([
      ['Kugelhahn DN25', 10, 'pcs', 1],
      ['Flachdichtung 8 mm', 1250.5, 'kg', 1],
      ['Schraube M8x20', 200, 'pcs', 2],
    ]);
    expect(result.line_items?.[0]?.source.bounding_box).toEqual({ x: 40, y: 120, w: 500, h: 10 });
    expect(result.attachments_processed).toEqual([
      { filename: 'anfrage.pdf', status: 'processed', pages: 2, language: 'de', ocr: false },
    ]);
  });

  it('scores OCR values lower, more so for poor lines, and hints at low OCR quality', () => {
    const text = extractQuote({ body: '', attachments: [pdfDocument(false)] });
    const scanned = extractQuote({ body: '', attachments: [pdfDocument(true)] });
    const textScores = text.line_items?.map((item) => item.raw_score) ?? [];
    const ocrScores = scanned.line_items?.map((item) => item.raw_score) ?? [];
    expect(ocrScores[0]).toBeLessThan(textScores[0] ?? 0);
    expect(ocrScores[0]).toBeLessThan(ocrScores[1] ?? 0);
    expect(scanned.review_hints).toContainEqual(
      expect.objectContaining({ code: 'ocr_low_quality', field: 'anfrage.pdf' }),
    );
  });

  it('lists skipped attachments for the partial-failure response', () => {
    const skipped: ReadDocument = {
      filename: 'secret.pdf',
      status: 'skipped',
      reason: 'password_protected',
      kind: 'pdf',
      pages: [],
      ocr: false,
    };
    const result = extractQuote({ body: '10 Stk Kugelhahn DN25', attachments: [skipped] });
    expect(result.skipped_attachments).toEqual([
      { filename: 'secret.pdf', reason: 'password_protected' },
    ]);
    expect(result.attachments_processed[0]).toMatchObject({
      status: 'skipped',
      reason: 'password_protected',
    });
    expect(result.line_items).toHaveLength(1);
  });
});

describe('extractQuote: quote_schema', () => {
  it('returns only the fields in the schema and reports unknown ones', () => {
    const result = extractQuote({
      body: GERMAN_BODY,
      received_at: receivedAt,
      quote_schema: {
        fields: {
          line_items: {
            type: 'array',
            required: true,
            min_confidence: 0.5,
            fields: { description: { type: 'string' }, quantity: { type: 'number' } },
          },
          delivery_requirements: { type: 'object', fields: { requested_by: { type: 'date' } } },
          incoterms: { type: 'string' },
        },
      },
    });
    expect(result.payment_terms).toBeUndefined();
    expect(result.special_conditions).toBeUndefined();
    expect(result.urgency_signals).toBeUndefined();
    expect(Object.keys(result.line_items?.[0] ?? {}).sort()).toEqual(
      ['ambiguous', 'description', 'quantity', 'raw_score', 'signals', 'source'].sort(),
    );
    expect(result.delivery_requirements?.requested_by).toBe('2025-04-04');
    expect(result.delivery_requirements?.urgency).toBeUndefined();
    expect(result.schema_warnings).toEqual(['unsupported_field:incoterms']);
    expect(result.review_hints).toContainEqual({
      code: 'below_field_threshold',
      field: 'line_items[2]',
    });
  });

  it('flags a required field that is missing', () => {
    const result = extractQuote({ body: 'Guten Tag, wie ist der Status?' });
    expect(result.line_items).toEqual([]);
    expect(result.review_hints).toContainEqual({
      code: 'missing_required_field',
      field: 'line_items',
    });
  });
});

describe('forwarded requests', () => {
  const items = (body: string) =>
    extractQuote({ body, received_at: '2026-03-30T08:00:00Z' }).line_items?.map((item) => [
      item.quantity,
      item.description,
    ]);

  it("reads the items of a forwarded message when the forwarder's note names none", () => {
    const body = [
      'Ciao Giulia,',
      '',
      "ti inoltro la lista che mi ha mandato l'officina: mi fai un prezzo per quanto sotto?",
      '',
      '---------- Messaggio inoltrato ---------',
      'Da: Officina <officina@example.it>',
      'Subject: materiale per officina',
      '',
      'Tommaso ci servono:',
      '- 10 frese in metallo duro Ø10 4 taglienti',
      '- 5 maschi M8 per fori ciechi',
      'Ciao, Nicola',
    ].join('\n');
    expect(items(body)).toEqual([
      [10, 'frese in metallo duro Ø10 4 taglienti'],
      [5, 'maschi M8 per fori ciechi'],
    ]);
  });

  it('leaves the items of an answered message, and a forward under a note with items', () => {
    expect(
      items('Thanks, noted.\n\nOn Mon, 2 Mar 2026, John wrote:\n> 20 x 6205-2RS\n> 20 x 6206-2RS'),
    ).toEqual([]);
    expect(
      items(
        'Please quote 5 bearings 6310.\n\n---------- Forwarded message ---------\nFrom: A <a@x.com>\n\n20 bearings 6205',
      ),
    ).toEqual([[5, 'bearings 6310']]);
  });
});

describe('one count for every entry of a list', () => {
  const items = (body: string) =>
    extractQuote({ body, received_at: '2026-03-30T08:00:00Z' }).line_items?.map((item) => [
      item.quantity,
      item.unit,
      item.description,
    ]);

  it('gives the count of a line that announces a list to each entry below it', () => {
    expect(items('Please quote 10 pcs each of:\n- 6205-2RS\n- 20 x 6206-2RS\n- 6207-2RS')).toEqual([
      [10, 'pcs', '6205-2RS'],
      [20, 'pcs', '6206-2RS'],
      [10, 'pcs', '6207-2RS'],
    ]);
    expect(items('Bitte je 20 Stück von folgenden Lagern anbieten:\n6205-2RS\n6206-2RS')).toEqual([
      [20, 'pcs', '6205-2RS'],
      [20, 'pcs', '6206-2RS'],
    ]);
    expect(items('Graag van elk 4 stuks:\n- kogelkraan 1/2"\n- kogelkraan 3/4"')).toEqual([
      [4, 'pcs', 'kogelkraan 1/2"'],
      [4, 'pcs', 'kogelkraan 3/4"'],
    ]);
    expect(
      items('Necesitamos 6 unidades de cada uno:\n- rodamiento 6205\n- rodamiento 6206'),
    ).toEqual([
      [6, 'pcs', 'rodamiento 6205'],
      [6, 'pcs', 'rodamiento 6206'],
    ]);
  });

  it('reads a list on the count line, before or after it', () => {
    expect(items('We need 12 each of the following: 6205-2RS, 6206-2RS and 6207-2RS.')).toEqual([
      [12, 'pcs', '6205-2RS'],
      [12, 'pcs', '6206-2RS'],
      [12, 'pcs', '6207-2RS'],
    ]);
    expect(items('Lager 6205, 6206 und 6207 – je 10 Stück')).toEqual([
      [10, 'pcs', 'Lager 6205'],
      [10, 'pcs', 'Lager 6206'],
      [10, 'pcs', 'Lager 6207'],
    ]);
  });

  it('leaves prices, a Dutch "je" and entries with counts of their own alone', () => {
    expect(items('Please confirm 6205 and 6206 at 5.20 each.')?.some(([q]) => q === 5.2)).not.toBe(
      true,
    );
    expect(
      items('Wil je een offerte maken voor handschoenen: 40 paar in maat 9 en 60 paar in maat 10?'),
    ).toEqual([
      [40, 'pair', expect.stringContaining('maat 9')],
      [60, 'pair', expect.stringContaining('maat 10')],
    ]);
  });
});

describe('a count alone on its line', () => {
  it('counts the product named on the line above, and names nothing without one', () => {
    const read = (body: string) =>
      (extractQuote({ body }).line_items ?? []).map((item) => [
        item.description,
        item.quantity,
        item.unit,
      ]);
    expect(
      read('Hallo,\n\nbitte um Angebot:\n\nKettenschloss iwis 08B-1\n20 Stück\n\nDanke'),
    ).toEqual([['Kettenschloss iwis 08B-1', 20, 'pcs']]);
    expect(read('Hallo,\n\nbitte um Angebot:\n20 Stück\n\nDanke')).toEqual([]);
  });
});
