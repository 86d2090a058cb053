import { type DeployedModelName, deployedModels } from '#platform/models/catalog';

/**
 * The models served by SageMaker endpoints when a tenant runs `-c modelBackend=sagemaker`: one Model,
 * EndpointConfig and Endpoint each. Endpoint names are QCAS_MODEL_ENDPOINT_PREFIX + name, the
 * convention of shared/adapters/aws/sagemaker-client.ts; the names are the catalog's
 * (shared/platform/models/catalog.ts), and every model there needs its settings here or the stack does not
 * compile.
 *
 * To add a model: add it to the catalog, then its settings here. The functions that serve the listed path prefixes, the
 * functions named in `alsoUsedBy` and every function that pings all models get InvokeEndpoint on
 * that endpoint only.
 */
export interface ServedModel {
  name: string;
  /** Operations whose path starts with one of these call the model. */
  pathPrefixes: string[];
  /** Functions outside those operations that call it (async workers). */
  alsoUsedBy: string[];
  /** Provisioned instance type for prod; the sandbox uses a serverless endpoint. */
  instanceType: string;
  serverlessMemoryMb: 1024 | 2048 | 3072 | 4096 | 5120 | 6144;
}

const endpointSettings: Record<DeployedModelName, Omit<ServedModel, 'name'>> = {
  intent: {
    pathPrefixes: ['/v1/intent'],
    alsoUsedBy: ['job-worker'],
    instanceType: 'ml.c6i.large',
    serverlessMemoryMb: 2048,
  },
};

export const servedModels: ServedModel[] = deployedModels.map(({ name }) => ({
  name,
  ...endpointSettings[name],
}));

/** Functions that call every model (readiness probes ping each endpoint). */
export const functionsUsingAllModels = ['readyz'];
