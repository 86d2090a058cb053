/**
 * Discontinued products and their successors: every path may land on a product that is no longer
 * sold, and the answer is then the product that replaces it (SPEC 2.4). Shared by the paths that
 * merge candidates by what they resolve to and by the orchestration that applies the replacement.
 */
import { type Decision, describe, type MatchContext, round } from './match-context';
import type { ProductIndex, SemanticCandidate } from './search-index';
import { ReviewHint } from './types';

/**
 * Where a product's successor chain ends: at most five replacements, and never back to a product
 * the chain has passed (master data may close a loop; the last product before it is the answer).
 */
export function resolveSuccessor(
  index: ProductIndex,
  product: number,
): { product: number; replaced: number[] } {
  const replaced: number[] = [];
  let current = product;
  for (let step = 0; step < 5; step++) {
    const record = index.products[current];
    if (!record?.discontinued || record.successor < 0 || replaced.includes(record.successor)) break;
    replaced.push(current);
    current = record.successor;
  }
  return { product: current, replaced };
}

export const successorOf = (index: ProductIndex, product: number): number =>
  resolveSuccessor(index, product).product;

export function applySuccessor(context: MatchContext, decision: Decision): Decision {
  const { product, replaced } = resolveSuccessor(context.index, decision.product);
  const original = context.index.products[decision.product];
  if (replaced.length === 0) {
    if (original?.discontinued) {
      return {
        ...decision,
        score: round(decision.score * 0.85),
        hints: [...decision.hints, ReviewHint.discontinuedWithoutSuccessor],
        rationale: `${decision.rationale} The product is discontinued and no successor is mapped.`,
      };
    }
    return decision;
  }
  const successor = context.index.products[product];
  return {
    ...decision,
    product,
    score: round(decision.score * 0.97),
    rationale: `${decision.rationale} ${original?.productId ?? ''} is discontinued; returning its successor ${describe(successor)}.`,
    signals: [
      ...decision.signals,
      {
        signal: 'successor_substituted',
        weight: -0.03,
        evidence: { discontinued: original?.productId, successor: successor?.productId },
      },
    ],
    alternatives: decision.alternatives.filter(
      (alternative) => alternative.catalog_product_id !== successor?.productId,
    ),
    hints: [...decision.hints, ReviewHint.successorSubstituted],
  };
}

/** Candidates after replacing discontinued products by their successors, merged by product. */
export function collapseSuccessors(
  context: MatchContext,
  candidates: SemanticCandidate[],
): SemanticCandidate[] {
  const merged = new Map<number, SemanticCandidate>();
  for (const candidate of candidates) {
    const resolved = successorOf(context.index, candidate.product);
    const existing = merged.get(resolved);
    if (!existing || existing.score < candidate.score)
      merged.set(resolved, { ...candidate, product: resolved });
  }
  return [...merged.values()].sort((a, b) => b.score - a.score || a.product - b.product);
}
