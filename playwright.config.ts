import path from 'node:path';

import { defineConfig, devices } from '@playwright/test';

import { usablePort } from './test/ports';

// Chosen once in the main process and inherited by the workers through the environment.
// Each run gets its own port and a fresh embedded database, and builds apart from `.next`.
process.env.E2E_PORT ??= String(usablePort(3100 + (process.pid % 800)));
process.env.E2E_DATA_DIR ??= path.resolve(`.data/e2e-${Date.now()}`);
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR;
const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
const baseURL = `http://localhost:${port}`;
// A second server on the same build with the anti-capture guard switched on (e2e/guard.spec.ts).
process.env.E2E_GUARD_PORT ??= String(usablePort(port + 1000));
const guardPort = Number(process.env.E2E_GUARD_PORT);
// A third, like the first, on a copy of the same seeded data: the specs that wait on a running
// clock run there, beside the others (docs/performance.md, "The end-to-end suite's two lanes").
process.env.E2E_APART_PORT ??= String(usablePort(port + 2000));
const apartPort = Number(process.env.E2E_APART_PORT);
const apartURL = `http://localhost:${apartPort}`;
/**
 * The specs that spend most of their time waiting on a running clock (a paper's, a viva room's,
 * the guard's checks once a second). Each works only with what the seed made, so on their own
 * servers and databases (the guard's server, or the third) they share no student or content with
 * the rest, and run beside them.
 */
const apartSpecs = [
  /guard\.spec\.ts$/,
  /paper-a11y\.spec\.ts$/,
  /practice\.spec\.ts$/,
  /viva-room\.spec\.ts$/,
];
const reuseExistingServer = !process.env.CI && !!process.env.E2E_REUSE_SERVER;
const serverEnv = {
  NEXT_DIST_DIR: distDir,
  AUTH_SECRET: process.env.AUTH_SECRET ?? 'e2e-only-secret-not-for-production-0123456789',
  NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  // The servers package their demo lessons as they start (docs/streaming.md): the cheapest preset.
  LESSON_PACKAGE_PRESET: 'ultrafast',
};

/** The first server's, and the third's, which stands in for it in the specs run apart. */
const studentServerEnv = {
  ...serverEnv,
  SITE_URL: baseURL,
  ANTI_CAPTURE: 'off',
  // Practice papers end in about a minute (e2e/practice.spec.ts).
  PRACTICE_TIME_SCALE: '0.06',
  // One subscriber plays lessons in several specs within a minute and a half, each playback
  // (and each reload) a stream of its own; the limit itself is tested in Jest and the
  // security suite (docs/streaming.md, "Concurrent streams").
  LESSON_STREAMS_PER_ACCOUNT: '20',
  // As behind a deployment's proxy, so the students the specs sign up each come from their
  // own address (e2e/support/new-student.ts): from one, the suite would spend the client's
  // five sign-ups an hour. A request without the header is the socket's, as before.
  TRUST_PROXY: '1',
};

/** The other two servers start from copies of the first's seeded data folder, named so. */
const copies = ['guard', 'apart'] as const;
const copyOf = (copy: (typeof copies)[number]) => `${dataDir}-${copy}`;

/**
 * A server of the first one's build. Playwright starts the servers one after another, so the
 * build is finished by then; the wait makes that explicit rather than relying on it.
 */
function startedAfterTheFirst(serverPort: number, env: Record<string, string>) {
  return {
    command: `node e2e/support/wait-for-url.mjs ${baseURL} && npx next start -p ${serverPort}`,
    url: `http://localhost:${serverPort}`,
    timeout: 600_000,
    reuseExistingServer,
    env,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // Two lanes, one spec at a time in each (the projects below): the specs share the demo's
  // students and content on one database, and rely on the order they run in.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The digest comes last, so a CI log's tail says what each failed page was waiting for.
  reporter: [['list'], ['./e2e/support/failure-digest.ts']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Recording every test to keep the failures' traces cost CI minutes on its two cores; there a
    // failing test is retried once (above), and the retry is recorded (docs/performance.md).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: apartSpecs,
      workers: 1,
    },
    {
      name: 'apart',
      use: { ...devices['Desktop Chrome'], baseURL: apartURL },
      testMatch: apartSpecs,
      workers: 1,
    },
  ],
  webServer: [
    {
      // Seeded before the build, as README's first line does: a build on an empty database seeds
      // it while it prerenders, and a page rendered before the seed was in stayed empty until it
      // regenerated (the visitor's /video said "No videos available" for five minutes). The data
      // cache a build keeps in its folder held an earlier run's database (a policy page published
      // there showed here as published), so each run starts without it.
      // The other two servers (below) start from copies of the seeded data rather than seeding
      // and packaging the demo lessons again while the first specs run.
      command: [
        `rm -rf ${distDir}/cache/fetch-cache ${copies.map(copyOf).join(' ')}`,
        'npm run db:setup',
        ...copies.map((copy) => `cp -r ${dataDir} ${copyOf(copy)}`),
        'npm run build',
        `npx next start -p ${port}`,
      ].join(' && '),
      url: baseURL,
      timeout: 600_000,
      reuseExistingServer,
      env: { ...studentServerEnv, DATA_DIR: dataDir },
      stdout: 'pipe',
      stderr: 'pipe',
    },
    // Same SITE_URL as the first server: all serve one build and share its regenerated (ISR)
    // pages on disk, so a page regenerated on one must carry the same canonical URLs. No checkout
    // at all on the guard's (DEMO_CHECKOUT=off): what a deployment without provider keys shows
    // its students.
    startedAfterTheFirst(guardPort, {
      ...serverEnv,
      DATA_DIR: copyOf('guard'),
      SITE_URL: baseURL,
      ANTI_CAPTURE: 'on',
      DEMO_CHECKOUT: 'off',
    }),
    // What the first serves, for the specs run apart (apartSpecs above).
    startedAfterTheFirst(apartPort, { ...studentServerEnv, DATA_DIR: copyOf('apart') }),
  ],
});
