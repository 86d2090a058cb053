/**
 * The product index: exact maps for the deterministic paths (manufacturer + part number, part
 * number alone, GTIN, cross-references, customer part numbers, branch overrides) and an inverted
 * index for the semantic path. Documents are bags of language-neutral concept ids, attribute
 * tokens, residual words and character 4-grams of residual words, each weighted by field and
 * inverse document frequency; a query is scored by weighted overlap normalised Dice-style.
 * Postings live in typed arrays so that 100,000 SKUs stay well under the memory budget.
 */

import {
  buildLexicalIndex,
  type LexicalIndex,
  lexicalText,
  type ModelCodes,
  modelCodes,
  packPostings,
} from './lexical';
import {
  findConcepts,
  LEXICON,
  lexicalTokens,
  PRODUCT_KIND_FAMILY,
  QUALIFIER_GROUP,
} from './lexicon';
import {
  AttributeKind,
  type AttributeKindValue,
  type CanonicalUnitValue,
  canonicalUnit,
  extractAttributes,
  extractPackSize,
  foldText,
  IDENTITY_KINDS,
  normaliseManufacturer,
  normalisePartNumber,
  type ProductAttributes,
  STRONG_CONFLICT_KINDS,
} from './normalise';
import { quantitiesOf } from './rerank';
import type { CatalogueInput, ProductRecordInput } from './types';

const FIELD_WEIGHT = { concept: 1.6, parentConcept: 0.6, attribute: 3, word: 0.8, gram: 0.18 };
const NGRAM = 4;
const MAX_TERMS_PER_TEXT = 400;

export interface TextAnalysis {
  attributes: ProductAttributes;
  /** Weighted index terms (`c:`, `a:`, `w:`, `g:` prefixes) of the text. */
  terms: Map<string, number>;
  concepts: string[];
  /** Words that neither the lexicon nor the attribute reader explained. */
  residualWords: string[];
  /**
   * Numbers written alone, without a unit ('Izar HSS drill 3.5', 'Itap 090 3/4'): in millimetres,
   * or an inch fraction as `1/2in`. Possibly a size, possibly a series number.
   */
  bareNumbers: string[];
}

function maskConsumed(folded: string, ranges: ReadonlyArray<[number, number]>): string {
  if (ranges.length === 0) return folded;
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  let result = '';
  let cursor = 0;
  for (const [from, to] of sorted) {
    if (to <= cursor) continue;
    const start = Math.max(from, cursor);
    result += `${folded.slice(cursor, start)}${' '.repeat(to - start)}`;
    cursor = to;
  }
  return result + folded.slice(cursor);
}

function addTerm(terms: Map<string, number>, term: string, weight: number): void {
  if (terms.size >= MAX_TERMS_PER_TEXT) return;
  const current = terms.get(term) ?? 0;
  if (weight > current) terms.set(term, weight);
}

/**
 * Turns one free text into index terms. Words explained by a lexicon concept or an attribute are
 * represented only by that concept or attribute, so the same product described in another
 * language yields (nearly) the same bag.
 */
/**
 * `Y` names a fitting shape (`Y connector`, `raccord en Y`, `Steck-Y-Verbinder`) but is also the
 * Spanish "and", a stop word: the shape is spelled out before the stop words are dropped.
 */
function spellOutShapeLetters(folded: string): string {
  return folded
    .replace(/\b(en|a|in) ([yt])\b/g, (_, word: string, letter: string) =>
      letter === 'y' ? `${word} ypiece` : `${word} teepiece`,
    )
    .replace(
      /(^|[\s-])([yt])(?=[\s-](?:connector|verbinder|koppeling|stuk|stuck|piece|fitting|verteiler)\b)/g,
      (_, before: string, letter: string) => `${before}${letter === 'y' ? 'ypiece' : 'teepiece'}`,
    );
}

export function analyseText(text: string): TextAnalysis {
  const extraction = extractAttributes(text);
  const folded = spellOutShapeLetters(maskConsumed(foldText(text), extraction.consumed));
  const stems = lexicalTokens(folded);
  const conceptMatch = findConcepts(stems);
  const terms = new Map<string, number>();
  const specific = new Set(conceptMatch.concepts);
  for (const concept of conceptMatch.concepts) {
    addTerm(terms, `c:${concept}`, FIELD_WEIGHT.concept);
  }
  // Parents are added by findConcepts as plain concepts; weigh them down when a child is present.
  for (const token of extraction.tokens) addTerm(terms, `a:${token}`, FIELD_WEIGHT.attribute);
  // Hyphenated codes (NYM-J, H05VV-F, HSS-E-PM) are one identifier, not a run of short words.
  for (const code of folded.match(/\b[a-z0-9]+(?:-[a-z0-9]+)+\b/g) ?? []) {
    const joined = code.replace(/-/g, '');
    if (joined.length >= 3 && joined.length <= 16 && /[a-z]/.test(joined)) {
      addTerm(terms, `w:${joined}`, FIELD_WEIGHT.word);
    }
  }
  const residualWords: string[] = [];
  stems.forEach((stem, index) => {
    if (conceptMatch.consumed.has(index)) return;
    residualWords.push(stem);
    addTerm(terms, `w:${stem}`, FIELD_WEIGHT.word);
    if (stem.length > NGRAM) {
      const padded = `_${stem}_`;
      for (let i = 0; i + NGRAM <= padded.length; i++) {
        addTerm(terms, `g:${padded.slice(i, i + NGRAM)}`, FIELD_WEIGHT.gram);
      }
    }
  });
  for (const concept of specific) {
    if (conceptMatch.concepts.some((other) => other !== concept && isAncestor(concept, other))) {
      terms.set(`c:${concept}`, FIELD_WEIGHT.parentConcept);
    }
  }
  return {
    attributes: extraction.attributes,
    terms,
    concepts: conceptMatch.concepts,
    residualWords,
    bareNumbers: bareNumbersOf(folded),
  };
}

const BARE_DECIMAL = /^\d{1,3}(?:[.,]\d{1,2})?$/;
const BARE_FRACTION = /^\d{1,2}\/\d{1,2}$/;
const MAX_BARE_NUMBERS = 8;

/**
 * The numbers a text writes as words of their own, without a unit (see `bareNumbers`), where a
 * size is written: at the end of the text ('broca Dormer A002 6,8'), or anywhere with a decimal
 * comma ('Aristorod 12.50 0,8 bobine'). A number inside a retail title is a series or a count as
 * often as a size ('vertex 2 60gb 2.5 sata').
 */
function bareNumbersOf(folded: string): string[] {
  const words = folded
    .slice(0, 500)
    .split(/[\s;()]+/)
    .map((word) => word.replace(/,$/, ''))
    .filter(Boolean);
  let trailing = words.length;
  while (trailing > 0 && isBareNumber(words[trailing - 1] ?? '')) trailing--;
  const numbers: string[] = [];
  words.forEach((word, at) => {
    if (numbers.length >= MAX_BARE_NUMBERS || !isBareNumber(word)) return;
    if (at < trailing && !word.includes(',')) return;
    numbers.push(BARE_FRACTION.test(word) ? `${word}in` : String(Number(word.replace(',', '.'))));
  });
  return numbers;
}

const isBareNumber = (word: string): boolean => BARE_DECIMAL.test(word) || BARE_FRACTION.test(word);

/**
 * The sizes a product's title writes: millimetres (lengths, diameters, factors of its dimensions)
 * and inch fractions (a diameter in inches, the fraction of a pipe thread).
 */
function sizesOf(attributes: ProductAttributes): string[] {
  return [
    ...(attributes.length ?? []),
    ...(attributes.diameter ?? []),
    ...(attributes.dimension ?? []).flatMap((value) => value.split('x')),
    ...(attributes.pipe_thread ?? []).map((value) => `${value.replace(/^[a-z]+/, '')}in`),
  ];
}

const PARENT_OF = new Map(LEXICON.filter((c) => c.parent).map((c) => [c.id, c.parent as string]));

function isAncestor(candidate: string, of: string): boolean {
  let current = PARENT_OF.get(of);
  let guard = 0;
  while (current && guard < 5) {
    if (current === candidate) return true;
    current = PARENT_OF.get(current);
    guard += 1;
  }
  return false;
}

/**
 * The kinds of product a text names most specifically: a parent that another of its kinds refines
 * ('connector' beside 'terminal_block') says no more than that one.
 */
function specificKinds(concepts: readonly string[]): string[] {
  const kinds = concepts.filter((concept) => PRODUCT_KIND_FAMILY.has(concept));
  return kinds.filter((kind) => !kinds.some((other) => other !== kind && isAncestor(kind, other)));
}

const kindsOfProduct = new WeakMap<IndexedProduct, string[]>();

/** `specificKinds` of a catalogue product's concepts, read once per product. */
function productKinds(product: IndexedProduct): string[] {
  let kinds = kindsOfProduct.get(product);
  if (!kinds) {
    kinds = specificKinds(product.concepts);
    kindsOfProduct.set(product, kinds);
  }
  return kinds;
}

/**
 * Two kinds may name one product when they are written in one family (the lexicon's near-synonyms
 * are not told apart firmly) or one is the other's parent ('connector' of a 'terminal_block').
 * Siblings of a parent in other families are other products: a wire-end ferrule is no terminal
 * block.
 */
const kindsAlike =
  (kind: string) =>
  (other: string): boolean =>
    PRODUCT_KIND_FAMILY.get(kind) === PRODUCT_KIND_FAMILY.get(other) ||
    isAncestor(kind, other) ||
    isAncestor(other, kind);

export interface IndexedProduct {
  productId: string;
  description: string;
  manufacturer: string;
  manufacturerKey: string;
  mpn: string;
  mpnKey: string;
  category: string | null;
  unit: string;
  canonicalUnit: CanonicalUnitValue | undefined;
  packSize: number;
  discontinued: boolean;
  successor: number;
  branchIds: ReadonlySet<string> | null;
  countries: ReadonlySet<string> | null;
  attributes: ProductAttributes;
  concepts: readonly string[];
  /** Residual words with digits (model numbers, versions) of the main description. */
  codes: readonly string[];
  /** Model and part numbers written anywhere in the product's texts (normalised). */
  modelCodes: readonly string[];
  /** The maker's key, or the first word of the description when no maker is recorded. */
  brandKey: string;
  /** Quantities with units in the description (`gb:16`, `in:40`). */
  quantities: readonly string[];
}

export interface CrossReferenceEntry {
  manufacturerKey: string;
  mpn: string;
  /** Product index, or -1 when the reference records that no equivalent exists. */
  product: number;
  relation: 'equivalent' | 'substitute';
}

export interface HistoryEntry {
  count: number;
  quantity: number;
  lastOrderedAt: string;
}

export interface BranchOverrideEntry {
  text: string;
  stems: string[];
  product: number;
}

export interface SemanticCandidate {
  product: number;
  score: number;
  overlap: number;
  conflicts: AttributeKindValue[];
  agreements: AttributeKindValue[];
  missing: AttributeKindValue[];
  /** Share of the query's codes found in the candidate, or null when the query has none. */
  codeAgreement: number | null;
  /** Qualifier groups (backing, head shape, fitting shape…) where the candidate has another member. */
  qualifierConflicts: string[];
}

export interface ProductIndex {
  products: IndexedProduct[];
  byId: Map<string, number>;
  byManufacturerPart: Map<string, number[]>;
  byPart: Map<string, number[]>;
  byDescriptionPart: Map<string, number[]>;
  byGtin: Map<string, number[]>;
  crossReferences: Map<string, CrossReferenceEntry[]>;
  crossReferencesByPart: Map<string, CrossReferenceEntry[]>;
  manufacturerKeys: Set<string>;
  customerParts: Map<string, Map<string, number>>;
  customerHistory: Map<string, Map<number, HistoryEntry>>;
  branchOverrides: Map<string, BranchOverrideEntry[]>;
  semantic: SemanticIndex;
  /** Character n-gram and model-number channels over the raw text (lexical.ts). */
  lexical: LexicalIndex;
}

export interface SemanticIndex {
  termIds: Map<string, number>;
  termWeight: Float32Array;
  postingStart: Int32Array;
  postingDocs: Int32Array;
  docNorm: Float32Array;
  scratch: Float32Array;
  touched: Int32Array;
  documentCount: number;
}

const partKey = (manufacturerKey: string, mpnKey: string): string => `${manufacturerKey}|${mpnKey}`;

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) {
    if (!list.includes(value)) list.push(value);
  } else map.set(key, [value]);
}

const PART_TOKEN = /^(?=.*\d)[A-Z0-9]{4,30}$/;

/** Tokens of a text that look like part numbers, alone and joined with their neighbours. */
export function partNumberCandidates(text: string, extractionFree = true): string[] {
  const raw = text
    .slice(0, 2_000)
    .split(/[\s,;()[\]{}"']+/)
    .filter(Boolean);
  const found = new Set<string>();
  for (let i = 0; i < raw.length && i < 200; i++) {
    let joined = '';
    for (let span = 0; span < 3 && i + span < raw.length; span++) {
      joined += raw[i + span] ?? '';
      const key = normalisePartNumber(joined);
      if (PART_TOKEN.test(key) && (extractionFree || span > 0)) found.add(key);
    }
  }
  return [...found];
}

function attributesFromRecord(record: ProductRecordInput): string {
  const attributes = record.attributes ?? {};
  const parts: string[] = [];
  let thread = '';
  let length = '';
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === '') continue;
    // `type: standard` marks the plain variant; the word would only weigh against it.
    if (typeof value === 'string' && /^(?:standard|std|none|n\/a|-)$/i.test(value.trim())) continue;
    const key = foldText(name);
    const text = String(value);
    if (/thread|gewinde/.test(key)) thread = text;
    else if (/section|querschnitt/.test(key) && /^\d+([.,]\d+)?$/.test(text))
      parts.push(`${text} mm²`);
    else if (/^length|laenge|lange/.test(key) && /^\d+([.,]\d+)?$/.test(text)) length = text;
    else parts.push(/^\d+([.,]\d+)?$/.test(text) ? `${name} ${text}` : text);
  }
  if (thread) parts.push(length ? `${thread}x${length}` : thread);
  else if (length) parts.push(`${length} mm`);
  return parts.join(' ; ');
}

/** Words carrying digits: the model numbers and versions that tell near-identical items apart. */
export function codesOf(words: readonly string[]): string[] {
  return [...new Set(words.filter((word) => /\d/.test(word)))].slice(0, 20);
}

/** Catalogues repeat the same wording across makers and sizes; analyse each text once per build. */
type AnalysisCache = Map<string, TextAnalysis>;

function analyseCached(text: string, cache: AnalysisCache): TextAnalysis {
  let analysis = cache.get(text);
  if (!analysis) {
    analysis = analyseText(text);
    if (cache.size < 200_000) cache.set(text, analysis);
  }
  return analysis;
}

function analyseProduct(
  record: ProductRecordInput,
  cache: AnalysisCache,
): {
  primary: TextAnalysis;
  all: Map<string, number>;
  attributes: ProductAttributes;
  concepts: string[];
} {
  const primary = analyseCached(`${record.description} ; ${attributesFromRecord(record)}`, cache);
  const all = new Map(primary.terms);
  const attributes: ProductAttributes = { ...primary.attributes };
  const concepts = new Set(primary.concepts);
  const seen = new Set([record.description]);
  for (const text of Object.values(record.descriptions ?? {})) {
    if (typeof text !== 'string' || !text || seen.has(text)) continue;
    seen.add(text);
    const variant = analyseCached(text, cache);
    for (const [term, weight] of variant.terms) addTerm(all, term, weight);
    for (const [kind, values] of Object.entries(variant.attributes) as Array<
      [AttributeKindValue, string[]]
    >) {
      // Copied: the cached analysis is shared by every product with the same wording.
      const list = [...(attributes[kind] ?? [])];
      for (const value of values) if (!list.includes(value)) list.push(value);
      attributes[kind] = list;
    }
    for (const concept of variant.concepts) concepts.add(concept);
  }
  return { primary, all, attributes, concepts: [...concepts] };
}

/**
 * Builds the in-memory index from the tenant's master data. Records with an empty id or
 * description are skipped rather than failing the whole catalogue.
 */
export function buildProductIndex(input: CatalogueInput): ProductIndex {
  const products: IndexedProduct[] = [];
  const byId = new Map<string, number>();
  const byManufacturerPart = new Map<string, number[]>();
  const byPart = new Map<string, number[]>();
  const byDescriptionPart = new Map<string, number[]>();
  const byGtin = new Map<string, number[]>();
  const manufacturerKeys = new Set<string>();
  const termIds = new Map<string, number>();
  const termDocs: number[][] = [];
  const termBaseWeight: number[] = [];
  const primaryTerms: number[][] = [];
  const lexicalTexts: string[][] = [];
  const lexicalCodes: ModelCodes[][] = [];
  const cache: AnalysisCache = new Map();

  for (const record of input.products ?? []) {
    if (!record || typeof record.product_id !== 'string' || !record.product_id) continue;
    if (typeof record.description !== 'string' || byId.has(record.product_id)) continue;
    const index = products.length;
    const manufacturerKey = normaliseManufacturer(record.manufacturer);
    const mpnKey = normalisePartNumber(record.mpn);
    const analysis = analyseProduct(record, cache);
    const unit = record.unit || 'pcs';
    const texts = [
      [record.description, record.manufacturer ?? ''].filter(Boolean).join(' '),
      ...Object.values(record.descriptions ?? {}).filter(
        (text): text is string => typeof text === 'string' && text !== record.description,
      ),
      ...(record.mpn ? [record.mpn] : []),
    ];
    const textCodes = texts.map(modelCodes);
    lexicalTexts.push(texts);
    lexicalCodes.push(textCodes);
    const firstWord = lexicalText(record.description).split(' ')[0] ?? '';
    products.push({
      productId: record.product_id,
      description: record.description,
      manufacturer: record.manufacturer ?? '',
      manufacturerKey,
      mpn: record.mpn ?? '',
      mpnKey,
      category: record.category ?? null,
      unit,
      canonicalUnit: canonicalUnit(unit),
      packSize:
        typeof record.pack_size === 'number' && record.pack_size > 0
          ? record.pack_size
          : (extractPackSize(record.description) ?? 1),
      discontinued: record.status === 'discontinued',
      successor: -1,
      branchIds:
        record.branch_ids && record.branch_ids.length > 0 ? new Set(record.branch_ids) : null,
      countries:
        record.countries && record.countries.length > 0
          ? new Set(record.countries.map((country) => country.toUpperCase()))
          : null,
      attributes: analysis.attributes,
      concepts: analysis.concepts,
      codes: codesOf(analysis.primary.residualWords),
      modelCodes: [...new Set(textCodes.flatMap((found) => found.exact))].slice(0, 40),
      brandKey: manufacturerKey || (/[a-z]/.test(firstWord) ? firstWord : ''),
      quantities: quantitiesOf(record.description),
    });
    byId.set(record.product_id, index);
    if (manufacturerKey) manufacturerKeys.add(manufacturerKey);
    if (mpnKey) {
      pushTo(byPart, mpnKey, index);
      if (manufacturerKey) pushTo(byManufacturerPart, partKey(manufacturerKey, mpnKey), index);
    } else {
      for (const candidate of partNumberCandidates(record.description, true)) {
        pushTo(byDescriptionPart, candidate, index);
      }
    }
    const gtin = (record.gtin ?? '').replace(/\D/g, '').replace(/^0+/, '');
    if (gtin.length >= 7) pushTo(byGtin, gtin, index);

    const primary: number[] = [];
    for (const [term, weight] of analysis.all) {
      let id = termIds.get(term);
      if (id === undefined) {
        id = termDocs.length;
        termIds.set(term, id);
        termDocs.push([]);
        termBaseWeight.push(weight);
      }
      termDocs[id]?.push(index);
      if (analysis.primary.terms.has(term) || term.startsWith('c:') || term.startsWith('a:')) {
        primary.push(id);
      }
    }
    primaryTerms.push(primary);
  }

  for (const record of input.products ?? []) {
    if (!record?.successor_product_id) continue;
    const own = byId.get(record.product_id);
    const successor = byId.get(record.successor_product_id);
    const product = own === undefined ? undefined : products[own];
    if (product && successor !== undefined && successor !== own) product.successor = successor;
  }

  const semantic = compactPostings(
    termIds,
    termDocs,
    termBaseWeight,
    primaryTerms,
    products.length,
  );

  const crossReferences = new Map<string, CrossReferenceEntry[]>();
  const crossReferencesByPart = new Map<string, CrossReferenceEntry[]>();
  for (const reference of input.crossReferences ?? []) {
    const mpnKey = normalisePartNumber(reference?.mpn);
    if (!mpnKey) continue;
    const product =
      reference.product_id === null || reference.product_id === undefined
        ? -1
        : (byId.get(reference.product_id) ?? -2);
    if (product === -2) continue;
    const entry: CrossReferenceEntry = {
      manufacturerKey: normaliseManufacturer(reference.manufacturer),
      mpn: reference.mpn,
      product,
      relation: reference.relation === 'substitute' ? 'substitute' : 'equivalent',
    };
    pushTo(crossReferences, partKey(entry.manufacturerKey, mpnKey), entry);
    pushTo(crossReferencesByPart, mpnKey, entry);
    if (entry.manufacturerKey) manufacturerKeys.add(entry.manufacturerKey);
  }

  const customerParts = new Map<string, Map<string, number>>();
  const customerHistory = new Map<string, Map<number, HistoryEntry>>();
  for (const order of input.orderHistory ?? []) {
    const product = order ? byId.get(order.product_id) : undefined;
    if (!order?.customer_id || product === undefined) continue;
    const history = customerHistory.get(order.customer_id) ?? new Map<number, HistoryEntry>();
    customerHistory.set(order.customer_id, history);
    const entry = history.get(product) ?? { count: 0, quantity: 0, lastOrderedAt: '' };
    entry.count += 1;
    entry.quantity += typeof order.quantity === 'number' ? order.quantity : 0;
    if ((order.ordered_at ?? '') > entry.lastOrderedAt)
      entry.lastOrderedAt = order.ordered_at ?? '';
    history.set(product, entry);
    const cpn = normalisePartNumber(order.customer_part_number);
    if (cpn) {
      const parts = customerParts.get(order.customer_id) ?? new Map<string, number>();
      parts.set(cpn, product);
      customerParts.set(order.customer_id, parts);
    }
  }

  const branchOverrides = new Map<string, BranchOverrideEntry[]>();
  for (const override of input.branchOverrides ?? []) {
    const product = override ? byId.get(override.product_id) : undefined;
    if (!override?.branch_id || !override.match_text || product === undefined) continue;
    const folded = foldText(override.match_text);
    const stems = lexicalTokens(folded);
    if (stems.length === 0) continue;
    pushTo(branchOverrides, override.branch_id, { text: stems.join(' '), stems, product });
  }

  return {
    products,
    byId,
    byManufacturerPart,
    byPart,
    byDescriptionPart,
    byGtin,
    crossReferences,
    crossReferencesByPart,
    manufacturerKeys,
    customerParts,
    customerHistory,
    branchOverrides,
    semantic,
    lexical: buildLexicalIndex(lexicalTexts, lexicalCodes),
  };
}

function inverseDocumentFrequency(documentFrequency: number, documentCount: number): number {
  return Math.log(1 + (documentCount - documentFrequency + 0.5) / (documentFrequency + 0.5));
}

function compactPostings(
  termIds: Map<string, number>,
  termDocs: number[][],
  termBaseWeight: number[],
  primaryTerms: number[][],
  documentCount: number,
): SemanticIndex {
  const termCount = termDocs.length;
  const { postingStart, postingDocs } = packPostings(termDocs);
  const termWeight = new Float32Array(termCount);
  for (let term = 0; term < termCount; term++) {
    const docs = termDocs[term] ?? [];
    termWeight[term] =
      (termBaseWeight[term] ?? 1) * inverseDocumentFrequency(docs.length, documentCount);
    termDocs[term] = [];
  }
  const docNorm = new Float32Array(documentCount);
  primaryTerms.forEach((terms, doc) => {
    let norm = 0;
    for (const term of terms) norm += termWeight[term] ?? 0;
    docNorm[doc] = norm;
  });
  return {
    termIds,
    termWeight,
    postingStart,
    postingDocs,
    docNorm,
    scratch: new Float32Array(documentCount),
    touched: new Int32Array(documentCount),
    documentCount,
  };
}

export interface SemanticQuery {
  analysis: TextAnalysis;
  /** Restricts candidates to products visible to the caller (branch/country scope). */
  isVisible?: (product: number) => boolean;
  limit: number;
}

const CODE_CONFLICT_FACTOR = 0.8;
const QUALIFIER_CONFLICT_FACTOR = 0.7;
const MISSING_FACTOR = 0.93;
const STRONG_CONFLICT_FACTOR = 0.55;
const WEAK_CONFLICT_FACTOR = 0.75;
const PARTIAL_CONFLICT_FACTOR = 0.85;
const MORE_SPECIFIC_FACTOR = 0.96;
const POSTING_BUDGET = 40_000;

/**
 * Overlap with a product's other-language texts can push the Dice ratio past 1. A hard cap would
 * tie the best candidates at 1 and hide what still tells them apart; this squashes monotonically
 * above 0.9 and leaves lower scores unchanged.
 */
export function softCap(score: number): number {
  if (score <= 0.9) return score;
  return 0.9 + 0.1 * (1 - Math.exp(-(score - 0.9) / 0.1));
}

/** Posting lists are sorted by document, so membership is a binary search. */
function postingContains(docs: Int32Array, from: number, to: number, doc: number): boolean {
  let low = from;
  let high = to - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = docs[middle] ?? 0;
    if (value === doc) return true;
    if (value < doc) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
const CODE_MISSING_FACTOR = 0.92;

/** Sizes a side may write under one kind where the other writes another. */
const SIZE_KINDS: ReadonlySet<AttributeKindValue> = new Set([
  AttributeKind.length,
  AttributeKind.diameter,
  AttributeKind.dimension,
]);

/**
 * The numbers of a maker's type code written in segments after its letters: a cylinder's bore
 * and stroke ('DSBC-63-100-PPVA-N3', 'CP96SDB40-160'), a fitting's tube ('QST-10', 'KQ2L06-02AS'),
 * a mounting's size ('HNC-50').
 */
function codeSegmentSizes(product: IndexedProduct): readonly string[] {
  const cached = segmentSizes.get(product);
  if (cached) return cached;
  const sizes: string[] = [];
  for (const token of product.description.slice(0, 500).split(/\s+/)) {
    if (token.length > 40 || !TYPE_CODE.test(token)) continue;
    const [first = '', ...rest] = token.split('-');
    // The number a maker's letters end with is a size too ('CP96SDB40-160', 'KQ2L06-02AS').
    const glued = /[A-Za-z](\d{1,3})$/.exec(first)?.[1];
    if (glued) sizes.push(String(Number(glued)));
    for (const segment of rest) {
      if (/^\d{1,4}$/.test(segment)) sizes.push(String(Number(segment)));
    }
  }
  segmentSizes.set(product, sizes);
  return sizes;
}

/** Per-process cache of `codeSegmentSizes`: read once per product, not per request. */
const segmentSizes = new WeakMap<IndexedProduct, readonly string[]>();

/** Letters (and digits) then hyphenated segments: a type code, not a range or a date. */
const TYPE_CODE = /^[A-Za-z][A-Za-z0-9]{0,11}(?:-[A-Za-z0-9/.,]{1,8}){1,6}$/;

/**
 * Whether a length, diameter or dimension the line asks for is among the sizes the product writes
 * under another kind (a length, a diameter, a factor of its dimensions, a number of its type code,
 * a pipe thread's inches: '1/2"' of a ball valve is its G1/2), in the same unit: undefined where
 * the product writes none, or the line's sizes are neither all millimetres nor all inches.
 */
function sizeAgreement(
  kind: AttributeKindValue,
  wanted: readonly string[],
  product: IndexedProduct,
): boolean | undefined {
  if (!SIZE_KINDS.has(kind)) return undefined;
  // Each factor of a dimension must be written ('Ø32 x 50' of a cylinder 'DSBC-32-50').
  const values =
    kind === AttributeKind.dimension ? wanted.flatMap((value) => value.split('x')) : wanted;
  const unit = [MILLIMETRES, INCHES].find((pattern) =>
    values.every((value) => pattern.test(value)),
  );
  if (!unit) return undefined;
  const sizes = [...sizesOf(product.attributes), ...codeSegmentSizes(product)].filter((value) =>
    unit.test(value),
  );
  if (sizes.length === 0) return undefined;
  return kind === AttributeKind.dimension
    ? values.every((value) => sizes.includes(value))
    : values.some((value) => sizes.includes(value));
}

const MILLIMETRES = /^\d+(?:\.\d+)?$/;
const INCHES = /^\d+(?:[./]\d+)?in$/;

/** The kinds that say a size with its unit. */
const SIZE_ATTRIBUTE_KINDS: readonly AttributeKindValue[] = [
  AttributeKind.length,
  AttributeKind.diameter,
  AttributeKind.dimension,
  AttributeKind.pipeThread,
];

/**
 * Semantic retrieval: weighted-overlap scoring over the inverted lists, then a re-rank of the
 * best candidates by attribute agreement, because a wrong length or thread makes an otherwise
 * identical description a different product.
 */
export function searchSemantic(index: ProductIndex, query: SemanticQuery): SemanticCandidate[] {
  const semantic = index.semantic;
  if (semantic.documentCount === 0) return [];
  const { scratch, touched, termWeight, postingStart, postingDocs, docNorm } = semantic;
  let touchedCount = 0;
  let queryNorm = 0;
  const maxIdf = inverseDocumentFrequency(0, semantic.documentCount);
  const known: Array<{ id: number; weight: number; frequency: number }> = [];
  for (const [term, baseWeight] of query.analysis.terms) {
    const id = semantic.termIds.get(term);
    if (id === undefined) {
      queryNorm += baseWeight * maxIdf;
      continue;
    }
    const weight = termWeight[id] ?? 0;
    queryNorm += weight;
    known.push({ id, weight, frequency: (postingStart[id + 1] ?? 0) - (postingStart[id] ?? 0) });
  }
  // Rare terms are accumulated over their posting lists; common ones (low weight, long lists)
  // are only checked for the short list of candidates, which keeps 100,000 SKUs fast.
  known.sort((a, b) => a.frequency - b.frequency);
  const late: typeof known = [];
  let budget = POSTING_BUDGET;
  known.forEach((term, position) => {
    if (position >= 2 && term.frequency > budget) {
      late.push(term);
      return;
    }
    budget -= term.frequency;
    const end = postingStart[term.id + 1] ?? 0;
    for (let p = postingStart[term.id] ?? 0; p < end; p++) {
      const doc = postingDocs[p] ?? 0;
      if (scratch[doc] === 0) touched[touchedCount++] = doc;
      scratch[doc] = (scratch[doc] ?? 0) + term.weight;
    }
  });
  const preliminary: Array<{ product: number; overlap: number; score: number }> = [];
  const keep = Math.max(query.limit * 3, 30);
  let floor = 0;
  const isVisible = query.isVisible;
  for (let i = 0; i < touchedCount; i++) {
    const doc = touched[i] ?? 0;
    const overlap = scratch[doc] ?? 0;
    scratch[doc] = 0;
    const score = (2 * overlap) / (queryNorm + (docNorm[doc] ?? 0));
    if (preliminary.length >= keep && score <= floor) continue;
    if (isVisible && !isVisible(doc)) continue;
    preliminary.push({ product: doc, overlap, score });
    if (preliminary.length >= keep * 2) {
      preliminary.sort((a, b) => b.score - a.score);
      preliminary.length = keep;
      floor = preliminary[keep - 1]?.score ?? 0;
    }
  }
  for (const entry of preliminary) {
    for (const term of late) {
      if (
        postingContains(
          postingDocs,
          postingStart[term.id] ?? 0,
          postingStart[term.id + 1] ?? 0,
          entry.product,
        )
      ) {
        entry.overlap += term.weight;
      }
    }
    entry.score = softCap((2 * entry.overlap) / (queryNorm + (docNorm[entry.product] ?? 0)));
  }
  preliminary.sort((a, b) => b.score - a.score);
  if (preliminary.length > keep) preliminary.length = keep;
  const queryAttributes = query.analysis.attributes;
  const queryCodes = codesOf(query.analysis.residualWords);
  const queryQualifiers = new Map<string, string[]>();
  for (const concept of query.analysis.concepts) {
    const group = QUALIFIER_GROUP.get(concept);
    if (group) queryQualifiers.set(group, [...(queryQualifiers.get(group) ?? []), concept]);
  }
  // A number the line writes alone that is a size of some candidate is the size asked for, where
  // the line names none with its unit ('broca Dormer A002 6,8' against 6.8 and 8.5 mm drills).
  const noSizeWithUnit = !SIZE_ATTRIBUTE_KINDS.some((kind) => queryAttributes[kind]?.length);
  const bareNumbers = noSizeWithUnit ? query.analysis.bareNumbers : [];
  const sizeAgrees = (product: number): boolean | undefined => {
    const attributes = index.products[product]?.attributes;
    const sizes = attributes ? sizesOf(attributes) : [];
    return sizes.length === 0 ? undefined : bareNumbers.some((value) => sizes.includes(value));
  };
  const bareSize =
    bareNumbers.length > 0 && preliminary.some((entry) => sizeAgrees(entry.product) === true);
  // The kinds of product the line names, where the lexicon understood it: retail titles use the
  // trade's words for features ('double ball bearing case fan', 'silicone skin').
  const queryKinds =
    lexiconCoverage(query.analysis) >= LEXICON_UNDERSTOOD
      ? specificKinds(query.analysis.concepts)
      : [];
  const wantedKinds: Array<[AttributeKindValue, readonly string[]]> = [];
  for (const kind of IDENTITY_KINDS) {
    const wanted = queryAttributes[kind];
    if (wanted && wanted.length > 0) wantedKinds.push([kind, wanted]);
  }
  const reranked: SemanticCandidate[] = preliminary.map((entry) => {
    const product = index.products[entry.product];
    const conflicts: AttributeKindValue[] = [];
    const agreements: AttributeKindValue[] = [];
    const missing: AttributeKindValue[] = [];
    let factor = 1;
    for (const [kind, wanted] of wantedKinds) {
      const offered = product?.attributes[kind];
      if (!offered || offered.length === 0) {
        // A size the title writes under another kind ('Ø8,5' for a drill titled '8.5mm', '2,5
        // mm' for an electrode of '2.5x350mm'): the same measure agrees, another one conflicts.
        const measured = product ? sizeAgreement(kind, wanted, product) : undefined;
        if (measured === true) {
          agreements.push(kind);
        } else if (measured === false) {
          conflicts.push(kind);
          factor *= WEAK_CONFLICT_FACTOR;
        } else {
          missing.push(kind);
          factor *= MISSING_FACTOR;
        }
        continue;
      }
      const shared = wanted.filter((value) => offered.includes(value)).length;
      if (shared === 0) {
        conflicts.push(kind);
        factor *= STRONG_CONFLICT_KINDS.has(kind) ? STRONG_CONFLICT_FACTOR : WEAK_CONFLICT_FACTOR;
      } else if (shared < wanted.length) {
        // The request names something specific (yellow zinc) the product does not have.
        conflicts.push(kind);
        factor *= PARTIAL_CONFLICT_FACTOR;
      } else {
        agreements.push(kind);
        // The product is more specific than asked (yellow zinc for plain zinc): a weaker fit.
        if (offered.length > wanted.length) factor *= MORE_SPECIFIC_FACTOR;
      }
    }
    if (bareSize) {
      const agrees = sizeAgrees(entry.product);
      if (agrees === true) agreements.push(AttributeKind.length);
      else if (agrees === false) {
        conflicts.push(AttributeKind.length);
        factor *= WEAK_CONFLICT_FACTOR;
      }
    }
    const qualifierConflicts: string[] = [];
    for (const [group, wanted] of queryQualifiers) {
      const offered = (product?.concepts ?? []).filter(
        (concept) => QUALIFIER_GROUP.get(concept) === group,
      );
      if (offered.length === 0) factor *= MISSING_FACTOR;
      else if (!offered.some((concept) => wanted.includes(concept))) {
        qualifierConflicts.push(group);
        factor *= QUALIFIER_CONFLICT_FACTOR;
      } else if (!wanted.every((concept) => offered.includes(concept))) {
        // Male/female asked, female/female offered.
        qualifierConflicts.push(group);
        factor *= PARTIAL_CONFLICT_FACTOR;
      }
    }
    // Another kind of product than the line names ('geluiddemper G3/4', a silencer, against a ball
    // valve G3/4): whatever the size shares, it is not what was asked for.
    if (queryKinds.length > 0) {
      const kinds = product ? productKinds(product) : [];
      if (kinds.length > 0 && !kinds.some((kind) => queryKinds.some(kindsAlike(kind)))) {
        qualifierConflicts.push('kind');
        factor *= QUALIFIER_CONFLICT_FACTOR;
      }
    }
    let codeAgreement: number | null = null;
    if (queryCodes.length > 0 && product) {
      const shared = queryCodes.filter((code) => product.codes.includes(code)).length;
      codeAgreement = shared / queryCodes.length;
      if (shared === 0 && product.codes.length > 0) factor *= CODE_CONFLICT_FACTOR;
      else if (shared === 0) factor *= CODE_MISSING_FACTOR;
    }
    return {
      product: entry.product,
      overlap: entry.overlap,
      score: entry.score * factor,
      conflicts,
      agreements,
      missing,
      codeAgreement,
      qualifierConflicts,
    };
  });
  reranked.sort((a, b) => b.score - a.score || a.product - b.product);
  return reranked.slice(0, query.limit);
}

/** Share of a request the lexicon must explain for what it read to stand on its own. */
export const LEXICON_UNDERSTOOD = 0.5;

/** Share of a request the lexicon explained: its concepts and attributes against leftover words. */
export function lexiconCoverage(analysis: {
  concepts: readonly string[];
  residualWords: readonly string[];
  attributes: Record<string, readonly string[] | undefined>;
}): number {
  const attributes = Object.values(analysis.attributes).reduce(
    (sum, values) => sum + (values?.length ?? 0),
    0,
  );
  const explained = analysis.concepts.length + attributes;
  return explained / Math.max(1, explained + analysis.residualWords.length);
}

/** Products visible for a branch and country: unscoped products are visible everywhere. */
export function isProductVisible(
  product: IndexedProduct | undefined,
  branchId: string | null | undefined,
  country: string | null | undefined,
): boolean {
  if (!product) return false;
  if (branchId && product.branchIds && !product.branchIds.has(branchId)) return false;
  if (country && product.countries && !product.countries.has(country.toUpperCase())) return false;
  return true;
}

export { partKey };
