import { afterAll, describe, expect, it } from 'vitest';
import { classifyIntentOperation } from '#application/classify-intent';
import type { IntentInput } from '#domain/intent/index';
import { loadIntentClassifier } from '#domain/intent/index';
import { overrideServices, resetServices } from '#platform/services';
import { useRuntimeEnv } from '../support/http';

useRuntimeEnv();

/** An input the classifier cannot read: every access to its body throws, as a bug in it would. */
function unreadable(input: IntentInput): IntentInput {
  return Object.defineProperty({ ...input }, 'body', {
    get() {
      throw new TypeError('body cannot be read');
    },
  });
}

afterAll(() => resetServices());

describe('a classifier exception', () => {
  it('is not passed off as missing content: the module marks it classification_error', async () => {
    const classifier = await loadIntentClassifier();
    const result = classifier.classify(
      unreadable({
        subject: 'Anfrage',
        body: 'Bitte um Angebot',
        sender: 'a@b.de',
        attachments: [],
      }),
    );
    expect(result.intent).toBe('other');
    expect(result.review_hints).toEqual(['classification_error']);
    expect(result.rationale_signals).toEqual([
      { signal: 'classification_error', weight: 1, evidence: { error: 'TypeError' } },
    ]);
  });

  it('answers manual with review_reasons ["classification_error"] and confidence 0', async () => {
    overrideServices({
      models: {
        invoke: async <T>(_model: unknown, payload: unknown) =>
          (await loadIntentClassifier()).classify(unreadable(payload as IntentInput)) as T,
      },
    });
    const response = await classifyIntentOperation(
      {
        case_id: 'case-classifier-error',
        subject: 'Anfrage',
        body: 'Bitte um ein Angebot für 200 Stück Sechskantschraube M8x30.',
        sender: 'einkauf@example.de',
      },
      {
        principal: { tenantId: 'demo', subject: 'demo-client', scopes: [], method: 'bearer' },
        correlationId: 'corr-classifier-error',
        requestId: 'req-classifier-error',
        operationId: 'classifyIntent',
        receivedAt: new Date(),
      },
    );
    expect(response).toMatchObject({
      intent: 'other',
      confidence_score: 0,
      recommended_action: 'manual',
      review_reasons: ['classification_error'],
    });
  });
});
