import esbuild from 'esbuild';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

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

// Nothing here edits the sources: main.js is what they say. What load time
// asks of them, they hold themselves: a rule's examples and words live in its
// sibling *.examples.ts, which nothing in the plugin imports; a pattern with
// \p{…} is an rx template (src/core/lib/rx.ts), checked on first use rather
// than while V8 compiles main.js; a character beyond ASCII in a pattern is
// written \uXXXX, since `charset: 'ascii'` below leaves regex literals and
// tagged templates as they are (test/structure/regex-source.test.ts).

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
  plugins: [unusedByGrayMatter],
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
