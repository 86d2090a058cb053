import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  Annotations,
  CfnOutput,
  Duration,
  RemovalPolicy,
  Stack,
  type StackProps,
  Tags,
} from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3n from 'aws-cdk-lib/aws-s3-notifications';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { type QueueId, resourceEnvKeys } from '#platform/resources';
import { importFunctionName, type SecretId } from './access';
import { MAX_INTEGRATION_TIMEOUT_SECONDS, TenantApi } from './api';
import { FUNCTION_HANDLER, functionCode } from './bundling';
import {
  assertEuRegion,
  resourcePrefix,
  stageDefaults,
  type TenantStackConfig,
  validateConfig,
} from './config';
import { type LambdaSpec, lambdaSpecs, repositoryRoot } from './functions';
import { grantFunctionAccess } from './grants';
import { servedModels } from './models';
import { acknowledgeNagFindings } from './nag';
import { TenantObservability } from './observability';
import { ModelEndpoints } from './sagemaker';
import { TenantStorage } from './storage';

export interface TenantStackProps extends StackProps {
  config: TenantStackConfig;
  /** The functions to deploy; defaults to the operation and background registries. */
  specs?: LambdaSpec[];
}

export const SERVICE_NAME = 'quote-case-automation';
export const TOKEN_AUDIENCE = 'qcas-api';
/** Secrets Manager env var (ARN) per secret; shared/adapters/aws/secrets.ts resolves them. */
export const secretArnEnvKeys: Record<SecretId, string> = {
  signingKeys: 'QCAS_SIGNING_KEYS_SECRET_ARN',
};
export const secretRotationDays: Record<SecretId, number> = { signingKeys: 30 };
const MODELS_LAYER_DIR = '/opt/models';

function packageVersion(): string {
  const raw = readFileSync(join(repositoryRoot, 'package.json'), 'utf8');
  return (JSON.parse(raw) as { version?: string }).version ?? '0.0.0';
}

function pascal(name: string): string {
  return name.replace(/(^|[-_/])([a-z0-9])/g, (_match, _separator, letter: string) =>
    letter.toUpperCase(),
  );
}

function scheduleExpression(rate: string): events.Schedule {
  const trimmed = rate.trim();
  if (trimmed.startsWith('rate(') || trimmed.startsWith('cron(')) {
    return events.Schedule.expression(trimmed);
  }
  return events.Schedule.expression(`rate(${trimmed})`);
}

/**
 * One tenant of the Quote Case Automation Service in one EU region: the API, one Lambda per
 * function of the registries, the data plane, secrets, optional SageMaker endpoints, dashboard and
 * alarms. `stage: 'sandbox'` is the same stack with reduced limits and disposable data.
 */
export class TenantStack extends Stack {
  readonly config: TenantStackConfig;
  readonly prefix: string;
  readonly specs: LambdaSpec[];
  readonly storage: TenantStorage;
  readonly api: TenantApi;
  readonly functions = new Map<string, lambda.Function>();
  readonly rotationFunctions = new Map<SecretId, lambda.Function>();
  readonly observability: TenantObservability;
  readonly modelEndpoints?: ModelEndpoints;

  constructor(scope: Construct, id: string, props: TenantStackProps) {
    const region = assertEuRegion(props.config.region);
    super(scope, id, {
      ...props,
      env: { region, ...(props.config.account ? { account: props.config.account } : {}) },
      description: `Quote Case Automation Service — tenant ${props.config.tenantId} (${props.config.stage})`,
      terminationProtection: props.config.stage === 'prod',
    });
    validateConfig(props.config);
    const config = props.config;
    this.config = config;
    const prod = config.stage === 'prod';
    const defaults = stageDefaults[config.stage];
    const removalPolicy = prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const logRetention = prod ? logs.RetentionDays.ONE_YEAR : logs.RetentionDays.ONE_MONTH;
    this.prefix = resourcePrefix(config);
    Tags.of(this).add('qcas:tenant', config.tenantId);
    Tags.of(this).add('qcas:stage', config.stage);

    this.specs = props.specs ?? lambdaSpecs({ syncTimeoutSeconds: config.syncTimeoutSeconds });
    const minimumVisibilitySeconds: Partial<Record<QueueId, number>> = {};
    for (const spec of this.specs) {
      const trigger = spec.background?.trigger;
      if (trigger?.kind === 'queue') {
        minimumVisibilitySeconds[trigger.queue] = Math.max(
          minimumVisibilitySeconds[trigger.queue] ?? 0,
          spec.timeoutSeconds,
        );
      }
    }
    this.storage = new TenantStorage(this, 'Storage', {
      prefix: this.prefix,
      deletionProtection: defaults.deletionProtection,
      removalPolicy,
      minimumVisibilitySeconds,
    });
    const storage = this.storage;

    const endpointPrefix = `${this.prefix}-`;
    if (config.modelBackend === 'sagemaker') {
      this.modelEndpoints = new ModelEndpoints(this, 'Models', {
        endpointPrefix,
        stage: config.stage,
        key: storage.key,
        models: servedModels,
      });
    }
    const modelsLayer =
      config.modelBackend === 'embedded'
        ? new lambda.LayerVersion(this, 'ModelsLayer', {
            description: 'Model artefacts (layers/models) for in-process serving, at /opt/models',
            code: lambda.Code.fromAsset(join(repositoryRoot, 'layers'), {
              exclude: ['model-server', '**/*.ts', '**/*.md'],
            }),
            compatibleArchitectures: [lambda.Architecture.ARM_64],
            compatibleRuntimes: [lambda.Runtime.NODEJS_22_X],
            removalPolicy,
          })
        : undefined;

    this.api = new TenantApi(this, 'Http', {
      config,
      prefix: this.prefix,
      specs: this.specs,
      logRetention,
      removalPolicy,
    });

    const version = packageVersion();
    // A match waits at most this for a newly imported generation's index, then answers from the
    // previous one (shared/domain/master-data/README.md): 20 s, less when the stack's synchronous
    // timeout leaves less, with 5 s for the match itself.
    const refreshWaitSeconds = Math.max(
      1,
      Math.min(20, Math.min(config.syncTimeoutSeconds, MAX_INTEGRATION_TIMEOUT_SECONDS) - 5),
    );
    const commonEnv: Record<string, string> = {
      QCAS_STAGE: config.stage,
      QCAS_TENANT_ID: config.tenantId,
      QCAS_RESOURCE_PREFIX: this.prefix,
      QCAS_ISSUER: this.api.baseUrl,
      QCAS_AUDIENCE: TOKEN_AUDIENCE,
      QCAS_MODEL_BACKEND: config.modelBackend,
      QCAS_MODEL_ENDPOINT_PREFIX: endpointPrefix,
      QCAS_VERSION: version,
      QCAS_MASTER_DATA_REFRESH_WAIT_SECONDS: String(refreshWaitSeconds),
      POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
      POWERTOOLS_LOG_LEVEL: prod ? 'INFO' : 'DEBUG',
      POWERTOOLS_METRICS_NAMESPACE: 'QuoteCaseAutomation',
    };

    for (const spec of this.specs) {
      const fn = this.createFunction(spec, {
        commonEnv,
        logRetention,
        removalPolicy,
        modelsLayer,
      });
      this.functions.set(spec.functionName, fn);
      if (!spec.explicitAccess) {
        Annotations.of(fn).addWarningV2(
          'qcas:access-baseline',
          `Function ${spec.functionName} has no entry in infra/cdk/access.ts; it got the baseline access of its kind.`,
        );
      }
      const trigger = spec.background?.trigger;
      if (trigger?.kind === 'queue') {
        fn.addEventSource(
          new SqsEventSource(storage.queues[trigger.queue], {
            batchSize: trigger.batchSize,
            reportBatchItemFailures: true,
            ...(trigger.batchSize > 10 ? { maxBatchingWindow: Duration.seconds(1) } : {}),
          }),
        );
      } else if (trigger?.kind === 'schedule') {
        new events.Rule(this, `Schedule-${spec.functionName}`, {
          description: spec.background?.description ?? spec.functionName,
          schedule: scheduleExpression(trigger.rate),
          targets: [
            new targets.LambdaFunction(fn, {
              retryAttempts: 2,
              maxEventAge: Duration.hours(1),
            }),
          ],
        });
      }
    }

    this.api.addRoutes(this.specs, this.functions);

    // S3 event notifications of bucket-triggered functions, one per key suffix (results written
    // beside the files do not match, so a function never triggers itself).
    for (const spec of this.specs) {
      const trigger = spec.background?.trigger;
      const fn = this.functions.get(spec.functionName);
      if (trigger?.kind !== 'bucket' || !fn) continue;
      for (const suffix of trigger.suffixes) {
        storage.buckets[trigger.bucket].addEventNotification(
          s3.EventType.OBJECT_CREATED,
          new s3n.LambdaDestination(fn),
          { suffix },
        );
      }
    }
    if (!this.functions.has(importFunctionName)) {
      // Only a stack built with its own function list (tests) lacks the registry's importer.
      Annotations.of(storage.buckets.imports).addInfo(
        `No '${importFunctionName}' function yet: files dropped in the imports bucket are kept (30 days) until it exists.`,
      );
    }

    for (const secretId of ['signingKeys'] as const) {
      this.rotationFunctions.set(
        secretId,
        this.createRotation(secretId, storage.secrets[secretId], { logRetention, removalPolicy }),
      );
    }

    this.observability = new TenantObservability(this, 'Observability', {
      prefix: this.prefix,
      tenantId: config.tenantId,
      key: storage.key,
      api: this.api.api,
      stageName: config.stage,
      specs: this.specs,
      functions: this.functions,
      queues: storage.queues,
      deadLetterQueues: storage.deadLetterQueues,
      ...(config.alarmEmail ? { alarmEmail: config.alarmEmail } : {}),
    });

    new CfnOutput(this, 'ApiBaseUrl', {
      value: this.api.baseUrl,
      description: 'Base URL (issuer)',
    });
    new CfnOutput(this, 'TokenUrl', { value: `${this.api.baseUrl}/oauth2/token` });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.observability.topic.topicArn });
    new CfnOutput(this, 'SigningKeysSecretArn', { value: storage.secrets.signingKeys.secretArn });
    new CfnOutput(this, 'ImportsBucket', { value: storage.buckets.imports.bucketName });
    if (this.api.domain) {
      new CfnOutput(this, 'CustomDomainTarget', {
        value: this.api.domain.domainNameAliasDomainName,
        description: 'Point the custom domain (CNAME or alias) here',
      });
    }

    acknowledgeNagFindings(this, {
      api: this.api.api,
      apiHasWaf: this.api.webAcl !== undefined,
      buckets: storage.buckets,
      ...(this.modelEndpoints ? { modelRole: this.modelEndpoints.role } : {}),
      notificationHandlers: this.node.children.filter((child) =>
        child.node.id.startsWith('BucketNotificationsHandler'),
      ),
    });
  }

  private createFunction(
    spec: LambdaSpec,
    options: {
      commonEnv: Record<string, string>;
      logRetention: logs.RetentionDays;
      removalPolicy: RemovalPolicy;
      modelsLayer: lambda.LayerVersion | undefined;
    },
  ): lambda.Function {
    const { storage } = this;
    const access = spec.access;
    const environment: Record<string, string> = { ...options.commonEnv };
    for (const id of Object.keys(access.tables ?? {}) as (keyof typeof storage.tables)[]) {
      environment[resourceEnvKeys.table(id)] = storage.tables[id].tableName;
    }
    for (const id of Object.keys(access.queues ?? {}) as QueueId[]) {
      environment[resourceEnvKeys.queue(id)] = storage.queues[id].queueName;
    }
    for (const id of Object.keys(access.deadLetterQueues ?? {}) as QueueId[]) {
      // The dead-letter name derives from the queue name (shared/platform/resources.ts deadLetterQueueName).
      environment[resourceEnvKeys.queue(id)] = storage.queues[id].queueName;
    }
    // Leases and sweeps compute from the visibility timeout, which a long consumer may have raised.
    for (const [id, seconds] of Object.entries(storage.visibilitySeconds)) {
      environment[`${resourceEnvKeys.queue(id as QueueId)}_VISIBILITY_SECONDS`] = String(seconds);
    }
    for (const id of Object.keys(access.buckets ?? {}) as (keyof typeof storage.buckets)[]) {
      environment[resourceEnvKeys.bucket(id)] = storage.buckets[id].bucketName;
    }
    const secrets = access.secrets ?? [];
    for (const secretId of secrets) {
      environment[secretArnEnvKeys[secretId]] = storage.secrets[secretId].secretArn;
    }
    const layers: lambda.ILayerVersion[] = [];
    if (spec.models.length > 0 && options.modelsLayer) {
      layers.push(options.modelsLayer);
      environment.QCAS_MODELS_DIR = MODELS_LAYER_DIR;
    }
    const logGroup = new logs.LogGroup(this, `Logs-${spec.functionName}`, {
      retention: options.logRetention,
      removalPolicy: options.removalPolicy,
    });
    const fn = new lambda.Function(this, `Fn-${pascal(spec.functionName)}`, {
      code: functionCode({
        entry: spec.entry,
        injectSecrets: secrets.length > 0,
        nodeModules: spec.nodeModules,
      }),
      handler: FUNCTION_HANDLER,
      description:
        spec.background?.description ?? spec.routes.map((r) => `${r.method} ${r.path}`).join(', '),
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: spec.memoryMb,
      timeout: Duration.seconds(spec.timeoutSeconds),
      logGroup,
      environment,
      layers,
    });
    grantFunctionAccess(fn.role as iam.IRole, access, storage);
    if (this.modelEndpoints && spec.models.length > 0) {
      fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['sagemaker:InvokeEndpoint'],
          resources: spec.models.map((name) => this.modelEndpoints?.endpointArn(name) ?? ''),
        }),
      );
    }
    return fn;
  }

  private createRotation(
    secretId: SecretId,
    secret: secretsmanager.Secret,
    options: { logRetention: logs.RetentionDays; removalPolicy: RemovalPolicy },
  ): lambda.Function {
    const kind = 'signing';
    const name = `rotate-${kind}`;
    const fn = new lambda.Function(this, `Fn-${pascal(name)}`, {
      code: functionCode({
        entry: join(repositoryRoot, 'infra', 'cdk', 'runtime', 'rotate-secret.ts'),
        injectSecrets: false,
        nodeModules: [],
      }),
      handler: FUNCTION_HANDLER,
      description: `Secrets Manager rotation of the ${kind} key set`,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 256,
      timeout: Duration.seconds(30),
      logGroup: new logs.LogGroup(this, `Logs-${name}`, {
        retention: options.logRetention,
        removalPolicy: options.removalPolicy,
      }),
      environment: { QCAS_SECRET_KIND: kind, POWERTOOLS_SERVICE_NAME: SERVICE_NAME },
    });
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: [
          'secretsmanager:DescribeSecret',
          'secretsmanager:GetSecretValue',
          'secretsmanager:PutSecretValue',
          'secretsmanager:UpdateSecretVersionStage',
        ],
        resources: [secret.secretArn],
      }),
    );
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['kms:Decrypt', 'kms:DescribeKey', 'kms:Encrypt', 'kms:GenerateDataKey'],
        resources: [this.storage.key.keyArn],
        conditions: {
          StringEquals: { 'kms:ViaService': `secretsmanager.${this.region}.amazonaws.com` },
        },
      }),
    );
    const permission = new lambda.CfnPermission(this, `Invoke-${pascal(name)}`, {
      action: 'lambda:InvokeFunction',
      functionName: fn.functionArn,
      principal: 'secretsmanager.amazonaws.com',
      sourceAccount: this.account,
    });
    const schedule = new secretsmanager.CfnRotationSchedule(this, `Rotation-${pascal(name)}`, {
      secretId: secret.secretArn,
      rotationLambdaArn: fn.functionArn,
      rotationRules: { scheduleExpression: `rate(${secretRotationDays[secretId]} days)` },
      // Generates the first key while the stack deploys.
      rotateImmediatelyOnUpdate: true,
    });
    schedule.node.addDependency(permission);
    schedule.node.addDependency(fn);
    return fn;
  }
}
