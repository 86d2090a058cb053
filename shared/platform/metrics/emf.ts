import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { CalibratedModule } from '#contracts/modules';
import type { RequestObservation } from './observation';

let shared: Metrics | undefined;

/** One Powertools Metrics instance per container (namespace from POWERTOOLS_METRICS_NAMESPACE). */
export function requestMetricsEmitter(): Metrics {
  shared ??= new Metrics({
    namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'QuoteCaseAutomation',
    serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'quote-case-automation',
  });
  return shared;
}

/** EMF caps one metric at 100 values per document; Powertools flushes (and drops dimensions) at 100. */
const VALUES_PER_DOCUMENT = 99;

/**
 * SPEC 6.3 as CloudWatch Embedded Metric Format: one document per dimension set, written to stdout,
 * which CloudWatch Logs turns into metrics without any API call on the request path.
 * `request_count` by tenant, module and status; `latency_ms` and `confidence_distribution` by tenant
 * and module; `threshold_routing` by tenant, module and recommended action; `feedback_volume` by
 * tenant and the module the corrections are for.
 */
export function emitRequestMetrics(
  observation: RequestObservation,
  metrics: Metrics = requestMetricsEmitter(),
): void {
  const tenant = observation.tenantId ?? 'unauthenticated';
  const module = observation.module;
  const publish = (dimensions: Record<string, string>, add: () => void) => {
    metrics.addDimensions(dimensions);
    add();
    metrics.publishStoredMetrics();
  };
  if (observation.kind !== 'job') {
    publish({ tenant, module, status: String(observation.status) }, () =>
      metrics.addMetric('request_count', MetricUnit.Count, 1),
    );
    publish({ tenant, module }, () =>
      metrics.addMetric('latency_ms', MetricUnit.Milliseconds, observation.latencyMs),
    );
  }
  for (let i = 0; i < observation.confidences.length; i += VALUES_PER_DOCUMENT) {
    const chunk = observation.confidences.slice(i, i + VALUES_PER_DOCUMENT);
    publish({ tenant, module }, () => {
      for (const score of chunk)
        metrics.addMetric('confidence_distribution', MetricUnit.NoUnit, score);
    });
  }
  for (const [action, count] of Object.entries(observation.routing)) {
    if (!count) continue;
    publish({ tenant, module, recommended_action: action }, () =>
      metrics.addMetric('threshold_routing', MetricUnit.Count, count),
    );
  }
  const feedback = observation.feedback;
  if (feedback && feedback.count > 0) {
    publish({ tenant, module: feedback.module }, () =>
      metrics.addMetric('feedback_volume', MetricUnit.Count, feedback.count),
    );
  }
}

/**
 * A module that failed on one input and handed the case to a rep (the intent classifier's
 * `classification_error`: `other`, confidence 0, `manual`): `module_errors` by tenant and module, so an alarm sees a rise even though
 * every such request answers 200.
 */
export function emitModuleError(
  tenantId: string,
  module: CalibratedModule,
  metrics: Metrics = requestMetricsEmitter(),
): void {
  metrics.addDimensions({ tenant: tenantId, module });
  metrics.addMetric('module_errors', MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
}
