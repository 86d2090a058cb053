/**
 * Intent classification: the trained model decides, rules add evidence (cue phrases, automation
 * headers, daemon senders), the tenant taxonomy reshapes the outcome, and the rationale names the
 * words that moved the decision.
 */

import {
  isSupportedLanguage,
  type LanguageDetection,
  type LanguageDetector,
  loadLanguageDetector,
  SUPPORTED_LANGUAGES,
} from '#domain/text/language';
import { roundScore } from '#domain/trust/calibration';
import { modelArtefactPath } from '../artefacts';
import {
  type ConfidenceEvidence,
  type ConfidenceModel,
  loadConfidenceModel,
  MAX_CONFIDENCE,
} from './confidence';
import { type CueMatch, findCues } from './cue-matcher';
import { AUTO_REPLY_SUBJECT_PREFIX } from './cues';
import {
  extractFeatures,
  type FeatureSet,
  hasAnyContent,
  hashFeatures,
  type IntentDocument,
  intentDocumentOf,
} from './features';
import { type IntentModel, loadIntentModel, predictProbabilities } from './model';
import { resolveTaxonomy, scoreCustomIntents } from './taxonomy';
import { fold, hashString, phraseSpace, type Token, tokenize } from './text';
import {
  BASE_INTENTS,
  type IntentInput,
  type IntentResult,
  MODEL_CLASSES,
  type RationaleSignal,
  ReviewHint,
  type ScoredIntent,
} from './types';

/** The repository's copy of the trained model (what `npm run train` writes). */
export const DEFAULT_MODEL_PATH = modelArtefactPath('intent/model.json', {});

/** The deployed model: QCAS_MODELS_DIR/intent/model.json when set (Lambda layer, container). */
export function intentModelPath(env: Record<string, string | undefined> = process.env): string {
  return modelArtefactPath('intent/model.json', env);
}

/** The confidence model fitted for `modelPath`: `confidence.json` beside `model.json`. */
export function confidencePathFor(modelPath: string): string {
  return /(^|[\\/])model\.json$/.test(modelPath)
    ? modelPath.replace(/model\.json$/, 'confidence.json')
    : modelPath.replace(/(\.json)?$/, '.confidence.json');
}

/** Intents that name a request; auto-reply and bounce cues are not among them. */
const BUSINESS_INTENTS: ReadonlySet<string> = new Set(BASE_INTENTS);

/** Share of the new text's words that the model has a weight for: low for unlike-anything mail. */
function coverage(model: IntentModel, keys: readonly string[]): number {
  const mask = model.dimension - 1;
  const classCount = model.classes.length;
  let known = 0;
  let total = 0;
  for (const key of keys.slice(0, 300)) {
    if (key.startsWith('#')) continue;
    total++;
    const offset = (hashString(`w|${key}`) & mask) * classCount;
    for (let k = 0; k < classCount; k++) {
      if ((model.weights[offset + k] ?? 0) !== 0) {
        known++;
        break;
      }
    }
  }
  return total === 0 ? 0 : known / total;
}

/** Secondary intents below this share of the probability are noise, not a second request. */
const SECONDARY_MIN_SCORE = 0.2;
const MAX_SECONDARY = 3;
const AUTO_REPLY_MIN_PROBABILITY = 0.5;
const AMBIGUOUS_MARGIN = 0.2;
const MISSING_CONTENT_SCORE = 0.05;
/** An RFQ is a formal quote request and vice versa; the rest fall back to other. */
const DISABLED_FALLBACK: Partial<Record<string, string>> = {
  rfq: 'quote',
  quote: 'rfq',
  update: 'order',
};

export interface IntentClassifier {
  classify(input: IntentInput): IntentResult;
  readonly model: IntentModel;
}

function quote(text: string): string {
  return `'${text.replace(/'/g, '’')}'`;
}

function joinAnd(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * Function words never explain a decision to a reader, whatever weight hashing gave them; they are
 * left out of the rationale (not out of the model).
 */
const FUNCTION_WORDS = new Set(
  (
    'the a an and or of to for in on at by with from is are be been was were have has had this that these those it we you i our your my me us ' +
    'please thanks thank many kind regards best good morning hello hi dear have nice day can could would what which ord before after about all any there their also not ' +
    'der die das den dem des ein eine einen einem und oder zu für im in an am auf mit von ist sind wir sie ich uns unser unsere ihr ihre bitte danke vielen gruß grüße guten tag morgen hallo noch schönen einen bis um wie ' +
    'le la les un une des du de et ou à au aux pour par avec en est sont nous vous je notre nos votre vos merci bonjour cordialement bonne journée ' +
    'el los las una unos unas del y o a al para por con en es son nosotros usted ustedes nuestro nuestra su sus gracias hola saludos buen buenos días que tenga ' +
    'il lo gli uno di e o a da per con su è sono noi voi vostro vostra nostro nostra grazie buongiorno saluti buona giornata ' +
    'het een en of te voor in op met van is zijn wij we u ons onze uw graag bedankt hallo goedemorgen groet groeten beste fijne dag'
  ).split(' '),
);

function isExplanatory(label: string): boolean {
  const words = label.toLowerCase().split(' ');
  return (
    words.some((word) => word.length >= 3 && !FUNCTION_WORDS.has(word)) &&
    !words.every((word) => FUNCTION_WORDS.has(word))
  );
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
    .filter((term) => term.weight > 0 && isExplanatory(term.label))
    .sort((a, b) => b.weight - a.weight || a.label.localeCompare(b.label));
  return { terms: ranked, groups };
}

/** Where `words` (folded; the last a stem when `stem`) stand in `written` from `from` on, or -1. */
function findWords(words: string[], stem: boolean, written: Token[], from: number, to: number) {
  const last = words.length - 1;
  for (let start = from; start + words.length <= Math.min(written.length, to); start++) {
    let matches = true;
    for (let offset = 0; offset < words.length && matches; offset++) {
      const word = fold(written[start + offset]?.surface ?? '');
      const wanted = words[offset] ?? '';
      matches = stem && offset === last ? word.startsWith(wanted) : word === wanted;
    }
    if (matches) return start;
  }
  return -1;
}

function surfaceOf(written: Token[], start: number, length: number): string {
  return written
    .slice(start, start + length)
    .map((token) => token.surface)
    .join(' ');
}

/** Tokens a gap may span in the written words (items, and the numbers the cue does not count). */
const GAP_SEARCH_TOKENS = 40;

/**
 * The cue phrase as the sender wrote it ('Bitte um Preis', 'Könnten Sie uns … schicken'), found
 * among the message's words.
 */
function cueLabel(cue: CueMatch, written: Token[]): string {
  const stem = cue.phrase.endsWith('*');
  const parts = cue.phrase
    .replace(/\*$/, '')
    .split('…')
    .map((part) => phraseSpace(part).trim())
    .filter((part) => part.length > 0)
    .map((part) => part.split(' '));
  const [head, tail] = parts;
  if (!head) return cue.phrase;
  const start = findWords(head, stem && !tail, written, 0, written.length);
  if (start < 0) return cue.phrase;
  const headText = surfaceOf(written, start, head.length);
  if (!cue.phrase.includes('…')) return headText;
  if (!tail) return `${headText} …`;
  const from = start + head.length;
  const end = findWords(tail, false, written, from, from + GAP_SEARCH_TOKENS);
  return end < 0 ? cue.phrase : `${headText} … ${surfaceOf(written, end, tail.length)}`;
}

function summariseCues(
  cues: CueMatch[],
  intent: string,
  written: Token[],
  messageLanguage: string | null,
): { text: string; phrases: string[]; language: string } | null {
  const matching = cues.filter((cue) => cue.intent === intent);
  if (matching.length === 0) return null;
  const byLanguage = new Map<string, number>();
  for (const cue of matching) byLanguage.set(cue.language, (byLanguage.get(cue.language) ?? 0) + 1);
  // Shared cues such as 'RFQ' sit in several lists; name the message's own language when it has any.
  const language =
    messageLanguage && byLanguage.has(messageLanguage)
      ? messageLanguage
      : ([...byLanguage.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '');
  const phrases = [...new Set(matching.map((cue) => cueLabel(cue, written)))].slice(0, 3);
  return {
    text: `${joinAnd(phrases.map(quote))} (${intent} cues, ${language})`,
    phrases,
    language,
  };
}

function languageSignal(language: LanguageDetection): RationaleSignal {
  return {
    signal: 'language',
    weight: roundScore(language.confidence),
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
  const body =
    document.content.length > 0 && !document.attachmentDecides
      ? document.content
      : document.attachmentText;
  // The sign-off cut from a short message still tells its language ('Grazie e scusate').
  const signOff = body === document.content ? document.signOff : '';
  return `${document.subjectCore}\n${body}\n${signOff}`.slice(0, 4_000);
}

const SENTENCE_MIN_PROBABILITY = 0.65;
const SENTENCE_SECONDARY_SHARE = 0.6;
const MAX_SENTENCES = 12;
const DOCUMENT_SHARE = 0.6;

interface SentenceReading {
  text: string;
  intent: (typeof BASE_INTENTS)[number];
  probability: number;
  probabilities: number[];
}

export function splitSentences(content: string): string[] {
  const sentences: string[] = [];
  for (const line of content.split('\n')) {
    for (const piece of line.split(/(?<=[.!?;])\s+/)) {
      const trimmed = piece.trim();
      const words = trimmed.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
      if (words >= 5) sentences.push(trimmed);
      if (sentences.length >= MAX_SENTENCES) return sentences;
    }
  }
  return sentences;
}

function blendWithSentences(
  documentProbabilities: number[],
  sentences: SentenceReading[],
): number[] {
  if (sentences.length < 2) return documentProbabilities;
  const pooled = documentProbabilities.map(() => 0);
  let totalWeight = 0;
  sentences.forEach((sentence, position) => {
    const weight = position === 0 ? 2 : 1;
    totalWeight += weight;
    sentence.probabilities.forEach((probability, index) => {
      pooled[index] = (pooled[index] ?? 0) + weight * probability;
    });
  });
  return documentProbabilities.map(
    (probability, index) =>
      DOCUMENT_SHARE * probability + (1 - DOCUMENT_SHARE) * ((pooled[index] ?? 0) / totalWeight),
  );
}

const AUTO_REPLY_INDEX = MODEL_CLASSES.indexOf('auto_reply');

/** Positions of the base intents among the model's classes. */
const BASE_CLASS_INDEX = BASE_INTENTS.map((intent) => MODEL_CLASSES.indexOf(intent));

/** The base intents' probabilities with the auto-reply class's share taken out and renormalised. */
function businessShares(probabilities: ArrayLike<number>): number[] {
  const share = 1 - (probabilities[AUTO_REPLY_INDEX] ?? 0);
  return BASE_CLASS_INDEX.map((index) => (probabilities[index] ?? 0) / (share || 1));
}

/** Each sentence of the new text read on its own, by the same model. */
function readSentences(model: IntentModel, document: IntentDocument): SentenceReading[] {
  const readings: SentenceReading[] = [];
  for (const text of splitSentences(document.content)) {
    const sentenceDocument: IntentDocument = {
      ...document,
      subject: '',
      subjectCore: '',
      content: text,
      attachmentNames: [],
      attachmentText: '',
      historyText: '',
      quotedText: '',
      attachmentDecides: false,
      headers: {},
      isReply: false,
      isForward: false,
      hadQuoted: false,
    };
    const sentenceFeatures = extractFeatures(sentenceDocument, { explain: false });
    const sentenceProbabilities = predictProbabilities(
      model,
      hashFeatures(sentenceFeatures.keys, sentenceFeatures.values, model.dimension),
    );
    const probabilities = businessShares(sentenceProbabilities);
    let best = 0;
    probabilities.forEach((probability, index) => {
      if (probability > (probabilities[best] ?? 0)) best = index;
    });
    readings.push({
      text,
      intent: BASE_INTENTS[best] ?? 'other',
      probability: probabilities[best] ?? 0,
      probabilities,
    });
  }
  return readings;
}

/** Rule evidence of an automatic message: headers, daemon sender, subject prefix, bounce phrases. */
function automationRuleEvidence(document: IntentDocument, features: FeatureSet): string[] {
  const automation = features.automation;
  const subjectPrefix = AUTO_REPLY_SUBJECT_PREFIX.exec(document.subject)?.[0]?.trim();
  const ruleEvidence: string[] = [
    ...automation.headers.map((header) => `header ${header}`),
    ...(automation.daemonSender ? [`sender ${quote(document.sender)}`] : []),
    ...(subjectPrefix ? [`subject starts with ${quote(subjectPrefix)}`] : []),
  ];
  // Several distinct delivery-failure phrases together are a bounce report, not a request.
  const bouncePhrases = [
    ...new Set(features.cues.filter((cue) => cue.intent === 'bounce').map((cue) => cue.phrase)),
  ];
  if (bouncePhrases.length >= 2) {
    ruleEvidence.push(`delivery-failure phrases ${joinAnd(bouncePhrases.slice(0, 3).map(quote))}`);
  }
  const absence = outOfOfficeWording(document.content);
  if (absence.length > 0)
    ruleEvidence.push(`automatic-reply wording ${joinAnd(absence.map(quote))}`);
  return ruleEvidence;
}

/** A title in quotation marks on one line: «…», “…”, „…“, "…" (bounded, no nesting: linear). */
const QUOTED_TITLE = /«[^»\n]{1,200}»|“[^”\n]{1,200}”|„[^“”\n]{1,200}[“”]|"[^"\n]{1,200}"/g;

/** A short note that says only that its writer is away: at most this many words. */
const OUT_OF_OFFICE_MAX_WORDS = 80;

/**
 * Out-of-office or receipt-ticket wording in the new text, when the mail client set no header or
 * subject prefix: two distinct auto-reply phrases ('out of the office', 'no access to email';
 * 'ticket number', 'automatically generated') in a short text that asks for nothing of its own (no
 * cue of a business intent; a callback or an invoice word, cues of `other`, do not count: the note
 * says whom to call meanwhile). One phrase alone is a person mentioning their absence.
 */
function outOfOfficeWording(content: string): string[] {
  const head = content.slice(0, 2_000);
  if (head.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length > OUT_OF_OFFICE_MAX_WORDS)
    return [];
  // A ticket note names the message it acknowledges in quotation marks ('concerning: « Order
  // confirmation 220388 »'): that title is the received mail's, not a request of the note.
  const cues = findCues(head.replace(QUOTED_TITLE, ' '));
  // Where to call or whom to write meanwhile ('bellen met', 'call me on') is part of the note.
  if (cues.some((cue) => cue.intent !== 'other' && BUSINESS_INTENTS.has(cue.intent))) return [];
  const phrases = [
    ...new Set(cues.filter((cue) => cue.intent === 'auto_reply').map((cue) => cue.phrase)),
  ];
  return phrases.length >= 2 ? phrases.slice(0, 3) : [];
}

interface Reading {
  input: IntentInput;
  document: IntentDocument;
  features: FeatureSet;
  language: LanguageDetection;
  /** The subject and new text as written, for citing cue phrases. */
  written: Token[];
  probabilities: Float64Array;
}

function automaticReplyResult(
  model: IntentModel,
  reading: Reading,
  ruleEvidence: string[],
): IntentResult {
  const { features, probabilities, written, language } = reading;
  const autoProbability = probabilities[AUTO_REPLY_INDEX] ?? 0;
  const explanation = explain(model, features, probabilities, AUTO_REPLY_INDEX);
  const cueSummary =
    summariseCues(features.cues, 'auto_reply', written, language.language) ??
    summariseCues(features.cues, 'bounce', written, language.language);
  const bounce =
    features.cues.some((cue) => cue.intent === 'bounce') || features.automation.daemonSender;
  const parts = [
    ...(cueSummary ? [cueSummary.text.replace('auto_reply cues', 'auto-reply cues')] : []),
    // The cue summary already names the delivery-failure and out-of-office phrases.
    ...ruleEvidence.filter(
      (rule) =>
        !(
          cueSummary &&
          (rule.startsWith('delivery-failure phrases') ||
            rule.startsWith('automatic-reply wording'))
        ),
    ),
  ];
  if (parts.length === 0)
    parts.push(`terms ${joinAnd(explanation.terms.slice(0, 3).map((term) => quote(term.label)))}`);
  // Rules raise the model's probability, but no answer claims certainty (see confidence.ts).
  const rawScore = Math.min(
    MAX_CONFIDENCE,
    ruleEvidence.length > 0
      ? Math.max(autoProbability, 0.9 + 0.1 * autoProbability)
      : autoProbability,
  );
  return {
    intent: 'other',
    raw_score: roundScore(rawScore),
    secondary_intents: [],
    rationale: `${bounce ? 'Delivery failure report' : 'Automatic reply'}: ${parts.join('; ')}.`,
    rationale_signals: [
      {
        signal: 'model_auto_reply',
        weight: roundScore(autoProbability),
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
      languageSignal(language),
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

function unsupportedLanguageResult(language: LanguageDetection): IntentResult {
  return {
    intent: 'other',
    raw_score: roundScore(language.confidence),
    secondary_intents: [],
    rationale: `Language ${quote(language.language ?? 'unknown')} (probability ${language.confidence.toFixed(2)}) is not supported; supported languages are ${SUPPORTED_LANGUAGES.join(', ')}.`,
    rationale_signals: [languageSignal(language)],
    language: language.language,
    language_unsupported: true,
    review_hints: [ReviewHint.languageUnsupported],
  };
}

type Taxonomy = ReturnType<typeof resolveTaxonomy>;

interface IntentDistribution {
  /** Reported intent → probability, summing to 1. */
  distribution: Map<string, number>;
  /** Disabled intents with evidence, as 'from→to'. */
  redirected: string[];
  /** For each reported intent, the model class that gave it most of its probability. */
  strongestSource: Map<string, { intent: string; probability: number }>;
}

/** Base-intent probabilities onto the tenant's intents: disabled ones go to their fallback. */
function distributeOverTaxonomy(blended: number[], taxonomy: Taxonomy): IntentDistribution {
  const distribution = new Map<string, number>();
  const redirected: string[] = [];
  const strongestSource = new Map<string, { intent: string; probability: number }>();
  for (const [index, intent] of BASE_INTENTS.entries()) {
    const probability = blended[index] ?? 0;
    let target: string = intent;
    if (taxonomy.disabled.has(intent)) {
      // A disabled intent's evidence goes to its nearest enabled relative, else to other.
      const fallback = DISABLED_FALLBACK[intent];
      target = fallback && !taxonomy.disabled.has(fallback) ? fallback : 'other';
      if (probability >= SECONDARY_MIN_SCORE) redirected.push(`${intent}→${target}`);
    }
    distribution.set(target, (distribution.get(target) ?? 0) + probability);
    if (probability > (strongestSource.get(target)?.probability ?? -1)) {
      strongestSource.set(target, { intent, probability });
    }
  }
  normalise(distribution);
  return { distribution, redirected, strongestSource };
}

function normalise(distribution: Map<string, number>): void {
  const total = [...distribution.values()].reduce((sum, value) => sum + value, 0);
  for (const [intent, value] of distribution)
    distribution.set(intent, total > 0 ? value / total : 0);
}

type CustomScores = ReturnType<typeof scoreCustomIntents>;

/** The best custom intent's similarity takes that share of the mass, split among custom intents. */
function addCustomIntents(distribution: Map<string, number>, customScores: CustomScores): void {
  const bestCustom = customScores[0];
  if (!bestCustom) return;
  const customTotal = customScores.reduce((sum, score) => sum + score.score, 0);
  const customMass = bestCustom.score;
  for (const [intent, value] of distribution) distribution.set(intent, value * (1 - customMass));
  for (const score of customScores)
    distribution.set(score.intent, customMass * (score.score / (customTotal || 1)));
  normalise(distribution);
}

/** Runner-up intents with a real share, and confident sentences of another intent. */
function secondaryIntents(
  ranked: [string, number][],
  sentences: SentenceReading[],
  distribution: Map<string, number>,
  taxonomy: Taxonomy,
): [string, number][] {
  const [winner, winnerScore] = ranked[0] ?? ['other', 0];
  const secondaryScores = new Map<string, number>();
  for (const [intent, score] of ranked.slice(1)) {
    if (score >= SECONDARY_MIN_SCORE) secondaryScores.set(intent, score);
  }
  for (const sentence of sentences) {
    const intent = sentence.intent;
    // A polite closing line reads as 'other' on its own; that is not a second request.
    if (
      intent === winner ||
      intent === 'other' ||
      taxonomy.disabled.has(intent) ||
      sentence.probability < SENTENCE_MIN_PROBABILITY
    )
      continue;
    const score = Math.min(
      winnerScore * 0.95,
      Math.max(distribution.get(intent) ?? 0, sentence.probability * SENTENCE_SECONDARY_SHARE),
    );
    if (score > (secondaryScores.get(intent) ?? 0)) secondaryScores.set(intent, score);
  }
  return [...secondaryScores.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, MAX_SECONDARY);
}

/** What predicts that the answer is wrong (confidence.ts turns it into a probability). */
function confidenceEvidence(
  model: IntentModel,
  reading: Reading,
  ranked: [string, number][],
  documentProbabilities: number[],
  sentences: SentenceReading[],
): ConfidenceEvidence {
  const { features, language, document } = reading;
  const [winner, winnerScore] = ranked[0] ?? ['other', 0];
  const documentBest = documentProbabilities.indexOf(Math.max(...documentProbabilities));
  const newTextIntents = new Set<string>(
    features.cues.map((cue) => cue.intent).filter((intent) => BUSINESS_INTENTS.has(intent)),
  );
  const runnerUpScore = ranked[1]?.[1] ?? 0;
  return {
    logit_top: Math.log(Math.max(winnerScore, 1e-4) / Math.max(1 - winnerScore, 1e-4)),
    margin: winnerScore - runnerUpScore,
    document_agrees: BASE_INTENTS[documentBest] === winner ? 1 : 0,
    sentences_agree:
      sentences.length === 0
        ? 0.5
        : sentences.filter((sentence) => sentence.intent === winner).length / sentences.length,
    new_text_cue: newTextIntents.has(winner) ? 1 : 0,
    conflicting_cues: Math.min(2, [...newTextIntents].filter((i) => i !== winner).length) / 2,
    quoted_only_cue:
      !newTextIntents.has(winner) && (features.threadIntents as string[]).includes(winner) ? 1 : 0,
    coverage: coverage(model, features.contentKeys),
    short_text: features.contentKeys.length < 12 ? 1 : 0,
    log_length: Math.log1p(features.contentKeys.length) / 8,
    language_confidence: language.confidence,
    attachment_only: document.attachmentDecides ? 1 : 0,
    class_quote: winner === 'quote' ? 1 : 0,
    class_order: winner === 'order' ? 1 : 0,
    class_update: winner === 'update' ? 1 : 0,
    class_status: winner === 'status' ? 1 : 0,
    class_rfq: winner === 'rfq' ? 1 : 0,
    class_other: winner === 'other' ? 1 : 0,
  };
}

interface Rationale {
  parts: string[];
  signals: RationaleSignal[];
}

/** Why a custom intent won: the tenant's example it reads like. */
function customIntentRationale(winner: string, customWinner: CustomScores[number]): Rationale {
  return {
    parts: [
      `reads like the tenant's example ${quote(customWinner.example)} for ${quote(winner)} (similarity ${customWinner.similarity.toFixed(2)})`,
    ],
    signals: [
      {
        signal: 'custom_intent_examples',
        weight: roundScore(customWinner.score),
        evidence: {
          intent: winner,
          example: customWinner.example,
          similarity: roundScore(customWinner.similarity),
        },
      },
    ],
  };
}

/**
 * Why a built-in intent won: its cue phrases as written, the words with the largest contribution,
 * the attachment (which decided, or whose name supports it) and the thread history.
 */
function modelRationale(
  model: IntentModel,
  reading: Reading,
  winner: string,
  winnerScore: number,
  explained: string,
): Rationale {
  const { features, probabilities, written, language, document, input } = reading;
  const parts: string[] = [];
  const signals: RationaleSignal[] = [];
  const classIndex = MODEL_CLASSES.indexOf(explained as (typeof MODEL_CLASSES)[number]);
  const explanation = explain(model, features, probabilities, classIndex);
  const cueSummary = summariseCues(features.cues, explained, written, language.language);
  if (cueSummary) parts.push(cueSummary.text);
  const cueWords = new Set(
    (cueSummary?.phrases ?? []).flatMap((phrase) => [
      phrase.toLowerCase(),
      ...phrase.toLowerCase().split(' '),
    ]),
  );
  const terms = explanation.terms
    .filter((term) => !cueWords.has(term.label.toLowerCase()))
    .slice(0, 3);
  if (terms.length > 0)
    parts.push(`${cueSummary ? 'also ' : ''}${joinAnd(terms.map((term) => quote(term.label)))}`);
  const attachmentWeight = explanation.groups.get('a') ?? 0;
  if (document.attachmentDecides) {
    // SPEC 4.2 rule 1: the body says nothing of its own, so the attachment's text decided.
    const names = document.attachmentNames.slice(0, 2);
    parts.push(
      `the attachment decided${names.length > 0 ? ` (${joinAnd(names.map(quote))})` : ''}: the body says nothing of its own`,
    );
    signals.push({
      signal: 'attachment_decided',
      weight: 1,
      evidence: { filenames: document.attachmentNames.slice(0, 5) },
    });
  } else if (attachmentWeight > 0 && document.attachmentNames.length > 0) {
    parts.push(`attachment ${joinAnd(document.attachmentNames.slice(0, 2).map(quote))}`);
    signals.push({
      signal: 'attachment_names',
      weight: roundScore(attachmentWeight),
      evidence: { filenames: document.attachmentNames.slice(0, 5) },
    });
  }
  const historyWeight = explanation.groups.get('h') ?? 0;
  if (historyWeight > 0.05) {
    parts.push('earlier message in the thread');
    signals.push({
      signal: 'thread_history',
      weight: roundScore(historyWeight),
      evidence: { messages: input.thread_history?.length ?? 0 },
    });
  }
  signals.unshift({
    signal: 'model',
    weight: roundScore(winnerScore),
    evidence: {
      class: winner,
      terms: explanation.terms
        .slice(0, 6)
        .map((term) => ({ term: term.label, weight: roundScore(term.weight) })),
    },
  });
  if (cueSummary) {
    signals.push({
      signal: 'cue_phrases',
      weight: roundScore(explanation.groups.get('cue') ?? 0),
      evidence: { phrases: cueSummary.phrases, language: cueSummary.language },
    });
  }
  return { parts, signals };
}

/** The business intents over a supported language: model, sentences, taxonomy, confidence. */
function intentResult(
  model: IntentModel,
  confidence: ConfidenceModel | null,
  reading: Reading,
): IntentResult {
  const { input, document, features, language, probabilities } = reading;
  const taxonomy = resolveTaxonomy(input.taxonomy, input.country, input.branch_id);
  const documentProbabilities = businessShares(probabilities);
  // Each sentence read on its own: a second request shows up as a sentence of its own intent,
  // and the opening request weighs more than later asides.
  const sentences = readSentences(model, document);
  const blended = blendWithSentences(documentProbabilities, sentences);
  const { distribution, redirected, strongestSource } = distributeOverTaxonomy(blended, taxonomy);
  const customScores = scoreCustomIntents(
    taxonomy.custom,
    `${document.subjectCore}\n${document.content}\n${document.attachmentText}`,
  );
  addCustomIntents(distribution, customScores);

  const ranked = [...distribution.entries()].sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
  );
  const [winner, winnerScore] = ranked[0] ?? ['other', 0];
  const secondaryRanked = secondaryIntents(ranked, sentences, distribution, taxonomy);
  const evidence = confidenceEvidence(model, reading, ranked, documentProbabilities, sentences);
  // Custom intents are scored by example similarity, which the confidence model never saw.
  const customWinner = customScores.find((score) => score.intent === winner);
  const rawScore = confidence && !customWinner ? confidence.score(evidence) : winnerScore;
  // Secondary intents keep their share relative to the answer, on the answer's confidence scale.
  const secondaryScale = winnerScore > 0 ? rawScore / winnerScore : 1;
  const secondary: ScoredIntent[] = secondaryRanked.map(([intent, score]) => ({
    intent,
    raw_score: roundScore(Math.min(rawScore * 0.95, score * secondaryScale)),
  }));

  // A redirected intent is explained by the evidence for the disabled class it came from.
  const { parts, signals } = customWinner
    ? customIntentRationale(winner, customWinner)
    : modelRationale(
        model,
        reading,
        winner,
        winnerScore,
        strongestSource.get(winner)?.intent ?? winner,
      );
  if (redirected.length > 0) {
    parts.push(`disabled for this tenant, reported as its fallback: ${redirected.join(', ')}`);
    signals.push({ signal: 'taxonomy_redirect', weight: 1, evidence: { redirected } });
  }
  if (parts.length === 0) parts.push('no decisive words; the model’s prior decided');
  const languageNote = language.language
    ? ` [language ${language.language}]`
    : ' [language not determined]';
  signals.push(languageSignal(language));
  if (features.automation.noreplySender)
    signals.push({ signal: 'noreply_sender', weight: 0, evidence: { sender: document.sender } });

  const hints: IntentResult['review_hints'] = [];
  if (customWinner) hints.push(ReviewHint.customIntent);
  if (secondary.length > 0) hints.push(ReviewHint.multiIntent);
  const runnerUp = ranked[1]?.[1] ?? 0;
  if (winnerScore - runnerUp < AMBIGUOUS_MARGIN) hints.push(ReviewHint.ambiguousIntents);
  if (!isSupportedLanguage(language.language)) hints.push(ReviewHint.languageUnknown);
  if (taxonomy.reviewIntents.has(winner)) {
    hints.push(ReviewHint.branchReviewRule);
    parts.push(`branch ${quote(input.branch_id ?? '')} routes ${quote(winner)} to a rep`);
    signals.push({
      signal: 'branch_review_rule',
      weight: 1,
      evidence: { branch_id: input.branch_id, intent: winner },
    });
  }

  return {
    intent: winner,
    raw_score: roundScore(rawScore),
    secondary_intents: secondary,
    rationale: `${parts.join('; ')}${languageNote}.`,
    rationale_signals: signals,
    language: language.language,
    review_hints: hints,
    confidence_evidence: evidence,
  };
}

/** Segment, detect the language, then answer: missing content, automatic, unsupported, or intents. */
function classifyInput(
  model: IntentModel,
  languageDetector: LanguageDetector,
  confidence: ConfidenceModel | null,
  input: IntentInput,
): IntentResult {
  const document = intentDocumentOf(input);
  const language = languageDetector.detect(textForLanguage(document));
  const hasContent = hasAnyContent(document);
  const features = extractFeatures(document, { explain: true });
  const automation = features.automation;
  const written = tokenize(`${document.subjectCore}\n${document.content.slice(0, 4_000)}`, 1_500);

  if (!hasContent && automation.headers.length === 0 && !automation.daemonSender) {
    return missingContent(document, language);
  }

  const vector = hashFeatures(features.keys, features.values, model.dimension);
  const probabilities = predictProbabilities(model, vector);
  const reading: Reading = { input, document, features, language, written, probabilities };
  const ruleEvidence = automationRuleEvidence(document, features);
  if (
    ruleEvidence.length > 0 ||
    (probabilities[AUTO_REPLY_INDEX] ?? 0) >= AUTO_REPLY_MIN_PROBABILITY
  ) {
    return automaticReplyResult(model, reading, ruleEvidence);
  }
  if (!language.supported) return unsupportedLanguageResult(language);
  return intentResult(model, confidence, reading);
}

function classificationError(error: unknown): IntentResult {
  return {
    intent: 'other',
    raw_score: 0,
    secondary_intents: [],
    rationale: `Classification failed on this input (${error instanceof Error ? error.name : 'error'}); treat as unclassified.`,
    rationale_signals: [
      {
        signal: 'classification_error',
        weight: 1,
        evidence: { error: error instanceof Error ? error.name : typeof error },
      },
    ],
    language: null,
    review_hints: [ReviewHint.classificationError],
  };
}

export function createIntentClassifier(
  model: IntentModel,
  languageDetector: LanguageDetector,
  confidence: ConfidenceModel | null = null,
): IntentClassifier {
  return {
    model,
    classify(input: IntentInput): IntentResult {
      try {
        return classifyInput(model, languageDetector, confidence, input);
      } catch (error) {
        return classificationError(error);
      }
    },
  };
}

const loaded = new Map<string, Promise<IntentClassifier>>();

/** Model plus language detector, loaded once per process and path (the cold start pays for it). */
export function loadIntentClassifier(
  modelPath: string = intentModelPath(),
): Promise<IntentClassifier> {
  let classifier = loaded.get(modelPath);
  if (!classifier) {
    classifier = Promise.all([
      loadIntentModel(modelPath),
      loadLanguageDetector(),
      loadConfidenceModel(confidencePathFor(modelPath)),
    ]).then(([model, detector, confidence]) => createIntentClassifier(model, detector, confidence));
    loaded.set(modelPath, classifier);
    classifier.catch(() => loaded.delete(modelPath));
  }
  return classifier;
}

export async function classifyIntent(input: IntentInput): Promise<IntentResult> {
  const classifier = await loadIntentClassifier();
  return classifier.classify(input);
}
