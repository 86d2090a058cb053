import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The HTTP side of the bench: Node's fetch (undici, connections kept alive by its global agent), one
 * call at a time for latency, a fixed number of callers for throughput, and an open-loop generator
 * that sends at a fixed rate whatever the answers do — latency counted from the moment a request was
 * due, so a server that falls behind is not flattered by a client that waits for it.
 */

export interface CallOutcome {
  status: number;
  ms: number;
}

export type Caller = (index: number, dueAt?: number) => Promise<CallOutcome>;

let sequence = 0;

export function jsonCaller(
  url: string,
  accessToken: string,
  body: (index: number) => unknown,
): Caller {
  return async (index, dueAt) => {
    const payload = JSON.stringify(body(index));
    const started = dueAt ?? performance.now();
    sequence += 1;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${accessToken}`,
          'X-Correlation-Id': `bench-${process.pid}-${sequence}`,
          'Content-Type': 'application/json',
        },
        body: payload,
      });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - started };
    } catch {
      // Transport failure (refused, reset): status 0, counted as an error.
      return { status: 0, ms: performance.now() - started };
    }
  };
}

export const isSuccess = (status: number): boolean => status >= 200 && status < 300;

export interface SeriesResult {
  latencies: number[];
  statuses: number[];
}

/** `count` calls one after the other (after `warmup` unrecorded ones): latency without queueing. */
export async function sequential(
  call: Caller,
  count: number,
  warmup: number,
): Promise<SeriesResult> {
  for (let index = 0; index < warmup; index++) await call(index);
  const latencies: number[] = [];
  const statuses: number[] = [];
  for (let index = 0; index < count; index++) {
    const outcome = await call(warmup + index);
    latencies.push(outcome.ms);
    statuses.push(outcome.status);
  }
  return { latencies, statuses };
}

/** `concurrency` callers back to back for `durationMs`: completed calls per second. */
export async function closedLoop(
  call: Caller,
  concurrency: number,
  durationMs: number,
): Promise<{ rps: number; completed: number; failures: number }> {
  const started = performance.now();
  let completed = 0;
  let failures = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() - started < durationMs) {
        const outcome = await call(100_000 + next++);
        if (isSuccess(outcome.status)) completed += 1;
        else failures += 1;
      }
    }),
  );
  return { rps: (completed * 1000) / (performance.now() - started), completed, failures };
}

export interface OpenStream {
  module: string;
  rate: number;
  call: Caller;
}

export interface StreamSamples {
  module: string;
  latencies: number[];
  statuses: number[];
  /** Requests that were due while `maxInFlight` were already open: never sent, counted as errors. */
  dropped: number;
}

/**
 * Sends each stream at its rate for `durationMs`. Requests keep their due time; at most `maxInFlight`
 * are open at once per stream (beyond that the server is hopelessly behind and the step fails anyway).
 */
export async function openLoop(
  streams: readonly OpenStream[],
  durationMs: number,
  maxInFlight = 400,
): Promise<StreamSamples[]> {
  const started = performance.now();
  const state = streams.map((stream) => ({
    stream,
    issued: 0,
    inFlight: 0,
    pending: [] as Promise<void>[],
    samples: { module: stream.module, latencies: [], statuses: [], dropped: 0 } as StreamSamples,
  }));
  while (performance.now() - started < durationMs) {
    const now = performance.now();
    for (const entry of state) {
      const intervalMs = 1000 / entry.stream.rate;
      while (
        started + entry.issued * intervalMs <= now &&
        started + entry.issued * intervalMs < started + durationMs
      ) {
        const dueAt = started + entry.issued * intervalMs;
        const index = entry.issued;
        entry.issued += 1;
        if (entry.inFlight >= maxInFlight) {
          entry.samples.dropped += 1;
          continue;
        }
        entry.inFlight += 1;
        entry.pending.push(
          entry.stream.call(index, dueAt).then((outcome) => {
            entry.inFlight -= 1;
            entry.samples.latencies.push(outcome.ms);
            entry.samples.statuses.push(outcome.status);
          }),
        );
      }
    }
    await sleep(2);
  }
  await Promise.all(state.flatMap((entry) => entry.pending));
  return state.map((entry) => entry.samples);
}
