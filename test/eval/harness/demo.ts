/**
 * `npm run demo [-- --base-url URL --client-id ID --client-secret SECRET --cases DIR]`: sends the
 * hand-written cases of events/cases through the full pipeline as a caller would (SPEC 1 rule 6):
 * intent; for a quote, RFQ or order, extraction and customer matching in parallel with the same
 * case_id and X-Correlation-Id, then product matching with the extracted line items and the matched
 * customer. Prints a short summary per case. Exits non-zero only when the service is unreachable
 * or refuses the credentials.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { LabelledCase } from '#local/demo/types';
import { HarnessError, ServiceClient } from './client';
import {
  customerRequest,
  type ExtractedItemBody,
  extractRequest,
  intentRequest,
  ModulePaths,
} from './scoring';
import type { EvalCase, ModuleResponse } from './types';

const PipelineIntents = new Set(['quote', 'rfq', 'order']);

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string', default: process.env.QCAS_BASE_URL ?? 'http://127.0.0.1:3000' },
    'client-id': { type: 'string', default: 'demo-client' },
    'client-secret': { type: 'string', default: 'demo-secret' },
    cases: { type: 'string', default: join('events', 'cases') },
  },
});

interface IntentBody {
  intent: string;
  confidence_score: number;
  recommended_action: string;
  language?: string | null;
  auto_reply?: boolean;
  language_unsupported?: boolean;
}
interface ExtractBody {
  line_items?: (ExtractedItemBody & { sku?: string | null; manufacturer?: string | null })[];
  delivery_requirements?: { requested_by?: string | null; urgency?: string | null };
  payment_terms?: Record<string, unknown> | null;
  recommended_action?: string;
  attachments_processed?: { filename?: string; status?: string; reason?: string }[];
}
interface CustomerBody {
  customer_id: string;
  ship_to_id: string;
  contact_id: string;
  confidence_score: number;
  recommended_action: string;
  unmatched_reason?: string;
}
interface ProductBody {
  matches: {
    input_description: string;
    catalog_product_id: string;
    confidence_score: number;
    match_path: string | null;
    unmatched_flag: boolean;
    unmatched_reason?: string;
    unit_conversion_required?: boolean;
    recommended_action: string;
  }[];
}

const score = (value: number | undefined) => (value ?? 0).toFixed(2);
const short = (text: string, length = 48) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;
const failure = (response: ModuleResponse) => {
  const body = response.body as { error_code?: string; message?: string } | undefined;
  return `failed: ${response.status} ${body?.error_code ?? ''} ${short(body?.message ?? '', 80)}`;
};

function describeExtraction(response: ModuleResponse, out: string[]): ExtractBody | undefined {
  const answered =
    response.status === 200 ||
    (response.status === 422 && Array.isArray((response.body as ExtractBody).line_items));
  if (!answered) {
    out.push(`  extract   ${failure(response)}`);
    return undefined;
  }
  const body = response.body as ExtractBody;
  const items = body.line_items ?? [];
  const delivery = body.delivery_requirements;
  const paymentTerms = body.payment_terms ?? {};
  const terms = [
    typeof paymentTerms.net_days === 'number' ? `net ${paymentTerms.net_days} d` : '',
    typeof paymentTerms.discount_percent === 'number'
      ? `${paymentTerms.discount_percent} % within ${paymentTerms.discount_days ?? '?'} d`
      : '',
  ]
    .filter(Boolean)
    .map((part) => ` · ${part}`)
    .join('');
  const skipped = (body.attachments_processed ?? []).filter((entry) => entry.status === 'skipped');
  out.push(
    `  extract   ${items.length} item(s) · ${body.recommended_action}${response.status === 422 ? ' · 422 partial' : ''}` +
      `${delivery?.requested_by ? ` · by ${delivery.requested_by}` : ''}${delivery?.urgency ? ` · urgency ${delivery.urgency}` : ''}${terms}`,
  );
  for (const entry of skipped) out.push(`            skipped ${entry.filename}: ${entry.reason}`);
  for (const item of items) {
    out.push(
      `            ${String(item.quantity ?? '?').padStart(5)} ${(item.unit ?? '').padEnd(5)} ${short(item.description ?? '', 56)}  (${score(item.confidence_score)}${item.ambiguous ? ', ambiguous' : ''})`,
    );
  }
  return body;
}

async function runCase(client: ServiceClient, labelled: LabelledCase): Promise<string[]> {
  const evalCase: EvalCase = { ...labelled, source: 'events/cases' };
  const correlationId = `demo-${labelled.case_id}-${Date.now().toString(36)}`;
  const out = [`${labelled.case_id}`];
  const intent = await client.callModule(
    ModulePaths.intent,
    intentRequest(evalCase),
    correlationId,
  );
  if (intent.status !== 200) {
    out.push(`  intent    ${failure(intent)}`);
    return out;
  }
  const classified = intent.body as IntentBody;
  const flags = [
    classified.auto_reply ? 'auto-reply' : '',
    classified.language_unsupported ? 'language unsupported' : '',
  ].filter(Boolean);
  out.push(
    `  intent    ${classified.intent} (${score(classified.confidence_score)}, ${classified.recommended_action})` +
      ` · language ${classified.language ?? '?'}${flags.length ? ` · ${flags.join(', ')}` : ''}` +
      `${classified.intent !== labelled.truth.intent ? `   [expected ${labelled.truth.intent}]` : ''}`,
  );
  if (!PipelineIntents.has(classified.intent)) {
    out.push('            not a quote, RFQ or order: routed by the caller, pipeline stops');
    return out;
  }
  const [extraction, customer] = await Promise.all([
    client.callModule(ModulePaths.extract, extractRequest(evalCase), correlationId),
    client.callModule(ModulePaths.customer, customerRequest(evalCase), correlationId),
  ]);
  const extracted = describeExtraction(extraction, out);
  let customerId: string | undefined;
  if (customer.status === 200) {
    const matched = customer.body as CustomerBody;
    customerId = matched.customer_id || undefined;
    out.push(
      matched.customer_id
        ? `  customer  ${matched.customer_id} · ship-to ${matched.ship_to_id || '—'} · contact ${matched.contact_id || '—'} (${score(matched.confidence_score)}, ${matched.recommended_action})`
        : `  customer  none: ${matched.unmatched_reason ?? 'no match'} (${matched.recommended_action})`,
    );
  } else {
    out.push(`  customer  ${failure(customer)}`);
  }
  const lineItems = (extracted?.line_items ?? [])
    .filter((item) => (item.description ?? '') !== '')
    .map((item) => ({
      description: item.description ?? '',
      ...(typeof item.quantity === 'number' ? { quantity: item.quantity } : {}),
      ...(item.unit ? { unit: item.unit } : {}),
      ...(item.sku ? { mpn: item.sku } : {}),
      ...(item.manufacturer ? { manufacturer: item.manufacturer } : {}),
    }));
  if (lineItems.length === 0) {
    out.push('  products  no line items to match');
    return out;
  }
  const request = labelled.request;
  const products = await client.callModule(
    ModulePaths.product,
    {
      case_id: labelled.case_id,
      line_items: lineItems,
      ...(customerId ? { customer_id: customerId } : {}),
      ...(request.branch_id ? { branch_id: request.branch_id } : {}),
      ...(request.country ? { country: request.country } : {}),
    },
    correlationId,
  );
  if (products.status !== 200) {
    out.push(`  products  ${failure(products)}`);
    return out;
  }
  out.push('  products');
  for (const match of (products.body as ProductBody).matches) {
    const answer = match.unmatched_flag
      ? `unmatched (${match.unmatched_reason ?? 'below threshold'})`
      : `${match.catalog_product_id} via ${match.match_path ?? '?'}`;
    out.push(
      `            ${short(match.input_description, 40).padEnd(40)} → ${answer} (${score(match.confidence_score)}, ${match.recommended_action}${match.unit_conversion_required ? ', unit conversion' : ''})`,
    );
  }
  return out;
}

const client = new ServiceClient({
  baseUrl: values['base-url'] ?? 'http://127.0.0.1:3000',
  clientId: values['client-id'] ?? 'demo-client',
  clientSecret: values['client-secret'] ?? 'demo-secret',
});
try {
  await client.connect();
  const directory = values.cases ?? join('events', 'cases');
  const files = readdirSync(directory)
    .filter((file) => file.endsWith('.json'))
    .sort();
  process.stdout.write(`${files.length} cases from ${directory} against ${client.baseUrl}\n\n`);
  for (const file of files) {
    const labelled = JSON.parse(readFileSync(join(directory, file), 'utf8')) as LabelledCase;
    const lines = await runCase(client, labelled);
    process.stdout.write(`${lines.join('\n')}\n\n`);
  }
} catch (error) {
  if (error instanceof HarnessError) {
    process.stderr.write(`demo could not run: ${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
