import { randomUUID } from 'node:crypto';
import {
  DeleteMessageBatchCommand,
  GetQueueUrlCommand,
  ReceiveMessageCommand,
  type ReceiveMessageCommandOutput,
  SQSClient,
} from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { type BackgroundFunction, backgroundFunctions } from '../../shared/contracts/background';
import { queueName } from '../../shared/resources';

type QueueHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | undefined>;
type ScheduledHandler = (event: unknown, context: Context) => Promise<unknown>;

function context(fn: BackgroundFunction): Context {
  const deadline = Date.now() + fn.timeoutSeconds * 1000;
  const id = randomUUID();
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName: fn.functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:eu-central-1:000000000000:function:${fn.functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: id,
    logGroupName: `/aws/lambda/${fn.functionName}`,
    logStreamName: `local/${id}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

export interface BackgroundOptions {
  sqsEndpoint: string;
  region: string;
  log?: (line: string) => void;
  /** Run scheduled functions this often instead of their cloud rate (tests); undefined keeps the rate. */
  scheduleEveryMs?: number;
  /** Run only these functions (a test's stand-alone worker process); default: all of them. */
  only?: string[];
}

/**
 * Plays Lambda's event sources locally: an SQS poller per queue-triggered function (long polls,
 * real SQS event batches, partial batch failures honoured: failed messages stay on the queue and come
 * back after the visibility timeout, then go to the dead-letter queue), and a timer per scheduled one.
 */
export function startBackgroundFunctions(options: BackgroundOptions): { stop(): Promise<void> } {
  const sqs = new SQSClient({
    region: options.region,
    endpoint: options.sqsEndpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  let running = true;
  const loops: Promise<void>[] = [];
  const timers: NodeJS.Timeout[] = [];

  for (const fn of backgroundFunctions) {
    if (options.only && !options.only.includes(fn.functionName)) continue;
    const load = () =>
      import(`../../functions/${fn.functionName}/index.ts`).then(
        (module: { handler: unknown }) => module.handler,
      );
    if (fn.trigger.kind === 'schedule') {
      const every = options.scheduleEveryMs ?? fn.trigger.everyMs;
      timers.push(
        setInterval(() => {
          void load()
            .then((handler) =>
              (handler as ScheduledHandler)(
                {
                  source: 'aws.events',
                  'detail-type': 'Scheduled Event',
                  time: new Date().toISOString(),
                },
                context(fn),
              ),
            )
            .catch((error: unknown) =>
              options.log?.(`${fn.functionName} failed: ${(error as Error).message}`),
            );
        }, every),
      );
      continue;
    }
    const trigger = fn.trigger;
    loops.push(
      (async () => {
        const { QueueUrl } = await sqs.send(
          new GetQueueUrlCommand({ QueueName: queueName(trigger.queue) }),
        );
        const handler = (await load()) as QueueHandler;
        while (running) {
          let received: ReceiveMessageCommandOutput;
          try {
            received = await sqs.send(
              new ReceiveMessageCommand({
                QueueUrl,
                MaxNumberOfMessages: trigger.batchSize,
                WaitTimeSeconds: 1,
                MessageSystemAttributeNames: ['All'],
                MessageAttributeNames: ['All'],
              }),
            );
          } catch (error) {
            if (!running) return;
            options.log?.(`${fn.functionName}: receive failed: ${(error as Error).message}`);
            await new Promise((resolve) => setTimeout(resolve, 500));
            continue;
          }
          const messages = received.Messages ?? [];
          if (messages.length === 0) continue;
          const event: SQSEvent = {
            Records: messages.map((message) => ({
              messageId: message.MessageId ?? '',
              receiptHandle: message.ReceiptHandle ?? '',
              body: message.Body ?? '',
              attributes:
                message.Attributes as unknown as SQSEvent['Records'][number]['attributes'],
              messageAttributes: {},
              md5OfBody: message.MD5OfBody ?? '',
              eventSource: 'aws:sqs',
              eventSourceARN: `arn:aws:sqs:${options.region}:000000000000:${queueName(trigger.queue)}`,
              awsRegion: options.region,
            })),
          };
          let failed = new Set(messages.map((message) => message.MessageId));
          try {
            const response = await handler(event, context(fn));
            failed = new Set(
              (response?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier),
            );
          } catch (error) {
            options.log?.(
              `${fn.functionName} threw; the whole batch returns to the queue: ${(error as Error).message}`,
            );
          }
          const done = messages.filter((message) => !failed.has(message.MessageId));
          if (done.length > 0) {
            await sqs.send(
              new DeleteMessageBatchCommand({
                QueueUrl,
                Entries: done.map((message, index) => ({
                  Id: String(index),
                  ReceiptHandle: message.ReceiptHandle ?? '',
                })),
              }),
            );
          }
        }
      })().catch((error: unknown) => {
        if (running)
          options.log?.(`${fn.functionName} poller stopped: ${(error as Error).message}`);
      }),
    );
  }

  return {
    stop: async () => {
      // No abort of the long poll in flight: the emulator would still hand it messages that nobody
      // then processes (hidden for a visibility timeout, one receive counted). It ends within 1 s,
      // and what it got is processed before the loop exits, like a graceful poller shutdown.
      running = false;
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled(loops);
      sqs.destroy();
    },
  };
}
