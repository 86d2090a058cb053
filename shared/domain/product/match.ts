/**
 * Product matching by five paths in order of strength (SPEC 2.4, 4.2 rule 4): manufacturer part
 * number, cross-reference, semantic, customer history, branch override. The strongest path that
 * fires decides; weaker paths still contribute evidence (history breaks semantic ties). Then
 * discontinued products are replaced by their successor and the unit of measure is reconciled.
 * Each path is a file of paths/; this file runs them in order and shapes the answer.
 */

import { withGluedColoursApart } from './lexical';
import {
  type Decision,
  describe,
  type MatchContext,
  round,
  type StrategySettings,
  type Unmatched,
} from './match-context';
import { branchOverrideMatch } from './paths/branch-override';
import { crossReferenceMatch } from './paths/cross-reference';
import { customerHistoryMatch } from './paths/customer-part-number';
import {
  matchByManufacturerPart,
  readPartEvidence,
  withIdenticalSiblings,
} from './paths/manufacturer-part';
import { semanticMatch } from './paths/semantic';
import { analyseText, isProductVisible, type ProductIndex } from './search-index';
import { applySuccessor, successorOf } from './successor';
import {
  AlternativeReason,
  type LineItemInput,
  type MatchRequest,
  type MatchResult,
  type MatchStrategyValue,
  type ProductMatch,
  ReviewHint,
  UnmatchedReason,
} from './types';
import { resolveUnit } from './unit-conversion';

const MAX_DESCRIPTION = 2_000;

export const STRATEGY_SETTINGS: Record<MatchStrategyValue, StrategySettings> = {
  strict: {
    floor: 0.5,
    margin: 0.05,
    historyMargin: 0.1,
    underspecifiedMargin: 0.25,
    confidenceFloor: 0.6,
  },
  balanced: {
    floor: 0.4,
    margin: 0.01,
    historyMargin: 0.3,
    underspecifiedMargin: 0.15,
    // Low: on the public lookups' valid splits the best guesses between 0.1 and 0.3 were right
    // four times in nine (the confidence model is cautious down there), and such a guess goes to
    // a person at its own confidence, with the alternatives, instead of `no_candidate`.
    confidenceFloor: 0.1,
  },
  permissive: {
    floor: 0.3,
    margin: 0.003,
    historyMargin: 0.3,
    underspecifiedMargin: 0.05,
    confidenceFloor: 0.05,
  },
};

function quantityOf(item: LineItemInput): number | null {
  return typeof item.quantity === 'number' && Number.isFinite(item.quantity) ? item.quantity : null;
}

function unmatchedResult(
  item: LineItemInput,
  description: string,
  unmatched: Unmatched,
): ProductMatch {
  return {
    input_description: description,
    catalog_product_id: '',
    quantity: quantityOf(item),
    raw_score: unmatched.score,
    match_path: null,
    match_rationale: unmatched.rationale,
    rationale_signals: unmatched.signals,
    alternatives: unmatched.alternatives,
    unmatched_flag: true,
    unmatched_reason: unmatched.reason,
    category: null,
    review_hints:
      unmatched.alternatives.length > 0 ? [ReviewHint.ambiguousAlternativesPresent] : [],
  };
}

function matchedResult(
  context: MatchContext,
  item: LineItemInput,
  description: string,
  decision: Decision,
): ProductMatch {
  const resolved = applySuccessor(context, decision);
  const product = context.index.products[resolved.product];
  const quantity = quantityOf(item);
  const hints = [...resolved.hints];
  const result: ProductMatch = {
    input_description: description,
    catalog_product_id: product?.productId ?? '',
    quantity,
    raw_score: resolved.score,
    match_path: resolved.path,
    match_rationale: resolved.rationale,
    rationale_signals: resolved.signals,
    alternatives: resolved.alternatives,
    unmatched_flag: false,
    category: product?.category ?? null,
    review_hints: hints,
  };
  if (product) {
    const unit = resolveUnit(quantity, item.unit, description, product);
    if (unit.required) {
      result.unit_conversion_required = true;
      hints.push(ReviewHint.unitConversion);
      if (unit.conversion) {
        result.proposed_conversion = unit.conversion;
        result.match_rationale += ` Unit conversion: ${quantity} ${unit.conversion.from_unit} → ${unit.conversion.catalog_quantity} ${unit.conversion.to_unit} (factor ${unit.conversion.factor}).`;
      } else {
        hints.push(ReviewHint.unitPackSizeUnknown);
      }
    }
  }
  if (
    resolved.alternatives.length > 0 &&
    !hints.includes(ReviewHint.ambiguousAlternativesPresent)
  ) {
    const close = resolved.alternatives.some(
      (alternative) => alternative.raw_score >= resolved.score * 0.95,
    );
    if (close) hints.push(ReviewHint.ambiguousAlternativesPresent);
  }
  return result;
}

function matchOne(context: MatchContext, item: LineItemInput): ProductMatch {
  const description = String(item?.description ?? '').slice(0, MAX_DESCRIPTION);
  if (context.index.products.length === 0) {
    return unmatchedResult(item, description, {
      reason: UnmatchedReason.noCatalog,
      score: 1,
      rationale: 'No catalogue is loaded for this tenant.',
      signals: [{ signal: 'no_catalog', weight: 1 }],
      alternatives: [],
    });
  }
  const parts = readPartEvidence(context, item, description);
  const exact = matchByManufacturerPart(context, item, parts);
  if (exact) {
    const decision =
      exact.score < 0.95 ? withIdenticalSiblings(context, description, exact) : exact;
    return matchedResult(context, item, description, decision);
  }

  const crossReference = crossReferenceMatch(context, item, description);
  if (crossReference?.kind === 'match') {
    return matchedResult(context, item, description, crossReference.decision);
  }
  if (crossReference?.kind === 'unmatched') {
    return unmatchedResult(item, description, crossReference.unmatched);
  }
  // The part number exists in the catalogue under a maker spelled differently (K&V, Kessler+Voss).
  const partOnly = matchByManufacturerPart(context, item, parts, true);
  if (partOnly) return matchedResult(context, item, description, partOnly);

  const readable = withGluedColoursApart(description);
  const analysis = analyseText(
    [readable, item.manufacturer ?? ''].filter((part) => part).join(' '),
  );
  const semantic = semanticMatch(context, analysis, readable, item);
  if (semantic.outcome?.kind === 'match') {
    return matchedResult(context, item, description, semantic.outcome.decision);
  }
  const history = customerHistoryMatch(context, item, description);
  if (history) return matchedResult(context, item, description, history);
  const override = branchOverrideMatch(context, description);
  if (override) return matchedResult(context, item, description, override);
  if (semantic.outcome?.kind === 'unmatched') {
    return unmatchedResult(item, description, semantic.outcome.unmatched);
  }
  const best = semantic.candidates[0];
  return unmatchedResult(item, description, {
    reason: UnmatchedReason.noCandidate,
    score: round(1 - (best?.score ?? 0)),
    rationale: best
      ? `No catalogue product cleared the threshold; the closest was ${describe(context.index.products[best.product])} (similarity ${round(best.score)}).`
      : 'No catalogue product shares any term with the description.',
    signals: [{ signal: 'best_semantic_similarity', weight: round(best?.score ?? 0) }],
    alternatives: semantic.candidates.slice(0, 3).map((candidate) => ({
      catalog_product_id: context.index.products[candidate.product]?.productId ?? '',
      raw_score: round(candidate.score),
      reason: AlternativeReason.similarDescription,
    })),
  });
}

/**
 * Matches every line item against the catalogue. Never throws for bad items: an item without a
 * description simply finds no candidate. The caller validates request size (more than 200 lines
 * go asynchronous) before calling.
 */
export function matchProducts(index: ProductIndex, request: MatchRequest): MatchResult {
  const strategy =
    STRATEGY_SETTINGS[request.match_strategy ?? 'balanced'] ?? STRATEGY_SETTINGS.balanced;
  const branchId = request.branch_id || null;
  const country = request.country || null;
  const visibility = new Map<number, boolean>();
  const visible = (product: number): boolean => {
    let isVisible = visibility.get(product);
    if (isVisible === undefined) {
      isVisible = isProductVisible(index.products[product], branchId, country);
      visibility.set(product, isVisible);
    }
    return isVisible;
  };
  const context: MatchContext = {
    index,
    customerId: request.customer_id || null,
    branchId,
    country,
    strategy,
    visible,
    visibleResolved: (product) => visible(product) || visible(successorOf(index, product)),
    scoped: branchId !== null || country !== null,
  };
  const matches = (request.line_items ?? []).map((item) => matchOne(context, item));
  const unmatched = matches.flatMap((match, position) =>
    match.unmatched_flag
      ? [
          {
            index: position,
            input_description: match.input_description,
            reason: match.unmatched_reason ?? UnmatchedReason.noCandidate,
          },
        ]
      : [],
  );
  return { matches, unmatched };
}
