import 'server-only';

import { redirect } from 'next/navigation';

import {
  ApiError,
  callApi,
  type ApiResult,
  type Credentials,
  type StudentSession,
} from '@/lib/calls/api';
import { signInHref, type SignInOrigin } from '@/lib/accounts/redirects';
import { callNames, type CallName, type DataOf, type ParsedRequestOf } from '@/lib/platform/calls';

import { SESSION_ENDED_PATH } from './end-session';
import { getStudentSession } from './student-session';

/** The gateway with the request's session already applied: `api.listComments({ videoId })`. */
export type SessionApi = {
  [K in CallName]: (input: ParsedRequestOf<K>) => Promise<ApiResult<DataOf<K>>>;
};

export type StudentContext = { student: StudentSession; api: SessionApi };
export type RequestContext = { student: StudentSession | null; api: SessionApi };

/**
 * Binds the gateway to a session. The one place where a 403 ends a session for pages, route
 * handlers and server actions (silently, to the home page): the session-ended
 * route checks the refusal, clears the cookie and lands on `/`.
 */
export function sessionApi(credentials: Credentials): SessionApi {
  const bound = {} as Record<CallName, (input: unknown) => Promise<unknown>>;
  for (const name of callNames) {
    bound[name] = async (input) => {
      try {
        return await callApi(name, input as never, credentials);
      } catch (error) {
        if (credentials && error instanceof ApiError && error.sessionEnded) {
          redirect(SESSION_ENDED_PATH);
        }
        throw error;
      }
    };
  }
  return bound as unknown as SessionApi;
}

/** The student if one is signed in, and the gateway acting for them (or for a visitor). */
export async function optionalStudent(): Promise<RequestContext> {
  const student = await getStudentSession();
  return { student, api: sessionApi(student) };
}

/**
 * The signed-in student and the gateway acting for them; a visitor is sent to Sign In, which
 * brings them back to `from` afterwards.
 */
export async function requireStudent(from?: SignInOrigin): Promise<StudentContext> {
  const student = await getStudentSession();
  if (!student) redirect(signInHref(from));
  return { student, api: sessionApi(student) };
}
