/**
 * The intent module's public surface: the classifier, its model and confidence artefacts, the
 * .eml reader and the types. Training (`corpus/`, `demo-examples.ts`, `train.ts`) is tooling under
 * test/training/intent, outside the runtime tree, so a handler bundle never pulls it in.
 */

export {
  classifyIntent,
  confidencePathFor,
  createIntentClassifier,
  DEFAULT_MODEL_PATH,
  type IntentClassifier,
  intentModelPath,
  loadIntentClassifier,
} from './classify';
export {
  type ConfidenceArtefact,
  type ConfidenceEvidence,
  type ConfidenceModel,
  type ConfidenceSample,
  confidenceFromArtefact,
  fitConfidence,
  loadConfidenceModel,
} from './confidence';
export { decodeHeader, emlToIntentInput } from './eml';
export { type IntentModel, loadIntentModel, modelFromArtefact } from './model';
export * from './types';
