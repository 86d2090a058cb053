import { beforeAll, describe, expect, it } from 'vitest';
import { findCues } from '#domain/intent/cue-matcher';
import { type IntentClassifier, loadIntentClassifier } from '#domain/intent/index';
import { intentsOf, sender } from './cues';

let classifier: IntentClassifier;
beforeAll(async () => {
  classifier = await loadIntentClassifier();
});

describe('an order that waits on the price', () => {
  it('promises an order, it places none: its order phrases give way to the condition', () => {
    for (const text of [
      'Si el precio nos cuadra, mañana os pasamos la orden de compra.',
      // "If everything is fine": the Spanish word for "everything" before the condition.
      'Si todo está bien, mañana os pasamos la orden de compra.',
      'Falls Ihr Preis stimmt, geht die Bestellung noch heute raus.',
      'Se il prezzo va bene vi giriamo l’ordine d’acquisto.',
      'Als de prijs klopt, sturen we meteen de inkooporder.',
      'If the price is OK we will send a purchase order today.',
    ]) {
      expect(intentsOf(text)).toContain('quote');
      expect(intentsOf(text)).not.toContain('order');
    }
  });

  it("keeps an order that is conditional on something else, and a stressed 'sí' that accepts", () => {
    expect(intentsOf('Please ship 12 pcs if in stock, PO 7781 attached.')).toContain('order');
    expect(intentsOf('Sí, el precio está bien, adelante con el pedido.')).toContain('order');
    expect(intentsOf('Sí, el precio está bien, adelante con el pedido.')).not.toContain('quote');
  });

  it('orders when the sentence asks for the goods on that condition instead of promising an order', () => {
    const text =
      'If the price is as per your quotation Q-1234, please ship 20 x 6205-2RS on PO 4471.';
    expect(intentsOf(text)).toContain('order');
    expect(intentsOf(text)).not.toContain('quote');
    expect(
      intentsOf('Wenn der Preis wie im Angebot bleibt, liefern Sie uns bitte 20 Stück.'),
    ).toContain('order');
  });

  it('is read as a price request', () => {
    const result = classifier.classify({
      subject: 'Bandas',
      body: 'Hola,\n\n¿me cotiza 8 bandas B-75? Si está bien el precio le mando la orden de compra hoy.\n\nLuis',
      sender,
    });
    expect(result.intent).toBe('quote');
  });
});

describe('a longer phrase with a gap covers the phrases inside it', () => {
  it("reads 'not received … order confirmation' as a chase, not as the order confirmation", () => {
    expect(intentsOf('Finora non abbiamo ricevuto la vostra conferma d’ordine.')).toEqual([
      'status',
    ]);
    expect(intentsOf('We have not received your order confirmation.')).toEqual(['status']);
  });

  it('counts two distinct gapped phrases of one intent twice', () => {
    const phrases = findCues(
      'Könnten wir die Lieferung auf nächste Woche schieben? Mengen bleiben selbstverständlich gleich.',
    ).map((cue) => cue.phrase);
    expect(phrases).toContain('lieferung … schieben');
    expect(phrases).toContain('mengen bleiben … gleich');
  });

  it('reads a chase for the confirmation of an order sent earlier as status', () => {
    const result = classifier.classify({
      subject: 'Ordine 4471 - ricezione',
      body: "Buongiorno,\n\nl'ordine 4471 ve l'abbiamo mandato il 3 marzo, ma della vostra conferma d'ordine ancora niente. Potete confermarci di averlo ricevuto?\n\nUfficio Acquisti",
      sender,
    });
    expect(result.intent).toBe('status');
  });
});

describe('cue families', () => {
  it('reads a delivery moved, asked as a question, as a change', () => {
    expect(intentsOf('Could we move delivery of PO 5512 to the week after?')).toContain('update');
    expect(intentsOf('Kunnen jullie de levering van order 5512 twee weken later doen?')).toContain(
      'update',
    );
    expect(intentsOf('¿Podéis mover la entrega del pedido 5512 a la semana que viene?')).toContain(
      'update',
    );
  });

  it('finds goods sent back for a credit note and a callback request', () => {
    expect(intentsOf('Wir haben die Ware zurückgeschickt, bitte eine Gutschrift.')).toContain(
      'other',
    );
    expect(intentsOf('De dozen zijn teruggestuurd, graag een creditnota.')).toContain('other');
    expect(intentsOf('Puoi richiamarmi oggi pomeriggio?')).toContain('other');
    // French 'votre retour' awaits a reply: no Dutch return cue in it.
    expect(intentsOf('Dans l’attente de votre retour sur le prix.')).not.toContain('other');
  });

  it('reads an informal chase as status and a competing price as a price request', () => {
    expect(intentsOf('¿Sabéis algo del pedido 7710?')).toContain('status');
    expect(intentsOf('Another supplier has quoted us less for the same pumps.')).toContain('quote');
    expect(
      intentsOf('Een andere leverancier zit 10% lager, kunnen jullie daar iets aan doen?'),
    ).toContain('quote');
  });

  it('reads goods sent back for a credit note and a callback request as other', () => {
    const returned = classifier.classify({
      subject: 'Retour',
      body: 'Goedemiddag,\n\nWe hebben 3 dozen handschoenen teruggestuurd, maat L in plaats van M besteld. Kunt u een creditnota sturen?\n\nGroet,\nPiet',
      sender,
    });
    expect(returned.intent).toBe('other');
    const callback = classifier.classify({
      subject: '',
      body: 'Kun je me vanmiddag even bellen? Gr Jan\n\nVerzonden vanaf mijn iPhone',
      sender,
    });
    expect(callback.intent).toBe('other');
  });

  it('reads nothing received yet as a chase, the awaited quote named or not', () => {
    expect(intentsOf('Ik heb nog niets ontvangen, wanneer komt het?')).toContain('status');
    expect(intentsOf('Wir haben noch kein Angebot erhalten.')).toEqual(['status']);
    expect(intentsOf('Non abbiamo ricevuto il preventivo.')).toEqual(['status']);
  });

  it("reads 'was kostet …?' as a price request", () => {
    expect(intentsOf('Was kostet bei euch ein Karton Kabelbinder?')).toEqual(['quote']);
  });

  it("reads 'same as last time' as a repeat order", () => {
    expect(intentsOf('Noch einmal 4 Eimer wie letztes Mal, bitte.')).toContain('order');
    expect(intentsOf('Twee dozen, zelfde als vorige keer.')).toContain('order');
  });

  it("leaves payment terms counted from the invoice date ('60 días fecha factura') neutral", () => {
    expect(intentsOf('Condiciones de pago: 60 días fecha factura.')).not.toContain('other');
  });

  it('reads a delivery moved, asked as a question, as update', () => {
    const result = classifier.classify({
      subject: 'PO 88120',
      body: 'Hi Sue,\n\nquick one on PO 88120 - could we move delivery to the week after? Our loading bay is being resurfaced and nothing can come in before the 14th.\n\nThanks\nDave',
      sender,
    });
    expect(result.intent).toBe('update');
  });
});

describe('a change among housekeeping points', () => {
  it('is the request, not the housekeeping around it', () => {
    const result = classifier.classify({
      subject: 'Several things',
      body: "Hi Kate,\n\nA few things:\n- the delivery on note 55120 arrived complete, thanks\n- our holiday shutdown is 24 Dec to 2 Jan\n- please cancel PO 7781, the customer pulled the job\n- can you send the conformity certificate for last month's hoses?\n\nCheers\nMatt",
      sender,
    });
    expect(result.intent).toBe('update');
  });
});
