/**
 * Path 3 (SPEC 2.4): semantic match of the description — lexicon search and re-ranker, with the
 * customer's history as tie-breaker (which makes it path 4 when it decides) and the verdicts
 * "ambiguous" (assortments, families of look-alikes, candidates differing in what the request
 * leaves open) that send a line to a person. The largest path, and the only probabilistic one.
 */
import {
  describe,
  historyFor,
  MAX_ALTERNATIVES,
  type MatchContext,
  type Outcome,
  round,
} from '../match-context';
import {
  foldText,
  HISTORY_BLOCKING_KINDS,
  normaliseManufacturer,
  UNDERSPECIFIED_KINDS,
} from '../normalise';
import {
  contradicts,
  inRerankOrder,
  type RankedCandidate,
  rankedReading,
  rerankCandidates,
  rivalProbability,
  shippedReranker,
  topConfidence,
} from '../rerank';
import {
  LEXICON_UNDERSTOOD,
  lexiconCoverage,
  type SemanticCandidate,
  searchSemantic,
  type TextAnalysis,
} from '../search-index';
import { collapseSuccessors } from '../successor';
import {
  AlternativeReason,
  type LineItemInput,
  type MatchAlternative,
  MatchPath,
  type RationaleSignal,
  ReviewHint,
  UnmatchedReason,
} from '../types';

export interface SemanticOutcome {
  outcome: Outcome | undefined;
  candidates: SemanticCandidate[];
  /** "Ambiguous" only because the best candidates scored alike (no vague word, no open attribute). */
  closeCall?: boolean;
}

/**
 * The re-ranker's confidence above which its choice overrules the lexicon's "ambiguous" (a model
 * number both agree on, where the lexicon only saw a family of look-alikes).
 */
const SURE_ENOUGH_TO_OVERRULE = 0.9;

/** Least cosine of words and 4-grams for a re-ranked match without a shared model number. */
const MIN_TEXT_SIMILARITY = 0.25;

/** Share of the lexicon's best score within which it sees a candidate as one of its best. */
const LEXICON_SEEN_SHARE = 0.8;
/**
 * Where the line names the product's maker: a line in another language than the title shares
 * little more than the maker, the series and the sizes ('3M 471 Bodenmarkierungsband gelb 50mm'
 * for '3M 471 vinyl floor marking tape 50mm x 33m yellow', cosine 0.23).
 */
const MIN_TEXT_SIMILARITY_WITH_MAKER = 0.15;

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

export function semanticMatch(
  context: MatchContext,
  analysis: TextAnalysis,
  description: string,
  item: LineItemInput,
): SemanticOutcome {
  const { index, strategy } = context;
  const isVisible = context.scoped ? context.visibleResolved : undefined;
  const lexiconCandidates = searchSemantic(index, { analysis, isVisible, limit: 12 });
  const coverage = lexiconCoverage(analysis);
  const ranked = rerankCandidates(
    index,
    {
      text: [description, item.manufacturer ?? ''].filter(Boolean).join(' '),
      ...(item.manufacturer ? { description } : {}),
      manufacturerKey: normaliseManufacturer(item.manufacturer),
      lexiconCoverage: coverage,
      ...(isVisible ? { isVisible } : {}),
    },
    lexiconCandidates,
  );
  // Where the lexicon understood the request, its scores decide ties, history and ambiguity as
  // they always did when it ranks the same product first as the re-ranker, and its ambiguity
  // stands whatever the re-ranker prefers; elsewhere the re-ranker's probabilities decide. The
  // match's raw score is the re-ranker's confidence either way.
  const rankedResolved = inRerankOrder(collapseSuccessors(context, ranked) as RankedCandidate[]);
  const rankedOf = (product: number) =>
    rankedResolved.find((candidate) => candidate.product === product);
  const confidenceOf = (product: number): number => {
    const own = rankedOf(product);
    if (!own) return 0;
    const rival = rivalProbability(rankedResolved, own, rankedReading);
    return topConfidence(shippedReranker, own.probability, rival, own.features);
  };
  // Relative features flatter the only candidate of a tiny catalogue: a match the lexicon did not
  // see needs the text itself to agree (or a model number written the same way, or a variant of
  // it that one product alone carries); a model number
  // that names it alone is enough whatever the confidence (which then routes it to review).
  // A line in another language than the titles shares few of their letters: where the lexicon
  // understood it, a candidate it ranks among its best is seen by it.
  const lexiconBest = lexiconCandidates[0]?.score ?? 0;
  const lexiconSaw = (product: number): boolean =>
    coverage >= LEXICON_UNDERSTOOD &&
    lexiconCandidates.some(
      (candidate) =>
        candidate.product === product &&
        candidate.conflicts.length === 0 &&
        candidate.qualifierConflicts.length === 0 &&
        candidate.score >= lexiconBest * LEXICON_SEEN_SHARE,
    );
  const hasTextEvidence = (candidate: SemanticCandidate, confidence: number): boolean => {
    const own = candidate as Partial<RankedCandidate>;
    if (own.codeDecisive) return true;
    return (
      confidence >= strategy.confidenceFloor &&
      ((own.cosine ?? 0) >= MIN_TEXT_SIMILARITY ||
        lexiconSaw(candidate.product) ||
        (own.makerNamed === true && (own.cosine ?? 0) >= MIN_TEXT_SIMILARITY_WITH_MAKER) ||
        own.codeExact === true ||
        own.codeVariant === true)
    );
  };
  const rankedTop = rankedResolved[0];
  // The line's model number, written exactly as one candidate alone carries it, names that
  // product whatever the lexicon's similarity or a vague word in the title says.
  const onlyCodeMatch =
    rankedTop?.codeExact === true &&
    !rankedResolved.some(
      (candidate) => candidate.product !== rankedTop.product && candidate.codeExact,
    );
  const decide = (candidates: SemanticCandidate[], lexiconMode: boolean): SemanticOutcome => {
    const top = candidates[0];
    // Look-alikes and history cannot outweigh the model number the line names.
    const namedByCode = !lexiconMode && (top as Partial<RankedCandidate>)?.codeDecisive === true;
    // "Assorted colours" names one SKU when the best candidate is itself the assortment, or
    // when the line's model number is that candidate's alone ("… assorted 100/box - ESS48434").
    const vague =
      isVagueRequest(description, analysis) &&
      !(top && VAGUE_MARKERS.test(foldText(index.products[top.product]?.description ?? ''))) &&
      !(onlyCodeMatch && top?.product === rankedTop?.product);
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
    const ambiguous = (
      group: SemanticCandidate[],
      why: string,
      closeCall = false,
    ): SemanticOutcome => ({
      candidates,
      ...(closeCall ? { closeCall } : {}),
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
        !candidate.conflicts.some((kind) => HISTORY_BLOCKING_KINDS.has(kind)) &&
        candidate.qualifierConflicts.length === 0,
    );
    const preferred = namedByCode
      ? undefined
      : historyWindow
          .filter((candidate) => history?.has(candidate.product))
          .sort(
            (a, b) =>
              (history?.get(b.product)?.count ?? 0) - (history?.get(a.product)?.count ?? 0) ||
              b.score - a.score,
          )[0];
    // A candidate the line says it is not is no rival for the best where the line says nothing
    // against the best.
    const contradicted = (candidate: SemanticCandidate) =>
      !lexiconMode && contradicts(rankedOf(candidate.product)?.identityConflicts ?? []);
    const topContradicted = contradicted(top);
    const closeGroup = namedByCode
      ? [top]
      : candidates.filter(
          (candidate) =>
            candidate.score >= top.score * (1 - strategy.margin) &&
            (topContradicted || !contradicted(candidate)),
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

    // A candidate the line says it is not ('43in' against the 55" model) is no variant it left
    // unspecified, whatever the lexicon read of the line.
    const underspecified = namedByCode
      ? []
      : underspecifiedGroup(context, analysis, candidates).filter(
          (candidate) =>
            candidate === top || !contradicts(rankedOf(candidate.product)?.identityConflicts ?? []),
        );
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
        true,
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
            top.conflicts.length > 0 ||
            top.qualifierConflicts.length > 0 ||
            (rankedOf(top.product)?.identityConflicts.length ?? 0) > 0
              ? [ReviewHint.attributeConflict]
              : [],
        },
      },
    };
  };
  const lexiconResolved = collapseSuccessors(context, lexiconCandidates);
  const lexiconTop = lexiconResolved[0];
  if (lexiconTop) {
    const byLexicon = decide(lexiconResolved, true);
    const agrees = rankedTop?.product === lexiconTop.product;
    // The lexicon's ambiguity (a family of look-alikes, a vague word) stands unless the
    // re-ranker is sure, or the lexicon understood too little of the request to judge, or the
    // line names a model number only the re-ranker's choice carries — and that choice clears the
    // floor.
    const rankedConfidence = rankedTop ? confidenceOf(rankedTop.product) : 0;
    const rankedSure =
      rankedTop?.codeDecisive === true ||
      rankedConfidence >= SURE_ENOUGH_TO_OVERRULE ||
      ((coverage < LEXICON_UNDERSTOOD || onlyCodeMatch) &&
        rankedConfidence >= strategy.confidenceFloor);
    // Where the lexicon understood little of the request, a tie of its scores says only that the
    // few concepts it knows do not tell the candidates apart. The re-ranker reads every word: a
    // tie within the strategy's window there too is ambiguous (SPEC 4.2 rule 4), and otherwise
    // its confidence says how far the best leads. (Where the lexicon understood the request, its
    // tie is a family of variants differing in a word it knows: a question for a person.)
    if (byLexicon.closeCall && coverage < LEXICON_UNDERSTOOD) return decide(rankedResolved, false);
    if (byLexicon.outcome?.kind === 'unmatched' && !rankedSure) return byLexicon;
    const lexiconOverruledByCode =
      byLexicon.outcome?.kind === 'unmatched' && rankedTop?.codeDecisive === true;
    if (agrees && byLexicon.outcome && !lexiconOverruledByCode) return byLexicon;
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
