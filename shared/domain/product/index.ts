/**
 * The product module's public surface: what application code, tooling and tests outside
 * shared/domain/product import. Build an index from a catalogue (or load a persisted one), match
 * line items against it; the paths, the search index and the lexicon stay internal.
 */

export { matchProducts } from './match';
export {
  deserialiseProductIndex,
  type PersistedIndexIdentity,
  PersistedIndexRejected,
  PRODUCT_INDEX_FORMAT,
  productIndexFormat,
  serialiseProductIndex,
} from './persisted';
export {
  analyseText,
  buildProductIndex,
  type ProductIndex,
  type TextAnalysis,
} from './search-index';
export type * from './types';
