import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { generate } from 'otplib';

import {
  DEMO_OPERATOR,
  DEMO_STUDENT_SIGN_IN,
  PUBLISHED_OPERATOR_EMAILS,
  PUBLISHED_STUDENT_EMAILS,
  SUBSCRIBED_STUDENT_SIGN_IN,
} from '@/lib/demo-accounts';
import { freePort } from '@/test/ports';

import { Browser } from './support/client';
import { postAction } from './support/console-actions';
import { startServer, type RunningServer } from './support/server';
import { createServerDatabase } from '@/test/server-database';

/*
 * A public deployment and the accounts the README publishes (docs/accounts.md, "Public
 * deployments"). Its database is made by `npm run db:setup` in the deployment's environment, or
 * by the local demo's setup (as an older version made it); whichever, a production server with a
 * public SITE_URL lets none of those accounts in, to the console or the student side. A
 * production server without SITE_URL does not start. Once on PGlite (DATA_DIR) and, with
 * TEST_DATABASE_URL, once on PostgreSQL (DATABASE_URL): .ci/run runs this file there too.
 */

const root = path.resolve(__dirname, '..');
const PUBLIC_SITE = 'https://frcr.example.org';
const run = promisify(execFile);

type Storage = { env: Record<string, string>; dataDir: string; remove(): Promise<void> };

/** Where a deployment keeps its data: a PGlite directory, or a database of its own on a server. */
const stores: { name: string; make: () => Promise<Storage> }[] = [
  {
    name: 'PGlite (DATA_DIR)',
    make: async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'frcr-deploy-'));
      return {
        env: { DATA_DIR: dataDir, DATABASE_URL: '' },
        dataDir,
        remove: async () => rmSync(dataDir, { recursive: true, force: true }),
      };
    },
  },
];
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  stores.push({
    name: 'PostgreSQL (DATABASE_URL)',
    make: async () => {
      const database = await createServerDatabase(serverUrl, 'frcr_deploy');
      // Mail, uploads and the generated secrets stay on disk beside the database.
      const dataDir = mkdtempSync(path.join(tmpdir(), 'frcr-deploy-'));
      return {
        env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
        dataDir,
        remove: async () => {
          rmSync(dataDir, { recursive: true, force: true });
          await database.drop();
        },
      };
    },
  });
} else {
  console.warn('deployment: TEST_DATABASE_URL is not set; the PostgreSQL case is skipped.');
}

/** `npm run db:setup` as an operator types it: npm sets no NODE_ENV. What it printed. */
async function dbSetup(env: Record<string, string>): Promise<string> {
  const withoutNodeEnv: Record<string, string | undefined> = {
    ...process.env,
    SITE_URL: '',
    ...env,
  };
  delete withoutNodeEnv.NODE_ENV;
  const { stdout } = await run('npm', ['run', '--silent', 'db:setup'], {
    cwd: root,
    env: withoutNodeEnv as NodeJS.ProcessEnv,
    timeout: 180_000,
  });
  return stdout;
}

const signInAction = (browser: Browser, email: string, password: string) =>
  postAction(
    browser.baseURL,
    'signInAction',
    '/signin',
    browser,
    JSON.stringify([{ email, password }]),
  );

/** The console's sign-in with a code for `at` (a later step than any used before). */
async function consoleSignIn(browser: Browser, email: string, password: string, at: number) {
  const code = await generate({ secret: DEMO_OPERATOR.totpSecret, epoch: Math.floor(at / 1000) });
  return postAction(
    browser.baseURL,
    'operatorSignInAction',
    '/console/signin',
    browser,
    JSON.stringify([{ email, password, code }]),
  );
}

const consoleCookie = (setCookies: string[]) =>
  setCookies.find((set) => /^(__Secure-)?frcr\.console=[^;]/.test(set))?.split(';')[0];

/**
 * What a public deployment answers the README's accounts, beside what it answers an address
 * with no account: the same words, and no session for any of them.
 */
async function expectPublishedAccountsRefused(server: RunningServer, operatorCodeAt: number) {
  const browser = new Browser(server.baseURL);
  const unknown = await signInAction(browser, 'nobody@frcrviva.test', 'DemoPass123');
  expect(unknown.result).toMatchObject({ status: 401 });
  for (const account of [DEMO_STUDENT_SIGN_IN, SUBSCRIBED_STUDENT_SIGN_IN]) {
    const answer = await signInAction(browser, account.email, account.password);
    expect({ status: answer.status, result: answer.result }).toEqual({
      status: unknown.status,
      result: unknown.result,
    });
    // Auth.js's own route, which a script could post to, gives no session either.
    await expect(browser.signIn(account.email, account.password)).rejects.toThrow(/no session/);
  }
  expect(browser.cookie).not.toMatch(/frcr\.session=/);

  const unknownOperator = await consoleSignIn(
    browser,
    'nobody@frcrviva.test',
    DEMO_OPERATOR.password,
    operatorCodeAt,
  );
  expect(unknownOperator.result).toMatchObject({ status: 401 });
  const operator = await consoleSignIn(
    browser,
    DEMO_OPERATOR.email,
    DEMO_OPERATOR.password,
    operatorCodeAt,
  );
  expect({ status: operator.status, result: operator.result }).toEqual({
    status: unknownOperator.status,
    result: unknownOperator.result,
  });
  expect(consoleCookie(operator.setCookies)).toBeUndefined();
}

describe.each(stores)('a public deployment on $name', ({ make }) => {
  let storage: Storage;
  let server: RunningServer | undefined;

  beforeEach(async () => {
    storage = await make();
  });
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    await storage.remove();
  });

  it('gets no published account from db:setup, and lets none in', async () => {
    const printed = await dbSetup({ ...storage.env, SITE_URL: PUBLIC_SITE });
    expect(printed).toMatch(/A public deployment/);
    expect(printed).not.toMatch(/DemoPass123|ConsoleDemo123|FRCRVIVACONSOLEDEMOSECRETKEY2345/);

    server = await startServer({
      dataDir: storage.dataDir,
      env: { ...storage.env, SITE_URL: PUBLIC_SITE },
    });
    // It serves, with the essentials it was given (the plans and the policy pages), and a
    // student who signs up signs in.
    const visitor = new Browser(server.baseURL);
    expect((await visitor.send('/', { method: 'GET' })).status).toBe(200);
    expect((await visitor.send('/privacypolicy', { method: 'GET' })).status).toBe(200);
    await visitor.signUp('asha@example.com', 'Radiology1');
    await visitor.signIn('asha@example.com', 'Radiology1');
    const listed = await visitor.call('listPlans');
    expect(listed.status).toBe(200);
    expect((listed.body?.data as unknown[]).length).toBeGreaterThan(0);
    await expectPublishedAccountsRefused(server, Date.now());
  }, 300_000);

  it('disables and refuses the published accounts a local setup made, and ends their sessions', async () => {
    // The database the local demo's setup makes (or an older version made on the deployment).
    const printed = await dbSetup(storage.env);
    expect(printed).toMatch(/A local demo/);
    expect(printed).toContain(DEMO_STUDENT_SIGN_IN.email);

    // Served as a local demo first (https, so its cookies carry the names a public https site
    // reads): the accounts sign in and keep a session each.
    const port = await freePort();
    server = await startServer({
      port,
      dataDir: storage.dataDir,
      env: { ...storage.env, SITE_URL: `https://localhost:${port}` },
    });
    const student = new Browser(server.baseURL);
    await student.signIn(DEMO_STUDENT_SIGN_IN.email, DEMO_STUDENT_SIGN_IN.password);
    expect((await student.call('getProfile')).status).toBe(200);
    const operator = new Browser(server.baseURL);
    const codeUsedAt = Date.now();
    const signedIn = await consoleSignIn(
      operator,
      DEMO_OPERATOR.email,
      DEMO_OPERATOR.password,
      codeUsedAt,
    );
    expect(signedIn.result).toMatchObject({ status: 200 });
    operator.cookie = consoleCookie(signedIn.setCookies)!;
    expect((await operator.send('/console/audit', { method: 'GET' })).status).toBe(200);
    await server.stop();

    // The same database and secret, served as a public deployment.
    let output = '';
    server = await startServer({
      port,
      dataDir: storage.dataDir,
      env: { ...storage.env, SITE_URL: PUBLIC_SITE },
      onOutput: (text) => (output += text),
    });
    const disabledLine = () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg: string; accounts?: string[] })
        .find((line) => /disabled the demo accounts/.test(line.msg));
    for (let wait = 0; !disabledLine() && wait < 50; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(disabledLine()?.accounts?.sort()).toEqual(
      [...PUBLISHED_STUDENT_EMAILS, ...PUBLISHED_OPERATOR_EMAILS].sort(),
    );
    expect([401, 403]).toContain((await student.call('getProfile')).status);
    const audit = await operator.send('/console/audit', { method: 'GET' });
    expect(audit.status).toBeGreaterThanOrEqual(300);
    expect(audit.status).toBeLessThan(400);
    expect(audit.headers.get('location')).toMatch(/\/console\/signin$/);
    // A code of a later step than the one spent above, so only the account can be refused.
    await expectPublishedAccountsRefused(server, Math.max(Date.now(), codeUsedAt + 30_000));
  }, 300_000);
});

it('does not start in production without SITE_URL, saying why', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'frcr-deploy-'));
  try {
    const starting = startServer({ dataDir, env: { SITE_URL: '', DATABASE_URL: '' } });
    await expect(starting).rejects.toThrow(
      /next start exited:[\s\S]*SITE_URL is required in production/,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
