/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.json', diagnostics: false }] },
  moduleNameMapper: { '^obsidian$': '<rootDir>/test/fakes/obsidian.ts' },
  globalSetup: '<rootDir>/test/global-setup.cjs',
  maxWorkers: 2,
  // Reason: about eight people share two cores here (load average 25+); engine
  // tests that take 1–2 s alone hit jest's default 5 s and fail for no fault of theirs.
  testTimeout: 30_000,
};
