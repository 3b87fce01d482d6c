import esbuild from 'esbuild';
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
  plugins: [nodeShim],
  logLevel: 'warning',
  sourcemap: production ? false : 'inline',
  treeShaking: true,
  minify: production,
  legalComments: 'none',
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
