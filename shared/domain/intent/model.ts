/**
 * The intent model: multinomial logistic regression over hashed features. The artefact stores
 * int8-quantised weights (per-class scale) for the buckets that carry any weight, which keeps it
 * around a megabyte and loads in tens of milliseconds.
 */
import { readFile } from 'node:fs/promises';
import type { HashedVector } from './features';
import { MODEL_CLASSES, type ModelClass } from './types';

export const MODEL_FORMAT = 'intent-logreg-hashed';

export interface IntentModelArtefact {
  format: typeof MODEL_FORMAT;
  version: 1;
  feature_version: number;
  seed: number;
  classes: string[];
  dimension: number;
  bias: number[];
  /** Per class: weight = int8 value × scale. */
  scales: number[];
  /** Base64 of the stored bucket numbers, uint32 little-endian, ascending. */
  buckets: string;
  /** Base64 of int8 weights, `classes.length` per stored bucket, in bucket order. */
  weights: string;
  training: Record<string, unknown>;
}

export interface IntentModel {
  classes: readonly ModelClass[];
  dimension: number;
  /** Dense row-major weights: bucket × class. */
  weights: Float32Array;
  bias: Float64Array;
  seed: number;
  training: Record<string, unknown>;
}

export function modelFromArtefact(artefact: IntentModelArtefact): IntentModel {
  if (artefact.format !== MODEL_FORMAT || artefact.version !== 1) {
    throw new Error(`unsupported intent model format ${String(artefact.format)}`);
  }
  const classes = artefact.classes as ModelClass[];
  if (
    classes.length !== MODEL_CLASSES.length ||
    classes.some((name, index) => name !== MODEL_CLASSES[index])
  ) {
    throw new Error('intent model classes do not match this code');
  }
  const classCount = classes.length;
  const bucketBytes = Buffer.from(artefact.buckets, 'base64');
  const weightBytes = Buffer.from(artefact.weights, 'base64');
  const bucketCount = bucketBytes.length / 4;
  if (weightBytes.length !== bucketCount * classCount)
    throw new Error('intent model weights are truncated');
  const weights = new Float32Array(artefact.dimension * classCount);
  for (let row = 0; row < bucketCount; row++) {
    const bucket = bucketBytes.readUInt32LE(row * 4);
    for (let k = 0; k < classCount; k++) {
      weights[bucket * classCount + k] =
        weightBytes.readInt8(row * classCount + k) * (artefact.scales[k] ?? 0);
    }
  }
  return {
    classes,
    dimension: artefact.dimension,
    weights,
    bias: Float64Array.from(artefact.bias),
    seed: artefact.seed,
    training: artefact.training,
  };
}

export async function loadIntentModel(path: string | URL): Promise<IntentModel> {
  const text = await readFile(path, 'utf8');
  return modelFromArtefact(JSON.parse(text) as IntentModelArtefact);
}

export function softmax(scores: Float64Array): Float64Array {
  let max = Number.NEGATIVE_INFINITY;
  for (const score of scores) if (score > max) max = score;
  let total = 0;
  const out = new Float64Array(scores.length);
  for (let k = 0; k < scores.length; k++) {
    out[k] = Math.exp((scores[k] ?? 0) - max);
    total += out[k] ?? 0;
  }
  for (let k = 0; k < out.length; k++) out[k] = (out[k] ?? 0) / total;
  return out;
}

export function predictProbabilities(model: IntentModel, vector: HashedVector): Float64Array {
  const classCount = model.classes.length;
  const scores = Float64Array.from(model.bias);
  for (let index = 0; index < vector.indices.length; index++) {
    const bucket = vector.indices[index] ?? 0;
    const value = vector.values[index] ?? 0;
    const offset = bucket * classCount;
    for (let k = 0; k < classCount; k++)
      scores[k] = (scores[k] ?? 0) + value * (model.weights[offset + k] ?? 0);
  }
  return softmax(scores);
}
