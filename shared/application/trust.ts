import { Modules, moduleOfCalibrated } from '#contracts/modules';
import { baseCalibrators } from '#domain/trust/base-calibrators';
import { type CalibratedModule, CalibratedModules } from '#domain/trust/calibration';
import { requireScope } from '#platform/auth/authenticate';
import type { Principal } from '#platform/auth/ports';
import type { Services } from '#platform/services';
import { readTenantConfig } from '#platform/tenants/config-service';
import {
  type FeedbackReceipt,
  type FeedbackRequest,
  submitFeedback,
} from '#platform/trust/feedback';
import { calibratorFor } from '#platform/trust/scoring';
import { type RefreshReport, refreshTenantCalibration } from '#platform/trust/tenant-calibration';

export async function submitFeedbackOperation(
  deps: Services,
  request: FeedbackRequest,
  context: { principal: Principal; correlationId: string },
): Promise<FeedbackReceipt> {
  // Correcting a module's output needs the scope that calls the module.
  requireScope(context.principal, [Modules[moduleOfCalibrated[request.module]].scope]);
  return submitFeedback(deps, request, {
    tenantId: context.principal.tenantId,
    correlationId: context.correlationId,
  });
}

export function refreshCalibrationOperation(
  deps: Services,
  tenantId: string,
  options: { correlationId: string; modules?: CalibratedModule[]; trigger: 'api' | 'schedule' },
): Promise<RefreshReport> {
  return refreshTenantCalibration(deps, tenantId, {
    trigger: options.trigger,
    correlationId: options.correlationId,
    ...(options.modules ? { modules: options.modules } : {}),
  });
}

export async function calibrationStatus(deps: Services, tenantId: string) {
  const base = baseCalibrators();
  const { config } = await readTenantConfig(deps.tenantConfig, tenantId, { fresh: true });
  const modules: Record<string, unknown> = {};
  for (const module of CalibratedModules) {
    const [calibrator, layer] = await Promise.all([
      calibratorFor(deps, tenantId, module),
      deps.calibrators[module].current(tenantId),
    ]);
    const baseSamples = base.samplesOf(module);
    modules[module] = {
      calibration_version: calibrator.version,
      base: {
        method: base.specOf(module).method,
        ...(baseSamples !== undefined ? { samples: baseSamples } : {}),
      },
      ...(layer
        ? {
            tenant_layer: {
              version: layer.version,
              method: layer.spec.method,
              samples: layer.samples,
              updated_at: layer.updated_at,
              ece_before: layer.ece_before,
              ece_after: layer.ece_after,
              in_use: calibrator.version !== base.version,
            },
          }
        : {}),
    };
  }
  return {
    base_version: base.version,
    feedback_mode: config.feedback.mode,
    modules,
  };
}
