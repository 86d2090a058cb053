import { isHealthRequest } from './ports';
import { getModel, registeredModels } from './registry';

export interface InvocationResult {
  status: number;
  body: unknown;
}

/**
 * The serving logic behind both the local SageMaker-runtime-compatible server
 * (POST /endpoints/{name}/invocations) and the model container (GET /ping, POST /invocations).
 */
export async function invokeRegisteredModel(
  name: string,
  payload: unknown,
): Promise<InvocationResult> {
  const model = getModel(name);
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

export async function pingAll(): Promise<boolean> {
  const results = await Promise.allSettled(registeredModels().map((model) => model.load()));
  return results.every((result) => result.status === 'fulfilled');
}
