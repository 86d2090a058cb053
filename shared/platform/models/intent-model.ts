import { type IntentInput, loadIntentClassifier } from '#domain/intent/index';
import { ModelName } from './catalog';
import type { EmbeddedModel } from './ports';

/** The intent classifier behind the model port: in-process, or the same code in the container. */
export const intentModel: EmbeddedModel = {
  name: ModelName.intent,
  load: async () => {
    await loadIntentClassifier();
  },
  predict: async (payload) => (await loadIntentClassifier()).classify(payload as IntentInput),
};
