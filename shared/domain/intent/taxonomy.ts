/**
 * Per-tenant intent taxonomy: disabled built-in intents and custom intents recognised from the
 * tenant's example phrases by weighted n-gram containment (how much of an example the message
 * contains), so that a handful of examples is enough and no retraining is needed.
 */
import { phraseSpace } from './text';
import type { CustomIntentDefinition, IntentTaxonomy } from './types';

export interface ResolvedTaxonomy {
  disabled: ReadonlySet<string>;
  custom: CustomIntentDefinition[];
  /** Intents the request's branch always routes to a rep. */
  reviewIntents: ReadonlySet<string>;
}

const MAX_CUSTOM_INTENTS = 50;
const MAX_EXAMPLES = 50;

function cleanDefinitions(definitions: unknown): CustomIntentDefinition[] {
  if (!Array.isArray(definitions)) return [];
  return definitions
    .filter(
      (definition): definition is CustomIntentDefinition =>
        typeof definition === 'object' &&
        definition !== null &&
        typeof (definition as CustomIntentDefinition).name === 'string' &&
        (definition as CustomIntentDefinition).name.trim().length > 0,
    )
    .slice(0, MAX_CUSTOM_INTENTS)
    .map((definition) => ({
      name: definition.name.trim(),
      description:
        typeof definition.description === 'string'
          ? definition.description.slice(0, 500)
          : undefined,
      examples: (Array.isArray(definition.examples) ? definition.examples : [])
        .filter(
          (example): example is string => typeof example === 'string' && example.trim().length > 0,
        )
        .slice(0, MAX_EXAMPLES)
        .map((example) => example.slice(0, 500)),
    }));
}

/**
 * Tenant-wide rules, with the country's override merged over them when `country` matches, then the
 * branch's rules when `branchId` matches (most specific last).
 */
export function resolveTaxonomy(
  taxonomy: IntentTaxonomy | undefined,
  country: string | undefined,
  branchId?: string,
): ResolvedTaxonomy {
  const disabled = new Set<string>();
  const custom = new Map<string, CustomIntentDefinition>();
  const apply = (rules: IntentTaxonomy | undefined) => {
    if (!rules || typeof rules !== 'object') return;
    for (const name of Array.isArray(rules.disabled_intents) ? rules.disabled_intents : []) {
      if (typeof name === 'string') disabled.add(name);
    }
    for (const definition of cleanDefinitions(rules.custom_intents))
      custom.set(definition.name, definition);
  };
  apply(taxonomy);
  const override =
    country && taxonomy?.country_overrides
      ? taxonomy.country_overrides[country.toUpperCase()]
      : undefined;
  apply(override);
  const branch =
    branchId && taxonomy?.branch_rules && Object.hasOwn(taxonomy.branch_rules, branchId)
      ? taxonomy.branch_rules[branchId]
      : undefined;
  apply(branch);
  const reviewIntents = new Set<string>(
    Array.isArray(branch?.review_intents)
      ? branch.review_intents.filter((name): name is string => typeof name === 'string')
      : [],
  );
  disabled.delete('other');
  for (const name of disabled) custom.delete(name);
  return { disabled, custom: [...custom.values()], reviewIntents };
}

type Profile = Map<string, number>;

/** Short words say little ('the', 'is', 'de'); longer words and their n-grams carry the meaning. */
function wordWeight(word: string): number {
  if (/\d/.test(word)) return 0.2;
  return Math.min(1, Math.max(0.05, (word.length - 2) / 5));
}

function profile(text: string): Profile {
  const result: Profile = new Map();
  const words = phraseSpace(text.slice(0, 6_000)).trim().split(' ').filter(Boolean).slice(0, 1_200);
  for (const word of words) {
    const weight = wordWeight(word);
    result.set(`w:${word}`, Math.max(result.get(`w:${word}`) ?? 0, weight));
    if (word.length >= 5) {
      // Stems let 'invoices' meet 'invoice' and 'Rechnungen' meet 'Rechnung'.
      const stem = word.slice(0, Math.max(5, word.length - 2));
      result.set(`p:${stem}`, Math.max(result.get(`p:${stem}`) ?? 0, weight * 0.8));
    }
  }
  for (let index = 1; index < words.length; index++) {
    const pair = `b:${words[index - 1]} ${words[index]}`;
    const weight = Math.min(wordWeight(words[index - 1] ?? ''), wordWeight(words[index] ?? ''));
    result.set(pair, Math.max(result.get(pair) ?? 0, weight * 0.7));
  }
  return result;
}

function containment(example: Profile, message: Profile): number {
  let total = 0;
  let covered = 0;
  for (const [key, weight] of example) {
    total += weight;
    if (message.has(key)) covered += weight;
    else if (key.startsWith('w:')) {
      // A word whose stem appears still counts for most of its weight.
      const word = key.slice(2);
      if (word.length >= 5 && message.has(`p:${word.slice(0, Math.max(5, word.length - 2))}`))
        covered += weight * 0.8;
    }
  }
  return total > 0 ? covered / total : 0;
}

export interface CustomIntentScore {
  intent: string;
  /** In [0, 1]: how strongly the message reads like the tenant's examples. */
  score: number;
  similarity: number;
  example: string;
}

/** Containment at which a custom intent is as likely as not. */
const MIDPOINT = 0.55;
const STEEPNESS = 12;

export function scoreCustomIntents(
  definitions: CustomIntentDefinition[],
  text: string,
): CustomIntentScore[] {
  if (definitions.length === 0) return [];
  const message = profile(text);
  const scores: CustomIntentScore[] = [];
  for (const definition of definitions) {
    let best = 0;
    let bestExample = '';
    const candidates = [
      ...definition.examples,
      ...(definition.description ? [definition.description] : []),
    ];
    for (const example of candidates) {
      const similarity = containment(profile(example), message);
      if (similarity > best) {
        best = similarity;
        bestExample = example;
      }
    }
    const score = 1 / (1 + Math.exp(-STEEPNESS * (best - MIDPOINT)));
    scores.push({ intent: definition.name, score, similarity: best, example: bestExample });
  }
  return scores.sort((a, b) => b.score - a.score);
}
