import { type CsvRow, forEachCsvRow } from '#domain/documents/csv';

export type { CsvRow };

export interface CsvReadOptions {
  delimiter?: string;
  /** A field longer than this is treated as a malformed row (runaway quote). */
  maxFieldLength?: number;
  maxRows?: number;
}

/**
 * An import's rows, blank lines included, each with the line where it starts so that import errors
 * point at the right place; a malformed row (stray quote) comes back with its `error` and the rows
 * after it are still read (shared/domain/documents/csv.ts).
 */
export function readCsvRows(text: string, options: CsvReadOptions = {}): CsvRow[] {
  const maxRows = options.maxRows ?? 500_001;
  const rows: CsvRow[] = [];
  forEachCsvRow(
    text,
    { delimiter: options.delimiter ?? ',', maxFieldLength: options.maxFieldLength ?? 100_000 },
    (row) => {
      // Line breaks inside a cell are stored as '\n' whatever the file's convention.
      rows.push(
        row.error === undefined
          ? { line: row.line, cells: row.cells.map((cell) => cell.replace(/\r\n/g, '\n')) }
          : row,
      );
      return rows.length < maxRows;
    },
  );
  return rows;
}
