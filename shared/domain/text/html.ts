import { convert, type FormatCallback, type HtmlToTextOptions } from 'html-to-text';
import { trimTrailing } from './bounded';

/** Bodies above this size are cut before parsing so a hostile message cannot stall the parser. */
export const MAX_HTML_CHARS = 2_000_000;

const HTML_SIGNALS =
  /<(?:html|body|head|div|p|br|table|tr|td|th|span|font|b|i|u|strong|em|ul|ol|li|a\s|img|meta|style|blockquote|h[1-6])\b[^>]*>/i;

export function looksLikeHtml(input: string): boolean {
  const head = input.slice(0, 20_000);
  if (/^\s*<!doctype html/i.test(head)) return true;
  const matches = head.match(new RegExp(HTML_SIGNALS.source, 'gi'));
  if (!matches) return false;
  // One stray tag in plain text (e.g. "<b>") is not enough; real HTML mails carry several.
  return matches.length >= 2 || /<\/(?:html|body|div|p|table)>/i.test(head);
}

type DomNode = { type?: string; name?: string; prev?: DomNode | null };
type HtmlNode = Parameters<FormatCallback>[0];

function isPreviousCellPresent(elem: DomNode): boolean {
  let sibling = elem.prev ?? null;
  while (sibling) {
    if (sibling.type === 'tag' && (sibling.name === 'td' || sibling.name === 'th')) return true;
    sibling = sibling.prev ?? null;
  }
  return false;
}

// A cell or row outside a table (broken markup) is written inline with ' | ' before it.
const formatStrayCell: FormatCallback = (elem, walk, builder) => {
  if (isPreviousCellPresent(elem as DomNode)) builder.addInline(' | ', { noWordTransform: true });
  walk(elem.children, builder);
};

const formatStrayRow: FormatCallback = (elem, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 1 });
  walk(elem.children, builder);
  builder.closeBlock({ trailingLineBreaks: 1 });
};

/** A cell longer than this, or holding a table, is page layout, not a value of a grid. */
const MAX_GRID_CELL_CHARS = 300;
const MAX_GRID_CELL_LINES = 4;

interface Cell {
  text: string;
  span: number;
  layout: boolean;
}

const MAX_CHILD_NODES = 20_000;

function isLayoutText(text: string): boolean {
  if (text.length > MAX_GRID_CELL_CHARS) return true;
  return text.split('\n').filter((line) => line.trim() !== '').length > MAX_GRID_CELL_LINES;
}

/** Tables begun so far; a cell that saw the count grow while it was read holds a table. */
let tablesOpened = 0;

/** A grid cell's text on one line: its line breaks ('<br>', '<p>' in Outlook cells) are spaces. */
function oneLine(text: string): string {
  return text.replace(/[\s\u00a0]+/g, ' ').trim();
}

function gridRow(cells: readonly Cell[]): string | null {
  const values = cells.flatMap((cell) => [
    oneLine(cell.text),
    ...Array.from({ length: cell.span - 1 }, () => ''),
  ]);
  if (values.every((value) => value === '')) return null;
  const row = values.join(' | ');
  // An empty first cell gets a border pipe before it: a reader that drops a leading border pipe
  // then still finds every cell in its column.
  return values[0] === '' ? `|${row}` : row;
}

function blockRow(cells: readonly Cell[]): string | null {
  const texts = cells.map((cell) => cell.text.trim()).filter((text) => text !== '');
  if (texts.length === 0) return null;
  return texts.some((text) => text.includes('\n')) ? texts.join('\n') : texts.join(' | ');
}

/**
 * A table is a grid when two rows or more have two filled cells or more and no cell is page
 * layout; each grid row is one line, cells joined by ' | ' (a colspan repeats the separator, so
 * columns stay aligned). Other rows (layout tables, a cell holding a table or paragraphs of
 * text) give their cells' text as it is.
 */
function tableText(rows: readonly (readonly Cell[])[]): string {
  const isGridRow = (row: readonly Cell[]) =>
    !row.some((cell) => cell.layout) && row.filter((cell) => cell.text.trim() !== '').length >= 2;
  const grid = rows.filter(isGridRow).length >= 2;
  return rows
    .map((row) => (grid && !row.some((cell) => cell.layout) ? gridRow(row) : blockRow(row)))
    .filter((line): line is string => line !== null)
    .join('\n');
}

const formatTable: FormatCallback = (elem, walk, builder, formatOptions) => {
  tablesOpened += 1;
  const rows: Cell[][] = [];
  builder.openTable();
  // A cell's content is walked as usual; anything else in a row (broken markup) is a cell too.
  const readCell = (node: HtmlNode, row: Cell[], isCell: boolean) => {
    const before = tablesOpened;
    builder.openTableCell();
    walk(isCell ? node.children : [node], builder);
    builder.closeTableCell();
    const colspan = isCell ? Number.parseInt(node.attribs?.colspan ?? '1', 10) || 1 : 1;
    row.push({ text: '', span: Math.min(50, Math.max(1, colspan)), layout: tablesOpened > before });
  };
  const isContent = (node: HtmlNode) =>
    node.type === 'tag' || (node.type === 'text' && (node.data ?? '').trim() !== '');
  const readRow = (nodes: HtmlNode[]) => {
    const row: Cell[] = [];
    builder.openTableRow();
    for (const node of nodes.slice(0, MAX_CHILD_NODES)) {
      const isCell = node.type === 'tag' && (node.name === 'td' || node.name === 'th');
      if (isCell || isContent(node)) readCell(node, row, isCell);
    }
    builder.closeTableRow();
    rows.push(row);
  };
  const readSection = (nodes: HtmlNode[]) => {
    for (const node of nodes.slice(0, MAX_CHILD_NODES)) {
      if (node.type === 'tag' && ['thead', 'tbody', 'tfoot'].includes(node.name ?? '')) {
        readSection(node.children);
      } else if (node.type === 'tag' && node.name === 'tr') {
        readRow(node.children);
      } else if (isContent(node)) {
        // A caption, or content outside any row, is a row of one cell.
        readRow([node]);
      }
    }
  };
  readSection(elem.children);
  builder.closeTable({
    tableToString: (printed) => {
      printed.forEach((printedRow, r) => {
        printedRow.forEach((printedCell, c) => {
          const cell = rows[r]?.[c];
          if (!cell) return;
          cell.text = printedCell.text;
          cell.layout ||= isLayoutText(printedCell.text);
        });
      });
      return tableText(rows);
    },
    leadingLineBreaks: formatOptions.leadingLineBreaks ?? 1,
    trailingLineBreaks: formatOptions.trailingLineBreaks ?? 1,
  });
};

const OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  preserveNewlines: false,
  limits: { maxInputLength: MAX_HTML_CHARS, maxDepth: 200, maxChildNodes: MAX_CHILD_NODES },
  formatters: { dataGrid: formatTable, strayCell: formatStrayCell, strayRow: formatStrayRow },
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'script', format: 'skip' },
    { selector: 'style', format: 'skip' },
    { selector: 'head', format: 'skip' },
    // Struck-through text is what the writer took back ("<s>Manometer … 1</s>: no longer needed").
    { selector: 's', format: 'skip' },
    { selector: 'strike', format: 'skip' },
    { selector: 'del', format: 'skip' },
    {
      selector: 'table',
      format: 'dataGrid',
      options: { leadingLineBreaks: 1, trailingLineBreaks: 1 },
    },
    { selector: 'tr', format: 'strayRow' },
    { selector: 'td', format: 'strayCell' },
    { selector: 'th', format: 'strayCell' },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
    { selector: 'h4', options: { uppercase: false } },
    { selector: 'h5', options: { uppercase: false } },
    { selector: 'h6', options: { uppercase: false } },
    { selector: 'blockquote', options: { trimEmptyLines: true } },
  ],
};

/** Sanitised plain text: table rows become lines with cells joined by ' | '. Never throws. */
export function htmlToText(html: string): string {
  const input = html.length > MAX_HTML_CHARS ? html.slice(0, MAX_HTML_CHARS) : html;
  try {
    return normaliseWhitespace(convert(input, OPTIONS));
  } catch {
    return normaliseWhitespace(input.replace(/<[^>]*>/g, ' '));
  }
}

function normaliseWhitespace(text: string): string {
  return text
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => trimTrailing(line, ' \t'))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
