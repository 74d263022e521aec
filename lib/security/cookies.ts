const secure = (process.env.SITE_URL ?? '').startsWith('https://');

/** The sign-in cookie: httpOnly, so browser JavaScript never sees the token inside it. */
export const SIGN_IN_COOKIE = secure ? '__Secure-frcr.session' : 'frcr.session';
export const SIGN_IN_COOKIE_SECURE = secure;
export const SIGN_IN_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Every name the sign-in cookie can have, whichever SITE_URL a build had: plain and `__Secure-`,
 * whole or in Auth.js's chunks (`.0`, `.1` … when a token outgrows one cookie).
 */
export const SIGN_IN_COOKIE_NAMES = ['frcr.session', '__Secure-frcr.session'].flatMap((name) => [
  name,
  `${name}.0`,
]);

/**
 * The key that marks this browser as one that has signed in to the account before: a sign-in
 * from it passes the lock that failures from elsewhere put on the address (docs/accounts.md).
 */
export const DEVICE_COOKIE = secure ? '__Secure-frcr.device' : 'frcr.device';
export const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The device key a request carries, if any. */
export function deviceKeyOf(headers: Headers): string | undefined {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

/**
 * The console's sign-in cookie, apart from the students' one (lib/operators/console-sign-in.ts): sent
 * only to /console, so a student page never carries it and a student cookie never opens the console.
 */
export const CONSOLE_COOKIE = secure ? '__Secure-frcr.console' : 'frcr.console';

/**
 * The key that marks this browser as one an operator has signed in from: a console sign-in from
 * it passes the lock that failures from elsewhere put on the address (docs/console.md). Sent only
 * to /console, like the console's sign-in.
 */
export const CONSOLE_DEVICE_COOKIE = secure
  ? '__Secure-frcr.console-device'
  : 'frcr.console-device';
