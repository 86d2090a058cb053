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
  const trimmed = line.trim().replace(/^[-*•]\s+/, '');
  const colon = trimmed.search(/[:=]/);
  if (colon < 2 || colon > MAX_LABEL_CHARS) return null;
  const label = trimmed.slice(0, colon).trim();
  const value = trimmed
    .slice(colon + 1)
    .trim()
    .slice(0, MAX_VALUE_CHARS);
  if (value === '' || !/^\p{L}/u.test(label)) return null;
  const role = roleWithHints(label, hints);
  return role ? { role, value } : null;
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
  const close = () => {
    const roles = new Set(fields.map((field) => field.role));
    const named = roles.has('description') || roles.has('sku') || roles.has('mpn');
    if (roles.has('quantity') && named && fields.length >= 2) {
      const { line, header } = asRow(fields);
      const row = parseTableRow(line, header, context, false);
      if (row && row !== 'continuation') items.push({ row, lines: indexes });
    }
    fields = [];
    indexes = [];
  };
  lines.forEach((line, index) => {
    const field = line.trim() === '' ? null : fieldOf(line, hints);
    if (!field) {
      close();
      return;
    }
    if (fields.some((seen) => seen.role === field.role) || fields.length >= MAX_FIELDS) close();
    fields.push(field);
    indexes.push(index);
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
