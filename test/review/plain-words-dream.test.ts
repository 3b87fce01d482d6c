/**
 * A real dream, offline, over a copy of the example vault: every sentence it
 * leaves for a person to read — the report written into the vault, the review
 * queue note, and the cards the Pending panel draws — says no engine word
 * (watermark, a tier-N threshold, the gate re-check, a bare confidence number).
 * The unit tests beside it check the mapping; this one checks that nothing the
 * dream writes goes around it.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { NodeVault } from '../../src/cli/node-vault';
import { yamlPackage } from '../../src/cli/yaml-package';
import { listPendingCards, runDream } from '../../src/core/engine';
import { plainWords } from '../../src/core/formats/plain-words';
import { fixedClock } from '../../src/core/ports/clock';
import type { EngineContext } from '../../src/core/ports/context';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import type { PendingCard } from '../../src/core/review/pending-cards';
import { PendingQueue } from '../../src/core/review/pending-queue';
import { engineWordLines } from '../helpers/engine-words';

const EXAMPLE = path.join(__dirname, '..', '..', 'examples', 'vault');
let dir = '';
let ctx: EngineContext;
let cards: PendingCard[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-plain-dream-'));
  fs.cpSync(EXAMPLE, dir, { recursive: true });
  ctx = { yaml: yamlPackage, vault: new NodeVault(dir), clock: fixedClock('2026-11-28T06:00:00Z'), settings: DEFAULT_SETTINGS, deviceId: 'test-device' };
  const summary = await runDream(ctx, { trigger: 'cli', offline: true });
  expect(summary.status).toBe('completed');
  cards = await listPendingCards(ctx);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('plain words in what a real dream leaves in the vault', () => {
  test('the report written into the vault', () => {
    const folder = path.join(dir, ...ctx.settings.reportsFolder.split('/'));
    const reports = fs.readdirSync(folder).filter((f) => f.endsWith('.md'));
    expect(reports.length).toBeGreaterThan(0);
    for (const f of reports) expect([f, engineWordLines(fs.readFileSync(path.join(folder, f), 'utf8'))]).toEqual([f, []]);
  });

  test('the review queue note, apart from its machine records', async () => {
    const note = await ctx.vault.readText(PendingQueue.queuePath(ctx.settings));
    const shown = note.split('## Machine state')[0] ?? '';
    expect(shown).toContain('## Waiting for you');
    expect(engineWordLines(shown)).toEqual([]);
  });

  test('the pending cards: why each waits, why it is held, and its reasons as the panel shows them', () => {
    expect(cards.length).toBeGreaterThan(0);
    const strings = cards.flatMap((c) => [c.reason, c.held ?? '', c.problem ?? '', ...c.candidate.gateReasons.map(plainWords)]);
    expect(engineWordLines(strings.join('\n'))).toEqual([]);
  });
});
