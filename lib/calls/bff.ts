import 'server-only';

import { accessMessages } from '@/lib/access/roles';
import { abuseLimits, operatorLimitKey, tooManyAttempts } from '@/lib/limits/abuse-limits';
import { clientAddress } from '@/lib/limits/client-address';
import { logError } from '@/lib/log';
import { SESSION_COOKIE } from '@/lib/security/cookies';
import { CROSS_SITE_MESSAGE, isSameSiteRequest } from '@/lib/security/request-origin';

import { ApiError } from './api-error';
import { findCall, hasPath } from './call-table';
import { firstIssueMessage, type CallTable, type HttpMethod } from './define-call';
import type { Envelope } from './envelope';
import { codeForStatus } from './error-codes';
import { callApi } from './gateway';
import { BodyRefused, readCallInput, wireRequestOf } from './read-call-input';
import type { OperatorSession, StudentSession } from './transport';

export type SessionReader = () => Promise<StudentSession | null>;

/**
 * Who a BFF serves: the students' site at /api (its session from the sign-in cookie), or the
 * console at /console/api (the operator from the console's cookie, which only reaches paths
 * under /console), each to its own calls.
 */
type Audience =
  | { way: 'bff'; readSession: SessionReader }
  | { way: 'console'; readSession: () => Promise<OperatorSession | null> };

/**
 * The backend-for-frontend: the browser reaches each call of `table` at /api/<path>. The student
 * comes from the session cookie (a studentId in the body is dropped by the call's schema), the
 * input is checked against the call's schema, and the token is added here, on the server. The
 * routes serve the platform's table (lib/platform/bff.ts).
 */
export async function serveBrowserCall(
  table: CallTable,
  request: Request,
  path: string,
  readSession: SessionReader | Audience,
  /** Told the cache tags a successful call makes stale (its definition's `invalidates`). */
  invalidate: (tag: string) => void = () => {},
): Promise<Response> {
  const audience: Audience =
    typeof readSession === 'function' ? { way: 'bff', readSession } : readSession;
  const method = request.method.toUpperCase() as HttpMethod;
  const found = findCall(table, path, method);
  if (!found) {
    return hasPath(table, path)
      ? reply({ status: 405, message: 'Method not allowed', data: null })
      : reply({ status: 404, message: 'Not found', data: null });
  }
  // Calls whose answer holds a token are server actions that keep it on the server.
  if (found.call.via !== audience.way) {
    return reply({ status: 404, message: 'Not found', data: null });
  }
  const { name, call } = found;
  // A page on another site can post a form with the student's cookie: refuse before anything.
  if (!isSameSiteRequest(method, request.headers)) {
    return reply({ status: 403, message: CROSS_SITE_MESSAGE, data: null, code: 'cross_site' });
  }

  const session = call.access === 'public' ? null : await audience.readSession();
  if (call.access === 'student' && !session) {
    return reply({ status: 401, message: 'Please log in to continue', data: null });
  }
  if (call.access === 'operator' && !session) {
    return reply({ status: 401, message: accessMessages.operatorSignInRequired, data: null });
  }

  let input: unknown;
  try {
    input = await readCallInput(wireRequestOf(request), call);
  } catch (error) {
    if (!(error instanceof BodyRefused)) throw error;
    return reply({ status: error.status, message: error.message, data: null });
  }
  const parsed = call.request.safeParse(input);
  if (!parsed.success)
    return reply({ status: 422, message: firstIssueMessage(parsed.error), data: null });

  const limited = call.limit;
  if (limited) {
    const key =
      limited.per === 'student' && session && 'studentId' in session
        ? `student:${session.studentId}`
        : clientAddress(request.headers);
    const wait = await (await abuseLimits()).take(limited.limit, key);
    if (wait > 0) return reply({ status: 429, message: tooManyAttempts(wait), data: null }, wait);
  }
  if (session && 'operatorToken' in session && method !== 'GET') {
    // An operator's writes count per console session, as through the console's actions.
    const wait = await (
      await abuseLimits()
    ).take('operatorWritesPerSession', operatorLimitKey(session));
    if (wait > 0) return reply({ status: 429, message: tooManyAttempts(wait), data: null }, wait);
  }

  try {
    const result = await callApi(name, call, parsed.data as never, session);
    const stale =
      typeof call.invalidates === 'function'
        ? call.invalidates(parsed.data as never)
        : call.invalidates;
    for (const tag of stale) invalidate(tag);
    return reply({ status: 200, message: result.message, data: result.data });
  } catch (error) {
    if (!(error instanceof ApiError)) {
      // The API could not be reached or answered nonsense: the student's request was fine.
      logError('BFF call failed', error, { call: call.path });
      return reply({ status: 502, message: 'Something went wrong', data: null });
    }
    const response = reply({
      status: error.status,
      message: error.message,
      data: null,
      code: error.code,
    });
    // A 403 ends the student's session silently (the console's layout sends an operator whose
    // session ended to its sign-in page).
    if (error.sessionEnded && audience.way === 'bff') clearSession(request, response);
    return response;
  }
}

function reply(envelope: Envelope<unknown>, retryAfterSeconds?: number): Response {
  if (envelope.status !== 200) envelope.code ??= codeForStatus(envelope.status);
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (retryAfterSeconds) headers['retry-after'] = String(retryAfterSeconds);
  return Response.json(envelope, { status: envelope.status, headers });
}

function clearSession(request: Request, response: Response) {
  const names = new Set([SESSION_COOKIE]);
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const cookieName = part.split('=')[0]?.trim();
    if (cookieName?.startsWith(`${SESSION_COOKIE}.`)) names.add(cookieName);
  }
  for (const cookieName of names) {
    response.headers.append(
      'set-cookie',
      `${cookieName}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
    );
  }
}
