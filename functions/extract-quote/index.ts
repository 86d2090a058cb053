import { moduleHandler } from '../../shared/http/handler';
import { extractOperation } from '../../shared/operations/extract';

/** POST /v1/extract/quote: synchronous, or a job for large attachments or on request. */
export const handler = moduleHandler(extractOperation);
