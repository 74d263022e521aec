import { eq, inArray, sql } from 'drizzle-orm';
import { generate } from 'otplib';

import { caller, registerAndSignIn } from '@/test/accounts-helpers';
import { createTestBackend, type TestBackend } from '@/test/test-backend';
import { createTestDatabase } from '@/test/test-database';

import { accountMessages } from '../accounts/calls';
import { DEMO_COHORT_LEAD, DEMO_FACULTY, DEMO_OPERATOR, seedDemoOperator } from './demo/operator';
import { consoleMessages } from '../operators/texts';
import {
  auditLog,
  lessonPackages,
  operators,
  plans,
  policyPages,
  students,
  videos,
} from '../db/schema';
import { hostedDemoVideos } from './demo/content';
import { seedDemoContent } from './demo/seed';
import {
  DEMO_STUDENT_SIGN_IN,
  PUBLISHED_OPERATOR_EMAILS,
  PUBLISHED_STUDENT_EMAILS,
  SUBSCRIBED_STUDENT_SIGN_IN,
} from '../demo-accounts';
import { disablePublishedAccounts, prepareDatabase, seedEmptyDatabase } from './start';

/*
 * The accounts the README publishes on a database the local demo made, served as a public
 * deployment (docs/accounts.md, "Public deployments"): refused when the server runs, and
 * disabled when it starts.
 */

const PUBLIC = 'https://frcr.example.org';
const savedSiteUrl = process.env.SITE_URL;

/** This process as a server with this SITE_URL: the services read the environment per call. */
function serveAs(siteUrl: string | undefined) {
  if (siteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = siteUrl;
}

let t: TestBackend;
let call: ReturnType<typeof caller>;
let clock = new Date('2026-11-25T10:00:00Z');

/** Moves the clock on by whole 30-second steps, so each sign-in's code is a fresh one. */
function tick() {
  clock = new Date(clock.getTime() + 60_000);
  t.setNow(clock);
}
const operatorCode = () =>
  generate({ secret: DEMO_OPERATOR.totpSecret, epoch: Math.floor(clock.getTime() / 1000) });

const studentSignIn = (email: string, password: string) => call('login', { email, password });
const operatorSignIn = async (email: string = DEMO_OPERATOR.email) =>
  call('operatorSignIn', { email, password: DEMO_OPERATOR.password, code: await operatorCode() });

beforeAll(async () => {
  serveAs(undefined);
  t = await createTestBackend();
  call = caller(t);
  t.setNow(clock);
  // The database a local `npm run db:setup` makes.
  await seedDemoContent(t.db);
  await seedDemoOperator(t.db, {});
}, 60_000);
afterAll(async () => {
  serveAs(savedSiteUrl);
  await t.close();
});
afterEach(() => serveAs(undefined));

describe('a public deployment, on a database with the published accounts', () => {
  it('signs none of them in, answering as a wrong password or unknown address does', async () => {
    serveAs(PUBLIC);
    const unknown = await studentSignIn('nobody@frcrviva.test', DEMO_STUDENT_SIGN_IN.password);
    expect(unknown).toMatchObject({ status: 401, message: accountMessages.badCredentials });
    for (const account of [DEMO_STUDENT_SIGN_IN, SUBSCRIBED_STUDENT_SIGN_IN]) {
      const refused = await studentSignIn(account.email, account.password);
      expect(refused).toEqual(unknown);
      // Upper case or not, an address is one account.
      expect(await studentSignIn(account.email.toUpperCase(), account.password)).toEqual(unknown);
    }
    tick();
    const unknownOperator = await operatorSignIn('nobody@frcrviva.test');
    expect(unknownOperator).toMatchObject({ status: 401, message: consoleMessages.signInRefused });
    tick();
    expect(await operatorSignIn()).toEqual(unknownOperator);
  });

  it('ends a sign-in and a console session the accounts opened before', async () => {
    tick();
    const student = await studentSignIn(DEMO_STUDENT_SIGN_IN.email, DEMO_STUDENT_SIGN_IN.password);
    const operator = await operatorSignIn();
    expect([student.status, operator.status]).toEqual([200, 200]);
    const studentToken = (student.data as { token: string }).token;
    const operatorToken = (operator.data as { token: string }).token;

    serveAs(PUBLIC);
    expect((await call('getProfile', {}, studentToken)).status).toBe(403);
    expect((await call('consoleOverview', {}, operatorToken)).status).toBe(403);
    // Decided as the server runs: the same database served as a local demo lets them in again.
    serveAs('http://localhost:3000');
    expect((await call('getProfile', {}, studentToken)).status).toBe(200);
    expect((await call('consoleOverview', {}, operatorToken)).status).toBe(200);
  });

  it('signs other students in as usual', async () => {
    serveAs(PUBLIC);
    const { token } = await registerAndSignIn(t, 'asha@example.com');
    expect((await call('getProfile', {}, token)).status).toBe(200);
  });

  it('disables them as it starts, ending their sessions, once, with an audit log row', async () => {
    tick();
    const student = await studentSignIn(DEMO_STUDENT_SIGN_IN.email, DEMO_STUDENT_SIGN_IN.password);
    const studentToken = (student.data as { token: string }).token;

    await prepareDatabase(t.db, { SITE_URL: PUBLIC }, clock);
    const disabled = await t.db
      .select({ email: students.email, hash: students.passwordHash, at: students.disabledAt })
      .from(students)
      .where(inArray(students.email, [...PUBLISHED_STUDENT_EMAILS]));
    expect(disabled).toHaveLength(2);
    for (const row of disabled) expect(row).toMatchObject({ hash: '!', at: clock });
    const [operator] = await t.db
      .select()
      .from(operators)
      .where(eq(operators.email, DEMO_OPERATOR.email));
    expect(operator).toMatchObject({ passwordHash: '!', disabledAt: clock });
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.actor, 'server start'));
    expect(rows.map((row) => [row.action, (row.after as { email: string }).email]).sort()).toEqual(
      [
        ['operator.disabled', DEMO_OPERATOR.email],
        ['operator.disabled', DEMO_COHORT_LEAD.email],
        ['operator.disabled', DEMO_FACULTY.email],
        ['student.disabled', DEMO_STUDENT_SIGN_IN.email],
        ['student.disabled', SUBSCRIBED_STUDENT_SIGN_IN.email],
      ].sort(),
    );

    // Served as a local demo again, none of them has its published password any more.
    serveAs('http://localhost:3000');
    expect((await call('getProfile', {}, studentToken)).status).toBe(403);
    const again = await studentSignIn(DEMO_STUDENT_SIGN_IN.email, DEMO_STUDENT_SIGN_IN.password);
    expect(again).toMatchObject({ status: 401, message: accountMessages.badCredentials });
    tick();
    expect((await operatorSignIn()).status).toBe(401);
    // A second start finds nothing to do.
    expect(await disablePublishedAccounts(t.db, clock)).toEqual([]);
    expect(
      await t.db.select().from(auditLog).where(eq(auditLog.actor, 'server start')),
    ).toHaveLength(5);
  });
});

describe('the database a server starts on', () => {
  async function countOf(db: Awaited<ReturnType<typeof createTestDatabase>>['db'], table: string) {
    const { rows } = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
    );
    return rows[0]!.n;
  }

  it('gets the essentials only on a public deployment, and the whole demo on a local one', async () => {
    const deployed = await createTestDatabase();
    const local = await createTestDatabase();
    try {
      expect(await seedEmptyDatabase(deployed.db, { NODE_ENV: 'production' })).toBe('essentials');
      expect((await deployed.db.select().from(plans)).length).toBeGreaterThanOrEqual(3);
      expect((await deployed.db.select().from(policyPages)).length).toBe(3);
      for (const table of ['students', 'operators', 'videos', 'sub_shorts', 'live_sessions']) {
        expect(await countOf(deployed.db, table)).toBe(0);
      }
      // A database with content is left as it is.
      expect(await seedEmptyDatabase(deployed.db, {})).toBeNull();
      expect(await countOf(deployed.db, 'students')).toBe(0);

      expect(await seedEmptyDatabase(local.db, { SITE_URL: 'http://localhost:3000' })).toBe('demo');
      const emails = (await local.db.select({ email: students.email }).from(students)).map(
        (row) => row.email,
      );
      expect(emails).toEqual(expect.arrayContaining([...PUBLISHED_STUDENT_EMAILS]));
      expect(
        (await local.db.select({ email: operators.email }).from(operators)).map((r) => r.email),
      ).toEqual([...PUBLISHED_OPERATOR_EMAILS]);
    } finally {
      await deployed.close();
      await local.close();
    }
  }, 60_000);

  it('gets the demo content without its accounts when asked', async () => {
    const opened = await createTestDatabase();
    try {
      await seedDemoContent(opened.db, { content: 'demo content' });
      expect((await opened.db.select().from(videos)).length).toBeGreaterThan(0);
      expect(await countOf(opened.db, 'purchases')).toBe(0);
      // Testimonial authors only, whom no password signs in.
      const hashes = await opened.db.select({ hash: students.passwordHash }).from(students);
      expect(hashes.length).toBeGreaterThan(0);
      expect(new Set(hashes.map((row) => row.hash))).toEqual(new Set(['!']));
      // The whole demo on top adds the accounts (a local demo's db:setup after it), and the
      // twelve registrars whose marked practice the case analytics show (no password either).
      const { inserted } = await seedDemoContent(opened.db);
      expect(inserted).toMatchObject({ students: 2 + 12, purchases: 1, videos: 0 });
    } finally {
      await opened.close();
    }
  }, 60_000);

  it('queues a local demo’s lesson packaging as the server starts, once, and not at build time', async () => {
    const opened = await createTestDatabase();
    try {
      await seedDemoContent(opened.db);
      const packages = () => opened.db.select({ state: lessonPackages.state }).from(lessonPackages);
      const jobs = async () =>
        (
          await opened.db.execute<{ count: number }>(
            sql`select count(*)::int as count from pgboss.job where name = 'lesson-package'`,
          )
        ).rows[0]!.count;
      await prepareDatabase(opened.db, { NEXT_PHASE: 'phase-production-build' });
      expect(await packages()).toEqual([]);
      await prepareDatabase(opened.db, {});
      expect(await packages()).toEqual(hostedDemoVideos.map(() => ({ state: 'processing' })));
      expect(await jobs()).toBe(hostedDemoVideos.length);
      // The next start finds them queued (or made): nothing more.
      await prepareDatabase(opened.db, {});
      expect(await jobs()).toBe(hostedDemoVideos.length);
    } finally {
      await opened.close();
    }
  }, 60_000);

  it('is not disabled by a build, which counts as public without SITE_URL', async () => {
    const opened = await createTestDatabase();
    try {
      await seedDemoContent(opened.db);
      await prepareDatabase(opened.db, {
        NODE_ENV: 'production',
        NEXT_PHASE: 'phase-production-build',
      });
      const rows = await opened.db
        .select({ at: students.disabledAt })
        .from(students)
        .where(inArray(students.email, [...PUBLISHED_STUDENT_EMAILS]));
      expect(rows).toEqual([{ at: null }, { at: null }]);
    } finally {
      await opened.close();
    }
  }, 60_000);
});
