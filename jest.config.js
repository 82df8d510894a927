/** Jest: TypeScript through SWC (decorator metadata on, as Nest needs). Unit tests sit beside the code
 * (src/**\/*.spec.ts, bridge/*.spec.ts); end-to-end tests over HTTP in test/ (*.e2e-spec.ts). */
const { availableParallelism } = require('node:os');

module.exports = {
  testEnvironment: 'node',
  // the end-to-end files mostly wait (for servers, streams, background bots): with one worker on two
  // cores the CPU stayed 80–90 % idle, so run two files at once even there (Jest's default is cores − 1)
  maxWorkers: Math.max(2, availableParallelism() - 1),
  rootDir: '.',
  roots: ['<rootDir>/src', '<rootDir>/test', '<rootDir>/bridge'],
  testRegex: '.*\\.(spec|e2e-spec)\\.ts$',
  transform: { '^.+\\.(t|j)s$': ['@swc/jest'] },
  moduleFileExtensions: ['ts', 'js', 'json'],
  testTimeout: 60000,
  // on PostgreSQL, a database per test file (test/util/own-database.ts)
  setupFilesAfterEnv: ['<rootDir>/test/util/own-database.ts'],
};
