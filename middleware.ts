import NextAuth from 'next-auth';
import { NextResponse } from 'next/server';

import { isAuthPage, isStudentPage, signInHrefForPath } from '@/lib/auth-redirects';
import { authConfig } from '@/lib/session/auth-config';

// Only the session-reading half of Auth.js: no provider, so nothing of the backend is loaded.
const { auth } = NextAuth(authConfig);

/**
 * Redirects only (spec 000 §2): auth pages show home to a signed-in student, student pages send
 * a visitor to Sign In with the page as origin. Pages and the backend check access again.
 */
export default auth((request) => {
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
  ],
};
