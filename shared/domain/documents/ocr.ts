import type { Worker } from 'tesseract.js';
import { groupIntoLines, type PositionedText } from './layout';
import type { Deadline } from './limits';
import { type OcrTaskOptions, ocrPool } from './ocr-pool';
import { encodePgm, type GreyRaster } from './raster';
import type { DocumentLimits, DocumentLine } from './types';

export interface OcrResult {
  lines: DocumentLine[];
  /** Mean word confidence in [0,1]; 0 when nothing was recognised. */
  confidence: number;
  width: number;
  height: number;
}

function imageSize(image: Buffer): { width: number; height: number } {
  // PNG IHDR carries the size at a fixed offset; other formats report 0 and use the OCR boxes.
  if (image.length > 24 && image.readUInt32BE(0) === 0x89504e47) {
    return { width: image.readUInt32BE(16), height: image.readUInt32BE(20) };
  }
  return { width: 0, height: 0 };
}

interface OcrWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

function wordsOf(data: unknown): OcrWord[] {
  const words: OcrWord[] = [];
  const blocks = (data as { blocks?: unknown[] | null }).blocks ?? [];
  for (const block of blocks as Array<{ paragraphs?: unknown[] }>) {
    for (const paragraph of (block.paragraphs ?? []) as Array<{ lines?: unknown[] }>) {
      for (const line of (paragraph.lines ?? []) as Array<{ words?: OcrWord[] }>) {
        words.push(...(line.words ?? []));
      }
    }
  }
  return words;
}

async function recognizeWords(image: Buffer, options: OcrTaskOptions): Promise<PositionedText[]> {
  const recognize = (worker: Worker) => worker.recognize(image, {}, { blocks: true, text: false });
  const result = await ocrPool().run(options, recognize);
  return wordsOf(result.data)
    .filter((word) => word.text.trim() !== '')
    .map((word) => ({
      text: word.text,
      x: word.bbox.x0,
      y: word.bbox.y0,
      w: Math.max(1, word.bbox.x1 - word.bbox.x0),
      h: Math.max(1, word.bbox.y1 - word.bbox.y0),
      confidence: Math.max(0, Math.min(1, word.confidence / 100)),
    }));
}

function resultOf(words: PositionedText[], width: number, height: number): OcrResult {
  const confidence =
    words.length === 0
      ? 0
      : words.reduce((sum, word) => sum + (word.confidence ?? 0), 0) / words.length;
  return { lines: groupIntoLines(words), confidence, width, height };
}

function taskOptions(limits: DocumentLimits, deadline: Deadline, signal?: AbortSignal) {
  const options: OcrTaskOptions = {
    languages: limits.ocrLanguages,
    capacity: limits.ocrWorkers,
    timeoutMs: limits.ocrTimeoutMs,
    notAfter: Date.now() + deadline.remainingMs(),
  };
  if (signal) options.signal = signal;
  return options;
}

/**
 * OCR of one image file (PNG, JPEG, TIFF, BMP) on one worker: tesseract decodes it and applies its
 * EXIF orientation. Words become positioned text, regrouped into lines and cells like a PDF text
 * layer. A recognition gets `ocrTimeoutMs` once a worker takes it, within the attachment's deadline;
 * on timeout its worker is terminated, since a recognition cannot be interrupted.
 */
export async function recognizeImage(
  image: Buffer,
  limits: DocumentLimits,
  deadline: Deadline,
): Promise<OcrResult> {
  const words = await recognizeWords(image, taskOptions(limits, deadline));
  const { width, height } = imageSize(image);
  return resultOf(words, width, height);
}

/**
 * OCR of a rendered page, passed to tesseract as PGM; bounded like an image (see recognizeImage).
 * `signal` drops the page while it still waits for a worker.
 */
export async function recognizeRaster(
  raster: GreyRaster,
  limits: DocumentLimits,
  deadline: Deadline,
  signal?: AbortSignal,
): Promise<OcrResult> {
  const words = await recognizeWords(encodePgm(raster), taskOptions(limits, deadline, signal));
  return resultOf(words, raster.width, raster.height);
}
