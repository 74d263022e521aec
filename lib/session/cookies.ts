const secure = (process.env.SITE_URL ?? '').startsWith('https://');

/** The session cookie: httpOnly, so browser JavaScript never sees the token inside it. */
export const SESSION_COOKIE = secure ? '__Secure-frcr.session' : 'frcr.session';
export const SESSION_COOKIE_SECURE = secure;
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
