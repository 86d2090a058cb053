import { createCanvas } from '@napi-rs/canvas';
import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { PNG } from 'pngjs';
import { createRandom, type Random } from '#domain/util/random';
import type { CaseAttachment, Language, TableHeaders } from './types';

/**
 * Renders the attachments of generated cases: text PDFs with tables over several pages, scans
 * without a text layer (PDF and PNG), xlsx workbooks with irrelevant sheets, CSV, and files that
 * cannot be read (an encrypted PDF, an OLE container named .xlsx, a truncated PDF). Output is
 * byte-identical for the same document and seed.
 */

export type AttachmentKind =
  | 'pdf_text'
  | 'pdf_scan'
  | 'png_scan'
  | 'xlsx'
  | 'csv'
  | 'pdf_encrypted'
  | 'xlsx_ole'
  | 'pdf_truncated';

export interface TableRow {
  position: string;
  article: string;
  description: string;
  quantityText: string;
  quantity: number;
  unitText: string;
  delivery?: string;
}

export interface TableDocument {
  kind: AttachmentKind;
  filename: string;
  language: Language;
  title: string;
  company: string;
  headers: TableHeaders;
  rows: TableRow[];
  seed: number;
}

export const ContentTypes = {
  pdf: 'application/pdf',
  png: 'image/png',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
} as const;

/** pdf-lib's standard fonts encode WinAnsi only; anything else would throw. */
function winAnsi(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff€–—‘’“”…•]/g, '?');
}

// PDF metadata dates are fixed so that the bytes do not depend on the clock.
const FixedDate = new Date(Date.UTC(2026, 0, 1));

async function newPdf(title: string): Promise<PDFDocument> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(winAnsi(title));
  pdf.setProducer('demo-generator');
  pdf.setCreationDate(FixedDate);
  pdf.setModificationDate(FixedDate);
  return pdf;
}

const RowsPerPage = 32;

async function renderTextPdf(doc: TableDocument): Promise<Uint8Array> {
  const pdf = await newPdf(doc.title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const hasDelivery = doc.rows.some((row) => row.delivery);
  const columns = hasDelivery
    ? { position: 40, article: 68, description: 160, quantity: 430, unit: 470, delivery: 510 }
    : { position: 40, article: 68, description: 170, quantity: 470, unit: 515, delivery: 0 };
  const descriptionWidth = columns.quantity - columns.description - 12;
  const pages = Math.max(1, Math.ceil(doc.rows.length / RowsPerPage));
  for (let pageIndex = 0; pageIndex < pages; pageIndex++) {
    const page = pdf.addPage([595.28, 841.89]);
    let y = 790;
    page.drawText(winAnsi(doc.company), { x: 40, y, size: 12, font: bold });
    y -= 22;
    page.drawText(winAnsi(doc.title), { x: 40, y, size: 14, font: bold });
    y -= 30;
    const header = (text: string, x: number): void => {
      page.drawText(winAnsi(text), { x, y, size: 9, font: bold });
    };
    header(doc.headers.position, columns.position);
    header(doc.headers.article, columns.article);
    header(doc.headers.description, columns.description);
    header(doc.headers.quantity, columns.quantity);
    header(doc.headers.unit, columns.unit);
    if (hasDelivery) header(doc.headers.delivery, columns.delivery);
    y -= 6;
    page.drawLine({ start: { x: 38, y }, end: { x: 560, y }, thickness: 0.6 });
    y -= 14;
    for (const row of doc.rows.slice(pageIndex * RowsPerPage, (pageIndex + 1) * RowsPerPage)) {
      const description = winAnsi(row.description);
      let size = 8.5;
      while (size > 5.5 && font.widthOfTextAtSize(description, size) > descriptionWidth)
        size -= 0.5;
      page.drawText(row.position, { x: columns.position, y, size: 8.5, font });
      page.drawText(winAnsi(row.article).slice(0, 22), { x: columns.article, y, size: 8, font });
      page.drawText(description, { x: columns.description, y, size, font });
      const quantity = winAnsi(row.quantityText);
      const quantityWidth = font.widthOfTextAtSize(quantity, 8.5);
      page.drawText(quantity, { x: columns.unit - 8 - quantityWidth, y, size: 8.5, font });
      page.drawText(winAnsi(row.unitText), { x: columns.unit, y, size: 8.5, font });
      if (hasDelivery && row.delivery) {
        page.drawText(winAnsi(row.delivery), { x: columns.delivery, y, size: 8, font });
      }
      y -= 18;
    }
    page.drawText(`${pageIndex + 1} / ${pages}`, { x: 520, y: 40, size: 8, font });
  }
  return pdf.save({ useObjectStreams: false });
}

/** A scan: the table drawn as pixels with a slight rotation and speckle noise, no text layer. */
function renderScanImage(doc: TableDocument, random: Random, format: 'png' | 'jpeg'): Buffer {
  const width = 1240;
  const height = 1754;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.save();
  context.translate(width / 2, height / 2);
  context.rotate(((random.next() - 0.5) * 2.4 * Math.PI) / 180);
  context.translate(-width / 2, -height / 2);
  context.fillStyle = '#1a1a1a';
  context.font = 'bold 34px DejaVu Sans';
  context.fillText(doc.company, 90, 130);
  context.font = 'bold 40px DejaVu Sans';
  context.fillText(doc.title, 90, 200);
  const hasDelivery = doc.rows.some((row) => row.delivery);
  const columns = hasDelivery
    ? { position: 90, article: 160, description: 390, quantity: 750, unit: 880, delivery: 990 }
    : { position: 90, article: 160, description: 390, quantity: 880, unit: 1010, delivery: 0 };
  let y = 300;
  context.font = 'bold 24px DejaVu Sans';
  context.fillText(doc.headers.position, columns.position, y);
  context.fillText(doc.headers.article, columns.article, y);
  context.fillText(doc.headers.description, columns.description, y);
  context.fillText(doc.headers.quantity, columns.unit - 130, y);
  context.fillText(doc.headers.unit, columns.unit, y);
  if (hasDelivery) context.fillText(doc.headers.delivery, columns.delivery, y);
  context.fillRect(85, y + 14, 1080, 2);
  y += 62;
  for (const row of doc.rows) {
    context.font = '24px DejaVu Sans';
    context.fillText(row.position, columns.position, y);
    context.font = '21px DejaVu Sans';
    context.fillText(row.article.slice(0, 18), columns.article, y);
    let size = 23;
    context.font = `${size}px DejaVu Sans`;
    while (
      size > 14 &&
      context.measureText(row.description).width > columns.unit - 140 - columns.description
    ) {
      size -= 1;
      context.font = `${size}px DejaVu Sans`;
    }
    context.fillText(row.description, columns.description, y);
    context.font = '24px DejaVu Sans';
    const quantityWidth = context.measureText(row.quantityText).width;
    context.fillText(row.quantityText, columns.unit - 20 - quantityWidth, y);
    context.fillText(row.unitText, columns.unit, y);
    if (hasDelivery && row.delivery) {
      context.font = '19px DejaVu Sans';
      context.fillText(row.delivery, columns.delivery, y);
    }
    y += 58;
  }
  context.restore();
  // Speckles and a faint scanner stripe, as a cheap office scanner leaves them.
  context.fillStyle = 'rgba(40,40,40,0.55)';
  for (let i = 0; i < 500; i++) {
    context.fillRect(
      random.int(0, width - 1),
      random.int(0, height - 1),
      random.int(1, 2),
      random.int(1, 2),
    );
  }
  context.fillStyle = 'rgba(120,120,120,0.08)';
  context.fillRect(random.int(100, width - 100), 0, 3, height);
  if (format === 'jpeg') return canvas.toBuffer('image/jpeg', 72);
  // A grey-scale PNG, as scanners write them, is a third of the size of the canvas's RGBA one.
  // The conversion is done here in one pass; pngjs's per-pixel converter is slow.
  const rgba = context.getImageData(0, 0, width, height).data;
  const grey = Buffer.alloc(width * height);
  for (let pixel = 0, offset = 0; pixel < grey.length; pixel++, offset += 4) {
    grey[pixel] =
      ((rgba[offset] ?? 0) * 77 + (rgba[offset + 1] ?? 0) * 150 + (rgba[offset + 2] ?? 0) * 29) >>
      8;
  }
  const options = { colorType: 0, inputColorType: 0, inputHasAlpha: false, bitDepth: 8 } as const;
  const png = new PNG({ width, height, ...options });
  png.data = grey;
  // No row filter: smallest and fastest for black-on-white scans (adaptive filtering tries five).
  return PNG.sync.write(png, { ...options, deflateLevel: 6, filterType: 0 });
}

async function renderScanPdf(doc: TableDocument, random: Random): Promise<Uint8Array> {
  const pdf = await newPdf(doc.title);
  const image = await pdf.embedJpg(renderScanImage(doc, random, 'jpeg'));
  const page = pdf.addPage([595.28, 841.89]);
  page.drawImage(image, { x: 0, y: 0, width: 595.28, height: 841.89 });
  return pdf.save({ useObjectStreams: false });
}

const NotesSheet: Record<Language, { name: string; lines: string[] }> = {
  de: {
    name: 'Hinweise',
    lines: [
      'Bitte Preise netto in EUR angeben.',
      'Lieferbedingungen: DAP Werk.',
      'Ansprechpartner siehe E-Mail.',
    ],
  },
  en: {
    name: 'Notes',
    lines: [
      'Please quote net prices in GBP or EUR.',
      'Delivery terms: DAP site.',
      'Contact: see e-mail.',
    ],
  },
  fr: {
    name: 'Remarques',
    lines: [
      'Merci d’indiquer des prix nets HT.',
      'Conditions de livraison : DAP usine.',
      'Contact : voir e-mail.',
    ],
  },
  es: {
    name: 'Notas',
    lines: [
      'Indiquen precios netos en EUR.',
      'Condiciones de entrega: DAP planta.',
      'Contacto: ver correo.',
    ],
  },
  it: {
    name: 'Note',
    lines: ['Indicare prezzi netti in EUR.', 'Resa: DAP stabilimento.', 'Referente: vedi e-mail.'],
  },
  nl: {
    name: 'Opmerkingen',
    lines: [
      'Graag netto prijzen in EUR.',
      'Leveringsvoorwaarden: DAP fabriek.',
      'Contactpersoon: zie e-mail.',
    ],
  },
};

/** The word for a request for quotation: the items sheet's name, and the attachments' file names. */
export const EnquiryWord: Record<Language, string> = {
  de: 'Anfrage',
  en: 'Enquiry',
  fr: 'Demande',
  es: 'Solicitud',
  it: 'Richiesta',
  nl: 'Aanvraag',
};

/** The column titles of a spreadsheet or CSV table, the delivery column only when a row has one. */
function headerRow(doc: TableDocument, hasDelivery: boolean): string[] {
  const { position, article, description, quantity, unit, delivery } = doc.headers;
  return hasDelivery
    ? [position, article, description, quantity, unit, delivery]
    : [position, article, description, quantity, unit];
}

async function renderWorkbook(doc: TableDocument, random: Random): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = doc.company;
  workbook.created = FixedDate;
  workbook.modified = FixedDate;
  const notesFirst = random.chance(0.4);
  const notes = NotesSheet[doc.language];
  const addNotes = (): void => {
    const sheet = workbook.addWorksheet(notes.name);
    for (const line of notes.lines) sheet.addRow([line]);
  };
  if (notesFirst) addNotes();
  const sheet = workbook.addWorksheet(EnquiryWord[doc.language]);
  const hasDelivery = doc.rows.some((row) => row.delivery);
  const lastColumn = hasDelivery ? 'F' : 'E';
  sheet.mergeCells(`A1:${lastColumn}1`);
  sheet.getCell('A1').value = doc.title;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.getCell('A2').value = doc.company;
  sheet.getRow(4).values = headerRow(doc, hasDelivery);
  sheet.getRow(4).font = { bold: true };
  doc.rows.forEach((row, index) => {
    const numeric = /^[\d.,\s]+$/.test(row.quantityText);
    const values: (string | number | Date)[] = [
      Number(row.position),
      row.article,
      row.description,
      numeric ? row.quantity : row.quantityText,
      row.unitText,
    ];
    if (hasDelivery) values.push(row.delivery ? new Date(`${row.delivery}T00:00:00Z`) : '');
    sheet.getRow(5 + index).values = values;
  });
  sheet.getColumn(3).width = 60;
  if (!notesFirst) addNotes();
  if (random.chance(0.6)) {
    const suppliers = workbook.addWorksheet(doc.language === 'de' ? 'Lieferanten' : 'Suppliers');
    suppliers.addRow(['Supplier', 'Account', 'Phone']);
    for (let i = 0; i < 4; i++) {
      suppliers.addRow([
        `Supplier ${String.fromCharCode(65 + i)}`,
        70_000 + random.int(0, 9999),
        `+49 40 ${random.int(1_000_000, 9_999_999)}`,
      ]);
    }
  }
  // Fast deflate: the workbooks are tiny and generation time matters more than bytes.
  const buffer = Buffer.from(
    await workbook.xlsx.writeBuffer({
      zip: { compression: 'DEFLATE', compressionOptions: { level: 1 } },
    } as ExcelJS.XlsxWriteOptions),
  );
  return normaliseZipTimestamps(buffer);
}

/** JSZip stamps entries with the current time; a fixed stamp keeps workbooks reproducible. */
export function normaliseZipTimestamps(buffer: Buffer): Buffer {
  const out = Buffer.from(buffer);
  let end = -1;
  for (let offset = out.length - 22; offset >= Math.max(0, out.length - 65_557); offset--) {
    if (out.readUInt32LE(offset) === 0x06054b50) {
      end = offset;
      break;
    }
  }
  if (end < 0) return out;
  const entries = out.readUInt16LE(end + 10);
  let pointer = out.readUInt32LE(end + 16);
  const dosDate = (1 << 5) | 1;
  for (let i = 0; i < entries && pointer + 46 <= out.length; i++) {
    if (out.readUInt32LE(pointer) !== 0x02014b50) break;
    out.writeUInt16LE(0, pointer + 12);
    out.writeUInt16LE(dosDate, pointer + 14);
    const local = out.readUInt32LE(pointer + 42);
    if (local + 30 <= out.length && out.readUInt32LE(local) === 0x04034b50) {
      out.writeUInt16LE(0, local + 10);
      out.writeUInt16LE(dosDate, local + 12);
    }
    pointer +=
      46 +
      out.readUInt16LE(pointer + 28) +
      out.readUInt16LE(pointer + 30) +
      out.readUInt16LE(pointer + 32);
  }
  return out;
}

function renderCsv(doc: TableDocument): Buffer {
  const separator = doc.language === 'en' ? ',' : ';';
  const quoteCell = (value: string): string =>
    value.includes(separator) || value.includes('"') ? `"${value.replace(/"/g, '""')}"` : value;
  const hasDelivery = doc.rows.some((row) => row.delivery);
  const lines = [headerRow(doc, hasDelivery).map(quoteCell).join(separator)];
  for (const row of doc.rows) {
    const cells = [row.position, row.article, row.description, row.quantityText, row.unitText];
    if (hasDelivery) cells.push(row.delivery ?? '');
    lines.push(cells.map(quoteCell).join(separator));
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

/** A PDF whose trailer names a Standard security handler: readers ask for a password. */
function renderEncryptedPdf(random: Random): Buffer {
  const hex = (bytes: number): string => {
    let out = '';
    for (let i = 0; i < bytes; i++) out += random.int(0, 255).toString(16).padStart(2, '0');
    return out;
  };
  const objects = [
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>\nendobj\n',
    `4 0 obj\n<< /Length 32 >>\nstream\n${hex(16)}\nendstream\nendobj\n`,
    `5 0 obj\n<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O <${hex(32)}> /U <${hex(32)}> >>\nendobj\n`,
  ];
  let body = '%PDF-1.6\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += object;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  const id = hex(16);
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 5 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** An old binary Excel (OLE2 compound file) saved with an .xlsx name. */
function renderOleWorkbook(random: Random): Buffer {
  const bytes = Buffer.alloc(2048);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
  bytes.writeUInt16LE(0x003e, 24);
  bytes.writeUInt16LE(0x0003, 26);
  bytes.writeUInt16LE(0xfffe, 28);
  for (let i = 512; i < bytes.length; i++) bytes[i] = random.int(0, 255);
  return bytes;
}

export async function renderAttachment(doc: TableDocument): Promise<CaseAttachment> {
  const random = createRandom(doc.seed);
  let bytes: Uint8Array;
  let contentType: string;
  switch (doc.kind) {
    case 'pdf_text':
      bytes = await renderTextPdf(doc);
      contentType = ContentTypes.pdf;
      break;
    case 'pdf_scan':
      bytes = await renderScanPdf(doc, random);
      contentType = ContentTypes.pdf;
      break;
    case 'png_scan':
      bytes = renderScanImage(doc, random, 'png');
      contentType = ContentTypes.png;
      break;
    case 'xlsx':
      bytes = await renderWorkbook(doc, random);
      contentType = ContentTypes.xlsx;
      break;
    case 'csv':
      bytes = renderCsv(doc);
      contentType = ContentTypes.csv;
      break;
    case 'pdf_encrypted':
      bytes = renderEncryptedPdf(random);
      contentType = ContentTypes.pdf;
      break;
    case 'xlsx_ole':
      bytes = renderOleWorkbook(random);
      contentType = ContentTypes.xlsx;
      break;
    case 'pdf_truncated': {
      const full = await renderTextPdf(doc);
      bytes = full.slice(0, Math.floor(full.length * 0.45));
      contentType = ContentTypes.pdf;
      break;
    }
  }
  return {
    filename: doc.filename,
    content_type: contentType,
    content_base64: Buffer.from(bytes).toString('base64'),
  };
}
