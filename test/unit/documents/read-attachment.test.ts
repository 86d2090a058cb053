import { describe, expect, it } from 'vitest';
import { parseCsv } from '#domain/documents/csv';
import { readAttachment } from '#domain/documents/index';
import { sniffType } from '#domain/documents/sniff';
import {
  buildEncryptedPdf,
  buildTablePdf,
  buildWorkbook,
  oleBytes,
  zipWithEntry,
} from './fixtures';

const encoder = new TextEncoder();
// OCR is covered in ocr.test.ts; here a page without text would only waste time.
const NO_OCR = { ocr: false } as const;

describe('readAttachment: PDF', () => {
  it('rebuilds table rows and columns from text positions on every page', async () => {
    const document = await readAttachment(
      { filename: 'anfrage.pdf', bytes: await buildTablePdf(3) },
      NO_OCR,
    );
    expect(document.status).toBe('processed');
    expect(document.kind).toBe('pdf');
    expect(document.ocr).toBe(false);
    expect(document.pages).toHaveLength(3);
    const firstPage = document.pages[0];
    const header = firstPage?.lines.find((line) => line.text.startsWith('Pos.'));
    expect(header?.cells?.map((cell) => cell.text)).toEqual([
      'Pos.',
      'Art.-Nr.',
      'Bezeichnung',
      'Menge',
      'Einheit',
    ]);
    const row = firstPage?.lines.find((line) => line.text.includes('Flachdichtung'));
    expect(row?.text).toBe('2 | DI-8 | Flachdichtung 8 mm | 1.250,5 | kg');
    // Top-left origin in PDF points: the header is above the rows, inside the A4 page.
    expect(header?.bbox.y).toBeLessThan(row?.bbox.y ?? 0);
    expect(row?.bbox.x).toBeCloseTo(50, 0);
  });

  it('skips an encrypted PDF as password_protected without throwing', async () => {
    const document = await readAttachment({
      filename: 'secret.pdf',
      bytes: await buildEncryptedPdf(),
    });
    expect(document).toMatchObject({
      status: 'skipped',
      reason: 'password_protected',
      kind: 'pdf',
    });
  });

  it('skips a corrupt PDF as unreadable', async () => {
    const bytes = encoder.encode('%PDF-1.7\n1 0 obj << /Type /Catalog >>\ngarbage without xref');
    const document = await readAttachment({ filename: 'broken.pdf', bytes });
    expect(document).toMatchObject({ status: 'skipped', reason: 'unreadable' });
  });

  it('skips a PDF over the page bound as too_large', async () => {
    const document = await readAttachment(
      { filename: 'long.pdf', bytes: await buildTablePdf(4) },
      { ...NO_OCR, maxPages: 3 },
    );
    expect(document).toMatchObject({ status: 'skipped', reason: 'too_large' });
  });
});

describe('readAttachment: spreadsheets', () => {
  it('keeps the sheet with a table, skips the others with a reason, reads formulas and dates', async () => {
    const document = await readAttachment({
      filename: 'anfrage.xlsx',
      bytes: await buildWorkbook(),
    });
    expect(document.status).toBe('processed');
    expect(document.kind).toBe('spreadsheet');
    const sheets = document.sheets ?? [];
    expect(sheets.map((sheet) => [sheet.name, sheet.status, sheet.reason])).toEqual([
      ['Hinweise', 'skipped', 'no_table'],
      ['Bestellung', 'kept', undefined],
      ['Intern', 'skipped', 'hidden'],
    ]);
    const kept = sheets[1];
    expect(kept?.headers).toEqual([
      'Pos.',
      'Artikelnummer',
      'Bezeichnung',
      'Menge',
      'Liefertermin',
    ]);
    expect(kept?.rows[0]).toEqual(['Anfrage Müller GmbH', '', '', '', '']);
    expect(kept?.rows[2]).toEqual(['1', 'KH-25', 'Kugelhahn DN25', '10', '2025-04-14']);
    expect(kept?.rows[3]?.[3]).toBe('250');
    expect(kept?.rows[4]?.[3]).toBe('1250.5');
    expect(document.pages).toHaveLength(1);
    const formulaLine = document.pages[0]?.lines.find((line) => line.text.includes('DI-8'));
    expect(formulaLine?.bbox.y).toBe(4);
  });

  it('treats an OLE container named .xlsx as password_protected and a legacy .xls as unsupported', async () => {
    const encrypted = await readAttachment({ filename: 'prices.xlsx', bytes: oleBytes(false) });
    expect(encrypted).toMatchObject({ status: 'skipped', reason: 'password_protected' });
    const marked = await readAttachment({ filename: 'prices.bin', bytes: oleBytes(true) });
    expect(marked.reason).toBe('password_protected');
    const legacy = await readAttachment({ filename: 'old.xls', bytes: oleBytes(false) });
    expect(legacy).toMatchObject({ status: 'skipped', reason: 'unsupported_type' });
  });

  it('sniffs by content, not by the declared type', async () => {
    const pdfBytes = await buildTablePdf(1);
    expect(sniffType(pdfBytes)).toBe('pdf');
    const mislabelled = await readAttachment(
      { filename: 'scan.jpg', contentType: 'image/jpeg', bytes: pdfBytes },
      NO_OCR,
    );
    expect(mislabelled.kind).toBe('pdf');
    expect(mislabelled.status).toBe('processed');
  });
});

describe('readAttachment: CSV, text and bounds', () => {
  it('detects semicolon delimiters and quoted fields', async () => {
    const csv = 'Pos;Bezeichnung;Menge\n1;"Kugelhahn; DN25";10\n2;"Dichtung ""flach""";1.250,5\n';
    const document = await readAttachment({ filename: 'anfrage.csv', bytes: encoder.encode(csv) });
    expect(document.kind).toBe('csv');
    const rows = document.pages[0]?.lines.map((line) => line.cells?.map((cell) => cell.text));
    expect(rows).toEqual([
      ['Pos', 'Bezeichnung', 'Menge'],
      ['1', 'Kugelhahn; DN25', '10'],
      ['2', 'Dichtung "flach"', '1.250,5'],
    ]);
  });

  it('detects tab and comma delimiters', () => {
    expect(parseCsv('a\tb\tc\n1\t2\t3', 10, 100).delimiter).toBe('\t');
    expect(parseCsv('a,b,c\n"1,5",2,3', 10, 100).rows[1]).toEqual(['1,5', '2', '3']);
  });

  it('ends in too_large over the row bound and the byte bound', async () => {
    const manyRows = `${Array.from({ length: 200 }, (_, index) => `${index};x;1`).join('\n')}\n`;
    const rows = await readAttachment(
      { filename: 'big.csv', bytes: encoder.encode(manyRows) },
      { maxRows: 100 },
    );
    expect(rows).toMatchObject({ status: 'skipped', reason: 'too_large' });
    const bytes = await readAttachment(
      { filename: 'big.txt', bytes: new Uint8Array(2048).fill(65) },
      { maxBytes: 1024 },
    );
    expect(bytes.reason).toBe('too_large');
  });

  it('reads plain text, and skips archives and unknown binaries with a reason', async () => {
    const text = await readAttachment({
      filename: 'notes.txt',
      bytes: encoder.encode('10 Stk Kugelhahn\n'),
    });
    expect(text).toMatchObject({ status: 'processed', kind: 'text' });
    expect(text.pages[0]?.lines[0]?.text).toBe('10 Stk Kugelhahn');
    const rar = await readAttachment({
      filename: 'x.rar',
      bytes: new Uint8Array([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x00]),
    });
    expect(rar.reason).toBe('unsupported_type');
    const empty = await readAttachment({ filename: 'empty.pdf', bytes: new Uint8Array() });
    expect(empty.reason).toBe('unreadable');
  });

  it('skips encrypted archives, zip bombs and non-spreadsheet archives by their directory', async () => {
    const encrypted = await readAttachment({
      filename: 'a.xlsx',
      bytes: zipWithEntry('xl/workbook.xml', 0x1, 100),
    });
    expect(encrypted.reason).toBe('password_protected');
    const bomb = await readAttachment({
      filename: 'b.xlsx',
      bytes: zipWithEntry('xl/worksheets/sheet1.xml', 0, 4_000_000_000),
    });
    expect(bomb.reason).toBe('too_large');
    const archive = await readAttachment({
      filename: 'c.zip',
      bytes: zipWithEntry('readme.txt', 0, 10),
    });
    expect(archive.reason).toBe('unsupported_type');
  });

  it('ends in a timeout skip when the time budget is spent', async () => {
    const document = await readAttachment(
      { filename: 'slow.pdf', bytes: await buildTablePdf(3) },
      { ...NO_OCR, timeoutMs: 1 },
    );
    expect(document).toMatchObject({ status: 'skipped', reason: 'timeout' });
  });
});
