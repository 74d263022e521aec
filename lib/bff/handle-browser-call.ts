import 'server-only';

import { callApi, ApiError, type StudentSession } from '@/lib/api';
import {
  findCall,
  firstIssueMessage,
  hasPath,
  type Envelope,
  type HttpMethod,
} from '@/lib/contract';

import { CROSS_SITE_MESSAGE, isSameSiteRequest } from '@/lib/security/request-origin';
import { SESSION_COOKIE } from '@/lib/session/cookies';

import { BodyRefused, readCallInput } from '@/lib/wire/read-call-input';

export type SessionReader = () => Promise<StudentSession | null>;

/**
 * The backend-for-frontend: the browser reaches each call at /api/<path>. The student comes
 * from the session cookie (a studentId in the body is dropped by the contract), the input is
 * checked against the contract, and the token is added here, on the server.
 */
export async function handleBrowserCall(
  request: Request,
  path: string,
  readSession: SessionReader,
): Promise<Response> {
  const method = request.method.toUpperCase() as HttpMethod;
  const found = findCall(path, method);
  if (!found) {
    return hasPath(path)
      ? reply({ status: 405, message: 'Method not allowed', data: null })
      : reply({ status: 404, message: 'Not found', data: null });
  }
  // Calls whose answer holds a token have their own handlers that keep it on the server.
  if (!found.call.browser) return reply({ status: 404, message: 'Not found', data: null });
  const { name, call } = found;
  // A page on another site can post a form with the student's cookie: refuse before anything.
  if (!isSameSiteRequest(method, request.headers)) {
    return reply({ status: 403, message: CROSS_SITE_MESSAGE, data: null });
  }

  const session = call.access === 'public' ? null : await readSession();
  if (call.access === 'student' && !session) {
    return reply({ status: 401, message: 'Please log in to continue', data: null });
  }

  let input: unknown;
  try {
    input = await readCallInput(request, call);
  } catch (error) {
    if (!(error instanceof BodyRefused)) throw error;
    return reply({ status: error.status, message: error.message, data: null });
  }
  const parsed = call.request.safeParse(input);
  if (!parsed.success)
    return reply({ status: 422, message: firstIssueMessage(parsed.error), data: null });

  try {
    const result = await callApi(name, parsed.data as never, session);
    return reply({ status: 200, message: result.message, data: result.data });
  } catch (error) {
    if (!(error instanceof ApiError)) {
      // The API could not be reached or answered nonsense: the student's request was fine.
      console.error(`BFF call ${call.path} failed`, error);
      return reply({ status: 502, message: 'Something went wrong', data: null });
    }
    const response = reply({ status: error.status, message: error.message, data: null });
    // Spec 000 §4: a 403 ends the session silently.
    if (error.sessionEnded) clearSession(request, response);
    return response;
  }
}

function reply(envelope: Envelope<unknown>): Response {
  return Response.json(envelope, {
    status: envelope.status,
    headers: { 'cache-control': 'no-store' },
  });
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
