import { requestUrl } from 'obsidian';
import { HttpAbortedError, HttpTimeoutError, HttpTooLargeError } from '../core/ports/http';
import type { HttpFn, HttpRequest, HttpResponse } from '../core/ports/http';

/**
 * The engine's HttpFn inside Obsidian. `requestUrl` is used instead of fetch
 * because it bypasses CORS (local model servers rarely send CORS headers) and
 * works on mobile. `throw: false` because the port resolves for every status:
 * the model client decides what a 429 or a 500 means.
 *
 * requestUrl has no abort signal, so the timeout and the run's cancel signal
 * race it; a request that loses the race is abandoned, its answer ignored.
 */
export const requestUrlHttp: HttpFn = (req: HttpRequest): Promise<HttpResponse> => {
  if (req.signal?.aborted) return Promise.reject(new HttpAbortedError(req.url));
  const request = requestUrl({
    url: req.url,
    method: req.method,
    headers: req.headers,
    body: req.body,
    throw: false,
  }).then((res): HttpResponse => {
    // requestUrl hands over the whole body at once; the size is checked
    // before it is decoded and parsed, so an oversized answer goes no further.
    if (req.maxResponseBytes !== undefined && res.arrayBuffer.byteLength > req.maxResponseBytes) {
      throw new HttpTooLargeError(req.url, req.maxResponseBytes);
    }
    return { status: res.status, headers: lowerCaseKeys(res.headers ?? {}), text: res.text };
  });
  let timer: number | undefined;
  let onAbort: (() => void) | undefined;
  const stop = new Promise<never>((_resolve, reject) => {
    timer = window.setTimeout(() => reject(new HttpTimeoutError(req.url, req.timeoutMs)), req.timeoutMs);
    onAbort = () => reject(new HttpAbortedError(req.url));
    req.signal?.addEventListener('abort', onAbort);
  });
  return Promise.race([request, stop]).finally(() => {
    window.clearTimeout(timer);
    if (onAbort) req.signal?.removeEventListener('abort', onAbort);
  });
};

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) out[k.toLowerCase()] = v;
  return out;
}
