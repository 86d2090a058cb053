/**
 * Product matching by five paths in order of strength (SPEC 2.4, 4.2 rule 4): manufacturer part
 * number, cross-reference, semantic, customer history, branch override. The strongest path that
 * fires decides; weaker paths still contribute evidence (history breaks semantic ties). Then
 * discontinued products are replaced by their successor and the unit of measure is reconciled.
 */

import { lexicalTokens } from './lexicon';
import {
  canonicalUnit,
  extractPackSize,
  foldText,
  isPackUnit,
  normaliseManufacturer,
  normalisePartNumber,
} from './normalise';
import {
  lexiconCoverage,
  type RankedCandidate,
  rerankCandidates,
  shippedReranker,
  topConfidence,
} from './rerank';
import {
  analyseText,
  type CrossReferenceEntry,
  type IndexedProduct,
  isProductVisible,
  type ProductIndex,
  partKey,
  partNumberCandidates,
  type SemanticCandidate,
  searchSemantic,
  type TextAnalysis,
} from './search-index';
import {
  AlternativeReason,
  type LineItemInput,
  type MatchAlternative,
  MatchPath,
  type MatchPathValue,
  type MatchRequest,
  type MatchResult,
  type MatchStrategyValue,
  type ProductMatch,
  type ProposedConversion,
  type RationaleSignal,
  ReviewHint,
  type ReviewHintValue,
  UnmatchedReason,
  type UnmatchedReasonValue,
} from './types';

const MAX_DESCRIPTION = 2_000;
const MAX_ALTERNATIVES = 5;

interface StrategySettings {
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
    confidenceFloor: 0.3,
  },
  permissive: {
    floor: 0.3,
    margin: 0.003,
    historyMargin: 0.3,
    underspecifiedMargin: 0.05,
    confidenceFloor: 0.2,
  },
};

interface MatchContext {
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

interface Decision {
  product: number;
  path: MatchPathValue;
  score: number;
  rationale: string;
  signals: RationaleSignal[];
  alternatives: MatchAlternative[];
  hints: ReviewHintValue[];
}

interface Unmatched {
  reason: UnmatchedReasonValue;
  score: number;
  rationale: string;
  signals: RationaleSignal[];
  alternatives: MatchAlternative[];
}

type Outcome = { kind: 'match'; decision: Decision } | { kind: 'unmatched'; unmatched: Unmatched };

const round = (value: number): number => Math.round(value * 1000) / 1000;

function describe(product: IndexedProduct | undefined): string {
  if (!product) return '';
  const maker = product.manufacturer ? `${product.manufacturer} ` : '';
  const part = product.mpn ? `${maker}${product.mpn}, ` : '';
  return `${product.productId} (${part}${product.description.slice(0, 80)})`;
}

function manufacturersAgree(queryKey: string, productKey: string): boolean {
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

// ---------------------------------------------------------------------------------------------
// Path 1: manufacturer + part number

function matchByManufacturerPart(
  context: MatchContext,
  item: LineItemInput,
  description: string,
  allowOtherMaker = false,
): Decision | undefined {
  const { index } = context;
  const manufacturerKey = normaliseManufacturer(item.manufacturer);
  const mpnKey = normalisePartNumber(item.mpn);
  const mentioned = manufacturerKey
    ? [manufacturerKey]
    : manufacturersMentioned(index, description);

  const fromField = mpnKey ? collectPartHits(context, mpnKey) : [];
  let hits = fromField;
  let source = 'mpn_field';
  if (hits.length === 0) {
    source = 'description';
    const seen = new Set<number>();
    // Codes read from free text against codes read from catalogue descriptions are evidence for
    // the re-ranker (a year, a version or a size reads like a code), not a decision of their own.
    for (const candidate of partNumberCandidates(description)) {
      for (const hit of collectPartHits(context, candidate, false)) {
        if (!seen.has(hit)) {
          seen.add(hit);
          hits.push(hit);
        }
      }
    }
    hits = [...seen];
  }
  if (hits.length === 0) return undefined;

  const withManufacturer = hits.filter((hit) =>
    mentioned.some((key) => manufacturersAgree(key, index.products[hit]?.manufacturerKey ?? '')),
  );
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
function withIdenticalSiblings(
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

// ---------------------------------------------------------------------------------------------
// Path 2: cross-reference

function crossReferenceMatch(
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

// ---------------------------------------------------------------------------------------------
// Path 3: semantic (with history as tie-breaker, which makes it path 4 when it decides)

interface SemanticOutcome {
  outcome: Outcome | undefined;
  candidates: SemanticCandidate[];
}

/**
 * The re-ranker's confidence above which its choice overrules the lexicon's "ambiguous" (a model
 * number both agree on, where the lexicon only saw a family of look-alikes).
 */
const SURE_ENOUGH_TO_OVERRULE = 0.9;

/** Share of a request the lexicon must explain for its ambiguity verdict to stand on its own. */
const LEXICON_UNDERSTOOD = 0.5;

/** Least cosine of words and 4-grams for a re-ranked match without a shared model number. */
const MIN_TEXT_SIMILARITY = 0.25;

/** Candidates after replacing discontinued products by their successors, merged by product. */
function collapseSuccessors(
  context: MatchContext,
  candidates: SemanticCandidate[],
): SemanticCandidate[] {
  const merged = new Map<number, SemanticCandidate>();
  for (const candidate of candidates) {
    const resolved = resolveSuccessor(context, candidate.product).product;
    const existing = merged.get(resolved);
    if (!existing || existing.score < candidate.score)
      merged.set(resolved, { ...candidate, product: resolved });
  }
  return [...merged.values()].sort((a, b) => b.score - a.score || a.product - b.product);
}

function historyFor(context: MatchContext): Map<number, { count: number }> | undefined {
  return context.customerId ? context.index.customerHistory.get(context.customerId) : undefined;
}

/**
 * Words that make a request deliberately unspecific ("assorted cable ties", "M8 bolts, various
 * lengths"): such a line cannot name one SKU, so it goes to a person with the candidates.
 */
const VAGUE_MARKERS =
  /\b(?:diverse[ns]?|divers(?:es)?|verschiedene[nr]?|gemischte?|sortiert|sortiment|assorti(?:e|es|s)?|assortiment|assorted|assortment|various|mixed|varie|vari|varias|varios|surtid[oa]s|misti|miste|some|quelques|einige|alcuni|alcune|algunos|algunas|enkele)\b/;

export function isVagueRequest(description: string, analysis: TextAnalysis): boolean {
  if (!VAGUE_MARKERS.test(foldText(description))) return false;
  const attributes = analysis.attributes;
  const complete =
    (attributes.thread && attributes.length) || attributes.bearing || attributes.dimension;
  return !complete;
}

function semanticMatch(
  context: MatchContext,
  analysis: TextAnalysis,
  description: string,
  item: LineItemInput,
): SemanticOutcome {
  const { index, strategy } = context;
  const isVisible = context.scoped ? context.visibleResolved : undefined;
  const lexiconCandidates = searchSemantic(index, { analysis, isVisible, limit: 12 });
  const ranked = rerankCandidates(
    index,
    {
      text: [description, item.manufacturer ?? ''].filter(Boolean).join(' '),
      manufacturerKey: normaliseManufacturer(item.manufacturer),
      lexiconCoverage: lexiconCoverage(analysis),
      ...(isVisible ? { isVisible } : {}),
    },
    lexiconCandidates,
  );
  // Where the lexicon understood the request, its scores decide ties, history and ambiguity as
  // they always did when it ranks the same product first as the re-ranker, and its ambiguity
  // stands whatever the re-ranker prefers; elsewhere the re-ranker's probabilities decide. The
  // match's raw score is the re-ranker's confidence either way.
  const rankedResolved = collapseSuccessors(context, ranked) as RankedCandidate[];
  const confidenceOf = (product: number): number => {
    const own = rankedResolved.find((candidate) => candidate.product === product);
    if (!own) return 0;
    const other = rankedResolved.find((candidate) => candidate.product !== product);
    return topConfidence(shippedReranker, own.probability, other?.probability ?? 0, own.features);
  };
  // Relative features flatter the only candidate of a tiny catalogue: a match the lexicon did not
  // see needs the text itself to agree (or a model number written the same way).
  const hasTextEvidence = (candidate: SemanticCandidate, confidence: number): boolean => {
    const own = candidate as Partial<RankedCandidate>;
    return (
      confidence >= strategy.confidenceFloor &&
      ((own.cosine ?? 0) >= MIN_TEXT_SIMILARITY || own.codeExact === true)
    );
  };
  const decide = (candidates: SemanticCandidate[], lexiconMode: boolean): SemanticOutcome => {
    const top = candidates[0];
    // "Assorted colours" names one SKU when the best candidate is itself the assortment.
    const vague =
      isVagueRequest(description, analysis) &&
      !(top && VAGUE_MARKERS.test(foldText(index.products[top.product]?.description ?? '')));
    if (!top) {
      if (!vague) return { outcome: undefined, candidates };
      return {
        candidates,
        outcome: {
          kind: 'unmatched',
          unmatched: {
            reason: UnmatchedReason.ambiguous,
            score: 0.6,
            rationale:
              'Ambiguous: the request asks for an assortment or unspecified variants and names nothing the catalogue carries.',
            signals: [{ signal: 'vague_request', weight: 0.6 }],
            alternatives: [],
          },
        },
      };
    }
    const runnerUp = candidates[1];
    const gap = runnerUp ? (top.score - runnerUp.score) / Math.max(top.score, 1e-6) : 1;
    const history = historyFor(context);
    const signalsFor = (candidate: SemanticCandidate): RationaleSignal[] => [
      {
        signal: 'semantic_similarity',
        weight: round(candidate.score),
        evidence: {
          agreements: candidate.agreements,
          conflicts: candidate.conflicts,
          missing: candidate.missing,
          concepts: analysis.concepts,
        },
      },
      {
        signal: 'runner_up_gap',
        weight: round(gap),
        evidence: { runner_up: runnerUp ? round(runnerUp.score) : null },
      },
    ];
    const alternativesExcept = (product: number): MatchAlternative[] =>
      candidates
        .filter((candidate) => candidate.product !== product && candidate.score >= top.score * 0.6)
        .slice(0, MAX_ALTERNATIVES)
        .map((candidate) => ({
          catalog_product_id: index.products[candidate.product]?.productId ?? '',
          raw_score: round(candidate.score * 0.9),
          reason: history?.has(candidate.product)
            ? AlternativeReason.customerHistory
            : AlternativeReason.similarDescription,
        }));
    const ambiguous = (group: SemanticCandidate[], why: string): SemanticOutcome => ({
      candidates,
      outcome: {
        kind: 'unmatched',
        unmatched: {
          reason: UnmatchedReason.ambiguous,
          score: round(Math.min(0.9, 0.5 + 0.1 * group.length)),
          rationale: `Ambiguous: ${why}`,
          signals: signalsFor(top),
          alternatives: group.slice(0, 10).map((candidate) => ({
            catalog_product_id: index.products[candidate.product]?.productId ?? '',
            raw_score: round(candidate.score),
            reason: history?.has(candidate.product)
              ? AlternativeReason.customerHistory
              : AlternativeReason.similarDescription,
          })),
        },
      },
    });

    if (vague) {
      return ambiguous(
        candidates,
        'the request asks for an assortment or unspecified variants, so no single SKU can be chosen.',
      );
    }

    // Customer history decides between candidates that fit about equally well.
    const historyWindow = candidates.filter(
      (candidate) =>
        candidate.score >= top.score * (1 - strategy.historyMargin) &&
        candidate.score >= strategy.floor * 0.6 &&
        !candidate.conflicts.some((kind) => STRONG_HISTORY_BLOCKERS.has(kind)) &&
        candidate.qualifierConflicts.length === 0,
    );
    const preferred = historyWindow
      .filter((candidate) => history?.has(candidate.product))
      .sort(
        (a, b) =>
          (history?.get(b.product)?.count ?? 0) - (history?.get(a.product)?.count ?? 0) ||
          b.score - a.score,
      )[0];
    const closeGroup = candidates.filter(
      (candidate) => candidate.score >= top.score * (1 - strategy.margin),
    );
    if (preferred && (preferred.product !== top.product || closeGroup.length > 1)) {
      const entry = history?.get(preferred.product);
      return {
        candidates,
        outcome: {
          kind: 'match',
          decision: {
            product: preferred.product,
            path: MatchPath.customerHistory,
            score: round(Math.min(0.95, preferred.score * 0.85 + 0.1)),
            rationale: `Customer history: ${historyWindow.length} catalogue products fit the description about equally; this customer ordered ${describe(index.products[preferred.product])} before (${entry?.count ?? 0} orders).`,
            signals: [
              ...signalsFor(preferred),
              {
                signal: 'customer_history_preference',
                weight: 0.1,
                evidence: { orders: entry?.count ?? 0 },
              },
            ],
            alternatives: alternativesExcept(preferred.product),
            hints: [ReviewHint.ambiguousAlternativesPresent],
          },
        },
      };
    }

    const underspecified = underspecifiedGroup(context, analysis, candidates);
    if (underspecified.length > 1) {
      return ambiguous(
        underspecified,
        `${underspecified.length} catalogue products fit the description and differ in ${underspecified.length > 1 ? 'attributes' : 'an attribute'} the request does not specify.`,
      );
    }
    const sharesConcept = (candidate: SemanticCandidate) =>
      (index.products[candidate.product]?.concepts ?? []).some((concept) =>
        analysis.concepts.includes(concept),
      );
    if (closeGroup.length > 1 && top.score >= strategy.floor * 0.6) {
      return ambiguous(
        closeGroup,
        `${closeGroup.length} catalogue products match the description with similar scores and no customer history prefers one.`,
      );
    }
    if (closeGroup.length >= 2 && closeGroup.every(sharesConcept)) {
      // A bare product kind ("gloves for the workshop") fits a whole family equally.
      return ambiguous(
        closeGroup,
        `the description names a product kind that ${closeGroup.length} or more catalogue products fit equally.`,
      );
    }
    const confidence = confidenceOf(top.product);
    if (lexiconMode ? top.score < strategy.floor : !hasTextEvidence(top, confidence))
      return { outcome: undefined, candidates };
    const inHistory = history?.has(top.product) ?? false;
    const score = round(Math.min(0.995, confidence + (inHistory ? 0.03 : 0)));
    return {
      candidates,
      outcome: {
        kind: 'match',
        decision: {
          product: top.product,
          path: MatchPath.semantic,
          score,
          rationale: `Semantic match of the description: ${describe(index.products[top.product])} (similarity ${round(top.score)}${
            top.agreements.length > 0 ? `, agreeing on ${top.agreements.join(', ')}` : ''
          }${inHistory ? '; the customer ordered it before' : ''}).`,
          signals: [
            ...signalsFor(top),
            ...(inHistory ? [{ signal: 'customer_history', weight: 0.03 }] : []),
          ],
          alternatives: alternativesExcept(top.product),
          hints:
            top.conflicts.length > 0 || top.qualifierConflicts.length > 0
              ? [ReviewHint.attributeConflict]
              : [],
        },
      },
    };
  };
  const lexiconResolved = collapseSuccessors(context, lexiconCandidates);
  const lexiconTop = lexiconResolved[0];
  const rankedTop = rankedResolved[0];
  if (lexiconTop) {
    const byLexicon = decide(lexiconResolved, true);
    const agrees = rankedTop?.product === lexiconTop.product;
    // The lexicon's ambiguity (a family of look-alikes, a vague word) stands unless the
    // re-ranker is sure, or the lexicon understood too little of the request to judge, or the
    // line names a model number only the re-ranker's choice carries — and that choice clears the
    // floor.
    const rankedConfidence = rankedTop ? confidenceOf(rankedTop.product) : 0;
    const onlyCodeMatch =
      rankedTop?.codeExact === true &&
      !rankedResolved.some(
        (candidate) => candidate.product !== rankedTop.product && candidate.codeExact,
      );
    const rankedSure =
      rankedConfidence >= SURE_ENOUGH_TO_OVERRULE ||
      ((lexiconCoverage(analysis) < LEXICON_UNDERSTOOD || onlyCodeMatch) &&
        rankedConfidence >= strategy.confidenceFloor);
    if (byLexicon.outcome?.kind === 'unmatched' && !rankedSure) return byLexicon;
    if (agrees && byLexicon.outcome) return byLexicon;
  }
  return decide(rankedResolved, false);
}

/**
 * Candidates that fit everything the request says but differ among themselves in an attribute it
 * does not mention (`Sechskantschraube M8 verzinkt` against M8x30 and M8x40): only a person, or the
 * customer's history, can choose.
 */
function underspecifiedGroup(
  context: MatchContext,
  analysis: TextAnalysis,
  candidates: SemanticCandidate[],
): SemanticCandidate[] {
  const top = candidates[0];
  if (!top || top.conflicts.length > 0 || top.qualifierConflicts.length > 0) return [];
  const topProduct = context.index.products[top.product];
  if (!topProduct) return [];
  const group = [top];
  for (const candidate of candidates.slice(1)) {
    if (candidate.score < top.score * (1 - context.strategy.underspecifiedMargin)) break;
    if (candidate.conflicts.length > 0 || candidate.qualifierConflicts.length > 0) continue;
    const product = context.index.products[candidate.product];
    if (!product) continue;
    const differsUnasked = UNDERSPECIFIED_KINDS.some((kind) => {
      if (analysis.attributes[kind]?.length) return false;
      const a = topProduct.attributes[kind] ?? [];
      const b = product.attributes[kind] ?? [];
      return a.length > 0 && b.length > 0 && !a.some((value) => b.includes(value));
    });
    if (differsUnasked) group.push(candidate);
  }
  return group;
}

const UNDERSPECIFIED_KINDS = [
  'thread',
  'length',
  'bearing',
  'dimension',
  'diameter',
  'size',
  'grit',
  'alloy',
  'grade',
  'volume',
  'pipe_thread',
  'section',
] as const;

const STRONG_HISTORY_BLOCKERS = new Set<string>([
  'thread',
  'length',
  'bearing',
  'dimension',
  'diameter',
  'size',
  'grit',
  'alloy',
  'section',
]);

// ---------------------------------------------------------------------------------------------
// Path 4: customer history by customer part number

function customerHistoryMatch(
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

// ---------------------------------------------------------------------------------------------
// Path 5: branch override

function branchOverrideMatch(context: MatchContext, description: string): Decision | undefined {
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

// ---------------------------------------------------------------------------------------------
// Successor and unit conversion

function successorOf(index: ProductIndex, product: number): number {
  let current = product;
  for (let step = 0; step < 5; step++) {
    const record = index.products[current];
    if (!record?.discontinued || record.successor < 0) break;
    current = record.successor;
  }
  return current;
}

function resolveSuccessor(
  context: MatchContext,
  product: number,
): { product: number; replaced: number[] } {
  const replaced: number[] = [];
  let current = product;
  for (let step = 0; step < 5; step++) {
    const record = context.index.products[current];
    if (!record?.discontinued || record.successor < 0 || replaced.includes(record.successor)) break;
    replaced.push(current);
    current = record.successor;
  }
  return { product: current, replaced };
}

function applySuccessor(context: MatchContext, decision: Decision): Decision {
  const { product, replaced } = resolveSuccessor(context, decision.product);
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

interface UnitResolution {
  required: boolean;
  conversion?: ProposedConversion;
  packSizeUnknown?: boolean;
}

/**
 * Reconciles the requested unit with the catalogue's sales unit. Base units are pieces, metres,
 * kilograms, litres and pairs; a pack (box, roll, carton, set) holds `pack_size` base units.
 */
export function resolveUnit(
  quantity: number | null,
  unit: string | null | undefined,
  description: string,
  product: IndexedProduct,
): UnitResolution {
  const requested = canonicalUnit(unit ?? '');
  if (!requested || quantity === null || !(quantity > 0)) return { required: false };
  const catalogueUnit = product.canonicalUnit;
  const catalogueIsPack = isPackUnit(catalogueUnit) || product.packSize > 1;
  const requestIsPack = isPackUnit(requested);
  const requestPack = requestIsPack ? extractPackSize(`${unit ?? ''} ${description}`) : undefined;
  const build = (factor: number): UnitResolution => ({
    required: true,
    conversion: {
      from_unit: unit ?? requested,
      to_unit: product.unit,
      factor: round(factor),
      catalog_quantity: Math.max(1, Math.ceil(quantity * factor - 1e-9)),
    },
  });
  if (requested === catalogueUnit || (requested === 'pcs' && catalogueUnit === undefined)) {
    if (requestIsPack && requestPack !== undefined && requestPack !== product.packSize) {
      return build(requestPack / product.packSize);
    }
    if (!requestIsPack && product.packSize > 1) return build(1 / product.packSize);
    return { required: false };
  }
  if (!requestIsPack && catalogueIsPack) return build(1 / product.packSize);
  if (requestIsPack && !catalogueIsPack) {
    if (requestPack === undefined) return { required: true, packSizeUnknown: true };
    return build(requestPack);
  }
  if (requestIsPack && catalogueIsPack) {
    if (requestPack === undefined) {
      // Box against pack: the words differ, the thing is the same.
      return { required: false };
    }
    return requestPack === product.packSize
      ? { required: false }
      : build(requestPack / product.packSize);
  }
  if (requested !== catalogueUnit && catalogueUnit !== undefined) {
    return { required: true, packSizeUnknown: true };
  }
  return { required: false };
}

// ---------------------------------------------------------------------------------------------
// Orchestration

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
  const exact = matchByManufacturerPart(context, item, description);
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
  const partOnly = matchByManufacturerPart(context, item, description, true);
  if (partOnly) return matchedResult(context, item, description, partOnly);

  const analysis = analyseText(
    [description, item.manufacturer ?? ''].filter((part) => part).join(' '),
  );
  const semantic = semanticMatch(context, analysis, description, item);
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
