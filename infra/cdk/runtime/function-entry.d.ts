/** Resolved at bundle time (esbuild alias) to the wrapped function's functions/<name>/index.ts. */
declare module 'qcas-function-entry' {
  export function handler(event: unknown, context: unknown): Promise<unknown>;
}
