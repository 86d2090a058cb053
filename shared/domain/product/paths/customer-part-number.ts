/**
 * Path 4 (SPEC 2.4): the customer's own part number, learnt from their order history. Runs after
 * the semantic path because a customer number says what they bought before, not what the line
 * describes; history breaking semantic ties lives in paths/semantic.ts.
 */
import { type Decision, describe, historyFor, type MatchContext } from '../match-context';
import { normalisePartNumber } from '../normalise';
import { partNumberCandidates } from '../search-index';
import { type LineItemInput, MatchPath } from '../types';

export function customerHistoryMatch(
  context: MatchContext,
  item: LineItemInput,
  description: string,
): Decision | undefined {
  if (!context.customerId) return undefined;
  const parts = context.index.customerParts.get(context.customerId);
  if (!parts) return undefined;
  const keys = [
    normalisePartNumber(item.customer_part_number),
    ...partNumberCandidates(description),
  ];
  for (const key of keys) {
    if (!key) continue;
    const product = parts.get(key);
    if (product === undefined || !context.visible(product)) continue;
    const entry = historyFor(context)?.get(product);
    return {
      product,
      path: MatchPath.customerHistory,
      score: 0.88,
      rationale: `Customer history: customer part number ${key} was ordered before as ${describe(context.index.products[product])}.`,
      signals: [
        {
          signal: 'customer_part_number',
          weight: 0.88,
          evidence: { customer_part_number: key, orders: entry?.count ?? 0 },
        },
      ],
      alternatives: [],
      hints: [],
    };
  }
  return undefined;
}
