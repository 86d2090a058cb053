import { baseCalibrators } from '#domain/trust/base-calibrators';
import {
  buildCalibrator,
  type CalibratedModule,
  type Calibrator,
  type CalibratorSpec,
  composeCalibrators,
  roundScore,
} from '#domain/trust/calibration';
import { type RoutingDecision, toRecommendedAction } from '#domain/trust/routing';
import {
  defaultThresholds,
  selectThreshold,
  type ThresholdSelectors,
  type VersionedThresholds,
} from '#domain/trust/thresholds';
import { tuningModes } from '#platform/tenants/config';
import { readTenantConfig } from '#platform/tenants/config-service';
import type { TenantConfigStore, VersionedStore } from '#platform/tenants/config-store';

/** One fitted tenant layer, read on top of the base calibrator of the same `base_version`. */
export interface TenantCalibrator {
  version: number;
  updated_at: string;
  module: CalibratedModule;
  base_version: string;
  spec: CalibratorSpec;
  samples: number;
  trigger: 'schedule' | 'api';
  /** Expected calibration error (15 bins) of the feedback outcomes before and after this layer. */
  ece_before: number;
  ece_after: number;
}

export interface TrustStores {
  tenantConfig: TenantConfigStore;
  thresholds: VersionedStore<VersionedThresholds>;
  calibrators: Record<CalibratedModule, VersionedStore<TenantCalibrator>>;
}

export const tenantLayerVersion = (base: string, tenantId: string, layer: TenantCalibrator) =>
  `${base}+${tenantId}.${layer.module}.v${layer.version}`;

/** Calibrator changes reach every container within this long; thresholds are read fresh. */
const CALIBRATOR_CACHE_MS = 30_000;
const layerCache = new Map<string, { layer: TenantCalibrator | undefined; readAt: number }>();

export function forgetTenantCalibrators(tenantId?: string): void {
  if (!tenantId) layerCache.clear();
  else
    for (const key of layerCache.keys()) if (key.startsWith(`${tenantId}#`)) layerCache.delete(key);
}

async function currentLayer(
  store: VersionedStore<TenantCalibrator>,
  tenantId: string,
  module: CalibratedModule,
): Promise<TenantCalibrator | undefined> {
  const key = `${tenantId}#${module}`;
  const hit = layerCache.get(key);
  if (hit && Date.now() - hit.readAt < CALIBRATOR_CACHE_MS) return hit.layer;
  const layer = await store.current(tenantId);
  layerCache.set(key, { layer, readAt: Date.now() });
  return layer;
}

/**
 * The tenant's calibrator for a module: the base calibrator, refined by the tenant layer when the
 * tenant's feedback mode allows tuning and the layer was fitted on today's base calibrator.
 */
export async function calibratorFor(
  stores: TrustStores,
  tenantId: string,
  module: CalibratedModule,
): Promise<Calibrator> {
  const base = baseCalibrators();
  const baseCalibrator = base.forModule(module);
  const [config, layer] = await Promise.all([
    readTenantConfig(stores.tenantConfig, tenantId),
    currentLayer(stores.calibrators[module], tenantId, module),
  ]);
  if (
    !layer ||
    layer.base_version !== base.version ||
    layer.spec.method === 'identity' ||
    !tuningModes.includes(config.config.feedback.mode)
  )
    return baseCalibrator;
  return composeCalibrators(
    baseCalibrator,
    buildCalibrator(String(layer.version), layer.spec),
    tenantLayerVersion(base.version, tenantId, layer),
  );
}

export async function currentThresholds(
  store: VersionedStore<VersionedThresholds>,
  tenantId: string,
): Promise<VersionedThresholds> {
  return (await store.current(tenantId)) ?? defaultThresholds();
}

/** What a module operation needs to turn raw scores into calibrated, routed outputs. */
export interface Scoring {
  calibrationVersion: string;
  /** Calibrated and rounded to four decimals. */
  score(rawScore: number): number;
  route(
    confidence: number,
    selectors?: ThresholdSelectors,
    hints?: readonly string[],
  ): RoutingDecision;
}

export async function scoringFor(
  stores: TrustStores,
  tenantId: string,
  module: CalibratedModule,
): Promise<Scoring> {
  const [calibrator, thresholds] = await Promise.all([
    calibratorFor(stores, tenantId, module),
    currentThresholds(stores.thresholds, tenantId),
  ]);
  return {
    calibrationVersion: calibrator.version,
    score: (rawScore) => roundScore(calibrator.calibrate(rawScore)),
    route: (confidence, selectors = {}, hints = []) =>
      toRecommendedAction(confidence, selectThreshold(thresholds, module, selectors), hints),
  };
}
