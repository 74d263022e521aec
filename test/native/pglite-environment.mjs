import { TestEnvironment } from 'jest-environment-node';

// PGlite ships ES modules only, which Jest's CommonJS sandbox cannot evaluate. The environment
// runs outside the sandbox, so it imports PGlite natively and hands the module in.
export default class PGliteEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    this.global.__pgliteModule = await import('@electric-sql/pglite');
  }
}
