import { generate } from 'otplib';

import { CONSOLE_COOKIE, CONSOLE_DEVICE_COOKIE } from '@/lib/security/cookies';
import { ABUSE_LIMITS, tooManyAttempts } from '@/lib/limits/abuse-limits';
import { CLIENT_ADDRESS_HEADER } from '@/lib/limits/client-address';
import { inRequest } from '@/test/request-scope';
import { embeddedTestBackend } from '@/test/embedded-backend';

import { operatorSignInAction } from '../platform/console-actions';
import { createOrResetOperator, type OperatorCredentials } from './operators';
import { consoleMessages, OPERATOR_LOCK_AFTER_FAILURES, OPERATOR_LOCK_MINUTES } from './texts';

/*
 * The console's sign-in form as browsers at different addresses send it: an attacker's failures
 * from one client never refuse the operator at another, failures from many clients lock out only
 * browsers that never signed in, and an unknown address answers as an operator's does.
 */

const t = embeddedTestBackend();
let clock = new Date('2026-12-02T09:00:00Z');

beforeAll(async () => {
  t.setNow(clock);
});

/** A browser at `client` (the address the server resolved for it), with its own cookies. */
function browser(client: string) {
  const jar = new Map<string, string>();
  const send = <T>(run: () => Promise<T>) =>
    inRequest({ [CLIENT_ADDRESS_HEADER]: client }, jar, run);
  return Object.assign(send, { jar });
}

/** The right password and a fresh code (the backend’s clock moves on a 30-second step each time). */
async function rightAnswer(made: OperatorCredentials) {
  clock = new Date(clock.getTime() + 30_000);
  t.setNow(clock);
  const code = await generate({ secret: made.totpSecret, epoch: clock.getTime() / 1000 });
  return { email: made.operator.email, password: made.password, code };
}

const wrongAnswer = (email: string) => ({ email, password: 'a guess', code: '123456' });
const perClient = ABUSE_LIMITS.operatorSignInFailuresPerAccountAndClient;

it('refuses the attacker’s client after a few failures, and lets the operator in from another', async () => {
  const made = await createOrResetOperator(
    t.db,
    { email: 'target@example.com', role: 'owner' },
    clock,
  );
  const attacker = browser('198.51.100.10');
  for (let i = 0; i < perClient.points; i++) {
    expect(await attacker(() => operatorSignInAction(wrongAnswer(made.operator.email)))).toEqual({
      status: 401,
      message: consoleMessages.signInRefused,
      data: null,
      code: 'sign_in_required',
    });
  }
  // The attacker's client is refused even with the right answer now …
  const refused = await attacker(async () => operatorSignInAction(await rightAnswer(made)));
  expect(refused).toMatchObject({ status: 429, message: tooManyAttempts(perClient.duration) });
  expect(attacker.jar.has(CONSOLE_COOKIE)).toBe(false);
  // … and the operator, at another address, signs in and gets a session and a key.
  const operator = browser('203.0.113.10');
  const signedIn = await operator(async () => operatorSignInAction(await rightAnswer(made)));
  expect(signedIn).toMatchObject({ status: 200, message: consoleMessages.signedIn });
  expect(operator.jar.get(CONSOLE_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(operator.jar.get(CONSOLE_DEVICE_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);
}, 120_000);

it('locks out new browsers once many clients have failed, never the operator’s own, and answers an unknown address alike', async () => {
  const made = await createOrResetOperator(
    t.db,
    { email: 'besieged@example.com', role: 'owner' },
    clock,
  );
  // The operator signed in from this browser before.
  const operator = browser('203.0.113.20');
  expect((await operator(async () => operatorSignInAction(await rightAnswer(made)))).status).toBe(
    200,
  );

  // Attackers at many addresses, each as far as the web tier lets it, against the operator's
  // address and against an address that is nobody's, side by side.
  const clients = Math.ceil(OPERATOR_LOCK_AFTER_FAILURES / perClient.points) + 1;
  for (let n = 0; n < clients; n++) {
    const atOperator = browser(`198.51.100.${100 + n}`);
    const atNobody = browser(`192.0.2.${100 + n}`);
    for (let i = 0; i <= perClient.points; i++) {
      const [operatorAnswer, nobodyAnswer] = await Promise.all([
        atOperator(() => operatorSignInAction(wrongAnswer(made.operator.email))),
        atNobody(() => operatorSignInAction(wrongAnswer('nobody-at-all@example.com'))),
      ]);
      expect(nobodyAnswer).toEqual(operatorAnswer);
    }
  }

  // A new browser with the right password and code waits: the address is locked.
  const elsewhere = browser('203.0.113.21');
  const lockedOut = await elsewhere(async () => operatorSignInAction(await rightAnswer(made)));
  expect(lockedOut).toMatchObject({
    status: 429,
    message: consoleMessages.locked(OPERATOR_LOCK_MINUTES),
  });
  expect(elsewhere.jar.has(CONSOLE_COOKIE)).toBe(false);
  // The unknown address says the same to a new browser.
  const probe = browser('203.0.113.22');
  expect(await probe(() => operatorSignInAction(wrongAnswer('nobody-at-all@example.com')))).toEqual(
    lockedOut,
  );

  // The operator's own browser signs in with the right password and code.
  const signedOut = operator.jar.get(CONSOLE_COOKIE);
  operator.jar.delete(CONSOLE_COOKIE);
  const again = await operator(async () => operatorSignInAction(await rightAnswer(made)));
  expect(again).toMatchObject({ status: 200, message: consoleMessages.signedIn });
  expect(operator.jar.get(CONSOLE_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(operator.jar.get(CONSOLE_COOKIE)).not.toBe(signedOut);
}, 300_000);
