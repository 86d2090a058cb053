import { afterAll, describe, expect, it } from 'vitest';
import { disposeWorker, readAttachment } from '#domain/documents/index';
import { buildScannedPdf, renderTablePng } from './fixtures';

afterAll(async () => {
  await disposeWorker();
});

// Few OCR runs, on small images: OCR is slow on shared cores.
describe('readAttachment: OCR', () => {
  it('reads a rendered PNG into lines with cells and confidences', async () => {
    const document = await readAttachment({ filename: 'scan.png', bytes: renderTablePng() });
    expect(document).toMatchObject({ status: 'processed', kind: 'image', ocr: true });
    const texts = document.pages[0]?.lines.map((line) => line.text) ?? [];
    expect(texts.some((text) => /Kugelhahn DN25/.test(text))).toBe(true);
    const row = document.pages[0]?.lines.find((line) => line.text.includes('Dichtung'));
    expect(row?.cells?.length).toBe(3);
    expect(row?.confidence).toBeGreaterThan(0.5);
    expect(document.ocrConfidence).toBeGreaterThan(0.5);
  }, 60_000);

  it('renders and OCRs a PDF page without a text layer, boxes in PDF points', async () => {
    const pdf = await buildScannedPdf(renderTablePng());
    const document = await readAttachment({ filename: 'scan.pdf', bytes: pdf });
    expect(document).toMatchObject({ status: 'processed', kind: 'pdf', ocr: true });
    const page = document.pages[0];
    const row = page?.lines.find((line) => line.text.includes('Kugelhahn DN25'));
    expect(row).toBeDefined();
    // Page is 600 x 210 points; rendered at scale 2, boxes scaled back.
    expect(row?.bbox.x ?? 999).toBeLessThan(600);
    expect(row?.bbox.y ?? 999).toBeLessThan(210);
  }, 60_000);

  it('reads the pages of a scan on two workers and keeps them in order', async () => {
    const titles = ['Seite eins', 'Seite zwei', 'Seite drei'];
    const pdf = await buildScannedPdf(...titles.map((title) => renderTablePng(title)));
    const document = await readAttachment(
      { filename: 'scan.pdf', bytes: pdf, languageHint: 'de' },
      { ocrWorkers: 2 },
    );
    expect(document).toMatchObject({ status: 'processed', kind: 'pdf', ocr: true });
    expect(document.pages.map((page) => page.page)).toEqual([1, 2, 3]);
    document.pages.forEach((page, index) => {
      const texts = page.lines.map((line) => line.text);
      expect(texts[0]).toContain(titles[index]);
      expect(texts.some((text) => text.includes('Kugelhahn DN25'))).toBe(true);
    });
    expect(document.ocrConfidence).toBeGreaterThan(0.5);
  }, 60_000);

  it('switches a live worker to the models of another language', async () => {
    const image = renderTablePng('Richiesta valvola');
    const document = await readAttachment(
      { filename: 'scan.png', bytes: image, languageHint: 'it' },
      { ocrWorkers: 1 },
    );
    expect(document.status).toBe('processed');
    expect(document.pages[0]?.lines[0]?.text).toContain('Richiesta valvola');
  }, 60_000);
});
