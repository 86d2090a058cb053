/**
 * Path 5 (SPEC 2.4): branch override. A branch's local name for a product ("Schraube rot"), the
 * weakest path: it only fires when nothing else did and the override's words appear in the line.
 */

import { lexicalTokens } from '../lexicon';
import { type Decision, describe, type MatchContext, round } from '../match-context';
import { foldText } from '../normalise';
import { MatchPath } from '../types';

export function branchOverrideMatch(
  context: MatchContext,
  description: string,
): Decision | undefined {
  if (!context.branchId) return undefined;
  const overrides = context.index.branchOverrides.get(context.branchId);
  if (!overrides || overrides.length === 0) return undefined;
  const stems = lexicalTokens(foldText(description));
  const joined = ` ${stems.join(' ')} `;
  let best: { product: number; length: number; text: string } | undefined;
  for (const override of overrides) {
    if (!joined.includes(` ${override.text} `)) continue;
    if (!context.visible(override.product)) continue;
    if (!best || override.stems.length > best.length) {
      best = { product: override.product, length: override.stems.length, text: override.text };
    }
  }
  if (!best) return undefined;
  const coverage = best.length / Math.max(1, stems.length);
  const score = round(0.7 + 0.2 * coverage);
  return {
    product: best.product,
    path: MatchPath.branchOverride,
    score,
    rationale: `Branch override of ${context.branchId}: "${best.text}" → ${describe(context.index.products[best.product])}.`,
    signals: [
      {
        signal: 'branch_override',
        weight: score,
        evidence: { branch_id: context.branchId, coverage: round(coverage) },
      },
    ],
    alternatives: [],
    hints: [],
  };
}
