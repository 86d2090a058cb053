export { extractClues, parseRequestPhone, type RequestClues } from './clues';
export {
  buildCustomerIndex,
  type CustomerIndex,
  type CustomerMasterData,
} from './customer-index';
export { genericDomainSet } from './generic-domains';
export { matchCustomer } from './match';
export { companyNameKey, companyNameTokens, streetKeyTokens } from './normalize';
export * from './types';
