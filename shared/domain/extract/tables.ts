/**
 * Line items from tables: PDF/OCR lines with cells positioned by x, sheet and CSV rows, and the
 * body's pasted tables (pipe, markdown, tab, space-aligned, HTML rendered as ' | ' rows). A header
 * row (Pos., Menge, Bezeichnung, Hersteller, Quantité, Cantidad, Quantità, Aantal, Art.-Nr., Mfr
 * part no. …) assigns column roles; the cells of the rows below are aligned with the header's
 * columns in order (same count), else by position. An item's description keeps the description,
 * manufacturer and part-number columns together; manufacturer and part number also come back in
 * their own fields. Tables continue across pages.
 */
import {
  type ColumnRole,
  columnRole,
  hasSeveralNumericCells,
  isHeaderRow,
  namesStockOrPack,
} from '#domain/documents/headers';
import type { BoundingBox, DocumentCell, DocumentLine } from '#domain/documents/types';
import { unicodeWords } from '#domain/text/unicode-regex';
import { findDates, isStatedDate } from './dates';
import {
  COUNT_SIGN_PATTERN,
  cleanDescription,
  inLanguageUnits,
  isUsableDescription,
  itemFields,
  type ParseContext,
  type ParsedItem,
  parseQuantityCell,
} from './items';
import { NUMBER_PATTERN } from './numbers';
import type { CustomerFormatHints } from './types';
import { normaliseUnit, UNIT_PATTERN, type Unit } from './units';

export interface HeaderColumn {
  /** null: a column the header names but no role (notes, category, plant …). */
  role: ColumnRole | null;
  left: number;
  right: number;
  /** The unit a quantity header names ('Qty (m)', 'Menge [Stk]', 'No. of packs', 'Rollen'). */
  unit?: Unit;
}

/** The unit word of a quantity header, in brackets or as its last word. */
function headerUnit(text: string): Unit | undefined {
  const bracketed = /[([]\s*([\p{L}²³]{1,12})\.?\s*[)\]]/u.exec(text)?.[1];
  const last = /([\p{L}]{2,12})\.?\s*$/u.exec(text.replace(/[([].*$/u, '').trim())?.[1];
  for (const word of [bracketed, last]) {
    if (!word) continue;
    const unit = normaliseUnit(word) ?? normaliseUnit(word.replace(/s$/i, ''));
    if (unit) return unit;
  }
  return undefined;
}

/** Roles whose cells are text: a second column of the same role adds to the first. */
const TEXT_ROLES: ReadonlySet<ColumnRole> = new Set<ColumnRole>([
  'description',
  'manufacturer',
  'sku',
  'mpn',
  'note',
]);

/** A table row read as an item: the body parser's item fields, plus where the row came from. */
export interface TableRowItem extends Omit<ParsedItem, 'pattern' | 'listMarker'> {
  manufacturer: string | null;
  line: DocumentLine;
  /** Lines merged into this item (multi-line descriptions). */
  continuation: DocumentLine[];
}

const TOTAL_ROW =
  /^(?:summe|gesamt|total|totaal|totale|importe\s+total|montant|subtotal|zwischensumme|net(?:to)?|brutto|mwst|tva|iva|btw|vat)\b/i;
/**
 * A cell that is only a total's label ('Grand total', 'Sub-total', 'Gesamtsumme', 'Suma', 'Somme',
 * 'Som', 'Insgesamt', 'Total general') or of the taxable base ('Imponibile', 'Base imponible'),
 * wherever it stands in the row: the row sums the others.
 */
const TOTAL_CELL = unicodeWords(
  /^(?:grand\s+|sub-?\s?|sous-?\s?|eind|gesamt|zwischen)?(?:total(?:e|es)?|totaal|summe|suma|somme|som|summa|insgesamt|gesamtsumme|importe|montant|(?:totale\s+)?imponibile|base\s+imponible|base\s+imposable|nettobetrag|warenwert)(?:\s+(?:general|g[ée]n[ée]ral|generale|generaal|netto|brutto|ht|ttc|net|gross|qty|eur|€))?\s*:?$/i,
);

/** "NET-ALC-20", "TOTAL-5/2": an article code that starts with a total's word is no total. */
function isCodeCell(text: string): boolean {
  const trimmed = text.trim();
  return /^[^\s:]+$/u.test(trimmed) && /\d/.test(trimmed) && /[-/]/.test(trimmed);
}

export function roleWithHints(text: string, hints?: CustomerFormatHints): ColumnRole | null {
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

/** Whole-cell roles named by a qualified word ("Unit price", "Total price"): one column. */
const UNSPLIT_ROLES: ReadonlySet<ColumnRole> = new Set<ColumnRole>(['unit_price', 'total']);

/** A price's last word says what it is per ('Price per', 'Preis pro', 'Prix par', 'Precio por'). */
const PER_WORD = /(?:^|\s)(?:per|pro|par|por|je|each|à|a|\/)$/iu;

/** A header's words ending in 'of' ('No. of', 'Nombre de', 'Numero di', 'Aantal van'). */
const OF_WORD = /(?:^|\s)(?:of|de|di|du|des|del|van|der|von)$/iu;

/** Words that make a price or total of the word beside them ('Unit price', 'Prix unitaire'). */
const PRICE_QUALIFIER =
  /^(?:unit|total|target|net|list|einzel|unitaire|unitario|unitaria|cible|objetivo|obiettivo|totale|totaal)\.?$/iu;

/**
 * A header cell's words, a price or total named by two words ("Unit price", "Total price", "Prix
 * unitaire", "Precio unitario") taken as one: its first word alone would name another role.
 */
function headerTokens(
  words: readonly string[],
  hints?: CustomerFormatHints,
): Array<{ text: string; role: ColumnRole | null }> {
  const tokens: Array<{ text: string; role: ColumnRole | null }> = [];
  const roles = words.map((word) => roleWithHints(word, hints));
  for (let index = 0; index < words.length; index++) {
    const word = words[index] as string;
    const next = words[index + 1];
    if (next !== undefined) {
      const pair = `${word} ${next}`;
      const role = roleWithHints(pair, hints);
      // Two words naming a role neither names alone ('Part number' in 'Ln Part number').
      const namedByPair = role !== null && roles[index] === null && roles[index + 1] === null;
      if (
        role &&
        (namedByPair ||
          (UNSPLIT_ROLES.has(role) && (PRICE_QUALIFIER.test(word) || PRICE_QUALIFIER.test(next))))
      ) {
        tokens.push({ text: pair, role });
        index++;
        continue;
      }
    }
    tokens.push({ text: word, role: roles[index] ?? null });
  }
  return tokens;
}

/**
 * Header columns set close together come out of a PDF as one cell ("Pos. Art.-Nr.", "Item Qty
 * Unit Description"). Split such a cell where its words name different roles, one piece per role,
 * sharing the box by character count.
 */
function splitMergedHeaderCells(
  cells: readonly DocumentCell[],
  hints?: CustomerFormatHints,
): DocumentCell[] {
  const result: DocumentCell[] = [];
  for (const cell of cells) {
    const whole = roleWithHints(cell.text, hints);
    const words = cell.text.split(/\s+/).filter(Boolean);
    const pieces: { text: string; role: ColumnRole | null }[] = [];
    for (const { text, role } of headerTokens(words.slice(0, 20), hints)) {
      const current = pieces.at(-1);
      // "Price per unit", "Preis pro Stück": the words after a price's 'per' qualify the price.
      const qualifies =
        current?.role && UNSPLIT_ROLES.has(current.role) && PER_WORD.test(current.text);
      // "Pos Item": a second line-number word after the first heads the articles (the values
      // below say whether codes or text).
      if (current?.role === 'position' && role === 'position') {
        pieces.push({ text, role: null });
        continue;
      }
      // "No. of packs", "Nombre de cartons": a word after 'of' completes the words before it.
      const completes = current !== undefined && OF_WORD.test(current.text);
      if (current && (qualifies || completes || !(role && current.role && role !== current.role))) {
        current.text = `${current.text} ${text}`;
        current.role = current.role ?? role;
        continue;
      }
      pieces.push({ text, role });
    }
    const roles = pieces.map((piece) => piece.role);
    if (
      pieces.length < 2 ||
      words.length > 20 ||
      // "Mfr part no." means more than its words: one column. A price or total named by two
      // words ("Unit price", "Total price") is one piece of its own ("UoM Unit price").
      (whole && !roles.includes(whole)) ||
      namesStockOrPack(cell.text) ||
      new Set(roles).size !== roles.length
    ) {
      result.push(cell);
      continue;
    }
    let x = cell.bbox.x;
    for (const piece of pieces) {
      const width = (cell.bbox.w * (piece.text.length + 1)) / (cell.text.length + 1);
      result.push({ text: piece.text, bbox: { ...cell.bbox, x, w: width } });
      x += width;
    }
  }
  return result;
}

/**
 * "cod. ART/5521-B | Vite TCEI … | 200 | pz.": a count beside an article code is a row of values,
 * whatever header words ("cod.", "pz.") its cells hold.
 */
function countBesideCode(texts: readonly string[]): boolean {
  const count = texts.some((text) => /^\d{1,6}$/.test(text.trim()));
  const code = texts.some((text) =>
    text
      .split(/\s+/)
      .some((word) => /\p{L}/u.test(word) && /\d/.test(word) && /\w[-/]\w/.test(word)),
  );
  return count && code;
}

/**
 * The seller's side of an order ('Supplier part', 'Art.-Nr. Lief.', 'Réf. fourn.', 'Cód. proveedor',
 * 'Cod. fornitore', 'Art.nr. leverancier').
 */
const SUPPLIER_WORD = unicodeWords(
  /\b(?:supplier'?s?|vendor'?s?|lieferant\p{L}*|lief|fournisseur|fourn|proveedor|prov|fornitore|forn|leverancier\p{L}*|lev|your|vuestr[oa]|votre|vostr[oa]|uw|ihre?)\b/iu,
);

/** A word naming a number or code ('part', 'Nr.', 'código', 'réf.'). */
const CODE_WORD = unicodeWords(
  /\b(?:part|code|c[óo]d\p{L}*|ref\p{L}*|réf\p{L}*|n[ro°º]|no|num\p{L}*|art\p{L}*|number|item)\b/iu,
);

/**
 * Two article-number columns ('Our ref' and 'Supplier part'): the one named for the seller is the
 * number its catalogue knows, read like a manufacturer's part number (named first, the customer's
 * own number left out of the description).
 */
function supplierCodeFirst(
  texts: readonly string[],
  roles: Array<ColumnRole | null>,
): Array<ColumnRole | null> {
  if (roles.includes('mpn')) return roles;
  const supplier = roles.findIndex(
    (role, index) =>
      (role === 'sku' || role === null) &&
      SUPPLIER_WORD.test(texts[index] ?? '') &&
      CODE_WORD.test(texts[index] ?? ''),
  );
  const customer = roles.some((role, index) => role === 'sku' && index !== supplier);
  if (supplier < 0 || !customer) return roles;
  return roles.map((role, index) => (index === supplier ? 'mpn' : role));
}

export function headerFromLine(
  line: DocumentLine,
  hints?: CustomerFormatHints,
): HeaderColumn[] | null {
  const cells = splitMergedHeaderCells(cellsOf(line), hints);
  if (cells.length < 2) return null;
  const texts = cells.map((cell) => cell.text);
  if (hasSeveralNumericCells(texts) || countBesideCode(texts)) return null;
  const hinted = supplierCodeFirst(
    texts,
    texts.map((text) => roleWithHints(text, hints)),
  );
  const hasQuantity = hinted.includes('quantity');
  const hasDescription =
    hinted.includes('description') || hinted.includes('sku') || hinted.includes('mpn');
  // Over three columns or more, quantity and unit, or a description and a unit ("Uds.", which in
  // Spanish often heads the count), make a header too: the values below tell which column is
  // which (refineRolesByValues).
  const hasUnit = hinted.includes('unit');
  // "Item | Units | Price": 'Item' heads line numbers or the articles themselves; the values say.
  const loose =
    cells.length >= 3 &&
    ((hasUnit && (hasQuantity || hasDescription)) || (hasQuantity && hinted.includes('position')));
  if (!isHeaderRow(texts) && !(hasQuantity && hasDescription) && !loose) return null;
  const seen = new Set<ColumnRole>();
  return cells.map((cell, index) => {
    let role = hinted[index] ?? null;
    if (role && seen.has(role) && !TEXT_ROLES.has(role)) {
      // "# | Item | Make": a second position-like word names the item, i.e. its description.
      role = role === 'position' && !hinted.includes('description') ? 'description' : null;
    }
    if (role) seen.add(role);
    const unit = role === 'quantity' ? headerUnit(cell.text) : undefined;
    return { role, left: cell.bbox.x, right: cell.bbox.x + cell.bbox.w, ...(unit ? { unit } : {}) };
  });
}

function overlap(box: BoundingBox, column: HeaderColumn): number {
  return Math.max(0, Math.min(box.x + box.w, column.right) - Math.max(box.x, column.left));
}

function nearestColumn(cell: DocumentCell, header: readonly HeaderColumn[]): number {
  let best = -1;
  let bestOverlap = 0;
  header.forEach((column, index) => {
    const amount = overlap(cell.bbox, column);
    if (amount > bestOverlap) {
      best = index;
      bestOverlap = amount;
    }
  });
  if (best >= 0) return best;
  // No overlap: the nearest column by centre (right-aligned numbers, narrow headers).
  const centre = cell.bbox.x + cell.bbox.w / 2;
  let distance = Number.POSITIVE_INFINITY;
  header.forEach((column, index) => {
    const gap = Math.abs((column.left + column.right) / 2 - centre);
    if (gap < distance) {
      best = index;
      distance = gap;
    }
  });
  return best;
}

/**
 * Cells taken in order fit unless one of them misses its own column but lies over another (a scan
 * that split one cell and merged two keeps the count and loses the order).
 */
function orderFits(cells: readonly DocumentCell[], header: readonly HeaderColumn[]): boolean {
  return cells.every((cell, index) => {
    const own = header[index];
    if (own && overlap(cell.bbox, own) > 0) return true;
    return !header.some((column, other) => other !== index && overlap(cell.bbox, column) > 0);
  });
}

/**
 * More cells than columns (a scan split a cell, text ran past its column): each cell takes the
 * column it overlaps, else the nearest one; a cell that overlaps nothing and would land in a
 * column another cell of the row overlaps is the spill-over of the cell before it ("… 24DC/5" and
 * "2904600" of one part number, not the quantity beside it).
 */
function spilledCells(cells: readonly DocumentCell[], header: readonly HeaderColumn[]): number[] {
  const overlapping = cells.map((cell) =>
    header.some((column) => overlap(cell.bbox, column) > 0) ? nearestColumn(cell, header) : -1,
  );
  const taken = new Set(overlapping.filter((index) => index >= 0));
  const assigned: number[] = [];
  cells.forEach((cell, index) => {
    const own = overlapping[index] ?? -1;
    if (own >= 0) {
      assigned.push(own);
      return;
    }
    const nearest = nearestColumn(cell, header);
    const previous = assigned[index - 1];
    assigned.push(taken.has(nearest) && previous !== undefined ? previous : nearest);
  });
  return assigned;
}

/** How far a cell sits from a column: its left edges, right edges or centres, the closest. */
function misfit(box: BoundingBox, column: HeaderColumn): number {
  return Math.min(
    Math.abs(box.x - column.left),
    Math.abs(box.x + box.w - column.right),
    Math.abs(box.x + box.w / 2 - (column.left + column.right) / 2),
  );
}

/** Roles whose cells are numbers or unit codes, at the right of a printed order. */
const VALUE_ROLES: ReadonlySet<ColumnRole> = new Set<ColumnRole>([
  'quantity',
  'unit',
  'unit_price',
  'total',
  'tax',
]);
const VALUE_CELL = /^[\d.,'\s%€$£-]+$/u;

/**
 * A printed row with fewer cells than the header (a code and its description set close arrive as
 * one): when the row's trailing number and unit cells fill the header's trailing value columns
 * (count, unit, price, amount) exactly, those go in order from the right and the text cells before
 * them in order from the left; type drifts, the order of the value columns does not.
 */
function valuesFromTheRight(
  cells: readonly DocumentCell[],
  header: readonly HeaderColumn[],
): number[] | null {
  let values = 0;
  while (values < header.length) {
    const role = header[header.length - 1 - values]?.role;
    if (!role || !VALUE_ROLES.has(role)) break;
    values += 1;
  }
  let tail = 0;
  while (tail < cells.length) {
    const text = cells[cells.length - 1 - tail]?.text.trim() ?? '';
    if (!(VALUE_CELL.test(text) || normaliseUnit(text) || unitCode(text))) break;
    tail += 1;
  }
  const head = cells.length - tail;
  if (values < 2 || tail !== values || head === 0 || head > header.length - values) return null;
  return cells.map((_cell, index) =>
    index < head ? index : header.length - (cells.length - index),
  );
}

/**
 * The header column of each cell. Cells that start exactly where columns start (sheets, CSV,
 * pasted grids) take those; a row with as many cells as the header takes them in order (text
 * printed in proportional type drifts from the header's positions, the order does not), unless a
 * scan's word positions, which are true ones, contradict it; a row with fewer cells (empty ones) is aligned in order at the least
 * total misfit; otherwise cells go by overlap.
 */
function alignCells(
  cells: readonly DocumentCell[],
  header: readonly HeaderColumn[],
  scanned = false,
): number[] {
  const exact = cells.map((cell) => header.findIndex((column) => column.left === cell.bbox.x));
  if (exact.every((index) => index >= 0)) return exact;
  if (cells.length === header.length && (!scanned || orderFits(cells, header))) {
    return cells.map((_cell, index) => index);
  }
  if (cells.length >= header.length) return spilledCells(cells, header);
  if (!scanned) {
    const anchored = valuesFromTheRight(cells, header);
    if (anchored) return anchored;
  }
  // A request form leaves its price columns to the supplier: a row with as many cells as the
  // columns before them takes those in order (its text runs wider than the header's words).
  const pricesFrom = header.findIndex(
    (column) => column.role === 'unit_price' || column.role === 'total',
  );
  if (
    pricesFrom > 0 &&
    cells.length === pricesFrom &&
    header.slice(pricesFrom).every((column) => column.role !== 'quantity') &&
    (!scanned || orderFits(cells, header.slice(0, pricesFrom)))
  ) {
    return cells.map((_cell, index) => index);
  }
  // cost[i][j]: least misfit of cells 0..i with cell i in column j (strictly increasing columns).
  const n = cells.length;
  const m = header.length;
  const cost: number[][] = Array.from({ length: n }, () =>
    new Array<number>(m).fill(Number.POSITIVE_INFINITY),
  );
  const from: number[][] = Array.from({ length: n }, () => new Array<number>(m).fill(-1));
  for (let i = 0; i < n; i++) {
    const box = (cells[i] as DocumentCell).bbox;
    let bestBefore = Number.POSITIVE_INFINITY;
    let bestBeforeAt = -1;
    for (let j = 0; j < m; j++) {
      const own = misfit(box, header[j] as HeaderColumn);
      if (i === 0) (cost[0] as number[])[j] = own;
      else if (bestBeforeAt >= 0) {
        (cost[i] as number[])[j] = bestBefore + own;
        (from[i] as number[])[j] = bestBeforeAt;
      }
      // Columns up to j are available to cell i - 1 for cell i in column j + 1.
      const previous = i > 0 ? ((cost[i - 1] as number[])[j] ?? Number.POSITIVE_INFINITY) : 0;
      if (i > 0 && previous < bestBefore) {
        bestBefore = previous;
        bestBeforeAt = j;
      }
    }
  }
  const last = cost[n - 1] as number[];
  let column = last.indexOf(Math.min(...last));
  const assigned = new Array<number>(n).fill(-1);
  for (let i = n - 1; i >= 0 && column >= 0; i--) {
    assigned[i] = column;
    column = (from[i] as number[])[column] ?? -1;
  }
  return assigned;
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
  String.raw`^((?:${COUNT_SIGN_PATTERN})?(?:${NUMBER_PATTERN})(?:\s*[x×]\s*(?:${NUMBER_PATTERN}))?\s*(?:${UNIT_PATTERN})\.?)\s+(.+)$`,
  'iu',
);
/** An amount of money as a price cell writes it ('27,50', '1.250,00', '4.20'). */
const PRICE_CELL = /^\d{1,3}(?:[.,' ]\d{3})*[.,]\d{2}$/u;

/**
 * "5 Kartons 10.10.26", "n. 4 conf.  27,50": quantity and date or price columns set close
 * together arrive as one cell.
 */
function splitQuantityAndDate(cells: readonly DocumentCell[]): DocumentCell[] {
  return cells.flatMap((cell) => {
    const match = cell.text.trim().match(QUANTITY_THEN_REST);
    const quantity = match?.[1];
    const rest = match?.[2]?.trim();
    if (!quantity || !rest || !(DATE_CELL.test(rest) || PRICE_CELL.test(rest))) return [cell];
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

const COUNT_AND_UNIT = /^(\d[\d.,]{0,12})\s+(\p{L}{1,8}\.?)$/u;
/** "Set Gewindeschneidsatz …": a unit word, then the text of the column after it. */
const UNIT_THEN_TEXT = /^(\p{L}{1,8}\.?)\s+(\S.{0,500})$/u;

/** A cell cut in two at `at` characters, each part in its share of the box. */
function cutCell(cell: DocumentCell, first: string, rest: string): [DocumentCell, DocumentCell] {
  const share = (first.length + 1) / (cell.text.trim().length + 1);
  return [
    { text: first, bbox: { ...cell.bbox, w: cell.bbox.w * share } },
    {
      text: rest,
      bbox: { ...cell.bbox, x: cell.bbox.x + cell.bbox.w * share, w: cell.bbox.w * (1 - share) },
    },
  ];
}

/**
 * "12 PR", "5 DS": where the header has a quantity and a unit column and a printed row has fewer
 * cells than it, a count and its unit set close arrive as one cell, and are split there. So do a
 * unit word and the description after it ("Set Gewindeschneidsatz …", "Pack Dichtringe …") that
 * start under the unit column.
 */
function splitCountAndUnit(
  cells: readonly DocumentCell[],
  header: readonly HeaderColumn[],
): DocumentCell[] {
  const roles = header.map((column) => column.role);
  if (!roles.includes('quantity') || !roles.includes('unit')) return [...cells];
  // A row with a cell for every column, or a grid's (cells where columns start), has none merged.
  const grid = cells.every((cell) => header.some((column) => column.left === cell.bbox.x));
  if (cells.length >= header.length || grid) return [...cells];
  const isUnit = (word: string) => (normaliseUnit(word) ?? unitCode(word)) !== null;
  // A merged header's pieces share its box by characters: where the row's count stands is surer.
  const unitAfterCount = roles.indexOf('unit') === roles.indexOf('quantity') + 1;
  return cells.flatMap((cell, index) => {
    const match = COUNT_AND_UNIT.exec(cell.text.trim());
    const count = match?.[1];
    const unit = match?.[2];
    if (count && unit && isUnit(unit)) return cutCell(cell, count, unit);
    const opening = UNIT_THEN_TEXT.exec(cell.text.trim());
    const word = opening?.[1];
    const rest = opening?.[2];
    if (!word || !rest || !isUnit(word) || !/\p{L}{3}/u.test(rest)) return [cell];
    const parts = cutCell(cell, word, rest);
    const afterCount =
      unitAfterCount && /^\d[\d.,]{0,12}$/.test(cells[index - 1]?.text.trim() ?? '');
    const underUnit = afterCount || header[nearestColumn(parts[0], header)]?.role === 'unit';
    const restColumn = header[nearestColumn(parts[1], header)]?.role;
    return underUnit && restColumn !== 'unit' && restColumn !== 'quantity' ? parts : [cell];
  });
}

/**
 * Unit codes of ERP exports (SAP, French and Spanish systems) that only appear in a unit column:
 * read there, never in running text, where "UN" or "PAR" are words.
 */
const UNIT_CODES: Readonly<Record<string, Unit>> = {
  u: 'pcs',
  nr: 'pcs',
  off: 'pcs',
  cs: 'box',
  cf: 'pack',
  btl: 'pack',
  sach: 'pack',
  sat: 'set',
  un: 'pcs',
  uni: 'pcs',
  und: 'pcs',
  paa: 'pair',
  pai: 'pair',
  par: 'pair',
  kar: 'box',
  ktn: 'box',
  pac: 'pack',
  lt: 'l',
  ltr: 'l',
  mt: 'm',
  rol: 'roll',
  // Italian ERP: RT (rotolo).
  rt: 'roll',
  cour: 'roll',
  // "NYM-J 3x1,5 Ring 100 m | 3 | Ring": a coil of cable.
  ring: 'roll',
  bol: 'pack',
};

/**
 * "PA" is the pair (Paar, paia) in German and Italian orders; elsewhere (UN/ECE) a packet, so it is
 * read in those languages only.
 */
const PAIR_CODE_LANGUAGES: ReadonlySet<string> = new Set(['de', 'it']);

function unitCode(text: string, language: string | null = null): Unit | null {
  const code = text.trim().replace(/\.$/, '').toLowerCase();
  if (code === 'pa' && PAIR_CODE_LANGUAGES.has(language ?? '')) return 'pair';
  return UNIT_CODES[code] ?? null;
}

/** `roleByContent`, but no count where another column is named the quantity (`besideQuantity`). */
function contentRole(text: string, besideQuantity: boolean): ColumnRole | null {
  const role = roleByContent(text);
  return role === 'quantity' && besideQuantity ? null : role;
}

/** A row's cell texts by column role, in the order of the row's cells. */
function rowByRole(line: DocumentLine, header: readonly HeaderColumn[]): Map<ColumnRole, string> {
  const values = new Map<ColumnRole, string>();
  const cells = splitCountAndUnit(splitQuantityAndDate(cellsOf(line)), header);
  // OCR lines carry a confidence: their word boxes are where the text was seen.
  const columns = alignCells(cells, header, line.confidence !== undefined);
  const namesQuantity = header.some((column) => column.role === 'quantity');
  cells.forEach((cell, index) => {
    const column = header[columns[index] ?? -1];
    // Content decides only where the header does not: "3M" under Brand is a brand, not 3 m. A
    // column the header names for something else holds no count where another is named the
    // quantity ('Pack: 1 pc' beside an empty 'Order qty' of a price list: not ordered).
    const role = column?.role ?? contentRole(cell.text, column !== undefined && namesQuantity);
    if (!role) return;
    const previous = values.get(role);
    if (previous && !TEXT_ROLES.has(role)) return;
    values.set(role, previous ? `${previous} ${cell.text}` : cell.text);
  });
  return values;
}

const squeezed = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Description, manufacturer and part number(s) read together, as a rep would pass them to product
 * matching ("Rillenkugellager 25x52x15 SKF 6205-2RSH"); a part that the description already
 * contains is not repeated. The customer's own article number joins only when no manufacturer
 * part number is given.
 */
function composeDescription(values: ReadonlyMap<ColumnRole, string>): string {
  const parts: string[] = [];
  const add = (text: string | undefined) => {
    const cleaned = (text ?? '').replace(/\s+/g, ' ').trim();
    const key = squeezed(cleaned);
    if (key === '' || parts.some((part) => squeezed(part).includes(key))) return;
    parts.push(cleaned);
  };
  add(cleanDescription(values.get('description') ?? ''));
  add(values.get('manufacturer'));
  add(values.get('mpn'));
  if (!values.get('mpn')?.trim() || parts.length === 0) add(values.get('sku'));
  // Notes carry what tells two lines apart ("taglia 9", "box of 25"); bare numbers say nothing.
  const note = values.get('note');
  if (note && /\p{L}{2,}/u.test(note)) add(note);
  return parts.join(' ');
}

/**
 * "Loctite 243 threadlocker 50ml 6 | PC": a count printed close after a long description arrives
 * in the description's cell, and the unit beside it lands under the quantity or the unit. With no
 * number under the quantity and a unit word next to it, the description's last whole number, after
 * a space, is the count.
 */
function splitTrailingCount(values: Map<ColumnRole, string>): void {
  const quantityCell = values.get('quantity')?.trim() ?? '';
  if (/\d/.test(quantityCell)) return;
  const unitCell = quantityCell || (values.get('unit')?.trim() ?? '');
  if (unitCell === '' || !(normaliseUnit(unitCell) ?? unitCode(unitCell))) return;
  const description = values.get('description')?.trim() ?? '';
  const cut = description.lastIndexOf(' ');
  const count = description.slice(cut + 1);
  if (cut <= 0 || !/^\d{1,6}$/.test(count)) return;
  values.set('description', description.slice(0, cut).trim());
  values.set('quantity', count);
  values.set('unit', unitCell);
}

/** The mark a customer puts in a price list's order column instead of a count. */
const ORDER_MARK = /^(?:x|✓|✔|☑|✗|ja|yes|sí|si|oui)$/iu;
/** The reason of a row ordered by a mark: its count is not given, or given in the mail. */
export const QUANTITY_MARKED = 'quantity_marked';

/**
 * A cell that says its row is cancelled, in six languages: the word alone, or first with its reason
 * after a dash or colon ('ANULADA - no servir', 'vervalt – niet leveren'), or only the instruction
 * not to deliver ('do not supply', 'nicht liefern', 'no servir'). Never a description, which names
 * the article first.
 */
const CANCELLED_CELL =
  /^(?:(?:cancell?ed|deleted|removed|storniert|entfällt|gestrichen|annulée?s?|supprimée?|anulad[oa]|cancelad[oa]|annullat[oa]|eliminat[oa]|geannuleerd|vervallen|vervalt)\.?(?:\s{0,3}[-–—:;,]\s{0,3}[^\n]{0,60})?|(?:do\s+not|don't)\s+(?:supply|deliver|ship|send)|nicht\s+liefern|ne\s+pas\s+livrer|no\s+(?:servir|enviar|entregar)|non\s+(?:fornire|consegnare|spedire)|niet\s+(?:leveren|sturen))\.?!?$/iu;

export function parseTableRow(
  line: DocumentLine,
  header: readonly HeaderColumn[],
  context: ParseContext,
  canonicalNumbers: boolean,
): TableRowItem | 'continuation' | 'total' | 'unordered' | null {
  const values = rowByRole(line, header);
  // Right-aligned "20 Stück" can sit under the unit header: a number there is the quantity. Not
  // a price list's "1 pc" (sold by the piece) on a priced row: that row's count is left empty.
  if (!values.get('quantity')?.trim()) {
    const unitValue = values.get('unit') ?? '';
    const soldBy = ONE_OF_UNIT.test(unitValue.trim()) && /\d/.test(values.get('unit_price') ?? '');
    if (/^\s*\d/.test(unitValue) && !soldBy) {
      values.set('quantity', unitValue);
      values.delete('unit');
    }
  }
  splitTrailingCount(values);
  const quantityText = values.get('quantity') ?? '';
  const descriptionText = values.get('description') ?? '';
  const skuText = values.get('mpn')?.trim() || values.get('sku') || '';
  const firstCell = cellsOf(line)[0]?.text ?? '';
  if (
    (TOTAL_ROW.test(firstCell.trim()) && !isCodeCell(firstCell)) ||
    TOTAL_ROW.test(descriptionText.trim()) ||
    cellsOf(line).some((cell) => TOTAL_CELL.test(cell.text.trim()))
  )
    // A sum of the rows above: no item, and no text for the prose reader either.
    return 'total';

  // A row its cells say is cancelled ('annulé' in the comment column) is not ordered.
  if (cellsOf(line).some((cell) => CANCELLED_CELL.test(cell.text.trim()))) return 'unordered';
  if (quantityText.trim() === '') {
    // A row with only text under the description is the rest of the item above.
    const onlyText = [...values.keys()].every((role) => TEXT_ROLES.has(role));
    if (descriptionText.trim() !== '' && onlyText) return 'continuation';
    // A price list sent back with its order column filled in: a priced article whose quantity
    // is left empty is not ordered, and its cells ('Alcohol sanitiser 5 l | 1 pc | 18.50') are
    // no item for the line reader either.
    const priced = /\d/.test(values.get('unit_price') ?? '');
    return priced && (descriptionText.trim() !== '' || skuText.trim() !== '') ? 'unordered' : null;
  }
  // A price list whose ordered rows are marked ('X', '✓') gives no count: the mail may.
  const marked = ORDER_MARK.test(quantityText.trim());
  const quantity = marked
    ? { quantity: null, unitText: null, ambiguous: false, ambiguousGrouping: false }
    : parseQuantityCell(quantityText, context, canonicalNumbers);
  // "0 | box | not needed this time": a row counted zero is not ordered, nor read as prose.
  if (quantity.quantity === 0) return 'unordered';
  if ((quantity.quantity === null && !marked) || (quantity.quantity ?? 0) < 0) return null;
  let unitCellText = values.get('unit')?.trim() ?? '';
  // "paquetes 27 de septiembre": unit and date columns set close together arrive as one cell.
  const unitThenRest = /^(\S+)\s+(.+)$/u.exec(unitCellText);
  if (unitThenRest?.[1] && unitThenRest[2] && !normaliseUnit(unitCellText)) {
    if (normaliseUnit(unitThenRest[1]) ?? unitCode(unitThenRest[1])) {
      unitCellText = unitThenRest[1];
      if (!values.get('delivery')?.trim()) values.set('delivery', unitThenRest[2]);
    }
  }
  const unitText = unitCellText !== '' ? unitCellText : quantity.unitText;
  const unit = unitText
    ? (normaliseUnit(unitText) ?? unitOfCell(unitText, context.language))
    : (header.find((column) => column.role === 'quantity')?.unit ?? null);
  const description = composeDescription(values);
  if (!isUsableDescription(description) && !/\w{3,}/.test(description)) return null;
  const deliveryText = values.get('delivery') ?? '';
  const delivery =
    deliveryText.trim() === ''
      ? null
      : (findDates(deliveryText, context.language, context.reference, context.country).find(
          isStatedDate,
        )?.date ?? null);
  const reasons: string[] = [];
  if (marked) reasons.push(QUANTITY_MARKED);
  if (quantity.ambiguous) reasons.push('quantity_range_or_approximate');
  if (unitText && !unit) reasons.push('unknown_unit');
  return inLanguageUnits(
    {
      ...itemFields(
        {
          description,
          quantity: quantity.quantity,
          unit,
          unitText,
          ambiguityReasons: reasons,
          ambiguousGrouping: quantity.ambiguousGrouping,
          requestedDelivery: delivery,
          sku: skuText.trim() === '' ? null : skuText.trim(),
        },
        context.defaultUnit,
      ),
      manufacturer: values.get('manufacturer')?.trim() || null,
      position: values.get('position')?.trim() || null,
      line,
      continuation: [],
    },
    context.language,
  );
}

/** Longer body lines are prose, not table rows. */
const MAX_TABLE_LINE = 1_000;
/** "---+-----", "|---|:---:|", "=====": rules between a header and its rows. */
const RULE_LINE = /^[\s|+:]*[-=_][-=_\s|+:]*$/;
const RULE_DASHES = /[-=_]{3}/;
const SPACE_GAP = / {2,}/g;

function gridLine(text: string, cells: readonly string[], row: number): DocumentLine {
  const positioned = cells
    .map((cell, column) => ({ text: cell.trim(), bbox: { x: column, y: row, w: 1, h: 1 } }))
    .filter((cell) => cell.text !== '');
  return { text, bbox: { x: 0, y: row, w: cells.length, h: 1 }, cells: positioned };
}

/**
 * A body line as a table row, or 'rule' for a separator line (which keeps the table going), or
 * null for anything else. Pipe and tab rows are grids (cells at their column index, empty cells
 * kept as gaps); space-aligned rows (three or more cells apart by two or more spaces) keep each
 * cell's character offset, which is how such tables line up.
 */
export function bodyTableLine(text: string, row: number): DocumentLine | 'rule' | null {
  if (text.length > MAX_TABLE_LINE || text.trim() === '') return null;
  if (RULE_LINE.test(text) && RULE_DASHES.test(text)) return 'rule';
  const pipes = text.split('|').length - 1;
  if (pipes >= 2 || /\s\|\s/.test(text)) {
    // Border pipes ("| a | b |") open and close the row; they are not empty cells.
    const inner = text.trim().replace(/^\|/, '').replace(/\|$/, '');
    const cells = inner.split('|');
    return cells.length >= 2 ? gridLine(text, cells, row) : null;
  }
  if (text.includes('\t')) {
    const cells = text.split('\t');
    return cells.filter((cell) => cell.trim() !== '').length >= 2
      ? gridLine(text, cells, row)
      : null;
  }
  const positioned: DocumentCell[] = [];
  let start = text.length - text.trimStart().length;
  const end = text.trimEnd().length;
  for (const gap of text.slice(0, end).matchAll(SPACE_GAP)) {
    const at = gap.index ?? 0;
    if (at > start) {
      positioned.push({
        text: text.slice(start, at),
        bbox: { x: start, y: row, w: at - start, h: 1 },
      });
    }
    start = at + gap[0].length;
  }
  if (end > start) {
    positioned.push({
      text: text.slice(start, end),
      bbox: { x: start, y: row, w: end - start, h: 1 },
    });
  }
  if (positioned.length < 3) return null;
  return { text, bbox: { x: 0, y: row, w: end, h: 1 }, cells: positioned };
}

/** Rows below a header looked at to read its columns' values. */
export const VALUE_SAMPLE_ROWS = 40;
const CODE_SHAPE = /^[\p{L}\d][\p{L}\d./+-]{0,30}(?:\s[\p{L}\d./+-]{1,20}){0,3}$/u;

/** "6205-2RSH", "H 310", "0057 10 30": a code with a digit, not a bare number or price. */
function isPartNumber(value: string): boolean {
  return (
    value.length >= 3 &&
    /\d/.test(value) &&
    CODE_SHAPE.test(value) &&
    !/^\d{1,9}(?:[.,]\d{1,3})?$/.test(value)
  );
}
const SMALL_INTEGER = /^\d{1,4}$/;
const COUNT_CELL = /^\d{1,3}(?:[.,' ]\d{3}){0,3}(?:[.,]\d{1,3})?$/;
/** Running text: two words or more, one of them with three letters. */
function isWords(value: string): boolean {
  return /\S\s+\S/.test(value) && /\p{L}{3}/u.test(value);
}

function share(values: readonly string[], test: (value: string) => boolean): number {
  return values.length === 0 ? 0 : values.filter(test).length / values.length;
}

/** Positions count up (1, 2, 3 or 10, 20, 30): never a quantity column. */
function countsUp(values: readonly string[]): boolean {
  if (values.length < 2 || !values.every((value) => SMALL_INTEGER.test(value))) return false;
  const numbers = values.map(Number);
  return numbers.every((value, index) => index === 0 || value > (numbers[index - 1] ?? 0));
}

/**
 * Column roles the header words leave open, read from the column's values in the rows below (as
 * a person glances down a column): unnamed columns of running text join the description (or are
 * it, when no column is named so), unnamed part-number-shaped columns are the part number when no
 * column is named so, a column of unit words is the unit when none is named, and a column of
 * numbers that count up is the position. A column holding the
 * same value on every row (plant, cost centre) says nothing about the items and stays unread.
 * Named roles are kept, except a "position" column whose values are text (it is the description).
 */
export function refineRolesByValues(
  header: readonly HeaderColumn[],
  rows: readonly DocumentLine[],
): HeaderColumn[] {
  const sample = rows.slice(0, VALUE_SAMPLE_ROWS);
  const columns: string[][] = header.map(() => []);
  for (const row of sample) {
    const cells = cellsOf(row);
    const assigned = alignCells(cells, header, row.confidence !== undefined);
    cells.forEach((cell, index) => {
      const column = columns[assigned[index] ?? -1];
      if (column && cell.text.trim() !== '') column.push(cell.text.trim().slice(0, 200));
    });
  }
  const named = new Set(header.map((column) => column.role));
  const refined = header.map((column) => ({ ...column }));
  refined.forEach((column, index) => {
    const values = columns[index] ?? [];
    if (values.length < 2) return;
    const constant = new Set(values).size === 1;
    if (column.role === 'position' && share(values, isWords) >= 0.6) {
      column.role = named.has('description') ? 'note' : 'description';
      return;
    }
    if (column.role !== null || constant) return;
    if (countsUp(values)) column.role = 'position';
    else if (!named.has('unit') && share(values, (value) => unitOfCell(value) !== null) >= 0.8) {
      column.role = 'unit';
    } else if (share(values, isWords) >= 0.6) {
      column.role = named.has('description') ? 'note' : 'description';
    } else if (!named.has('mpn') && !named.has('sku') && share(values, isPartNumber) >= 0.8) {
      column.role = 'sku';
    }
    if (column.role) named.add(column.role);
  });
  if (!named.has('quantity')) {
    // No column is named the quantity: the unnamed or unit-named one holding counts is.
    const counts = refined.findIndex(
      (column, index) =>
        (column.role === null || column.role === 'unit') &&
        share(columns[index] ?? [], (value) => COUNT_CELL.test(value)) >= 0.8 &&
        !countsUp(columns[index] ?? []),
    );
    const column = refined[counts];
    if (column) column.role = 'quantity';
  }
  return refined;
}

/** "boxes of 100", "boxes (10 per box)", "doos à 100": a unit word, then what each holds. */
const UNIT_WITH_CONTENT =
  /^(\p{L}{1,12})\.?\s+(?:(?:of|à|a|de|da|di|van|von|zu)\s+\d[\d.,]*(?:\s+\p{L}{1,12}\.?)?|\([^()]{1,40}\))$/u;
/** "1 pc", "1 EA": a price list's pack column selling by the piece names one of the unit. */
const ONE_OF_UNIT = /^1\s{0,3}(\p{L}{1,12}\.?)$/u;
/** "box/100", "pk/250", "PK100", "BX50": a container code with its contents, counted by the container. */
const UNIT_WITH_PACK_SIZE = /^(\p{L}{1,6})\.?\s{0,2}\/?\s{0,2}\d{1,5}$/u;
const CONTAINER_UNITS: ReadonlySet<Unit> = new Set<Unit>(['box', 'pack', 'roll', 'set']);

/** The unit a unit column's cell names: a unit word or code, alone, one of it, or with its contents. */
function unitOfCell(value: string, language: string | null = null): Unit | null {
  const trimmed = value.trim();
  const packed = UNIT_WITH_PACK_SIZE.exec(trimmed)?.[1];
  if (packed) {
    const unit = normaliseUnit(packed) ?? unitCode(packed, language);
    if (unit && CONTAINER_UNITS.has(unit)) return unit;
  }
  const word = UNIT_WITH_CONTENT.exec(trimmed)?.[1] ?? ONE_OF_UNIT.exec(trimmed)?.[1] ?? trimmed;
  return normaliseUnit(word) ?? unitCode(word, language);
}

/** The body's table rows right below line `index` (rules skipped), up to the sample size. */
export function tableRowsBelow(lines: readonly string[], index: number): DocumentLine[] {
  const rows: DocumentLine[] = [];
  for (let at = index + 1; at < lines.length && rows.length < VALUE_SAMPLE_ROWS; at++) {
    const row = bodyTableLine(lines[at] ?? '', at);
    if (row === 'rule') continue;
    if (!row) break;
    rows.push(row);
  }
  return rows;
}

/** Header rows are looked for among the first lines of a sheet or CSV before reading it bare. */
const HEADER_SEARCH_LINES = 30;

function letterCount(value: string): number {
  return (value.match(/\p{L}/gu) ?? []).length;
}

/**
 * Columns of a sheet or CSV that has no header row, read from the values alone: counts are the
 * quantity, unit words the unit, code-shaped values the part number, the most wordy column the
 * description and other text columns notes. null when the lines have a header, or when no
 * quantity and description/part-number columns can be told (then rows are read as text).
 */
export function headerlessColumns(
  lines: readonly DocumentLine[],
  hints?: CustomerFormatHints,
): HeaderColumn[] | null {
  if (lines.slice(0, HEADER_SEARCH_LINES).some((line) => headerFromLine(line, hints))) return null;
  const rows = lines.filter((line) => (line.cells?.length ?? 0) >= 3).slice(0, VALUE_SAMPLE_ROWS);
  if (rows.length === 0) return null;
  const width = Math.min(
    50,
    Math.max(...rows.flatMap((row) => (row.cells ?? []).map((cell) => cell.bbox.x + 1))),
  );
  const bare: HeaderColumn[] = Array.from({ length: width }, (_unused, column) => ({
    role: null,
    left: column,
    right: column + 1,
  }));
  const columns = refineRolesByValues(bare, rows);
  if (!columns.some((column) => column.role === 'description')) {
    const values = (index: number) =>
      rows.map((row) => row.cells?.find((cell) => cell.bbox.x === index)?.text ?? '');
    let best = -1;
    let bestLetters = 3;
    columns.forEach((column, index) => {
      if (column.role !== null && column.role !== 'note') return;
      const cells = values(index);
      const letters = cells.reduce((sum, cell) => sum + letterCount(cell), 0) / cells.length;
      if (letters > bestLetters && share(cells, (cell) => letterCount(cell) >= 3) >= 0.6) {
        best = index;
        bestLetters = letters;
      }
    });
    const description = columns[best];
    if (description) description.role = 'description';
  }
  const roles = new Set(columns.map((column) => column.role));
  if (!roles.has('quantity') || !(roles.has('description') || roles.has('sku'))) return null;
  return columns;
}
