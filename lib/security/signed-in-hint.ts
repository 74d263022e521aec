import { SIGN_IN_MAX_AGE_SECONDS } from './cookies';

/**
 * Whether this browser may hold a student's sign-in, in a cookie the page can read. The sign-in
 * cookie itself is httpOnly, so a prerendered page could only learn whether anyone is signed in
 * by asking the server: every visitor's page load cost a second request as heavy as the page
 * (docs/performance.md, "What a visitor's page load costs"). A hint and never a credential: it
 * holds "1", the server never takes it for a sign-in, and a page that finds it still asks.
 */
export const SIGNED_IN_HINT = 'frcr.signed-in';

/** True when `document.cookie` (or a Cookie header) carries the hint. */
export function carriesSignedInHint(cookies: string): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_HINT}=`));
}

/** The hint as `cookies().set` and `NextResponse.cookies.set` take it, as long-lived as the sign-in. */
export const signedInHintCookie = (secure: boolean) =>
  ({
    name: SIGNED_IN_HINT,
    value: '1',
    httpOnly: false,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SIGN_IN_MAX_AGE_SECONDS,
  }) as const;

/** The hint as a Set-Cookie or `document.cookie` line; a max age of 0 removes it. */
export function signedInHintLine(secure: boolean, maxAge = SIGN_IN_MAX_AGE_SECONDS) {
  return `${SIGNED_IN_HINT}=${maxAge > 0 ? '1' : ''}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
