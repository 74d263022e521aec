import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const shared = {
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // PGlite ships ESM only; Node 20 loads it natively, Jest's CommonJS runtime cannot.
    '^@electric-sql/pglite$': '<rootDir>/test/native/pglite.cjs',
    // The guard only means something to Next's bundler.
    '^server-only$': '<rootDir>/test/native/empty.cjs',
  },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next', '/.data/', '/.bench-scratch/'],
  modulePathIgnorePatterns: ['<rootDir>/.next', '<rootDir>/.data/', '<rootDir>/.bench-scratch/'],
};

const unit = await createJestConfig({
  ...shared,
  displayName: 'ui',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/test/setup-dom.ts'],
  // app/**/*.test.ts are route handlers' tests and run in node (the project below), not here.
  testMatch: ['<rootDir>/components/**/*.test.{ts,tsx}', '<rootDir>/{app,lib}/**/*.test.tsx'],
})();

const backend = await createJestConfig({
  ...shared,
  displayName: 'node',
  testEnvironment: '<rootDir>/test/native/pglite-environment.mjs',
  setupFiles: ['<rootDir>/test/setup-node.ts'],
  testMatch: ['<rootDir>/{lib,test,app}/**/*.test.ts', '<rootDir>/*.test.ts'],
})();

// Auth.js and its dependencies ship ES modules only; the node project runs its real handlers,
// so they are compiled like the packages next.config.ts transpiles.
const esmPackages = [
  'geist',
  'next-auth',
  '@auth/core',
  'jose',
  'oauth4webapi',
  'preact',
  'preact-render-to-string',
  '@panva/hkdf',
  // otplib's hashing and base32 (the console's second factor).
  '@noble/hashes',
  '@scure/base',
  // The series viewer's and the DICOM intake's 16-bit PNG decoder (lib/imaging/).
  'fast-png',
  'iobuffer',
  // The tests' reader of the rooms' event streams (test/server-sent-events.ts).
  'eventsource-parser',
];
const compileEsmPackages = (project) => {
  project.transformIgnorePatterns = [
    `/node_modules/(?!(${esmPackages.join('|')})/)`,
    ...project.transformIgnorePatterns.filter((pattern) => !pattern.startsWith('/node_modules/')),
  ];
};
compileEsmPackages(backend);
compileEsmPackages(unit);

// The HTTP security suite (security/) drives a production build with `next start`; it runs on its
// own after the end-to-end tests made that build: `npm run test:security`.
const security = await createJestConfig({
  ...shared,
  displayName: 'security',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/security/**/*.test.ts'],
  globalSetup: '<rootDir>/security/support/prepared-demo-setup.ts',
  globalTeardown: '<rootDir>/security/support/prepared-demo-teardown.ts',
})();
// The console's suite makes authenticator codes with otplib.
compileEsmPackages(security);

const config = {
  projects: process.env.SECURITY_SUITE ? [security] : [unit, backend],
  testTimeout: 30000,
  // Jest's default leaves a core to its own process, which on CI's two cores ran every file one
  // after another; the files share nothing (each its own database, ports and folders), and the
  // main process only gathers results (docs/performance.md, "CI's length").
  maxWorkers: '100%',
};

export default config;
