import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { renderAttachment, type TableDocument } from '#local/demo/attachments';
import { Phrases } from '#local/demo/phrases';

const rows = Array.from({ length: 40 }, (_, index) => ({
  position: String(index + 1),
  article: `GR-SKS-933-0-8-${30 + index}`,
  description: `Sechskantschraube DIN 933 M8x${30 + index} Stahl 8.8 verzinkt`,
  quantityText: index === 0 ? '1.250' : String(index + 1),
  quantity: index === 0 ? 1250 : index + 1,
  unitText: 'Stück',
  ...(index % 3 === 0 ? { delivery: '2026-03-12' } : {}),
}));

function document(kind: TableDocument['kind'], rowCount = 40): TableDocument {
  return {
    kind,
    filename: 'Anfrage_4711.pdf',
    language: 'de',
    title: 'Anfrage 4711',
    company: 'Hofmann Antriebstechnik GmbH',
    headers: Phrases.de.tableHeaders,
    rows: rows.slice(0, rowCount),
    seed: 99,
  };
}

async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  let text = '';
  for (let page = 1; page <= pdf.numPages; page++) {
    const content = await (await pdf.getPage(page)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  }
  return { pages: pdf.numPages, text };
}

const decode = (base64: string): Buffer => Buffer.from(base64, 'base64');

describe('demo attachments', () => {
  it('renders a text PDF whose table spans several pages and is readable by pdfjs', async () => {
    const attachment = await renderAttachment(document('pdf_text'));
    expect(attachment.content_type).toBe('application/pdf');
    const { pages, text } = await pdfText(decode(attachment.content_base64));
    expect(pages).toBe(2);
    expect(text).toContain('M8x30');
    expect(text).toContain('M8x69');
    expect(text).toContain('1.250');
  });

  it('renders scans without a text layer', async () => {
    const pdf = await renderAttachment(document('pdf_scan', 8));
    const { text } = await pdfText(decode(pdf.content_base64));
    expect(text.trim()).toBe('');
    const png = await renderAttachment(document('png_scan', 8));
    const image = PNG.sync.read(decode(png.content_base64));
    expect(image.width).toBe(1240);
  });

  it('renders a workbook with the items sheet and irrelevant sheets', async () => {
    const attachment = await renderAttachment(document('xlsx', 5));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(decode(attachment.content_base64) as unknown as ArrayBuffer);
    const names = workbook.worksheets.map((sheet) => sheet.name);
    expect(names).toContain('Anfrage');
    expect(names).toContain('Hinweise');
    const sheet = workbook.getWorksheet('Anfrage');
    expect(sheet?.getRow(5).getCell(4).value).toBe(1250);
    expect(String(sheet?.getRow(5).getCell(3).value)).toContain('M8x30');
  });

  it('marks the encrypted PDF as password protected for pdfjs', async () => {
    const attachment = await renderAttachment(document('pdf_encrypted'));
    await expect(pdfText(decode(attachment.content_base64))).rejects.toMatchObject({
      name: 'PasswordException',
    });
  });

  it('writes an OLE container under an xlsx name and a truncated PDF', async () => {
    const ole = decode((await renderAttachment(document('xlsx_ole'))).content_base64);
    expect(ole.subarray(0, 4).toString('hex')).toBe('d0cf11e0');
    const truncated = decode((await renderAttachment(document('pdf_truncated'))).content_base64);
    expect(truncated.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(truncated.includes('%%EOF')).toBe(false);
  });

  it('is byte-identical for the same document', async () => {
    for (const kind of ['pdf_text', 'xlsx', 'png_scan', 'pdf_encrypted'] as const) {
      const first = await renderAttachment(document(kind, 6));
      const second = await renderAttachment(document(kind, 6));
      expect(second.content_base64, kind).toBe(first.content_base64);
    }
  });
});
