import type { ExtractRequest } from '#contracts/extract';
import { operations } from '#contracts/operations';
import { attachmentNeedsOcr } from '#domain/documents/index';
import { extractQuote, quoteLanguage } from '#domain/extract/index';
import { quoteSchemaSchema } from '#domain/extract/schema';
import type { RoutingDecision } from '#domain/trust/routing';
import { caseKeyOf } from '#platform/cases/context';
import type { ExecutionContext } from '#platform/jobs/executors';
import { services } from '#platform/services';
import type { TenantConfig } from '#platform/tenants/config';
import { readTenantConfig } from '#platform/tenants/config-service';
import { scoringFor } from '#platform/trust/scoring';
import { readAttachments } from './attachments';
import { recordModuleCall } from './audit';
import { defineOperation } from './define';

/** The customer's format hints and the branch's (else the country's) reading defaults. */
function readingDefaults(extraction: TenantConfig['extraction'], request: ExtractRequest) {
  const hints = request.customer_id
    ? extraction.customer_format_hints[request.customer_id]
    : undefined;
  const locale =
    (request.branch_id ? extraction.locale_defaults.by_branch[request.branch_id] : undefined) ??
    (request.country ? extraction.locale_defaults.by_country[request.country] : undefined);
  return { hints, locale };
}

/** SPEC 2.2 and 4.2 rule 2. */
export async function extractQuoteOperation(request: ExtractRequest, context: ExecutionContext) {
  const deps = services();
  const caseKey = caseKeyOf(request.case_id, context);
  const { tenantId } = caseKey;
  // Product matching on the same case waits briefly for these line items instead of racing past
  // them. The marker is written beside the reads (one round trip less); 'done' comes after both.
  const configRead = readTenantConfig(deps.tenantConfig, tenantId);
  // Scans are read in the message's language (and English), which needs the customer's and
  // branch's defaults first: a cached read, once per container every few seconds at most.
  // The language found here is the one extraction reads the body in too (same inputs).
  const documentsRead = configRead.then(async ({ config }) => {
    const { hints, locale } = readingDefaults(config.extraction, request);
    const language = request.attachments?.length
      ? quoteLanguage({
          body: request.body,
          ...(hints ? { customer_format_hints: hints } : {}),
          ...(locale ? { locale_defaults: locale } : {}),
        })
      : null;
    const documents = await readAttachments(deps.blobs, tenantId, request.attachments, language);
    return { documents, language };
  });
  const [, { documents, language }, { config }, scoring] = await Promise.all([
    deps.caseContext.put(caseKey, 'extract', {
      state: 'pending',
      updated_at: new Date().toISOString(),
    }),
    documentsRead,
    configRead,
    scoringFor(deps, tenantId, 'quote_extractor'),
  ]);
  const extraction = config.extraction;
  const { hints, locale } = readingDefaults(extraction, request);
  const tenantSchema = extraction.quote_schema
    ? quoteSchemaSchema.safeParse(extraction.quote_schema)
    : undefined;
  const result = extractQuote(
    {
      body: request.body,
      attachments: documents,
      ...(request.received_at ? { received_at: request.received_at } : {}),
      ...(request.country ? { country: request.country } : {}),
      ...(request.quote_schema ? { quote_schema: request.quote_schema } : {}),
      ...(hints ? { customer_format_hints: hints } : {}),
      ...(locale ? { locale_defaults: locale } : {}),
    },
    {
      ...(tenantSchema?.success ? { tenantSchema: tenantSchema.data } : {}),
      ...(language ? { language } : {}),
    },
  );
  const decisions: RoutingDecision[] = [];
  const lineItems = result.line_items?.map(({ raw_score, signals: _signals, ...item }) => {
    const confidence = scoring.score(raw_score);
    decisions.push(scoring.route(confidence, {}, item.ambiguous ? ['ambiguous_quantity'] : []));
    return { ...item, confidence_score: confidence };
  });
  const delivery = result.delivery_requirements
    ? (({ raw_score, signals: _signals, ...rest }) => ({
        ...rest,
        confidence_score: scoring.score(raw_score),
      }))(result.delivery_requirements)
    : undefined;
  const overall = scoring.route(
    Math.min(1, ...(lineItems ?? []).map((item) => item.confidence_score)),
    {},
    [
      ...result.review_hints.map((hint) => hint.code),
      ...(result.skipped_attachments.length > 0 ? ['attachments_skipped'] : []),
    ],
  );
  const body = {
    case_id: request.case_id,
    ...(lineItems ? { line_items: lineItems } : {}),
    ...(delivery ? { delivery_requirements: delivery } : {}),
    ...(result.urgency_signals ? { urgency_signals: result.urgency_signals } : {}),
    ...(result.payment_terms !== undefined ? { payment_terms: result.payment_terms } : {}),
    ...(result.special_conditions ? { special_conditions: result.special_conditions } : {}),
    attachments_processed: result.attachments_processed,
    language: result.language,
    recommended_action: overall.recommended_action,
    review_reasons: overall.review_reasons,
    calibration_version: scoring.calibrationVersion,
  };
  await recordModuleCall(deps, context, {
    module: 'extract',
    caseId: request.case_id,
    input: request,
    output: body,
    decisions: [overall, ...decisions],
    caseData: {
      line_items: (lineItems ?? []).map((item) => ({
        description: item.description ?? '',
        quantity: item.quantity ?? undefined,
        unit: item.unit,
        mpn: item.sku ?? undefined,
        manufacturer: item.manufacturer ?? undefined,
      })),
    },
  });
  if (result.skipped_attachments.length > 0 && config.extraction.partial_failure_status === 422) {
    return {
      statusCode: 422,
      body: {
        error_code: 'EXTRACTION_PARTIAL_FAILURE',
        message: `${result.skipped_attachments.length} attachment(s) could not be processed; the result covers the rest.`,
        correlation_id: context.correlationId,
        request_id: context.requestId,
        details: { skipped_attachments: result.skipped_attachments },
        ...body,
      },
    };
  }
  return { statusCode: 200, body };
}

/** POST /v1/extract/quote: synchronous, or a job for large attachments, scans or on request. */
export const extractOperation = defineOperation(operations.extractQuote, {
  execute: extractQuoteOperation,
  // Issue 3: an extraction that needs OCR goes to an async job even without `Prefer`. Uploaded
  // attachments are only read when the job runs; a caller uploading scans can ask for async itself.
  autoAsync: async (body) => {
    for (const attachment of body.attachments ?? []) {
      if (!attachment.content_base64) continue;
      if (await attachmentNeedsOcr(Buffer.from(attachment.content_base64, 'base64')))
        return 'scanned_attachment';
    }
    return undefined;
  },
});
