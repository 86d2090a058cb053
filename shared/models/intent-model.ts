import { type IntentInput, loadIntentClassifier } from '../modules/intent';
import type { EmbeddedModel } from './ports';

/** Name of the intent model: its registry entry, SageMaker endpoint suffix and container model. */
export const INTENT_MODEL = 'intent';

/** The intent classifier behind the model port: in-process, or the same code in the container. */
export const intentModel: EmbeddedModel = {
  name: INTENT_MODEL,
  load: async () => {
    await loadIntentClassifier();
  },
  predict: async (payload) => (await loadIntentClassifier()).classify(payload as IntentInput),
};
