import { productOperation } from '#application/match-products';
import { moduleHandler } from '#platform/http/handler';

/** POST /v1/match/product: synchronous up to 200 lines, a job beyond. */
export const handler = moduleHandler(productOperation);
