import { UpstreamError } from '../errors';
import { HEALTH_REQUEST, isHealthRequest, type ModelClient } from './ports';
import { getModel, registeredModels } from './registry';

/** In-process serving: no network hop, models loaded once per container. */
export class EmbeddedModelClient implements ModelClient {
  async invoke<T>(name: string, payload: unknown): Promise<T> {
    const model = getModel(name);
    if (!model) throw new UpstreamError(`Model '${name}' is not deployed.`);
    await model.load();
    if (isHealthRequest(payload)) return { status: 'ok', model: name } as T;
    return (await model.predict(payload)) as T;
  }

  async ping(): Promise<void> {
    await Promise.all(registeredModels().map((model) => this.invoke(model.name, HEALTH_REQUEST)));
  }
}
