import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import dynalite from 'dynalite';
import { buildApp } from 'fauxqs';
import S3rver from 's3rver';
import s3rverAccounts from 's3rver/lib/models/account.js';
import {
  type HostedModels,
  invokeHostedModel,
  readInvocationPayload,
} from '#platform/models/serve';

export interface RunningService {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections?.();
  });
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => resolve((server.address() as AddressInfo).port));
  });
}

/** dynalite speaks the DynamoDB API; with `path` its data survives restarts (LevelDB on disk). */
export async function startDynamoDb(
  options: { port?: number; path?: string } = {},
): Promise<RunningService> {
  if (options.path) await mkdir(options.path, { recursive: true });
  const server = dynalite({
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
    ...(options.path ? { path: options.path } : {}),
  }) as Server;
  const port = await listen(server, options.port ?? 0);
  return { url: `http://${HOST}:${port}`, port, stop: () => closeServer(server) };
}

/** The access key the local runtime's SDK clients sign with (the emulators check none). */
export const LOCAL_ACCESS_KEY = 'local';

/**
 * s3rver speaks the S3 REST API over a directory: with `path`, every object (imported master data,
 * uploads, stored indexes, audit exports) is a file there and survives a restart, Ctrl-C and kill -9;
 * without one, a temporary directory removed at stop (tests). It checks no signatures, but knows
 * only the access keys it was given.
 */
export async function startS3(
  options: { port?: number; path?: string } = {},
): Promise<RunningService> {
  const directory = options.path ?? (await mkdtemp(join(tmpdir(), 'qcas-s3-')));
  await mkdir(directory, { recursive: true });
  s3rverAccounts.DUMMY_ACCOUNT.createKeyPair(LOCAL_ACCESS_KEY, LOCAL_ACCESS_KEY);
  const server = new S3rver({
    address: HOST,
    port: options.port ?? 0,
    directory,
    silent: true,
    // Buckets are addressed by path (the clients use forcePathStyle), never by host name.
    vhostBuckets: false,
  });
  const { port } = await server.run();
  return {
    url: `http://${HOST}:${port}`,
    port,
    stop: async () => {
      if (server.httpServer) await closeServer(server.httpServer);
      if (!options.path) await rm(directory, { recursive: true, force: true });
    },
  };
}

/** fauxqs speaks the SQS (JSON protocol) API, in memory (it serves S3 too; startS3 does that here). */
export async function startSqs(options: { port?: number } = {}): Promise<RunningService> {
  const app = buildApp({ logger: false, host: HOST });
  await app.listen({ host: HOST, port: options.port ?? 0 });
  const port = (app.server.address() as AddressInfo).port;
  return { url: `http://${HOST}:${port}`, port, stop: () => app.close() };
}

/**
 * A SageMaker-runtime-compatible model server over the embedded models: POST
 * /endpoints/{name}/invocations (what InvokeEndpoint calls). The container contract (GET /ping,
 * POST /invocations) is layers/model-server's.
 */
export async function startModelServer(options: {
  port?: number;
  endpointPrefix: string;
  /** The models served, by name (endpoint names are the prefix and the name). */
  models: HostedModels;
}): Promise<RunningService> {
  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    };
    try {
      const url = new URL(request.url ?? '/', `http://${HOST}`);
      const runtimePath = /^\/endpoints\/([^/]+)\/invocations$/.exec(url.pathname);
      const endpoint = runtimePath?.[1] ? decodeURIComponent(runtimePath[1]) : undefined;
      if (request.method !== 'POST' || endpoint === undefined) {
        send(
          404,
          { __type: 'ValidationError', message: 'Unknown path.' },
          { 'x-amzn-ErrorType': 'ValidationError' },
        );
        return;
      }
      const model = runtimePath ? endpoint.slice(options.endpointPrefix.length) : endpoint;
      if (runtimePath && !endpoint.startsWith(options.endpointPrefix)) {
        send(
          400,
          { __type: 'ValidationError', message: `Endpoint ${endpoint} not found.` },
          { 'x-amzn-ErrorType': 'ValidationError' },
        );
        return;
      }
      const result = await invokeHostedModel(
        options.models,
        model,
        await readInvocationPayload(request),
      );
      const errorType = (result.body as { __type?: string }).__type;
      send(
        result.status === 404 ? 400 : result.status,
        result.body,
        errorType ? { 'x-amzn-ErrorType': errorType } : {},
      );
    } catch (error) {
      send(
        400,
        { __type: 'ValidationError', message: (error as Error).message },
        { 'x-amzn-ErrorType': 'ValidationError' },
      );
    }
  });
  const port = await listen(server, options.port ?? 0);
  return { url: `http://${HOST}:${port}`, port, stop: () => closeServer(server) };
}
