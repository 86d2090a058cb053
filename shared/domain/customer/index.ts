export { extractClues, parseRequestPhone, type RequestClues } from './clues';
export { type ContactClues, rankContacts } from './contact';
export {
  buildCustomerIndex,
  type CustomerIndex,
  type CustomerMasterData,
  customersByDomain,
} from './customer-index';
export { genericDomainSet, isGenericDomain } from './generic-domains';
export { matchCustomer } from './match';
export { companyNameKey, companyNameTokens, streetKeyTokens } from './normalize';
export * from './types';
export { DEFAULT_WEIGHTS, resolveWeights } from './weights';
