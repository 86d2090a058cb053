import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { buildOpenApiDocument } from '#contracts/openapi';
import type { CallResult } from './http';

const document = buildOpenApiDocument();
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
/** OpenAPI 3.0's boolean `exclusiveMinimum`/`exclusiveMaximum` are numbers in JSON Schema (ajv). */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (node === null || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node as Record<string, unknown>))
    copy[key] = toJsonSchema(value);
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (copy[exclusive] === true) {
      copy[exclusive] = copy[bound];
      delete copy[bound];
    } else if (copy[exclusive] === false) {
      delete copy[exclusive];
    }
  }
  return copy;
}
ajv.addSchema(toJsonSchema(document) as object, 'openapi');

const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Asserts that a response matches what the generated OpenAPI document declares for that operation
 * and status: the status is documented, and the body validates against its schema.
 */
export function expectMatchesContract(
  method: string,
  pathTemplate: string,
  result: CallResult,
): void {
  const operation = (
    document.paths?.[pathTemplate] as
      | Record<
          string,
          { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }
        >
      | undefined
  )?.[method.toLowerCase()];
  if (!operation) throw new Error(`${method} ${pathTemplate} is not in the OpenAPI document`);
  const declared = operation.responses[String(result.status)];
  if (!declared)
    throw new Error(
      `${method} ${pathTemplate} answered ${result.status}, which the OpenAPI document does not declare`,
    );
  const contentType = Object.keys(declared.content ?? {})[0];
  if (!contentType) return;
  const ref = `openapi#/paths/${pointer(pathTemplate)}/${method.toLowerCase()}/responses/${result.status}/content/${pointer(contentType)}/schema`;
  const validate = ajv.getSchema(ref);
  if (!validate) throw new Error(`no schema at ${ref}`);
  if (!validate(result.body)) {
    throw new Error(
      `${method} ${pathTemplate} ${result.status} does not match the contract: ${ajv.errorsText(validate.errors)}\n${result.text.slice(0, 500)}`,
    );
  }
}
