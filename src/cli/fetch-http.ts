/**
 * HttpFn over Node's global fetch, for the CLI and tests (Obsidian uses
 * requestUrl instead). Redirects are not followed: the request carries an API
 * key, and a redirect would hand it to whatever address the server names.
 */
import { clearTimeout, setTimeout } from 'node:timers';
import { HttpAbortedError, HttpTimeoutError, type HttpFn } from '../core/http';

export const fetchHttp: HttpFn = async (req) => {
  if (req.signal?.aborted) throw new HttpAbortedError(req.url);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), req.timeoutMs);
  const cancel = () => controller.abort();
  req.signal?.addEventListener('abort', cancel);
  try {
    // Reason: the CLI runs on Node, where requestUrl does not exist (lint warns about fetch for plugin code).
    const res = await fetch(req.url, {
      method: req.method,
      headers: req.headers,
      body: req.body,
      signal: controller.signal,
      redirect: 'manual',
    });
    // Reading the body stays under the same timeout: a server can stall mid-answer.
    const text = await res.text();
    const headers: Record<string, string> = {};
    res.headers.forEach((value, key) => {
      headers[key.toLowerCase()] = value;
    });
    return { status: res.status, headers, text };
  } catch (e) {
    if (req.signal?.aborted) throw new HttpAbortedError(req.url);
    if (controller.signal.aborted) throw new HttpTimeoutError(req.url, req.timeoutMs);
    throw e;
  } finally {
    clearTimeout(timer);
    req.signal?.removeEventListener('abort', cancel);
  }
};
