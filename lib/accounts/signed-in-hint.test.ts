import { CLIENT_ADDRESS_HEADER } from '@/lib/limits/client-address';
import { SIGN_IN_COOKIE } from '@/lib/security/cookies';
import { carriesSignedInHint, SIGNED_IN_HINT } from '@/lib/security/signed-in-hint';
import { PASSWORD, registerAndSignIn } from '@/test/accounts-helpers';
import { inRequest } from '@/test/request-scope';
import { embeddedTestBackend } from '@/test/embedded-backend';

import { signInAction, signOutAction } from './actions';

const t = embeddedTestBackend();

/** One browser: the cookies the actions set are carried into its next request. */
function browser() {
  const jar = new Map<string, string>();
  const run = <T>(action: () => Promise<T>) =>
    inRequest({ [CLIENT_ADDRESS_HEADER]: '203.0.113.40' }, jar, action);
  return { jar, run };
}

it('sets the hint beside the sign-in and removes both on sign-out', async () => {
  await registerAndSignIn(t, 'hinted@example.com');
  const { jar, run } = browser();
  const signedIn = await run(() =>
    signInAction({ email: 'hinted@example.com', password: PASSWORD }),
  );
  expect(signedIn.status).toBe(200);
  expect(jar.has(SIGN_IN_COOKIE)).toBe(true);
  expect(jar.get(SIGNED_IN_HINT)).toBe('1');

  const signedOut = await run(() => signOutAction({}));
  expect(signedOut.status).toBe(200);
  expect(jar.has(SIGN_IN_COOKIE)).toBe(false);
  expect(jar.has(SIGNED_IN_HINT)).toBe(false);
});

it('sets no hint for a refused sign-in', async () => {
  await registerAndSignIn(t, 'refused-hint@example.com');
  const { jar, run } = browser();
  const refused = await run(() =>
    signInAction({ email: 'refused-hint@example.com', password: 'Wrong-pass1' }),
  );
  expect(refused.status).toBe(401);
  expect(jar.has(SIGNED_IN_HINT)).toBe(false);
});

it('reads the hint out of a Cookie header however it is placed', () => {
  expect(carriesSignedInHint('frcr.signed-in=1')).toBe(true);
  expect(carriesSignedInHint('a=b; frcr.signed-in=1; c=d')).toBe(true);
  expect(carriesSignedInHint('a=b;frcr.signed-in=1')).toBe(true);
  expect(carriesSignedInHint('')).toBe(false);
  expect(carriesSignedInHint('xfrcr.signed-in=1; frcr.session=abc')).toBe(false);
});
