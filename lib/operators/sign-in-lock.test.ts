import { eq } from 'drizzle-orm';
import { generate } from 'otplib';

import { ABUSE_LIMITS } from '@/lib/limits/abuse-limits';
import { caller } from '@/test/accounts-helpers';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { auditLog, operatorKnownDevices } from '../db/schema';
import { createOrResetOperator, type OperatorCredentials } from './operators';
import { countAddressFailure } from './sign-in-lock';
import {
  consoleMessages,
  KNOWN_DEVICE_MAX_FAILURES,
  OPERATOR_FAILURE_WINDOW_MINUTES,
  OPERATOR_LOCK_AFTER_FAILURES,
  OPERATOR_LOCK_MINUTES,
} from './texts';

/*
 * The console's sign-in lock (docs/console.md, "Signing in"): failures to an address from
 * browsers without its key lock such browsers out, for operators' addresses and unknown ones
 * alike; a browser the operator signed in from passes the lock with its key.
 */

let t: TestBackend;
let call: ReturnType<typeof caller>;
let clock = new Date('2026-12-01T09:00:00Z');

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
  t.setNow(clock);
});
afterAll(() => t.close());

function moveClock(ms: number) {
  clock = new Date(clock.getTime() + ms);
  t.setNow(clock);
}
/** On by whole 30-second steps, so the next code is a fresh one. */
const tick = (steps = 2) => moveClock(steps * 30_000);

const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(clock.getTime() / 1000) });

const newOperator = (email: string) => createOrResetOperator(t.db, { email, role: 'owner' }, clock);

/** The right password and a fresh code, from a browser holding `device` (or none). */
async function signIn(made: OperatorCredentials, device?: string) {
  tick();
  return call('operatorSignIn', {
    email: made.operator.email,
    password: made.password,
    code: await codeAt(made.totpSecret),
    device,
  });
}

const deviceOf = (answer: { data: unknown }) => (answer.data as { device: string }).device;

/** What a visitor sees of an answer: nothing else tells one address from another. */
const seen = ({ status, message, code }: { status: number; message: string; code?: string }) => ({
  status,
  message,
  code,
});

/** Locks the address as failures from other browsers would (without spending a scrypt each). */
async function lockAddress(email: string) {
  for (let i = 0; i < OPERATOR_LOCK_AFTER_FAILURES; i++)
    await countAddressFailure(t.db, email, clock);
}

it('is out of reach of one client: the web tier stops it on an address well before the lock', () => {
  const { points, duration } = ABUSE_LIMITS.operatorSignInFailuresPerAccountAndClient;
  // The limiter's windows follow one another; a lock window meets at most this many of them.
  const windowsMet = Math.ceil((OPERATOR_FAILURE_WINDOW_MINUTES * 60) / duration) + 1;
  expect(points * windowsMet).toBeLessThan(OPERATOR_LOCK_AFTER_FAILURES);
});

it('answers an operator’s address and an unknown one alike at every count, locks both, and lets the right browser in', async () => {
  const made = await newOperator('watched@example.com');
  const known = (await signIn(made)).data as { device: string };
  const wrongFor = (email: string) => ({ email, password: 'not the password', code: '123456' });
  const answers: { operator: unknown; unknown: unknown }[] = [];
  for (let i = 0; i <= OPERATOR_LOCK_AFTER_FAILURES; i++) {
    const [operator, unknown] = await Promise.all([
      call('operatorSignIn', wrongFor(made.operator.email)),
      call('operatorSignIn', wrongFor('nobody-here@example.com')),
    ]);
    answers.push({ operator: seen(operator), unknown: seen(unknown) });
  }
  for (const { operator, unknown } of answers) expect(operator).toEqual(unknown);
  const refused = { status: 401, message: consoleMessages.signInRefused, code: 'sign_in_required' };
  const locked = {
    status: 429,
    message: consoleMessages.locked(OPERATOR_LOCK_MINUTES),
    code: 'operator_locked',
  };
  expect(answers.map((answer) => answer.operator)).toEqual([
    ...Array(OPERATOR_LOCK_AFTER_FAILURES - 1).fill(refused),
    locked, // the failure that reaches the limit
    locked, // and the next attempt, refused before its password is looked at
  ]);

  // The right password and code from a browser without the key wait too …
  expect(seen(await signIn(made))).toMatchObject({ status: 429, code: 'operator_locked' });
  // … and from the browser that signed in before, they open the console.
  const operatorIn = await signIn(made, known.device);
  expect(operatorIn).toMatchObject({ status: 200, message: consoleMessages.signedIn });
  expect(deviceOf(operatorIn)).toBe(known.device);

  const lockEntries = await t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'operator.locked'));
  expect(lockEntries).toHaveLength(1);
  expect(lockEntries[0]).toMatchObject({ targetId: String(made.operator.id) });

  // After the lock, the count starts again and any browser signs in.
  moveClock(OPERATOR_LOCK_MINUTES * 60_000);
  expect((await signIn(made)).status).toBe(200);
}, 240_000);

it('lets no other key through the lock: an unknown one, or another operator’s', async () => {
  const victim = await newOperator('victim@example.com');
  const other = await newOperator('other@example.com');
  const othersKey = deviceOf(await signIn(other));
  await lockAddress(victim.operator.email);
  for (const device of [undefined, othersKey, 'A'.repeat(43), 'not a key']) {
    expect(await signIn(victim, device)).toMatchObject({ status: 429, code: 'operator_locked' });
  }
  // The other operator's browser still signs them in: the lock is on the victim's address only.
  expect((await signIn(other, othersKey)).status).toBe(200);
}, 120_000);

it(`forgets a known browser’s key after ${KNOWN_DEVICE_MAX_FAILURES} failures in a row from it`, async () => {
  const made = await newOperator('typist@example.com');
  const key = deviceOf(await signIn(made));
  // A success in between starts the count again.
  for (let i = 0; i < KNOWN_DEVICE_MAX_FAILURES - 1; i++) {
    const wrong = { email: made.operator.email, password: 'typo', code: '123456', device: key };
    expect((await call('operatorSignIn', wrong)).status).toBe(401);
  }
  expect(deviceOf(await signIn(made, key))).toBe(key);
  for (let i = 0; i < KNOWN_DEVICE_MAX_FAILURES; i++) {
    const wrong = { email: made.operator.email, password: 'typo', code: '123456', device: key };
    expect((await call('operatorSignIn', wrong)).status).toBe(401);
  }
  // The key is gone: the browser now meets the lock like any other, and a sign-in gives a new key.
  await lockAddress(made.operator.email);
  expect(await signIn(made, key)).toMatchObject({ status: 429, code: 'operator_locked' });
  const rows = await t.db
    .select()
    .from(operatorKnownDevices)
    .where(eq(operatorKnownDevices.operatorId, made.operator.id));
  expect(rows).toHaveLength(0);
}, 180_000);

it('counts failures within the window only', async () => {
  const email = 'slow-guesses@example.com';
  for (let i = 0; i < OPERATOR_LOCK_AFTER_FAILURES - 1; i++) {
    expect(await countAddressFailure(t.db, email, clock)).toBeNull();
  }
  moveClock(OPERATOR_FAILURE_WINDOW_MINUTES * 60_000);
  // The window has passed: this failure starts a new count rather than locking.
  expect(await countAddressFailure(t.db, email, clock)).toBeNull();
  for (let i = 0; i < OPERATOR_LOCK_AFTER_FAILURES - 2; i++) {
    expect(await countAddressFailure(t.db, email, clock)).toBeNull();
  }
  expect(await countAddressFailure(t.db, email, clock)).toEqual(
    new Date(clock.getTime() + OPERATOR_LOCK_MINUTES * 60_000),
  );
});

it('shows the owners which operators’ addresses are locked', async () => {
  const owner = await newOperator('looks-after@example.com');
  const { token } = (await signIn(owner)).data as { token: string };
  const locked = await newOperator('under-attack@example.com');
  await lockAddress(locked.operator.email);
  const list = (await call('listOperators', {}, token)).data as {
    list: { email: string; status: string }[];
  };
  const statusOf = (email: string) => list.list.find((row) => row.email === email)?.status;
  expect(statusOf('under-attack@example.com')).toBe('locked');
  expect(statusOf('looks-after@example.com')).toBe('active');
}, 60_000);

it('lifts the lock and forgets the operator’s browsers when the operator is reset', async () => {
  const made = await newOperator('reset-me@example.com');
  const key = deviceOf(await signIn(made));
  await lockAddress(made.operator.email);
  const reset = await createOrResetOperator(
    t.db,
    { email: made.operator.email, role: 'owner' },
    clock,
  );
  const again = await signIn(reset, key);
  expect(again.status).toBe(200);
  expect(deviceOf(again)).not.toBe(key);
}, 120_000);
