import { afterAll, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NodeVault } from '../../src/cli/node-vault';
import { fixedClock } from '../../src/core/ports/clock';
import type { EngineContext } from '../../src/core/ports/context';
import { runDream } from '../../src/core/engine';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import { yamlPackage } from '../../src/cli/yaml-package';

// A person types in their own MEMORY.md while a dream is writing it (Obsidian
// open on one device, the dream on another, or the plugin's own run): the
// line they appended is never lost. The dream's write of the index compares
// what it read with what is there and keeps theirs.
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function write(dir: string, rel: string, text: string, day: string): void {
  const abs = path.join(dir, rel);
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  fs.writeFileSync(abs, text);
  const t = new Date(`${day}T12:00:00Z`);
  fs.utimesSync(abs, t, t);
}

test.each([
  ['LF', '\n'],
  ['CRLF', '\r\n'],
])('a line the person appends to their index while the dream writes it stays, as they wrote it (%s)', async (_name, eol) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-append-'));
  dirs.push(dir);
  const index = ['# Memory', '', '## Projects', '- [[Trellis]] — my sync app, evenings only', '- [[Seedling]] — garden planner', '', '## Done', '- [[Old flat]] — sold 2024', ''].join(eol);
  write(dir, 'Memory/MEMORY.md', index, '2026-11-01');
  write(dir, 'Journal/2026-11-02.md', '# Monday\n\n- Worked on [[Trellis]] sync conflicts tonight.\n- Watered the [[Seedling]] beds.\n', '2026-11-02');
  write(dir, 'Journal/2026-11-03.md', '# Tuesday\n\n- [[Trellis]]: fixed the sync queue.\n- Planned the [[Seedling]] layout for spring.\n', '2026-11-03');
  write(dir, 'Journal/2026-11-04.md', '# Wednesday\n\n- Closed the [[Trellis]] project: sold it to Acme. Project closed.\n', '2026-11-04');
  const vault = new NodeVault(dir);
  const typed = `- [[Pottery]] — Friday class, my own line${eol}`;
  let raced = 0;
  const ctx: EngineContext = {
    yaml: yamlPackage,
    clock: fixedClock('2026-11-05T08:00:00Z'),
    settings: DEFAULT_SETTINGS,
    deviceId: 'test-device',
    vault: Object.assign(Object.create(vault) as NodeVault, {
      replace: async (p: string, expected: string, next: string) => {
        if (p === 'Memory/MEMORY.md' && raced === 0) {
          raced++;
          fs.appendFileSync(path.join(dir, p), typed);
        }
        return vault.replace(p, expected, next);
      },
    }),
  };
  const summary = await runDream(ctx, { trigger: 'manual' });
  expect(raced).toBe(1);
  const after = fs.readFileSync(path.join(dir, 'Memory/MEMORY.md'), 'utf8');
  expect(after).toBe(index + typed);
  expect(summary.messages.map((m) => m.text).join('\n')).toMatch(/Memory\/MEMORY\.md: it changed while the run was writing it; your version was kept/);
  // The next dream with something to read keeps their new line.
  write(dir, 'Journal/2026-11-05.md', '# Thursday\n\n- Watered the [[Seedling]] beds again.\n', '2026-11-05');
  const next = await runDream({ ...ctx, vault, clock: fixedClock('2026-11-06T08:00:00Z') }, { trigger: 'manual' });
  expect(next.status).toBe('completed');
  expect(fs.readFileSync(path.join(dir, 'Memory/MEMORY.md'), 'utf8')).toContain(typed);
});
