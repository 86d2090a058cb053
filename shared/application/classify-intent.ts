import type { IntentRequest } from '#contracts/intent';
import { operations } from '#contracts/operations';
import { type IntentInput, type IntentResult, ReviewHint } from '#domain/intent/index';
import { roundScore } from '#domain/trust/calibration';
import { ReviewReason } from '#domain/trust/routing';
import type { ExecutionContext } from '#platform/jobs/executors';
import { emitModuleError } from '#platform/metrics/emf';
import { intentModel } from '#platform/models/intent-model';
import { logger } from '#platform/observability/logger';
import { services } from '#platform/services';
import { readTenantConfig } from '#platform/tenants/config-service';
import { scoringFor } from '#platform/trust/scoring';
import { documentText, readAttachments } from './attachments';
import { recordModuleCall } from './audit';
import { answeredOk, defineOperation } from './define';

/** SPEC 2.1 and 4.2 rule 1. */
export async function classifyIntentOperation(request: IntentRequest, context: ExecutionContext) {
  const deps = services();
  const tenantId = context.principal.tenantId;
  // Thresholds and calibrator are read while the message is classified: neither depends on it.
  const scoringRead = scoringFor(deps, tenantId, 'intent_classifier');
  scoringRead.catch(() => undefined);
  const [documents, tenantConfig] = await Promise.all([
    readAttachments(deps.blobs, tenantId, request.attachments),
    readTenantConfig(deps.tenantConfig, tenantId),
  ]);
  const input: IntentInput = {
    subject: request.subject,
    body: request.body,
    sender: request.sender,
    attachments: documents.map((document) => ({
      filename: document.filename,
      ...(document.status === 'processed' ? { text: documentText(document) } : {}),
    })),
    ...(request.thread_history ? { thread_history: request.thread_history } : {}),
    ...(request.country ? { country: request.country } : {}),
    ...(request.branch_id ? { branch_id: request.branch_id } : {}),
    taxonomy: tenantConfig.config.intent_taxonomy,
  };
  // Lets the reads above go out on the wire before the in-process model takes the CPU.
  await new Promise((resolve) => setImmediate(resolve));
  const result = await deps.models.invoke<IntentResult>(intentModel, input);
  const scoring = await scoringRead;
  const failed = result.review_hints.includes(ReviewHint.classificationError);
  if (failed) {
    // The classifier threw on this input. A 5xx would only make the caller retry an input that fails
    // the same way every time, so the case goes to a rep (`other`, confidence 0, `manual`), and the
    // failure is logged and counted so that an alarm sees it.
    logger.error('intent classification failed; answered other for review', {
      case_id: request.case_id,
      correlation_id: context.correlationId,
      tenant_id: tenantId,
      signals: result.rationale_signals,
    });
    emitModuleError(tenantId, 'intent_classifier');
  }
  // SPEC 4.2 rule 1: with no content, `other` says that nothing was asked rather than classifying a
  // request, so it keeps the module's low raw score, whatever the calibrator learned about how often
  // such answers are right.
  const confidence = failed
    ? 0
    : result.review_hints.includes('missing_content')
      ? Math.min(scoring.score(result.raw_score), roundScore(result.raw_score))
      : scoring.score(result.raw_score);
  const routed = scoring.route(
    confidence,
    { intent: result.intent },
    result.review_hints.filter((hint) => hint !== 'language_unknown'),
  );
  // A failed classification goes to a rep for that reason alone (not as a low score).
  const routing = failed
    ? {
        ...routed,
        recommended_action: 'manual' as const,
        review_reasons: [ReviewReason.classificationError],
      }
    : routed;
  const response = {
    case_id: request.case_id,
    intent: result.intent,
    confidence_score: confidence,
    rationale: result.rationale,
    rationale_signals: result.rationale_signals,
    secondary_intents: result.secondary_intents.map((secondary) => ({
      intent: secondary.intent,
      confidence_score: scoring.score(secondary.raw_score),
    })),
    recommended_action: routing.recommended_action,
    review_reasons: routing.review_reasons,
    language: result.language,
    ...(result.auto_reply ? { auto_reply: true } : {}),
    ...(result.language_unsupported ? { language_unsupported: true } : {}),
    calibration_version: scoring.calibrationVersion,
  };
  await recordModuleCall(deps, context, {
    module: 'intent',
    caseId: request.case_id,
    input: request,
    output: response,
    decisions: [routing],
    caseData: { intent: response.intent, confidence_score: confidence },
  });
  return response;
}

/** POST /v1/intent/classify, synchronous or as a job. */
export const intentOperation = defineOperation(operations.classifyIntent, {
  model: intentModel,
  execute: async (input, context) => answeredOk(await classifyIntentOperation(input, context)),
});
