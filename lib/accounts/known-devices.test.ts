import { caller, PASSWORD, registerAndSignIn } from '@/test/accounts-helpers';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { SIGN_IN_MAX_FAILURES } from './sign-in-throttle';

/*
 * Failures sent from other addresses lock an account's address for a while; the owner, from a
 * browser that has signed in to it before, still gets in.
 */

// About twenty password hashes per test: seconds on a quiet machine, more when CI is loaded.
jest.setTimeout(90_000);

let t: TestBackend;
beforeAll(async () => {
  t = await createTestBackend();
});
afterAll(() => t.close());

async function lockOut(email: string) {
  const call = caller(t);
  for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
    await call('login', { email, password: 'Wrong-pass1' });
  }
  expect((await call('login', { email, password: PASSWORD })).status).toBe(429);
}

it('gives a browser a key on each first sign-in, and keeps it on the next', async () => {
  const call = caller(t);
  const email = 'keys@example.com';
  await registerAndSignIn(t, email);
  const first = await call('login', { email, password: PASSWORD });
  const key = (first.data as { device: string }).device;
  expect(key).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  const again = await call('login', { email, password: PASSWORD, device: key });
  expect((again.data as { device: string }).device).toBe(key);
});

it('lets the owner in from a known browser while the address is locked', async () => {
  const call = caller(t);
  const email = 'owner@example.com';
  await registerAndSignIn(t, email);
  const key = ((await call('login', { email, password: PASSWORD })).data as { device: string })
    .device;

  await lockOut(email);
  const owner = await call('login', { email, password: PASSWORD, device: key });
  expect(owner.status).toBe(200);
  expect((owner.data as { token: string }).token).toBeTruthy();
});

it('keeps the lock for other browsers, unknown keys, and another account’s key', async () => {
  const call = caller(t);
  const email = 'victim@example.com';
  await registerAndSignIn(t, email);
  await registerAndSignIn(t, 'attacker@example.com');
  const othersKey = (
    (await call('login', { email: 'attacker@example.com', password: PASSWORD })).data as {
      device: string;
    }
  ).device;

  await lockOut(email);
  for (const device of [undefined, 'x'.repeat(43), othersKey]) {
    expect((await call('login', { email, password: PASSWORD, device })).status).toBe(429);
  }
});

it('still refuses a wrong password from a known browser', async () => {
  const call = caller(t);
  const email = 'careful@example.com';
  await registerAndSignIn(t, email);
  const key = ((await call('login', { email, password: PASSWORD })).data as { device: string })
    .device;
  const wrong = await call('login', { email, password: 'Wrong-pass1', device: key });
  expect(wrong.status).toBe(401);
});
