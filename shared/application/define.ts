import type { BodyOf, Operation } from '#contracts/operations';
import type { ExecutionContext, ExecutionResult } from '#platform/jobs/executors';
import type { EmbeddedModel } from '#platform/models/ports';

/**
 * One operation the service runs, whether a handler calls it now or the job worker later: its
 * contract (shared/contracts/operations.ts), the work, and what that work needs beyond the contract.
 * Method syntax on purpose: a specific operation is then usable where any operation is expected
 * (the job worker hands each its stored body, validated when the job was created).
 */
export interface DefinedOperation<Contract extends Operation = Operation> {
  readonly contract: Contract;
  /** The work; the synchronous handler and the job worker run this same function. */
  execute(input: BodyOf<Contract>, context: ExecutionContext): Promise<ExecutionResult>;
  /** The model the work invokes through the model port, if any. */
  readonly model?: EmbeddedModel;
  /**
   * A reason to answer 202 without being asked that needs more than a look at the body (opening a
   * PDF to see whether it is a scan); the code it needs stays in the functions serving this operation.
   */
  autoAsync?(body: BodyOf<Contract>): Promise<string | undefined>;
}

/** Builds an operation value from its contract entry; handlers and the job worker take these. */
export function defineOperation<Contract extends Operation>(
  contract: Contract,
  parts: Omit<DefinedOperation<Contract>, 'contract'>,
): DefinedOperation<Contract> {
  return { contract, ...parts };
}

/** Most operations answer 200 with the body they computed. */
export function answeredOk<Body extends Record<string, unknown>>(
  body: Body,
): { statusCode: 200; body: Body } {
  return { statusCode: 200, body };
}
