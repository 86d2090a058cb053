import '../../shared/operations/product';
import { operations } from '../../shared/contracts/operations';
import { moduleHandler } from '../../shared/http/handler';

/** POST /v1/match/product: synchronous up to 200 lines, a job beyond. */
export const handler = moduleHandler(operations.matchProducts);
