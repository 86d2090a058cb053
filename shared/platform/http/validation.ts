import type * as z from 'zod';
import { InvalidPayloadError, MissingFieldError } from '../../errors';

export interface Problem {
  pointer: string;
  message: string;
}

function pointerOf(path: readonly PropertyKey[]): string {
  return path
    .map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`)
    .join('');
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current = data;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

/**
 * Validates input against a contract schema. Absent required fields are MISSING_REQUIRED_FIELD with
 * their names in `details.fields`; every other problem is INVALID_PAYLOAD with a JSON pointer each.
 * Unknown fields are dropped by the schema, never echoed.
 */
export function validateInput<T extends z.ZodType>(
  schema: T,
  data: unknown,
  location: 'body' | 'path' | 'query',
): z.infer<T> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const problems: Problem[] = parsed.error.issues.map((issue) => ({
    pointer: pointerOf(issue.path),
    message: issue.message,
  }));
  const missing = parsed.error.issues
    .filter(
      (issue) =>
        issue.code === 'invalid_type' &&
        issue.path.length > 0 &&
        valueAt(data, issue.path) === undefined,
    )
    .map((issue) => issue.path.map(String).join('.'));
  if (missing.length > 0) {
    throw new MissingFieldError([...new Set(missing)], { details: { location, problems } });
  }
  throw new InvalidPayloadError(
    `The request ${location} is not valid: ${problems.map((p) => `${p.pointer || '/'} ${p.message}`).join('; ')}.`,
    {
      details: { location, problems },
    },
  );
}
