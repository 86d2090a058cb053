import { beforeAll, describe, expect, it } from 'vitest';
import { baseCalibrators } from '#domain/trust/base-calibrators';
import { authHeaders, call, useRuntimeEnv } from '../support/http';
import { expectMatchesContract } from '../support/openapi';
import { newTenant } from '../support/tenants';
import { approval, classify } from '../support/trust';

useRuntimeEnv();

describe('thresholds API', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await newTenant('trust-thresholds');
  });

  it('starts at version 0 with the spec floors and versions every replacement', async () => {
    const initial = await call('/v1/admin/thresholds', { headers: authHeaders(admin) });
    expectMatchesContract('get', '/v1/admin/thresholds', initial);
    expect(initial.body).toMatchObject({
      version: 0,
      thresholds: {
        intent_classifier: { default: 0.6, by_intent: {} },
        customer_matcher: { default: 0.6, by_customer_type: {} },
        product_matcher: { default: 0.6, by_product_category: {}, by_branch: {} },
      },
    });

    const put = await call('/v1/admin/thresholds', {
      method: 'PUT',
      headers: authHeaders(admin),
      json: { thresholds: { intent_classifier: { by_intent: { quote: 0.9999 } } } },
    });
    expectMatchesContract('put', '/v1/admin/thresholds', put);
    expect(put.body).toMatchObject({
      version: 1,
      thresholds: { intent_classifier: { default: 0.6, by_intent: { quote: 0.9999 } } },
    });

    // Effective on the next call, no deployment: a quote now falls below its floor.
    const routed = await classify(admin, 'thr-1');
    expect(routed.status).toBe(200);
    expect(routed.body).toMatchObject({
      intent: 'quote',
      recommended_action: 'manual',
      review_reasons: expect.arrayContaining(['below_threshold']),
    });

    const older = await call('/v1/admin/thresholds?version=0', { headers: authHeaders(admin) });
    expect((older.body as { version: number }).version).toBe(0);
    const current = await call('/v1/admin/thresholds', { headers: authHeaders(admin) });
    expect((current.body as { version: number }).version).toBe(1);
    const missing = await call('/v1/admin/thresholds?version=7', { headers: authHeaders(admin) });
    expect(missing.status).toBe(404);
  });

  it('refuses values outside [0, 1] and unknown paths with 400, storing nothing', async () => {
    for (const thresholds of [
      { product_matcher: { default: 1.5 } },
      { product_matcher: { by_colour: { red: 0.7 } } },
      { order_router: { default: 0.5 } },
    ]) {
      const result = await call('/v1/admin/thresholds', {
        method: 'PUT',
        headers: authHeaders(admin),
        json: { thresholds },
      });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ error_code: 'INVALID_PAYLOAD' });
    }
    const current = await call('/v1/admin/thresholds', { headers: authHeaders(admin) });
    expect((current.body as { version: number }).version).toBe(1);
  });
});

describe('calibrated answers', () => {
  it('carry the calibrator version, and an empty message stays low-confidence and manual', async () => {
    const accessToken = await newTenant('trust-empty');
    const empty = await call('/v1/intent/classify', {
      method: 'POST',
      headers: authHeaders(accessToken),
      json: { case_id: 'empty-1', sender: 'buyer@example.com', subject: '', body: '' },
    });
    expect(empty.status).toBe(200);
    const body = empty.body as Record<string, unknown>;
    expect(body).toMatchObject({ intent: 'other', recommended_action: 'manual' });
    expect(body.confidence_score).toBeLessThan(0.2);
    expect(body.review_reasons).toEqual(expect.arrayContaining(['missing_content']));
    expect(body.calibration_version).toBe(baseCalibrators().version);
  });
});

describe('feedback', () => {
  let rep: string;
  beforeAll(async () => {
    rep = await newTenant('trust-feedback');
  });

  const correction = {
    case_id: 'fb-case-1',
    module: 'intent_classifier',
    original_output: { intent: 'quote', confidence_score: 0.83, calibration_version: 'x' },
    corrected_output: { intent: 'order' },
    actor: { type: 'sales_rep', id_hash: 'sha256:0f1e' },
  };

  it('answers {feedback_id, received_at}; a retry gets the same receipt', async () => {
    const first = await call('/v1/feedback', {
      method: 'POST',
      headers: authHeaders(rep),
      json: correction,
    });
    expectMatchesContract('post', '/v1/feedback', first);
    expect(first.status).toBe(200);
    const retry = await call('/v1/feedback', {
      method: 'POST',
      headers: authHeaders(rep),
      json: correction,
    });
    expect(retry.body).toEqual(first.body);
  });

  it('needs the scope of the corrected module', async () => {
    const productOnly = await newTenant('trust-feedback-scoped', ['match.product']);
    const refused = await call('/v1/feedback', {
      method: 'POST',
      headers: authHeaders(productOnly),
      json: correction,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error_code: 'SCOPE_INSUFFICIENT' });
  });

  it('refuses an unknown module and a missing actor', async () => {
    const { actor: _actor, ...withoutActor } = correction;
    for (const json of [{ ...correction, module: 'pricing' }, withoutActor]) {
      const result = await call('/v1/feedback', {
        method: 'POST',
        headers: authHeaders(rep),
        json,
      });
      expect(result.status).toBe(400);
    }
  });

  it('changes the feedback mode only with a written approval in the same patch', async () => {
    const refused = await call('/v1/admin/config', {
      method: 'PATCH',
      headers: authHeaders(rep),
      json: { feedback: { mode: 'tenant_tuning' } },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('/feedback/approval');
    const accepted = await call('/v1/admin/config', {
      method: 'PATCH',
      headers: authHeaders(rep),
      json: { feedback: { mode: 'tenant_tuning', approval } },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      config: { feedback: { mode: 'tenant_tuning', approval } },
    });
  });
});
