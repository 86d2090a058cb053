import { Duration, type RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import type { TenantStackConfig } from './config';
import type { LambdaSpec } from './functions';

export interface TenantApiProps {
  config: TenantStackConfig;
  prefix: string;
  /** Routes only feed the token endpoint's method throttling here; addRoutes wires them. */
  specs: LambdaSpec[];
  logRetention: logs.RetentionDays;
  removalPolicy: RemovalPolicy;
}

/**
 * Spec section 7 error body for the responses API Gateway produces itself (no function ran). The
 * caller's X-Correlation-Id is echoed as a header; gateway response bodies are not templated, so
 * the body carries the request id in both id fields.
 */
export function gatewayErrorBody(errorCode: string, message: string): string {
  return JSON.stringify({
    error_code: errorCode,
    message,
    correlation_id: '$context.requestId',
    request_id: '$context.requestId',
  });
}

export const gatewayResponses: {
  type: apigw.ResponseType;
  /** Unset: the status API Gateway chose (the default responses cover several). */
  status?: string;
  errorCode: string;
  message: string;
  headers?: Record<string, string>;
}[] = [
  {
    type: apigw.ResponseType.DEFAULT_4XX,
    errorCode: 'INVALID_PAYLOAD',
    message: 'The request was rejected by the gateway.',
  },
  {
    type: apigw.ResponseType.DEFAULT_5XX,
    errorCode: 'INTERNAL_ERROR',
    message: 'Unexpected error; retry is safe.',
  },
  {
    type: apigw.ResponseType.REQUEST_TOO_LARGE,
    status: '413',
    errorCode: 'INVALID_PAYLOAD',
    message: 'The request body exceeds 10 MB; submit large content asynchronously.',
  },
  // REST APIs answer an unknown path or a method a path does not support with this type.
  {
    type: apigw.ResponseType.MISSING_AUTHENTICATION_TOKEN,
    status: '404',
    errorCode: 'NOT_FOUND',
    message: 'No operation matches this method and path.',
  },
  {
    type: apigw.ResponseType.RESOURCE_NOT_FOUND,
    status: '404',
    errorCode: 'NOT_FOUND',
    message: 'No operation matches this method and path.',
  },
  {
    type: apigw.ResponseType.UNSUPPORTED_MEDIA_TYPE,
    status: '415',
    errorCode: 'INVALID_PAYLOAD',
    message: 'Unsupported Content-Type.',
  },
  {
    type: apigw.ResponseType.BAD_REQUEST_BODY,
    status: '400',
    errorCode: 'INVALID_PAYLOAD',
    message: 'Malformed request.',
  },
  {
    type: apigw.ResponseType.THROTTLED,
    status: '429',
    errorCode: 'RATE_LIMITED',
    message: 'Rate limit exceeded; retry after the Retry-After delay.',
    headers: { 'Retry-After': "'1'" },
  },
  {
    type: apigw.ResponseType.QUOTA_EXCEEDED,
    status: '429',
    errorCode: 'RATE_LIMITED',
    message: 'Quota exceeded; retry after the Retry-After delay.',
    headers: { 'Retry-After': "'60'" },
  },
  {
    type: apigw.ResponseType.INTEGRATION_TIMEOUT,
    status: '504',
    errorCode: 'TIMEOUT',
    message: 'Server timeout; retry with the same Idempotency-Key.',
  },
  {
    type: apigw.ResponseType.INTEGRATION_FAILURE,
    status: '502',
    errorCode: 'UPSTREAM_ERROR',
    message: 'The service is temporarily unavailable; retry is safe.',
  },
  {
    type: apigw.ResponseType.WAF_FILTERED,
    status: '403',
    errorCode: 'ACCESS_DENIED',
    message: 'The request was blocked by the web application firewall.',
  },
  {
    type: apigw.ResponseType.ACCESS_DENIED,
    status: '403',
    errorCode: 'ACCESS_DENIED',
    message: 'The request is not allowed from this network.',
  },
];

/** API Gateway's REST integration limit unless the account raised its quota. */
export const MAX_INTEGRATION_TIMEOUT_SECONDS = 29;

export class TenantApi extends Construct {
  readonly api: apigw.RestApi;
  readonly stage: apigw.Stage;
  readonly accessLogGroup: logs.LogGroup;
  readonly domain?: apigw.DomainName;
  readonly webAcl?: wafv2.CfnWebACL;
  /** The base URL callers use: the custom domain when there is one. */
  readonly baseUrl: string;

  constructor(scope: Construct, id: string, props: TenantApiProps) {
    super(scope, id);
    const { config, prefix } = props;
    const stack = Stack.of(this);
    this.accessLogGroup = new logs.LogGroup(this, 'AccessLogs', {
      retention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });
    const privateEndpoint = config.privateEndpoint;
    const policy = privateEndpoint
      ? new iam.PolicyDocument({
          statements: [
            new iam.PolicyStatement({
              principals: [new iam.AnyPrincipal()],
              actions: ['execute-api:Invoke'],
              resources: ['execute-api:/*'],
              conditions: { StringEquals: { 'aws:SourceVpce': privateEndpoint.vpcEndpointIds } },
            }),
          ],
        })
      : undefined;
    const tokenPaths = props.specs
      .flatMap((spec) => spec.routes)
      .filter((route) => route.path === '/oauth2/token');
    this.api = new apigw.RestApi(this, 'Api', {
      restApiName: `${prefix}-api`,
      description: `Quote Case Automation API, tenant ${config.tenantId} (${config.stage})`,
      endpointConfiguration: {
        types: [privateEndpoint ? apigw.EndpointType.PRIVATE : apigw.EndpointType.REGIONAL],
      },
      ...(policy ? { policy } : {}),
      disableExecuteApiEndpoint: config.customDomain !== undefined,
      cloudWatchRole: true,
      deployOptions: {
        stageName: config.stage,
        throttlingRateLimit: config.rateLimits.rateLimit,
        throttlingBurstLimit: config.rateLimits.burstLimit,
        loggingLevel: apigw.MethodLoggingLevel.ERROR,
        dataTraceEnabled: false,
        metricsEnabled: true,
        accessLogDestination: new apigw.LogGroupLogDestination(this.accessLogGroup),
        accessLogFormat: apigw.AccessLogFormat.custom(
          JSON.stringify({
            request_id: '$context.requestId',
            extended_request_id: '$context.extendedRequestId',
            lambda_request_id: '$context.integration.requestId',
            time: '$context.requestTimeEpoch',
            method: '$context.httpMethod',
            resource: '$context.resourcePath',
            path: '$context.path',
            status: '$context.status',
            error_type: '$context.error.responseType',
            latency_ms: '$context.responseLatency',
            integration_latency_ms: '$context.integrationLatency',
            request_length: '$context.requestLength',
            response_length: '$context.responseLength',
            source_ip: '$context.identity.sourceIp',
            user_agent: '$context.identity.userAgent',
            waf_status: '$context.waf.status',
            tenant: config.tenantId,
          }),
        ),
        methodOptions: Object.fromEntries(
          tokenPaths.map((route) => [
            `${route.path}/${route.method}`,
            {
              throttlingRateLimit: config.rateLimits.tokenRateLimit,
              throttlingBurstLimit: config.rateLimits.tokenBurstLimit,
            },
          ]),
        ),
      },
    });
    this.stage = this.api.deploymentStage;
    new apigw.RequestValidator(this, 'ParameterValidator', {
      restApi: this.api,
      validateRequestParameters: true,
      validateRequestBody: true,
    });

    for (const response of gatewayResponses) {
      this.api.addGatewayResponse(`Response-${response.type.responseType}`, {
        type: response.type,
        ...(response.status ? { statusCode: response.status } : {}),
        responseHeaders: {
          'Content-Type': "'application/json'",
          'X-Correlation-Id': 'method.request.header.X-Correlation-Id',
          ...response.headers,
        },
        templates: {
          'application/json': gatewayErrorBody(response.errorCode, response.message),
        },
      });
    }

    if (config.customDomain) {
      this.domain = new apigw.DomainName(this, 'Domain', {
        domainName: config.customDomain.domainName,
        certificate: acm.Certificate.fromCertificateArn(
          this,
          'Certificate',
          config.customDomain.certificateArn,
        ),
        endpointType: apigw.EndpointType.REGIONAL,
        securityPolicy: apigw.SecurityPolicy.TLS13_1_3_2025_09,
        endpointAccessMode: apigw.EndpointAccessMode.STRICT,
      });
      this.domain.addBasePathMapping(this.api, { stage: this.stage });
      this.baseUrl = `https://${config.customDomain.domainName}`;
    } else {
      // Built from the API id (not `api.url`): the functions read it, and the stage depends on them.
      this.baseUrl = `https://${this.api.restApiId}.execute-api.${stack.region}.${stack.urlSuffix}/${config.stage}`;
    }

    if (config.waf) this.webAcl = this.createWebAcl(prefix);
  }

  /** One Lambda proxy integration per function, one method per route (aliases included). */
  addRoutes(specs: LambdaSpec[], functions: Map<string, lambda.IFunction>): void {
    for (const spec of specs) {
      const handler = functions.get(spec.functionName);
      if (!handler || spec.routes.length === 0) continue;
      const timeout = Math.min(spec.timeoutSeconds, MAX_INTEGRATION_TIMEOUT_SECONDS);
      const integration = new apigw.LambdaIntegration(handler, {
        proxy: true,
        timeout: Duration.seconds(timeout),
        allowTestInvoke: false,
      });
      for (const route of spec.routes) {
        const resource = this.api.root.resourceForPath(route.path);
        resource.addMethod(route.method, integration, {
          operationName: route.operationId,
          ...(route.path.includes('{')
            ? {
                requestParameters: Object.fromEntries(
                  [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => [
                    `method.request.path.${match[1]}`,
                    true,
                  ]),
                ),
              }
            : {}),
        });
      }
    }
  }

  private createWebAcl(prefix: string): wafv2.CfnWebACL {
    const visibility = (metricName: string) => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName,
    });
    const managed = (name: string, priority: number, excluded: string[] = []) => ({
      name,
      priority,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name,
          ruleActionOverrides: excluded.map((rule) => ({ name: rule, actionToUse: { count: {} } })),
        },
      },
      visibilityConfig: visibility(`${prefix}-${name}`),
    });
    const webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: `${prefix}-api`,
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`${prefix}-api`),
      rules: [
        managed('AWSManagedRulesAmazonIpReputationList', 0),
        // Bodies legitimately reach 10 MB (attachments): the 8 KB body rule only counts.
        managed('AWSManagedRulesCommonRuleSet', 1, ['SizeRestrictions_BODY']),
        managed('AWSManagedRulesKnownBadInputsRuleSet', 2),
        {
          name: 'rate-per-ip',
          priority: 3,
          action: { block: {} },
          statement: { rateBasedStatement: { limit: 20000, aggregateKeyType: 'IP' } },
          visibilityConfig: visibility(`${prefix}-rate-per-ip`),
        },
      ],
    });
    new wafv2.CfnWebACLAssociation(this, 'WebAclAssociation', {
      resourceArn: this.stage.stageArn,
      webAclArn: webAcl.attrArn,
    });
    return webAcl;
  }
}
