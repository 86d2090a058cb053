/**
 * Reasons to answer 202 without being asked that need more than a look at the request body, such
 * as opening a PDF to see whether it is a scan. The operation's module registers its check, so the
 * code it needs (pdfjs) stays in the functions that serve that operation.
 */
export type AutoAsyncCheck = (body: unknown) => Promise<string | undefined>;

const checks = new Map<string, AutoAsyncCheck>();

export function registerAutoAsync(operationId: string, check: AutoAsyncCheck): void {
  checks.set(operationId, check);
}

export function autoAsyncCheckFor(operationId: string): AutoAsyncCheck | undefined {
  return checks.get(operationId);
}
