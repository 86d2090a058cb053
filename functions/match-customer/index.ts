import { customerOperation } from '#application/match-customer';
import { moduleHandler } from '#platform/http/handler';

/** POST /v1/match/customer: always synchronous. */
export const handler = moduleHandler(customerOperation);
