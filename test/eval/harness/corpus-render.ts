/**
 * Turns the corpus's text attachments into real files of their declared type, as its README says,
 * so that the document readers are exercised: PDF (pdf-lib, A4, one text line per line, 10-pt
 * Helvetica), xlsx (exceljs, one sheet, one row per line, cells split on TAB, numeric-looking cells
 * as numbers), CSV/plain text as UTF-8, images as the lines drawn black on white at 24 px (JPEG).
 *
 * `renderCsvAs` re-renders a CSV attachment's rows as a printed PDF table, an xlsx sheet or a
 * scanned JPEG: the hidden set sends its CSV items in those forms too.
 */
import { createCanvas } from '@napi-rs/canvas';
import ExcelJS from 'exceljs';
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { parseCsv } from '#domain/documents/csv';
import { type ReadDocument, readAttachment } from '#domain/documents/index';

export interface CorpusAttachment {
  filename: string;
  content_type: string;
  text: string;
}

export interface RenderedAttachment {
  filename: string;
  content_type: string;
  bytes: Uint8Array;
}

export const CsvRenderings = ['csv', 'pdf', 'xlsx', 'jpeg'] as const;
export type CsvRendering = (typeof CsvRenderings)[number];

const XlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const A4 = { width: 595.28, height: 841.89 } as const;
const PdfMargin = 40;
const PdfFontSize = 10;
const PdfLineHeight = 12;
// Metadata dates are fixed so that the bytes do not depend on the clock.
const FixedDate = new Date(Date.UTC(2026, 0, 1));

/** Standard fonts encode WinAnsi only: characters the font lacks become '?'. */
function encodable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text, (char) => (supported.has(char.codePointAt(0) ?? 0) ? char : '?')).join(
    '',
  );
}

async function newPdf(): Promise<{ pdf: PDFDocument; font: PDFFont }> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setProducer('corpus-eval');
  pdf.setCreationDate(FixedDate);
  pdf.setModificationDate(FixedDate);
  return { pdf, font: await pdf.embedFont(StandardFonts.Helvetica) };
}

/** One drawn text run per line; a new A4 page when the page is full. */
async function linesPdf(lines: readonly string[]): Promise<Uint8Array> {
  const { pdf, font } = await newPdf();
  const perPage = Math.floor((A4.height - 2 * PdfMargin) / PdfLineHeight);
  for (let start = 0; start === 0 || start < lines.length; start += perPage) {
    const page = pdf.addPage([A4.width, A4.height]);
    lines.slice(start, start + perPage).forEach((line, index) => {
      const text = encodable(font, line.replace(/\t/g, '    ')).trimEnd();
      if (text === '') return;
      page.drawText(text, {
        x: PdfMargin,
        y: A4.height - PdfMargin - (index + 1) * PdfLineHeight,
        size: PdfFontSize,
        font,
      });
    });
  }
  return pdf.save();
}

/** A printed table: each cell drawn at its column's left edge, columns as wide as their text. */
async function tablePdf(rows: readonly string[][]): Promise<Uint8Array> {
  const { pdf, font } = await newPdf();
  const columns = Math.max(0, ...rows.map((row) => row.length));
  const size = 8;
  const widths = Array.from({ length: columns }, (_unused, column) =>
    Math.max(
      12,
      ...rows.map((row) => font.widthOfTextAtSize(encodable(font, row[column] ?? ''), size)),
    ),
  );
  const gap = 10;
  const total = widths.reduce((sum, width) => sum + width + gap, 0);
  // Landscape when portrait is too narrow, and the font shrinks only if even that is not enough.
  const landscape = total > A4.width - 2 * PdfMargin;
  const pageWidth = landscape ? A4.height : A4.width;
  const pageHeight = landscape ? A4.width : A4.height;
  const scale = Math.min(1, (pageWidth - 2 * PdfMargin) / total);
  const perPage = Math.floor((pageHeight - 2 * PdfMargin) / (PdfLineHeight * scale));
  for (let start = 0; start === 0 || start < rows.length; start += perPage) {
    const page = pdf.addPage([pageWidth, pageHeight]);
    rows.slice(start, start + perPage).forEach((row, index) => {
      let x = PdfMargin;
      row.forEach((cell, column) => {
        const text = encodable(font, cell);
        if (text !== '') {
          page.drawText(text, {
            x,
            y: pageHeight - PdfMargin - (index + 1) * PdfLineHeight * scale,
            size: size * scale,
            font,
          });
        }
        x += ((widths[column] ?? 0) + gap) * scale;
      });
    });
  }
  return pdf.save();
}

const NumericCell = /^[+-]?\d{1,15}(?:\.\d{1,15})?$/;

/**
 * A CSV cell as a spreadsheet holds it after an import in the file's own convention (semicolon
 * files group with '.' and write decimals with ','; comma files the other way round): numbers as
 * numbers, codes with leading zeros and anything else as text.
 */
export function csvCellValue(cell: string, decimalComma: boolean): string | number {
  const text = cell.trim();
  if (/^0\d/.test(text)) return text;
  const pattern = decimalComma
    ? /^(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$/
    : /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;
  if (!pattern.test(text)) return text;
  return Number(decimalComma ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, ''));
}

/** Whether the file writes decimals with ',' (and groups with '.'), from its own numbers. */
function commaDecimals(rows: readonly string[][], delimiter: string): boolean {
  const cells = rows.flat().map((cell) => cell.trim());
  if (cells.some((cell) => /^\d+,\d{1,2}$/.test(cell))) return true;
  if (cells.some((cell) => /^\d+\.\d{1,2}$/.test(cell))) return false;
  if (cells.some((cell) => /^\d{1,3}(?:\.\d{3})+$/.test(cell))) return true;
  if (cells.some((cell) => /^\d{1,3}(?:,\d{3})+$/.test(cell))) return false;
  return delimiter === ';';
}

async function rowsWorkbook(rows: readonly (string | number)[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = FixedDate;
  workbook.modified = FixedDate;
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) {
    sheet.addRow([...row]);
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const ImageFontPx = 24;
const ImageLineHeight = 36;
const ImageMargin = 40;

/** Lines (or table cells at column offsets) drawn black on white at 24 px, as a JPEG. */
function drawnJpeg(rows: readonly string[][]): Uint8Array {
  const measure = createCanvas(10, 10).getContext('2d');
  measure.font = `${ImageFontPx}px DejaVu Sans`;
  const columns = Math.max(0, ...rows.map((row) => row.length));
  const gap = 36;
  const widths = Array.from({ length: columns }, (_unused, column) =>
    Math.max(0, ...rows.map((row) => measure.measureText(row[column] ?? '').width)),
  );
  const width = Math.ceil(
    Math.min(6000, ImageMargin * 2 + widths.reduce((sum, value) => sum + value + gap, 0)),
  );
  const height = Math.ceil(Math.min(8000, ImageMargin * 2 + rows.length * ImageLineHeight));
  const canvas = createCanvas(Math.max(200, width), Math.max(200, height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000000';
  context.font = `${ImageFontPx}px DejaVu Sans`;
  rows.forEach((row, index) => {
    let x = ImageMargin;
    row.forEach((cell, column) => {
      if (cell !== '') context.fillText(cell, x, ImageMargin + (index + 1) * ImageLineHeight - 10);
      x += (widths[column] ?? 0) + gap;
    });
  });
  return new Uint8Array(canvas.toBuffer('image/jpeg', 90));
}

const withExtension = (filename: string, extension: string) =>
  `${filename.replace(/\.[^./]{1,8}$/, '')}.${extension}`;

const kept = ({ filename, content_type }: CorpusAttachment) => ({ filename, content_type });

const textLines = (text: string) => text.split(/\r?\n/);

/**
 * The attachment as a real file. `csvAs` other than `csv` re-renders CSV attachments (their parsed
 * rows) in that form; every other attachment keeps its declared type.
 */
export async function renderCorpusAttachment(
  attachment: CorpusAttachment,
  csvAs: CsvRendering = 'csv',
): Promise<RenderedAttachment> {
  const type = attachment.content_type.toLowerCase();
  if (type === 'text/csv' && csvAs !== 'csv') {
    const { rows, delimiter } = parseCsv(attachment.text, 10_000, 200_000);
    const decimalComma = commaDecimals(rows, delimiter);
    if (csvAs === 'pdf') {
      return {
        filename: withExtension(attachment.filename, 'pdf'),
        content_type: 'application/pdf',
        bytes: await tablePdf(rows),
      };
    }
    if (csvAs === 'xlsx') {
      return {
        filename: withExtension(attachment.filename, 'xlsx'),
        content_type: XlsxType,
        bytes: await rowsWorkbook(
          rows.map((row) => row.map((cell) => csvCellValue(cell, decimalComma))),
        ),
      };
    }
    return {
      filename: withExtension(attachment.filename, 'jpg'),
      content_type: 'image/jpeg',
      bytes: drawnJpeg(rows),
    };
  }
  if (type === 'application/pdf') {
    return { ...kept(attachment), bytes: await linesPdf(textLines(attachment.text)) };
  }
  if (type === XlsxType) {
    const rows = textLines(attachment.text).map((line) =>
      line.split('\t').map((cell) => (NumericCell.test(cell.trim()) ? Number(cell.trim()) : cell)),
    );
    return { ...kept(attachment), bytes: await rowsWorkbook(rows) };
  }
  if (type.startsWith('image/')) {
    return {
      filename: withExtension(attachment.filename, 'jpg'),
      content_type: 'image/jpeg',
      bytes: drawnJpeg(textLines(attachment.text).map((line) => [line])),
    };
  }
  return { ...kept(attachment), bytes: new TextEncoder().encode(attachment.text) };
}

/** The attachment rendered as a real file and read back through the document readers. */
export async function readCorpusAttachment(
  attachment: CorpusAttachment,
  options: { csvAs?: CsvRendering; languageHint?: string | null } = {},
): Promise<ReadDocument> {
  const file = await renderCorpusAttachment(attachment, options.csvAs);
  return readAttachment({
    filename: file.filename,
    contentType: file.content_type,
    bytes: file.bytes,
    ...(options.languageHint ? { languageHint: options.languageHint } : {}),
  });
}
