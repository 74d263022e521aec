import { eq } from 'drizzle-orm';

import { caller, PASSWORD, registerAndSignIn } from '@/test/accounts-helpers';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { OTP_MAX_ATTEMPTS, OTP_MAX_PER_HOUR } from './one-time-codes';
import { SIGN_IN_MAX_FAILURES } from './sign-in-throttle';
import { oneTimeCodes, students } from '../db/schema';
import { recoveryMessages } from '@/lib/accounts/calls';

import { OTP_MAIL_SUBJECT } from './password-recovery';

let t: TestBackend;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
});
afterAll(async () => {
  await t.close();
});
afterEach(() => t.setNow(new Date()));

/** The codes are mailed in the background; wait for the mail to the address. */
async function codeMailedTo(email: string, nth = 1): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const sent = t.mail.filter((m) => m.to === email);
    if (sent.length >= nth) {
      const match = /reset code is: (\d{6})/.exec(sent[nth - 1].text);
      if (!match) throw new Error('no code in the mail');
      return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${email}`);
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

it('recovers an account: code by mail, verify, reset, sign in with the new password', async () => {
  const { token: oldSession } = await registerAndSignIn(t, 'rec1@example.com');

  const asked = await call('forgotPassword', { email: 'Rec1@Example.com' });
  expect(asked).toEqual({ status: 200, message: recoveryMessages.codeSent, data: null });
  const code = await codeMailedTo('rec1@example.com');
  const mail = t.mail.find((m) => m.to === 'rec1@example.com')!;
  expect(mail.subject).toBe(OTP_MAIL_SUBJECT);
  expect(mail.text).toContain('valid for 10 minutes');

  // Stored hashed: the code itself is nowhere in the table.
  const rows = await t.db.select().from(oneTimeCodes);
  expect(JSON.stringify(rows)).not.toContain(code);

  const verified = await call('verifyOtp', { email: 'rec1@example.com', otp: code });
  expect(verified).toMatchObject({ status: 200, message: recoveryMessages.verified });
  const resetToken = (verified.data as { token: string }).token;
  expect(resetToken.length).toBeGreaterThan(30);

  const reset = await call(
    'resetPassword',
    { password: 'Fresh-Pass9', confirmPassword: 'Fresh-Pass9' },
    resetToken,
  );
  expect(reset).toEqual({ status: 200, message: recoveryMessages.reset, data: null });

  // Every earlier session is over; the old password no longer works; the new one does.
  expect((await call('getProfile', {}, oldSession)).status).toBe(403);
  expect((await call('login', { email: 'rec1@example.com', password: PASSWORD })).status).toBe(401);
  expect((await call('login', { email: 'rec1@example.com', password: 'Fresh-Pass9' })).status).toBe(
    200,
  );

  // The reset token and the code are spent.
  const again = await call(
    'resetPassword',
    { password: 'Other-Pass9', confirmPassword: 'Other-Pass9' },
    resetToken,
  );
  expect(again).toMatchObject({ status: 401, message: recoveryMessages.resetExpired });
  expect(await call('verifyOtp', { email: 'rec1@example.com', otp: code })).toMatchObject({
    status: 400,
    message: recoveryMessages.invalid,
  });
});

it('answers an unknown address exactly as a known one and sends nothing', async () => {
  const before = t.mail.length;
  const unknown = await call('forgotPassword', { email: 'nobody@example.com' });
  expect(unknown).toEqual({ status: 200, message: recoveryMessages.codeSent, data: null });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(t.mail.length).toBe(before);
  expect(await call('verifyOtp', { email: 'nobody@example.com', otp: '123456' })).toMatchObject({
    status: 400,
    message: recoveryMessages.invalid,
  });
});

it('refuses a code after 10 minutes', async () => {
  await registerAndSignIn(t, 'rec2@example.com');
  const start = new Date('2026-04-01T09:00:00Z');
  t.setNow(start);
  await call('forgotPassword', { email: 'rec2@example.com' });
  const code = await codeMailedTo('rec2@example.com');

  t.setNow(new Date(start.getTime() + 10 * 60_000 + 1));
  expect(await call('verifyOtp', { email: 'rec2@example.com', otp: code })).toMatchObject({
    status: 400,
    message: recoveryMessages.expired,
  });

  // Just inside the window a new code works.
  t.setNow(new Date(start.getTime() + 11 * 60_000));
  await call('forgotPassword', { email: 'rec2@example.com' });
  const fresh = await codeMailedTo('rec2@example.com', 2);
  t.setNow(new Date(start.getTime() + 20 * 60_000));
  expect((await call('verifyOtp', { email: 'rec2@example.com', otp: fresh })).status).toBe(200);
});

it('allows at most five wrong tries, after which even the right code is refused', async () => {
  await registerAndSignIn(t, 'rec3@example.com');
  await call('forgotPassword', { email: 'rec3@example.com' });
  const code = await codeMailedTo('rec3@example.com');
  for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
    expect(
      await call('verifyOtp', { email: 'rec3@example.com', otp: otherCode(code) }),
    ).toMatchObject({ status: 400, message: recoveryMessages.invalid });
  }
  expect(await call('verifyOtp', { email: 'rec3@example.com', otp: code })).toMatchObject({
    status: 400,
    message: recoveryMessages.locked,
  });
});

it('retires the earlier code when a new one is sent', async () => {
  await registerAndSignIn(t, 'rec4@example.com');
  await call('forgotPassword', { email: 'rec4@example.com' });
  const first = await codeMailedTo('rec4@example.com');
  await call('forgotPassword', { email: 'rec4@example.com' });
  const second = await codeMailedTo('rec4@example.com', 2);
  if (first !== second) {
    expect((await call('verifyOtp', { email: 'rec4@example.com', otp: first })).message).not.toBe(
      recoveryMessages.verified,
    );
  }
  expect((await call('verifyOtp', { email: 'rec4@example.com', otp: second })).status).toBe(200);
});

it('sends at most five codes an hour to one account, answering the same', async () => {
  await registerAndSignIn(t, 'rec5@example.com');
  const start = new Date('2026-04-02T09:00:00Z');
  for (let i = 0; i < OTP_MAX_PER_HOUR + 2; i++) {
    t.setNow(new Date(start.getTime() + i * 60_000));
    expect((await call('forgotPassword', { email: 'rec5@example.com' })).message).toBe(
      recoveryMessages.codeSent,
    );
  }
  await codeMailedTo('rec5@example.com', OTP_MAX_PER_HOUR);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(t.mail.filter((m) => m.to === 'rec5@example.com')).toHaveLength(OTP_MAX_PER_HOUR);

  t.setNow(new Date(start.getTime() + 61 * 60_000));
  await call('forgotPassword', { email: 'rec5@example.com' });
  await codeMailedTo('rec5@example.com', OTP_MAX_PER_HOUR + 1);
});

it('refuses a reset without a verified code, and a reset token a second time', async () => {
  const noToken = await call(
    'resetPassword',
    { password: 'Fresh-Pass9', confirmPassword: 'Fresh-Pass9' },
    null,
  );
  expect(noToken).toMatchObject({ status: 401, message: recoveryMessages.resetExpired });
  const madeUp = await call(
    'resetPassword',
    { password: 'Fresh-Pass9', confirmPassword: 'Fresh-Pass9' },
    'not-a-token',
  );
  expect(madeUp).toMatchObject({ status: 401, message: recoveryMessages.resetExpired });
});

it('unlocks sign-in for a student who reset the password', async () => {
  await registerAndSignIn(t, 'rec6@example.com');
  for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
    await call('login', { email: 'rec6@example.com', password: 'Wrong-pass1' });
  }
  expect((await call('login', { email: 'rec6@example.com', password: PASSWORD })).status).toBe(429);
  await call('forgotPassword', { email: 'rec6@example.com' });
  const code = await codeMailedTo('rec6@example.com');
  const { data } = await call('verifyOtp', { email: 'rec6@example.com', otp: code });
  await call(
    'resetPassword',
    { password: 'Fresh-Pass9', confirmPassword: 'Fresh-Pass9' },
    (data as { token: string }).token,
  );
  expect((await call('login', { email: 'rec6@example.com', password: 'Fresh-Pass9' })).status).toBe(
    200,
  );
  const [row] = await t.db.select().from(students).where(eq(students.email, 'rec6@example.com'));
  expect(row).toBeDefined();
}, 120_000);
