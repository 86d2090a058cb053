import { UpstreamError } from '../../errors';
import { isEmbeddedModel, isHealthRequest, type ModelClient, type ModelRef } from './ports';

/** In-process serving: no network hop, models loaded once per container. */
export class EmbeddedModelClient implements ModelClient {
  async invoke<T>(model: ModelRef, payload: unknown): Promise<T> {
    if (!isEmbeddedModel(model))
      throw new UpstreamError(`Model '${model.name}' has no in-process code in this function.`);
    await model.load();
    if (isHealthRequest(payload)) return { status: 'ok', model: model.name } as T;
    return (await model.predict(payload)) as T;
  }
}
