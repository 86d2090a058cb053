import { DynamoCredentialStore } from './adapters/aws/credential-store';
import { DynamoJobStore } from './adapters/aws/job-store';
import { DynamoTenantStore } from './adapters/aws/tenant-store';
import { loadSigningKeys, type SigningKeySet } from './auth/keys';
import type { CredentialStore } from './auth/ports';
import { createTokenVerifier, type TokenVerifier } from './auth/tokens';
import { runtimeConfig } from './config/runtime';
import type { JobStore } from './jobs/ports';
import { EmbeddedModelClient } from './models/embedded-client';
import type { ModelClient } from './models/ports';
import { SageMakerModelClient } from './models/sagemaker-client';
import type { TenantStore } from './tenants/ports';

/**
 * The composition root: the adapters every handler uses, built once per container on first use.
 * Domain code receives these through its function arguments, never by importing the AWS SDK.
 */
export interface Services {
  credentials: CredentialStore;
  tenants: TenantStore;
  jobs: JobStore;
  models: ModelClient;
  signingKeys(): Promise<SigningKeySet>;
  tokenVerifier(): Promise<TokenVerifier>;
}

let current: Services | undefined;

function build(): Services {
  const config = runtimeConfig();
  let keys: Promise<SigningKeySet> | undefined;
  let verifier: Promise<TokenVerifier> | undefined;
  const signingKeys = () => {
    keys ??= loadSigningKeys().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
  return {
    credentials: new DynamoCredentialStore(),
    tenants: new DynamoTenantStore(),
    jobs: new DynamoJobStore(),
    models:
      config.modelBackend === 'sagemaker'
        ? new SageMakerModelClient(config.modelEndpointPrefix)
        : new EmbeddedModelClient(),
    signingKeys,
    tokenVerifier: () => {
      verifier ??= signingKeys().then((set) =>
        createTokenVerifier(set, { issuer: config.issuer, audience: config.audience }),
      );
      return verifier;
    },
  };
}

export function services(): Services {
  current ??= build();
  return current;
}

/** Tests and the local runtime rebuild the graph after changing the environment. */
export function resetServices(): void {
  current = undefined;
}
