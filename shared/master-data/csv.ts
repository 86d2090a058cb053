/**
 * A small RFC 4180 reader: comma (or another single-character) separated values, fields quoted
 * with '"' may hold separators, newlines and doubled quotes. It reports for every row the line
 * where the row starts, so that import errors point at the right place, and it recovers from a
 * malformed row (stray quote) by skipping to the next line instead of failing the whole file.
 */
export interface CsvRow {
  line: number;
  cells: string[];
  error?: string;
}

export interface CsvReadOptions {
  delimiter?: string;
  /** A quoted field longer than this is treated as a malformed row (runaway quote). */
  maxFieldLength?: number;
  maxRows?: number;
}

export function readCsvRows(text: string, options: CsvReadOptions = {}): CsvRow[] {
  const delimiter = options.delimiter ?? ',';
  const maxFieldLength = options.maxFieldLength ?? 100_000;
  const maxRows = options.maxRows ?? 500_001;
  const rows: CsvRow[] = [];
  const length = text.length;
  let position = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;

  while (position < length && rows.length < maxRows) {
    const rowLine = line;
    const rowStart = position;
    const cells: string[] = [];
    let error: string | undefined;
    let field = '';
    let rowDone = false;

    while (!rowDone) {
      if (position >= length) {
        cells.push(field);
        break;
      }
      if (text[position] === '"' && field.trim() === '') {
        // Quoted field: read up to the closing quote.
        position++;
        field = '';
        let closed = false;
        while (position < length) {
          const char = text[position];
          if (char === '"') {
            if (text[position + 1] === '"') {
              field += '"';
              position += 2;
              continue;
            }
            position++;
            closed = true;
            break;
          }
          if (char === '\n') line++;
          // Line breaks inside a cell are stored as '\n' whatever the file's convention.
          if (char === '\r' && text[position + 1] === '\n') {
            position++;
            continue;
          }
          field += char;
          position++;
          if (field.length > maxFieldLength) break;
        }
        if (!closed) {
          error = 'unterminated quoted field';
          // Restart reading right after the line where the bad row began.
          position = findNextLineStart(text, rowStart);
          line = rowLine + 1;
          rowDone = true;
          break;
        }
        // After the closing quote only spaces, a delimiter or a line end may follow.
        while (position < length && text[position] === ' ') position++;
        const after = text[position];
        if (after === undefined) {
          cells.push(field);
          rowDone = true;
        } else if (after === delimiter) {
          cells.push(field);
          field = '';
          position++;
        } else if (after === '\n' || after === '\r') {
          cells.push(field);
          position += after === '\r' && text[position + 1] === '\n' ? 2 : 1;
          line++;
          rowDone = true;
        } else {
          error = 'unexpected character after a closing quote';
          position = findNextLineStart(text, position);
          line++;
          rowDone = true;
        }
        continue;
      }
      const char = text[position];
      if (char === delimiter) {
        cells.push(field);
        field = '';
        position++;
      } else if (char === '\n' || char === '\r') {
        cells.push(field);
        position += char === '\r' && text[position + 1] === '\n' ? 2 : 1;
        line++;
        rowDone = true;
      } else {
        field += char;
        position++;
      }
    }
    rows.push(error === undefined ? { line: rowLine, cells } : { line: rowLine, cells, error });
  }
  return rows;
}

function findNextLineStart(text: string, from: number): number {
  const newline = text.indexOf('\n', from);
  return newline === -1 ? text.length : newline + 1;
}
