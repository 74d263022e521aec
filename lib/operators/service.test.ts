import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';

import { caller } from '@/test/accounts-helpers';
import { addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { auditLog, operators } from '../db/schema';
import { DEMO_OPERATOR, seedDemoOperator } from '../platform/demo/operator';
import { createOrResetOperator, type OperatorCredentials } from './operators';
import { consoleMessages } from './texts';

let t: TestBackend;
let call: ReturnType<typeof caller>;
let clock = new Date('2026-11-25T10:00:00Z');

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
  t.setNow(clock);
});
afterAll(async () => {
  await t.close();
});

/** Moves the clock on by whole 30-second steps, so each test's codes are fresh ones. */
function tick(steps = 2) {
  clock = new Date(clock.getTime() + steps * 30_000);
  t.setNow(clock);
}

const codeAt = (secret: string, at = clock) =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

async function newOperator(email: string, role: 'owner' | 'editor' | 'support' = 'owner') {
  return createOrResetOperator(t.db, { email, role }, clock);
}

async function signIn(made: OperatorCredentials, code?: string) {
  return call('operatorSignIn', {
    email: made.operator.email,
    password: made.password,
    code: code ?? (await codeAt(made.totpSecret)),
  });
}

const auditOf = async (action: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('signing in', () => {
  it('opens a console session with the password and the authenticator’s code, and audits it', async () => {
    tick();
    const made = await newOperator('owner@example.com');
    const answer = await signIn(made);
    expect(answer).toMatchObject({ status: 200, message: consoleMessages.signedIn });
    const { token } = answer.data as { token: string };
    const overview = await call('consoleOverview', {}, token);
    expect(overview).toMatchObject({
      status: 200,
      data: { operator: { email: 'owner@example.com', role: 'owner' } },
    });
    const [entry] = (await auditOf('operator.signed_in')).filter(
      (row) => row.operatorId === made.operator.id,
    );
    expect(entry).toMatchObject({
      actor: 'owner@example.com',
      targetType: 'operator',
      targetId: String(made.operator.id),
      after: { secondFactor: 'authenticator', recoveryCodesLeft: 10 },
    });
  });

  it('refuses a wrong password, a wrong code and an unknown address with the same words', async () => {
    tick();
    const made = await newOperator('careful@example.com');
    const right = await codeAt(made.totpSecret);
    const wrongCode = right === '000000' ? '111111' : '000000';
    for (const attempt of [
      { email: made.operator.email, password: 'not the password', code: right },
      { email: made.operator.email, password: made.password, code: wrongCode },
      { email: 'nobody@example.com', password: made.password, code: right },
    ]) {
      expect(await call('operatorSignIn', attempt)).toMatchObject({
        status: 401,
        message: consoleMessages.signInRefused,
      });
    }
  });

  it('takes each authenticator code once: a replay within its window is refused', async () => {
    tick();
    const made = await newOperator('replay@example.com');
    const code = await codeAt(made.totpSecret);
    expect((await signIn(made, code)).status).toBe(200);
    expect((await signIn(made, code)).status).toBe(401);
    // Two sign-ins racing with one fresh code: one session, not two.
    tick();
    const fresh = await codeAt(made.totpSecret);
    const raced = await Promise.all([signIn(made, fresh), signIn(made, fresh)]);
    expect(raced.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it('takes a recovery code instead of a code, once', async () => {
    tick();
    const made = await newOperator('recovery@example.com');
    const [code] = made.recoveryCodes;
    expect((await signIn(made, code!.toUpperCase())).status).toBe(200);
    expect((await signIn(made, code)).status).toBe(401);
    const [row] = await t.db.select().from(operators).where(eq(operators.id, made.operator.id));
    expect(row!.recoveryCodeHashes).toHaveLength(9);
  });

  it('refuses a disabled operator, and ends their sessions at once', async () => {
    tick();
    const made = await newOperator('leaver@example.com');
    const { token } = (await signIn(made)).data as { token: string };
    await t.db
      .update(operators)
      .set({ disabledAt: clock })
      .where(eq(operators.id, made.operator.id));
    expect((await call('consoleOverview', {}, token)).status).toBe(403);
    tick();
    expect((await signIn(made)).status).toBe(401);
  });

  it('ends every session of an operator who is reset, and audits the reset', async () => {
    tick();
    const made = await newOperator('reset@example.com', 'support');
    const { token } = (await signIn(made)).data as { token: string };
    const again = await createOrResetOperator(
      t.db,
      { email: 'reset@example.com', role: 'support' },
      clock,
    );
    expect(again.created).toBe(false);
    expect((await call('consoleOverview', {}, token)).status).toBe(403);
    const [entry] = (await auditOf('operator.reset')).filter(
      (row) => row.targetId === String(made.operator.id),
    );
    expect(entry!.actor).toBe('command line');
    // Secrets never reach the log, before or after.
    expect(JSON.stringify([entry!.before, entry!.after])).not.toMatch(
      /passwordHash|totpSecret|recoveryCode/,
    );
  });
});

describe('who may make which call', () => {
  it('never takes a student token for an operator, nor an operator token for a student', async () => {
    tick();
    const student = await addStudent(t.db, 'student-not-operator@example.com');
    expect(await call('consoleOverview', {}, student.token)).toMatchObject({ status: 403 });
    expect(await call('listAuditLog', {}, student.token)).toMatchObject({ status: 403 });
    const made = await newOperator('not-a-student@example.com');
    const { token } = (await signIn(made)).data as { token: string };
    expect(await call('getProfile', {}, token)).toMatchObject({ status: 403 });
    expect(await call('consoleOverview', {}, null)).toMatchObject({ status: 403 });
  });

  it('lets owners and support read the audit log, and refuses editors', async () => {
    for (const [role, status] of [
      ['owner', 200],
      ['support', 200],
      ['editor', 403],
    ] as const) {
      tick();
      const made = await newOperator(`${role}-reader@example.com`, role);
      const { token } = (await signIn(made)).data as { token: string };
      const answer = await call('listAuditLog', {}, token);
      expect(answer.status).toBe(status);
      if (status === 403) expect(answer).toMatchObject({ code: 'role_refused' });
    }
  });
});

describe('the audit log', () => {
  it('lists newest first, filters by action and actor, and pages with the total', async () => {
    tick();
    const made = await newOperator('auditor@example.com');
    const { token } = (await signIn(made)).data as { token: string };
    const all = await call('listAuditLog', { limit: 100 }, token);
    const { list, total, actions } = all.data as {
      list: { id: number; at: string; action: string; actor: string }[];
      total: number;
      actions: string[];
    };
    expect(total).toBe((await t.db.select().from(auditLog)).length);
    expect(list.map((e) => e.at)).toEqual([...list.map((e) => e.at)].sort().reverse());
    expect(actions).toEqual(expect.arrayContaining(['operator.created', 'operator.signed_in']));
    expect([...actions].sort()).toEqual(actions);

    const created = await call(
      'listAuditLog',
      { action: 'operator.created', actor: 'command' },
      token,
    );
    const page = created.data as { list: { action: string }[]; total: number };
    expect(page.list.every((e) => e.action === 'operator.created')).toBe(true);
    expect(page.total).toBe((await auditOf('operator.created')).length);

    const second = await call('listAuditLog', { limit: 2, offset: 2 }, token);
    expect((second.data as { list: { id: number }[] }).list.map((e) => e.id)).toEqual(
      list.slice(2, 4).map((e) => e.id),
    );
    expect(await call('listAuditLog', { actor: "x' OR 1=1 --" }, token)).toMatchObject({
      status: 422,
    });
  });

  it('cannot be changed or emptied, by the console or anyone else', async () => {
    // drizzle wraps the database's refusal; the trigger's words are its cause.
    const refusal = async (statement: ReturnType<typeof sql>) => {
      const error = await t.db.execute(statement).then(
        () => null,
        (thrown: unknown) => thrown as { cause?: { message?: string } },
      );
      return error?.cause?.message;
    };
    const before = (await t.db.select().from(auditLog)).length;
    expect(await refusal(sql`UPDATE audit_log SET actor = 'someone else'`)).toMatch(/append-only/);
    expect(await refusal(sql`DELETE FROM audit_log`)).toMatch(/append-only/);
    expect(await refusal(sql`TRUNCATE audit_log`)).toMatch(/append-only/);
    expect((await t.db.select().from(auditLog)).length).toBe(before);
  });

  it('signs out by revoking the session, audited', async () => {
    tick();
    const made = await newOperator('goodbye@example.com');
    const { token } = (await signIn(made)).data as { token: string };
    expect(await call('operatorSignOut', {}, token)).toMatchObject({ status: 200 });
    expect((await call('consoleOverview', {}, token)).status).toBe(403);
    expect(
      (await auditOf('operator.signed_out')).some((row) => row.operatorId === made.operator.id),
    ).toBe(true);
  });
});

describe('the demo operator', () => {
  it('is made on this machine, once, and never on a public deployment', async () => {
    const deployed = { NODE_ENV: 'production', SITE_URL: 'https://frcrviva.co.uk' };
    expect(await seedDemoOperator(t.db, deployed)).toBe('skipped');
    expect(await seedDemoOperator(t.db, {})).toBe('created');
    expect(await seedDemoOperator(t.db, {})).toBe('present');
    tick();
    const answer = await call('operatorSignIn', {
      email: DEMO_OPERATOR.email,
      password: DEMO_OPERATOR.password,
      code: await codeAt(DEMO_OPERATOR.totpSecret),
    });
    expect(answer.status).toBe(200);
  });
});
