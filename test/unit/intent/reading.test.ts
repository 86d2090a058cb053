import { beforeAll, describe, expect, it } from 'vitest';
import { findCues } from '#domain/intent/cue-matcher';
import { intentDocumentOf, isSignatureOnly, splitTrailingSignOff } from '#domain/intent/features';

const withoutTrailingSignOff = (content: string) => splitTrailingSignOff(content).content;

import { type IntentClassifier, loadIntentClassifier } from '#domain/intent/index';

let classifier: IntentClassifier;
beforeAll(async () => {
  classifier = await loadIntentClassifier();
});

const sender = 'buyer@customer.example';

describe('a body that is only a sign-off', () => {
  const signature =
    'Best regards\n\nMaria Lopez\nBuyer\nHalden Tools Ltd\n22 Mill Lane, Bristol BS1 4QT\nTel: +44 117 496 0102\nwww.haldentools.example';

  it('is nothing of the sender’s own: no names or towns to classify', () => {
    expect(isSignatureOnly(signature)).toBe(true);
    expect(intentDocumentOf({ subject: '', body: signature, sender }).content).toBe('');
    const result = classifier.classify({ subject: '', body: signature, sender });
    expect(result.intent).toBe('other');
    expect(result.raw_score).toBeLessThan(0.5);
  });

  it('lets the attachment decide when there is one', () => {
    const document = intentDocumentOf({
      subject: '',
      body: signature,
      sender,
      attachments: [
        {
          filename: 'po-5512.pdf',
          text: 'PURCHASE ORDER 5512\nQty Description\n12 ball valves DN25\nPlease confirm this order.',
        },
      ],
    });
    expect(document.attachmentDecides).toBe(true);
  });

  it('keeps a short message, a closing alone and a question as written', () => {
    expect(isSignatureOnly('Thanks!')).toBe(false);
    expect(isSignatureOnly('Kind regards,\nTom')).toBe(false);
    expect(
      isSignatureOnly(
        'Hola,\n\nEl día 3 os mandamos el pedido 4471 y 20 unidades más. ¿Lo tenéis?\n\nSaludos,\nCompras',
      ),
    ).toBe(false);
  });
});

describe('a courtesy closing and name left at the end', () => {
  it('are not read as part of the request', () => {
    const content = withoutTrailingSignOff(
      "Ciao Luca,\n\nvi chiedo di annullare l'ordine 26/330, il cantiere è fermo.\n\nGrazie e scusa il disturbo\nGianni",
    );
    expect(content).not.toContain('scusa');
    expect(content).not.toContain('Gianni');
    expect(content).toContain('annullare');
    expect(withoutTrailingSignOff('still nothing on PO 2210, any news?\n\nDan\nStores')).toBe(
      'still nothing on PO 2210, any news?',
    );
  });

  it('keep item lines and a message that is only thanks', () => {
    expect(withoutTrailingSignOff('Please quote:\n20 x 6205-2RS\n4 x UCP208')).toContain('UCP208');
    expect(withoutTrailingSignOff('Thanks and sorry for the trouble')).toBe(
      'Thanks and sorry for the trouble',
    );
  });

  it('still tell the language of a short message', () => {
    const result = classifier.classify({
      subject: 'Cinghie',
      body: 'Mi fate un prezzo per 12 cinghie SPA 1250?\n\nGrazie e scusate\nPiero',
      sender,
    });
    expect(result.language).toBe('it');
    expect(result.language_unsupported).toBeUndefined();
  });

  it('do not flip a cancellation', () => {
    const result = classifier.classify({
      subject: 'ordine 26/330',
      body: "Buongiorno,\n\nvi chiedo di annullare l'ordine 26/330, il lavoro è saltato.\n\nGrazie e scusate\nGianni",
      sender,
    });
    expect(result.intent).toBe('update');
  });
});

describe('out-of-office wording in the body, without header or subject prefix', () => {
  it('flags an automatic reply', () => {
    const result = classifier.classify({
      subject: 'RE: Offerta 26-1180',
      body: 'Buongiorno,\n\nsono fuori ufficio fino al 14 aprile con accesso limitato alla posta. Per urgenze scrivere a ufficio.acquisti@example.it.\n\nSaluti\nPaola',
      sender,
    });
    expect(result.auto_reply).toBe(true);
    expect(result.intent).toBe('other');
    const dutch = classifier.classify({
      subject: 'RE: Uw orderbevestiging',
      body: 'Ik ben tot en met 3 april niet aanwezig. Voor dringende zaken kunt u bellen met 010 555 0101.',
      sender,
    });
    expect(dutch.auto_reply).toBe(true);
  });

  it('flags a helpdesk acknowledgement that logs a ticket', () => {
    const result = classifier.classify({
      subject: 'Your request has been received [#30412]',
      body: 'Dear customer,\n\nThis is an automated acknowledgement: your message was logged under ticket 30412 and our team will answer within two working days.\n\nKind regards\nService Desk',
      sender: 'servicedesk@customer.example',
    });
    expect(result.auto_reply).toBe(true);
  });

  it('leaves a request that mentions an absence alone', () => {
    const result = classifier.classify({
      subject: 'Bearings',
      body: "I'm out of the office from Friday, so please deliver the 20 x 6205-2RS on PO 7781 by Thursday. For anything urgent call Sam.",
      sender,
    });
    expect(result.auto_reply).toBeUndefined();
    expect(result.intent).toBe('order');
  });
});

describe('cue phrases', () => {
  it("reads a cue that ends in a gap: the items follow, not 'la vostra offerta'", () => {
    const order = (text: string) =>
      findCues(text).some((cue) => cue.intent === 'order' && cue.phrase.includes('…'));
    expect(order('vi chiediamo di inviarci 6 rotoli di nastro americano')).toBe(true);
    expect(order('vi preghiamo di consegnare 40 paia di guanti entro venerdì')).toBe(true);
    expect(order('vi chiediamo di inviarci la vostra migliore offerta per 6 rotoli')).toBe(false);
    expect(order('vi chiediamo di inviarci')).toBe(false);
  });

  it('reads haggling over a quoted price as a price request, holding an order back as a change', () => {
    const intents = (text: string) => new Set(findCues(text).map((cue) => cue.intent));
    expect(intents('Any room to move on the bearings if we took 40?').has('quote')).toBe(true);
    expect(intents('Können Sie uns beim Preis etwas entgegenkommen?').has('quote')).toBe(true);
    expect(intents('Potete farci uno sconto sui cuscinetti?').has('quote')).toBe(true);
    expect(intents('Can you put order 7720 on hold until the 20th?').has('update')).toBe(true);
    expect(intents('Bitte die Bestellung 7720 noch zurückhalten.').has('update')).toBe(true);
    expect(intents('Kunnen jullie order 7720 nog even tegenhouden?').has('update')).toBe(true);
  });

  it('reads a terse chase as status', () => {
    const result = classifier.classify({
      subject: 'PO 5190',
      body: 'still nothing here, was promised for tuesday. whats going on?\n\nMick\nGoods In',
      sender,
    });
    expect(result.intent).toBe('status');
  });
});

describe('a reply that turns to another matter', () => {
  it('reads the new matter without the turn phrase, which says only that a new matter follows', () => {
    const document = intentDocumentOf({
      subject: 'RE: Delivery of PO 3310',
      body: "Thanks, that's all arrived now.\n\nOn another note, please send us 30 x Loctite 243 50ml on our new PO 3344.\n\nJo\n\nFrom: Sales <sales@supplier.example>\nSent: 02 March 2026 10:00\nSubject: Delivery of PO 3310\n\nHi Jo, PO 3310 is out for delivery today.",
      sender,
    });
    expect(document.topicSwitch).toBe(true);
    expect(document.content.startsWith('please send us 30 x Loctite')).toBe(true);
    expect(document.quotedText).toContain('all arrived');
  });
});

describe('a polite order that names its items in the request', () => {
  it('is an order, not a price request', () => {
    const result = classifier.classify({
      subject: 'filtri',
      body: 'Ciao Marco,\n\nci mandate 4 scatole di guanti in nitrile L e 2 taniche di detergente da 5 L come al solito? Consegna in magazzino.\n\nGrazie!\nGino',
      sender,
    });
    expect(result.intent).toBe('order');
  });
});
