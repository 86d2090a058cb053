/** Delimited text: delimiter detection (',', ';', tab, '|') and RFC 4180 quoting. */
export interface CsvTable {
  delimiter: string;
  rows: string[][];
  truncated: boolean;
}

const CANDIDATES = [',', ';', '\t', '|'] as const;

function countOutsideQuotes(line: string, delimiter: string): number {
  let count = 0;
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === delimiter && !quoted) count++;
  }
  return count;
}

/** The delimiter that splits the first lines into the same, largest number of fields. */
export function detectDelimiter(text: string): string {
  const sample = text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(0, 20);
  let best: string = ',';
  let bestScore = -1;
  for (const delimiter of CANDIDATES) {
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

export function parseCsv(text: string, maxRows: number, maxCells: number): CsvTable {
  const delimiter = detectDelimiter(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let cells = 0;
  let truncated = false;
  const pushRow = (): boolean => {
    row.push(field);
    field = '';
    cells += row.length;
    if (row.some((cell) => cell.trim() !== '')) rows.push(row.map((cell) => cell.trim()));
    row = [];
    return rows.length < maxRows && cells < maxCells;
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index++;
        } else {
          quoted = false;
        }
      } else {
        field += char;
      }
      continue;
    }
    if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === delimiter) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      if (!pushRow()) {
        truncated = text.slice(index + 1).trim() !== '';
        break;
      }
    } else {
      field += char;
    }
  }
  if (!truncated && (field !== '' || row.length > 0)) pushRow();
  return { delimiter, rows, truncated };
}
