import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { buildTenantApp } from '#cdk/build-app';
import type { LambdaSpec } from '#cdk/functions';
import { repositoryRoot } from '#cdk/functions';
import type { TenantStack } from '#cdk/tenant-stack';

/** The feature flags the CLI passes from cdk.json, so tests synthesize what `cdk deploy` would. */
export function cdkJsonContext(): Record<string, unknown> {
  const raw = readFileSync(join(repositoryRoot, 'cdk.json'), 'utf8');
  return (JSON.parse(raw) as { context?: Record<string, unknown> }).context ?? {};
}

const outdirs: string[] = [];

export interface Synthesized {
  stack: TenantStack;
  template: Template;
  json: {
    Resources: Record<
      string,
      { Type: string; Properties?: Record<string, unknown> } & Record<string, unknown>
    >;
  };
}

/**
 * Synthesizes one tenant app offline: asset bundling skipped, cdk-nag AwsSolutions on (synthesis
 * throws on any unacknowledged finding). The built-in CloudFormation schema validation costs ~8 s
 * of CPU (WASM); `cdk synth` always runs it, tests only with QCAS_INFRA_CFN_VALIDATE=1.
 */
export function synthTenant(
  context: Record<string, unknown>,
  options: { specs?: LambdaSpec[]; cfnValidation?: boolean } = {},
): Synthesized {
  const outdir = mkdtempSync(join(tmpdir(), 'qcas-cdk-'));
  outdirs.push(outdir);
  const { app, stack } = buildTenantApp(
    {
      outdir,
      builtinCloudFormationValidation:
        options.cfnValidation ?? process.env.QCAS_INFRA_CFN_VALIDATE === '1',
      context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [], ...context },
    },
    options.specs ? { specs: options.specs } : {},
  );
  const assembly = app.synth();
  const json = assembly.getStackByName(stack.stackName).template as Synthesized['json'];
  return { stack, template: Template.fromJSON(json), json };
}

export function cleanOutdirs(): void {
  for (const dir of outdirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}
