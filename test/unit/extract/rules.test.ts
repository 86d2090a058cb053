/**
 * Rules added after measuring the extractor on the train/dev demo cases: offer deadlines are not
 * delivery dates, French week abbreviations, part numbers that look like dates, multiplied
 * quantities after the description, payment remainders and net wording, food-grade wording,
 * REACH declarations, stoppage and priority wording, and the signature's upper edge.
 */
import { describe, expect, it } from 'vitest';
import { findDates, isOfferDeadline } from '#domain/extract/dates';
import { extractQuote } from '#domain/extract/extract';
import { type ParseContext, parseItemLine, parseQuantityCell } from '#domain/extract/items';
import { guessLanguage } from '#domain/extract/language-hint';
import { scoreLineItem } from '#domain/extract/scoring';
import { assessUrgency, findPaymentTerms, findSpecialConditions } from '#domain/extract/terms';
import { splitSignature } from '#domain/text/signature';
import { ExtractionConfig } from '#platform/tenants/config';

const reference = new Date('2026-03-11T12:00:00Z'); // a Wednesday, ISO week 11

function context(language: string, style: ParseContext['style']): ParseContext {
  return { language, style, reference, defaultUnit: 'pcs' };
}

describe('requested_by', () => {
  it('skips the offer submission deadline and takes the delivery date', () => {
    const cases: Array<[string, string]> = [
      [
        'Angebotsabgabe bitte bis 20.03.2026.\n\nLieferung bitte bis spätestens 17.04.2026.',
        '2026-04-17',
      ],
      [
        'Please submit your offer no later than 20 March 2026.\n\nDelivery by 17 April 2026, please.',
        '2026-04-17',
      ],
      [
        'Termine per la presentazione delle offerte: 20 marzo 2026.\n\nConsegna richiesta: 17 aprile 2026.',
        '2026-04-17',
      ],
      [
        'Graag uw offerte uiterlijk 20 maart 2026.\n\nLevering uiterlijk 17 april 2026.',
        '2026-04-17',
      ],
      [
        'Rogamos envíen su oferta antes del 20/03/2026.\n\nEntrega antes del 17/04/2026.',
        '2026-04-17',
      ],
    ];
    for (const [body, date] of cases) {
      const result = extractQuote({ body, received_at: reference.toISOString() });
      expect(result.delivery_requirements?.requested_by, body).toBe(date);
    }
  });

  it('leaves requested_by empty for a window the mail names instead of a date', () => {
    const windows = [
      'Delivery in week 16, please.',
      'Lieferung bis KW 16.',
      'Consegna richiesta: settimana 16.',
      'Need them by Friday if you can.',
      'Delivery within three weeks of order would suit.',
      'Levering binnen 14 dagen.',
      'Mi servono entro fine aprile.',
      'Payment within 14 days.',
    ];
    for (const body of windows) {
      const result = extractQuote({ body, received_at: reference.toISOString() });
      expect(result.delivery_requirements?.requested_by, body).toBeNull();
    }
    // How soon the window ends still tells the urgency: "by tomorrow" is urgent.
    const tomorrow = extractQuote({
      body: 'Bitte 10 Stück Kugellager 6205.\nLieferung bis morgen.',
      received_at: reference.toISOString(),
    });
    expect(tomorrow.delivery_requirements).toMatchObject({ requested_by: null, urgency: 'high' });
  });

  it('takes the delivery date when the offer deadline stands on the same line', () => {
    const cases: Array<[string, string]> = [
      ['Please send your quotation by 23/03/2026. Delivery required by 08/05/2026.', '2026-05-08'],
      ['Vs. offerta entro il 23/03/2026. Consegna richiesta: entro il 08/05/2026.', '2026-05-08'],
      ['Angebot bis 23.03.2026, Lieferung bis 08.05.2026.', '2026-05-08'],
      ['Delivery by 08/05/2026; please quote by 23/03/2026.', '2026-05-08'],
      ['Lieferung gem. Angebot bis 08.05.2026.', '2026-05-08'],
    ];
    for (const [body, date] of cases) {
      const result = extractQuote({
        body: `Please quote 10 bearings 6205.\n${body}`,
        received_at: reference.toISOString(),
      });
      expect(result.delivery_requirements?.requested_by, body).toBe(date);
    }
  });

  it('reads no date and no urgency from "now"', () => {
    for (const [text, language] of [
      ["What we need to order; what's on the shelf now.", 'en'],
      ['Was wir jetzt im Lager haben.', 'de'],
      ["Ce qu'il y a maintenant en stock.", 'fr'],
      ['Lo que hay ahora en el almacén.', 'es'],
      ['Quello che adesso è a magazzino.', 'it'],
      ['Wat er nu op voorraad is.', 'nl'],
    ] as const) {
      expect(findDates(text, language, reference), text).toEqual([]);
    }
    const result = extractQuote({
      body: "Req'd is what we need to order; On hand is what's on the shelf now.\n\n20 x 6205-2RS\n\nCan you get these to us by 09/04/2026?",
      received_at: reference.toISOString(),
    });
    expect(result.delivery_requirements).toMatchObject({
      requested_by: '2026-04-09',
      urgency: 'normal',
    });
  });

  it('knows an offer line from a delivery line', () => {
    expect(isOfferDeadline('Angebotsabgabe bitte bis 27. Januar 2026.')).toBe(true);
    expect(isOfferDeadline('Vi preghiamo di inviare l’offerta entro il 26 agosto 2026.')).toBe(
      true,
    );
    expect(isOfferDeadline('Lieferung bitte bis KW 8.')).toBe(false);
    expect(isOfferDeadline('Delivery as per your offer by 3 April.')).toBe(false);
  });

  it('reads the French week abbreviation after a preposition only', () => {
    expect(findDates('Livraison souhaitée en S32.', 'fr', reference)[0]).toMatchObject({
      date: '2026-08-07',
      calendarWeek: true,
    });
    expect(findDates('Ressort S32 inox', 'fr', reference)).toEqual([]);
  });

  it('does not read digits glued to a part number as a date', () => {
    expect(findDates('Groner GR-SKZ-965-1-5-20: 5 cj.', 'es', reference)).toEqual([]);
    expect(findDates('Entrega antes del 17/04/2026.', 'es', reference)[0]?.date).toBe('2026-04-17');
  });
});

describe('language hint', () => {
  it('tells Italian and Spanish from French on short requests', () => {
    expect(
      guessLanguage('in allegato la nostra richiesta di offerta. Ci servono entro mercoledì.'),
    ).toBe('it');
    expect(guessLanguage('seguimos esperando su oferta a nuestra petición.')).toBe('es');
    expect(guessLanguage('veuillez trouver ci-joint notre demande de prix.')).toBe('fr');
  });
});

describe('multiplied quantities after the description', () => {
  it('reads packs times pack size as the total, flagged ambiguous', () => {
    const cases: Array<[string, string, string, number]> = [
      [
        'de',
        '1. Sechskant-Holzschraube DIN 571 12 x 120 Edelstahl A2 – 3 x 50 Stk.',
        'Sechskant-Holzschraube DIN 571 12 x 120 Edelstahl A2',
        150,
      ],
      ['en', 'Norvik Fasteners 00120551: 2 x 100 pcs', 'Norvik Fasteners 00120551', 200],
      ['nl', 'huisartikel RTM-719: 3 x 10 st.', 'huisartikel RTM-719', 30],
    ];
    for (const [language, line, description, quantity] of cases) {
      const [item] = parseItemLine(line, context(language, language === 'en' ? 'point' : 'comma'));
      expect(item, line).toMatchObject({ description, quantity, ambiguous: true });
    }
  });

  it('keeps sizes in the description and thousands after a colon', () => {
    expect(parseItemLine('Schraube M8 x 20: 10 Stk', context('de', 'comma'))[0]).toMatchObject({
      description: 'Schraube M8 x 20',
      quantity: 10,
      ambiguous: false,
    });
    expect(parseItemLine('Norvik 122052: 2,500 pcs', context('en', 'point'))[0]).toMatchObject({
      description: 'Norvik 122052',
      quantity: 2500,
    });
    expect(
      parseItemLine(
        '2. countersunk socket screw din 7991 / iso 10642 m3 x 10 stainless steel a4 – 5 bx',
        context('en', 'point'),
      )[0],
    ).toMatchObject({ quantity: 5, unit: 'box' });
  });

  it('reads no item from a certificate grade, a date or a damage report', () => {
    expect(parseItemLine('01/15/2024 at 2:30 PM', context('en', 'point'))).toEqual([]);
    expect(
      parseItemLine('3.1 certificaat volgens EN 10204 vereist.', context('nl', 'comma')),
    ).toEqual([]);
    expect(
      parseItemLine(
        'en el albarán LS1625337 recibimos material equivocado y dos cajas dañadas.',
        context('es', 'comma'),
      ),
    ).toEqual([]);
    expect(
      parseItemLine('- 10 uds. guantes para el taller', context('es', 'comma'))[0],
    ).toMatchObject({ description: 'guantes para el taller' });
  });
});

describe('vague quantity cells', () => {
  it('reads "a few boxes" in a quantity cell as the ambiguous estimate', () => {
    expect(parseQuantityCell('a few boxes', context('en', 'point'), false)).toMatchObject({
      quantity: 3,
      unitText: 'boxes',
      ambiguous: true,
    });
    expect(parseQuantityCell('quelques paquets', context('fr', 'comma'), false).ambiguous).toBe(
      true,
    );
  });
});

describe('payment terms', () => {
  it('reads net wording, invoice-date periods and the remainder after a discount', () => {
    const cases: Array<[string, number | null, number | null, number | null]> = [
      ['Forma de pago: 45 días netos.', 45, null, null],
      ['Condizioni di pagamento: 30 giorni netti.', 30, null, null],
      ['Pagamento: 30 gg data fattura.', 30, null, null],
      ['Descuento por pronto pago 3% a 10 días, resto a 14 días.', 14, 3, 10],
      ['Sconto 2% per pagamento entro 14 giorni, altrimenti 14 giorni.', 14, 2, 14],
      ['Terms 3/8 net 45 as agreed.', 45, 3, 8],
    ];
    for (const [line, net, percent, days] of cases) {
      expect(findPaymentTerms([line]), line).toMatchObject({
        net_days: net,
        discount_percent: percent,
        discount_days: days,
      });
    }
    expect(findPaymentTerms(['Pagamento: 30 gg data fattura.'])?.basis).toBe('invoice_date');
  });

  it('reads a period named by the payment method, after words in between, and advance payment', () => {
    const cases: Array<[string, number | null, string | null]> = [
      ['Zahlungsziel wie gehabt 30 Tage.', 30, null],
      ['Règlement : LCR à 60 jours.', 60, null],
      ["Paiement comme d'habitude par virement à 30 jours.", 30, null],
      ['Condiciones: 30 días fecha factura.', 30, 'invoice_date'],
      ['Pagamento: RiBa 60 gg f.m.', 60, 'end_of_month'],
      ['Wir sind Neukunde, also gerne auch gegen Vorkasse.', null, 'advance'],
      ['Pay on proforma as usual.', null, 'advance'],
    ];
    for (const [line, net, basis] of cases)
      expect(findPaymentTerms([line]), line).toMatchObject({ net_days: net, basis });
    expect(findPaymentTerms(['Lieferzeit 10 Tage.'])).toBeNull();
  });
});

describe('special conditions', () => {
  it('reads NSF H1 registration as food grade and preferential origin as a certificate of origin', () => {
    const types = (line: string) => findSpecialConditions([line]).map((found) => found.type);
    expect(types('Tutti i lubrificanti devono essere registrati NSF H1.')).toEqual(['food_grade']);
    expect(types("Indicare l'origine preferenziale UE in fattura.")).toEqual([
      'certificate_of_origin',
    ]);
    expect(types('Bitte präferenziellen Ursprung bestätigen.')).toEqual(['certificate_of_origin']);
  });

  it('reads food-contact wording in Italian and Spanish', () => {
    for (const line of [
      'Solo esecuzioni idonee al contatto alimentare.',
      'Solo versiones aptas para uso alimentario.',
      'Einsatz in der Lebensmittelindustrie – nur lebensmitteltaugliche Ausführung.',
      'Alleen levensmiddelengeschikte uitvoering.',
    ]) {
      expect(
        findSpecialConditions([line]).map((found) => found.type),
        line,
      ).toEqual(['food_grade']);
    }
  });

  it('reads a REACH declaration as REACH, not as a separate conformity certificate', () => {
    expect(
      findSpecialConditions(['Bitte REACH-Konformitätserklärung beilegen.']).map(
        (found) => found.type,
      ),
    ).toEqual(['reach']);
    expect(
      findSpecialConditions(['Bitte Konformitätserklärung beilegen.']).map((found) => found.type),
    ).toEqual(['certificate_of_conformity']);
  });

  it('keeps a requirement line above the closing out of the signature', () => {
    const text =
      'Bitte 3 Kartons liefern.\n\nBitte REACH-Konformitätserklärung beilegen.\n\nMfG\nFrank Hartmann\nInstandhaltung\nHaas Automation GmbH\nHafenstraße 138\n30736 Hannover\nTel. 01525 0954135';
    const split = splitSignature(text);
    expect(split.content).toContain('REACH');
    expect(split.signature.startsWith('MfG')).toBe(true);
  });
});

describe('urgency', () => {
  it("reads no need from 'si besoin', 'if needed': a weekday in that clause sets no urgency", () => {
    const urgency = (body: string) =>
      extractQuote({ body, received_at: '2026-03-30T08:00:00Z' }).delivery_requirements?.urgency;
    expect(
      urgency(
        'Salut Marc,\n\n- 1 carton de gants nitrile taille L\n\nJe te confirme les quantités exactes lundi si besoin.\nBonne journée',
      ),
    ).toBe('normal');
    expect(
      urgency(
        'Hi,\n\n- 2 boxes nitrile gloves size L\n\nI will confirm the rest on Monday if needed.\nThanks',
      ),
    ).toBe('normal');
  });

  it('reads negated urgency as normal', () => {
    for (const text of [
      'Not urgent – by mid-May is fine.',
      "pas urgent, c'est pour la semaine 20",
      'Das ist nicht dringend.',
      'No es urgente.',
      'Niet dringend.',
      'Not a rush, whenever you can.',
    ])
      expect(assessUrgency(text, null).urgency, text).toBe('normal');
    expect(assessUrgency('It is urgent!', null).urgency).toBe('high');
    expect(assessUrgency('Ci servono quanto prima.', null).urgency).toBe('high');
  });

  it('raises urgency for a deadline today or tomorrow, not for one already past', () => {
    expect(assessUrgency('Please deliver.', 1).urgency).toBe('high');
    expect(assessUrgency('Please deliver.', -3).urgency).toBe('normal');
  });

  it('reads stopped lines in Spanish and Italian as critical and priority requests as high', () => {
    expect(assessUrgency('Tenemos la línea parada.', null).urgency).toBe('critical');
    expect(assessUrgency('Linea ferma, produzione bloccata.', null).urgency).toBe('critical');
    for (const text of [
      'Vi preghiamo di dare priorità.',
      'Graag met voorrang behandelen.',
      'Please treat as a priority.',
    ]) {
      expect(assessUrgency(text, null).urgency, text).toBe('high');
    }
  });

  it('takes product names with emergency words and a deadline next week as normal', () => {
    expect(assessUrgency('5 conf. scatola emergenza MIL-096', null).urgency).toBe('normal');
    expect(assessUrgency('6 Kartons Notfallkiste DUS-748', null).urgency).toBe('normal');
    expect(assessUrgency('Lieferung bis Montag.', 5).urgency).toBe('normal');
    expect(assessUrgency('Lieferung bis morgen.', 1).urgency).toBe('high');
  });

  it('takes equipment named for emergencies as a product, not as urgency', () => {
    for (const text of [
      "3 Arrêt d'urgence Ø 40 coup de poing",
      "Bouton d'arrêt d'urgence rouge, 2 pièces",
      "Douche d'urgence avec lave-yeux",
      "Bloc d'éclairage de secours et éclairage d'urgence",
      '2 Not-Aus-Taster',
      '4 emergency stop buttons',
      '1 emergency shutdown valve DN 50',
      '2 parada de emergencia',
      '5 pulsante di emergenza',
      '6 noodstop knoppen',
      '2 priority valves',
    ]) {
      expect(assessUrgency(text, null).urgency, text).toBe('normal');
    }
    expect(assessUrgency("C'est une urgence, livraison d'urgence svp.", null).urgency).toBe('high');
    expect(assessUrgency('Emergency shutdown of line 2, please hurry.', null).urgency).toBe(
      'critical',
    );
  });

  it('reads reply deadlines as no delivery date', () => {
    expect(isOfferDeadline('Merci de nous répondre au plus tard le 29/06/2026.')).toBe(true);
    expect(isOfferDeadline('Livraison souhaitée le 17/07/2026.')).toBe(false);
  });
});

describe('customer format hints and locale defaults', () => {
  const body = 'Bitte um Angebot:\n- 1.250 m Schlauch DN 10\n- Kabelbinder schwarz: 10\n';
  const read = (input: Partial<Parameters<typeof extractQuote>[0]>) =>
    (extractQuote({ body, ...input }).line_items ?? []).map((item) => [item.quantity, item.unit]);

  it('reads German numbers by default and the customer or branch convention when configured', () => {
    expect(read({})).toEqual([
      [1250, 'm'],
      [10, 'pcs'],
    ]);
    expect(
      read({ customer_format_hints: { decimal_separator: '.', default_unit: 'box' } }),
    ).toEqual([
      [1.25, 'm'],
      [10, 'box'],
    ]);
    expect(read({ locale_defaults: { country: 'CH' } })).toEqual([
      [1.25, 'm'],
      [10, 'pcs'],
    ]);
    expect(read({ locale_defaults: { decimal_separator: '.', default_unit: 'pack' } })).toEqual([
      [1.25, 'm'],
      [10, 'pack'],
    ]);
  });

  it('lets the customer hints win over the branch defaults and the text win over the default language', () => {
    expect(
      read({
        customer_format_hints: { decimal_separator: ',' },
        locale_defaults: { decimal_separator: '.', default_unit: 'pack' },
      }),
    ).toEqual([
      [1250, 'm'],
      [10, 'pack'],
    ]);
    expect(extractQuote({ body, locale_defaults: { language: 'fr' } }).language).toBe('de');
    expect(extractQuote({ body: '- 10 x', locale_defaults: { language: 'fr' } }).language).toBe(
      'fr',
    );
  });
});

describe('tenant configuration: extraction section', () => {
  it('accepts a valid quote_schema, hints and locale defaults and rejects a broken schema', () => {
    const valid = ExtractionConfig.safeParse({
      quote_schema: { fields: { line_items: { type: 'array' } } },
      customer_format_hints: { C1: { decimal_separator: '.', default_unit: 'box' } },
      locale_defaults: {
        by_branch: { B1: { country: 'CH' } },
        by_country: { DE: { language: 'de' } },
      },
    });
    expect(valid.success).toBe(true);
    expect(
      ExtractionConfig.safeParse({ quote_schema: { fields: { line_items: { type: 'table' } } } })
        .success,
    ).toBe(false);
    expect(
      ExtractionConfig.safeParse({ customer_format_hints: { C1: { default_unit: 'bucket' } } })
        .success,
    ).toBe(false);
  });
});

describe('raw score order', () => {
  it('ranks OCR free text outside a table below ambiguous items, and both below clean items', () => {
    const base = {
      unitStated: true,
      listMarker: false,
      ambiguousGrouping: false,
      descriptionLength: 30,
      hasSku: false,
    };
    const clean = scoreLineItem({
      ...base,
      pattern: 'leading_quantity',
      ambiguous: false,
      fromHeaderlessDocument: false,
    }).score;
    const ocrTable = scoreLineItem({
      ...base,
      pattern: 'table_row',
      ambiguous: false,
      ocrConfidence: 0.9,
      fromHeaderlessDocument: false,
    }).score;
    const ambiguous = scoreLineItem({
      ...base,
      pattern: 'leading_quantity',
      ambiguous: true,
      fromHeaderlessDocument: false,
    }).score;
    const ocrLoose = scoreLineItem({
      ...base,
      pattern: 'leading_quantity',
      ambiguous: false,
      ocrConfidence: 0.9,
      fromHeaderlessDocument: true,
    }).score;
    expect(clean).toBeGreaterThan(ocrTable);
    expect(ocrTable).toBeGreaterThan(ambiguous);
    expect(ambiguous).toBeGreaterThan(ocrLoose);
  });
});

describe('required dates and negated urgency', () => {
  it("reads a date named 'Fecha requerida' as the date wanted", () => {
    const result = extractQuote({
      body: 'Hola Carlos,\n\nNecesito 3 contactores LC1D18BD.\n\nFecha requerida (en obra): 02/04/2026.\n\nSaludos',
      received_at: '2026-03-30T08:00:00Z',
    });
    expect(result.delivery_requirements?.requested_by).toBe('2026-04-02');
  });

  it("reads 'Eilt nicht' as no urgency", () => {
    expect(assessUrgency('Eilt nicht.', null).urgency).toBe('normal');
    expect(assessUrgency('Eilt!', null).urgency).toBe('high');
  });
});
