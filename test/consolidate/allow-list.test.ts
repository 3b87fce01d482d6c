import { describe, expect, test } from '@jest/globals';
import { checkTarget, isTopicNotePath, stateFolderProblem, tierOfPath } from '../../src/core/ports/allow-list';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import { APP_CONFIG } from './support/scenario';

const settings = { ...DEFAULT_SETTINGS, sourceFolders: ['Journal'] };
const sources = new Set(['Daily/2026-11-26.md']);

// {name, target, allowed}: a reviewer can check each line by eye.
const cases: { name: string; target: string; allowed: string | false }[] = [
  { name: 'daily digest', target: 'Memory/Daily/2026-11-26.md', allowed: 'Memory/Daily/2026-11-26.md' },
  { name: 'topic note', target: 'Memory/Topics/pnpm.md', allowed: 'Memory/Topics/pnpm.md' },
  { name: 'identity note', target: 'Memory/Identity/me.md', allowed: 'Memory/Identity/me.md' },
  { name: 'skill', target: 'Memory/Skills/deploy/SKILL.md', allowed: 'Memory/Skills/deploy/SKILL.md' },
  { name: 'report', target: 'Memory/Dreaming/Reports/2026-11-29.md', allowed: 'Memory/Dreaming/Reports/2026-11-29.md' },
  { name: 'index', target: 'Memory/MEMORY.md', allowed: 'Memory/MEMORY.md' },
  { name: 'dream log', target: 'Memory/Dreaming/dream-log.md', allowed: 'Memory/Dreaming/dream-log.md' },
  { name: 'backslashes and ./ are normalised', target: 'Memory\\Topics\\./x.md', allowed: 'Memory/Topics/x.md' },
  { name: 'app configuration', target: `${APP_CONFIG}/app.json`, allowed: false },
  { name: 'traversal into the configuration', target: `Memory/Topics/../../${APP_CONFIG}/x.md`, allowed: false },
  { name: 'traversal that stays inside still has ..', target: 'Memory/Topics/../Topics/x.md', allowed: false },
  { name: 'escape from the vault', target: '../outside.md', allowed: false },
  { name: 'absolute path', target: '/etc/passwd', allowed: false },
  { name: 'drive letter', target: 'C:/Users/x.md', allowed: false },
  { name: 'source folder', target: 'Journal/2026-11-26.md', allowed: false },
  { name: 'untrusted clippings folder', target: 'Clippings/x.md', allowed: false },
  { name: 'a source path read this run', target: 'Daily/2026-11-26.md', allowed: false },
  { name: 'state folder is not for notes', target: '.dreams/pending.md', allowed: false },
  { name: 'other hidden folder inside memory', target: 'Memory/Topics/.trash/x.md', allowed: false },
  { name: 'a memory folder itself', target: 'Memory/Topics', allowed: false },
  { name: 'elsewhere under Memory', target: 'Memory/other.md', allowed: false },
  { name: 'not Markdown', target: 'Memory/Topics/run.sh', allowed: false },
  { name: 'lookalike prefix', target: 'Memory/TopicsX/a.md', allowed: false },
  { name: 'empty', target: '', allowed: false },
];

describe('checkTarget', () => {
  test.each(cases)('$name: $target', ({ target, allowed }) => {
    const r = checkTarget(settings, target, { sources });
    expect(r.ok ? r.path : false).toBe(allowed);
    if (!r.ok) expect(r.reason.length).toBeGreaterThan(5);
  });

  test('an empty folder setting allows nothing rather than the whole vault', () => {
    const s = { ...settings, topicsFolder: '' };
    expect(checkTarget(s, 'anything.md').ok).toBe(false);
  });

  test('state files only under the state folder', () => {
    expect(checkTarget(settings, '.dreams/runs/x.json', { purpose: 'state' }).ok).toBe(true);
    expect(checkTarget(settings, 'Memory/x.json', { purpose: 'state' }).ok).toBe(false);
    expect(checkTarget(settings, '.dreams/../x.json', { purpose: 'state' }).ok).toBe(false);
  });
});

const tiers: { path: string; tier: 1 | 2 | 3 | null }[] = [
  { path: 'Memory/Daily/2026-11-26.md', tier: 1 },
  { path: 'Memory/Topics/x.md', tier: 2 },
  { path: 'Memory/Identity/x.md', tier: 3 },
  { path: 'Memory/Skills/a/SKILL.md', tier: 3 },
  { path: 'Memory/MEMORY.md', tier: null },
  { path: 'Memory/Dreaming/Reports/2026-11-29.md', tier: null },
];

test.each(tiers)('tierOfPath($path) = $tier', ({ path, tier }) => {
  expect(tierOfPath(settings, path)).toBe(tier);
});

// A person who keeps topic notes directly in the memory folder: the deepest folder that holds a path decides.
const flat = {
  ...DEFAULT_SETTINGS, memoryFolder: 'Memoria', indexPath: 'Memoria/MEMORY.md', topicsFolder: 'Memoria',
  dailyFolder: 'Memoria/Daily', identityFolder: 'Memoria/Identity', skillsFolder: 'Memoria/Skills',
  reportsFolder: 'Memoria/Dreaming/Reports', reflectionsFolder: 'Memoria/Reflections', dreamLogPath: 'Memoria/Dreaming/dream-log.md',
};
const flatTiers: { path: string; tier: 1 | 2 | 3 | null; topic: boolean }[] = [
  { path: 'Memoria/Bagno.md', tier: 2, topic: true },
  { path: 'Memoria/Daily/2026-11-26.md', tier: 1, topic: false },
  { path: 'Memoria/Identity/io.md', tier: 3, topic: false },
  { path: 'Memoria/Skills/a/SKILL.md', tier: 3, topic: false },
  { path: 'Memoria/MEMORY.md', tier: null, topic: false },
  { path: 'Memoria/Dreaming/dream-log.md', tier: null, topic: false },
  { path: 'Memoria/Dreaming/Reports/2026-11-29.md', tier: null, topic: false },
  { path: 'Memoria/Reflections/2026-11.md', tier: null, topic: false },
  { path: 'Memoria/Bagno.canvas', tier: 2, topic: false },
];

test.each(flatTiers)('topics in the memory folder: tierOfPath($path) = $tier, topic note $topic', ({ path, tier, topic }) => {
  expect(tierOfPath(flat, path)).toBe(tier);
  expect(isTopicNotePath(flat, path)).toBe(topic);
});

const stateCases: { name: string; stateFolder: string; problem: boolean }[] = [
  { name: 'the default', stateFolder: '.dreams', problem: false },
  { name: 'another hidden folder', stateFolder: '.vault-dreaming/state', problem: false },
  { name: 'empty', stateFolder: '', problem: true },
  { name: 'not hidden', stateFolder: 'dreams', problem: true },
  { name: 'inside a memory folder', stateFolder: 'Memory/Topics/.state', problem: true },
  { name: 'inside a source folder', stateFolder: 'Journal/.state', problem: true },
  { name: 'escaping', stateFolder: '../.dreams', problem: true },
];

test.each(stateCases)('stateFolderProblem: $name', ({ stateFolder, problem }) => {
  expect(stateFolderProblem({ ...settings, stateFolder }) !== null).toBe(problem);
});
