import { NextResponse } from 'next/server';

import { clearSignInCookies, signInIsOver } from '@/lib/accounts/end-sign-in';

/**
 * Ends a sign-in the API has refused (silently, to the home page). The sign-in is
 * cleared only when the API really refuses it, so a link here cannot sign anyone out.
 */
export async function GET(request: Request) {
  if (await signInIsOver()) await clearSignInCookies();
  return NextResponse.redirect(new URL('/', request.url), { status: 303 });
}

export const dynamic = 'force-dynamic';
