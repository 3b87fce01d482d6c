/**
 * Journals in scripts written without spaces between words (Chinese,
 * Japanese): no capital marks a name and no space ends a word or a sentence.
 * Through the same CLI run a person would use, such a journal must still
 * found notes, file lines under them and close a finished project, as a
 * journal in a Latin script does.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { inProcessCli } from '../helpers/in-process-cli';
import { splitSentences } from '../../src/core/extract/vocabulary';
import { closesTopic } from '../../src/core/consolidate/topic-note';

describe('sentences end at a full-width stop, with no space after it', () => {
  it.each([
    ['今天下雨。小林来了！我们去吃饭？', ['今天下雨。', '小林来了！', '我们去吃饭？']],
    ['母は「大丈夫。」と言った。猫は寝ている。', ['母は「大丈夫。」', 'と言った。', '猫は寝ている。']],
    ['Rain today. Lunch with Ola.', ['Rain today.', 'Lunch with Ola.']],
  ])('%s', (text, sentences) => expect(splitSentences(text)).toEqual(sentences));
});

describe('a finishing word right by the name closes the topic; one further on finishes something within it', () => {
  it.each([
    ['「青山」项目完成了，今天交付给客户。', '青山', true],
    ['今天青山项目的数据库设计完成了，下周开始写接口。', '青山', false],
    ['陶芸教室は終わった。来月からは水泳。', '陶芸', true],
    ['陶芸教室はまだ終わっていない。', '陶芸', false],
    // a name written with a space, whose slug joins it with a hyphen (Korean diary, Chinese work log)
    ['정산 v2 오픈했다!!! 새벽 5시에 트래픽 전환.', '정산-v2', true],
    ['青山 2.0 项目完成了。', '青山-2-0', true],
    ['정산 v2 오픈 일정 밀렸다.', '정산-v2', false],
  ])('%s / %s', (text, topic, closes) => expect(closesTopic(text, topic)).toBe(closes));
});

async function dream(vault: string, day: string): Promise<void> {
  const r = await inProcessCli(['run', '--vault', vault, '--offline', '--now', `${day}T03:00:00Z`], { TZ: 'UTC' });
  expect(r.code).toBe(0);
}

test('a Chinese journal founds a note for a project named on two days, files its lines there and closes it when it is done', async () => {
  const vault = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-zh-'));
  try {
    const day = (d: string, text: string): void => {
      fs.mkdirSync(path.join(vault, '日志'), { recursive: true });
      fs.writeFileSync(path.join(vault, '日志', `${d}.md`), text);
    };
    fs.mkdirSync(path.join(vault, '.obsidian'), { recursive: true });
    fs.writeFileSync(path.join(vault, '.obsidian', 'daily-notes.json'), JSON.stringify({ folder: '日志', format: 'YYYY-MM-DD' }));
    day('2026-11-02', '公司的新项目「青山」正式开始了，我负责数据库设计，截止日期是12月15日。\n');
    day('2026-11-04', '「青山」项目开会，决定用PostgreSQL，不用MySQL。\n\n晚上学了一小时日语，准备明年七月的考试。\n');
    day('2026-11-06', '「青山」项目进度正常，数据库设计完成了一半。\n');
    day('2026-11-13', '「青山」项目完成了，今天交付给客户。\n');
    for (const d of ['2026-11-03', '2026-11-05', '2026-11-07', '2026-11-14']) await dream(vault, d);
    const note = fs.readFileSync(path.join(vault, 'Memory', 'Topics', '青山.md'), 'utf8');
    expect(note).toContain('决定用PostgreSQL');
    expect(note).toContain('数据库设计完成了一半');
    // A line that shares no word with the project stays out of its note.
    expect(note).not.toContain('日语');
    expect(note).toMatch(/^status: archived$/m);
    const index = fs.readFileSync(path.join(vault, 'Memory', 'MEMORY.md'), 'utf8');
    expect(index).toMatch(/## Archive\n- \*\*青山\*\*/);
  } finally {
    fs.rmSync(vault, { recursive: true, force: true });
  }
});

test('a Japanese journal founds a note for a person named with an honorific on three days', async () => {
  const vault = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-ja-'));
  try {
    fs.mkdirSync(path.join(vault, 'Journal'), { recursive: true });
    fs.writeFileSync(path.join(vault, 'Journal', '2026-10-05.md'), '朝から雨。田中さんと駅前のカフェで打ち合わせ、来月の展示会のポスターを任された。\n');
    fs.writeFileSync(path.join(vault, 'Journal', '2026-10-07.md'), '田中さんからポスターの修正依頼。締め切りは10月20日。\n');
    fs.writeFileSync(path.join(vault, 'Journal', '2026-10-09.md'), '田中さんにポスターを送った。展示会は11月3日から。\n');
    for (const d of ['2026-10-06', '2026-10-08', '2026-10-10']) await dream(vault, d);
    const note = fs.readFileSync(path.join(vault, 'Memory', 'Topics', '田中.md'), 'utf8');
    expect(note).toContain('締め切りは10月20日');
  } finally {
    fs.rmSync(vault, { recursive: true, force: true });
  }
});
