import { describe, expect, it } from 'vitest';
import {
  type CsvRow,
  detectDelimiter,
  forEachCsvRow,
  MAX_MALFORMED_ROWS,
  parseCsv,
} from '#domain/documents/csv';

function rowsOf(text: string, delimiter = ','): CsvRow[] {
  const rows: CsvRow[] = [];
  forEachCsvRow(text, { delimiter, maxFieldLength: 1_000 }, (row) => {
    rows.push(row);
    return true;
  });
  return rows;
}

describe('forEachCsvRow', () => {
  it('numbers rows by the line they start on, across line breaks inside quoted cells', () => {
    const rows = rowsOf('\ufeffid,note\r\n1,"two\r\nlines"\r\n\r\n2,"a, ""b"""\n3,x\r4,y');
    expect(rows).toEqual([
      { line: 1, cells: ['id', 'note'] },
      { line: 2, cells: ['1', 'two\r\nlines'] },
      { line: 4, cells: [''] },
      { line: 5, cells: ['2', 'a, "b"'] },
      { line: 6, cells: ['3', 'x'] },
      { line: 7, cells: ['4', 'y'] },
    ]);
  });

  it('reads on after the line of a fault, and after the first line of a runaway quote', () => {
    const rows = rowsOf('a,b\n"x\ny"z,1\n2,3\n"open,4\n5,6\n');
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: [], error: 'unexpected character after a closing quote' },
      { line: 4, cells: ['2', '3'] },
      { line: 5, cells: [], error: 'unterminated quoted field' },
      { line: 6, cells: ['5', '6'] },
    ]);
  });

  it('gives up a quoted cell longer than the bound and goes on with the next line', () => {
    const rows = rowsOf(`a,"${'x'.repeat(2_000)}\n1,2`);
    expect(rows.map((row) => row.error ?? row.cells.join('|'))).toEqual([
      'unterminated quoted field',
      '1|2',
    ]);
  });

  it('stops after too many malformed rows, saying the rest was not read', () => {
    const text = `${'"x"y\n'.repeat(MAX_MALFORMED_ROWS + 50)}1,2\n`;
    const rows = rowsOf(text);
    expect(rows).toHaveLength(MAX_MALFORMED_ROWS + 1);
    expect(rows.at(-1)).toMatchObject({ line: MAX_MALFORMED_ROWS + 1, restUnread: true });
    expect(parseCsv(text, 10, 100).truncated).toBe(true);
  });

  it('stops when the caller says so', () => {
    let seen = 0;
    forEachCsvRow('1\n2\n3\n4', { delimiter: ',', maxFieldLength: 100 }, () => ++seen < 2);
    expect(seen).toBe(2);
  });
});

describe('parseCsv (attachments)', () => {
  it('detects the delimiter that splits the first lines the same way', () => {
    expect(detectDelimiter('sku;qty;note\nA-1;2;"x, y"\nB-2;3;z')).toBe(';');
    expect(detectDelimiter('sku|qty\nA|1')).toBe('|');
    expect(detectDelimiter('just text')).toBe(',');
  });

  it('keeps non-blank trimmed rows and reports truncation at the row bound', () => {
    const table = parseCsv('sku,qty\n\n , \n A-1 ," 2 "\nB-2,3\nC-3,4', 3, 100);
    expect(table.rows).toEqual([
      ['sku', 'qty'],
      ['A-1', '2'],
      ['B-2', '3'],
    ]);
    expect(table.truncated).toBe(true);
    expect(parseCsv('sku,qty\nA,1\n\n', 2, 100).truncated).toBe(false);
  });
});
