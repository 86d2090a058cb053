import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONFIDENCE_FEATURES,
  type ConfidenceEvidence,
  type ConfidenceSample,
  confidenceFromArtefact,
  fitConfidence,
} from '#domain/intent/confidence';
import { findCues } from '#domain/intent/cue-matcher';
import { intentDocumentOf } from '#domain/intent/features';
import { type IntentClassifier, loadIntentClassifier } from '#domain/intent/index';

let classifier: IntentClassifier;
beforeAll(async () => {
  classifier = await loadIntentClassifier();
});

const sender = 'buyer@customer.example';

function evidence(overrides: Partial<ConfidenceEvidence>): ConfidenceEvidence {
  // Familiar mail (all words known) unless a test says otherwise.
  const base = Object.fromEntries(CONFIDENCE_FEATURES.map((name) => [name, 0]));
  return { ...base, coverage: 1, ...overrides } as ConfidenceEvidence;
}

describe('segmentation', () => {
  it('reads the attachment as the message when the body says nothing of its own', () => {
    const document = intentDocumentOf({
      subject: '',
      body: 'Sent from my phone',
      sender,
      attachments: [
        {
          filename: 'scan.pdf',
          text: 'PURCHASE ORDER 88120\nQty Description\n20 ball valves DN25\nPlease confirm.',
        },
      ],
    });
    expect(document.attachmentDecides).toBe(true);
    const written = intentDocumentOf({
      subject: 'Order',
      body: 'Hello, please find our purchase order attached and confirm the delivery date to us.',
      sender,
      attachments: [{ filename: 'po.pdf', text: 'PURCHASE ORDER 88120 20 ball valves DN25 each' }],
    });
    expect(written.attachmentDecides).toBe(false);
  });

  it('keeps quoted history out of the new text and reads it as thread context', () => {
    const document = intentDocumentOf({
      subject: 'RE: Quote request',
      body: 'Any news on this? We still have nothing.\n\n-----Original Message-----\nFrom: buyer@customer.example\nSent: Monday, 3 March 2025 10:12\nSubject: Quote request\n\nPlease quote 20 ball valves DN25.',
      sender,
    });
    expect(document.content).not.toContain('ball valves');
    expect(document.quotedText).toContain('Please quote');
  });

  it('reads a reply that turns to another matter from the turn, the subject as thread context', () => {
    const document = intentDocumentOf({
      subject: 'AW: Versandavis 4471',
      body: 'Danke, ist alles angekommen.\n\nGanz anderes Thema: was kosten 12 Kugelhähne DN40 bei Ihnen?\n\nGruß\nJan',
      sender,
    });
    expect(document.topicSwitch).toBe(true);
    expect(document.subjectCore).toBe('');
    // The turn phrase itself is not read as the new matter.
    expect(document.content.startsWith('was kosten 12 Kugelhähne')).toBe(true);
    expect(document.quotedText).toContain('Versandavis');
  });

  it('does not turn a new mail whose second request follows "another thing"', () => {
    const document = intentDocumentOf({
      subject: 'Price request and a delivery date',
      body: 'Please quote 20 ball valves DN25 and 10 strainers DN25.\n\nAnother thing: could order 5512 come on Tuesday instead of Friday?',
      sender,
    });
    expect(document.topicSwitch).toBe(false);
    expect(document.content).toContain('Please quote');
  });
});

describe('cue phrases', () => {
  it('does not read payment terms as an invoice cue', () => {
    const inTerms = findCues('Payment 30 days from invoice, delivery DDP.').map(
      (cue) => cue.intent,
    );
    expect(inTerms).not.toContain('other');
    const aboutInvoice = findCues('Please find attached invoice 5521.').map((cue) => cue.intent);
    expect(aboutInvoice).toContain('other');
    // Where an order's invoice goes is no invoice question either.
    expect(findCues('Rechnung wie immer an die Zentrale.').map((cue) => cue.intent)).not.toContain(
      'other',
    );
  });

  it('reads a stem cue in every form of its word', () => {
    const intents = (text: string) => findCues(text).map((cue) => cue.intent);
    for (const text of [
      'Anulad el pedido 5513.',
      'Annulez la commande 5512 svp.',
      'Annullate pure l’ordine.',
      'Order 5512 mag geannuleerd worden.',
      'Bitte stornieren Sie Auftrag 7788.',
    ]) {
      expect(intents(text), text).toContain('update');
    }
    expect(intents('avete disponibile il ricambio?')).toContain('quote');
    expect(intents('Habt ihr das lagernd?')).toContain('quote');
    // A stem is a word's start: 'annual' is not 'annul…'.
    expect(intents('Our annual maintenance.')).not.toContain('update');
  });

  it('reads a cue whose words stand around the items ("könnt ihr uns … schicken")', () => {
    const intents = (text: string) => findCues(text).map((cue) => cue.intent);
    expect(intents('Könnt ihr uns 4 Dosen Sprühkleber schicken?')).toContain('order');
    expect(intents('Willen jullie ons 4 dozen handschoenen maat L sturen?')).toContain('order');
    // Asking to be sent a quote or a price list is no order.
    expect(intents('Können Sie uns ein Angebot schicken?')).not.toContain('order');
    expect(intents('Kunt u ons de prijslijst sturen?')).not.toContain('order');
  });

  it('reads a withdrawn request as a change of it, not as the request again', () => {
    const withdrawn = findCues(
      'Please disregard my request below – the project has been cancelled, so no need to quote.',
    ).map((cue) => cue.intent);
    expect(withdrawn).toContain('update');
    expect(withdrawn).not.toContain('quote');
    expect(findCues('Can you do better on price?').map((cue) => cue.intent)).toContain('quote');
  });
});

describe('hard cases', () => {
  it("a reply's subject is the thread's topic: a chase under 'RE: Pedido' is status", () => {
    const result = classifier.classify({
      subject: 'RE: Pedido N-889',
      body: 'Hola,\n\n¿Alguna novedad? Necesitamos saber si sale esta semana.\n\nGracias\nPilar',
      sender,
    });
    expect(result.intent).toBe('status');
  });

  it('a chase with the quote request quoted below is status, not quote', () => {
    const result = classifier.classify({
      subject: 'RE: Price request hydraulic hoses',
      body: 'Hi Anna,\n\nWe sent you the enquiry below last Tuesday and have heard nothing. When will we get your offer?\n\nThanks\nPaul\n\n-----Original Message-----\nFrom: Paul <paul@customer.example>\nSent: Tuesday, 4 March 2025 09:00\nSubject: Price request hydraulic hoses\n\nPlease quote 40 hydraulic hoses 1/2" and 10 couplings, best price and lead time.',
      sender,
    });
    expect(result.intent).toBe('status');
  });

  it('the attachment decides attachment-only mail, and the rationale says so', () => {
    const result = classifier.classify({
      subject: '',
      body: '',
      sender,
      attachments: [
        {
          filename: 'document.pdf',
          text: 'PURCHASE ORDER 45007781\nDate: 12.03.2025\nQty Description Unit price\n25 cable glands M20 1.20\n10 contactors 3RT2026 48.00\nDeliver to: Goods In, Gate 1\nPlease confirm this order.',
        },
      ],
    });
    expect(result.intent).toBe('order');
    expect(result.rationale).toContain('the attachment decided');
    expect(result.rationale).toContain('document.pdf');
    expect(result.rationale_signals.map((signal) => signal.signal)).toContain('attachment_decided');
  });

  it('a message unlike anything in training does not score 0.99', () => {
    const result = classifier.classify({
      subject: 'zxqv',
      body: 'Blorf quantaxe vilmorp sprindle kaxotrum? Wemble froop, daxil trompos zyngal.',
      sender,
    });
    expect(result.raw_score).toBeLessThan(0.9);
  });
});

describe('confidence model', () => {
  it('learns that answers without a cue of their own in the new text are wrong more often', () => {
    const samples: ConfidenceSample[] = [];
    for (let index = 0; index < 200; index++) {
      const cue = index % 2 === 0;
      // With a cue: right 9 times in 10; without: right 1 time in 2.
      const correct = cue ? index % 20 !== 0 : index % 4 === 1;
      samples.push({ evidence: evidence({ new_text_cue: cue ? 1 : 0, logit_top: 1 }), correct });
    }
    const model = confidenceFromArtefact(fitConfidence(samples, { l2: 0.1 }));
    const withCue = model.score(evidence({ new_text_cue: 1, logit_top: 1 }));
    const without = model.score(evidence({ new_text_cue: 0, logit_top: 1 }));
    expect(withCue).toBeGreaterThan(0.8);
    expect(withCue).toBeLessThan(0.95);
    expect(without).toBeGreaterThan(0.35);
    expect(without).toBeLessThan(0.65);
  });

  it('shrinks mail with few familiar words toward 0.5', () => {
    const samples: ConfidenceSample[] = Array.from({ length: 60 }, (_, index) => ({
      evidence: evidence({ logit_top: 3 }),
      correct: index % 10 !== 0,
    }));
    const model = confidenceFromArtefact(fitConfidence(samples, { l2: 0.1 }));
    const familiar = model.score(evidence({ logit_top: 3 }));
    const unfamiliar = model.score(evidence({ logit_top: 3, coverage: 0.1 }));
    expect(familiar).toBeGreaterThan(0.8);
    expect(unfamiliar).toBeLessThan(0.6);
  });

  it('never claims certainty', () => {
    const samples: ConfidenceSample[] = Array.from({ length: 50 }, () => ({
      evidence: evidence({ logit_top: 5 }),
      correct: true,
    }));
    const model = confidenceFromArtefact(fitConfidence(samples, { l2: 0.01 }));
    expect(model.score(evidence({ logit_top: 50 }))).toBeLessThanOrEqual(0.995);
  });
});
