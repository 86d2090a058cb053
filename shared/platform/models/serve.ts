import { type EmbeddedModel, isHealthRequest } from './ports';

export interface InvocationResult {
  status: number;
  body: unknown;
}

/** The models a server hosts, by name (the endpoint suffix). */
export type HostedModels = Readonly<Partial<Record<string, EmbeddedModel>>>;

/**
 * The serving logic behind both the local SageMaker-runtime-compatible server
 * (POST /endpoints/{name}/invocations) and the model container (GET /ping, POST /invocations).
 */
export async function invokeHostedModel(
  models: HostedModels,
  name: string,
  payload: unknown,
): Promise<InvocationResult> {
  const model = models[name];
  if (!model)
    return {
      status: 404,
      body: { __type: 'ValidationError', message: `Endpoint ${name} not found.` },
    };
  try {
    await model.load();
    if (isHealthRequest(payload)) return { status: 200, body: { status: 'ok', model: name } };
    return { status: 200, body: await model.predict(payload) };
  } catch (error) {
    return { status: 424, body: { __type: 'ModelError', message: (error as Error).message } };
  }
}

/** Whether every hosted model loads. */
export async function pingAll(models: HostedModels): Promise<boolean> {
  const results = await Promise.allSettled(Object.values(models).map((model) => model?.load()));
  return results.every((result) => result.status === 'fulfilled');
}
