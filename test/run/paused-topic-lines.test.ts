/**
 * A line about a topic the person's note marks paused is a line, not a pause:
 * after "Swimming paused" an evening's "swam 50 m" is written as it is said
 * (no "Paused:" in front of it), and the night that says the class resumed
 * makes the topic active again even when another line of that night is only
 * about the swim. Dreamt through the command line's engine on temp vaults, in
 * English bullets and a Korean prose diary.
 */
import { afterAll, describe, expect, test } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { inProcessCli } from '../helpers/in-process-cli';

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

async function dream(dir: string, now: string): Promise<void> {
  const r = await inProcessCli(['run', '--vault', dir, '--offline', '--now', now, '--json'], {});
  expect(r.stderr).toBe('');
  expect((JSON.parse(r.stdout) as { status: string }).status).toBe('completed');
}

interface Case {
  style: string;
  index: string;
  note: [string, string];
  /** the pause, the resumption and on the same day a line only about the activity */
  paused: string;
  resumed: string;
  activity: string;
  later: string;
}

const CASES: Case[] = [
  {
    style: 'English bullets',
    index: '# Memory\n\n## Habits\n- [[Swimming]] — early class at the pool\n',
    note: ['Memory/Topics/Swimming.md', '---\nstatus: paused\n---\n# Swimming\n\n- Tue/Thu 6:30 class, lane 3.\n'],
    paused: '- Swimming paused for two weeks: ear infection, no water.',
    resumed: '- Swimming resumed tonight, back in the Monday evening class.',
    activity: '- After swimming, home by 22:30 and slept like a log.',
    later: '- Swimming: 50 m butterfly for the first time tonight.',
  },
  {
    style: 'Korean prose diary',
    index: '# 기억\n\n## 습관\n- [[수영]] — 아침 수영\n',
    note: ['Memory/Topics/수영.md', '---\nstatus: paused\n---\n# 수영\n\n- 화목 아침 6시 반 중급반\n'],
    paused: '중이염이라서 수영은 당분간 쉬기로 했다.',
    resumed: '수영 다시 시작했다. 2주 만에 월요일 저녁반.',
    activity: '수영 끝나고 나오니까 밤 10시 반. 저녁 수영은 바로 잘 수 있어서 좋다.',
    later: '저녁 수영. 오늘 접영 50m 처음 성공.',
  },
];

describe('lines about a paused topic', () => {
  test.each(CASES.map((c) => [c.style, c] as const))('%s: the resumption wins its night, later lines carry no "Paused:"', async (_style, c) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-paused-'));
    dirs.push(dir);
    write(dir, 'Memory/MEMORY.md', c.index, '2026-10-01');
    write(dir, c.note[0], c.note[1], '2026-10-01');
    write(dir, 'Journal/2026-10-12.md', `${c.paused}\n`, '2026-10-12');
    await dream(dir, '2026-10-13T07:00:00Z');
    write(dir, 'Journal/2026-10-26.md', `${c.resumed}\n\n${c.activity}\n`, '2026-10-26');
    await dream(dir, '2026-10-27T07:00:00Z');
    write(dir, 'Journal/2026-11-11.md', `${c.later}\n`, '2026-11-11');
    await dream(dir, '2026-11-12T07:00:00Z');
    const note = fs.readFileSync(path.join(dir, c.note[0]), 'utf8');
    expect(note).toContain(c.later.replace(/^- /, '').slice(0, 12));
    expect(note).toMatch(/^status: active$/m);
    expect(note).not.toMatch(/^- Paused:/m);
  });
});
