import NextAuth from 'next-auth';
import { NextResponse, type NextFetchEvent, type NextRequest } from 'next/server';

import { CONSOLE_COOKIE, SIGN_IN_COOKIE_SECURE } from '@/lib/security/cookies';
import { SIGNED_IN_HINT, signedInHintCookie } from '@/lib/security/signed-in-hint';
import {
  isAuthPage,
  isConsolePage,
  isStudentPage,
  signInHrefForPath,
} from '@/lib/accounts/redirects';
import { caseCategoriesPageHref } from '@/lib/cases/links';
import { idFromUrl } from '@/lib/url-ids';
import { routes } from '@/lib/routes';
import { refuseActionBody, refuseFormPost } from '@/lib/security/action-bodies';
import { CROSS_SITE_MESSAGE, isSameSiteRequest } from '@/lib/security/request-origin';
import { authConfig } from '@/lib/accounts/auth-config';

// Only the session-reading half of Auth.js: no provider, so nothing of the backend is loaded.
const { auth } = NextAuth(authConfig);

/**
 * Redirects, and the pages' sign-in hint: auth pages show home to a signed-in student, student
 * pages send a visitor to Sign In with the page as origin. Which page is which comes from the
 * route registry at run time (Next needs the matcher below as a literal, so it cannot be
 * derived); the (student) layout and the backend check access again.
 */
const redirects = auth((request) => {
  const path = request.nextUrl.pathname;
  const signedIn = !!request.auth?.studentId;
  let response = NextResponse.next();
  if (signedIn && isAuthPage(path)) {
    response = NextResponse.redirect(new URL('/', request.nextUrl));
  } else if (!signedIn && isStudentPage(path)) {
    response = NextResponse.redirect(
      new URL(signInHrefForPath(path, request.nextUrl.searchParams), request.nextUrl),
    );
  }
  // The page's hint follows the sign-in wherever it was decoded: one set before the hint existed,
  // or cleared with the browser's cookies, comes back on the student's next page of this kind.
  const hinted = request.cookies.has(SIGNED_IN_HINT);
  if (signedIn && !hinted) response.cookies.set(signedInHintCookie(SIGN_IN_COOKIE_SECURE));
  if (!signedIn && hinted) response.cookies.delete(SIGNED_IN_HINT);
  return response;
});

/** Pages 2…9999 as the shorts page's address spells them (the cached copies' pattern). */
const CANONICAL_LIST_PAGE = /^(?:[2-9]|[1-9]\d{1,3})$/;

/**
 * Server actions are posts to a page: with the Next-Action header from the app's own script, or
 * as a plain form body (progressive enhancement) that any site can send with the student's
 * cookie. Next refuses a foreign origin itself but answers 500; refuse it here with 403 first.
 */
export default async function middleware(request: NextRequest, event: NextFetchEvent) {
  const path = request.nextUrl.pathname;
  // One address per page of /shorts: "?page=1", "?page=01", a repeated or a nonsense value lead
  // to the canonical one (the canonical ones are rewritten to cached copies).
  const pages = request.nextUrl.searchParams.getAll('page');
  if (
    path === routes.caseCategories.path &&
    request.method === 'GET' &&
    pages.length > 0 &&
    !(pages.length === 1 && CANONICAL_LIST_PAGE.test(pages[0]!))
  ) {
    const page = idFromUrl(pages);
    const target = caseCategoriesPageHref(page && page <= MAX_LIST_PAGE ? page : 1);
    return NextResponse.redirect(new URL(target, request.nextUrl));
  }
  if (!isSameSiteRequest(request.method, request.headers)) {
    return NextResponse.json(
      { status: 403, message: CROSS_SITE_MESSAGE, data: null },
      { status: 403 },
    );
  }
  if (request.method === 'POST') {
    // Next decodes a server action wherever it is posted: the matcher's second entry sends every
    // one here, whatever its path. Every other post reaching here is to a page.
    const refused = request.headers.has('next-action')
      ? await refuseActionBody(request)
      : await refuseFormPost(request);
    if (refused) {
      return NextResponse.json(
        { status: refused.status, message: refused.message, data: null },
        { status: refused.status },
      );
    }
  }
  // The console without its own cookie: straight to its sign-in page (its layout checks the
  // session itself; this only spares a render).
  if (
    request.method === 'GET' &&
    isConsolePage(path) &&
    path !== routes.consoleSignIn.path &&
    path !== routes.consoleEnrol.path &&
    !request.cookies.has(CONSOLE_COOKIE)
  ) {
    return NextResponse.redirect(new URL(routes.consoleSignIn.path, request.nextUrl));
  }
  // Only the account and student pages need the sign-in cookie decoded; every other page goes on.
  if (!isAuthPage(path) && !isStudentPage(path)) return NextResponse.next();
  return redirects(request, event as never);
}

/** The last page number a cached copy is kept for (LIST_PAGE_PATTERN of cached-copies). */
const MAX_LIST_PAGE = 9999;

export const config = {
  // Node.js: the generated auth secret of a fresh clone is read from a file under .data/.
  runtime: 'nodejs',
  matcher: [
    // A visitor's GET of a public page never reaches here, so a prerendered page is served as it
    // is (docs/performance.md, "What each request pays for"). Next reads the matcher without
    // running the module, so it is a literal: the account and student pages of lib/routes.ts
    // (lib/routes.test.ts checks it against the registry) and the console's pages, not its BFF and
    // uploads, which read their bodies themselves, capped while they stream (Next would copy the
    // body for the middleware, cut at 10 MB, and leave that copy's failure unhandled when the route
    // stops reading; docs/adding-a-feature.md, "What the BFF guarantees").
    '/signin/:path*',
    '/signup/:path*',
    '/forgot-password/:path*',
    '/verify-otp/:path*',
    '/resetpassword/:path*',
    '/profile/:path*',
    '/practice/:path*',
    '/subscriptionpayment/:path*',
    '/paymentstatus/:path*',
    '/session-room/:path*',
    '/console',
    '/console/((?!api/|lesson-media/|lesson-upload/|case-dicom/|.*\\.[A-Za-z0-9]+$).*)',
    // /shorts?page= spelled otherwise than the cached copies' pattern (2…9999).
    {
      source: '/shorts',
      has: [{ type: 'query', key: 'page', value: '(?!(?:[2-9]|[1-9]\\d{1,3})$).*' }],
    },
    // A post with a body to any page (a form post, a server action without script), for its
    // origin and body: a GET sends no Content-Type.
    {
      source:
        '/((?!_next/|api/|console/api/|console/lesson-media/|console/lesson-upload/|console/case-dicom/|.*\\.[A-Za-z0-9]+$).*)',
      has: [{ type: 'header', key: 'content-type' }],
    },
    // Every server action, whatever its path: Next decodes one posted anywhere (a path with an
    // extension, the API's) and answers 500 for what it cannot decode or a foreign origin.
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
  ],
};
