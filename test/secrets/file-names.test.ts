/**
 * Issue 19: a token in a journal file's name. `explain` printed it, and the
 * final guard refused every note citing that file (the link holds the name),
 * lines from clean days included, while the watermark moved past them. A link
 * to such a file now has the value cut out of its target, the report names
 * the file (not the value), and every line the runner prints is redacted.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { runCli } from '../../src/cli/runner';
import { cleanUp, dreamOn, leaks, vaultWith } from './support';

afterEach(cleanUp);

const TOKEN = 'ghp_R8kd2LmQv9Xs3Np6Hf1Jc5Ya0Ue7Gt4Zx4T';
const NOTES = {
  'Journal/2026-11-20.md': '# Thursday\n\nDecided to plant garlic in the north bed this autumn.\n\nI prefer walking to the market on Saturdays.\n',
  [`Journal/2026-11-21 token ${TOKEN}.md`]: '# Friday\n\nDecided to plant garlic in the north bed, and onions beside it.\n\nI prefer walking to the market on Saturdays, early.\n',
  'Journal/2026-11-22.md': '# Saturday\n\nThe garlic went into the north bed today.\n',
};

describe('a secret in a source file name', () => {
  it('the notes citing that file are written, with the value cut out of the link, and the report names the file', async () => {
    const { summary, files } = await dreamOn(NOTES, { mode: 'run' });
    expect(summary.status).toBe('completed');
    expect(summary.guardRefused).toEqual([]);
    expect(leaks(files, [TOKEN, 'R8kd2LmQv9Xs3Np6'])).toEqual([]);
    const written = [...files].filter(([f]) => f.startsWith('Memory/') && !f.startsWith('Memory/Dreaming/Reports/'));
    // the clean lines of that day are memory like any other
    expect(written.some(([, t]) => t.includes('2026-11-21 token [sensitive value omitted]') || t.includes('2026-11-21 token  sensitive value omitted'))).toBe(true);
    const report = [...files].find(([f]) => f.startsWith('Memory/Dreaming/Reports/'))?.[1] ?? '';
    expect(report).toMatch(/2026-11-21 token .*sensitive value omitted.* file name \(github-token\)/);
  });

  it('no command prints it: explain, plan, run, status, review (text and --json)', async () => {
    const dir = vaultWith(NOTES);
    let printed = '';
    const io = { stdout: (t: string) => (printed += t), stderr: (t: string) => (printed += t), env: {} };
    const now = ['--now', '2026-11-28T06:00:00Z'];
    for (const args of [
      ['explain', '--vault', dir, 'garlic'],
      ['explain', '--vault', dir, '--json', 'garlic'],
      ['plan', '--vault', dir, '--offline', ...now],
      ['plan', '--vault', dir, '--offline', '--json', ...now],
      ['run', '--vault', dir, '--offline', '--json', ...now],
      ['status', '--vault', dir],
      ['status', '--vault', dir, '--json'],
      ['review', '--vault', dir],
      ['review', '--vault', dir, '--json'],
    ]) {
      await runCli(args, io);
    }
    expect(printed).toContain('garlic');
    expect(printed).toContain('2026-11-21 token');
    expect(printed).not.toContain(TOKEN);
    expect(printed).not.toContain('R8kd2LmQv9Xs3Np6');
  });
});
