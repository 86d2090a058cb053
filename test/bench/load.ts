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
const RequestTimeoutMs = 120_000;
/** How often a job is polled; its end is seen at most this late. */
const JobPollMs = 100;

export function jsonCaller(
  url: string,
  accessToken: string,
  body: (index: number) => unknown,
): Caller {
  return async (index, dueAt) => {
    const payload = JSON.stringify(body(index));
    const started = dueAt ?? performance.now();
    sequence += 1;
    const correlationId = `bench-${process.pid}-${sequence}`;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${accessToken}`,
          'X-Correlation-Id': correlationId,
          'Content-Type': 'application/json',
        },
        body: payload,
        // Past the gateway's own 30 s (90 s for extraction) answer; only a lost request gets here.
        signal: AbortSignal.timeout(RequestTimeoutMs),
      });
      if (response.status !== 202) {
        await response.arrayBuffer();
        return { status: response.status, ms: performance.now() - started };
      }
      // Sent to an async job (a scan needing OCR, > 200 lines): the time is until the job ends.
      const { status_url: statusUrl } = (await response.json()) as { status_url: string };
      const jobUrl = new URL(statusUrl, url).toString();
      for (;;) {
        await sleep(JobPollMs);
        const job = await fetch(jobUrl, {
          headers: { Authorization: `Bearer ${accessToken}`, 'X-Correlation-Id': correlationId },
          signal: AbortSignal.timeout(RequestTimeoutMs),
        });
        const state = (await job.json()) as { status?: string };
        if (state.status === 'complete') return { status: 200, ms: performance.now() - started };
        if (state.status === 'failed' || job.status !== 200)
          return { status: job.status === 200 ? 500 : job.status, ms: performance.now() - started };
        if (performance.now() - started > RequestTimeoutMs)
          return { status: 0, ms: performance.now() - started };
      }
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
): Promise<{ rps: number; completed: number; failures: number; failedStatuses: number[] }> {
  const started = performance.now();
  let completed = 0;
  let failures = 0;
  const failedStatuses = new Set<number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() - started < durationMs) {
        const outcome = await call(100_000 + next++);
        if (isSuccess(outcome.status)) completed += 1;
        else {
          failures += 1;
          failedStatuses.add(outcome.status);
        }
      }
    }),
  );
  return {
    rps: (completed * 1000) / (performance.now() - started),
    completed,
    failures,
    failedStatuses: [...failedStatuses],
  };
}

export interface OpenStream {
  module: string;
  rate: number;
  call: Caller;
  /**
   * Open requests allowed before the next due one is shed (not sent, counted as an error): the
   * server is already further behind than any target allows, and an unbounded backlog would still be
   * running — in this process's server, on the same cores — when the next measurement starts.
   */
  maxInFlight: number;
}

export interface StreamSamples {
  module: string;
  latencies: number[];
  statuses: number[];
  /** Requests that were due while `maxInFlight` were open: never sent, counted as errors. */
  shed: number;
}

/**
 * Sends each stream at its rate for `durationMs`, each request timed from its due time, then waits
 * for every open request. With `stopWhenShedding`, the step ends early once a stream has shed more
 * than a second's worth of requests (its outcome is already decided).
 */
export async function openLoop(
  streams: readonly OpenStream[],
  durationMs: number,
  options: { stopWhenShedding?: boolean } = {},
): Promise<{ samples: StreamSamples[]; elapsedMs: number }> {
  const started = performance.now();
  const state = streams.map((stream) => ({
    stream,
    issued: 0,
    inFlight: 0,
    pending: [] as Promise<void>[],
    samples: { module: stream.module, latencies: [], statuses: [], shed: 0 } as StreamSamples,
  }));
  const end = started + durationMs;
  let stopped = false;
  while (!stopped && performance.now() < end) {
    const now = performance.now();
    for (const entry of state) {
      const intervalMs = 1000 / entry.stream.rate;
      for (
        let dueAt = started + entry.issued * intervalMs;
        dueAt <= now && dueAt < end;
        dueAt = started + entry.issued * intervalMs
      ) {
        const index = entry.issued;
        entry.issued += 1;
        if (entry.inFlight >= entry.stream.maxInFlight) {
          entry.samples.shed += 1;
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
      if (options.stopWhenShedding && entry.samples.shed > entry.stream.rate) stopped = true;
    }
    await sleep(2);
  }
  const elapsedMs = Math.min(performance.now(), end) - started;
  await Promise.all(state.flatMap((entry) => entry.pending));
  return { samples: state.map((entry) => entry.samples), elapsedMs };
}
