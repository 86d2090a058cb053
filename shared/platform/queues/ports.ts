/** A message queue (SQS): at-least-once delivery, optional delay up to 15 minutes. */
export interface MessageQueue {
  send(body: unknown, options?: { delaySeconds?: number }): Promise<void>;
}
