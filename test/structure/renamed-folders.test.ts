import { afterEach, expect, test } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { NodeVault } from '../../src/cli/node-vault';
import { yamlPackage } from '../../src/cli/yaml-package';
import { fixedClock } from '../../src/core/ports/clock';
import { runDream } from '../../src/core/engine';
import { DEFAULT_SETTINGS, type Settings } from '../../src/core/ports/settings';
import { listFiles } from '../helpers/files';
import type { RunSummary } from '../../src/core/run/execute';

// Every path is a setting (design.md, Vault layout): a vault whose every folder
// is named otherwise dreams the same dream. The example vault is dreamt twice,
// once as shipped with the default settings and once with every folder and
// file setting renamed (the vault's folders, its links and the Daily Notes
// folder renamed with them, as Obsidian renames them): the counts, the report's
// messages and every note written must be the same once the names are mapped
// (issue 24). A module that wrote 'Memory/' or 'dream-log.md' instead of
// reading its setting makes them differ. The new names sort where the old ones
// did and keep their length where a note's text carries them: a digest's
// sections are in name order, and a link to a clipping names its folder.

const EXAMPLE = path.join(__dirname, '..', '..', 'examples', 'vault');
const NOW = '2026-11-28T06:00:00Z';

/** Default → renamed, for each folder and file setting (and the folders derived from them). */
const RENAMED: Partial<Settings> = {
  sourceFolders: ['Diaries'],
  untrustedFolders: ['Scrapbook'],
  transcriptFolder: 'Inbox/Agent chats',
  readTranscripts: false,
  memoryFolder: 'Recall',
  dailyFolder: 'Recall/Days',
  topicsFolder: 'Recall/Themes',
  identityFolder: 'Recall/Selfhood',
  skillsFolder: 'Recall/Crafts',
  reportsFolder: 'Recall/Night/Digests',
  reflectionsFolder: 'Recall/Retrospects',
  indexPath: 'Recall/RECALL.md',
  dreamLogPath: 'Recall/Night/night-log.md',
  stateFolder: '.nights',
};

/** How a default name reads in the renamed vault: longest first, so a folder inside another maps before it. */
const NAME_MAP: [string, string][] = [
  ['"folder": "Journal"', '"folder": "Diaries"'],
  ['Memory/Dreaming/dream-log', 'Recall/Night/night-log'],
  ['Memory/Dreaming/Reports', 'Recall/Night/Digests'],
  ['Memory/MEMORY', 'Recall/RECALL'],
  ['Memory/Daily', 'Recall/Days'],
  ['Memory/Topics', 'Recall/Themes'],
  ['Memory/Identity', 'Recall/Selfhood'],
  ['Memory/Skills', 'Recall/Crafts'],
  ['Memory/Reflections', 'Recall/Retrospects'],
  ['Sources/Transcripts', 'Inbox/Agent chats'],
  ['Memory/', 'Recall/'],
  ['Journal/', 'Diaries/'],
  ['Clippings/', 'Scrapbook/'],
  ['## Clippings', '## Scrapbook'], // a digest section named after the folder its links point into
  ['.dreams/', '.nights/'],
  ['MEMORY.md', 'RECALL.md'],
  ['[[MEMORY', '[[RECALL'],
  ['|MEMORY]]', '|RECALL]]'],
  ['[[dream-log', '[[night-log'],
  ['|dream-log]]', '|night-log]]'],
];

function mapNames(text: string): string {
  let out = text;
  for (const [from, to] of NAME_MAP) out = out.split(from).join(to);
  return out;
}

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** The example vault, its notes dated by their names (noon UTC); with `rename`, every path and link in it renamed. */
function vaultCopy(rename: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), rename ? 'vd-renamed-' : 'vd-default-'));
  dirs.push(dir);
  for (const f of listFiles(EXAMPLE)) {
    const to = path.join(dir, rename ? mapNames(f) : f);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    const text = fs.readFileSync(path.join(EXAMPLE, f), 'utf8');
    fs.writeFileSync(to, rename ? mapNames(text) : text);
    const m = /(\d{4}-\d{2}-\d{2})/.exec(f);
    const t = new Date(m ? `${m[1]}T12:00:00Z` : '2026-11-01T12:00:00Z');
    fs.utimesSync(to, t, t);
  }
  return dir;
}

async function dream(rename: boolean): Promise<{ dir: string; summary: RunSummary }> {
  const dir = vaultCopy(rename);
  const settings = rename ? { ...DEFAULT_SETTINGS, ...RENAMED } : DEFAULT_SETTINGS;
  const summary = await runDream({ yaml: yamlPackage, vault: new NodeVault(dir), clock: fixedClock(NOW), settings, deviceId: 'test-device' }, { trigger: 'cli', offline: true });
  return { dir, summary };
}

/**
 * Run ids carry 4 random hex digits and durations vary; a link a report cut
 * short ends in a name cut at another letter. Everything else is determined
 * by the inputs.
 */
function stable(text: string): string {
  return text.replace(/(\d{8}-\d{6})-[0-9a-f]{4}/g, '$1-xxxx').replace(/\b\d+(?:\.\d+)? ?(?:ms|s)\b/g, 'N s').replace(/\[\[[^\]\n]*…/g, '[[…');
}

function counts(s: RunSummary): Record<string, unknown> {
  return {
    status: s.status, watermarkBefore: s.watermarkBefore, watermarkAfter: s.watermarkAfter, logsSelected: s.logsSelected,
    logsDeferred: s.logsDeferred, bytes: s.bytes, candidatesByTier: s.candidatesByTier, pending: s.pending, gatedOut: s.gatedOut,
    reverted: s.reverted.length, written: s.written.length, unreachable: s.unreachable.length, secretsOmitted: s.secretsOmitted,
    guardRefused: s.guardRefused?.length ?? 0,
  };
}

test('a dream with every folder setting renamed changes no count, no message and no note', async () => {
  const plain = await dream(false);
  const renamed = await dream(true);
  expect(plain.summary.status).toBe('completed');
  expect(plain.summary.written.length).toBeGreaterThan(5);

  expect(counts(renamed.summary)).toEqual(counts(plain.summary));
  const messages = (s: RunSummary, map: boolean): string[] =>
    s.messages.map((m) => stable(`${m.level} ${m.path ?? ''}: ${m.text}`)).map((t) => (map ? mapNames(t) : t));
  expect(messages(renamed.summary, false)).toEqual(messages(plain.summary, true));
  expect(renamed.summary.written.map((w) => `${w.action} ${w.path}`)).toEqual(plain.summary.written.map((w) => mapNames(`${w.action} ${w.path}`)));
  expect(renamed.summary.reportPath).toBe(mapNames(plain.summary.reportPath ?? ''));

  // Every file of the renamed vault is the default vault's, renamed, with the same text once names are mapped.
  const plainFiles = listFiles(plain.dir);
  expect(listFiles(renamed.dir).map(stable)).toEqual(plainFiles.map((f) => stable(mapNames(f))).sort());
  for (const f of plainFiles) {
    if (f.startsWith('.dreams/')) continue; // run records: ids, times and hashes of texts that carry the names
    const mine = stable(mapNames(fs.readFileSync(path.join(plain.dir, f), 'utf8')));
    const theirs = stable(fs.readFileSync(path.join(renamed.dir, mapNames(f)), 'utf8'));
    expect(`${mapNames(f)}\n${theirs}`).toBe(`${mapNames(f)}\n${mine}`);
  }
});
