/** Turns per-case records into the per-module and pooled figures of the report. */

import {
  accuracyByGroup,
  type CalibrationSummary,
  type ClassificationReport,
  type ConfusionMatrix,
  calibrationSummary,
  classificationReport,
  confusionMatrix,
  type EceNoise,
  eceUnderPerfectCalibration,
  type GroupReport,
  type LatencySummary,
  latencySummary,
  precisionRecallF1,
} from '#domain/trust/metrics';
import { Intents } from '#local/demo/types';
import type {
  CustomerQuality,
  ExtractQuality,
  IntentQuality,
  ProductQuality,
  QualityByModule,
} from './scoring';
import type { EvaluationOutcome, ModuleKey, ModuleName } from './types';

/** One case sent to one module. */
export interface CaseRecord<K extends ModuleKey = ModuleKey> {
  case_id: string;
  status: number;
  latencyMs: number;
  /** Set when the call failed (no usable response). */
  error?: string;
  quality: QualityByModule[K];
  outcomes: EvaluationOutcome[];
}

export const RoutingActions = ['auto_accept', 'confirm', 'review', 'manual'] as const;

export interface CalibrationReport extends CalibrationSummary {
  /** Accuracy per `recommended_action` the responses carried. */
  byAction: GroupReport[];
  /** The ECE sampling noise alone gives on these confidences (a perfectly calibrated scorer). */
  eceNoise: EceNoise;
}

export function calibrationReport(outcomes: readonly EvaluationOutcome[]): CalibrationReport {
  return {
    ...calibrationSummary(outcomes),
    byAction: accuracyByGroup(outcomes, (outcome) => outcome.recommended_action, RoutingActions),
    eceNoise: eceUnderPerfectCalibration(outcomes.map((outcome) => outcome.confidence)),
  };
}

export interface Ratio {
  value: number;
  numerator: number;
  denominator: number;
}

const ratio = (numerator: number, denominator: number): Ratio => ({
  value: denominator === 0 ? Number.NaN : numerator / denominator,
  numerator,
  denominator,
});

export interface IntentMetrics {
  report: ClassificationReport;
  confusion: ConfusionMatrix;
  perLanguage: { language: string; count: number; accuracy: number; macroF1: number }[];
  autoReply: { precision: Ratio; recall: Ratio };
  languageUnsupported: { precision: Ratio; recall: Ratio };
}

function flagRates(truth: boolean[], predicted: boolean[]): { precision: Ratio; recall: Ratio } {
  let truePositives = 0;
  let predictedCount = 0;
  let truthCount = 0;
  truth.forEach((value, index) => {
    if (predicted[index]) predictedCount++;
    if (value) truthCount++;
    if (value && predicted[index]) truePositives++;
  });
  return {
    precision: ratio(truePositives, predictedCount),
    recall: ratio(truePositives, truthCount),
  };
}

/**
 * Macro-F1 over the classes that occur in the truth: a predicted label that never occurs (a
 * failed call, an intent the truth does not use) lowers precision, not the class count.
 */
function truthClassReport(truth: string[], predicted: string[]): ClassificationReport {
  const report = classificationReport(truth, predicted, [...new Set([...truth, ...predicted])]);
  const present = report.perClass.filter((entry) => entry.support > 0);
  return {
    ...report,
    macroF1:
      present.length === 0 ? 0 : present.reduce((sum, entry) => sum + entry.f1, 0) / present.length,
  };
}

export function intentMetrics(records: readonly IntentQuality[]): IntentMetrics {
  const truth = records.map((record) => record.truth);
  const predicted = records.map((record) => record.predicted);
  const labels = [...new Set([...Intents, ...truth, ...predicted])];
  const languages = [...new Set(records.map((record) => record.language))].sort();
  return {
    report: truthClassReport(truth, predicted),
    confusion: confusionMatrix(truth, predicted, labels),
    perLanguage: languages.map((language) => {
      const subset = records.filter((record) => record.language === language);
      const report = truthClassReport(
        subset.map((record) => record.truth),
        subset.map((record) => record.predicted),
      );
      return { language, count: subset.length, accuracy: report.accuracy, macroF1: report.macroF1 };
    }),
    autoReply: flagRates(
      records.map((record) => record.truthAutoReply),
      records.map((record) => record.predictedAutoReply),
    ),
    languageUnsupported: flagRates(
      records.map((record) => record.truthUnsupported),
      records.map((record) => record.predictedUnsupported),
    ),
  };
}

export interface ExtractMetrics {
  lineItems: { precision: number; recall: number; f1: number; truth: number; predicted: number };
  fields: { field: string; checks: number; accuracy: number }[];
}

export function extractMetrics(records: readonly ExtractQuality[]): ExtractMetrics {
  const truth = records.reduce((sum, record) => sum + record.truthItems, 0);
  const predicted = records.reduce((sum, record) => sum + record.predictedItems, 0);
  const paired = records.reduce((sum, record) => sum + record.pairedItems, 0);
  const byField = new Map<string, { checks: number; right: number }>();
  for (const record of records) {
    for (const check of record.fields) {
      const entry = byField.get(check.field) ?? { checks: 0, right: 0 };
      entry.checks++;
      if (check.right) entry.right++;
      byField.set(check.field, entry);
    }
  }
  return {
    lineItems: {
      ...precisionRecallF1(paired, predicted - paired, truth - paired),
      truth,
      predicted,
    },
    fields: [...byField.entries()].map(([field, { checks, right }]) => ({
      field,
      checks,
      accuracy: right / checks,
    })),
  };
}

export interface CustomerMetrics {
  top1: Ratio;
  unmatched: { precision: Ratio; recall: Ratio };
  shipTo: Ratio;
  contact: Ratio;
}

export function customerMetrics(records: readonly CustomerQuality[]): CustomerMetrics {
  const count = (predicate: (record: CustomerQuality) => boolean) =>
    records.filter(predicate).length;
  const known = records.filter((record) => !record.truthNew);
  return {
    top1: ratio(
      count((record) => record.customerRight === true),
      known.length,
    ),
    unmatched: flagRates(
      records.map((record) => record.truthNew),
      records.map((record) => record.predictedNew),
    ),
    shipTo: ratio(
      count((record) => record.shipToRight === true),
      count((record) => record.shipToRight !== null),
    ),
    contact: ratio(
      count((record) => record.contactRight === true),
      count((record) => record.contactRight !== null),
    ),
  };
}

export interface ProductMetrics {
  items: number;
  top1: Ratio;
  unmatched: { precision: Ratio; recall: Ratio };
  unitConversion: Ratio;
  byVia: { via: string; accuracy: Ratio }[];
}

export function productMetrics(records: readonly ProductQuality[]): ProductMetrics {
  const items = records.flatMap((record) => record.items);
  const withProduct = items.filter((item) => item.truthProductId !== null);
  const right = (item: (typeof items)[number]) =>
    item.truthProductId === null
      ? item.unmatched
      : !item.unmatched && item.predictedProductId === item.truthProductId;
  const vias = [...new Set(items.map((item) => item.via ?? item.truthUnmatchedReason ?? 'none'))];
  const conversions = withProduct.filter((item) => item.conversionExpected);
  return {
    items: items.length,
    top1: ratio(withProduct.filter(right).length, withProduct.length),
    unmatched: flagRates(
      items.map((item) => item.truthProductId === null),
      items.map((item) => item.unmatched),
    ),
    unitConversion: ratio(
      conversions.filter((item) => right(item) && item.conversionFlagged).length,
      conversions.length,
    ),
    byVia: vias.sort().map((via) => {
      const subset = items.filter(
        (item) => (item.via ?? item.truthUnmatchedReason ?? 'none') === via,
      );
      return { via, accuracy: ratio(subset.filter(right).length, subset.length) };
    }),
  };
}

export interface QualityMetricsByModule {
  intent: IntentMetrics;
  extract: ExtractMetrics;
  customer: CustomerMetrics;
  product: ProductMetrics;
}

export function qualityMetrics<K extends ModuleKey>(
  module: K,
  records: readonly CaseRecord<K>[],
): QualityMetricsByModule[K] {
  const qualities = records.map((record) => record.quality);
  const metrics = {
    intent: () => intentMetrics(qualities as IntentQuality[]),
    extract: () => extractMetrics(qualities as ExtractQuality[]),
    customer: () => customerMetrics(qualities as CustomerQuality[]),
    product: () => productMetrics(qualities as ProductQuality[]),
  } as const;
  return metrics[module]() as QualityMetricsByModule[K];
}

/** The headline quality figures of a module, for the one-screen table. */
export function headline(
  module: ModuleKey,
  metrics: QualityMetricsByModule[ModuleKey],
): { label: string; value: number }[] {
  switch (module) {
    case 'intent': {
      const intent = metrics as IntentMetrics;
      return [
        { label: 'accuracy', value: intent.report.accuracy },
        { label: 'macro-F1', value: intent.report.macroF1 },
      ];
    }
    case 'extract': {
      const extract = metrics as ExtractMetrics;
      return [
        { label: 'item P', value: extract.lineItems.precision },
        { label: 'item R', value: extract.lineItems.recall },
        { label: 'item F1', value: extract.lineItems.f1 },
      ];
    }
    case 'customer': {
      const customer = metrics as CustomerMetrics;
      return [
        { label: 'top-1', value: customer.top1.value },
        { label: 'unmatched P', value: customer.unmatched.precision.value },
        { label: 'unmatched R', value: customer.unmatched.recall.value },
      ];
    }
    case 'product': {
      const product = metrics as ProductMetrics;
      return [
        { label: 'top-1', value: product.top1.value },
        { label: 'unmatched P', value: product.unmatched.precision.value },
        { label: 'unmatched R', value: product.unmatched.recall.value },
      ];
    }
  }
}

export interface ModuleReport {
  module: ModuleKey;
  name: ModuleName;
  available: boolean;
  /** Why the module was not measured (endpoint absent, no permission, no applicable cases). */
  unavailableReason?: string;
  cases: number;
  errors: number;
  errorSamples: string[];
  rateLimited: number;
  /** The first call after start may build indexes or load models: reported, not in the latency. */
  firstCallMs?: number;
  latency: LatencySummary;
  /** Extraction: body-only and with-attachment calls separately. */
  latencyByKind?: Record<string, LatencySummary>;
  quality?: QualityMetricsByModule[ModuleKey];
  headline: { label: string; value: number }[];
  /** Where the module ran against several datasets' master data in turn: each one's headline. */
  byDataset?: { dataset: string; cases: number; headline: { label: string; value: number }[] }[];
  calibration: CalibrationReport;
  calibrationVersions: string[];
}

export function latencyOf(records: readonly CaseRecord[]): LatencySummary {
  return latencySummary(
    records.filter((record) => record.error === undefined).map((record) => record.latencyMs),
  );
}
