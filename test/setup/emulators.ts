import type { TestProject } from 'vitest/node';
import { type LocalRuntime, startLocalRuntime } from '#local/runtime';

/**
 * One local runtime for the whole run: dynalite (in memory), fauxqs (SQS), s3rver (S3, in a
 * temporary directory), the model server and the API gateway, all on random loopback ports. Test files reach it over HTTP or through the injected env.
 */
let runtime: LocalRuntime | undefined;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
  runtime = await startLocalRuntime({ port: 0 });
  project.provide('baseUrl', runtime.url);
  project.provide('runtimeEnv', runtime.env);
  return async () => {
    await runtime?.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    runtimeEnv: Record<string, string>;
  }
}
