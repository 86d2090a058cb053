/**
 * The bounds at the default limits (not scaled down): a 1,000-page PDF, a million-row CSV
 * and a million-row xlsx end in a `too_large` skip, quickly and without an exception (the xlsx is
 * recognised from its sheet XML before exceljs builds the workbook in memory).
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readAttachment } from '#domain/documents/index';
import { MIN_RENDER_SCALE, renderScaleFor } from '#domain/documents/pdf';
import { DEFAULT_LIMITS } from '#domain/documents/types';
import { MAX_LINE_CHARS } from '#domain/text/bounded';
import { buildSharedStringsBomb, buildSheetXlsx } from './fixtures';

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

  it('skips an xlsx whose shared strings inflate to 450 MB (sizes declared honestly) within seconds', async () => {
    const bytes = await buildSharedStringsBomb(450 * 1024 * 1024);
    expect(bytes.length).toBeLessThan(DEFAULT_LIMITS.maxBytes);
    const started = performance.now();
    const read = await readAttachment({ filename: 'bomb.xlsx', bytes });
    expect(read).toMatchObject({ status: 'skipped', reason: 'too_large' });
    expect(performance.now() - started).toBeLessThan(10_000);
  }, 120_000);

  it('counts the bytes actually inflated when the zip declares small sizes for a 450 MB entry', async () => {
    const bytes = await buildSharedStringsBomb(450 * 1024 * 1024, 1_000);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const read = await readAttachment({ filename: 'lying-bomb.xlsx', bytes });
    expect(read).toMatchObject({ status: 'skipped', reason: 'too_large' });
    expect(performance.now() - started).toBeLessThan(10_000);
    // One inflated chunk at a time: far from the gigabytes a workbook of 450 MB would take.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(DEFAULT_LIMITS.maxUnpackedBytes);
  }, 120_000);

  it('still reads a workbook with shared strings under the unpacked bound', async () => {
    const read = await readAttachment({
      filename: 'strings.xlsx',
      bytes: await buildSharedStringsBomb(64 * 1024),
    });
    expect(read).toMatchObject({ status: 'processed', kind: 'spreadsheet' });
  });

  it('skips a scanned page with a huge MediaBox as too_large instead of rendering it', async () => {
    const document = await PDFDocument.create();
    // The largest page PDF allows (200 inches square): 829 megapixels at the render scale.
    const page = document.addPage([14_400, 14_400]);
    page.drawRectangle({ x: 100, y: 100, width: 400, height: 200 });
    const started = performance.now();
    const read = await readAttachment({ filename: 'poster.pdf', bytes: await document.save() });
    expect(read).toMatchObject({ status: 'skipped', reason: 'too_large' });
    expect(performance.now() - started).toBeLessThan(10_000);
  }, 60_000);

  it('renders a large page at a smaller scale that fits the pixel bound', () => {
    const limits = { renderScale: 2, maxRenderPixels: DEFAULT_LIMITS.maxRenderPixels };
    expect(renderScaleFor(595, 842, limits)).toBe(2);
    // A0: 32 megapixels at scale 2, so about 1.
    const a0 = renderScaleFor(2_384, 3_370, limits);
    expect(a0).toBeLessThan(2);
    expect(a0).toBeGreaterThanOrEqual(MIN_RENDER_SCALE);
    expect(2_384 * a0 * 3_370 * a0).toBeLessThanOrEqual(limits.maxRenderPixels * 1.0001);
    expect(() => renderScaleFor(14_400, 14_400, limits)).toThrow(/pixels/);
  });

  it('hands on the lines of a text file at most MAX_LINE_CHARS long, every word kept', async () => {
    const words = Array.from({ length: 30_000 }, (_, index) => `w${index}`);
    const read = await readAttachment({
      filename: 'one-line.txt',
      bytes: new TextEncoder().encode(`Anfrage ${words.join(' ')}\n${'.'.repeat(200_000)}`),
    });
    expect(read.status).toBe('processed');
    const lines = read.pages.flatMap((page) => page.lines.map((line) => line.text));
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(MAX_LINE_CHARS);
    expect(lines.join(' ')).toContain(`${words.at(-2)} ${words.at(-1)}`);
  });
});
