import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SageMakerModelClient } from '#adapters/aws/sagemaker-client';
import { type LocalRuntime, startLocalRuntime } from '#local/runtime';
import { ErrorCode } from '../../shared/errors';

/**
 * Its own runtime (this file stops emulators), with the SageMaker backend so that readiness and
 * invocations go through InvokeEndpoint against the local SageMaker-compatible server.
 */
let runtime: LocalRuntime;

beforeAll(async () => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  runtime = await startLocalRuntime({
    port: 0,
    modelBackend: 'sagemaker',
    extraModels: {
      'token-count': {
        name: 'token-count',
        load: async () => undefined,
        predict: async (payload) => ({
          tokens: String((payload as { text?: string }).text ?? '')
            .split(/\s+/)
            .filter(Boolean).length,
        }),
      },
    },
  });
});

afterAll(async () => {
  await runtime.stop();
});

describe('SageMaker model client against the local SageMaker-compatible server', () => {
  it('invokes a model through InvokeEndpoint', async () => {
    const client = new SageMakerModelClient(runtime.env.QCAS_MODEL_ENDPOINT_PREFIX ?? '');
    await expect(
      client.invoke({ name: 'token-count' }, { text: 'bitte um ein Angebot' }),
    ).resolves.toEqual({
      tokens: 4,
    });
  });

  it('maps an unknown endpoint to UPSTREAM_ERROR', async () => {
    const client = new SageMakerModelClient(runtime.env.QCAS_MODEL_ENDPOINT_PREFIX ?? '');
    await expect(client.invoke({ name: 'no-such-model' }, {})).rejects.toMatchObject({
      errorCode: ErrorCode.UPSTREAM_ERROR,
    });
  });
});

describe('GET /readyz when a dependency stops', () => {
  const readyz = async () => {
    const response = await fetch(`${runtime.url}/readyz`);
    return { status: response.status, body: await response.json() };
  };

  it('is ready while every dependency answers', async () => {
    expect(await readyz()).toEqual({
      status: 200,
      body: { status: 'ready', checks: { storage: 'ok', model_serving: 'ok' } },
    });
  });

  it('reports model_serving degraded when the model server stops', async () => {
    await runtime.services.models.stop();
    expect(await readyz()).toEqual({
      status: 503,
      body: { status: 'not_ready', checks: { storage: 'ok', model_serving: 'degraded' } },
    });
  });

  it('reports storage degraded when DynamoDB stops', async () => {
    await runtime.services.dynamodb.stop();
    const result = await readyz();
    expect(result.status).toBe(503);
    expect(result.body).toMatchObject({ status: 'not_ready', checks: { storage: 'degraded' } });
  });
});
