import { eq } from 'drizzle-orm';
import { generate } from 'otplib';

import { caller } from '@/test/accounts-helpers';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { auditLog, operators } from '../db/schema';
import { createOrResetOperator } from './operators';
import { consoleMessages, ENROLMENT_LINK_HOURS, operatorAccountMessages } from './texts';

let t: TestBackend;
let call: ReturnType<typeof caller>;
let clock = new Date('2026-11-26T10:00:00Z');
let ownerToken: string;
let ownerId: number;

/** Moves the clock on by whole 30-second steps, so each test's codes are fresh ones. */
function tick(steps = 2) {
  clock = new Date(clock.getTime() + steps * 30_000);
  t.setNow(clock);
}

const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(clock.getTime() / 1000) });

async function signedIn(email: string, password: string, secret: string) {
  tick();
  const answer = await call('operatorSignIn', { email, password, code: await codeAt(secret) });
  return answer;
}

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
  t.setNow(clock);
  const owner = await createOrResetOperator(
    t.db,
    { email: 'owner@example.com', role: 'owner' },
    clock,
  );
  ownerId = owner.operator.id;
  const answer = await signedIn(owner.operator.email, owner.password, owner.totpSecret);
  ownerToken = (answer.data as { token: string }).token;
});
afterAll(async () => {
  await t.close();
});

type Invitation = { operatorId: number; token: string; expiresAt: string };

async function invite(email: string, role = 'editor') {
  const answer = await call('inviteOperator', { email, role }, ownerToken);
  expect(answer.status).toBe(200);
  return answer.data as Invitation;
}

async function enrol(token: string, password = 'a long enough password') {
  const details = await call('enrolmentDetails', { token });
  const { totpSecret } = details.data as { totpSecret: string };
  tick();
  const answer = await call('completeEnrolment', {
    token,
    password,
    confirmPassword: password,
    code: await codeAt(totpSecret),
  });
  return { answer, totpSecret, password };
}

describe('an invitation', () => {
  it('lets the invited operator choose a password and enrol an authenticator, then sign in', async () => {
    const invitation = await invite('new.editor@example.com');
    expect(new Date(invitation.expiresAt).getTime() - clock.getTime()).toBe(
      ENROLMENT_LINK_HOURS * 60 * 60 * 1000,
    );
    const details = await call('enrolmentDetails', { token: invitation.token });
    expect(details).toMatchObject({
      status: 200,
      data: { email: 'new.editor@example.com', role: 'editor' },
    });
    expect((details.data as { totpUri: string }).totpUri).toMatch(/^otpauth:\/\/totp\//);

    // Before enrolling, nobody can sign in as them, whatever they try.
    const [pending] = await t.db
      .select()
      .from(operators)
      .where(eq(operators.id, invitation.operatorId));
    expect(pending!.enrolledAt).toBeNull();

    const { answer, totpSecret, password } = await enrol(invitation.token);
    expect(answer).toMatchObject({ status: 200, message: operatorAccountMessages.enrolled });
    const { recoveryCodes } = answer.data as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);

    expect(await signedIn('new.editor@example.com', password, totpSecret)).toMatchObject({
      status: 200,
    });
    // A recovery code works too, once.
    tick();
    const recovery = await call('operatorSignIn', {
      email: 'new.editor@example.com',
      password,
      code: recoveryCodes[0]!,
    });
    expect(recovery.status).toBe(200);
  });

  it('works once: the link is spent by its enrolment', async () => {
    const invitation = await invite('once@example.com');
    expect((await enrol(invitation.token)).answer.status).toBe(200);
    expect(await call('enrolmentDetails', { token: invitation.token })).toMatchObject({
      status: 404,
      message: operatorAccountMessages.linkNotValid,
    });
    tick();
    const again = await call('completeEnrolment', {
      token: invitation.token,
      password: 'another long password',
      confirmPassword: 'another long password',
      code: '123456',
    });
    expect(again.status).toBe(404);
  });

  it('lapses after its hours, and an operator who never enrolled cannot sign in', async () => {
    const invitation = await invite('late@example.com');
    const details = await call('enrolmentDetails', { token: invitation.token });
    const { totpSecret } = details.data as { totpSecret: string };
    clock = new Date(clock.getTime() + ENROLMENT_LINK_HOURS * 60 * 60 * 1000 + 1000);
    t.setNow(clock);
    expect(await call('enrolmentDetails', { token: invitation.token })).toMatchObject({
      status: 404,
    });
    const answer = await call('completeEnrolment', {
      token: invitation.token,
      password: 'a long enough password',
      confirmPassword: 'a long enough password',
      code: await codeAt(totpSecret),
    });
    expect(answer.status).toBe(404);
    // Refreshing the owner's sign-in: the clock moved past its 12 hours.
    const owner = await createOrResetOperator(
      t.db,
      { email: 'owner@example.com', role: 'owner' },
      clock,
    );
    ownerToken = (
      (await signedIn(owner.operator.email, owner.password, owner.totpSecret)).data as {
        token: string;
      }
    ).token;
  });

  it('refuses a wrong code, a short password and passwords that differ, and changes nothing', async () => {
    const invitation = await invite('typo@example.com');
    tick();
    const wrongCode = await call('completeEnrolment', {
      token: invitation.token,
      password: 'a long enough password',
      confirmPassword: 'a long enough password',
      code: '000000',
    });
    expect(wrongCode).toMatchObject({ status: 422, message: operatorAccountMessages.codeNotRight });
    expect(
      await call('completeEnrolment', {
        token: invitation.token,
        password: 'short',
        confirmPassword: 'short',
        code: '123456',
      }),
    ).toMatchObject({ status: 422, message: operatorAccountMessages.passwordTooShort });
    expect(
      await call('completeEnrolment', {
        token: invitation.token,
        password: 'a long enough password',
        confirmPassword: 'a different password!',
        code: '123456',
      }),
    ).toMatchObject({ status: 422, message: operatorAccountMessages.passwordsDiffer });
    const [row] = await t.db
      .select()
      .from(operators)
      .where(eq(operators.id, invitation.operatorId));
    expect(row!.enrolledAt).toBeNull();
    expect((await enrol(invitation.token)).answer.status).toBe(200);
  });

  it('is refused for an address that is already an operator', async () => {
    expect(
      await call('inviteOperator', { email: 'OWNER@example.com', role: 'support' }, ownerToken),
    ).toMatchObject({ status: 409, message: operatorAccountMessages.alreadyOperator });
  });

  it('is audited without the link’s token or the secret', async () => {
    await invite('audited@example.com', 'support');
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'operator.invited'));
    const entry = entries.find(
      (row) => (row.after as { email?: string }).email === 'audited@example.com',
    );
    expect(entry).toMatchObject({ actor: 'owner@example.com', targetType: 'operator' });
    expect(JSON.stringify(entry)).not.toMatch(/enrolmentTokenHash|totpSecret|passwordHash/);
  });
});

describe('managing operators', () => {
  it('changes a role and disables an operator, ending their sessions at once', async () => {
    const invitation = await invite('managed@example.com', 'support');
    const { totpSecret, password } = await enrol(invitation.token);
    const signIn = (await signedIn('managed@example.com', password, totpSecret)).data as {
      token: string;
    };
    expect((await call('listAuditLog', {}, signIn.token)).status).toBe(200);

    const editor = await call(
      'updateOperator',
      { operatorId: invitation.operatorId, role: 'editor', disabled: false },
      ownerToken,
    );
    expect(editor).toMatchObject({ status: 200, message: operatorAccountMessages.saved });
    // The same sign-in now has the editor's rights, no more.
    expect((await call('listAuditLog', {}, signIn.token)).status).toBe(403);

    await call(
      'updateOperator',
      { operatorId: invitation.operatorId, role: 'editor', disabled: true },
      ownerToken,
    );
    expect(await call('consoleOverview', {}, signIn.token)).toMatchObject({
      status: 403,
      message: consoleMessages.signInRequired,
    });
    expect((await signedIn('managed@example.com', password, totpSecret)).status).toBe(401);
    expect(
      await call(
        'updateOperator',
        { operatorId: invitation.operatorId, role: 'editor', disabled: true },
        ownerToken,
      ),
    ).toMatchObject({ status: 200, message: operatorAccountMessages.unchanged });
  });

  it('audits each change as what it was, and nothing for a change that changes nothing', async () => {
    const { operatorId } = await invite('audited.changes@example.com', 'support');
    const update = (role: string, disabled: boolean) =>
      call('updateOperator', { operatorId, role, disabled }, ownerToken);
    await update('editor', false);
    await update('editor', false);
    await update('editor', true);
    await update('support', false);
    await call('resetOperatorEnrolment', { operatorId }, ownerToken);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(operatorId)))
      .orderBy(auditLog.id);
    expect(rows.map((row) => row.action)).toEqual([
      'operator.invited',
      'operator.role_changed',
      'operator.disabled',
      'operator.enabled',
      'operator.reset',
    ]);
    const changed = rows[1]!;
    expect(changed.before).toMatchObject({ role: 'support' });
    expect(changed.after).toMatchObject({ role: 'editor' });
    // The audit row copies no secret of the row (lib/audit/audit-log.ts).
    expect(JSON.stringify(rows)).not.toContain('totpSecret');
  });

  it('never lets an owner change their own account', async () => {
    expect(
      await call(
        'updateOperator',
        { operatorId: ownerId, role: 'editor', disabled: false },
        ownerToken,
      ),
    ).toMatchObject({ status: 409, message: operatorAccountMessages.notYourself });
    expect(await call('resetOperatorEnrolment', { operatorId: ownerId }, ownerToken)).toMatchObject(
      {
        status: 409,
      },
    );
  });

  it('keeps an enabled owner when two owners demote each other', async () => {
    const invitation = await invite('second.owner@example.com', 'owner');
    const { totpSecret, password } = await enrol(invitation.token);
    const second = (await signedIn('second.owner@example.com', password, totpSecret)).data as {
      token: string;
    };
    const answers = await Promise.all([
      call(
        'updateOperator',
        { operatorId: invitation.operatorId, role: 'editor', disabled: false },
        ownerToken,
      ),
      call(
        'updateOperator',
        { operatorId: ownerId, role: 'editor', disabled: false },
        second.token,
      ),
    ]);
    // One demotion wins. The other is refused: as the last owner's demotion (409), or, when the
    // winner demoted its actor first, as an editor's write (403) — on PostgreSQL both orders occur.
    const [won, lost] = answers.map((a) => a.status).sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(lost);
    const owners = (await t.db.select().from(operators)).filter(
      (row) => row.role === 'owner' && !row.disabledAt && row.enrolledAt,
    );
    expect(owners).toHaveLength(1);
    // Whoever is still owner carries on; restore the first owner if the second won.
    if (owners[0]!.id !== ownerId) {
      await t.db.update(operators).set({ role: 'owner' }).where(eq(operators.id, ownerId));
    }
  });

  it('sends a new enrolment link that voids the old password and sessions', async () => {
    const invitation = await invite('lost.phone@example.com', 'support');
    const { totpSecret, password } = await enrol(invitation.token);
    const signIn = (await signedIn('lost.phone@example.com', password, totpSecret)).data as {
      token: string;
    };
    const reset = await call(
      'resetOperatorEnrolment',
      { operatorId: invitation.operatorId },
      ownerToken,
    );
    expect(reset).toMatchObject({ status: 200, message: operatorAccountMessages.resetLink });
    expect((await call('consoleOverview', {}, signIn.token)).status).toBe(403);
    expect((await signedIn('lost.phone@example.com', password, totpSecret)).status).toBe(401);
    const { answer } = await enrol((reset.data as Invitation).token, 'a brand new long password');
    expect(answer.status).toBe(200);
  });

  it('is for owners alone', async () => {
    const invitation = await invite('editor.only@example.com', 'editor');
    const { totpSecret, password } = await enrol(invitation.token);
    const editor = (await signedIn('editor.only@example.com', password, totpSecret)).data as {
      token: string;
    };
    for (const [name, input] of [
      ['listOperators', {}],
      ['inviteOperator', { email: 'x@example.com', role: 'owner' }],
      ['updateOperator', { operatorId: ownerId, role: 'support', disabled: true }],
      ['resetOperatorEnrolment', { operatorId: ownerId }],
    ] as const) {
      expect(await call(name, input, editor.token)).toMatchObject({ status: 403 });
    }
    const list = await call('listOperators', {}, ownerToken);
    expect(list.status).toBe(200);
    expect((list.data as { list: { email: string; isYou: boolean }[] }).list).toContainEqual(
      expect.objectContaining({ email: 'owner@example.com', isYou: true }),
    );
  });
});
