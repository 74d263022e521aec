import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { eq } from 'drizzle-orm';

import { accountMessages } from '@/lib/accounts/calls';
import { messages } from '@/lib/calls/fields';
import { caller, imageBlob, PASSWORD, registerAndSignIn } from '@/test/accounts-helpers';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { lockedMessage, SIGN_IN_LOCK_MINUTES, SIGN_IN_MAX_FAILURES } from './sign-in-throttle';
import { plans, purchases, students } from '../db/schema';
import { NOT_AN_IMAGE } from './profile-images';
import { ALREADY_REGISTERED_SUBJECT, EMAIL_CHANGED_SUBJECT } from './service';

let t: TestBackend;
let call: ReturnType<typeof caller>;

// One database for the file (creating one takes seconds); each test uses its own addresses.
beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
});
afterAll(async () => {
  await t.close();
});
afterEach(() => t.setNow(new Date()));

const uploads = async () => {
  try {
    return await readdir(path.join(t.dir, 'uploads'));
  } catch {
    return [];
  }
};

describe('register and sign in', () => {
  it('registers, signs in and reads the profile back', async () => {
    const photo = await imageBlob('png');
    const registered = await call('register', {
      fullName: '  Asha Rao ',
      email: ' Asha.Round@Example.COM',
      mobileNumber: '9876543210',
      countryCode: '91',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      profile: photo,
    });
    expect(registered).toMatchObject({ status: 200, message: accountMessages.registered });

    const [row] = await t.db
      .select()
      .from(students)
      .where(eq(students.email, 'asha.round@example.com'));
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain(PASSWORD);
    expect(row.profile).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(await uploads()).toContain(row.profile);

    const login = await call('login', { email: 'ASHA.round@example.com', password: PASSWORD });
    expect(login).toMatchObject({ status: 200, message: accountMessages.signedIn });
    const { token, studentId } = login.data as { token: string; studentId: number };
    expect(studentId).toBe(row.id);

    const profile = await call('getProfile', {}, token);
    expect(profile.status).toBe(200);
    expect(profile.data).toEqual([
      {
        studentId: row.id,
        fullName: 'Asha Rao',
        email: 'asha.round@example.com',
        mobileNumber: '9876543210',
        countryCode: '91',
        profile: row.profile,
        isSubscribe: 0,
      },
    ]);
  });

  it('answers a sign-up for a registered address as for a new one, changes nothing and tells the owner', async () => {
    await registerAndSignIn(t, 'asha2@example.com');
    const [before] = await t.db
      .select()
      .from(students)
      .where(eq(students.email, 'asha2@example.com'));
    const filesBefore = await uploads();
    const mailBefore = t.mail.length;
    const attempt = (email: string) =>
      call('register', {
        fullName: 'Someone Else',
        email,
        password: 'Another-pass9',
        confirmPassword: 'Another-pass9',
      });

    const taken = await attempt('ASHA2@example.com');
    const fresh = await attempt('brand-new2@example.com');
    expect(taken).toEqual(fresh);
    expect(taken).toEqual({ status: 200, message: accountMessages.registered, data: null });

    const [after] = await t.db
      .select()
      .from(students)
      .where(eq(students.email, 'asha2@example.com'));
    expect(after).toEqual(before);
    expect(await uploads()).toEqual(filesBefore);
    expect((await call('login', { email: 'asha2@example.com', password: PASSWORD })).status).toBe(
      200,
    );
    expect(
      (await call('login', { email: 'asha2@example.com', password: 'Another-pass9' })).status,
    ).toBe(401);
    const sent = t.mail.slice(mailBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'asha2@example.com', subject: ALREADY_REGISTERED_SUBJECT });
    expect(sent[0].text).toContain('Forgot Password');
  });

  it('refuses a photo that is not an image whether or not the address is registered', async () => {
    await registerAndSignIn(t, 'photo2@example.com');
    const fake = () => new Blob(['not an image'], { type: 'image/png' });
    const answers = await Promise.all(
      ['photo2@example.com', 'photo2-new@example.com'].map((email) =>
        call('register', {
          fullName: 'Asha Rao',
          email,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          profile: fake(),
        }),
      ),
    );
    expect(answers[0]).toEqual({
      status: 422,
      message: NOT_AN_IMAGE,
      data: null,
      code: 'invalid_input',
    });
    expect(answers[1]).toEqual(answers[0]);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    await registerAndSignIn(t, 'asha3@example.com');
    const wrong = await call('login', { email: 'asha3@example.com', password: 'Wrong-pass1' });
    const unknown = await call('login', { email: 'nobody3@example.com', password: PASSWORD });
    expect(wrong).toEqual({
      status: 401,
      message: accountMessages.badCredentials,
      data: null,
      code: 'sign_in_required',
    });
    expect(unknown).toEqual(wrong);
  });

  it('locks an address after repeated failures, for known and unknown addresses alike', async () => {
    await registerAndSignIn(t, 'asha4@example.com');
    const start = new Date('2026-03-01T10:00:00Z');
    t.setNow(start);
    for (const email of ['asha4@example.com', 'nobody4@example.com']) {
      for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
        expect((await call('login', { email, password: 'Wrong-pass1' })).status).toBe(401);
      }
      const locked = await call('login', { email, password: PASSWORD });
      expect(locked).toMatchObject({ status: 429, message: lockedMessage(SIGN_IN_LOCK_MINUTES) });
    }
    // Another address is not affected.
    t.setNow(new Date(start.getTime() + 60_000));
    expect((await call('login', { email: 'other4@example.com', password: 'x' })).status).toBe(401);

    // Once the lock has passed, the right password works and the count starts again.
    t.setNow(new Date(start.getTime() + (SIGN_IN_LOCK_MINUTES + 1) * 60_000));
    expect((await call('login', { email: 'asha4@example.com', password: PASSWORD })).status).toBe(
      200,
    );
  }, 120_000);

  it('counts failures within a window only', async () => {
    await registerAndSignIn(t, 'asha5@example.com');
    const start = new Date('2026-03-01T10:00:00Z');
    for (let i = 0; i < SIGN_IN_MAX_FAILURES - 1; i++) {
      t.setNow(new Date(start.getTime() + i * 1000));
      await call('login', { email: 'asha5@example.com', password: 'Wrong-pass1' });
    }
    t.setNow(new Date(start.getTime() + 20 * 60_000));
    const late = await call('login', { email: 'asha5@example.com', password: 'Wrong-pass1' });
    expect(late.status).toBe(401);
    expect((await call('login', { email: 'asha5@example.com', password: PASSWORD })).status).toBe(
      200,
    );
  }, 120_000);
});

describe('profile', () => {
  it('reports isSubscribe from a current purchase only', async () => {
    const { token, studentId } = await registerAndSignIn(t, 'asha6@example.com');
    const [plan] = await t.db
      .insert(plans)
      .values({ name: 'Marathon Course', slug: 'marathon', price: '349.00', subTitle: '6 Months' })
      .returning();
    const now = new Date('2026-03-01T10:00:00Z');
    t.setNow(now);
    const day = 24 * 60 * 60 * 1000;
    await t.db.insert(purchases).values({
      studentId,
      planId: plan.id,
      transactionId: 'expired',
      transactionType: 'Demo',
      amount: '349.00',
      startOn: new Date(now.getTime() - 200 * day),
      expiresOn: new Date(now.getTime() - day),
    });
    const flag = async () =>
      ((await call('getProfile', {}, token)).data as Array<{ isSubscribe: number }>)[0].isSubscribe;
    expect(await flag()).toBe(0);

    await t.db.insert(purchases).values({
      studentId,
      planId: plan.id,
      transactionId: 'future',
      transactionType: 'Demo',
      amount: '349.00',
      startOn: new Date(now.getTime() + day),
      expiresOn: new Date(now.getTime() + 100 * day),
    });
    expect(await flag()).toBe(0);

    await t.db.insert(purchases).values({
      studentId,
      planId: plan.id,
      transactionId: 'current',
      transactionType: 'Demo',
      amount: '349.00',
      startOn: new Date(now.getTime() - day),
      expiresOn: new Date(now.getTime() + 100 * day),
    });
    expect(await flag()).toBe(1);
  });

  it('edits the profile and replaces the stored photo', async () => {
    const { token } = await registerAndSignIn(t, 'asha7@example.com', {
      profile: await imageBlob('png'),
    });
    const [{ profile: before }] = await t.db
      .select({ profile: students.profile })
      .from(students)
      .where(eq(students.email, 'asha7@example.com'));

    const edited = await call(
      'editProfile',
      {
        fullName: 'Asha R. Rao',
        email: 'asha.rao7@example.com',
        mobileNumber: '7700900123',
        countryCode: '44',
        profile: await imageBlob('jpeg', 100),
        currentPassword: PASSWORD,
      },
      token,
    );
    expect(edited).toMatchObject({ status: 200, message: accountMessages.profileUpdated });
    const profile = edited.data as { fullName: string; email: string; profile: string };
    expect(profile).toMatchObject({
      fullName: 'Asha R. Rao',
      email: 'asha.rao7@example.com',
      mobileNumber: '7700900123',
      countryCode: '44',
    });
    expect(profile.profile).not.toBe(before);
    const files = await uploads();
    expect(files).toContain(profile.profile);
    expect(files).not.toContain(before);

    // Without a new photo the old one stays.
    const again = await call(
      'editProfile',
      { fullName: 'Asha', email: 'asha.rao7@example.com', mobileNumber: '', countryCode: '44' },
      token,
    );
    expect((again.data as { profile: string }).profile).toBe(profile.profile);
  });

  it('tells whether an address belongs to another student only after the current password', async () => {
    await registerAndSignIn(t, 'other8@example.com');
    const { token } = await registerAndSignIn(t, 'asha8@example.com');
    const edit = (email: string, extra: Record<string, string> = {}) =>
      call('editProfile', { fullName: 'Asha', email, countryCode: '91', ...extra }, token);

    // A session alone: the same refusal for a taken and a free address.
    const takenNoPassword = await edit('other8@example.com');
    expect(takenNoPassword).toMatchObject({
      status: 400,
      message: accountMessages.currentPasswordForEmail,
    });
    expect(await edit('free8@example.com')).toEqual(takenNoPassword);
    expect(await edit('other8@example.com', { currentPassword: 'Wrong-pass1' })).toEqual(
      await edit('free8@example.com', { currentPassword: 'Wrong-pass1' }),
    );

    const edited = await edit('other8@example.com', { currentPassword: PASSWORD });
    expect(edited).toMatchObject({ status: 409, message: accountMessages.emailTakenByOther });
  });

  it('moves the sign-in email only with the current password, and tells the old address', async () => {
    const { token, studentId } = await registerAndSignIn(t, 'mover@example.com');
    const stored = async () =>
      (await t.db.select().from(students).where(eq(students.id, studentId)))[0];
    const change = (extra: Record<string, string>) =>
      call(
        'editProfile',
        { fullName: 'Mover', email: 'taken-over@example.com', countryCode: '44', ...extra },
        token,
      );

    expect(await change({})).toMatchObject({
      status: 400,
      message: 'Enter your current password to change your email',
    });
    expect(await change({ currentPassword: 'Wrong-pass1' })).toMatchObject({
      status: 400,
      message: 'Current Password is incorrect',
    });
    expect((await stored()).email).toBe('mover@example.com');
    expect((await stored()).fullName).toBe('Asha Rao');

    const mailBefore = t.mail.length;
    expect(await change({ currentPassword: PASSWORD })).toMatchObject({ status: 200 });
    expect((await stored()).email).toBe('taken-over@example.com');
    await new Promise((resolve) => setImmediate(resolve));
    const notices = t.mail.slice(mailBefore);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ to: 'mover@example.com', subject: EMAIL_CHANGED_SUBJECT });
    expect(notices[0].text).toContain('taken-over@example.com');

    // Other fields change without the password while the email stays the same.
    const rename = await call(
      'editProfile',
      { fullName: 'Renamed', email: 'taken-over@example.com', countryCode: '44' },
      token,
    );
    expect(rename.status).toBe(200);
    expect(t.mail.length).toBe(mailBefore + 1);
  });

  it('never reads or edits another student, whatever studentId the body carries', async () => {
    const victim = await registerAndSignIn(t, 'victim@example.com');
    const attacker = await registerAndSignIn(t, 'attacker@example.com');

    const read = await call('getProfile', { studentId: victim.studentId }, attacker.token);
    expect((read.data as Array<{ email: string }>)[0].email).toBe('attacker@example.com');

    const edit = await call(
      'editProfile',
      {
        studentId: victim.studentId,
        fullName: 'Hacked',
        email: 'attacker@example.com',
        countryCode: '91',
      },
      attacker.token,
    );
    expect(edit.status).toBe(200);
    const [victimRow] = await t.db.select().from(students).where(eq(students.id, victim.studentId));
    expect(victimRow.fullName).toBe('Asha Rao');
    expect(victimRow.email).toBe('victim@example.com');
  });

  it('answers 403 without a session or with an unknown token', async () => {
    expect((await call('getProfile', {}, null)).status).toBe(403);
    expect((await call('getProfile', {}, 'made-up-token')).status).toBe(403);
    expect(
      (await call('editProfile', { fullName: 'x', email: 'x@example.com' }, 'made-up')).status,
    ).toBe(403);
  });

  it('refuses a file that is not an image, with nothing stored', async () => {
    const stored = await uploads();
    const fake = new Blob(['<?php echo "hi"; ?>'], { type: 'image/png' });
    const registered = await call('register', {
      fullName: 'Asha Rao',
      email: 'asha11@example.com',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      profile: fake,
    });
    expect(registered).toEqual({
      status: 422,
      message: NOT_AN_IMAGE,
      data: null,
      code: 'invalid_input',
    });
    expect(
      await t.db.select().from(students).where(eq(students.email, 'asha11@example.com')),
    ).toHaveLength(0);
    expect(await uploads()).toEqual(stored);

    const { token } = await registerAndSignIn(t, 'asha11@example.com');
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'], {
      type: 'image/svg+xml',
    });
    const edited = await call(
      'editProfile',
      { fullName: 'Asha', email: 'asha11@example.com', profile: svg },
      token,
    );
    expect(edited).toMatchObject({ status: 422, message: NOT_AN_IMAGE });
    expect(await uploads()).toEqual(stored);
  });

  it('refuses a file over 5 MB, with nothing stored', async () => {
    const stored = await uploads();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const { token } = await registerAndSignIn(t, 'asha12@example.com');
    const edited = await call(
      'editProfile',
      { fullName: 'Asha', email: 'asha12@example.com', profile: new Blob([big]) },
      token,
    );
    expect(edited).toEqual({
      status: 422,
      message: messages.imageTooLarge,
      data: null,
      code: 'invalid_input',
    });
    expect(await uploads()).toEqual(stored);
  });

  it('refuses a truncated image that claims to be a PNG', async () => {
    const stored = await uploads();
    const real = new Uint8Array(await (await imageBlob('png')).arrayBuffer());
    const { token } = await registerAndSignIn(t, 'asha13@example.com');
    const edited = await call(
      'editProfile',
      { fullName: 'Asha', email: 'asha13@example.com', profile: new Blob([real.subarray(0, 40)]) },
      token,
    );
    expect(edited.status).toBe(422);
    expect(await uploads()).toEqual(stored);
  });
});

describe('password change and sign out', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const { token: here } = await registerAndSignIn(t, 'asha14@example.com');
    const elsewhere = (
      (await call('login', { email: 'asha14@example.com', password: PASSWORD })).data as {
        token: string;
      }
    ).token;

    const wrong = await call(
      'changePassword',
      { oldPassword: 'Nope-1234', newPassword: 'NewPass123', confirmPassword: 'NewPass123' },
      here,
    );
    expect(wrong).toMatchObject({ status: 400, message: accountMessages.oldPasswordWrong });

    const changed = await call(
      'changePassword',
      { oldPassword: PASSWORD, newPassword: 'NewPass123', confirmPassword: 'NewPass123' },
      here,
    );
    expect(changed).toMatchObject({ status: 200, message: accountMessages.passwordChanged });
    expect((await call('getProfile', {}, here)).status).toBe(200);
    expect((await call('getProfile', {}, elsewhere)).status).toBe(403);

    expect((await call('login', { email: 'asha14@example.com', password: PASSWORD })).status).toBe(
      401,
    );
    expect(
      (await call('login', { email: 'asha14@example.com', password: 'NewPass123' })).status,
    ).toBe(200);
  });

  it('revokes the token on sign out', async () => {
    const { token } = await registerAndSignIn(t, 'asha15@example.com');
    expect(await call('logout', {}, token)).toMatchObject({
      status: 200,
      message: accountMessages.signedOut,
    });
    expect((await call('getProfile', {}, token)).status).toBe(403);
    expect((await call('logout', {}, token)).status).toBe(403);
  });
});
