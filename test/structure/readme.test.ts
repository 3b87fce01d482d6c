import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';

// The README is what a person reads before trying the plugin: it stays one
// short page, and everything for contributors lives in docs/. These keep it
// so: a length a person reads, no reference to a tracker that is not in the
// repository, no link or picture that leads nowhere, and no picture so tall it
// buries the text (a hero image of 3,556 px once did).
const root = path.join(__dirname, '..', '..');
const MAX_README_LINES = 150;
const MAX_IMAGE_HEIGHT = 1200;

const readme = path.join(root, 'README.md');
const docs = fs
  .readdirSync(path.join(root, 'docs'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => path.join(root, 'docs', f));
const pages = [readme, ...docs];
const rel = (p: string): string => path.relative(root, p).split(path.sep).join('/');

/** The text a reader sees as prose: fenced blocks and inline code removed (a path in code is no link). */
function prose(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Every link and image target in a page: [text](target), ![alt](target), <img src="target">. */
function targets(text: string): { target: string; image: boolean }[] {
  const out: { target: string; image: boolean }[] = [];
  for (const m of prose(text).matchAll(/(!?)\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) out.push({ target: m[2]!, image: m[1] === '!' });
  for (const m of prose(text).matchAll(/<img\b[^>]*\bsrc\s*=\s*"([^"]+)"/gi)) out.push({ target: m[1]!, image: true });
  return out;
}

const isRelative = (t: string): boolean => !/^(?:[a-z][a-z0-9+.-]*:|#|\/\/)/i.test(t);

/** Width and height of a PNG from its header, or null for any other file. */
function pngSize(file: string): { width: number; height: number } | null {
  const b = fs.readFileSync(file);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (b.length < 24 || !b.subarray(0, 8).equals(signature) || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

describe('the README', () => {
  const text = fs.readFileSync(readme, 'utf8');

  test(`is at most ${MAX_README_LINES} lines`, () => {
    expect(text.split('\n').length - (text.endsWith('\n') ? 1 : 0)).toBeLessThanOrEqual(MAX_README_LINES);
  });

  test('shows one picture, and links the contributor docs that hold the rest', () => {
    expect(targets(text).filter((t) => t.image)).toHaveLength(1);
    for (const doc of ['docs/benchmarks.md', 'docs/quality.md', 'docs/architecture.md']) {
      expect(fs.existsSync(path.join(root, doc))).toBe(true);
      expect(text).toContain(`(${doc})`);
    }
  });
});

describe.each(pages.map((p) => [rel(p), p]))('%s', (_name, page) => {
  const text = fs.readFileSync(page, 'utf8');

  test('cites no tracker issue by number', () => {
    expect(text.match(/\bissues? ?#?\d+/gi) ?? []).toEqual([]);
  });

  test('every relative link and image exists', () => {
    const missing = targets(text)
      .filter((t) => isRelative(t.target))
      .map((t) => decodeURI(t.target.replace(/#.*$/, '')))
      .filter((t) => t !== '' && !fs.existsSync(path.resolve(path.dirname(page), t)));
    expect(missing).toEqual([]);
  });

  test(`every image it shows is a PNG at most ${MAX_IMAGE_HEIGHT} px tall`, () => {
    const tooTall = targets(text)
      .filter((t) => t.image && isRelative(t.target))
      .map((t) => path.resolve(path.dirname(page), decodeURI(t.target)))
      .filter((f) => fs.existsSync(f))
      .map((f) => ({ file: rel(f), size: pngSize(f) }))
      .filter((x) => x.size === null || x.size.height > MAX_IMAGE_HEIGHT);
    expect(tooTall).toEqual([]);
  });
});
