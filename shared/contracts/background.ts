import type { QueueId } from '../resources';

/**
 * Functions that no HTTP route reaches: queue consumers and scheduled jobs. With the HTTP operation
 * registry this is the complete list of Lambda functions; the CDK stack and the local runtime read it.
 */
export interface BackgroundFunction {
  functionName: string;
  description: string;
  trigger: { kind: 'queue'; queue: QueueId; batchSize: number } | { kind: 'schedule'; rate: string };
  timeoutSeconds: number;
}

export const backgroundFunctions: BackgroundFunction[] = [];
