import esbuild from 'esbuild';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const production = process.argv[2] === 'production';

// A release ships main.js alone, so the licences of what it bundles travel
// inside it: the few /*! comments esbuild keeps, and THIRD_PARTY_NOTICES.txt
// (written by scripts/third-party-notices.mjs from the bundle's own inputs).
const noticesFile = new URL('./THIRD_PARTY_NOTICES.txt', import.meta.url);
const notices = fs.existsSync(noticesFile) ? fs.readFileSync(noticesFile, 'utf8') : '';

// gray-matter (the @11ty fork) reads frontmatter with the YAML engine the
// core passes it (Obsidian's parseYaml in the plugin, the yaml package in the
// CLI), yet requires js-yaml for its default engine, and `fs` for
// matter.read(), which nothing here calls. Both resolve to a stub that throws,
// so main.js carries no second YAML engine and no Node module.
const unusedByGrayMatter = {
  name: 'unused-by-gray-matter',
  setup(build) {
    build.onResolve({ filter: /^(js-yaml|fs)$/ }, (args) =>
      /[\\/]@11ty[\\/]gray-matter[\\/]/.test(args.importer) ? { path: args.path, namespace: 'unused-by-gray-matter' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'unused-by-gray-matter' }, (args) => ({
      contents: `const unused = () => { throw new Error(${JSON.stringify(`${args.path} is not bundled: frontmatter is read through the YAML port`)}); };\nmodule.exports = { load: unused, dump: unused, readFileSync: unused };\n`,
      loader: 'js',
    }));
  },
};

// A rule's `examples` (vocabulary.ts, supersession.ts, activity-log.ts, extract/rules/) are
// its table test and its documentation: the tests and docs read them from the
// sources, and no code path reads them at run time, so the plugin bundle
// carries the rule with an empty list instead (8 KiB of sentences; issue 20).

const unicodeRegexOnFirstUse = {
  name: 'unicode-regex-on-first-use',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('examples:')) return undefined;
      const file = ts.createSourceFile(args.path, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
      const edits = [];
      const visit = (node) => {
        if (ts.isPropertyAssignment(node) && node.name.getText(file) === 'examples' && /[\\/]src[\\/]core[\\/]/.test(args.path)) {
          edits.push({ start: node.initializer.getStart(file), end: node.initializer.end, text: '[]' });
          return;
        }
        // A rule's `why` and `description` beside its examples are its documentation too (docs/rules.md).
        if (ts.isObjectLiteralExpression(node) && /[\\/]src[\\/]core[\\/]/.test(args.path)
          && node.properties.some((p) => ts.isPropertyAssignment(p) && p.name.getText(file) === 'examples')) {
          for (const p of node.properties) {
            if (ts.isPropertyAssignment(p) && ['why', 'description'].includes(p.name.getText(file)) && ts.isStringLiteral(p.initializer)) {
              edits.push({ start: p.initializer.getStart(file), end: p.initializer.end, text: "''" });
            }
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
      if (edits.length === 0) return undefined;
      let contents = text;
      for (const e of edits.sort((a, b) => b.start - a.start)) contents = contents.slice(0, e.start) + e.text + contents.slice(e.end);
      return { contents, loader: 'ts' };
    });
  },
};

// Exported so test/bundle.test.ts can bundle other entries with exactly the
// plugin's options and prove them in a Buffer-less, require-less sandbox.
export const plugin = {
  entryPoints: ['src/main.ts'],
  bundle: true,
  format: 'cjs',
  platform: 'browser',
  target: 'es2021',
  outfile: 'main.js',
  external: [
    'obsidian', 'electron',
    '@codemirror/autocomplete', '@codemirror/collab', '@codemirror/commands', '@codemirror/language',
    '@codemirror/lint', '@codemirror/search', '@codemirror/state', '@codemirror/view',
    '@lezer/common', '@lezer/highlight', '@lezer/lr',
  ],
  plugins: [unusedByGrayMatter, unicodeRegexOnFirstUse],
  logLevel: 'warning',
  sourcemap: production ? false : 'inline',
  treeShaking: true,
  minify: production,
  // ASCII only: Obsidian reads main.js into a string and compiles it. One
  // character beyond ASCII (a “ in a notice, an é in a rule) makes V8 hold the
  // whole 0.5 MB text as two bytes a character: twice the memory to decode
  // into, copy and scan, for ~600 such characters. As \uXXXX escapes they cost
  // ~3 KiB of file and keep the text one byte a character (issue 20).
  charset: 'ascii',
  legalComments: 'eof',
  footer: notices ? { js: `/*!\n${notices}*/` } : undefined,
};

const cli = {
  entryPoints: ['src/cli/main.ts'],
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  outfile: 'dist/cli.js',
  banner: { js: '#!/usr/bin/env node' },
  plugins: [unusedByGrayMatter],
  logLevel: 'warning',
  sourcemap: false,
};

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain && production) {
  await Promise.all([esbuild.build(plugin), esbuild.build(cli)]);
} else if (isMain) {
  const ctx = await esbuild.context(plugin);
  await ctx.watch();
}
