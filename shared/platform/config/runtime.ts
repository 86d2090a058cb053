/**
 * Process configuration read from the environment once. The CDK stack sets these on every function;
 * the local runtime sets them to the loopback emulators before it loads any handler.
 */
export interface RuntimeConfig {
  region: string;
  /** Only set locally: the emulators' endpoints. Unset in the cloud, where the SDK default applies. */
  endpoints: { dynamodb?: string; sqs?: string; s3?: string; sagemaker?: string };
  issuer: string;
  audience: string;
  modelBackend: 'embedded' | 'sagemaker';
  modelEndpointPrefix: string;
  stage: string;
  version: string;
}

function optional(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value;
}

export function readRuntimeConfig(
  env: Record<string, string | undefined> = process.env,
): RuntimeConfig {
  const backend = env.QCAS_MODEL_BACKEND ?? 'embedded';
  if (backend !== 'embedded' && backend !== 'sagemaker') {
    throw new Error(`QCAS_MODEL_BACKEND must be 'embedded' or 'sagemaker', got '${backend}'`);
  }
  const endpoints: RuntimeConfig['endpoints'] = {};
  const dynamodb = optional(env.QCAS_DYNAMODB_ENDPOINT);
  const sqs = optional(env.QCAS_SQS_ENDPOINT);
  const s3 = optional(env.QCAS_S3_ENDPOINT);
  const sagemaker = optional(env.QCAS_SAGEMAKER_ENDPOINT);
  if (dynamodb) endpoints.dynamodb = dynamodb;
  if (sqs) endpoints.sqs = sqs;
  if (s3) endpoints.s3 = s3;
  if (sagemaker) endpoints.sagemaker = sagemaker;
  return {
    region: env.AWS_REGION ?? 'eu-central-1',
    endpoints,
    issuer: env.QCAS_ISSUER ?? 'http://127.0.0.1:3000',
    audience: env.QCAS_AUDIENCE ?? 'qcas-api',
    modelBackend: backend,
    modelEndpointPrefix: env.QCAS_MODEL_ENDPOINT_PREFIX ?? 'qcas-',
    stage: env.QCAS_STAGE ?? 'local',
    version: env.QCAS_VERSION ?? '0.0.0',
  };
}

let cached: RuntimeConfig | undefined;
export function runtimeConfig(): RuntimeConfig {
  cached ??= readRuntimeConfig();
  return cached;
}

/** For tests and the local runtime, which set the environment after import. */
export function resetRuntimeConfig(): void {
  cached = undefined;
}
