import { availableParallelism } from 'node:os';

export const DocumentStatus = { processed: 'processed', skipped: 'skipped' } as const;
export type DocumentStatus = (typeof DocumentStatus)[keyof typeof DocumentStatus];

export const SkipReason = {
  passwordProtected: 'password_protected',
  unreadable: 'unreadable',
  unsupportedType: 'unsupported_type',
  tooLarge: 'too_large',
  timeout: 'timeout',
} as const;
export type SkipReason = (typeof SkipReason)[keyof typeof SkipReason];

export const DocumentKind = {
  pdf: 'pdf',
  image: 'image',
  spreadsheet: 'spreadsheet',
  csv: 'csv',
  text: 'text',
} as const;
export type DocumentKind = (typeof DocumentKind)[keyof typeof DocumentKind];

/** Axis-aligned box in the page's coordinates: origin top-left, units of the source (PDF points, pixels, cell grid). */
export interface BoundingBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface DocumentCell {
  text: string;
  bbox: BoundingBox;
}

export interface DocumentLine {
  text: string;
  bbox: BoundingBox;
  /** Present when the line was rebuilt from columns (PDF, OCR, sheet rows). */
  cells?: DocumentCell[];
  /** OCR confidence in [0,1]; absent for text layers. */
  confidence?: number;
}

export interface DocumentPage {
  page: number;
  width: number;
  height: number;
  lines: DocumentLine[];
}

export interface DocumentSheet {
  name: string;
  /** 1-based page number under which this sheet's rows appear in `pages`. */
  page: number;
  status: 'kept' | 'skipped';
  reason?: 'no_table' | 'empty' | 'hidden' | 'too_large';
  /** 0-based index into the sheet's rows of the detected header row, or null. */
  headerRow: number | null;
  headers: string[];
  rows: string[][];
}

export interface ReadDocument {
  filename: string;
  status: DocumentStatus;
  reason?: SkipReason;
  kind: DocumentKind;
  pages: DocumentPage[];
  sheets?: DocumentSheet[];
  language?: string;
  ocr: boolean;
  /** Mean OCR confidence in [0,1] over OCR'd pages, when OCR ran. */
  ocrConfidence?: number;
  /** Why something degraded without a skip (e.g. "ocr_unavailable", "truncated_rows"). */
  warnings?: string[];
}

export interface AttachmentInput {
  filename: string;
  contentType?: string;
  bytes: Uint8Array;
  /**
   * ISO 639-1 language of the message the attachment came with, when known: a scan is then read
   * with that language's model and English instead of `ocrLanguages` (see ocr-languages.ts).
   */
  languageHint?: string | null;
}

export interface DocumentLimits {
  maxBytes: number;
  maxPages: number;
  maxRows: number;
  maxCells: number;
  /** Overall wall-clock budget for one attachment. */
  timeoutMs: number;
  /** Budget for one OCR'd page or image. */
  ocrTimeoutMs: number;
  /** OCR pages at most this many per document (scans are slow). */
  maxOcrPages: number;
  /** Tesseract language codes used for OCR when the attachment has no language hint. */
  ocrLanguages: readonly string[];
  /** OCR workers the process may run at once; the pages of a scanned PDF are shared among them. */
  ocrWorkers: number;
  /** Render scale for scanned PDF pages (1 = 72 dpi). */
  renderScale: number;
  /**
   * Pixels of one rendered page at most: a larger page (a huge MediaBox) is rendered at a smaller
   * scale to fit, and skipped `too_large` when even MIN_RENDER_SCALE would not fit.
   */
  maxRenderPixels: number;
  /** Bytes all entries of a zip container (xlsx) may inflate to, counted as they inflate. */
  maxUnpackedBytes: number;
  /** Set false to skip OCR entirely (pages without text layer are then empty). */
  ocr: boolean;
}

/** Each OCR worker holds ~80-120 MB of models and image buffers. */
const MAX_OCR_WORKERS = 3;

/**
 * A worker per core and one more, at most MAX_OCR_WORKERS. The extra one lets the page that would
 * wait for a second round share the cores instead: on 2 cores a 3-page scan takes about 1.5 page
 * times instead of 2 (the bench scan read in German: 2.9 s against 3.6 s), for the same CPU.
 * One core gets one worker.
 */
export function defaultOcrWorkers(cores = availableParallelism()): number {
  if (cores <= 1) return 1;
  return Math.min(MAX_OCR_WORKERS, cores + 1);
}

export const DEFAULT_LIMITS: DocumentLimits = {
  maxBytes: 50 * 1024 * 1024,
  maxPages: 200,
  maxRows: 50_000,
  maxCells: 1_000_000,
  timeoutMs: 60_000,
  ocrTimeoutMs: 20_000,
  maxOcrPages: 20,
  ocrLanguages: ['eng', 'deu', 'fra'],
  ocrWorkers: defaultOcrWorkers(),
  renderScale: 2,
  // An A2 page at the render scale (2,384 × 3,370); an A4 page is 2 megapixels.
  maxRenderPixels: 8_100_000,
  // About twice the XML of a workbook at the cell bound (1M cells ≈ 50 MB of sheet XML). exceljs
  // holds what it inflates: 100 MB of shared strings took it 10-12 s and ~300 MB more RSS.
  maxUnpackedBytes: 100 * 1024 * 1024,
  ocr: true,
};
