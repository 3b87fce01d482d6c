/**
 * The two HttpFn hosts — fetch for the CLI, requestUrl inside Obsidian (here the
 * fake, which forwards to fetch) — must answer alike, or the model client would
 * behave differently in the app and in the tests. One local server, both hosts.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchHttp } from '../../src/cli/fetch-http';
import { HttpTimeoutError, HttpTooLargeError } from '../../src/core/ports/http';
import type { HttpFn } from '../../src/core/ports/http';
import { requestUrlHttp } from '../../src/obsidian/request-url-http';
import { requestUrlLog } from '../fakes/obsidian';
import { HANG_GUARD_MS } from '../helpers/patience';

let server: http.Server;
let base = '';
const held: http.ServerResponse[] = [];

beforeAll(async () => {
  // requestUrlHttp uses window timers (popout-safe in Obsidian); Node has none.
  (globalThis as { window?: unknown }).window ??= globalThis;
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      if (req.url === '/ok') {
        res.writeHead(200, { 'Content-Type': 'application/json', 'X-Request-Id': 'abc' });
        res.end('{"ok":true}');
      } else if (req.url === '/overloaded') {
        res.writeHead(529, { 'Retry-After': '2' });
        res.end('overloaded');
      } else if (req.url === '/echo') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ method: req.method, auth: req.headers.authorization ?? null, body }));
      } else if (req.url === '/big') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('x'.repeat(300_000));
      } else if (req.url === '/hang') {
        held.push(res);
      } else {
        res.writeHead(404);
        res.end('not here');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const res of held) res.end();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const hosts: [string, HttpFn][] = [
  ['fetchHttp (CLI)', fetchHttp],
  ['requestUrlHttp (Obsidian)', requestUrlHttp],
];

describe.each(hosts)('%s', (_name, httpFn) => {
  test('200: text and lower-cased headers', async () => {
    const r = await httpFn({ url: `${base}/ok`, method: 'GET', headers: {}, timeoutMs: HANG_GUARD_MS });
    expect(r.status).toBe(200);
    expect(r.text).toBe('{"ok":true}');
    expect(r.headers['x-request-id']).toBe('abc');
  });

  test('an error status resolves, so the caller can decide to retry', async () => {
    const r = await httpFn({ url: `${base}/overloaded`, method: 'GET', headers: {}, timeoutMs: HANG_GUARD_MS });
    expect(r.status).toBe(529);
    expect(r.headers['retry-after']).toBe('2');
    expect(r.text).toBe('overloaded');
  });

  test('POST carries method, headers and body', async () => {
    const r = await httpFn({
      url: `${base}/echo`,
      method: 'POST',
      headers: { authorization: 'Bearer test-key', 'content-type': 'application/json' },
      body: '{"q":"日本"}',
      timeoutMs: HANG_GUARD_MS,
    });
    expect(JSON.parse(r.text)).toEqual({ method: 'POST', auth: 'Bearer test-key', body: '{"q":"日本"}' });
  });

  test('an answer over maxResponseBytes rejects with HttpTooLargeError; at the limit it is read', async () => {
    await expect(httpFn({ url: `${base}/big`, method: 'GET', headers: {}, timeoutMs: HANG_GUARD_MS, maxResponseBytes: 100_000 })).rejects.toBeInstanceOf(HttpTooLargeError);
    const r = await httpFn({ url: `${base}/big`, method: 'GET', headers: {}, timeoutMs: HANG_GUARD_MS, maxResponseBytes: 300_000 });
    expect(r.text.length).toBe(300_000);
  });

  test('no answer within the timeout rejects with HttpTimeoutError', async () => {
    const started = Date.now();
    await expect(httpFn({ url: `${base}/hang`, method: 'GET', headers: {}, timeoutMs: 300 })).rejects.toBeInstanceOf(HttpTimeoutError);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  test('a refused connection rejects, and is not reported as a timeout', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const p = httpFn({ url: `http://127.0.0.1:${port}/`, method: 'GET', headers: {}, timeoutMs: HANG_GUARD_MS });
    await expect(p).rejects.toThrow();
    await expect(p).rejects.not.toBeInstanceOf(HttpTimeoutError);
  });
});

test('requestUrlHttp asks requestUrl not to throw on error statuses', async () => {
  requestUrlLog.length = 0;
  await requestUrlHttp({ url: `${base}/overloaded`, method: 'GET', headers: {}, timeoutMs: HANG_GUARD_MS });
  expect(requestUrlLog).toEqual([expect.objectContaining({ url: `${base}/overloaded`, method: 'GET', throw: false })]);
});
