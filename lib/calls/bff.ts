import 'server-only';

import { clientAddress } from '@/lib/limits/client-address';
import { SIGN_IN_COOKIE } from '@/lib/security/cookies';
import { signedInHintLine } from '@/lib/security/signed-in-hint';
import { CROSS_SITE_MESSAGE, isSameSiteRequest } from '@/lib/security/request-origin';

import { findCall, hasPath } from './call-table';
import type { CallTable, HttpMethod } from './define-call';
import { envelopeOf, runCall } from './edge';
import type { Envelope } from './envelope';
import { codeForStatus } from './error-codes';
import { readCallInput, wireRequestOf } from './read-call-input';
import type { OperatorSignIn, StudentSignIn } from './transport';

export type SignInReader = () => Promise<StudentSignIn | null>;

/**
 * Who a BFF serves: the students' site at /api (its sign-in from the cookie), or the
 * console at /console/api (the operator from the console's cookie, which only reaches paths
 * under /console), each to its own calls.
 */
type Audience =
  | { way: 'bff'; readSignIn: SignInReader }
  | { way: 'console'; readSignIn: () => Promise<OperatorSignIn | null> };

/**
 * The backend-for-frontend: the browser reaches each call of `table` at /api/<path>. The student
 * comes from the sign-in cookie (a studentId in the body is dropped by the call's schema), the
 * input is checked against the call's schema, and the token is added here, on the server. The
 * routes serve the platform's table (lib/platform/bff.ts).
 */
export async function serveBrowserCall(
  table: CallTable,
  request: Request,
  path: string,
  readSignIn: SignInReader | Audience,
  /** Told the cache tags a successful call makes stale (its definition's `invalidates`). */
  invalidate: (tag: string) => void = () => {},
): Promise<Response> {
  const audience: Audience =
    typeof readSignIn === 'function' ? { way: 'bff', readSignIn } : readSignIn;
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

  const outcome = await runCall(table, name, () => readCallInput(wireRequestOf(request), call), {
    ways: [audience.way],
    readSignIn: audience.readSignIn,
    client: () => clientAddress(request.headers),
    writes: method !== 'GET',
    invalidate,
  });
  const response = reply(envelopeOf(outcome), outcome.ok ? undefined : outcome.retryAfter);
  // A 403 ends the student's sign-in silently (the console's layout sends an operator whose
  // sign-in ended to its sign-in page).
  if (!outcome.ok && outcome.signInEnded && audience.way === 'bff') {
    clearSession(request, response);
  }
  return response;
}

function reply(envelope: Envelope<unknown>, retryAfterSeconds?: number): Response {
  if (envelope.status !== 200) envelope.code ??= codeForStatus(envelope.status);
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (retryAfterSeconds) headers['retry-after'] = String(retryAfterSeconds);
  return Response.json(envelope, { status: envelope.status, headers });
}

function clearSession(request: Request, response: Response) {
  const names = new Set([SIGN_IN_COOKIE]);
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const cookieName = part.split('=')[0]?.trim();
    if (cookieName?.startsWith(`${SIGN_IN_COOKIE}.`)) names.add(cookieName);
  }
  for (const cookieName of names) {
    response.headers.append(
      'set-cookie',
      `${cookieName}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
    );
  }
  response.headers.append('set-cookie', signedInHintLine(false, 0));
}
