import type { ModuleName } from '#contracts/modules';

/**
 * Shared case context (SPEC 1 rule 3): calls with the same case_id and X-Correlation-Id within 15
 * minutes see what the other modules produced for that case. Modules never call each other; they
 * read this, and wait for it at most a short bounded time.
 */
export const CASE_CONTEXT_WINDOW_MS = 15 * 60 * 1000;

export interface CaseContextEntry {
  /** `pending` while a module runs, so a reader knows a result is on its way. */
  state: 'pending' | 'done';
  data?: Record<string, unknown>;
  updated_at: string;
}

export interface CaseKey {
  tenantId: string;
  caseId: string;
  correlationId: string;
}

/** The case a module call belongs to: its case_id, under the caller's tenant and correlation id. */
export function caseKeyOf(
  caseId: string,
  context: { principal: { tenantId: string }; correlationId: string },
): CaseKey {
  return { tenantId: context.principal.tenantId, caseId, correlationId: context.correlationId };
}

export interface CaseContextStore {
  put(key: CaseKey, module: ModuleName, entry: CaseContextEntry): Promise<void>;
  /** Only entries written within the window; older ones are as good as absent. */
  get(key: CaseKey): Promise<Partial<Record<ModuleName, CaseContextEntry>>>;
}

/** Reads one module's entry, waiting up to `maxWaitMs` while that module is still running. */
export async function awaitContext(
  store: CaseContextStore,
  key: CaseKey,
  module: ModuleName,
  maxWaitMs: number,
  pollMs = 100,
): Promise<Record<string, unknown> | undefined> {
  const deadline = Date.now() + maxWaitMs;
  for (;;) {
    const entry = (await store.get(key))[module];
    if (!entry) return undefined;
    if (entry.state === 'done') return entry.data;
    if (Date.now() + pollMs > deadline) return undefined;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
