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

/** SageMaker real-time endpoints accept at most 6 MB of invocation payload. */
export const MAX_INVOCATION_BYTES = 6 * 1024 * 1024;

/** Reads an invocation's JSON body; a body over `MAX_INVOCATION_BYTES` is refused as SageMaker would. */
export async function readInvocationPayload(body: AsyncIterable<Buffer>): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > MAX_INVOCATION_BYTES) throw new Error('payload too large');
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
}
