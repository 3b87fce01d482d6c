/**
 * The layer order of src/ (docs/design.md, "Shape of the code"), checked by
 * `npm run lint`. Lowest first: a module imports its own layer or a lower one.
 * An import that only names a type (`import type`, erased by the build)
 * counts like any other: a shape lives in the layer that makes it, or in the
 * lowest layer that reads it, so no layer learns the words of one above it.
 * There is no list of exceptions.
 */
const LAYERS = [
  ['lib', '^src/core/lib/'],
  // the ports and the shapes the hosts see: vault, clock, http, yaml, dates, the context, settings
  ['ports', '^src/core/ports/'],
  // what counts as a secret and how it is redacted
  ['secrets', '^src/core/secrets/'],
  ['formats', '^src/core/formats/'],
  // lock, run records, backups, retention, state files and where each lives, the write guard and allow-list
  ['state', '^src/core/state/'],
  ['sense', '^src/core/sense/'],
  ['extract', '^src/core/extract/'],
  ['rank', '^src/core/rank/'],
  ['reflect', '^src/core/reflect/'],
  ['consolidate', '^src/core/consolidate/'],
  ['review', '^src/core/review/'],
  ['settle', '^src/core/settle/'],
  // the orchestrator: runs phases 2 and 3, recovery, undo, a person's edits, the plain-text views, the shell door
  ['run', '^src/core/run/'],
  ['engine', '^src/core/engine\\.ts$'],
  ['hosts', '^src/(obsidian|cli)/'],
  ['plugin', '^src/main\\.ts$'],
];

const escapeAll = (list) => list.map((l) => `(${l})`).join('|');

const layerRules = LAYERS.flatMap(([name, path], i) => {
  const higher = LAYERS.slice(i + 1).map(([, p]) => p);
  if (higher.length === 0) return [];
  return [{
    name: `layer-${name}`,
    severity: 'error',
    comment: `${name} imports only its own layer or a lower one (${LAYERS.slice(0, i + 1).map(([n]) => n).join(', ')}), type-only imports included`,
    from: { path },
    to: { path: escapeAll(higher) },
  }];
});

/** @type {import('dependency-cruiser').IConfiguration} */
const config = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No module reaches itself through the modules it imports, type-only imports included.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'hosts-apart',
      severity: 'error',
      comment: 'The plugin and the CLI are two hosts of one engine: neither imports the other.',
      from: { path: '^src/obsidian/' },
      to: { path: '^src/cli/' },
    },
    {
      name: 'cli-apart',
      severity: 'error',
      comment: 'The plugin and the CLI are two hosts of one engine: neither imports the other.',
      from: { path: '^src/cli/' },
      to: { path: '^src/(obsidian/|main\\.ts$)' },
    },
    {
      name: 'in-a-layer',
      severity: 'error',
      comment: 'Every module of src/ belongs to a layer: a new folder or top-level file of src/core is placed in LAYERS.',
      from: { path: '^src/', pathNot: escapeAll(LAYERS.map(([, p]) => p)) },
      to: {},
    },
    ...layerRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.cjs', '.json'] },
  },
};

module.exports = config;
// For test/structure/layers.test.ts (not enumerable: dependency-cruiser validates the config's keys).
Object.defineProperty(module.exports, 'layers', { value: LAYERS, enumerable: false });
