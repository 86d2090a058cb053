import { Duration } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { startsWithAny } from './access';
import type { LambdaSpec, Route } from './functions';

/** Spec section 8 latency targets per module (ms); p95 only where the spec states one. */
export interface LatencyTarget {
  module: string;
  pathPrefixes: string[];
  p50Ms: number;
  p95Ms?: number;
}

export const latencyTargets: LatencyTarget[] = [
  { module: 'intent', pathPrefixes: ['/v1/intent'], p50Ms: 600, p95Ms: 1500 },
  { module: 'extract', pathPrefixes: ['/v1/extract'], p50Ms: 1500 },
  { module: 'customer', pathPrefixes: ['/v1/match/customer'], p50Ms: 400, p95Ms: 1000 },
  { module: 'product', pathPrefixes: ['/v1/match/product'], p50Ms: 800, p95Ms: 2000 },
];

export function latencyTargetFor(path: string): LatencyTarget | undefined {
  return latencyTargets.find((target) => startsWithAny(path, target.pathPrefixes));
}

/** Share of requests answered 5xx above which the tenant is paged. */
export const SERVER_ERROR_RATE_PERCENT = 1;
export const METRICS_NAMESPACE = 'QuoteCaseAutomation';

export interface ObservabilityProps {
  prefix: string;
  tenantId: string;
  key: kms.IKey;
  api: apigw.RestApi;
  stageName: string;
  specs: LambdaSpec[];
  functions: Map<string, lambda.IFunction>;
  queues: Record<string, sqs.IQueue>;
  deadLetterQueues: Record<string, sqs.IQueue>;
  alarmEmail?: string;
}

/** The tenant dashboard and the alarms that page through one SNS topic. */
export class TenantObservability extends Construct {
  readonly topic: sns.Topic;
  readonly dashboard: cloudwatch.Dashboard;
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: ObservabilityProps) {
    super(scope, id);
    const { prefix, api, stageName } = props;
    this.topic = new sns.Topic(this, 'AlarmTopic', {
      topicName: `${prefix}-alarms`,
      masterKey: props.key,
      enforceSSL: true,
    });
    if (props.alarmEmail) {
      this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
    }
    const alarmAction = new actions.SnsAction(this.topic);
    const alarm = (
      name: string,
      options: cloudwatch.CreateAlarmOptions,
      metric: cloudwatch.Metric | cloudwatch.MathExpression,
    ) => {
      const created = metric.createAlarm(this, name, {
        alarmName: `${prefix}-${name}`,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        ...options,
      });
      created.addAlarmAction(alarmAction);
      created.addOkAction(alarmAction);
      this.alarms.push(created);
      return created;
    };
    const apiDimensions = { ApiName: api.restApiName, Stage: stageName };
    const apiMetric = (metricName: string, statistic: string, dimensions = {}) =>
      new cloudwatch.Metric({
        namespace: 'AWS/ApiGateway',
        metricName,
        statistic,
        period: Duration.minutes(5),
        dimensionsMap: { ...apiDimensions, ...dimensions },
      });

    const serverErrorRate = new cloudwatch.MathExpression({
      label: '5xx rate (%)',
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: { errors: apiMetric('5XXError', 'Sum'), requests: apiMetric('Count', 'Sum') },
      period: Duration.minutes(5),
    });
    alarm(
      'api-5xx-rate',
      {
        alarmDescription: `More than ${SERVER_ERROR_RATE_PERCENT}% of requests answered 5xx`,
        threshold: SERVER_ERROR_RATE_PERCENT,
        evaluationPeriods: 3,
        datapointsToAlarm: 2,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      },
      serverErrorRate,
    );

    const moduleRoutes: { route: Route; target: LatencyTarget }[] = [];
    for (const spec of props.specs) {
      for (const route of spec.routes) {
        const target = latencyTargetFor(route.path);
        if (target) moduleRoutes.push({ route, target });
      }
    }
    const latencyMetric = (route: Route, statistic: string) =>
      apiMetric('Latency', statistic, { Resource: route.path, Method: route.method });
    for (const { route, target } of moduleRoutes) {
      if (target.p95Ms === undefined) continue;
      alarm(
        `p95-${route.operationId}`,
        {
          alarmDescription: `p95 latency of ${route.method} ${route.path} above the spec target ${target.p95Ms} ms`,
          threshold: target.p95Ms,
          evaluationPeriods: 3,
          datapointsToAlarm: 3,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        },
        latencyMetric(route, 'p95'),
      );
    }

    for (const [id, queue] of Object.entries(props.deadLetterQueues)) {
      alarm(
        `dlq-${id}-not-empty`,
        {
          alarmDescription: `Messages in the ${id} dead-letter queue: work or webhooks gave up`,
          threshold: 0,
          evaluationPeriods: 1,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        },
        queue.metricApproximateNumberOfMessagesVisible({
          period: Duration.minutes(1),
          statistic: 'Maximum',
        }),
      );
    }
    for (const [id, queue] of Object.entries(props.queues)) {
      alarm(
        `queue-${id}-backlog-age`,
        {
          alarmDescription: `Oldest ${id} message waited over 15 minutes`,
          threshold: 900,
          evaluationPeriods: 3,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        },
        queue.metricApproximateAgeOfOldestMessage({ period: Duration.minutes(5) }),
      );
    }

    alarm(
      'api-4xx-rate',
      {
        alarmDescription: 'API Gateway 4xx share above 10%: stage throttling or client errors',
        threshold: 10,
        evaluationPeriods: 3,
        datapointsToAlarm: 2,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      },
      new cloudwatch.MathExpression({
        label: '4xx rate (%)',
        expression: 'IF(requests > 0, 100 * clientErrors / requests, 0)',
        usingMetrics: {
          clientErrors: apiMetric('4XXError', 'Sum'),
          requests: apiMetric('Count', 'Sum'),
        },
        period: Duration.minutes(5),
      }),
    );
    for (const spec of props.specs) {
      const fn = props.functions.get(spec.functionName);
      if (!fn) continue;
      alarm(
        `throttles-${spec.functionName}`,
        {
          alarmDescription: `Lambda throttled invocations of ${spec.functionName}`,
          threshold: 0,
          evaluationPeriods: 1,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        },
        fn.metricThrottles({ period: Duration.minutes(5), statistic: 'Sum' }),
      );
      if (spec.kind === 'background') {
        alarm(
          `errors-${spec.functionName}`,
          {
            alarmDescription: `Errors in the background function ${spec.functionName}`,
            threshold: 0,
            evaluationPeriods: 1,
            comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
          },
          fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
        );
      }
    }

    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `${prefix}`,
      defaultInterval: Duration.hours(3),
    });
    this.dashboard.addWidgets(
      new cloudwatch.TextWidget({
        markdown: `# Quote Case Automation — tenant \`${props.tenantId}\` (${stageName})\nLatency targets from the spec (section 8) are drawn as horizontal lines.`,
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Requests',
        left: [apiMetric('Count', 'Sum')],
        right: [apiMetric('4XXError', 'Sum'), apiMetric('5XXError', 'Sum')],
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: '5xx rate (%)',
        left: [serverErrorRate],
        leftAnnotations: [{ value: SERVER_ERROR_RATE_PERCENT, label: 'alarm' }],
        width: 12,
      }),
    );
    const latencyWidgets = moduleRoutes.map(
      ({ route, target }) =>
        new cloudwatch.GraphWidget({
          title: `${target.module}: ${route.method} ${route.path} latency`,
          left: ['p50', 'p95', 'p99'].map((statistic) => latencyMetric(route, statistic)),
          leftAnnotations: [
            { value: target.p50Ms, label: `p50 target ${target.p50Ms} ms` },
            ...(target.p95Ms
              ? [{ value: target.p95Ms, label: `p95 target ${target.p95Ms} ms` }]
              : []),
          ],
          width: 12,
        }),
    );
    if (latencyWidgets.length > 0) this.dashboard.addWidgets(...latencyWidgets);
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Latency, all routes',
        left: ['p50', 'p95', 'p99'].map((statistic) => apiMetric('Latency', statistic)),
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: 'Function duration p95',
        left: props.specs.flatMap((spec) => {
          const fn = props.functions.get(spec.functionName);
          return fn ? [fn.metricDuration({ statistic: 'p95', label: spec.functionName })] : [];
        }),
        width: 12,
      }),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Routing bands (threshold_routing)',
        left: [
          new cloudwatch.MathExpression({
            expression: `SEARCH('{${METRICS_NAMESPACE}} MetricName="threshold_routing"', 'Sum', 300)`,
            label: '',
            period: Duration.minutes(5),
          }),
        ],
        stacked: true,
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: 'Queue depth and dead letters',
        left: Object.entries(props.queues).map(([id, queue]) =>
          queue.metricApproximateNumberOfMessagesVisible({ label: id }),
        ),
        right: Object.entries(props.deadLetterQueues).map(([id, queue]) =>
          queue.metricApproximateNumberOfMessagesVisible({ label: `${id} DLQ` }),
        ),
        width: 12,
      }),
    );
  }
}
