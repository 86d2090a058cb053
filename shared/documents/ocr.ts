import { constants } from 'node:fs';
import { copyFile, mkdir, stat, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Worker } from 'tesseract.js';
import { groupIntoLines, type PositionedText } from './layout';
import { withTimeout } from './limits';
import type { DocumentLimits, DocumentLine } from './types';

export interface OcrResult {
  lines: DocumentLine[];
  /** Mean word confidence in [0,1]; 0 when nothing was recognised. */
  confidence: number;
  width: number;
  height: number;
}

const require = createRequire(import.meta.url);
/** Creating a worker and loading models can take a few seconds on a cold container. */
const WORKER_START_TIMEOUT_MS = 30_000;
const OEM_LSTM_ONLY = 1;

interface WorkerSlot {
  languages: string;
  worker: Promise<Worker>;
}

// One worker per process, created on first use and reused: model loading costs more than a page.
/**
 * One OCR worker per process, kept on globalThis: a test runner can load this module twice (its
 * own module graph and the runtime's), and a worker only one copy knows of would outlive shutdown.
 */
const processGlobals = globalThis as { qcasOcrSlot?: WorkerSlot | null };
const getSlot = (): WorkerSlot | null => processGlobals.qcasOcrSlot ?? null;
const setSlot = (value: WorkerSlot | null): void => {
  processGlobals.qcasOcrSlot = value;
};
// Recognitions are serialised on the one worker.
let queue: Promise<unknown> = Promise.resolve();

/**
 * tesseract.js reads `${langPath}/${code}.traineddata.gz` from one directory, while each
 * @tesseract.js-data package keeps its LSTM-only ("best_int") model in its own folder. A directory
 * of links under the temp dir (writable on Lambda too) gives it one local langPath, no network.
 */
async function localLangPath(languages: readonly string[]): Promise<string> {
  const directory = join(tmpdir(), 'qca-tessdata-best-int');
  await mkdir(directory, { recursive: true });
  for (const code of languages) {
    if (!/^[a-z_]{3,8}$/.test(code)) throw new Error(`invalid OCR language code ${code}`);
    const target = join(directory, `${code}.traineddata.gz`);
    const exists = await stat(target).then(
      () => true,
      () => false,
    );
    if (exists) continue;
    const packageJson = require.resolve(`@tesseract.js-data/${code}/package.json`);
    const source = join(dirname(packageJson), '4.0.0_best_int', `${code}.traineddata.gz`);
    await symlink(source, target).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return;
      // Without symlinks, a private copy; EXCL so a file another process made is never rewritten.
      await copyFile(source, target, constants.COPYFILE_EXCL).catch(
        (copyError: NodeJS.ErrnoException) => {
          if (copyError.code !== 'EEXIST') throw copyError;
        },
      );
    });
  }
  return directory;
}

async function startWorker(languages: readonly string[]): Promise<Worker> {
  const langPath = await localLangPath(languages);
  // Loaded here, not at import: the bundle keeps tesseract.js external, and a static import of an
  // external would load it on every cold start.
  const { createWorker } = await import('tesseract.js');
  return createWorker([...languages], OEM_LSTM_ONLY, {
    langPath,
    cacheMethod: 'none',
    gzip: true,
    errorHandler: () => {},
  });
}

function workerFor(languages: readonly string[]): Promise<Worker> {
  const key = languages.join('+');
  const slot = getSlot();
  if (slot && slot.languages === key) return slot.worker;
  if (slot) void disposeWorker();
  const worker = withTimeout(startWorker(languages), WORKER_START_TIMEOUT_MS, 'starting OCR');
  setSlot({ languages: key, worker });
  worker.catch(() => {
    if (getSlot()?.worker === worker) setSlot(null);
  });
  return worker;
}

/** Terminates the shared worker (after a timeout, or at shutdown in tests). */
export async function disposeWorker(): Promise<void> {
  const current = getSlot();
  setSlot(null);
  if (!current) return;
  try {
    const worker = await current.worker;
    await worker.terminate();
  } catch {
    // A worker that never started has nothing to release.
  }
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

/**
 * OCR of one image (PNG, JPEG, TIFF, BMP). Words become positioned text, regrouped into lines and
 * cells like a PDF text layer. On timeout the worker is terminated, since it cannot be interrupted.
 */
export async function recognizeImage(
  image: Buffer,
  limits: DocumentLimits,
  timeoutMs: number,
): Promise<OcrResult> {
  const run = async (): Promise<OcrResult> => {
    const worker = await workerFor(limits.ocrLanguages);
    const result = await withTimeout(
      worker.recognize(image, {}, { blocks: true, text: false }),
      timeoutMs,
      'OCR',
      () => {
        void disposeWorker();
      },
    );
    const words = wordsOf(result.data).filter((word) => word.text.trim() !== '');
    const positioned: PositionedText[] = words.map((word) => ({
      text: word.text,
      x: word.bbox.x0,
      y: word.bbox.y0,
      w: Math.max(1, word.bbox.x1 - word.bbox.x0),
      h: Math.max(1, word.bbox.y1 - word.bbox.y0),
      confidence: Math.max(0, Math.min(1, word.confidence / 100)),
    }));
    const confidence =
      positioned.length === 0
        ? 0
        : positioned.reduce((sum, word) => sum + (word.confidence ?? 0), 0) / positioned.length;
    const size = imageSize(image);
    return { lines: groupIntoLines(positioned), confidence, ...size };
  };
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}
