/**
 * How likely the classifier's answer is right, from the evidence that predicts its errors: the
 * top probability and its margin over the runner-up, whether the whole mail and its sentences
 * agree, whether the new text itself carries a cue of the answer or only the quoted history does,
 * conflicting cues, how much of the text the model has seen words like before (a message unlike
 * anything in training must not score 0.99), length, language confidence and attachment-only mail.
 * A logistic regression over these, fitted on out-of-fold outputs for realistic mail
 * (`npm run eval:intent-corpus -- --write`), stored beside the model.
 */
import { readFile } from 'node:fs/promises';
import { solveLinearSystem } from '#domain/util/linear-system';

export const CONFIDENCE_FORMAT = 'intent-confidence-logreg';

export const CONFIDENCE_FEATURES = [
  'logit_top',
  'margin',
  'document_agrees',
  'sentences_agree',
  'new_text_cue',
  'conflicting_cues',
  'quoted_only_cue',
  'coverage',
  'short_text',
  'log_length',
  'language_confidence',
  'attachment_only',
  'class_quote',
  'class_order',
  'class_update',
  'class_status',
  'class_rfq',
  'class_other',
] as const;
export type ConfidenceFeature = (typeof CONFIDENCE_FEATURES)[number];
export type ConfidenceEvidence = Record<ConfidenceFeature, number>;

export interface ConfidenceArtefact {
  format: typeof CONFIDENCE_FORMAT;
  features: string[];
  weights: number[];
  bias: number;
  fitted_on: Record<string, unknown>;
}

export interface ConfidenceModel {
  /** The probability that the answer with this evidence is right. */
  score(evidence: ConfidenceEvidence): number;
}

function sigmoid(value: number): number {
  return value >= 0 ? 1 / (1 + Math.exp(-value)) : Math.exp(value) / (1 + Math.exp(value));
}

function vectorOf(evidence: ConfidenceEvidence): number[] {
  return CONFIDENCE_FEATURES.map((name) => {
    const value = evidence[name];
    return Number.isFinite(value) ? value : 0;
  });
}

/**
 * Below this share of familiar words the mail is unlike what the confidence model was fitted on:
 * its score is shrunk toward 0.5 in proportion, whatever the fit would extrapolate.
 */
const FAMILIAR_COVERAGE = 0.5;
/** No answer claims more than this: a held-out measure never supports certainty. */
export const MAX_CONFIDENCE = 0.995;
const MIN_CONFIDENCE = 0.01;

export function confidenceFromArtefact(artefact: ConfidenceArtefact): ConfidenceModel {
  if (artefact.format !== CONFIDENCE_FORMAT) throw new Error('unsupported confidence format');
  const index = new Map(artefact.features.map((name, position) => [name, position]));
  const weights = CONFIDENCE_FEATURES.map((name) => {
    const position = index.get(name);
    return position === undefined ? 0 : (artefact.weights[position] ?? 0);
  });
  return {
    score(evidence) {
      const vector = vectorOf(evidence);
      let total = artefact.bias;
      for (let k = 0; k < vector.length; k++) total += (weights[k] ?? 0) * (vector[k] ?? 0);
      let probability = sigmoid(total);
      const familiarity = Math.min(1, Math.max(0, evidence.coverage / FAMILIAR_COVERAGE));
      if (familiarity < 1) probability = 0.5 + (probability - 0.5) * familiarity;
      return Math.min(MAX_CONFIDENCE, Math.max(MIN_CONFIDENCE, probability));
    },
  };
}

export async function loadConfidenceModel(path: string | URL): Promise<ConfidenceModel | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return null;
  }
  return confidenceFromArtefact(JSON.parse(text) as ConfidenceArtefact);
}

export interface ConfidenceSample {
  evidence: ConfidenceEvidence;
  correct: boolean;
  weight?: number;
}

/**
 * L2-regularised logistic regression by Newton's method (18 features: a dense solve is cheap and
 * converges in a few steps).
 */
export function fitConfidence(
  samples: readonly ConfidenceSample[],
  options: { l2?: number; fittedOn?: Record<string, unknown> } = {},
): ConfidenceArtefact {
  const l2 = options.l2 ?? 1;
  const size = CONFIDENCE_FEATURES.length + 1;
  const rows = samples.map((sample) => [...vectorOf(sample.evidence), 1]);
  const beta = new Array<number>(size).fill(0);
  for (let iteration = 0; iteration < 50; iteration++) {
    const gradient = new Array<number>(size).fill(0);
    const hessian = Array.from({ length: size }, () => new Array<number>(size).fill(0));
    rows.forEach((row, index) => {
      const sample = samples[index];
      if (!sample) return;
      const weight = sample.weight ?? 1;
      let z = 0;
      for (let k = 0; k < size; k++) z += (beta[k] ?? 0) * (row[k] ?? 0);
      const p = sigmoid(z);
      const residual = (p - (sample.correct ? 1 : 0)) * weight;
      const curvature = p * (1 - p) * weight;
      for (let i = 0; i < size; i++) {
        gradient[i] = (gradient[i] ?? 0) + residual * (row[i] ?? 0);
        const hessianRow = hessian[i] as number[];
        for (let j = 0; j < size; j++)
          hessianRow[j] = (hessianRow[j] ?? 0) + curvature * (row[i] ?? 0) * (row[j] ?? 0);
      }
    });
    // The intercept is not shrunk.
    for (let i = 0; i < size - 1; i++) {
      gradient[i] = (gradient[i] ?? 0) + l2 * (beta[i] ?? 0);
      const hessianRow = hessian[i] as number[];
      hessianRow[i] = (hessianRow[i] ?? 0) + l2;
    }
    const step = solveLinearSystem(hessian, gradient);
    let change = 0;
    for (let k = 0; k < size; k++) {
      beta[k] = (beta[k] ?? 0) - (step[k] ?? 0);
      change = Math.max(change, Math.abs(step[k] ?? 0));
    }
    if (change < 1e-8) break;
  }
  const round = (value: number) => Number(value.toPrecision(8));
  return {
    format: CONFIDENCE_FORMAT,
    features: [...CONFIDENCE_FEATURES],
    weights: beta.slice(0, size - 1).map(round),
    bias: round(beta[size - 1] ?? 0),
    fitted_on: { samples: samples.length, l2, ...(options.fittedOn ?? {}) },
  };
}
