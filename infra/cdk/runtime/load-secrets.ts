import { loadSecretsIntoEnv, secretsManagerReader } from '../../../shared/adapters/aws/secrets';

/**
 * Injected first into the bundle of every function that reads a secret (esbuild `inject`, ESM
 * output): the top-level await runs during the Lambda init phase, before the handler module
 * evaluates, so QCAS_SIGNING_KEYS is set by the time shared/auth/keys.ts reads it.
 */
await loadSecretsIntoEnv(secretsManagerReader());
