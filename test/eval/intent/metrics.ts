import type { IntentResult } from '#domain/intent/types';
import type { IntentExample } from '../../training/intent/corpus/generate';
/** Metrics for the intent evaluation: accuracy, macro-F1, auto-reply precision and recall. */

export interface Prediction {
  language: string;
  truth: string;
  predicted: string;
  truthAuto: boolean;
  predictedAuto: boolean;
  score: number;
  /** Secondary intents of the truth and of the prediction, for multi-intent recall. */
  truthSecondary?: string[];
  predictedSecondary?: string[];
}

/** One labelled example and the classifier's answer to it, as the metrics read them. */
export function toPrediction(example: IntentExample, result: IntentResult): Prediction {
  return {
    language: example.language,
    truth: example.intent,
    predicted: result.intent,
    truthAuto: example.autoReply,
    predictedAuto: result.auto_reply === true,
    score: result.raw_score,
    truthSecondary: example.secondary,
    predictedSecondary: result.secondary_intents.map((entry) => entry.intent),
  };
}

/** Of the truly present second requests, the share that appears in the prediction at all. */
export function secondaryRecall(predictions: Prediction[]): { n: number; recall: number } {
  let present = 0;
  let found = 0;
  for (const p of predictions) {
    for (const intent of p.truthSecondary ?? []) {
      present++;
      if (p.predicted === intent || (p.predictedSecondary ?? []).includes(intent)) found++;
    }
  }
  return { n: present, recall: round(present > 0 ? found / present : 1) };
}

export function macroF1(predictions: Prediction[]): {
  accuracy: number;
  macroF1: number;
  perClass: Record<string, number>;
} {
  const labels = [...new Set(predictions.flatMap((p) => [p.truth, p.predicted]))].sort();
  const perClass: Record<string, number> = {};
  let f1Sum = 0;
  let counted = 0;
  for (const label of labels) {
    const tp = predictions.filter((p) => p.truth === label && p.predicted === label).length;
    const fp = predictions.filter((p) => p.truth !== label && p.predicted === label).length;
    const fn = predictions.filter((p) => p.truth === label && p.predicted !== label).length;
    if (tp + fn === 0) continue;
    const precision = tp + fp > 0 ? tp / (tp + fp) : 0;
    const recall = tp / (tp + fn);
    const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
    perClass[label] = round(f1);
    f1Sum += f1;
    counted++;
  }
  const accuracy =
    predictions.filter((p) => p.truth === p.predicted).length / Math.max(1, predictions.length);
  return { accuracy: round(accuracy), macroF1: round(counted > 0 ? f1Sum / counted : 0), perClass };
}

export function autoReplyRates(predictions: Prediction[]) {
  const tp = predictions.filter((p) => p.truthAuto && p.predictedAuto).length;
  const fp = predictions.filter((p) => !p.truthAuto && p.predictedAuto).length;
  const fn = predictions.filter((p) => p.truthAuto && !p.predictedAuto).length;
  return {
    precision: round(tp + fp > 0 ? tp / (tp + fp) : 1),
    recall: round(tp + fn > 0 ? tp / (tp + fn) : 1),
    positives: tp + fn,
  };
}

export function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

export function confusion(predictions: Prediction[]): Record<string, Record<string, number>> {
  const table: Record<string, Record<string, number>> = {};
  for (const p of predictions) {
    const row = table[p.truth] ?? {};
    row[p.predicted] = (row[p.predicted] ?? 0) + 1;
    table[p.truth] = row;
  }
  return table;
}

export function summarise(name: string, predictions: Prediction[]) {
  const overall = macroF1(predictions);
  const languages = [...new Set(predictions.map((p) => p.language))].sort();
  const perLanguage: Record<string, { n: number; accuracy: number; macroF1: number }> = {};
  for (const language of languages) {
    const subset = predictions.filter((p) => p.language === language);
    const metrics = macroF1(subset);
    perLanguage[language] = {
      n: subset.length,
      accuracy: metrics.accuracy,
      macroF1: metrics.macroF1,
    };
  }
  return {
    name,
    n: predictions.length,
    ...overall,
    perLanguage,
    autoReply: autoReplyRates(predictions),
    secondaryIntents: secondaryRecall(predictions),
    confusion: confusion(predictions),
  };
}
