/**
 * Path 1 (SPEC 2.4): manufacturer + part number, from the line's MPN field or from part numbers read
 * in its description, against the catalogue's MPNs, GTINs and description codes. The strongest
 * path; a designation several makers share is weakened and its siblings offered as alternatives.
 */
import {
  type Decision,
  describe,
  historyFor,
  MAX_ALTERNATIVES,
  type MatchContext,
  manufacturersAgree,
  round,
} from '../match-context';
import { normaliseManufacturer, normalisePartNumber } from '../normalise';
import {
  analyseText,
  type ProductIndex,
  partNumberCandidates,
  searchSemantic,
} from '../search-index';
import { collapseSuccessors } from '../successor';
import {
  AlternativeReason,
  type LineItemInput,
  type MatchAlternative,
  MatchPath,
  ReviewHint,
} from '../types';

/** Manufacturer keys of the catalogue mentioned in a free-text description. */
function manufacturersMentioned(index: ProductIndex, description: string): string[] {
  const folded = ` ${normaliseManufacturer(description)} `;
  const found: string[] = [];
  for (const key of index.manufacturerKeys) {
    if (key.length >= 2 && folded.includes(` ${key} `)) found.push(key);
    if (found.length > 10) break;
  }
  return found;
}
/** What a line says about part numbers and makers, read once for both verdicts of the path. */
export interface PartEvidence {
  manufacturerKey: string;
  /** Products carrying the line's part number (its mpn field, else codes of its description). */
  hits: number[];
  /** Those whose maker the line names or mentions. */
  withManufacturer: number[];
  source: 'mpn_field' | 'description';
}

export function readPartEvidence(
  context: MatchContext,
  item: LineItemInput,
  description: string,
): PartEvidence {
  const { index } = context;
  const manufacturerKey = normaliseManufacturer(item.manufacturer);
  const mpnKey = normalisePartNumber(item.mpn);
  let hits = mpnKey ? collectPartHits(context, mpnKey) : [];
  let source: PartEvidence['source'] = 'mpn_field';
  if (hits.length === 0) {
    source = 'description';
    const seen = new Set<number>();
    // Codes read from free text against codes read from catalogue descriptions are evidence for
    // the re-ranker (a year, a version or a size reads like a code), not a decision of their own.
    for (const candidate of partNumberCandidates(description)) {
      for (const hit of collectPartHits(context, candidate, false)) seen.add(hit);
    }
    hits = [...seen];
  }
  if (hits.length === 0) return { manufacturerKey, hits, withManufacturer: [], source };
  const mentioned = manufacturerKey
    ? [manufacturerKey]
    : manufacturersMentioned(index, description);
  const withManufacturer = hits.filter((hit) =>
    mentioned.some((key) => manufacturersAgree(key, index.products[hit]?.manufacturerKey ?? '')),
  );
  return { manufacturerKey, hits, withManufacturer, source };
}

/**
 * The exact path's verdict on the evidence; `allowOtherMaker`: a part number the catalogue holds
 * under another maker than the line names still decides (asked after the cross-reference path).
 */
export function matchByManufacturerPart(
  context: MatchContext,
  item: LineItemInput,
  evidence: PartEvidence,
  allowOtherMaker = false,
): Decision | undefined {
  const { index } = context;
  const { manufacturerKey, hits, withManufacturer, source } = evidence;
  if (hits.length === 0) return undefined;

  if (manufacturerKey && withManufacturer.length === 0) {
    // A part number of another maker: that is a cross-reference question, not an exact match.
    const productMakers = hits.map((hit) => index.products[hit]?.manufacturerKey ?? '');
    if (!allowOtherMaker && productMakers.some((key) => key !== '')) return undefined;
  }
  const chosen = withManufacturer.length > 0 ? withManufacturer : hits;
  if (chosen.length > 1) return undefined;
  const product = chosen[0];
  if (product === undefined) return undefined;
  const manufacturerConfirmed = withManufacturer.length > 0;
  const makerDiffers = Boolean(manufacturerKey) && !manufacturerConfirmed;
  const score = manufacturerConfirmed
    ? 0.99
    : makerDiffers
      ? 0.85
      : source === 'mpn_field'
        ? 0.95
        : 0.9;
  const record = index.products[product];
  return {
    product,
    path: MatchPath.manufacturerPart,
    score,
    rationale: `Manufacturer part number match${manufacturerConfirmed ? ' (manufacturer confirmed)' : ''}: ${
      source === 'mpn_field' ? `MPN ${item.mpn}` : 'part number found in the description'
    } → ${describe(record)}.`,
    signals: [
      {
        signal: 'part_number_exact',
        weight: score,
        evidence: { source, mpn: record?.mpn, manufacturer: record?.manufacturer },
      },
      ...(manufacturerConfirmed
        ? [
            {
              signal: 'manufacturer_match',
              weight: 0.05,
              evidence: { manufacturer: record?.manufacturer },
            },
          ]
        : []),
    ],
    alternatives: [],
    hints: makerDiffers ? [ReviewHint.manufacturerDiffers] : [],
  };
}

/**
 * A part number read from the description without its maker may be a designation several makers
 * share (`6309-2RS`): products described identically are siblings. The customer's history picks
 * among them; without it the match stands but is less sure, with the siblings as alternatives.
 */
export function withIdenticalSiblings(
  context: MatchContext,
  description: string,
  decision: Decision,
): Decision {
  const { index } = context;
  const hit = index.products[decision.product];
  if (!hit) return decision;
  const analysis = analyseText(description);
  const candidates = collapseSuccessors(
    context,
    searchSemantic(index, {
      analysis,
      isVisible: context.scoped ? context.visibleResolved : undefined,
      limit: 12,
    }),
  );
  const own = candidates.find((candidate) => candidate.product === decision.product);
  if (!own || own.conflicts.length > 0 || own.qualifierConflicts.length > 0) return decision;
  const siblings = candidates.filter(
    (candidate) =>
      candidate.product !== decision.product &&
      candidate.conflicts.length === 0 &&
      candidate.qualifierConflicts.length === 0 &&
      candidate.score >= own.score * 0.97 &&
      index.products[candidate.product]?.description === hit.description,
  );
  if (siblings.length === 0) return decision;
  const history = historyFor(context);
  const alternativesOf = (chosen: number): MatchAlternative[] =>
    [own, ...siblings]
      .filter((candidate) => candidate.product !== chosen)
      .slice(0, MAX_ALTERNATIVES)
      .map((candidate) => ({
        catalog_product_id: index.products[candidate.product]?.productId ?? '',
        raw_score: round(Math.min(0.8, candidate.score * 0.85)),
        reason: history?.has(candidate.product)
          ? AlternativeReason.customerHistory
          : AlternativeReason.equivalent,
      }));
  const preferred = siblings
    .filter((candidate) => history?.has(candidate.product))
    .sort(
      (a, b) => (history?.get(b.product)?.count ?? 0) - (history?.get(a.product)?.count ?? 0),
    )[0];
  if (preferred && !history?.has(decision.product)) {
    const record = index.products[preferred.product];
    const orders = history?.get(preferred.product)?.count ?? 0;
    return {
      product: preferred.product,
      path: MatchPath.customerHistory,
      score: 0.88,
      rationale: `Customer history: the designation in the description is ${hit.mpn} of ${hit.manufacturer || 'one maker'}, but ${siblings.length + 1} catalogue products are described identically; this customer ordered ${describe(record)} before (${orders} orders).`,
      signals: [
        ...decision.signals,
        { signal: 'customer_history_preference', weight: 0.1, evidence: { orders } },
      ],
      alternatives: alternativesOf(preferred.product),
      hints: [ReviewHint.ambiguousAlternativesPresent],
    };
  }
  const score = history?.has(decision.product) ? decision.score : round(decision.score - 0.08);
  return {
    ...decision,
    score,
    rationale: `${decision.rationale} ${siblings.length} other catalogue product${siblings.length > 1 ? 's are' : ' is'} described identically.`,
    alternatives: alternativesOf(decision.product),
    hints: [...decision.hints, ReviewHint.ambiguousAlternativesPresent],
  };
}

function collectPartHits(
  context: MatchContext,
  key: string,
  withDescriptionCodes = true,
): number[] {
  const { index } = context;
  const hits = [
    ...(index.byPart.get(key) ?? []),
    ...(withDescriptionCodes ? (index.byDescriptionPart.get(key) ?? []) : []),
    ...(/^\d{8,14}$/.test(key) ? (index.byGtin.get(key) ?? []) : []),
  ];
  return [...new Set(hits)].filter(context.visibleResolved);
}
