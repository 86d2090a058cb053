/**
 * Line items from tables: PDF/OCR lines with cells positioned by x, sheet and CSV rows, and
 * ' | '-separated rows of HTML tables in the body. A header row (Pos., Menge, Bezeichnung,
 * Quantité, Cantidad, Quantità, Aantal, Art.-Nr., Référence …) assigns column roles; rows below
 * map their cells to the header by horizontal overlap. Tables continue across pages.
 */
import { type ColumnRole, columnRole, isHeaderRow } from '../../documents/headers';
import type { BoundingBox, DocumentCell, DocumentLine } from '../../documents/types';
import { findDates } from './dates';
import type { ParsedItem } from './items';
import {
  cleanDescription,
  isUsableDescription,
  type ParseContext,
  parseQuantityCell,
} from './items';
import { NUMBER_PATTERN } from './numbers';
import type { CustomerFormatHints } from './types';
import { normaliseUnit, UNIT_PATTERN } from './units';

export interface HeaderColumn {
  role: ColumnRole;
  left: number;
  right: number;
}

/** A table row read as an item: the body parser's item fields, plus where the row came from. */
export interface TableRowItem extends Omit<ParsedItem, 'pattern' | 'listMarker'> {
  manufacturer: string | null;
  line: DocumentLine;
  /** Lines merged into this item (multi-line descriptions). */
  continuation: DocumentLine[];
}

const TOTAL_ROW =
  /^(?:summe|gesamt|total|totaal|totale|importe\s+total|montant|subtotal|zwischensumme|net(?:to)?|brutto|mwst|tva|iva|btw|vat)\b/i;

function roleWithHints(text: string, hints?: CustomerFormatHints): ColumnRole | null {
  const lower = text.trim().toLowerCase();
  for (const [role, words] of Object.entries(hints?.column_headers ?? {})) {
    if ((words ?? []).some((word) => word.toLowerCase() === lower)) return role as ColumnRole;
  }
  return columnRole(text);
}

function cellsOf(line: DocumentLine): DocumentCell[] {
  if (line.cells && line.cells.length > 0) return line.cells;
  return [{ text: line.text, bbox: line.bbox }];
}

const MAX_MERGED_HEADER_WORDS = 8;

/**
 * Narrow header columns set close together come out of the PDF as one cell ("Pos. Art.-Nr.").
 * Split such a cell where its words name two roles, sharing the box by character count.
 */
function splitMergedHeaderCells(
  cells: readonly DocumentCell[],
  hints?: CustomerFormatHints,
): DocumentCell[] {
  const result: DocumentCell[] = [];
  for (const cell of cells) {
    const words = cell.text.split(/\s+/);
    let split = false;
    // Two header words run together have a few words; trying every split of a long cell is quadratic.
    const splittable = words.length <= MAX_MERGED_HEADER_WORDS;
    for (let at = 1; splittable && at < words.length && !split; at++) {
      const left = words.slice(0, at).join(' ');
      const right = words.slice(at).join(' ');
      const leftRole = roleWithHints(left, hints);
      const rightRole = roleWithHints(right, hints);
      if (
        leftRole &&
        rightRole &&
        leftRole !== rightRole &&
        roleWithHints(cell.text, hints) !== 'description'
      ) {
        const share = (left.length + 1) / (cell.text.length + 1);
        const leftWidth = cell.bbox.w * share;
        result.push({ text: left, bbox: { ...cell.bbox, w: leftWidth } });
        result.push({
          text: right,
          bbox: { ...cell.bbox, x: cell.bbox.x + leftWidth, w: cell.bbox.w - leftWidth },
        });
        split = true;
      }
    }
    if (!split) result.push(cell);
  }
  return result;
}

export function headerFromLine(
  line: DocumentLine,
  hints?: CustomerFormatHints,
): HeaderColumn[] | null {
  const cells = splitMergedHeaderCells(cellsOf(line), hints);
  if (cells.length < 2) return null;
  const texts = cells.map((cell) => cell.text);
  const hinted = texts.map((text) => roleWithHints(text, hints));
  const hasQuantity = hinted.includes('quantity');
  const hasDescription = hinted.includes('description') || hinted.includes('sku');
  if (!isHeaderRow(texts) && !(hasQuantity && hasDescription)) return null;
  const seen = new Set<ColumnRole>();
  const columns: HeaderColumn[] = [];
  cells.forEach((cell, index) => {
    const role = hinted[index];
    if (!role || seen.has(role)) return;
    seen.add(role);
    columns.push({ role, left: cell.bbox.x, right: cell.bbox.x + cell.bbox.w });
  });
  return columns;
}

function overlap(box: BoundingBox, column: HeaderColumn): number {
  return Math.max(0, Math.min(box.x + box.w, column.right) - Math.max(box.x, column.left));
}

function assignColumn(cell: DocumentCell, header: readonly HeaderColumn[]): ColumnRole | null {
  let best: HeaderColumn | null = null;
  let bestOverlap = 0;
  for (const column of header) {
    const amount = overlap(cell.bbox, column);
    if (amount > bestOverlap) {
      best = column;
      bestOverlap = amount;
    }
  }
  if (best) return best.role;
  // No overlap: the nearest column by centre (right-aligned numbers, narrow headers).
  const centre = cell.bbox.x + cell.bbox.w / 2;
  let nearest: HeaderColumn | null = null;
  let distance = Number.POSITIVE_INFINITY;
  for (const column of header) {
    const columnCentre = (column.left + column.right) / 2;
    const gap = Math.abs(columnCentre - centre);
    if (gap < distance) {
      nearest = column;
      distance = gap;
    }
  }
  return nearest?.role ?? null;
}

const QUANTITY_WITH_UNIT = new RegExp(
  String.raw`^(?:${NUMBER_PATTERN})(?:\s*[x×]\s*(?:${NUMBER_PATTERN}))?\s*(?:${UNIT_PATTERN})\.?$`,
  'iu',
);
const DATE_CELL =
  /^(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d{2}-\d{2}|\p{L}{3,}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}\.?\s+(?:de\s+)?\p{L}{3,}\.?(?:\s+(?:de\s+)?\d{4})?|(?:KW|CW|wk|week|semaine|semana|settimana)\s*\d{1,2}(?:[/.-]\d{2,4})?)$/iu;

/** Content decides for cells that are plainly a quantity with its unit, or a date. */
function roleByContent(text: string): ColumnRole | null {
  const trimmed = text.trim();
  if (QUANTITY_WITH_UNIT.test(trimmed)) return 'quantity';
  if (DATE_CELL.test(trimmed) && !/^\d+\s+\p{L}+$/u.test(trimmed.replace(/\.$/, '')))
    return 'delivery';
  return null;
}

const QUANTITY_THEN_REST = new RegExp(
  String.raw`^((?:${NUMBER_PATTERN})(?:\s*[x×]\s*(?:${NUMBER_PATTERN}))?\s*(?:${UNIT_PATTERN})\.?)\s+(.+)$`,
  'iu',
);

/** "5 Kartons 10.10.26": quantity and date columns set close together arrive as one cell. */
function splitQuantityAndDate(cells: readonly DocumentCell[]): DocumentCell[] {
  return cells.flatMap((cell) => {
    const match = cell.text.trim().match(QUANTITY_THEN_REST);
    const quantity = match?.[1];
    const rest = match?.[2];
    if (!quantity || !rest || !DATE_CELL.test(rest.trim())) return [cell];
    const share = quantity.length / cell.text.length;
    return [
      { text: quantity, bbox: { ...cell.bbox, w: cell.bbox.w * share } },
      {
        text: rest,
        bbox: { ...cell.bbox, x: cell.bbox.x + cell.bbox.w * share, w: cell.bbox.w * (1 - share) },
      },
    ];
  });
}

export function rowByRole(
  line: DocumentLine,
  header: readonly HeaderColumn[],
): Map<ColumnRole, string> {
  const values = new Map<ColumnRole, string>();
  for (const cell of splitQuantityAndDate(cellsOf(line))) {
    const role = roleByContent(cell.text) ?? assignColumn(cell, header);
    if (!role) continue;
    const previous = values.get(role);
    values.set(role, previous ? `${previous} ${cell.text}` : cell.text);
  }
  return values;
}

export function parseTableRow(
  line: DocumentLine,
  header: readonly HeaderColumn[],
  context: ParseContext,
  canonicalNumbers: boolean,
): TableRowItem | 'continuation' | null {
  const values = rowByRole(line, header);
  // Right-aligned "20 Stück" can sit under the unit header: a number there is the quantity.
  if (!values.get('quantity')?.trim()) {
    const unitValue = values.get('unit') ?? '';
    if (/^\s*\d/.test(unitValue)) {
      values.set('quantity', unitValue);
      values.delete('unit');
    }
  }
  const quantityText = values.get('quantity') ?? '';
  const descriptionText = values.get('description') ?? '';
  const skuText = values.get('sku') ?? '';
  const firstCell = cellsOf(line)[0]?.text ?? '';
  if (TOTAL_ROW.test(firstCell.trim()) || TOTAL_ROW.test(descriptionText.trim())) return null;

  if (quantityText.trim() === '') {
    // A row with only text under the description is the rest of the item above.
    const onlyText = [...values.keys()].every((role) => role === 'description' || role === 'sku');
    return descriptionText.trim() !== '' && onlyText ? 'continuation' : null;
  }
  const quantity = parseQuantityCell(quantityText, context, canonicalNumbers);
  if (quantity.quantity === null || quantity.quantity <= 0) return null;
  const unitCellText = values.get('unit')?.trim() ?? '';
  const unitText = unitCellText !== '' ? unitCellText : quantity.unitText;
  const unit = unitText ? normaliseUnit(unitText) : null;
  const description = cleanDescription(descriptionText) || skuText.trim();
  if (!isUsableDescription(description) && !/\w{3,}/.test(description)) return null;
  const deliveryText = values.get('delivery') ?? '';
  const delivery =
    deliveryText.trim() === ''
      ? null
      : (findDates(deliveryText, context.language, context.reference, context.country)[0]?.date ??
        null);
  const reasons: string[] = [];
  if (quantity.ambiguous) reasons.push('quantity_range_or_approximate');
  if (unitText && !unit) reasons.push('unknown_unit');
  return {
    description,
    quantity: quantity.quantity,
    unit: unit ?? context.defaultUnit,
    unitText: unitText ?? null,
    unitStated: unit !== null,
    ambiguous: reasons.length > 0,
    ambiguityReasons: reasons,
    ambiguousGrouping: quantity.ambiguousGrouping,
    requestedDelivery: delivery,
    sku: skuText.trim() === '' ? null : skuText.trim(),
    manufacturer: values.get('manufacturer')?.trim() || null,
    position: values.get('position')?.trim() || null,
    line,
    continuation: [],
  };
}
