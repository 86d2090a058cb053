import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import ExcelJS from 'exceljs';
import { PDFDocument, PDFHexString, PDFNumber, StandardFonts } from 'pdf-lib';

/** A text PDF with a quote table on every page (German headers, decimal comma quantities). */
export async function buildTablePdf(pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const columns = [50, 90, 170, 400, 470];
  for (let pageIndex = 0; pageIndex < pages; pageIndex++) {
    const page = document.addPage([595, 842]);
    page.drawText(`Anfrage 4711 - Seite ${pageIndex + 1}`, { x: 50, y: 780, size: 14, font });
    const rows = [
      ['Pos.', 'Art.-Nr.', 'Bezeichnung', 'Menge', 'Einheit'],
      [`${pageIndex * 2 + 1}`, 'KH-25', 'Kugelhahn DN25 PN40', '10', 'Stk'],
      [`${pageIndex * 2 + 2}`, 'DI-8', 'Flachdichtung 8 mm', '1.250,5', 'kg'],
    ];
    rows.forEach((row, rowIndex) => {
      row.forEach((cell, columnIndex) => {
        page.drawText(cell, {
          x: columns[columnIndex] ?? 0,
          y: 700 - rowIndex * 20,
          size: 10,
          font,
        });
      });
    });
  }
  return document.save();
}

/** A PDF whose trailer names a standard security handler with a user password we do not have. */
export async function buildEncryptedPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage();
  const filler = (bytes: number) => PDFHexString.of('ab'.repeat(bytes));
  const encrypt = document.context.obj({
    Filter: 'Standard',
    V: 1,
    R: 2,
    O: filler(32),
    U: filler(32),
    P: PDFNumber.of(-4),
  });
  document.context.trailerInfo.Encrypt = document.context.register(encrypt);
  document.context.trailerInfo.ID = document.context.obj([filler(16), filler(16)]);
  return document.save({ useObjectStreams: false });
}

/** A PDF with no text layer: each page is one embedded image (a "scan"). */
export async function buildScannedPdf(...pngs: Uint8Array[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  for (const png of pngs) {
    const image = await document.embedPng(png);
    const page = document.addPage([image.width / 2, image.height / 2]);
    page.drawImage(image, { x: 0, y: 0, width: image.width / 2, height: image.height / 2 });
  }
  return document.save();
}

export function renderTablePng(title = 'Anfrage Kugelhahn'): Uint8Array {
  const canvas = createCanvas(1200, 420);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, 1200, 420);
  context.fillStyle = '#000000';
  context.font = '30px sans-serif';
  context.fillText(title, 60, 60);
  const rows = [
    ['Pos.', 'Bezeichnung', 'Menge'],
    ['1', 'Kugelhahn DN25', '10 Stk'],
    ['2', 'Dichtung 8 mm', '250 Stk'],
  ];
  rows.forEach((row, rowIndex) => {
    [60, 200, 760].forEach((x, columnIndex) => {
      context.fillText(row[columnIndex] ?? '', x, 160 + rowIndex * 60);
    });
  });
  return new Uint8Array(canvas.toBuffer('image/png'));
}

/** Workbook with a merged title row, formulas, dates, a notes sheet and a hidden sheet. */
export async function buildWorkbook(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const notes = workbook.addWorksheet('Hinweise');
  notes.addRow(['Bitte bis Freitag anbieten']);
  const order = workbook.addWorksheet('Bestellung');
  order.addRow(['Anfrage Müller GmbH']);
  order.mergeCells('A1:E1');
  order.addRow([]);
  order.addRow(['Pos.', 'Artikelnummer', 'Bezeichnung', 'Menge', 'Liefertermin']);
  order.addRow([1, 'KH-25', 'Kugelhahn DN25', 10, new Date(Date.UTC(2025, 3, 14))]);
  order.addRow([2, 'DI-8', 'Dichtung 8 mm', { formula: 'D4*25', result: 250 }, null]);
  order.addRow([3, 'SR-1', 'Schraube M8x20', 1250.5, null]);
  const hidden = workbook.addWorksheet('Intern', { state: 'hidden' });
  hidden.addRow(['Pos.', 'Bezeichnung', 'Menge']);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}

export function oleBytes(withEncryptedPackage: boolean): Uint8Array {
  const bytes = new Uint8Array(4096);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0);
  if (withEncryptedPackage) {
    const name = 'EncryptedPackage';
    for (let index = 0; index < name.length; index++)
      bytes[1024 + index * 2] = name.charCodeAt(index);
  }
  return bytes;
}

/** A minimal ZIP whose central directory declares one entry with the given flags and size. */
export function zipWithEntry(name: string, flags: number, uncompressedSize: number): Uint8Array {
  const nameBytes = new TextEncoder().encode(name);
  const local = new Uint8Array(30 + nameBytes.length);
  const localView = new DataView(local.buffer);
  localView.setUint32(0, 0x04034b50, true);
  localView.setUint16(6, flags, true);
  localView.setUint16(26, nameBytes.length, true);
  local.set(nameBytes, 30);
  const central = new Uint8Array(46 + nameBytes.length);
  const centralView = new DataView(central.buffer);
  centralView.setUint32(0, 0x02014b50, true);
  centralView.setUint16(8, flags, true);
  centralView.setUint32(24, uncompressedSize, true);
  centralView.setUint16(28, nameBytes.length, true);
  central.set(nameBytes, 46);
  const end = new Uint8Array(22);
  const endView = new DataView(end.buffer);
  endView.setUint32(0, 0x06054b50, true);
  endView.setUint16(8, 1, true);
  endView.setUint16(10, 1, true);
  endView.setUint32(12, central.length, true);
  endView.setUint32(16, local.length, true);
  const bytes = new Uint8Array(local.length + central.length + end.length);
  bytes.set(local, 0);
  bytes.set(central, local.length);
  bytes.set(end, local.length + central.length);
  return bytes;
}

/** An entry deflated ahead, with the size its header declares (honest unless told otherwise). */
interface PackedEntry {
  packed: Buffer;
  crc: number;
  size: number;
}

function packed(content: string | PackedEntry): PackedEntry {
  if (typeof content !== 'string') return content;
  const data = Buffer.from(content);
  return { packed: deflateRawSync(data), crc: crc32(data), size: data.length };
}

/**
 * `head`, `unit` × `times` and `tail` deflated as one stream, without ever holding the inflated
 * text: 450 MB of shared strings compress to well under a megabyte.
 */
async function deflateRepeated(
  head: string,
  unit: string,
  times: number,
  tail: string,
): Promise<PackedEntry> {
  const deflate = createDeflateRaw({ level: 1 });
  const output: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => output.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const block = Buffer.from(unit.repeat(Math.max(1, Math.floor((1 << 20) / unit.length))));
  const perBlock = block.length / Buffer.byteLength(unit);
  let crc = 0;
  let size = 0;
  const write = async (chunk: Buffer) => {
    crc = crc32(chunk, crc);
    size += chunk.length;
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  await write(Buffer.from(head));
  for (let written = 0; written < times; written += perBlock) {
    await write(written + perBlock <= times ? block : Buffer.from(unit.repeat(times - written)));
  }
  await write(Buffer.from(tail));
  deflate.end();
  await finished;
  return { packed: Buffer.concat(output), crc, size };
}

/** A stored-or-deflated ZIP built by hand (central directory included), for size-bound tests. */
function zipOf(
  entries: ReadonlyArray<readonly [string, string | PackedEntry]>,
  declaredSize?: (name: string, size: number) => number,
): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const entry = packed(content);
    const declared = declaredSize ? declaredSize(name, entry.size) : entry.size;
    const packedBytes = entry.packed;
    const nameBytes = Buffer.from(name);
    const crc = entry.crc;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packedBytes.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packedBytes.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packedBytes);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + packedBytes.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_RELATIONSHIPS_NS =
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a one-sheet workbook around its sheet XML (and shared strings, when given). */
function workbookParts(
  sheet: string,
  sharedStrings?: PackedEntry,
): Array<readonly [string, string | PackedEntry]> {
  const sharedStringsType = sharedStrings
    ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
    : '';
  const sharedStringsRelationship = sharedStrings
    ? `<Relationship Id="rId2" Type="${OFFICE_RELATIONSHIPS_NS}/sharedStrings" Target="sharedStrings.xml"/>`
    : '';
  return [
    [
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>${sharedStringsType}</Types>`,
    ],
    [
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELATIONSHIPS_NS}"><Relationship Id="rId1" Type="${OFFICE_RELATIONSHIPS_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN_NS}" xmlns:r="${OFFICE_RELATIONSHIPS_NS}"><sheets><sheet name="Anfrage" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELATIONSHIPS_NS}"><Relationship Id="rId1" Type="${OFFICE_RELATIONSHIPS_NS}/worksheet" Target="worksheets/sheet1.xml"/>${sharedStringsRelationship}</Relationships>`,
    ],
    ['xl/worksheets/sheet1.xml', sheet],
    ...(sharedStrings ? [['xl/sharedStrings.xml', sharedStrings] as const] : []),
  ];
}

/** A minimal xlsx whose one sheet has a header row and `rows` identical data rows. */
export function buildSheetXlsx(rows: number): Uint8Array {
  const text = (ref: string, value: string) =>
    `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
  const row = (number: number) =>
    `<row r="${number}"><c r="A${number}"><v>${number - 1}</v></c>${text(`B${number}`, 'Kugelhahn DN25')}<c r="C${number}"><v>10</v></c></row>`;
  // Large sheets repeat one row (never read past the row bound); small ones are well-formed.
  const body =
    rows > 10_000
      ? row(2).repeat(rows)
      : Array.from({ length: rows }, (_, index) => row(index + 2)).join('');
  const sheet = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN_NS}"><sheetData><row r="1">${text('A1', 'Pos.')}${text('B1', 'Bezeichnung')}${text('C1', 'Menge')}</row>${body}</sheetData></worksheet>`;
  return zipOf(workbookParts(sheet));
}

/**
 * A two-row xlsx whose shared strings inflate to about `inflatedBytes` (a zip bomb of honest
 * sizes), or, with `declaredBytes`, whose directory claims that size for every entry instead.
 */
export async function buildSharedStringsBomb(
  inflatedBytes: number,
  declaredBytes?: number,
): Promise<Uint8Array> {
  const unit = '<si><t>Kugelhahn DN25 Edelstahl PN40</t></si>';
  const sharedStrings = await deflateRepeated(
    `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN_NS}">`,
    unit,
    Math.ceil(inflatedBytes / unit.length),
    '</sst>',
  );
  const sheet = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN_NS}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row></sheetData></worksheet>`;
  return zipOf(
    workbookParts(sheet, sharedStrings),
    declaredBytes === undefined ? undefined : () => declaredBytes,
  );
}
