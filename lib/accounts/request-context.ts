import 'server-only';

import { redirect } from 'next/navigation';

import {
  ApiError,
  callApi,
  type ApiResult,
  type Credentials,
  type StudentSignIn,
} from '@/lib/calls/api';
import type { CallDefinition, CallTable, DataOf, ParsedRequestOf } from '@/lib/calls/define-call';

import { SESSION_ENDED_PATH } from './end-sign-in';
import { signInHref, type SignInOrigin } from './redirects';
import { getStudentSignIn } from './student-sign-in';

/** The gateway to a table's calls with the request's sign-in already applied. */
export type SessionApi<C extends CallTable> = {
  [K in keyof C as C[K] extends CallDefinition ? K : never]: C[K] extends CallDefinition
    ? (input: ParsedRequestOf<C[K]>) => Promise<ApiResult<DataOf<C[K]>>>
    : never;
};

export type StudentContext<C extends CallTable> = { student: StudentSignIn; api: SessionApi<C> };
export type RequestContext<C extends CallTable> = {
  student: StudentSignIn | null;
  api: SessionApi<C>;
};

/**
 * Binds the gateway to a sign-in, for the calls of `table` (a domain's definitions). The one
 * place where a 403 ends a sign-in for pages, route handlers and server actions (silently, to the
 * home page): the session-ended route checks the refusal, clears the cookie and lands on `/`.
 */
export function sessionApi<C extends CallTable>(credentials: Credentials, table: C): SessionApi<C> {
  const bound: Record<string, (input: unknown) => Promise<unknown>> = {};
  for (const [name, call] of Object.entries(table)) {
    if (call.answer !== 'envelope') continue;
    bound[name] = async (input) => {
      try {
        return await callApi(name, call, input as never, credentials);
      } catch (error) {
        if (credentials && error instanceof ApiError && error.signInEnded) {
          redirect(SESSION_ENDED_PATH);
        }
        throw error;
      }
    };
  }
  return bound as SessionApi<C>;
}

/**
 * The student if one is signed in, and the gateway to `table`'s calls acting for them (or for a
 * visitor).
 */
export async function optionalStudent<C extends CallTable = Record<never, never>>(
  table: C = {} as C,
): Promise<RequestContext<C>> {
  const student = await getStudentSignIn();
  return { student, api: sessionApi(student, table) };
}

/**
 * The signed-in student and the gateway to `table`'s calls acting for them; a visitor is sent to
 * Sign In, which brings them back to `from` afterwards.
 */
export async function requireStudent<C extends CallTable = Record<never, never>>(
  from?: SignInOrigin,
  table: C = {} as C,
): Promise<StudentContext<C>> {
  const student = await getStudentSignIn();
  if (!student) redirect(signInHref(from));
  return { student, api: sessionApi(student, table) };
}
