import 'server-only';

import { callApi, ApiError, type ApiSession } from '@/lib/api';
import {
  findCall,
  firstIssueMessage,
  hasPath,
  type Envelope,
  type HttpMethod,
} from '@/lib/contract';

import { SESSION_COOKIE } from '@/lib/session/cookies';

export type SessionReader = () => Promise<{ token: string; studentId: number } | null>;

const MAX_JSON_BYTES = 64 * 1024;

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

  const session = call.access === 'public' ? null : await readSession();
  if (call.access === 'student' && !session) {
    return reply({ status: 401, message: 'Please log in to continue', data: null });
  }

  let input: unknown;
  try {
    input = await readInput(request, call.encoding);
  } catch (error) {
    const status = error instanceof TooLarge ? 413 : 400;
    return reply({
      status,
      message: status === 413 ? 'Request too large' : 'The request could not be read',
      data: null,
    });
  }
  const parsed = call.request.safeParse(input);
  if (!parsed.success)
    return reply({ status: 422, message: firstIssueMessage(parsed.error), data: null });

  const apiSession: ApiSession = session
    ? { token: session.token, studentId: session.studentId }
    : { token: null, studentId: null };
  try {
    const result = await callApi(name, parsed.data as never, apiSession);
    return reply({ status: 200, message: result.message, data: result.data });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const response = reply({ status: error.status, message: error.message, data: null });
    // Spec 000 §4: a 403 ends the session silently.
    if (error.sessionEnded) clearSession(request, response);
    return response;
  }
}

class TooLarge extends Error {}

async function readInput(
  request: Request,
  encoding: 'json' | 'multipart' | 'query',
): Promise<unknown> {
  if (encoding === 'query' || request.method === 'GET') {
    return Object.fromEntries(new URL(request.url).searchParams);
  }
  const type = request.headers.get('content-type') ?? '';
  if (
    type.startsWith('multipart/form-data') ||
    type.startsWith('application/x-www-form-urlencoded')
  ) {
    const form = await request.formData();
    return Object.fromEntries(form.entries());
  }
  const text = await request.text();
  if (text.length > MAX_JSON_BYTES) throw new TooLarge();
  return text.trim() ? JSON.parse(text) : {};
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
