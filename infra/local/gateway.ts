import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Context } from 'aws-lambda';
import { type HttpMethod, type Operation, servedRoutes } from '#contracts/operations';
import { errorResponse } from '#platform/http/responses';
import { type ApiEvent, type ApiResult, acceptedCorrelationId } from '#platform/http/types';
import { ErrorCode, InvalidPayloadError, ServiceError } from '../../shared/errors';

/** API Gateway REST APIs accept at most 10 MB of payload; larger requests never reach a function. */
export const GATEWAY_PAYLOAD_LIMIT = 10 * 1024 * 1024;
const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|x-ndjson|.*\+json)|text\/)/i;

type LambdaHandler = (event: ApiEvent, context: Context) => Promise<ApiResult>;

interface Route {
  method: HttpMethod;
  template: string;
  pattern: RegExp;
  paramNames: string[];
  operation: Operation;
}

function compile(method: HttpMethod, template: string, operation: Operation): Route {
  const paramNames: string[] = [];
  const source = template
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\\?\{(\w+)\\?\}/g, (_m, name: string) => {
      paramNames.push(name);
      return '([^/]+)';
    });
  return {
    method,
    template,
    pattern: new RegExp(`^${source}$`),
    paramNames,
    operation,
  };
}

export function buildRoutes(): Route[] {
  return servedRoutes.map((route) => compile(route.method, route.path, route.operation));
}

function lambdaContext(functionName: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  const requestId = randomUUID();
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:eu-central-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/${requestId}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/**
 * Past the payload limit the rest of an oversized body is still read and discarded, up to this many
 * bytes, so that a client that sends its whole body before reading (fetch, most SDKs) gets the 413
 * instead of a connection reset. Beyond it the connection is closed.
 */
const OVERSIZED_DRAIN_LIMIT = 64 * 1024 * 1024;
/** How long an oversized body is drained at most, so a slow sender cannot hold the connection. */
const OVERSIZED_DRAIN_MS = 15_000;

/**
 * The request body; past GATEWAY_PAYLOAD_LIMIT the rest is read and dropped (bounded) and the answer
 * is 'too_large'; 'aborted' when the client went away before sending all of it.
 */
function readBody(request: IncomingMessage): Promise<Buffer | 'too_large' | 'aborted'> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > OVERSIZED_DRAIN_LIMIT)
    return Promise.resolve('too_large');
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let oversized = false;
    let timer: NodeJS.Timeout | undefined;
    let settled = false;
    const finish = (outcome: Buffer | 'too_large' | 'aborted') => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.off('data', onData);
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (oversized) {
        if (size > OVERSIZED_DRAIN_LIMIT) finish('too_large');
        return;
      }
      if (size > GATEWAY_PAYLOAD_LIMIT) {
        oversized = true;
        chunks.length = 0;
        timer = setTimeout(() => finish('too_large'), OVERSIZED_DRAIN_MS);
        return;
      }
      chunks.push(chunk);
    };
    request.on('data', onData);
    request.once('end', () => finish(oversized ? 'too_large' : Buffer.concat(chunks)));
    // `on`, not `once`: a second stream error with no listener left would be an uncaught exception.
    request.on('error', () => finish(oversized ? 'too_large' : 'aborted'));
    request.once('close', () => finish(oversized ? 'too_large' : 'aborted'));
  });
}

/** The request target as a URL; undefined for a target no URL parser accepts. */
function requestUrl(target: string | undefined): URL | undefined {
  const raw = target ?? '/';
  try {
    // Origin-form ('/v1/…', '//x') is a path, never a protocol-relative URL naming another host.
    return new URL(raw.startsWith('/') ? `http://local${raw}` : raw);
  } catch {
    return undefined;
  }
}

/** Path parameters, percent-decoded; undefined when one is not valid percent-encoded UTF-8. */
function decodeParams(
  names: string[],
  values: (string | undefined)[],
): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [index, name] of names.entries()) {
    try {
      params[name] = decodeURIComponent(values[index] ?? '');
    } catch {
      return undefined;
    }
  }
  return params;
}

type RequestIds = { correlationId: string; requestId: string };

function invalidTarget(message: string): ServiceError {
  return new InvalidPayloadError(message, { details: { location: 'path' } });
}

/**
 * A request Node cannot parse (bad request line or header, headers over 16 KB, too slow): the spec
 * error body and a closed connection, rather than Node's bare text answer.
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const result = errorResponse(
    timedOut
      ? new ServiceError(ErrorCode.TIMEOUT, 'The request was not received in time.')
      : new InvalidPayloadError('The request is not valid HTTP/1.1.', {
          details: { location: 'header', reason: error.code ?? 'parse_error' },
        }),
    { correlationId: '', requestId: randomUUID() },
  );
  const status = timedOut ? '408 Request Timeout' : '400 Bad Request';
  const body = Buffer.from(result.body ?? '', 'utf8');
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.toString('utf8')}`,
  );
}

function toEvent(
  request: IncomingMessage,
  url: URL,
  route: Route,
  params: Record<string, string>,
  body: Buffer,
): ApiEvent {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    const name = request.rawHeaders[i] ?? '';
    const value = request.rawHeaders[i + 1] ?? '';
    headers[name] = value;
    multiValueHeaders[name] = [...(multiValueHeaders[name] ?? []), value];
  }
  const query: Record<string, string> = {};
  const multiQuery: Record<string, string[]> = {};
  for (const [name, value] of url.searchParams) {
    query[name] = value;
    multiQuery[name] = [...(multiQuery[name] ?? []), value];
  }
  const contentType = request.headers['content-type'] ?? '';
  const textual = body.length === 0 || TEXT_TYPES.test(contentType);
  const requestId = randomUUID();
  return {
    resource: route.template,
    path: url.pathname,
    httpMethod: route.method,
    headers,
    multiValueHeaders,
    queryStringParameters: url.searchParams.size > 0 ? query : null,
    multiValueQueryStringParameters: url.searchParams.size > 0 ? multiQuery : null,
    pathParameters: route.paramNames.length > 0 ? params : null,
    stageVariables: null,
    body: body.length === 0 ? null : textual ? body.toString('utf8') : body.toString('base64'),
    isBase64Encoded: !textual,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      authorizer: null,
      protocol: 'HTTP/1.1',
      httpMethod: route.method,
      path: url.pathname,
      stage: 'local',
      requestId,
      requestTimeEpoch: Date.now(),
      resourceId: route.operation.id,
      resourcePath: route.template,
      identity: {
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: request.headers['user-agent'] ?? null,
        accessKey: null,
        accountId: null,
        apiKey: null,
        apiKeyId: null,
        caller: null,
        clientCert: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        user: null,
        userArn: null,
      },
    },
  };
}

/** API Gateway's default integration timeout; the tenant stack sets its own (SPEC 8: 30 s default). */
export const DEFAULT_INTEGRATION_TIMEOUT_MS = 30_000;
const FUNCTION_TIMEOUT_MS = 120_000;

export interface GatewayOptions {
  host: string;
  port: number;
  /** When the gateway stops waiting and answers 504 TIMEOUT. */
  integrationTimeoutMs?: (functionName: string) => number;
  /** Lambda timeout per function; the default is the spec's 30 s synchronous timeout. */
  timeoutMs?: (functionName: string) => number;
  log?: (line: string) => void;
}

/**
 * Plays API Gateway (REST, proxy integration) on loopback: each route invokes the same handler the
 * Lambda function runs, with a real proxy event and Lambda context. A client that disconnects does not
 * stop the invocation: the work completes, as it would in Lambda.
 */
export async function startGateway(
  options: GatewayOptions,
): Promise<{ url: string; server: Server; stop(): Promise<void> }> {
  const routes = buildRoutes();
  const handlers = new Map<string, Promise<LambdaHandler>>();
  const load = (functionName: string) => {
    let loaded = handlers.get(functionName);
    if (!loaded) {
      loaded = import(`../../functions/${functionName}/index.ts`).then(
        (module: { handler: LambdaHandler }) => module.handler,
      );
      handlers.set(functionName, loaded);
    }
    return loaded;
  };

  const send = (response: ServerResponse, result: ApiResult, extraHeaders = {}) => {
    if (response.writableEnded || response.destroyed) return;
    const body = result.isBase64Encoded
      ? Buffer.from(result.body, 'base64')
      : Buffer.from(result.body ?? '', 'utf8');
    try {
      response.writeHead(result.statusCode, {
        ...result.headers,
        ...extraHeaders,
        'Content-Length': String(body.length),
      });
    } catch (error) {
      // A header value Node refuses to write (a handler echoing caller text): API Gateway answers
      // such an integration response with a 502; the caller still gets a well-formed error.
      options.log?.(`response headers refused: ${(error as Error).message}`);
      if (response.headersSent) return void response.destroy();
      const fallback = errorResponse(
        new ServiceError(ErrorCode.UPSTREAM_ERROR, 'The function returned an invalid response.'),
        { correlationId: '', requestId: randomUUID() },
      );
      response.writeHead(fallback.statusCode, fallback.headers);
      response.end(fallback.body);
      return;
    }
    response.end(body);
  };

  const refuse = (response: ServerResponse, error: ServiceError, ids: RequestIds, headers = {}) =>
    send(response, errorResponse(error, ids), headers);

  const serve = async (request: IncomingMessage, response: ServerResponse) => {
    const ids: RequestIds = {
      correlationId: acceptedCorrelationId(request.headers['x-correlation-id']),
      requestId: randomUUID(),
    };
    const method = (request.method ?? 'GET').toUpperCase();
    const url = requestUrl(request.url);
    if (!url) {
      request.resume();
      refuse(response, invalidTarget('The request target is not a valid URL.'), ids);
      return;
    }
    const shownPath = url.pathname.slice(0, 200);
    const matching = routes.filter((route) => route.pattern.test(url.pathname));
    const route = matching.find((candidate) => candidate.method === method);
    if (!route) {
      request.resume();
      const error =
        matching.length === 0
          ? new ServiceError(ErrorCode.NOT_FOUND, `No route for ${shownPath}.`)
          : new ServiceError(
              ErrorCode.METHOD_NOT_ALLOWED,
              `${method} is not allowed on ${shownPath}.`,
              {
                headers: {
                  Allow: [...new Set(matching.map((candidate) => candidate.method))].join(', '),
                },
              },
            );
      refuse(response, error, ids);
      return;
    }
    const match = route.pattern.exec(url.pathname);
    const params = decodeParams(
      route.paramNames,
      route.paramNames.map((_, index) => match?.[index + 1]),
    );
    if (!params) {
      request.resume();
      refuse(response, invalidTarget('A path parameter is not valid percent-encoded UTF-8.'), ids);
      return;
    }
    const body = await readBody(request);
    // Nobody is left to answer; as in API Gateway, an incomplete request invokes nothing.
    if (body === 'aborted') return;
    if (body === 'too_large') {
      refuse(
        response,
        new ServiceError(
          ErrorCode.PAYLOAD_TOO_LARGE,
          'Request payload exceeds 10 MB; upload attachments first (POST /v1/attachments) or use async processing.',
        ),
        ids,
        // Whatever of the body was not drained must not be read as the next request.
        { Connection: 'close' },
      );
      return;
    }
    const functionName = route.operation.functionName;
    const started = Date.now();
    const integrationTimeoutMs =
      options.integrationTimeoutMs?.(functionName) ?? DEFAULT_INTEGRATION_TIMEOUT_MS;
    const invocation = load(functionName).then((handler) =>
      handler(
        toEvent(request, url, route, params, body),
        lambdaContext(functionName, options.timeoutMs?.(functionName) ?? FUNCTION_TIMEOUT_MS),
      ),
    );
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), integrationTimeoutMs);
    });
    try {
      // Like API Gateway: past the integration timeout the caller gets 504, and the function runs on
      // to completion (its result is kept under the Idempotency-Key for the retry).
      const result = await Promise.race([invocation, timedOut]);
      if (result === 'timeout') {
        send(
          response,
          errorResponse(
            new ServiceError(
              ErrorCode.TIMEOUT,
              `No answer within ${integrationTimeoutMs / 1000} s; the work continues. Retry with the same Idempotency-Key to get its result.`,
            ),
            ids,
          ),
        );
        options.log?.(
          `${method} ${url.pathname} → 504 after ${integrationTimeoutMs} ms (function still running)`,
        );
        invocation.catch(() => undefined);
        return;
      }
      send(response, result);
      options.log?.(
        `${method} ${url.pathname} → ${result.statusCode} (${Date.now() - started} ms)`,
      );
    } catch (error) {
      // A handler that throws past its middlewares is what API Gateway reports as a 502.
      options.log?.(
        `${method} ${url.pathname} → handler crashed: ${(error as Error).stack ?? String(error)}`,
      );
      send(response, errorResponse(new Error('handler crashed'), ids));
    } finally {
      clearTimeout(timer);
    }
  };

  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      // Last resort: whatever went wrong in the gateway itself answers 500, never ends the process.
      options.log?.(
        `${request.method} ${String(request.url).slice(0, 200)} → gateway error: ${(error as Error).stack ?? String(error)}`,
      );
      send(response, errorResponse(error, { correlationId: '', requestId: randomUUID() }));
    });
  });
  server.on('clientError', answerClientError);
  server.keepAliveTimeout = 5000;
  // A client that trickles its headers or body holds a connection for at most this long.
  server.headersTimeout = 20_000;
  server.requestTimeout = 120_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${options.host}:${port}`,
    server,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
