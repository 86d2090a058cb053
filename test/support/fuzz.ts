import type { Random } from '#domain/util/random';

/**
 * Seeded mutations of a valid request body, as a careless or hostile client would send them: wrong
 * types, missing and extra fields, huge strings, control characters, deep nesting, truncated or
 * non-object JSON, and the wrong Content-Type. The same seed gives the same requests.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface FuzzedRequest {
  /** What was done to the valid body, to reproduce a failure by reading it. */
  mutations: string[];
  body: string;
  contentType: string | undefined;
  headers: Record<string, string>;
}

const WORDS = ['Angebot', 'Schraube', 'M8x30', 'DIN', '933', 'bitte', 'quote', 'pcs', '€', '½'];
const CONTROL = ['\u0000', '\u0007', '\u001b[31m', '\ud800', '\udfff', '\u202e', '\r\n', '\ufeff'];
const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'extra',
  '',
  '$where',
  'x'.repeat(300),
];

function words(random: Random, length: number): string {
  const parts: string[] = [];
  let size = 0;
  while (size < length) {
    const word = random.pick(WORDS);
    parts.push(word);
    size += word.length + 1;
  }
  return parts.join(' ');
}

function nested(depth: number): Json {
  let value: Json = 1;
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

function oddValue(random: Random): Json {
  switch (random.int(0, 13)) {
    case 0:
      return null;
    case 1:
      return random.chance(0.5);
    case 2:
      return random.pick([0, -1, 1e308, -1e308, 0.5, 2 ** 53 + 1, -0]);
    case 3:
      return '';
    case 4:
      return random.pick(WORDS);
    case 5:
      return [];
    case 6:
      return {};
    case 7:
      return [1, 'two', null, { three: 3 }];
    case 8:
      return { nested: { deeper: [true] } };
    case 9:
      return words(random, random.int(5_000, 60_000));
    case 10:
      return `${random.pick(WORDS)}${random.pick(CONTROL)}${random.pick(WORDS)}`;
    case 11:
      return nested(random.int(10, 40));
    case 12:
      return '9'.repeat(random.int(20, 400));
    default:
      return 'not-base64 !!';
  }
}

/** Paths to every value inside `value` (the root excluded). */
function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [];
  const entries: [string | number, Json][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...paths(child, [...prefix, key])]);
}

function parentOf(root: Json, path: (string | number)[]): Record<string | number, Json> {
  let current = root as Record<string | number, Json>;
  for (const segment of path.slice(0, -1)) current = current[segment] as Record<string, Json>;
  return current;
}

function mutateValue(random: Random, root: Json, mutations: string[]): void {
  const all = paths(root);
  const path = all.length > 0 ? random.pick(all) : undefined;
  const kind = random.int(0, 5);
  if (!path || kind === 0) {
    const container = parentOf(root, [...(path ?? []), '']);
    const target =
      container !== null && typeof container === 'object' && !Array.isArray(container)
        ? container
        : (root as Record<string, Json>);
    const key = random.pick(EXTRA_KEYS);
    target[key] = oddValue(random);
    mutations.push(`extra field ${JSON.stringify(key.slice(0, 20))}`);
    return;
  }
  const parent = parentOf(root, path);
  const key = path[path.length - 1] as string | number;
  const shown = path.join('.');
  if (kind === 1) {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
    mutations.push(`removed ${shown}`);
  } else if (kind === 2 && typeof parent[key] === 'string') {
    const text = parent[key] as string;
    const at = random.int(0, text.length);
    parent[key] = `${text.slice(0, at)}${random.pick(CONTROL)}${text.slice(at)}`;
    mutations.push(`control character in ${shown}`);
  } else if (kind === 3 && Array.isArray(parent[key])) {
    const list = parent[key] as Json[];
    const copies = random.int(2, 260);
    parent[key] = Array.from(
      { length: copies },
      (_, index) => list[index % Math.max(1, list.length)] ?? null,
    );
    mutations.push(`${shown} repeated to ${copies} items`);
  } else {
    parent[key] = oddValue(random);
    mutations.push(`${shown} set to a ${typeof parent[key]}`);
  }
}

/** One mutated request derived from `valid`. */
export function fuzzRequest(random: Random, valid: Json): FuzzedRequest {
  const mutations: string[] = [];
  const value = structuredClone(valid);
  const headers: Record<string, string> = {};
  let contentType: string | undefined = 'application/json';
  const rounds = random.int(1, 3);
  for (let i = 0; i < rounds; i++) mutateValue(random, value, mutations);
  let body = JSON.stringify(value);
  const framing = random.int(0, 19);
  if (framing === 0) {
    body = body.slice(0, random.int(0, body.length - 1));
    mutations.push('truncated JSON');
  } else if (framing === 1) {
    body = random.pick(['[]', '"text"', 'null', '1', '', 'not json', '{"a":', '{}}', '\u0000']);
    mutations.push(`root ${JSON.stringify(body)}`);
  } else if (framing === 2) {
    contentType = random.pick([
      undefined,
      'text/plain',
      'application/xml',
      'application/json; charset=latin1',
    ]);
    mutations.push(`Content-Type ${String(contentType)}`);
  } else if (framing === 3) {
    body = body.replace(/^\{/, '{"case_id":1,');
    mutations.push('duplicate key');
  } else if (framing === 4) {
    headers['Idempotency-Key'] = random.pick([
      'has space',
      'x'.repeat(300),
      `k-${random.int(0, 1e9)}`,
    ]);
    mutations.push(`Idempotency-Key ${headers['Idempotency-Key'].slice(0, 20)}`);
  } else if (framing === 5) {
    headers.Prefer = random.pick(['respond-async', 'wait=5', 'handling=lenient', '']);
    mutations.push(`Prefer ${JSON.stringify(headers.Prefer)}`);
  }
  return { mutations, body, contentType, headers };
}
