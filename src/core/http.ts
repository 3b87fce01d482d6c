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

export class HttpTimeoutError extends Error {
  constructor(url: string, ms: number) {
    super(`No answer from ${url} within ${Math.round(ms / 1000)} s`);
    this.name = 'HttpTimeoutError';
  }
}
