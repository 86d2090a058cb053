// First: captures the engine's JSON functions before pdfjs's polyfills replace them.
import '#domain/util/native-json';
import {
  getDocument,
  type PDFDocumentProxy,
  type PDFPageProxy,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import { restoreNativeJson } from '#domain/util/native-json';
import { groupIntoLines, type PositionedText, TEXT_LAYER_CELL_GAP_IN_HEIGHTS } from './layout';
import { type Deadline, DocumentLimitError, DocumentPasswordError, withTimeout } from './limits';
import { type OcrResult, recognizeRaster } from './ocr';
import { type GreyRaster, greyFromRgba } from './raster';
import type { DocumentLimits, DocumentPage } from './types';

restoreNativeJson();

interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

export interface PdfReadResult {
  pages: DocumentPage[];
  ocrPages: number;
  ocrConfidences: number[];
  warnings: string[];
}

/** A page with fewer characters than this in its text layer is treated as a scan. */
const MIN_TEXT_LAYER_CHARS = 10;
/** Below this scale (36 dpi) print-size text is too small to recognise: the page is too large. */
export const MIN_RENDER_SCALE = 0.5;

/**
 * The scale a scanned page is rendered at: the configured one, or smaller so the page stays within
 * `maxRenderPixels` (the canvas, its RGBA copy and the OCR image grow with the page area).
 */
export function renderScaleFor(
  widthPoints: number,
  heightPoints: number,
  limits: Pick<DocumentLimits, 'renderScale' | 'maxRenderPixels'>,
): number {
  const area = Math.max(1, widthPoints) * Math.max(1, heightPoints);
  const fitting = Math.sqrt(limits.maxRenderPixels / area);
  const scale = Math.min(limits.renderScale, fitting);
  if (!Number.isFinite(scale) || scale < MIN_RENDER_SCALE) {
    throw new DocumentLimitError(
      `a ${Math.round(widthPoints)} × ${Math.round(heightPoints)} pt page needs more than ${limits.maxRenderPixels} pixels to render`,
      'too_large',
    );
  }
  return scale;
}

function isPasswordError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error as { name: string }).name === 'PasswordException'
  );
}

/**
 * pdfjs in Node runs its worker in the same thread and, unless `globalThis.pdfjsWorker` is set,
 * imports it from "./pdf.worker.mjs" relative to the running module. Inside a bundle that file is not
 * there, so the worker is imported here by name: the bundler gives it a chunk of its own, loaded
 * with the first PDF. Importing it sets `globalThis.pdfjsWorker`, which pdfjs then uses.
 */
let workerModule: Promise<unknown> | undefined;
async function loadWorker(): Promise<void> {
  workerModule ??= import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  try {
    await workerModule;
  } catch (error) {
    workerModule = undefined;
    throw error;
  } finally {
    // The worker module's polyfills replace JSON again when it is evaluated.
    restoreNativeJson();
  }
}

async function openPdf(bytes: Uint8Array, deadline: Deadline): Promise<PDFDocumentProxy> {
  await loadWorker();
  const task = getDocument({
    // pdfjs transfers the buffer to its worker; give it a copy so the caller's bytes stay intact.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    stopAtErrors: false,
  });
  try {
    return await withTimeout(task.promise, deadline.remainingMs(), 'opening the PDF', () => {
      void task.destroy();
    });
  } catch (error) {
    if (isPasswordError(error)) {
      throw new DocumentPasswordError('PDF is encrypted with a user password', { cause: error });
    }
    throw error;
  } finally {
    // pdfjs may still replace JSON while it opens the document.
    restoreNativeJson();
  }
}

function textItemsOf(items: readonly unknown[], pageHeight: number): PositionedText[] {
  const positioned: PositionedText[] = [];
  for (const raw of items) {
    const item = raw as Partial<PdfTextItem>;
    if (typeof item.str !== 'string' || !Array.isArray(item.transform)) continue;
    if (item.str.trim() === '') continue;
    const [, , c = 0, d = 0, e = 0, f = 0] = item.transform;
    const fontHeight = Math.hypot(c, d) || item.height || 10;
    positioned.push({
      text: item.str,
      x: e,
      y: pageHeight - f - fontHeight * 0.8,
      w: item.width ?? 0,
      h: fontHeight,
    });
  }
  return positioned;
}

interface CanvasEntry {
  canvas: unknown;
  context: {
    fillStyle: string;
    fillRect(x: number, y: number, w: number, h: number): void;
    getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
  };
}
interface CanvasFactory {
  create(width: number, height: number): CanvasEntry;
  destroy(entry: CanvasEntry): void;
}

/**
 * Renders a page to grey pixels with the canvas factory pdfjs itself uses in Node (its own
 * @napi-rs/canvas copy): drawing with a canvas from a different @napi-rs/canvas build crashes the
 * process. The pixels go to OCR as PGM, with no PNG to encode and decode.
 */
async function renderPage(
  pdf: PDFDocumentProxy,
  page: PDFPageProxy,
  scale: number,
): Promise<GreyRaster> {
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.ceil(viewport.width));
  const height = Math.max(1, Math.ceil(viewport.height));
  const factory = (pdf as unknown as { canvasFactory: CanvasFactory }).canvasFactory;
  const entry = factory.create(width, height);
  try {
    entry.context.fillStyle = '#ffffff';
    entry.context.fillRect(0, 0, width, height);
    await page.render({
      canvas: entry.canvas as never,
      canvasContext: entry.context as never,
      viewport,
    }).promise;
    return greyFromRgba(entry.context.getImageData(0, 0, width, height).data, width, height);
  } finally {
    factory.destroy(entry);
  }
}

/**
 * Whether reading this PDF will need OCR: some page among the first `maxPages` has no text layer.
 * Cheap next to OCR itself (text extraction only), so a request can be sent to an async job first.
 */
export async function pdfNeedsOcr(
  bytes: Uint8Array,
  deadline: Deadline,
  maxPages = 10,
): Promise<boolean> {
  const pdf = await openPdf(bytes, deadline);
  try {
    for (let number = 1; number <= Math.min(pdf.numPages, maxPages); number++) {
      deadline.check(`page ${number}`);
      const page = await withTimeout(pdf.getPage(number), deadline.remainingMs(), `page ${number}`);
      const content = await withTimeout(
        page.getTextContent(),
        deadline.remainingMs(),
        `text of page ${number}`,
      );
      const characters = content.items.reduce(
        (sum, item) => sum + ('str' in item ? item.str.trim().length : 0),
        0,
      );
      page.cleanup();
      if (characters < MIN_TEXT_LAYER_CHARS) return true;
    }
    return false;
  } finally {
    await pdf.destroy();
  }
}

export async function readPdf(
  bytes: Uint8Array,
  limits: DocumentLimits,
  deadline: Deadline,
): Promise<PdfReadResult> {
  const pdf = await openPdf(bytes, deadline);
  const warnings: string[] = [];
  // Drops this document's pages still waiting for an OCR worker when reading fails part-way.
  const abandon = new AbortController();
  try {
    if (pdf.numPages > limits.maxPages) {
      throw new DocumentLimitError(
        `${pdf.numPages} pages over the bound of ${limits.maxPages}`,
        'too_large',
      );
    }
    const pages: DocumentPage[] = [];
    const scans: DocumentPage[] = [];
    const scanScales: number[] = [];
    // Text layers first, then the scanned pages: rendering one while the workers read the others.
    for (let number = 1; number <= pdf.numPages; number++) {
      deadline.check(`page ${number}`);
      const page = await withTimeout(pdf.getPage(number), deadline.remainingMs(), `page ${number}`);
      const viewport = page.getViewport({ scale: 1 });
      const content = await withTimeout(
        page.getTextContent(),
        deadline.remainingMs(),
        `text of page ${number}`,
      );
      const items = textItemsOf(content.items, viewport.height);
      const characters = items.reduce((sum, item) => sum + item.text.trim().length, 0);
      const scanned = characters < MIN_TEXT_LAYER_CHARS && limits.ocr;
      const read: DocumentPage = {
        page: number,
        width: round(viewport.width),
        height: round(viewport.height),
        lines: scanned ? [] : groupIntoLines(items, TEXT_LAYER_CELL_GAP_IN_HEIGHTS),
      };
      pages.push(read);
      page.cleanup();
      if (!scanned) continue;
      if (scans.length >= limits.maxOcrPages) warnings.push(`ocr_page_limit:${number}`);
      else {
        scanScales.push(renderScaleFor(viewport.width, viewport.height, limits));
        scans.push(read);
      }
    }
    // Pages are rendered while earlier ones are recognised, a worker's worth ahead at most.
    const inFlight = new Set<Promise<unknown>>();
    const recognitions: Promise<OcrResult>[] = [];
    for (const [index, scan] of scans.entries()) {
      while (inFlight.size > Math.max(1, limits.ocrWorkers)) await Promise.race(inFlight);
      deadline.check(`page ${scan.page}`);
      const page = await withTimeout(
        pdf.getPage(scan.page),
        deadline.remainingMs(),
        `page ${scan.page}`,
      );
      const raster = await withTimeout(
        renderPage(pdf, page, scanScales[index] ?? limits.renderScale),
        deadline.remainingMs(),
        `rendering page ${scan.page}`,
      );
      page.cleanup();
      const recognition = recognizeRaster(raster, limits, deadline, abandon.signal);
      const settled = recognition.then(
        () => undefined,
        () => undefined,
      );
      inFlight.add(settled);
      void settled.then(() => inFlight.delete(settled));
      recognitions.push(recognition);
    }
    const recognised = await Promise.all(recognitions);
    // OCR boxes are in rendered pixels; scale back to PDF points so pointers match the page.
    scans.forEach((scan, index) => {
      const toPoints = 1 / (scanScales[index] ?? limits.renderScale);
      scan.lines = (recognised[index]?.lines ?? []).map((line) => ({
        ...line,
        bbox: scaleBox(line.bbox, toPoints),
        ...(line.cells
          ? { cells: line.cells.map((cell) => ({ ...cell, bbox: scaleBox(cell.bbox, toPoints) })) }
          : {}),
      }));
    });
    const ocrConfidences = recognised.map((result) => result.confidence);
    return { pages, ocrPages: recognised.length, ocrConfidences, warnings };
  } finally {
    abandon.abort(new DocumentLimitError('reading the PDF stopped', 'timeout'));
    void pdf.destroy();
  }
}

function scaleBox(box: { x: number; y: number; w: number; h: number }, factor: number) {
  return {
    x: round(box.x * factor),
    y: round(box.y * factor),
    w: round(box.w * factor),
    h: round(box.h * factor),
  };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
