/**
 * The last resort of a local runtime process: an error that escaped every handler (a rejected
 * promise nobody awaited, an exception in a timer or stream callback) is logged, and the process
 * goes on serving. In Lambda such an error ends one invocation's container; locally it would end
 * every tenant's service, emulators included, so one request must never be able to do that.
 */
export function keepServingOnStrayErrors(log: (line: string) => void): void {
  const report = (kind: string) => (error: unknown) => {
    log(
      `${kind} (the process keeps serving): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  };
  process.on('unhandledRejection', report('unhandled rejection'));
  process.on('uncaughtException', report('uncaught exception'));
}
