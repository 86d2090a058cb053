import type middy from '@middy/core';
import type { Operation } from '#contracts/operations';
import { emitRequestMetrics } from '#platform/metrics/emf';
import {
  metricModuleOf,
  type RequestObservation,
  scoredOutputsOf,
} from '#platform/metrics/observation';
import { logger } from '#platform/observability/logger';
import { services } from '#platform/services';
import type { ApiContext, ApiRequestState, ApiResult } from './types';

/** The feedback operation (issue 9): its body names the module the correction is for. */
export const FEEDBACK_OPERATION_ID = 'submitFeedback';
/** Longest a request waits for its aggregate write (a slow table must not slow the API down). */
const AGGREGATE_WRITE_BUDGET_MS = 250;
/** Stored or replayed module responses above this are not re-parsed for their scores. */
const MAX_PARSED_BODY_CHARS = 8 * 1024 * 1024;

/** The executor's result object, so the metrics need not parse the serialised response again. */
export function rememberResultBody(context: ApiContext, body: unknown): void {
  context.api.resultBody = { value: body };
}

function scoredBody(operation: Operation, state: ApiRequestState, response: ApiResult): unknown {
  if (!operation.module || (response.statusCode !== 200 && response.statusCode !== 422))
    return undefined;
  if (state.resultBody) return state.resultBody.value;
  if (typeof response.body !== 'string' || response.body.length > MAX_PARSED_BODY_CHARS)
    return undefined;
  try {
    return JSON.parse(response.body);
  } catch {
    return undefined;
  }
}

function feedbackOf(
  operation: Operation,
  body: unknown,
  status: number,
): RequestObservation['feedback'] {
  if (operation.id !== FEEDBACK_OPERATION_ID || status >= 300) return undefined;
  const module = (body as { module?: unknown } | undefined)?.module;
  return typeof module === 'string' ? { module, count: 1 } : undefined;
}

function withinBudget(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<void>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`aggregate write took over ${ms} ms`)), ms);
  });
  return Promise.race([work, budget]).finally(() => clearTimeout(timer));
}

/**
 * The end of every request, whatever its outcome (early replays and errors included): the SPEC 6.3
 * metrics as EMF and into the per-minute aggregates, and one log line with the decision summary.
 * Runs as middy's `requestEnd`, before the function returns: a Lambda is frozen once it has
 * answered, so a write left running would be lost or land minutes late. The write is one atomic
 * update per aggregate row, sent in parallel, and bounded by a short budget; a failure is logged and
 * never reaches the caller.
 */
export function observeRequest(operation: Operation): (request: middy.Request) => Promise<void> {
  return async (request) => {
    try {
      const context = request.context as Partial<ApiContext>;
      const state = context.api;
      const response = request.response as ApiResult | null;
      if (!state || !response) return;
      const status = response.statusCode;
      const scored = scoredOutputsOf(scoredBody(operation, state, response));
      const feedback = feedbackOf(operation, state.body, status);
      const observation: RequestObservation = {
        ...(state.principal ? { tenantId: state.principal.tenantId } : {}),
        module: metricModuleOf(operation),
        status,
        latencyMs: Date.now() - state.receivedAt.getTime(),
        ...scored,
        ...(feedback ? { feedback } : {}),
      };
      logger.info('request completed', {
        module: observation.module,
        status,
        duration_ms: observation.latencyMs,
        ...(scored.confidences.length > 0 || Object.keys(scored.routing).length > 0
          ? { decisions: scored.routing, scored_outputs: scored.confidences.length }
          : {}),
        ...(feedback ? { feedback_module: feedback.module } : {}),
      });
      emitRequestMetrics(observation);
      if (observation.tenantId)
        await withinBudget(
          services().metrics.record(observation, state.receivedAt),
          AGGREGATE_WRITE_BUDGET_MS,
        );
    } catch (error) {
      logger.warn('request metrics not recorded', { error: error as Error });
    }
  };
}
