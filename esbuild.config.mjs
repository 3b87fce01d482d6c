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
//
// A regular-expression literal is checked while V8 compiles main.js, even in
// a function that never runs, and a Unicode property escape (\p{L}) costs it
// tens of microseconds each: the plugin's ~70 such literals were ~10 ms of
// Obsidian's load. `new RegExp(source, flags)` builds the same object each
// time it is evaluated (a literal is a new object per evaluation too), and
// checks the pattern only then, when the engine first runs. Sources keep the
// readable literal; only the plugin bundle is rewritten (issue 20).
//
// A literal with a character beyond ASCII (`[aá]`, `código pin`, `•`) keeps
// its place but writes that character as \uXXXX, which means the same code
// unit with or without the u flag (a surrogate pair as two escapes is one code
// point under u). esbuild's `charset: 'ascii'` escapes strings, templates and
// names but leaves regex literals as they are; with these, main.js is ASCII.
const unicodeRegexOnFirstUse = {
  name: 'unicode-regex-on-first-use',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('\\p{') && !/[\u0080-\uffff]/.test(text) && !text.includes('examples:')) return undefined;
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
        if (node.kind === ts.SyntaxKind.RegularExpressionLiteral && node.text.includes('\\p{')) {
          const slash = node.text.lastIndexOf('/');
          const source = node.text.slice(1, slash);
          const flags = node.text.slice(slash + 1);
          edits.push({ start: node.getStart(file), end: node.end, text: `new RegExp(${JSON.stringify(source)}, ${JSON.stringify(flags)})` });
        } else if (node.kind === ts.SyntaxKind.RegularExpressionLiteral && /[\u0080-\uffff]/.test(node.text)) {
          edits.push({ start: node.getStart(file), end: node.end, text: asciiRegexLiteral(node.text) });
        } else if (ts.isTaggedTemplateExpression(node) && node.tag.getText(file) === 'String.raw') {
          const parts = ts.isNoSubstitutionTemplateLiteral(node.template)
            ? [node.template]
            : [node.template.head, ...node.template.templateSpans.map((span) => span.literal)];
          for (const part of parts) {
            const start = part.getStart(file);
            const raw = text.slice(start, part.end);
            if (/[\u0080-\uffff]/.test(raw)) edits.push({ start, end: part.end, text: asciiRawTemplatePart(raw) });
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

/** `/[aá]/i` as `/[a\u00e1]/i`; an identity escape (`\é`) becomes the escape alone. */
function asciiRegexLiteral(literal) {
  return literal.replace(/(\\*)([\u0080-\uffff])/g, (_m, slashes, ch) => {
    const escaped = `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
    return (slashes.length % 2 === 1 ? slashes.slice(1) : slashes) + escaped;
  });
}

/**
 * A String.raw template keeps its backslashes, so an escape there would change
 * the text: a character beyond ASCII becomes a substitution of a string holding
 * it (`–` as `${"\u2013"}`, once esbuild writes the string), the same text.
 */
function asciiRawTemplatePart(raw) {
  return raw.replace(/(\\*)([\u0080-\uffff])/g, (_m, slashes, ch) =>
    slashes.length % 2 === 1 ? `${slashes.slice(1)}\${${JSON.stringify(`\\${ch}`)}}` : `${slashes}\${${JSON.stringify(ch)}}`,
  );
}

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
