/**
 * A model endpoint on 127.0.0.1 that answers every request with an oversized
 * body: `plain` streams `bytes` of text (no content-length, so only counting
 * can stop it), `gzip` streams the same text gzip-compressed (a few KiB on the
 * wire that unpack to `bytes`), `declared` announces its size in
 * content-length. Plain node:http, no jest imports, so `npm run bench` uses it
 * too.
 */
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as zlib from 'node:zlib';

export type HostileMode = 'plain' | 'gzip' | 'declared';

export interface HostileServer {
  /** base URL for an OpenAI-compatible provider */
  openaiBaseUrl: string;
  requests: number;
  close(): Promise<void>;
}

const CHUNK = Buffer.from('{"candidates":[' + '{"text":"again and again","kind":"fact"},'.repeat(1600));

export async function startHostileServer(mode: HostileMode, bytes: number): Promise<HostileServer> {
  const state = { requests: 0 };
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      state.requests++;
      const headers: Record<string, string | number> = { 'content-type': 'application/json' };
      if (mode === 'gzip') headers['content-encoding'] = 'gzip';
      if (mode === 'declared') headers['content-length'] = bytes;
      res.writeHead(200, headers);
      const out: zlib.Gzip | typeof res = mode === 'gzip' ? zlib.createGzip() : res;
      if (mode === 'gzip') (out as zlib.Gzip).pipe(res);
      let sent = 0;
      // Write as fast as the client reads; stop at `bytes` or when the client goes away.
      const pump = (): void => {
        while (sent < bytes && !res.destroyed) {
          const piece = CHUNK.subarray(0, Math.min(CHUNK.length, bytes - sent));
          sent += piece.length;
          if (!out.write(piece)) {
            out.once('drain', pump);
            return;
          }
        }
        if (!res.destroyed) out.end();
      };
      res.on('close', () => sent = bytes);
      pump();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    openaiBaseUrl: `http://127.0.0.1:${port}/v1`,
    get requests() {
      return state.requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
