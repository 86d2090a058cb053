export { EMAIL_BODY, extractQuote, quoteLanguage } from './extract';
export {
  DEFAULT_QUOTE_SCHEMA,
  type QuoteSchema,
  type QuoteSchemaField,
  quoteSchemaSchema,
  resolveQuoteSchema,
} from './schema';
export * from './types';
export { normaliseUnit, UNITS, type Unit } from './units';
