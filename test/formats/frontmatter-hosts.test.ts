/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// (node export conditions: yaml and diff ship browser builds as ES modules, which jest cannot load)
/**
 * One YAML engine in both hosts: the same person's notes, read, edited and
 * written back through each host's own engine context (the plugin's over the
 * Obsidian fake, the CLI's over a folder on disk), give the same bytes. The
 * write is the engine's compare-and-write (`VaultPort.replace`), as a dream's is.
 */
import '../setup-dom';
import { afterAll, afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { CliOptions } from '../../src/cli/args';
import { buildEngineContext } from '../../src/cli/host';
import { rewriteNote, splitNote } from '../../src/core/consolidate/notes';
import { parseNote } from '../../src/core/formats/frontmatter';
import type { EngineContext } from '../../src/core/ports/context';
import VaultDreamingPlugin from '../../src/main';
import { loadEngine } from '../../src/obsidian/lazy-engine';
import { App } from '../fakes/obsidian';
import { createTestApp, type Plugin as FakePlugin } from '../fakes/obsidian-ui';

const manifest = { id: 'vault-dreaming', name: 'Vault Dreaming', version: '0.1.0', minAppVersion: '1.11.4', description: '', author: '' };

type Fake = VaultDreamingPlugin & FakePlugin;
const plugins: Fake[] = [];
const dirs: string[] = [];

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  for (const p of plugins.splice(0)) {
    p._loaded = true;
    p.unload();
  }
  jest.useRealTimers();
});
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

async function pluginContext(): Promise<EngineContext> {
  const plugin = new VaultDreamingPlugin(createTestApp(new App()) as never, manifest) as Fake;
  plugins.push(plugin);
  await plugin.onload();
  // As every engine call does before it builds the context (the YAML port reaches the package through the engine).
  await loadEngine();
  return (plugin as unknown as { engineContext(): EngineContext }).engineContext();
}

async function cliContext(): Promise<EngineContext> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-yaml-hosts-'));
  dirs.push(dir);
  const opts = { command: 'run', vault: dir, offline: true, json: false, verbose: false } as CliOptions;
  return buildEngineContext(opts, { env: {}, warn: () => undefined });
}

const HOSTS: [string, () => Promise<EngineContext>][] = [
  ['the plugin (Obsidian fake)', pluginContext],
  ['the CLI (folder on disk)', cliContext],
];

interface Case {
  name: string;
  before: string;
  /** keys given new values (the rest of the header is passed back as read) */
  set: Record<string, unknown>;
  after: string;
  /** what the written header reads as */
  data: Record<string, unknown>;
}

const CASES: Case[] = [
  {
    name: 'key order, comments and keys the plugin does not know are kept; a new key goes last',
    before: '---\n# the person\'s\nzeta: 1  # two spaces\ncustom:\n    nested: keep   # theirs\nalpha: [x, y]\nupdated: 2026-01-01\n---\n# Note\n',
    set: { updated: '2026-01-05', dreamed: { updated: '2026-01-05', sources: ['note:J/a.md'] } },
    after: '---\n# the person\'s\nzeta: 1  # two spaces\ncustom:\n    nested: keep   # theirs\nalpha: [x, y]\nupdated: 2026-01-05\ndreamed:\n  updated: 2026-01-05\n  sources: [note:J/a.md]\n---\n# Note\n',
    data: { zeta: 1, custom: { nested: 'keep' }, alpha: ['x', 'y'], updated: '2026-01-05', dreamed: { updated: '2026-01-05', sources: ['note:J/a.md'] } },
  },
  {
    name: 'CRLF and a BOM stay as the file had them',
    before: '\ufeff---\r\ncreated: 2026-01-05\r\ntags: [journal]\r\n---\r\nline one\r\nline two\r\n',
    set: { tags: ['journal', 'dream'] },
    after: '\ufeff---\r\ncreated: 2026-01-05\r\ntags: [journal, dream]\r\n---\r\nline one\r\nline two\r\n',
    data: { created: '2026-01-05', tags: ['journal', 'dream'] },
  },
  {
    name: 'dates are strings read and written bare, a timestamp too; a date-like text the person quoted stays quoted',
    before: '---\ncreated: 2026-01-05\nseen: 2026-01-05T08:15:00\nkept: "2026-01-04"\n---\n',
    set: { kept: '2026-01-05', added: '2026-01-06' },
    after: '---\ncreated: 2026-01-05\nseen: 2026-01-05T08:15:00\nkept: "2026-01-05"\nadded: 2026-01-06\n---\n',
    data: { created: '2026-01-05', seen: '2026-01-05T08:15:00', kept: '2026-01-05', added: '2026-01-06' },
  },
  {
    name: 'a block list at the key\'s column gains items after its own, their comments kept',
    before: '---\nsource_sessions:\n- note:a.md # first\n- note:b.md\nz: 1\n---\nbody\n',
    set: { source_sessions: ['note:a.md', 'note:b.md', 'note:c.md'] },
    after: '---\nsource_sessions:\n- note:a.md # first\n- note:b.md\n- note:c.md\nz: 1\n---\nbody\n',
    data: { source_sessions: ['note:a.md', 'note:b.md', 'note:c.md'], z: 1 },
  },
  {
    name: 'quoted strings keep their quotes; text that needs quotes gets them',
    before: "---\ntitle: 'It''s: mine'\nnote: \"a # not a comment\"\n---\n",
    set: { title: "It's: ours", plain: 'yes: really', number: '0.86', empty: '' },
    after: "---\ntitle: 'It''s: ours'\nnote: \"a # not a comment\"\nplain: \"yes: really\"\nnumber: \"0.86\"\nempty: \"\"\n---\n",
    data: { title: "It's: ours", note: 'a # not a comment', plain: 'yes: really', number: '0.86', empty: '' },
  },
  {
    name: 'a key written twice: the last one, the one a reader sees, is edited',
    before: '---\na: 1\na: 2\n---\n',
    set: { a: 3 },
    after: '---\na: 1\na: 3\n---\n',
    data: { a: 3 },
  },
];

const BROKEN: { name: string; before: string; reason: RegExp }[] = [
  { name: 'an unclosed quote', before: '---\ntitle: "unclosed\n---\nbody\n', reason: /^frontmatter could not be read \(Missing closing "quote at line 2, column 17\)$/ },
  { name: 'a tab where indentation is', before: '---\na:\n\tb: 1\n---\nbody\n', reason: /^frontmatter could not be read \(.*line \d+, column \d+/ },
  { name: 'a list instead of keys', before: '---\n- just\n- a list\n---\nbody\n', reason: /^frontmatter could not be read \(frontmatter is not a key\/value map\)$/ },
];

describe.each(HOSTS)('%s', (_host, contextOf) => {
  test.each(CASES)('$name', async ({ before, set, after, data }) => {
    const ctx = await contextOf();
    await ctx.vault.write('Notes/n.md', before);
    const text = await ctx.vault.readText('Notes/n.md');
    expect(text).toBe(before);
    const parts = splitNote(ctx.yaml, text);
    expect(parts.error).toBeUndefined();
    const out = rewriteNote(ctx.yaml, parts, { ...parts.data, ...set }, parts.body);
    expect(out.error).toBeUndefined();
    expect(await ctx.vault.replace('Notes/n.md', text, out.content!)).toBe(true);
    const written = await ctx.vault.readText('Notes/n.md');
    expect(written).toBe(after);
    expect(parseNote(ctx.yaml, written).data).toEqual(data);
  });

  test('a header with nothing to change is written back byte for byte', async () => {
    const ctx = await contextOf();
    for (const { before } of CASES) {
      const parts = splitNote(ctx.yaml, before);
      expect(rewriteNote(ctx.yaml, parts, parts.data, parts.body).content).toBe(before);
    }
  });

  test.each(BROKEN)('broken YAML ($name): a message saying where, and nothing written', async ({ before, reason }) => {
    const ctx = await contextOf();
    const parsed = parseNote(ctx.yaml, before);
    expect(parsed.error).toMatch(reason);
    expect(parsed.data).toEqual({});
    const parts = splitNote(ctx.yaml, before);
    expect(rewriteNote(ctx.yaml, parts, { a: 2 }, parts.body)).toEqual({ content: null, error: expect.stringMatching(/^frontmatter could not be read/) });
  });
});
