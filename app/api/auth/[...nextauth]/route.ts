import type { NextRequest } from 'next/server';

import { handleAuthPost, handlers } from '@/lib/accounts/auth';
import { signInHref } from '@/lib/accounts/redirects';

/**
 * Auth.js answers its own error page with 500 (a `Configuration` error) or 403; nothing on it
 * helps a visitor, so it is a 400 that leads back to Sign In.
 */
export async function GET(request: NextRequest) {
  if (request.nextUrl.pathname.replace(/\/+$/, '').endsWith('/api/auth/error')) {
    return new Response(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Sign-in could not be completed</title></head><body><p>Sign-in could not be completed. <a href="${signInHref()}">Sign in again</a>.</p></body></html>`,
      {
        status: 400,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      },
    );
  }
  return handlers.GET(request);
}

export { handleAuthPost as POST };
