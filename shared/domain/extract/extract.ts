/**
 * Quote extraction (SPEC 2.2, 2.7, 4.2 rule 2): line items, delivery requirements, urgency,
 * payment terms and special conditions from an e-mail body and its already-read attachments.
 * Pure: no I/O; attachments arrive as ReadDocument from shared/documents.
 */
import type { DocumentLine, ReadDocument } from '#domain/documents/types';
import { type PreparedEmail, prepareEmail } from '#domain/text/email';
import { daysUntil, findDates, hasDeliveryContext, isOfferDeadline, isStatedDate } from './dates';
import { distributedItemsAt } from './distributive';
import {
  correctsOrRefersBack,
  type ItemEvidence,
  ItemOrigin,
  lineEvidence,
  namedAgainIn,
  readsLanguage,
  writtenInOtherLanguage,
} from './evidence';
import { blocksByLine, type FieldBlockItem, fieldBlockItems } from './field-blocks';
import {
  ItemPattern,
  type ParseContext,
  type ParsedItem,
  parseItemLine,
  stripListMarker,
} from './items';
import { guessLanguage, sixLanguageWordCount } from './language-hint';
import { countMarkedRows } from './marked-rows';
import { calledOffItems } from './mentions';
import {
  type DecimalStyle,
  decimalStyleFor,
  decimalStyleFromNumbers,
  decimalStyleFromProse,
} from './numbers';
import { type QuoteSchema, requestedSubFields, resolveQuoteSchema } from './schema';
import { scoreLineItem, scoreValue, weighItemEvidence } from './scoring';
import {
  bodyTableLine,
  type HeaderColumn,
  headerFromLine,
  headerlessColumns,
  parseTableRow,
  refineRolesByValues,
  type TableRowItem,
  tableRowsBelow,
  VALUE_SAMPLE_ROWS,
} from './tables';
import { assessUrgency, findPaymentTerms, findShipTo, findSpecialConditions } from './terms';
import type {
  AttachmentProcessed,
  CustomerFormatHints,
  DeliveryRequirements,
  ExtractedLineItem,
  PaymentTerms,
  QuoteExtraction,
  QuoteExtractionInput,
  QuoteExtractionOptions,
  ReviewHint,
  SourcePointer,
  SpecialCondition,
} from './types';
import { normaliseUnit } from './units';

export const EMAIL_BODY = 'email_body';
const MAX_LINE_ITEMS = 1_000;
/** OCR lines under this confidence get a review hint. */
const LOW_OCR_CONFIDENCE = 0.6;

/** One line of readable text with where it came from. */
interface SourcedLine {
  text: string;
  source: SourcePointer;
  ocrConfidence?: number;
}

interface Candidate {
  item: ExtractedLineItem;
  key: string;
}

function referenceTime(received: string | undefined, now: Date | undefined): Date {
  if (received) {
    const parsed = new Date(received);
    if (!Number.isNaN(parsed.getTime())) return parsed;
  }
  return now ?? new Date();
}

function styleFromHints(
  hints: Pick<CustomerFormatHints, 'decimal_separator'> | undefined,
): DecimalStyle | null {
  if (hints?.decimal_separator === ',') return 'comma';
  if (hints?.decimal_separator === '.') return 'point';
  return null;
}

function normaliseKey(
  description: string,
  quantity: number | null,
  unit: string | undefined,
): string {
  return `${description
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()}|${quantity}|${unit}`;
}

/**
 * What each item's reading showed, kept beside the item until every item is read: the items are
 * deduplicated on their reading score, and only then does the evidence (some of which needs the
 * whole mail) set their raw score.
 */
type EvidenceBook = WeakMap<ExtractedLineItem, ItemEvidence>;

function toLineItem(
  parsed: ParsedItem | TableRowItem,
  pattern: (typeof ItemPattern)[keyof typeof ItemPattern],
  source: SourcePointer,
  extras: {
    ocrConfidence?: number;
    listMarker: boolean;
    headerless: boolean;
    origin: ItemOrigin;
    evidence: EvidenceBook;
  },
): ExtractedLineItem {
  const { score, signals } = scoreLineItem({
    pattern,
    unitStated: parsed.unitStated,
    listMarker: extras.listMarker,
    ambiguous: parsed.ambiguous,
    ambiguousGrouping: parsed.ambiguousGrouping,
    ...(extras.ocrConfidence !== undefined ? { ocrConfidence: extras.ocrConfidence } : {}),
    descriptionLength: parsed.description.length,
    hasSku: Boolean(parsed.sku),
    fromHeaderlessDocument: extras.headerless,
    ...('prose' in parsed && parsed.prose ? { prose: parsed.prose } : {}),
  });
  for (const reason of parsed.ambiguityReasons) signals.push({ signal: reason, weight: 0 });
  const item: ExtractedLineItem = {
    description: parsed.description,
    quantity: parsed.quantity,
    unit: parsed.unit,
    unit_text: parsed.unitText,
    requested_delivery: parsed.requestedDelivery,
    sku: parsed.sku,
    manufacturer: 'manufacturer' in parsed ? parsed.manufacturer : null,
    position: parsed.position,
    ambiguous: parsed.ambiguous,
    ...(parsed.ambiguous && parsed.alternatives && parsed.alternatives.length > 0
      ? { alternatives: parsed.alternatives }
      : {}),
    raw_score: score,
    source,
    signals,
  };
  extras.evidence.set(
    item,
    lineEvidence({
      origin: extras.origin,
      line: source.line_text,
      description: parsed.description,
      quantity: parsed.quantity,
      pattern,
      unitStated: parsed.unitStated,
      ...('line' in parsed && pattern === ItemPattern.tableRow ? { cells: parsed.line.cells } : {}),
    }),
  );
  return item;
}

/** A block of labelled fields, read as a table row, as the item collector takes it. */
function fieldBlockItem(
  block: FieldBlockItem,
  source: SourcePointer,
  read: { origin: ItemOrigin; evidence: EvidenceBook },
  ocrConfidence?: number,
): { item: ExtractedLineItem; key: string } {
  const { row } = block;
  return {
    item: toLineItem(row, ItemPattern.tableRow, source, {
      ...(ocrConfidence !== undefined ? { ocrConfidence } : {}),
      listMarker: false,
      headerless: false,
      ...read,
    }),
    key: normaliseKey(row.description, row.quantity, row.unit),
  };
}

function bodySource(line: string): SourcePointer {
  return { document: EMAIL_BODY, page: 1, line_text: line.trim() };
}

function documentSource(document: ReadDocument, page: number, line: DocumentLine): SourcePointer {
  return { document: document.filename, page, bounding_box: line.bbox, line_text: line.text };
}

interface ItemCollector {
  /** What each item's reading showed, for its score once every item is read. */
  readonly evidence: EvidenceBook;
  add(candidate: Candidate): void;
  /** The one body item so far whose description holds every word of `name` is no item. */
  callOff(name: readonly string[]): void;
  items(): ExtractedLineItem[];
}

/** A word's stem for finding it again ("gloves" in "glove"): its figures, else all but 2 letters. */
const stemOf = (word: string) =>
  /\d/.test(word) ? word : word.slice(0, Math.max(3, word.length - 2));
const squeezeText = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

function collector(): ItemCollector {
  const byKey = new Map<string, ExtractedLineItem>();
  const order: string[] = [];
  return {
    evidence: new WeakMap(),
    add({ item, key }) {
      const existing = byKey.get(key);
      if (existing && existing.source.document !== item.source.document) {
        // The same item in the body and an attachment: keep the better-sourced one.
        if (item.raw_score > existing.raw_score) byKey.set(key, item);
        return;
      }
      if (order.length >= MAX_LINE_ITEMS) return;
      // Repeats inside one document are separate lines (e.g. two delivery dates).
      const uniqueKey = existing ? `${key}#${order.length}` : key;
      byKey.set(uniqueKey, item);
      order.push(uniqueKey);
    },
    callOff(name) {
      const stems = name.map((word) => squeezeText(stemOf(word))).filter(Boolean);
      if (stems.length === 0) return;
      const named = order.filter((key) => {
        const item = byKey.get(key);
        const text = squeezeText(item?.description ?? '');
        return item?.source.document === 'email_body' && stems.every((stem) => text.includes(stem));
      });
      // Two items so named: which one is meant is the writer's to say.
      if (named.length !== 1) return;
      byKey.delete(named[0] as string);
    },
    items() {
      return order.map((key) => byKey.get(key)).filter((item): item is ExtractedLineItem => !!item);
    },
  };
}

/** An item whose description is only its unit word ("20 Stück" alone on a line). */
function namesOnlyItsUnit(item: ParsedItem): boolean {
  const squeeze = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const description = squeeze(item.description);
  return (
    description === '' ||
    (item.unitText !== null && description === squeeze(item.unitText)) ||
    normaliseUnit(item.description.trim()) !== null
  );
}

/** A line that may name a product: words, no closing colon of an introduction, not too long. */
function namesAProduct(line: string): boolean {
  return line.length <= 200 && /\p{L}{3,}/u.test(line) && !/[:?!]$/.test(line);
}

/**
 * A line about when the offer is due. A question or an exclamation ends a clause: "Could you please
 * quote …? We need it on site before 3rd April 2026" asks for a quote, then dates the delivery.
 */
function aboutTheOffer(line: string): boolean {
  const dated = line.split(/[?!]\s+/).filter((clause) => /\d/.test(clause));
  return dated.length > 0 ? dated.every(isOfferDeadline) : isOfferDeadline(line);
}

function extractFromBody(
  lines: readonly string[],
  context: ParseContext,
  hints: CustomerFormatHints | undefined,
  items: ItemCollector,
  origin: ItemOrigin,
): Set<number> {
  const readAs = { origin, evidence: items.evidence };
  // Blocks of labelled fields ("Description: …", "Quantity: 20") are items where they start.
  const blocks = blocksByLine(fieldBlockItems(lines, context, hints));
  const itemLines = new Set<number>(blocks.lines);
  let header: HeaderColumn[] | null = null;
  let last: ExtractedLineItem | null = null;
  lines.forEach((line, index) => {
    readLine(line, index);
    // "Actually, forget the nitrile gloves": an item named before is called off.
    for (const name of calledOffItems(line)) items.callOff(name);
  });
  return itemLines;

  function readLine(line: string, index: number): void {
    const block = blocks.starts.get(index);
    if (block) {
      const found = fieldBlockItem(block, bodySource(line), readAs);
      last = found.item;
      items.add(found);
    }
    if (itemLines.has(index)) return;
    const grid = bodyTableLine(line, index);
    // A rule under the header ("---+---", "|---|") neither ends the table nor holds an item.
    if (grid === 'rule') return;
    if (grid) {
      const found = headerFromLine(grid, hints);
      if (found) {
        header = refineRolesByValues(found, tableRowsBelow(lines, index));
        return;
      }
      if (header) {
        const row = parseTableRow(grid, header, context, false);
        if (row === 'total' || row === 'unordered') {
          itemLines.add(index);
          return;
        }
        if (row === 'continuation' && last?.description) {
          last.description =
            `${last.description} ${grid.cells?.map((cell) => cell.text).join(' ')}`.trim();
          itemLines.add(index);
          return;
        }
        if (row && row !== 'continuation') {
          last = toLineItem(row, ItemPattern.tableRow, bodySource(line), {
            listMarker: false,
            headerless: false,
            ...readAs,
          });
          items.add({ item: last, key: normaliseKey(row.description, row.quantity, row.unit) });
          itemLines.add(index);
          return;
        }
      }
    } else {
      header = null;
    }
    const distributed = grid ? null : distributedItemsAt(lines, index, context);
    if (distributed) {
      for (const { item: parsed, line: at } of distributed.items) {
        last = toLineItem(parsed, parsed.pattern, bodySource(lines[at] ?? line), {
          listMarker: parsed.listMarker,
          headerless: false,
          ...readAs,
        });
        items.add({
          item: last,
          key: normaliseKey(parsed.description, parsed.quantity, parsed.unit),
        });
      }
      for (const at of distributed.lines) itemLines.add(at);
      return;
    }
    const text = grid ? (grid.cells ?? []).map((cell) => cell.text).join(' ') : line;
    for (const read of parseItemLine(text, context)) {
      let parsed = read;
      if (namesOnlyItsUnit(read)) {
        // "Kettenschloss iwis 08B-1" / "20 Stück": a count alone on its line counts the product
        // named on the line above; with none there it names nothing.
        const above = lines[index - 1]?.trim() ?? '';
        if (itemLines.has(index - 1) || !namesAProduct(above)) continue;
        const unit = normaliseUnit(read.description.trim());
        parsed = {
          ...read,
          description: stripListMarker(above).text,
          ...(unit && !read.unitStated
            ? { unit, unitText: read.description.trim(), unitStated: true }
            : {}),
        };
      }
      last = toLineItem(parsed, parsed.pattern, bodySource(line), {
        listMarker: parsed.listMarker,
        headerless: false,
        ...readAs,
      });
      items.add({
        item: last,
        key: normaliseKey(parsed.description, parsed.quantity, parsed.unit),
      });
      itemLines.add(index);
    }
  }
}

function extractFromDocument(
  document: ReadDocument,
  baseContext: ParseContext,
  hints: CustomerFormatHints | undefined,
  items: ItemCollector,
): { lines: SourcedLine[]; itemLineTexts: Set<string> } {
  const language = document.language ?? baseContext.language;
  // The document's own numbers outrank its language ("42,5" in an English mail's German CSV);
  // a sheet's numeric cells are canonical already and say nothing of the writer's convention.
  const style =
    styleFromHints(hints) ??
    (document.kind === 'spreadsheet' ? null : decimalStyleFromNumbers(documentCells(document))) ??
    decimalStyleFor(language, baseContext.country) ??
    baseContext.style;
  const context: ParseContext = { ...baseContext, language, style };
  const canonicalNumbers = document.kind === 'spreadsheet';
  const tableRead = { origin: ItemOrigin.attachmentTable, evidence: items.evidence };
  const textRead = { origin: ItemOrigin.attachmentText, evidence: items.evidence };
  const sourced: SourcedLine[] = [];
  const itemLineTexts = new Set<string>();
  // Headers carry over to the next page: tables continue across page breaks.
  let header: HeaderColumn[] | null = null;
  let headerSheetPage: number | null = null;
  let last: { item: ExtractedLineItem; line: DocumentLine; page: number } | null = null;
  for (const page of document.pages) {
    if (document.kind === 'spreadsheet' && headerSheetPage !== page.page) {
      header = null;
      headerSheetPage = page.page;
    }
    // A sheet or CSV without a header row is read by its columns' values.
    if (header === null && (document.kind === 'spreadsheet' || document.kind === 'csv')) {
      header = headerlessColumns(page.lines, hints);
    }
    // A form's labelled fields ("Artikel: …", "Menge: 12 Stück") are items where they start;
    // sheets and CSV files have columns instead.
    const blocks = blocksByLine(
      document.kind === 'spreadsheet' || document.kind === 'csv'
        ? []
        : fieldBlockItems(
            page.lines.map((line) => line.text.replace(/ \| /g, '  ')),
            context,
            hints,
          ),
    );
    for (const [lineIndex, line] of page.lines.entries()) {
      const source = documentSource(document, page.page, line);
      const ocrConfidence = document.ocr ? (line.confidence ?? document.ocrConfidence) : undefined;
      sourced.push({
        text: line.text.replace(/ \| /g, '  '),
        source,
        ...(ocrConfidence !== undefined ? { ocrConfidence } : {}),
      });
      const block = blocks.starts.get(lineIndex);
      if (block) items.add(fieldBlockItem(block, source, tableRead, ocrConfidence));
      if (blocks.lines.has(lineIndex)) {
        itemLineTexts.add(line.text);
        continue;
      }
      const found = headerFromLine(line, hints);
      if (found) {
        const below = page.lines.slice(lineIndex + 1, lineIndex + 1 + VALUE_SAMPLE_ROWS);
        header = refineRolesByValues(found, below);
        last = null;
        continue;
      }
      if (header && (line.cells?.length ?? 0) >= 1) {
        const row = parseTableRow(line, header, context, canonicalNumbers);
        if (row === 'total' || row === 'unordered') continue;
        if (row === 'continuation') {
          const gap =
            last && last.page === page.page
              ? line.bbox.y - (last.line.bbox.y + last.line.bbox.h)
              : null;
          if (
            last &&
            gap !== null &&
            gap <= Math.max(4, line.bbox.h * 1.5) &&
            last.item.description
          ) {
            last.item.description =
              `${last.item.description} ${line.text.replace(/ \| /g, ' ')}`.trim();
            last.line = line;
            itemLineTexts.add(line.text);
          }
          continue;
        }
        if (row) {
          const item = toLineItem(row, ItemPattern.tableRow, source, {
            ...(ocrConfidence !== undefined ? { ocrConfidence } : {}),
            listMarker: false,
            headerless: false,
            ...tableRead,
          });
          items.add({ item, key: normaliseKey(row.description, row.quantity, row.unit) });
          last = { item, line, page: page.page };
          itemLineTexts.add(line.text);
          continue;
        }
      }
      // "Adesivo per bloccaggio cuscinetti, | pz | 5" then "flacone 50 ml": a row whose text
      // breaks after a comma, or a lower-case line right under a row, goes on below it.
      if (header && last && last.page === page.page && (line.cells?.length ?? 0) <= 1) {
        const gap = line.bbox.y - (last.line.bbox.y + last.line.bbox.h);
        const broken =
          (last.line.cells ?? []).some((cell) => cell.text.trim().endsWith(',')) ||
          /^\p{Ll}/u.test(line.text.trim());
        if (broken && gap <= Math.max(4, line.bbox.h * 1.5) && last.item.description) {
          last.item.description = `${last.item.description} ${line.text.trim()}`;
          last.line = line;
          itemLineTexts.add(line.text);
          continue;
        }
      }
      const prose = document.kind === 'text';
      for (const parsed of parseItemLine(line.text.replace(/ \| /g, ' '), context, { prose })) {
        const item = toLineItem(parsed, parsed.pattern, source, {
          ...(ocrConfidence !== undefined ? { ocrConfidence } : {}),
          listMarker: parsed.listMarker,
          headerless: document.kind !== 'text',
          ...textRead,
        });
        items.add({ item, key: normaliseKey(parsed.description, parsed.quantity, parsed.unit) });
        itemLineTexts.add(line.text);
      }
    }
  }
  return { lines: sourced, itemLineTexts };
}

/**
 * Every item's raw score from its reading score and the evidence about its reading, with what
 * only the whole mail shows: another line that corrects or refers back to it by its words
 * ("PS: van de sluitringen graag nog 50 extra"), and a mail in a language the reader has no words
 * for. Scores and signals change; the items do not.
 */
function weighEvidence(
  items: ItemCollector,
  mailLines: readonly string[],
  language: string | null,
): ExtractedLineItem[] {
  const correcting = mailLines.filter(correctsOrRefersBack);
  const mailText = mailLines.join('\n');
  const unreadLanguage =
    !readsLanguage(language) || writtenInOtherLanguage(mailText, sixLanguageWordCount(mailText));
  return items.items().map((item) => {
    const evidence = items.evidence.get(item);
    if (!evidence) return item;
    const weighed = weighItemEvidence(
      { score: item.raw_score, signals: item.signals },
      {
        ...evidence,
        unreadLanguage,
        namedAgainElsewhere: namedAgainIn(
          item.description ?? '',
          item.source.line_text,
          correcting,
        ),
      },
      item.ambiguous,
    );
    item.raw_score = weighed.score;
    item.signals = weighed.signals;
    return item;
  });
}

function* documentCells(document: ReadDocument): Generator<string> {
  for (const page of document.pages) {
    for (const line of page.lines) for (const cell of line.cells ?? []) yield cell.text;
  }
}

function processedSummary(document: ReadDocument): AttachmentProcessed {
  return {
    filename: document.filename,
    status: document.status,
    ...(document.reason ? { reason: document.reason } : {}),
    pages: document.pages.length,
    language: document.language ?? null,
    ocr: document.ocr,
  };
}

function deliveryRequirements(
  lines: readonly SourcedLine[],
  itemLineTexts: ReadonlySet<string>,
  items: readonly ExtractedLineItem[],
  context: ParseContext,
  fullText: string,
): { delivery: DeliveryRequirements; deadline: string | null; deadlineInPast: boolean } {
  let requestedBy: string | null = null;
  let deadlineInPast = false;
  let requestedSource: SourcePointer | undefined;
  // A window the mail names ("KW 18", "by Friday", "within three weeks") is no stated date, but
  // how soon it ends still tells the urgency.
  let windowEnd: string | null = null;
  const adjustments: Array<[string, number]> = [];
  for (const line of lines) {
    if (itemLineTexts.has(line.source.line_text)) continue;
    if (!/\d|\p{L}{4,}/u.test(line.text)) continue;
    if (aboutTheOffer(line.text)) continue;
    const dates = findDates(line.text, context.language, context.reference, context.country);
    const named = dates.filter(
      (date) => date.deadline || date.calendarWeek || hasDeliveryContext(line.text),
    );
    const chosen = named.find(isStatedDate);
    if (!chosen) {
      const ahead = named.find((date) => daysUntil(date.date, context.reference) >= 0);
      windowEnd ??= ahead?.date ?? null;
      continue;
    }
    // A past date counts only when it was stated in full ("spätestens 17.04.2026"): the rep
    // must see it, flagged; a past weekday or a date without a year is no deadline.
    const past = daysUntil(chosen.date, context.reference) < 0;
    if (past && !chosen.absolute) continue;
    deadlineInPast = past;
    requestedBy = chosen.date;
    requestedSource = line.source;
    adjustments.push([
      chosen.deadline ? 'deadline_word' : 'delivery_context',
      chosen.deadline ? 0.1 : 0.05,
    ]);
    if (line.ocrConfidence !== undefined) adjustments.push(['ocr', -0.2]);
    if (past) adjustments.push(['deadline_in_past', -0.2]);
    break;
  }
  if (!requestedBy) {
    const itemDates = items
      .map((item) => item.requested_delivery)
      .filter((date): date is string => typeof date === 'string')
      .sort();
    if (itemDates.length > 0) {
      requestedBy = itemDates[0] ?? null;
      adjustments.push(['earliest_line_item_date', -0.1]);
      deadlineInPast = requestedBy !== null && daysUntil(requestedBy, context.reference) < 0;
    }
  }
  const soonest = requestedBy ?? windowEnd;
  const days = soonest ? daysUntil(soonest, context.reference) : null;
  const urgency = assessUrgency(fullText, days);
  const shipTo = findShipTo(lines.map((line) => line.text));
  if (shipTo) adjustments.push(['ship_to_hint', 0.02]);
  if (!requestedBy) adjustments.push(['no_requested_date', -0.2]);
  const { score, signals } = scoreValue(0.75, adjustments);
  const delivery: DeliveryRequirements = {
    ship_to_hint: shipTo?.hint ?? null,
    requested_by: requestedBy,
    urgency: urgency.urgency,
    raw_score: score,
    signals,
    ...(requestedSource ? { source: requestedSource } : {}),
  };
  return { delivery, deadline: requestedBy, deadlineInPast };
}

function applySchemaToItem(
  item: ExtractedLineItem,
  fields: ReadonlySet<string>,
): ExtractedLineItem {
  const kept: ExtractedLineItem = {
    ambiguous: item.ambiguous,
    ...(item.alternatives ? { alternatives: item.alternatives } : {}),
    raw_score: item.raw_score,
    source: item.source,
    signals: item.signals,
  };
  if (fields.has('description')) kept.description = item.description ?? '';
  if (fields.has('quantity')) kept.quantity = item.quantity ?? null;
  if (fields.has('unit') && item.unit) kept.unit = item.unit;
  if (fields.has('unit_text')) kept.unit_text = item.unit_text ?? null;
  if (fields.has('requested_delivery')) kept.requested_delivery = item.requested_delivery ?? null;
  if (fields.has('sku')) kept.sku = item.sku ?? null;
  if (fields.has('manufacturer')) kept.manufacturer = item.manufacturer ?? null;
  if (fields.has('position')) kept.position = item.position ?? null;
  return kept;
}

function pick<T extends object>(
  value: T,
  fields: ReadonlySet<string>,
  always: readonly string[],
): T {
  const result: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (fields.has(key) || always.includes(key)) result[key] = entry;
  }
  return result as T;
}

function minConfidence(schema: QuoteSchema, name: string): number | undefined {
  return schema.fields[name]?.min_confidence;
}

type LanguageSources = Pick<QuoteExtractionInput, 'customer_format_hints' | 'locale_defaults'>;

function languageOf(
  content: string,
  input: LanguageSources,
  options: Pick<QuoteExtractionOptions, 'language'>,
): string | null {
  return (
    options.language ??
    input.customer_format_hints?.language ??
    guessLanguage(content) ??
    input.locale_defaults?.language ??
    null
  );
}

/**
 * The language extractQuote reads a message in: the caller's, the customer's format hint, the
 * body's own words, then the branch or country default. Known before the attachments are read, it
 * tells OCR which model to read the message's scans with.
 */
export function quoteLanguage(
  input: Pick<QuoteExtractionInput, 'body'> & LanguageSources,
  options: Pick<QuoteExtractionOptions, 'language'> = {},
): string | null {
  const prepared = prepareEmail(typeof input.body === 'string' ? input.body : '');
  return languageOf(ownOrForwarded(prepared), input, options);
}

/** The text a message's language and number style are read from: its own, else what it forwards. */
function ownOrForwarded(prepared: PreparedEmail): string {
  return prepared.content.trim() !== '' ? prepared.content : prepared.forwarded;
}

/** Extracts quote data from a body and read attachments. Never throws on bad text. */
export function extractQuote(
  input: QuoteExtractionInput,
  options: QuoteExtractionOptions = {},
): QuoteExtraction {
  const { schema, warnings } = resolveQuoteSchema(input.quote_schema, options.tenantSchema);
  const hints = input.customer_format_hints;
  const prepared = prepareEmail(typeof input.body === 'string' ? input.body : '');
  const locale = input.locale_defaults;
  const language = languageOf(ownOrForwarded(prepared), input, options);
  const country = input.country ?? locale?.country ?? null;
  // Customer hints, then what the mail's own measured quantities show, then the country's
  // convention, then the branch/country default, then language.
  const countryStyle = country ? decimalStyleFor(null, country) : 'unknown';
  const context: ParseContext = {
    style:
      styleFromHints(hints) ??
      decimalStyleFromProse(`${prepared.content}\n${prepared.forwarded}`) ??
      (countryStyle !== 'unknown' ? countryStyle : null) ??
      styleFromHints(locale) ??
      decimalStyleFor(language, country),
    language,
    country,
    reference: referenceTime(input.received_at, options.now),
    defaultUnit: hints?.default_unit ?? locale?.default_unit ?? 'pcs',
  };

  const items = collector();
  const contentLines = prepared.content.split('\n');
  const bodyItemLines = extractFromBody(contentLines, context, hints, items, ItemOrigin.body);
  const itemLineTexts = new Set<string>(
    [...bodyItemLines].map((index) => (contentLines[index] ?? '').trim()),
  );
  // "ti inoltro la lista …: mi fai un prezzo?": a forwarder's note that names no items leaves
  // the request to the forwarded message, which is read like the body.
  const forwardedLines =
    bodyItemLines.size === 0 && prepared.forwarded ? prepared.forwarded.split('\n') : [];
  for (const index of extractFromBody(forwardedLines, context, hints, items, ItemOrigin.forwarded))
    itemLineTexts.add((forwardedLines[index] ?? '').trim());
  const sourcedLines: SourcedLine[] = [...contentLines, ...forwardedLines].map((line) => ({
    text: line,
    source: bodySource(line),
  }));

  const attachments = input.attachments ?? [];
  const reviewHints: ReviewHint[] = [];
  for (const document of attachments) {
    if (document.status !== 'processed') {
      reviewHints.push({
        code: 'attachment_skipped',
        field: document.filename,
        ...(document.reason ? { detail: document.reason } : {}),
      });
      continue;
    }
    const { lines, itemLineTexts: documentItemLines } = extractFromDocument(
      document,
      context,
      hints,
      items,
    );
    sourcedLines.push(...lines);
    for (const text of documentItemLines) itemLineTexts.add(text);
    if (document.ocr && (document.ocrConfidence ?? 1) < LOW_OCR_CONFIDENCE) {
      reviewHints.push({
        code: 'ocr_low_quality',
        field: document.filename,
        detail: `mean confidence ${(document.ocrConfidence ?? 0).toFixed(2)}`,
      });
    }
  }
  const mailLines = [...contentLines, ...forwardedLines];
  const lineItems = countMarkedRows(weighEvidence(items, mailLines, language), mailLines);
  const fullText = sourcedLines.map((line) => line.text).join('\n');

  const result: QuoteExtraction = {
    attachments_processed: attachments.map(processedSummary),
    skipped_attachments: attachments
      .filter((document) => document.status === 'skipped')
      .map((document) => ({
        filename: document.filename,
        reason: document.reason ?? 'unreadable',
      })),
    language,
    review_hints: reviewHints,
    schema_warnings: warnings,
  };
  for (const warning of warnings) reviewHints.push({ code: 'schema_warning', detail: warning });

  const lineItemFields = requestedSubFields(schema, 'line_items');
  if (lineItemFields) {
    result.line_items = lineItems.map((item) => applySchemaToItem(item, lineItemFields));
    const threshold = minConfidence(schema, 'line_items');
    lineItems.forEach((item, index) => {
      if (item.ambiguous) {
        reviewHints.push({
          code: 'ambiguous_quantity',
          field: `line_items[${index}]`,
          detail: item.source.line_text.slice(0, 120),
        });
      }
      const ocrSignal = item.signals.find((signal) => signal.signal === 'ocr');
      if (ocrSignal && ocrSignal.weight < -0.1 - (1 - LOW_OCR_CONFIDENCE) * 0.6) {
        reviewHints.push({ code: 'ocr_low_quality', field: `line_items[${index}]` });
      }
      if (threshold !== undefined && item.raw_score < threshold) {
        reviewHints.push({ code: 'below_field_threshold', field: `line_items[${index}]` });
      }
    });
    if (lineItems.length === 0) {
      reviewHints.push({ code: 'no_line_items' });
      if (schema.fields.line_items?.required) {
        reviewHints.push({ code: 'missing_required_field', field: 'line_items' });
      }
    }
  }

  const { delivery, deadline, deadlineInPast } = deliveryRequirements(
    sourcedLines,
    itemLineTexts,
    lineItems,
    context,
    fullText,
  );
  if (deadlineInPast) {
    reviewHints.push({
      code: 'deadline_in_past',
      field: 'delivery_requirements.requested_by',
      ...(deadline ? { detail: deadline } : {}),
    });
  }
  const deliveryFields = requestedSubFields(schema, 'delivery_requirements');
  if (deliveryFields) {
    const threshold = minConfidence(schema, 'delivery_requirements');
    result.delivery_requirements = pick(delivery, deliveryFields, [
      'raw_score',
      'source',
      'signals',
    ]);
    if (threshold !== undefined && delivery.raw_score < threshold) {
      reviewHints.push({ code: 'below_field_threshold', field: 'delivery_requirements' });
    }
  }

  const urgencyFields = requestedSubFields(schema, 'urgency_signals');
  if (urgencyFields) {
    const urgency = assessUrgency(
      fullText,
      deadline ? daysUntil(deadline, context.reference) : null,
    );
    result.urgency_signals = pick(
      {
        explicit_deadline: deadline,
        urgent_wording: urgency.wording,
        escalation_tone: urgency.escalation,
      },
      urgencyFields,
      [],
    );
  }

  const paymentFields = requestedSubFields(schema, 'payment_terms');
  if (paymentFields) {
    const found = findPaymentTerms(sourcedLines.map((line) => line.text));
    if (found) {
      const line = sourcedLines[found.lineIndex];
      const { score } = scoreValue(0.8, [
        ['net_days', found.net_days !== null ? 0.05 : 0],
        ['discount', found.discount_percent !== null ? 0.05 : 0],
        ['ocr', line?.ocrConfidence !== undefined ? -0.2 : 0],
      ]);
      const terms: PaymentTerms = {
        raw: found.raw,
        net_days: found.net_days,
        discount_percent: found.discount_percent,
        discount_days: found.discount_days,
        basis: found.basis,
        raw_score: score,
        ...(line ? { source: line.source } : {}),
      };
      result.payment_terms = pick(terms, paymentFields, ['raw_score', 'source']);
    } else {
      result.payment_terms = null;
    }
  }

  const conditionFields = requestedSubFields(schema, 'special_conditions');
  if (conditionFields) {
    result.special_conditions = findSpecialConditions(sourcedLines.map((line) => line.text)).map(
      (condition): SpecialCondition => {
        const line = sourcedLines[condition.lineIndex];
        const source = line?.source ?? bodySource(condition.text);
        const base: SpecialCondition = {
          type: condition.type,
          raw_score: line?.ocrConfidence !== undefined ? 0.6 : 0.85,
          source,
        };
        if (conditionFields.has('text')) base.text = condition.text;
        return base;
      },
    );
  }
  return result;
}
