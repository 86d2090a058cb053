import type { Context } from 'aws-lambda';
import { handler as functionHandler } from 'qcas-function-entry';
import { loadSecretsIntoEnv, secretsManagerReader } from '#adapters/aws/secrets';

/**
 * The bundle entry of every function that reads a secret: esbuild aliases `qcas-function-entry` to
 * functions/<name>/index.ts. The secrets are fetched during init (in parallel with the rest of the
 * cold start) and awaited before the first event, so QCAS_SIGNING_KEYS is set by the time
 * shared/platform/auth/keys.ts reads it. A failed fetch is retried on the next event.
 */
let loading: Promise<unknown> | undefined;

function secretsLoaded(): Promise<unknown> {
  loading ??= loadSecretsIntoEnv(secretsManagerReader()).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

secretsLoaded().catch(() => undefined);

export async function handler(event: unknown, context: Context): Promise<unknown> {
  await secretsLoaded();
  return functionHandler(event, context);
}
