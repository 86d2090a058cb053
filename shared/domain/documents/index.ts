/**
 * Attachment reading for the quote extractor: one entry point, type sniffed from the bytes,
 * every reader bounded in size, pages, rows, cells and time. Never throws: anything that cannot
 * be read comes back as a skip with a reason.
 */
import { capLineLength, MAX_LINE_CHARS } from '#domain/text/bounded';
import { parseCsv } from './csv';
import { Deadline, DocumentLimitError, DocumentPasswordError } from './limits';
import { ocrLanguagesFor } from './ocr-languages';
import { decodeText, SniffedType, sniffType } from './sniff';
import {
  type AttachmentInput,
  DEFAULT_LIMITS,
  type DocumentKind,
  type DocumentLimits,
  type DocumentLine,
  type DocumentPage,
  type ReadDocument,
  type SkipReason,
} from './types';
import { checkUnpacked, summariseZip } from './zip';

export * from './types';

/*
 * The heavy readers (pdfjs, tesseract.js, exceljs) load on the first document that needs them, not
 * when a function starts: most calls carry only an e-mail body, and a cold start that skips their
 * evaluation is hundreds of milliseconds shorter. The stack installs these packages beside the bundle.
 */
let ocrModule: Promise<typeof import('./ocr')> | undefined;
const loadOcr = () => {
  ocrModule ??= import('./ocr');
  return ocrModule;
};
const loadPdf = () => import('./pdf');
const loadSpreadsheet = () => import('./spreadsheet');

/** Stops the OCR workers, if any were ever started. */
export async function disposeWorker(): Promise<void> {
  // The workers may have been started by another copy of this module (see ocr-pool.ts).
  if (ocrModule || (globalThis as { qcasOcrPool?: unknown }).qcasOcrPool)
    await (await import('./ocr-pool')).closeOcrPool();
}

const MAX_TEXT_LINES = 50_000;

function kindFromName(filename: string, contentType?: string): DocumentKind {
  const name = filename.toLowerCase();
  const type = (contentType ?? '').toLowerCase();
  if (name.endsWith('.pdf') || type.includes('pdf')) return 'pdf';
  if (/\.(xlsx|xlsm|xls|ods)$/.test(name) || type.includes('sheet') || type.includes('excel')) {
    return 'spreadsheet';
  }
  if (/\.(csv|tsv)$/.test(name) || type.includes('csv')) return 'csv';
  if (/\.(png|jpe?g|tiff?|gif|bmp|webp)$/.test(name) || type.startsWith('image/')) return 'image';
  return 'text';
}

function skipped(
  input: AttachmentInput,
  kind: DocumentKind,
  reason: SkipReason,
  warning?: string,
): ReadDocument {
  return {
    filename: input.filename,
    status: 'skipped',
    reason,
    kind,
    pages: [],
    ocr: false,
    ...(warning ? { warnings: [warning] } : {}),
  };
}

/**
 * Line-level patterns downstream see at most MAX_LINE_CHARS per line and cell, whatever the reader
 * built: a text file's long lines are wrapped (textPage), anything else longer is cut.
 */
function boundLineLength(pages: DocumentPage[]): void {
  for (const page of pages) {
    for (const line of page.lines) {
      if (line.text.length > MAX_LINE_CHARS) line.text = line.text.slice(0, MAX_LINE_CHARS);
      for (const cell of line.cells ?? []) {
        if (cell.text.length > MAX_LINE_CHARS) cell.text = cell.text.slice(0, MAX_LINE_CHARS);
      }
    }
  }
}

function textPage(text: string): DocumentPage {
  const lines: DocumentLine[] = capLineLength(text.replace(/\r\n?/g, '\n'))
    .split('\n')
    .slice(0, MAX_TEXT_LINES)
    .map((line, index) => ({ text: line.trim(), bbox: { x: 0, y: index, w: line.length, h: 1 } }))
    .filter((line) => line.text !== '');
  return { page: 1, width: 0, height: lines.length, lines };
}

function csvDocument(input: AttachmentInput, limits: DocumentLimits): ReadDocument {
  const table = parseCsv(decodeText(input.bytes), limits.maxRows, limits.maxCells);
  if (table.truncated) return skipped(input, 'csv', 'too_large');
  const lines: DocumentLine[] = table.rows.map((row, rowIndex) => {
    const cells = row
      .map((text, column) => ({ text, bbox: { x: column, y: rowIndex, w: 1, h: 1 } }))
      .filter((cell) => cell.text !== '');
    return {
      text: cells.map((cell) => cell.text).join(' | '),
      bbox: { x: 0, y: rowIndex, w: row.length, h: 1 },
      cells,
    };
  });
  const width = Math.max(0, ...table.rows.map((row) => row.length));
  return {
    filename: input.filename,
    status: 'processed',
    kind: 'csv',
    pages: [{ page: 1, width, height: table.rows.length, lines }],
    ocr: false,
  };
}

function isEncryptedOle(bytes: Uint8Array): boolean {
  // Office encryption wraps the real file in an OLE container with an "EncryptedPackage" stream.
  const marker = 'EncryptedPackage';
  const utf16 = new Uint8Array(marker.length * 2);
  for (let index = 0; index < marker.length; index++) utf16[index * 2] = marker.charCodeAt(index);
  const limit = Math.min(bytes.length, 4 * 1024 * 1024);
  outer: for (let offset = 0; offset + utf16.length <= limit; offset++) {
    for (let index = 0; index < utf16.length; index++) {
      if (bytes[offset + index] !== utf16[index]) continue outer;
    }
    return true;
  }
  return false;
}

async function detectAttachmentLanguage(
  pages: readonly DocumentPage[],
): Promise<string | undefined> {
  const text = pages
    .flatMap((page) => page.lines.map((line) => line.text))
    .join('\n')
    .slice(0, 4000);
  if (text.trim() === '') return undefined;
  try {
    const { detectLanguage } = await import('#domain/text/language');
    const detection = await detectLanguage(text);
    return detection.language ?? undefined;
  } catch {
    return undefined;
  }
}

async function readByType(
  input: AttachmentInput,
  limits: DocumentLimits,
  deadline: Deadline,
): Promise<ReadDocument> {
  const declared = kindFromName(input.filename, input.contentType);
  const sniffed = sniffType(input.bytes);
  switch (sniffed) {
    case SniffedType.pdf: {
      const { readPdf } = await loadPdf();
      const result = await readPdf(input.bytes, limits, deadline);
      const document: ReadDocument = {
        filename: input.filename,
        status: 'processed',
        kind: 'pdf',
        pages: result.pages,
        ocr: result.ocrPages > 0,
      };
      if (result.ocrConfidences.length > 0) {
        document.ocrConfidence =
          result.ocrConfidences.reduce((sum, value) => sum + value, 0) /
          result.ocrConfidences.length;
      }
      if (result.warnings.length > 0) document.warnings = result.warnings;
      return document;
    }
    case SniffedType.png:
    case SniffedType.jpeg:
    case SniffedType.tiff:
    case SniffedType.bmp: {
      if (!limits.ocr) return skipped(input, 'image', 'unsupported_type', 'ocr_disabled');
      const buffer = Buffer.from(
        input.bytes.buffer,
        input.bytes.byteOffset,
        input.bytes.byteLength,
      );
      const { recognizeImage } = await loadOcr();
      const recognised = await recognizeImage(buffer, limits, deadline);
      return {
        filename: input.filename,
        status: 'processed',
        kind: 'image',
        pages: [
          { page: 1, width: recognised.width, height: recognised.height, lines: recognised.lines },
        ],
        ocr: true,
        ocrConfidence: recognised.confidence,
      };
    }
    case SniffedType.zip: {
      const zip = summariseZip(input.bytes);
      if (!zip.valid) return skipped(input, declared, 'unreadable');
      if (zip.encrypted) return skipped(input, declared, 'password_protected');
      // Declared sizes first (free), then the bytes actually inflated: exceljs inflates every
      // entry and holds every row in memory, and its load cannot be stopped once started.
      if (zip.uncompressedBytes > limits.maxUnpackedBytes) {
        return skipped(input, declared, 'too_large');
      }
      if (!zip.entries.some((entry) => entry.startsWith('xl/'))) {
        return skipped(input, declared, 'unsupported_type');
      }
      if ((await checkUnpacked(input.bytes, zip.details, limits)) === 'too_large') {
        return skipped(input, declared, 'too_large');
      }
      const { readSpreadsheet } = await loadSpreadsheet();
      const result = await readSpreadsheet(input.bytes, limits, deadline);
      return {
        filename: input.filename,
        status: 'processed',
        kind: 'spreadsheet',
        pages: result.pages,
        sheets: result.sheets,
        ocr: false,
      };
    }
    case SniffedType.ole: {
      // An OLE container named .xlsx (or carrying EncryptedPackage) is an encrypted OOXML file.
      if (isEncryptedOle(input.bytes) || /\.(xlsx|xlsm|docx|pptx)$/i.test(input.filename)) {
        return skipped(input, declared, 'password_protected');
      }
      // Legacy binary .xls/.doc: no maintained reader here that handles decimal commas correctly.
      return skipped(input, declared, 'unsupported_type', 'legacy_office_binary');
    }
    case SniffedType.rar:
    case SniffedType.sevenZip:
    case SniffedType.gzip:
    case SniffedType.gif:
    case SniffedType.webp:
    case SniffedType.unknown:
      return skipped(input, declared, 'unsupported_type');
    case SniffedType.text: {
      const looksCsv = declared === 'csv' || /\.(csv|tsv)$/i.test(input.filename);
      if (looksCsv) return csvDocument(input, limits);
      const text = decodeText(input.bytes);
      if (/^\s*%PDF/.test(text) || declared === 'pdf' || declared === 'spreadsheet') {
        // A declared PDF/xlsx whose bytes are plain text: damaged or mislabelled.
        return skipped(input, declared, 'unreadable');
      }
      return {
        filename: input.filename,
        status: 'processed',
        kind: 'text',
        pages: [textPage(text)],
        ocr: false,
      };
    }
  }
}

function reasonOf(error: unknown): SkipReason {
  if (error instanceof DocumentLimitError) return error.reason;
  if (error instanceof DocumentPasswordError) return 'password_protected';
  const name = (error as { name?: string } | null)?.name;
  if (name === 'PasswordException') return 'password_protected';
  return 'unreadable';
}

/** The skip of an attachment refused before its bytes were read (an upload over the bound). */
export function skippedAttachment(
  input: Pick<AttachmentInput, 'filename' | 'contentType'>,
  reason: SkipReason,
): ReadDocument {
  return skipped(
    { ...input, bytes: new Uint8Array() },
    kindFromName(input.filename, input.contentType),
    reason,
  );
}

/** Reads one attachment into pages of positioned lines. Never throws. */
export async function readAttachment(
  input: AttachmentInput,
  limits: Partial<DocumentLimits> = {},
): Promise<ReadDocument> {
  const effective: DocumentLimits = { ...DEFAULT_LIMITS, ...limits };
  const declared = kindFromName(input.filename ?? '', input.contentType);
  if (!(input.bytes instanceof Uint8Array) || input.bytes.length === 0) {
    return skipped(input, declared, 'unreadable');
  }
  if (input.bytes.length > effective.maxBytes) return skipped(input, declared, 'too_large');
  const deadline = new Deadline(effective.timeoutMs);
  const ocrLanguages = ocrLanguagesFor(input.languageHint, effective.ocrLanguages);
  let document: ReadDocument;
  try {
    document = await readByType(input, { ...effective, ocrLanguages }, deadline);
  } catch (error) {
    return skipped(input, declared, reasonOf(error));
  }
  if (document.status === 'processed') {
    boundLineLength(document.pages);
    const language = await detectAttachmentLanguage(document.pages);
    if (language) document.language = language;
  }
  return document;
}

const SCAN_CHECK_BUDGET_MS = 3_000;

/**
 * Whether an attachment will go through OCR: an image, or a PDF with a page that has no text layer.
 * Unreadable or encrypted files answer false: the extraction itself reports them.
 */
export async function attachmentNeedsOcr(bytes: Uint8Array): Promise<boolean> {
  const sniffed = sniffType(bytes);
  if (
    sniffed === SniffedType.png ||
    sniffed === SniffedType.jpeg ||
    sniffed === SniffedType.tiff ||
    sniffed === SniffedType.bmp ||
    sniffed === SniffedType.gif ||
    sniffed === SniffedType.webp
  )
    return true;
  if (sniffed !== SniffedType.pdf) return false;
  try {
    const { pdfNeedsOcr } = await loadPdf();
    return await pdfNeedsOcr(bytes, new Deadline(SCAN_CHECK_BUDGET_MS));
  } catch {
    return false;
  }
}
