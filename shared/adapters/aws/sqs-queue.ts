import { GetQueueUrlCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import type { MessageQueue } from '#platform/queues/ports';
import { deadLetterQueueName, type QueueId, queueName } from '#platform/resources';
import { sqsClient } from './clients';

/** Sends JSON messages to one queue; the URL is looked up once per container. */
export class SqsMessageQueue implements MessageQueue {
  private url: Promise<string> | undefined;

  constructor(private readonly name: string) {}

  static for(id: QueueId): SqsMessageQueue {
    return new SqsMessageQueue(queueName(id));
  }

  static deadLetterFor(id: QueueId): SqsMessageQueue {
    return new SqsMessageQueue(deadLetterQueueName(id));
  }

  async send(body: unknown, options: { delaySeconds?: number } = {}): Promise<void> {
    this.url ??= sqsClient()
      .send(new GetQueueUrlCommand({ QueueName: this.name }))
      .then((result) => {
        if (!result.QueueUrl) throw new Error(`queue ${this.name} has no URL`);
        return result.QueueUrl;
      })
      .catch((error: unknown) => {
        this.url = undefined;
        throw error;
      });
    await sqsClient().send(
      new SendMessageCommand({
        QueueUrl: await this.url,
        MessageBody: JSON.stringify(body),
        ...(options.delaySeconds
          ? { DelaySeconds: Math.min(900, Math.max(0, Math.round(options.delaySeconds))) }
          : {}),
      }),
    );
  }
}
