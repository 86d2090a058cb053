import { createServer, type ServerResponse } from 'node:http';
import {
  type HostedModels,
  invokeHostedModel,
  readInvocationPayload,
} from '#platform/models/serve';
import { containerModels } from './models';

/**
 * The SageMaker inference container contract around the same model code the embedded backend runs:
 * POST /invocations runs the model this container serves (QCAS_CONTAINER_MODEL, one endpoint per
 * model); GET /ping answers 200 once that model has loaded, and 503 while it cannot load or when
 * the container has no model of that name (so such an endpoint never deploys as healthy).
 * Listens on port 8080.
 */
const PORT = Number(process.env.SAGEMAKER_BIND_TO_PORT ?? process.env.PORT ?? 8080);
const model = process.env.QCAS_CONTAINER_MODEL ?? '';

/** Whether the container has the named model and it loads. */
async function modelReady(models: HostedModels): Promise<boolean> {
  const served = models[model];
  if (!served) return false;
  try {
    await served.load();
    return true;
  } catch {
    return false;
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

export function createModelServer(models: HostedModels = containerModels) {
  return createServer(async (request, response) => {
    try {
      if (request.method === 'GET' && request.url === '/ping') {
        const ready = await modelReady(models);
        send(
          response,
          ready ? 200 : 503,
          ready ? {} : { message: `Model '${model}' is not served by this container.` },
        );
        return;
      }
      if (request.method === 'POST' && request.url === '/invocations') {
        const result = await invokeHostedModel(models, model, await readInvocationPayload(request));
        send(response, result.status, result.body);
        return;
      }
      send(response, 404, { message: 'Unknown path.' });
    } catch (error) {
      send(response, 400, { message: (error as Error).message });
    }
  });
}

if (process.env.QCAS_MODEL_SERVER_NO_LISTEN !== '1') {
  const server = createModelServer();
  server.listen(PORT, '0.0.0.0', () => {
    const { port } = server.address() as import('node:net').AddressInfo;
    console.log(JSON.stringify({ message: 'model server listening', port, model }));
  });
}
