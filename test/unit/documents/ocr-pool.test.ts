import { afterEach, describe, expect, it } from 'vitest';
import { DocumentLimitError } from '#domain/documents/limits';
import {
  type OcrTaskOptions,
  type OcrWorkerFactory,
  OcrWorkerPool,
} from '#domain/documents/ocr-pool';
import { defaultOcrWorkers } from '#domain/documents/types';

/** A stand-in worker: records its models and what happened to it. */
interface FakeWorker {
  id: number;
  languages: string;
  switches: number;
  terminated: boolean;
}

function fakeFactory() {
  const started: FakeWorker[] = [];
  const factory: OcrWorkerFactory<FakeWorker> = {
    start: async (languages) => {
      const worker = {
        id: started.length + 1,
        languages: languages.join('+'),
        switches: 0,
        terminated: false,
      };
      started.push(worker);
      return worker;
    },
    switchLanguages: async (worker, languages) => {
      worker.languages = languages.join('+');
      worker.switches++;
      return worker;
    },
    terminate: async (worker) => {
      worker.terminated = true;
    },
  };
  return { factory, started };
}

function options(overrides: Partial<OcrTaskOptions> = {}): OcrTaskOptions {
  return {
    languages: ['eng'],
    capacity: 2,
    timeoutMs: 1_000,
    notAfter: Date.now() + 10_000,
    ...overrides,
  };
}

/** A task that holds its worker until released, reporting the worker it ran on. */
function heldTask() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let ranOn: FakeWorker | undefined;
  const execute = async (worker: FakeWorker) => {
    ranOn = worker;
    await gate;
    return worker.id;
  };
  return { execute, release: () => release(), ranOn: () => ranOn };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

let pool: OcrWorkerPool<FakeWorker> | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('OcrWorkerPool', () => {
  it('runs tasks in parallel up to its capacity and queues the rest in order', async () => {
    const { factory, started } = fakeFactory();
    pool = new OcrWorkerPool(factory);
    const tasks = [heldTask(), heldTask(), heldTask()];
    const results = tasks.map((task) => pool?.run(options(), task.execute));
    await tick();
    expect(started).toHaveLength(2);
    expect(tasks.map((task) => task.ranOn()?.id)).toEqual([1, 2, undefined]);
    tasks[1]?.release();
    await tick();
    expect(tasks[2]?.ranOn()?.id).toBe(2);
    for (const task of tasks) task.release();
    expect(await Promise.all(results)).toEqual([1, 2, 2]);
    expect(pool.size).toBe(2);
  });

  it('reuses a worker that has the models, and switches the stalest idle one otherwise', async () => {
    const { factory, started } = fakeFactory();
    pool = new OcrWorkerPool(factory);
    const one = { ...options(), capacity: 1 };
    await pool.run({ ...one, languages: ['fra', 'eng'] }, async () => 'fr');
    await pool.run({ ...one, languages: ['fra', 'eng'] }, async () => 'fr');
    expect(started).toHaveLength(1);
    expect(started[0]?.switches).toBe(0);
    const ranOn = await pool.run({ ...one, languages: ['ita', 'eng'] }, async (worker) => worker);
    expect(started).toHaveLength(1);
    expect(ranOn.languages).toBe('ita+eng');
    expect(ranOn.switches).toBe(1);
  });

  it('terminates a worker whose task times out and starts a fresh one for the next task', async () => {
    const { factory, started } = fakeFactory();
    pool = new OcrWorkerPool(factory);
    const stuck = pool.run({ ...options(), timeoutMs: 20 }, () => new Promise<never>(() => {}));
    await expect(stuck).rejects.toBeInstanceOf(DocumentLimitError);
    expect(started[0]?.terminated).toBe(true);
    expect(pool.size).toBe(0);
    expect(await pool.run(options(), async (worker) => worker.id)).toBe(2);
  });

  it('does not start a task whose attachment deadline has passed', async () => {
    const { factory } = fakeFactory();
    pool = new OcrWorkerPool(factory);
    let ran = false;
    const late = pool.run({ ...options(), notAfter: Date.now() - 1 }, async () => {
      ran = true;
    });
    await expect(late).rejects.toMatchObject({ reason: 'timeout' });
    expect(ran).toBe(false);
  });

  it('drops queued tasks of an abandoned document', async () => {
    const { factory } = fakeFactory();
    pool = new OcrWorkerPool(factory);
    const holder = heldTask();
    const held = pool.run({ ...options(), capacity: 1 }, holder.execute);
    const abandon = new AbortController();
    let ran = false;
    const queued = pool.run({ ...options(), capacity: 1, signal: abandon.signal }, async () => {
      ran = true;
    });
    abandon.abort(new Error('document failed'));
    await expect(queued).rejects.toThrow('document failed');
    holder.release();
    await held;
    expect(ran).toBe(false);
  });

  it('close() fails running and queued tasks at once and terminates the workers', async () => {
    const { factory, started } = fakeFactory();
    pool = new OcrWorkerPool(factory);
    const never = () => new Promise<never>(() => {});
    const running = pool.run({ ...options(), capacity: 1, timeoutMs: 60_000 }, never);
    const queued = pool.run({ ...options(), capacity: 1 }, never);
    await tick();
    await pool.close();
    await expect(running).rejects.toMatchObject({ name: 'OcrPoolClosedError' });
    await expect(queued).rejects.toMatchObject({ name: 'OcrPoolClosedError' });
    expect(started.every((worker) => worker.terminated)).toBe(true);
    await expect(pool.run(options(), async () => 1)).rejects.toMatchObject({
      name: 'OcrPoolClosedError',
    });
  });
});

describe('defaultOcrWorkers', () => {
  it('runs a worker per core and one more, at most three, one on a single core', () => {
    expect([1, 2, 3, 8].map((cores) => defaultOcrWorkers(cores))).toEqual([1, 3, 3, 3]);
  });
});
