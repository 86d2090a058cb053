import { describe, expect, it } from 'vitest';
import { baseCalibrators } from '#domain/trust/base-calibrators';
import { expectedCalibrationError } from '#domain/trust/metrics';
import { createRandom } from '#domain/util/random';
import { services } from '#platform/services';
import { submitFeedback } from '#platform/trust/feedback';
import { calibratorFor } from '#platform/trust/scoring';
import { authHeaders, call, useRuntimeEnv } from '../support/http';
import { expectMatchesContract } from '../support/openapi';
import { newTenant } from '../support/tenants';
import { approval, classify } from '../support/trust';

useRuntimeEnv();

describe('feedback loop: per-tenant calibration refresh', () => {
  const module = 'intent_classifier';
  /**
   * The tenant's reps find the module right far less often than its base calibrator claims: the
   * chance of being right depends on the raw score as `0.9 · raw²`, whatever the base file says.
   */
  const shiftedTruth = (raw: number) => 0.9 * raw ** 2;

  function draws(count: number, seed: number) {
    const random = createRandom(seed);
    const base = baseCalibrators().forModule(module);
    return Array.from({ length: count }, () => {
      const raw = 0.02 + 0.96 * random.next();
      const returned = Math.round(base.calibrate(raw) * 10_000) / 10_000;
      return { raw, returned, correct: random.chance(shiftedTruth(raw)) };
    });
  }

  async function sendCorrections(tenantId: string, count: number, seed: number) {
    const deps = services();
    const version = baseCalibrators().version;
    const items = draws(count, seed);
    for (let start = 0; start < items.length; start += 50)
      await Promise.all(
        items.slice(start, start + 50).map((item, offset) =>
          submitFeedback(
            deps,
            {
              case_id: `loop-${seed}-${start + offset}`,
              module,
              original_output: {
                intent: 'quote',
                confidence_score: item.returned,
                calibration_version: version,
              },
              corrected_output: { intent: item.correct ? 'quote' : 'order' },
              actor: { type: 'sales_rep', id_hash: 'sha256:rep' },
            },
            { tenantId, correlationId: `loop-${seed}` },
          ),
        ),
      );
  }

  it('refits the tuning tenant below ECE 0.05 and leaves the others unchanged', async () => {
    const tuned = await newTenant('trust-tuned');
    const other = await newTenant('trust-other');
    const auditOnly = await newTenant('trust-audit-only');
    for (const accessToken of [tuned, other]) {
      const patched = await call('/v1/admin/config', {
        method: 'PATCH',
        headers: authHeaders(accessToken),
        json: { feedback: { mode: 'tenant_tuning', approval } },
      });
      expect(patched.status).toBe(200);
    }
    const before = {
      other: (await classify(other, 'loop-probe')).body as Record<string, unknown>,
      auditOnly: (await classify(auditOnly, 'loop-probe')).body as Record<string, unknown>,
    };

    await sendCorrections('trust-tuned', 2_000, 11);
    await sendCorrections('trust-audit-only', 250, 12);

    const refresh = async (accessToken: string) => {
      const result = await call('/v1/admin/calibration/refresh', {
        method: 'POST',
        headers: authHeaders(accessToken),
        json: { modules: [module] },
      });
      expectMatchesContract('post', '/v1/admin/calibration/refresh', result);
      return result.body as {
        modules: Record<string, { status: string; method: string; ece_after?: number }>;
      };
    };
    const tunedReport = await refresh(tuned);
    expect(tunedReport.modules[module]).toMatchObject({ status: 'fitted', method: 'isotonic' });
    expect((await refresh(other)).modules[module]?.status).toBe('insufficient_samples');
    expect((await refresh(auditOnly)).modules[module]?.status).toBe('base_only');

    // Held-out draws from the same shifted distribution, scored by the tenant's new calibrator.
    const deps = services();
    const tunedCalibrator = await calibratorFor(deps, 'trust-tuned', module);
    const heldOut = draws(4_000, 99);
    const eceBase = expectedCalibrationError(
      heldOut.map((d) => ({ confidence: d.returned, correct: d.correct })),
    );
    const eceTuned = expectedCalibrationError(
      heldOut.map((d) => ({ confidence: tunedCalibrator.calibrate(d.raw), correct: d.correct })),
    );
    expect(eceBase).toBeGreaterThan(0.1);
    expect(eceTuned).toBeLessThan(0.05);

    // Over HTTP: the tuned tenant answers with its own calibrator, the others exactly as before.
    const after = {
      tuned: (await classify(tuned, 'loop-probe')).body as Record<string, unknown>,
      other: (await classify(other, 'loop-probe')).body as Record<string, unknown>,
      auditOnly: (await classify(auditOnly, 'loop-probe')).body as Record<string, unknown>,
    };
    expect(after.tuned.calibration_version).toMatch(/\+trust-tuned\.intent_classifier\.v1$/);
    expect(after.tuned.confidence_score).toBeLessThan(before.other.confidence_score as number);
    expect(after.other.confidence_score).toBe(before.other.confidence_score);
    expect(after.other.calibration_version).toBe(before.other.calibration_version);
    expect(after.auditOnly.confidence_score).toBe(before.auditOnly.confidence_score);
    expect(after.auditOnly.calibration_version).toBe(before.auditOnly.calibration_version);

    const status = await call('/v1/admin/calibration', { headers: authHeaders(tuned) });
    expectMatchesContract('get', '/v1/admin/calibration', status);
    expect(status.body).toMatchObject({
      feedback_mode: 'tenant_tuning',
      modules: { intent_classifier: { tenant_layer: { version: 1, in_use: true } } },
    });
  }, 120_000);
});
