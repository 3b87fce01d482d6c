/**
 * HttpFn over Node's global fetch, for the CLI and tests (Obsidian uses
 * requestUrl instead). Redirects are not followed: the request carries an API
 * key, and a redirect would hand it to whatever address the server names.
 */
import { clearTimeout, setTimeout } from 'node:timers';
import { HttpAbortedError, HttpTimeoutError, HttpTooLargeError, type HttpFn } from '../core/ports/http';

export const fetchHttp: HttpFn = async (req) => {
  if (req.signal?.aborted) throw new HttpAbortedError(req.url);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), req.timeoutMs);
  const cancel = () => controller.abort();
  req.signal?.addEventListener('abort', cancel);
  let tooLarge = false;
  try {
    // Reason: the CLI runs on Node, where requestUrl does not exist (lint warns about fetch for plugin code).
    const res = await fetch(req.url, {
      method: req.method,
      headers: req.headers,
      body: req.body,
      signal: controller.signal,
      redirect: 'manual',
    });
    const headers: Record<string, string> = {};
    res.headers.forEach((value, key) => {
      headers[key.toLowerCase()] = value;
    });
    // Reading the body stays under the same timeout: a server can stall mid-answer.
    const text = await readLimited(res, req.maxResponseBytes, () => {
      tooLarge = true;
      controller.abort();
    });
    if (tooLarge) throw new HttpTooLargeError(req.url, req.maxResponseBytes ?? 0);
    return { status: res.status, headers, text };
  } catch (e) {
    if (req.signal?.aborted) throw new HttpAbortedError(req.url);
    if (tooLarge) throw new HttpTooLargeError(req.url, req.maxResponseBytes ?? 0);
    if (controller.signal.aborted) throw new HttpTimeoutError(req.url, req.timeoutMs);
    throw e;
  } finally {
    clearTimeout(timer);
    req.signal?.removeEventListener('abort', cancel);
  }
};

/**
 * The body as text, read chunk by chunk and given up past `limit` bytes. fetch
 * undoes gzip/deflate/br as it streams, so the count is of decoded bytes: a
 * small compressed bomb is stopped at the limit, not after unpacking it all.
 */
async function readLimited(res: Response, limit: number | undefined, stop: () => void): Promise<string> {
  if (limit === undefined || !res.body) return res.text();
  const declared = Number(res.headers.get('content-length') ?? NaN);
  const encoded = (res.headers.get('content-encoding') ?? 'identity') !== 'identity';
  if (!encoded && Number.isFinite(declared) && declared > limit) {
    stop();
    return '';
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder('utf-8');
  const parts: string[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > limit) {
      stop();
      await reader.cancel().catch(() => undefined);
      return '';
    }
    parts.push(decoder.decode(value, { stream: true }));
  }
  parts.push(decoder.decode());
  return parts.join('');
}
