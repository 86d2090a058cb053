/**
 * Every function that runs regular expressions over caller text stays linear on hostile input:
 * long runs of spaces, tabs, NBSP, dots, digits and the characters patterns make optional, after
 * each function's trigger words. Time at 100k characters against 50k: a linear function doubles,
 * a quadratic one quadruples. The functions and their trigger words are listed in
 * test/support/caller-text-functions.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  ADVERSARIAL_RUNS,
  CALLER_TEXT_FUNCTIONS,
  type CallerTextFunction,
} from '../../support/caller-text-functions';

const LONG = 100_000;
const SHORT = LONG / 2;
/**
 * A quadratic pattern over 100k characters takes billions of steps (seconds); a function done in
 * less than this cannot hold one, and below it timer noise on a busy machine would decide.
 */
const FAST_ENOUGH_MS = 250;
const MAX_RATIO = 3;
const RUNS = 3;

function adversarial(prefix: string, run: string, length: number): string {
  // A closing character no pattern expects, so anchored and greedy patterns must backtrack.
  return `${prefix}${run.repeat(Math.ceil(length / run.length))}!`;
}

async function timed(target: CallerTextFunction, text: string): Promise<number> {
  const started = performance.now();
  await target.run(text);
  return performance.now() - started;
}

/**
 * The fastest of `runs` timings of each text, taken in alternation so that both lengths meet the
 * same load on a busy machine.
 */
async function fastestPair(
  target: CallerTextFunction,
  short: string,
  long: string,
  runs: number,
): Promise<{ shortMs: number; longMs: number }> {
  let shortMs = Number.POSITIVE_INFINITY;
  let longMs = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < runs; attempt++) {
    shortMs = Math.min(shortMs, await timed(target, short));
    longMs = Math.min(longMs, await timed(target, long));
  }
  return { shortMs, longMs };
}

describe('regular expressions over caller text run in linear time', () => {
  it.each(CALLER_TEXT_FUNCTIONS.map((target) => [target.name, target] as const))(
    '%s',
    async (_name, target) => {
      const slow: string[] = [];
      for (const prefix of ['', ...(target.prefixes ?? [])]) {
        for (const run of ADVERSARIAL_RUNS) {
          const long = adversarial(prefix, run, LONG);
          if ((await timed(target, long)) < FAST_ENOUGH_MS) continue;
          const short = adversarial(prefix, run, SHORT);
          let { shortMs, longMs } = await fastestPair(target, short, long, RUNS);
          // Other processes can slow one series down: a ratio over the bound is measured afresh,
          // and stands only if every measurement shows it.
          for (let retry = 0; retry < 2 && longMs > shortMs * MAX_RATIO; retry++) {
            ({ shortMs, longMs } = await fastestPair(target, short, long, RUNS + 2));
          }
          if (longMs >= FAST_ENOUGH_MS && longMs > shortMs * MAX_RATIO) {
            slow.push(
              `${JSON.stringify(prefix)} + ${JSON.stringify(run)}: ${shortMs.toFixed(0)} ms at 50k, ${longMs.toFixed(0)} ms at 100k`,
            );
          }
        }
      }
      expect(slow).toEqual([]);
    },
    180_000,
  );
});
