import { NextResponse } from 'next/server';

import { clearSessionCookies, sessionIsOver } from '@/lib/accounts/end-session';

/**
 * Ends a session the API has refused (silently, to the home page). The session is
 * cleared only when the API really refuses it, so a link here cannot sign anyone out.
 */
export async function GET(request: Request) {
  if (await sessionIsOver()) await clearSessionCookies();
  return NextResponse.redirect(new URL('/', request.url), { status: 303 });
}

export const dynamic = 'force-dynamic';
