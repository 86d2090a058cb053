import { moduleHandler } from '../../shared/http/handler';
import { intentOperation } from '../../shared/operations/intent';

/** POST /v1/intent/classify: the module chain and the intent operation (shared with the job worker). */
export const handler = moduleHandler(intentOperation);
