/**
 * Product-pair datasets in the Ditto/Magellan serialisation (`COL name VAL value …` TAB the other
 * record TAB `1`/`0`), read as labelled pairs and as catalogue lookups:
 *
 * - Walmart-Amazon: the Amazon records of the positive pairs of a split are the catalogue (with or
 *   without their `modelno`), the Walmart titles of those pairs are the line items.
 * - Amazon-Google: the Google records of all three files are the catalogue (no labels are needed for
 *   that), the Amazon titles of a split's positive pairs with exactly one Google record are the
 *   line items.
 *
 * Files are read by path (`../shared/datasets/...`); a missing folder yields nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProductRecordInput } from '#domain/product/index';

export type SerialisedRecord = Record<string, string>;

export interface SerialisedPair {
  left: SerialisedRecord;
  right: SerialisedRecord;
  label: 0 | 1;
}

/**
 * The matching pairs grouped by their left record: each left record (first seen) with the keys of
 * every right record labelled a match for it, in the pairs' order.
 */
export function matchesByLeft<R>(
  pairs: Iterable<{ left: R; right: R; label: 0 | 1 }>,
  keyOf: (record: R) => string,
): Map<string, { left: R; rights: Set<string> }> {
  const byLeft = new Map<string, { left: R; rights: Set<string> }>();
  for (const pair of pairs) {
    if (pair.label !== 1) continue;
    const key = keyOf(pair.left);
    const entry = byLeft.get(key) ?? { left: pair.left, rights: new Set<string>() };
    entry.rights.add(keyOf(pair.right));
    byLeft.set(key, entry);
  }
  return byLeft;
}

export const PairSplits = ['train', 'valid', 'test'] as const;
export type PairSplit = (typeof PairSplits)[number];

const MAX_LINE = 20_000;
const MAX_FIELDS = 20;
const FIELD = /^(\w{1,40}) VAL ?(.*)$/s;

/** Reads `COL title VAL … COL brand VAL …` into its named fields. */
export function parseSerialisedRecord(serialised: string): SerialisedRecord {
  const record: SerialisedRecord = {};
  const parts = serialised.slice(0, MAX_LINE).split(/\bCOL /);
  for (const part of parts.slice(0, MAX_FIELDS + 1)) {
    const match = FIELD.exec(part.trim());
    if (!match) continue;
    const [, name, value] = match;
    if (name) record[name] = (value ?? '').trim();
  }
  return record;
}

export function parseSerialisedPairs(text: string): SerialisedPair[] {
  const pairs: SerialisedPair[] = [];
  for (const line of text.split('\n')) {
    const fields = line.split('\t');
    if (fields.length < 3) continue;
    const label = fields[2]?.trim();
    if (label !== '0' && label !== '1') continue;
    pairs.push({
      left: parseSerialisedRecord(fields[0] ?? ''),
      right: parseSerialisedRecord(fields[1] ?? ''),
      label: label === '1' ? 1 : 0,
    });
  }
  return pairs;
}

export function readPairSplits(directory: string): Record<PairSplit, SerialisedPair[]> | undefined {
  const files = PairSplits.map((split) => join(directory, `${split}.txt`));
  if (!files.every((file) => existsSync(file))) return undefined;
  const [train, valid, test] = files.map((file) =>
    parseSerialisedPairs(readFileSync(file, 'utf8')),
  ) as [SerialisedPair[], SerialisedPair[], SerialisedPair[]];
  return { train, valid, test };
}

export const serialisedKey = (record: SerialisedRecord): string =>
  Object.keys(record)
    .sort()
    .map((name) => `${name}=${record[name]}`)
    .join('|');

export interface LookupQuery {
  description: string;
  manufacturer?: string;
  /** The catalogue product the line item is. */
  productId: string;
  /** Other listings of the same product in the catalogue (a duplicate listing is right too). */
  alsoIds?: string[];
}

/** Whether a product id answers a query: its product or another listing of it. */
export const answersQuery = (query: LookupQuery, productId: string | undefined): boolean =>
  productId !== undefined &&
  productId !== '' &&
  (productId === query.productId || (query.alsoIds ?? []).includes(productId));

export interface Lookup {
  name: string;
  catalogue: ProductRecordInput[];
  queries: LookupQuery[];
}

export interface CatalogueFields {
  /** Keep the record's model number as the product's `mpn`. */
  withModelNumber: boolean;
  /** Keep the record's brand/manufacturer as the product's `manufacturer`. */
  withManufacturer: boolean;
  /**
   * Write the record's model number into its title (both sides) where the title lacks it, the way
   * retail product names carry it ("… LCD HDTV - KDL40V4100"); no `mpn` field.
   */
  modelNumberInTitle?: boolean;
  /**
   * How the model number is written in: as recorded after " - " (default), compacted and upper-case
   * after " - " ("… Black LCD HDTV - KDL40V4100"), or as recorded right after the title's first word
   * ("sony KDL-40V4100 bravia …") — two retailers write one product's code in two ways. The two
   * ways also write sizes in inches as the two retailers do: `40'` beside the compacted code,
   * `40"` beside the code as recorded (the titles here say `40-inch` or `40 inch`).
   */
  modelNumberStyle?: 'appended' | 'compact-appended' | 'after-first-word';
}

const compact = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

const INCH_SIZE = /\b(\d{1,3}(?:\.\d{1,2})?)(?:-| )?(?:inches|inch|in)\b(?!-)/g;

/** The inch mark each of the two retailers writes sizes with, beside its way of writing codes. */
const INCH_MARKS: Partial<Record<NonNullable<CatalogueFields['modelNumberStyle']>, string>> = {
  'compact-appended': "'",
  'after-first-word': '"',
};

/** Sizes in inches written with an inch mark (`'` or `"`) instead of the word. */
const withInchMarks = (title: string, mark: string): string =>
  title.replace(INCH_SIZE, (_, size: string) => `${size}${mark}`);

/** The title, with the model number appended when the title does not already contain it. */
function titleOf(record: SerialisedRecord, fields: CatalogueFields): string {
  const style = fields.modelNumberStyle ?? 'appended';
  const recorded = clip(record.title, 2000);
  const mark = INCH_MARKS[style];
  const title = mark ? withInchMarks(recorded, mark) : recorded;
  const modelNumber = clip(record.modelno, 100);
  if (!fields.modelNumberInTitle || !modelNumber) return title;
  if (compact(title).includes(compact(modelNumber))) return title;
  switch (style) {
    case 'appended':
      return `${title} - ${modelNumber}`;
    case 'compact-appended':
      return `${title} - ${compact(modelNumber).toUpperCase()}`;
    case 'after-first-word': {
      const space = title.indexOf(' ');
      return space < 0
        ? `${title} ${modelNumber}`
        : `${title.slice(0, space)} ${modelNumber}${title.slice(space)}`;
    }
  }
}

const clip = (text: string | undefined, length: number): string =>
  (text ?? '').trim().slice(0, length);

function catalogueRecord(
  id: string,
  record: SerialisedRecord,
  fields: CatalogueFields,
): ProductRecordInput {
  const manufacturer = clip(record.brand ?? record.manufacturer, 200);
  const modelNumber = clip(record.modelno, 100);
  return {
    product_id: id,
    description: titleOf(record, fields),
    ...(fields.withManufacturer && manufacturer ? { manufacturer } : {}),
    ...(fields.withModelNumber && modelNumber ? { mpn: modelNumber } : {}),
  };
}

/**
 * Walmart-Amazon as a lookup: the Amazon side of the positive pairs of `pairs` is the catalogue,
 * each Walmart title with exactly one Amazon record is a line item. `distractors`: the Amazon
 * records of these pairs join the catalogue too (whatever their label), which makes a catalogue
 * of near-duplicates (the negative pairs were chosen because they look alike).
 */
export function walmartAmazonLookup(
  name: string,
  pairs: readonly SerialisedPair[],
  fields: CatalogueFields,
  distractors: readonly SerialisedPair[] = [],
  queryFields: CatalogueFields = fields,
): Lookup {
  const ids = new Map<string, string>();
  const catalogue: ProductRecordInput[] = [];
  const add = (record: SerialisedRecord) => {
    const key = serialisedKey(record);
    if (ids.has(key) || !record.title) return;
    const id = `WA-${String(ids.size + 1).padStart(5, '0')}`;
    ids.set(key, id);
    catalogue.push(catalogueRecord(id, record, fields));
  };
  const rightsOf = new Map<string, { left: SerialisedRecord; rights: Set<string> }>();
  for (const pair of pairs) {
    if (pair.label !== 1 || !pair.right.title || !pair.left.title) continue;
    const rightKey = serialisedKey(pair.right);
    add(pair.right);
    const leftKey = serialisedKey(pair.left);
    const entry = rightsOf.get(leftKey) ?? { left: pair.left, rights: new Set<string>() };
    entry.rights.add(rightKey);
    rightsOf.set(leftKey, entry);
  }
  for (const pair of distractors) add(pair.right);
  const queries: LookupQuery[] = [];
  for (const { left, rights } of rightsOf.values()) {
    if (rights.size !== 1) continue;
    const productId = ids.get([...rights][0] ?? '');
    if (productId) queries.push({ description: titleOf(left, queryFields), productId });
  }
  return { name, catalogue, queries };
}

/** The pairs with their two sides exchanged (the right record's titles become the line items). */
export const swapSides = (pairs: readonly SerialisedPair[]): SerialisedPair[] =>
  pairs.map((pair) => ({ left: pair.right, right: pair.left, label: pair.label }));

/**
 * Walmart-Amazon in the shape of a retail title lookup (about a thousand titles against about a
 * thousand products, nearly every product asked for, titles only): the line items are the titles
 * of `split`'s positive pairs, the catalogue is the other side of the positive pairs of all three
 * files. `reverse`: Amazon titles against the Walmart records instead of the other way round.
 */
/**
 * How the model numbers appear in a retail-shaped lookup: not at all (titles as they are), written
 * into both sides' titles the same way, written two ways (line item `- KDL40V4100`, catalogue
 * `sony KDL-40V4100 …`), or on the line items only.
 */
export type RetailModelNumbers = 'none' | 'same' | 'two-ways' | 'line-items';

export function walmartAmazonRetailLookup(
  splits: Record<PairSplit, SerialisedPair[]>,
  split: PairSplit,
  options: { reverse: boolean; modelNumbers?: RetailModelNumbers },
): Lookup {
  const { reverse } = options;
  const modelNumbers = options.modelNumbers ?? 'none';
  const inTitles = modelNumbers !== 'none';
  const twoWays = modelNumbers === 'two-ways' || modelNumbers === 'line-items';
  const orient = (pairs: readonly SerialisedPair[]) => (reverse ? swapSides(pairs) : [...pairs]);
  const positives = [...splits.train, ...splits.valid, ...splits.test].filter(
    (pair) => pair.label === 1,
  );
  const written = inTitles
    ? `with their model numbers written in${twoWays ? ' two ways' : ''}${modelNumbers === 'line-items' ? ' (line items only)' : ''}`
    : 'only';
  return walmartAmazonLookup(
    `walmart-amazon ${split}, ${reverse ? 'Amazon titles against the Walmart' : 'Walmart titles against the Amazon'} records of every positive pair, titles ${written}`,
    orient(splits[split]),
    {
      withManufacturer: false,
      withModelNumber: false,
      modelNumberInTitle: inTitles && modelNumbers !== 'line-items',
      ...(twoWays ? { modelNumberStyle: 'after-first-word' as const } : {}),
    },
    orient(positives),
    {
      withManufacturer: false,
      withModelNumber: false,
      modelNumberInTitle: inTitles,
      ...(twoWays ? { modelNumberStyle: 'compact-appended' as const } : {}),
    },
  );
}

/** Every retail-shaped lookup of `split`: each way of writing model numbers, both directions. */
export function walmartAmazonRetailLookups(
  splits: Record<PairSplit, SerialisedPair[]>,
  split: PairSplit,
): Lookup[] {
  const kinds: RetailModelNumbers[] = ['none', 'same', 'two-ways', 'line-items'];
  return kinds.flatMap((modelNumbers) =>
    [false, true].map((reverse) =>
      walmartAmazonRetailLookup(splits, split, { reverse, modelNumbers }),
    ),
  );
}

/**
 * Amazon-Google as a lookup: the Google records of every file are the catalogue; each Amazon
 * record of `split` with exactly one matching Google record is a line item (title and maker).
 */
export function amazonGoogleLookup(
  name: string,
  splits: Record<PairSplit, SerialisedPair[]>,
  split: PairSplit,
): Lookup {
  const ids = new Map<string, string>();
  const catalogue: ProductRecordInput[] = [];
  for (const pair of [...splits.train, ...splits.valid, ...splits.test]) {
    const key = serialisedKey(pair.right);
    if (ids.has(key) || !pair.right.title) continue;
    const id = `AG-${String(ids.size + 1).padStart(5, '0')}`;
    ids.set(key, id);
    catalogue.push(
      catalogueRecord(id, pair.right, { withManufacturer: true, withModelNumber: false }),
    );
  }
  const rightsOf = matchesByLeft(
    splits[split].filter((pair) => pair.left.title),
    serialisedKey,
  );
  const queries: LookupQuery[] = [];
  for (const { left, rights } of rightsOf.values()) {
    if (rights.size !== 1) continue;
    const productId = ids.get([...rights][0] ?? '');
    if (!productId) continue;
    const manufacturer = clip(left.manufacturer, 200);
    queries.push({
      description: clip(left.title, 2000),
      ...(manufacturer ? { manufacturer } : {}),
      productId,
    });
  }
  return { name, catalogue, queries };
}

/**
 * A lookup written as two files in a folder: `catalogue.jsonl` (`{id, title}` a line) and
 * `lines.jsonl` (`{title, gold}` a line, `gold` the catalogue id or null where the catalogue holds
 * no such product — only its siblings, or nothing; `also` the product's other listings, one id or
 * a list). Lines without a product come back apart:
 * every answer to them is wrong, and none may be auto-accepted.
 */
export function fileLookup(
  folder: string,
): { lookup: Lookup; withoutProduct: LookupQuery[] } | undefined {
  const read = (name: string): Array<Record<string, unknown>> | undefined => {
    const path = join(folder, name);
    if (!existsSync(path)) return undefined;
    return readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  };
  const records = read('catalogue.jsonl');
  const lines = read('lines.jsonl');
  if (!records || !lines) return undefined;
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  const catalogue = records
    .filter((record) => text(record.id) && text(record.title))
    .map((record) => ({
      product_id: clip(text(record.id), 100),
      description: clip(text(record.title), 2000),
    }));
  const queries: LookupQuery[] = [];
  const withoutProduct: LookupQuery[] = [];
  for (const line of lines) {
    const description = clip(text(line.title), 2000);
    if (!description) continue;
    const gold = text(line.gold);
    // The product's other listings: one id, or a list of them.
    const also = (Array.isArray(line.also) ? line.also : [line.also]).map(text).filter(Boolean);
    if (gold)
      queries.push({ description, productId: gold, ...(also.length ? { alsoIds: also } : {}) });
    else withoutProduct.push({ description, productId: '' });
  }
  return {
    lookup: { name: `${folder} (lines with a product)`, catalogue, queries },
    withoutProduct,
  };
}
