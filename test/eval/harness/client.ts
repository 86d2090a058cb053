/**
 * A caller of the public API, as an order-entry system would be: OAuth client credentials, an
 * `X-Correlation-Id` on every call, 429 answered by waiting `Retry-After`, 5xx and 504 retried a few
 * times with backoff, 202 jobs polled to their end.
 */
import type { ModuleResponse } from './types';

/** The harness could not run at all (as opposed to a module doing badly). */
export class HarnessError extends Error {
  constructor(
    message: string,
    readonly reason: 'unreachable' | 'credentials',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'HarnessError';
  }
}

export interface ClientOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Per attempt. */
  timeoutMs?: number;
  /** Waits out 429s at most this often per call. */
  maxRateLimitWaits?: number;
}

const TRANSIENT = new Set([500, 502, 503, 504]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ServiceClient {
  readonly baseUrl: string;
  private accessToken: string | undefined;
  private tokenExpiresAt = 0;

  constructor(private readonly options: ClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  /** Checks the service answers and the credentials work; throws HarnessError otherwise. */
  async connect(): Promise<void> {
    try {
      await fetch(`${this.baseUrl}/healthz`, { signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw new HarnessError(`service unreachable at ${this.baseUrl}`, 'unreachable', {
        cause: error,
      });
    }
    await this.token(true);
  }

  private async token(force = false): Promise<string> {
    if (!force && this.accessToken && Date.now() < this.tokenExpiresAt) return this.accessToken;
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}/oauth2/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: this.options.clientId,
          client_secret: this.options.clientSecret,
        }),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      throw new HarnessError(`token endpoint unreachable at ${this.baseUrl}`, 'unreachable', {
        cause: error,
      });
    }
    const text = await response.text();
    if (!response.ok) {
      throw new HarnessError(
        `token request for client '${this.options.clientId}' failed: ${response.status} ${text.slice(0, 300)}`,
        'credentials',
      );
    }
    const body = JSON.parse(text) as { access_token: string; expires_in?: number };
    this.accessToken = body.access_token;
    // Renew a minute early so that no call goes out with a token about to expire.
    this.tokenExpiresAt = Date.now() + Math.max(60, (body.expires_in ?? 3600) - 60) * 1000;
    return body.access_token;
  }

  /** One authenticated request, with the retries a well-behaved caller makes. */
  async request(
    method: 'GET' | 'POST',
    path: string,
    init: { json?: unknown; body?: string; contentType?: string; correlationId: string },
  ): Promise<ModuleResponse> {
    let rateLimited = 0;
    let transientFailures = 0;
    let tokenRenewed = false;
    const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
    for (;;) {
      const accessToken = await this.token();
      const started = performance.now();
      let response: Response;
      try {
        response = await fetch(`${this.baseUrl}${path}`, {
          method,
          headers: {
            Authorization: `Bearer ${accessToken}`,
            'X-Correlation-Id': init.correlationId,
            ...(body !== undefined
              ? { 'Content-Type': init.contentType ?? 'application/json' }
              : {}),
          },
          ...(body !== undefined ? { body } : {}),
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 120_000),
        });
      } catch (error) {
        if (++transientFailures <= 3) {
          await sleep(500 * 2 ** transientFailures);
          continue;
        }
        throw new HarnessError(`${method} ${path}: no answer from ${this.baseUrl}`, 'unreachable', {
          cause: error,
        });
      }
      const text = await response.text();
      const latencyMs = performance.now() - started;
      if (response.status === 429 && rateLimited < (this.options.maxRateLimitWaits ?? 30)) {
        rateLimited++;
        const seconds = Number(response.headers.get('retry-after') ?? '1');
        await sleep((Number.isFinite(seconds) ? Math.max(seconds, 0.2) : 1) * 1000);
        continue;
      }
      if (TRANSIENT.has(response.status) && ++transientFailures <= 3) {
        await sleep(250 * 2 ** transientFailures);
        continue;
      }
      if (response.status === 401 && !tokenRenewed) {
        tokenRenewed = true;
        await this.token(true);
        continue;
      }
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = text;
      }
      return { status: response.status, body: parsed, latencyMs, rateLimited };
    }
  }

  /**
   * POSTs a module request; a 202 job is polled until it ends and its result returned, with the
   * time from the first request to the result as latency.
   */
  async callModule(
    path: string,
    json: unknown,
    correlationId: string,
    jobTimeoutMs = 300_000,
  ): Promise<ModuleResponse> {
    const started = performance.now();
    const first = await this.request('POST', path, { json, correlationId });
    if (first.status !== 202) return first;
    const job = first.body as { job_id?: string };
    if (!job.job_id) return first;
    const deadline = Date.now() + jobTimeoutMs;
    let rateLimited = first.rateLimited;
    while (Date.now() < deadline) {
      await sleep(250);
      const status = await this.request('GET', `/v1/jobs/${encodeURIComponent(job.job_id)}`, {
        correlationId,
      });
      rateLimited += status.rateLimited;
      const state = status.body as { status?: string; result?: unknown; error?: unknown };
      if (state.status === 'complete') {
        return {
          status: 200,
          body: state.result,
          latencyMs: performance.now() - started,
          rateLimited,
        };
      }
      if (state.status === 'failed' || status.status >= 400) {
        return {
          status: status.status >= 400 ? status.status : 500,
          body: state.error ?? state,
          latencyMs: performance.now() - started,
          rateLimited,
        };
      }
    }
    return {
      status: 504,
      body: { error_code: 'JOB_TIMEOUT' },
      latencyMs: jobTimeoutMs,
      rateLimited,
    };
  }

  /**
   * Whether the endpoint exists for this client: an empty body gets 400 from an operation that
   * exists, 404/405 from the gateway where there is no such route, 403 without the scope.
   */
  async probe(path: string): Promise<{ available: boolean; reason?: string }> {
    const response = await this.request('POST', path, {
      json: {},
      correlationId: `eval-probe-${Date.now()}`,
    });
    const code = (response.body as { error_code?: string } | undefined)?.error_code ?? '';
    if (response.status === 404 || response.status === 405) {
      return { available: false, reason: `endpoint absent (${response.status} ${code})` };
    }
    if (response.status === 403) {
      return { available: false, reason: `not permitted for this client (403 ${code})` };
    }
    return { available: true };
  }
}
