import '../../shared/operations/intent';
import { operations } from '../../shared/contracts/operations';
import { moduleHandler } from '../../shared/http/handler';

/** POST /v1/intent/classify: the module chain and the intent executor (shared with the job worker). */
export const handler = moduleHandler(operations.classifyIntent);
