import { randomUUID } from 'node:crypto';
import { type _Object, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import {
  DeleteMessageBatchCommand,
  GetQueueUrlCommand,
  ReceiveMessageCommand,
  type ReceiveMessageCommandOutput,
  SQSClient,
} from '@aws-sdk/client-sqs';
import type { Context, S3Event, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { type BackgroundFunction, backgroundFunctions } from '#contracts/background';
import { RESULTS_PREFIX, resultKeyFor } from '#platform/master-data/drop';
import { bucketName, queueName } from '#platform/resources';

type QueueHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | undefined>;
type ScheduledHandler = (event: unknown, context: Context) => Promise<unknown>;
type BucketHandler = (event: S3Event, context: Context) => Promise<unknown>;

/** `key#etag` of each dropped file whose outcome object (results/<key>.json) is newer than it. */
function handledBefore(objects: readonly _Object[]): string[] {
  const outcomes = new Map<string, number>();
  for (const object of objects)
    if (object.Key?.startsWith(RESULTS_PREFIX))
      outcomes.set(object.Key, object.LastModified?.getTime() ?? 0);
  return objects.flatMap((object) => {
    if (object.Key === undefined) return [];
    const outcomeAt = outcomes.get(resultKeyFor(object.Key));
    return outcomeAt !== undefined && outcomeAt >= (object.LastModified?.getTime() ?? 0)
      ? [`${object.Key}#${object.ETag}`]
      : [];
  });
}

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
  s3Endpoint: string;
  region: string;
  log?: (line: string) => void;
  /** Run scheduled functions this often instead of their cloud rate (tests); undefined keeps the rate. */
  scheduleEveryMs?: number;
  /** Run only these functions (a test's stand-alone worker process); default: all of them. */
  only?: string[];
  /** How often bucket-triggered functions look for new objects (S3 notifications); default 1 s. */
  bucketPollMs?: number;
}

/**
 * Plays Lambda's event sources locally: an SQS poller per queue-triggered function (long polls,
 * real SQS event batches, partial batch failures honoured: failed messages stay on the queue and come
 * back after the visibility timeout, then go to the dead-letter queue), a timer per scheduled one, and
 * for bucket-triggered ones a lister that turns each new object into an S3 event notification (the
 * emulator sends none).
 */
export function startBackgroundFunctions(options: BackgroundOptions): { stop(): Promise<void> } {
  const sqs = new SQSClient({
    region: options.region,
    endpoint: options.sqsEndpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const s3 = new S3Client({
    region: options.region,
    endpoint: options.s3Endpoint,
    forcePathStyle: true,
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
    if (fn.trigger.kind === 'bucket') {
      const trigger = fn.trigger;
      const seen = new Set<string>();
      let firstListing = true;
      let busy = false;
      const bucket = bucketName(trigger.bucket);
      timers.push(
        setInterval(() => {
          if (busy || !running) return;
          busy = true;
          void (async () => {
            const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket }));
            const objects = listed.Contents ?? [];
            if (firstListing) {
              firstListing = false;
              // The bucket persists across restarts: a file whose outcome was written after it
              // was handled before the restart (S3 notifies once); one without is handled now.
              for (const key of handledBefore(objects)) seen.add(key);
            }
            const fresh = objects.filter(
              (object) =>
                object.Key !== undefined &&
                trigger.suffixes.some((suffix) => object.Key?.toLowerCase().endsWith(suffix)) &&
                !seen.has(`${object.Key}#${object.ETag}`),
            );
            if (fresh.length === 0) return;
            for (const object of fresh) seen.add(`${object.Key}#${object.ETag}`);
            const handler = (await load()) as BucketHandler;
            await handler(
              {
                Records: fresh.map((object) => ({
                  eventVersion: '2.1',
                  eventSource: 'aws:s3',
                  awsRegion: options.region,
                  eventTime: new Date().toISOString(),
                  eventName: 'ObjectCreated:Put',
                  userIdentity: { principalId: 'local' },
                  requestParameters: { sourceIPAddress: '127.0.0.1' },
                  responseElements: { 'x-amz-request-id': 'local', 'x-amz-id-2': 'local' },
                  s3: {
                    s3SchemaVersion: '1.0',
                    configurationId: fn.functionName,
                    bucket: {
                      name: bucket,
                      ownerIdentity: { principalId: 'local' },
                      arn: `arn:aws:s3:::${bucket}`,
                    },
                    object: {
                      // As S3 sends it: URL-encoded, spaces as '+'.
                      key: encodeURIComponent(object.Key ?? '')
                        .replace(/%20/g, '+')
                        .replace(/%2F/g, '/'),
                      size: object.Size ?? 0,
                      eTag: object.ETag ?? '',
                      sequencer: '0',
                    },
                  },
                })),
              },
              context(fn),
            );
          })()
            .catch((error: unknown) =>
              options.log?.(`${fn.functionName} failed: ${(error as Error).message}`),
            )
            .finally(() => {
              busy = false;
            });
        }, options.bucketPollMs ?? 1000),
      );
      continue;
    }
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
      s3.destroy();
    },
  };
}
