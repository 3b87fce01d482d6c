/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// (node export conditions: yaml and diff ship browser builds as ES modules, which jest cannot load)
/**
 * Tokens in the dream log: each entry says what the night cost in model use,
 * the parser reads it back (entries written before the line existed still
 * parse), and the Dream log panel's card shows it.
 */
import '../setup-dom';
import { describe, expect, it } from '@jest/globals';
import type { WorkspaceLeaf } from 'obsidian';
import { formatTokens, parseDreamLog, parseTokens, renderDreamLogEntry, type DreamLogEntryInput } from '../../src/core/formats/dreamlog';
import type { TokenUsage } from '../../src/core/ports/types';
import { fixedClock } from '../../src/core/ports/clock';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import { dreamLogCard } from '../../src/core/settle/dream-log-cards';
import type { DreamLogCard, Result } from '../../src/obsidian/service';
import { DreamLogView } from '../../src/obsidian/views/dream-log-view';
import type { PanelHost } from '../../src/obsidian/views/panel-host';
import { createTestApp, type WorkspaceLeaf as FakeLeaf } from '../fakes/obsidian-ui';
import { FakeDreamService, NOW } from '../obsidian/fake-service';

const base: DreamLogEntryInput = {
  number: 3,
  startedAt: Date.parse('2026-11-29T03:00:00Z'),
  timeZone: 'UTC',
  trigger: 'scheduled',
  runId: '20261129-030000-ab12',
  durationSec: 41,
  consolidatedThrough: '2026-11-28',
  logsConsolidated: 2,
  deferred: 0,
  leftBehind: 0,
  logKiB: 3.2,
  l2KiB: 1.1,
  changes: ['Updated Memory/Topics/seedling.md'],
  indexCharsBefore: 900,
  indexCharsAfter: 950,
  highlights: [],
  note: '1 note written.',
  reportPath: 'Memory/Dreaming/Reports/2026-11-29.md',
};

const OLD_ENTRY = [
  '## 🌙 Dream #2 · 2026-11-28 03:00 +00:00',
  '',
  '**Trigger**: scheduled',
  '**Run**: 20261128-030000-cd34',
  '**Duration**: 12 s',
  '**Consolidated through**: 2026-11-27',
  '',
  '### Note',
  'Nothing to add.',
  '',
].join('\n');

describe('the **Tokens** line', () => {
  const cases: { name: string; tokens: TokenUsage; line: string }[] = [
    { name: 'an offline run', tokens: { calls: 0, promptTokens: 0, completionTokens: 0 }, line: '**Tokens**: 0 calls, 0 prompt + 0 completion' },
    { name: 'one call', tokens: { calls: 1, promptTokens: 812, completionTokens: 240 }, line: '**Tokens**: 1 call, 812 prompt + 240 completion' },
    { name: 'many calls', tokens: { calls: 5, promptTokens: 18240, completionTokens: 3115 }, line: '**Tokens**: 5 calls, 18240 prompt + 3115 completion' },
  ];
  it.each(cases)('$name: rendered in the preamble and read back', (c) => {
    const text = renderDreamLogEntry({ ...base, tokens: c.tokens });
    const lines = text.split('\n');
    expect(lines.indexOf(c.line)).toBeGreaterThan(0);
    expect(lines.indexOf(c.line)).toBeLessThan(lines.indexOf('### Signal summary'));
    expect(parseDreamLog(text).entries[0]?.tokens).toEqual(c.tokens);
  });

  it('an entry written before the line existed still parses, without tokens', () => {
    const log = OLD_ENTRY + '\n' + renderDreamLogEntry({ ...base, tokens: { calls: 2, promptTokens: 10, completionTokens: 4 } });
    const parsed = parseDreamLog(log);
    expect(parsed.problems).toEqual([]);
    expect(parsed.entries.map((e) => e.number)).toEqual([2, 3]);
    expect(parsed.entries[0]?.consolidatedThrough).toBe('2026-11-27');
    expect(parsed.entries[0]?.tokens).toBeUndefined();
    expect(parsed.entries[1]?.tokens).toEqual({ calls: 2, promptTokens: 10, completionTokens: 4 });
  });

  const values: { name: string; before: string; after: TokenUsage | null }[] = [
    { name: 'as written', before: '3 calls, 1200 prompt + 340 completion', after: { calls: 3, promptTokens: 1200, completionTokens: 340 } },
    { name: 'digit groups a person typed', before: '3 calls, 12 480 prompt + 2,310 completion', after: { calls: 3, promptTokens: 12480, completionTokens: 2310 } },
    { name: 'not a count', before: 'lots', after: null },
  ];
  it.each(values)('parseTokens: $name', (c) => expect(parseTokens(c.before)).toEqual(c.after));

  it('a Tokens sentence in the Note is not the field', () => {
    const text = renderDreamLogEntry({ ...base, note: 'Tokens: 9 calls, 9 prompt + 9 completion' });
    expect(parseDreamLog(text).entries[0]?.tokens).toBeUndefined();
  });

  it('formatTokens is what the line carries', () => {
    expect(formatTokens({ calls: 1, promptTokens: 2, completionTokens: 3 })).toBe('1 call, 2 prompt + 3 completion');
  });
});

describe('the Dream log card', () => {
  const cardOf = (text: string): DreamLogCard => {
    const entry = parseDreamLog(text).entries[0]!;
    return dreamLogCard(fixedClock('2026-11-29T08:30:00Z'), DEFAULT_SETTINGS, entry, undefined);
  };

  it('carries the tokens of the entry, and says so when no call was made', () => {
    expect(cardOf(renderDreamLogEntry({ ...base, tokens: { calls: 4, promptTokens: 18240, completionTokens: 3115 } })).tokens).toBe('4 calls, 18240 prompt + 3115 completion tokens');
    expect(cardOf(renderDreamLogEntry({ ...base, tokens: { calls: 0, promptTokens: 0, completionTokens: 0 } })).tokens).toBe('No model calls');
    expect(cardOf(OLD_ENTRY).tokens).toBeNull();
  });

  it('shows them in the panel', async () => {
    const card = cardOf(renderDreamLogEntry({ ...base, tokens: { calls: 2, promptTokens: 900, completionTokens: 120 } }));
    const service = new (class extends FakeDreamService {
      override dreamLog(): Promise<Result<DreamLogCard[]>> {
        return Promise.resolve({ ok: true, value: [card] });
      }
    })();
    const host: PanelHost = {
      service,
      now: () => NOW,
      openNote: () => undefined,
      showFolder: () => undefined,
      startUndo: () => undefined,
      startLinkFromIndex: () => undefined,
      changed: () => undefined,
    };
    const leaf = createTestApp().workspace.getRightLeaf(false) as FakeLeaf;
    const view = new DreamLogView(leaf as unknown as WorkspaceLeaf, host);
    await (view as unknown as { open(): Promise<void> }).open();
    const facts = Array.from(view.contentEl.querySelectorAll('details.vd-dream dl.vd-facts dt')).map((dt) => `${dt.textContent ?? ''}: ${dt.nextElementSibling?.textContent ?? ''}`);
    expect(facts).toContain('Model: 2 calls, 900 prompt + 120 completion tokens');
  });
});
