import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/**
 * Secrets that the cloud stack keeps in Secrets Manager and hands to a function by ARN. At cold
 * start each ARN variable is resolved into the variable the code reads (QCAS_SIGNING_KEYS …), so the
 * rest of the code reads the same variables locally and in the cloud.
 */
export const secretEnvBindings: { arnKey: string; valueKey: string }[] = [
  { arnKey: 'QCAS_SIGNING_KEYS_SECRET_ARN', valueKey: 'QCAS_SIGNING_KEYS' },
];

export interface SecretReader {
  read(secretId: string): Promise<string>;
}

export function secretsManagerReader(region = process.env.AWS_REGION): SecretReader {
  const client = new SecretsManagerClient({ region, maxAttempts: 3 });
  return {
    async read(secretId) {
      const result = await client.send(new GetSecretValueCommand({ SecretId: secretId }), {
        abortSignal: AbortSignal.timeout(5000),
      });
      if (result.SecretString === undefined)
        throw new Error(`secret ${secretId} has no string value`);
      return result.SecretString;
    },
  };
}

/** Fills each value variable that is unset from the secret its ARN variable names; returns the keys filled. */
export async function loadSecretsIntoEnv(
  reader: SecretReader,
  env: Record<string, string | undefined> = process.env,
  bindings = secretEnvBindings,
): Promise<string[]> {
  const pending = bindings.filter(
    ({ arnKey, valueKey }) => env[arnKey] !== undefined && env[arnKey] !== '' && !env[valueKey],
  );
  const values = await Promise.all(pending.map(({ arnKey }) => reader.read(env[arnKey] as string)));
  pending.forEach(({ valueKey }, index) => {
    env[valueKey] = values[index];
  });
  return pending.map(({ valueKey }) => valueKey);
}

/**
 * The signing keys' JSON in the cloud: the Secrets Manager secret named by
 * QCAS_SIGNING_KEYS_SECRET_ARN, read again on every call (the caller reloads periodically). The first
 * call takes the value the bundle's init already fetched into QCAS_SIGNING_KEYS
 * (infra/cdk/runtime/with-secrets.ts). Undefined when no ARN is set (local runtime, tests).
 */
export function secretsManagerSigningKeys(
  env: Record<string, string | undefined> = process.env,
  reader: () => SecretReader = () => secretsManagerReader(),
): (() => Promise<string>) | undefined {
  const arn = env.QCAS_SIGNING_KEYS_SECRET_ARN;
  if (!arn) return undefined;
  let prefetched = env.QCAS_SIGNING_KEYS;
  let client: SecretReader | undefined;
  return async () => {
    if (prefetched) {
      const value = prefetched;
      prefetched = undefined;
      return value;
    }
    client ??= reader();
    return client.read(arn);
  };
}
