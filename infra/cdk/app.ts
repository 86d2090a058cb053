import { buildTenantApp } from './build-app';
import { TenantConfigError } from './config';

/**
 * `npx cdk deploy -c tenant=acme -c region=eu-central-1 -c stage=prod [-c modelBackend=sagemaker]`
 * (cdk.json runs this file). A bad tenant, region or stage stops synthesis with the reason.
 */
try {
  buildTenantApp();
} catch (error) {
  if (error instanceof TenantConfigError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
