import { NextResponse } from 'next/server';

import { SUBSCRIBED } from '@/lib/calls/fields';
import { optionalStudent } from '@/lib/accounts/request-context';
import { accountCalls } from '@/lib/accounts/calls';

/**
 * Home's Get Started, decided on the server so the home page stays static:
 * visitors go to Sign Up, subscribed students to the videos, others to the plans.
 */
export async function GET(request: Request) {
  const to = (path: string) => NextResponse.redirect(new URL(path, request.url), { status: 303 });
  const { student, api } = await optionalStudent(accountCalls);
  if (!student) return to('/signup');
  // A session the API refuses ends here (silently, to the home page).
  const { data } = await api.getProfile({});
  return to(data[0]?.isSubscribe === SUBSCRIBED ? '/video' : '/subscription');
}

export const dynamic = 'force-dynamic';
