import { lockedMessage, SIGN_IN_LOCK_MINUTES } from '@/lib/accounts/sign-in-throttle';
import { signInThrottles } from '@/lib/db/schema';
import { recoveryMessages } from '@/lib/accounts/calls';
import { ABUSE_LIMITS } from '@/lib/limits/abuse-limits';
import { CLIENT_ADDRESS_HEADER } from '@/lib/limits/client-address';
import { PASSWORD, registerAndSignIn } from '@/test/accounts-helpers';
import { addStudent } from '@/test/fixtures';
import { inRequest } from '@/test/request-scope';
import { embeddedTestBackend } from '@/test/embedded-backend';

import { forgotPasswordAction, signInAction, verifyOtpAction } from './actions';

const t = embeddedTestBackend();

/** A browser at `client`: its own cookies, and whatever X-Forwarded-For it chooses to send. */
function browser(client: string) {
  const jar = new Map<string, string>();
  return <T>(run: () => Promise<T>, forwardedFor?: string) =>
    inRequest(
      {
        [CLIENT_ADDRESS_HEADER]: client,
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      jar,
      run,
    );
}

it('refuses code requests over the per-client limit with 429, whatever X-Forwarded-For says', async () => {
  const from = browser('203.0.113.21');
  const { points } = ABUSE_LIMITS.otpRequestsPerClient;
  for (let i = 0; i < points; i++) {
    const sent = await from(() => forgotPasswordAction({ email: `nobody${i}@example.com` }));
    expect(sent).toMatchObject({ status: 200, message: recoveryMessages.codeSent });
  }
  const refused = await from(
    () => forgotPasswordAction({ email: 'one-more@example.com' }),
    `198.51.100.${points}`,
  );
  expect(refused.status).toBe(429);
  expect(refused.message).toMatch(/^Too many attempts\. Please try again in 15 minutes\.$/);
  // Another client is not affected.
  const other = browser('203.0.113.22');
  expect((await other(() => forgotPasswordAction({ email: 'x@example.com' }))).status).toBe(200);
});

it('refuses code guesses over the per-client limit with 429, across addresses', async () => {
  const { points } = ABUSE_LIMITS.otpFailuresPerClient;
  const client = '203.0.113.23';
  let guesses = 0;
  // Each address allows a few wrong codes; the client moves on to the next address.
  for (let n = 0; guesses < points; n++) {
    const { student } = await addStudent(t.db, `guess${n}@example.com`);
    const from = browser(client);
    await from(() => forgotPasswordAction({ email: student.email }), `192.0.2.${n}`);
    for (let i = 0; i < 4 && guesses < points; i++, guesses++) {
      const wrong = await from(() => verifyOtpAction({ otp: '000000' }), `192.0.2.${n}`);
      expect(wrong.status).not.toBe(429);
    }
  }
  const { student } = await addStudent(t.db, 'guess-last@example.com');
  const from = browser(client);
  // The request limit is separate; this client still may ask for a code.
  expect((await from(() => forgotPasswordAction({ email: student.email }))).status).toBe(200);
  const refused = await from(() => verifyOtpAction({ otp: '000000' }), '192.0.2.250');
  expect(refused).toMatchObject({ status: 429 });
});

it('answers the sign-in form with 429 once this client has failed too often on the address', async () => {
  await registerAndSignIn(t, 'form-target@example.com');
  const from = browser('203.0.113.24');
  const { points } = ABUSE_LIMITS.signInFailuresPerAccountAndClient;
  for (let i = 0; i < points; i++) {
    const wrong = await from(
      () => signInAction({ email: 'form-target@example.com', password: `Wrong-pass${i}` }),
      `192.0.2.${i}`,
    );
    expect(wrong.status).toBe(401);
  }
  const refused = await from(
    () => signInAction({ email: 'form-target@example.com', password: PASSWORD }),
    '192.0.2.99',
  );
  expect(refused).toMatchObject({ status: 429 });
  expect(refused.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  // The owner's own browser signs in.
  const owner = browser('203.0.113.25');
  const signedIn = await owner(() =>
    signInAction({ email: 'form-target@example.com', password: PASSWORD }),
  );
  expect(signedIn.status).toBe(200);
}, 120_000);

it('answers the sign-in form with 429 for each attempt of a burst past the limit', async () => {
  await registerAndSignIn(t, 'form-burst@example.com');
  const from = browser('203.0.113.26');
  const { points } = ABUSE_LIMITS.signInFailuresPerAccountAndClient;
  const results = await Promise.all(
    Array.from({ length: points + 2 }, (_, i) =>
      from(() => signInAction({ email: 'form-burst@example.com', password: `Wrong-pass${i}` })),
    ),
  );
  expect(results.map((result) => result.status).sort()).toEqual([
    ...Array(points).fill(401),
    429,
    429,
  ]);
  for (const result of results.filter((r) => r.status === 429)) {
    expect(result.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  }
}, 120_000);

it("answers the sign-in form with 429 and the backend's words while the address is locked", async () => {
  await registerAndSignIn(t, 'form-locked@example.com');
  const lockedUntil = new Date(Date.now() + SIGN_IN_LOCK_MINUTES * 60_000);
  await t.db.insert(signInThrottles).values({
    email: 'form-locked@example.com',
    failures: 0,
    windowStartedAt: new Date(),
    lockedUntil,
  });
  const from = browser('203.0.113.27');
  const refused = await from(() =>
    signInAction({ email: 'form-locked@example.com', password: PASSWORD }),
  );
  expect(refused).toMatchObject({ status: 429, message: lockedMessage(SIGN_IN_LOCK_MINUTES) });
});
