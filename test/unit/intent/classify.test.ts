import { beforeAll, describe, expect, it } from 'vitest';
import {
  type IntentClassifier,
  type IntentInput,
  loadIntentClassifier,
} from '#domain/intent/index';

let classifier: IntentClassifier;

beforeAll(async () => {
  classifier = await loadIntentClassifier();
});

const sender = 'buyer@customer.example';

describe('intent classification', () => {
  it.each([
    [
      'en',
      'Price request',
      'Hello,\nCould you send us your price and lead time for 40 ball valves DN25?\nThanks, Paul',
      'quote',
    ],
    [
      'de',
      'Anfrage',
      'Guten Tag,\nbitte um Preis und Lieferzeit für 12 Frequenzumrichter 4 kW.\nMit freundlichen Grüßen',
      'quote',
    ],
    [
      'fr',
      'Commande 88123',
      'Bonjour,\nveuillez trouver ci-joint notre bon de commande 88123 pour 30 disjoncteurs.\nCordialement',
      'order',
    ],
    [
      'es',
      'Pedido 5521',
      'Hola,\n¿cuándo se enviará nuestro pedido 5521? Todavía no tenemos número de seguimiento.\nSaludos',
      'status',
    ],
    [
      'it',
      'Modifica ordine 7781',
      "Buongiorno,\nvi preghiamo di modificare la quantità dell'ordine 7781 a 80 pezzi.\nSaluti",
      'update',
    ],
    [
      'nl',
      'Aanbesteding T-4410',
      'Geachte heer, mevrouw,\nhierbij nodigen wij u uit om in te schrijven op aanbesteding T-4410. Inschrijvingen sluiten op 12 mei.\nMet vriendelijke groet',
      'rfq',
    ],
  ])('classifies a %s message', (language, subject, body, intent) => {
    const result = classifier.classify({ subject, body, sender });
    expect(result.intent).toBe(intent);
    expect(result.language).toBe(language);
    expect(result.raw_score).toBeGreaterThan(0.5);
    expect(result.raw_score).toBeLessThanOrEqual(1);
    expect(result.rationale.length).toBeGreaterThan(10);
  });

  it('cites the decisive phrases as written, with intent and language', () => {
    const result = classifier.classify({
      subject: 'Angebot',
      body: 'Guten Tag,\nwir bitten um Ihr Angebot für 20 Kugelhähne DN50, bitte um Preis und Lieferzeit.\nGruß',
      sender,
    });
    expect(result.intent).toBe('quote');
    expect(result.rationale).toContain("'Angebot'");
    expect(result.rationale).toContain("'bitte um Preis'");
    expect(result.rationale).toContain('(quote cues, de)');
    expect(result.rationale_signals.map((signal) => signal.signal)).toEqual(
      expect.arrayContaining(['model', 'cue_phrases', 'language']),
    );
  });

  it('cites the attachment name when it supports the intent', () => {
    const result = classifier.classify({
      subject: 'Ausschreibung RFQ-2231',
      body: 'Hallo,\nanbei unsere Ausschreibung RFQ-2231. Bitte reichen Sie Ihr Angebot bis spätestens 30.05. ein.\nGruß',
      sender,
      attachments: [{ filename: 'RFQ-2231.pdf' }],
    });
    expect(result.intent).toBe('rfq');
    expect(result.rationale).toContain("'Ausschreibung'");
    expect(result.rationale).toContain("attachment 'RFQ-2231.pdf'");
    expect(result.rationale_signals.map((signal) => signal.signal)).toContain('attachment_names');
  });

  it.each([
    [
      'en',
      'Automatic reply: Order 4711',
      'I am out of the office until 14 July with no access to e-mail. For urgent matters contact our sales desk.',
    ],
    [
      'de',
      'Abwesenheitsnotiz: Bestellung 4711',
      'Vielen Dank für Ihre Nachricht. Ich bin bis zum 14.07. im Urlaub und danach wieder erreichbar.',
    ],
    [
      'fr',
      'Réponse automatique : Commande 4711',
      "Bonjour, je suis absente du bureau jusqu'au 14 juillet. En cas d'urgence, contactez le service commercial.",
    ],
    [
      'es',
      'Respuesta automática: Pedido 4711',
      'Gracias por su correo. Estoy de vacaciones hasta el 14 de julio y responderé a mi regreso.',
    ],
    [
      'it',
      'Risposta automatica: Ordine 4711',
      'Grazie per la sua e-mail. Sono in ferie fino al 14 luglio e risponderò al mio rientro.',
    ],
    [
      'nl',
      'Automatisch antwoord: Order 4711',
      'Bedankt voor uw bericht. Ik ben met vakantie tot 14 juli en beantwoord uw e-mail na terugkomst.',
    ],
  ])('recognises an out-of-office reply in %s', (_language, subject, body) => {
    const result = classifier.classify({ subject, body, sender });
    expect(result.intent).toBe('other');
    expect(result.auto_reply).toBe(true);
    expect(result.review_hints).toContain('auto_reply');
  });

  it.each([
    ['Read: Your quotation Q-241107', 'Your message was read on 26 March 2026 10:14.'],
    ['Lu : Confirmation de commande 26-1144', 'Votre message a été lu le 26/03/2026 à 10:14.'],
    ['Gelesen: Bestellung 4711', 'Ihre Nachricht wurde am 26.03.2026 um 10:14 gelesen.'],
    ['Absent: Re: Pedido 4711', 'Estoy fuera hasta el lunes.'],
  ])('recognises a read receipt or an absence by its subject: %s', (subject, body) => {
    const result = classifier.classify({ subject, body, sender });
    expect(result.intent).toBe('other');
    expect(result.auto_reply).toBe(true);
  });

  it('recognises an out-of-office body without a telltale subject', () => {
    const result = classifier.classify({
      subject: 'Re: Bestellung 4711',
      body: 'Ich bin derzeit nicht im Büro und ab dem 3. August wieder erreichbar. Ihre Nachricht wird nicht weitergeleitet.',
      sender,
    });
    expect(result.auto_reply).toBe(true);
  });

  it('treats a bounce from the mailer daemon as other and automatic', () => {
    const result = classifier.classify({
      subject: 'Undelivered Mail Returned to Sender',
      body: 'This is the mail system at host mx.example.net. Your message could not be delivered: 550 5.1.1 user unknown.',
      sender: 'MAILER-DAEMON@mx.example.net',
    });
    expect(result.intent).toBe('other');
    expect(result.auto_reply).toBe(true);
    // Rules make it near certain, never certain.
    expect(result.raw_score).toBeLessThanOrEqual(0.995);
  });

  it('does not mistake a person back from holiday asking for a quote for an auto-reply', () => {
    const result = classifier.classify({
      subject: 'Back in the office',
      body: 'Hi, I was out of the office last week. Could you now send me the quotation for 25 pumps?',
      sender,
    });
    expect(result.auto_reply).toBeUndefined();
    expect(result.intent).toBe('quote');
  });

  it('answers other with a low score and says the content is missing when subject and body are empty', () => {
    const result = classifier.classify({ subject: '', body: '   ', sender });
    expect(result.intent).toBe('other');
    expect(result.raw_score).toBeLessThan(0.2);
    expect(result.rationale.toLowerCase()).toContain('missing content');
    expect(result.review_hints).toContain('missing_content');
  });

  it('classifies an attachment-only request from the attachment text', () => {
    const result = classifier.classify({
      subject: '',
      body: '',
      sender,
      attachments: [
        {
          filename: 'Bestellung_4500123.pdf',
          text: 'Bestellung 4500123\nHiermit bestellen wir folgende Artikel:\n20 Stück Kugelhähne DN50',
        },
      ],
    });
    expect(result.intent).toBe('order');
  });

  it('flags an unsupported language and answers other', () => {
    const result = classifier.classify({
      subject: 'Zamówienie',
      body: 'Dzień dobry, w załączniku przesyłamy zamówienie. Prosimy o potwierdzenie terminu dostawy.',
      sender,
    });
    expect(result.intent).toBe('other');
    expect(result.language_unsupported).toBe(true);
    expect(result.language).toBe('pl');
  });

  it('gives a line of part numbers no language and does not flag it unsupported', () => {
    const result = classifier.classify({
      subject: '',
      body: '6ES7 214-1AG40-0XB0 x 20\n3RT2026-1BB40 x 5',
      sender,
    });
    expect(result.language).toBeNull();
    expect(result.language_unsupported).toBeUndefined();
  });

  it('ranks a second request as a secondary intent', () => {
    const result = classifier.classify({
      subject: 'Purchase order 45001234',
      body: 'Hello,\nplease find attached our purchase order 45001234.\n50 x contactors 3RT2026\n20 x cable glands M20\nPlease confirm the delivery date.\nBy the way, could you tell me the status of our order 45000999?\nRegards',
      sender,
      attachments: [{ filename: 'PO-45001234.pdf' }],
    });
    expect(result.intent).toBe('order');
    expect(result.secondary_intents.map((entry) => entry.intent)).toContain('status');
    for (const entry of result.secondary_intents)
      expect(entry.raw_score).toBeLessThan(result.raw_score);
  });

  it('reports both requests of a two-part message', () => {
    const result = classifier.classify({
      subject: 'Order and delivery question',
      body: 'Hello,\nwe would like to order 50 contactors 3RT2026, PO 45001234 attached.\nAlso, where is our order 45000999? It was due last week and we have no tracking number yet.\nRegards',
      sender,
    });
    const intents = [result.intent, ...result.secondary_intents.map((entry) => entry.intent)];
    expect(intents).toEqual(expect.arrayContaining(['order', 'status']));
    expect(result.review_hints).toContain('multi_intent');
  });

  it('uses the thread history for a short reply', () => {
    const result = classifier.classify({
      subject: 'Re: Your quotation Q-7781',
      body: 'Yes, please go ahead.',
      sender,
      thread_history: [
        {
          sender: 'sales@distributor.example',
          subject: 'Your quotation Q-7781',
          body: 'Please find our quotation Q-7781 for 20 pumps attached.',
          sent_at: '2025-03-03T10:00:00Z',
        },
      ],
    });
    expect(result.intent).toBe('order');
  });

  it('reads HTML bodies and ignores the quoted earlier message', () => {
    const result = classifier.classify({
      subject: 'Re: Order 5521',
      body: '<html><body><p>Hi,</p><p>when will order 5521 ship? We still have no tracking number.</p><p>On Mon, 3 Mar 2025, Sales wrote:</p><blockquote>Please find attached our quotation for 20 pumps.</blockquote></body></html>',
      sender,
    });
    expect(result.intent).toBe('status');
  });

  it('never throws on hostile input and stays fast on a 5 MB body', () => {
    const huge = 'Bitte um Angebot für 10 Pumpen. '.repeat(170_000);
    const started = performance.now();
    const result = classifier.classify({ subject: 'x', body: huge, sender: 'not an address' });
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(result.intent).toBe('quote');
    const garbage = classifier.classify({
      subject: '\u0000\u0001',
      body: '\u0000\uffff\ud800'.repeat(1000),
      sender: '',
    });
    expect(typeof garbage.intent).toBe('string');
    // Callers outside TypeScript can send anything.
    const wrongTypes = classifier.classify({
      subject: 42,
      body: null,
      sender: undefined,
      attachments: 'x',
    } as unknown as IntentInput);
    expect(wrongTypes.intent).toBe('other');
  });
});

describe('tenant taxonomy', () => {
  const taxonomy = {
    custom_intents: [
      {
        name: 'invoice_query',
        description: 'Questions about invoices and credit notes',
        examples: [
          'the amount on the invoice is wrong',
          'we are still missing the credit note',
          'please send a corrected invoice',
          'die Rechnung ist falsch',
        ],
      },
      {
        name: 'complaint',
        examples: [
          'the delivered goods are damaged',
          'we want to file a complaint about the delivery',
          'die gelieferte Ware ist beschädigt',
        ],
      },
    ],
  };

  it('recognises a custom intent from its example phrases', () => {
    const result = classifier.classify({
      subject: 'Invoice INV-20931',
      body: 'Hello,\nthe amount on invoice INV-20931 is wrong, we were charged twice for freight. Please send a corrected invoice.\nThanks',
      sender,
      taxonomy,
    });
    expect(result.intent).toBe('invoice_query');
    expect(result.rationale).toContain('invoice_query');
    expect(result.rationale_signals[0]?.signal).toBe('custom_intent_examples');
  });

  it('recognises a custom intent in another language from its examples', () => {
    const result = classifier.classify({
      subject: 'Lieferung 4711',
      body: 'Die gelieferte Ware ist beschädigt, drei Ventile sind gebrochen.',
      sender,
      taxonomy,
    });
    expect(result.intent).toBe('complaint');
  });

  it('leaves ordinary requests to the built-in intents', () => {
    const result = classifier.classify({
      subject: 'Price request',
      body: 'Could you send us a quote for 40 ball valves DN25?',
      sender,
      taxonomy,
    });
    expect(result.intent).toBe('quote');
  });

  it('never returns a disabled intent', () => {
    const rfq = {
      subject: 'RFQ-2231 invitation to bid',
      body: 'Please find attached our Request for Quotation RFQ-2231. Bids are due on 30 May.',
      sender,
      attachments: [{ filename: 'RFQ-2231.pdf' }],
    };
    expect(classifier.classify(rfq).intent).toBe('rfq');
    const result = classifier.classify({ ...rfq, taxonomy: { disabled_intents: ['rfq'] } });
    expect(result.intent).not.toBe('rfq');
    expect(result.secondary_intents.map((entry) => entry.intent)).not.toContain('rfq');
    expect(result.intent).toBe('quote');
  });

  it('applies a country override only for that country', () => {
    const scoped = { country_overrides: { FR: { disabled_intents: ['rfq'] } } };
    const rfq = {
      subject: 'RFQ-2231',
      body: 'Please submit your bid for RFQ-2231 before the deadline of 30 May.',
      sender,
      taxonomy: scoped,
    };
    expect(classifier.classify({ ...rfq, country: 'DE' }).intent).toBe('rfq');
    expect(classifier.classify({ ...rfq, country: 'FR' }).intent).not.toBe('rfq');
  });

  it('keeps other as the fallback even when a tenant tries to disable it', () => {
    const result = classifier.classify({
      subject: 'Newsletter',
      body: 'Our summer newsletter: new products and events. Unsubscribe at any time.',
      sender,
      taxonomy: { disabled_intents: ['other'] },
    });
    expect(result.intent).toBe('other');
  });
});
