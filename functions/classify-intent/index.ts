import { intentOperation } from '#application/classify-intent';
import { moduleHandler } from '#platform/http/handler';

/** POST /v1/intent/classify: the module chain and the intent operation (shared with the job worker). */
export const handler = moduleHandler(intentOperation);
