/**
 * Line items from free text (e-mail bodies, text attachments, PDF lines outside tables):
 * "10 Stk Kugelhahn DN25", "Kugelhahn DN25: 10 Stück", "Please quote 3 boxes of nitrile gloves",
 * "20 rouleaux de ruban adhésif", "2 x 50 Handschuhe" (ambiguous), "a few boxes" (ambiguous).
 */

import { classifySignatureLine } from '#domain/text/signature';
import { unicodeWords } from '#domain/text/unicode-regex';
import { type FoundDate, findDates, isStatedDate } from './dates';
import { trimSeparators, withoutQuantityLabel } from './mention-description';
import {
  CONTAINER_UNITS,
  HEDGE_WORDS,
  NON_ARTICLE_WORDS,
  QUANTITY_LABELS,
  TRAILING_FILLER,
  VAGUE_QUANTITY_ESTIMATE,
} from './mention-vocabulary';
import {
  findMentions,
  MAX_MENTION_LINE_CHARS,
  type Mention,
  MentionShape,
  type QuantityReading,
  statesCompanyFigures,
} from './mentions';
import {
  type DecimalStyle,
  NUMBER_PATTERN,
  NUMBER_WORD_PATTERN,
  numberWord,
  parseLocaleNumber,
} from './numbers';
import { COUNTABLE_UNITS, normaliseUnit, UNIT_PATTERN, type Unit } from './units';

export interface ParseContext {
  style: DecimalStyle;
  language: string | null;
  country?: string | null;
  reference: Date;
  defaultUnit: Unit;
}

export const ItemPattern = {
  leadingQuantity: 'leading_quantity',
  trailingQuantity: 'trailing_quantity',
  embeddedQuantity: 'embedded_quantity',
  tableRow: 'table_row',
} as const;
export type ItemPattern = (typeof ItemPattern)[keyof typeof ItemPattern];

export interface ParsedItem {
  description: string;
  quantity: number | null;
  unit: Unit;
  unitText: string | null;
  unitStated: boolean;
  ambiguous: boolean;
  ambiguityReasons: string[];
  ambiguousGrouping: boolean;
  requestedDelivery: string | null;
  sku: string | null;
  position: string | null;
  pattern: ItemPattern;
  listMarker: boolean;
  /** Other readings of an ambiguous quantity ("2 x 50 m": 2 rolls). */
  alternatives?: QuantityReading[];
  /** Evidence from the prose reading, for the score; absent for the single-line patterns. */
  prose?: ProseEvidence;
}

export interface ProseEvidence {
  crossedConjunction: boolean;
  inherited: boolean;
  mentionsInLine: number;
}

const APPROX = String.raw`(?:ca\.?|circa|ungefähr|etwa|rund|approx\.?|approximately|about|around|env\.?|environ|aprox\.?|aproximadamente|unos|unas|circa|ongeveer|zirka|ong\.)`;
const VAGUE = unicodeWords(
  /^(?:a\s+few|a\s+couple\s+of|some|several|a\s+number\s+of|einige|ein\s+paar|mehrere|paar|quelques|plusieurs|algunas|algunos|unas\s+cuantas|varias|varios|alcune|alcuni|qualche|diverse|diversi|enkele|een\s+paar|meerdere|wat)\s+/i,
);
const RANGE_JOINER = String.raw`(?:-|–|bis|to|à|a|tot|o|or|oder|ou|of)`;
const OF_WORD = String.raw`(?:of|de|d'|des|du|di|del|della|dei|degli|delle|van|von|à)`;
const QTY = `(?:${NUMBER_PATTERN})`;
const UNIT = `(?:${UNIT_PATTERN})`;

const LIST_MARKER =
  /^\s*(?:[-*•·▪–—>]+|\(?\d{1,3}[.)]\s|\(?[a-z][.)]\s|pos(?:ition)?\.?\s*\d+\s*[:.)–—-]?|item\s*\d+\s*[:.)–—-])\s*/i;

const LEADING = new RegExp(
  String.raw`^(?<approx>${APPROX}\s*)?(?<qty>${QTY}|${NUMBER_WORD_PATTERN})(?:\s*${RANGE_JOINER}\s*(?<qty2>${QTY}))?\s*(?:(?<unit>${UNIT})\.?(?![\p{L}\d]))?\s*(?<times>[x×*](?![\p{L}\d-]))?\s*(?:(?<mult>${QTY})\s*(?:(?<unit2>${UNIT})\.?(?![\p{L}\d]))?\s*)?(?:${OF_WORD}\s+)?(?<desc>.+)$`,
  'iu',
);

const TRAILING = new RegExp(
  String.raw`^(?<desc>.+)(?<![:–—]\s*\d{1,3})(?::\s*|[,;=]\s*|\s+[–—-]\s*|\s+)(?:(?:menge|anzahl|qty|quantity|qté|quantité|cantidad|cant\.|quantità|q\.tà|aantal|stückzahl)\s*[:.]?\s*)?(?<approx>${APPROX}\s*)?(?<times>[x×]\s*)?(?<qty>${QTY})(?:\s*[x×]\s*(?<mult>${QTY}))?(?:\s*${RANGE_JOINER}\s*(?<qty2>${QTY}))?\s*(?<unit>${UNIT})?\.?(?<timesAfter>\s*[x×])?\s*$`,
  'iu',
);

/** "Schraube M8: 3 x 50 Stück": packs after a separator, read before TRAILING's greedy description. */
const TRAILING_MULTIPLIED = new RegExp(
  String.raw`^(?<desc>.+?)(?::\s*|[,;=]\s*|\s+[–—-]\s*)(?<approx>${APPROX}\s*)?(?<qty>${QTY})\s*[x×*]\s*(?<mult>${QTY})\s*(?<unit>${UNIT})?\.?\s*$`,
  'iu',
);

const EMBEDDED = new RegExp(
  String.raw`(?<![\p{L}\d.,])(?<approx>${APPROX}\s*)?(?<qty>${QTY}|${NUMBER_WORD_PATTERN})\s*(?<unit>${UNIT})\.?(?![\p{L}\d])\s*(?:${OF_WORD}\s+)?(?<desc>(?:[^.;!?\n]|\.(?=[^\s.]))+)`,
  'giu',
);

const VAGUE_WORDS = String.raw`(?:a\s+few|a\s+couple\s+of|some|several|einige|ein\s+paar|mehrere|quelques|plusieurs|algunas|algunos|unas\s+cuantas|unos\s+cuantos|varias|varios|alcune|alcuni|qualche|diverse|diversi|enkele|een\s+paar|meerdere)`;

const VAGUE_EMBEDDED = new RegExp(
  String.raw`(?<![\p{L}])(?<vague>${VAGUE_WORDS})\s+(?<unit>${UNIT})\.?(?![\p{L}\d])\s*(?:${OF_WORD}\s+)?(?<desc>[^.;!?\n]+)`,
  'giu',
);

/** Words after which a quantity is not an item quantity (terms, money, time, percentages). */
const NON_ITEM_FOLLOWERS = unicodeWords(
  /^\s*(?:%|€|eur\b|euro|usd\b|\$|chf\b|gbp\b|£|tage?\b|tagen\b|days?\b|jours?\b|días?\b|dias?\b|giorni\b|dagen?\b|wochen?\b|weeks?\b|semaines?\b|semanas?\b|settimane\b|weken\b|monate?n?\b|months?\b|mois\b|meses\b|mesi\b|maanden\b|h\b|std\b|hours?\b|heures?\b|horas?\b|ore\b|uur\b|min\b|minutes?\b|jahre?n?\b|years?\b|ans?\b|años?\b|anni\b|jaar\b|uhr\b|o'clock|:\d|(?:zertifikat|zeugnis|certificate|certificat|certificado|certificato|certificaat)\w*)/i,
);

const NOT_DESCRIPTION = unicodeWords(
  // 'Total' opens a sum ('Total: 40'); later in the text it is a brand ('graisse Total Multis EP2').
  /^total\b|\b(?:kundennummer|kunden-?nr|customer\s*(?:no|number|id)|order\s*(?:no|number)|bestellnummer|auftragsnummer|auftrags-?nr|anfrage\s*nr|angebot(?:s)?\s*nr|angebotsnummer|rechnung|invoice|facture|factura|fattura|factuur|référence\s*client|numéro\s*client|número\s*de\s*cliente|codice\s*cliente|klantnummer|plz|postleitzahl|tel\.?|fax|iban|bic|ust|vat|tva|iva|btw|page|seite|summe|gesamt|subtotal|zwischensumme|netto|brutto|mwst|skonto|discount|escompte|sconto|descuento|korting|payment|zahlung|paiement|pago|pagamento|betaling)\b|^(?:(?:were|was|sind|waren|wurden|sont|étaient|están|estaban|sono|erano|zijn)\s+)?(?:damaged|beschädigt|defekt|defective|broken|kaputt|endommagée?s?|abîmée?s?|dañad[oa]s?|rot[oa]s|danneggiat[eio]|rott[eio]|beschadigd|kapot)$/i,
);

const LEADING_FILLER = unicodeWords(
  /^(?:(?:bitte|please|kindly|merci\s+de|veuillez|por\s+favor|per\s+favore|graag|gerne|wir\s+(?:benötigen|brauchen)|we\s+(?:need|require|would\s+like)|i\s+need|nous\s+avons\s+besoin\s+d[e']|il\s+nous\s+faut|necesitamos|ci\s+servono|abbiamo\s+bisogno\s+di|wij\s+hebben|we\s+hebben)\b[\s,:]*)+/i,
);

/** Cut the description at deadline words or delivery phrases that follow the item. */
const DESCRIPTION_STOP = unicodeWords(
  /\s+(?:bis(?:\s+(?:zum|spätestens))?|spätestens|until|by|before|no\s+later\s+than|for\s+delivery|delivered|avant(?:\s+le)?|d'ici|au\s+plus\s+tard|pour\s+le(?=\s+\d)|livr[ée]s?|livraison|entro|consegna|prima\s+del|antes\s+del?|para\s+el(?=\s+\d)|entrega|uiterlijk|levering|te\s+leveren|geliefert|lieferung|liefertermin|zum\s+\d|in\s+KW|KW\s*\d|week\s*\d|semaine\s*\d|semana\s*\d|settimana\s*\d|delivery|deliver|ship(?:ped|ping)?|needed|required|benötigt|gebraucht|[(]|\s-\s|\/\/)(?=\s|$|\d)[\s\S]*$/i,
);

/**
 * A leading number that is written onto a code or a size: without a unit or a multiplication sign,
 * glued to a hyphen, a slash or letters ('6205-2RS', '3/4" ball valve', '2RS'); or followed by a
 * second number that no sign multiplies ('10 6205-2RS', the brand in '3M 1100'). It is part of what
 * is named, not a count.
 */
function partOfCode(groups: Record<string, string | undefined>, after: string): boolean {
  // A second number no sign multiplies ('3M 1100', '10 6205-2RS') is part of what is named.
  if (groups.mult !== undefined && !groups.times && !groups.unit2) return true;
  if (groups.unit || groups.times) return false;
  // A range's second number glued to letters is a code too ('6205-2RS' is no 6205 to 2).
  if (groups.qty2 !== undefined) return /^\s*\S+?\d\p{L}/u.test(after);
  return /^(?:[-/][\p{L}\d]|\p{L})/u.test(after);
}

/**
 * Words that name what the number after them designates — a norm, a nominal size or pressure, a
 * thread, a size, a type or series ('DIN 934', 'DN 25', 'PN 16', 'Gr. 10', 'Typ 2'): without a
 * separator or a unit, the number is that designation, not a count.
 */
const DESIGNATION_WORD = unicodeWords(
  /(?:^|\s)(?:din|iso|en|iec|ansi|astm|sae|jis|dn|pn|nw|nd|nps|awg|class|klasse|classe|clase|gr\.?|größe|grösse|size|taille|talla|taglia|maat|typ|type|tipo|serie|series|reihe|série|no\.?|nr\.?|n°|nº|art\.?|ref\.?|réf\.?|rif\.?)\s*$/i,
);

/**
 * A number that ends the line after a space alone — no separator, unit or multiplication sign —
 * and names the item rather than counts it: after a designation word ('DN 25', 'DIN 934'), or
 * four digits and more written without grouping that are no round count ('rodamiento 6205', not
 * 'Kabelbinder 1000').
 */
function namesDesignation(text: string, groups: Record<string, string | undefined>): boolean {
  if (groups.unit || groups.times || groups.timesAfter) return false;
  const description = groups.desc ?? '';
  // "…: 200", "…, 10", "… – 5": a separator before the number makes it the line's count.
  const between = text.slice(description.length, text.length - (groups.qty ?? '').length);
  if (/[:,;=–—-]/.test(between.replace(/\d[\s\S]*$/, ''))) return false;
  const qty = groups.qty ?? '';
  return (
    DESIGNATION_WORD.test(description.trimEnd()) ||
    (/^\d{4,}$/.test(qty) && Number(qty) % ROUND_COUNT !== 0)
  );
}

/** A British postcode closing a line ("Bourne, Lincs PE10 9LT"): its inward code is no quantity. */
const UK_POSTCODE_END = /(?:^|\s)[A-Z]{1,2}\d[A-Z\d]?\s+\d[A-Z]{2}$/;

/** Counts of that many digits are round ('Kabelbinder 1000'); codes seldom are ('6205'). */
const ROUND_COUNT = 50;

/**
 * The TRAILING pattern's reading of a line. Its greedy description takes the sign of 'bearing
 * 6205-2RS x 20': the sign belongs to the count, unless what it follows is a measure ('Platte 200
 * x 300', 'M8 x 30': a dimension).
 */
function trailingReading(text: string): { groups?: Record<string, string | undefined> } | null {
  const matched = text.match(TRAILING);
  const groups = matched?.groups;
  const description = groups?.desc ?? '';
  if (
    !groups ||
    groups.times ||
    !/\s[x×]$/.test(description) ||
    /(?:^|\s)(?:\d+(?:[.,]\d+)?|M\d+(?:[.,]\d+)?)\s[x×]$/i.test(description)
  )
    return matched;
  return { groups: { ...groups, desc: description.slice(0, -2), times: 'x' } };
}

function startsWithQuantityAndUnit(text: string): boolean {
  return new RegExp(
    String.raw`^${QTY}(?:\s*[x×]\s*${QTY})?\s*(?:${UNIT})\.?(?![\p{L}\d])`,
    'iu',
  ).test(text);
}

function endsWithQuantityAndUnit(text: string): boolean {
  return new RegExp(String.raw`[:\-–—]\s*${QTY}(?:\s*[x×]\s*${QTY})?\s*(?:${UNIT})\.?$`, 'iu').test(
    text,
  );
}

export function stripListMarker(text: string): {
  text: string;
  marker: boolean;
  position: string | null;
} {
  const match = text.match(LIST_MARKER);
  if (!match) return { text: text.trim(), marker: false, position: null };
  const position = match[0].match(/\d+/)?.[0] ?? null;
  let rest = text.slice(match[0].length).trim();
  // "• n. 4 cilindri": a bullet, then the Italian "n." before the count.
  const numero = /^n\.\s+(?=\d)/i.exec(rest);
  if (numero) rest = rest.slice(numero[0].length);
  return { text: rest, marker: true, position };
}

export function cleanDescription(raw: string): string {
  let description = raw.replace(/\s+/g, ' ').trim();
  description = description.replace(DESCRIPTION_STOP, '');
  description = description.replace(LEADING_FILLER, '');
  description = description.replace(TRAILING_FILLER, '');
  description = trimSeparators(description);
  description = description.replace(/\.$/, '');
  return withoutQuantityLabel(description.trim());
}

export function isUsableDescription(description: string): boolean {
  if (description.length < 2 || description.length > 200) return false;
  if (!/\p{L}{2,}/u.test(description)) return false;
  if (NOT_DESCRIPTION.test(description)) return false;
  // "Qty: 50", "Menge: 12 Stück" alone: the label, not what the count is of.
  if (QUANTITY_LABELS.has(description.toLowerCase())) return false;
  return !namesNoArticle(description);
}

/** Only words that name no article ('nochmal', 'geloof ik)'), or hedges around a count. */
function namesNoArticle(description: string): boolean {
  const words = description.toLowerCase().match(/\p{L}+/gu) ?? [];
  return (
    words.length > 0 &&
    words.length <= 6 &&
    words.every((word) => NON_ARTICLE_WORDS.has(word) || HEDGE_WORDS.has(word))
  );
}

interface NumberRead {
  value: number | null;
  ambiguousGrouping: boolean;
}

export function readQuantity(
  raw: string | undefined,
  context: ParseContext,
  unit: Unit | null,
): NumberRead {
  if (!raw) return { value: null, ambiguousGrouping: false };
  const word = numberWord(raw);
  if (word !== null) return { value: word, ambiguousGrouping: false };
  const parsed = parseLocaleNumber(raw, context.style);
  if (!parsed) return { value: null, ambiguousGrouping: false };
  // "1.250 Stück": whole units cannot be 1.25, so the separator groups thousands.
  const single = raw.match(/^(\d{1,3})[.,](\d{3})$/);
  if (single && unit && COUNTABLE_UNITS.has(unit) && !Number.isInteger(parsed.value)) {
    return { value: Number(`${single[1]}${single[2]}`), ambiguousGrouping: false };
  }
  return { value: parsed.value, ambiguousGrouping: parsed.ambiguousGrouping };
}

/** An item's delivery date: the first one its line states (no window such as "KW 18" or "Friday"). */
const statedDate = (dates: readonly FoundDate[]): string | null =>
  dates.find(isStatedDate)?.date ?? null;

function lineDates(text: string, context: ParseContext): FoundDate[] {
  if (
    !/\d|\b(?:morgen|tomorrow|demain|mañana|domani|morgen|montag|monday|lundi|lunes|lunedì|maandag|friday|freitag|vendredi|viernes|venerdì|vrijdag|week|woche|semaine|semana|settimana)\b/i.test(
      text,
    )
  ) {
    return [];
  }
  return findDates(text, context.language, context.reference, context.country);
}

function looksLikeNonItemNumber(afterQuantity: string, quantityText: string): boolean {
  if (NON_ITEM_FOLLOWERS.test(afterQuantity)) return true;
  // "01/15/2024 at 2:30 PM", "15-01-2024": the number starts a date, not a quantity.
  if (/^[/-]\d{1,2}[/-]\d{2,4}\b/.test(afterQuantity)) return true;
  // A year or a time is not a quantity.
  if (/^(?:19|20)\d{2}$/.test(quantityText) && !/^\s*\p{L}/u.test(afterQuantity)) return true;
  return false;
}

/** What a reader found for one item, before the fields only a line or only a table row has. */
export interface ItemReading {
  description: string;
  quantity: number | null;
  /** Null when no unit was stated or the stated one is not known. */
  unit: Unit | null;
  unitText: string | null | undefined;
  ambiguityReasons: string[];
  ambiguousGrouping: boolean;
  requestedDelivery: string | null;
  sku: string | null;
}

/**
 * The item fields the line reader and the table reader derive alike: the default unit stands in
 * for a missing or unknown one, and any ambiguity reason makes the item ambiguous.
 */
export function itemFields(reading: ItemReading, defaultUnit: Unit) {
  return {
    description: reading.description,
    quantity: reading.quantity,
    unit: reading.unit ?? defaultUnit,
    unitText: reading.unitText ?? null,
    unitStated: reading.unit !== null,
    ambiguous: reading.ambiguityReasons.length > 0,
    ambiguityReasons: reading.ambiguityReasons,
    ambiguousGrouping: reading.ambiguousGrouping,
    requestedDelivery: reading.requestedDelivery,
    sku: reading.sku,
  };
}

const BRACKETED_CONTAINER = new RegExp(
  String.raw`^\(\s*(${UNIT})\.?\s+(?:${OF_WORD}\s+)?${QTY}\s*(?:${UNIT})?\.?\s*\)$`,
  'iu',
);

/**
 * "Montageset M6x12 (doos 100) x 2", "Dübel (box of 50): 3": the container named with its contents
 * in the brackets that close the description is what a bare count after them counts.
 */
function bracketedContainer(description: string): string | undefined {
  const trimmed = description.trimEnd();
  const open = trimmed.lastIndexOf('(');
  if (open < 0 || trimmed.length - open > 40) return undefined;
  const word = BRACKETED_CONTAINER.exec(trimmed.slice(open))?.[1];
  const unit = word ? normaliseUnit(word) : null;
  return unit && CONTAINER_UNITS.has(unit) ? word : undefined;
}

function build(
  groups: Record<string, string | undefined>,
  pattern: ItemPattern,
  context: ParseContext,
  original: string,
  listMarker: boolean,
  position: string | null,
): ParsedItem | null {
  const unitText =
    (groups.unit2 && !groups.unit ? groups.unit2 : groups.unit) ??
    (pattern === ItemPattern.trailingQuantity && groups.mult === undefined
      ? bracketedContainer(groups.desc ?? '')
      : undefined);
  const unit = unitText ? normaliseUnit(unitText) : null;
  let quantity = readQuantity(groups.qty, context, unit);
  if (quantity.value === null || quantity.value <= 0) return null;
  // "3 x 50 Stück": packs of 50, three times. The total is the likely meaning, flagged ambiguous.
  if (groups.mult) {
    const multiplier = readQuantity(groups.mult, context, unit);
    if (multiplier.value !== null && multiplier.value > 0) {
      quantity = {
        value: quantity.value * multiplier.value,
        ambiguousGrouping: quantity.ambiguousGrouping || multiplier.ambiguousGrouping,
      };
    }
  }
  const reasons: string[] = [];
  if (groups.qty2) reasons.push('quantity_range_or_alternative');
  if (groups.approx) reasons.push('approximate_quantity');
  if (groups.mult) reasons.push('multiplied_quantity');
  if (groups.times && groups.mult === undefined && pattern === ItemPattern.trailingQuantity) {
    // "Handschuhe x 10" is plain; nothing ambiguous.
  }

  const dates = lineDates(original, context);
  const descriptionRaw = groups.desc ?? '';
  let description = cleanDescription(descriptionRaw);
  // "10 rolls or 100 m of tape": an alternative unit makes the line ambiguous.
  const alternative = description.match(
    new RegExp(
      String.raw`^(?:or|oder|ou|o|of|oppure)\s+(${QTY})\s*(${UNIT})\.?\s+(?:${OF_WORD}\s+)?(.*)$`,
      'iu',
    ),
  );
  if (alternative) {
    reasons.push('alternative_quantity');
    description = cleanDescription(alternative[3] ?? '');
  }
  if (
    new RegExp(String.raw`\b(?:or|oder|ou|oppure|of)\s+${QTY}\s*${UNIT}\b`, 'iu').test(original) &&
    !reasons.includes('alternative_quantity')
  ) {
    reasons.push('alternative_quantity');
    description = description.replace(
      new RegExp(String.raw`\s+(?:or|oder|ou|oppure|of)\s+${QTY}\s*${UNIT}.*$`, 'iu'),
      '',
    );
  }
  if (!isUsableDescription(description)) return null;

  return {
    ...itemFields(
      {
        description,
        quantity: quantity.value,
        unit,
        unitText,
        ambiguityReasons: reasons,
        ambiguousGrouping: quantity.ambiguousGrouping,
        requestedDelivery: statedDate(dates),
        sku: null,
      },
      context.defaultUnit,
    ),
    position,
    pattern,
    listMarker,
    alternatives: [],
  };
}

/**
 * Languages whose "ml" counting an order is the linear metre (mètre linéaire, metro lineal, metro
 * lineare: "15 ML de chaîne", "guarnizione … 200 ml"): nobody orders millilitres, they buy cans
 * whose size the millilitres give.
 */
const LINEAR_METRE_LANGUAGES: ReadonlySet<string> = new Set(['fr', 'es', 'it']);

/** An item's unit as the reader's language means it: 'ml' is the linear metre in French, Spanish, Italian. */
export function inLanguageUnits<T extends { unit: Unit }>(item: T, language: string | null): T {
  if (item.unit !== 'ml' || !LINEAR_METRE_LANGUAGES.has(language ?? '')) return item;
  return { ...item, unit: 'm' };
}

/** Parses one line of free text into at most a few items (several embedded items per sentence). */
/**
 * Dot leaders between a description and its count, as printed lists align them ('Cadena 8 mm
 * ........ 37,5 m'): a separator like a colon, so the count keeps its decimals. Four dots or more
 * (an ellipsis has three); a match never fails once begun, so the scan stays linear.
 */
const DOT_LEADER = /(?:\. ?){4,}/g;

export function parseItemLine(
  line: string,
  context: ParseContext,
  options: { prose?: boolean } = {},
): ParsedItem[] {
  return readItemLine(line.replace(DOT_LEADER, ': '), context, options).map((item) =>
    inLanguageUnits(item, context.language),
  );
}

function readItemLine(
  line: string,
  context: ParseContext,
  options: { prose?: boolean } = {},
): ParsedItem[] {
  const trimmed = line.trim();
  if (trimmed.length < 3 || trimmed.length > MAX_MENTION_LINE_CHARS) return [];
  const signatureKind = classifySignatureLine(trimmed);
  const listed = stripListMarker(trimmed);
  const { marker, position } = listed;
  const text = unitFirstLine(listed.text);
  if (text === '') return [];
  // Contact and legal lines never become items; a company name inside an item line is fine.
  if (
    signatureKind === 'contact' &&
    !startsWithQuantityAndUnit(text) &&
    !endsWithQuantityAndUnit(text)
  ) {
    return [];
  }
  // "70173 Stuttgart" is an address unless a unit makes it a quantity.
  if (
    signatureKind === 'address' &&
    !new RegExp(String.raw`^\d\S*\s+(?:${UNIT})\.?(?![\p{L}\d])`, 'iu').test(text)
  ) {
    return [];
  }

  // Prose (bodies, text attachments) is read mention by mention; PDF and scan lines outside a
  // table keep the single-line patterns, whose cells the mention reader would run together.
  if (options.prose !== false) {
    // The line's dates are read once, when the first usable mention asks for them.
    let requested: string | null | undefined;
    const requestedDelivery = () => {
      if (requested === undefined) {
        const dates = lineDates(text, context);
        requested = statedDate(dates);
      }
      return requested;
    };
    const mentions = findMentions(text, context)
      .map((mention) => fromMention(mention, marker, position, requestedDelivery))
      .filter(isItem);
    if (mentions.length > 0) return mentions;
  }
  if (statesCompanyFigures(text)) return [];
  if (marker) {
    const repeated = repeatOrderItem(text, position);
    if (repeated) return [repeated];
  }

  // "Duravis DV65395/39 o equivalente – qualche scatola": a vague quantity after the article.
  const trailingVague = text.match(
    new RegExp(
      String.raw`^(?<desc>.+?)(?::\s*|\s+[–—-]\s*)(?<vague>${VAGUE_WORDS})\s+(?<unit>${UNIT})\.?\s*$`,
      'iu',
    ),
  );
  if (trailingVague?.groups) {
    const item = vagueItem(
      trailingVague.groups.unit ?? '',
      trailingVague.groups.desc ?? '',
      context,
      marker,
      position,
      text,
    );
    if (item) return [item];
  }
  const vague = text.match(VAGUE);
  if (vague) {
    const rest = text.slice(vague[0].length);
    const unitMatch = rest.match(
      new RegExp(String.raw`^(${UNIT})\.?\s+(?:${OF_WORD}\s+)?(.+)$`, 'iu'),
    );
    if (unitMatch)
      return [
        vagueItem(unitMatch[1] ?? '', unitMatch[2] ?? '', context, marker, position, text),
      ].filter(isItem);
    // "- ein paar Kabelschellen", "- some cable ties": a list's item whose count is not given
    // (not one pair); in running text, no count at all.
    return marker ? [uncountedItem(rest, position)].filter(isItem) : [];
  }

  const leading = text.match(LEADING);
  // '6205-2RS x 10': the line opens with a code, and its count may still come at the end.
  let opensWithCode = false;
  if (leading?.groups) {
    const groups = leading.groups;
    const qtyText = groups.qty ?? '';
    const after = text.slice((groups.approx ?? '').length + qtyText.length);
    const hasUnitOrTimes = Boolean(groups.unit || groups.times);
    const wordQuantity = numberWord(qtyText) !== null;
    opensWithCode = partOfCode(groups, after);
    if (
      !looksLikeNonItemNumber(after, qtyText) &&
      (!wordQuantity || groups.unit) &&
      !opensWithCode
    ) {
      // A bare leading number in prose ("2025 was good") needs a list marker or a unit.
      const proseRisk =
        !hasUnitOrTimes &&
        !marker &&
        /\b(?:is|are|was|ist|sind|est|sont|es|son|è|sono|zijn)\b/i.test(text);
      if (!proseRisk) {
        const item = build(groups, ItemPattern.leadingQuantity, context, text, marker, position);
        if (item && (hasUnitOrTimes || marker || item.description.split(/\s+/).length <= 8))
          return [item];
      }
    }
  }

  const multiplied = text.match(TRAILING_MULTIPLIED);
  if (multiplied?.groups && (!/^\d/.test(text) || opensWithCode)) {
    const item = build(
      multiplied.groups,
      ItemPattern.trailingQuantity,
      context,
      text,
      marker,
      position,
    );
    if (item) return [item];
  }

  const trailing = trailingReading(text);
  if (
    trailing?.groups &&
    (!/^\d/.test(text) || opensWithCode) &&
    !namesDesignation(text, trailing.groups)
  ) {
    const groups = trailing.groups;
    const words = (groups.desc ?? '').trim().split(/\s+/).length;
    const hasUnit = Boolean(groups.unit);
    const labelled = /(?:menge|anzahl|qty|quantity|qté|quantité|cantidad|quantità|aantal)/i.test(
      text,
    );
    const acceptable =
      hasUnit || labelled || groups.times || groups.timesAfter || (marker && words <= 8);
    // An equipment marking ends the line ("ATEX II 3G", "Ex II 2GD"): a category, not 3 grams;
    // so does a British postcode ("… Lincs PE10 9LT"): an address, not 9 litres.
    const marking = /\b(?:I{1,3}|Ex)\s+\d[GD]{1,2}\.?$/.test(text) || UK_POSTCODE_END.test(text);
    // A stated unit after a separator carries long technical descriptions (norms, sizes).
    if (acceptable && !marking && words <= (hasUnit ? 20 : 14) && !/\d[.:]\d{2}$/.test(text)) {
      const item = build(groups, ItemPattern.trailingQuantity, context, text, marker, position);
      if (item) return [item];
    }
  }

  // Quantities inside running prose are the mention reader's; its older embedded patterns read
  // "II 2G" or "the 250 t press" as items. Documents' lines outside tables still use them.
  if (options.prose !== false) return [];
  const items: ParsedItem[] = [];
  for (const match of text.matchAll(EMBEDDED)) {
    const groups = match.groups;
    if (!groups) continue;
    const item = build(groups, ItemPattern.embeddedQuantity, context, text, marker, position);
    if (item) items.push(item);
    if (items.length >= 5) break;
  }
  if (items.length === 0) {
    for (const match of text.matchAll(VAGUE_EMBEDDED)) {
      const groups = match.groups;
      if (!groups) continue;
      const item = vagueItem(groups.unit ?? '', groups.desc ?? '', context, marker, position, text);
      if (item) items.push(item);
      if (items.length >= 5) break;
    }
  }
  return items;
}

function fromMention(
  mention: Mention,
  marker: boolean,
  position: string | null,
  requestedDelivery: () => string | null,
): ParsedItem | null {
  // "8 x 1896-S": a bare part number is a description too.
  const partOnly = mention.partNumber !== null && mention.description.trim() === mention.partNumber;
  if (!isUsableDescription(mention.description) && !partOnly) return null;
  return {
    description: mention.description,
    quantity: mention.quantity,
    unit: mention.unit,
    unitText: mention.unitText,
    unitStated: mention.unitStated,
    ambiguous: mention.ambiguityReasons.length > 0,
    ambiguityReasons: mention.ambiguityReasons,
    ambiguousGrouping: false,
    requestedDelivery: requestedDelivery(),
    sku: mention.partNumber,
    position,
    pattern:
      mention.shape === MentionShape.leading
        ? ItemPattern.leadingQuantity
        : ItemPattern.trailingQuantity,
    listMarker: marker,
    alternatives: mention.alternatives,
    prose: {
      crossedConjunction: mention.crossedConjunction,
      inherited: mention.inherited,
      mentionsInLine: mention.mentionsInLine,
    },
  };
}

/**
 * "same qty as last order", "wie letztes Mal", "que la dernière fois", "lo mismo que el mes
 * pasado", "come l'ultima volta", "als vorige keer": the count is the one of an earlier order,
 * which the mail does not give; "no sé cuántas", "not sure how many": the writer does not know it;
 * "enough for the boxes", "evenveel": it follows from another line's.
 */
const COUNT_NOT_GIVEN = unicodeWords(
  /(?:(?:wieder|again|encore|otra\s+vez|di\s+nuovo|weer)\s+)?(?:(?:the\s+)?same(?:\s+(?:qty|quantity|amount|number))?\s+as\s+(?:the\s+)?last(?:\s+(?:time|order))?|(?:as|like)\s+last\s+time|wie\s+(?:beim\s+)?letzte[sn]?\s+mal|wie\s+bei\s+der\s+letzten\s+bestellung|(?:que|comme)\s+la\s+derni[èe]re\s+(?:fois|commande)|(?:lo\s+mismo\s+)?(?:que|como)\s+(?:el\s+mes\s+pasado|la\s+[úu]ltima\s+vez|la\s+vez\s+pasada|el\s+[úu]ltimo\s+pedido)|come\s+(?:l['’]ultima\s+volta|la\s+volta\s+scorsa|l['’]ultimo\s+ordine)|(?:als|zoals)\s+(?:de\s+)?(?:vorige|laatste)\s+(?:keer|bestelling)|(?:(?:i\s+)?(?:don['’]?t|do\s+not)\s+know|not\s+sure)\s+how\s+many|(?:ich\s+)?wei(?:ß|ss)\s+nicht(?:\s+genau)?,?\s+wie\s+viele|(?:je\s+)?ne\s+sais\s+pas\s+combien|no\s+s[ée]\s+cu[áa]nt[oa]s|non\s+so\s+quant[ie]|(?:ik\s+)?weet\s+niet\s+hoeveel|enough\s+for|as\s+many\s+as|evenveel|(?:genauso|ebenso)\s+viele|autant\s+que|tant[oa]s\s+como|altrettant[ie])(?![\p{L}\d])/iu,
);
/** "les mêmes filtres", "le solite cartucce", "dezelfde zaagbladen": the article of the repeat. */
const SAME_ARTICLE = unicodeWords(
  /^(?:the\s+same|die\s+gleichen|dieselben|les\s+m[êe]mes|los\s+mismos|las\s+mismas|le\s+solite|i\s+soliti|gli\s+stessi|le\s+stesse|dezelfde|hetzelfde)\s+/iu,
);
/** What a list line may say "as last time" of that is no article (terms, places, documents). */
const NOT_AN_ARTICLE = unicodeWords(
  /^(?:delivery|lieferung|anlieferung|livraison|entrega|consegna|levering|address|adresse|dirección|indirizzo|adres|payment|zahlung|paiement|pago|pagamento|betaling|price|prices|preis|preise|prix|precio|precios|prezzo|prezzi|prijs|prijzen|invoice|rechnung|facture|factura|fattura|factuur|packaging|verpackung|emballage|embalaje|imballo|verpakking|transport|shipping|versand|envío|spedizione|verzending)\b/iu,
);

/**
 * A list line that names an article and says its count is the one of an earlier order, or not
 * known: an item with no quantity, ambiguous, for the rep to fill in.
 */
function repeatOrderItem(text: string, position: string | null): ParsedItem | null {
  const phrase = COUNT_NOT_GIVEN.exec(text);
  if (!phrase) return null;
  const before = text.slice(0, phrase.index).trimEnd();
  // "glands to suit - enough for the boxes (…)": after a separator, the rest speaks of the count.
  const rest = /[,;:–—-]$/.test(before)
    ? before
    : `${before} ${text.slice(phrase.index + phrase[0].length)}`;
  const description = cleanDescription(rest.replace(SAME_ARTICLE, ''));
  if (!isUsableDescription(description) || NOT_AN_ARTICLE.test(description)) return null;
  if (description.split(/\s+/).length > 12) return null;
  return countToAsk(description, position, 'quantity_not_given');
}

/** A list line naming an article with a vague amount and no unit: its count is to be asked. */
function uncountedItem(rest: string, position: string | null): ParsedItem | null {
  const description = cleanDescription(rest);
  if (!isUsableDescription(description) || NOT_AN_ARTICLE.test(description)) return null;
  return countToAsk(description, position, 'vague_quantity');
}

/** A list line's article whose count the rep asks for: no quantity, ambiguous for `reason`. */
function countToAsk(
  description: string,
  position: string | null,
  reason: ParsedItem['ambiguityReasons'][number],
): ParsedItem {
  return {
    description,
    quantity: null,
    unit: 'pcs',
    unitText: null,
    unitStated: false,
    ambiguous: true,
    ambiguityReasons: [reason],
    ambiguousGrouping: false,
    requestedDelivery: null,
    sku: null,
    position,
    pattern: ItemPattern.embeddedQuantity,
    listMarker: true,
    alternatives: [],
  };
}

function isItem(item: ParsedItem | null): item is ParsedItem {
  return item !== null;
}

function vagueItem(
  unitText: string,
  rawDescription: string,
  context: ParseContext,
  marker: boolean,
  position: string | null,
  original: string,
): ParsedItem | null {
  const unit = normaliseUnit(unitText);
  const description = cleanDescription(rawDescription);
  if (!unit || !isUsableDescription(description)) return null;
  const dates = lineDates(original, context);
  return {
    description,
    quantity: VAGUE_QUANTITY_ESTIMATE,
    unit,
    unitText,
    unitStated: true,
    ambiguous: true,
    ambiguityReasons: ['vague_quantity'],
    ambiguousGrouping: false,
    requestedDelivery: statedDate(dates),
    sku: null,
    position,
    pattern: ItemPattern.embeddedQuantity,
    listMarker: marker,
    alternatives: [],
  };
}

const UNIT_FIRST_LINE = new RegExp(
  String.raw`^(${UNIT}|lt)\.?\s+(\d[\d.,']{0,12})\s+(?=(?:di|de|d'|of|van|von)\s)`,
  'iu',
);

/**
 * "kg 3,5 di filo per saldatura", "m 22,5 di tubo", "lt 2,5 di olio": an Italian list line that
 * writes the unit before its count, read as "3,5 kg di filo …".
 */
function unitFirstLine(text: string): string {
  const match = UNIT_FIRST_LINE.exec(text);
  if (!match?.[1] || !match[2]) return text;
  const unit = match[1].toLowerCase() === 'lt' ? 'l' : match[1];
  return `${match[2]} ${unit} ${text.slice(match[0].length)}`;
}

/** A number sign before a count ('n. 100', 'Nr. 4', 'nº 12', 'No. 6'), as a pattern's source. */
export const COUNT_SIGN_PATTERN = String.raw`(?:n|nr|no|n[º°])\.?\s*`;
const COUNT_SIGN = new RegExp(String.raw`^${COUNT_SIGN_PATTERN}(?=\d)`, 'iu');
const UNIT_BEFORE_COUNT = new RegExp(String.raw`^(${UNIT})\.?\s+(${QTY})$`, 'iu');

const COUNT_OF_CONTAINERS = /^(\d{1,6})\s+(\p{L}{3,12})\.?$/u;
const PACK_CONTENT_TAIL = new RegExp(
  String.raw`^(${QTY}\s*(?:${UNIT}|\p{L}{3,12})\.?)\s+(?:à|a|da|de|di|van|von|of|x|×)\s+${QTY}\s*(?:${UNIT})?\.?$`,
  'iu',
);

/**
 * A quantity cell written the Italian way, sign or unit first ('n. 4 conf.', 'kg 20', 'mt 36',
 * 'lt 2,5'): the count, then its unit.
 */
function unitFirstCell(text: string): string {
  const unsigned = text.replace(COUNT_SIGN, '');
  const unitFirst = UNIT_BEFORE_COUNT.exec(unsigned);
  const counted = unitFirst?.[1] && unitFirst[2] ? `${unitFirst[2]} ${unitFirst[1]}` : unsigned;
  // "2 pakken à 10", "5 confezioni da 10", "2 vaten van 208 l": the count, then what each holds.
  return PACK_CONTENT_TAIL.exec(counted)?.[1] ?? counted;
}

/** Reads a quantity cell such as "10", "1.250,5", "10 Stk", "ca. 50". */
export function parseQuantityCell(
  text: string,
  context: ParseContext,
  canonical: boolean,
): {
  quantity: number | null;
  unitText: string | null;
  ambiguous: boolean;
  ambiguousGrouping: boolean;
} {
  const trimmed = unitFirstCell(text.trim());
  const match = trimmed.match(
    new RegExp(
      String.raw`^(?<approx>${APPROX}\s*)?(?<qty>${QTY})(?:\s*[x×]\s*(?<mult>${QTY}))?(?:\s*${RANGE_JOINER}\s*(?<qty2>${QTY}))?\s*(?<unit>${UNIT})?\.?$`,
      'iu',
    ),
  );
  const unknownContainer = match?.groups ? null : COUNT_OF_CONTAINERS.exec(trimmed);
  if (unknownContainer?.[1] && unknownContainer[2]) {
    // "2 vaten", "3 bidons", "4 Eimer": a count of containers the unit words do not know.
    const read = readQuantity(unknownContainer[1], context, null);
    if (read.value !== null && Number.isInteger(read.value)) {
      return {
        quantity: read.value,
        unitText: unknownContainer[2],
        ambiguous: false,
        ambiguousGrouping: read.ambiguousGrouping,
      };
    }
  }
  if (!match?.groups) {
    // "a few boxes", "quelques paquets" in a quantity cell: the vague estimate, ambiguous.
    const vague = trimmed.match(new RegExp(String.raw`^${VAGUE_WORDS}\s+(${UNIT})\.?$`, 'iu'));
    if (vague && normaliseUnit(vague[1] ?? '')) {
      return {
        quantity: VAGUE_QUANTITY_ESTIMATE,
        unitText: vague[1] ?? null,
        ambiguous: true,
        ambiguousGrouping: false,
      };
    }
    return { quantity: null, unitText: null, ambiguous: false, ambiguousGrouping: false };
  }
  const unitText = match.groups.unit ?? null;
  const unit = unitText ? normaliseUnit(unitText) : null;
  const raw = match.groups.qty ?? '';
  const read =
    canonical && /^\d+(?:\.\d+)?$/.test(raw)
      ? { value: Number(raw), ambiguousGrouping: false }
      : readQuantity(raw, context, unit);
  const multiplier = match.groups.mult
    ? readQuantity(match.groups.mult, context, unit).value
    : null;
  if (read.value !== null && multiplier !== null) read.value *= multiplier;
  return {
    quantity: read.value,
    unitText,
    ambiguous: Boolean(match.groups.qty2 || match.groups.approx || match.groups.mult),
    ambiguousGrouping: read.ambiguousGrouping,
  };
}
