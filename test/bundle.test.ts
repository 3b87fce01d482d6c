/**
 * The plugin bundle must load on Obsidian mobile: no Node or Electron module,
 * no global Buffer, no process. These tests load the built code in a `vm`
 * sandbox that has exactly what a mobile webview has for our purposes (the
 * `obsidian` module, TextEncoder/TextDecoder) and nothing else.
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as vm from 'node:vm';
import ts from 'typescript';
import { salienceOf, withoutAsides } from '../src/core/extract/salience';
import { cleanStatement } from '../src/core/extract/offline-extractor';
import { slugify } from '../src/core/formats/slug';
import { findTags } from '../src/core/formats/tag';
import { subjectPhrases } from '../src/core/extract/subject-phrases';
import { tokenize } from '../src/core/extract/similarity';
import { findSecrets } from '../src/core/secrets/scan';
import { SUBJECT_RULES } from '../src/core/extract/vocabulary';
import { SUBJECT_RULE_DOCS } from '../src/core/extract/vocabulary.examples';
import { LOGGED_ACTIVITY_EXAMPLES } from '../src/core/extract/activity-log.examples';
import { ALL_RULES as RULES } from '../src/core/rank/rule-registry';

const root = path.resolve(__dirname, '..');
const mainJs = path.join(root, 'main.js');

let probeDir = '';
let mainCode = '';

/** Modules the sandbox's `require` was asked for, in order. */
let requested: string[] = [];

function sandbox(): vm.Context {
  requested = [];
  const fakeObsidian = new Proxy(
    {},
    {
      // Any export the plugin touches at load is a class it may extend.
      get: (_t, key) => (key === '__esModule' ? true : class {}),
    },
  );
  const require = (name: string): unknown => {
    requested.push(name);
    if (name === 'obsidian') return fakeObsidian;
    throw new Error(`the plugin bundle required "${name}", which does not exist on mobile`);
  };
  const module = { exports: {} as Record<string, unknown> };
  return vm.createContext({
    module,
    exports: module.exports,
    require,
    TextEncoder,
    TextDecoder,
    console: { log: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined },
  });
}

/** Evaluates a CommonJS bundle the way Obsidian loads main.js: wrapped in a function. */
function load(code: string): { ctx: vm.Context; exports: Record<string, unknown> } {
  const ctx = sandbox();
  const wrapped = vm.runInContext(`(function (require, module, exports) {\n${code}\n})`, ctx, { filename: 'bundle.js' }) as (
    r: unknown,
    m: unknown,
    e: unknown,
  ) => void;
  wrapped(ctx.require, ctx.module, ctx.exports);
  return { ctx, exports: (ctx.module as { exports: Record<string, unknown> }).exports };
}

beforeAll(() => {
  // `npm test` builds first; a bare `npx jest` must not test a stale or missing bundle.
  if (!fs.existsSync(mainJs)) execFileSync(process.execPath, ['esbuild.config.mjs', 'production'], { cwd: root, stdio: 'pipe' });
  mainCode = fs.readFileSync(mainJs, 'utf8');

  // Bundle the frontmatter module with the plugin's own esbuild options, and
  // the plugin itself as a release build.
  probeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-bundle-'));
  const script = `
    import esbuild from 'esbuild';
    import { pathToFileURL } from 'node:url';
    const { plugin } = await import(pathToFileURL(process.argv[1] + '/esbuild.config.mjs').href);
    const { entryPoints, ...options } = plugin;
    const stdin = {
      contents: "export { editFrontmatter, parseNote, renderNote } from './src/core/formats/frontmatter'; export { yamlEngine } from './src/core/ports/yaml';",
      resolveDir: process.argv[1],
      loader: 'ts',
      sourcefile: 'frontmatter-probe.ts',
    };
    await esbuild.build({ ...options, stdin, outfile: process.argv[2] + '/probe.js', minify: true, sourcemap: false, logLevel: 'error' });
    // Rules full of Unicode property escapes, as the plugin bundles them (rx templates, lib/rx.ts).
    const rules = {
      contents: "export { salienceOf, withoutAsides } from './src/core/extract/salience'; export { findSecrets } from './src/core/secrets/scan'; export { slugify } from './src/core/formats/slug'; export { findTags } from './src/core/formats/tag'; export { tokenize } from './src/core/extract/similarity'; export { subjectPhrases } from './src/core/extract/subject-phrases'; export { cleanStatement } from './src/core/extract/offline-extractor';",
      resolveDir: process.argv[1],
      loader: 'ts',
      sourcefile: 'rules-probe.ts',
    };
    await esbuild.build({ ...options, stdin: rules, outfile: process.argv[2] + '/rules.js', minify: true, sourcemap: false, logLevel: 'error' });
    // The release build, whatever main.js a watch build may have left on disk.
    await esbuild.build({ ...plugin, entryPoints, outfile: process.argv[2] + '/release.js', minify: true, sourcemap: false, logLevel: 'error' });
  `;
  execFileSync(process.execPath, ['--input-type=module', '-e', script, root, probeDir], { cwd: root, stdio: 'pipe' });
});

/**
 * A ceiling on the release bundle, in KiB, that only catches an accidental
 * whole-library import (classic zod's `z`, every zod locale, js-yaml beside
 * the `yaml` package: each adds 90-190 KiB). Size is not the
 * budget: Obsidian sets no bundle-size rule, and what a person feels is how
 * long main.js takes to evaluate, which `npm run bench` prints and checks
 * (issue 20: 35 ms of CPU). `node scripts/bundle-inputs.mjs` lists what the
 * bundle is made of. 450 KiB became 500 when issue 19's secret rules (secretlint's
 * patterns as data, the BIP-39 word list: 44 KiB) and issue 23's reflections (21 KiB)
 * landed beside the libraries: all of it our own code or data, none a library by accident.
 * 500 became 520 when issue 21's per-call report, issue 18's layout and
 * supersession rules and the lazy engine's wrappers (8 KiB) landed: issue 20's
 * 450 KiB is not met, and the README says so. 520 became 525 with issue 22's
 * backup retention, device names, settings sections and notices (10.5 KiB over
 * main's 512.5 KiB main.js): our own code and words, no library. 525 became 530
 * when main.js was written as ASCII (issue 20: V8 held the whole text two bytes a
 * character for ~600 characters beyond ASCII; 2.3 KiB of \uXXXX escapes, 5 ms less
 * CPU to load) beside main's own 525.4 KiB: 527.6 KiB, no library.
 * 530 became 535 with issue 18's chat rules (branch chat3: what a conversation
 * line says that nothing can check, idle clauses, the sought-thing rule, two-word
 * forms of one subject; 5.0 KiB over main's 528.9 KiB): our own code, no library,
 * for the coordinator to weigh against issue 20. 535 became 544 with issue 24's
 * structure: main measured 540.2 KiB when it was merged (553,134 bytes, over its
 * own 535), this branch 542.2 KiB (555,220), 543.2 after rem3 landed on main
 * (its 1 KiB of reflection rules): long functions split into named
 * steps (their parameters and returns) and seven small modules' lazy-init
 * wrappers, less the copies the format owners replaced; no library.
 * 544 became 556 on 2026-12-02 (main.js 552.4 KiB, 565,613 bytes): rules for journals
 * in other languages, found on held-out German, Spanish and English journals (moves and
 * job changes in six languages, relatives named, parents called by name, letter
 * boundaries instead of ASCII \b, abbreviations and ordinal dates; 6.9 KiB) and the
 * different-subjects rule of contradiction.ts (2.2 KiB): our own code, no library.
 * 556 became 564 the same day (release 559.2 KiB measured on the shared tree): a
 * held card in the Pending panel (its reason, "Approve anyway" and the confirmation,
 * sources folded after three, long text folded), the engine-to-plain-words mapping
 * the report and the review queue note now share, and note titles in the writer's
 * casing: 5.4 KiB measured against the same tree without them; our own code, no library.
 * 564 became 572 (release 570.8 KiB, against main.js 559 KiB on the tree it branched
 * from): the cue words of eleven languages as data (their Cyrillic and accented letters
 * escaped by `charset: 'ascii'`, six bytes each) and the cue rules that read them, the
 * zero-width and full-width folding of the scanner, the one owner that makes someone
 * else's embeds, HTML and app links inert in every file written, and the reflections'
 * trust filter: our own code, no library.
 * 572 became 672 when the plugin took the `yaml` package the CLI already used
 * (release 655.6 KiB, 671,299 bytes, against 559.1 KiB on the tree before it, so
 * 96.5 KiB on top of the 572): one
 * YAML engine reads and edits every header in both hosts through its Document,
 * where Obsidian's parseYaml read dates as Date objects and the project kept its
 * own scanner and writer to edit in place; 96.5 KiB, the package (98 KiB with its
 * ISC notice) less that hand-written code. A library on purpose, the one this
 * ceiling's first sentence names, now counted in.
 * 672 became 688 when the branches of one round met (release 684.0 KiB): the
 * model path's owner, memory budget, same_as merges and named fallbacks, whole
 * undo, the CLI's per-command help, index sections by kind and the dream log in
 * words, the one subject resolver: our own code, no library.
 * 688 became 694 with the status words of eight languages as data (one file per
 * language under extract/rules/words/: 6.7 KiB, their accented letters escaped by
 * `charset: 'ascii'`) and the rule that reads them, less the English-only cue
 * patterns they replace (release 693.6 KiB against 686.0 KiB on the tree it
 * branched from); the rules' own why and description are stripped like their
 * examples: our own code, no library.
 * 694 became 730 when that round's branches met (release 726.0 KiB; evaluation
 * 30.5 ms CPU median at 719.7 KiB, inside the 35 ms budget): the subject notes'
 * summaries (composed by rule, checked, said in the third person, and their model
 * request), the model's held-out observations and the specificity signal, the
 * grounding reader that accepts a model's absolute dates and written-out numbers,
 * and the one listing a dream shares: our own code, no library.
 * 730 became 732 (release 730.8 KiB): the tier of a path decided by the deepest
 * memory folder that holds it (topic notes kept directly in the memory folder),
 * and the state a digest line keeps when it moves into its subject's note: our
 * own code, no library. Evaluation is over the 35 ms budget on this tree already
 * (see the closing notes); bytes are not what decides it, the ceiling only keeps
 * growth visible.
 * 732 became 736 (release 734.9 KiB): Korean as a language of the status-word
 * table (its Hangul escaped by `charset: 'ascii'`, six bytes a letter), a
 * password cue followed by a bare number, the name of a person's index line
 * linked to its note, and what a request showed the model grounding its line:
 * our own code and data, no library. 736 became 738 (release 737.0 KiB) with
 * the occasion and channel words a heading names a subject by (WhatsApp ·
 * Marta, Llamada con Dani), per-language data. 738 became 742 (release
 * 739.0 KiB): Japanese, Chinese and Korean as languages of the secrets' cue
 * words (their letters escaped, six bytes each) and recovery keys in six more.
 */
const BUNDLE_CEILING_KIB = 742;

describe('main.js', () => {
  test(`the release build stays within ${BUNDLE_CEILING_KIB} KiB`, () => {
    const bytes = fs.statSync(path.join(probeDir, 'release.js')).size;
    expect(bytes / 1024).toBeLessThanOrEqual(BUNDLE_CEILING_KIB);
  });

  test('carries the rules, not their examples: those are the tests and the docs, read from the sources', () => {
    const code = fs.readFileSync(path.join(probeDir, 'release.js'), 'utf8');
    const sentences = [
      ...Object.values(SUBJECT_RULE_DOCS).flatMap((d) => [d.description, ...d.examples.map((e) => e.input)]),
      ...LOGGED_ACTIVITY_EXAMPLES.map((e) => e.input),
      // the rule registry's examples, and the words that explain each rule (docs/rules.md holds them)
      ...RULES.flatMap((r) => [r.why, r.description, ...r.examples.flatMap((e) => (typeof e.input === 'string' ? [e.input] : (e.input as { newer?: string }).newer ?? []))]),
    ]
      .filter((t) => /^[\x20-\x7e]{24,}$/.test(t) && !/["\\]/.test(t));
    expect(sentences.length).toBeGreaterThan(10);
    expect(sentences.filter((t) => code.includes(t))).toEqual([]);
    // The rules themselves are there: their names are.
    expect(code).toContain(`"${SUBJECT_RULES[0]!.name}"`);
  });

  test('generates no code at run time: no Function constructor, no eval', () => {
    // Classic zod compiled its object parsers with `new Function` (caught and
    // skipped under a strict CSP, but a reviewer reads it as eval); zod/mini has none.
    const code = fs.readFileSync(path.join(probeDir, 'release.js'), 'utf8');
    expect(code).not.toMatch(/(?<![\w$.])Function(?![\w$])/);
    expect(code).not.toMatch(/(?<![\w$.])eval\s*\(/);
  });

  test('requires nothing but obsidian (static scan)', () => {
    const required = [...mainCode.matchAll(/\brequire\s*\(\s*(["'`])([^"'`]+)\1\s*\)/g)].map((m) => m[2]);
    expect(new Set(required)).toEqual(new Set(['obsidian']));
    for (const banned of ['"fs"', '"node:fs"', '"path"', '"crypto"', '"os"', '"child_process"', '"electron"', '"buffer"']) {
      expect(mainCode).not.toContain(`require(${banned})`);
    }
    expect(mainCode).not.toMatch(/require\(["']electron["']\)/);
    // The engine's dynamic import (src/obsidian/lazy-engine.ts) is bundled: main.js is evaluated as a function, where import() would fetch a file.
    expect(mainCode).not.toMatch(/(?<![\w$.])import\s*\(/);
  });

  test('loads in a sandbox with no Buffer, no process and only obsidian to require', () => {
    const { ctx, exports } = load(mainCode);
    expect(vm.runInContext('typeof Buffer', ctx)).toBe('undefined');
    expect(vm.runInContext('typeof process', ctx)).toBe('undefined');
    expect(requested.filter((r) => r !== 'obsidian')).toEqual([]);
    expect(typeof exports.default).toBe('function');
  });
});

describe('Unicode property escapes (issue 20)', () => {
  test('main.js has no regex literal with \\p{…}: V8 checks each while compiling the bundle, so the sources write them as rx templates (lib/rx.ts)', () => {
    const file = ts.createSourceFile('main.js', mainCode, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
    const literals: string[] = [];
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) literals.push(node.getText(file));
      ts.forEachChild(node, visit);
    };
    visit(file);
    expect(literals.length).toBeGreaterThan(100);
    expect(literals.filter((l) => l.includes('\\p{'))).toEqual([]);
  });

  test('main.js is ASCII: one character beyond it makes V8 hold the whole text two bytes a character', () => {
    const beyond = [...mainCode.matchAll(/[\u0080-\uffff]/g)].map((m) => mainCode.slice(Math.max(0, m.index - 40), m.index + 10));
    expect(beyond).toEqual([]);
  });

  test('the bundled rules answer as the sources do', () => {
    const { exports } = load(fs.readFileSync(path.join(probeDir, 'rules.js'), 'utf8'));
    const texts = [
      'My sister Ana started pottery classes on 12 May 2025 at the Südstadt studio.',
      'Über-Müller und Zoë trafen sich in Köln; wir planen #reise/italien im Juni.',
      '我们下周去东京 and Kenji said the ramen was great!',
      'The wifi password is now marigold7, and my GitHub token ghp_Q7hT2mVx9LkP4sRwZ8nYc3JbA1dE6fG0hI2k is in the drawer.',
      'So, honestly, playing the cello has been really rewarding – what an experience!',
      'Café Ñandú: #café-notes #日本 [[Ångström]] — Playing chess with Élodie.',
      'Mi código pin es 4821 · hasło: ••••••• · it’s “the blue one” (L12–14), Straße café’s notes.',
    ];
    const source = {
      salienceOf,
      withoutAsides,
      findSecrets,
      slugify,
      findTags,
      tokenize,
      subjectPhrases,
      cleanStatement,
    } as Record<string, (text: string) => unknown>;
    for (const [name, fn] of Object.entries(source)) {
      const bundled = exports[name] as (text: string) => unknown;
      for (const text of texts) expect([name, JSON.parse(JSON.stringify(bundled(text)))]).toEqual([name, JSON.parse(JSON.stringify(fn(text)))]);
    }
  });
});

describe('licences', () => {
  test('main.js carries the notices of every package it bundles, and the notices file is current', () => {
    // --check rebuilds the bundle's input list and exits 1 when a package came or went.
    expect(() => execFileSync(process.execPath, ['scripts/third-party-notices.mjs', '--check'], { cwd: root, stdio: 'pipe' })).not.toThrow();
    const notices = fs.readFileSync(path.join(root, 'THIRD_PARTY_NOTICES.txt'), 'utf8');
    // The plugin reads and edits YAML with the yaml package, as the CLI does; js-yaml (gray-matter's default engine, and Obsidian's) is stubbed out.
    for (const kept of ['@11ty/gray-matter', '@noble/hashes', 'diff', 'section-matter', 'zod', 'yaml']) expect(notices).toMatch(new RegExp(`^${kept} \\d`, 'm'));
    expect(notices).not.toMatch(/^js-yaml \d/m);
    // Issue 19: the BIP-39 word list (@scure/bip39) is bundled, and secretlint's rule patterns are kept as data: both notices travel with main.js.
    expect(notices).toMatch(/^@scure\/bip39 [\d.]+: Copyright/m);
    expect(notices).toMatch(/^@secretlint\/secretlint-rule-preset-recommend [\d.]+ .*: Copyright \(c\) 2020 azu$/m);
    expect(mainCode).toContain(notices.trim());
    expect(fs.readFileSync(path.join(root, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
  });
});

describe('frontmatter bundled with the plugin options', () => {
  type Parse = (yaml: unknown, text: string) => { data: Record<string, unknown>; body: string; error?: string; eol: string };

  test('parses a note in the Buffer-less sandbox (with the one YAML engine); dates stay strings', () => {
    const { ctx, exports } = load(fs.readFileSync(path.join(probeDir, 'probe.js'), 'utf8'));
    expect(vm.runInContext('typeof Buffer', ctx)).toBe('undefined');
    const parseNote = exports.parseNote as Parse;
    const parsed = parseNote(exports.yamlEngine, '\uFEFF---\r\nid: 2026-11-29-prefers-pnpm\r\ncreated: 2026-11-29\r\ntags: [tools]\r\n---\r\nPrefers pnpm.\r\n');
    expect(parsed.error).toBeUndefined();
    expect(JSON.parse(JSON.stringify(parsed.data))).toEqual({ id: '2026-11-29-prefers-pnpm', created: '2026-11-29', tags: ['tools'] });
    expect(parsed.body).toBe('Prefers pnpm.\n');
    expect(parsed.eol).toBe('\r\n');
    expect(requested).toEqual([]);
  });

  test("edits a person's header in the sandbox through the yaml package's Document: their comment and flow list kept", () => {
    const { exports } = load(fs.readFileSync(path.join(probeDir, 'probe.js'), 'utf8'));
    const editFrontmatter = exports.editFrontmatter as (yaml: unknown, text: string, next: Record<string, unknown>) => { head: string; body: string } | { error: string };
    const edit = editFrontmatter(exports.yamlEngine, '---\ntags: [tools]  # mine\ncreated: 2026-11-29\n---\nbody\n', { tags: ['tools'], created: '2026-11-29', dreamed: { updated: '2026-11-30' } });
    expect(JSON.parse(JSON.stringify(edit))).toEqual({ head: '---\ntags: [tools]  # mine\ncreated: 2026-11-29\ndreamed:\n  updated: 2026-11-30\n---\n', body: 'body\n', changedKeys: ['dreamed'] });
    expect(requested).toEqual([]);
  });

  test('---js is refused inside the bundle, and does not run', () => {
    const { ctx, exports } = load(fs.readFileSync(path.join(probeDir, 'probe.js'), 'utf8'));
    const parseNote = exports.parseNote as Parse;
    const parsed = parseNote(exports.yamlEngine, '---js\n{ x: (globalThis.pwned = true) }\n---\nbody\n');
    expect(parsed.error).toMatch(/executable frontmatter/);
    expect(vm.runInContext('typeof pwned', ctx)).toBe('undefined');
  });
});
