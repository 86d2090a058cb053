import { moduleHandler } from '../../shared/http/handler';
import { customerOperation } from '../../shared/operations/customer';

/** POST /v1/match/customer: always synchronous. */
export const handler = moduleHandler(customerOperation);
