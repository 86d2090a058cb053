import ExcelJS from 'exceljs';
import { cellText } from './cell-text';
import { isHeaderRow } from './headers';
import { type Deadline, DocumentLimitError, withTimeout } from './limits';
import type { DocumentLimits, DocumentLine, DocumentPage, DocumentSheet } from './types';

export interface SpreadsheetReadResult {
  pages: DocumentPage[];
  sheets: DocumentSheet[];
}

/** The header row is looked for among the first rows only (title rows, addresses above it). */
const HEADER_SEARCH_ROWS = 30;

function readRows(
  sheet: ExcelJS.Worksheet,
  limits: DocumentLimits,
  deadline: Deadline,
): { rows: string[][]; rowNumbers: number[] } {
  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  let cells = 0;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rows.length % 1000 === 0) deadline.check(`sheet ${sheet.name}`);
    const values: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      // Only the top-left cell of a merged range carries the value.
      const isMergedCopy = cell.isMerged && cell.master.address !== cell.address;
      values[column - 1] = isMergedCopy ? '' : cellText(cell.value);
    });
    cells += values.length;
    if (cells > limits.maxCells) {
      throw new DocumentLimitError(`over ${limits.maxCells} cells`, 'too_large');
    }
    const filled = Array.from(values, (value) => value ?? '');
    if (filled.some((value) => value !== '')) {
      rows.push(filled);
      rowNumbers.push(rowNumber);
    }
  });
  return { rows, rowNumbers };
}

function findHeaderRow(rows: readonly string[][]): number | null {
  for (let index = 0; index < Math.min(rows.length, HEADER_SEARCH_ROWS); index++) {
    if (isHeaderRow(rows[index] ?? [])) return index;
  }
  return null;
}

function rowsToLines(rows: readonly string[][], rowNumbers: readonly number[]): DocumentLine[] {
  // Sheets have no geometry: boxes are in cell-grid units (x = column, y = sheet row, both 0-based).
  return rows.map((row, index) => {
    const rowIndex = (rowNumbers[index] ?? index + 1) - 1;
    const cells = row
      .map((text, column) => ({ text, bbox: { x: column, y: rowIndex, w: 1, h: 1 } }))
      .filter((cell) => cell.text !== '');
    const width = row.length;
    return {
      text: cells.map((cell) => cell.text).join(' | '),
      bbox: { x: 0, y: rowIndex, w: width, h: 1 },
      cells,
    };
  });
}

export async function readSpreadsheet(
  bytes: Uint8Array,
  limits: DocumentLimits,
  deadline: Deadline,
): Promise<SpreadsheetReadResult> {
  const workbook = new ExcelJS.Workbook();
  await withTimeout(
    workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never),
    deadline.remainingMs(),
    'loading the workbook',
  );
  const worksheets = workbook.worksheets;
  for (const sheet of worksheets) {
    if (sheet.rowCount > limits.maxRows) {
      throw new DocumentLimitError(`sheet ${sheet.name} has ${sheet.rowCount} rows`, 'too_large');
    }
  }
  const candidates = worksheets.map((sheet) => {
    const hidden = sheet.state === 'hidden' || sheet.state === 'veryHidden';
    const { rows, rowNumbers } = hidden
      ? { rows: [], rowNumbers: [] }
      : readRows(sheet, limits, deadline);
    return { sheet, hidden, rows, rowNumbers, headerRow: findHeaderRow(rows) };
  });
  const withData = candidates.filter((candidate) => !candidate.hidden && candidate.rows.length > 0);
  const anyTable = withData.some((candidate) => candidate.headerRow !== null);

  const sheets: DocumentSheet[] = [];
  const pages: DocumentPage[] = [];
  for (const candidate of candidates) {
    const { sheet, rows, headerRow } = candidate;
    let reason: DocumentSheet['reason'] | undefined;
    if (candidate.hidden) reason = 'hidden';
    else if (rows.length === 0) reason = 'empty';
    // Without any recognisable table, a single data sheet is still read as one.
    else if (headerRow === null && (anyTable || withData.length > 1)) reason = 'no_table';
    const base = {
      name: sheet.name,
      headerRow,
      headers: headerRow === null ? [] : (rows[headerRow] ?? []),
      rows,
    };
    if (reason) {
      sheets.push({ ...base, page: 0, status: 'skipped', reason, rows: [] });
      continue;
    }
    const page = pages.length + 1;
    const width = Math.max(0, ...rows.map((row) => row.length));
    pages.push({
      page,
      width,
      height: rows.length,
      lines: rowsToLines(rows, candidate.rowNumbers),
    });
    sheets.push({ ...base, page, status: 'kept' });
  }
  return { pages, sheets };
}
