export {
  classifyIntent,
  createIntentClassifier,
  DEFAULT_MODEL_PATH,
  type IntentClassifier,
  intentModelPath,
  loadIntentClassifier,
} from './classify';
export { type IntentModel, loadIntentModel, modelFromArtefact } from './model';
export { type TrainIntentOptions, trainIntentModel } from './train';
export * from './types';
