/**
 * Items written as blocks of labelled lines, one field a line, as web forms and ERP exports send
 * them:
 *
 *   Part number: 6205-2RS
 *   Description: Deep groove ball bearing
 *   Quantity: 20
 *
 * The labels are the table header words of every language (`Artikel`, `Menge`, `Désignation`,
 * `Cantidad` …); a block is read like one table row with those columns. A block ends at a blank
 * line, at a line that is no labelled field, or where its label comes again (the next item).
 * Bodies and the pages of PDFs, scans and text attachments are read this way.
 */
import type { ColumnRole } from '#domain/documents/headers';
import type { DocumentLine } from '#domain/documents/types';
import type { ParseContext } from './items';
import { type HeaderColumn, parseTableRow, roleWithHints, type TableRowItem } from './tables';
import type { CustomerFormatHints } from './types';

/** A label is a short header phrase before the first colon or equals sign. */
const MAX_LABEL_CHARS = 40;
const MAX_VALUE_CHARS = 300;
/** Fields of one block: no web form asks for more. */
const MAX_FIELDS = 12;
const COLUMN_WIDTH = 100;

interface Field {
  role: ColumnRole;
  value: string;
}

function fieldOf(line: string, hints?: CustomerFormatHints): Field | null {
  const labelled = labelledValue(line);
  if (!labelled) return null;
  const role = roleWithHints(labelled.label, hints);
  return role ? { role, value: labelled.value } : null;
}

/**
 * The fields of one line of a block: one, or several side by side where a printed form sets them
 * in columns ('Quantity: 6      Unit: EA') and every piece is a labelled field.
 */
function fieldsOf(line: string, hints?: CustomerFormatHints): Field[] {
  const pieces = line
    .trim()
    .replace(/[^\S\n]/g, ' ')
    .split(/ {2,}/);
  if (pieces.length > 1 && pieces.length <= MAX_FIELDS) {
    const fields = pieces.map((piece) => fieldOf(piece, hints));
    if (fields.every((field) => field !== null)) return fields as Field[];
  }
  const field = fieldOf(line, hints);
  return field ? [field] : [];
}

/** "Label: value" (or "Label = value") with a short label that starts with a letter. */
function labelledValue(line: string): { label: string; value: string } | null {
  const trimmed = line.trim().replace(/^[-*•]\s+/, '');
  const colon = trimmed.search(/[:=]/);
  if (colon < 2 || colon > MAX_LABEL_CHARS) return null;
  const label = trimmed.slice(0, colon).trim();
  const value = trimmed
    .slice(colon + 1)
    .trim()
    .slice(0, MAX_VALUE_CHARS);
  if (value === '' || !/^\p{L}/u.test(label)) return null;
  return { label, value };
}

/**
 * Between the fields of a block written on one line: a dash, bar, slash or semicolon with spaces
 * around it, a comma, or a wide gap (the columns of a printed form: 'Quantity: 6      Unit: EA').
 */
const ONE_LINE_SEPARATOR = /( [—–|/-] |[,;] | {3,})/u;
/** On one line, "Part: …" is the part and "Item: …" the item, not a line number. */
const ONE_LINE_LABELS: Readonly<Record<string, ColumnRole>> = {
  part: 'mpn',
  item: 'description',
};

/**
 * The fields of a block written on one line ("Qty: 5 — Part: SKF 22220 E", "Artikel: Kugellager
 * 6205 | Menge: 10"). A piece that is no labelled field belongs to the value before it
 * ("Description: Bearing, sealed"); a label nobody knows makes the line no block.
 */
function oneLineFields(line: string, hints?: CustomerFormatHints): Field[] | null {
  if (line.length > MAX_FIELDS * (MAX_LABEL_CHARS + MAX_VALUE_CHARS)) return null;
  // Tabs and other blanks as spaces, so that the separator needs no run of blanks of its own.
  const pieces = line
    .trim()
    .replace(/[^\S\n]/g, ' ')
    .split(ONE_LINE_SEPARATOR);
  if (pieces.length < 3) return null;
  const fields: Field[] = [];
  for (let index = 0; index < pieces.length; index += 2) {
    const piece = pieces[index] ?? '';
    const labelled = labelledValue(piece);
    const known = labelled ? roleWithHints(labelled.label, hints) : null;
    const role = labelled
      ? (ONE_LINE_LABELS[labelled.label.toLowerCase()] ??
        (known === 'position' && /\p{L}{2}/u.test(labelled.value) ? 'description' : known))
      : null;
    if (labelled && role) {
      if (fields.length >= MAX_FIELDS) return null;
      fields.push({ role, value: labelled.value });
      continue;
    }
    const previous = fields[fields.length - 1];
    if (!previous || labelled) return null;
    previous.value = `${previous.value}${pieces[index - 1] ?? ' '}${piece}`;
  }
  return fields;
}

/** Fields that make an item: a quantity and what it is of. */
function isItemRecord(fields: readonly Field[]): boolean {
  const roles = new Set(fields.map((field) => field.role));
  const named = roles.has('description') || roles.has('sku') || roles.has('mpn');
  return roles.has('quantity') && named && fields.length >= 2;
}

/** The block as one table row: its fields as cells under a header of their roles. */
function asRow(fields: readonly Field[]): { line: DocumentLine; header: HeaderColumn[] } {
  const cells = fields.map((field, index) => ({
    text: field.value,
    bbox: { x: index * COLUMN_WIDTH, y: 0, w: COLUMN_WIDTH / 2, h: 1 },
  }));
  return {
    line: {
      text: fields.map((field) => field.value).join(' | '),
      bbox: { x: 0, y: 0, w: fields.length * COLUMN_WIDTH, h: 1 },
      cells,
    },
    header: fields.map((field, index) => ({
      role: field.role,
      left: index * COLUMN_WIDTH,
      right: index * COLUMN_WIDTH + COLUMN_WIDTH / 2,
    })),
  };
}

export interface FieldBlockItem {
  row: TableRowItem;
  /** Indexes of the block's lines. */
  lines: number[];
}

/** The items of the labelled-field blocks among `lines`: a quantity and what it is of. */
export function fieldBlockItems(
  lines: readonly string[],
  context: ParseContext,
  hints?: CustomerFormatHints,
): FieldBlockItem[] {
  const items: FieldBlockItem[] = [];
  let fields: Field[] = [];
  let indexes: number[] = [];
  const emit = (block: readonly Field[], blockLines: number[]) => {
    if (!isItemRecord(block)) return;
    const { line, header } = asRow(block);
    const row = parseTableRow(line, header, context, false);
    if (row && row !== 'continuation' && row !== 'total' && row !== 'unordered')
      items.push({ row, lines: blockLines });
  };
  const close = () => {
    emit(fields, indexes);
    fields = [];
    indexes = [];
  };
  lines.forEach((line, index) => {
    const record = oneLineFields(line, hints);
    if (record && isItemRecord(record)) {
      close();
      emit(record, [index]);
      return;
    }
    const found = line.trim() === '' ? [] : fieldsOf(line, hints);
    if (found.length === 0) {
      close();
      return;
    }
    for (const field of found) {
      if (fields.some((seen) => seen.role === field.role) || fields.length >= MAX_FIELDS) close();
      fields.push(field);
      if (indexes.at(-1) !== index) indexes.push(index);
    }
  });
  close();
  return items;
}

/** The blocks by the line they start on, and every line a block holds (read by no other reader). */
export function blocksByLine(blocks: readonly FieldBlockItem[]): {
  starts: Map<number, FieldBlockItem>;
  lines: Set<number>;
} {
  return {
    starts: new Map(blocks.map((block) => [block.lines[0] ?? 0, block])),
    lines: new Set(blocks.flatMap((block) => block.lines)),
  };
}
