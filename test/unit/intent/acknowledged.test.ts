import { beforeAll, describe, expect, it } from 'vitest';
import { intentDocumentOf } from '#domain/intent/features';
import { type IntentClassifier, loadIntentClassifier } from '#domain/intent/index';
import { intentsOf, sender } from './cues';

let classifier: IntentClassifier;
beforeAll(async () => {
  classifier = await loadIntentClassifier();
});

describe('thanks for a confirmation received', () => {
  it('is an acknowledgement: the confirmation it names is no order cue', () => {
    for (const text of [
      'Many thanks for the order confirmation, we have filed it.',
      'Danke für die Auftragsbestätigung, alles in Ordnung.',
      'Merci pour la confirmation de commande, rien à signaler.',
      'Gracias por la confirmación del pedido, lo tenemos registrado.',
      "Grazie per la conferma d'ordine, la giriamo al magazzino.",
      'Bedankt voor de orderbevestiging, we hebben hem doorgezet.',
    ]) {
      expect(intentsOf(text)).toContain('other');
      expect(intentsOf(text)).not.toContain('order');
    }
  });

  it('classifies a bare thank-you for the confirmation as other', () => {
    const result = classifier.classify({
      subject: 'RE: Order confirmation 44120',
      body: 'Thanks for the order confirmation, all correct on our side.\n\nRegards\nPia',
      sender,
    });
    expect(result.intent).toBe('other');
  });
});

describe('a chase of a request nobody has answered', () => {
  it('carries a chase cue, also where the request names the quote', () => {
    for (const text of [
      'Sorry to chase, but we have not had anything back on our enquiry.',
      '¿Está ya preparado el presupuesto que os pedimos la semana pasada?',
      'Hebben jullie al naar onze aanvraag gekeken? We hadden de prijzen eerder al verwacht.',
      'Avez-vous pu regarder notre demande ? Nous n’avons pas eu de retour.',
    ]) {
      expect(intentsOf(text)).toContain('status');
    }
    expect(intentsOf('¿Está lista la oferta que os pedimos el martes?')).not.toContain('quote');
  });

  it('reads where an order stands in Dutch idiom', () => {
    expect(intentsOf('Hoe staat het ervoor met de pompen? Al zicht op een datum?')).toContain(
      'status',
    );
  });
});

describe('a change to an existing order in plain words', () => {
  it('carries an update cue', () => {
    for (const text of [
      'Die Ware bitte nicht wie angegeben an die Zentrale, sondern an unser Lager Süd.',
      'Zu Auftrag 8812 bitte die Menge der Dichtungen auf 40 erhöhen.',
      'Del pedido 7710, reducid la cantidad de tornillos a 200, por favor.',
      'Aumentad la cantidad de guantes a 30 cajas; el resto del pedido igual.',
    ]) {
      expect(intentsOf(text)).toContain('update');
    }
    expect(intentsOf('El resto del pedido igual.')).not.toContain('status');
  });
});

describe("a supplier's promotion or a marketing pitch sent to us", () => {
  it('carries an other cue', () => {
    for (const text of [
      'Adjuntamos nuestra nueva tarifa con la oferta especial de otoño.',
      'Vi offriamo una verifica SEO gratuita del vostro sito.',
      'We are pleased to offer you a free SEO audit of your site.',
      'Ci-joint notre nouveau tarif et notre offre spéciale de rentrée.',
    ]) {
      expect(intentsOf(text)).toContain('other');
    }
  });
});

describe('an order that waits on the price being in line', () => {
  it('promises an order, it places none', () => {
    for (const text of [
      "Se è in linea con l'anno scorso procediamo con l'ordine.",
      'If it is in line with your last quote we will send the order.',
    ]) {
      expect(intentsOf(text)).toContain('quote');
      expect(intentsOf(text)).not.toContain('order');
    }
  });
});

describe('an Outlook-style forward whose note names what it passes on', () => {
  const body =
    "Ciao Sara,\n\nti passo l'ordine di Rossi Meccanica, pensaci tu per favore, oggi sono fuori.\n\nGrazie\nPaolo\n\n-----Messaggio originale-----\nDa: Ugo Rossi <acquisti@rossi.example>\nInviato: lunedì 6 aprile 2026 08:10\nA: Paolo Neri\nOggetto: ordine\n\nBuongiorno, ordiniamo 6 cuscinetti 6306 2RS e 2 tenute 40x62x8.\nOrdine n. 55/26, consegna al nostro magazzino.\nSaluti, Ugo";

  it('is read with the forwarded order', () => {
    const document = intentDocumentOf({ subject: 'I: ordine Rossi Meccanica', body, sender });
    expect(document.content).toContain('ordiniamo 6 cuscinetti');
  });

  it('keeps a reply with the same history as a reply', () => {
    const document = intentDocumentOf({ subject: 'R: ordine Rossi Meccanica', body, sender });
    expect(document.content).not.toContain('ordiniamo 6 cuscinetti');
  });

  it('keeps a note that asks for something else as the request', () => {
    const document = intentDocumentOf({
      subject: 'I: ordine Rossi Meccanica',
      body: body.replace('pensaci tu per favore', 'annullate la riga 2 per favore'),
      sender,
    });
    expect(document.content).not.toContain('ordiniamo 6 cuscinetti');
  });
});

describe('an out-of-office note that says whom to call meanwhile', () => {
  it('is an automatic reply whatever the model leans to', () => {
    const notes: Array<[string, string]> = [
      [
        'RE: Orderbevestiging 4471',
        'Tot en met 12 mei ben ik niet aanwezig. Voor dringende zaken kunt u bellen met mijn collega op 030 555 0199.',
      ],
      [
        'RE: Uw orderbevestiging 5120',
        'Ik ben van 2 tot en met 9 mei niet aanwezig. Voor dringende zaken kunt u bellen met de receptie.',
      ],
      [
        'RE: Invoice 88120',
        'I am out of the office until 4 May with no access to email. For anything urgent please call me on my mobile.',
      ],
    ];
    for (const [subject, body] of notes) {
      const result = classifier.classify({ subject, body, sender });
      expect(result.auto_reply).toBe(true);
      expect(result.intent).toBe('other');
    }
  });
});
