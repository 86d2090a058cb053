import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, call, patchTenantConfig, useRuntimeEnv } from '../support/http';
import { expectMatchesContract } from '../support/openapi';
import { freshTenant } from '../support/tenants';

useRuntimeEnv();
const CLASSIFY = '/v1/intent/classify';

interface Classified {
  intent: string;
  confidence_score: number;
  recommended_action: string;
  review_reasons: string[];
  rationale: string;
  rationale_signals: { signal: string }[];
  language: string | null;
  auto_reply?: boolean;
  language_unsupported?: boolean;
}

let accessToken: string;
const classify = async (fields: Record<string, unknown>) => {
  const result = await call(CLASSIFY, {
    method: 'POST',
    headers: authHeaders(accessToken),
    json: { case_id: `case-${Math.random().toString(36).slice(2)}`, subject: '', ...fields },
  });
  return { ...result, classified: result.body as Classified };
};

const patchConfig = (patch: unknown) => patchTenantConfig(accessToken, patch);

const complaint = {
  sender: 'r.hughes@northfield-engineering.co.uk',
  subject: 'Damaged delivery',
  body: 'Hello, I must complain: your last delivery arrived damaged and two boxes were missing. This is unacceptable.\n\nRegards\nRuth Hughes',
};
const invoiceQuestion = {
  sender: 'compta@atelier-durand.fr',
  subject: 'Facture 2231',
  body: 'Bonjour, la facture n° 2231 ne correspond pas à notre commande, le montant facturé est erroné. Pouvez-vous vérifier ?\n\nCordialement\nMarie Durand',
};
const rfq = {
  sender: 'purchasing@hollis-marine.com',
  subject: 'RFQ-2231: request for quotation',
  body: 'Dear supplier,\n\nplease submit your bid for the items of our request for quotation RFQ-2231 by 15 June: 400 hex bolts M10x40 DIN 933 and 80 ball bearings 6205-2RS.\n\nKind regards\nProcurement',
};
const germanQuote = {
  sender: 'einkauf@kessler-antriebe.de',
  subject: 'Anfrage Angebot',
  body: 'Guten Tag,\n\nbitte senden Sie uns ein Angebot für 200 Stück Sechskantschraube M8x30 DIN 933 verzinkt und 50 Rillenkugellager 6204-2RS.\n\nMit freundlichen Grüßen\nPeter Kessler',
};

beforeAll(async () => {
  ({ accessToken } = await freshTenant('intent-taxonomy'));
});

describe('intent_taxonomy of the tenant configuration', () => {
  it('refuses a custom intent that reuses a built-in name, or has no examples', async () => {
    const reused = await patchConfig({
      intent_taxonomy: { custom_intents: [{ name: 'quote', examples: ['price please'] }] },
    });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ error_code: 'INVALID_PAYLOAD' });
    expect(JSON.stringify(reused.body)).toContain('/intent_taxonomy/custom_intents/0/name');
    const empty = await patchConfig({
      intent_taxonomy: { custom_intents: [{ name: 'complaint', examples: [] }] },
    });
    expect(empty.status).toBe(400);
    const other = await patchConfig({ intent_taxonomy: { disabled_intents: ['other'] } });
    expect(other.status).toBe(400);
  });

  it('recognises custom intents from their examples, disables intents, applies country and branch rules', async () => {
    const before = await classify(complaint);
    expect(before.status).toBe(200);
    expect(before.classified.intent).not.toBe('complaint');

    const patched = await patchConfig({
      intent_taxonomy: {
        disabled_intents: ['rfq'],
        custom_intents: [
          {
            name: 'complaint',
            description: 'A customer complains about a delivery or a product.',
            examples: [
              'the delivery arrived damaged',
              'boxes were missing from the delivery, this is unacceptable',
              'I want to complain about the last shipment',
            ],
          },
        ],
        country_overrides: {
          FR: {
            custom_intents: [
              {
                name: 'invoice_query',
                examples: [
                  'la facture ne correspond pas à notre commande',
                  'le montant facturé est erroné',
                  'question sur votre facture',
                ],
              },
            ],
          },
        },
        branch_rules: { 'DE-HAM': { review_intents: ['quote'] } },
      },
    });
    expect(patched.status).toBe(200);
    expectMatchesContract('PATCH', '/v1/admin/config', patched);
    const read = await call('/v1/admin/config', { headers: authHeaders(accessToken) });
    expect(read.body).toMatchObject({
      config: { intent_taxonomy: { disabled_intents: ['rfq'] } },
    });

    // A custom intent, recognised from the tenant's examples (no retraining).
    const custom = await classify(complaint);
    expect(custom.status).toBe(200);
    expectMatchesContract('POST', CLASSIFY, custom);
    expect(custom.classified.intent).toBe('complaint');
    expect(custom.classified.rationale_signals.map((s) => s.signal)).toContain(
      'custom_intent_examples',
    );
    expect(custom.classified.review_reasons).toContain('custom_intent');

    // A disabled intent is never returned: an RFQ reads as its nearest enabled relative.
    const redirected = await classify(rfq);
    expect(redirected.classified.intent).not.toBe('rfq');
    expect(redirected.classified.intent).toBe('quote');

    // The country override applies only when the request names that country.
    const inFrance = await classify({ ...invoiceQuestion, country: 'FR' });
    expect(inFrance.classified.intent).toBe('invoice_query');
    const elsewhere = await classify({ ...invoiceQuestion, country: 'BE' });
    expect(elsewhere.classified.intent).not.toBe('invoice_query');
    const noCountry = await classify(invoiceQuestion);
    expect(noCountry.classified.intent).not.toBe('invoice_query');

    // branch_id selects the branch's routing rules: that branch never auto-accepts a quote.
    const hamburg = await classify({ ...germanQuote, branch_id: 'DE-HAM' });
    expect(hamburg.classified.intent).toBe('quote');
    expect(hamburg.classified.review_reasons).toContain('branch_review_rule');
    expect(hamburg.classified.recommended_action).not.toBe('auto_accept');
    const munich = await classify({ ...germanQuote, branch_id: 'DE-MUC' });
    expect(munich.classified.intent).toBe('quote');
    expect(munich.classified.review_reasons).not.toContain('branch_review_rule');
  });
});

describe('bad input to POST /v1/intent/classify', () => {
  it('rejects an attachment with invalid base64 or an unknown content type, with the path', async () => {
    const badBase64 = await classify({
      ...germanQuote,
      attachments: [{ filename: 'a.pdf', content_type: 'application/pdf', content_base64: '%%%' }],
    });
    expect(badBase64.status).toBe(400);
    expect(badBase64.body).toMatchObject({ error_code: 'INVALID_PAYLOAD' });
    expect(JSON.stringify(badBase64.body)).toContain('/attachments/0/content_base64');
    const unknownType = await classify({
      ...germanQuote,
      attachments: [
        { filename: 'a.pdf', content_type: 'application/pdf', content_base64: 'JVBERi0=' },
        { filename: 'b.bin', content_type: 'pdf please', content_base64: 'AAAA' },
      ],
    });
    expect(unknownType.status).toBe(400);
    expect(unknownType.body).toMatchObject({ error_code: 'INVALID_PAYLOAD' });
    expect(JSON.stringify(unknownType.body)).toContain('/attachments/1/content_type');
  });

  it('answers binary garbage in the body normally', async () => {
    let garbage = '';
    for (let i = 0; i < 20_000; i++) garbage += String.fromCharCode((i * 7919 + 13) % 65_536);
    const result = await classify({ sender: 'x@example.com', subject: 'x', body: garbage });
    expect(result.status).toBe(200);
    expectMatchesContract('POST', CLASSIFY, result);
    expect(result.classified.intent).toBe('other');
  });

  it('answers a 5 MB body and 10,000 lines of quoted history normally', async () => {
    const filler = 'Bitte senden Sie uns ein Angebot für Sechskantschrauben M8x30. ';
    const body = filler.repeat(Math.floor((5 * 1024 * 1024 - 100) / Buffer.byteLength(filler)));
    const started = Date.now();
    const large = await classify({ ...germanQuote, body });
    const largeMs = Date.now() - started;
    expect(large.status).toBe(200);
    expect(large.classified.intent).toBe('quote');

    const quoted = Array.from(
      { length: 10_000 },
      (_, i) => `> line ${i} of an earlier message about invoices and deliveries`,
    ).join('\n');
    const startedQuoted = Date.now();
    const history = await classify({
      ...germanQuote,
      body: `${germanQuote.body}\n\nAm 3. Mai schrieb Verkauf:\n${quoted}`,
    });
    const quotedMs = Date.now() - startedQuoted;
    expect(history.status).toBe(200);
    expect(history.classified.intent).toBe('quote');
    console.info(`5 MB body: ${largeMs} ms; 10,000 quoted lines: ${quotedMs} ms (over HTTP)`);
  }, 60_000);

  it('flags a language outside the six and answers other', async () => {
    const result = await classify({
      sender: 'zakupy@firma.pl',
      subject: 'Zapytanie ofertowe',
      body: 'Dzień dobry, prosimy o przesłanie oferty cenowej na śruby sześciokątne M8x30. Z poważaniem, Jan Kowalski',
    });
    expect(result.status).toBe(200);
    expect(result.classified).toMatchObject({ intent: 'other', language_unsupported: true });
  });
});

describe('content edge cases over HTTP', () => {
  it('reads an attachment-only request through the attachment pipeline and still answers one intent', async () => {
    const text =
      'Request for quotation RFQ-2231\nPlease quote 200 hex bolts M8x30 DIN 933 and 50 bearings 6204-2RS.';
    const result = await classify({
      sender: 'purchasing@hollis-marine.com',
      subject: '',
      body: '',
      attachments: [
        {
          filename: 'RFQ-2231.txt',
          content_type: 'text/plain',
          content_base64: Buffer.from(text).toString('base64'),
        },
      ],
    });
    expect(result.status).toBe(200);
    expectMatchesContract('POST', CLASSIFY, result);
    expect(['quote', 'rfq']).toContain(result.classified.intent);
    expect(result.classified.rationale).toContain('RFQ-2231');
  });

  it('answers other with a low confidence and says the content is missing when subject and body are empty', async () => {
    const result = await classify({ sender: 'someone@example.com', subject: '', body: '' });
    expect(result.status).toBe(200);
    expect(result.classified.intent).toBe('other');
    expect(result.classified.confidence_score).toBeLessThan(0.6);
    expect(result.classified.recommended_action).toBe('manual');
    expect(result.classified.rationale.toLowerCase()).toContain('missing');
  });
});
