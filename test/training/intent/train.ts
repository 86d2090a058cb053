/**
 * Trains the intent model with our own deterministic SGD on softmax cross-entropy. Same seed, same
 * corpus, same code: byte-identical artefact.
 */

import {
  extractFeatures,
  FEATURE_VERSION,
  type HashedVector,
  hashFeatures,
  intentDocumentOf,
} from '#domain/intent/features';
import { type IntentModelArtefact, MODEL_FORMAT, softmax } from '#domain/intent/model';
import { MODEL_CLASSES } from '#domain/intent/types';
import { createRandom } from '#domain/util/random';
import {
  generateHardCaseExamples,
  generateIntentCorpus,
  type IntentExample,
} from './corpus/generate';

export interface TrainIntentOptions {
  seed: number;
  /** Generated examples per language from the hand-written phrase pools. */
  perLanguage?: number;
  epochs?: number;
  /** Hash buckets, a power of two. */
  dimension?: number;
  /** Written-out variants of each hard case (corpus/hard-cases.ts). */
  hardCaseVariants?: number;
  /** Extra labelled examples, e.g. the demo generator's train split. Never its test split. */
  extraExamples?: IntentExample[];
  l2?: number;
  learningRate?: number;
}

export interface TrainedIntentModel {
  artefact: IntentModelArtefact;
  json: string;
  exampleCount: number;
  trainingAccuracy: number;
}

export const DEFAULT_TRAINING = {
  perLanguage: 700,
  hardCaseVariants: 8,
  epochs: 14,
  dimension: 1 << 18,
} as const;
const DEFAULT_L2 = 1e-5;
const DEFAULT_LEARNING_RATE = 0.4;
const SECONDARY_SHARE = 0.3;

function targetFor(example: IntentExample): Float64Array {
  const target = new Float64Array(MODEL_CLASSES.length);
  if (example.autoReply) {
    target[MODEL_CLASSES.indexOf('auto_reply')] = 1;
    return target;
  }
  const secondary = example.secondary.filter((intent) => intent !== example.intent);
  const main = MODEL_CLASSES.indexOf(example.intent);
  target[main] = secondary.length > 0 ? 1 - SECONDARY_SHARE : 1;
  for (const intent of secondary) {
    const index = MODEL_CLASSES.indexOf(intent);
    target[index] = (target[index] ?? 0) + SECONDARY_SHARE / secondary.length;
  }
  return target;
}

export function vectorise(example: IntentExample, dimension: number): HashedVector {
  const features = extractFeatures(intentDocumentOf(example.input), { explain: false });
  return hashFeatures(features.keys, features.values, dimension);
}

function roundTo(value: number, digits: number): number {
  return Number(value.toPrecision(digits));
}

/** Writes into `scores` the model's raw class scores for one example: bias plus weighted features. */
function linearScores(
  scores: Float64Array,
  bias: Float64Array,
  weights: Float64Array,
  vector: HashedVector,
): void {
  const classCount = scores.length;
  scores.set(bias);
  for (let i = 0; i < vector.indices.length; i++) {
    const offset = (vector.indices[i] ?? 0) * classCount;
    const value = vector.values[i] ?? 0;
    for (let k = 0; k < classCount; k++)
      scores[k] = (scores[k] ?? 0) + value * (weights[offset + k] ?? 0);
  }
}

export function trainIntentModel(options: TrainIntentOptions): TrainedIntentModel {
  const perLanguage = options.perLanguage ?? DEFAULT_TRAINING.perLanguage;
  const epochs = options.epochs ?? DEFAULT_TRAINING.epochs;
  const dimension = options.dimension ?? DEFAULT_TRAINING.dimension;
  const l2 = options.l2 ?? DEFAULT_L2;
  const initialLearningRate = options.learningRate ?? DEFAULT_LEARNING_RATE;
  if (dimension <= 0 || (dimension & (dimension - 1)) !== 0)
    throw new RangeError('dimension must be a power of two');

  const examples = [
    ...generateIntentCorpus({ seed: options.seed, split: 'train', perLanguage }),
    ...generateHardCaseExamples({
      seed: options.seed,
      split: 'train',
      variants: options.hardCaseVariants ?? DEFAULT_TRAINING.hardCaseVariants,
    }),
    ...(options.extraExamples ?? []),
  ];
  const vectors = examples.map((example) => vectorise(example, dimension));
  const targets = examples.map(targetFor);
  const classCount = MODEL_CLASSES.length;
  const weights = new Float64Array(dimension * classCount);
  const bias = new Float64Array(classCount);
  const random = createRandom(options.seed ^ 0x5eed);
  const order = examples.map((_, index) => index);
  const scores = new Float64Array(classCount);
  const gradient = new Float64Array(classCount);

  for (let epoch = 0; epoch < epochs; epoch++) {
    random.shuffle(order);
    const learningRate = initialLearningRate / (1 + 0.5 * epoch);
    for (const exampleIndex of order) {
      const vector = vectors[exampleIndex];
      const target = targets[exampleIndex];
      if (!vector || !target) continue;
      linearScores(scores, bias, weights, vector);
      const probabilities = softmax(scores);
      for (let k = 0; k < classCount; k++) gradient[k] = (probabilities[k] ?? 0) - (target[k] ?? 0);
      for (let i = 0; i < vector.indices.length; i++) {
        const offset = (vector.indices[i] ?? 0) * classCount;
        const value = vector.values[i] ?? 0;
        for (let k = 0; k < classCount; k++) {
          const current = weights[offset + k] ?? 0;
          weights[offset + k] =
            current - learningRate * ((gradient[k] ?? 0) * value + l2 * current);
        }
      }
      for (let k = 0; k < classCount; k++)
        bias[k] = (bias[k] ?? 0) - learningRate * (gradient[k] ?? 0) * 0.1;
    }
  }

  const scales = new Float64Array(classCount);
  for (let bucket = 0; bucket < dimension; bucket++) {
    for (let k = 0; k < classCount; k++) {
      const magnitude = Math.abs(weights[bucket * classCount + k] ?? 0);
      if (magnitude > (scales[k] ?? 0)) scales[k] = magnitude;
    }
  }
  const roundedScales = Array.from(scales, (max) => roundTo(max > 0 ? max / 127 : 1, 9));
  const storedBuckets: number[] = [];
  const storedWeights: number[] = [];
  for (let bucket = 0; bucket < dimension; bucket++) {
    const row: number[] = [];
    let any = false;
    for (let k = 0; k < classCount; k++) {
      const quantised = Math.max(
        -127,
        Math.min(
          127,
          Math.round((weights[bucket * classCount + k] ?? 0) / (roundedScales[k] ?? 1)),
        ),
      );
      row.push(quantised);
      if (quantised !== 0) any = true;
    }
    if (!any) continue;
    storedBuckets.push(bucket);
    storedWeights.push(...row);
  }
  const bucketBuffer = Buffer.alloc(storedBuckets.length * 4);
  storedBuckets.forEach((bucket, index) => {
    bucketBuffer.writeUInt32LE(bucket, index * 4);
  });
  const weightBuffer = Buffer.alloc(storedWeights.length);
  storedWeights.forEach((value, index) => {
    weightBuffer.writeInt8(value, index);
  });

  let correct = 0;
  for (let index = 0; index < examples.length; index++) {
    const vector = vectors[index];
    const target = targets[index];
    if (!vector || !target) continue;
    linearScores(scores, bias, weights, vector);
    if (argmax(scores) === argmax(target)) correct++;
  }

  const languages: Record<string, number> = {};
  for (const example of examples)
    languages[example.language] = (languages[example.language] ?? 0) + 1;
  const artefact: IntentModelArtefact = {
    format: MODEL_FORMAT,
    version: 1,
    feature_version: FEATURE_VERSION,
    seed: options.seed,
    classes: [...MODEL_CLASSES],
    dimension,
    bias: Array.from(bias, (value) => roundTo(value, 9)),
    scales: roundedScales,
    buckets: bucketBuffer.toString('base64'),
    weights: weightBuffer.toString('base64'),
    training: {
      examples: examples.length,
      generated_per_language: perLanguage,
      extra_examples: options.extraExamples?.length ?? 0,
      languages,
      epochs,
      learning_rate: initialLearningRate,
      l2,
      stored_buckets: storedBuckets.length,
      training_accuracy: roundTo(correct / Math.max(1, examples.length), 6),
    },
  };
  return {
    artefact,
    json: `${JSON.stringify(artefact)}\n`,
    exampleCount: examples.length,
    trainingAccuracy: correct / Math.max(1, examples.length),
  };
}

function argmax(values: ArrayLike<number>): number {
  let best = 0;
  for (let index = 1; index < values.length; index++)
    if ((values[index] ?? 0) > (values[best] ?? 0)) best = index;
  return best;
}
