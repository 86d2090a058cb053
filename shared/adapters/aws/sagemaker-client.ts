import {
  InvokeEndpointCommand,
  type InvokeEndpointCommandOutput,
} from '@aws-sdk/client-sagemaker-runtime';
import type { ModelClient, ModelRef } from '#platform/models/ports';
import { UpstreamError } from '../../errors';
import { sagemakerClient } from './clients';

const DEFAULT_TIMEOUT_MS = 10_000;

/** SageMaker runtime InvokeEndpoint; one endpoint per model, named prefix + model name. */
export class SageMakerModelClient implements ModelClient {
  constructor(private readonly endpointPrefix: string) {}

  async invoke<T>(
    { name: model }: ModelRef,
    payload: unknown,
    options: { timeoutMs?: number } = {},
  ): Promise<T> {
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    let response: InvokeEndpointCommandOutput;
    try {
      response = await sagemakerClient().send(
        new InvokeEndpointCommand({
          EndpointName: `${this.endpointPrefix}${model}`,
          ContentType: 'application/json',
          Accept: 'application/json',
          Body: new TextEncoder().encode(JSON.stringify(payload)),
        }),
        { abortSignal: AbortSignal.timeout(timeoutMs) },
      );
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'AbortError' || name === 'TimeoutError') {
        throw new UpstreamError(
          `Model endpoint '${model}' did not answer within ${timeoutMs} ms.`,
          error,
        );
      }
      throw new UpstreamError(`Model endpoint '${model}' failed.`, error);
    }
    try {
      return JSON.parse(new TextDecoder().decode(response.Body)) as T;
    } catch (error) {
      throw new UpstreamError(`Model endpoint '${model}' returned a body that is not JSON.`, error);
    }
  }
}
