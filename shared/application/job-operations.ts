import type { OperationId, operations } from '#contracts/operations';
import { intentOperation } from './classify-intent';
import { auditExportOperation } from './create-audit-export';
import type { DefinedOperation } from './define';
import { extractOperation } from './extract-quote';
import { productOperation } from './match-products';

type Contracts = typeof operations;

/** Operations whose contract accepts `Prefer: respond-async`. */
type AsyncContractId = {
  [Id in OperationId]: Contracts[Id] extends { async: object } ? Id : never;
}[OperationId];

/** Every operation a request can turn into a job: the async-capable ones and the audit export. */
export type JobOperationId = AsyncContractId | 'createAuditExport';

/**
 * The operations the job worker runs, by operation id. Typed by the contract, so an operation that
 * can be queued but is missing here, or an entry under the wrong contract, fails to compile. Only the
 * job worker imports this file: each HTTP function imports its own operation and nothing else, which
 * keeps the document pipeline out of the matching functions' bundles.
 */
export const jobOperations: { [Id in JobOperationId]: DefinedOperation<Contracts[Id]> } = {
  classifyIntent: intentOperation,
  extractQuote: extractOperation,
  matchProducts: productOperation,
  createAuditExport: auditExportOperation,
};
