import { extractOperation } from '#application/extract-quote';
import { moduleHandler } from '#platform/http/handler';

/** POST /v1/extract/quote: synchronous, or a job for large attachments or on request. */
export const handler = moduleHandler(extractOperation);
