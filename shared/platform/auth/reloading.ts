/**
 * A value loaded on first use and reloaded once it is older than `reloadAfterMs`, so that a
 * long-lived Lambda container picks up a rotated secret without a redeploy. A failed reload keeps
 * serving the previous value (the secret store being briefly unreachable must not fail requests) and
 * is tried again after `retryAfterMs`; only a failed first load is an error.
 */
export interface ReloadingOptions<T> {
  load: () => Promise<T>;
  reloadAfterMs: number;
  retryAfterMs?: number;
  now?: () => number;
  onReloadFailure?: (error: unknown) => void;
}

export function reloading<T>(options: ReloadingOptions<T>): () => Promise<T> {
  const now = options.now ?? Date.now;
  const retryAfterMs = options.retryAfterMs ?? 30_000;
  let current: { value: T; loadedAt: number } | undefined;
  let pending: Promise<T> | undefined;
  let nextAttemptAt = 0;

  const load = (): Promise<T> => {
    pending ??= options
      .load()
      .then((value) => {
        current = { value, loadedAt: now() };
        return value;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };

  return async () => {
    if (!current) return load();
    const at = now();
    if (at - current.loadedAt < options.reloadAfterMs || at < nextAttemptAt) return current.value;
    const stale = current.value;
    try {
      return await load();
    } catch (error) {
      nextAttemptAt = now() + retryAfterMs;
      options.onReloadFailure?.(error);
      return stale;
    }
  };
}
