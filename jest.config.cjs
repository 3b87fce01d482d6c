/**
 * Two projects: `unit` (pure rules, single components, the fakes; seconds) for
 * the inner loop — `npm run test:unit` — and `e2e` (whole dreams on copies of
 * the example vault, the CLI, the built bundle, crash and kill suites, model
 * runs against the loopback server). `npm test` and plain `jest` run both.
 * A suite that runs a whole dream or a whole host belongs in E2E below.
 */
const E2E = [
  '/test/bundle\\.test\\.ts$',
  '/test/demo\\.test\\.ts$',
  '/test/engine\\.test\\.ts$',
  '/test/cli/(cli|hostile)\\.test\\.ts$',
  '/test/consolidate/(crash|engine-crash|kill)\\.test\\.ts$',
  '/test/content/golden\\.test\\.ts$',
  '/test/candidates/example-vault\\.test\\.ts$',
  '/test/model/example-vault\\.test\\.ts$',
  '/test/settle/(engine-model|index-rewrite-model)\\.test\\.ts$',
  '/test/obsidian/(review-e2e|engine-service|cancel)\\.test\\.ts$',
  '/test/structure/renamed-folders\\.test\\.ts$',
  '/test/sense/cursor\\.test\\.ts$',
  '/test/review/plain-words-dream\\.test\\.ts$',
  '/test/run/old-promises\\.test\\.ts$',
];

const shared = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.json', diagnostics: false }],
    // @scure/bip39 ships ES modules only; its word list is compiled for jest like our own code
    '/node_modules/@scure/.+\\.js$': ['ts-jest', { tsconfig: { allowJs: true }, diagnostics: false }],
  },
  transformIgnorePatterns: ['/node_modules/(?!@scure/)'],
  moduleNameMapper: { '^obsidian$': '<rootDir>/test/fakes/obsidian.ts' },
};

/** @type {import('jest').Config} */
module.exports = {
  globalSetup: '<rootDir>/test/global-setup.cjs',
  maxWorkers: 2,
  // Reason: a timeout here only catches a hang; it never measures speed (that is
  // `npm run bench`). A contributor's two-core laptop under a build or a second
  // suite is many times slower than idle CI: with 30 s per test and 120 s per
  // beforeAll, a whole-dream fixture that takes 10 s idle failed at load 12–16.
  // Ten minutes, the same as test/helpers/patience.ts's HANG_GUARD_MS; no test
  // sets a shorter one for work that will finish.
  testTimeout: 10 * 60_000,
  // Reason: "A worker process has failed to exit gracefully and has been force
  // exited" was no leaked handle. Measured at the end of `jest` (a probe on the
  // workers): each had only its two stdio pipes left and emitted 'exit' at once,
  // yet was still alive 500 ms later (jest's force-exit delay) — Node tearing
  // down a 550–650 MB heap (RSS ~850 MB) takes ~1 s on two shared cores. A
  // worker whose heap passes this after a test file is replaced, so the last
  // ones are small (130–270 MB) and end in 150–250 ms; four replacements a run.
  workerIdleMemoryLimit: '400MB',
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['**/*.test.ts'], testPathIgnorePatterns: ['/node_modules/', ...E2E] },
    { ...shared, displayName: 'e2e', testRegex: E2E },
  ],
};
