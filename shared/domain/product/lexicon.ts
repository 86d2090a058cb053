/**
 * Multilingual domain lexicon for industrial and MRO products. Each concept is a
 * language-neutral id with its names in English, German, French, Spanish, Italian and Dutch, so
 * that descriptions in any of the six languages meet on the same concept tokens in the index.
 * Concepts may name a broader parent (a hex bolt is a screw), which lets a vague request such as
 * `Schraube M8x30` still reach hex bolts. Written by hand for this project. The data is
 * lexicon.json; this file reads it and matches stems against it.
 */
import lexiconData from './lexicon.json';
import { foldText } from './normalise';

export interface LexiconConcept {
  id: string;
  parent?: string;
  /**
   * Concepts a compound word stands for (`krachtdop` = impact + socket). An entry with `implies`
   * and `alias: true` is only a spelling: its own id never reaches the index.
   */
  implies?: string[];
  alias?: boolean;
  /** Names read only as whole words, never as the tail of a compound (see its section's note). */
  standalone?: boolean;
  en: string[];
  de: string[];
  fr: string[];
  es: string[];
  it: string[];
  nl: string[];
}

/**
 * The shape of lexicon.json: concepts grouped in sections for the reader (with notes where a term
 * looks odd), the mutually exclusive qualifier groups and the stop words.
 */
interface LexiconData {
  sections: ReadonlyArray<{
    name: string;
    notes?: string[];
    /** Its concepts tell variants of a product apart (a colour, a head shape), not its kind. */
    variants?: boolean;
    concepts: LexiconConcept[];
  }>;
  /** Qualifier concept → its group. */
  qualifierGroup: Record<string, string>;
  stopWords: string[];
}

// Assigned, not cast: a concept in the JSON that leaves the shape above fails the typecheck.
const data: LexiconData = lexiconData;

export const LEXICON: readonly LexiconConcept[] = data.sections.flatMap(
  (section) => section.concepts,
);

/** A concept's names in the six languages. */
export const namesOf = (concept: LexiconConcept): string[] => [
  ...concept.en,
  ...concept.de,
  ...concept.fr,
  ...concept.es,
  ...concept.it,
  ...concept.nl,
];

/**
 * Qualifier concepts that exclude each other within a group: a request for paper backing is not
 * answered by a mesh disc, an elbow is not a straight fitting. The semantic re-rank penalises a
 * candidate that carries another member of the group than the one asked for.
 */
export const QUALIFIER_GROUP: ReadonlyMap<string, string> = new Map(
  Object.entries(data.qualifierGroup),
);

/**
 * Concepts that say what kind of product a text names (a screw, a silencer, a contactor), each with
 * its family: the section it is written in. Those of the sections about variants, the qualifiers
 * and the spellings name no kind. Two texts whose most specific kinds are of no common family, and
 * none the other's parent, name different products (`kindsAlike` in search-index.ts); within a
 * family the lexicon's near-synonyms (a grinding disc, an abrasive disc, a sanding disc) are not
 * told apart firmly enough to say so.
 */
export const PRODUCT_KIND_FAMILY: ReadonlyMap<string, string> = new Map(
  data.sections
    .filter((section) => !section.variants)
    .flatMap((section) =>
      section.concepts
        .filter((concept) => !concept.alias && !QUALIFIER_GROUP.has(concept.id))
        .map((concept) => [concept.id, section.name] as const),
    ),
);

/** Words that carry no product meaning in any of the six languages. */
export const STOP_WORDS: ReadonlySet<string> = new Set(data.stopWords);

/** Words whose stem would meet another concept's (`rete`, mesh, would become the seal `reten`). */
const UNSTEMMED: ReadonlySet<string> = new Set(['rete']);

/**
 * A light stemmer shared by lexicon and index: it only needs to make singular and plural forms
 * (Schraube/Schrauben, tornillo/tornillos, vite/viti, moer/moeren) meet, not to be linguistic.
 */
export function stemToken(token: string): string {
  if (UNSTEMMED.has(token)) return token;
  let stem = token;
  if (stem.length > 3) stem = stem.replace(/(?:es|s)$/, '');
  if (stem.length > 3) stem = stem.replace(/(?:en|e|n|i|o|a)$/, '');
  return stem;
}

/** Folded, stemmed word tokens without stop words; the unit the lexicon is matched on. */
export function lexicalTokens(folded: string): string[] {
  const tokens: string[] = [];
  for (const raw of folded.split(/[^a-z0-9]+/)) {
    if (!raw || STOP_WORDS.has(raw)) continue;
    tokens.push(stemToken(raw));
  }
  return tokens;
}

interface LexiconEntry {
  stems: string[];
  concept: string;
}

interface CompiledLexicon {
  /** First stem → entries starting with it, longest first. */
  byFirstStem: Map<string, LexiconEntry[]>;
  /** Single-stem terms long enough to be found as the tail of a German/Dutch compound word. */
  compoundTails: Map<string, string>;
  parents: Map<string, string>;
  implied: Map<string, string[]>;
  aliases: Set<string>;
}

function compileLexicon(concepts: readonly LexiconConcept[]): CompiledLexicon {
  const byFirstStem = new Map<string, LexiconEntry[]>();
  const compoundTails = new Map<string, string>();
  const parents = new Map<string, string>();
  const implied = new Map<string, string[]>();
  const aliases = new Set<string>();
  for (const concept of concepts) {
    if (concept.parent) parents.set(concept.id, concept.parent);
    if (concept.implies) implied.set(concept.id, concept.implies);
    if (concept.alias) aliases.add(concept.id);
    for (const term of namesOf(concept)) {
      const stems = lexicalTokens(foldText(term));
      const first = stems[0];
      if (!first) continue;
      const list = byFirstStem.get(first) ?? [];
      if (!list.some((entry) => entry.stems.join(' ') === stems.join(' '))) {
        list.push({ stems, concept: concept.id });
      }
      byFirstStem.set(first, list);
      if (
        stems.length === 1 &&
        first.length >= 5 &&
        !concept.standalone &&
        !compoundTails.has(first)
      ) {
        compoundTails.set(first, concept.id);
      }
    }
  }
  for (const list of byFirstStem.values()) list.sort((a, b) => b.stems.length - a.stems.length);
  return { byFirstStem, compoundTails, parents, implied, aliases };
}

const COMPILED = compileLexicon(LEXICON);

export interface ConceptMatch {
  /** Concept ids found, including the parents of specific concepts. */
  concepts: string[];
  /** Indexes of the input stems that a concept explained. */
  consumed: Set<number>;
}

function withParents(concept: string, into: Set<string>, depth = 0): void {
  for (const other of COMPILED.implied.get(concept) ?? []) {
    if (depth < 2) withParents(other, into, depth + 1);
  }
  if (COMPILED.aliases.has(concept)) return;
  let current: string | undefined = concept;
  let guard = 0;
  while (current && guard < 5) {
    into.add(current);
    current = COMPILED.parents.get(current);
    guard += 1;
  }
}

/**
 * Finds lexicon concepts in a list of stems (see `lexicalTokens`): longest phrase first, then two
 * adjacent words written as one (`Sechskant Schraube`), then compound tails (`Edelstahlmutter`).
 */
export function findConcepts(stems: readonly string[]): ConceptMatch {
  const concepts = new Set<string>();
  const consumed = new Set<number>();
  for (let index = 0; index < stems.length; index++) {
    const stem = stems[index];
    if (stem === undefined) continue;
    const entries = COMPILED.byFirstStem.get(stem) ?? [];
    let matchedLength = 0;
    for (const entry of entries) {
      if (entry.stems.every((part, offset) => stems[index + offset] === part)) {
        withParents(entry.concept, concepts);
        matchedLength = entry.stems.length;
        break;
      }
    }
    if (matchedLength === 0) {
      const next = stems[index + 1];
      const joined = next === undefined ? undefined : stemToken(`${stem}${next}`);
      const joinedConcept = joined === undefined ? undefined : COMPILED.compoundTails.get(joined);
      if (joinedConcept) {
        withParents(joinedConcept, concepts);
        matchedLength = 2;
      }
    }
    if (matchedLength === 0 && stem.length >= 7) {
      for (let start = 1; start <= stem.length - 5; start++) {
        const tailConcept = COMPILED.compoundTails.get(stem.slice(start));
        if (tailConcept) {
          withParents(tailConcept, concepts);
          matchedLength = 1;
          break;
        }
      }
    }
    for (let offset = 0; offset < matchedLength; offset++) consumed.add(index + offset);
    if (matchedLength > 1) index += matchedLength - 1;
  }
  return { concepts: [...concepts], consumed };
}
