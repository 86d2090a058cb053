/**
 * Intent classification: the trained model decides, rules add evidence (cue phrases, automation
 * headers, daemon senders), the tenant taxonomy reshapes the outcome, and the rationale names the
 * words that moved the decision.
 */
import { fileURLToPath } from 'node:url';
import {
  isSupportedLanguage,
  type LanguageDetection,
  type LanguageDetector,
  loadLanguageDetector,
  SUPPORTED_LANGUAGES,
} from '../../text/language';
import type { CueMatch } from './cue-matcher';
import { AUTO_REPLY_SUBJECT_PREFIX } from './cues';
import {
  extractFeatures,
  type FeatureSet,
  hasAnyContent,
  hashFeatures,
  type IntentDocument,
  toDocument,
} from './features';
import { type IntentModel, loadIntentModel, predictProbabilities } from './model';
import { resolveTaxonomy, scoreCustomIntents } from './taxonomy';
import { hashString } from './text';
import {
  BASE_INTENTS,
  type IntentInput,
  type IntentResult,
  MODEL_CLASSES,
  type RationaleSignal,
  ReviewHint,
  type ScoredIntent,
} from './types';

export const DEFAULT_MODEL_PATH = fileURLToPath(
  new URL('../../../layers/models/intent/model.json', import.meta.url),
);

/** Secondary intents below this share of the probability are noise, not a second request. */
const SECONDARY_MIN_SCORE = 0.12;
const MAX_SECONDARY = 3;
const AUTO_REPLY_MIN_PROBABILITY = 0.5;
const AMBIGUOUS_MARGIN = 0.2;
const MISSING_CONTENT_SCORE = 0.05;

export interface IntentClassifier {
  classify(input: IntentInput): IntentResult;
  readonly model: IntentModel;
}

function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

function quote(text: string): string {
  return `'${text.replace(/'/g, '’')}'`;
}

function joinAnd(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

interface Contribution {
  label: string;
  weight: number;
}

/**
 * Evidence for class `k` over the model's expectation, per written unit: words (with the character
 * n-grams they produced), word pairs, attachment names, thread history, cues and structure.
 */
function explain(model: IntentModel, features: FeatureSet, probabilities: Float64Array, k: number) {
  const classCount = model.classes.length;
  const mask = model.dimension - 1;
  const terms = new Map<string, number>();
  const groups = new Map<string, number>();
  const addTerm = (label: string, weight: number) =>
    terms.set(label, (terms.get(label) ?? 0) + weight);
  for (let index = 0; index < features.keys.length; index++) {
    const key = features.keys[index] ?? '';
    const value = features.values[index] ?? 0;
    const offset = (hashString(key) & mask) * classCount;
    let expected = 0;
    for (let j = 0; j < classCount; j++)
      expected += (probabilities[j] ?? 0) * (model.weights[offset + j] ?? 0);
    const weight = value * ((model.weights[offset + k] ?? 0) - expected);
    const separator = key.indexOf('|');
    const group = key.slice(0, separator);
    const rest = key.slice(separator + 1);
    groups.set(group, (groups.get(group) ?? 0) + weight);
    if (group === 'w' || group === 's') {
      if (!rest.startsWith('#')) addTerm(features.surfaces.get(rest) ?? rest, weight);
    } else if (group === 'b') {
      const words = rest.split(' ');
      if (!words.some((word) => word.startsWith('#'))) {
        addTerm(words.map((word) => features.surfaces.get(word) ?? word).join(' '), weight);
      }
    } else if (group === 'c') {
      const sources = features.charSources.get(rest) ?? [];
      for (const word of sources)
        addTerm(features.surfaces.get(word) ?? word, weight / sources.length);
    }
  }
  const ranked: Contribution[] = [...terms.entries()]
    .map(([label, weight]) => ({ label, weight }))
    .filter((term) => term.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.label.localeCompare(b.label));
  return { terms: ranked, groups };
}

function cueLabel(cue: CueMatch, features: FeatureSet): string {
  return features.surfaces.get(cue.phrase) ?? cue.phrase;
}

function summariseCues(
  cues: CueMatch[],
  intent: string,
  features: FeatureSet,
): { text: string; phrases: string[]; language: string } | null {
  const matching = cues.filter((cue) => cue.intent === intent);
  if (matching.length === 0) return null;
  const byLanguage = new Map<string, number>();
  for (const cue of matching) byLanguage.set(cue.language, (byLanguage.get(cue.language) ?? 0) + 1);
  const language = [...byLanguage.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  const phrases = [...new Set(matching.map((cue) => cueLabel(cue, features)))].slice(0, 3);
  return {
    text: `${joinAnd(phrases.map(quote))} (${intent} cues, ${language})`,
    phrases,
    language,
  };
}

function languageSignal(language: LanguageDetection): RationaleSignal {
  return {
    signal: 'language',
    weight: round(language.confidence),
    evidence: { language: language.language, supported: language.supported },
  };
}

function missingContent(document: IntentDocument, language: LanguageDetection): IntentResult {
  return {
    intent: 'other',
    raw_score: MISSING_CONTENT_SCORE,
    secondary_intents: [],
    rationale:
      'Missing content: subject and body are empty and no attachment text was available, so there is nothing to classify.',
    rationale_signals: [
      {
        signal: 'missing_content',
        weight: 1,
        evidence: { subject: document.subject, body_chars: 0 },
      },
    ],
    language: language.language,
    review_hints: [ReviewHint.missingContent],
  };
}

function textForLanguage(document: IntentDocument): string {
  const body = document.content.length > 0 ? document.content : document.attachmentText;
  return `${document.subjectCore}\n${body}`.slice(0, 4_000);
}

export function createIntentClassifier(
  model: IntentModel,
  languageDetector: LanguageDetector,
): IntentClassifier {
  const autoIndex = MODEL_CLASSES.indexOf('auto_reply');

  function classify(input: IntentInput): IntentResult {
    const document = toDocument(input);
    const language = languageDetector.detect(textForLanguage(document));
    const hasContent = hasAnyContent(document);
    const features = extractFeatures(document, { explain: true });
    const automation = features.automation;

    if (!hasContent && automation.headers.length === 0 && !automation.daemonSender) {
      return missingContent(document, language);
    }

    const vector = hashFeatures(features.keys, features.values, model.dimension);
    const probabilities = predictProbabilities(model, vector);
    const autoProbability = probabilities[autoIndex] ?? 0;
    const subjectPrefix = AUTO_REPLY_SUBJECT_PREFIX.exec(document.subject)?.[0]?.trim();
    const ruleEvidence: string[] = [
      ...automation.headers.map((header) => `header ${header}`),
      ...(automation.daemonSender ? [`sender ${quote(document.sender)}`] : []),
      ...(subjectPrefix ? [`subject starts with ${quote(subjectPrefix)}`] : []),
    ];
    const languageSignals = [languageSignal(language)];

    if (ruleEvidence.length > 0 || autoProbability >= AUTO_REPLY_MIN_PROBABILITY) {
      const explanation = explain(model, features, probabilities, autoIndex);
      const cueSummary =
        summariseCues(features.cues, 'auto_reply', features) ??
        summariseCues(features.cues, 'bounce', features);
      const bounce =
        features.cues.some((cue) => cue.intent === 'bounce') || automation.daemonSender;
      const parts = [
        ...(cueSummary ? [cueSummary.text.replace('auto_reply cues', 'auto-reply cues')] : []),
        ...ruleEvidence,
      ];
      if (parts.length === 0)
        parts.push(
          `terms ${joinAnd(explanation.terms.slice(0, 3).map((term) => quote(term.label)))}`,
        );
      const rawScore =
        ruleEvidence.length > 0
          ? Math.max(autoProbability, 0.9 + 0.1 * autoProbability)
          : autoProbability;
      return {
        intent: 'other',
        raw_score: round(rawScore),
        secondary_intents: [],
        rationale: `${bounce ? 'Delivery failure report' : 'Automatic reply'}: ${parts.join('; ')}.`,
        rationale_signals: [
          {
            signal: 'model_auto_reply',
            weight: round(autoProbability),
            evidence: { terms: explanation.terms.slice(0, 5).map((term) => term.label) },
          },
          ...ruleEvidence.map((evidence) => ({
            signal: 'auto_reply_rule',
            weight: 1,
            evidence: { rule: evidence },
          })),
          ...(cueSummary
            ? [
                {
                  signal: 'cue_phrases',
                  weight: cueSummary.phrases.length,
                  evidence: { phrases: cueSummary.phrases, language: cueSummary.language },
                },
              ]
            : []),
          ...languageSignals,
        ],
        auto_reply: true,
        language: language.language,
        ...(language.supported ? {} : { language_unsupported: true as const }),
        review_hints: [
          ReviewHint.autoReply,
          ...(language.supported ? [] : [ReviewHint.languageUnsupported]),
        ],
      };
    }

    if (!language.supported) {
      return {
        intent: 'other',
        raw_score: round(language.confidence),
        secondary_intents: [],
        rationale: `Language ${quote(language.language ?? 'unknown')} (probability ${language.confidence.toFixed(2)}) is not supported; supported languages are ${SUPPORTED_LANGUAGES.join(', ')}.`,
        rationale_signals: languageSignals,
        language: language.language,
        language_unsupported: true,
        review_hints: [ReviewHint.languageUnsupported],
      };
    }

    const taxonomy = resolveTaxonomy(input.taxonomy, input.country);
    const intentMass = 1 - autoProbability;
    const distribution = new Map<string, number>();
    for (const intent of BASE_INTENTS) {
      if (taxonomy.disabled.has(intent)) continue;
      distribution.set(
        intent,
        (probabilities[MODEL_CLASSES.indexOf(intent)] ?? 0) / (intentMass || 1),
      );
    }
    let total = [...distribution.values()].reduce((sum, value) => sum + value, 0);
    for (const [intent, value] of distribution)
      distribution.set(intent, total > 0 ? value / total : 0);

    const customScores = scoreCustomIntents(
      taxonomy.custom,
      `${document.subjectCore}\n${document.content}\n${document.attachmentText}`,
    );
    const bestCustom = customScores[0];
    if (bestCustom) {
      const customTotal = customScores.reduce((sum, score) => sum + score.score, 0);
      const customMass = bestCustom.score;
      for (const [intent, value] of distribution)
        distribution.set(intent, value * (1 - customMass));
      for (const score of customScores)
        distribution.set(score.intent, customMass * (score.score / (customTotal || 1)));
      total = [...distribution.values()].reduce((sum, value) => sum + value, 0);
      for (const [intent, value] of distribution)
        distribution.set(intent, total > 0 ? value / total : 0);
    }

    const ranked = [...distribution.entries()].sort(
      (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
    );
    const [winner, winnerScore] = ranked[0] ?? ['other', 0];
    const secondary: ScoredIntent[] = ranked
      .slice(1)
      .filter(([, score]) => score >= SECONDARY_MIN_SCORE)
      .slice(0, MAX_SECONDARY)
      .map(([intent, score]) => ({ intent, raw_score: round(score) }));

    const signals: RationaleSignal[] = [];
    const parts: string[] = [];
    const customWinner = customScores.find((score) => score.intent === winner);
    if (customWinner) {
      parts.push(
        `reads like the tenant's example ${quote(customWinner.example)} for ${quote(winner)} (similarity ${customWinner.similarity.toFixed(2)})`,
      );
      signals.push({
        signal: 'custom_intent_examples',
        weight: round(customWinner.score),
        evidence: {
          intent: winner,
          example: customWinner.example,
          similarity: round(customWinner.similarity),
        },
      });
    } else {
      const classIndex = MODEL_CLASSES.indexOf(winner as (typeof MODEL_CLASSES)[number]);
      const explanation = explain(model, features, probabilities, classIndex);
      const cueSummary = summariseCues(features.cues, winner, features);
      if (cueSummary) parts.push(cueSummary.text);
      const cueWords = new Set((cueSummary?.phrases ?? []).map((phrase) => phrase.toLowerCase()));
      const terms = explanation.terms
        .filter((term) => !cueWords.has(term.label.toLowerCase()))
        .slice(0, 3);
      if (terms.length > 0)
        parts.push(
          `${cueSummary ? 'also ' : ''}${joinAnd(terms.map((term) => quote(term.label)))}`,
        );
      const attachmentWeight = explanation.groups.get('a') ?? 0;
      if (attachmentWeight > 0.05 && document.attachmentNames.length > 0) {
        parts.push(`attachment ${joinAnd(document.attachmentNames.slice(0, 2).map(quote))}`);
        signals.push({
          signal: 'attachment_names',
          weight: round(attachmentWeight),
          evidence: { filenames: document.attachmentNames.slice(0, 5) },
        });
      }
      const historyWeight = explanation.groups.get('h') ?? 0;
      if (historyWeight > 0.05) {
        parts.push('earlier message in the thread');
        signals.push({
          signal: 'thread_history',
          weight: round(historyWeight),
          evidence: { messages: input.thread_history?.length ?? 0 },
        });
      }
      signals.unshift({
        signal: 'model',
        weight: round(winnerScore),
        evidence: {
          class: winner,
          terms: explanation.terms
            .slice(0, 6)
            .map((term) => ({ term: term.label, weight: round(term.weight) })),
        },
      });
      if (cueSummary) {
        signals.push({
          signal: 'cue_phrases',
          weight: round(explanation.groups.get('cue') ?? 0),
          evidence: { phrases: cueSummary.phrases, language: cueSummary.language },
        });
      }
    }
    if (parts.length === 0) parts.push('no decisive words; the model’s prior decided');
    const languageNote = language.language
      ? ` [language ${language.language}]`
      : ' [language not determined]';
    signals.push(...languageSignals);
    if (automation.noreplySender)
      signals.push({ signal: 'noreply_sender', weight: 0, evidence: { sender: document.sender } });

    const hints: IntentResult['review_hints'] = [];
    if (customWinner) hints.push(ReviewHint.customIntent);
    if (secondary.length > 0) hints.push(ReviewHint.multiIntent);
    const runnerUp = ranked[1]?.[1] ?? 0;
    if (winnerScore - runnerUp < AMBIGUOUS_MARGIN) hints.push(ReviewHint.ambiguousIntents);
    if (!isSupportedLanguage(language.language)) hints.push(ReviewHint.languageUnknown);

    return {
      intent: winner,
      raw_score: round(winnerScore),
      secondary_intents: secondary,
      rationale: `${parts.join('; ')}${languageNote}.`,
      rationale_signals: signals,
      language: language.language,
      review_hints: hints,
    };
  }

  return {
    model,
    classify(input: IntentInput): IntentResult {
      try {
        return classify(input);
      } catch (error) {
        return {
          intent: 'other',
          raw_score: 0,
          secondary_intents: [],
          rationale: `Classification failed on this input (${error instanceof Error ? error.name : 'error'}); treat as unclassified.`,
          rationale_signals: [{ signal: 'classification_error', weight: 1 }],
          language: null,
          review_hints: [ReviewHint.missingContent],
        };
      }
    },
  };
}

let shared: Promise<IntentClassifier> | null = null;

/** Model plus language detector, loaded once per process (the Lambda cold start pays for it). */
export function loadIntentClassifier(
  modelPath: string = DEFAULT_MODEL_PATH,
): Promise<IntentClassifier> {
  if (modelPath !== DEFAULT_MODEL_PATH) {
    return Promise.all([loadIntentModel(modelPath), loadLanguageDetector()]).then(
      ([model, detector]) => createIntentClassifier(model, detector),
    );
  }
  if (shared === null) {
    shared = Promise.all([loadIntentModel(modelPath), loadLanguageDetector()]).then(
      ([model, detector]) => createIntentClassifier(model, detector),
    );
    shared.catch(() => {
      shared = null;
    });
  }
  return shared;
}

export async function classifyIntent(input: IntentInput): Promise<IntentResult> {
  const classifier = await loadIntentClassifier();
  return classifier.classify(input);
}
