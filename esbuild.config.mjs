import esbuild from 'esbuild';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import { pathToFileURL } from 'node:url';

const production = process.argv[2] === 'production';

// The plugin bundle runs on desktop and mobile: Node built-ins are replaced by a
// throwing shim (gray-matter requires 'fs' at load) and `Buffer` by a stand-in.
const nodeShim = {
  name: 'node-builtins-shim',
  setup(build) {
    const names = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
    build.onResolve({ filter: /.*/ }, (args) =>
      names.has(args.path) ? { path: new URL('./src/shims/empty.ts', import.meta.url).pathname } : undefined,
    );
  },
};

// Size: zod's 64 locales (only English is used) and js-yaml (gray-matter's default
// engine, always overridden by the yaml package) are replaced by small shims.
const trimDependencies = {
  name: 'trim-dependencies',
  setup(build) {
    build.onResolve({ filter: /locales\/index\.js$/ }, (args) =>
      args.importer.includes(`${'node_modules'}/zod/`) ? { path: new URL('./src/shims/zod-locales.ts', import.meta.url).pathname } : undefined,
    );
    build.onResolve({ filter: /^js-yaml$/ }, () => ({ path: new URL('./src/shims/js-yaml.ts', import.meta.url).pathname }));
  },
};

// A release ships main.js alone, so the licences of what it bundles travel
// inside it: the few /*! comments esbuild keeps, and THIRD_PARTY_NOTICES.txt
// (written by scripts/third-party-notices.mjs from the bundle's own inputs).
const noticesFile = new URL('./THIRD_PARTY_NOTICES.txt', import.meta.url);
const notices = fs.existsSync(noticesFile) ? fs.readFileSync(noticesFile, 'utf8') : '';

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
  inject: ['src/shims/buffer.ts'],
  plugins: [nodeShim, trimDependencies],
  logLevel: 'warning',
  sourcemap: production ? false : 'inline',
  treeShaking: true,
  minify: production,
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
