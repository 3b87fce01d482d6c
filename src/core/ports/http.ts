/**
 * The engine's only network access. In Obsidian this wraps `requestUrl`
 * (which bypasses CORS and works on mobile); in the CLI and tests, `fetch`.
 */
export interface HttpRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** the run was cancelled: give up on the request (rejecting with HttpAbortedError) */
  signal?: AbortSignal;
  /**
   * Stop reading the answer beyond this many bytes (decoded: a gzip body is
   * counted as it unpacks) and reject with HttpTooLargeError. Absent: no limit.
   */
  maxResponseBytes?: number;
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** Resolves for every HTTP status; rejects only on network failure or timeout. */
export type HttpFn = (req: HttpRequest) => Promise<HttpResponse>;

export class HttpAbortedError extends Error {
  constructor(url: string) {
    super(`The request to ${url} was dropped: the run was cancelled`);
    this.name = 'HttpAbortedError';
  }
}

export class HttpTooLargeError extends Error {
  constructor(url: string, readonly limitBytes: number) {
    super(`The answer from ${url} is larger than ${Math.round(limitBytes / 1024)} KiB; reading stopped there`);
    this.name = 'HttpTooLargeError';
  }
}

export class HttpTimeoutError extends Error {
  constructor(url: string, ms: number) {
    super(`No answer from ${url} within ${Math.round(ms / 1000)} s`);
    this.name = 'HttpTimeoutError';
  }
}
