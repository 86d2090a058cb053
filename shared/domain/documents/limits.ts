/** Raised inside readers when a bound is crossed; readAttachment turns it into a skip. */
export class DocumentLimitError extends Error {
  constructor(
    message: string,
    readonly reason: 'too_large' | 'timeout',
  ) {
    super(message);
    this.name = 'DocumentLimitError';
  }
}

export class DocumentPasswordError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DocumentPasswordError';
  }
}

/** Deadline shared by all steps of reading one attachment. */
export class Deadline {
  private readonly endsAt: number;
  constructor(readonly budgetMs: number) {
    this.endsAt = Date.now() + budgetMs;
  }
  remainingMs(): number {
    return Math.max(0, this.endsAt - Date.now());
  }
  check(step: string): void {
    if (this.remainingMs() <= 0)
      throw new DocumentLimitError(`time budget spent at ${step}`, 'timeout');
  }
}

/** Races a promise against a timer; onTimeout releases whatever the promise holds. */
export async function withTimeout<T>(
  promise: Promise<T>,
  timeoutMs: number,
  step: string,
  onTimeout?: () => void,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => {
        onTimeout?.();
        reject(new DocumentLimitError(`${step} took longer than ${timeoutMs} ms`, 'timeout'));
      },
      Math.max(1, timeoutMs),
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    if (timer) clearTimeout(timer);
  }
}
