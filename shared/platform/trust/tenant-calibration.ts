import { baseCalibrators } from '#domain/trust/base-calibrators';
import {
  buildCalibrator,
  type CalibratedModule,
  CalibratedModules,
} from '#domain/trust/calibration';
import { fitCalibrator, type LabelledScore, MIN_CALIBRATION_SAMPLES } from '#domain/trust/fitting';
import { expectedCalibrationError } from '#domain/trust/metrics';
import { type AuditLog, appendConfigChange, hashIdentity } from '#platform/audit/record';
import { tuningModes } from '#platform/tenants/config';
import { readTenantConfig } from '#platform/tenants/config-service';
import type { FeedbackStore } from './feedback';
import {
  forgetTenantCalibrators,
  type TenantCalibrator,
  type TrustStores,
  tenantLayerVersion,
} from './scoring';

/** The newest outcomes a refit reads; older behaviour matters less than today's. */
const MAX_REFIT_OUTCOMES = 20_000;

export const RefreshStatus = {
  fitted: 'fitted',
  insufficientSamples: 'insufficient_samples',
  baseOnly: 'base_only',
  resetToBase: 'reset_to_base',
} as const;
export type RefreshStatus = (typeof RefreshStatus)[keyof typeof RefreshStatus];

export interface ModuleRefresh {
  status: RefreshStatus;
  calibration_version: string;
  method: string;
  /** Outcomes read from feedback usable for tuning, and those that could be placed on today's base. */
  outcomes: number;
  usable_outcomes: number;
  ece_before?: number;
  ece_after?: number;
}

export interface RefreshReport {
  tenant_id: string;
  feedback_mode: string;
  refreshed_at: string;
  modules: Record<string, ModuleRefresh>;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * Puts each outcome back on the base calibrator's scale: scores returned under an earlier tenant
 * layer are mapped through that layer's inverse; scores from another base version cannot be placed
 * and are left out.
 */
async function onBaseScale(
  stores: TrustStores,
  tenantId: string,
  module: CalibratedModule,
  outcomes: { score: number; calibration_version: string; correct: boolean }[],
): Promise<LabelledScore[]> {
  const baseVersion = baseCalibrators().version;
  const layerPrefix = `${baseVersion}+${tenantId}.${module}.v`;
  const layers = new Map<number, TenantCalibrator | undefined>();
  const placed: LabelledScore[] = [];
  for (const outcome of outcomes) {
    if (outcome.calibration_version === baseVersion) {
      placed.push({ score: outcome.score, correct: outcome.correct });
      continue;
    }
    if (!outcome.calibration_version.startsWith(layerPrefix)) continue;
    const layerVersion = Number(outcome.calibration_version.slice(layerPrefix.length));
    if (!Number.isInteger(layerVersion)) continue;
    if (!layers.has(layerVersion))
      layers.set(layerVersion, await stores.calibrators[module].version(tenantId, layerVersion));
    const layer = layers.get(layerVersion);
    if (!layer) continue;
    const calibrator = buildCalibrator(String(layer.version), layer.spec);
    placed.push({ score: calibrator.invert(outcome.score), correct: outcome.correct });
  }
  return placed;
}

const ece = (samples: LabelledScore[], map: (score: number) => number = (score) => score) =>
  expectedCalibrationError(
    samples.map((sample) => ({ confidence: map(sample.score), correct: sample.correct })),
  );

async function refreshModule(
  deps: TrustStores & { feedback: FeedbackStore; audit: AuditLog },
  tenantId: string,
  module: CalibratedModule,
  tuning: boolean,
  trigger: TenantCalibrator['trigger'],
  correlationId: string,
): Promise<ModuleRefresh> {
  const store = deps.calibrators[module];
  const base = baseCalibrators();
  const current = await store.current(tenantId);
  const save = async (layer: Omit<TenantCalibrator, 'version' | 'updated_at'>) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const latest = await store.current(tenantId);
      const next: TenantCalibrator = {
        ...layer,
        version: (latest?.version ?? 0) + 1,
        updated_at: new Date().toISOString(),
      };
      if (await store.save(tenantId, latest?.version ?? 0, next)) {
        await appendConfigChange(deps.audit, {
          tenantId,
          correlationId,
          actor: { type: 'system', id_hash: hashIdentity(`system:calibration-${trigger}`) },
          setting: `calibration.${module}`,
          input: { trigger, samples: layer.samples, base_version: layer.base_version },
          output: next,
        });
        return next;
      }
    }
    throw new Error('the calibrator changed concurrently on every attempt');
  };
  if (!tuning) {
    if (current && current.spec.method !== 'identity') {
      await save({
        module,
        base_version: base.version,
        spec: { method: 'identity' },
        samples: 0,
        trigger,
        ece_before: 0,
        ece_after: 0,
      });
      return {
        status: RefreshStatus.resetToBase,
        calibration_version: base.version,
        method: 'base',
        outcomes: 0,
        usable_outcomes: 0,
      };
    }
    return {
      status: RefreshStatus.baseOnly,
      calibration_version: base.version,
      method: 'base',
      outcomes: 0,
      usable_outcomes: 0,
    };
  }
  const { outcomes } = await deps.feedback.tuningOutcomes(tenantId, module, MAX_REFIT_OUTCOMES);
  const samples = await onBaseScale(deps, tenantId, module, outcomes);
  const currentVersion =
    current && current.base_version === base.version && current.spec.method !== 'identity'
      ? tenantLayerVersion(base.version, tenantId, current)
      : base.version;
  if (samples.length < MIN_CALIBRATION_SAMPLES)
    return {
      status: RefreshStatus.insufficientSamples,
      calibration_version: currentVersion,
      method: current?.spec.method ?? 'base',
      outcomes: outcomes.length,
      usable_outcomes: samples.length,
    };
  const fit = fitCalibrator(samples);
  const fitted = buildCalibrator('fit', fit.spec);
  const eceBefore = round(ece(samples));
  const eceAfter = round(ece(samples, (score) => fitted.calibrate(score)));
  const layer = await save({
    module,
    base_version: base.version,
    spec: fit.spec,
    samples: samples.length,
    trigger,
    ece_before: eceBefore,
    ece_after: eceAfter,
  });
  return {
    status: RefreshStatus.fitted,
    calibration_version: tenantLayerVersion(base.version, tenantId, layer),
    method: fit.spec.method,
    outcomes: outcomes.length,
    usable_outcomes: samples.length,
    ece_before: eceBefore,
    ece_after: eceAfter,
  };
}

/**
 * Refits the tenant's calibrator layer per module from the feedback its mode lets us use (SPEC 2.9):
 * under `off` or `audit_only` the tenant keeps the base calibrators.
 */
export async function refreshTenantCalibration(
  deps: TrustStores & { feedback: FeedbackStore; audit: AuditLog },
  tenantId: string,
  options: {
    trigger: TenantCalibrator['trigger'];
    correlationId: string;
    modules?: readonly CalibratedModule[];
  },
): Promise<RefreshReport> {
  const mode = (await readTenantConfig(deps.tenantConfig, tenantId, { fresh: true })).config
    .feedback.mode;
  const tuning = tuningModes.includes(mode);
  const modules: Record<string, ModuleRefresh> = {};
  for (const module of options.modules ?? CalibratedModules)
    modules[module] = await refreshModule(
      deps,
      tenantId,
      module,
      tuning,
      options.trigger,
      options.correlationId,
    );
  forgetTenantCalibrators(tenantId);
  return {
    tenant_id: tenantId,
    feedback_mode: mode,
    refreshed_at: new Date().toISOString(),
    modules,
  };
}
