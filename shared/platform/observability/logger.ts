import { Logger } from '@aws-lambda-powertools/logger';

/** One structured JSON logger per container; each request appends its correlation and request ids. */
export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'quote-case-automation',
});
