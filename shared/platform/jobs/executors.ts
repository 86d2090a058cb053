import type { Principal } from '#platform/auth/ports';

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

/**
 * What the job worker needs of an operation: its work. The synchronous handler and the worker run
 * the same `execute`, so a job's result is exactly what the synchronous call would have answered.
 */
export interface RunnableOperation {
  execute(input: unknown, context: ExecutionContext): Promise<ExecutionResult>;
}

/** Operations by operation id, as the job worker looks them up from a stored job. */
export type RunnableOperations = Readonly<Partial<Record<string, RunnableOperation>>>;
