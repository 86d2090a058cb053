/**
 * The bounds at the default limits (not scaled down): a 1,000-page PDF, a million-row CSV
 * and a million-row xlsx end in a `too_large` skip, quickly and without an exception (the xlsx is
 * recognised from its sheet XML before exceljs builds the workbook in memory).
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readAttachment } from '../../../shared/documents';
import { DEFAULT_LIMITS } from '../../../shared/documents/types';
import { buildSheetXlsx } from './fixtures';

describe('readAttachment at the default bounds', () => {
  it('skips a 1,000-page PDF as too_large without reading every page', async () => {
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Helvetica);
    for (let index = 0; index < 1_000; index++) {
      document.addPage([595, 842]).drawText(`${index + 1} Stk Kugelhahn DN25`, {
        x: 50,
        y: 700,
        size: 10,
        font,
      });
    }
    const bytes = await document.save();
    expect(DEFAULT_LIMITS.maxPages).toBeLessThan(1_000);
    const started = performance.now();
    const read = await readAttachment({ filename: 'thousand.pdf', bytes });
    expect(read).toMatchObject({ status: 'skipped', reason: 'too_large' });
    expect(performance.now() - started).toBeLessThan(10_000);
  }, 60_000);

  it('skips a million-row CSV as too_large', async () => {
    const rows = Array.from({ length: 1_000_000 }, (_, index) => `${index};Kugelhahn;1`).join('\n');
    const bytes = new TextEncoder().encode(rows);
    expect(bytes.length).toBeLessThan(DEFAULT_LIMITS.maxBytes);
    const read = await readAttachment({ filename: 'million.csv', bytes });
    expect(read).toMatchObject({ status: 'skipped', reason: 'too_large' });
  }, 60_000);

  it('skips a million-row xlsx as too_large before building the workbook', async () => {
    const bytes = buildSheetXlsx(1_000_000);
    const started = performance.now();
    const read = await readAttachment({ filename: 'million.xlsx', bytes });
    expect(read).toMatchObject({ status: 'skipped', reason: 'too_large' });
    expect(performance.now() - started).toBeLessThan(5_000);
  }, 60_000);

  it('still reads a sheet under the row bound', async () => {
    const read = await readAttachment({ filename: 'small.xlsx', bytes: buildSheetXlsx(20) });
    expect(read).toMatchObject({ status: 'processed', kind: 'spreadsheet' });
    expect(read.pages[0]?.lines.length).toBe(21);
  });
});
