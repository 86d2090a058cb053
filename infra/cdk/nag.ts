import { CfnResource, type Stack, Token, Validations } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';
import type { BucketId } from '#platform/resources';

/**
 * cdk-nag AwsSolutions findings this stack accepts, each with the reason. Everything else fails
 * synthesis. `recordedAcknowledgements` keeps what was applied so tests can check the reasons.
 */
export interface NagAcknowledgement {
  scope: string;
  id: string;
  reason: string;
}

export const recordedAcknowledgements = new WeakMap<Stack, NagAcknowledgement[]>();

const nagId = (rule: string) => `AwsSolutions::AwsSolutions-${rule}`;

/** An ARN the way cdk-nag prints it: literals where the stack knows them, <Pseudo::Param> otherwise. */
function nagArn(stack: Stack, service: string, resource: string): string {
  const literal = (value: string, pseudo: string) =>
    Token.isUnresolved(value) ? `<AWS::${pseudo}>` : value;
  const partition = stack.resolve(stack.partition);
  return [
    'arn',
    typeof partition === 'string' ? partition : '<AWS::Partition>',
    service,
    literal(stack.region, 'Region'),
    literal(stack.account, 'AccountId'),
    resource,
  ].join(':');
}

export const Reasons = {
  runtime:
    'nodejs22.x is pinned on purpose: it is the LTS line the code, the bundles and the cold-start measurements target; moving to a newer runtime is a tested change, not an automatic one.',
  basicExecutionRole:
    'AWSLambdaBasicExecutionRole only allows writing CloudWatch Logs; every data permission is an explicit, resource-scoped statement.',
  apiGatewayLogsRole:
    'The account-level API Gateway role needs AmazonAPIGatewayPushToCloudWatchLogs to deliver execution and access logs; it grants nothing else.',
  authorization:
    'Authentication is in the function: ES256 access tokens issued by this stack (/oauth2/token) or API keys, verified with scopes per operation; the token, JWKS, health and documentation routes are public by the specification.',
  cognito:
    'The service is its own OAuth 2.0 authorization server (client credentials, spec section 5); a Cognito user pool would duplicate it.',
  bucketObjects: (bucket: string) =>
    `Object-level actions apply to the keys of the ${bucket} bucket of this tenant only (bucket ARN + /*); actions are listed one by one without wildcards.`,
  noWaf:
    'The sandbox runs without a web ACL to save cost (synthetic data, low stage throttling); production stacks attach AWS WAF by default (-c waf=true to enable here).',
  modelRoleStar:
    'ecr:GetAuthorizationToken and cloudwatch:PutMetricData have no resource-level permissions; image pulls are limited to the asset repository and metrics to the SageMaker endpoint namespace (condition).',
  sagemakerLogs:
    'SageMaker writes endpoint logs to log groups named /aws/sagemaker/Endpoints/<endpoint>, created by the service at deploy time.',
  notificationHandler:
    'CDK bucket-notification custom resource: it configures the imports bucket notification at deploy time and is not reachable at runtime.',
} as const;

function acknowledge(
  records: NagAcknowledgement[],
  scope: IConstruct,
  rule: string,
  reason: string,
): void {
  const id = nagId(rule);
  Validations.of(scope).acknowledge({ id, reason });
  records.push({ scope: scope.node.path, id, reason });
}

export interface NagTargets {
  api: IConstruct;
  apiHasWaf: boolean;
  buckets: Record<BucketId, IConstruct>;
  modelRole?: IConstruct;
  notificationHandlers: IConstruct[];
}

export function acknowledgeNagFindings(stack: Stack, targets: NagTargets): void {
  const records: NagAcknowledgement[] = [];
  for (const child of stack.node.findAll()) {
    if (child instanceof lambda.Function) {
      acknowledge(records, child, 'L1', Reasons.runtime);
      acknowledge(
        records,
        child,
        'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        Reasons.basicExecutionRole,
      );
    }
  }
  for (const [id, bucket] of Object.entries(targets.buckets)) {
    const cfn = bucket.node.defaultChild;
    if (!(cfn instanceof CfnResource)) continue;
    acknowledge(
      records,
      stack,
      `IAM5[Resource::<${stack.getLogicalId(cfn)}.Arn>/*]`,
      Reasons.bucketObjects(id),
    );
  }
  acknowledge(records, targets.api, 'APIG4', Reasons.authorization);
  acknowledge(records, targets.api, 'COG4', Reasons.cognito);
  acknowledge(
    records,
    targets.api,
    'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
    Reasons.apiGatewayLogsRole,
  );
  if (!targets.apiHasWaf) acknowledge(records, targets.api, 'APIG3', Reasons.noWaf);
  if (targets.modelRole) {
    acknowledge(records, targets.modelRole, 'IAM5[Resource::*]', Reasons.modelRoleStar);
    acknowledge(
      records,
      targets.modelRole,
      `IAM5[Resource::${nagArn(stack, 'logs', 'log-group:/aws/sagemaker/Endpoints/*')}]`,
      Reasons.sagemakerLogs,
    );
  }
  for (const handler of targets.notificationHandlers) {
    acknowledge(
      records,
      handler,
      'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      Reasons.notificationHandler,
    );
    acknowledge(records, handler, 'IAM5[Resource::*]', Reasons.notificationHandler);
  }
  recordedAcknowledgements.set(stack, records);
}
