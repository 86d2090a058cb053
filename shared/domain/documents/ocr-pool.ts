import { constants } from 'node:fs';
import { copyFile, mkdir, stat, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Worker } from 'tesseract.js';
import { DocumentLimitError, withTimeout } from './limits';

const require = createRequire(import.meta.url);
/** Creating a worker and loading models can take a few seconds on a cold container. */
const WORKER_START_TIMEOUT_MS = 30_000;
const OEM_LSTM_ONLY = 1;
/**
 * Tesseract config applied at every (re)initialisation. The Italian model's own config names a
 * user-words file (ita.special-words) that its package does not ship, and tesseract logs "Error:
 * failed to load" to stderr each time it starts with it; no user words is what it ends up with
 * anyway, so that is said up front.
 */
const INIT_CONFIG = 'user_words_suffix \n';

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
  return createWorker(
    [...languages],
    OEM_LSTM_ONLY,
    { langPath, cacheMethod: 'none', gzip: true, errorHandler: () => {} },
    INIT_CONFIG,
  );
}

/** Switching models on a live worker (~0.25 s) is cheaper than starting one (~0.8 s). */
async function switchLanguages(worker: Worker, languages: readonly string[]): Promise<Worker> {
  await localLangPath(languages);
  await worker.reinitialize(languages.join('+'), OEM_LSTM_ONLY, INIT_CONFIG);
  return worker;
}

/** How the pool starts, re-targets and stops its workers; tesseract.js in the service, fakes in tests. */
export interface OcrWorkerFactory<W> {
  start(languages: readonly string[]): Promise<W>;
  switchLanguages(worker: W, languages: readonly string[]): Promise<W>;
  terminate(worker: W): Promise<unknown>;
}

export const tesseractWorkers: OcrWorkerFactory<Worker> = {
  start: startWorker,
  switchLanguages,
  terminate: (worker) => worker.terminate(),
};

interface PooledWorker<W> {
  /** The models the worker has, or is being switched to: `eng+fra`. */
  languages: string;
  ready: Promise<W>;
  busy: boolean;
  lastUsed: number;
}

export interface OcrTaskOptions {
  languages: readonly string[];
  /** Workers the pool may hold (DocumentLimits.ocrWorkers). */
  capacity: number;
  /** Budget of the task once a worker runs it. */
  timeoutMs: number;
  /** Epoch ms after which the task is not started (the attachment's deadline). */
  notAfter: number;
  /** A task still queued when this aborts is dropped (its document has failed). */
  signal?: AbortSignal;
}

interface QueuedTask<W> extends OcrTaskOptions {
  key: string;
  execute: (worker: W) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

interface RunningTask {
  timer: NodeJS.Timeout;
  reject: (reason: unknown) => void;
}

export class OcrPoolClosedError extends Error {
  constructor() {
    super('the OCR workers were shut down');
    this.name = 'OcrPoolClosedError';
  }
}

/**
 * A few tesseract.js workers shared by all documents of the process, so that the pages of a scan
 * are recognised in parallel. Tasks run in arrival order; a task takes an idle worker that
 * already has its models, else starts a worker while the pool is below capacity, else switches the
 * models of the idle worker unused the longest. A worker that fails or times out is terminated
 * (a recognition cannot be interrupted) and replaced on demand.
 */
export class OcrWorkerPool<W = Worker> {
  private readonly workers: PooledWorker<W>[] = [];
  private readonly queue: QueuedTask<W>[] = [];
  private readonly running = new Set<RunningTask>();
  private closed = false;

  constructor(private readonly factory: OcrWorkerFactory<W>) {}

  get size(): number {
    return this.workers.length;
  }

  run<T>(options: OcrTaskOptions, execute: (worker: W) => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new OcrPoolClosedError());
    return new Promise<T>((resolve, reject) => {
      const task: QueuedTask<W> = {
        ...options,
        key: options.languages.join('+'),
        execute,
        resolve: resolve as (value: unknown) => void,
        reject,
      };
      this.queue.push(task);
      options.signal?.addEventListener(
        'abort',
        () => {
          const index = this.queue.indexOf(task);
          if (index < 0) return;
          this.queue.splice(index, 1);
          task.reject(options.signal?.reason ?? new Error('OCR task aborted'));
        },
        { once: true },
      );
      this.dispatch();
    });
  }

  /** Terminates every worker; queued and running tasks fail at once, so nothing holds the process. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new OcrPoolClosedError());
    for (const task of this.running) {
      clearTimeout(task.timer);
      task.reject(new OcrPoolClosedError());
    }
    this.running.clear();
    const workers = this.workers.splice(0);
    await Promise.all(workers.map((pooled) => this.terminate(pooled)));
  }

  private dispatch(): void {
    while (!this.closed && this.queue.length > 0) {
      const task = this.queue[0];
      if (!task) return;
      if (task.signal?.aborted) {
        this.queue.shift();
        task.reject(task.signal.reason ?? new Error('OCR task aborted'));
        continue;
      }
      const pooled = this.workerFor(task);
      if (!pooled) return;
      this.queue.shift();
      void this.execute(pooled, task);
    }
  }

  private workerFor(task: QueuedTask<W>): PooledWorker<W> | undefined {
    const idle = this.workers.filter((pooled) => !pooled.busy);
    const ready = idle.find((pooled) => pooled.languages === task.key);
    if (ready) return ready;
    if (this.workers.length < Math.max(1, Math.floor(task.capacity))) {
      const starting = this.factory.start(task.languages);
      const started: PooledWorker<W> = {
        languages: task.key,
        // A start that gives up must not leave a worker behind that arrives later.
        ready: withTimeout(starting, WORKER_START_TIMEOUT_MS, 'starting OCR', () => {
          void starting.then((worker) => this.factory.terminate(worker)).catch(() => undefined);
        }),
        busy: false,
        lastUsed: 0,
      };
      // A failed start is reported to the task that runs on it; this only silences the copy.
      started.ready.catch(() => undefined);
      this.workers.push(started);
      return started;
    }
    const stalest = idle.sort((left, right) => left.lastUsed - right.lastUsed)[0];
    if (!stalest) return undefined;
    const previous = stalest.ready;
    stalest.languages = task.key;
    stalest.ready = previous.then((worker) =>
      withTimeout(
        this.factory.switchLanguages(worker, task.languages),
        WORKER_START_TIMEOUT_MS,
        'switching OCR models',
      ),
    );
    stalest.ready.catch(() => undefined);
    return stalest;
  }

  private async execute(pooled: PooledWorker<W>, task: QueuedTask<W>): Promise<void> {
    pooled.busy = true;
    let healthy = true;
    try {
      const worker = await pooled.ready;
      const budgetMs = Math.min(task.timeoutMs, task.notAfter - Date.now());
      if (budgetMs <= 0) {
        task.reject(new DocumentLimitError('time budget spent before OCR', 'timeout'));
        return;
      }
      task.resolve(await this.withBudget(task.execute(worker), budgetMs));
    } catch (error) {
      healthy = false;
      task.reject(error);
    } finally {
      pooled.busy = false;
      pooled.lastUsed = Date.now();
      if (!healthy) this.discard(pooled);
      this.dispatch();
    }
  }

  /** Like withTimeout, but close() can end the wait: a terminated worker never answers. */
  private withBudget<T>(work: Promise<T>, budgetMs: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const running: RunningTask = {
        timer: setTimeout(() => {
          this.running.delete(running);
          reject(new DocumentLimitError(`OCR took longer than ${budgetMs} ms`, 'timeout'));
        }, budgetMs),
        reject,
      };
      this.running.add(running);
      work.then(
        (value) => {
          clearTimeout(running.timer);
          this.running.delete(running);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(running.timer);
          this.running.delete(running);
          reject(error);
        },
      );
    });
  }

  private discard(pooled: PooledWorker<W>): void {
    const index = this.workers.indexOf(pooled);
    if (index >= 0) this.workers.splice(index, 1);
    void this.terminate(pooled);
  }

  private async terminate(pooled: PooledWorker<W>): Promise<void> {
    try {
      await this.factory.terminate(await pooled.ready);
    } catch {
      // A worker that never started has nothing to release.
    }
  }
}

/**
 * One pool per process, kept on globalThis: a test runner can load this module twice (its own
 * module graph and the runtime's), and workers only one copy knows of would outlive shutdown.
 */
const processGlobals = globalThis as { qcasOcrPool?: OcrWorkerPool | undefined };

export function ocrPool(): OcrWorkerPool {
  processGlobals.qcasOcrPool ??= new OcrWorkerPool(tesseractWorkers);
  return processGlobals.qcasOcrPool;
}

/** Terminates the shared workers (at shutdown, and in tests). */
export async function closeOcrPool(): Promise<void> {
  const pool = processGlobals.qcasOcrPool;
  processGlobals.qcasOcrPool = undefined;
  await pool?.close();
}
