import { NextResponse } from 'next/server';

import { api, ApiError } from '@/lib/api';
import { SUBSCRIBED } from '@/lib/contract/fields';
import { clearSessionCookies } from '@/lib/session/end-session';
import { asApiSession, getStudentSession } from '@/lib/session/student-session';

/**
 * Home's Get Started (spec 000 §2), decided on the server so the home page stays static:
 * visitors go to Sign Up, subscribed students to the videos, others to the plans.
 */
export async function GET(request: Request) {
  const to = (path: string) => NextResponse.redirect(new URL(path, request.url), { status: 303 });
  const session = await getStudentSession();
  if (!session) return to('/signup');
  try {
    const { data } = await api.getProfile({}, asApiSession(session));
    return to(data[0]?.isSubscribe === SUBSCRIBED ? '/video' : '/subscription');
  } catch (error) {
    // A session the API refuses is over (spec 000 §4); without one, Get Started means Sign Up.
    if (error instanceof ApiError && error.sessionEnded) {
      await clearSessionCookies();
      return to('/signup');
    }
    throw error;
  }
}

export const dynamic = 'force-dynamic';
