/**
 * The one reader of delimited text (attachments and master-data imports): csv-parse does RFC 4180
 * (quoted fields holding delimiters, line breaks and doubled quotes; a quote inside an unquoted
 * cell kept literally, as spreadsheet exports expect); this file adds delimiter detection on a
 * sample, the line where each row starts, and recovery from a malformed row by reading on from the
 * next line instead of failing the whole file.
 */
import { CsvError, type Options, parse } from 'csv-parse/sync';

/** One row: the 1-based line where it starts, its cells (trimmed), or why it could not be read. */
export interface CsvRow {
  line: number;
  cells: string[];
  error?: string;
  /** On the last row handed over when the rest of the text is left unread (too many errors). */
  restUnread?: true;
}

export interface CsvReadOptions {
  delimiter: string;
  /** A field longer than this makes its row malformed (a runaway quote reads no further). */
  maxFieldLength: number;
}

const DELIMITER_CANDIDATES = [',', ';', '\t', '|'] as const;
/** Delimiter detection reads at most this much of the text, and at most this many lines of it. */
const SAMPLE_CHARS = 64 * 1024;
const SAMPLE_LINES = 20;

function countOutsideQuotes(line: string, delimiter: string): number {
  let count = 0;
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === delimiter && !quoted) count++;
  }
  return count;
}

/** The delimiter that splits the first lines into the same, largest number of fields (',' if none). */
export function detectDelimiter(text: string): string {
  const sample = text
    .slice(0, SAMPLE_CHARS)
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(0, SAMPLE_LINES);
  let best: string = ',';
  let bestScore = -1;
  for (const delimiter of DELIMITER_CANDIDATES) {
    const counts = sample.map((line) => countOutsideQuotes(line, delimiter));
    const first = counts[0] ?? 0;
    if (first === 0) continue;
    const consistent = counts.filter((count) => count === first).length / counts.length;
    const score = consistent * 10 + Math.min(first, 9) / 10;
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

/** Thrown from the record hook to end a read early; never leaves this file. */
class StopReading extends Error {}

function problemOf(error: CsvError): string {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
    case 'CSV_MAX_RECORD_SIZE':
      return 'unterminated quoted field';
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
    case 'CSV_INVALID_CLOSING_QUOTE':
      return 'unexpected character after a closing quote';
    default:
      return 'malformed row';
  }
}

/** Byte offset just past the line end (LF, CRLF or CR) at or after `from`; the end if none. */
function nextLineStart(bytes: Buffer, from: number): number {
  for (let index = from; index < bytes.length; index++) {
    const byte = bytes[index];
    if (byte === 0x0a) return index + 1;
    if (byte === 0x0d) return bytes[index + 1] === 0x0a ? index + 2 : index + 1;
  }
  return bytes.length;
}

/** Line breaks (LF, CRLF or CR) in bytes [from, to). */
function lineBreaks(bytes: Buffer, from: number, to: number): number {
  let count = 0;
  for (let index = from; index < to; index++) {
    const byte = bytes[index];
    if (byte === 0x0a || (byte === 0x0d && bytes[index + 1] !== 0x0a)) count++;
  }
  return count;
}

/**
 * A malformed row costs a fresh parser (about 0.1 ms): past this many, the rest of the text is not
 * read, so that a hostile file of stray quotes stays as cheap as a valid one.
 */
export const MAX_MALFORMED_ROWS = 1_000;

function parserOptions(options: CsvReadOptions, atStart: boolean): Options {
  return {
    delimiter: options.delimiter,
    record_delimiter: ['\r\n', '\n', '\r'],
    bom: atStart,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: false,
    trim: true,
    max_record_size: options.maxFieldLength,
  };
}

/**
 * Where the fault of a row that failed after a closed quote lies: the row is read again with its
 * raw text kept (not kept while reading valid rows: it costs a fifth more), up to the fault.
 */
function faultOffset(bytes: Buffer, rowStart: number, options: CsvReadOptions): number {
  try {
    parse(bytes.subarray(rowStart), { ...parserOptions(options, false), raw: true, to: 1 });
  } catch (error) {
    if (error instanceof CsvError && typeof error.raw === 'string')
      return Math.min(bytes.length, rowStart + Buffer.byteLength(error.raw, 'utf8'));
  }
  return rowStart;
}

/**
 * Reads `text` row by row, handing each to `onRow` until it returns false. Blank lines are rows of
 * one empty cell. A malformed row is handed over with its `error`, and reading goes on after the
 * line of its fault (after the row's first line for a runaway quote). csv-parse scans each byte
 * once; a malformed row is read at most `maxFieldLength` far, and at most `MAX_MALFORMED_ROWS` are.
 */
export function forEachCsvRow(
  text: string,
  options: CsvReadOptions,
  onRow: (row: CsvRow) => boolean,
): void {
  const bytes = Buffer.from(text, 'utf8');
  // Where the next row starts: byte offset and 1-based line. csv-parse's own line count is not
  // used: it counts a CRLF inside a quoted field twice.
  let rowStart = 0;
  let rowLine = 1;
  let malformed = 0;
  while (rowStart < bytes.length) {
    const chunkStart = rowStart;
    try {
      parse(bytes.subarray(chunkStart), {
        ...parserOptions(options, chunkStart === 0),
        on_record: (cells: string[], context) => {
          const row = { line: rowLine, cells };
          const rowEnd = chunkStart + context.bytes;
          rowLine += lineBreaks(bytes, rowStart, rowEnd);
          rowStart = rowEnd;
          if (!onRow(row)) throw new StopReading();
          // Rows are handed over one by one; csv-parse keeps none of them.
          return null;
        },
      });
      return;
    } catch (error) {
      if (error instanceof StopReading) return;
      if (!(error instanceof CsvError)) throw error;
      if (++malformed > MAX_MALFORMED_ROWS) {
        onRow({
          line: rowLine,
          cells: [],
          error: `more than ${MAX_MALFORMED_ROWS} malformed rows; the rest was not read`,
          restUnread: true,
        });
        return;
      }
      if (!onRow({ line: rowLine, cells: [], error: problemOf(error) })) return;
      const runaway = error.code === 'CSV_QUOTE_NOT_CLOSED' || error.code === 'CSV_MAX_RECORD_SIZE';
      const next = nextLineStart(bytes, runaway ? rowStart : faultOffset(bytes, rowStart, options));
      rowLine += lineBreaks(bytes, rowStart, next);
      rowStart = next;
    }
  }
}

/** Longest cell of an attachment's table; a longer one is a runaway quote. */
const MAX_ATTACHMENT_FIELD_CHARS = 100_000;

export interface CsvTable {
  delimiter: string;
  rows: string[][];
  truncated: boolean;
}

/**
 * An attachment's table: the detected delimiter and its non-blank rows, at most `maxRows` rows and
 * about `maxCells` cells; `truncated` when non-blank rows were left unread. A malformed row is
 * skipped (the rows around it still count).
 */
export function parseCsv(text: string, maxRows: number, maxCells: number): CsvTable {
  const delimiter = detectDelimiter(text);
  const rows: string[][] = [];
  let cells = 0;
  let truncated = false;
  forEachCsvRow(text, { delimiter, maxFieldLength: MAX_ATTACHMENT_FIELD_CHARS }, (row) => {
    if (row.restUnread) truncated = true;
    if (row.error || row.cells.every((cell) => cell.trim() === '')) return true;
    if (rows.length >= maxRows || cells >= maxCells) {
      truncated = true;
      return false;
    }
    // Quoted cells keep their inner spaces in csv-parse; an attachment's cells never do.
    rows.push(row.cells.map((cell) => cell.trim()));
    cells += row.cells.length;
    return true;
  });
  return { delimiter, rows, truncated };
}
