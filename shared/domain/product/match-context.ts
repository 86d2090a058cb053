/**
 * What every match path shares: the request's context (catalogue, customer, branch, strategy,
 * visibility), the shapes a path answers with (a decision or an "unmatched" verdict) and the few
 * helpers several paths use (wording a rationale, comparing manufacturer keys). Kept apart so the
 * paths depend on this and not on the orchestration in match.ts, nor on each other.
 */
import type { IndexedProduct, ProductIndex } from './search-index';
import type {
  MatchAlternative,
  MatchPathValue,
  RationaleSignal,
  ReviewHintValue,
  UnmatchedReasonValue,
} from './types';

export const MAX_ALTERNATIVES = 5;

export interface StrategySettings {
  /** Minimum semantic score for a match to fire. */
  floor: number;
  /** Relative gap below which the runner-up counts as "similar confidence". */
  margin: number;
  /** Relative window in which the customer's history may pick a candidate other than the best. */
  historyMargin: number;
  /** Relative window for candidates that differ only in what the request leaves open. */
  underspecifiedMargin: number;
  /** Minimum re-ranker confidence for a match the lexicon did not see (probability). */
  confidenceFloor: number;
}

export interface MatchContext {
  index: ProductIndex;
  customerId: string | null;
  branchId: string | null;
  country: string | null;
  strategy: StrategySettings;
  visible: (product: number) => boolean;
  /** Visible itself, or through the successor that would replace it. */
  visibleResolved: (product: number) => boolean;
  scoped: boolean;
}

export interface Decision {
  product: number;
  path: MatchPathValue;
  score: number;
  rationale: string;
  signals: RationaleSignal[];
  alternatives: MatchAlternative[];
  hints: ReviewHintValue[];
}

export interface Unmatched {
  reason: UnmatchedReasonValue;
  score: number;
  rationale: string;
  signals: RationaleSignal[];
  alternatives: MatchAlternative[];
}

export type Outcome =
  | { kind: 'match'; decision: Decision }
  | { kind: 'unmatched'; unmatched: Unmatched };

export const round = (value: number): number => Math.round(value * 1000) / 1000;

export function describe(product: IndexedProduct | undefined): string {
  if (!product) return '';
  const maker = product.manufacturer ? `${product.manufacturer} ` : '';
  const part = product.mpn ? `${maker}${product.mpn}, ` : '';
  return `${product.productId} (${part}${product.description.slice(0, 80)})`;
}

export function historyFor(context: MatchContext): Map<number, { count: number }> | undefined {
  return context.customerId ? context.index.customerHistory.get(context.customerId) : undefined;
}

/** Whether two normalised manufacturer keys name the same maker (`kv` and `kessler voss`). */
export function manufacturersAgree(queryKey: string, productKey: string): boolean {
  if (!queryKey || !productKey) return false;
  if (queryKey === productKey) return true;
  const compactQuery = queryKey.replace(/\s/g, '');
  const compactProduct = productKey.replace(/\s/g, '');
  if (compactQuery === compactProduct) return true;
  const queryWords = queryKey.split(' ');
  const productWords = new Set(productKey.split(' '));
  const initials = productKey
    .split(' ')
    .map((word) => word[0] ?? '')
    .join('');
  if (initials.length >= 2 && compactQuery === initials) return true;
  return (
    queryWords.every((word) => productWords.has(word)) ||
    productKey.split(' ').every((w) => queryWords.includes(w))
  );
}
