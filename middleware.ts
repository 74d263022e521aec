import NextAuth from 'next-auth';
import { NextResponse, type NextFetchEvent, type NextRequest } from 'next/server';

import { isAuthPage, isStudentPage, signInHrefForPath } from '@/lib/auth/redirects';
import { shortsPageHref } from '@/lib/cases/links';
import { idFromUrl } from '@/lib/url-ids';
import { routes } from '@/lib/routes';
import { refuseActionBody, refuseFormPost } from '@/lib/security/action-bodies';
import { CROSS_SITE_MESSAGE, isSameSiteRequest } from '@/lib/security/request-origin';
import { authConfig } from '@/lib/auth/auth-config';

// Only the session-reading half of Auth.js: no provider, so nothing of the backend is loaded.
const { auth } = NextAuth(authConfig);

/**
 * Redirects only: auth pages show home to a signed-in student, student pages send
 * a visitor to Sign In with the page as origin. Pages and the backend check access again.
 */
const redirects = auth((request) => {
  const path = request.nextUrl.pathname;
  const signedIn = !!request.auth?.studentId;
  if (signedIn && isAuthPage(path)) {
    return NextResponse.redirect(new URL('/', request.nextUrl));
  }
  if (!signedIn && isStudentPage(path)) {
    return NextResponse.redirect(new URL(signInHrefForPath(path), request.nextUrl));
  }
  return NextResponse.next();
});

/**
 * Server actions are posts to a page: with the Next-Action header from the app's own script, or
 * as a plain form body (progressive enhancement) that any site can send with the student's
 * cookie. Next refuses a foreign origin itself but answers 500; refuse it here with 403 first.
 */
export default async function middleware(request: NextRequest, event: NextFetchEvent) {
  // Reached only by a page number the cached copies do not spell (see the matcher): one address
  // per page, so "?page=1", "?page=01" and nonsense lead to the canonical one.
  if (request.nextUrl.pathname === routes.shorts.path && request.method === 'GET') {
    const page = idFromUrl(request.nextUrl.searchParams.getAll('page'));
    const target = shortsPageHref(page && page <= MAX_LIST_PAGE ? page : 1);
    return NextResponse.redirect(new URL(target, request.nextUrl));
  }
  if (!isSameSiteRequest(request.method, request.headers)) {
    return NextResponse.json(
      { status: 403, message: CROSS_SITE_MESSAGE, data: null },
      { status: 403 },
    );
  }
  if (request.method === 'POST') {
    const refused = request.headers.has('next-action')
      ? await refuseActionBody(request)
      : refuseFormPost(request);
    if (refused) {
      return NextResponse.json(
        { status: refused.status, message: refused.message, data: null },
        { status: refused.status },
      );
    }
  }
  return redirects(request, event as never);
}

/** The last page number a cached copy is kept for (LIST_PAGE_PATTERN of cached-copies). */
const MAX_LIST_PAGE = 9999;

export const config = {
  // Node.js: the generated auth secret of a fresh clone is read from a file under .data/.
  runtime: 'nodejs',
  // Next reads the matcher without running the module, so it must be a literal; it must equal
  // redirectMatchers() of lib/routes.ts, which lib/routes.test.ts checks.
  matcher: [
    '/signin',
    '/signup',
    '/forgot-password',
    '/verify-otp',
    '/resetpassword',
    '/profile/:path*',
    '/subscriptionpayment/:path*',
    '/paymentstatus/:path*',
    // /shorts?page= spelled otherwise than the cached copies' LIST_PAGE_PATTERN (2…9999).
    {
      source: '/shorts',
      has: [{ type: 'query', key: 'page', value: '(?!(?:[2-9]|[1-9]\\d{1,3})$).*' }],
    },
    // Server actions and form posts to pages (a GET sends neither header), for the origin check.
    { source: '/((?!api/|_next/).*)', has: [{ type: 'header', key: 'next-action' }] },
    { source: '/((?!api/|_next/).*)', has: [{ type: 'header', key: 'content-type' }] },
  ],
};
