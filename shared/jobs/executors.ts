import type { Principal } from '../auth/ports';

/** What a module operation needs to know about the request, whether it runs now or in a worker. */
export interface ExecutionContext {
  principal: Principal;
  correlationId: string;
  requestId: string;
  operationId: string;
  receivedAt: Date;
}

export interface ExecutionResult {
  statusCode: number;
  body: Record<string, unknown>;
}

export type Executor = (input: unknown, context: ExecutionContext) => Promise<ExecutionResult>;

/**
 * Module operations by operation id. The synchronous handler and the async worker run the same
 * executor, so a job's result is exactly what the synchronous call would have answered.
 */
const executors = new Map<string, Executor>();

export function registerExecutor(operationId: string, executor: Executor): void {
  executors.set(operationId, executor);
}

export function executorFor(operationId: string): Executor | undefined {
  return executors.get(operationId);
}
