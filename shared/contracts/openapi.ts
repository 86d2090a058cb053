import { OpenAPIRegistry, OpenApiGeneratorV3 } from '@asteasolutions/zod-to-openapi';
import packageJson from '../../package.json' with { type: 'json' };
import { allScopes } from './auth';
import { type Operation, operationList } from './operations';

export type OpenApiDocument = ReturnType<OpenApiGeneratorV3['generateDocument']>;

const correlationHeader = {
  name: 'X-Correlation-Id',
  in: 'header' as const,
  required: true,
  description: 'Caller-supplied id, echoed in responses, error bodies and audit logs.',
  schema: { type: 'string' as const, maxLength: 200 },
};

function registerOperation(registry: OpenAPIRegistry, op: Operation): void {
  const responses: Record<
    string,
    {
      description: string;
      content?: Record<string, { schema: unknown }>;
      headers?: Record<string, unknown>;
    }
  > = {};
  for (const [status, def] of Object.entries(op.responses)) {
    const contentType = def.contentType ?? 'application/json';
    responses[status] = {
      description: def.description,
      ...(def.schema ? { content: { [contentType]: { schema: def.schema } } } : {}),
      ...(op.correlationRequired
        ? {
            headers: {
              'X-Correlation-Id': {
                description: 'Echo of the request header.',
                schema: { type: 'string' },
              },
            },
          }
        : {}),
    };
  }
  const body = op.request?.body;
  registry.registerPath({
    operationId: op.id,
    method: op.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete',
    path: op.path,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [op.tag],
    ...(op.deprecation ? { deprecated: true } : {}),
    security: op.auth === 'bearer' ? [{ oauth2: op.scopes }, { apiKey: [] }] : [],
    parameters: op.correlationRequired ? [correlationHeader] : [],
    request: {
      ...(op.request?.params ? { params: op.request.params } : {}),
      ...(op.request?.query ? { query: op.request.query } : {}),
      ...(body
        ? {
            body: {
              required: true,
              content: Object.fromEntries(
                (op.request?.contentTypes ?? ['application/json']).map((type) => [
                  type,
                  { schema: body },
                ]),
              ),
            },
          }
        : {}),
    },
    responses: responses as never,
  });
}

/** The OpenAPI 3.0.3 document, generated from the zod contract; never written by hand. */
export function buildOpenApiDocument(options: { serverUrl?: string } = {}): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'oauth2', {
    type: 'oauth2',
    description: 'OAuth 2.0 client credentials; tokens are ES256-signed JWTs.',
    flows: {
      clientCredentials: {
        tokenUrl: '/oauth2/token',
        scopes: Object.fromEntries(allScopes.map((scope) => [scope, `Grants ${scope}.`])),
      },
    },
  });
  registry.registerComponent('securitySchemes', 'apiKey', {
    type: 'apiKey',
    in: 'header',
    name: 'X-Api-Key',
    description: 'API-key fallback (for example for the sandbox), bound to a tenant and scopes.',
  });
  for (const op of operationList) registerOperation(registry, op);
  const generator = new OpenApiGeneratorV3(registry.definitions);
  return withoutUntypedNullable(
    generator.generateDocument({
      openapi: '3.0.3',
      info: {
        title: 'Quote Case Automation Service',
        version: packageJson.version,
        description:
          'Turns inbound sales cases into structured quote data with calibrated confidence. Paths under /v1 are relative to {base_url}; the token endpoint lives on {auth_url}.',
        license: { name: 'Proprietary', url: 'https://example.invalid/license' },
      },
      servers: [{ url: options.serverUrl ?? '/', description: 'This deployment' }],
      tags: [...new Set(operationList.map((op) => op.tag))].map((name) => ({
        name,
        description: `${name} operations.`,
      })),
    }),
  );
}

/**
 * zod's `unknown` becomes `{nullable: true}` with no type, which OpenAPI 3.0 forbids; an untyped
 * schema already admits null, so the flag is dropped.
 */
function withoutUntypedNullable<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withoutUntypedNullable) as T;
  if (node === null || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) copy[key] = withoutUntypedNullable(value);
  if ('nullable' in copy && !('type' in copy) && !('$ref' in copy)) delete copy.nullable;
  return copy as T;
}
