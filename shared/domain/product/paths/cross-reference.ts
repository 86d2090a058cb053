/**
 * Path 2 (SPEC 2.4): cross-reference. A part number of another maker (the customer's old supplier,
 * a competitor) mapped to a stocked equivalent or substitute — or recorded as having none, which
 * is an answer of its own ("no catalogue equivalent"), not a fall-through to the weaker paths.
 */
import {
  describe,
  MAX_ALTERNATIVES,
  type MatchContext,
  manufacturersAgree,
  type Outcome,
} from '../match-context';
import { normaliseManufacturer, normalisePartNumber } from '../normalise';
import { type CrossReferenceEntry, partKey, partNumberCandidates } from '../search-index';
import {
  AlternativeReason,
  type LineItemInput,
  MatchPath,
  ReviewHint,
  UnmatchedReason,
} from '../types';

export function crossReferenceMatch(
  context: MatchContext,
  item: LineItemInput,
  description: string,
): Outcome | undefined {
  const { index } = context;
  const manufacturerKey = normaliseManufacturer(item.manufacturer);
  const keys: Array<{ mpn: string; source: string }> = [];
  const mpnKey = normalisePartNumber(item.mpn);
  if (mpnKey) keys.push({ mpn: mpnKey, source: 'mpn_field' });
  const cpnKey = normalisePartNumber(item.customer_part_number);
  if (cpnKey) keys.push({ mpn: cpnKey, source: 'customer_part_number' });
  for (const candidate of partNumberCandidates(description)) {
    keys.push({ mpn: candidate, source: 'description' });
  }
  let entries: CrossReferenceEntry[] = [];
  let usedSource = '';
  for (const key of keys) {
    const exact = manufacturerKey
      ? index.crossReferences.get(partKey(manufacturerKey, key.mpn))
      : undefined;
    const byPart = index.crossReferencesByPart.get(key.mpn) ?? [];
    const compatible =
      exact && exact.length > 0
        ? exact
        : byPart.filter(
            (entry) =>
              !manufacturerKey ||
              !entry.manufacturerKey ||
              manufacturersAgree(manufacturerKey, entry.manufacturerKey),
          );
    if (compatible.length > 0) {
      entries = compatible;
      usedSource = key.source;
      break;
    }
  }
  if (entries.length === 0) return undefined;
  const first = entries[0];
  const stocked = entries.filter(
    (entry) => entry.product >= 0 && context.visibleResolved(entry.product),
  );
  if (stocked.length === 0) {
    const noEquivalent = entries.some((entry) => entry.product === -1);
    if (!noEquivalent) return undefined;
    return {
      kind: 'unmatched',
      unmatched: {
        reason: UnmatchedReason.noCatalogEquivalent,
        score: 0.92,
        rationale: `Cross-reference: ${first?.mpn ?? ''} is recorded as having no stocked equivalent.`,
        signals: [
          {
            signal: 'cross_reference_no_equivalent',
            weight: 0.92,
            evidence: { mpn: first?.mpn, source: usedSource },
          },
        ],
        alternatives: [],
      },
    };
  }
  const ordered = [...stocked].sort(
    (a, b) => Number(a.relation === 'substitute') - Number(b.relation === 'substitute'),
  );
  const best = ordered[0];
  if (!best) return undefined;
  const isSubstitute = best.relation === 'substitute';
  const score = isSubstitute ? 0.86 : 0.95;
  const record = index.products[best.product];
  return {
    kind: 'match',
    decision: {
      product: best.product,
      path: MatchPath.crossReference,
      score,
      rationale: `Cross-reference: ${best.mpn} (${usedSource}) → stocked ${best.relation} ${describe(record)}.`,
      signals: [
        {
          signal: 'cross_reference',
          weight: score,
          evidence: { mpn: best.mpn, relation: best.relation, source: usedSource },
        },
      ],
      alternatives: ordered.slice(1, MAX_ALTERNATIVES + 1).map((entry) => ({
        catalog_product_id: index.products[entry.product]?.productId ?? '',
        raw_score: entry.relation === 'substitute' ? 0.8 : 0.9,
        reason:
          entry.relation === 'substitute'
            ? AlternativeReason.substitute
            : AlternativeReason.equivalent,
      })),
      hints: isSubstitute ? [ReviewHint.substituteRelation] : [],
    },
  };
}
