import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { Operation } from '#contracts/operations';
import { apiContract } from '#platform/http/api-contract';
import { requestParsing } from '#platform/http/request-parsing';
import { jsonResponse } from '#platform/http/responses';
import type { ApiContext, ApiEvent, ApiResult } from '#platform/http/types';

/** A contract-shaped operation used only to drive the real middlewares. */
const echoOperation: Operation = {
  id: 'echo',
  method: 'POST',
  path: '/v1/echo',
  functionName: 'echo',
  summary: 'echo',
  tag: 'Test',
  auth: 'none',
  scopes: [],
  correlationRequired: true,
  request: {
    body: z.object({
      case_id: z.string().min(1),
      sender: z.email(),
      lines: z.array(z.object({ quantity: z.number().positive() })).optional(),
    }),
  },
  responses: {},
  deprecation: {
    deprecatedAt: '2026-06-01T00:00:00Z',
    sunset: '2027-06-01T00:00:00Z',
    link: 'https://example.invalid/migrate',
  },
};

const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
  .use(apiContract(echoOperation))
  .use(requestParsing(echoOperation))
  .handler(async (_event, context) => {
    if ((context.api.body as { case_id: string }).case_id === 'explode')
      throw new Error('secret internal detail');
    return jsonResponse(200, context.api.body);
  });

function event(
  body: string | null,
  headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-Correlation-Id': 'c-1',
  },
): ApiEvent {
  return {
    body,
    headers,
    multiValueHeaders: {},
    httpMethod: 'POST',
    isBase64Encoded: false,
    path: '/v1/echo',
    pathParameters: null,
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    stageVariables: null,
    resource: '/v1/echo',
    requestContext: { requestId: 'req-1' } as ApiEvent['requestContext'],
  };
}

const context = {
  awsRequestId: 'aws-1',
  getRemainingTimeInMillis: () => 10_000,
} as unknown as Context;
const invoke = async (e: ApiEvent) => {
  const result = await handler(e, context as ApiContext);
  return { ...result, json: JSON.parse(result.body) as Record<string, unknown> };
};

describe('request parsing and the error body', () => {
  it('passes a valid body through, dropping unknown fields', async () => {
    const result = await invoke(
      event(JSON.stringify({ case_id: 'A', sender: 'a@b.de', extra: '<script>' })),
    );
    expect(result.statusCode).toBe(200);
    expect(result.json).toEqual({ case_id: 'A', sender: 'a@b.de' });
    expect(result.headers['X-Correlation-Id']).toBe('c-1');
    expect(result.headers['X-Request-Id']).toBe('req-1');
  });

  it('answers malformed JSON with INVALID_PAYLOAD', async () => {
    const result = await invoke(event('{"case_id": '));
    expect(result.statusCode).toBe(400);
    expect(result.json).toMatchObject({
      error_code: 'INVALID_PAYLOAD',
      correlation_id: 'c-1',
      request_id: 'req-1',
    });
  });

  it('names absent required fields in details.fields', async () => {
    const result = await invoke(event(JSON.stringify({ lines: [] })));
    expect(result.statusCode).toBe(400);
    expect(result.json).toMatchObject({
      error_code: 'MISSING_REQUIRED_FIELD',
      details: { fields: ['case_id', 'sender'] },
    });
  });

  it('gives a JSON pointer per wrong type or format', async () => {
    const result = await invoke(
      event(
        JSON.stringify({
          case_id: 'A',
          sender: 'not-an-email',
          lines: [{ quantity: -1 }, { quantity: 'x' }],
        }),
      ),
    );
    expect(result.statusCode).toBe(400);
    expect(result.json.error_code).toBe('INVALID_PAYLOAD');
    const pointers = (result.json.details as { problems: { pointer: string }[] }).problems.map(
      (p) => p.pointer,
    );
    expect(pointers).toEqual(['/sender', '/lines/0/quantity', '/lines/1/quantity']);
  });

  it('rejects a body that is not an object, and a wrong content type with 415', async () => {
    expect((await invoke(event('[1,2]'))).json.error_code).toBe('INVALID_PAYLOAD');
    const wrongType = await invoke(
      event('case_id=A', { 'Content-Type': 'text/plain', 'X-Correlation-Id': 'c' }),
    );
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json.error_code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('hides internals of unexpected errors behind INTERNAL_ERROR', async () => {
    const result = await invoke(event(JSON.stringify({ case_id: 'explode', sender: 'a@b.de' })));
    expect(result.statusCode).toBe(500);
    expect(result.json).toEqual({
      error_code: 'INTERNAL_ERROR',
      message: expect.any(String),
      correlation_id: 'c-1',
      request_id: 'req-1',
    });
    expect(result.body).not.toContain('secret internal detail');
  });

  it('adds Deprecation, Sunset and Link headers from the contract', async () => {
    const result = await invoke(event(JSON.stringify({ case_id: 'A', sender: 'a@b.de' })));
    expect(result.headers.Deprecation).toBe(`@${Date.parse('2026-06-01T00:00:00Z') / 1000}`);
    expect(result.headers.Sunset).toBe('Tue, 01 Jun 2027 00:00:00 GMT');
    expect(result.headers.Link).toBe('<https://example.invalid/migrate>; rel="deprecation"');
  });
});
