/** Jest: TypeScript through SWC (decorator metadata on, as Nest needs). Unit tests sit beside the code
 * (src/**\/*.spec.ts); end-to-end tests over HTTP in test/ (*.e2e-spec.ts). */
module.exports = {
  testEnvironment: 'node',
  rootDir: '.',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testRegex: '.*\\.(spec|e2e-spec)\\.ts$',
  transform: { '^.+\\.(t|j)s$': ['@swc/jest'] },
  moduleFileExtensions: ['ts', 'js', 'json'],
  testTimeout: 60000,
  // on PostgreSQL, a database per test file (test/util/own-database.ts)
  setupFilesAfterEnv: ['<rootDir>/test/util/own-database.ts'],
};
