import { ArnFormat, IgnoreMode, Stack } from 'aws-cdk-lib';
import * as ecrAssets from 'aws-cdk-lib/aws-ecr-assets';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as sagemaker from 'aws-cdk-lib/aws-sagemaker';
import { Construct } from 'constructs';
import type { Stage } from './config';
import { repositoryRoot } from './functions';
import type { ServedModel } from './models';

export interface ModelEndpointsProps {
  /** Endpoint name prefix (QCAS_MODEL_ENDPOINT_PREFIX). */
  endpointPrefix: string;
  stage: Stage;
  key: kms.IKey;
  models: ServedModel[];
}

/**
 * Only what the container build needs is staged (docker ignore syntax: everything, then the
 * exceptions), so synthesis neither copies node_modules nor needs Docker.
 */
export const modelServerBuildContext = [
  '*',
  '!package.json',
  '!package-lock.json',
  '!tsconfig.json',
  '!shared',
  '!layers',
  'layers/**/*.test.ts',
];

/** One SageMaker Model, EndpointConfig and Endpoint per served model, all from one image asset. */
export class ModelEndpoints extends Construct {
  readonly image: ecrAssets.DockerImageAsset;
  readonly role: iam.Role;
  readonly endpoints = new Map<string, sagemaker.CfnEndpoint>();

  constructor(scope: Construct, id: string, props: ModelEndpointsProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.image = new ecrAssets.DockerImageAsset(this, 'ModelServerImage', {
      directory: repositoryRoot,
      file: 'layers/model-server/Dockerfile',
      platform: ecrAssets.Platform.LINUX_AMD64,
      ignoreMode: IgnoreMode.DOCKER,
      exclude: modelServerBuildContext,
    });
    this.role = new iam.Role(this, 'ExecutionRole', {
      assumedBy: new iam.ServicePrincipal('sagemaker.amazonaws.com'),
      description: 'Pulls the model-server image and writes endpoint logs and metrics',
    });
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['ecr:BatchGetImage', 'ecr:GetDownloadUrlForLayer'],
        resources: [this.image.repository.repositoryArn],
      }),
    );
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['ecr:GetAuthorizationToken'], resources: ['*'] }),
    );
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['logs:CreateLogGroup', 'logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [
          stack.formatArn({
            service: 'logs',
            resource: 'log-group',
            resourceName: '/aws/sagemaker/Endpoints/*',
            arnFormat: ArnFormat.COLON_RESOURCE_NAME,
          }),
        ],
      }),
    );
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['cloudwatch:PutMetricData'],
        resources: ['*'],
        conditions: { StringEquals: { 'cloudwatch:namespace': '/aws/sagemaker/Endpoints' } },
      }),
    );

    for (const model of props.models) {
      const cfnModel = new sagemaker.CfnModel(this, `Model-${model.name}`, {
        executionRoleArn: this.role.roleArn,
        primaryContainer: {
          image: this.image.imageUri,
          environment: {
            QCAS_CONTAINER_MODEL: model.name,
            QCAS_STAGE: props.stage,
            POWERTOOLS_SERVICE_NAME: 'quote-case-automation-models',
          },
        },
      });
      cfnModel.node.addDependency(this.role);
      const variant: sagemaker.CfnEndpointConfig.ProductionVariantProperty =
        props.stage === 'prod'
          ? {
              variantName: 'primary',
              modelName: cfnModel.attrModelName,
              initialInstanceCount: 1,
              instanceType: model.instanceType,
              initialVariantWeight: 1,
            }
          : {
              variantName: 'primary',
              modelName: cfnModel.attrModelName,
              serverlessConfig: { memorySizeInMb: model.serverlessMemoryMb, maxConcurrency: 5 },
            };
      const config = new sagemaker.CfnEndpointConfig(this, `EndpointConfig-${model.name}`, {
        productionVariants: [variant],
        // Serverless variants do not take a storage volume key.
        ...(props.stage === 'prod' ? { kmsKeyId: props.key.keyArn } : {}),
      });
      const endpoint = new sagemaker.CfnEndpoint(this, `Endpoint-${model.name}`, {
        endpointName: `${props.endpointPrefix}${model.name}`,
        endpointConfigName: config.attrEndpointConfigName,
      });
      this.endpoints.set(model.name, endpoint);
    }
  }

  /** ARN of one endpoint, for an InvokeEndpoint statement scoped to it. */
  endpointArn(name: string): string {
    const endpoint = this.endpoints.get(name);
    if (!endpoint) throw new Error(`no SageMaker endpoint for model '${name}'`);
    return endpoint.ref;
  }
}
