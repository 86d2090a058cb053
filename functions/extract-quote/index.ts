import '../../shared/operations/extract';
import { operations } from '../../shared/contracts/operations';
import { moduleHandler } from '../../shared/http/handler';

/** POST /v1/extract/quote: synchronous, or a job for large attachments or on request. */
export const handler = moduleHandler(operations.extractQuote);
