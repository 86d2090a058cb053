import { beforeAll, describe, expect, it } from 'vitest';
import { findCues } from '#domain/intent/cue-matcher';
import { intentDocumentOf } from '#domain/intent/features';
import { type IntentClassifier, loadIntentClassifier } from '#domain/intent/index';

let classifier: IntentClassifier;
beforeAll(async () => {
  classifier = await loadIntentClassifier();
});

const sender = 'buyer@customer.example';
const intentsOf = (text: string) => new Set(findCues(text).map((cue) => cue.intent));

describe('a short body that asks for something itself', () => {
  const attachments = [
    {
      filename: 'spares.xlsx',
      text: 'Part no\tDescription\tQty\nSK-20\tmechanical seal kit 20 mm\t2\n7781\tpump impeller\t1',
    },
  ];

  it('decides, and the attachment only holds the items', () => {
    const document = intentDocumentOf({
      subject: 'spares',
      body: 'Please quote the list attached.',
      sender,
      attachments,
    });
    expect(document.attachmentDecides).toBe(false);
    const result = classifier.classify({
      subject: 'spares',
      body: 'Please quote the list attached.',
      sender,
      attachments,
    });
    expect(result.intent).toBe('quote');
  });

  it("leaves 'see attached' to the attachment", () => {
    const document = intentDocumentOf({ subject: '', body: 'see attached', sender, attachments });
    expect(document.attachmentDecides).toBe(true);
  });
});

describe('a body that only names the attached file', () => {
  it('says nothing of its own: the file name is weak evidence, scored low', () => {
    const input = {
      subject: '',
      body: 'Bestellung_4471.pdf',
      sender,
      attachments: [{ filename: 'Bestellung_4471.pdf', text: '' }],
    };
    expect(intentDocumentOf(input).content).toBe('');
    expect(classifier.classify(input).raw_score).toBeLessThan(0.9);
  });
});

describe('a forward whose note only passes the message on', () => {
  const body =
    'Hi Tom, see below from our plant, could you make sure it reaches the right person? Thanks, Jo\n\n---------- Forwarded message ---------\nFrom: Ben Ware <b.ware@customer.example>\nDate: Mon, 23 Mar 2026 at 09:10\nSubject: Delivery point for order 4410\nTo: Jo Hale <j.hale@customer.example>\n\nJo, the pallets on order 4410 must now go to gate 5 at the north site, not to the main stores. Please tell the supplier before it leaves.';

  it('is read from the forwarded message', () => {
    const document = intentDocumentOf({
      subject: 'FW: Delivery point for order 4410',
      body,
      sender,
    });
    expect(document.content).toContain('gate 5 at the north site');
    expect(document.quotedText).toBe('');
  });

  it('keeps a note that asks for something of its own as the request', () => {
    const document = intentDocumentOf({
      subject: 'FW: Delivery point for order 4410',
      body: body.replace(
        'could you make sure it reaches the right person?',
        'please cancel order 4410.',
      ),
      sender,
    });
    expect(document.content).not.toContain('gate 5');
  });
});

describe('a ticket acknowledgement that names the acknowledged mail in quotation marks', () => {
  it('is an automatic reply, not the order its title names', () => {
    const result = classifier.classify({
      subject: '[Case 77120] Votre demande',
      body: 'Bonjour,\n\nNous accusons réception de votre message « Commande 5512 – gants nitrile ».\nVotre demande a été enregistrée sous le numéro 77120 et sera traitée sous 2 jours.\n\nService client',
      sender: 'support@customer.example',
    });
    expect(result.auto_reply).toBe(true);
    expect(result.intent).toBe('other');
  });
});

describe('a carrier notice that calls itself automatic', () => {
  it('is a notice (other), not an automatic reply', () => {
    const result = classifier.classify({
      subject: 'Je zending 4471 komt morgen',
      body: 'Je zending van Techniek BV komt morgen. Verwachte bezorging tussen 10:00 en 12:00. Volg je zending via de app.\n\nDit is een automatisch bericht, je kunt hier niet op antwoorden.',
      sender: 'noreply@carrier.example',
    });
    expect(result.auto_reply).toBeUndefined();
    expect(result.intent).toBe('other');
  });
});

describe('cue grammar', () => {
  it('reads a polite question to send items as an order, numbers not counting in the gap', () => {
    expect(
      intentsOf('Könnten Sie uns bitte 3 Kartons Handschuhe Gr. 9 schicken?').has('order'),
    ).toBe(true);
    expect(intentsOf('¿Nos podríais enviar 6 cajas de bridas?').has('order')).toBe(true);
    expect(intentsOf('potreste inviarci 12 rotoli di nastro?').has('order')).toBe(true);
    expect(
      intentsOf(
        'kunnen jullie ons 4 dozen draad 1,2 mm (15 kg rol) en 3 dozen tips M8 1,2 x 30 sturen?',
      ).has('order'),
    ).toBe(true);
    expect(intentsOf('¿Nos podríais enviar presupuesto de 6 cajas?').has('order')).toBe(false);
  });

  it('does not read a request to send a document or a new offer as an order', () => {
    expect(intentsOf('Bitte schicken Sie uns ein neues Angebot.').has('order')).toBe(false);
    expect(intentsOf('Please send us the tracking number.').has('order')).toBe(false);
    expect(intentsOf('Please send us 10 boxes of gloves.').has('order')).toBe(true);
  });

  it('lets the longer phrase say what its words mean, whatever intent the shorter one has', () => {
    const intents = intentsOf('El resto del pedido no cambia.');
    expect(intents.has('update')).toBe(true);
    expect(intents.has('status')).toBe(false);
    expect(intents.has('order')).toBe(false);
  });

  it('reads an order held back until the price suits as a price request', () => {
    expect(intentsOf('Wenn der Preis stimmt, bestellen wir.').has('quote')).toBe(true);
    expect(intentsOf('Se il prezzo va bene ordiniamo subito.').has('quote')).toBe(true);
    expect(intentsOf("If the price is right we'll order.").has('quote')).toBe(true);
  });

  it('reads a one-line acceptance and a complaint about wrong goods', () => {
    expect(intentsOf('ok go').has('order')).toBe(true);
    expect(intentsOf('Wir haben falsche Ware erhalten.').has('other')).toBe(true);
    expect(intentsOf('In de levering zaten verkeerde artikelen.').has('other')).toBe(true);
  });

  it('reads an ISO 9001 certificate in a tender as no certificate request', () => {
    expect(intentsOf('Documentación: certificado ISO 9001 vigente').has('other')).toBe(false);
    expect(intentsOf('Please send the material certificate for PO 4471').has('other')).toBe(true);
  });
});

describe('mail that asks for items politely or changes where an order goes', () => {
  it('classifies them by what the new text asks', () => {
    const cases: Array<[string, string, string]> = [
      [
        'Guantes',
        'Hola Jon,\n\n¿Nos podríais enviar 8 cajas de guantes de nitrilo talla 9 y 2 cajas de talla 10? A la nave de siempre.\n\nGracias,\nAne',
        'order',
      ],
      [
        'Film',
        'Buongiorno,\n\npotreste inviarci 20 rotoli di film estensibile e 5 scatole di nastro? Consegna al solito capannone.\n\nGrazie,\nLuca',
        'order',
      ],
      [
        'Slijpschijven',
        'Hoi Kees,\n\nkunnen jullie ons 6 dozen slijpschijven 125 x 1,0 mm en 2 dozen flapschijven K80 sturen? Naar de werkplaats zoals altijd.\n\nGroet,\nPiet',
        'order',
      ],
      [
        'Cambio de dirección – pedido 7781',
        'Buenos días,\n\nel material del pedido 7781 debe entregarse en el nuevo almacén de Alcalá, no en la oficina.\n\nEl resto del pedido no cambia.\n\nSaludos,\nCompras',
        'update',
      ],
    ];
    for (const [subject, body, intent] of cases) {
      expect(classifier.classify({ subject, body, sender }).intent, subject).toBe(intent);
    }
  });
});

describe('cue grammar, more', () => {
  it('reads a polite French request to have items sent as an order, not one for an offer', () => {
    expect(intentsOf('tu pourrais nous faire parvenir 6 boîtes de vis ?').has('order')).toBe(true);
    expect(intentsOf('merci de nous faire parvenir votre offre').has('order')).toBe(false);
  });

  it('reads a formal chase and a date change as what they are', () => {
    expect(intentsOf('vi sollecitiamo la consegna del materiale').has('status')).toBe(true);
    expect(intentsOf('Les pièces ne sont pas encore arrivées.').has('status')).toBe(true);
    expect(intentsOf('el pedido 512 en lugar del lunes, el jueves').has('update')).toBe(true);
  });

  it('reads an unsubscribe line as a newsletter, not a cancellation', () => {
    const intents = intentsOf("Non vuoi più ricevere queste email? Annulla l'iscrizione.");
    expect(intents.has('other')).toBe(true);
    expect(intents.has('update')).toBe(false);
  });

  it('does not read a request to send an updated order confirmation as a send-us order', () => {
    const phrases = findCues('Bitte senden Sie uns eine aktualisierte Auftragsbestätigung.').map(
      (cue) => cue.phrase,
    );
    expect(phrases).not.toContain('senden sie uns …');
    expect(findCues('Bitte senden Sie uns 4 Rollen Klebeband.').map((cue) => cue.phrase)).toContain(
      'senden sie uns …',
    );
  });
});

describe('complaints and polite requests the hand-written training mail teaches', () => {
  it('reads wrong goods with a request for the right ones as a complaint, a polite ask as an order', () => {
    const complaint = classifier.classify({
      subject: 'Falsche Schrauben',
      body: 'Hallo,\n\nin der Lieferung von gestern waren M8-Schrauben statt M10, wie bestellt. Bitte schicken Sie die richtigen und holen Sie die falschen wieder ab.\n\nGruß\nKarl',
      sender,
    });
    expect(complaint.intent).toBe('other');
    const order = classifier.classify({
      subject: 'Quincaillerie',
      body: 'Bonjour Marc,\n\ntu pourrais nous faire parvenir 10 boîtes de vis 5x50 et 4 boîtes de chevilles 8 mm ? Au dépôt comme d’habitude.\n\nMerci\nLéa',
      sender,
    });
    expect(order.intent).toBe('order');
  });
});

describe('the rationale', () => {
  it('cites a cue with a gap as the sender wrote it', () => {
    const result = classifier.classify({
      subject: 'Handschuhe',
      body: 'Hallo,\n\nkönnten Sie uns bitte 3 Kartons Nitrilhandschuhe Gr. 9 schicken? Lieferung an Tor 2.\n\nGruß\nAnja',
      sender,
    });
    expect(result.rationale).toContain("'könnten Sie uns … schicken'");
  });
});

describe("a supplier's shipping notice and the Italian auxiliary 'stato'", () => {
  it('reads a shop’s "your order has shipped" as a notice cue', () => {
    expect(intentsOf('Your order 77120 has now shipped.').has('other')).toBe(true);
    expect(intentsOf('Ihre Bestellung 4471 wurde heute versandt.').has('other')).toBe(true);
  });

  it("does not read 'è stato' (has been) as a status question", () => {
    expect(intentsOf('Il cantiere è stato sospeso.').has('status')).toBe(false);
    expect(intentsOf("Qual è lo stato dell'ordine 5512?").has('status')).toBe(true);
  });
});

describe('a delivery moved', () => {
  it("reads 'die Lieferung … auf KW 16 schieben' as a change, not only 'verschieben'", () => {
    expect(
      intentsOf('Könnten wir die Lieferung zu Ihrer AB 260433 auf die KW 16 schieben?'),
    ).toEqual(new Set(['update']));
    expect(intentsOf('Den Liefertermin bitte um eine Woche nach hinten schieben.')).toContain(
      'update',
    );
  });
});
