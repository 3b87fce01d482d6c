import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { tsFiles } from '../helpers/files';

// One owner per format (issue 24): a frontmatter split, a fence tracker, the
// lifecycle word list, a status line's pattern and a BOM strip are each
// written in their owner module and nowhere else in src/; every other module
// asks the owner. These read the literals of every source file (regular
// expressions, strings, templates, numbers: not comments) for each format's
// telltale, as test/formats/one-link-grammar.test.ts does for wikilinks.

type Format = 'frontmatter split' | 'fence tracker' | 'lifecycle word list' | 'status line' | 'BOM strip';

const OWNERS: Record<Format, string[]> = {
  'frontmatter split': ['core/formats/frontmatter-block.ts', 'core/formats/frontmatter.ts'],
  'fence tracker': ['core/formats/fences.ts'],
  'lifecycle word list': ['core/formats/lifecycle.ts'],
  'status line': ['core/formats/index-sections.ts', 'core/formats/topic-status.ts'],
  'BOM strip': ['core/lib/text.ts'],
};

/** Look-alikes that are another thing, each with its reason. */
const NOT_THE_FORMAT: { file: string; format: Format; reason: string }[] = [
  { file: 'core/rank/review-screen.ts', format: 'frontmatter split', reason: 'the review screen holds a candidate whose text imitates frontmatter anywhere in it; it splits no note' },
  { file: 'core/rank/review-screen.examples.ts', format: 'frontmatter split', reason: 'the review screen\'s examples: a candidate whose text is a frontmatter block, as a test input; it splits no note' },
  { file: 'core/run/plan-text.ts', format: 'frontmatter split', reason: "'---' there is a unified diff's file header" },
  { file: 'core/secrets/cue-rules.ts', format: 'fence tracker', reason: "a secret's value on the line after its cue may sit inside a fence opened there: the rule steps over that one opening line; it tracks no fence" },
  { file: 'core/secrets/line-rules.ts', format: 'fence tracker', reason: "'password:' ending its line with the value fenced on the next: the rule steps over the fence's opening line; it tracks no fence" },
  { file: 'core/secrets/scan.ts', format: 'BOM strip', reason: 'U+FEFF is one of the zero-width characters dropped from a copy of the text so a disguised secret is seen; no note is read or written without its BOM' },
  { file: 'core/extract/model/schema.ts', format: 'fence tracker', reason: "a model answer's ```json wrapper, not fenced code in a note" },
  { file: 'core/rank/review-screen.ts', format: 'fence tracker', reason: 'the review screen holds a candidate carrying an executable code block (dataviewjs, templater); it tracks no fence' },
  { file: 'core/state/shared-state.ts', format: 'fence tracker', reason: "writes a state note's one JSON fence; its records are read by line shape, not by fence" },
  { file: 'core/extract/rules/status-words.ts', format: 'lifecycle word list', reason: "the keys of the per-language status-word table (words/*.ts) and the lifecycle each one gives; the lifecycles themselves are formats/lifecycle.ts's" },
  { file: 'core/consolidate/notes.ts', format: 'lifecycle word list', reason: "the headings a topic note's Done section is known by ('done', 'archived', 'closed' among them)" },
];

const LIFECYCLE_WORDS = new Set(['active', 'waiting', 'done', 'archived', 'closed', 'paused']);

function literalsOf(sf: ts.SourceFile): { node: ts.Node; text: string; kind: 'regex' | 'string' | 'number' }[] {
  const out: { node: ts.Node; text: string; kind: 'regex' | 'string' | 'number' }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isTypeNode(node)) return; // a union of string types is a type, not a word list
    if (ts.isRegularExpressionLiteral(node)) out.push({ node, text: node.text, kind: 'regex' });
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push({ node, text: node.text, kind: 'string' });
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) out.push({ node, text: node.text, kind: 'string' });
    else if (ts.isNumericLiteral(node)) out.push({ node, text: node.getText(sf), kind: 'number' });
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** Each format's telltale in the file, as `format at line`. */
function telltales(file: string, text: string): { format: Format; line: number }[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: { format: Format; line: number }[] = [];
  const lifecycleWordsOnLine = new Map<number, Set<string>>();
  for (const { node, text: t, kind } of literalsOf(sf)) {
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    const hit = (format: Format): void => void found.push({ format, line });
    if (kind === 'regex') {
      if (/(?<!-)---(?!-)/.test(t)) hit('frontmatter split');
      if (/```|~~~|`\{3|~\{3/.test(t)) hit('fence tracker');
      if (/Status:/.test(t)) hit('status line');
      if (/\^(?:\\u\{?0*feff\}?|\uFEFF)/i.test(t)) hit('BOM strip');
    } else if (kind === 'string') {
      if (t === '---' || t.startsWith('---\n') || t.startsWith('---\r\n')) hit('frontmatter split');
      if (/```|~~~/.test(t) && t.trim().length <= 4) hit('fence tracker');
      if (/(?:^|\*)Status: /.test(t)) hit('status line');
      if (t === '\ufeff') hit('BOM strip');
      if (LIFECYCLE_WORDS.has(t)) {
        const set = lifecycleWordsOnLine.get(line) ?? new Set<string>();
        set.add(t);
        lifecycleWordsOnLine.set(line, set);
      }
    } else if (/^(?:0x0*feff|65279)$/i.test(t)) hit('BOM strip');
  }
  for (const [line, words] of lifecycleWordsOnLine) if (words.size >= 3) found.push({ format: 'lifecycle word list', line });
  return found;
}

const src = path.join(__dirname, '..', '..', 'src');

test('each format is written in its owner and nowhere else in src/', () => {
  const outside: string[] = [];
  const seen = new Set<string>();
  for (const file of tsFiles(src)) {
    const rel = path.relative(src, file).split(path.sep).join('/');
    for (const { format, line } of telltales(rel, fs.readFileSync(file, 'utf8'))) {
      seen.add(`${format} ${rel}`);
      if (OWNERS[format].includes(rel)) continue;
      if (NOT_THE_FORMAT.some((n) => n.file === rel && n.format === format)) continue;
      outside.push(`${format}: src/${rel}:${line}`);
    }
  }
  expect(outside).toEqual([]);
  // The owners really hold their format (the telltales still see it), and every look-alike is still there.
  for (const [format, files] of Object.entries(OWNERS)) expect(files.some((f) => seen.has(`${format} ${f}`))).toBe(true);
  for (const n of NOT_THE_FORMAT) expect(seen.has(`${n.format} ${n.file}`)).toBe(true);
});

describe('a copy pasted outside its owner is seen', () => {
  const pasted: [Format, string][] = [
    ['frontmatter split', "const m = /^---[^\\S\\n]*\\n[\\s\\S]*?\\n---[^\\S\\n]*(?:\\n|$)/.exec(lf);"],
    ['frontmatter split', "if (!body.startsWith('---')) return null;"],
    ['fence tracker', 'if (/^\\s*(```|~~~)/.test(line)) fence = !fence;'],
    ['fence tracker', 'const FENCE = /^\\s{0,3}(`{3,}|~{3,})/;'],
    ['lifecycle word list', "const LIFECYCLES = ['active', 'waiting', 'done', 'archived', 'closed', 'paused'] as const;"],
    ['lifecycle word list', "return l === 'done' || l === 'closed' || l === 'archived';"],
    ['status line', 'const STATUS = /^\\*Status: [^*]+\\*$/;'],
    ['status line', 'const line = `Status: ${word} since ${date}`;'],
    ['BOM strip', "const lf = text.replace(/^\\ufeff/, '');"],
    ['BOM strip', 'const bomless = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;'],
  ];
  test.each(pasted)('%s: %s', (format, code) => {
    expect(telltales('core/somewhere.ts', code).map((t) => t.format)).toContain(format);
  });

  test('comments, type unions and unrelated literals are not copies', () => {
    const code = [
      '// the frontmatter opens with ---, a fence with ```, a BOM is U+FEFF; Status: active',
      "type State = 'active' | 'paused' | 'archived';",
      "const table = '| a |\\n|---|---|';",
      "const key = /-----BEGIN PRIVATE KEY-----/;",
      "const word = 'active';",
    ].join('\n');
    expect(telltales('core/somewhere.ts', code)).toEqual([]);
  });
});
