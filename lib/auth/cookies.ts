const secure = (process.env.SITE_URL ?? '').startsWith('https://');

/** The session cookie: httpOnly, so browser JavaScript never sees the token inside it. */
export const SESSION_COOKIE = secure ? '__Secure-frcr.session' : 'frcr.session';
export const SESSION_COOKIE_SECURE = secure;
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Every name the session cookie can have, whichever SITE_URL a build had: plain and `__Secure-`,
 * whole or in Auth.js's chunks (`.0`, `.1` … when a token outgrows one cookie).
 */
export const SESSION_COOKIE_NAMES = ['frcr.session', '__Secure-frcr.session'].flatMap((name) => [
  name,
  `${name}.0`,
]);
