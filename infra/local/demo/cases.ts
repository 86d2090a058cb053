import { createRandom, type Random } from '#domain/util/random';
import {
  type AttachmentKind,
  EnquiryWord,
  renderAttachment,
  type TableDocument,
} from './attachments';
import { type Catalogue, describeProduct, Manufacturers, type ProductMeta } from './catalogue';
import type { CustomerBook } from './customers';
import {
  Branches,
  type Country,
  CountryLanguage,
  landline,
  mobile,
  nationalFormat,
  randomAddress,
  vatId,
} from './geography';
import { fill, Phrases, type UnitWord, UnsupportedTexts } from './phrases';
import { fnv1a, pad, slug } from './text';
import type {
  CaseAttachment,
  CaseRequest,
  CaseTruth,
  ContactRecord,
  CustomerRecord,
  Intent,
  LabelledCase,
  Language,
  ProductRecord,
  ShipToRecord,
  Split,
  ThreadMessage,
  TruthLineItem,
} from './types';
import { Languages, MatchVia, UnmatchedReason, UnsupportedLanguages } from './types';

/**
 * Labelled case generator. Each case is planned from its own seed (derived from the run seed and
 * the case number), so a case does not change when the number of cases changes, and rendered
 * attachments stay reproducible.
 *
 * Conventions of the ground truth (documented for the modules and the eval harness):
 * - `requested_by` is a date the mail states (day and month written); a calendar week ("KW 14",
 *   "semaine 14"), "next <weekday>" and "within N days" are windows, not stated dates: null, as
 *   in the hand-written corpus. Dates without a year take the next occurrence.
 * - An ambiguous quantity ("2 x 50", "a few boxes") keeps its most plausible reading in `quantity`
 *   and is flagged `ambiguous: true`.
 * - `unit` is normalised to pcs | box | pack | roll | m | pair.
 * - A sender who is an inactive (stale) contact has `contact_id: null` while the customer resolves.
 * - Line items in an unreadable (encrypted or corrupt) attachment are not in the truth.
 */

export interface CaseOptions {
  cases: number;
  /** Share of item-bearing cases whose items are rendered into an attachment. */
  attachmentShare: number;
}

export const DefaultCaseOptions: CaseOptions = { cases: 2_400, attachmentShare: 0.15 };

export const Distributor = {
  name: 'Kronberg Industrial Supply',
  domain: 'kronberg-supply.eu',
  reps: [
    { first: 'Laura', last: 'Kessler' },
    { first: 'Marc', last: 'Lefort' },
    { first: 'Diego', last: 'Romero' },
    { first: 'Chiara', last: 'Valli' },
    { first: 'Tom', last: 'Verbeek' },
    { first: 'Simon', last: 'Hart' },
  ],
} as const;

export function splitOf(caseId: string): Split {
  const bucket = fnv1a(caseId) % 10;
  if (bucket < 6) return 'train';
  if (bucket < 8) return 'dev';
  return 'test';
}

type Kind =
  | 'quote'
  | 'quote_with_status'
  | 'rfq'
  | 'order'
  | 'update'
  | 'status'
  | 'auto_reply'
  | 'auto_ack'
  | 'bounce'
  | 'newsletter'
  | 'invoice'
  | 'complaint'
  | 'misc'
  | 'unsupported';

const KindWeights: [Kind, number][] = [
  ['quote', 0.27],
  ['quote_with_status', 0.04],
  ['rfq', 0.12],
  ['order', 0.15],
  ['update', 0.09],
  ['status', 0.09],
  ['auto_reply', 0.06],
  ['auto_ack', 0.02],
  ['bounce', 0.015],
  ['newsletter', 0.02],
  ['invoice', 0.025],
  ['complaint', 0.025],
  ['misc', 0.02],
  ['unsupported', 0.035],
];

function pickWeighted<T>(random: Random, weights: [T, number][]): T {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [value, weight] of weights) {
    roll -= weight;
    if (roll < 0) return value;
  }
  const last = weights[weights.length - 1];
  if (!last) throw new RangeError('empty weights');
  return last[0];
}

// ---------------------------------------------------------------- dates

const DayMs = 86_400_000;

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DayMs);
}

/** ISO week number and the Friday of a given ISO week. */
function isoWeek(date: Date): { year: number; week: number } {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const day = (target.getUTCDay() + 6) % 7;
  target.setUTCDate(target.getUTCDate() - day + 3);
  const firstThursday = new Date(Date.UTC(target.getUTCFullYear(), 0, 4));
  const week =
    1 +
    Math.round(
      ((target.getTime() - firstThursday.getTime()) / DayMs -
        3 +
        ((firstThursday.getUTCDay() + 6) % 7)) /
        7,
    );
  return { year: target.getUTCFullYear(), week };
}

function formatDate(random: Random, date: Date, language: Language): string {
  const day = date.getUTCDate();
  const month = date.getUTCMonth();
  const year = date.getUTCFullYear();
  const months = Phrases[language].months;
  const monthName = months[month] ?? '';
  const dd = pad(day, 2);
  const mm = pad(month + 1, 2);
  const style = random.int(0, 2);
  switch (language) {
    case 'de':
      return style === 0
        ? `${dd}.${mm}.${year}`
        : style === 1
          ? `${day}. ${monthName} ${year}`
          : `${dd}.${mm}.${String(year).slice(2)}`;
    case 'en':
      if (style === 0 && day > 12) return `${dd}/${mm}/${year}`;
      return style === 2 ? `${monthName} ${day}, ${year}` : `${day} ${monthName} ${year}`;
    case 'fr':
      return style === 0 ? `${dd}/${mm}/${year}` : `${day} ${monthName} ${year}`;
    case 'es':
      return style === 0 ? `${dd}/${mm}/${year}` : `${day} de ${monthName} de ${year}`;
    case 'it':
      return style === 0 ? `${dd}/${mm}/${year}` : `${day} ${monthName} ${year}`;
    case 'nl':
      return style === 0 ? `${dd}-${mm}-${year}` : `${day} ${monthName} ${year}`;
  }
}

// ---------------------------------------------------------------- numbers and units

function formatQuantity(quantity: number, language: Language): string {
  const [whole, fraction] = String(quantity).split('.');
  const integer = whole ?? '0';
  const groupSeparator = language === 'en' ? ',' : language === 'fr' ? ' ' : '.';
  const decimalSeparator = language === 'en' ? '.' : ',';
  const grouped =
    integer.length > 3 ? integer.replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator) : integer;
  return fraction ? `${grouped}${decimalSeparator}${fraction}` : grouped;
}

function unitWord(language: Language, unit: string, quantity: number): string {
  const words = Phrases[language].units[unit as UnitWord];
  if (!words) return unit;
  return quantity === 1 ? words[0] : words[1];
}

const ShortUnits: Record<Language, Partial<Record<UnitWord, string>>> = {
  de: { pcs: 'Stk.', box: 'Kart.', pack: 'VE', roll: 'Rl.' },
  en: { pcs: 'pcs', box: 'bx', pack: 'pk', roll: 'rl' },
  fr: { pcs: 'pcs', box: 'bte', pack: 'paq.', roll: 'rlx' },
  es: { pcs: 'uds.', box: 'cj.', pack: 'paq.', roll: 'rl.' },
  it: { pcs: 'pz.', box: 'sc.', pack: 'conf.', roll: 'rot.' },
  nl: { pcs: 'st.', box: 'ds.', pack: 'pk.', roll: 'rl.' },
};

function renderUnit(random: Random, language: Language, unit: string, quantity: number): string {
  const short = ShortUnits[language][unit as UnitWord];
  if (short && random.chance(0.3)) return short;
  return unitWord(language, unit, quantity);
}

// ---------------------------------------------------------------- part numbers

/** Writes a part number the way customers type it: spaces, dashes, case and leading zeros vary. */
export function messyPartNumber(random: Random, mpn: string): string {
  switch (random.int(0, 6)) {
    case 0:
      return mpn.replace(/\s+/g, '');
    case 1:
      return mpn.replace(/[\s.]+/g, '-');
    case 2:
      return mpn.toLowerCase();
    case 3:
      return mpn.replace(/^0+/, '');
    case 4:
      return mpn.replace(/[-.]/g, ' ');
    case 5:
      return mpn.replace(/\//g, ' / ');
    default:
      return mpn;
  }
}

function manufacturerAsWritten(random: Random, name: string): string {
  const maker = Manufacturers.find((candidate) => candidate.name === name);
  if (!maker || random.chance(0.5)) return name;
  return random.pick(maker.aliases);
}

// ---------------------------------------------------------------- descriptions

function describeForRequest(random: Random, meta: ProductMeta, language: Language): string {
  let text = describeProduct(meta, language);
  const normMatch = text.match(/(DIN \d+) \/ (ISO \d+)/);
  if (normMatch) {
    const [both, din, iso] = normMatch;
    const choice = random.int(0, 3);
    if (choice === 0 && din) text = text.replace(both, din);
    else if (choice === 1 && iso) text = text.replace(both, iso);
    else if (choice === 2 && din) text = text.replace(both, din.replace(' ', ''));
  }
  text = text.replace(/\bM(\d+)x(\d+)\b/, (whole, thread: string, length: string) => {
    const variant = random.int(0, 3);
    if (variant === 0) return `M${thread} x ${length}`;
    if (variant === 1) return `M${thread}X${length}`;
    return whole;
  });
  if (meta.family !== 'bearing' && random.chance(0.15)) text = text.toLowerCase();
  return text;
}

// ---------------------------------------------------------------- line items

type ItemPath =
  | 'mpn'
  | 'cross_reference'
  | 'semantic'
  | 'history_cpn'
  | 'history_preference'
  | 'branch_override'
  | 'successor'
  | 'no_equivalent'
  | 'ambiguous_generic';

const PathWeights: [ItemPath, number][] = [
  ['mpn', 0.28],
  ['cross_reference', 0.1],
  ['semantic', 0.3],
  ['history_cpn', 0.07],
  ['history_preference', 0.04],
  ['branch_override', 0.05],
  ['successor', 0.06],
  ['no_equivalent', 0.05],
  ['ambiguous_generic', 0.05],
];

interface PlannedItem {
  truth: TruthLineItem;
  /** Text of the article column in tables (part number), if any. */
  article: string;
  /** Description column / the item text without quantity and unit. */
  description: string;
  quantityText: string;
  unitText: string;
  deliveryText?: string;
}

interface CaseContext {
  random: Random;
  language: Language;
  catalogue: Catalogue;
  book: CustomerBook;
  customer: CustomerRecord | null;
  branchId: string;
  country: Country;
  receivedAt: Date;
  indexes: CatalogueIndexes;
}

export interface CatalogueIndexes {
  uniqueActive: ProductRecord[];
  discontinued: ProductRecord[];
  crossWithProduct: { manufacturer: string; mpn: string; product_id: string }[];
  crossWithout: { manufacturer: string; mpn: string }[];
  overridesByBranch: Map<string, { match_text: string; product_id: string }[]>;
  active: ProductRecord[];
  activeCustomers: CustomerRecord[];
  customersByLanguage: Map<Language, CustomerRecord[]>;
  contactsByCustomer: Map<string, ContactRecord[]>;
  contactEmails: Set<string>;
  shipTosByCustomer: Map<string, ShipToRecord[]>;
}

function groupBy<T>(records: readonly T[], key: (record: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const record of records) {
    const id = key(record);
    const list = groups.get(id);
    if (list) list.push(record);
    else groups.set(id, [record]);
  }
  return groups;
}

export function buildIndexes(catalogue: Catalogue, book: CustomerBook): CatalogueIndexes {
  const active = catalogue.products.filter((product) => product.status === 'active');
  const uniqueActive = active.filter(
    (product) => (catalogue.meta.get(product.product_id)?.specShare ?? 2) === 1,
  );
  const overridesByBranch = new Map<string, { match_text: string; product_id: string }[]>();
  for (const override of book.branchOverrides) {
    const list = overridesByBranch.get(override.branch_id) ?? [];
    list.push({ match_text: override.match_text, product_id: override.product_id });
    overridesByBranch.set(override.branch_id, list);
  }
  const activeCustomers = book.customers.filter((customer) => customer.status === 'active');
  const customersByLanguage = new Map<Language, CustomerRecord[]>();
  for (const customer of activeCustomers) {
    const language = CountryLanguage[customer.country as Country];
    const list = customersByLanguage.get(language) ?? [];
    list.push(customer);
    customersByLanguage.set(language, list);
  }
  return {
    activeCustomers,
    customersByLanguage,
    contactsByCustomer: groupBy(book.contacts, (contact) => contact.customer_id),
    contactEmails: new Set(book.contacts.map((contact) => contact.email)),
    shipTosByCustomer: groupBy(book.shipTos, (shipTo) => shipTo.customer_id),
    active,
    uniqueActive,
    discontinued: catalogue.products.filter((product) => product.status === 'discontinued'),
    crossWithProduct: catalogue.crossReferences.flatMap((ref) =>
      ref.product_id
        ? [{ manufacturer: ref.manufacturer, mpn: ref.mpn, product_id: ref.product_id }]
        : [],
    ),
    crossWithout: catalogue.crossReferences.flatMap((ref) =>
      ref.product_id ? [] : [{ manufacturer: ref.manufacturer, mpn: ref.mpn }],
    ),
    overridesByBranch,
  };
}

function availableIn(product: ProductRecord, branchId: string): boolean {
  return product.branch_ids.includes(branchId);
}

function pickAvailable(
  random: Random,
  pool: ProductRecord[],
  branchId: string,
): ProductRecord | undefined {
  for (let attempt = 0; attempt < 30; attempt++) {
    const candidate = random.pick(pool);
    if (availableIn(candidate, branchId)) return candidate;
  }
  return undefined;
}

/** Quantity in the product's sales unit, sized like real orders of that unit. */
function salesQuantity(random: Random, product: ProductRecord): number {
  switch (product.unit) {
    case 'box':
    case 'pack':
      return random.pick([1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 25, 40]);
    case 'roll':
      return random.pick([1, 2, 3, 4, 5, 10]);
    case 'm':
      return random.pick([5, 10, 12.5, 15, 20, 25, 50, 100]);
    case 'pair':
      return random.pick([6, 10, 12, 24, 36, 48, 60, 120]);
    default:
      // Loose fasteners go by the hundred or thousand; bearings, tools and fittings by the piece.
      return product.category === 'fasteners'
        ? random.pick([10, 20, 25, 50, 100, 150, 250, 500, 1200, 2500])
        : random.pick([1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 25, 30, 50]);
  }
}

function planItem(
  context: CaseContext,
  path: ItemPath,
  used: Set<string>,
): PlannedItem | undefined {
  const { random, language, catalogue, indexes, branchId, customer, book } = context;
  const baseTruth = { ambiguous: false, source_document: 'email_body' };
  const finish = (
    product: ProductRecord | null,
    description: string,
    article: string,
    via: TruthLineItem['via'],
    extra: Partial<TruthLineItem> = {},
  ): PlannedItem | undefined => {
    if (product && used.has(product.product_id)) return undefined;
    if (product) used.add(product.product_id);
    let quantity = product ? salesQuantity(random, product) : random.pick([1, 2, 5, 10, 20, 50]);
    let unit = product?.unit ?? 'pcs';
    let needsConversion = false;
    let ambiguous = false;
    let quantityText = '';
    let unitText = '';
    // Customers often count base units where the catalogue sells boxes, packs or rolls.
    if (product && product.pack_size > 1 && random.chance(0.14)) {
      const base =
        product.unit === 'roll'
          ? 'm'
          : product.unit === 'pack' && product.attributes.pairs_per_pack
            ? 'pair'
            : 'pcs';
      quantity =
        product.pack_size * random.pick([1, 2, 3, 5, 10]) +
        (random.chance(0.3) ? product.pack_size / 2 : 0);
      quantity = Math.round(quantity);
      unit = base;
      needsConversion = true;
    } else if (
      product &&
      (product.unit === 'box' || product.unit === 'pack') &&
      product.pack_size > 1 &&
      random.chance(0.05)
    ) {
      const boxes = random.int(2, 4);
      quantity = boxes * product.pack_size;
      unit = 'pcs';
      needsConversion = true;
      ambiguous = true;
      quantityText = `${boxes} x ${formatQuantity(product.pack_size, language)}`;
      unitText = renderUnit(random, language, 'pcs', quantity);
    } else if (product && product.unit === 'box' && random.chance(0.03)) {
      const phrase = random.pick(Phrases[language].fewBoxes);
      quantity = 3;
      ambiguous = true;
      quantityText = phrase;
      unitText = '';
    }
    if (!quantityText) {
      quantityText = formatQuantity(quantity, language);
      unitText = renderUnit(random, language, unit, quantity);
    }
    return {
      truth: {
        ...baseTruth,
        description,
        quantity,
        unit,
        ambiguous,
        product_id: product ? product.product_id : null,
        ...(via ? { via } : {}),
        ...(needsConversion ? { needs_unit_conversion: true } : {}),
        ...extra,
      },
      article,
      description,
      quantityText,
      unitText,
    };
  };

  switch (path) {
    case 'mpn': {
      const product = pickAvailable(random, indexes.active, branchId);
      if (!product) return undefined;
      const meta = catalogue.meta.get(product.product_id);
      const maker = manufacturerAsWritten(random, product.manufacturer);
      const mpn = messyPartNumber(random, product.mpn);
      const withText = meta && random.chance(0.6);
      const shortText = withText && meta ? ` ${meta.name[language]}` : '';
      return finish(product, `${maker} ${mpn}${shortText}`, mpn, MatchVia.mpn, {
        manufacturer: maker,
        mpn,
      });
    }
    case 'cross_reference': {
      const reference = random.pick(indexes.crossWithProduct);
      const product = catalogue.byId.get(reference.product_id);
      if (!product || !availableIn(product, branchId)) return undefined;
      const orEquivalent = random.chance(0.3)
        ? {
            de: ' oder gleichwertig',
            en: ' or equivalent',
            fr: ' ou équivalent',
            es: ' o equivalente',
            it: ' o equivalente',
            nl: ' of gelijkwaardig',
          }[language]
        : '';
      const mpn = random.chance(0.7) ? reference.mpn : messyPartNumber(random, reference.mpn);
      return finish(
        product,
        `${reference.manufacturer} ${mpn}${orEquivalent}`,
        mpn,
        MatchVia.crossReference,
        {
          manufacturer: reference.manufacturer,
          mpn,
        },
      );
    }
    case 'semantic': {
      const product = pickAvailable(random, indexes.uniqueActive, branchId);
      const meta = product ? catalogue.meta.get(product.product_id) : undefined;
      if (!product || !meta) return undefined;
      return finish(product, describeForRequest(random, meta, language), '', MatchVia.semantic);
    }
    case 'history_cpn': {
      const customerMeta = customer ? book.meta.get(customer.customer_id) : undefined;
      const entries = customerMeta ? [...customerMeta.customerPartNumbers.entries()] : [];
      if (entries.length === 0) return undefined;
      const [productId, cpn] = random.pick(entries);
      const product = catalogue.byId.get(productId);
      const meta = catalogue.meta.get(productId);
      if (!product || !meta) return undefined;
      const phrase = fill(random.pick(Phrases[language].customerPartNumber), { cpn });
      const text = random.chance(0.5) ? `${meta.name[language]}, ${phrase}` : phrase;
      return finish(product, text, cpn, MatchVia.history, { customer_part_number: cpn });
    }
    case 'history_preference': {
      // The description alone fits several SKUs; this customer's orders pick one.
      const customerMeta = customer ? book.meta.get(customer.customer_id) : undefined;
      const shared = (customerMeta?.preferredProducts ?? []).filter(
        (id) => (catalogue.meta.get(id)?.specShare ?? 1) > 1,
      );
      if (shared.length === 0) return undefined;
      const productId = random.pick(shared);
      const product = catalogue.byId.get(productId);
      const meta = catalogue.meta.get(productId);
      if (!product || !meta) return undefined;
      return finish(product, describeForRequest(random, meta, language), '', MatchVia.history);
    }
    case 'branch_override': {
      const overrides = indexes.overridesByBranch.get(branchId) ?? [];
      if (overrides.length === 0) return undefined;
      const override = random.pick(overrides);
      const product = catalogue.byId.get(override.product_id);
      if (!product) return undefined;
      return finish(product, override.match_text, '', MatchVia.branchOverride);
    }
    case 'successor': {
      const old = random.pick(indexes.discontinued);
      const successor = catalogue.byId.get(old.successor_product_id ?? '');
      if (!successor || !availableIn(successor, branchId)) return undefined;
      const maker = manufacturerAsWritten(random, old.manufacturer);
      const mpn = messyPartNumber(random, old.mpn);
      const meta = catalogue.meta.get(old.product_id);
      const shortText = meta && random.chance(0.5) ? ` ${meta.name[language]}` : '';
      return finish(successor, `${maker} ${mpn}${shortText}`, mpn, MatchVia.successor, {
        manufacturer: maker,
        mpn,
      });
    }
    case 'no_equivalent': {
      const reference = random.pick(indexes.crossWithout);
      const key = `none:${reference.mpn}`;
      if (used.has(key)) return undefined;
      used.add(key);
      return finish(null, `${reference.manufacturer} ${reference.mpn}`, reference.mpn, undefined, {
        unmatched_reason: UnmatchedReason.noCatalogEquivalent,
        manufacturer: reference.manufacturer,
        mpn: reference.mpn,
      });
    }
    case 'ambiguous_generic': {
      const text = random.pick(Phrases[language].genericRequest);
      const key = `generic:${text}`;
      if (used.has(key)) return undefined;
      used.add(key);
      return finish(null, text, '', undefined, { unmatched_reason: UnmatchedReason.ambiguous });
    }
  }
}

function planItems(context: CaseContext, count: number): PlannedItem[] {
  const items: PlannedItem[] = [];
  const used = new Set<string>();
  // Customers with part numbers or brand habits use them: weigh the history paths up for them.
  const customerMeta = context.customer
    ? context.book.meta.get(context.customer.customer_id)
    : undefined;
  const hasPartNumbers = (customerMeta?.customerPartNumbers.size ?? 0) > 0;
  const hasSharedPreferences = (customerMeta?.preferredProducts ?? []).some(
    (id) => (context.catalogue.meta.get(id)?.specShare ?? 1) > 1,
  );
  const weights = PathWeights.map(([path, weight]): [ItemPath, number] => {
    if (path === 'history_cpn') return [path, hasPartNumbers ? 0.3 : 0];
    if (path === 'history_preference') return [path, hasSharedPreferences ? 0.12 : 0];
    return [path, weight];
  });
  for (let attempt = 0; items.length < count && attempt < count * 8; attempt++) {
    const item = planItem(context, pickWeighted(context.random, weights), used);
    if (item) items.push(item);
  }
  return items;
}

// ---------------------------------------------------------------- people, signatures, threads

interface Sender {
  email: string;
  name: string;
  first: string;
  last: string;
  company: string;
  phones: string[];
  address: { street: string; postal_code: string; city: string; country: string };
  country: Country;
  domain: string | null;
  vat: string;
}

const NewCompanyRoots = [
  'Tecnova',
  'Metallix',
  'Indumar',
  'Proval',
  'Sintec',
  'Ferroplan',
  'Maxitec',
  'Norteq',
  'Vulkan',
  'Aerotek',
];
const NewCompanySuffix: Record<Country, string> = {
  DE: 'GmbH',
  FR: 'SAS',
  ES: 'S.L.',
  IT: 'S.r.l.',
  NL: 'B.V.',
  GB: 'Ltd',
};
const NewFirstNames = ['Alex', 'Sam', 'Noah', 'Mia', 'Lea', 'Luca', 'Nina', 'Hugo', 'Eva', 'Iris'];
const NewLastNames = [
  'Becker',
  'Roux',
  'Pardo',
  'Fabbri',
  'Jonker',
  'Palmer',
  'Keller',
  'Morel',
  'Vega',
  'Costa',
];

function signature(random: Random, sender: Sender, language: Language): string {
  const phrases = Phrases[language];
  const lines: string[] = [random.pick(phrases.closings), sender.name];
  if (random.chance(0.7)) lines.push(random.pick(phrases.titles));
  lines.push(sender.company);
  if (random.chance(0.8)) {
    lines.push(sender.address.street);
    lines.push(
      sender.country === 'GB'
        ? `${sender.address.city} ${sender.address.postal_code}`
        : `${sender.address.postal_code} ${sender.address.city}`,
    );
  }
  const telLabel = { de: 'Tel.', en: 'Tel:', fr: 'Tél. :', es: 'Tel.:', it: 'Tel.', nl: 'T:' }[
    language
  ];
  const mobileLabel = {
    de: 'Mobil:',
    en: 'Mobile:',
    fr: 'Port. :',
    es: 'Móvil:',
    it: 'Cell.',
    nl: 'M:',
  }[language];
  const [first, second] = sender.phones;
  if (first) lines.push(`${telLabel} ${random.chance(0.5) ? nationalFormat(first) : first}`);
  if (second) lines.push(`${mobileLabel} ${nationalFormat(second)}`);
  if (sender.domain && random.chance(0.5)) lines.push(`www.${sender.domain}`);
  if (sender.domain && random.chance(0.75)) {
    const values = {
      city: sender.address.city,
      street: sender.address.street,
      hrb: String(random.int(10_000, 999_999)),
      manager: `${random.pick(NewFirstNames)} ${sender.last}`,
      vat: sender.vat,
      capital: formatQuantity(random.pick([10_000, 50_000, 100_000, 250_000]), language),
      siret: `${random.int(100, 999)} ${random.int(100, 999)} ${random.int(100, 999)} ${pad(random.int(0, 99_999), 5)}`,
      rea: `MI-${random.int(100_000, 2_000_000)}`,
      kvk: String(random.int(10_000_000, 99_999_999)),
    };
    lines.push('');
    for (const line of phrases.legal) lines.push(fill(line, values));
  }
  return lines.join('\n');
}

function quoteBlock(
  random: Random,
  language: Language,
  text: string,
  when: Date,
  name: string,
  email: string,
  subject: string,
): string {
  const header = fill(random.pick(Phrases[language].quotedHeader), {
    date: formatDate(random, when, language),
    time: `${pad(when.getUTCHours(), 2)}:${pad(when.getUTCMinutes(), 2)}`,
    name,
    email,
    subject,
  });
  const quoted = header.startsWith('-----')
    ? text
    : text
        .split('\n')
        .map((line) => (line ? `> ${line}` : '>'))
        .join('\n');
  return `${header}\n${quoted}`;
}

// ---------------------------------------------------------------- the case planner

interface Plan {
  request: CaseRequest;
  truth: CaseTruth;
  language: string;
  kind: string;
  attachment?: TableDocument;
}

function chooseCustomer(
  random: Random,
  indexes: CatalogueIndexes,
  language: Language,
): CustomerRecord {
  const local = indexes.customersByLanguage.get(language) ?? [];
  const pool =
    language === 'en' && random.chance(0.25)
      ? indexes.activeCustomers
      : local.length > 0
        ? local
        : indexes.activeCustomers;
  return random.pick(pool);
}

function distributorRep(random: Random): { first: string; last: string; email: string } {
  const rep = random.pick(Distributor.reps);
  return { ...rep, email: `${slug(rep.first)}.${slug(rep.last)}@${Distributor.domain}` };
}

function references(random: Random, receivedAt: Date) {
  const year = receivedAt.getUTCFullYear();
  return {
    po: random.pick([
      `4500${pad(random.int(0, 999_999), 6)}`,
      `PO-${year}-${pad(random.int(1, 9999), 4)}`,
      `B${random.int(100_000, 999_999)}`,
    ]),
    quote: `AN-${year}-${pad(random.int(1, 99_999), 5)}`,
    ref: random.pick([
      `RFQ-${random.int(1000, 9999)}`,
      `BA-${year}-${pad(random.int(1, 999), 3)}`,
      `${random.int(10_000, 99_999)}`,
    ]),
    invoice: `${year}-${pad(random.int(1, 99_999), 5)}`,
    delivery: `LS${random.int(1_000_000, 9_999_999)}`,
  };
}

function renderItemLines(random: Random, items: PlannedItem[]): string[] {
  const style = random.int(0, 3);
  return items.map((item, index) => {
    const quantity = item.unitText ? `${item.quantityText} ${item.unitText}` : item.quantityText;
    switch (style) {
      case 0:
        return `- ${quantity} ${item.description}`;
      case 1:
        return `${index + 1}. ${item.description} – ${quantity}`;
      case 2:
        return `Pos. ${index + 1}: ${quantity} ${item.description}`;
      default:
        return `${item.description}: ${quantity}`;
    }
  });
}

function htmlTable(items: PlannedItem[], language: Language): string {
  const headers = Phrases[language].tableHeaders;
  const rows = items
    .map(
      (item, index) =>
        `<tr><td>${index + 1}</td><td>${escapeHtml(item.article)}</td><td>${escapeHtml(item.description)}</td><td>${escapeHtml(item.quantityText)}</td><td>${escapeHtml(item.unitText)}</td></tr>`,
    )
    .join('\n');
  return `<table border="1" cellpadding="4" style="border-collapse:collapse"><thead><tr><th>${headers.position}</th><th>${headers.article}</th><th>${headers.description}</th><th>${headers.quantity}</th><th>${headers.unit}</th></tr></thead>\n<tbody>\n${rows}\n</tbody></table>`;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function toHtml(
  paragraphs: string[],
  table: string | null,
  signatureText: string,
  quoted: string | null,
): string {
  const body = paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const sig = `<div class="signature" style="color:#555">${escapeHtml(signatureText).replace(/\n/g, '<br>')}</div>`;
  const quote = quoted
    ? `<blockquote style="border-left:2px solid #ccc;padding-left:8px">${escapeHtml(quoted).replace(/\n/g, '<br>')}</blockquote>`
    : '';
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><style>p{font-family:Arial}</style></head><body>\n${body}\n${table ?? ''}\n${sig}\n${quote}</body></html>`;
}

function attachmentKind(random: Random): AttachmentKind {
  return pickWeighted<AttachmentKind>(random, [
    ['pdf_text', 0.32],
    ['xlsx', 0.22],
    ['csv', 0.1],
    ['pdf_scan', 0.12],
    ['png_scan', 0.1],
    ['pdf_encrypted', 0.05],
    ['xlsx_ole', 0.04],
    ['pdf_truncated', 0.05],
  ]);
}

function planCase(
  caseNumber: number,
  seed: number,
  catalogue: Catalogue,
  book: CustomerBook,
  indexes: CatalogueIndexes,
  options: CaseOptions,
): Plan {
  const random = createRandom(fnv1a(`${seed}:case:${caseNumber}`));
  const case_id = `demo-${pad(caseNumber, 5)}`;
  const kind = pickWeighted(random, KindWeights);
  const receivedAt = new Date(
    Date.UTC(2026, 0, 5) + random.int(0, 330) * DayMs + random.int(6 * 60, 18 * 60) * 60_000,
  );
  const unsupportedLanguage = kind === 'unsupported' ? random.pick(UnsupportedLanguages) : null;
  const language: Language = kind === 'bounce' ? 'en' : random.pick(Languages);
  const phrases = Phrases[language];
  const refs = references(random, receivedAt);
  const rep = distributorRep(random);

  // Who writes: a known contact, a stale one, a stranger at a known domain, or a new customer.
  const newCustomer = kind !== 'bounce' && kind !== 'newsletter' && random.chance(0.07);
  let customer: CustomerRecord | null = newCustomer
    ? null
    : chooseCustomer(random, indexes, language);
  let contact: ContactRecord | null = null;
  let sender: Sender;
  let contactTruth: string | null = null;
  if (customer) {
    const current = customer;
    const contacts = indexes.contactsByCustomer.get(current.customer_id) ?? [];
    const activeContacts = contacts.filter((candidate) => candidate.active);
    const stale = contacts.filter((candidate) => !candidate.active);
    const roll = random.next();
    const domain = current.domains[0] ?? null;
    if (roll < 0.08 && stale.length > 0 && domain) {
      contact = random.pick(stale);
    } else if (roll < 0.15 && domain) {
      contact = null;
    } else {
      contact = activeContacts.length > 0 ? random.pick(activeContacts) : null;
      contactTruth = contact?.contact_id ?? null;
    }
    const [first, ...rest] = (
      contact?.name ?? `${random.pick(NewFirstNames)} ${random.pick(NewLastNames)}`
    ).split(' ');
    const firstName = first ?? 'Alex';
    const lastName = rest.join(' ') || 'Becker';
    let email = contact?.email ?? `${slug(firstName)}.${slug(lastName)}@${domain ?? 'gmail.com'}`;
    // A stranger at a known domain must not share the address of a known contact.
    while (!contact && indexes.contactEmails.has(email)) {
      email = `${slug(firstName)}.${slug(lastName)}${random.int(2, 99)}@${domain ?? 'gmail.com'}`;
    }
    sender = {
      email,
      name: `${firstName} ${lastName}`,
      first: firstName,
      last: lastName,
      company: current.name,
      phones: contact?.phones.length ? contact.phones : current.phones,
      address: current.address,
      country: current.country as Country,
      domain,
      vat: current.vat_id,
    };
    if (!contact && !domain) customer = null;
  } else {
    const country = (Object.entries(CountryLanguage).find(([, value]) => value === language)?.[0] ??
      'DE') as Country;
    const company = `${random.pick(NewCompanyRoots)} ${random.pick(['Industrie', 'Technik', 'Solutions', 'Service'])} ${NewCompanySuffix[country]}`;
    const first = random.pick(NewFirstNames);
    const last = random.pick(NewLastNames);
    const generic = random.chance(0.4);
    const domain = generic
      ? null
      : `${slug(company.split(' ').slice(0, 2).join(' '))}-${random.int(2, 99)}.example`;
    const address = randomAddress(random, country);
    sender = {
      email: `${slug(first)}.${slug(last)}${generic ? random.int(100, 999) : ''}@${domain ?? 'gmail.com'}`,
      name: `${first} ${last}`,
      first,
      last,
      company,
      phones: [landline(random, country, address.city), mobile(random, country)],
      address,
      country,
      domain,
      vat: vatId(random, country),
    };
  }
  const country = (customer?.country ?? sender.country) as Country;
  const branchId =
    customer?.branch_id ??
    random.pick(Branches.filter((branch) => branch.country === country)).branch_id;
  const context: CaseContext = {
    random,
    language,
    catalogue,
    book,
    customer,
    branchId,
    country,
    receivedAt,
    indexes,
  };

  const shipTos: ShipToRecord[] = customer
    ? (indexes.shipTosByCustomer.get(customer.customer_id) ?? [])
    : [];
  let shipToTruth: string | null = customer?.default_ship_to_id ?? null;

  const request: CaseRequest = {
    case_id,
    sender: sender.email,
    subject: '',
    body: '',
    received_at: receivedAt.toISOString().replace('.000Z', 'Z'),
  };
  const truth: CaseTruth = {
    intent: 'other',
    auto_reply: false,
    language_unsupported: false,
    line_items: [],
    delivery: {},
    customer_id: customer?.customer_id ?? null,
    ship_to_id: null,
    contact_id: customer ? contactTruth : null,
  };
  const values: Record<string, string | number> = {
    ...refs,
    company: customer?.name ?? sender.company,
    rep: rep.last,
    repFirst: rep.first,
    colleague: `${random.pick(NewFirstNames)} ${sender.last}`,
    month: phrases.months[receivedAt.getUTCMonth()] ?? '',
    amount: formatQuantity(random.int(120, 18_000), language),
    quoteDate: formatDate(random, addDays(receivedAt, -random.int(5, 40)), language),
    week: isoWeek(addDays(receivedAt, 21)).week,
  };
  const greeting = random.chance(0.5)
    ? fill(random.pick(phrases.greetingsNamed), values)
    : random.pick(phrases.greetings);
  const sig = signature(random, sender, language);
  let attachment: TableDocument | undefined;
  let html = false;
  const paragraphs: string[] = [];
  let table: string | null = null;
  let quoted: string | null = null;
  let kindTag: string = kind;

  const addDeliveryAndTerms = (intent: Intent): void => {
    if (random.chance(0.45)) {
      const style = random.int(0, 3);
      if (style === 0) {
        const date = addDays(receivedAt, random.int(7, 60));
        paragraphs.push(
          fill(random.pick(phrases.deliveryBy), { date: formatDate(random, date, language) }),
        );
        truth.delivery.requested_by = isoDate(date);
      } else if (style === 1) {
        const { week } = isoWeek(addDays(receivedAt, random.int(14, 50)));
        const text = fill(random.pick(phrases.deliveryWeek), { week });
        paragraphs.push(
          language === 'de' && random.chance(0.3) ? text.replace(`KW ${week}`, `KW${week}`) : text,
        );
      } else if (style === 2) {
        const weekday = random.int(0, 4);
        paragraphs.push(
          fill(random.pick(phrases.relativeNextWeekday), {
            weekday: phrases.weekdays[weekday] ?? '',
          }),
        );
      } else {
        const days = random.pick([5, 7, 10, 14, 21]);
        paragraphs.push(fill(random.pick(phrases.relativeInDays), { days }));
      }
    }
    const urgencyRoll = random.next();
    if (urgencyRoll < 0.12) {
      paragraphs.push(random.pick(phrases.urgentHigh));
      truth.delivery.urgency = 'high';
    } else if (urgencyRoll < 0.17) {
      paragraphs.push(random.pick(phrases.urgentCritical));
      truth.delivery.urgency = 'critical';
    } else {
      truth.delivery.urgency = 'normal';
    }
    if (intent !== 'update' && random.chance(0.22)) {
      const net = random.pick([14, 30, 30, 45, 60, 90]);
      if (random.chance(0.5)) {
        const percent = random.pick([2, 3]);
        const days = random.pick([8, 10, 14]);
        paragraphs.push(fill(random.pick(phrases.paymentDiscount), { net, percent, days }));
        truth.payment_terms = { net_days: net, discount_percent: percent, discount_days: days };
      } else {
        paragraphs.push(fill(random.pick(phrases.paymentNet), { net }));
        truth.payment_terms = { net_days: net };
      }
    }
    if (random.chance(0.15)) {
      const types = random.shuffle(Object.keys(phrases.special)).slice(0, random.int(1, 2)).sort();
      truth.special_conditions = types.map((type) => ({ type }));
      for (const type of types) paragraphs.push(random.pick(phrases.special[type] ?? ['']));
    }
    const nonDefault = shipTos.filter((shipTo) => !shipTo.is_default);
    if (nonDefault.length > 0 && random.chance(0.3)) {
      const target = random.pick(nonDefault);
      const site = target.name.split(' – ')[1] ?? target.name;
      const address = `${target.address.street}, ${target.address.postal_code} ${target.address.city}`;
      paragraphs.push(fill(random.pick(phrases.shipTo), { site, address }));
      shipToTruth = target.ship_to_id;
    }
  };

  const itemsInBodyOrAttachment = (items: PlannedItem[], opener: string): void => {
    const useAttachment =
      items.length >= 12 || random.chance((options.attachmentShare / 0.58) * 0.8);
    if (useAttachment) {
      let kindOfFile = attachmentKind(random);
      const isScan = kindOfFile === 'pdf_scan' || kindOfFile === 'png_scan';
      if (isScan && items.length > 12) kindOfFile = 'pdf_text';
      const filenameBase = `${EnquiryWord[language]}_${refs.ref.replace(/[^A-Za-z0-9-]/g, '')}`;
      const extension =
        kindOfFile === 'xlsx' || kindOfFile === 'xlsx_ole'
          ? 'xlsx'
          : kindOfFile === 'csv'
            ? 'csv'
            : kindOfFile === 'png_scan'
              ? 'png'
              : 'pdf';
      const filename = `${filenameBase}.${extension}`;
      const unreadable =
        kindOfFile === 'pdf_encrypted' ||
        kindOfFile === 'xlsx_ole' ||
        kindOfFile === 'pdf_truncated';
      const withDates = !unreadable && random.chance(0.25);
      for (const item of items) {
        item.truth.source_document = filename;
        if (withDates) {
          const date = addDays(receivedAt, random.int(10, 60));
          item.truth.requested_delivery = isoDate(date);
          item.deliveryText =
            kindOfFile === 'xlsx'
              ? isoDate(date)
              : formatDate(random, date, language).replace(/^(\d+) (\w+) (\d{4})$/, '$1 $2 $3');
        }
      }
      attachment = {
        kind: kindOfFile,
        filename,
        language,
        title: `${EnquiryWord[language]} ${refs.ref}`,
        company: sender.company,
        headers: phrases.tableHeaders,
        rows: items.map((item, index) => ({
          position: String(index + 1),
          article: item.article,
          description: item.description,
          quantityText: item.quantityText,
          quantity: item.truth.quantity,
          unitText: item.unitText,
          delivery: item.deliveryText,
        })),
        seed: fnv1a(`${seed}:attachment:${caseNumber}`),
      };
      kindTag = `${kind}_${kindOfFile}`;
      truth.line_items = unreadable ? [] : items.map((item) => item.truth);
      const standalone = opener.trimEnd().endsWith(':')
        ? fill(random.pick(phrases.attachmentOpeners[kind === 'order' ? 'order' : 'quote']), values)
        : opener;
      paragraphs.push(standalone);
      paragraphs.push(random.pick(phrases.seeAttachment));
      return;
    }
    truth.line_items = items.map((item) => item.truth);
    if (random.chance(0.2)) {
      html = true;
      table = htmlTable(items, language);
      paragraphs.push(opener);
      kindTag = `${kind}_html`;
      return;
    }
    if (items.length === 1 && random.chance(0.5) && items[0]) {
      const item = items[0];
      const single = fill(
        random.pick(kind === 'order' ? phrases.orderOpeners : phrases.quoteSingle),
        {
          ...values,
          qty: item.quantityText,
          unit: item.unitText,
          item: item.description,
        },
      );
      if (single.includes(item.description)) {
        paragraphs.push(single);
        return;
      }
    }
    paragraphs.push(`${opener}\n${renderItemLines(random, items).join('\n')}`);
  };

  const itemCount = (): number => {
    const roll = random.next();
    if (roll < 0.3) return 1;
    if (roll < 0.75) return random.int(2, 4);
    if (roll < 0.95) return random.int(5, 8);
    return random.int(20, 36);
  };

  switch (kind) {
    case 'quote':
    case 'quote_with_status':
    case 'rfq':
    case 'order': {
      const intent: Intent = kind === 'rfq' ? 'rfq' : kind === 'order' ? 'order' : 'quote';
      truth.intent = intent;
      const subjects =
        intent === 'rfq'
          ? phrases.rfqSubjects
          : intent === 'order'
            ? phrases.orderSubjects
            : phrases.quoteSubjects;
      const deadline = formatDate(random, addDays(receivedAt, random.int(5, 20)), language);
      values.deadline = deadline;
      request.subject = fill(random.pick(subjects), values);
      const opener = fill(
        random.pick(
          intent === 'rfq'
            ? phrases.rfqOpeners
            : intent === 'order'
              ? phrases.orderOpeners
              : phrases.quoteOpeners,
        ),
        values,
      );
      paragraphs.push(greeting);
      if (intent === 'order' && random.chance(0.4))
        paragraphs.push(fill(random.pick(phrases.orderAgainstQuote), values));
      const items = planItems(context, itemCount());
      itemsInBodyOrAttachment(items, opener);
      if (intent === 'rfq') paragraphs.push(fill(random.pick(phrases.rfqDeadline), values));
      addDeliveryAndTerms(intent);
      if (kind === 'quote_with_status') {
        paragraphs.push(fill(random.pick(phrases.secondaryStatus), values));
        truth.secondary_intents = ['status'];
      }
      if (random.chance(0.2)) {
        const previousSubject = fill(random.pick(phrases.quoteSubjects), values);
        const quotedProduct = random.pick(indexes.active);
        const quotedMeta = catalogue.meta.get(quotedProduct.product_id);
        const quotedQuantity = salesQuantity(random, quotedProduct);
        const offer = fill(random.pick(phrases.distributorReply), {
          ...values,
          qty: formatQuantity(quotedQuantity, language),
          unit: unitWord(language, quotedProduct.unit, quotedQuantity),
          item: quotedMeta ? describeProduct(quotedMeta, language) : quotedProduct.description,
          price: formatQuantity(random.int(150, 9_000) / 100, language),
          days: random.int(2, 10),
        });
        const repGreeting = fill(random.pick(phrases.greetingsNamed), {
          rep: sender.last,
          repFirst: sender.first,
        });
        quoted = quoteBlock(
          random,
          language,
          `${repGreeting}\n${offer}\n\n${rep.first} ${rep.last}\n${Distributor.name}\nTel. +49 40 ${random.int(2_000_000, 8_999_999)}`,
          addDays(receivedAt, -random.int(3, 30)),
          `${rep.first} ${rep.last}`,
          rep.email,
          previousSubject,
        );
        request.subject = `${random.pick(['AW: ', 'RE: ', 'Re: ', 'WG: ', 'TR: ', 'R: '])}${request.subject}`;
      }
      break;
    }
    case 'update': {
      truth.intent = 'update';
      request.subject = fill(random.pick(phrases.updateSubjects), values);
      paragraphs.push(greeting);
      const items = planItems(context, random.int(1, 2));
      truth.line_items = items.map((item) => item.truth);
      paragraphs.push(
        `${fill(random.pick(phrases.updateBodies), values)}\n${renderItemLines(random, items).join('\n')}`,
      );
      if (random.chance(0.4)) {
        const { week } = isoWeek(addDays(receivedAt, random.int(14, 40)));
        paragraphs.push(fill(phrases.updateItemLine[0] ?? '', { week }));
      }
      truth.delivery.urgency = 'normal';
      request.thread_history = [
        {
          sender: rep.email,
          subject: `${Phrases[language].orderSubjects[0]?.replace('{po}', String(refs.po)) ?? refs.po}`,
          body: `${fill(random.pick(phrases.greetingsNamed), { rep: sender.last, repFirst: sender.first })}\n${refs.quote} / ${refs.po}\n\n${rep.first} ${rep.last}\n${Distributor.name}`,
          sent_at: addDays(receivedAt, -random.int(2, 20)).toISOString().replace('.000Z', 'Z'),
        },
      ];
      break;
    }
    case 'status': {
      truth.intent = 'status';
      request.subject = fill(random.pick(phrases.statusSubjects), values);
      paragraphs.push(greeting, fill(random.pick(phrases.statusBodies), values));
      if (random.chance(0.3)) {
        paragraphs.push(random.pick(phrases.urgentHigh));
        truth.delivery.urgency = 'high';
      }
      if (random.chance(0.5)) {
        const history: ThreadMessage[] = [
          {
            sender: sender.email,
            subject: fill(random.pick(phrases.orderSubjects), values),
            body: `${greeting}\n${fill(random.pick(phrases.orderOpeners), values)}\n…\n${sender.name}`,
            sent_at: addDays(receivedAt, -random.int(10, 30)).toISOString().replace('.000Z', 'Z'),
          },
        ];
        request.thread_history = history;
      }
      break;
    }
    case 'auto_reply':
    case 'auto_ack': {
      truth.auto_reply = true;
      truth.intent = 'other';
      const originalSubject = fill(random.pick(phrases.quoteSubjects), values);
      const back = formatDate(random, addDays(receivedAt, random.int(2, 21)), language);
      if (kind === 'auto_reply') {
        request.subject = fill(random.pick(phrases.autoReplySubjects), {
          subject: originalSubject,
        });
        paragraphs.push(fill(random.pick(phrases.autoReplyBodies), { ...values, date: back }));
        paragraphs.push(sender.name);
      } else {
        request.subject = fill(random.pick(phrases.autoAckSubjects), { subject: originalSubject });
        paragraphs.push(random.pick(phrases.autoAckBodies));
        request.sender = `${random.pick(['noreply', 'no-reply', 'donotreply'])}@${sender.domain ?? 'mailer.example.com'}`;
        truth.contact_id = null;
        if (!sender.domain) truth.customer_id = null;
      }
      break;
    }
    case 'bounce': {
      truth.auto_reply = true;
      truth.intent = 'other';
      truth.customer_id = null;
      truth.contact_id = null;
      request.sender = random.pick([
        'MAILER-DAEMON@mx1.kronberg-supply.eu',
        'postmaster@kronberg-supply.eu',
        'mailer-daemon@mail.example.net',
      ]);
      request.subject = random.pick([
        'Undelivered Mail Returned to Sender',
        'Delivery Status Notification (Failure)',
        `Undeliverable: Angebot ${refs.quote}`,
        'Mail delivery failed: returning message to sender',
      ]);
      paragraphs.push(
        `This is the mail system at host mx1.${Distributor.domain}.\n\nI'm sorry to have to inform you that your message could not be delivered to one or more recipients.\n\n<${sender.email}>: host mx.${sender.domain ?? 'example.com'} said: 550 5.1.1 User unknown (in reply to RCPT TO command)`,
        `Reporting-MTA: dns; mx1.${Distributor.domain}\nFinal-Recipient: rfc822; ${sender.email}\nAction: failed\nStatus: 5.1.1`,
      );
      kindTag = 'bounce';
      break;
    }
    case 'newsletter': {
      truth.intent = 'other';
      truth.customer_id = null;
      truth.contact_id = null;
      request.sender = `newsletter@${random.pick(['toolworld-news.example', 'industrie-magazin.example', 'fachmesse-info.example'])}`;
      request.subject = fill(random.pick(phrases.newsletterSubjects), values);
      paragraphs.push(fill(random.pick(phrases.newsletterBodies), values));
      html = true;
      break;
    }
    case 'invoice':
    case 'complaint':
    case 'misc': {
      truth.intent = 'other';
      const subjects =
        kind === 'invoice'
          ? phrases.invoiceSubjects
          : kind === 'complaint'
            ? phrases.complaintSubjects
            : phrases.miscSubjects;
      const bodies =
        kind === 'invoice'
          ? phrases.invoiceBodies
          : kind === 'complaint'
            ? phrases.complaintBodies
            : phrases.miscBodies;
      request.subject = fill(random.pick(subjects), values);
      paragraphs.push(greeting, fill(random.pick(bodies), values));
      break;
    }
    case 'unsupported': {
      const code = unsupportedLanguage ?? 'pl';
      const text = random.pick(UnsupportedTexts[code] ?? []);
      truth.intent = 'other';
      truth.language_unsupported = true;
      request.subject = text.subject;
      paragraphs.push(text.body, sender.name, sender.company);
      break;
    }
  }

  truth.ship_to_id = truth.customer_id ? shipToTruth : null;
  const withSignature =
    kind !== 'bounce' &&
    kind !== 'newsletter' &&
    kind !== 'unsupported' &&
    kind !== 'auto_ack' &&
    kind !== 'auto_reply';
  if (html) {
    request.body = toHtml(paragraphs, table, withSignature ? sig : '', quoted);
  } else {
    const parts = [paragraphs.join('\n\n')];
    if (withSignature) parts.push(sig);
    if (quoted) parts.push(quoted);
    request.body = parts.join('\n\n');
  }
  if (random.chance(0.5)) request.country = country;
  if (random.chance(0.4) || truth.line_items.some((item) => item.via === MatchVia.branchOverride))
    request.branch_id = branchId;
  if (random.chance(0.2) && sender.phones[0]) request.phone = sender.phones[0];

  return {
    request,
    truth,
    language: unsupportedLanguage ?? language,
    kind: kindTag,
    ...(attachment ? { attachment } : {}),
  };
}

export async function generateCases(
  seed: number,
  catalogue: Catalogue,
  book: CustomerBook,
  options: CaseOptions,
): Promise<LabelledCase[]> {
  const indexes = buildIndexes(catalogue, book);
  const cases: LabelledCase[] = [];
  for (let caseNumber = 1; caseNumber <= options.cases; caseNumber++) {
    const plan = planCase(caseNumber, seed, catalogue, book, indexes, options);
    if (plan.attachment) {
      const rendered: CaseAttachment = await renderAttachment(plan.attachment);
      plan.request.attachments = [rendered];
    }
    cases.push({
      case_id: plan.request.case_id,
      split: splitOf(plan.request.case_id),
      language: plan.language,
      kind: plan.kind,
      request: plan.request,
      truth: plan.truth,
    });
  }
  return cases;
}
