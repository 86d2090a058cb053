import { moduleHandler } from '../../shared/http/handler';
import { productOperation } from '../../shared/operations/product';

/** POST /v1/match/product: synchronous up to 200 lines, a job beyond. */
export const handler = moduleHandler(productOperation);
