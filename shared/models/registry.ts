import type { EmbeddedModel } from './ports';

/**
 * The models this build serves. Modules register their models here at import time; the embedded
 * client, the local SageMaker-compatible server and the SageMaker container all read this registry.
 */
const models = new Map<string, EmbeddedModel>();

export function registerModel(model: EmbeddedModel): void {
  models.set(model.name, model);
}

export function unregisterModel(name: string): void {
  models.delete(name);
}

export function getModel(name: string): EmbeddedModel | undefined {
  return models.get(name);
}

export function registeredModels(): EmbeddedModel[] {
  return [...models.values()];
}
