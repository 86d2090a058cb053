/**
 * The intent module's public surface: the classifier, its model and confidence artefacts, the
 * .eml reader and the types. Training data generation (`corpus/`, `demo-examples.ts`) is tooling
 * and stays out of this barrel, so a handler bundle does not pull the demo generator in.
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
