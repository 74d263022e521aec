import { TestEnvironment } from 'jest-environment-node';

// PGlite ships ES modules only, which Jest's CommonJS sandbox cannot evaluate. The environment
// runs outside the sandbox, so it imports PGlite natively and hands the module in.
//
// It also hands in one object that outlives each test file's sandbox: the worker's migrated
// database, made once and copied for every test database (test/test-database.ts).
const workerStore = {};

export default class PGliteEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    this.global.__pgliteModule = await import('@electric-sql/pglite');
    this.global.__pgliteWorkerStore = workerStore;
  }
}
