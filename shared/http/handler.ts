import middy from '@middy/core';
import type { Operation } from '../contracts/operations';
import { apiContract, authorization, requestParsing } from './middlewares';
import type { ApiContext, ApiEvent, ApiResult } from './types';

/**
 * The standard chain of an API operation: contract (ids, logging, error body) → authentication and
 * scope → parsing and validation. Handlers add their own middlewares and then call `.handler()`.
 */
export function apiHandler(operation: Operation) {
  return middy<ApiEvent, ApiResult, Error, ApiContext>()
    .use(apiContract(operation))
    .use(authorization(operation))
    .use(requestParsing(operation));
}
