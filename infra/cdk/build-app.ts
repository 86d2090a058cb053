import { App, type AppProps, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { configFromContext, stackName, type TenantStackConfig } from './config';
import type { LambdaSpec } from './functions';
import { TenantStack } from './tenant-stack';

export interface BuildOptions {
  /** Run the cdk-nag AwsSolutions pack (on by default). */
  nag?: boolean;
  specs?: LambdaSpec[];
}

/** The CDK app of one tenant: the stack named after tenant and stage, checked by cdk-nag. */
export function buildTenantApp(
  appProps: AppProps = {},
  options: BuildOptions = {},
): { app: App; stack: TenantStack; config: TenantStackConfig } {
  const app = new App(appProps);
  const config = configFromContext((key) => app.node.tryGetContext(key));
  const stack = new TenantStack(app, stackName(config), {
    config,
    ...(options.specs ? { specs: options.specs } : {}),
  });
  if (options.nag ?? true) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stack, config };
}
