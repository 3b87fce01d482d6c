import { defineConfig, globalIgnores } from 'eslint/config';
import obsidianmd from 'eslint-plugin-obsidianmd';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Classic zod compiles parsers with `new Function` and cannot be tree-shaken
// (190 KiB in main.js); the engine's schemas use `zod/mini`, whose functions
// the bundler keeps one by one.
const classicZod = {
  paths: ['zod', 'zod/v4', 'zod/v3', 'zod/v4/classic'].map((name) => ({
    name,
    message: "Import schemas from 'zod/mini' (classic zod brings eval and the whole library into main.js).",
  })),
};

export default defineConfig([
  globalIgnores(['node_modules/', 'main.js', 'dist/', 'coverage/', 'examples/', '.demo/', 'docs/', '.bench/', 'datasets/', '**/*.json', '!package.json', '!manifest.json']),
  ...obsidianmd.configs.recommended,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['.dependency-cruiser.cjs', 'eslint.config.mjs', 'esbuild.config.mjs', 'jest.config.cjs', 'scripts/*.mjs', 'test/*.cjs'],
          // The plain-JS scripts and configs are outside tsconfig; there are a dozen of them.
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 30,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    // The CLI, tests and scripts run on Node, never inside Obsidian.
    files: ['src/cli/**', 'test/**', 'scripts/**', '*.mjs', '*.cjs'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      'import/no-nodejs-modules': 'off',
      'obsidianmd/no-nodejs-modules': 'off',
      'no-console': 'off',
      // Node-side code: console is the CLI's output, globalThis and the
      // default config folder are fine outside Obsidian.
      'obsidianmd/rule-custom-message': 'off',
      'obsidianmd/no-global-this': 'off',
      'obsidianmd/hardcoded-config-path': 'off',
      'import/no-extraneous-dependencies': 'off',
      'obsidianmd/prefer-window-timers': 'off',
      // The CLI has no requestUrl; fetch is its HttpFn (src/cli/fetch-http.ts).
      'no-restricted-globals': 'off',
    },
  },
  {
    files: ['src/**'],
    rules: { 'no-restricted-imports': ['error', classicZod] },
  },
  {
    // Outside Obsidian there is no exported moment: the CLI's date port and the
    // Obsidian fake use the moment package. The plugin's code keeps the rule.
    files: ['src/cli/moment-dates.ts', 'test/fakes/obsidian.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // One door into the engine: the hosts call src/core/engine.ts and, besides
    // it, import only the ports it exposes. A host that reached past the door
    // (building diffs, checking the lock, writing the index itself) would make
    // writes the run record does not know, so undo could not take them back.
    files: ['src/main.ts', 'src/obsidian/**', 'src/cli/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...classicZod,
          patterns: [
            {
              regex: '(^|/)core/(?!(engine|run/shell|ports/(types|vault|clock|http|yaml|date-format|context|settings))$)',
              message: 'The plugin and the CLI reach the engine only through src/core/engine.ts (src/core/run/shell.ts for what the plugin shows before the engine loads) and its ports (types, vault, clock, http, yaml, date-format, context, settings).',
            },
          ],
        },
      ],
    },
  },
  {
    // An argument spread passes every item on the stack: past about a hundred
    // thousand (a note of 125,000 list lines) V8 throws "Maximum call stack size
    // exceeded" and the run fails. src/core/lib/arrays.ts has append, insertAt,
    // minOf and maxOf for any length.
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression > SpreadElement, NewExpression > SpreadElement',
          message: 'No spread into a call in src/: use append/insertAt/minOf/maxOf (src/core/lib/arrays.ts) or a loop, which hold for any length.',
        },
      ],
    },
  },
  {
    // The Obsidian fake must implement the APIs the review rules steer plugins
    // away from (Vault.delete, createElement, …) to be faithful.
    files: ['test/**'],
    rules: {
      'obsidianmd/prefer-file-manager-trash-file': 'off',
      'obsidianmd/prefer-create-el': 'off',
      '@typescript-eslint/no-deprecated': 'off',
    },
  },
  {
    // js-yaml is a devDependency only: the Obsidian fake's parseYaml and
    // processFrontMatter are the engine Obsidian bundles (js-yaml 4). The
    // plugin's own code never imports it: it reads YAML with the yaml package.
    // moment is the CLI's date port only: the plugin reads Daily Notes formats
    // with the moment Obsidian exports, the one those formats are written for.
    files: ['package.json'],
    rules: { 'depend/ban-dependencies': ['error', { presets: ['native', 'microutilities', 'preferred'], allowed: ['js-yaml', 'moment'] }] },
  },
  {
    // The plugin's manifest, checked by obsidianmd/validate-manifest (package.json
    // gets the recommended config's own json block). TypeScript parses a .json
    // file as one object expression, which is what the rule reads.
    files: ['manifest.json'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { parser: tseslint.parser, parserOptions: { projectService: false, project: null } },
    rules: { 'obsidianmd/validate-manifest': 'error' },
  },
]);
