/**
 * Nothing the plugin writes carries a live payload: a model that answers with
 * an embed of a private note, an HTML tag with a handler and an app link, in
 * candidate text, topics and its index rewrite, leaves all three as plain
 * text (escaped or held in inline code) in every file a dream writes — topic
 * notes and digests, the review queue, the dream report, the dream log and
 * the index.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fetchHttp } from '../../src/cli/fetch-http';
import { NodeVault } from '../../src/cli/node-vault';
import { fixedClock } from '../../src/core/ports/clock';
import type { EngineContext } from '../../src/core/ports/context';
import { runDream } from '../../src/core/engine';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import { candidatesFor, startLlmServer, type LlmServer } from '../helpers/llm-server';
import { EXAMPLE_VAULT } from '../content/example-candidates';
import { isIndexRequest, PROTOCOLS, sentIndex } from './support';
import { yamlPackage } from '../../src/cli/yaml-package';
import { liveParts } from '../helpers/live-parts';

const EMBED = '![[Private/diary]]';
const HTML = '<img src=x onerror=alert(1)>';
const APP = '[open](obsidian://open?file=Private%2Fdiary)';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function exampleCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-live-'));
  dirs.push(dir);
  fs.cpSync(EXAMPLE_VAULT, dir, { recursive: true });
  fs.mkdirSync(path.join(dir, 'Private'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'Private', 'diary.md'), 'Nobody reads this.\n');
  // The person's own note carries them too: a source line is no safer than a model's.
  fs.writeFileSync(path.join(dir, 'Journal', '2026-11-25.md'), `# 2026-11-25\n\n- [[Seedling]]: pasted the mock-up here ${EMBED} and the preview ${HTML}, open it with ${APP}\n`);
  const walk = (rel: string): void => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const r = rel === '' ? e.name : `${rel}/${e.name}`;
      if (e.isDirectory()) walk(r);
      else {
        const m = /(\d{4}-\d{2}-\d{2})/.exec(r);
        const t = new Date(m ? `${m[1]}T12:00:00Z` : '2026-11-01T12:00:00Z');
        fs.utimesSync(path.join(dir, r), t, t);
      }
    }
  };
  walk('');
  return dir;
}

/** Every file under the vault a dream wrote or changed (not the sources, not the state folder). */
function writtenFiles(dir: string, before: ReadonlyMap<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (rel: string): void => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const r = rel === '' ? e.name : `${rel}/${e.name}`;
      if (e.isDirectory()) walk(r);
      else if (r.endsWith('.md')) {
        const text = fs.readFileSync(path.join(dir, r), 'utf8');
        if (before.get(r) !== text) out.set(r, text);
      }
    }
  };
  walk('');
  return out;
}

function snapshot(dir: string): Map<string, string> {
  return writtenFiles(dir, new Map());
}

describe.each(PROTOCOLS)('$name protocol: model strings with live payloads', (proto) => {
  let server: LlmServer;
  beforeEach(async () => {
    let n = 0;
    server = await startLlmServer({
      fallback: (req) => {
        if (isIndexRequest(req)) return { answer: { index: `${sentIndex(req)}\n- Sam — ${EMBED} ${HTML} ${APP}\n` } };
        const base = candidatesFor(req);
        return {
          answer: {
            candidates: base.candidates.map((c) => {
              n++;
              const payload = [EMBED, HTML, APP][n % 3]!;
              // Grounded in the span it cites (its words, then the payload), so that some pass every gate.
              const said = String(c.text).replace(/^Noted: /, '');
              return { ...c, text: `${said} ${payload}`, topic: n % 4 === 0 ? `sam ${EMBED}` : n % 4 === 1 ? `studio ${HTML}` : 'seedling' };
            }),
          },
        };
      },
    });
  });
  afterEach(async () => {
    await server.close();
  });

  it('no embed, HTML tag or app link is live in any file the dream writes', async () => {
    const dir = exampleCopy();
    const before = snapshot(dir);
    const ctx: EngineContext = {
      yaml: yamlPackage,
      vault: new NodeVault(dir),
      clock: fixedClock('2026-11-28T06:00:00Z'),
      settings: { ...DEFAULT_SETTINGS, provider: proto.provider, baseUrl: proto.base(server), model: 'test-model' },
      http: fetchHttp,
      apiKey: 'test-key-123',
      deviceId: 'test-device',
    };
    const summary = await runDream(ctx, { trigger: 'cli' });
    expect(summary.status).toBe('completed');
    const files = writtenFiles(dir, before);
    const kinds = [...files.keys()];
    // Every writer took part: a topic note, the queue, the report, the dream log, the index.
    expect(kinds.some((p) => p.startsWith('Memory/Topics/'))).toBe(true);
    expect(kinds).toEqual(expect.arrayContaining(['Memory/MEMORY.md', 'Memory/Dreaming/dream-log.md', 'Memory/Dreaming/review-queue.md', summary.reportPath!]));
    const live = [...files].flatMap(([p, text]) => liveParts(text).map((x) => `${p}: ${x}`));
    expect(live).toEqual([]);
    // The payloads did reach the files, as text: the test reads what it means to.
    const all = [...files.values()].join('\n');
    expect(all).toMatch(/Private\/diary/);
    expect(all).toMatch(/onerror/);
  });
});
