/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.json', diagnostics: false }] },
  moduleNameMapper: { '^obsidian$': '<rootDir>/test/fakes/obsidian.ts' },
  globalSetup: '<rootDir>/test/global-setup.cjs',
  maxWorkers: 2,
};
