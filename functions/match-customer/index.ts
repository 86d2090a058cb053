import '../../shared/operations/customer';
import { operations } from '../../shared/contracts/operations';
import { moduleHandler } from '../../shared/http/handler';

/** POST /v1/match/customer: always synchronous. */
export const handler = moduleHandler(operations.matchCustomer);
